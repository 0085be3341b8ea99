import type { RunRecord } from '../record.js';

/**
 * How many of the runs' answers were measured and how many came from the response cache, and
 * from which runs: said wherever a verdict is (terminal, markdown, comment, HTML), so that a
 * verdict resting on stored answers never reads as a fresh measurement. Plain text; each writer
 * escapes it for its target.
 */
export function cacheNote(runs: readonly RunRecord[]): string | null {
  if (runs.length === 0) return null;
  let total = 0;
  let cached = 0;
  const from = new Map<string, { count: number; oldest: string | null }>();
  for (const run of runs) {
    total += run.items.length;
    cached += run.usage.cached;
    for (const group of run.usage.cached_from ?? []) {
      const name =
        group.run === null
          ? 'a local run'
          : `workflow run ${group.run}${group.attempt === null ? '' : ` attempt ${group.attempt}`}`;
      const seen = from.get(name) ?? { count: 0, oldest: null };
      seen.count += group.count;
      if (group.oldest !== null && (seen.oldest === null || group.oldest < seen.oldest)) {
        seen.oldest = group.oldest;
      }
      from.set(name, seen);
    }
  }
  if (cached === 0) return `Answers: ${total} measured by this run, none from the cache.`;
  const sources = [...from].map(
    ([name, s]) =>
      `${s.count} from ${name}${s.oldest ? `, measured from ${s.oldest.slice(0, 16).replace('T', ' ')} UTC` : ''}`,
  );
  const unknown = cached - [...from.values()].reduce((a, s) => a + s.count, 0);
  if (unknown > 0) sources.push(`${unknown} from a run that did not record itself`);
  const where = sources.length ? ` (${sources.join('; ')})` : '';
  if (cached === total) {
    return `Replayed: nothing was re-measured; all ${total} answers came from the cache${where}.`;
  }
  return `Answers: ${total - cached} measured by this run, ${cached} from the cache${where}.`;
}
