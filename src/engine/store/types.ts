import type { RunRecord } from '../../core/record.js';

/** One stored run record and where it lives, relative to the store's root. */
export interface HistoryEntry {
  /** Store-relative, always with forward slashes. */
  path: string;
  record: RunRecord;
}

/**
 * The run history: every run record, one file per run. Append-only, so concurrent writers never
 * touch the same file and a record, once stored, is never rewritten.
 */
export interface HistoryStore {
  /** Appends one run record as its own file (append-only: never overwrites); returns its store-relative path. */
  append(record: RunRecord): Promise<string>;
  /**
   * All records of a suite (optionally one model entry id), oldest first by
   * environment.started_at; corrupt or unreadable files are an InputError naming the path, never
   * skipped.
   */
  list(suite: string, modelId?: string): Promise<HistoryEntry[]>;
}
