import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  APPROVAL_FILE,
  approvalArtifactName,
  checkApproval,
  judgeEvidence,
  parseApproval,
  type Approval,
  type ApprovalArtifact,
  type ApprovalCheck,
  type Evidence,
  type EvidenceRules,
  type RunAttempt,
} from '../core/approval.js';
import {
  barDigest,
  barSnapshot,
  roleAllows,
  roleOf,
  type BarSnapshot,
  type LabelEvent,
} from '../core/bar.js';
import { canonicalJson } from '../core/canonical.js';
import { InputError } from '../core/errors.js';
import { barFiles } from '../engine/baselines.js';
import type { LoadedConfig } from '../engine/config.js';
import type { PreparedSuite } from '../engine/run.js';
import { barRead, type Flow } from './flow.js';
import { sideChannel } from './publish.js';

/**
 * The freezing runs that count. The verdict job of the two-job recipe runs the default branch's
 * code, and only runs of that code (its own kind, and dispatches) may have frozen: its measuring
 * runs run the pull request's code, which could upload a record of its own. Elsewhere (the single
 * job, which freezes in its pull_request run) any, unless `approvals-from: verdict-job` says the
 * repository uses the two-job recipe (a merge_group job there must not trust pull_request runs).
 */
const VERDICT_FREEZES = ['workflow_run', 'workflow_dispatch'];
const ANY_FREEZE = ['pull_request', 'pull_request_target', 'workflow_run', 'workflow_dispatch'];

/** How long a check waits for a freezing run that has not finished, and how often it looks. */
const WAIT_MS = 10 * 60 * 1000;
const POLL_MS = 15 * 1000;

/**
 * The approval of the head's bar, from the artifacts freezing runs uploaded, each checked against
 * what the Actions API says about the run that uploaded it (see core/approval.ts for the chain).
 */
export async function approvalOf(
  flow: Flow,
  head: BarSnapshot,
  events: readonly LabelEvent[],
  pull: { number: number; headRef: string; author: string | null } = flow.context.pull!,
): Promise<ApprovalCheck> {
  const { headRef, author } = pull;
  const { github, inputs, context } = flow;
  const name = approvalArtifactName(head.suite, pull.number);
  const artifacts = await barRead(`list the approval artifacts ${name}`, () =>
    github!.artifactsNamed(name),
  );
  const verdictJob = context.eventName === 'workflow_run';
  const rules: EvidenceRules = {
    pull: pull.number,
    suite: head.suite,
    freezeLabel: inputs.freezeLabel,
    events,
    freezingEvents:
      verdictJob || inputs.approvalsFrom === 'verdict-job' ? VERDICT_FREEZES : ANY_FREEZE,
    pullHeadRef: headRef,
    defaultBranch: context.defaultBranch,
    workflows: verdictJob
      ? {
          verdict: context.workflowPath ?? '(GITHUB_WORKFLOW_REF is not set)',
          measuring: context.workflowRun?.path ?? '(the event names no workflow)',
        }
      : null,
    refuseAuthor: inputs.freezeRefuseAuthor ? (author ?? null) : null,
  };
  const records: Approval[] = [];
  const uploadedBy = new Map<Approval, ApprovalArtifact>();
  // Oldest first, as checkApproval reads "the latest" from the end.
  for (const artifact of [...artifacts].reverse()) {
    if (artifact.expired) continue;
    const text = await barRead(`download approval artifact ${artifact.id}`, () =>
      github!.artifactFile(artifact, APPROVAL_FILE),
    );
    const approval = text === null ? null : parseApproval(text);
    if (!approval) {
      core.warning(`evalgate: artifact ${artifact.id} (${name}) holds no readable approval`);
      continue;
    }
    records.push(approval);
    uploadedBy.set(approval, artifact);
  }
  // Only a record of this very bar has its evidence read.
  const check = await checkApproval(head, records, (approval) =>
    evidenceProblem(flow, { artifact: uploadedBy.get(approval)!, approval }, rules),
  );
  // Expired evidence names its artifact when nothing else approves.
  const expired = artifacts.filter((a) => a.expired);
  if (!check.approved && records.length === 0 && expired.length > 0) {
    return {
      approved: false,
      reason: `the approval's evidence has expired (artifact ${expired.map((a) => a.id).join(', ')}, past the artifact retention); apply the freeze label again`,
      edited: [],
    };
  }
  return check;
}

