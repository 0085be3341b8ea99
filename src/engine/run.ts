import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { batchPrice } from '../core/batch.js';
import { buildCounter } from '../core/builds.js';
import { batchSettings, type ModelEntry } from '../core/config/schema.js';
import { InputError } from '../core/errors.js';
import { createGrader, type Grade, type Grader } from '../core/grade/index.js';
import { compileHarness, type Harness } from '../core/prompt/harness.js';
import type { Decoding } from '../core/prompt/types.js';
import { choiceOptions, choiceRequest } from '../core/loglikelihood.js';
import { buildProtocol, promptsDigest } from '../core/protocol.js';
import {
  aggregate,
  RUN_RECORD_SCHEMA_VERSION,
  type ItemOutcome,
  type RunRecord,
} from '../core/record.js';
import type { Slice } from '../core/slice/build.js';
import { itemSubject, mapRow } from '../core/slice/rows.js';
import { subjectAggregates } from '../core/groups/subjects.js';
import { sha256Hex } from '../core/canonical.js';
import { markReplay } from '../core/replay.js';
import { shardItems, type ShardPart, type ShardSpec } from '../core/shard.js';
import { logText } from '../core/text.js';
import { VERSION } from '../core/version.js';
import { cacheKey, openCache, type ResponseCache } from './cache.js';
import { headCommit } from './git-tree.js';
import { openRecorder, type CassetteRecorder } from './cassette.js';
import { createBatchApi } from './batch/index.js';
import { batchItems, type BatchItems } from './batch/items.js';
import {
  assertWritableDir,
  displayPath,
  ioReason,
  writeFileAtomic,
  type LoadedConfig,
} from './config.js';
import { datasetFiles, readDataset } from './datasets/read.js';
import { createProgress } from './progress.js';
import { checkCommand } from './providers/command.js';
import { createClient } from './providers/index.js';
import type { ModelCall, ModelClient, ModelReply } from './providers/types.js';
import { runScheduled } from './scheduler.js';
import { registerModelSecrets, scrub } from './secrets.js';
import { localStore } from './store/local.js';
import { recordFileName, recordText } from './store/record-files.js';
import { assertPinned, loadSlice } from './slice.js';

export interface RunOptions {
  /** Model entry ids to run; all candidates when empty. */
  models: string[];
  /** Extra folder for the records; they always go to the local history too. */
  outDir?: string;
  noCache: boolean;
  /** Where the response cache lives; default `.evalgate/cache` beside the config. */
  cacheDir?: string;
  /** Cassette file to append every answer to. */
  record?: string;
  env: NodeJS.ProcessEnv;
  log: (text: string) => void;
  isTTY: boolean;
  /** Seconds between progress lines off a terminal. */
  progressIntervalS?: number;
  /** A pull request's run: entries with `batch` stay synchronous unless `batch.pull_requests`. */
  pullRequest?: boolean;
  /** Where batch state files live; default `.evalgate/batches` beside the config. */
  batchDir?: string;
  /** Called once a new batch's state is on disk, before the run waits for it. */
  onBatchSubmitted?: (model: string, batchId: string) => Promise<void>;
  /** Stops the run, polling included; a submitted batch stays recorded for the next run. */
  signal?: AbortSignal;
}

/** A batch that had not ended when `evalgate collect` looked. */
export interface WaitingBatch {
  model: string;
  batchId: string;
  status: string;
  done: number;
  total: number;
}

export interface ModelRun {
  record: RunRecord;
  path: string;
}

/** Everything a run needs that does not depend on the model: slice, prompts, grader, protocol. */
export interface PreparedSuite {
  loaded: LoadedConfig;
  slice: Slice;
  harness: Harness;
  calls: ModelCall[];
  candidates: ModelEntry[];
  /** The measurement this config defines now; baselines must match it to be comparable. */
  protocol: RunRecord['protocol'];
  protocolId: string;
  /** Set by `shardSuite`: the calls are this shard's part of the slice. */
  shard?: ShardPart;
}

