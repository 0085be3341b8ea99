import * as core from '@actions/core';
import type { Review } from '../core/approval.js';
import { decide, targetRefusals, type Decision } from '../core/decide.js';
import { InputError } from '../core/errors.js';
import { runGate, summarise, type GateResult } from '../engine/gate.js';
import { readReviews, reviewApproval } from './approval.js';
import { approvalSides, pullRequestLabelRun, readPullBar, type PullBar } from './bar.js';
import { labelFreeze } from './freeze.js';
import {
  approverOf,
  barReport,
  gradedProgram,
  pullCodeJudge,
  pullEvidence,
  type PullJudgement,
} from './graded.js';
import { barRead, missingSecrets, withResponseCache, type Flow } from './flow.js';
import { OUTPUT } from './inputs.js';
import { forkSkip, gateStatus, publishGate, setGateStatus } from './publish.js';
import { approvedFreezeCommit, gateFrozen, reviewChangesApproval } from './review.js';

export type { PullJudgement };

/** How a pull request's judgement ended, for a caller that reports it elsewhere too. */
export type PullOutcome =
  | { kind: 'gate'; result: GateResult }
  | { kind: 'skipped'; missing: string[] }
  | { kind: 'frozen' };

/**
 * A pull request: the bar is the base commit's. The head is measured under it, unless the head's
 * own bar is covered by an approval (an allowed user's freeze label); any unapproved change to
 * the bar fails the check as `bar-changed`, and the report lists every change.
 */
export async function pullRequestFlow(flow: Flow): Promise<void> {
  const { context } = flow;
  const pull = context.pull!;
  // A review's run reads the reviews first: most reviews change no approval and measure nothing.
  const reviews: Review[] | undefined =
    context.eventName === 'pull_request_review' && flow.github
      ? await readReviews(flow, pull.number)
      : undefined;
  const bar = await readPullBar(flow, context.workspace, pullRequestLabelRun(flow), reviews);
  if (context.eventName === 'pull_request_target') {
    const refusals = targetRefusals(
      bar.plan.base?.snapshot ?? null,
      bar.head.side.snapshot,
      pull.fork,
    );
    if (refusals.length > 0) {
      throw new InputError(
        `pull_request_target: this run holds the repository's secrets and a writing token, so evalgate measures only what the base already points at; ${refusals.join('; ')}. Nothing was measured; gate this pull request on pull_request (with \`mode: measure\` and a workflow_run verdict job for forks)`,
      );
    }
  }
  // A review's run reads what the review changed, and whether the head is an approved freeze
  // commit, before anything is decided.
  const weighed = reviews ? await reviewChangesApproval(flow, bar, reviews) : null;
  const freezeRun = weighed?.changed ? await approvedFreezeCommit(flow, bar) : null;
  const how: PullJudgement = {
    // The secrets the base's slots need, not the head's: a head cannot name a variable nobody
    // sets to turn its own check into a skip.
    missingSecrets: pull.fork ? missingSecrets(bar.plan.config, flow.inputs.models, flow.env) : [],
    footer: '',
    runsNoPullCode: context.eventName === 'pull_request_target',
  };
  const decision = decide(
    pullEvidence(flow, bar, {
      ...how,
      ...(weighed && { review: { changed: weighed.changed, freezeCommit: freezeRun !== null } }),
    }),
  );
  if (decision.outcome === 'nothing-for-review') {
    core.notice(
      `evalgate ${bar.plan.config.config.suite}: nothing to do for this review: ${weighed!.why}. Nothing was measured, and the status evalgate / ${bar.plan.config.config.suite} stays as the last graded run set it.`,
    );
    flow.outcome.output(OUTPUT.verdict, 'skipped');
    flow.outcome.output(OUTPUT.baselineChanged, 'false');
    return;
  }
  if (weighed) core.info(`evalgate: ${weighed.why}`);
  if (decision.outcome === 'grade-freeze-commit') {
    const report = { bar: barReport(bar, approverOf(bar)), missing: [] };
    const result = await gateFrozen(flow, bar, report);
    await publishGate({
      ...flow,
      result,
      footer: `\n_The head is the freeze commit of workflow run ${freezeRun}: it changes only baselines, which are the measurement of its builds, so nothing was sent._\n`,
    });
    await pullStatus(flow, bar, { kind: 'gate', result }, decision);
    return;
  }
  const outcome = await judgePull(flow, bar, how, decision);
  await pullStatus(flow, bar, outcome, decision);
}

/**
 * The required check of a pull request, the status `evalgate / <suite>` on its head: set by the
 * run that graded that head, to its verdict. A skip sets none (it graded nothing), and exits
 * non-zero when another open pull request has the same head commit: a status, like the job's own
 * check run, is keyed by the commit, so a fork's green skip must not stand for another's gate.
 * A freeze sets its own on the commit it pushes.
 */
async function pullStatus(
  flow: Flow,
  bar: PullBar,
  outcome: PullOutcome,
  decision: Decision,
): Promise<void> {
  const pull = flow.context.pull!;
  const suite = bar.plan.config.config.suite;
  if (!pull.headSha || !flow.github) return;
  // Only a decision that lists the status sets it: a skip grades nothing, and a freeze sets its
  // own (`failure`) on the commit it pushes.
  if (!decision.effects.includes('status') || outcome.kind !== 'gate') {
    if (outcome.kind === 'skipped') await refuseSharedSkip(flow, pull.headSha);
    return;
  }
  const status = await confirmedStatus(flow, bar, gateStatus(outcome.result, flow.inputs));
  await setGateStatus(flow, pull.headSha, suite, status, false);
}

