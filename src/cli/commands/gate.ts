import { writeFile } from 'node:fs/promises';
import { diffRun } from '../../core/diff.js';
import { InputError } from '../../core/errors.js';
import { assertWhole } from '../../core/shard.js';
import { readSlotBaseline } from '../../engine/baselines.js';
import { loadConfig } from '../../engine/config.js';
import { runGate, summarise } from '../../engine/gate.js';
import { readRunRecord } from '../../engine/records.js';
import type { CliIO } from '../io.js';

export interface GateOptions {
  config: string;
  model: string[];
  report?: string;
  'no-cache': boolean;
  json: boolean;
}

/** run + diff against the committed baselines + report. */
export async function gateCommand(
  options: GateOptions,
  io: CliIO,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const loaded = await loadConfig(options.config);
  const result = await runGate(loaded, {
    models: options.model,
    noCache: options['no-cache'],
    env,
    log: io.stderr,
    isTTY: io.isTTY ?? false,
  });
  return emit(result, options, io);
}

export interface DiffOptions {
  config: string;
  run: string;
  baseline?: string;
  json: boolean;
  report?: string;
}

/** Compares one stored run with its baseline (the committed one unless --baseline is given). */
export async function diffCommand(options: DiffOptions, io: CliIO): Promise<number> {
  const loaded = await loadConfig(options.config);
  const run = await readRunRecord(options.run);
  assertWhole(run, options.run, 'gate');
  if (run.suite !== loaded.config.suite) {
    throw new InputError(
      `${options.run}: the run is of suite "${run.suite}", but ${loaded.file} defines suite "${loaded.config.suite}"`,
    );
  }
  const baseline = options.baseline
    ? await readRunRecord(options.baseline)
    : await readSlotBaseline(loaded, run.model.id);
  if (baseline && options.baseline) assertWhole(baseline, options.baseline, 'compare with');
  const diffs = [diffRun(run, baseline, loaded.config.gate)];
  const report = summarise(loaded, {
    models: diffs,
    runs: [run],
    baselines: { [run.model.id]: baseline },
    history: [],
    questions: {},
  });
  return emit(report, options, io);
}

async function emit(
  result: ReturnType<typeof summarise>,
  options: { json: boolean; report?: string },
  io: CliIO,
): Promise<number> {
  const { verdict, failed, diffs, markdown } = result;
  if (options.report) await writeFile(options.report, markdown);
  const suite = result.report.suite;
  if (options.json) io.stdout(`${JSON.stringify({ verdict, failed, suite, models: diffs })}\n`);
  else io.stdout(markdown);
  return failed ? 1 : 0;
}
