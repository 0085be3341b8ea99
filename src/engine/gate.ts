import { diffRun, gateFails, overallVerdict, type ModelDiff, type Verdict } from '../core/diff.js';
import type { RunRecord } from '../core/record.js';
import { gateMarkdown, type GateReportInput } from '../core/report/markdown.js';
import { baselinePath, readBaseline } from './baselines.js';
import { displayPath, type LoadedConfig } from './config.js';
import {
  prepareSuite,
  runSuite,
  type ModelRun,
  type PreparedSuite,
  type RunOptions,
} from './run.js';

export interface GateResult {
  prepared: PreparedSuite;
  runs: ModelRun[];
  diffs: ModelDiff[];
  verdict: Verdict;
  failed: boolean;
  markdown: string;
  /** What the markdown was built from, to rebuild it within a size limit. */
  report: GateReportInput;
}

/** run + diff against the committed baselines + report: what `evalgate gate` and the Action do. */
export async function runGate(
  loaded: LoadedConfig,
  options: RunOptions,
  prepared?: PreparedSuite,
): Promise<GateResult> {
  prepared ??= await prepareSuite(loaded, options.models);
  // Read every baseline before spending anything: a corrupt one must stop the gate up front.
  const baselines = new Map<string, RunRecord | undefined>();
  for (const entry of prepared.candidates) {
    const file = baselinePath(loaded, entry.id);
    baselines.set(entry.id, await readBaseline(file, displayPath(file)));
  }
  const runs = await runSuite(prepared, options);
  const diffs = runs.map(({ record }) =>
    diffRun(record, baselines.get(record.model.id), loaded.config.gate),
  );
  return {
    prepared,
    runs,
    ...summarise(loaded, diffs, prepared.slice.fingerprint, prepared.protocolId),
  };
}

export function summarise(
  loaded: LoadedConfig,
  diffs: ModelDiff[],
  fingerprint: string,
  protocolId: string,
) {
  const verdict = overallVerdict(diffs);
  const failed = gateFails(diffs, loaded.config.gate);
  const report: GateReportInput = {
    suite: loaded.config.suite,
    verdict,
    failed,
    fingerprint,
    protocolId,
    maxDrop: loaded.config.gate.max_drop,
    models: diffs,
  };
  return { diffs, verdict, failed, report, markdown: gateMarkdown(report) };
}
