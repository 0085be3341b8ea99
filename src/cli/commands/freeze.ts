import { InputError } from '../../core/errors.js';
import { loadConfig } from '../../engine/config.js';
import { freezeRecords } from '../../engine/freeze.js';
import { freezeImported, isImported } from '../../engine/imports.js';
import path from 'node:path';
import { readRunRecord } from '../../engine/records.js';
import { prepareSuite } from '../../engine/run.js';
import type { CliIO } from '../io.js';

export interface FreezeOptions {
  config: string;
  run: string[];
  note?: string;
  json: boolean;
}

export async function freezeCommand(
  options: FreezeOptions,
  io: CliIO,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  if (options.run.length === 0)
    throw new InputError('evalgate freeze: expected at least one --run FILE');
  const runs = await Promise.all(
    options.run.map(async (file) => ({ file, record: await readRunRecord(file) })),
  );
  const by = { commit: env.GITHUB_SHA ?? null, note: options.note ?? null };
  // Imported records carry their own protocol: no config defines it, so none is loaded.
  const frozen = runs.some((r) => isImported(r.record))
    ? await freezeImported(path.dirname(options.config), runs, by)
    : await freezeRecords(
        await loadConfig(options.config),
        await prepareSuite(await loadConfig(options.config), []),
        runs,
        by,
      );
  if (options.json) {
    const document = frozen.map(({ file: _file, ...rest }) => rest);
    io.stdout(`${JSON.stringify({ verdict: 'frozen', frozen: document })}\n`);
  } else {
    for (const f of frozen) {
      const was = f.previous ? `was ${f.previous.score?.toFixed(1) ?? 'n/a'}` : 'first baseline';
      io.stdout(
        `frozen ${f.model} (${f.build}): ${f.score?.toFixed(1) ?? 'n/a'} (${was}) -> ${f.path}\n`,
      );
    }
  }
  return 0;
}
