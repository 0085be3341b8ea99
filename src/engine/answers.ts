/**
 * The answers stage: one model entry's answer to every call of the plan, from the response cache
 * (where the cache policy allows it), then its batch API, then synchronous requests through the
 * scheduler. The only network I/O of a run besides a judge; it grades nothing.
 */
import { batchPrice } from '../core/batch.js';
import { buildCounter } from '../core/builds.js';
import { batchSettings, type ModelEntry } from '../core/config/schema.js';
import type { ModelCall } from '../core/plan.js';
import { logText } from '../core/text.js';
import type { BatchItems } from './batch/items.js';
import { submitBatch } from './answers-batch.js';
import { cachesProvider, standsIn } from '../core/cache-rules.js';
import { cacheKey, type CacheOrigin, type CachePolicy, type ResponseCache } from './cache.js';
import type { CassetteRecorder } from './cassette.js';
import { createProgress } from './progress.js';
import type { ModelClient, ModelReply } from './providers/types.js';
import { runScheduled } from './scheduler.js';
import { scrub } from './secrets.js';
import { statePath } from './paths.js';

export type Answer =
  | {
      ok: true;
      reply: ModelReply;
      latencyMs: number;
      attempts: number;
      /** Where a cached answer came from; undefined when it was measured by this run. */
      cached?: CacheOrigin | null;
    }
  | { ok: false; error: string; attempts: number };

/** What the answers stage tells besides the answers, which it hands to `onAnswer` as they come. */
export interface Answers {
  /** Calls answered (an answer or a failed request); the rest got none (budget, fatal, batch). */
  answered: number;
  /** Answers that came back (not failed requests): what a judge then grades. */
  replies: number;
  /** The cached answers grouped by the run that measured them, with the oldest measurement. */
  cachedFrom: {
    run: string | null;
    attempt: number | null;
    count: number;
    oldest: string | null;
  }[];
  requests: number;
  spentUsd: number;
  priced: boolean;
  batch?: BatchItems & { requests: number };
  fatal: Error | null;
  stoppedByBudget: boolean;
  budget: number | undefined;
  builds: ReturnType<ReturnType<typeof buildCounter>['result']>;
}

export interface AnswerContext {
  suite: string;
  protocolId: string;
  calls: readonly ModelCall[];
  maxTokens: number;
  budget: number | undefined;
  cache: { store: ResponseCache; policy: CachePolicy } | undefined;
  recorder: CassetteRecorder | undefined;
  /** Batch when the entry sets it, unless a pull request's run keeps it synchronous. */
  useBatch: boolean;
  mode: 'run' | 'collect';
  batchDir: string;
  env: NodeJS.ProcessEnv;
  log: (text: string) => void;
  isTTY: boolean;
  progressIntervalS?: number | undefined;
  signal?: AbortSignal | undefined;
  onBatchSubmitted?: ((batchId: string) => Promise<void>) | undefined;
  /** Which workflow run this is, for whether a batch another run submitted may be collected. */
  writer: CachePolicy['writer'];
}

