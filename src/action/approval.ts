import {
  approvalComment,
  approvalProvenance,
  barDigest,
  barSnapshot,
  checkApproval,
  onePerRun,
  parseApproval,
  roleAllows,
  roleOf,
  type Approval,
  type ApprovalCheck,
  type BarSnapshot,
  type LabelEvent,
  type RecordedApproval,
} from '../core/bar.js';
import { baselineDir, hashFiles } from '../engine/baselines.js';
import type { LoadedConfig } from '../engine/config.js';
import type { PreparedSuite } from '../engine/run.js';
import { barRead, type Flow } from './flow.js';
import { sideChannel } from './publish.js';

/**
 * Approvals of a new bar: written as the Action's own comments by the run that froze, and read
 * back only when that run was started by the approver with the permission to approve.
 */
export async function approvalOf(
  flow: Flow,
  head: BarSnapshot,
  events: readonly LabelEvent[],
): Promise<ApprovalCheck> {
  const { inputs, github, context } = flow;
  const comments = await barRead(`read the approvals recorded by ${inputs.botLogin}`, () =>
    github!.commentsBy(context.pull!.number, inputs.botLogin),
  );
  const records = onePerRun(
    comments.flatMap((c) => {
      const approval = parseApproval(c.body);
      return approval ? [{ approval, created_at: c.created_at, updated_at: c.updated_at }] : [];
    }),
  );
  return checkApproval(head, records, context.pull!.number, (record) =>
    provenanceOf(flow, record, events),
  );
}

/** Why a record does not hold (who started its run, with what, and their permission now). */
async function provenanceOf(
  flow: Flow,
  recorded: RecordedApproval,
  events: readonly LabelEvent[],
): Promise<string | null> {
  const record = recorded.approval;
  const run = await barRead(`read workflow run ${record.run_id}`, () =>
    flow.github!.workflowRun(record.run_id),
  );
  const problem = approvalProvenance(recorded, run, events, flow.inputs.freezeLabel);
  if (problem) return problem;
  const role = await barRead(`read the repository permission of ${record.by}`, () =>
    permissionOf(flow, record.by),
  );
  return roleAllows(role, flow.inputs.freezePermission)
    ? null
    : `${record.by}'s permission is ${role} now; approving needs ${flow.inputs.freezePermission}`;
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

/** Posts the approval of the head's bar as it is now in the workspace (config, data, baselines). */
export async function recordApproval(
  flow: Flow,
  loaded: LoadedConfig,
  prepared: PreparedSuite,
  by: { actor: string; via: Approval['via']; eventId: number | null },
  pull: number,
): Promise<true> {
  const runId = flow.context.runId;
  if (!runId) throw new Error('GITHUB_RUN_ID is not set, so the approval cannot name its run');
  const baselines = await hashFiles(flow.context.workspace, baselineDir(loaded));
  const snapshot = barSnapshot(loaded.config, prepared, baselines);
  const approval: Approval = {
    v: 1,
    suite: loaded.config.suite,
    bar: barDigest(snapshot),
    baselines,
    by: by.actor,
    pull,
    run_id: runId,
    via: by.via,
    event_id: by.eventId,
  };
  await flow.github!.createComment(pull, approvalComment(approval));
  return true;
}
