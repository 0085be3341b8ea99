import { aggregate, type GroupAggregate, type ItemOutcome, type RunRecord } from '../record.js';
import { holmAdjust, pairedMcNemar } from '../stats.js';
import { MMLU_CATEGORIES, mmluCategory, type MmluCategory } from './mmlu-subjects.js';

/**
 * Per-subject and per-category results. A 2-point drop on MMLU says little on its own: it can be
 * one subject falling apart or noise spread over all 57. Each group gets its score, Δ, flips and a
 * paired test; the tests of one level (the subjects, or the four categories) are Holm-adjusted
 * together, because among 57 subjects a few look significant at 0.05 by chance alone.
 */

/** One subject or category compared with the baseline. */
export interface GroupDiff {
  /** The subject, or the category key (stem, humanities, social_sciences, other). */
  name: string;
  /** The subject's MMLU category (a category row: itself); null outside MMLU. */
  category: MmluCategory | null;
  /** Items of the slice in this group. */
  n: number;
  /** Points, errors excluded, mean over repeats, as the run's score. */
  score: number | null;
  baseline: number | null;
  delta: number | null;
  /** The run's flips that fall in this group. */
  flips: { regressed: (string | number)[]; fixed: (string | number)[] };
  /** Exact McNemar test on this group's flips. */
  p_value: number | null;
  /** p_value, Holm-adjusted over every group of the same level. */
  p_holm: number | null;
  /**
   * This group's part of the run's paired Δ, in points: the sum over its paired items of
   * (run − baseline) × 100 / all paired items. With one repeat that is (fixed − regressed) / N;
   * the parts of all groups add up to the paired Δ.
   */
  contribution: number | null;
}

export interface SubjectGroups {
  /** By subject name. */
  subjects: GroupDiff[];
  /** MMLU's four categories in lm-eval's order; null unless every subject is one of MMLU's 57. */
  categories: GroupDiff[] | null;
  /** The mean over all items: the run's score. */
  micro: number | null;
  /**
   * lm-evaluation-harness's group score: the subjects' scores weighted by their sizes. The `mmlu`
   * group and its four subgroups do that in v0.4.3 (sizes weigh by default) and from v0.4.4 on
   * (`aggregate_metric_list` with `weight_by_size: True`), which makes it the micro average
   * unless items errored.
   */
  group_aggregate: number | null;
  /** The unweighted mean of the subjects' scores (what `weight_by_size: false` would give). */
  macro: number | null;
  /** The subjects that lost the most points on net (most negative contribution), at most 5. */
  top_drops: string[];
}

/** Subjects shown as contributing most to a drop. */
export const TOP_DROPS = 5;

/** Numeric and string ids stay distinct, as in the diff: 7 and "7" are different items. */
function keyOf(id: string | number): string {
  return typeof id === 'number' ? `#${id}` : `s${id}`;
}

/** Each item's subject by id key; null when the items span fewer than two subjects. */
export function subjectsOf(...runs: (RunRecord | undefined)[]): Map<string, string> | null {
  const subjects = new Map<string, string>();
  for (const run of runs)
    for (const item of run?.items ?? [])
      if (typeof item.subject === 'string' && !subjects.has(keyOf(item.id)))
        subjects.set(keyOf(item.id), item.subject);
  return new Set(subjects.values()).size >= 2 ? subjects : null;
}

/** The subject of an item id, for flip lists; undefined when the run has no subjects. */
export function subjectOf(subjects: Map<string, string> | null, id: string | number) {
  return subjects?.get(keyOf(id));
}

/** The record's per-subject and per-category block, or nothing for a one-subject suite. */
export function subjectAggregates(
  items: readonly ItemOutcome[],
  repeats: number,
): { subjects: GroupAggregate[]; categories?: GroupAggregate[] } | undefined {
  const bySubject = partition(items, (item) => item.subject ?? undefined);
  if (bySubject.size < 2) return undefined;
  const row = (name: string, category: string | null, group: ItemOutcome[]) => {
    const a = aggregate(group, repeats, new Set(group.map((i) => keyOf(i.id))).size);
    return { name, category, n: a.n, score: a.score, errors: a.errors };
  };
  const subjects = [...bySubject.keys()]
    .sort()
    .map((name) => row(name, mmluCategory(name), bySubject.get(name)!));
  if (subjects.some((s) => s.category === null)) return { subjects };
  const byCategory = partition(items, (item) => mmluCategory(item.subject!)!);
  const categories = MMLU_CATEGORIES.filter((c) => byCategory.has(c)).map((c) =>
    row(c, c, byCategory.get(c)!),
  );
  return { subjects, categories };
}

export interface Paired {
  /** Per-item mean score over repeats, by id key, of the baseline and the run. */
  before: Map<string, number>;
  after: Map<string, number>;
  regressed: (string | number)[];
  fixed: (string | number)[];
}

