/**
 * Events whose safe rule evalgate does not implement yet, refused before anything is measured
 * or written (fail closed): on these the checked-out commit would be the bar although a pull
 * request controls it, or the pull request's head would not be what is measured.
 */
export interface EventFacts {
  eventName: string;
  /** The commit checked out in the workspace (`git rev-parse HEAD`), null when unknown. */
  checkedOut: string | null;
  /** GITHUB_SHA: the commit the workflow runs from. */
  workflowSha: string | null;
  /** pull_request_target: the pull request's head commit. */
  pullHeadSha: string | null;
}

const RECIPE =
  'gate on pull_request (the bar is read from the base commit) and require that check; to evaluate fork pull requests, let a pull_request job upload the answers and a workflow_run job from the default branch grade them (README, "Forks without secrets")';

/** The reason the Action refuses to run on this event, or null when it may run. */
export function eventRefusal(facts: EventFacts): string | null {
  switch (facts.eventName) {
    case 'merge_group':
      return `merge_group: evalgate does not gate merge queue runs: the merged commit's config and baselines would be the bar, and the pull requests in the group can change them. Nothing was measured; ${RECIPE}`;
    case 'workflow_run':
      if (facts.checkedOut !== null && facts.checkedOut === facts.workflowSha) return null;
      return `workflow_run: the workspace holds ${facts.checkedOut ? `commit ${facts.checkedOut.slice(0, 12)}` : 'no readable commit'}, not the commit this workflow runs from (${facts.workflowSha?.slice(0, 12) ?? 'unknown'}): a checkout of a pull request's head is never the bar. Check out the default branch (actions/checkout's default under workflow_run); nothing was measured`;
    case 'pull_request_target':
      if (facts.checkedOut !== null && facts.checkedOut === facts.pullHeadSha) return null;
      return `pull_request_target: the workspace holds ${facts.checkedOut ? `commit ${facts.checkedOut.slice(0, 12)}` : 'no readable commit'}, not the pull request's head (${facts.pullHeadSha?.slice(0, 12) ?? 'unknown'}), so the head's builds would not be measured and a regression would pass. Nothing was measured; ${RECIPE}`;
    default:
      return null;
  }
}

/**
 * `mode: measure` is the pull_request job of the two-job recipe: it runs the pull request's code
 * with a token that cannot write and hands its answers to a workflow_run job. On any other event
 * there is no such job to hand them to.
 */
export function modeRefusal(mode: string, eventName: string): string | null {
  if (mode !== 'measure' || eventName === 'pull_request') return null;
  return `input "mode": measure runs only on pull_request (the measuring job of the two-job recipe, examples/workflows/measure.yml), found event ${eventName || '(none)'}; nothing was measured`;
}
