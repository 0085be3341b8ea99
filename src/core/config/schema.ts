import { z } from 'zod';
import { loglikelihoodIssues } from '../loglikelihood.js';
import { caseCollision, slotFile } from '../slot-path.js';
import { reasoningSchema, tokenLimitSchema } from './reasoning.js';
import { headerVariables } from './variables.js';

/**
 * The evalgate.yml contract. Key names and meanings follow DESIGN.md; new keys may be added,
 * existing ones keep their names. The JSON Schema for editors is generated from these definitions
 * (`evalgate schema`), so descriptions here are what users see on hover.
 */

const nonNegativeInteger = z
  .union([z.number().int().nonnegative(), z.bigint().nonnegative()])
  .describe('a non-negative integer (any size numpy accepts)');

const fieldName = z.string().min(1);

export const DATASET_FORMATS = ['jsonl', 'json', 'csv', 'mmlu-csv', 'parquet'] as const;

const fieldsSchema = z
  .strictObject({
    id: fieldName.optional().describe('column holding a stable row id; default: the row index'),
    question: fieldName.default('question'),
    choices: z
      .union([fieldName, z.array(fieldName).min(2)])
      .default('choices')
      .describe('a list column, or a list of columns (one per choice, e.g. [A, B, C, D])'),
    answer: fieldName
      .default('answer')
      .describe('column holding the answer: a 0-based index or a letter A..J'),
    subject: fieldName.optional(),
  })
  .describe('maps evalgate field names to the dataset columns');

const datasetSchema = z.strictObject({
  path: z.string().min(1).describe('file or glob, relative to the config file'),
  format: z
    .enum(DATASET_FORMATS)
    .optional()
    .describe('inferred from the extension; mmlu-csv for the original MMLU CSVs'),
  fields: fieldsSchema.default({ question: 'question', choices: 'choices', answer: 'answer' }),
});

const washSchema = z
  .strictObject({
    require: z
      .array(fieldName)
      .default([])
      .describe('drop rows where any of these fields is missing or empty (an empty list counts)'),
    min_choices: z.number().int().nonnegative().optional(),
    answer_in_choices: z
      .boolean()
      .default(false)
      .describe('drop rows whose answer does not point at one of their choices'),
    dedupe: z
      .union([fieldName, z.literal(false)])
      .optional()
      .describe(
        'keep only the first row for each value of this field; false (the default when absent): no dedupe',
      ),
    max_chars: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('drop rows whose question plus choices exceed this many characters'),
  })
  .describe('declarative filters applied before shuffling; part of the protocol');

const sliceSchema = z.strictObject({
  seed: nonNegativeInteger.default(0),
  size: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('rows to select after the shuffle; default: all washed rows'),
  fingerprint_fields: z
    .array(fieldName)
    .min(1)
    .optional()
    .describe(
      'default: [question, choices, answer], or [question, answer] for rows without choices',
    ),
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters')
    .optional()
    .describe('pinned sha256 of the slice; `evalgate slice --write` fills it in'),
});

const fewshotSchema = z.strictObject({
  k: z.number().int().nonnegative().default(0),
  path: z.string().min(1).optional(),
  format: z.enum(DATASET_FORMATS).optional(),
  sampler: z.enum(['first_n', 'seeded']).default('first_n'),
  seed: nonNegativeInteger.optional().describe('seed of the `seeded` sampler; default: slice.seed'),
  template: z
    .string()
    .optional()
    .describe(
      'how each example is written; {{prompt}} is the item template rendered for the example, {{target}} its answer (the letter for multiple choice). Default: "{{prompt}} {{target}}\\n\\n"',
    ),
  as_turns: z
    .boolean()
    .default(false)
    .describe('chat mode only: send the examples as user/assistant turns instead of inline'),
  group_by: z
    .union([fieldName, z.literal(false)])
    .optional()
    .describe(
      "take each item's examples from the few-shot rows with the same value of this field (e.g. subject); false: one block for every item. Default: subject for the mmlu presets, false otherwise",
    ),
});

export const HARNESS_PRESETS = [
  'mmlu',
  'mmlu@lm-eval-0.4.3',
  'mmlu-generative',
  'mmlu-generative@lm-eval-0.4.7',
  'mmlu-generative@lm-eval-0.4.3',
  'mmlu-simple-evals',
] as const;