/**
 * Groups a run (and, when comparable, its baseline) by subject and category. `paired` is what
 * the diff paired; without it (no baseline, another protocol) the groups carry scores only.
 */
export function subjectGroups(
  run: RunRecord,
  baseline: RunRecord | undefined,
  paired: Paired | undefined,
): SubjectGroups | undefined {
  const subjects = subjectsOf(run, paired ? baseline : undefined);
  if (!subjects) return undefined;
  const repeats = run.protocol.repeats;
  const subjectKey = (id: string | number) => subjects.get(keyOf(id));
  const names = [...new Set(subjects.values())].sort();
  const mmlu = names.every((s) => mmluCategory(s) !== null);
  const level = (
    groupOf: (id: string | number) => string | undefined,
    keys: readonly string[],
    category: (name: string) => MmluCategory | null,
  ): GroupDiff[] => {
    const runItems = partition(run.items, (i) => groupOf(i.id));
    const baseItems = paired ? partition(baseline!.items, (i) => groupOf(i.id)) : undefined;
    const sizes = partition([...subjects.keys()], (key) => groupOf(idOfKey(key)));
    const rows = keys.map((name): GroupDiff => {
      const score = scoreOf(runItems.get(name) ?? [], repeats);
      const base = baseItems ? scoreOf(baseItems.get(name) ?? [], repeats) : null;
      const delta = score !== null && base !== null ? round(score - base) : null;
      const inGroup = (id: string | number) => groupOf(id) === name;
      const flips = {
        regressed: paired?.regressed.filter(inGroup) ?? [],
        fixed: paired?.fixed.filter(inGroup) ?? [],
      };
      return {
        name,
        category: category(name),
        n: sizes.get(name)?.length ?? 0,
        score,
        baseline: base,
        delta,
        flips,
        p_value: paired ? pairedMcNemar(flips.regressed.length, flips.fixed.length).pValue : null,
        p_holm: null,
        contribution: paired
          ? contributionOf(paired, (key) => groupOf(idOfKey(key)) === name)
          : null,
      };
    });
    if (paired) {
      const adjusted = holmAdjust(rows.map((r) => r.p_value!));
      rows.forEach((r, i) => (r.p_holm = adjusted[i]!));
    }
    return rows;
  };

  const subjectRows = level(subjectKey, names, mmluCategory);
  const categoryOf = (id: string | number) => {
    const subject = subjectKey(id);
    return subject === undefined ? undefined : (mmluCategory(subject) ?? undefined);
  };
  const present = MMLU_CATEGORIES.filter((c) => names.some((s) => mmluCategory(s) === c));
  const categoryRows = mmlu ? level(categoryOf, present, (c) => c as MmluCategory) : null;

  const scored = subjectRows.filter((r) => r.score !== null);
  const weight = scored.reduce((a, r) => a + r.n, 0);
  const topDrops = subjectRows
    .filter((r) => r.contribution !== null && r.contribution < 0)
    .sort((a, b) => a.contribution! - b.contribution! || a.name.localeCompare(b.name))
    .slice(0, TOP_DROPS)
    .map((r) => r.name);
  return {
    subjects: subjectRows,
    categories: categoryRows,
    micro: run.aggregates.score,
    group_aggregate: weight > 0 ? scored.reduce((a, r) => a + r.score! * r.n, 0) / weight : null,
    macro: scored.length ? scored.reduce((a, r) => a + r.score!, 0) / scored.length : null,
    top_drops: topDrops,
  };
}

/** For tables: the largest drop first; groups without a Δ last; ties by name. */
export function byDelta(a: GroupDiff, b: GroupDiff): number {
  return (
    (a.delta ?? Infinity) - (b.delta ?? Infinity) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

function contributionOf(paired: Paired, inGroup: (key: string) => boolean): number {
  let sum = 0;
  let count = 0;
  for (const [key, old] of paired.before) {
    const now = paired.after.get(key);
    if (now === undefined) continue;
    count++;
    if (inGroup(key)) sum += now - old;
  }
  return count ? round((100 * sum) / count) : 0;
}

function scoreOf(items: readonly ItemOutcome[], repeats: number): number | null {
  return items.length ? aggregate(items, repeats, 0).score : null;
}

function partition<T>(
  values: readonly T[],
  key: (value: T) => string | undefined,
): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const value of values) {
    const k = key(value);
    if (k === undefined) continue;
    const list = out.get(k);
    if (list) list.push(value);
    else out.set(k, [value]);
  }
  return out;
}

function idOfKey(key: string): string | number {
  return key.startsWith('#') ? Number(key.slice(1)) : key.slice(1);
}

const round = (x: number) => Math.round(x * 1e9) / 1e9;
