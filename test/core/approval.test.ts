import { describe, expect, it } from 'vitest';
import {
  approvalArtifactName,
  checkApproval,
  judgeEvidence,
  parseApproval,
  type Approval,
  type Evidence,
  type EvidenceRules,
  type RunAttempt,
} from '../../src/core/approval.js';
import { barDigest, barSnapshot } from '../../src/core/bar.js';
import { parseConfig } from '../../src/core/config/parse.js';
import type { Protocol } from '../../src/core/record.js';

const BASELINE = '.evalgate/baselines/s/vendor/model.json';

function head(maxDrop = 5, baseline = 'a') {
  const { config } = parseConfig(
    `version: 1
suite: s
dataset: { path: d.jsonl }
gate: { max_drop: ${maxDrop} }
models:
  - { id: vendor/model, provider: openai, base_url: "http://127.0.0.1:1/v1", model: m }
`,
    'evalgate.yml',
  );
  const protocol = { template: { text: 'T' } } as unknown as Protocol;
  return barSnapshot(config, { protocol, protocolId: 'p' }, { [BASELINE]: baseline.repeat(64) });
}

const HEAD_SHA = 'b'.repeat(40);
const approval: Approval = {
  v: 2,
  suite: 's',
  bar: barDigest(head()),
  baselines: head().baselines,
  by: 'maintainer',
  pull: 7,
  run_id: '100',
  run_attempt: 1,
  via: 'label',
  event_id: 55,
  head_sha: HEAD_SHA,
  label_run: null,
};

const labelled = {
  id: 55,
  event: 'labeled',
  actor: 'maintainer',
  label: 'evalgate:freeze',
  created_at: '2026-12-01T08:00:00Z',
};
const attempt: RunAttempt = {
  run_id: '100',
  attempt: 1,
  event: 'pull_request',
  triggering_actor: 'maintainer',
  status: 'completed',
  conclusion: 'success',
  created_at: '2026-12-01T08:00:05Z',
  started_at: '2026-12-01T08:00:06Z',
  head_sha: HEAD_SHA,
  head_branch: 'feature',
  path: '.github/workflows/pr.yml',
  pulls: [7],
};
const rules: EvidenceRules = {
  pull: 7,
  suite: 's',
  freezeLabel: 'evalgate:freeze',
  events: [labelled],
  freezingEvents: ['pull_request', 'pull_request_target', 'workflow_run', 'workflow_dispatch'],
  pullHeadRef: 'feature',
  defaultBranch: 'main',
  workflows: null,
  refuseAuthor: null,
};
const artifact = { id: 9, run_id: '100', created_at: '2026-12-01T08:02:00Z', expired: false };

function judge(change: Partial<Evidence> = {}, ruleChange: Partial<EvidenceRules> = {}) {
  const evidence: Evidence = { artifact, approval, attempt, labelRun: null, ...change };
  return judgeEvidence(evidence, { ...rules, ...ruleChange });
}
const why = (v: ReturnType<typeof judge>) => (v.holds ? null : v.why);

