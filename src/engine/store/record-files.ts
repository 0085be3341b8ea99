import { canonicalJson } from '../../core/canonical.js';
import { InputError } from '../../core/errors.js';
import { summarize } from '../../core/summary.js';
import { assertWhole } from '../../core/shard.js';
import { RUN_RECORD_SCHEMA_VERSION, runRecordSchema, type RunRecord } from '../../core/record.js';
import { byStartTime } from './index-lines.js';
import type { HistoryEntry, SummaryEntry } from './types.js';

/** The same rule as the config's `suite` key: a name that is safe as one path segment. */
const PATH_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The file name of a run record. It must stay identical to the one `evalgate run` writes into
 * `.evalgate/runs/<suite>/`, so the local store and the run loop agree on one layout.
 */
export function recordFileName(record: RunRecord): string {
  return `${record.run_id}-${record.model.id.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`;
}

/** The bytes stored for a record (the run loop's format: one-space indent, trailing newline). */
export function recordText(record: RunRecord): string {
  return `${JSON.stringify(record, null, 1)}\n`;
}

/** Suite names and run ids become path segments: refuse anything that could leave the store. */
export function checkPathSegment(value: string, what: string): void {
  if (!PATH_SEGMENT.test(value)) {
    throw new InputError(
      `${what} ${JSON.stringify(value)} cannot name a history file: expected letters, digits, ".", "_" or "-", starting with a letter or digit`,
    );
  }
}

/**
 * Validates a record before it is stored: a record the reader would reject must never reach the
 * history, where it would make every later listing of the suite fail.
 */
export function checkAppendable(record: RunRecord): RunRecord {
  const where = `run record ${JSON.stringify(record.run_id)}`;
  const valid = validateRunRecord(record, where);
  assertWhole(valid, where, 'store in the history');
  checkPathSegment(valid.suite, 'suite');
  checkPathSegment(valid.run_id, 'run_id');
  return valid;
}

/** Parses a stored record; `where` names the file (a path, or a path on a branch) in errors. */
export function parseRunRecord(text: string, where: string): RunRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${where}: the run record is not valid JSON: ${(error as Error).message}`);
  }
  return validateRunRecord(data, where);
}

function validateRunRecord(data: unknown, where: string): RunRecord {
  const version = (data as { schema_version?: unknown } | null)?.schema_version;
  if (version !== undefined && version !== RUN_RECORD_SCHEMA_VERSION) {
    throw new InputError(
      `${where}: run record schema_version ${JSON.stringify(version)} is not supported by this evalgate (expected ${RUN_RECORD_SCHEMA_VERSION}); upgrade evalgate`,
    );
  }
  const result = runRecordSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const at = issue.path.map(String).join('.') || 'the top level';
    throw new InputError(`${where}: the run record is corrupt at ${at}: ${issue.message}`);
  }
  return result.data;
}

/** A record filed under another suite's folder is as wrong as a corrupt one: say so. */
export function checkFiledUnder(record: RunRecord, suite: string, where: string): void {
  if (record.suite !== suite) {
    throw new InputError(
      `${where}: the run record belongs to suite ${JSON.stringify(record.suite)} but is filed under suite ${JSON.stringify(suite)}`,
    );
  }
}

/** Oldest first by environment.started_at; the path breaks ties so the order is total. */
export function oldestFirst(entries: HistoryEntry[]): HistoryEntry[] {
  return byStartTime(
    entries,
    (e) => e.record.environment.started_at,
    (e) => e.path,
  );
}

/**
 * A record read for a summary the index gave must be the run that summary describes: an index
 * line that disagrees with its record (edited by hand, or planted) is an error naming the file,
 * never a silent switch to another run.
 */
export function checkMatchesSummary(
  record: RunRecord,
  entry: SummaryEntry,
  where: string,
  index: string,
): RunRecord {
  if (canonicalJson(summarize(record)) !== canonicalJson(entry.summary)) {
    throw new InputError(
      `${where}: the run record does not match its line in the history index (run ${JSON.stringify(entry.summary.run_id)}); delete ${index} to rebuild it from the records`,
    );
  }
  return record;
}
