import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/engine/providers/types.js';
import { runScheduled, type TaskOutcome } from '../../src/engine/scheduler.js';

function collect<T>() {
  const outcomes = new Map<number, TaskOutcome<T>>();
  let calls = 0;
  return {
    outcomes,
    onOutcome: (index: number, outcome: TaskOutcome<T>) => {
      calls++;
      expect(outcomes.has(index)).toBe(false); // exactly one outcome per task
      outcomes.set(index, outcome);
    },
    calls: () => calls,
  };
}

describe('runScheduled', () => {
  it('stops on the caller signal: nothing starts after it, requests in flight end unfinished, not errored', async () => {
    const controller = new AbortController();
    const sent: number[] = [];
    const c = collect<number>();
    const result = await runScheduled(
      100,
      (i, signal) =>
        new Promise<number>((resolve, reject) => {
          sent.push(i);
          // Answers 0..9 arrive; from then on each request waits until the abort ends it.
          if (i < 10) return setTimeout(() => resolve(i), 1);
          signal.addEventListener('abort', () =>
            reject(Object.assign(new Error('aborted'), { kind: 'aborted' })),
          );
          if (i === 12) controller.abort();
        }),
      () => 1,
      c.onOutcome,
      { concurrency: 4, maxRetries: 3, signal: controller.signal },
    );
    expect(result.fatal).toBeNull();
    expect([...c.outcomes.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...c.outcomes.values()].every((o) => o.ok)).toBe(true);
    expect(Math.max(...sent)).toBeLessThanOrEqual(13);
    expect(result.unfinished).toBe(90);
  });

  it('a retry waiting in its backoff stops on the caller signal', async () => {
    const controller = new AbortController();
    let attempts = 0;
    const started = Date.now();
    const c = collect<number>();
    const result = await runScheduled(
      1,
      async () => {
        attempts++;
        setTimeout(() => controller.abort(), 20);
        throw new ProviderError('429', 'retryable', 429, 60_000);
      },
      () => 1,
      c.onOutcome,
      { concurrency: 1, maxRetries: 5, signal: controller.signal },
    );
    expect(attempts).toBe(1);
    expect(c.calls()).toBe(0);
    expect(result.unfinished).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('ends with an error the caller throws on an answer, without asking again or starting more', async () => {
    const sent: number[] = [];
    const seen: number[] = [];
    let inFlight = 0;
    const failure = new Error('bookkeeping failed');
    await expect(
      runScheduled(
        100,
        async (i) => {
          sent.push(i);
          inFlight++;
          await new Promise((r) => setTimeout(r, 1));
          inFlight--;
          return i;
        },
        () => 1,
        (index) => {
          seen.push(index);
          if (index === 10) throw failure;
        },
        { concurrency: 4, maxRetries: 3 },
      ),
    ).rejects.toBe(failure);
    // Every request had ended when it rejected; item 10 was sent once, not retried as a
    // provider error, and nothing started after it.
    expect(inFlight).toBe(0);
    expect(sent.filter((i) => i === 10)).toHaveLength(1);
    expect(Math.max(...sent)).toBeLessThan(10 + 4);
    expect(seen.filter((i) => i === 10)).toHaveLength(1);
  });

  it('never runs more than `concurrency` tasks at once', async () => {
    let running = 0;
    let peak = 0;
    const sink = collect<number>();
    await runScheduled(
      50,
      async (i) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 2));
        running--;
        return i;
      },
      () => 1,
      sink.onOutcome,
      { concurrency: 7, maxRetries: 0 },
    );
    expect(peak).toBe(7);
    expect(sink.calls()).toBe(50);
  });

  it('retries retryable faults with backoff and gives up after maxRetries', async () => {
    const attempts = new Map<number, number>();
    const sink = collect<string>();
    const result = await runScheduled(
      6,
      async (i) => {
        const n = (attempts.get(i) ?? 0) + 1;
        attempts.set(i, n);
        if (i === 5) throw new ProviderError('HTTP 503', 'retryable', 503);
        if (n <= i % 3) throw new ProviderError('HTTP 429', 'retryable', 429, 1);
        return `ok ${i}`;
      },
      () => 1,
      sink.onOutcome,
      { concurrency: 3, maxRetries: 2, baseDelayMs: 1, random: () => 0.5 },
    );
    expect(result).toEqual({ fatal: null, unfinished: 0 });
    for (let i = 0; i < 5; i++) {
      expect(sink.outcomes.get(i)).toEqual({ ok: true, value: `ok ${i}`, attempts: (i % 3) + 1 });
    }
    expect(sink.outcomes.get(5)).toMatchObject({ ok: false, attempts: 3 });
  });

  it('waits at least Retry-After before retrying', async () => {
    const starts: number[] = [];
    const sink = collect<number>();
    await runScheduled(
      1,
      async () => {
        starts.push(performance.now());
        if (starts.length === 1) throw new ProviderError('HTTP 429', 'retryable', 429, 150);
        return 1;
      },
      () => 1,
      sink.onOutcome,
      { concurrency: 1, maxRetries: 3, baseDelayMs: 1 },
    );
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(149);
  });

  it('stops everything on a fatal error and leaves the rest unfinished, not errored', async () => {
    const sink = collect<number>();
    const result = await runScheduled(
      100,
      async (i, signal) => {
        if (i === 3) throw new ProviderError('HTTP 401', 'fatal', 401);
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, 20);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Error('aborted'));
          });
        });
        return i;
      },
      () => 1,
      sink.onOutcome,
      { concurrency: 4, maxRetries: 5 },
    );
    expect(result.fatal?.status).toBe(401);
    expect(sink.outcomes.get(3)).toMatchObject({ ok: false });
    // Tasks in flight when the fatal error came were aborted and got no outcome.
    const errored = [...sink.outcomes.values()].filter((o) => !o.ok);
    expect(errored).toHaveLength(1);
    expect(result.unfinished).toBe(100 - sink.calls());
    expect(result.unfinished).toBeGreaterThan(90);
  });

  it('keeps at most `rpm` starts in any window', async () => {
    const starts: number[] = [];
    const sink = collect<number>();
    await runScheduled(
      9,
      async (i) => {
        starts.push(performance.now());
        return i;
      },
      () => 1,
      sink.onOutcome,
      { concurrency: 9, maxRetries: 0, rpm: 3, rateWindowMs: 120 },
    );
    for (const start of starts) {
      const inWindow = starts.filter((t) => t >= start && t < start + 115).length;
      expect(inWindow).toBeLessThanOrEqual(3);
    }
    expect(sink.calls()).toBe(9);
  });

  it('keeps estimated tokens within `tpm` per window', async () => {
    const starts: number[] = [];
    const sink = collect<number>();
    await runScheduled(
      6,
      async (i) => {
        starts.push(performance.now());
        return i;
      },
      () => 40,
      sink.onOutcome,
      { concurrency: 6, maxRetries: 0, tpm: 100, rateWindowMs: 120 },
    );
    for (const start of starts) {
      expect(starts.filter((t) => t >= start && t < start + 115).length).toBeLessThanOrEqual(2);
    }
  });

  it('stops dispatching when mayStart says no', async () => {
    const sink = collect<number>();
    const result = await runScheduled(
      20,
      async (i) => i,
      () => 1,
      sink.onOutcome,
      {
        concurrency: 1,
        maxRetries: 0,
        mayStart: (i) => i < 5,
      },
    );
    expect(sink.calls()).toBe(5);
    expect(result.unfinished).toBe(15);
  });
});
