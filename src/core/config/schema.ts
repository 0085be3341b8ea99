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

/** A seed: a non-negative integer of any size numpy accepts (YAML integers past 2^53 arrive as BigInt). */
const nonNegativeInteger = z.union([z.number().int().nonnegative(), z.bigint().nonnegative()]);

const fieldName = z.string().min(1);

export const DATASET_FORMATS = ['jsonl', 'json', 'csv', 'mmlu-csv', 'parquet'] as const;

const fieldsSchema = z
  .strictObject({
    id: fieldName.optional().describe('column holding a stable row id; default: the row index'),
    question: fieldName.default('question').describe('column holding the question text'),
    choices: z
      .union([fieldName, z.array(fieldName).min(2)])
      .default('choices')
      .describe('a list column, or a list of columns (one per choice, e.g. [A, B, C, D])'),
    answer: fieldName
      .default('answer')
      .describe('column holding the answer: a 0-based index or a letter A..J'),
    subject: fieldName
      .optional()
      .describe(
        'column holding the subject, for per-subject and per-category scores and per-subject few-shot examples; default: a subject column when the rows have one (mmlu-csv: the file name)',
      ),
  })
  .describe('maps evalgate field names to the dataset columns');

const datasetSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .describe(
      'the data file, or a glob whose files are read in sorted order, relative to the config file. Example: data/abstract_algebra_test.csv',
    ),
  format: z
    .enum(DATASET_FORMATS)
    .optional()
    .describe(
      'jsonl, json (an array of objects), csv (with a header row), parquet, or mmlu-csv (the original MMLU CSVs: no header, question,A,B,C,D,letter, the subject from the file name); default: inferred from the extension',
    ),
  fields: fieldsSchema.default(fieldsSchema.parse({})),
});

const washSchema = z
  .strictObject({
    require: z
      .array(fieldName)
      .default([])
      .describe('drop rows where any of these fields is missing or empty (an empty list counts)'),
    min_choices: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe('drop rows with fewer choices than this, e.g. 4 for MMLU; default: no minimum'),
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
      .describe(
        'drop rows whose question plus choices exceed this many characters (code points); default: no limit',
      ),
  })
  .describe('declarative filters applied before shuffling; part of the protocol');

const sliceSchema = z.strictObject({
  seed: nonNegativeInteger
    .default(0)
    .describe(
      'seed of the shuffle, which is numpy-compatible (any size numpy accepts), e.g. 20240909',
    ),
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
      'the row fields the fingerprint hashes; default: [question, choices, answer], or [question, answer] for rows without choices',
    ),
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters')
    .optional()
    .describe(
      'the sha256 the slice is pinned to: data that no longer gives it is an error naming both fingerprints and the likely cause. `evalgate slice --write` fills it in',
    ),
});

