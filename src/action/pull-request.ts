import path from 'node:path';
import { barFailsCheck, targetRefusals } from '../core/bar.js';
import { InputError } from '../core/errors.js';
import { logText } from '../core/text.js';
import type { BarReport } from '../core/report/types.js';
import type { RunRecord } from '../core/record.js';
import type { LoadedConfig } from '../engine/config.js';
import { runGate, summarise, type GateResult } from '../engine/gate.js';
import { forModels, type PreparedSuite } from '../engine/run.js';
import { entryDir } from '../engine/suite.js';
import * as core from '@actions/core';
import type { Review } from '../core/approval.js';
import { readReviews, reviewApproval } from './approval.js';
import {
  approvalSides,
  freezesHere,
  pullRequestLabelRun,
  readPullBar,
  type BarSides,
  type PullBar,
} from './bar.js';
import { labelFreeze } from './freeze.js';
import { barRead, missingSecrets, withResponseCache, type Flow } from './flow.js';
import { OUTPUT } from './inputs.js';
import { forkSkip, gateStatus, publishGate, setGateStatus } from './publish.js';
import { approvedFreezeCommit, gateFrozen, reviewChangesApproval } from './review.js';

/** What differs between judging a pull request in its own run and in the verdict job. */
export interface PullJudgement {
  /** The key variables the measuring run lacked (a fork's run gets no secrets). */
  missingSecrets: string[];
  /** Trusted text after the report (links). */
  footer: string;
  /**
   * This job holds a token that writes and must run none of the pull request's code (the
   * verdict job, pull_request_target): a command judge from the head's files is refused.
   */
  runsNoPullCode: boolean;
}

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
  if (reviews) {
    const weighed = await reviewChangesApproval(flow, bar, reviews);
    if (!weighed.changed) {
      core.notice(
        `evalgate ${bar.plan.config.config.suite}: nothing to do for this review: ${weighed.why}. Nothing was measured, and the status evalgate / ${bar.plan.config.config.suite} stays as the last graded run set it.`,
      );
      flow.outcome.output(OUTPUT.verdict, 'skipped');
      flow.outcome.output(OUTPUT.baselineChanged, 'false');
      return;
    }
    core.info(`evalgate: ${weighed.why}`);
    const freezeRun = await approvedFreezeCommit(flow, bar);
    if (freezeRun) {
      const report = { bar: barReport(bar, approverOf(bar)), missing: [] };
      const result = await gateFrozen(flow, bar, report);
      await publishGate({
        ...flow,
        result,
        footer: `\n_The head is the freeze commit of workflow run ${freezeRun}: it changes only baselines, which are the measurement of its builds, so nothing was sent._\n`,
      });
      await pullStatus(flow, bar, { kind: 'gate', result });
      return;
    }
  }
  const outcome = await judgePull(flow, bar, {
    // The secrets the base's slots need, not the head's: a head cannot name a variable nobody
    // sets to turn its own check into a skip.
    missingSecrets: pull.fork ? missingSecrets(bar.plan.config, flow.inputs.models, flow.env) : [],
    footer: '',
    runsNoPullCode: context.eventName === 'pull_request_target',
  });
  await pullStatus(flow, bar, outcome);
}

/**
 * The required check of a pull request, the status `evalgate / <suite>` on its head: set by the
 * run that graded that head, to its verdict. A skip sets none (it graded nothing), and exits
 * non-zero when another open pull request has the same head commit: a status, like the job's own
 * check run, is keyed by the commit, so a fork's green skip must not stand for another's gate.
 * A freeze sets its own on the commit it pushes.
 */
