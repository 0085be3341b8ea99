import { access } from 'node:fs/promises';
import { GATE_DEFAULTS, type Config } from '../core/config/schema.js';
import { diffRun, gateFails, overallVerdict, type ModelDiff, type Verdict } from '../core/diff.js';
import type { RunRecord } from '../core/record.js';
import type { JunitSuite } from '../core/report/junit.js';
import { gateMarkdown } from '../core/report/markdown.js';
import type { ReportData } from '../core/report/types.js';
import { loadConfig } from './config.js';
import { readImportedBaseline } from './imports.js';
import { trendHistory } from './trend.js';

export type GateSettings = Config['gate'];

/** What imported records are judged by: the config's `gate` when the file exists, else the defaults. */
export async function importGateSettings(config: string): Promise<GateSettings> {
  const present = await access(config).then(
    () => true,
    () => false,
  );
  return present ? (await loadConfig(config)).config.gate : GATE_DEFAULTS;
}

export interface RecordsGate {
  verdict: Verdict;
  failed: boolean;
  diffs: ModelDiff[];
  suites: ReportData[];
  markdown: string;
  junit: JunitSuite[];
}

/**
 * Gates stored (imported) records without rerunning: each against the baseline committed for its
 * suite and slot under `root`, or against `baseline` when one is given. One report per suite.
 */
export async function gateStoredRecords(
  root: string,
  runs: readonly RunRecord[],
  gate: GateSettings,
  baseline?: RunRecord,
): Promise<RecordsGate> {
  const bySuite = new Map<string, RunRecord[]>();
  for (const run of runs) bySuite.set(run.suite, [...(bySuite.get(run.suite) ?? []), run]);
  const suites: ReportData[] = [];
  for (const [suite, records] of bySuite) {
    const baselines: Record<string, RunRecord | undefined> = {};
    for (const run of records)
      baselines[run.model.id] = baseline ?? (await readImportedBaseline(root, run));
    const models = records.map((run) => diffRun(run, baselines[run.model.id], gate));
    const history = await trendHistory(root, suite, runs);
    suites.push({
      suite,
      verdict: overallVerdict(models),
      failed: gateFails(models, gate),
      maxDrop: gate.max_drop,
      alpha: gate.alpha,
      models,
      runs: records,
      baselines,
      history,
      questions: {},
    });
  }
  const diffs = suites.flatMap((s) => s.models);
  return {
    verdict: overallVerdict(diffs),
    failed: suites.some((s) => s.failed),
    diffs,
    suites,
    markdown: suites.map((s) => gateMarkdown(s)).join('\n'),
    junit: suites.map((s) => ({
      suite: s.suite,
      models: s.models,
      fails: (d) => gateFails([d], gate),
    })),
  };
}
