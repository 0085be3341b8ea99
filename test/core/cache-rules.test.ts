import { describe, expect, it } from 'vitest';
import { type CacheOrigin } from '../../src/core/cache-rules.js';
import { workflowCachePolicy } from '../../src/core/decide.js';

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

  it("a pull request's run: no answer of another run stands in, however trusted its mark says it is; saves none", () => {
    const policy = run({ pull: true });
    // What the cache-poisoning step wrote: a fresh answer marked trusted by another run.
    expect(policy.reuse(origin('9999999999999', 0.01))).toBe(false);
    expect(policy.reuse(origin('101', 1))).toBe(false);
    expect(policy.reuse(origin(null, 1))).toBe(false);
    expect(policy.save).toBe(false);
    expect(policy.writer.trusted).toBe(false);
    expect(policy.rule).toContain('pull-request runs read no cache');
  });
});
