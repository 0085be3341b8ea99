/**
 * One rule per event the Action runs on: where the bar comes from, whose builds are measured, what
 * the run may write, and what it refuses. The README's event table shows these rows (a test
 * compares them), and `eventRefusal` applies the last column before anything is read, measured or
 * written (fail closed).
 */
export interface EventRule {
  /** The events this row covers, as GITHUB_EVENT_NAME names them. */
  events: readonly string[];
  bar: string;
  measured: string;
  writes: string;
  refuses: string;
}

export const EVENT_RULES: readonly EventRule[] = [
  {
    events: ['pull_request'],
    bar: "the base commit (`pull_request.base.sha`); the head's only with a maintainer's approving review that names its changes (`evalgate approve <code>`)",
    measured: "the head's slots, under the base's protocol; no Actions cache is read",
    writes:
      'the comment, the summary, the status `evalgate / <suite>` on the head; the freeze label (a maintainer) commits measured baselines to the head branch, its status `failure` until a review approves them; with `mode: measure` only the answers artifact',
    refuses:
      'a bar change without an approving review (`bar-changed`); a fork changing the bar (`bar-changed`, nothing measured); a fork skip whose head another open pull request shares',
  },
  {
    events: ['pull_request_review'],
    bar: 'as `pull_request`, with the reviews read first',
    measured:
      "nothing when the review does not change whether the head's bar is approved; the approved freeze commit by its own baselines (0 requests); else the head as on `pull_request`",
    writes: 'as `pull_request` when the approval changed; nothing otherwise',
    refuses: 'as `pull_request`',
  },
  {
    events: ['pull_request_target'],
    bar: 'the base commit',
    measured: "the head's slots, only where the head is checked out",
    writes: 'as `pull_request`',
    refuses:
      "a workspace that is not the pull request's head (the default checkout is the base: a head never measured never passes); any `command` slot, and a `command` judge the head changes; a fork's head that adds a slot or changes where one sends its key",
  },
  {
    events: ['merge_group'],
    bar: "the queue's base (`merge_group.base_sha`); a changed part only with the value one of the group's pull requests changes it to under a standing approving review",
    measured: "the group head's slots, under the base's protocol; no Actions cache is read",
    writes: 'the summary and the check only (no comment, status, cache or freeze)',
    refuses:
      'a workspace that is not the group head; a bar part no approving review of the group covers, or two members change differently (`bar-changed`)',
  },
  {
    events: ['workflow_run'],
    bar: "after a pull request's measuring run: the pull request's base, read by the default branch's code, and the head's with an approving review; otherwise the checked-out commit",
    measured:
      "the answers a run of the `measuring-workflow` file uploaded (nothing is requested, no command runs); otherwise that commit's slots",
    writes:
      "the comment, the status `evalgate / <suite>` on the graded head, the freeze label's baselines (status `failure` until approved); otherwise as `schedule`",
    refuses:
      'a workspace that is not the commit the workflow runs from (a head checkout is never the bar); answers from a run of another workflow file; a `command` judge the head changes; a label run whose head is not the one the label was applied to',
  },
  {
    events: ['schedule', 'workflow_dispatch', 'push', 'repository_dispatch'],
    bar: 'the checked-out commit',
    measured: "that commit's slots (a re-run attempt takes its own run's cached answers)",
    writes: 'the data branch, the tracking issue; a dispatched freeze opens a pull request',
    refuses: 'nothing more',
  },
];

/** What the refusal rules look at, read before anything else. */
export interface EventFacts {
  eventName: string;
  /** The commit checked out in the workspace (`git rev-parse HEAD`), null when unknown. */
  checkedOut: string | null;
  /** GITHUB_SHA: the commit the workflow runs from. */
  workflowSha: string | null;
  /** pull_request_target: the pull request's head commit. */
  pullHeadSha: string | null;
  /** merge_group: the group's head commit (`merge_group.head_sha`). */
  groupHeadSha?: string | null;
}

const short = (sha: string | null | undefined) => sha?.slice(0, 12) ?? 'unknown';
const holds = (sha: string | null) => (sha ? `commit ${short(sha)}` : 'no readable commit');

const RECIPE =
  'gate on pull_request (the bar is read from the base commit) and require that check; to evaluate fork pull requests, let a pull_request job measure with `mode: measure` and a workflow_run job from the default branch judge it (README, "The single job and the two jobs")';

/** The reason the Action refuses to run on this event, or null when it may run. */
export function eventRefusal(facts: EventFacts): string | null {
  const { checkedOut } = facts;
  switch (facts.eventName) {
    case 'merge_group':
      if (checkedOut !== null && checkedOut === facts.groupHeadSha) return null;
      return `merge_group: the workspace holds ${holds(checkedOut)}, not the merge group's head (${short(facts.groupHeadSha)}), so the merged builds would not be measured. Check out the merge group (actions/checkout's default under merge_group); nothing was measured`;
    case 'workflow_run':
      if (checkedOut !== null && checkedOut === facts.workflowSha) return null;
      return `workflow_run: the workspace holds ${holds(checkedOut)}, not the commit this workflow runs from (${short(facts.workflowSha)}): a checkout of a pull request's head is never the bar. Check out the default branch (actions/checkout's default under workflow_run); nothing was measured`;
    case 'pull_request_target':
      if (checkedOut !== null && checkedOut === facts.pullHeadSha) return null;
      return `pull_request_target: the workspace holds ${holds(checkedOut)}, not the pull request's head (${short(facts.pullHeadSha)}), so the head's builds would not be measured and a regression would pass. Nothing was measured; ${RECIPE}`;
    default:
      return EVENT_RULES.some((r) => r.events.includes(facts.eventName)) || facts.eventName === ''
        ? null
        : `${facts.eventName}: evalgate has no rule for this event, so it does not run on it (it runs on ${EVENT_RULES.flatMap((r) => r.events).join(', ')}); nothing was measured`;
  }
}

/**
 * `mode: measure` is the pull_request job of the two-job recipe: it runs the pull request's code
 * with a token that cannot write and hands its answers to a workflow_run job. On any other event
 * there is no such job to hand them to.
 */
export function modeRefusal(mode: string, eventName: string): string | null {
  if (mode === 'compare') {
    if (eventName === '' || COMPARE_EVENTS.includes(eventName)) return null;
    return `input "mode": compare runs on ${COMPARE_EVENTS.join(', ')}, found event ${eventName}; nothing was measured`;
  }
  if (mode !== 'measure' || eventName === 'pull_request' || eventName === 'pull_request_review')
    return null;
  return `input "mode": measure runs only on pull_request and pull_request_review (the measuring job of the two-job recipe, examples/workflows/measure.yml), found event ${eventName || '(none)'}; nothing was measured`;
}

/**
 * `mode: compare` measures every slot of the checked-out commit and publishes a comparison; it
 * gates and freezes nothing. It runs where the checkout is the code the event's token was made
 * for: a pull request's own run (a fork's gets no secrets and is skipped), or the repository's
 * branches. Not on pull_request_target (a privileged token beside a head checkout), workflow_run
 * (its pull-request form grades uploaded answers, it measures nothing) or merge_group (the queue
 * only gates).
 */
const COMPARE_EVENTS = [
  'pull_request',
  'schedule',
  'workflow_dispatch',
  'push',
  'repository_dispatch',
];