const fewshotSchema = z.strictObject({
  k: z.number().int().nonnegative().default(0).describe('examples per item; 0 is zero-shot'),
  path: z
    .string()
    .min(1)
    .optional()
    .describe(
      'file or glob of the example rows, relative to the config file (e.g. the dev split); needed when k is above 0, and never a file dataset.path reads',
    ),
  format: z
    .enum(DATASET_FORMATS)
    .optional()
    .describe("the examples' format, as dataset.format; inferred from the extension"),
  sampler: z
    .enum(['first_n', 'seeded'])
    .default('first_n')
    .describe(
      "first_n: the first k rows (of the item's group); seeded: k rows of a seeded numpy-compatible permutation",
    ),
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
  preset: z
    .enum(HARNESS_PRESETS)
    .optional()
    .describe(
      'a named prompt program. The mmlu presets give lm-evaluation-harness\'s MMLU prompts byte for byte for the versions they name (mmlu: 0.4.4 to 0.4.12, mmlu@lm-eval-0.4.3: 0.4.2 and 0.4.3; the mmlu-generative ones with their stop list and grader); mmlu-simple-evals asks for "Answer: $LETTER". Not together with harness.template',
    ),
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
    .describe(
      'chat: a system message and a user message; completion: one prompt text. Default: completion for the mmlu presets, chat otherwise',
    ),
  fewshot: fewshotSchema
    .optional()
    .describe('examples written before each item; default: none (zero-shot)'),
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
    kind: z
      .literal('exact_match')
      .describe('right when the normalized response equals an answer, normalized the same way'),
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
      .default(['strip'])
      .describe(
        'applied in order to the response and to the answers. Example: [first_line, strip, lowercase]',
      ),
    target: z
      .enum(['any', 'letter', 'text'])
      .default('any')
      .describe(
        'what the response is compared with on multiple-choice rows: the letter, the choice text, or either',
      ),
  }),
  z.strictObject({
    kind: z
      .literal('contains')
      .describe(
        "right when the response contains the answer as whole words (on multiple-choice rows, the correct choice's text)",
      ),
    case_sensitive: z.boolean().default(false).describe('compare letter case too'),
  }),
  z.strictObject({
    kind: z
      .literal('regex')
      .describe(
        "right when the pattern's group in its first match, stripped, equals the answer (letter or text)",
      ),
    pattern: z
      .string()
      .min(1)
      .describe(
        'a JavaScript regular expression; a leading (?i), (?m) or (?s) is read as flags. Example: "(?i)answer: ([A-D])"',
      ),
    group: z
      .union([z.number().int().nonnegative(), z.string()])
      .default(1)
      .describe('the capturing group compared: its number, or the name of a (?<name>...) group'),
  }),
  z.strictObject({
    kind: z
      .literal('choice')
      .describe(
        'right when the letter the response states as its answer ("B", "(B)", "Answer: B", "The answer is B.", a choice\'s text) is the correct one; the default grader',
      ),
    match: z
      .enum(['first', 'last'])
      .default('first')
      .describe('which of several answer statements counts: the first or the last'),
  }),
  z.strictObject({
    kind: z
      .literal('numeric')
      .describe(
        'right when the number the response states as its answer ("The answer is 42", "#### 42", \\boxed{42}, else its last number) equals the answer within tolerance',
      ),
    tolerance: z
      .number()
      .nonnegative()
      .default(1e-6)
      .describe('the largest absolute difference still counted as equal'),
  }),
  z.strictObject({
    kind: z
      .literal('llm_judge')
      .describe(
        'another model entry reads each response and answers correct or incorrect; the judge is part of the protocol',
      ),
    judge: fieldName.describe('id of the model entry that judges (one of models[].id)'),
    prompt: z
      .string()
      .min(1)
      .describe(
        'the template sent to the judge as one user message, over {{question}}, {{answer}}, {{answer_letter}}, {{choices}} and {{response}}. The reply is read for a verdict: "VERDICT: correct", a JSON {"correct": true}, or a first word such as yes/no or correct/incorrect; anything else counts as wrong',
      ),
  }),
  z.strictObject({
    kind: z
      .literal('loglikelihood')
      .describe(
        'picks the choice the model finds most likely; needs harness.output: loglikelihood',
      ),
    metric: z
      .enum(['acc', 'acc_norm'])
      .default('acc')
      .describe(
        "acc: the choice with the largest loglikelihood; acc_norm: the largest loglikelihood per character of the choice target (lm-eval's names)",
      ),
  }),
]);

const decodingSchema = z.strictObject({
  temperature: z
    .number()
    .min(0)
    .default(0)
    .describe('sampling temperature; not sent to a reasoning model'),
  top_p: z
    .number()
    .gt(0)
    .max(1)
    .default(1)
    .describe('nucleus sampling; not sent to a reasoning model'),
  max_tokens: z
    .number()
    .int()
    .positive()
    .default(16)
    .describe(
      "the most tokens an answer may have, sent as the model entry's token_limit; a letter needs few, a reasoning model thousands (e.g. 4096)",
    ),
  seed: nonNegativeInteger
    .optional()
    .describe(
      'request seed, where the provider takes one; repeat r sends seed + r. Default: none sent',
    ),
  stop: z
    .array(z.string())
    .optional()
    .describe(
      'stop sequences; default: none, or the preset\'s (["</s>", "\\n"] for the mmlu-generative presets)',
    ),
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
      'how long a run polls the batch before it stops and reports the run incomplete (collect it later with `evalgate collect`): seconds, or a duration such as 90s, 30m, 6h, 1d',
    ),
  poll_s: z.number().positive().default(30).describe('seconds between status polls'),
  fallback: z
    .enum(['none', 'sync'])
    .default('none')
    .describe(
      'items the batch failed or expired on: none leaves them as item errors, sync sends them again as ordinary requests (at the full price)',
    ),
  pull_requests: z
    .boolean()
    .default(false)
    .describe(
      'also batch pull-request runs (off unless set: a batch can take hours, a pull request wants its check now)',
    ),
});

export const PROVIDERS = ['openai', 'anthropic', 'command', 'replay', 'baseline'] as const;

type Provider = (typeof PROVIDERS)[number];

