import type { ShardFile } from '../core/shard.js';
import { readRunRecord } from './records.js';

/** Reads partial run records, each validated; a file that cannot be read is an error naming it. */
export async function readShardFiles(files: readonly string[]): Promise<ShardFile[]> {
  return Promise.all(files.map(async (file) => ({ file, record: await readRunRecord(file) })));
}
