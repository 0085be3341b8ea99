import { writeFile } from 'node:fs/promises';
import { diffRun, gateFails } from '../../core/diff.js';
import { InputError } from '../../core/errors.js';
import { assertWhole } from '../../core/shard.js';
import { readSlotBaseline } from '../../engine/baselines.js';
import { LOCAL_MEASURE, LOCAL_REUSE } from '../../core/decide.js';
import { loadConfig } from '../../engine/config.js';
import { runGate, summarise } from '../../engine/gate.js';
import { junitXml } from '../../core/report/junit.js';
import { isImported } from '../../engine/imports.js';
import { readRunRecord } from '../../engine/records.js';
import { prepareSuite } from '../../engine/run.js';
import { assertReportTarget, printOutcome, STDOUT } from '../gate-output.js';
import { interruptible } from '../interrupt.js';
import { warnSliceSize, warnTo, type CliIO } from '../io.js';
import { gateRecordsCommand } from './import.js';

export interface GateOptions {
  config: string;
  model: string[];
  report?: string;
  /** Let answers from the response cache stand in for requests (off by default: a gate measures). */
  cache: boolean;
  /** Accepted for scripts written before `gate` measured by default; it changes nothing. */
  'no-cache': boolean;
  json: boolean;
  /** Stored (imported) records to gate instead of rerunning. */
  run?: string[];
  junit?: string;
  /** False when several configs run: the caller names the combined files once, at the end. */
  sayWhere?: boolean;
}

/** run + diff against the committed baselines + report. */
export async function gateCommand(
  options: GateOptions,
  io: CliIO,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  assertReportTarget('gate', options);
  if (options.run?.length) {
    const runs = [];
    for (const file of options.run) {
      const record = await readRunRecord(file);
      if (!isImported(record)) {
        throw new InputError(
          `${file}: gate --run takes imported records (evalgate import); compare a run evalgate measured with \`evalgate diff --run FILE\``,
        );
      }
      runs.push(record);
    }
    return gateRecordsCommand({ ...options, run: runs }, io);
  }
  if (options.cache && options['no-cache']) {
    throw new InputError(
      'gate: --cache and --no-cache contradict each other; give --cache to let cached answers stand in for requests, or neither to measure',
    );
  }
  const loaded = await loadConfig(options.config, warnTo(io));
  const prepared = await prepareSuite(loaded, options.model, warnTo(io));
  warnSliceSize(io, prepared.slice.items.length, loaded.config.gate);
  return interruptible(
    io,
    { command: 'gate', reuses: options.cache, json: options.json },
    async (io, signal) => {
      const result = await runGate(
        loaded,
        {
          models: options.model,
          noCache: false,
          cachePolicy: options.cache ? LOCAL_REUSE : LOCAL_MEASURE,
          env,
          log: io.stderr,
          isTTY: io.isTTY ?? false,
          ...(signal ? { signal } : {}),
        },
        prepared,
      );
      return emit(result, options, io, loaded);
    },
  );
}

export interface DiffOptions {
  config: string;
  run: string;
  baseline?: string;
  json: boolean;
  report?: string;
  junit?: string;
}

/** Compares one stored run with its baseline (the committed one unless --baseline is given). */
export async function diffCommand(options: DiffOptions, io: CliIO): Promise<number> {
  assertReportTarget('diff', options);
  const run = await readRunRecord(options.run);
  assertWhole(run, options.run, 'gate');
  if (isImported(run)) {
    const baseline = options.baseline ? await readRunRecord(options.baseline) : undefined;
    return gateRecordsCommand(
      {
        config: options.config,
        run: [run],
        json: options.json,
        ...(options.report ? { report: options.report } : {}),
        ...(options.junit ? { junit: options.junit } : {}),
        ...(baseline ? { baseline } : {}),
      },
      io,
    );
  }
  const loaded = await loadConfig(options.config, warnTo(io));
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
  return emit(report, options, io, loaded);
}

async function emit(
  result: ReturnType<typeof summarise>,
  options: { json: boolean; report?: string; junit?: string },
  io: CliIO,
  loaded: Awaited<ReturnType<typeof loadConfig>>,
): Promise<number> {
  const { verdict, failed, diffs, markdown } = result;
  if (options.report && options.report !== STDOUT) await writeFile(options.report, markdown);
  if (options.junit) {
    const gate = loaded.config.gate;
    const suite = {
      suite: loaded.config.suite,
      models: diffs,
      fails: (d: (typeof diffs)[number]) => gateFails([d], gate),
    };
    await writeFile(options.junit, junitXml([suite]));
  }
  const suite = result.report.suite;
  if (options.json) io.stdout(`${JSON.stringify({ verdict, failed, suite, models: diffs })}\n`);
  else printOutcome(diffs, markdown, options, io);
  return failed ? 1 : 0;
}
