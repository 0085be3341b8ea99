/**
 * A run of a prepared suite: for each model entry, the answers stage (cache, batch, requests),
 * the grading stage, the record (pure) and the one writer of the history. The plan is the
 * prepared suite's; nothing here derives a part of the protocol.
 */
import { batchSettings, type ModelEntry } from '../core/config/schema.js';
import { InputError } from '../core/errors.js';
import { createGrader, type Grader } from '../core/grade/index.js';
import { subjectAggregates } from '../core/groups/subjects.js';
import { choiceOptions } from '../core/loglikelihood.js';
import { startGrading } from '../core/outcomes.js';
import { buildRecord, type RunRecord } from '../core/record.js';
import { slotProtocol } from '../core/protocol.js';
import { markReplay } from '../core/replay.js';
import { collectAnswers, defaultBatchDir, type Answers } from './answers.js';
import { cachesProvider, type CachePolicy } from '../core/cache-rules.js';
import { LOCAL_REUSE } from '../core/decide.js';
import { openCache } from './cache.js';
import { openRecorder } from './cassette.js';
import { assertWritableDir, type LoadedConfig } from './config.js';
import { headCommit } from './git-tree.js';
import { historyDir, writeRecord } from './history.js';
import { createProgress } from './progress.js';
import { createClient } from './providers/index.js';
import { judgeFunction } from './judge.js';
import { environment, incompleteOf, runId } from './run-record.js';
import { registerModelSecrets, scrub } from './secrets.js';
import { localStore } from './store/local.js';
import {
  RunInterrupted,
  type ModelRun,
  type RunOptions,
  type WaitingBatch,
} from './run-options.js';
import { assertRunnable, calledEntries, entryDir, type PreparedSuite } from './suite.js';

export { forModels, prepareSuite, shardSuite, type PreparedSuite } from './suite.js';

export {
  RunInterrupted,
  type ModelRun,
  type RunOptions,
  type WaitingBatch,
} from './run-options.js';
import { statePath } from './paths.js';

export async function runSuite(prepared: PreparedSuite, options: RunOptions): Promise<ModelRun[]> {
  return (await execute(prepared, options, 'run')).runs;
}

/**
 * `evalgate collect`: for the entries with `batch`, read the batch an earlier run submitted for
 * exactly these requests; an ended one becomes a run record, a running one is reported.
 */
export async function collectSuite(
  prepared: PreparedSuite,
  options: RunOptions,
): Promise<{ runs: ModelRun[]; waiting: WaitingBatch[] }> {
  const batched = prepared.candidates.filter((entry) => batchSettings(entry));
  const unbatched = options.models.filter((id) => !batched.some((entry) => entry.id === id));
  if (batched.length === 0 || unbatched.length > 0) {
    throw new InputError(
      `${prepared.loaded.file}: collect: expected model entries with batch set${unbatched.length ? `, found --model ${unbatched.map((id) => JSON.stringify(id)).join(', ')} without it` : ', found none'}`,
    );
  }
  return execute({ ...prepared, candidates: batched }, options, 'collect');
}

interface RunContext {
  writer: CachePolicy['writer'];
  grader: Grader;
  judgeConcurrency: number | undefined;
  cache: { store: Awaited<ReturnType<typeof openCache>>; policy: CachePolicy } | undefined;
  recorder: ReturnType<typeof openRecorder> | undefined;
  mode: 'run' | 'collect';
}

