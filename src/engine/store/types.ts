import type { RunRecord } from '../../core/record.js';
import type { RunSummary } from '../../core/summary.js';

/** One stored run record and where it lives, relative to the store's root. */
export interface HistoryEntry {
  /** Store-relative, always with forward slashes. */
  path: string;
  record: RunRecord;
}

/** One stored run's index summary and where its full record lives. */
export interface SummaryEntry {
  /** Store-relative, always with forward slashes: what `read` takes. */
  path: string;
  summary: RunSummary;
}

/**
 * The run history: every run record, one file per run, and an index of their summaries.
 * Append-only, so concurrent writers never touch the same record and a record, once stored, is
 * never rewritten.
 */
export interface HistoryStore {
  /** Appends one run record as its own file (append-only: never overwrites); returns its store-relative path. */
  append(record: RunRecord): Promise<string>;
  /**
   * The summaries of a suite's runs (optionally one model entry id), oldest first by
   * environment.started_at, from the index: a record is read only when the index lacks it or
   * names other content, one at a time, so memory does not grow with the number of runs. A
   * corrupt or unreadable record is an InputError naming the path, never skipped.
   */
  summaries(suite: string, modelId?: string): Promise<SummaryEntry[]>;
  /** The full record at a path `summaries` returned, checked against that summary. */
  read(entry: SummaryEntry): Promise<RunRecord>;
  /** All full records of a suite, oldest first (what an export needs; everything else reads summaries). */
  list(suite: string, modelId?: string): Promise<HistoryEntry[]>;
}
