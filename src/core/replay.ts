import type { RunRecord } from './record.js';
import { outcomesDigest, type RunSummary, type TrendRun } from './summary.js';

/**
 * A rerun every answer of which came from the response cache, and whose outcomes equal a stored
 * run of the same build and protocol, measured nothing new: it is recorded as a replay of that
 * run, and trends and `history` count the stored run once, not again. A run that sent requests
 * is a measurement and a trend point of its own, whatever it found.
 */

/** Same protocol, same reported build, and the same outcome for every item and repeat. */
export function sameOutcomes(record: RunRecord, stored: RunSummary, digest?: string): boolean {
  if (
    record.protocol_id !== stored.protocol_id ||
    record.suite !== stored.suite ||
    record.model.id !== stored.model.id
  )
    return false;
  if (
    record.model.build.model !== stored.model.build.model ||
    record.model.build.system_fingerprint !== stored.model.build.system_fingerprint
  )
    return false;
  if (record.shard || record.incomplete || stored.incomplete) return false;
  return (digest ?? outcomesDigest(record)) === stored.outcomes_sha256;
}

/**
 * The stored run `record` replays: the earliest original (never a replay itself, so replays of
 * replays all point at the one measurement) with the same outcomes; undefined when none. The
 * stored runs are their index summaries: the outcome digest stands in for the items.
 */
export function replayOf(record: RunRecord, stored: readonly RunSummary[]): string | undefined {
  if (record.replay_of !== undefined) return record.replay_of;
  if (record.shard || record.incomplete) return undefined;
  // A run that asked the model again measured, even when a deterministic build answers the same.
  if (record.items.length === 0 || record.usage.cached < record.items.length) return undefined;
  const digest = outcomesDigest(record);
  const original = stored.find(
    (r) =>
      r.run_id !== record.run_id && r.replay_of === undefined && sameOutcomes(record, r, digest),
  );
  return original?.run_id;
}

/** `record` marked as a replay of a stored run when it is one, else unchanged. */
export function markReplay(record: RunRecord, stored: readonly RunSummary[]): RunRecord {
  const of = replayOf(record, stored);
  return of === undefined || record.replay_of === of ? record : { ...record, replay_of: of };
}

/** The runs that are trend points: originals only, each measurement once. */
export function trendPoints<T extends TrendRun>(runs: readonly T[]): T[] {
  return runs.filter((r) => r.replay_of === undefined);
}
