import type { CacheOrigin, CachePolicy } from '../cache-rules.js';

/**
 * Which cached answers a run may take instead of asking, and which it saves: the CLI's, the
 * Action's on each kind of run. Imported only by `core/decide.ts`.
 */

/** The CLI's development loop (`run`, `gate --cache`): every stored answer may be reused. */
export const LOCAL_REUSE: CachePolicy = {
  writer: { run: null, attempt: null, trusted: true },
  reuse: () => true,
  save: true,
  rule: 'cached answers reused',
};

/** `evalgate gate`: every answer is measured; the new ones are saved for `run` to reuse. */
export const LOCAL_MEASURE: CachePolicy = {
  ...LOCAL_REUSE,
  reuse: () => false,
  rule: 'every answer measured',
};

export interface WorkflowRun {
  runId: string;
  attempt: number;
  /**
   * A run of a pull request's code (pull_request, pull_request_review, pull_request_target, a
   * merge queue): it restores nothing from the Actions cache and saves nothing to it.
   */
  pull: boolean;
}

/**
 * The Action's rule. Within one workflow run, a re-run attempt may take the answers an earlier
 * attempt saved (that is resuming); nothing else stands in for a request. Runs of pull requests
 * read no cache at all: any workflow a pull request adds runs on its events with the runtime
 * token and can save entries into the pull request's own cache scope, which is searched first,
 * so nothing restored there could say where an answer came from. They save nothing either.
 */
export function workflowCachePolicy(run: WorkflowRun): CachePolicy {
  const ownRun = (origin: CacheOrigin | null) => origin !== null && origin.run === run.runId;
  return {
    writer: { run: run.runId, attempt: run.attempt, trusted: !run.pull },
    reuse: ownRun,
    save: !run.pull,
    rule: run.pull
      ? 'every answer measured by this run (pull-request runs read no cache)'
      : 'only answers of this workflow run (an earlier attempt) reused',
  };
}

/**
 * The measuring job of the two-job recipe (`mode: measure` on pull_request): a pull request's
 * run, which reads no cache, keeping every provider's answers, floors and command slots
 * included, since the verdict job grades them and runs none of them.
 */
export function measuringJobPolicy(run: Omit<WorkflowRun, 'pull'>): CachePolicy {
  return {
    ...workflowCachePolicy({ ...run, pull: true }),
    // Into the folder that becomes the artifact; the Action never saves a pull request's folder
    // to the Actions cache (its writer stays untrusted, so no trusted run would take them anyway).
    save: true,
    keeps: 'every',
  };
}

/**
 * The verdict job (`workflow_run` after the measuring run): the answers are the measuring job's
 * artifact, and they are all it has. Nothing is sent and nothing is saved; a call the artifact
 * does not answer is an item error, never a request. A freeze (`measures`) takes only the
 * answers the measuring run itself measured, as a freeze in one job does.
 */
export function artifactAnswersPolicy(measuring: {
  runId: string;
  attempt: number;
  measures: boolean;
}): CachePolicy {
  return {
    writer: { run: measuring.runId, attempt: measuring.attempt, trusted: false },
    reuse: measuring.measures ? (o) => o !== null && o.run === measuring.runId : () => true,
    save: false,
    keeps: 'every',
    requests: false,
    unanswered: `not in the answers artifact of the measuring run ${measuring.runId}${measuring.measures ? ' as its own measurement' : ''}; the verdict job sends no request`,
    rule: measuring.measures
      ? `only answers the measuring run ${measuring.runId} measured itself (its artifact); nothing sent`
      : `only answers of the measuring run ${measuring.runId} (its artifact); nothing sent`,
  };
}
