/**
 * The one place a pull request's run decides what it does: which bar is in force, what is
 * measured and graded, and what it may write. Everything it weighs was read first (the read
 * module fails closed), each value typed by who controls it, so a head's value cannot stand where
 * the base's or GitHub's is expected. The rules are one ordered table: the first row whose
 * condition holds decides. The README's decision table is rendered from it (a test compares them).
 */

/** A value the base commit holds: the bar, which the pull request cannot change. */
export interface FromBase<T> {
  readonly from: 'base';
  readonly value: T;
}
/** A value the pull request's head holds (its files, or what its workflow files set). */
export interface FromHead<T> {
  readonly from: 'head';
  readonly value: T;
}
/** GitHub's record: reviews bound to a commit, label events, permissions, runs, secrets passed. */
export interface FromGitHub<T> {
  readonly from: 'github';
  readonly value: T;
}
export const fromBase = <T>(value: T): FromBase<T> => ({ from: 'base', value });
export const fromHead = <T>(value: T): FromHead<T> => ({ from: 'head', value });
export const fromGitHub = <T>(value: T): FromGitHub<T> => ({ from: 'github', value });

/** What a pull request's run (or the verdict job of one) knows once everything is read. */
export interface PullEvidence {
  /** The event GitHub delivered: a review's run may have nothing to do. */
  event: FromGitHub<
    'pull_request' | 'pull_request_review' | 'pull_request_target' | 'workflow_run'
  >;
  /** A review's run: whether this review changes whether the head's bar is approved. */
  reviewChangesApproval: FromGitHub<boolean>;
  /** A review's run: the head is a freeze commit whose baselines an approving review approves. */
  approvedFreezeCommit: FromGitHub<boolean>;
  /**
   * The key variables the base's slots need that GitHub did not pass this run (a fork's); in the
   * verdict job, what the measuring run says it lacked (the head's word: it can only skip or fail).
   */
  missingSecrets: FromGitHub<readonly string[]> | FromHead<readonly string[]>;
  /** The head changes a part of the base's bar that fails the check unless approved. */
  barChanged: FromHead<boolean>;
  /** A maintainer's approving review names exactly the head's changes of the bar. */
  approved: FromGitHub<boolean>;
  /** The freeze label is on: whether its applier may freeze, and whether this run freezes. */
  label: FromGitHub<{ allowed: boolean; freezesHere: boolean } | null>;
  /** This job holds a token that writes, so it runs none of the pull request's code. */
  writingToken: FromGitHub<boolean>;
  /**
   * The judge of the program that would be graded runs a command from the head's files: under
   * the head's bar (a freeze, an approval) and under the base's (a new suite's judge).
   */
  judgeFromHead: FromHead<{ underHeadBar: boolean; underBaseBar: boolean }>;
}

/** What the run does. */
export type PullOutcome =
  | 'nothing-for-review'
  | 'grade-freeze-commit'
  | 'fork-bar-changed'
  | 'fork-skip'
  | 'refuse-head-judge'
  | 'refuse-label'
  | 'freeze'
  | 'gate-head-bar'
  | 'gate-base-bar';

/** What a run may write or do outside itself; a flow does only what its decision lists. */
export type Effect =
  | 'measure'
  | 'comment'
  | 'summary'
  | 'status'
  | 'status-failure'
  | 'push-baselines'
  | 'remove-label'
  | 'notice'
  | 'fail';

export interface Decision {
  /** The rule that decided, by its id in the table. */
  rule: string;
  outcome: PullOutcome;
  /** The bar in force: the base's, the head's (approved, or being frozen), or none graded. */
  bar: 'base' | 'head' | null;
  effects: readonly Effect[];
  /** Pull-request runs read no Actions cache and save none (`core/cache-rules.ts`). */
  cache: { restore: false; save: false };
}

/** Per outcome: the bar in force and what the run may write. */
export const OUTCOMES: Readonly<
  Record<PullOutcome, { bar: Decision['bar']; effects: readonly Effect[]; says: string }>
> = {
  'nothing-for-review': {
    bar: null,
    effects: ['notice'],
    says: 'measures nothing; the status stays as the last graded run set it',
  },
  'grade-freeze-commit': {
    bar: 'head',
    effects: ['comment', 'summary', 'status'],
    says: "grades the freeze commit by its own baselines (0 requests) under the head's bar",
  },
  'fork-bar-changed': {
    bar: 'base',
    effects: ['comment', 'summary', 'status'],
    says: 'measures nothing (no secrets); `bar-changed`',
  },
  'fork-skip': {
    bar: 'base',
    effects: ['summary'],
    says: 'skips: no status (a skip grades nothing); fails when another open pull request has the same head',
  },
  'refuse-head-judge': {
    bar: null,
    effects: ['fail'],
    says: 'refuses: a job with a writing token runs no command from the head',
  },
  'refuse-label': {
    bar: null,
    effects: ['fail'],
    says: 'refuses the label, naming who applied it and the permission needed',
  },
  freeze: {
    bar: 'head',
    effects: ['measure', 'push-baselines', 'comment', 'summary', 'status-failure', 'remove-label'],
    says: 'measures and commits the baselines; status `failure` until a review approves them',
  },
  'gate-head-bar': {
    bar: 'head',
    effects: ['measure', 'comment', 'summary', 'status'],
    says: "measures the head under the head's bar",
  },
  'gate-base-bar': {
    bar: 'base',
    effects: ['measure', 'comment', 'summary', 'status'],
    says: "measures the head's builds under the base's bar (`bar-changed` if the head changes it)",
  },
};

