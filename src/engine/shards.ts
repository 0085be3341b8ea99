import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import type { RunRecord } from '../core/record.js';
import type { ShardFile } from '../core/shard.js';
import { ioReason, writeFileAtomic } from './config.js';
import { readRunRecord } from './records.js';
import { localStore } from './store/local.js';
import { recordFileName, recordText } from './store/record-files.js';

/** Reads partial run records, each validated; a file that cannot be read is an error naming it. */
export async function readShardFiles(files: readonly string[]): Promise<ShardFile[]> {
  return Promise.all(files.map(async (file) => ({ file, record: await readRunRecord(file) })));
}

/**
 * Writes a merged record into `outDir`, or else into the local history of the current folder
 * (`.evalgate/runs/<suite>/`, where `evalgate run` beside the config keeps its records).
 */
export async function writeMergedRecord(record: RunRecord, outDir?: string): Promise<string> {
  try {
    if (!outDir) {
      const history = path.resolve('.evalgate', 'runs');
      return path.join(history, await localStore(history).append(record));
    }
    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, recordFileName(record));
    await writeFileAtomic(file, recordText(record));
    return file;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(
      `cannot write the merged run record of model "${record.model.id}": ${ioReason((error as { cause?: unknown }).cause ?? error)}`,
    );
  }
}