export async function prepareSuite(
  loaded: LoadedConfig,
  modelIds: string[],
  warn: (message: string) => void = (message) =>
    void process.stderr.write(`evalgate: warning: ${message}\n`),
): Promise<PreparedSuite> {
  const { config } = loaded;
  const slice = await loadSlice(loaded, warn);
  await assertPinned(loaded, slice);
  const fewshot = config.harness.fewshot;
  let fewshotRows: Record<string, unknown>[] = [];
  if (fewshot && fewshot.k > 0) {
    if (!fewshot.path) {
      throw new InputError(
        `${loaded.file}: harness.fewshot.path is required when harness.fewshot.k is ${fewshot.k}`,
      );
    }
    const read = await readDataset({
      pattern: fewshot.path,
      baseDir: loaded.baseDir,
      format: fewshot.format ?? config.dataset.format,
      key: 'harness.fewshot.path',
    });
    fewshotRows = read.rows;
    await checkFewshotOverlap(loaded, slice, read, warn);
  }
  const harness = compileHarness(config, fewshotRows, slice.items);
  const calls: ModelCall[] = [];
  for (let repeat = 0; repeat < config.repeats; repeat++) {
    const decoding = decodingFor(config, repeat);
    for (const item of slice.items) {
      const prompt = harness.render(item);
      calls.push({ item, repeat, prompt, decoding, ...loglikelihoodCall(config, item, prompt) });
    }
  }
  const candidates = selectCandidates(loaded, modelIds);
  // describe() needs no judge connection; the real judge is wired in when the run starts.
  const unused = async () => {
    throw new Error('the judge is only called during a run');
  };
  const grader = createGrader(config.grader, { judge: unused, choices: choiceOptions(config) });
  const graderPart = grader.describe();
  const graderConfig = config.grader;
  if (graderConfig.kind === 'llm_judge') {
    // The judge is part of the measurement: another judge model is another protocol.
    const judge = config.models.find((m) => m.id === graderConfig.judge);
    graderPart.judge_model = { provider: judge?.provider ?? null, model: judge?.model ?? null };
  }
  const prompts = promptsDigest(calls.filter((call) => call.repeat === 0));
  const { protocol, protocolId } = buildProtocol(config, slice, harness, graderPart, prompts);
  return { loaded, slice, harness, calls, candidates, protocol, protocolId };
}

/**
 * The same measurement for the model entries of another config whose program is the same: a
 * pull request's head slots under the base's program, without reading and slicing it again.
 */
export function forModels(
  prepared: PreparedSuite,
  loaded: LoadedConfig,
  modelIds: string[],
): PreparedSuite {
  return { ...prepared, loaded, candidates: selectCandidates(loaded, modelIds) };
}

/**
 * Shard `spec` of a prepared suite: the calls of the slice positions p with p mod N = I - 1. The
 * protocol stays the whole slice's, so the merged shards are comparable with an unsharded run.
 */
export function shardSuite(prepared: PreparedSuite, spec: ShardSpec, where: string): PreparedSuite {
  const items = prepared.slice.items;
  if (spec.count > items.length) {
    throw new InputError(
      `${where}: expected at most ${items.length} shards (the slice has ${items.length} items), found ${spec.count}`,
    );
  }
  const member = new Set(shardItems(items, spec));
  const ids = [...member].map((item) => item.id);
  return {
    ...prepared,
    calls: prepared.calls.filter((call) => member.has(call.item)),
    shard: { index: spec.index, count: spec.count, slice_items: items.length, ids },
  };
}

/** The entries to run: all but the judge, or those `modelIds` names (each must exist). */
function selectCandidates(loaded: LoadedConfig, modelIds: string[]): ModelEntry[] {
  const { config } = loaded;
  const judges = new Set(config.grader.kind === 'llm_judge' ? [config.grader.judge] : []);
  const all = config.models.filter((m) => !judges.has(m.id));
  const unknown = modelIds.filter((id) => !config.models.some((m) => m.id === id));
  if (unknown.length) {
    throw new InputError(
      `--model ${unknown.map((id) => JSON.stringify(id)).join(', ')}: no such model entry in ${loaded.file}; expected one of: ${all.map((m) => m.id).join(', ')}`,
    );
  }
  const candidates = modelIds.length ? all.filter((m) => modelIds.includes(m.id)) : all;
  if (candidates.length === 0) {
    throw new InputError(
      `${loaded.file}: models: expected at least one model entry to run, found none`,
    );
  }
  return candidates;
}

