import { readFile } from 'node:fs/promises';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configJsonSchema } from '../../../src/core/config/json-schema.js';
import { parseConfig } from '../../../src/core/config/parse.js';
import { InputError } from '../../../src/core/errors.js';
import { VERSION } from '../../../src/core/version.js';

type Json = Record<string, unknown>;

const committed = JSON.parse(await readFile('schema/evalgate.schema.json', 'utf8')) as Json;

// Ajv's default strict mode, as a careful editor applies a schema; formats (base_url's uri) are
// left to the CLI.
const validate = new Ajv2020({ allErrors: true, validateFormats: false }).compile(committed);

/** The committed schema as an editor would apply it: nothing but the JSON Schema. */
function editorCheck(config: unknown): ErrorObject[] {
  return validate(config) ? [] : (validate.errors ?? []);
}

/** Every entry of every `properties` map, at any depth (inside anyOf, oneOf, items, $defs...). */
function propertyEntries(node: unknown, path = ''): { path: string; schema: Json }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => propertyEntries(n, `${path}[${i}]`));
  if (node === null || typeof node !== 'object') return [];
  const out: { path: string; schema: Json }[] = [];
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'properties' && value !== null && typeof value === 'object') {
      for (const [name, schema] of Object.entries(value as Json)) {
        out.push({ path: `${path}.${name}`, schema: schema as Json });
      }
    }
    out.push(...propertyEntries(value, key === 'properties' ? path : `${path}/${key}`));
  }
  return out;
}

