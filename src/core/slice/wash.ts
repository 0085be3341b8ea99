import type { Config } from '../config/schema.js';
import { InputError } from '../errors.js';
import { pythonJsonDumps } from '../pyjson.js';
import { answerIndex, columnsShown, type Item } from './rows.js';

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
  const dedupe = typeof wash.dedupe === 'string' ? wash.dedupe : undefined;
  if (dedupe !== undefined) assertSomeRowHas(items, dedupe);
  const seen = new Set<string>();
  const kept: Item[] = [];
  for (const item of items) {
    const rule = firstFailingRule(item.row, wash);
    if (rule) {
      dropped[rule]++;
      continue;
    }
    if (dedupe !== undefined) {
      const key = dedupeKey(item.row[dedupe]);
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

/**
 * The rules the config turns on, in the order they apply: what a report of their drops lists. A
 * rule that is off drops nothing and is left out.
 */
export function activeWashRules(wash: Wash): WashRule[] {
  const rules: WashRule[] = [];
  if (wash.require.length) rules.push('require');
  if (wash.min_choices !== undefined) rules.push('min_choices');
  if (wash.answer_in_choices) rules.push('answer_in_choices');
  if (wash.max_chars !== undefined) rules.push('max_chars');
  if (typeof wash.dedupe === 'string') rules.push('dedupe');
  return rules;
}

/**
 * Dedupe on a field no row has would give every row the same (missing) value and keep only the
 * first row of the dataset: a typo that silently eats the data. It is an error instead, naming
 * the fields the rows do have.
 */
function assertSomeRowHas(items: readonly Item[], field: string): void {
  if (items.length === 0 || items.some((item) => Object.hasOwn(item.row, field))) return;
  const shown = columnsShown(items.map((item) => item.row));
  throw new InputError(
    `wash.dedupe: expected a field of the rows, found "${field}", which no row has (rows have: ${shown}); name one of those, or set dedupe: false for no dedupe`,
  );
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