/**
 * A success that rests on an approving review is written only if the review still approves
 * when the status is written: a revocation (a request for changes, a dismissal, an edit) whose
 * run finished first must not be overwritten by this run's older reading.
 */
export async function confirmedStatus(
  flow: Flow,
  bar: PullBar,
  status: { state: 'success' | 'failure'; description: string },
): Promise<{ state: 'success' | 'failure'; description: string }> {
  if (status.state !== 'success' || !bar.blocked || !bar.approval?.approved) return status;
  const pull = flow.context.pull!;
  const again = await reviewApproval(flow, approvalSides(flow, bar), pull.number);
  if (again.approved) return status;
  core.warning(
    `evalgate: the approving review this run graded under no longer approves (${again.reason ?? 'withdrawn'}); the status is failure`,
  );
  return {
    state: 'failure',
    description: 'bar-changed: the approving review was withdrawn while this run graded',
  };
}

/** A skip on a commit another open pull request of this repository shares fails the step. */
export async function refuseSharedSkip(flow: Flow, sha: string): Promise<void> {
  const pull = flow.context.pull!;
  const others = await barRead(`list the pull requests of commit ${sha.slice(0, 12)}`, () =>
    flow.github!.pullsOfCommit(sha),
  );
  const shared = others.filter((p) => p.state === 'open' && p.number !== pull.number);
  if (shared.length > 0) {
    flow.outcome.fail(
      `evalgate: this skip graded nothing, and pull request #${shared.map((p) => p.number).join(', #')} has the same head commit ${sha.slice(0, 12)}: a successful check here would stand for that pull request's too, so this step fails. Nothing was measured or written.`,
    );
  }
}

/** With the bar read: what `decide` says, done: freezes, skips, refuses or gates. */
export async function judgePull(
  flow: Flow,
  bar: PullBar,
  how: PullJudgement,
  decision: Decision = decide(pullEvidence(flow, bar, how)),
): Promise<PullOutcome> {
  switch (decision.outcome) {
    case 'fork-bar-changed':
    case 'fork-skip':
      return forkWithoutSecrets(flow, bar, how.missingSecrets, how.footer, decision);
    case 'refuse-head-judge': {
      const freezing = decision.rule === 'head-judge-freeze';
      const judged = freezing
        ? bar.head.side.prepared
        : gradedProgram(bar, flow.inputs.models).prepared;
      throw new InputError(
        `evalgate: ${pullCodeJudge(bar, judged)}, and this job holds a token that writes (${flow.context.eventName}), so it runs none of the pull request's code. Nothing was ${freezing ? 'frozen' : 'graded'}; land the judge's change in a pull request of its own gated by the single-job workflow, or give the judge an endpoint (provider openai or anthropic)`,
      );
    }
    case 'refuse-label': {
      const why = bar.label?.decision.allowed === false ? bar.label.decision.why : '';
      throw new InputError(
        `evalgate: the freeze label is refused: ${why}. Nothing was frozen; remove the label, or have someone with the permission apply it.`,
      );
    }
    case 'freeze':
      await labelFreeze(flow, bar, bar.label!.actor!);
      return { kind: 'frozen' };
    case 'gate-head-bar':
    case 'gate-base-bar':
      break;
    default:
      throw new Error(
        `judgePull: a decision of the review's run (${decision.outcome}) reached the grading`,
      );
  }
  const graded = gradedProgram(bar, flow.inputs.models);
  const result = await withResponseCache(
    flow,
    graded.loaded.config.suite,
    graded.prepared.protocolId,
    (options) =>
      runGate(graded.loaded, options, graded.prepared, {
        bar: graded.report,
        missing: graded.missing,
      }),
  );
  await publishGate({ ...flow, result, footer: how.footer });
  return { kind: 'gate', result };
}

/**
 * A fork's run has no secrets, so nothing can be measured; but a change of the bar is visible
 * without any: it fails as `bar-changed` (unless approved), and only a fork that changes no bar
 * gets the neutral skip.
 */
async function forkWithoutSecrets(
  flow: Flow,
  bar: PullBar,
  missing: string[],
  footer: string,
  decision: Decision,
): Promise<PullOutcome> {
  const report = barReport(bar, approverOf(bar));
  if (decision.outcome === 'fork-skip') {
    await forkSkip(flow, missing);
    return { kind: 'skipped', missing };
  }
  const parts = { models: [], runs: [], baselines: {}, history: [], questions: {}, bar: report };
  const result = {
    prepared: bar.plan.program,
    runs: [],
    ...summarise(bar.plan.measured, parts),
  };
  await publishGate({
    ...flow,
    result,
    footer: `\n_Nothing was measured: this pull request comes from a fork, and GitHub passes no secrets to its runs (${missing.join(', ')} not set). The bar change alone fails the check._\n${footer}`,
  });
  return { kind: 'gate', result };
}
