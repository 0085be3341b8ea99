import type { Config } from '../config/schema.js';
import { pythonJsonDumps } from '../pyjson.js';
import { answerIndex, type Item } from './rows.js';

export type WashRule = 'require' | 'min_choices' | 'answer_in_choices' | 'max_chars' | 'dedupe';

export interface WashReport {
  /** Rows in the dataset before washing. */
  source: number;
  /** Rows each rule dropped, rules applied in this order; a row counts under the first rule that drops it. */
  dropped: Record<WashRule, number>;
  /** Rows left after washing. */
  washed: number;
}

type Wash = Config['wash'];

/**
 * Applies the wash rules. Dedupe runs last so that a row dropped for another reason never hides a
 * later, valid duplicate; it keeps the first occurrence in dataset order.
 */
export function washItems(
  items: readonly Item[],
  wash: Wash,
): { kept: Item[]; report: WashReport } {
  const dropped: Record<WashRule, number> = {
    require: 0,
    min_choices: 0,
    answer_in_choices: 0,
    max_chars: 0,
    dedupe: 0,
  };
  const seen = new Set<string>();
  const kept: Item[] = [];
  for (const item of items) {
    const rule = firstFailingRule(item.row, wash);
    if (rule) {
      dropped[rule]++;
      continue;
    }
    if (wash.dedupe !== undefined) {
      const key = dedupeKey(item.row[wash.dedupe]);
      if (seen.has(key)) {
        dropped.dedupe++;
        continue;
      }
      seen.add(key);
    }
    kept.push(item);
  }
  return { kept, report: { source: items.length, dropped, washed: kept.length } };
}

function firstFailingRule(row: Record<string, unknown>, wash: Wash): WashRule | undefined {
  if (wash.require.some((field) => isEmpty(row[field]))) return 'require';
  const choices = Array.isArray(row.choices) ? row.choices : undefined;
  if (wash.min_choices !== undefined && (choices?.length ?? 0) < wash.min_choices) {
    return 'min_choices';
  }
  if (wash.answer_in_choices && answerIndex(row.answer, choices?.length ?? 0) === undefined) {
    return 'answer_in_choices';
  }
  if (wash.max_chars !== undefined && characterCount(row) > wash.max_chars) return 'max_chars';
  return undefined;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Question plus choices, counted in code points as Python's len() does. */
function characterCount(row: Record<string, unknown>): number {
  let count = typeof row.question === 'string' ? [...row.question].length : 0;
  if (Array.isArray(row.choices)) {
    for (const choice of row.choices) count += [...String(choice)].length;
  }
  return count;
}

function dedupeKey(value: unknown): string {
  return typeof value === 'string' ? `s${value}` : `j${pythonJsonDumps(value ?? null)}`;
}