const modelShape = {
  id: fieldName.describe(
    'stable key for this model slot; its baseline is stored under it. Example: vendor-a/model-x',
  ),
  provider: z
    .enum(PROVIDERS)
    .describe(
      'openai: any OpenAI-compatible endpoint (needs base_url and model); anthropic (needs model); command: a local program (needs command); replay: answers recorded with run --record (needs cassette); baseline: a floor to beat (needs strategy)',
    ),
  model: z
    .string()
    .min(1)
    .optional()
    .describe(
      'the build under test, as the provider names it, e.g. model-x-2026-11-20; required for openai and anthropic; for replay, which recorded model id to answer as',
    ),
  base_url: z
    .url()
    .optional()
    .describe(
      'the API root: required for provider openai (e.g. https://api.openai.com/v1, or http://localhost:8000/v1 for vLLM); anthropic: default https://api.anthropic.com/v1',
    ),
  api_key_env: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name')
    .optional()
    .describe(
      'the name of the environment variable holding the key, never the key itself, e.g. VENDOR_A_API_KEY; default ANTHROPIC_API_KEY for anthropic, none (no key sent) for openai',
    ),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'extra request headers; ${VAR} in a value is read from the environment and kept secret. Example: {OpenAI-Organization: "${VENDOR_A_ORG}"}',
    ),
  api: z
    .enum(['chat', 'completions', 'messages', 'responses'])
    .optional()
    .describe(
      'provider openai: chat (default, the chat completions endpoint), completions (the legacy completions endpoint) or responses (the Responses API: no seed is sent, and decoding.stop and token_limit are refused). messages names the one API of provider anthropic, which needs no api',
    ),
  command: z
    .array(z.string())
    .min(1)
    .optional()
    .describe(
      "provider command (required): the program and its arguments, run from the config's folder for each request; it reads one JSON document on stdin ({model, prompt, decoding, item, repeat}) and prints the answer on stdout. Example: [python3, run_model.py]",
    ),
  cassette: z
    .string()
    .min(1)
    .optional()
    .describe(
      'provider replay (required): the JSONL file `evalgate run --record` wrote, relative to the config file',
    ),
  strategy: z
    .enum(['random', 'first', 'longest'])
    .optional()
    .describe(
      'provider baseline (required): random (a seeded guess, chance level), first (always the first choice) or longest (always the longest choice)',
    ),
  claimed: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe(
      "the vendor's published score (0 to 100), shown beside the measured one and never gated on",
    ),
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
  concurrency: z.number().int().positive().default(8).describe('requests in flight at once'),
  rpm: z.number().positive().optional().describe('requests per minute at most; default: no limit'),
  tpm: z
    .number()
    .positive()
    .optional()
    .describe('tokens per minute at most, as estimated before sending; default: no limit'),
  timeout_s: z
    .number()
    .positive()
    .default(60)
    .describe('seconds a request may take before it is retried'),
  max_retries: z
    .number()
    .int()
    .nonnegative()
    .default(5)
    .describe(
      'retries after a 429, a 5xx, a timeout or a reset, with backoff and jitter, honouring Retry-After',
    ),
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
      input_per_mtok: z.number().nonnegative().describe('dollars per million input tokens, e.g. 3'),
      output_per_mtok: z
        .number()
        .nonnegative()
        .describe('dollars per million output tokens, e.g. 15'),
      batch_discount: z
        .number()
        .min(0)
        .max(1)
        .default(0.5)
        .describe(
          'batch runs: the fraction taken off both prices (0.5: half price); ignored for a price given explicitly below',
        ),
      batch_input_per_mtok: z
        .number()
        .nonnegative()
        .optional()
        .describe(
          'batch runs: dollars per million input tokens; default: input_per_mtok less batch_discount',
        ),
      batch_output_per_mtok: z
        .number()
        .nonnegative()
        .optional()
        .describe(
          'batch runs: dollars per million output tokens; default: output_per_mtok less batch_discount',
        ),
    })
    .optional()
    .describe(
      'what the provider charges, for cost estimates and budget.max_usd. Example: {input_per_mtok: 3, output_per_mtok: 15}',
    ),
  batch: z
    .union([z.boolean(), batchSchema])
    .optional()
    .describe(
      "send scheduled and dispatched runs (and CLI runs) through the provider's batch API (openai: Batch API, anthropic: Message Batches); true for the defaults, or the settings",
    ),
};

type ModelKey = keyof typeof modelShape;

/**
 * The keys each provider needs. The config's refinement enforces them with its own messages, and
 * the JSON Schema states them as one branch per provider, so an editor flags a missing one too.
 */
const REQUIRED_BY_PROVIDER: Record<Provider, readonly ModelKey[]> = {
  openai: ['base_url', 'model'],
  anthropic: ['model'],
  command: ['command'],
  replay: ['cassette'],
  baseline: ['strategy'],
};

/** The providers with a batch API: `batch` is refused on the others. */
const BATCH_PROVIDERS: ReadonlySet<Provider> = new Set(['openai', 'anthropic']);

/**
 * The JSON Schema branches of a model entry, one per provider, discriminated by `provider`: what
 * the refinement checks per provider, so an editor flags it before the CLI does.
 */
