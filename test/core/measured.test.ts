import { describe, expect, it } from 'vitest';
import type { LabelEvent } from '../../src/core/decide.js';
import { cachesProvider, standsIn } from '../../src/core/cache-rules.js';
import { measuringJobPolicy, artifactAnswersPolicy } from '../../src/core/decide.js';
import {
  checkManifest,
  labelRunRefusal,
  headBefore,
  measuredPull,
  type AnswersManifest,
} from '../../src/core/measured.js';

const HEAD = 'b'.repeat(40);
const OTHER = 'c'.repeat(40);
const run = { headSha: HEAD, headRepo: 'someone/repo', headBranch: 'feature' };

describe('which pull request a measuring run was for', () => {
  it('the one candidate whose head is the measured commit', () => {
    expect(
      measuredPull(
        run,
        [
          { number: 7, headSha: HEAD },
          { number: 8, headSha: OTHER },
        ],
        'the open pull requests of octo/repo',
      ),
    ).toEqual({ number: 7 });
  });

  it('none: fails closed, naming what was looked at', () => {
    const found = measuredPull(run, [{ number: 8, headSha: OTHER }], 'workflow_run.pull_requests');
    expect(found).toEqual({
      error:
        'no open pull request has the measured commit bbbbbbbbbbbb as its head (workflow_run.pull_requests for someone/repo:feature: #8 (head cccccccccccc))',
    });
    expect(measuredPull(run, [], 'the open pull requests of octo/repo')).toEqual({
      error:
        'no open pull request has the measured commit bbbbbbbbbbbb as its head (the open pull requests of octo/repo for someone/repo:feature: none)',
    });
  });

  it('several with that head (one branch, two bases): fails closed naming them', () => {
    const found = measuredPull(
      run,
      [
        { number: 7, headSha: HEAD },
        { number: 9, headSha: HEAD },
      ],
      'the open pull requests of octo/repo',
    );
    expect('error' in found && found.error).toContain('#7, #9');
    expect('error' in found && found.error).toContain('several open pull requests');
  });
});

const event = (id: number, actor: string, label: string, at: string, kind = 'labeled') =>
  ({ id, event: kind, actor, label, created_at: at }) as LabelEvent;
const APPLIED = event(11, 'maintainer', 'evalgate:freeze', '2026-12-01T12:00:00Z');
const labelRun = {
  id: '5001',
  event: 'pull_request',
  triggeringActor: 'maintainer',
  createdAt: '2026-12-01T12:00:03Z',
  attempt: 1,
  headSha: 'a'.repeat(40),
};
const facts = (over: Partial<Parameters<typeof labelRunRefusal>[0]> = {}) =>
  labelRunRefusal({
    label: 'evalgate:freeze',
    application: APPLIED,
    events: [APPLIED],
    run: labelRun,
    headAtLabel: 'a'.repeat(40),
    ...over,
  });

describe('whether the measuring run is the one the freeze label started', () => {
  it('started by the applier right after the application: it is', () => {
    expect(facts()).toBeNull();
    expect(facts({ run: { ...labelRun, triggeringActor: 'MAINTAINER' } })).toBeNull();
  });

  it("a push by the author while the label is on is not the label's run", () => {
    expect(facts({ run: { ...labelRun, triggeringActor: 'author' } })).toContain(
      "was started by author's pull_request, not by maintainer's label",
    );
  });

  it('a run of a head pushed after the label, or of a close and reopen, is not the label run', () => {
    // The window case: the label run was refused for a moved-on head; a maintainer's later push
    // (a committed suggestion) is started by the applier, within minutes, on another commit.
    const later = { ...labelRun, createdAt: '2026-12-01T12:05:00Z', headSha: 'c'.repeat(40) };
    expect(facts({ run: later })).toContain(
      "measured cccccccccccc, and the pull request's head when maintainer applied",
    );
    expect(facts({ headAtLabel: null })).toContain('not measured by any run');
    const runs = [
      { created_at: '2026-12-01T11:50:00Z', head_sha: 'a'.repeat(40) },
      { created_at: '2026-12-01T11:40:00Z', head_sha: 'b'.repeat(40) },
      { created_at: '2026-12-01T12:00:01Z', head_sha: 'c'.repeat(40) },
    ];
    expect(headBefore(runs, APPLIED.created_at)).toBe('a'.repeat(40));
    expect(headBefore(runs, '2026-12-01T11:00:00Z')).toBeNull();
  });

  it('a re-run, a late run, another event, no applier: not the label run', () => {
    expect(facts({ run: { ...labelRun, attempt: 2 } })).toContain('is attempt 2');
    expect(facts({ run: { ...labelRun, createdAt: '2026-12-01T12:30:00Z' } })).toContain(
      'did not start right after maintainer applied it',
    );
    expect(facts({ run: { ...labelRun, event: 'push' } })).toContain("maintainer's push");
    expect(facts({ application: null })).toContain('no "labeled" event names who applied');
  });

  it('another label the same user applied before the run started: the run may be that one’s', () => {
    const other = event(12, 'maintainer', 'bug', '2026-12-01T12:00:02Z');
    expect(facts({ events: [APPLIED, other] })).toContain(
      'applied the "bug" label after "evalgate:freeze"',
    );
    // Someone else's label, or one long before, says nothing about this run.
    const theirs = event(13, 'author', 'bug', '2026-12-01T12:00:02Z');
    const before = event(10, 'maintainer', 'bug', '2026-12-01T11:00:00Z');
    expect(facts({ events: [before, APPLIED, theirs] })).toBeNull();
  });
});

