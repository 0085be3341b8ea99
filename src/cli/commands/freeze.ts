import { protocolDifferences } from '../../core/diff.js';
import { InputError } from '../../core/errors.js';
import { baselinePath, readBaseline, writeBaseline } from '../../engine/baselines.js';
import { displayPath, loadConfig } from '../../engine/config.js';
import { prepareSuite } from '../../engine/run.js';
import { readRunRecord } from '../../engine/records.js';
import type { CliIO } from '../io.js';

export interface FreezeOptions {
  config: string;
  run: string[];
  note?: string;
  json: boolean;
}

/**
 * Writes runs as the new baselines of their model entries. A run measured under another protocol
 * than the config defines now is refused: it would be a baseline nothing can be compared with.
 */
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
  for (const { file, record } of runs) {
    if (record.suite !== loaded.config.suite) {
      throw new InputError(
        `${file}: the run is of suite "${record.suite}", not "${loaded.config.suite}"`,
      );
    }
    if (!loaded.config.models.some((m) => m.id === record.model.id)) {
      throw new InputError(
        `${file}: model "${record.model.id}" is not a model entry of ${loaded.file}`,
      );
    }
    if (record.protocol_id !== prepared.protocolId) {
      const parts = protocolDifferences(record.protocol, prepared.protocol).map((d) => d.part);
      throw new InputError(
        `${file}: refusing to freeze: the run's protocol differs from the config's current protocol (${parts.join(', ') || 'protocol id'}); rerun with \`evalgate run\` and freeze that`,
      );
    }
    if (record.incomplete) {
      throw new InputError(
        `${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`,
      );
    }
  }
  const frozen = [];
  for (const { record } of runs) {
    const file = baselinePath(loaded, record.model.id);
    const shownAs = displayPath(file);
    const previous = await readBaseline(file, shownAs);
    await writeBaseline(file, record, {
      commit: env.GITHUB_SHA ?? record.environment.git_sha,
      note: options.note ?? null,
      now: new Date(),
    });
    frozen.push({
      model: record.model.id,
      build: record.model.build.model ?? record.model.requested,
      score: record.aggregates.score,
      previous: previous ? { score: previous.aggregates.score, run_id: previous.run_id } : null,
      path: shownAs,
    });
  }
  if (options.json) {
    io.stdout(`${JSON.stringify({ verdict: 'frozen', frozen })}\n`);
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
