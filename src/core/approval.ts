import { barDigest, type BarSnapshot, type LabelEvent } from './bar.js';

/**
 * Approvals of a new bar, and the evidence they rest on. An approval is a record the freezing
 * workflow run uploads as its own artifact. Nothing a later run can do alters what an earlier run
 * uploaded (an artifact belongs to the run that made it; it can be deleted, never rewritten), and
 * the Actions API says who started that run, through which event, and how it ended. A comment or
 * a commit, which any job holding the workflow's token can write, is never evidence.
 *
 * The chain, each link read from GitHub, none from the record alone:
 *   label event (events API: who applied the freeze label, when)
 *   -> that user's permission now (collaborator API)
 *   -> the run the label started (runs API: event, the attempt's triggering actor, head sha,
 *      created right after the label event)
 *   -> the freezing run's attempt (runs API: finished with success), which is that run or, in the
 *      two-job recipe, the `workflow_run` run that judged it
 *   -> the artifact that attempt uploaded (artifacts API: its run, not expired), whose record
 *      names that run and attempt and the digest of the bar it approved.
 */
export interface Approval {
  v: 2;
  suite: string;
  /** barDigest of the approved head bar. */
  bar: string;
  /** The approved baseline files: repository path -> sha256. */
  baselines: Record<string, string>;
  /** Who approved: the user who applied the label, or who dispatched the freeze. */
  by: string;
  pull: number;
  /** The workflow run and attempt that froze and uploaded this record. */
  run_id: string;
  run_attempt: number;
  via: 'label' | 'dispatch';
  /** The `labeled` event the approval comes from (via label). */
  event_id: number | null;
  /** The commit that was measured for the freeze: the pull request's head at the label. */
  head_sha: string | null;
  /**
   * Two-job recipe: the pull_request run the label started, whose answers the freezing
   * `workflow_run` run graded. Null when the freezing run is the run the label started.
   */
  label_run: string | null;
}

/** One artifact name per suite and pull request; every freezing run uploads its own. */
export function approvalArtifactName(suite: string, pull: number): string {
  return `evalgate-approval-${suite}-pr${pull}`;
}

/** The record's file inside the artifact. */
export const APPROVAL_FILE = 'approval.json';

/** An approval artifact as the artifacts API lists it. */
export interface ApprovalArtifact {
  id: number;
  /** The workflow run that uploaded it. */
  run_id: string;
  created_at: string;
  expired: boolean;
}

/** One attempt of a workflow run, as the runs API shows it. */
export interface RunAttempt {
  run_id: string;
  attempt: number;
  event: string;
  /** Who started this attempt (a re-run's is whoever re-ran it). */
  triggering_actor: string | null;
  status: string | null;
  conclusion: string | null;
  /** When the run was created (the same for every attempt). */
  created_at: string;
  /** When this attempt started (a re-run starts later than the run was created). */
  started_at: string | null;
  head_sha: string | null;
  /** The branch the run ran on (a dispatch's chosen ref, a pull request's head branch). */
  head_branch: string | null;
  /** The workflow file the run ran, e.g. `.github/workflows/verdict.yml`. */
  path: string | null;
  /** The pull requests the run lists (none for a fork's). */
  pulls: number[];
}

/** What one approval artifact rests on, read through the API. */
export interface Evidence {
  artifact: ApprovalArtifact;
  /** The record inside the artifact, or null when it is not a readable approval. */
  approval: Approval | null;
  /** The attempt of the uploading run that the record names; null when the API has none. */
  attempt: RunAttempt | null;
  /** The run the label started (the same run, or the `label_run` of a two-job freeze). */
  labelRun: RunAttempt | null;
}

export interface EvidenceRules {
  pull: number;
  suite: string;
  freezeLabel: string;
  /** The pull request's label events, oldest first. */
  events: readonly LabelEvent[];
  /**
   * The events whose runs may have frozen: a `workflow_run` verdict job accepts only freezes by
   * runs of the default branch's code (workflow_run, workflow_dispatch); a pull-request job also
   * those of pull-request runs (the single-job form).
   */
  freezingEvents: readonly string[];
  /** The pull request's head branch: a dispatch's approval is only for its own freeze branch. */
  pullHeadRef: string;
  /** The repository's default branch: a dispatch that froze must have run its code. */
  defaultBranch: string | null;
  /**
   * The verdict job: the workflow files of the runs that count. A two-job freeze must have been
   * uploaded by a run of this very verdict workflow, and its label's run be of the measuring one.
   * Null in a pull-request job, whose workflow file the pull request itself can change.
   */
  workflows: { verdict: string; measuring: string } | null;
  /** `freeze-refuse-author`: the pull request's author approves nothing. */
  refuseAuthor: string | null;
}

/** The branch prefix of the pull requests a dispatched freeze opens. */
export const FREEZE_BRANCH_PREFIX = 'evalgate/freeze-';