const harnessSchema = z.strictObject({
  preset: z.enum(HARNESS_PRESETS).optional(),
  template: z
    .string()
    .optional()
    .describe(
      'logic-less template over row fields ({{question}}, {{#choices}}{{letter}}. {{text}}\\n{{/choices}}); text before {{fewshot}} is written once, the rest is the item template',
    ),
  system: z.string().optional().describe('system message (chat) or text before the prompt'),
  mode: z
    .enum(['chat', 'completion'])
    .optional()
    .describe('default: completion for the mmlu presets, chat otherwise'),
  fewshot: fewshotSchema.optional(),
  output: z
    .enum(['generate', 'loglikelihood'])
    .optional()
    .describe(
      'generate (default): the model writes an answer and the grader reads it. loglikelihood: each choice is scored by the logprob of the prompt continued by it, as lm-evaluation-harness scores multiple choice (needs grader kind loglikelihood and an openai model with api: completions whose server returns prompt logprobs, e.g. vLLM)',
    ),
  choice_target: z
    .enum(['letter', 'text'])
    .optional()
    .describe(
      "loglikelihood only: what follows the prompt for each choice, and what the few-shot examples' answers are: its letter (default, as lm-eval MMLU) or its text",
    ),
  target_delimiter: z
    .string()
    .optional()
    .describe(
      'loglikelihood only: written between the prompt and each choice target, and between each few-shot example and its answer; default " "',
    ),
  max_length: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "loglikelihood only: lm-eval's max_length, in the model's tokens. A choice whose prompt (context and continuation, as the server tokenizes it) is more than max_length + 1 tokens, which lm-eval would left-truncate, makes its item an error: evalgate sends text and cannot truncate tokens. Default: no limit",
    ),
});

const graderSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('exact_match'),
    normalize: z
      .array(
        z.enum([
          'strip',
          'lowercase',
          'collapse_whitespace',
          'strip_punctuation',
          'strip_articles',
          'first_line',
          'strip_ascii_punctuation',
        ]),
      )
      .default(['strip']),
    target: z
      .enum(['any', 'letter', 'text'])
      .default('any')
      .describe(
        'what the response is compared with on multiple-choice rows: the letter, the choice text, or either',
      ),
  }),
  z.strictObject({ kind: z.literal('contains'), case_sensitive: z.boolean().default(false) }),
  z.strictObject({
    kind: z.literal('regex'),
    pattern: z.string().min(1),
    group: z.union([z.number().int().nonnegative(), z.string()]).default(1),
  }),
  z.strictObject({ kind: z.literal('choice'), match: z.enum(['first', 'last']).default('first') }),
  z.strictObject({ kind: z.literal('numeric'), tolerance: z.number().nonnegative().default(1e-6) }),
  z.strictObject({
    kind: z.literal('llm_judge'),
    judge: fieldName.describe('id of the model entry that judges'),
    prompt: z.string().min(1),
  }),
  z.strictObject({
    kind: z.literal('loglikelihood'),
    metric: z
      .enum(['acc', 'acc_norm'])
      .default('acc')
      .describe(
        "acc: the choice with the largest loglikelihood; acc_norm: the largest loglikelihood per character of the choice target (lm-eval's names)",
      ),
  }),
]);

const decodingSchema = z.strictObject({
  temperature: z.number().min(0).default(0),
  top_p: z.number().gt(0).max(1).default(1),
  max_tokens: z.number().int().positive().default(16),
  seed: nonNegativeInteger.optional(),
  stop: z.array(z.string()).optional(),
});

/** `6h`, `30m`, `90s`, `1d`, or a number of seconds. */
export const DURATION = /^(\d+(?:\.\d+)?)(s|m|h|d)$/;

const batchSchema = z.strictObject({
  max_wait: z
    .union([
      z.number().positive(),
      z
        .string()
        .regex(DURATION, 'expected a duration such as "6h", "30m", "90s" or a number of seconds'),
    ])
    .default('24h')
    .describe(
      'how long a run polls the batch before it stops and reports the run incomplete (collect it later with `evalgate collect`); default 24h',
    ),
  poll_s: z.number().positive().default(30).describe('seconds between status polls; default 30'),
  fallback: z
    .enum(['none', 'sync'])
    .default('none')
    .describe(
      'items the batch failed or expired on: none (default) leaves them as item errors, sync sends them again as ordinary requests',
    ),
  pull_requests: z
    .boolean()
    .default(false)
    .describe(
      'also batch pull-request runs (default false: a batch can take hours, a pull request wants its check now)',
    ),
});

