/**
 * The two-job recipe for pull requests: a `pull_request` job whose token cannot write measures the
 * head's builds and uploads its answers; a `workflow_run` job from the default branch grades them
 * and is the only writer. Pure rules of the hand-over: which pull request a measuring run was for,
 * whether it was the run the freeze label started, and whether an answers manifest is that run's.
 *
 * Everything the measuring job uploads was written by a job that ran the pull request's code, so
 * the manifest is a consistency check (the right pull request, head and suite), never evidence:
 * the verdict job takes the pull request, its head, its base and every approval from the API.
 */
import type { LabelEvent } from './decide.js';
import { logText } from './text.js';

/** The completed workflow run a `workflow_run` event names, as its payload describes it. */
export interface MeasuredRun {
  id: string;
  attempt: number;
  /** The event that started it: `pull_request` for the measuring run of the recipe. */
  event: string;
  headSha: string;
  headBranch: string | null;
  /** `owner/name` of the repository the head commit is in: a fork's for a fork pull request. */
  headRepo: string | null;
  /** What GitHub lists in `workflow_run.pull_requests`; empty for a fork's pull request. */
  pulls: { number: number; headSha: string | null }[];
  triggeringActor: string | null;
  createdAt: string;
  /** success, failure, cancelled, ...; null while it runs. */
  conclusion: string | null;
  url: string | null;
  /** The workflow file the run ran (the measuring workflow). */
  path: string | null;
}

/** A pull request as the API lists it, reduced to what finding the measured one needs. */
export interface PullCandidate {
  number: number;
  headSha: string | null;
}

/**
 * The one pull request the run measured: among the candidates (the payload's list, else the
 * open pull requests of the run's head repository and branch), the one whose head is the commit
 * the run measured. None or several is an error naming them: a guess could grade one pull
 * request's answers on another's check.
 */
export function measuredPull(
  run: Pick<MeasuredRun, 'headSha' | 'headRepo' | 'headBranch'>,
  candidates: readonly PullCandidate[],
  source: string,
): { number: number } | { error: string } {
  const matching = candidates.filter((c) => c.headSha === run.headSha);
  if (matching.length === 1) return { number: matching[0]!.number };
  const where = `${source} for ${run.headRepo ?? '(unknown repository)'}:${run.headBranch ?? '(unknown branch)'}`;
  const listed = candidates.map(
    (c) => `#${c.number} (head ${c.headSha?.slice(0, 12) ?? 'unknown'})`,
  );
  if (matching.length === 0) {
    return {
      error: `no open pull request has the measured commit ${run.headSha.slice(0, 12)} as its head (${where}: ${listed.length ? listed.join(', ') : 'none'})`,
    };
  }
  return {
    error: `several open pull requests have the measured commit ${run.headSha.slice(0, 12)} as their head (${where}: ${matching.map((c) => `#${c.number}`).join(', ')}); which check it is for is not known`,
  };
}

/** Who may have started the measuring run: the latest application of the label and when. */
export interface LabelRunFacts {
  label: string;
  /** The label's current application (labelApplication), or null when it is not on. */
  application: LabelEvent | null;
  events: readonly LabelEvent[];
  run: Pick<MeasuredRun, 'event' | 'triggeringActor' | 'createdAt' | 'attempt' | 'id' | 'headSha'>;
  /**
   * The pull request's head when the label was applied: the head commit of the newest run of the
   * measuring workflow for this pull request created before the label event (runs API), or null
   * when there is none. A run on any other commit was started by a later push, close or reopen.
   */
  headAtLabel: string | null;
}

/** How long after a label event the run it starts may be created. */
const LABEL_RUN_WINDOW_MS = 15 * 60 * 1000;
/** GitHub's timestamps have whole seconds, and its clocks are not one clock. */
const CLOCK_SLACK_MS = 60_000;

/**
 * Null when the measuring run is the one the label's application started, else why not. The
 * workflow_run payload does not say which `pull_request` action started the run, so the evidence
 * is GitHub's own: the run's first attempt was started by the user who applied the label, right
 * after that application, and that user applied no other label in between. Anything the run did
 * (its answers, its manifest) is not evidence.
 */