export type EvidenceVerdict = { holds: true } | { holds: false; pending: boolean; why: string };

/** How long after a label event its workflow run may start and still be the run it started. */
const LABEL_RUN_WINDOW_MS = 15 * 60 * 1000;
/** Timestamps of the artifact and run services may differ by this much. */
const CLOCK_SLACK_MS = 5 * 1000;
const PULL_EVENTS = ['pull_request', 'pull_request_target'];

const same = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.toLowerCase() === b.toLowerCase();

/**
 * Whether one artifact's evidence holds, apart from the approver's permission now (the adapter
 * reads that last). `pending`: the freezing attempt has not finished, so it cannot hold yet.
 */
export function judgeEvidence(e: Evidence, rules: EvidenceRules): EvidenceVerdict {
  const no = (why: string, pending = false): EvidenceVerdict => ({ holds: false, pending, why });
  const { artifact, approval } = e;
  const where = `artifact ${artifact.id} of workflow run ${artifact.run_id}`;
  if (!approval) return no(`${where} holds no readable approval record`);
  if (approval.run_id !== artifact.run_id) {
    return no(`${where} holds a record naming workflow run ${approval.run_id}`);
  }
  if (approval.pull !== rules.pull || approval.suite !== rules.suite) {
    return no(`${where} approves pull request #${approval.pull}, suite ${approval.suite}`);
  }
  if (artifact.expired) {
    return no(`${where} has expired (past the artifact retention), so it proves nothing now`);
  }
  const run = `workflow run ${approval.run_id} attempt ${approval.run_attempt}`;
  const attempt = e.attempt;
  if (!attempt) return no(`the Actions API knows no ${run}`);
  if (attempt.status !== 'completed') return no(`${run} has not finished`, true);
  if (attempt.conclusion !== 'success') {
    return no(`${run} ended as ${attempt.conclusion ?? 'unknown'}, not success`);
  }
  // An artifact older than the attempt it names was uploaded by an earlier attempt, whoever
  // started that one: a record cannot borrow a later re-run's starter.
  if (
    attempt.started_at !== null &&
    !(Date.parse(artifact.created_at) >= Date.parse(attempt.started_at) - CLOCK_SLACK_MS)
  ) {
    return no(`${where} was uploaded before ${run} started, so by another attempt`);
  }
  if (rules.refuseAuthor !== null && same(approval.by, rules.refuseAuthor)) {
    return no(`${approval.by} is the pull request's author (input freeze-refuse-author)`);
  }
  // A workflow_run run runs the default branch's code whoever set it off; who started the label's
  // run is checked below. Any other freezing run ran code its starter chose: it must be theirs.
  if (attempt.event !== 'workflow_run' && !same(attempt.triggering_actor, approval.by)) {
    return no(
      `${run} was started by ${attempt.triggering_actor ?? 'someone unknown'}, not by ${approval.by}`,
    );
  }
  if (!rules.freezingEvents.includes(attempt.event)) {
    return no(
      `${run} ran on ${attempt.event}, and freezes by ${attempt.event} runs are not accepted here (only ${rules.freezingEvents.join(', ')})`,
    );
  }
  if (approval.via === 'dispatch') {
    if (attempt.event !== 'workflow_dispatch') {
      return no(`${run} was started by a ${attempt.event} event, not a dispatch`);
    }
    // A dispatch runs the code of the branch it is started on: only the default branch's is
    // trusted, and what it approves is the freeze pull request it opened, nothing else.
    if (rules.defaultBranch === null || attempt.head_branch !== rules.defaultBranch) {
      return no(
        `${run} was dispatched on ${attempt.head_branch ?? 'an unknown branch'}, not on the default branch${rules.defaultBranch ? ` ${rules.defaultBranch}` : ''}`,
      );
    }
    if (!rules.pullHeadRef.startsWith(FREEZE_BRANCH_PREFIX)) {
      return no(
        `a dispatched freeze approves only the pull request it opens (a ${FREEZE_BRANCH_PREFIX}* branch), not one from ${rules.pullHeadRef}`,
      );
    }
    return { holds: true };
  }
  if (approval.head_sha === null || approval.event_id === null) {
    return no(`${where} names no frozen head commit or label event`);
  }
  if (attempt.event === 'workflow_dispatch') {
    return no(`${run} was a dispatch, but the record says it came from the label`);
  }
  // The run the label started: this run itself, or the measuring run a workflow_run judged.
  const twoJob = attempt.event === 'workflow_run';
  if (twoJob !== (approval.label_run !== null)) {
    return no(
      twoJob
        ? `${run} ran on workflow_run but names no pull-request run the label started`
        : `${run} ran on ${attempt.event} but names another run as the label's`,
    );
  }
  const labelRun = twoJob ? e.labelRun : attempt;
  const started = `workflow run ${approval.label_run ?? approval.run_id}`;
  if (!labelRun) return no(`the Actions API knows no ${started}`);
  if (!PULL_EVENTS.includes(labelRun.event)) {
    return no(`${started} was started by a ${labelRun.event} event, not by the label`);
  }
  if (labelRun.pulls.length > 0 && !labelRun.pulls.includes(rules.pull)) {
    return no(`${started} ran for pull request #${labelRun.pulls.join(', #')}, not #${rules.pull}`);
  }
  if (twoJob && rules.workflows) {
    const { verdict, measuring } = rules.workflows;
    if (attempt.path !== verdict) {
      return no(
        `${run} ran ${attempt.path ?? 'an unknown workflow'}, not this verdict workflow ${verdict}`,
      );
    }
    if (labelRun.path !== measuring) {
      return no(
        `${started} ran ${labelRun.path ?? 'an unknown workflow'}, not the measuring workflow ${measuring}`,
      );
    }
  }
  if (!same(labelRun.triggering_actor, approval.by)) {
    return no(
      `${started} was started by ${labelRun.triggering_actor ?? 'someone unknown'}, not by ${approval.by}`,
    );
  }
  if (labelRun.head_sha !== approval.head_sha) {
    return no(
      `${started} ran on ${labelRun.head_sha ?? 'an unknown commit'}, not on the frozen head`,
    );
  }
  const event = rules.events.find((x) => x.id === approval.event_id);
  if (
    !event ||
    event.event !== 'labeled' ||
    !same(event.label, rules.freezeLabel) ||
    !same(event.actor, approval.by)
  ) {
    const which = approval.event_id === null ? '' : ` ${approval.event_id}`;
    return no(
      `no "${rules.freezeLabel}" label event${which} by ${approval.by} is on this pull request`,
    );
  }
  const lag = Date.parse(labelRun.created_at) - Date.parse(event.created_at);
  if (!(lag >= -60_000 && lag <= LABEL_RUN_WINDOW_MS)) {
    return no(`${started} did not start right after label event ${event.id}`);
  }
  return { holds: true };
}

