import { z } from 'zod';
import { meanStd } from './stats.js';

/**
 * Run records: one model entry measured once under one protocol. Versioned and validated on
 * read, because baselines and history are built from them and must never be misread.
 */
export const RUN_RECORD_SCHEMA_VERSION = 1;

const count = z.number().int().nonnegative();

export const protocolSchema = z.object({
  /** evalgate's own measurement-protocol version: bumps when a change could move scores. */
  harness: z.object({
    /** evalgate measured it, or it was imported from lm-evaluation-harness output. */
    name: z.enum(['evalgate', 'lm-eval']),
    version: z.string(),
    protocol_version: z.number().int(),
  }),
  dataset: z.object({ path: z.string(), format: z.string().optional() }),
  fingerprint: z.string(),
  slice: z.object({ seed: z.string(), size: count, fingerprint_fields: z.array(z.string()) }),
  wash: z.record(z.string(), z.unknown()),
  template: z.object({
    name: z.string(),
    mode: z.string(),
    hash: z.string(),
    text: z.string(),
    /** The runner and versions whose prompts the preset reproduces (descriptive, not in the id). */
    reproduces: z.string().optional(),
  }),
  fewshot: z.object({
    k: count,
    hash: z.string(),
    // Descriptive: the hash covers the examples each item gets, so these are not in the id.
    source: z.string().optional(),
    sampler: z.string().optional(),
    group_by: z.string().optional(),
  }),
  grader: z.record(z.string(), z.unknown()),
  decoding: z.record(z.string(), z.unknown()),
  repeats: z.number().int().positive(),
  /** How answers are obtained; absent for generate (records from before this field). */
  output: z.literal('loglikelihood').optional(),
  /** sha256 of every prompt of the slice with its item id (absent in records of earlier versions). */
  prompts: z.string().optional(),
  /** Imported from lm-evaluation-harness: the task's identity and the config parts no other part covers. */
  lm_eval: z
    .object({
      task: z.string(),
      task_version: z.union([z.string(), z.number(), z.null()]),
      /** sha256 over the samples' doc, prompt and target hashes; null when no samples were logged. */
      task_hash: z.string().nullable(),
      limit: z.number().nullable(),
      /** The task config's keys that no other part covers (descriptive keys left out). */
      config: z.record(z.string(), z.unknown()),
      /** An imported group: the subtasks whose items the record holds, sorted. */
      subtasks: z.array(z.string()).optional(),
      /** Descriptive, not in the id: the runner's version and commit, and the scrubbed model_args. */
      lm_eval_version: z.string().nullable(),
      git_hash: z.string().nullable(),
      model_args: z.record(z.string(), z.unknown()),
    })
    .optional(),
});
export type Protocol = z.infer<typeof protocolSchema>;

export const itemOutcomeSchema = z.object({
  id: z.union([z.string(), z.number()]),
  repeat: count,
  /** null when the item errored: errors are reported, never counted as wrong answers. */
  correct: z.boolean().nullable(),
  score: z.number().nullable(),
  extracted: z.string().nullable(),
  reason: z.string(),
  response_sha256: z.string().nullable(),
  latency_ms: z.number().nonnegative(),
  /** `reasoning`: the part of `output` spent reasoning, where the provider reports it (absent otherwise). */
  tokens: z.object({ input: count, output: count, reasoning: count.optional() }),
  cached: z.boolean(),
  attempts: count,
  error: z.string().nullable(),
  /** harness.output loglikelihood: the per-choice sums, and lm-eval's acc and acc_norm. */
  loglikelihoods: z.array(z.number()).optional(),
  acc: z.boolean().optional(),
  acc_norm: z.boolean().optional(),
  /** The row's subject (MMLU's subject, or the dataset's subject field); absent in older records. */
  subject: z.string().nullable().optional(),
});
export type ItemOutcome = z.infer<typeof itemOutcomeSchema>;