export function labelRunRefusal(facts: LabelRunFacts): string | null {
  const { label, application, run } = facts;
  const actor = application?.actor ?? null;
  const started = `workflow run ${run.id} was started by ${run.triggeringActor ?? 'someone'}'s ${run.event}`;
  const reapply =
    'only the run that applying the label starts freezes (remove the label and apply it again)';
  if (!application || actor === null) {
    return `no "labeled" event names who applied the "${label}" label; ${reapply}`;
  }
  if (run.event !== 'pull_request' || run.triggeringActor?.toLowerCase() !== actor.toLowerCase()) {
    return `the "${label}" label is on this pull request, but ${started}, not by ${actor}'s label; ${reapply}`;
  }
  if (run.attempt !== 1) {
    return `the "${label}" label is on this pull request, but workflow run ${run.id} is attempt ${run.attempt}, started again by ${run.triggeringActor}; ${reapply}`;
  }
  const created = Date.parse(run.createdAt);
  const applied = Date.parse(application.created_at);
  const lag = created - applied;
  if (!(lag >= -CLOCK_SLACK_MS && lag <= LABEL_RUN_WINDOW_MS)) {
    return `the "${label}" label is on this pull request, but workflow run ${run.id} did not start right after ${actor} applied it; ${reapply}`;
  }
  // A later label by the same user started a later run: this run may be that one's.
  const later = facts.events.find(
    (e) =>
      e.event === 'labeled' &&
      e.id !== application.id &&
      e.actor?.toLowerCase() === actor.toLowerCase() &&
      Date.parse(e.created_at) >= applied &&
      Date.parse(e.created_at) <= created + CLOCK_SLACK_MS,
  );
  if (later) {
    return `${actor} applied the "${later.label ?? 'another'}" label after "${label}" and before workflow run ${run.id} started, so that run may be the other label's; ${reapply}`;
  }
  // The label was applied to the head GitHub's runs show at that moment; a run of another commit
  // (a push after the label, a close and reopen) is not the label's, whoever started it.
  if (facts.headAtLabel !== run.headSha) {
    return `workflow run ${run.id} measured ${run.headSha.slice(0, 12)}, and the pull request's head when ${actor} applied the "${label}" label was ${facts.headAtLabel?.slice(0, 12) ?? 'not measured by any run'}; ${reapply}`;
  }
  return null;
}

/** The head of the newest run of a pull request created before `at` (ISO time), or null. */
export function headBefore(
  runs: readonly { created_at: string; head_sha: string | null }[],
  at: string,
): string | null {
  const before = runs
    .filter((r) => Date.parse(r.created_at) < Date.parse(at))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return before[0]?.head_sha ?? null;
}

/** The name of the measuring job's artifact of one suite. */
export function answersArtifactName(suite: string): string {
  return `evalgate-answers-${suite}`;
}

/**
 * What the measuring job says about its answers, uploaded beside them. `missing_secrets` lists
 * the key variables a fork's run did not have, so it measured nothing.
 */
export interface AnswersManifest {
  v: 1;
  suite: string;
  pull: number;
  head_sha: string;
  base_sha: string;
  head_repo: string;
  /** The programs measured: the base's bar with the head's builds, and the head's own bar. */
  protocol_ids: string[];
  run_id: string;
  run_attempt: number;
  missing_secrets: string[];
}

/** What the verdict job knows from GitHub, which the manifest must agree with. */
export interface ManifestExpectation {
  suite: string;
  pull: number;
  headSha: string;
  runId: string;
}

/**
 * The manifest, read and checked against what the verdict job knows from GitHub; an error for
 * anything else. Nothing in it lowers the bar: agreeing only rules out answers of another pull
 * request, head commit, suite or run.
 */
export function checkManifest(
  raw: unknown,
  expected: ManifestExpectation,
): { manifest: AnswersManifest } | { error: string } {
  const m = raw as Partial<AnswersManifest> | null;
  const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
  if (
    !m ||
    typeof m !== 'object' ||
    m.v !== 1 ||
    typeof m.suite !== 'string' ||
    !Number.isInteger(m.pull) ||
    typeof m.head_sha !== 'string' ||
    typeof m.base_sha !== 'string' ||
    typeof m.head_repo !== 'string' ||
    !strings(m.protocol_ids) ||
    typeof m.run_id !== 'string' ||
    !Number.isInteger(m.run_attempt) ||
    !strings(m.missing_secrets)
  ) {
    return {
      error:
        'expected a manifest {v: 1, suite, pull, head_sha, base_sha, head_repo, protocol_ids, run_id, run_attempt, missing_secrets}, found something else',
    };
  }
  const manifest = m as AnswersManifest;
  // What the manifest says was written by the pull request's job: one log line, never a command.
  const shown = (text: string) => logText(text.slice(0, 100));
  const differs: string[] = [];
  if (manifest.suite !== expected.suite)
    differs.push(`suite "${shown(manifest.suite)}", not "${expected.suite}"`);
  if (manifest.pull !== expected.pull)
    differs.push(`pull request #${manifest.pull}, not #${expected.pull}`);
  if (manifest.head_sha !== expected.headSha) {
    differs.push(
      `head commit ${shown(manifest.head_sha.slice(0, 12))}, not ${expected.headSha.slice(0, 12)}`,
    );
  }
  if (manifest.run_id !== expected.runId)
    differs.push(`workflow run ${shown(manifest.run_id)}, not ${expected.runId}`);
  if (differs.length > 0) return { error: `the manifest names ${differs.join('; ')}` };
  return { manifest };
}