export async function collectAnswers(
  entry: ModelEntry,
  client: ModelClient,
  context: AnswerContext,
  onAnswer: (index: number, answer: Answer) => void,
): Promise<Answers> {
  const { calls } = context;
  let answered = 0;
  let replies = 0;
  const cachedFrom = new Map<string, Answers['cachedFrom'][number]>();
  const builds = buildCounter();
  const progress = createProgress({
    write: context.log,
    isTTY: context.isTTY,
    label: entry.id,
    total: calls.length,
    intervalS: context.progressIntervalS,
  });
  const batch = context.useBatch ? batchSettings(entry) : undefined;
  const price = entry.price && batch ? batchPrice(entry.price) : entry.price;
  const costOf = (input: number, output: number) =>
    price ? (input * price.input_per_mtok + output * price.output_per_mtok) / 1e6 : 0;
  const estimatedInput = (call: ModelCall) => Math.ceil(promptChars(call) / 4);
  let requests = 0;
  let spentUsd = 0;
  // Replies whose usage held a count that is none, and the first of them: one warning per run.
  let refusedUsage: ModelReply['refusedUsage'];
  let refusedReplies = 0;
  const answer = (index: number, got: Answer & { ok: true }) => {
    answered++;
    replies++;
    if (got.reply.refusedUsage) {
      refusedUsage ??= got.reply.refusedUsage;
      refusedReplies++;
    }
    builds.add(index, got.reply);
    if (got.cached !== undefined) countCached(cachedFrom, got.cached);
    context.recorder?.record(entry.id, calls[index]!, got.reply);
    onAnswer(index, got);
    progress.tick(false);
  };
  const failed = (index: number, attempts: number, message: string) => {
    answered++;
    onAnswer(index, { ok: false, error: scrub(message), attempts });
    progress.tick(true);
  };

  // Floors and replays cost nothing and are deterministic; a command's answers depend on code the
  // cache key cannot see (the program's files), so a cached answer could hide a change in them:
  // the cache keeps those only for a job that hands its answers to one that may not ask again.
  const cache =
    context.cache && cachesProvider(context.cache.policy, entry.provider)
      ? context.cache
      : undefined;
  const keys: (string | undefined)[] = calls.map((call) =>
    cache ? cacheKey(client.identity, cachedRequest(client, call), call.repeat) : undefined,
  );
  const save = (index: number, reply: ModelReply) => {
    // A reply with a refused count is not kept: the rerun asks again, and may get an honest one.
    if (reply.refusedUsage) return;
    if (cache?.policy.save && keys[index]) cache.store.put(keys[index]!, reply);
  };
  const pending: number[] = [];
  for (let i = 0; i < calls.length; i++) {
    const hit = keys[i] ? cache!.store.get(keys[i]!) : undefined;
    if (hit && standsIn(cache!.policy, entry.provider, hit.origin)) {
      answer(i, {
        ok: true,
        reply: scrubReply(hit.reply),
        latencyMs: 0,
        attempts: 0,
        cached: hit.origin,
      });
    } else pending.push(i);
  }
  if (context.cache?.policy.requests === false) {
    // Nothing is sent: a call no stored answer stands in for is an item error, not a request.
    const why =
      context.cache.policy.unanswered ?? 'not answered by a stored answer; nothing is sent';
    for (const index of pending.splice(0)) failed(index, 0, why);
  }

  let batched: Answers['batch'];
  if (batch && pending.length > 0) {
    const result = await submitBatch(entry, client, context, batch, pending, (i) =>
      costOf(estimatedInput(calls[i]!), context.maxTokens),
    );
    batched = { ...result, requests: pending.length };
    for (const [index, reply] of result.replies) {
      const clean = scrubReply(reply);
      spentUsd += costOf(clean.usage.input_tokens, clean.usage.output_tokens);
      save(index, clean);
      answer(index, { ok: true, reply: clean, latencyMs: 0, attempts: 1 });
    }
    pending.length = 0;
    for (const [index, message] of result.errors) {
      // Only when the user allows it: a synchronous retry costs the full price.
      if (batch.fallback === 'sync') pending.push(index);
      else failed(index, 1, message);
    }
    if (result.errors.size > 0) {
      context.log(
        `evalgate: ${logText(entry.id)}: batch ${logText(result.batchId)} (${logText(result.status)}) did not answer ${result.errors.size} of its requests${batch.fallback === 'sync' ? '; sending those as synchronous requests (batch.fallback: sync)' : '; they count as errors (batch.fallback: none)'}\n`,
      );
    }
  }

  let stoppedByBudget = false;
  const { budget } = context;
  const result = await runScheduled(
    pending.length,
    async (p, signal) => {
      const index = pending[p]!;
      const started = performance.now();
      requests++;
      // What a server says back is untrusted: a key it echoes never reaches cache or record.
      const reply = scrubReply(await client.send(calls[index]!, signal));
      return { reply, latency: performance.now() - started };
    },
    (p) => estimatedInput(calls[pending[p]!]!) + context.maxTokens,
    (p, outcome) => {
      const index = pending[p]!;
      if (!outcome.ok) return failed(index, outcome.attempts, outcome.error.message);
      const { reply, latency } = outcome.value;
      spentUsd += costOf(reply.usage.input_tokens, reply.usage.output_tokens);
      save(index, reply);
      answer(index, {
        ok: true,
        reply,
        latencyMs: Math.round(latency * 10) / 10,
        attempts: outcome.attempts,
      });
    },
    {
      concurrency: entry.concurrency,
      rpm: entry.rpm,
      tpm: entry.tpm,
      maxRetries: entry.max_retries,
      signal: context.signal,
      mayStart: (p) => {
        if (budget === undefined || !price) return true;
        const next = costOf(estimatedInput(calls[pending[p]!]!), context.maxTokens);
        if (spentUsd + next <= budget) return true;
        stoppedByBudget = true;
        return false;
      },
    },
  );
  progress.done();
  if (refusedUsage) context.log(refusedUsageWarning(entry.id, refusedUsage, refusedReplies));
  return {
    answered,
    replies,
    cachedFrom: [...cachedFrom.values()],
    requests,
    spentUsd,
    priced: price !== undefined,
    ...(batched ? { batch: batched } : {}),
    fatal: result.fatal,
    stoppedByBudget,
    budget,
    builds: builds.result(),
  };
}