/** Score and size of one subject or category of a run (`aggregates.subjects`, `.categories`). */
const groupAggregateSchema = z.object({
  name: z.string(),
  /** The MMLU category of a subject (the category itself for a category); null outside MMLU. */
  category: z.string().nullable(),
  /** Items of the slice in this group (per repeat). */
  n: count,
  score: z.number().nullable(),
  errors: count,
});
export type GroupAggregate = z.infer<typeof groupAggregateSchema>;

/** A model entry's declared serving side (config `models[].serving`). */
export const servingSchema = z.object({
  hardware: z.string().optional(),
  precision: z.string().optional(),
  engine: z.string().optional(),
  batch_size: z.number().optional(),
});
export type Serving = z.infer<typeof servingSchema>;

export const runRecordSchema = z.object({
  schema_version: z.literal(RUN_RECORD_SCHEMA_VERSION),
  run_id: z.string(),
  suite: z.string(),
  model: z.object({
    id: z.string(),
    provider: z.string(),
    requested: z.string().nullable(),
    base_url: z.string().nullable(),
    /** What the provider reported back; the most frequent value when it varied. */
    build: z.object({ model: z.string().nullable(), system_fingerprint: z.string().nullable() }),
    /** Every distinct build identity seen during the run, with how many responses carried it. */
    builds_seen: z.array(
      z.object({ model: z.string().nullable(), system_fingerprint: z.string().nullable(), count }),
    ),
    claimed: z.number().nullable(),
    /** What the endpoint runs on, as the config declared it; absent when not declared. */
    serving: servingSchema.optional(),
  }),
  protocol_id: z.string(),
  protocol: protocolSchema,
  items: z.array(itemOutcomeSchema),
  aggregates: z.object({
    /** Mean over repeats of the per-repeat accuracy, in points (0..100), errors excluded. */
    score: z.number().nullable(),
    /** Sample standard deviation of the per-repeat scores (0 with one repeat). */
    std: z.number(),
    per_repeat: z.array(z.number().nullable()),
    /** Items in the slice (per repeat). */
    n: count,
    errors: count,
    error_rate: z.number(),
    /** Standard error of the score in points, as lm-eval reported it (imports without samples). */
    stderr: z.number().nullable().optional(),
    /** Per subject, when the items span two subjects or more; absent in older records. */
    subjects: z.array(groupAggregateSchema).optional(),
    /** Per MMLU category, when every subject is one of MMLU's 57. */
    categories: z.array(groupAggregateSchema).optional(),
  }),
  usage: z.object({
    requests: count,
    cached: count,
    input_tokens: count,
    output_tokens: count,
    /**
     * Reasoning tokens, a part of `output_tokens` (never billed twice): set when an item reports
     * them (OpenAI reasoning models); absent otherwise and in older records.
     */
    reasoning_tokens: count.optional(),
    cost_usd: z.number().nullable(),
    /**
     * Where the `cached` answers came from: per measuring run (null for a local run, or an answer
     * cached by an earlier evalgate that did not say), how many, and when the oldest was measured.
     */
    cached_from: z
      .array(
        z.object({
          run: z.string().nullable(),
          attempt: z.number().int().nullable(),
          count,
          oldest: z.string().nullable(),
        }),
      )
      .optional(),
    /** Runs through a batch API: the batch, its request count and last status; `requests` counts only synchronous ones. */
    batch: z.object({ id: z.string(), requests: count, status: z.string() }).optional(),
  }),
  /**
   * Set on a partial run (`evalgate run --shard I/N`): shard `index` of `count` of this protocol,
   * the slice items it measured (round-robin over slice order) and how many the whole slice has.
   * A partial record is never frozen, gated or stored as history; `evalgate merge` joins them.
   */
  shard: z
    .object({
      index: z.number().int().positive(),
      count: z.number().int().positive(),
      slice_items: count,
      ids: z.array(z.union([z.string(), z.number()])),
    })
    .optional(),
  /**
   * Set when this run's outcomes equal those of a stored run of the same build and protocol (a
   * rerun answered from the cache): the run_id of that run. A replay is kept in the history, as a
   * record that the gate ran, but is not a new trend point.
   */
  replay_of: z.string().optional(),
  /** Set when the run stopped before every item was done (budget, fatal provider error). */
  incomplete: z.object({ reason: z.string(), remaining: count }).nullable(),
  environment: z.object({
    evalgate: z.string(),
    node: z.string(),
    os: z.string(),
    ci_run_url: z.string().nullable(),
    git_sha: z.string().nullable(),
    started_at: z.string(),
    ended_at: z.string(),
  }),
});
export type RunRecord = z.infer<typeof runRecordSchema>;

