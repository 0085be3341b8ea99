import { InputError } from '../../core/errors.js';
import { mergeShards } from '../../core/shard.js';
import { logText } from '../../core/text.js';
import { displayPath as shown } from '../../engine/config.js';
import { writeRecord } from '../../engine/history.js';
import { readShardFiles } from '../../engine/shards.js';
import type { CliIO } from '../io.js';

export interface MergeOptions {
  run: string[];
  out?: string;
  json: boolean;
}

/** Joins the partial records of `evalgate run --shard I/N` into the record of the whole run. */
export async function mergeCommand(options: MergeOptions, io: CliIO): Promise<number> {
  if (options.run.length === 0)
    throw new InputError('evalgate merge: expected at least one --run FILE (a partial run record)');
  const record = mergeShards(await readShardFiles(options.run));
  const file = await writeRecord(record, { root: process.cwd(), out: options.out });
  const a = record.aggregates;
  if (options.json) {
    const run = {
      model: record.model.id,
      build: record.model.build.model ?? record.model.requested,
      protocol_id: record.protocol_id,
      score: a.score,
      std: a.std,
      n: a.n,
      errors: a.errors,
      incomplete: record.incomplete,
      shards: options.run.length,
      path: shown(file),
    };
    io.stdout(`${JSON.stringify({ run })}\n`);
  } else {
    io.stdout(
      `merged ${options.run.length} shards of ${record.model.id} (protocol ${record.protocol_id.slice(0, 12)}): score ${a.score?.toFixed(1) ?? 'n/a'}, n ${a.n}, errors ${a.errors} -> ${shown(file)}\n`,
    );
  }
  if (record.incomplete) {
    io.stderr(
      `evalgate: ${logText(record.model.id)}: the merged run is incomplete, ${record.incomplete.remaining} items not done: ${logText(record.incomplete.reason)}\n`,
    );
    return 1;
  }
  return 0;
}