export interface PullRule {
  id: string;
  /** The condition, as the README says it. */
  when: string;
  holds: (e: PullEvidence) => boolean;
  outcome: PullOutcome;
}

const review = (e: PullEvidence) => e.event.value === 'pull_request_review';
const forkWithoutSecrets = (e: PullEvidence) => e.missingSecrets.value.length > 0;
const freezing = (e: PullEvidence) => e.label.value?.allowed === true && e.label.value.freezesHere;

/** The rules, in order: the first that holds decides. */
export const PULL_RULES: readonly PullRule[] = [
  {
    id: 'review-unchanged',
    when: "a review's run, and the review does not change whether the head's bar is approved",
    holds: (e) => review(e) && !e.reviewChangesApproval.value,
    outcome: 'nothing-for-review',
  },
  {
    id: 'review-freeze-commit',
    when: "a review's run, and the head is a freeze commit an approving review names",
    holds: (e) => review(e) && e.approvedFreezeCommit.value,
    outcome: 'grade-freeze-commit',
  },
  {
    id: 'fork-bar-changed',
    when: "the base's key variables were not passed (a fork), and the head changes the bar unapproved",
    holds: (e) => forkWithoutSecrets(e) && e.barChanged.value && !e.approved.value,
    outcome: 'fork-bar-changed',
  },
  {
    id: 'fork-skip',
    when: "the base's key variables were not passed (a fork)",
    holds: forkWithoutSecrets,
    outcome: 'fork-skip',
  },
  {
    id: 'head-judge-freeze',
    when: "a job with a writing token would freeze under a judge that runs the head's code",
    holds: (e) => e.writingToken.value && freezing(e) && e.judgeFromHead.value.underHeadBar,
    outcome: 'refuse-head-judge',
  },
  {
    id: 'head-judge-approved',
    when: "a job with a writing token would grade under the approved head's judge, which runs the head's code",
    holds: (e) =>
      e.writingToken.value &&
      !freezing(e) &&
      e.approved.value &&
      e.judgeFromHead.value.underHeadBar,
    outcome: 'refuse-head-judge',
  },
  {
    id: 'head-judge-base',
    when: "a job with a writing token would grade under a judge from the head's files (a new suite)",
    holds: (e) =>
      e.writingToken.value &&
      !freezing(e) &&
      !e.approved.value &&
      e.judgeFromHead.value.underBaseBar,
    outcome: 'refuse-head-judge',
  },
  {
    id: 'label-refused',
    when: 'the freeze label was applied by someone below `freeze-permission`',
    holds: (e) => e.label.value !== null && !e.label.value.allowed,
    outcome: 'refuse-label',
  },
  {
    id: 'label-freeze',
    when: "this is the run the freeze label's application started",
    holds: freezing,
    outcome: 'freeze',
  },
  {
    id: 'approved',
    when: "an approving review names exactly the head's changes of the bar",
    holds: (e) => barInForce(e) === 'head',
    outcome: 'gate-head-bar',
  },
  {
    id: 'base-bar',
    when: 'otherwise',
    holds: () => true,
    outcome: 'gate-base-bar',
  },
];

/**
 * The bar a run grades under, for every event that grades a head against a base (a pull request,
 * the verdict job, a merge group): the head's only when GitHub's records approve exactly the
 * head's changes, else the base's with the head's builds.
 */
export function barInForce(e: {
  barChanged: FromHead<boolean>;
  approved: FromGitHub<boolean>;
}): 'head' | 'base' {
  return e.barChanged.value && e.approved.value ? 'head' : 'base';
}

/** Decides by `rules` (the table above unless a test swaps a row's outcome). */
export function decideWith(rules: readonly PullRule[], evidence: PullEvidence): Decision {
  const rule = rules.find((r) => r.holds(evidence));
  // The last row always holds; a table without it is a bug, not a pass.
  if (!rule) throw new Error('decide: no rule holds; the table needs a last row that always does');
  const { bar, effects } = OUTCOMES[rule.outcome];
  return {
    rule: rule.id,
    outcome: rule.outcome,
    bar,
    effects,
    cache: { restore: false, save: false },
  };
}

/** What a pull request's run does with what it read. */
export function decide(evidence: PullEvidence): Decision {
  return decideWith(PULL_RULES, evidence);
}

/** The README's decision table, rendered from the rules. */
export function decisionTable(rules: readonly PullRule[] = PULL_RULES): string {
  const lines = [
    '| rule | when | the run | writes |',
    '| ---- | ---- | ------- | ------ |',
    ...rules.map((r) => {
      const o = OUTCOMES[r.outcome];
      return `| \`${r.id}\` | ${r.when} | ${o.says} | ${o.effects.map((x) => `\`${x}\``).join(', ')} |`;
    }),
  ];
  return lines.join('\n');
}

// The rules the read module and the engine apply on the way (who may freeze, what a
// pull_request_target run refuses, which reviews stand, which cached answers stand in), from the
// one module that decides: nothing else imports `core/rules/` (an eslint rule).
export { barBlocked, barFailsCheck } from './rules/bar-check.js';
export {
  judgeLabel,
  labelApplication,
  roleAllows,
  roleOf,
  ROLES,
  type LabelDecision,
  type LabelEvent,
  type Role,
} from './rules/who-may.js';
export { targetRefusals } from './rules/target.js';
export {
  coveredChanges,
  reviewNotes,
  standingApprovals,
  type ApprovedChanges,
} from './rules/approvals.js';
export {
  artifactAnswersPolicy,
  LOCAL_MEASURE,
  LOCAL_REUSE,
  measuringJobPolicy,
  workflowCachePolicy,
  type WorkflowRun,
} from './rules/cache-policy.js';
