import { randomUUID } from 'node:crypto';
import { appendFile, link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../../core/errors.js';
import { ioReason } from '../config.js';
import { readRunRecord } from '../records.js';
import { summarize } from '../../core/summary.js';
import {
  byStartTime,
  indexFileName,
  INDEX_FOLDER,
  indexLineText,
  parseIndex,
  type IndexLine,
} from './index-lines.js';
import {
  checkAppendable,
  checkFiledUnder,
  checkMatchesSummary,
  checkPathSegment,
  oldestFirst,
  parseRunRecord,
  recordFileName,
  recordText,
} from './record-files.js';
import type { HistoryEntry, HistoryStore, SummaryEntry } from './types.js';

/**
 * A copy that keeps times (`cp -p`, a cache restore) may move them by a fraction of a
 * millisecond; within this, a line still describes its record.
 */
const MTIME_SLACK_MS = 1;

/** Files read at once by `list`: enough to overlap I/O, few enough to stay far from EMFILE. */
const READ_BATCH = 32;

/**
 * The history as a folder: `<root>/<suite>/<run_id>-<model-id-slug>.json`, `root` being
 * `.evalgate/runs` beside the config, the layout `evalgate run` already writes.
 */
export function localStore(root: string): HistoryStore {
  return {
    async append(input) {
      const record = checkAppendable(input);
      const folder = path.join(root, record.suite);
      const name = recordFileName(record);
      const file = path.join(folder, name);
      const text = recordText(record);
      // Written aside, then hard-linked into place: the link appears whole (no reader ever sees half
      // a file) and fails when the name is taken (no writer ever replaces a stored record).
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(folder, { recursive: true });
        await writeFile(temporary, text, { flag: 'wx' });
        await link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw new Error(`${file}: cannot store the run record: ${ioReason(error)}`, {
            cause: error,
          });
        }
        await checkSameRecord(file, text);
        return `${record.suite}/${name}`;
      } finally {
        await rm(temporary, { force: true });
      }
      // The record is stored; its index line only saves a later reader from reading it.
      const stamp = await fileStamp(file).catch(() => undefined);
      if (stamp) {
        const line = { file: name, ...stamp, summary: summarize(record) };
        await appendIndex(root, record.suite, [line]).catch(() => {});
      }
      return `${record.suite}/${name}`;
    },

    async summaries(suite, modelId) {
      checkPathSegment(suite, 'suite');
      const folder = path.join(root, suite);
      const files = await recordFiles(folder);
      const indexed = await readIndex(root, suite);
      const entries: SummaryEntry[] = [];
      const healed: IndexLine[] = [];
      for (let start = 0; start < files.length; start += READ_BATCH) {
        const batch = files.slice(start, start + READ_BATCH);
        const stamps = await Promise.all(batch.map((name) => fileStamp(path.join(folder, name))));
        for (const [i, name] of batch.entries()) {
          const stamp = stamps[i]!;
          let line = indexed.get(name);
          if (
            line === undefined ||
            line.size !== stamp.size ||
            line.mtime === undefined ||
            Math.abs(line.mtime - stamp.mtime) > MTIME_SLACK_MS ||
            line.summary.suite !== suite
          ) {
            // Not indexed, or the line was written for other bytes (another size or modification
            // time, as after a copy or an edit): read this one record, then let it go.
            const where = path.join(folder, name);
            const record = await readRunRecord(where);
            checkFiledUnder(record, suite, where);
            line = { file: name, ...stamp, summary: summarize(record) };
            healed.push(line);
          }
          if (modelId === undefined || line.summary.model.id === modelId) {
            entries.push({ path: `${suite}/${name}`, summary: line.summary });
          }
        }
      }
      // The index is a cache of the records: failing to extend it costs the next reader time only.
      if (healed.length > 0) await appendIndex(root, suite, healed).catch(() => {});
      return byStartTime(
        entries,
        (e) => e.summary.environment.started_at,
        (e) => e.path,
      );
    },

    async read(entry) {
      const [suite, name, ...rest] = entry.path.split('/');
      if (suite === undefined || name === undefined || rest.length > 0 || !name.endsWith('.json')) {
        throw new InputError(`${entry.path}: not a run record path of this history`);
      }
      checkPathSegment(suite, 'suite');
      checkPathSegment(name, 'record file');
      const where = path.join(root, suite, name);
      const record = await readRunRecord(where);
      checkFiledUnder(record, suite, where);
      return checkMatchesSummary(record, entry, where, path.join(root, indexFileName(suite)));
    },

    async list(suite, modelId) {
      checkPathSegment(suite, 'suite');
      const folder = path.join(root, suite);
      const files = await recordFiles(folder);
      const entries: HistoryEntry[] = [];
      for (let start = 0; start < files.length; start += READ_BATCH) {
        const batch = files.slice(start, start + READ_BATCH);
        const records = await Promise.all(
          batch.map((name) => readRunRecord(path.join(folder, name))),
        );
        records.forEach((record, i) => {
          checkFiledUnder(record, suite, path.join(folder, batch[i]!));
          if (modelId === undefined || record.model.id === modelId) {
            entries.push({ path: `${suite}/${batch[i]!}`, record });
          }
        });
      }
      return oldestFirst(entries);
    },
  };
}

/** The finished record files of a suite folder, sorted; none when the folder does not exist. */
async function recordFiles(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    // No folder yet is a history with no runs; any other failure must not pass for one.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new InputError(`${folder}: cannot read the run history folder: ${ioReason(error)}`);
  }
  // Only finished records: `.tmp` files are writes in progress (here or in the run loop).
  return names.filter((name) => name.endsWith('.json')).sort();
}

/** What an index line records of a local record file: its size and modification time. */
async function fileStamp(file: string): Promise<{ size: number; mtime: number }> {
  try {
    const info = await stat(file);
    return { size: info.size, mtime: Math.floor(info.mtimeMs) };
  } catch (error) {
    throw new InputError(`${file}: cannot read the run record: ${ioReason(error)}`);
  }
}

/** The suite's index lines by record file; an index that cannot be read counts as empty. */
async function readIndex(root: string, suite: string): Promise<Map<string, IndexLine>> {
  try {
    return parseIndex(await readFile(path.join(root, indexFileName(suite)), 'utf8'));
  } catch {
    return new Map();
  }
}

/** One write in append mode per call, so lines of concurrent writers do not interleave. */
async function appendIndex(root: string, suite: string, lines: IndexLine[]): Promise<void> {
  await mkdir(path.join(root, INDEX_FOLDER), { recursive: true });
  await appendFile(path.join(root, indexFileName(suite)), lines.map(indexLineText).join(''));
}

/**
 * Appending a record that is already stored (say, the one `evalgate run` just wrote) is a no-op;
 * a different record under the same name is refused, never written over.
 */
async function checkSameRecord(file: string, text: string): Promise<void> {
  let existing: string;
  try {
    existing = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot store the run record: ${ioReason(error)}`, { cause: error });
  }
  const stored = JSON.stringify(parseRunRecord(existing, file));
  const incoming = JSON.stringify(parseRunRecord(text, file));
  if (stored !== incoming) {
    throw new Error(
      `${file}: a different run record with the same run_id and model is already stored; the history is append-only, so it was left as it is`,
    );
  }
}