/** The CLI's response cache, beside the config. */
function responseCacheDir(loaded: LoadedConfig): string {
  return path.join(loaded.baseDir, '.evalgate', 'cache');
}

/**
 * The request seed of repeat r is decoding.seed + r, so repeats differ but reruns do not. A
 * loglikelihood request scores the prompt and generates one token, greedily, whatever the rest
 * of `decoding` says.
 */
function decodingFor(config: LoadedConfig['config'], repeat: number): Decoding {
  const { decoding } = config;
  const loglikelihood = config.harness.output === 'loglikelihood';
  const out: Decoding = loglikelihood
    ? { temperature: 0, top_p: 1, max_tokens: 1 }
    : { temperature: decoding.temperature, top_p: decoding.top_p, max_tokens: decoding.max_tokens };
  if (decoding.seed !== undefined) out.seed = Number(BigInt(decoding.seed) + BigInt(repeat));
  if (decoding.stop && !loglikelihood) out.stop = decoding.stop;
  return out;
}

function loglikelihoodCall(
  config: LoadedConfig['config'],
  item: ModelCall['item'],
  prompt: ModelCall['prompt'],
): Pick<ModelCall, 'loglikelihood'> {
  if (config.harness.output !== 'loglikelihood' || prompt.mode !== 'completion') return {};
  return { loglikelihood: choiceRequest(item, prompt.text, choiceOptions(config)) };
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

async function execute(
  prepared: PreparedSuite,
  options: RunOptions,
  mode: RunContext['mode'],
): Promise<{ runs: ModelRun[]; waiting: WaitingBatch[] }> {
  const { loaded } = prepared;
  const { config } = loaded;
  registerModelSecrets(config.models, options.env);
  // Before the first paid request: the records must have somewhere to go.
  await assertWritableDir(path.join(loaded.baseDir, '.evalgate', 'runs'), 'the runs folder');
  if (options.outDir) await assertWritableDir(options.outDir, '--out');
  for (const entry of prepared.candidates) {
    if (entry.provider === 'command')
      checkCommand(entry, loaded.modelDir ?? loaded.baseDir, options.env);
  }
  const cache = options.noCache
    ? undefined
    : await openCache(options.cacheDir ?? responseCacheDir(loaded), (message) =>
        options.log(`evalgate: warning: ${message}\n`),
      );
  const recorder = options.record ? openRecorder(options.record) : undefined;
  const judge = await judgeFunction(prepared, options);
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
  const { protocol, protocolId } = buildProtocol(
    config,
    prepared.slice,
    prepared.harness,
    grader.describe(),
    prepared.protocol.prompts,
  );
  const runs: ModelRun[] = [];
  const waiting: WaitingBatch[] = [];
  try {
    for (const entry of prepared.candidates) {
      const { record, waiting: pending } = await runModel(
        prepared,
        entry,
        { protocol, protocolId, grader, cache, recorder, mode },
        options,
      );
      if (mode === 'collect' && pending) {
        waiting.push(pending);
        continue;
      }
      const stored = await markStoredReplay(loaded, record);
      runs.push({ record: stored, path: await writeRecord(loaded, stored, options.outDir) });
    }
  } finally {
    await cache?.close();
    await recorder?.close();
  }
  return { runs, waiting };
}

interface RunContext {
  protocol: RunRecord['protocol'];
  protocolId: string;
  grader: Grader;
  cache: ResponseCache | undefined;
  recorder: CassetteRecorder | undefined;
  mode: 'run' | 'collect';
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
    baseDir: prepared.loaded.modelDir ?? prepared.loaded.baseDir,
    seed: (config.decoding.seed ?? config.slice.seed).toString(),
  });
  // Floors and replays cost nothing and are deterministic; a command's answers depend on code the
  // cache key cannot see (the program's files), so a cached answer could hide a change in them.
  const cache =
    entry.provider === 'openai' || entry.provider === 'anthropic' ? context.cache : undefined;
  const outcomes: (ItemOutcome | undefined)[] = new Array(calls.length);
  const progress = createProgress({
    write: options.log,
    isTTY: options.isTTY,
    label: entry.id,
    total: calls.length,
    intervalS: options.progressIntervalS,
  });
  let requests = 0;
  let spentUsd = 0;
  const batch =
    context.mode === 'collect' || !options.pullRequest || batchSettings(entry)?.pull_requests
      ? batchSettings(entry)
      : undefined;
  const price = entry.price && batch ? batchPrice(entry.price) : entry.price;
  const costOf = (input: number, output: number) =>
    price ? (input * price.input_per_mtok + output * price.output_per_mtok) / 1e6 : 0;
  const estimatedInput = (call: ModelCall) => Math.ceil(promptChars(call) / 4);

  // Only the LLM judge grades asynchronously: its grades still in flight at the end.
  const grading: Promise<void>[] = [];
  const builds = buildCounter();
  type Graded = Omit<Grade, 'correct' | 'score'> & {
    correct: boolean | null;
    score: number | null;
  };
  const keep = (
    index: number,
    reply: ModelReply,
    latencyMs: number,
    attempts: number,
    cached: boolean,
    grade: Graded,
    gradingError: string | null,
  ) => {
    const call = calls[index]!;
    outcomes[index] = {
      id: call.item.id,
      repeat: call.repeat,
      correct: grade.correct,
      score: grade.score,
      extracted: grade.extracted,
      reason: scrub(grade.reason),
      response_sha256: sha256Hex(reply.text),
      latency_ms: Math.round(latencyMs * 10) / 10,
      tokens: { input: reply.usage.input_tokens, output: reply.usage.output_tokens },
      cached,
      attempts,
      error: gradingError,
      ...grade.loglikelihood,
      subject: itemSubject(call.item),
    };
    progress.tick(gradingError !== null);
  };
  // Only the judge (its own endpoint) or an answer that is not loglikelihoods (a cassette recorded
  // in generate mode) fails here; the answer is kept, the item errors.
  const failedGrade = (error: unknown): [Graded, string] => [
    { correct: null, score: null, extracted: null, reason: 'grading failed' },
    scrub(`grading failed: ${(error as Error).message}`),
  ];
  const finish = (
    index: number,
    reply: ModelReply,
    latencyMs: number,
    attempts: number,
    cached: boolean,
  ): Promise<void> | undefined => {
    const call = calls[index]!;
    builds.add(index, reply);
    context.recorder?.record(entry.id, call, reply);
    let graded: Grade | Promise<Grade>;
    try {
      graded = context.grader.grade(call.item, reply.text);
    } catch (error) {
      keep(index, reply, latencyMs, attempts, cached, ...failedGrade(error));
      return;
    }
    if (!(graded instanceof Promise)) {
      keep(index, reply, latencyMs, attempts, cached, graded, null);
      return;
    }
    const done = graded.then(
      (grade) => keep(index, reply, latencyMs, attempts, cached, grade, null),
      (error: unknown) => keep(index, reply, latencyMs, attempts, cached, ...failedGrade(error)),
    );
    grading.push(done);
    return done;
  };

  // Cached answers first: they need no request, no rate limit and no concurrency slot.
  const keys: (string | undefined)[] = calls.map((call) =>
    cache ? cacheKey(client.identity, cachedRequest(client, call), call.repeat) : undefined,
  );
  const pending: number[] = [];
  for (let i = 0; i < calls.length; i++) {
    const hit = keys[i] ? cache!.get(keys[i]!) : undefined;
    // One at a time: a judge grading cached answers gets them as a run gets its requests.
    if (hit) await finish(i, scrubReply(hit), 0, 0, true);
    else pending.push(i);
  }

  const failedOutcome = (index: number, attempts: number, message: string): ItemOutcome => {
    const call = calls[index]!;
    return {
      id: call.item.id,
      repeat: call.repeat,
      correct: null,
      score: null,
      extracted: null,
      reason: 'request failed',
      response_sha256: null,
      latency_ms: 0,
      tokens: { input: 0, output: 0 },
      cached: false,
      attempts,
      error: scrub(message),
      subject: itemSubject(call.item),
    };
  };

  const budget = config.budget?.max_usd;
  let batched: BatchItems | undefined;
  const batchRequests = batch ? pending.length : 0;
  if (batch && pending.length > 0) {
    if (budget !== undefined && price) {
      const estimate = pending.reduce(
        (sum, i) => sum + costOf(estimatedInput(calls[i]!), config.decoding.max_tokens),
        0,
      );
      if (estimate > budget) {
        throw new InputError(
          `model "${entry.id}": the batch of ${pending.length} requests is estimated at $${estimate.toFixed(4)}, above budget.max_usd ${budget}; a batch is submitted whole, so nothing was sent`,
        );
      }
    }
    batched = await batchItems({
      entry,
      settings: batch,
      client,
      api: createBatchApi(entry, options.env),
      calls,
      pending,
      suite: config.suite,
      protocolId: context.protocolId,
      stateDir: options.batchDir ?? path.join(prepared.loaded.baseDir, '.evalgate', 'batches'),
      mode: context.mode,
      signal: options.signal ?? new AbortController().signal,
      log: options.log,
      progress: (total) =>
        createProgress({
          write: options.log,
          isTTY: options.isTTY,
          label: `${entry.id} batch`,
          total,
          intervalS: options.progressIntervalS,
        }),
      ...(options.onBatchSubmitted
        ? { onSubmitted: (id: string) => options.onBatchSubmitted!(entry.id, id) }
        : {}),
    });
    for (const [index, reply] of batched.replies) {
      const clean = scrubReply(reply);
      spentUsd += costOf(clean.usage.input_tokens, clean.usage.output_tokens);
      if (keys[index]) cache!.put(keys[index]!, clean);
      finish(index, clean, 0, 1, false);
    }
    pending.length = 0;
    for (const [index, message] of batched.errors) {
      // Only when the user allows it: a synchronous retry costs the full price.
      if (batch.fallback === 'sync') pending.push(index);
      else {
        outcomes[index] = failedOutcome(index, 1, message);
        progress.tick(true);
      }
    }
    if (batched.errors.size > 0) {
      options.log(
        `evalgate: ${logText(entry.id)}: batch ${logText(batched.batchId)} (${logText(batched.status)}) did not answer ${batched.errors.size} of its requests${batch.fallback === 'sync' ? '; sending those as synchronous requests (batch.fallback: sync)' : '; they count as errors (batch.fallback: none)'}\n`,
      );
    }
  }
  let stoppedByBudget = false;
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
    (p) => estimatedInput(calls[pending[p]!]!) + config.decoding.max_tokens,
    (p, outcome) => {
      const index = pending[p]!;
      if (outcome.ok) {
        const { reply, latency } = outcome.value;
        spentUsd += costOf(reply.usage.input_tokens, reply.usage.output_tokens);
        if (keys[index]) cache!.put(keys[index]!, reply);
        finish(index, reply, latency, outcome.attempts, false);
        return;
      }
      outcomes[index] = failedOutcome(index, outcome.attempts, outcome.error.message);
      progress.tick(true);
    },
    {
      concurrency: entry.concurrency,
      rpm: entry.rpm,
      tpm: entry.tpm,
      maxRetries: entry.max_retries,
      mayStart: (p) => {
        if (budget === undefined || !price) return true;
        const call = calls[pending[p]!]!;
        const next = costOf(estimatedInput(call), config.decoding.max_tokens);
        if (spentUsd + next <= budget) return true;
        stoppedByBudget = true;
        return false;
      },
    },
  );
  // Only the LLM judge grades asynchronously; wait for its calls still in flight.
  await Promise.all(grading);
  progress.done();
  client.close();

  if (result.fatal && outcomes.filter(Boolean).length <= 1) {
    // The very first answers failed fatally (bad key, unknown model): nothing was measured.
    throw new InputError(scrub(result.fatal.message));
  }
  const items = outcomes.filter((o): o is ItemOutcome => o !== undefined);
  const remaining = calls.length - items.length;
  let incomplete: RunRecord['incomplete'] = null;
  if (batched?.waiting) {
    incomplete = {
      reason: scrub(
        `${batched.waiting.why} (${batched.waiting.done}/${batched.waiting.total} done); collect it later with \`evalgate collect --config ${displayPath(prepared.loaded.file)} --model ${entry.id}\``,
      ),
      remaining,
    };
  } else if (result.fatal) incomplete = { reason: scrub(result.fatal.message), remaining };
  else if (stoppedByBudget) {
    incomplete = {
      reason: `budget.max_usd ${budget} reached after $${spentUsd.toFixed(4)}`,
      remaining,
    };
  }
  const usage = {
    requests,
    cached: items.filter((o) => o.cached).length,
    input_tokens: items.reduce((a, o) => a + o.tokens.input, 0),
    output_tokens: items.reduce((a, o) => a + o.tokens.output, 0),
    cost_usd: price ? Math.round(spentUsd * 1e6) / 1e6 : null,
    ...(batched
      ? {
          batch: {
            id: batched.batchId,
            requests: batchRequests,
            status: batched.status,
          },
        }
      : {}),
  };
  const record: RunRecord = {
    schema_version: RUN_RECORD_SCHEMA_VERSION,
    run_id: runId(startedAt),
    suite: config.suite,
    model: {
      id: entry.id,
      provider: entry.provider,
      requested: entry.model ?? client.identity.model,
      base_url: client.identity.baseUrl,
      ...builds.result(),
      claimed: entry.claimed ?? null,
    },
    protocol_id: context.protocolId,
    protocol: context.protocol,
    items,
    aggregates: {
      ...aggregate(
        items,
        config.repeats,
        prepared.shard?.ids.length ?? prepared.slice.items.length,
      ),
      ...subjectAggregates(items, config.repeats),
    },
    usage,
    ...(prepared.shard ? { shard: prepared.shard } : {}),
    incomplete,
    environment: environment(options.env, startedAt, await gitShaNow),
  };
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