/**
 * What a cached answer is keyed by: the request body, and `harness.max_length` when set, since an
 * answer is cached only after the length check it passed (the body does not carry the limit).
 */
function cachedRequest(client: ModelClient, call: ModelCall): unknown {
  const body = client.requestBody(call);
  const maxLength = call.loglikelihood?.maxLength;
  return maxLength === undefined ? body : { body, max_length: maxLength };
}

function countCached(
  groups: Map<string, Answers['cachedFrom'][number]>,
  origin: CacheOrigin | null,
) {
  const run = origin?.run ?? null;
  const attempt = origin?.attempt ?? null;
  const key = JSON.stringify([run, attempt]);
  let group = groups.get(key);
  if (!group) {
    group = { run, attempt, count: 0, oldest: null };
    groups.set(key, group);
  }
  group.count++;
  if (origin && (group.oldest === null || origin.at < group.oldest)) group.oldest = origin.at;
}

/**
 * The one warning of a run whose provider reported token counts that are none. The value is the
 * server's: masked, cut and made one log line before it is shown.
 */
function refusedUsageWarning(
  modelId: string,
  refused: NonNullable<ModelReply['refusedUsage']>,
  replies: number,
): string {
  const raw = scrub(JSON.stringify(refused.found) ?? String(refused.found));
  const found = raw.length > 40 ? `${raw.slice(0, 40)}...` : raw;
  const which =
    replies === 1
      ? 'this reply is not cached'
      : `${replies} replies had such counts; they are not cached`;
  return `evalgate: warning: model "${logText(modelId)}": ${logText(refused.field)}: expected a non-negative integer token count, found ${logText(found)}; counted as 0 (${which}, so a rerun asks again)\n`;
}

export function promptChars(call: ModelCall): number {
  return call.prompt.mode === 'completion'
    ? call.prompt.text.length
    : call.prompt.messages.reduce((a, m) => a + m.content.length, 0);
}

export function scrubReply(reply: ModelReply): ModelReply {
  return {
    ...reply,
    text: scrub(reply.text),
    model: reply.model === null ? null : scrub(reply.model),
    systemFingerprint: reply.systemFingerprint === null ? null : scrub(reply.systemFingerprint),
  };
}

/** Where the batch state files of a config live when the caller names no folder. */
export function defaultBatchDir(baseDir: string): string {
  return statePath(baseDir, 'batches');
}
