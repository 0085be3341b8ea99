import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import type { RunRecord } from '../core/record.js';
import { ioReason, writeFileAtomic } from './config.js';
import { localStore } from './store/local.js';
import { recordFileName, recordText } from './store/record-files.js';
import { statePath } from './paths.js';

/** Where a record goes: the local history under `root`, and a copy in `out` when given. */
export interface RecordTarget {
  /** The folder whose `.evalgate/` holds the history: the config's, or the current one. */
  root: string;
  out?: string | undefined;
  /** What to tell the user when the write fails, e.g. that the answers are in the cache. */
  recovery?: string;
}

/** The local history folder under `root`. */
export function historyDir(root: string): string {
  return statePath(root, 'runs');
}

/**
 * The one writer of run records, for `run`, `import` and `merge`: a whole record is appended to
 * the history (never overwritten) and copied to `--out`; a partial record (a shard) is not a run
 * of the suite and goes only to `--out` or `.evalgate/shards/<suite>/`. Returns where the record
 * is to be read from: the `--out` copy when there is one.
 */
export async function writeRecord(record: RunRecord, target: RecordTarget): Promise<string> {
  try {
    if (record.shard) {
      const folder = target.out ?? statePath(target.root, 'shards', record.suite);
      await mkdir(folder, { recursive: true });
      const name = recordFileName(record).replace(
        /\.json$/,
        `.shard-${record.shard.index}-of-${record.shard.count}.json`,
      );
      await writeFileAtomic(path.join(folder, name), recordText(record));
      return path.join(folder, name);
    }
    const history = historyDir(target.root);
    const stored = await localStore(history).append(record);
    if (!target.out) return path.join(history, stored);
    await mkdir(target.out, { recursive: true });
    const file = path.join(target.out, recordFileName(record));
    await writeFileAtomic(file, recordText(record));
    return file;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const score = record.aggregates.score?.toFixed(1) ?? 'n/a';
    throw new InputError(
      `cannot write the run record of model "${record.model.id}" (score ${score}, n ${record.aggregates.n}) of suite ${record.suite}: ${ioReason((error as { cause?: unknown }).cause ?? error)}${target.recovery ? `; ${target.recovery}` : ''}`,
    );
  }
}
