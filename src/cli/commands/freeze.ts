import { InputError } from '../../core/errors.js';
import { loadConfig } from '../../engine/config.js';
import { freezeRecords } from '../../engine/freeze.js';
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
  const loaded = await loadConfig(options.config);
  const prepared = await prepareSuite(loaded, []);
  const runs = await Promise.all(
    options.run.map(async (file) => ({ file, record: await readRunRecord(file) })),
  );
  const frozen = await freezeRecords(loaded, prepared, runs, {
    commit: env.GITHUB_SHA ?? null,
    note: options.note ?? null,
  });
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
