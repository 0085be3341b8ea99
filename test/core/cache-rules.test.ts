import { describe, expect, it } from 'vitest';
import { workflowCachePolicy, type CacheOrigin } from '../../src/core/cache-rules.js';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const origin = (run: string | null, hoursAgo: number, trusted = true): CacheOrigin => ({
  at: new Date(NOW - hoursAgo * 3600_000).toISOString(),
  run,
  attempt: 1,
  trusted,
});
const run = (over: Partial<Parameters<typeof workflowCachePolicy>[0]>) =>
  workflowCachePolicy({
    runId: '102',
    attempt: 2,
    pull: false,
    measures: false,
    maxAgeS: 86400,
    now: NOW,
    ...over,
  });

describe('which cached answers a workflow run may take', () => {
  it("a scheduled run: only its own workflow run's (a re-run attempt resumes), and it saves", () => {
    const policy = run({});
    expect(policy.reuse(origin('102', 1))).toBe(true);
    expect(policy.reuse(origin('101', 1))).toBe(false);
    expect(policy.reuse(origin(null, 0))).toBe(false);
    expect(policy.reuse(null)).toBe(false);
    expect(policy.save).toBe(true);
    expect(policy.writer).toEqual({ run: '102', attempt: 2, trusted: true });
  });

  it("a pull request's run: trusted answers within cache-max-age too; never untrusted; saves none", () => {
    const policy = run({ pull: true });
    expect(policy.reuse(origin('101', 23))).toBe(true);
    expect(policy.reuse(origin('101', 25))).toBe(false);
    expect(policy.reuse(origin('101', 1, false))).toBe(false);
    expect(policy.reuse(origin(null, 1))).toBe(false); // a local run's answer is nobody's
    expect(policy.reuse({ ...origin('101', 1), at: 'not a date' })).toBe(false);
    expect(policy.reuse(origin('101', -1))).toBe(false); // from the future
    expect(policy.save).toBe(false);
    expect(policy.writer.trusted).toBe(false);
    expect(run({ pull: true, maxAgeS: 0 }).reuse(origin('101', 0.01))).toBe(false);
  });

  it('a freeze measures, even on a pull request: only its own run', () => {
    const policy = run({ pull: true, measures: true });
    expect(policy.reuse(origin('101', 1))).toBe(false);
    expect(policy.reuse(origin('102', 1, false))).toBe(true);
  });
});
