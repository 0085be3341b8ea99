import { barFailsCheck } from '../core/decide.js';
import {
  diffRun,
  gateFails,
  missingDiff,
  overallVerdict,
  type ModelDiff,
  type Verdict,
} from '../core/diff.js';
import type { RunRecord } from '../core/record.js';
import { gateMarkdown } from '../core/report/markdown.js';
import type { BarReport, ReportData } from '../core/report/types.js';
import { readSlotBaseline } from './baselines.js';
import type { LoadedConfig } from './config.js';
import {
  prepareSuite,
  runSuite,
  type ModelRun,
  type PreparedSuite,
  type RunOptions,
} from './run.js';
import { trendHistory } from './trend.js';

export interface GateResult {
  prepared: PreparedSuite;
  runs: ModelRun[];
  diffs: ModelDiff[];
  verdict: Verdict;
  failed: boolean;
  markdown: string;
  /** What the markdown was built from, to rebuild it within a size limit. */
  report: ReportData;
}

/** run + diff against the committed baselines + report: what `evalgate gate` and the Action do. */
/** What a pull request adds to a gate: the bar's changes and the base slots it does not measure. */
export interface PullExtras {
  bar: BarReport;
  /** Baselines (at the base) of slots the head no longer has. */
  missing: RunRecord[];
}

export async function runGate(
  loaded: LoadedConfig,
  options: RunOptions,
  prepared?: PreparedSuite,
  pull?: PullExtras,
): Promise<GateResult> {
  prepared ??= await prepareSuite(loaded, options.models, (message) =>
    options.log(`evalgate: warning: ${message}\n`),
  );
  // Read every baseline before spending anything: a corrupt one must stop the gate up front.
  const baselines = await readBaselines(loaded, prepared);
  const runs = await runSuite(prepared, options);
  return gateRuns(loaded, prepared, runs, baselines, pull);
}

/** The committed baseline of every slot the suite measures (undefined: none yet). */
export async function readBaselines(
  loaded: LoadedConfig,
  prepared: PreparedSuite,
): Promise<Map<string, RunRecord | undefined>> {
  const baselines = new Map<string, RunRecord | undefined>();
  for (const entry of prepared.candidates) {
    baselines.set(entry.id, await readSlotBaseline(loaded, entry.id));
  }
  return baselines;
}

/** Diffs finished runs (measured here, or merged from shards) with the baselines, and reports. */
export async function gateRuns(
  loaded: LoadedConfig,
  prepared: PreparedSuite,
  runs: ModelRun[],
  baselines: Map<string, RunRecord | undefined>,
  pull?: PullExtras,
): Promise<GateResult> {
  const diffs = [
    ...runs.map(({ record }) =>
      diffRun(record, baselines.get(record.model.id), loaded.config.gate),
    ),
    ...(pull?.missing ?? []).map(missingDiff),
  ];
  const history = await trendHistory(
    loaded.baseDir,
    loaded.config.suite,
    runs.map((r) => r.record),
  );
  const questions = Object.fromEntries(
    prepared.slice.items.map((item) => [String(item.id), String(item.row.question ?? '')]),
  );
  const report = summarise(loaded, {
    models: diffs,
    runs: runs.map((r) => r.record),
    baselines: Object.fromEntries(baselines),
    history,
    questions,
    ...(pull ? { bar: pull.bar } : {}),
  });
  return { prepared, runs, ...report };
}

export function summarise(
  loaded: LoadedConfig,
  parts: Omit<ReportData, 'suite' | 'verdict' | 'failed' | 'maxDrop'>,
) {
  const barFails = parts.bar ? barFailsCheck(parts.bar) : false;
  const verdict = barFails ? 'bar-changed' : overallVerdict(parts.models);
  const failed = barFails || gateFails(parts.models, loaded.config.gate);
  const report: ReportData = {
    suite: loaded.config.suite,
    verdict,
    failed,
    maxDrop: loaded.config.gate.max_drop,
    alpha: loaded.config.gate.alpha,
    ...parts,
  };
  return { diffs: parts.models, verdict, failed, report, markdown: gateMarkdown(report) };
}