export const PROVIDERS = ['openai', 'anthropic', 'command', 'replay', 'baseline'] as const;

const modelSchema = z.strictObject({
  id: fieldName.describe('stable key for this model slot; baselines are stored under it'),
  provider: z.enum(PROVIDERS),
  model: z.string().min(1).optional().describe('the build under test, as the provider names it'),
  base_url: z.url().optional(),
  api_key_env: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name')
    .optional(),
  headers: z.record(z.string(), z.string()).optional(),
  api: z
    .enum(['chat', 'completions', 'messages', 'responses'])
    .optional()
    .describe(
      'provider openai: chat (default, the chat completions endpoint), completions (the legacy completions endpoint) or responses (the Responses API: no seed is sent, and decoding.stop and token_limit are refused)',
    ),
  command: z.array(z.string()).min(1).optional(),
  cassette: z.string().min(1).optional(),
  strategy: z.enum(['random', 'first', 'longest']).optional(),
  claimed: z.number().min(0).max(100).optional().describe("the vendor's published score"),
  serving: z
    .strictObject({
      hardware: z.string().min(1).optional().describe('what the endpoint runs on, e.g. A100-80G'),
      precision: z.string().min(1).optional().describe("the weights' precision, e.g. bf16"),
      engine: z.string().min(1).optional().describe('the serving engine, e.g. vLLM 0.9.2'),
      batch_size: z.number().int().positive().optional().describe('the serving batch size'),
    })
    .optional()
    .describe(
      "what this entry's endpoint runs on, as its operators declare it: recorded in each run and shown on the protocol card; a change against the baseline's is named in the report (a property of the build, not of the protocol)",
    ),
  reasoning: reasoningSchema.optional(),
  token_limit: tokenLimitSchema.optional(),
  concurrency: z.number().int().positive().default(8),
  rpm: z.number().positive().optional(),
  tpm: z.number().positive().optional(),
  timeout_s: z.number().positive().default(60),
  max_retries: z.number().int().nonnegative().default(5),
  max_response_bytes: z
    .number()
    .int()
    .positive()
    .default(4 * 1024 * 1024)
    .describe(
      'largest response body read; a larger one is an item error and the connection is dropped',
    ),
  price: z
    .strictObject({
      input_per_mtok: z.number().nonnegative(),
      output_per_mtok: z.number().nonnegative(),
      batch_discount: z
        .number()
        .min(0)
        .max(1)
        .default(0.5)
        .describe(
          'batch runs: the fraction taken off both prices (0.5: half price); ignored for a price given explicitly below',
        ),
      batch_input_per_mtok: z.number().nonnegative().optional(),
      batch_output_per_mtok: z.number().nonnegative().optional(),
    })
    .optional(),
  batch: z
    .union([z.boolean(), batchSchema])
    .optional()
    .describe(
      "send scheduled and dispatched runs (and CLI runs) through the provider's batch API (openai: Batch API, anthropic: Message Batches); true for the defaults, or the settings",
    ),
});

/** The gate a config without `gate:` gets, and what commands without a config judge by. */
export const GATE_DEFAULTS = Object.freeze({
  max_drop: 2,
  significance: 'report',
  alpha: 0.05,
  max_error_rate: 0.02,
  on_incomparable: 'fail',
  on_no_baseline: 'neutral',
} as const);

const gateSchema = z.strictObject({
  max_drop: z.number().nonnegative().default(2.0),
  significance: z.enum(['report', 'require']).default('report'),
  alpha: z.number().gt(0).lt(1).default(0.05),
  max_error_rate: z.number().min(0).max(1).default(0.02),
  on_incomparable: z.enum(['fail', 'neutral']).default('fail'),
  on_no_baseline: z.enum(['neutral', 'fail']).default('neutral'),
});

const budgetSchema = z.strictObject({ max_usd: z.number().positive().optional() });

