import { runSummarySchema, type RunSummary } from '../../core/summary.js';

/**
 * The history index of a suite: `.index/<suite>.jsonl` beside the suites' folders of records (so
 * those hold run records only, and no suite name, which starts with a letter or digit, can
 * collide with it), one JSON line per stored run
 * naming its record file, what identifies that file's content (its size in a local folder, its
 * blob id on the data branch) and the run's summary. It only saves reading records: a record with
 * no line, or whose line names other content, is read and summarised again, so a missing, stale
 * or damaged index costs time, never a wrong answer.
 */
export const INDEX_FOLDER = '.index';

/** The index file of a suite, relative to the store's root (forward slashes). */
export function indexFileName(suite: string): string {
  return `${INDEX_FOLDER}/${suite}.jsonl`;
}

export interface IndexLine {
  /** The record file, as the store names it (local: its name in the folder; git: its path). */
  file: string;
  /** Local folder: the record file's size in bytes and modification time (ms). */
  size?: number;
  mtime?: number;
  /** Data branch: the record's blob id. */
  blob?: string;
  summary: RunSummary;
}

export function indexLineText(line: IndexLine): string {
  return `${JSON.stringify(line)}\n`;
}

/** The lines that parse and validate, by file (a later line for the same file wins). */
export function parseIndex(text: string): Map<string, IndexLine> {
  const lines = new Map<string, IndexLine>();
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      continue; // a torn or damaged line: its record is read instead
    }
    const line = data as Partial<IndexLine> | null;
    if (typeof line?.file !== 'string') continue;
    const summary = runSummarySchema.safeParse(line.summary);
    if (!summary.success) continue;
    lines.set(line.file, {
      file: line.file,
      ...(typeof line.size === 'number' ? { size: line.size } : {}),
      ...(typeof line.mtime === 'number' ? { mtime: line.mtime } : {}),
      ...(typeof line.blob === 'string' ? { blob: line.blob } : {}),
      summary: summary.data,
    });
  }
  return lines;
}

/** Oldest first by environment.started_at; the path breaks ties so the order is total. */
export function byStartTime<T>(
  entries: T[],
  started: (entry: T) => string,
  key: (entry: T) => string,
): T[] {
  return entries.sort((a, b) => {
    const sa = started(a);
    const sb = started(b);
    const ta = Date.parse(sa);
    const tb = Date.parse(sb);
    const byTime = Number.isNaN(ta) || Number.isNaN(tb) ? sa.localeCompare(sb) : ta - tb;
    const ka = key(a);
    const kb = key(b);
    return byTime || (ka < kb ? -1 : ka > kb ? 1 : 0);
  });
}
