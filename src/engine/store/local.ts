import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../../core/errors.js';
import { ioReason } from '../config.js';
import { readRunRecord } from '../records.js';
import {
  checkAppendable,
  checkFiledUnder,
  checkPathSegment,
  oldestFirst,
  parseRunRecord,
  recordFileName,
  recordText,
} from './record-files.js';
import type { HistoryEntry, HistoryStore } from './types.js';

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
      } finally {
        await rm(temporary, { force: true });
      }
      return `${record.suite}/${name}`;
    },

    async list(suite, modelId) {
      checkPathSegment(suite, 'suite');
      const folder = path.join(root, suite);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        // No folder yet is a history with no runs; any other failure must not pass for one.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw new InputError(`${folder}: cannot read the run history folder: ${ioReason(error)}`);
      }
      // Only finished records: `.tmp` files are writes in progress (here or in the run loop).
      const files = names.filter((name) => name.endsWith('.json')).sort();
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
