import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from './providers/types.js';

export interface SchedulerOptions {
  concurrency: number;
  /** Requests per minute and tokens per minute, over a sliding 60 s window. */
  rpm?: number;
  tpm?: number;
  /** Retries after the first attempt, for retryable faults (429, 5xx, timeouts, resets). */
  maxRetries: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  /** Length of the rate-limit window; one minute unless a test shortens it. */
  rateWindowMs?: number;
  /** Called before each task starts; returning false stops dispatching (e.g. budget reached). */
  mayStart?: (index: number) => boolean;
  /**
   * Stops the run (Ctrl-C): no task starts after it, requests in flight are aborted and left
   * unfinished, not errored; answers that arrive before their abort are still reported.
   */
  signal?: AbortSignal | undefined;
}

export type TaskOutcome<T> =
  { ok: true; value: T; attempts: number } | { ok: false; error: ProviderError; attempts: number };

export interface SchedulerResult {
  /** The fatal error that stopped the run, if any. */
  fatal: ProviderError | null;
  /** Tasks that got no outcome (stopped by a fatal error or by mayStart before finishing). */
  unfinished: number;
}

/**
 * Runs `count` tasks with bounded concurrency, rate limits and retries. Every started task ends in
 * exactly one `onOutcome` call, so no item is lost or counted twice, whatever the faults.
 */
export async function runScheduled<T>(
  count: number,
  task: (index: number, signal: AbortSignal) => Promise<T>,
  estimateTokens: (index: number) => number,
  onOutcome: (index: number, outcome: TaskOutcome<T>) => void,
  options: SchedulerOptions,
): Promise<SchedulerResult> {
  const abort = new AbortController();
  // Every request in flight listens on this one signal.
  setMaxListeners(options.concurrency + 8, abort.signal);
  // No limits, no limiter: one await less per request on the hot path.
  const limiter =
    options.rpm === undefined && options.tpm === undefined
      ? undefined
      : new RateLimiter(options.rpm, options.tpm, options.rateWindowMs ?? 60_000);
  const random = options.random ?? Math.random;
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 60_000;
  let next = 0;
  let fatal: ProviderError | null = null;
  let stopped = false;
  let finished = 0;
  const { signal } = options;
  const interrupt = () => {
    stopped = true;
    abort.abort();
  };
  if (signal?.aborted) interrupt();
  else signal?.addEventListener('abort', interrupt, { once: true });
  const report = (index: number, outcome: TaskOutcome<T>) => {
    finished++;
    try {
      onOutcome(index, outcome);
    } catch (error) {
      // A fault in the caller's bookkeeping, not the provider's: stop sending, and end the run
      // with it once every request in flight has ended.
      stopped = true;
      abort.abort();
      throw error;
    }
  };

  const worker = async () => {
    while (!stopped && next < count) {
      const index = next++;
      if (options.mayStart && !options.mayStart(index)) {
        stopped = true;
        return;
      }
      let attempts = 0;
      for (;;) {
        attempts++;
        if (limiter) await limiter.acquire(estimateTokens(index));
        if (fatal || signal?.aborted) return;
        let value: T;
        try {
          value = await task(index, abort.signal);
        } catch (raw) {
          const error = asProviderError(raw);
          if (error.disposition === 'fatal') {
            fatal ??= error;
            stopped = true;
            abort.abort();
            report(index, { ok: false, error, attempts });
            return;
          }
          // Aborted because another request failed fatally, or by the caller: leave it
          // unfinished, not errored.
          if (fatal || signal?.aborted) return;
          if (error.disposition === 'item' || attempts > options.maxRetries) {
            report(index, { ok: false, error, attempts });
            break;
          }
          const backoff = Math.min(maxDelay, baseDelay * 2 ** (attempts - 1)) * (0.5 + random());
          const wait =
            error.retryAfterMs !== undefined ? Math.max(error.retryAfterMs, backoff / 4) : backoff;
          await sleep(Math.min(wait, maxDelay), undefined, { ref: true, signal }).catch(
            () => undefined,
          );
          if (signal?.aborted) return;
          continue;
        }
        // Outside the try: what the caller does with an answer is not the request's failure.
        report(index, { ok: true, value, attempts });
        break;
      }
    }
  };

  const workers = await Promise.allSettled(
    Array.from({ length: Math.min(options.concurrency, count) }, worker),
  );
  signal?.removeEventListener('abort', interrupt);
  const failed = workers.find((w): w is PromiseRejectedResult => w.status === 'rejected');
  if (failed) throw failed.reason;
  return { fatal, unfinished: count - finished };
}

function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  const kind = (error as { kind?: string } | null)?.kind;
  const message = error instanceof Error ? error.message : String(error);
  // Transport faults from the HTTP client (timeouts, resets, refused connections) are retried.
  if (kind && kind !== 'aborted') return new ProviderError(message, 'retryable');
  return new ProviderError(message, kind === 'aborted' ? 'item' : 'retryable');
}

/** Sliding-window limits on requests and tokens per window (a minute). */
class RateLimiter {
  private readonly starts: { at: number; tokens: number }[] = [];
  private tokensInWindow = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly rpm: number | undefined,
    private readonly tpm: number | undefined,
    private readonly windowMs: number,
  ) {}

  acquire(tokens: number): Promise<void> {
    // Serialise waiters so they are admitted in order.
    const turn = this.chain.then(() => this.admit(tokens));
    this.chain = turn.catch(() => undefined);
    return turn;
  }

  private async admit(tokens: number): Promise<void> {
    const { windowMs } = this;
    for (;;) {
      const now = Date.now();
      while (this.starts.length && this.starts[0]!.at <= now - windowMs) {
        this.tokensInWindow -= this.starts.shift()!.tokens;
      }
      const requestsOk = this.rpm === undefined || this.starts.length < this.rpm;
      const tokensOk =
        this.tpm === undefined ||
        this.starts.length === 0 ||
        this.tokensInWindow + tokens <= this.tpm;
      if (requestsOk && tokensOk) {
        this.starts.push({ at: now, tokens });
        this.tokensInWindow += tokens;
        return;
      }
      await sleep(Math.max(5, this.starts[0]!.at + windowMs - now));
    }
  }
}
