/**
 * Which cached answers may stand in for a measurement. A cache saves money on resumes and on
 * pushes that change no build; it must never hide a measurement: a nightly exists to see a model
 * name drift, so it never answers from another workflow run's cache.
 */

/** Which run measured a cached answer, and when. */
export interface CacheOrigin {
  /** ISO time the answer was received. */
  at: string;
  /** The workflow run id, or null for a local run. */
  run: string | null;
  /** The workflow run attempt, when in a workflow. */
  attempt: number | null;
  /** A run of the repository's own branches (never a pull request's run). */
  trusted: boolean;
}

/** Who writes the answers of this run, and which stored answers it may take instead of asking. */
export interface CachePolicy {
  writer: Omit<CacheOrigin, 'at'>;
  /** Whether a stored answer may stand in for a request. */
  reuse: (origin: CacheOrigin | null) => boolean;
  /** Whether this run's answers are saved for later runs. */
  save: boolean;
  /** Said in logs and reports: what the run was allowed to reuse. */
  rule: string;
}

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
  /** A pull request's run (pull_request, pull_request_target, their label events). */
  pull: boolean;
  /** The run measures for a baseline (a freeze): only its own answers may stand in. */
  measures: boolean;
  /** Pull requests: the oldest a trusted answer may be, in seconds (0: none reused). */
  maxAgeS: number;
  now: number;
}

/**
 * The Action's rule. Within one workflow run, a re-run attempt may take the answers an earlier
 * attempt saved (that is resuming). A scheduled, dispatched or pushed run, and a freeze, takes
 * nothing else. A pull request's run may also take answers that runs of the repository's own
 * branches measured no longer than `maxAgeS` ago; never another pull request's, and it saves
 * nothing (its code may have written into the cache folder).
 */
export function workflowCachePolicy(run: WorkflowRun): CachePolicy {
  const ownRun = (origin: CacheOrigin | null) => origin !== null && origin.run === run.runId;
  const trustedFresh = (origin: CacheOrigin | null) => {
    if (origin === null || !origin.trusted || origin.run === null) return false;
    const age = (run.now - Date.parse(origin.at)) / 1000;
    return Number.isFinite(age) && age >= 0 && age <= run.maxAgeS;
  };
  const pullReuse = run.pull && !run.measures;
  return {
    writer: { run: run.runId, attempt: run.attempt, trusted: !run.pull },
    reuse: pullReuse ? (o) => ownRun(o) || trustedFresh(o) : ownRun,
    save: !run.pull,
    rule: pullReuse
      ? `answers of this workflow run, and of the repository's own branches' runs no older than ${run.maxAgeS} s, reused`
      : 'only answers of this workflow run (an earlier attempt) reused',
  };
}
