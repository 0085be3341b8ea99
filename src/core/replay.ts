import type { RunRecord } from './record.js';

/**
 * A rerun whose outcomes equal a stored run of the same build and protocol measured nothing new
 * (a gate answered from the response cache, a deterministic floor run again): it is recorded as
 * a replay of that run, and trends and `history` count the stored run once, not again.
 */

/** Same protocol, same reported build, and the same outcome for every item and repeat. */
export function sameOutcomes(a: RunRecord, b: RunRecord): boolean {
  if (a.protocol_id !== b.protocol_id || a.suite !== b.suite || a.model.id !== b.model.id)
    return false;
  if (
    a.model.build.model !== b.model.build.model ||
    a.model.build.system_fingerprint !== b.model.build.system_fingerprint
  )
    return false;
  if (a.shard || b.shard || a.incomplete || b.incomplete) return false;
  return outcomeKey(a) === outcomeKey(b);
}

function outcomeKey(record: RunRecord): string {
  const rows = record.items.map((item) =>
    JSON.stringify([
      String(item.id),
      item.repeat,
      item.correct,
      item.extracted,
      item.response_sha256,
    ]),
  );
  return rows.sort().join('\n');
}

/**
 * The stored run `record` replays: the earliest original (never a replay itself, so replays of
 * replays all point at the one measurement) with the same outcomes; undefined when none.
 */
export function replayOf(record: RunRecord, stored: readonly RunRecord[]): string | undefined {
  if (record.replay_of !== undefined) return record.replay_of;
  const original = stored.find(
    (r) => r.run_id !== record.run_id && r.replay_of === undefined && sameOutcomes(record, r),
  );
  return original?.run_id;
}

/** `record` marked as a replay of a stored run when it is one, else unchanged. */
export function markReplay(record: RunRecord, stored: readonly RunRecord[]): RunRecord {
  const of = replayOf(record, stored);
  return of === undefined || record.replay_of === of ? record : { ...record, replay_of: of };
}

/** The runs that are trend points: originals only, each measurement once. */
export function trendPoints(records: readonly RunRecord[]): RunRecord[] {
  return records.filter((r) => r.replay_of === undefined);
}