function providerBranches(): Record<string, unknown>[] {
  return PROVIDERS.map((provider) => {
    const needs = REQUIRED_BY_PROVIDER[provider];
    const batch = BATCH_PROVIDERS.has(provider)
      ? {}
      : {
          batch: {
            const: false,
            description: `provider ${provider} has no batch API: leave batch out`,
          },
        };
    return {
      properties: {
        provider: {
          const: provider,
          description: `provider ${provider}: needs ${needs.join(' and ')}`,
        },
        ...batch,
      },
      required: ['provider', ...needs],
    };
  });
}

const modelSchema = z.strictObject(modelShape).meta({
  description:
    'one model slot: an id (where its baseline is stored), a provider and the build under test',
  oneOf: providerBranches(),
});

const gateSchema = z.strictObject({
  max_drop: z
    .number()
    .nonnegative()
    .default(2)
    .describe(
      'regressed when the score drops by this many points or more (a drop of exactly max_drop fails). Example: 1 for a slice large enough to see a one-point drop',
    ),
  significance: z
    .enum(['report', 'require'])
    .default('report')
    .describe(
      'report: the McNemar p-value is shown; require: a drop past max_drop also needs p < alpha, else the verdict is within-noise',
    ),
  alpha: z
    .number()
    .gt(0)
    .lt(1)
    .default(0.05)
    .describe('significance level of the exact McNemar test and of the minimum detectable drop'),
  max_error_rate: z
    .number()
    .min(0)
    .max(1)
    .default(0.02)
    .describe(
      'the largest fraction of items that may end in an error (after retries) before the verdict is errored; 0.02 is 2%',
    ),
  on_incomparable: z
    .enum(['fail', 'neutral'])
    .default('fail')
    .describe(
      "the verdict for a run measured under another protocol than its baseline's: fail or neutral",
    ),
  on_no_baseline: z
    .enum(['neutral', 'fail'])
    .default('neutral')
    .describe('the verdict for a model slot with no frozen baseline yet: neutral or fail'),
});

/** The gate a config without `gate:` gets, and what commands without a config judge by. */
export const GATE_DEFAULTS = Object.freeze(gateSchema.parse({}));

const budgetSchema = z
  .strictObject({
    max_usd: z
      .number()
      .positive()
      .optional()
      .describe(
        'dollars one run may spend: it stops before it would go over, keeping the items done; needs a price on every openai and anthropic model',
      ),
  })
  .describe('a cost limit per run');

export const configSchema = z
  .strictObject({
    version: z.literal(1).describe('the config format version: 1'),
    suite: z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
        'expected letters, digits, ".", "_" or "-" (it names a folder)',
      )
      .describe(
        'the suite name; it names the folders of its baselines and runs (.evalgate/baselines/<suite>/). Example: mmlu-abstract-algebra',
      ),
    dataset: datasetSchema.describe('the rows to evaluate'),
    wash: washSchema.default(washSchema.parse({})),
    slice: sliceSchema
      .default(sliceSchema.parse({}))
      .describe(
        'which washed rows are evaluated: a seeded shuffle, then the first size rows, pinned by a fingerprint; part of the protocol',
      ),
    harness: harnessSchema
      .default(harnessSchema.parse({}))
      .describe(
        'how a row becomes a prompt: a preset or a template, system text, mode, few-shot examples and output mode; part of the protocol',
      ),
    grader: graderSchema
      .default(graderSchema.parse({ kind: 'choice' }))
      .describe(
        "how a response is judged right or wrong, chosen by kind; default: the preset's grader, else choice; part of the protocol",
      ),
    decoding: decodingSchema
      .default(decodingSchema.parse({}))
      .describe('what every request is sent with; part of the protocol'),
    repeats: z
      .number()
      .int()
      .positive()
      .default(1)
      .describe(
        'times each item is asked, with request seeds decoding.seed + r; scores are the mean over repeats',
      ),
    models: z
      .array(modelSchema)
      .default([])
      .describe('the model slots measured and gated, each against its own baseline'),
    gate: gateSchema
      .default(GATE_DEFAULTS)
      .describe('when a run fails the check against its baseline'),
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
      if (model.batch && !BATCH_PROVIDERS.has(model.provider)) {
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
      for (const key of REQUIRED_BY_PROVIDER[model.provider]) {
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

export type Config = z.infer<typeof configSchema>;
export type ModelEntry = Config['models'][number];
export type BatchSettings = z.infer<typeof batchSchema>;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/** A model entry's batch settings with their defaults, or undefined when it does not batch. */
export function batchSettings(entry: ModelEntry): BatchSettings | undefined {
  if (entry.batch === undefined || entry.batch === false) return undefined;
  return entry.batch === true ? batchSchema.parse({}) : entry.batch;
}