describe('the evidence of an approval', () => {
  it("holds for the label's own run, finished with success, started by the labeller", () => {
    expect(judge()).toEqual({ holds: true });
  });

  it('a re-run keeps it: the attempt named is the one that uploaded, and it still holds', () => {
    // The record names attempt 1; the run was re-run later (attempt 2 failed), which changes
    // nothing about what attempt 1 uploaded.
    expect(judge({ attempt: { ...attempt, attempt: 1 } })).toEqual({ holds: true });
  });

  it('a cancelled, failed or missing freezing attempt approves nothing', () => {
    expect(why(judge({ attempt: { ...attempt, conclusion: 'cancelled' } }))).toBe(
      'workflow run 100 attempt 1 ended as cancelled, not success',
    );
    expect(why(judge({ attempt: { ...attempt, conclusion: 'failure' } }))).toContain(
      'ended as failure',
    );
    expect(why(judge({ attempt: null }))).toBe(
      'the Actions API knows no workflow run 100 attempt 1',
    );
  });

  it('an attempt still running is pending, not approved', () => {
    expect(judge({ attempt: { ...attempt, status: 'in_progress', conclusion: null } })).toEqual({
      holds: false,
      pending: true,
      why: 'workflow run 100 attempt 1 has not finished',
    });
  });

  it('an expired artifact proves nothing', () => {
    expect(why(judge({ artifact: { ...artifact, expired: true } }))).toContain('has expired');
  });

  it('a record uploaded by another run than the one it names is void', () => {
    // The author's own run uploads a record naming the maintainer's freeze run.
    expect(why(judge({ artifact: { ...artifact, run_id: '200' } }))).toBe(
      'artifact 9 of workflow run 200 holds a record naming workflow run 100',
    );
  });

  it("a run started by someone else (the author's push) approves nothing", () => {
    expect(why(judge({ attempt: { ...attempt, triggering_actor: 'author' } }))).toBe(
      'workflow run 100 attempt 1 was started by author, not by maintainer',
    );
  });

  it("the label event must be the approver's application of the freeze label, right before the run", () => {
    expect(why(judge({}, { events: [] }))).toBe(
      'no "evalgate:freeze" label event 55 by maintainer is on this pull request',
    );
    expect(why(judge({}, { events: [{ ...labelled, actor: 'author' }] }))).toContain(
      'label event 55',
    );
    expect(why(judge({ attempt: { ...attempt, created_at: '2026-12-02T08:00:00Z' } }))).toBe(
      'workflow run 100 did not start right after label event 55',
    );
    expect(why(judge({ attempt: { ...attempt, event: 'push' } }))).toContain(
      'freezes by push runs are not accepted',
    );
  });

  it('the run the label started must have run on the frozen head', () => {
    expect(why(judge({ attempt: { ...attempt, head_sha: 'c'.repeat(40) } }))).toContain(
      'not on the frozen head',
    );
  });

  it('a workflow_run verdict job accepts only freezes by runs of the default branch', () => {
    const verdictOnly = { freezingEvents: ['workflow_run', 'workflow_dispatch'] };
    expect(why(judge({}, verdictOnly))).toContain(
      'freezes by pull_request runs are not accepted here',
    );
    // The two-job freeze: the workflow_run run froze what the label's pull_request run measured.
    const twoJob: Evidence = {
      artifact: { ...artifact, created_at: '2026-12-01T08:05:00Z' },
      approval: { ...approval, label_run: '99' },
      attempt: {
        ...attempt,
        event: 'workflow_run',
        created_at: '2026-12-01T08:04:00Z',
        started_at: '2026-12-01T08:04:00Z',
        head_branch: 'main',
        path: '.github/workflows/verdict.yml',
        pulls: [],
      },
      labelRun: { ...attempt, run_id: '99', path: '.github/workflows/measure.yml' },
    };
    expect(judgeEvidence(twoJob, { ...rules, ...verdictOnly })).toEqual({ holds: true });
    // The verdict job knows its own workflow and the measuring one: runs of others count not.
    const workflows = {
      ...verdictOnly,
      workflows: {
        verdict: '.github/workflows/verdict.yml',
        measuring: '.github/workflows/measure.yml',
      },
    };
    expect(judgeEvidence(twoJob, { ...rules, ...workflows })).toEqual({ holds: true });
    expect(
      why(
        judgeEvidence(
          { ...twoJob, attempt: { ...twoJob.attempt!, path: '.github/workflows/other.yml' } },
          { ...rules, ...workflows },
        ),
      ),
    ).toBe(
      'workflow run 100 attempt 1 ran .github/workflows/other.yml, not this verdict workflow .github/workflows/verdict.yml',
    );
    expect(
      why(
        judgeEvidence(
          { ...twoJob, labelRun: { ...twoJob.labelRun!, path: '.github/workflows/pr.yml' } },
          { ...rules, ...workflows },
        ),
      ),
    ).toBe(
      'workflow run 99 ran .github/workflows/pr.yml, not the measuring workflow .github/workflows/measure.yml',
    );
    // The label's run must be this pull request's.
    expect(
      why(judgeEvidence({ ...twoJob, labelRun: { ...twoJob.labelRun!, pulls: [8] } }, rules)),
    ).toBe('workflow run 99 ran for pull request #8, not #7');
    // Whoever set off the workflow_run run: it runs the default branch's code; the label's run
    // is what must be the approver's.
    const setOff = { ...twoJob, attempt: { ...twoJob.attempt!, triggering_actor: 'author' } };
    expect(judgeEvidence(setOff, { ...rules, ...verdictOnly })).toEqual({ holds: true });
    expect(
      why(
        judgeEvidence(
          { ...twoJob, labelRun: { ...attempt, run_id: '99', triggering_actor: 'author' } },
          rules,
        ),
      ),
    ).toBe('workflow run 99 was started by author, not by maintainer');
    expect(
      why(judgeEvidence({ ...twoJob, approval: { ...approval, label_run: null } }, rules)),
    ).toContain('names no pull-request run the label started');
  });

  it('a dispatch approves only through a dispatch run by the approver, on the default branch, for its own freeze pull request', () => {
    const dispatch = { ...approval, via: 'dispatch' as const, event_id: null, head_sha: null };
    const dispatched = { ...attempt, event: 'workflow_dispatch', head_branch: 'main', pulls: [] };
    const freezePull = { events: [], pullHeadRef: 'evalgate/freeze-s-123' };
    expect(judge({ approval: dispatch, attempt: dispatched }, freezePull)).toEqual({ holds: true });
    expect(why(judge({ approval: dispatch }, freezePull))).toContain('not a dispatch');
    // Dispatched on a branch whose code the approver did not review: nothing approved.
    expect(
      why(
        judge(
          { approval: dispatch, attempt: { ...dispatched, head_branch: 'feature' } },
          freezePull,
        ),
      ),
    ).toBe('workflow run 100 attempt 1 was dispatched on feature, not on the default branch main');
    expect(
      why(
        judge({ approval: dispatch, attempt: dispatched }, { ...freezePull, defaultBranch: null }),
      ),
    ).toContain('not on the default branch');
    // A dispatch's record approves the freeze pull request it opened, not another.
    expect(why(judge({ approval: dispatch, attempt: dispatched }, { events: [] }))).toBe(
      'a dispatched freeze approves only the pull request it opens (a evalgate/freeze-* branch), not one from feature',
    );
  });

  it('a label record names its frozen head and label event', () => {
    expect(why(judge({ approval: { ...approval, head_sha: null } }))).toBe(
      'artifact 9 of workflow run 100 names no frozen head commit or label event',
    );
    expect(why(judge({ approval: { ...approval, event_id: null } }))).toContain(
      'names no frozen head commit or label event',
    );
  });

  it("a record uploaded before the attempt it names started is another attempt's", () => {
    // Attempt 1 (the author's push) uploads a record naming attempt 2, a maintainer's re-run.
    const rerun = { ...attempt, attempt: 2, started_at: '2026-12-01T09:00:00Z' };
    expect(why(judge({ approval: { ...approval, run_attempt: 2 }, attempt: rerun }))).toBe(
      'artifact 9 of workflow run 100 was uploaded before workflow run 100 attempt 2 started, so by another attempt',
    );
  });

  it("freeze-refuse-author: the author's own approval counts not, also from the evidence", () => {
    expect(why(judge({}, { refuseAuthor: 'maintainer' }))).toBe(
      "maintainer is the pull request's author (input freeze-refuse-author)",
    );
    expect(judge({}, { refuseAuthor: 'someone-else' })).toEqual({ holds: true });
  });

  it('the record must be a well-formed v2 approval of this pull request and suite', () => {
    const text = JSON.stringify(approval);
    expect(parseApproval(text)).toEqual(approval);
    expect(parseApproval('not json')).toBeNull();
    expect(parseApproval(JSON.stringify({ ...approval, v: 1 }))).toBeNull();
    expect(parseApproval(JSON.stringify({ ...approval, bar: 'x' }))).toBeNull();
    expect(parseApproval(JSON.stringify({ ...approval, run_attempt: 0 }))).toBeNull();
    expect(why(judge({ approval: { ...approval, pull: 8 } }))).toContain('pull request #8');
    expect(why(judge({ approval: null }))).toContain('holds no readable approval');
    expect(approvalArtifactName('s', 7)).toBe('evalgate-approval-s-pr7');
  });
});

describe('an approval covers exactly the approved bar', () => {
  it('the same bar is approved; what moved since is named', async () => {
    expect(await checkApproval(head(), [approval])).toEqual({ approved: true, approval });
    expect(await checkApproval(head(), [])).toMatchObject({
      approved: false,
      reason: 'no approval is recorded for this pull request (no freeze run uploaded one)',
    });
    expect(await checkApproval(head(5, 'b'), [approval])).toEqual({
      approved: false,
      reason: `the bar changed after the last approval by maintainer: ${BASELINE} differs from what was approved`,
      edited: [BASELINE],
    });
    expect(await checkApproval(head(6), [approval])).toMatchObject({
      reason: 'the bar changed after the last approval by maintainer (config or data)',
    });
  });

  it('a matching record counts only when its evidence holds', async () => {
    expect(await checkApproval(head(), [approval], async () => 'run 100 was cancelled')).toEqual({
      approved: false,
      reason:
        'an approval of this bar was found, but its evidence does not hold (maintainer: run 100 was cancelled); apply the freeze label again',
      edited: [],
    });
  });
});
