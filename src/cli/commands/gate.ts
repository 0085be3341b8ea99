import { writeFile } from 'node:fs/promises';
import { diffRun, gateFails, overallVerdict, type ModelDiff } from '../../core/diff.js';
import { InputError } from '../../core/errors.js';
import type { RunRecord } from '../../core/record.js';
import { gateMarkdown } from '../../core/report/markdown.js';
import { baselinePath, readBaseline } from '../../engine/baselines.js';
import { displayPath as shown, loadConfig, type LoadedConfig } from '../../engine/config.js';
import { prepareSuite, runSuite } from '../../engine/run.js';
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
  const prepared = await prepareSuite(loaded, options.model);
  // Read every baseline before spending anything: a corrupt one must stop the gate up front.
  const baselines = new Map<string, RunRecord | undefined>();
  for (const entry of prepared.candidates) {
    baselines.set(
      entry.id,
      await readBaseline(baselinePath(loaded, entry.id), shown(baselinePath(loaded, entry.id))),
    );
  }
  const runs = await runSuite(prepared, {
    models: options.model,
    noCache: options['no-cache'],
    env,
    log: io.stderr,
    isTTY: io.isTTY ?? false,
  });
  const diffs = runs.map(({ record }) =>
    diffRun(record, baselines.get(record.model.id), loaded.config.gate),
  );
  return report(loaded, diffs, prepared.slice.fingerprint, prepared.protocolId, options, io);
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
  if (run.suite !== loaded.config.suite) {
    throw new InputError(
      `${options.run}: the run is of suite "${run.suite}", but ${loaded.file} defines suite "${loaded.config.suite}"`,
    );
  }
  const file = options.baseline ?? baselinePath(loaded, run.model.id);
  const baseline = options.baseline
    ? await readRunRecord(options.baseline)
    : await readBaseline(file, shown(file));
  const diffs = [diffRun(run, baseline, loaded.config.gate)];
  return report(loaded, diffs, run.protocol.fingerprint, run.protocol_id, options, io);
}

async function report(
  loaded: LoadedConfig,
  diffs: ModelDiff[],
  fingerprint: string,
  protocolId: string,
  options: { json: boolean; report?: string },
  io: CliIO,
): Promise<number> {
  const verdict = overallVerdict(diffs);
  const failed = gateFails(diffs, loaded.config.gate);
  const markdown = gateMarkdown({
    suite: loaded.config.suite,
    verdict,
    failed,
    fingerprint,
    protocolId,
    maxDrop: loaded.config.gate.max_drop,
    models: diffs,
  });
  if (options.report) await writeFile(options.report, markdown);
  if (options.json) {
    io.stdout(`${JSON.stringify({ verdict, failed, models: diffs })}\n`);
  } else {
    io.stdout(markdown);
  }
  return failed ? 1 : 0;
}