async function execute(
  prepared: PreparedSuite,
  options: RunOptions,
  mode: RunContext['mode'],
): Promise<{ runs: ModelRun[]; waiting: WaitingBatch[] }> {
  const { loaded } = prepared;
  const { config } = loaded;
  registerModelSecrets(calledEntries(prepared), options.env);
  const policy = options.cachePolicy ?? LOCAL_REUSE;
  const sends = policy.requests !== false;
  if (!sends && options.noCache) {
    throw new Error(
      'a run that sends no request takes its answers from the cache: noCache is refused',
    );
  }
  // Before the first paid request of any entry: every key, command and folder the run needs.
  assertRunnable(prepared, options.env, sends);
  await assertWritableDir(historyDir(loaded.baseDir), 'the runs folder');
  if (options.outDir) await assertWritableDir(options.outDir, '--out');
  const cacheDir = options.cacheDir ?? statePath(loaded.baseDir, 'cache');
  const cache = options.noCache
    ? undefined
    : {
        store: await openCache(
          cacheDir,
          (message) => options.log(`evalgate: warning: ${message}\n`),
          policy.writer,
        ),
        policy,
      };
  const recorder = options.record ? openRecorder(options.record) : undefined;
  const judge = prepared.judge ? await judgeFunction(prepared, options.env) : undefined;
  const grader = createGrader(config.grader, {
    ...(judge ? { judge } : {}),
    choices: choiceOptions(config),
  });
  if (!['llm_judge', 'choice', 'loglikelihood'].includes(config.grader.kind)) {
    // Grading an empty response checks every reference answer (a numeric grader needs numbers,
    // ...), so bad data stops the run before it spends a single request. Choice answers were
    // already checked against the choices when the slice was built.
    for (const item of prepared.slice.items) await grader.grade(item, '');
  }
  const context: RunContext = {
    writer: policy.writer,
    grader,
    judgeConcurrency: prepared.judge?.entry.concurrency,
    cache,
    recorder,
    mode,
  };
  const runs: ModelRun[] = [];
  const waiting: WaitingBatch[] = [];
  let measuring: string | null = null;
  try {
    for (const entry of prepared.candidates) {
      measuring = entry.id;
      const { record, waiting: pending } = await runModel(prepared, entry, context, options);
      options.signal?.throwIfAborted();
      if (mode === 'collect' && pending) {
        waiting.push(pending);
        continue;
      }
      const stored = await markStoredReplay(loaded, record);
      const file = await writeRecord(stored, {
        root: loaded.baseDir,
        out: options.outDir,
        // Nothing paid for is lost: every answer is in the response cache.
        recovery:
          'free the space or fix the folder and run again: the answers are in the response cache, so the rerun sends no request',
      });
      runs.push({ record: stored, path: file });
      measuring = null;
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
    // Whatever ended the slot (the abort itself, or a fault it caused), the run was interrupted.
    throw new RunInterrupted(
      measuring,
      runs.map((r) => r.path),
      cache ? cacheDir : null,
      prepared.candidates
        .filter((entry) => !cache || !cachesProvider(policy, entry.provider))
        .map((entry) => ({ id: entry.id, provider: entry.provider })),
      error,
    );
  } finally {
    // The answers received so far reach the disk before the run ends, interrupted or not.
    await cache?.store.close();
    await recorder?.close();
  }
  return { runs, waiting };
}

async function runModel(
  prepared: PreparedSuite,
  entry: ModelEntry,
  context: RunContext,
  options: RunOptions,
): Promise<{ record: RunRecord; waiting?: WaitingBatch }> {
  const { config } = prepared.loaded;
  const { calls } = prepared;
  const startedAt = new Date();
  // Asked now, answered while the requests are out: the commit the run started on.
  const gitShaNow = options.env.GITHUB_SHA
    ? Promise.resolve(options.env.GITHUB_SHA)
    : headCommit(prepared.loaded.baseDir);
  const client = await createClient(entry, {
    env: options.env,
    baseDir: entryDir(prepared, entry),
    seed: (config.decoding.seed ?? config.slice.seed).toString(),
    sends: context.cache?.policy.requests !== false,
  });
  // Graded as they arrive (a judge's grades wait for the last answer): no answer text is kept.
  let judging: ReturnType<typeof createProgress> | undefined;
  const grading = startGrading(calls, context.grader, {
    clean: scrub,
    ...(context.judgeConcurrency === undefined ? {} : { concurrency: context.judgeConcurrency }),
    onGraded: () => judging?.tick(false),
  });
  // A reasoning slot's own protocol: its record, and the batch it submits, carry this one.
  const { protocol, protocolId } = slotProtocol(prepared, entry);
  let answers: Answers;
  try {
    answers = await collectAnswers(
      entry,
      client,
      {
        suite: config.suite,
        protocolId,
        calls,
        maxTokens: config.decoding.max_tokens,
        budget: config.budget?.max_usd,
        cache: context.cache,
        recorder: context.recorder,
        useBatch:
          context.mode === 'collect' ||
          !options.pullRequest ||
          !!batchSettings(entry)?.pull_requests,
        mode: context.mode,
        batchDir: options.batchDir ?? defaultBatchDir(prepared.loaded.baseDir),
        env: options.env,
        log: options.log,
        isTTY: options.isTTY,
        progressIntervalS: options.progressIntervalS,
        signal: options.signal,
        onBatchSubmitted: options.onBatchSubmitted
          ? (id) => options.onBatchSubmitted!(entry.id, id)
          : undefined,
        writer: context.writer,
      },
      (index, answer) => grading.add(index, answer),
    );
  } finally {
    client.close();
  }
  // Interrupted: what was answered is in the cache; a record of part of the slice is not written.
  options.signal?.throwIfAborted();
  if (answers.fatal && answers.answered <= 1) {
    // The very first answers failed fatally (bad key, unknown model): nothing was measured.
    throw new InputError(scrub(answers.fatal.message));
  }
  if (context.judgeConcurrency !== undefined) {
    judging = createProgress({
      write: options.log,
      isTTY: options.isTTY,
      label: `${entry.id} judge`,
      total: answers.replies,
      intervalS: options.progressIntervalS,
    });
  }
  const items = await grading.done();
  judging?.done();
  options.signal?.throwIfAborted();
  const remaining = calls.length - items.length;
  const batched = answers.batch;
  const record = buildRecord({
    runId: runId(startedAt),
    suite: config.suite,
    protocol,
    protocolId,
    model: {
      id: entry.id,
      provider: entry.provider,
      requested: entry.model ?? client.identity.model,
      base_url: client.identity.baseUrl,
      claimed: entry.claimed ?? null,
      ...(entry.serving ? { serving: entry.serving } : {}),
    },
    builds: answers.builds,
    items,
    n: prepared.shard?.ids.length ?? prepared.slice.items.length,
    subjects: subjectAggregates(items, config.repeats),
    usage: {
      requests: answers.requests,
      cost_usd: answers.priced ? Math.round(answers.spentUsd * 1e6) / 1e6 : null,
      cached_from: answers.cachedFrom,
      ...(batched
        ? { batch: { id: batched.batchId, requests: batched.requests, status: batched.status } }
        : {}),
    },
    shard: prepared.shard,
    incomplete: incompleteOf(prepared, entry, answers, remaining),
    environment: environment(options.env, startedAt, await gitShaNow),
  });
  if (!batched?.waiting) return { record };
  return {
    record,
    waiting: {
      model: entry.id,
      batchId: batched.batchId,
      status: batched.status,
      done: batched.waiting.done,
      total: batched.waiting.total,
    },
  };
}

/**
 * A run whose every answer came from the response cache and whose outcomes equal a stored run of
 * the same build and protocol measured nothing new: it is written marked as a replay of it
 * (`replay_of`). A run that asked the model again is a new measurement, even when a deterministic
 * build answers the same: it is a new trend point.
 */
async function markStoredReplay(loaded: LoadedConfig, record: RunRecord): Promise<RunRecord> {
  // replayOf's own rule, checked first so that a measuring run never reads the index.
  if (record.shard || record.usage.cached < record.items.length) return record;
  const entries = await localStore(historyDir(loaded.baseDir)).summaries(
    record.suite,
    record.model.id,
  );
  return markReplay(
    record,
    entries.map((e) => e.summary),
  );
}