/** The record of one entry's run, assembled from the stages' values; computes nothing but sums. */
export function buildRecord(input: {
  runId: string;
  suite: string;
  protocol: Protocol;
  protocolId: string;
  model: Omit<RunRecord['model'], 'build' | 'builds_seen'>;
  builds: Pick<RunRecord['model'], 'build' | 'builds_seen'>;
  items: ItemOutcome[];
  /** Items the run was to measure (a shard's, or the slice's). */
  n: number;
  subjects: Pick<RunRecord['aggregates'], 'subjects' | 'categories'> | undefined;
  usage: Omit<RunRecord['usage'], 'cached' | 'input_tokens' | 'output_tokens' | 'reasoning_tokens'>;
  shard: RunRecord['shard'];
  incomplete: RunRecord['incomplete'];
  environment: RunRecord['environment'];
}): RunRecord {
  const { items } = input;
  let input_tokens = 0;
  let output_tokens = 0;
  let reasoning_tokens: number | undefined;
  let cached = 0;
  for (const o of items) {
    input_tokens += o.tokens.input;
    output_tokens += o.tokens.output;
    if (o.tokens.reasoning !== undefined) {
      reasoning_tokens = (reasoning_tokens ?? 0) + o.tokens.reasoning;
    }
    if (o.cached) cached++;
  }
  return {
    schema_version: RUN_RECORD_SCHEMA_VERSION,
    run_id: input.runId,
    suite: input.suite,
    model: {
      id: input.model.id,
      provider: input.model.provider,
      requested: input.model.requested,
      base_url: input.model.base_url,
      ...input.builds,
      claimed: input.model.claimed,
      ...(input.model.serving ? { serving: input.model.serving } : {}),
    },
    protocol_id: input.protocolId,
    protocol: input.protocol,
    items,
    aggregates: {
      ...aggregate(items, input.protocol.repeats, input.n),
      ...(input.subjects ?? {}),
    },
    usage: {
      requests: input.usage.requests,
      cached,
      input_tokens,
      output_tokens,
      ...(reasoning_tokens === undefined ? {} : { reasoning_tokens }),
      cost_usd: input.usage.cost_usd,
      ...(input.usage.cached_from?.length ? { cached_from: input.usage.cached_from } : {}),
      ...(input.usage.batch ? { batch: input.usage.batch } : {}),
    },
    ...(input.shard ? { shard: input.shard } : {}),
    incomplete: input.incomplete,
    environment: input.environment,
  };
}

/** Per-repeat accuracy (errors excluded), mean and sample std, in points. */
export function aggregate(
  items: readonly ItemOutcome[],
  repeats: number,
  n: number,
): RunRecord['aggregates'] {
  const perRepeat: (number | null)[] = [];
  let errors = 0;
  for (let r = 0; r < repeats; r++) {
    let right = 0;
    let graded = 0;
    for (const item of items) {
      if (item.repeat !== r) continue;
      if (item.correct === null) continue;
      graded++;
      if (item.correct) right++;
    }
    perRepeat.push(graded > 0 ? (100 * right) / graded : null);
  }
  for (const item of items) if (item.error !== null) errors++;
  const scores = perRepeat.filter((s): s is number => s !== null);
  const spread = scores.length ? meanStd(scores) : undefined;
  const mean = spread ? spread.mean : null;
  // One repeat has no measured spread; records say 0 and the report marks the run single-run.
  const std = spread && scores.length > 1 ? spread.std : 0;
  const total = n * repeats;
  return {
    score: mean,
    std,
    per_repeat: perRepeat,
    n,
    errors,
    error_rate: total > 0 ? errors / total : 0,
  };
}
