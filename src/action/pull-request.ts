import { barFailsCheck, targetRefusals } from '../core/bar.js';
import { InputError } from '../core/errors.js';
import type { BarReport } from '../core/report/types.js';
import { runGate, summarise } from '../engine/gate.js';
import { forModels } from '../engine/run.js';
import { readPullBar, type PullBar } from './bar.js';
import { labelFreeze } from './freeze.js';
import { missingSecrets, withResponseCache, type Flow } from './flow.js';
import { forkSkip, publishGate } from './publish.js';

/**
 * A pull request: the bar is the base commit's. The head is measured under it, unless the head's
 * own bar is covered by an approval (an allowed user's freeze label); any unapproved change to
 * the bar fails the check as `bar-changed`, and the report lists every change.
 */
export async function pullRequestFlow(flow: Flow): Promise<void> {
  const bar = await readPullBar(flow);
  if (flow.context.eventName === 'pull_request_target') {
    const refusals = targetRefusals(
      bar.base?.snapshot ?? null,
      bar.head.snapshot,
      flow.context.pull!.fork,
    );
    if (refusals.length > 0) {
      throw new InputError(
        `pull_request_target: this run holds the repository's secrets and a writing token, so evalgate measures only what the base already points at; ${refusals.join('; ')}. Nothing was measured; gate this pull request on pull_request (with \`mode: measure\` and a workflow_run verdict job for forks)`,
      );
    }
  }
  if (flow.context.pull!.fork) {
    // The secrets the base's slots need, not the head's: a head cannot name a variable nobody
    // sets to turn its own check into a skip.
    const missing = missingSecrets(
      bar.base?.loaded ?? bar.head.loaded,
      flow.inputs.models,
      flow.env,
    );
    if (missing.length > 0) return forkWithoutSecrets(flow, bar, missing);
  }
  if (bar.label) {
    if (!bar.label.decision.allowed) {
      throw new InputError(
        `evalgate: the freeze label is refused: ${bar.label.decision.why}. Nothing was frozen; remove the label, or have someone with the permission apply it.`,
      );
    }
    return labelFreeze(flow, bar, bar.label.actor!);
  }
  const approvedBy = bar.approval?.approved ? bar.approval.approval.by : null;
  const report = barReport(bar, approvedBy);
  // Approved: the head's bar is the bar now. Otherwise the base's, with the head's builds.
  const loaded = approvedBy ? bar.head.loaded : bar.measured;
  // Both sides were read and sliced with the bar; only the entries to run differ.
  const program = approvedBy ? bar.head.prepared : (bar.base ?? bar.head).prepared;
  const prepared = forModels(program, loaded, flow.inputs.models);
  const result = await withResponseCache(
    flow,
    loaded.config.suite,
    prepared.protocolId,
    (options) =>
      runGate(loaded, options, prepared, { bar: report, missing: approvedBy ? [] : bar.missing }),
  );
  await publishGate({ ...flow, result, footer: '' });
}

/**
 * A fork's run has no secrets, so nothing can be measured; but a change of the bar is visible
 * without any: it fails as `bar-changed` (unless approved), and only a fork that changes no bar
 * gets the neutral skip.
 */
async function forkWithoutSecrets(flow: Flow, bar: PullBar, missing: string[]): Promise<void> {
  const approvedBy = bar.approval?.approved ? bar.approval.approval.by : null;
  const report = barReport(bar, approvedBy);
  if (!barFailsCheck(report)) return forkSkip(flow, missing);
  const parts = { models: [], runs: [], baselines: {}, history: [], questions: {}, bar: report };
  const result = {
    prepared: (bar.base ?? bar.head).prepared,
    runs: [],
    ...summarise(bar.measured, parts),
  };
  await publishGate({
    ...flow,
    result,
    footer: `\n_Nothing was measured: this pull request comes from a fork, and GitHub passes no secrets to its runs (${missing.join(', ')} not set). The bar change alone fails the check._\n`,
  });
}

export function barReport(bar: PullBar, approvedBy: string | null): BarReport {
  return {
    baseSha: bar.baseSha,
    changes: bar.changes,
    blocked: bar.blocked,
    approvedBy,
    approvalNote: bar.approval && !bar.approval.approved ? bar.approval.reason : null,
  };
}