/** The problem lines the CLI prints for a config it refuses. */
function problems(text: string): string[] {
  try {
    parseConfig(text, 'evalgate.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return [...(error as InputError).details];
  }
  throw new Error('expected the config to be rejected');
}

/** The problem lines the CLI prints for a config, none when it accepts it. */
function accepted(text: string): string[] {
  try {
    parseConfig(text, 'evalgate.yml');
    return [];
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return [error.message, ...error.details];
  }
}

const BASE = { version: 1, suite: 'demo', dataset: { path: 'data.jsonl' } };

/** Model entries of every provider, each with what that provider needs and no more. */
const ENTRIES: Json[] = [
  { id: 'a', provider: 'openai', base_url: 'http://localhost:8000/v1', model: 'm' },
  { id: 'b', provider: 'anthropic', model: 'claude-model-id' },
  { id: 'c', provider: 'command', command: ['python3', 'run_model.py'] },
  { id: 'd', provider: 'replay', cassette: 'answers.jsonl' },
  { id: 'e', provider: 'baseline', strategy: 'random' },
];

/** Configs the CLI accepts, over every provider, grader kind and the keys with unusual types. */
const VALID: [string, string][] = [
  ['every provider', `models: ${JSON.stringify(ENTRIES)}`],
  [
    'an openai entry with everything',
    `models:
  - id: vendor-a/model-x
    provider: openai
    base_url: https://api.vendor-a.example/v1
    api_key_env: VENDOR_A_API_KEY
    model: model-x-2026-11-20
    api: chat
    headers: { OpenAI-Organization: '\${VENDOR_A_ORG}' }
    concurrency: 8
    rpm: 500
    tpm: 200000
    timeout_s: 60
    max_retries: 5
    max_response_bytes: 4194304
    price: { input_per_mtok: 3, output_per_mtok: 15, batch_discount: 0.5 }
    claimed: 84.5
    serving: { hardware: A100-80G, precision: bf16, engine: vLLM 0.9.2, batch_size: 8 }
    reasoning: { effort: low }
    token_limit: max_completion_tokens
    batch: { max_wait: 6h, poll_s: 30, fallback: sync, pull_requests: false }
  - id: anthropic/thinker
    provider: anthropic
    model: m
    reasoning: { budget_tokens: 2048 }
    price: { input_per_mtok: 3, output_per_mtok: 15, batch_input_per_mtok: 1, batch_output_per_mtok: 7 }
    batch: true
decoding: { max_tokens: 4096, seed: 1 }
budget: { max_usd: 5 }`,
  ],
  ['a big seed', 'slice: { seed: 18446744073709551617, size: 10 }\ndecoding: { seed: 7 }'],
  [
    'an exact_match grader',
    'grader: { kind: exact_match, normalize: [strip, lowercase], target: text }',
  ],
  ['a contains grader', 'grader: { kind: contains, case_sensitive: true }'],
  [
    'a regex grader with a named group',
    "grader: { kind: regex, pattern: 'Answer: (?<x>[A-D])', group: x }",
  ],
  ['a numeric grader', 'grader: { kind: numeric, tolerance: 0.01 }'],
  [
    'an llm_judge grader',
    `grader: { kind: llm_judge, judge: j, prompt: 'Q: {{question}} A: {{response}}' }
models: [{ id: j, provider: anthropic, model: m }]`,
  ],
  [
    'a loglikelihood suite',
    `harness: { preset: mmlu, output: loglikelihood, choice_target: text, target_delimiter: ' ', max_length: 2048, fewshot: { k: 1, path: dev.csv, group_by: false } }
grader: { kind: loglikelihood, metric: acc_norm }
models: [{ id: l, provider: openai, api: completions, base_url: 'http://localhost:8000/v1', model: llama }]`,
  ],
  [
    'a template with few-shot turns',
    `
dataset: { path: d.csv, fields: { choices: [A, B, C, D], answer: target } }
wash: { require: [question], min_choices: 2, answer_in_choices: true, dedupe: false, max_chars: 4000 }
harness: { template: '{{question}}', mode: chat, system: s, fewshot: { k: 2, path: dev.jsonl, sampler: seeded, seed: 3, as_turns: true } }
gate: { max_drop: 1, significance: require, alpha: 0.01, max_error_rate: 0.05, on_incomparable: neutral, on_no_baseline: fail }
repeats: 3`,
  ],
];

describe('generated artefacts stay in step with the source', () => {
  it('schema/evalgate.schema.json is what `evalgate schema` generates (run `npm run schema`)', () => {
    expect(committed).toEqual(configJsonSchema());
  });

  it('the schema describes the contract keys', () => {
    const schema = configJsonSchema() as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining([
        'version',
        'suite',
        'dataset',
        'wash',
        'slice',
        'harness',
        'grader',
        'decoding',
        'repeats',
        'models',
        'gate',
      ]),
    );
    expect(schema.required).toEqual(['version', 'suite', 'dataset']);
  });

  it('VERSION matches package.json', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});

describe('the JSON Schema explains itself to an editor', () => {
  it('describes every property, at every depth', () => {
    const entries = propertyEntries(committed);
    const undescribed = entries.filter((e) => typeof e.schema.description !== 'string');
    expect(entries.length).toBeGreaterThan(100);
    expect(undescribed.map((e) => e.path)).toEqual([]);
    // The bar the schema must never fall below, should a key be added without a description.
    expect(1 - undescribed.length / entries.length).toBeGreaterThanOrEqual(0.95);
  });

  it('gives no property an empty schema: seeds are integers of any size', () => {
    const empty = propertyEntries(committed).filter((e) => Object.keys(e.schema).length === 0);
    expect(empty).toEqual([]);
    const slice = (committed.properties as Record<string, Json>).slice!;
    const seed = (slice.properties as Record<string, Json>).seed;
    expect(seed).toMatchObject({ type: 'integer', minimum: 0 });
    expect(seed).not.toHaveProperty('maximum');
  });

  it("states each key's default once, taken from the zod schema's own default", () => {
    const defaulted = propertyEntries(committed).filter(
      (e) =>
        'default' in e.schema &&
        (Array.isArray(e.schema.default) || typeof e.schema.default !== 'object'),
    );
    expect(defaulted.length).toBeGreaterThan(30);
    for (const { path, schema } of defaulted) {
      const mentions = String(schema.description).match(/default/gi)?.length;
      expect({ path, mentions }).toEqual({ path, mentions: 1 });
    }
    const concurrency = propertyEntries(committed).find((e) => e.path.endsWith('.concurrency'))!;
    expect(concurrency.schema.description).toMatch(/\. Default: 8$/);
  });

  it('shows the defaults the config gets', () => {
    const gate = (committed.properties as Record<string, Json>).gate!;
    expect(gate.default).toEqual({
      max_drop: 2,
      significance: 'report',
      alpha: 0.05,
      max_error_rate: 0.02,
      on_incomparable: 'fail',
      on_no_baseline: 'neutral',
    });
  });

  it('an openai entry without base_url is flagged from the JSON Schema alone', () => {
    const errors = editorCheck({
      ...BASE,
      models: [{ id: 'm', provider: 'openai', model: 'model-x' }],
    });
    expect(errors).toContainEqual(
      expect.objectContaining({
        instancePath: '/models/0',
        keyword: 'required',
        params: { missingProperty: 'base_url' },
      }),
    );
  });

  it.each(ENTRIES.map((entry) => [entry.provider, entry] as const))(
    'each key provider %s needs is required by the JSON Schema as by the CLI',
    (provider, entry) => {
      for (const key of Object.keys(entry).filter((k) => k !== 'id' && k !== 'provider')) {
        const without = Object.fromEntries(Object.entries(entry).filter(([k]) => k !== key));
        const errors = editorCheck({ ...BASE, models: [without] });
        expect(errors).toContainEqual(
          expect.objectContaining({ keyword: 'required', params: { missingProperty: key } }),
        );
        expect(problems(JSON.stringify({ ...BASE, models: [without] }))).toEqual([
          expect.stringMatching(
            `: models\\[0\\]\\.${key}: is required for provider "${provider}"$`,
          ),
        ]);
      }
    },
  );

  it('batch on a provider without a batch API is flagged by both', () => {
    const entry = { id: 'c', provider: 'command', command: ['./m'], batch: true };
    expect(editorCheck({ ...BASE, models: [entry] })).toContainEqual(
      expect.objectContaining({ instancePath: '/models/0/batch', keyword: 'const' }),
    );
    expect(problems(JSON.stringify({ ...BASE, models: [entry] }))).toEqual([
      expect.stringMatching(/: models\[0\]\.provider: expected openai or anthropic with batch set/),
    ]);
    const off = { ...entry, batch: false };
    expect(editorCheck({ ...BASE, models: [off] })).toEqual([]);
    expect(accepted(JSON.stringify({ ...BASE, models: [off] }))).toEqual([]);
  });

  it.each(VALID)('accepts what the CLI accepts: %s', (_, extra) => {
    const base = Object.entries(BASE).filter(([key]) => !extra.includes(`\n${key}:`));
    const text = `${base.map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join('\n')}\n${extra}\n`;
    expect(accepted(text)).toEqual([]);
    expect(editorCheck(parse(text))).toEqual([]);
  });

  it('the example configs and the suite fixtures validate with no errors', async () => {
    const files = await glob(['examples/*/evalgate.yml', 'test/fixtures/suites/*.yml']);
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect({ file, problems: accepted(text) }).toEqual({ file, problems: [] });
      expect({ file, errors: editorCheck(parse(text)) }).toEqual({ file, errors: [] });
    }
  });
});