/** Why one artifact's record does not hold, or null; waits for a freezing run still running. */
async function evidenceProblem(
  flow: Flow,
  found: { artifact: ApprovalArtifact; approval: Approval },
  rules: Parameters<typeof judgeEvidence>[1],
): Promise<string | null> {
  const { artifact, approval } = found;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const attempt = await barRead(`read workflow run ${approval.run_id}`, () =>
      flow.github!.runAttempt(approval.run_id, approval.run_attempt),
    );
    const labelRun = await labelRunOf(flow, approval, attempt);
    const evidence: Evidence = { artifact, approval, attempt, labelRun };
    const verdict = judgeEvidence(evidence, rules);
    if (verdict.holds) break;
    // This very run cannot wait for itself; any other freezing run is waited for a while.
    const itself = approval.run_id === flow.context.runId;
    if (!verdict.pending || itself || Date.now() > deadline) {
      return verdict.pending
        ? `${verdict.why} after ${WAIT_MS / 60_000} minutes; rerun this check once it has`
        : verdict.why;
    }
    core.info(`evalgate: ${verdict.why}; waiting for it (the approval depends on how it ends)`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const role = await barRead(`read the repository permission of ${approval.by}`, () =>
    permissionOf(flow, approval.by),
  );
  return roleAllows(role, flow.inputs.freezePermission)
    ? null
    : `${approval.by}'s permission is ${role} now; approving needs ${flow.inputs.freezePermission}`;
}

/** The run the label started: the freezing attempt itself, or the first attempt it names. */
async function labelRunOf(
  flow: Flow,
  approval: Approval,
  attempt: RunAttempt | null,
): Promise<RunAttempt | null> {
  if (approval.label_run === null) return attempt;
  return barRead(`read workflow run ${approval.label_run}`, () =>
    flow.github!.runAttempt(approval.label_run!, 1),
  );
}

export async function permissionOf(flow: Flow, login: string) {
  try {
    return roleOf(await flow.github!.permission(login));
  } catch (error) {
    // Not a collaborator (or not a user): no permission, which is an answer, not a failure.
    if ((error as { status?: number }).status === 404) return 'none' as const;
    throw error;
  }
}

/**
 * A dispatched freeze opens a pull request that changes the bar; when the user who dispatched it
 * has `freeze-permission`, that is the approval, recorded on the new pull request like a label's.
 */
export async function approveDispatch(
  flow: Flow,
  loaded: LoadedConfig,
  prepared: PreparedSuite,
  pull: number,
): Promise<string> {
  const { inputs, github } = flow;
  // The approval names this run; it holds later only if this run was started by this user.
  const actor = flow.context.triggeringActor ?? undefined;
  const needs = `needs the "${inputs.freezeLabel}" label from a user with ${inputs.freezePermission} permission to pass its check`;
  if (!actor) return ` The pull request ${needs} (the workflow run names no actor).`;
  const role = await sideChannel(`read the repository permission of ${actor}`, async () =>
    roleOf(await github!.permission(actor)),
  );
  if (!role || !roleAllows(role, inputs.freezePermission)) {
    return ` ${actor} has ${role ?? 'an unknown'} permission, so the pull request ${needs}.`;
  }
  const posted = await sideChannel('record the approval on the new pull request', () =>
    recordApproval(flow, loaded, prepared, { actor, via: 'dispatch', eventId: null }, pull),
  );
  return posted
    ? ` Its bar is approved by ${actor}, who dispatched this freeze.`
    : ` The pull request ${needs}.`;
}

/**
 * Uploads the approval of the head's bar as it is now in the workspace (config, data, baselines)
 * as this run's own artifact, kept as long as the repository allows. Without the artifact service
 * there is no evidence anyone could check later, so nothing is approved.
 */
export async function recordApproval(
  flow: Flow,
  loaded: LoadedConfig,
  prepared: PreparedSuite,
  by: {
    actor: string;
    via: Approval['via'];
    eventId: number | null;
    headSha?: string | null;
    labelRun?: string | null;
  },
  pull: number,
): Promise<true> {
  const { context, env } = flow;
  const runId = context.runId;
  if (!runId) throw new Error('GITHUB_RUN_ID is not set, so the approval cannot name its run');
  if (!env.ACTIONS_RUNTIME_TOKEN) {
    throw new InputError(
      'no artifact service here (ACTIONS_RUNTIME_TOKEN is not set): the approval is kept as an artifact of this run, the only record later runs can trust',
    );
  }
  const { baselines, judgeFiles } = await barFiles(loaded, context.workspace);
  const snapshot = barSnapshot(loaded.config, prepared, baselines, judgeFiles);
  const approval: Approval = {
    v: 2,
    suite: loaded.config.suite,
    bar: barDigest(snapshot),
    baselines,
    by: by.actor,
    pull,
    run_id: runId,
    run_attempt: Number(env.GITHUB_RUN_ATTEMPT ?? '1') || 1,
    via: by.via,
    event_id: by.eventId,
    head_sha: by.headSha ?? null,
    label_run: by.labelRun ?? null,
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'evalgate-approval-'));
  try {
    const file = path.join(dir, APPROVAL_FILE);
    await writeFile(file, `${canonicalJson(approval)}\n`);
    // The repository's longest retention: the evidence must outlive the pull request's review.
    const retentionDays = Number(env.GITHUB_RETENTION_DAYS) || 90;
    const name = approvalArtifactName(approval.suite, pull);
    const { id } = await new DefaultArtifactClient().uploadArtifact(name, [file], dir, {
      retentionDays,
    });
    core.info(
      `evalgate: the approval by ${by.actor} is recorded as artifact ${name}${id ? ` (id ${id})` : ''} of this run, kept ${retentionDays} days`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return true;
}