const manifest: AnswersManifest = {
  v: 1,
  suite: 'generated',
  pull: 7,
  head_sha: HEAD,
  base_sha: 'a'.repeat(40),
  head_repo: 'octo/repo',
  protocol_ids: ['f'.repeat(64)],
  run_id: '5001',
  run_attempt: 1,
  missing_secrets: [],
};
const expected = { suite: 'generated', pull: 7, headSha: HEAD, runId: '5001' };

describe('the answers manifest agrees with what GitHub says about the measured run', () => {
  it('the same suite, pull request, head and run: accepted', () => {
    expect(checkManifest(manifest, expected)).toEqual({ manifest });
  });

  it('another pull request, head commit, suite or run: refused, naming each difference', () => {
    expect(checkManifest({ ...manifest, pull: 8 }, expected)).toEqual({
      error: 'the manifest names pull request #8, not #7',
    });
    expect(checkManifest({ ...manifest, head_sha: OTHER, suite: 'other' }, expected)).toEqual({
      error:
        'the manifest names suite "other", not "generated"; head commit cccccccccccc, not bbbbbbbbbbbb',
    });
    expect(checkManifest({ ...manifest, run_id: '1' }, expected)).toEqual({
      error: 'the manifest names workflow run 1, not 5001',
    });
  });

  it('anything but a manifest: refused', () => {
    for (const raw of [null, [], 'x', { ...manifest, v: 2 }, { ...manifest, protocol_ids: [1] }]) {
      expect(checkManifest(raw, expected)).toHaveProperty('error');
    }
  });
});

describe('the cache rules of the two jobs', () => {
  const origin = { at: new Date().toISOString(), run: '5001', attempt: 1, trusted: false };
  it('the measuring job keeps every provider’s answers, and lets only paid ones stand in', () => {
    const policy = measuringJobPolicy({ runId: '5001', attempt: 1 });
    expect(policy.save).toBe(true);
    expect(policy.writer.trusted).toBe(false);
    expect(cachesProvider(policy, 'command')).toBe(true);
    expect(standsIn(policy, 'openai', origin)).toBe(true);
    // A command's answer depends on its files: the measuring job always runs it.
    expect(standsIn(policy, 'command', origin)).toBe(false);
  });

  it('the verdict job: every provider from the artifact, nothing sent, nothing saved', () => {
    const policy = artifactAnswersPolicy({ runId: '5001', attempt: 1, measures: false });
    expect(policy.requests).toBe(false);
    expect(policy.save).toBe(false);
    for (const provider of ['openai', 'command', 'baseline', 'replay']) {
      expect(standsIn(policy, provider, origin)).toBe(true);
    }
    const freeze = artifactAnswersPolicy({ runId: '5001', attempt: 1, measures: true });
    expect(standsIn(freeze, 'openai', { ...origin, run: '4000', trusted: true })).toBe(false);
    expect(standsIn(freeze, 'openai', null)).toBe(false);
  });
});