function promptChars(call: ModelCall): number {
  return call.prompt.mode === 'completion'
    ? call.prompt.text.length
    : call.prompt.messages.reduce((a, m) => a + m.content.length, 0);
}

async function judgeFunction(prepared: PreparedSuite, options: RunOptions) {
  const { config } = prepared.loaded;
  if (config.grader.kind !== 'llm_judge') return undefined;
  const judgeId = config.grader.judge;
  const entry = config.models.find((m) => m.id === judgeId);
  if (!entry) {
    throw new InputError(
      `${prepared.loaded.file}: grader.judge: expected the id of a model entry, found "${judgeId}"; expected one of: ${config.models.map((m) => m.id).join(', ')}`,
    );
  }
  const client: ModelClient = await createClient(entry, {
    env: options.env,
    baseDir: prepared.loaded.baseDir,
    seed: config.slice.seed.toString(),
  });
  const decoding: Decoding = { temperature: 0, top_p: 1, max_tokens: 256 };
  return async (prompt: ModelCall['prompt']) => {
    let last: unknown;
    for (let attempt = 0; attempt <= entry.max_retries; attempt++) {
      try {
        const call: ModelCall = {
          item: { id: 'judge', index: -1, row: {} },
          repeat: 0,
          prompt,
          decoding,
        };
        return (await client.send(call, new AbortController().signal)).text;
      } catch (error) {
        last = error;
        if ((error as { disposition?: string }).disposition === 'fatal') break;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
    throw last;
  };
}

function runId(startedAt: Date): string {
  // Sorts by start time, to the millisecond; the random suffix keeps concurrent runs apart.
  const stamp = startedAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${Math.random().toString(16).slice(2, 8)}`;
}

function environment(
  env: NodeJS.ProcessEnv,
  startedAt: Date,
  gitShaValue: string | null,
): RunRecord['environment'] {
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : null;
  return {
    evalgate: VERSION,
    node: process.version,
    os: `${os.platform()} ${os.release()} ${os.arch()}`,
    ci_run_url: runUrl,
    git_sha: gitShaValue,
    started_at: startedAt.toISOString(),
    ended_at: new Date().toISOString(),
  };
}

/**
 * Few-shot examples drawn from the rows under evaluation put answers into the prompts. A few-shot
 * path naming a file of dataset.path is an error on harness.fewshot.path with the count of
 * evaluated rows among the examples' pool; rows of another file equal in question and choices
 * are a warning only (MMLU's own dev and test splits share a few questions, and lm-eval prompts
 * them so).
 */
async function checkFewshotOverlap(
  loaded: LoadedConfig,
  slice: Slice,
  fewshot: { files: readonly string[]; rows: readonly Record<string, unknown>[] },
  warn: (message: string) => void,
): Promise<void> {
  const { config } = loaded;
  const fields = config.dataset.fields;
  // Rows without a question text are not compared (nothing says two of them are one row).
  const keyOf = (row: Record<string, unknown>) =>
    typeof row.question === 'string' && row.question.trim() !== ''
      ? JSON.stringify([row.question, row.choices ?? null], (_, v: unknown) =>
          typeof v === 'bigint' ? v.toString() : v,
        )
      : undefined;
  const pool = new Set(fewshot.rows.map((row) => keyOf(mapRow(row, fields))));
  pool.delete(undefined);
  const overlap = slice.items.filter((item) => pool.has(keyOf(item.row)));
  const evaluated = new Set(
    await datasetFiles(config.dataset.path, loaded.baseDir, 'dataset.path'),
  );
  const shared = fewshot.files.filter((file) => evaluated.has(file));
  if (shared.length === 0 && overlap.length === 0) return;
  const where = loaded.locate?.(['harness', 'fewshot', 'path']) ?? loaded.file;
  const ids = overlap.slice(0, 5).map((item) => JSON.stringify(item.id));
  const rows = `${overlap.length} of the ${slice.items.length} evaluated rows ${overlap.length === 1 ? 'is' : 'are'} among the few-shot rows (same question and choices)`;
  if (shared.length === 0) {
    warn(
      `${where}: harness.fewshot.path: ${rows}: their answers can be in the prompts (rows ${ids.join(', ')}${overlap.length > 5 ? ', ...' : ''})`,
    );
    return;
  }
  throw new InputError(
    `${where}: harness.fewshot.path: expected few-shot examples from other rows than the evaluated ones, found ${shared.join(', ')}, also read by dataset.path; ${rows}: their answers would be in the prompts`,
    ['take the examples from another split (for MMLU: dev, when the test split is evaluated)'],
  );
}

/**
 * A run whose outcomes equal a stored run of the same build and protocol is written marked as a
 * replay of it (`replay_of`), not left out: the history keeps every gate that ran (its commit and
 * CI run), and trends and `history` count the measurement once.
 */
async function markStoredReplay(loaded: LoadedConfig, record: RunRecord): Promise<RunRecord> {
  if (record.shard) return record;
  const entries = await localStore(path.join(loaded.baseDir, '.evalgate', 'runs')).summaries(
    record.suite,
    record.model.id,
  );
  return markReplay(
    record,
    entries.map((e) => e.summary),
  );
}

/** One JSON file per run in the local history (and `--out`), never overwritten. */
async function writeRecord(
  loaded: LoadedConfig,
  record: RunRecord,
  outDir?: string,
): Promise<string> {
  const history = path.join(loaded.baseDir, '.evalgate', 'runs');
  try {
    // A partial record is not a run of the suite: it never enters the history, only its folder.
    if (record.shard) {
      const folder = outDir ?? path.join(loaded.baseDir, '.evalgate', 'shards', record.suite);
      await mkdir(folder, { recursive: true });
      const name = recordFileName(record).replace(
        /\.json$/,
        `.shard-${record.shard.index}-of-${record.shard.count}.json`,
      );
      await writeFileAtomic(path.join(folder, name), recordText(record));
      return path.join(folder, name);
    }
    const stored = await localStore(history).append(record);
    if (!outDir) return path.join(history, stored);
    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, recordFileName(record));
    await writeFileAtomic(file, recordText(record));
    return file;
  } catch (error) {
    // Nothing paid for is lost: every answer is in the response cache, so a rerun sends nothing.
    throw new InputError(
      `cannot write the run record of model "${record.model.id}" (score ${record.aggregates.score?.toFixed(1) ?? 'n/a'}, n ${record.aggregates.n}): ${ioReason((error as { cause?: unknown }).cause ?? error)}; free the space or fix the folder and run again: the answers are in the response cache, so the rerun sends no request`,
    );
  }
}

function scrubReply(reply: ModelReply): ModelReply {
  return {
    ...reply,
    text: scrub(reply.text),
    model: reply.model === null ? null : scrub(reply.model),
    systemFingerprint: reply.systemFingerprint === null ? null : scrub(reply.systemFingerprint),
  };
}