async function pullStatus(flow: Flow, bar: PullBar, outcome: PullOutcome): Promise<void> {
  const pull = flow.context.pull!;
  const suite = bar.plan.config.config.suite;
  if (outcome.kind === 'frozen' || !pull.headSha || !flow.github) return;
  if (outcome.kind === 'skipped') {
    await refuseSharedSkip(flow, pull.headSha);
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

/** With the bar read: freezes (an allowed label's run), skips (a fork without secrets) or gates. */
export async function judgePull(
  flow: Flow,
  bar: PullBar,
  how: PullJudgement,
): Promise<PullOutcome> {
  const missing = how.missingSecrets;
  if (missing.length > 0) return forkWithoutSecrets(flow, bar, missing, how.footer);
  if (how.runsNoPullCode) {
    const freezing = freezesHere(flow, bar);
    const judged = freezing
      ? bar.head.side.prepared
      : gradedProgram(bar, flow.inputs.models).prepared;
    const refusal = pullCodeJudge(bar, judged);
    if (refusal) {
      throw new InputError(
        `evalgate: ${refusal}, and this job holds a token that writes (${flow.context.eventName}), so it runs none of the pull request's code. Nothing was ${freezing ? 'frozen' : 'graded'}; land the judge's change in a pull request of its own gated by the single-job workflow, or give the judge an endpoint (provider openai or anthropic)`,
      );
    }
  }
  if (bar.label && (!bar.label.decision.allowed || freezesHere(flow, bar))) {
    if (!bar.label.decision.allowed) {
      throw new InputError(
        `evalgate: the freeze label is refused: ${bar.label.decision.why}. Nothing was frozen; remove the label, or have someone with the permission apply it.`,
      );
    }
    await labelFreeze(flow, bar, bar.label.actor!);
    return { kind: 'frozen' };
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
 * What a pull request is graded under: the head's bar when an approval covers it, else the
 * base's bar with the head's builds (both sides were read and sliced with the bar; only the
 * entries to run differ). The one place this choice is made.
 */
export function gradedProgram(
  bar: PullBar,
  models: string[],
): { loaded: LoadedConfig; prepared: PreparedSuite; report: BarReport; missing: RunRecord[] } {
  const approvedBy = approverOf(bar);
  const loaded = approvedBy ? bar.head.side.loaded : bar.plan.measured;
  const program = approvedBy ? bar.head.side.prepared : bar.plan.program;
  return {
    loaded,
    prepared: forModels(program, loaded, models),
    report: barReport(bar, approvedBy),
    missing: approvedBy ? [] : bar.missing,
  };
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
): Promise<PullOutcome> {
  const report = barReport(bar, approverOf(bar));
  if (!barFailsCheck(report)) {
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

export function barReport(bar: PullBar, approvedBy: string | null): BarReport {
  return {
    baseSha: bar.plan.sha,
    changes: bar.changes,
    blocked: bar.blocked,
    approvedBy,
    approvalNote: bar.approval && !bar.approval.approved ? bar.approval.reason : null,
    approveLine: bar.blocked ? (bar.approval?.line ?? null) : null,
  };
}

/** Who approved the head's bar, as the report says it; null when no review does. */
export function approverOf(bar: PullBar): string | null {
  const a = bar.approval;
  return a?.approved ? `${a.by}'s approving review of ${a.commit!.slice(0, 12)}` : null;
}

/**
 * Why the judge of `prepared` would run the pull request's code: a command judge whose program
 * resolves in the head's files (a head that changes the judge, or a new suite). Null otherwise: a
 * judge that the head keeps runs from the base's files, and an endpoint or a cassette runs none.
 */
export function pullCodeJudge(bar: BarSides, prepared: PreparedSuite): string | null {
  const judge = prepared.judge?.entry;
  if (judge?.provider !== 'command') return null;
  const dir = path.relative(path.resolve(bar.head.root), path.resolve(entryDir(prepared, judge)));
  const inHead = dir === '' || (!dir.startsWith('..') && !path.isAbsolute(dir));
  return inHead
    ? `the judge "${logText(judge.id)}" runs a command whose program comes from the pull request's head (${bar.plan.base ? 'the head changes the judge' : 'a new suite'})`
    : null;
}
