import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  decide,
  decideWith,
  decisionTable,
  fromGitHub,
  fromHead,
  OUTCOMES,
  PULL_RULES,
  type PullEvidence,
  type PullOutcome,
  type PullRule,
} from '../../src/core/decide.js';

/** A same-repository pull request's run that changes nothing of the bar, with its secrets. */
function evidence(change: Partial<{ [K in keyof PullEvidence]: PullEvidence[K]['value'] }> = {}) {
  const plain = {
    event: 'pull_request' as PullEvidence['event']['value'],
    reviewChangesApproval: true,
    approvedFreezeCommit: false,
    missingSecrets: [] as readonly string[],
    barChanged: false,
    approved: false,
    label: null as { allowed: boolean; freezesHere: boolean } | null,
    writingToken: false,
    judgeFromHead: { underHeadBar: false, underBaseBar: false },
    ...change,
  };
  return {
    event: fromGitHub(plain.event),
    reviewChangesApproval: fromGitHub(plain.reviewChangesApproval),
    approvedFreezeCommit: fromGitHub(plain.approvedFreezeCommit),
    missingSecrets: fromGitHub(plain.missingSecrets),
    barChanged: fromHead(plain.barChanged),
    approved: fromGitHub(plain.approved),
    label: fromGitHub(plain.label),
    writingToken: fromGitHub(plain.writingToken),
    judgeFromHead: fromHead(plain.judgeFromHead),
  } satisfies PullEvidence;
}

const labelRun = { allowed: true, freezesHere: true };
const review = 'pull_request_review' as const;
const target = 'pull_request_target' as const;
const verdictJob = 'workflow_run' as const;

/**
 * The attack catalogue and the honest journeys, as the evidence each one reaches `decide` with
 * and what the run must do. Evidence a pull request can write (an uploaded record, a comment, a
 * commit message, a cache entry) is not an input of `decide` at all: such cases arrive as what
 * GitHub's records say (no approving review), and are listed so.
 */
const CATALOGUE: { name: string; evidence: PullEvidence; outcome: PullOutcome }[] = [
  { name: 'an honest pull request', evidence: evidence(), outcome: 'gate-base-bar' },
  {
    name: 'a head that raises gate.max_drop, no review',
    evidence: evidence({ barChanged: true }),
    outcome: 'gate-base-bar',
  },
  {
    name: 'an approval record uploaded as an artifact, a comment or a commit: no review approves',
    evidence: evidence({ barChanged: true, approved: false }),
    outcome: 'gate-base-bar',
  },
  {
    name: "a maintainer's approving review naming exactly the head's changes",
    evidence: evidence({ barChanged: true, approved: true }),
    outcome: 'gate-head-bar',
  },
  {
    name: 'a fork without secrets that changes nothing',
    evidence: evidence({ missingSecrets: ['VENDOR_KEY'] }),
    outcome: 'fork-skip',
  },
  {
    name: 'a fork without secrets that raises max_drop',
    evidence: evidence({ missingSecrets: ['VENDOR_KEY'], barChanged: true }),
    outcome: 'fork-bar-changed',
  },
  {
    name: "a fork without secrets whose bar change a maintainer's review approves",
    evidence: evidence({ missingSecrets: ['VENDOR_KEY'], barChanged: true, approved: true }),
    outcome: 'fork-skip',
  },
  {
    name: 'the freeze label applied by a writer below freeze-permission',
    evidence: evidence({ barChanged: true, label: { allowed: false, freezesHere: false } }),
    outcome: 'refuse-label',
  },
  {
    name: "the freeze label's own run, applied by a maintainer",
    evidence: evidence({ barChanged: true, label: labelRun }),
    outcome: 'freeze',
  },
  {
    name: "a push while the label is on (not the label's run)",
    evidence: evidence({ barChanged: true, label: { allowed: true, freezesHere: false } }),
    outcome: 'gate-base-bar',
  },
  {
    name: "the label's run in a job with a writing token, under a judge from the head",
    evidence: evidence({
      event: verdictJob,
      barChanged: true,
      label: labelRun,
      writingToken: true,
      judgeFromHead: { underHeadBar: true, underBaseBar: false },
    }),
    outcome: 'refuse-head-judge',
  },
  {
    name: "the label's run in the verdict job, the judge unchanged",
    evidence: evidence({
      event: verdictJob,
      barChanged: true,
      label: labelRun,
      writingToken: true,
    }),
    outcome: 'freeze',
  },
  {
    name: 'an approved head judge in a job with a writing token (pull_request_target)',
    evidence: evidence({
      event: target,
      barChanged: true,
      approved: true,
      writingToken: true,
      judgeFromHead: { underHeadBar: true, underBaseBar: false },
    }),
    outcome: 'refuse-head-judge',
  },
  {
    name: "an unapproved head judge in the verdict job: graded by the base's judge",
    evidence: evidence({
      event: verdictJob,
      barChanged: true,
      writingToken: true,
      judgeFromHead: { underHeadBar: true, underBaseBar: false },
    }),
    outcome: 'gate-base-bar',
  },
  {
    name: "a new suite whose command judge is the head's, in the verdict job",
    evidence: evidence({
      event: verdictJob,
      barChanged: true,
      writingToken: true,
      judgeFromHead: { underHeadBar: true, underBaseBar: true },
    }),
    outcome: 'refuse-head-judge',
  },
  {
    name: "a head judge in the pull request's own run (no writing token)",
    evidence: evidence({
      barChanged: true,
      approved: true,
      judgeFromHead: { underHeadBar: true, underBaseBar: true },
    }),
    outcome: 'gate-head-bar',
  },
  {
    name: 'a comment review, or one that changes no approval',
    evidence: evidence({ event: review, reviewChangesApproval: false, barChanged: true }),
    outcome: 'nothing-for-review',
  },
  {
    name: 'an approving review of the freeze commit',
    evidence: evidence({
      event: review,
      barChanged: true,
      approved: true,
      approvedFreezeCommit: true,
    }),
    outcome: 'grade-freeze-commit',
  },
  {
    name: 'an approving review of a head with other changes than baselines',
    evidence: evidence({ event: review, barChanged: true, approved: true }),
    outcome: 'gate-head-bar',
  },
  {
    name: 'a request for changes that revokes an approval',
    evidence: evidence({ event: review, barChanged: true, approved: false }),
    outcome: 'gate-base-bar',
  },
  {
    name: "a fork's review run without secrets, the approval changed",
    evidence: evidence({ event: review, missingSecrets: ['VENDOR_KEY'], barChanged: true }),
    outcome: 'fork-bar-changed',
  },
  {
    name: 'an unchanged-approval review on a fork changes nothing even without secrets',
    evidence: evidence({ event: review, reviewChangesApproval: false, missingSecrets: ['K'] }),
    outcome: 'nothing-for-review',
  },
  {
    name: 'the review flag on a pull_request event is no review',
    evidence: evidence({ reviewChangesApproval: false, approvedFreezeCommit: true }),
    outcome: 'gate-base-bar',
  },
  {
    name: 'an approval without a bar change does not put the head in force',
    evidence: evidence({ approved: true }),
    outcome: 'gate-base-bar',
  },
];