/** The record inside an approval artifact, or null when it is not a well-formed one. */
export function parseApproval(text: string): Approval | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const a = data as Partial<Approval> | null;
  const hex = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
  const id = (v: unknown) => typeof v === 'string' && /^\d{1,20}$/.test(v);
  if (
    !a ||
    typeof a !== 'object' ||
    a.v !== 2 ||
    typeof a.suite !== 'string' ||
    !hex(a.bar) ||
    typeof a.by !== 'string' ||
    !Number.isSafeInteger(a.pull) ||
    !id(a.run_id) ||
    !Number.isSafeInteger(a.run_attempt) ||
    (a.run_attempt ?? 0) < 1 ||
    (a.via !== 'label' && a.via !== 'dispatch') ||
    !(a.event_id === null || Number.isSafeInteger(a.event_id)) ||
    !(
      a.head_sha === null ||
      (typeof a.head_sha === 'string' && /^[0-9a-f]{40}$/.test(a.head_sha))
    ) ||
    !(a.label_run === null || id(a.label_run)) ||
    !a.baselines ||
    typeof a.baselines !== 'object' ||
    !Object.values(a.baselines).every(hex)
  ) {
    return null;
  }
  return a as Approval;
}

export type ApprovalCheck =
  { approved: true; approval: Approval } | { approved: false; reason: string; edited: string[] };

/**
 * Whether the head's bar is one an approval covers, and if not, what moved since the latest.
 * `holds` says why a record that matches does not count (its evidence), or null.
 */
export async function checkApproval(
  head: BarSnapshot,
  records: readonly Approval[],
  holds: (record: Approval) => Promise<string | null> = async () => null,
): Promise<ApprovalCheck> {
  const digest = barDigest(head);
  const problems: string[] = [];
  for (const match of records.filter((r) => r.bar === digest)) {
    const problem = await holds(match);
    if (problem === null) return { approved: true, approval: match };
    problems.push(`${match.by}: ${problem}`);
  }
  if (problems.length) {
    return {
      approved: false,
      reason: `an approval of this bar was found, but its evidence does not hold (${problems.join('; ')}); apply the freeze label again`,
      edited: [],
    };
  }
  const latest = records.at(-1);
  if (!latest) {
    return {
      approved: false,
      reason: 'no approval is recorded for this pull request (no freeze run uploaded one)',
      edited: [],
    };
  }
  const edited = [...new Set([...Object.keys(latest.baselines), ...Object.keys(head.baselines)])]
    .filter((file) => latest.baselines[file] !== head.baselines[file])
    .sort();
  return {
    approved: false,
    reason: edited.length
      ? `the bar changed after the last approval by ${latest.by}: ${edited.join(', ')} ${edited.length === 1 ? 'differs' : 'differ'} from what was approved`
      : `the bar changed after the last approval by ${latest.by} (config or data)`,
    edited,
  };
}
