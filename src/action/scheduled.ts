import { diffRun, type ModelDiff } from '../core/diff.js';
import { cell } from '../core/report/markdown.js';
import type { RunRecord } from '../core/record.js';
import { markReplay } from '../core/replay.js';
import type { RunSummary } from '../core/summary.js';
import type { LoadedConfig } from '../engine/config.js';
import { runGate, type GateResult } from '../engine/gate.js';
import { prepareSuite, runSuite } from '../engine/run.js';
import { gitDataBranchStore } from '../engine/store/git.js';
import { withResponseCache, type Flow } from './flow.js';
import { OUTPUT } from './inputs.js';
import type { GitHubPort } from './github.js';
import { capBody, publishGate, sideChannel } from './publish.js';

/**
 * Scheduled and dispatched runs (and pushes): the checked-out commit is the bar. The gate runs,
 * the runs go to the data branch, the previous scheduled run is compared, and a tracking issue
 * follows regressions.
 */
export async function branchGate(flow: Flow, loaded: LoadedConfig): Promise<void> {
  const { inputs } = flow;
  const prepared = await prepareSuite(loaded, inputs.models);
  const result = await withResponseCache(
    flow,
    loaded.config.suite,
    prepared.protocolId,
    (options) => runGate(loaded, options, prepared),
  );
  await publishBranch(flow, loaded, result);
}

/** After the gate of a branch: history, the previous scheduled run, tracking issue, report. */
export async function publishBranch(
  flow: Flow,
  loaded: LoadedConfig,
  result: GateResult,
): Promise<void> {
  const { inputs, github } = flow;
  const previous = await previousRuns(flow, loaded, result);
  await appendHistory(
    flow,
    result.runs.map((r) => r.record),
  );
  // Model ids, builds and reasons come from the config and the provider: escaped like any cell.
  const footer = previous.length
    ? `\n### Against the previous scheduled run\n\n${previous.map((d) => `- **${cell(d.model)}**: ${d.delta === null ? cell(d.reason) : `Δ ${d.delta.toFixed(1)} (${d.verdict})`}`).join('\n')}\n`
    : '';
  const track =
    github && inputs.issueOnRegression
      ? (fitted: string) => trackIssue(github, loaded.config.suite, fitted, result.failed)
      : undefined;
  await publishGate({ ...flow, result, footer, ...(track ? { track } : {}) });
}

/** mode: run — rerun and record, no verdict. */
export async function recordOnly(flow: Flow, loaded: LoadedConfig): Promise<void> {
  const prepared = await prepareSuite(loaded, flow.inputs.models);
  const runs = await withResponseCache(flow, loaded.config.suite, prepared.protocolId, (options) =>
    runSuite(prepared, options),
  );
  await appendHistory(
    flow,
    runs.map((r) => r.record),
  );
  flow.outcome.output(OUTPUT.verdict, 'pass');
  flow.outcome.output(OUTPUT.baselineChanged, 'false');
}

async function trackIssue(
  github: GitHubPort,
  suite: string,
  markdown: string,
  failed: boolean,
): Promise<void> {
  const title = `evalgate: ${suite} regressed`;
  const existing = await github.findOpenIssue('evalgate', title);
  const body = capBody(markdown);
  if (failed) {
    if (existing) await github.updateIssue(existing.number, { body });
    else await github.createIssue(title, body, ['evalgate']);
  } else if (existing) {
    await github.updateIssue(existing.number, {
      body: capBody(`Resolved: a later scheduled run passes.\n\n${markdown}`),
      state: 'closed',
    });
  }
}

/** The previous scheduled runs of the same protocol, from the data branch, diffed with this one. */
async function previousRuns(flow: Flow, loaded: LoadedConfig, result: GateResult) {
  const { inputs, context } = flow;
  if (!inputs.dataBranch) return [];
  const store = gitDataBranchStore({ repoDir: context.workspace, branch: inputs.dataBranch });
  const entries =
    (await sideChannel('read the data branch', () => store.summaries(loaded.config.suite))) ?? [];
  const diffs: ModelDiff[] = [];
  for (const { record } of result.runs) {
    // Found in the index; only that one full record is read, checked against its index line.
    const last = entries
      .filter(
        (e) =>
          e.summary.model.id === record.model.id && e.summary.protocol_id === record.protocol_id,
      )
      .at(-1);
    if (!last) continue;
    const previous = await sideChannel(`read run ${last.summary.run_id} from the data branch`, () =>
      store.read(last),
    );
    if (previous) diffs.push(diffRun(record, previous, loaded.config.gate));
  }
  return diffs;
}

export async function appendHistory(flow: Flow, records: RunRecord[]): Promise<void> {
  const { inputs, context } = flow;
  // Pull requests measure unmerged code: only runs of the default branch's config go to history.
  if (!inputs.dataBranch || context.pull) return;
  const store = gitDataBranchStore({ repoDir: context.workspace, branch: inputs.dataBranch });
  // A rerun with the outcomes of a run already on the branch goes there marked as its replay
  // (kept as a record that the gate ran; not a new trend point), as in the local history.
  const suites = [...new Set(records.map((r) => r.suite))];
  const stored: RunSummary[] = [];
  for (const suite of suites) {
    const entries = await sideChannel(`read the ${inputs.dataBranch} branch`, () =>
      store.summaries(suite),
    );
    stored.push(...(entries ?? []).map((e) => e.summary));
  }
  for (const record of records) {
    const marked = markReplay(record, stored);
    await sideChannel(`append run ${record.run_id} to the ${inputs.dataBranch} branch`, () =>
      store.append(marked),
    );
  }
}