/** The catalogue's cases whose outcome `decideWith(rules)` gets wrong. */
function failures(rules: readonly PullRule[]): string[] {
  return CATALOGUE.filter((c) => decideWith(rules, c.evidence).outcome !== c.outcome).map(
    (c) => c.name,
  );
}

describe('decide: what a pull request run does with what it read', () => {
  it.each(CATALOGUE)('$name: $outcome', ({ evidence: e, outcome }) => {
    const decision = decide(e);
    expect(decision.outcome).toBe(outcome);
    expect(decision.bar).toBe(OUTCOMES[outcome].bar);
    expect(decision.effects).toEqual(OUTCOMES[outcome].effects);
    // No pull request's run reads or saves the Actions cache, whatever it decides.
    expect(decision.cache).toEqual({ restore: false, save: false });
  });

  it('every rule decides at least one case of the catalogue', () => {
    const used = new Set(CATALOGUE.map((c) => decide(c.evidence).rule));
    expect(PULL_RULES.map((r) => r.id).filter((id) => !used.has(id))).toEqual([]);
  });

  // For each row, each other outcome in its place: the catalogue must notice.
  const outcomes = Object.keys(OUTCOMES) as PullOutcome[];
  const swaps = PULL_RULES.flatMap((rule, i) =>
    outcomes.filter((o) => o !== rule.outcome).map((swapped) => ({ i, id: rule.id, swapped })),
  );
  it.each(swaps)('row $id swapped to $swapped fails a case', ({ i, swapped }) => {
    const mutated = PULL_RULES.map((r, j) => (j === i ? { ...r, outcome: swapped } : r));
    expect(failures(mutated).length).toBeGreaterThan(0);
  });

  it('what only a pull request can write is no evidence: the evidence types say who holds each value', () => {
    const e = evidence();
    const holders = Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.from]));
    expect(holders).toEqual({
      event: 'github',
      reviewChangesApproval: 'github',
      approvedFreezeCommit: 'github',
      missingSecrets: 'github',
      barChanged: 'head',
      approved: 'github',
      label: 'github',
      writingToken: 'github',
      judgeFromHead: 'head',
    });
    // @ts-expect-error a head's value never stands where GitHub's record is expected
    const forged: PullEvidence = { ...e, approved: fromHead(true) };
    expect(forged.approved.from).toBe('head');
  });

  it("the README's decision table is rendered from the rules", async () => {
    const readme = await readFile('README.md', 'utf8');
    const cells = (table: string) =>
      table
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((c) => c.trim()),
        );
    const start = readme.indexOf('| rule ');
    expect(start).toBeGreaterThan(0);
    const end = readme.indexOf('\n\n', start);
    expect(cells(readme.slice(start, end))).toEqual(cells(decisionTable()));
  });
});