export const configSchema = z
  .strictObject({
    version: z.literal(1),
    suite: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
        'expected letters, digits, ".", "_" or "-" (it names a folder)',
      ),
    dataset: datasetSchema,
    wash: washSchema.default({ require: [], answer_in_choices: false }),
    slice: sliceSchema.default({ seed: 0 }),
    harness: harnessSchema.default({}),
    grader: graderSchema.default({ kind: 'choice', match: 'first' }),
    decoding: decodingSchema.default({ temperature: 0, top_p: 1, max_tokens: 16 }),
    repeats: z.number().int().positive().default(1),
    models: z.array(modelSchema).default([]),
    gate: gateSchema.default(GATE_DEFAULTS),
    budget: budgetSchema.optional(),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    config.models.forEach((model, i) => {
      if (seen.has(model.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['models', i, 'id'],
          message: `expected a unique id, found "${model.id}" twice`,
        });
      }
      seen.add(model.id);
      const variables = [
        ...(model.api_key_env ? [['api_key_env', model.api_key_env] as const] : []),
        ...Object.entries(model.headers ?? {}).flatMap(([name, value]) =>
          headerVariables(value).map((variable) => ['headers', variable, name] as const),
        ),
      ];
      for (const [key, variable, header] of variables) {
        if (RUNNER_TOKENS.test(variable)) {
          ctx.addIssue({
            code: 'custom',
            path: ['models', i, key, ...(header ? [header] : [])],
            message: `expected a variable that holds a model provider's key, not ${variable} (the workflow's own tokens are never sent to a model endpoint)`,
          });
        }
      }
      const file = slotFile(model.id);
      if (!file.ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['models', i, 'id'],
          message: `expected an id that can name its baseline file (${file.why})`,
        });
      }
      if (model.batch && model.provider !== 'openai' && model.provider !== 'anthropic') {
        ctx.addIssue({
          code: 'custom',
          path: ['models', i, 'provider'],
          message: 'expected openai or anthropic with batch set (the providers with a batch API)',
        });
      }
      if (model.batch && model.provider === 'openai' && config.harness.output === 'loglikelihood') {
        ctx.addIssue({
          code: 'custom',
          path: ['models', i, 'batch'],
          message:
            'expected harness.output generate: loglikelihood requests (echo with prompt logprobs) are not batched',
        });
      }
      for (const key of requiredByProvider[model.provider]) {
        if (model[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['models', i, key],
            message: `is required for provider "${model.provider}"`,
          });
        }
      }
    });
    const clash = caseCollision(config.models.map((m) => m.id));
    if (clash) {
      ctx.addIssue({
        code: 'custom',
        path: ['models', config.models.findIndex((m) => m.id === clash[1]), 'id'],
        message: `expected ids that differ in more than letter case from "${clash[0]}" (on macOS and Windows their baseline files would be one file)`,
      });
    }
    for (const issue of loglikelihoodIssues(config)) ctx.addIssue({ code: 'custom', ...issue });
    if (config.harness.preset && config.harness.template) {
      ctx.addIssue({
        code: 'custom',
        path: ['harness', 'template'],
        message: `expected either harness.preset or harness.template, found both`,
      });
    }
  });

/** The runner's and the workflow's own credentials: never a model key, never a header. */
const RUNNER_TOKENS = /^(INPUT_|ACTIONS_|GITHUB_TOKEN$|GH_TOKEN$|GITHUB_PAT)/;

type ModelInput = z.infer<typeof modelSchema>;
const requiredByProvider: Record<ModelInput['provider'], (keyof ModelInput)[]> = {
  openai: ['base_url', 'model'],
  anthropic: ['model'],
  command: ['command'],
  replay: ['cassette'],
  baseline: ['strategy'],
};

export type Config = z.infer<typeof configSchema>;
export type ModelEntry = Config['models'][number];
export type BatchSettings = z.infer<typeof batchSchema>;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/** A model entry's batch settings with their defaults, or undefined when it does not batch. */
export function batchSettings(entry: ModelEntry): BatchSettings | undefined {
  if (entry.batch === undefined || entry.batch === false) return undefined;
  return entry.batch === true ? batchSchema.parse({}) : entry.batch;
}
