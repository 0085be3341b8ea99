import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/core/record.js';
import { loglikelihoodText } from '../../src/engine/providers/openai-loglikelihood.js';
import { ProviderError, type ModelCall } from '../../src/engine/providers/types.js';
import { hashLogprobs, type EchoChoice, type PromptTokens } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';
import { answerOf, outcomesOf, readRecords, useFakeServers, writeSuite } from './suite-helpers.js';

const { openai } = useFakeServers();

// ---------------------------------------------------------------------------------------------
// The committed vectors: logprobs and lm-eval's verdicts from scripts/gen_loglik_vectors.py.

interface VectorItem {
  id: string;
  question: string;
  choices: string[];
  answer: number;
  ctx: [string, number | null][];
  conts: [string, number][][];
  straddle?: boolean;
}
type Expected =
  | { lls: number[]; pred: number; pred_norm: number; acc: 0 | 1; acc_norm: 0 | 1 }
  | { error: string };
interface Vectors {
  parts: Record<'letter' | 'text', VectorItem[]>;
  expected: Record<string, Expected>;
  totals: Record<'letter' | 'text', { n: number; errors: number; acc: number; acc_norm: number }>;
}

const vectors = JSON.parse(await readFile('test/fixtures/loglik/vectors.json', 'utf8')) as Vectors;

/** What the server returns for each prompt of the vectors (the generated token is added by it). */
function servedTokens(items: readonly VectorItem[]): Map<string, PromptTokens> {
  const served = new Map<string, PromptTokens>();
  for (const item of items) {
    item.conts.forEach((cont, i) => {
      const tokens: [string, number | null][] = [...item.ctx, ...cont];
      if (item.straddle && i === 0) {
        const last = item.ctx.length - 1;
        tokens.splice(last, 2, [item.ctx[last]![0] + cont[0]![0], cont[0]![1]]);
      }
      served.set(tokens.map((t) => t[0]).join(''), {
        tokens: tokens.map((t) => t[0]),
        token_logprobs: tokens.map((t) => t[1]),
      });
    });
  }
  return served;
}

async function vectorSuite(part: 'letter' | 'text', url: string, metric: 'acc' | 'acc_norm') {
  const dir = await tempDir();
  const items = vectors.parts[part];
  const rows = items.map(({ id, question, choices, answer }) => ({
    id,
    question,
    choices,
    answer,
  }));
  await writeFile(path.join(dir, 'items.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
  const config = path.join(dir, 'evalgate.yml');
  await writeFile(
    config,
    JSON.stringify({
      version: 1,
      suite: 'generated',
      dataset: { path: 'items.jsonl', fields: { id: 'id' } },
      harness: {
        template: '{{question}}',
        mode: 'completion',
        output: 'loglikelihood',
        choice_target: part,
      },
      grader: { kind: 'loglikelihood', metric },
      models: [{ id: 'm', provider: 'openai', api: 'completions', base_url: url, model: 'x' }],
    }),
  );
  return { dir, config };
}

async function runRecord(config: string, dir: string, ...extra: string[]): Promise<RunRecord> {
  return runRecordExiting(0, config, dir, ...extra);
}

async function runRecordExiting(code: number, config: string, dir: string, ...extra: string[]) {
  const run = await runCli('run', '--config', config, '--json', ...extra);
  expect(run.code, run.stderr).toBe(code);
  const records = await readRecords(dir);
  return records.at(-1)!;
}

const LETTERS = 'ABCD';

describe('loglikelihood multiple choice equals lm-eval arithmetic on the committed vectors', () => {
  it.each(['letter', 'text'] as const)(
    '%s continuations: per-item sums, acc, acc_norm and the totals',
    async (part) => {
      const served = servedTokens(vectors.parts[part]);
      const server = await openai({ answer: () => ' the', promptLogprobs: (p) => served.get(p) });
      const { dir, config } = await vectorSuite(part, server.url, 'acc');
      const record = await runRecord(config, dir);
      const totals = vectors.totals[part];
      expect(record.items).toHaveLength(vectors.parts[part].length);
      let accNorm = 0;
      for (const outcome of record.items) {
        const want = vectors.expected[outcome.id as string]!;
        if ('error' in want) {
          expect(outcome.correct).toBeNull();
          expect(outcome.error).toContain(JSON.stringify(want.error));
          expect(outcome.error).toContain(`item ${JSON.stringify(outcome.id)}`);
          expect(outcome.error).toContain('spans the boundary');
          continue;
        }
        expect(outcome.loglikelihoods, String(outcome.id)).toEqual(want.lls);
        expect(outcome.acc, String(outcome.id)).toBe(want.acc === 1);
        expect(outcome.acc_norm, String(outcome.id)).toBe(want.acc_norm === 1);
        expect(outcome.correct).toBe(want.acc === 1);
        expect(outcome.extracted).toBe(LETTERS[want.pred]);
        if (outcome.acc_norm) accNorm++;
      }
      expect(record.aggregates.errors).toBe(totals.errors);
      expect(record.aggregates.score).toBeCloseTo(totals.acc, 9);
      expect((100 * accNorm) / totals.n).toBeCloseTo(totals.acc_norm, 9);

      // One request per item, with every choice as a prompt of the list.
      expect(server.requests).toHaveLength(vectors.parts[part].length);
      const body = server.requests[0]!.body;
      expect(body).toMatchObject({ echo: true, logprobs: 1, max_tokens: 1, temperature: 0 });
      expect(body.prompt).toHaveLength(4);

      // acc_norm as the metric: the same answers (from the cache), another score.
      await writeFile(config, (await readFile(config, 'utf8')).replace('"acc"', '"acc_norm"'));
      const norm = await runRecord(config, dir);
      expect(norm.usage.cached).toBe(vectors.parts[part].length - totals.errors);
      expect(norm.aggregates.score).toBeCloseTo(totals.acc_norm, 9);
      expect(norm.protocol_id).not.toBe(record.protocol_id);
    },
  );

  it('the vectors cover ties, multi-token continuations and acc ≠ acc_norm', () => {
    const scored = Object.values(vectors.expected).filter((e) => 'lls' in e);
    const ties = scored.filter((e) => e.lls.filter((x) => x === Math.max(...e.lls)).length > 1);
    expect(ties.length).toBeGreaterThan(50);
    expect(scored.filter((e) => e.acc !== e.acc_norm).length).toBeGreaterThan(50);
    expect(vectors.parts.letter.some((i) => i.conts[0]!.length > 1)).toBe(true);
    expect(vectors.parts.text.some((i) => i.question.includes('🙂'))).toBe(true);
    expect(scored.length).toBe(1000);
  });
});

// ---------------------------------------------------------------------------------------------
// The engine around it, on generated questions: the fake's hash logprobs, and a build that
// "knows" some questions (its correct continuation is far likelier).

/** Logprobs in which the continuation " X" of a known question is likely when X is right. */
function knowing(knows: (n: number) => boolean, salt = '') {
  return (prompt: string): PromptTokens => {
    const served = hashLogprobs(prompt, salt);
    // The item's question is the last one in the prompt (few-shot examples come first).
    const n = Number([...prompt.matchAll(/Q(\d{4})/g)].at(-1)?.[1]);
    const letter = prompt.at(-1)!;
    const right = letter === LETTERS[answerOf(n)];
    served.token_logprobs[served.tokens.length - 1] = right === knows(n) ? -0.05 : -4;
    return served;
  };
}

const loglikelihoodHarness = {
  template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
  mode: 'completion',
  output: 'loglikelihood',
};

async function loglikelihoodSuite(n: number, urls: string[], extra: Record<string, unknown> = {}) {
  return writeSuite({
    n,
    models: urls.map((url, i) => ({
      id: i === 0 ? 'vendor/model' : `vendor/model-${i}`,
      provider: 'openai',
      api: 'completions',
      base_url: url,
      model: `build-${i}`,
    })),
    extra: { harness: loglikelihoodHarness, grader: { kind: 'loglikelihood' }, ...extra },
  });
}

describe('loglikelihood runs through the engine', () => {
  it('a server that returns no prompt logprobs stops the run with an error that says so', async () => {
    const server = await openai({ answer: () => 'A', promptLogprobs: 'none' });
    const { config } = await loglikelihoodSuite(5, [server.url]);
    const run = await runCli('run', '--config', config);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('the server returned no prompt logprobs (logprobs null)');
    expect(run.stderr).toContain('echo: true');
    expect(run.stderr).toContain('vLLM');
  });

  it('few-shot examples are part of the context; the continuation is " " + letter', async () => {
    const server = await openai({ answer: () => 'A', promptLogprobs: knowing(() => true) });
    const { dir, config } = await loglikelihoodSuite(12, [server.url], {
      harness: { ...loglikelihoodHarness, fewshot: { k: 2, path: 'dev.jsonl' } },
    });
    // The examples' own file (the evaluated one would be refused: answers leaking into prompts).
    await copyFile(path.join(dir, 'items.jsonl'), path.join(dir, 'dev.jsonl'));
    const record = await runRecord(config, dir);
    expect(record.aggregates.score).toBe(100);
    const body = server.requests[0]!.body;
    expect(body.prompt).toHaveLength(4);
    const prompts = body.prompt as string[];
    expect(prompts.map((p) => p.slice(-2))).toEqual([' A', ' B', ' C', ' D']);
    expect(prompts[0]).toContain('Q0000: which option is right?');
    expect(prompts[0]).toContain('Answer: A\n\nQ0001');
    expect(body.seed).toBe(100);
    expect(record.protocol.output).toBe('loglikelihood');
    expect(record.protocol.decoding).toEqual({
      echo: true,
      logprobs: 1,
      max_tokens: 1,
      temperature: 0,
      seed: '100',
    });
    expect(record.protocol.grader).toMatchObject({ kind: 'loglikelihood', metric: 'acc' });
    expect(record.protocol.fewshot.k).toBe(2);
  });

  it('harness.max_length: items whose prompts lm-eval would truncate are errors; the limit is in the protocol and the cache key', async () => {
    const server = await openai({ answer: () => 'A', promptLogprobs: knowing(() => true) });
    const { dir, config } = await loglikelihoodSuite(6, [server.url]);
    const free = await runRecord(config, dir);
    expect(free.aggregates.errors).toBe(0);
    const suite = JSON.parse(await readFile(config, 'utf8'));
    const limited = async (maxLength: number, code: number) => {
      suite.harness = { ...suite.harness, max_length: maxLength };
      await writeFile(config, JSON.stringify(suite));
      return runRecordExiting(code, config, dir);
    };
    // Each item's length in the server's tokens, as the errors under a limit of 1 report it.
    const none = await limited(1, 1);
    expect(none.aggregates.errors).toBe(6);
    const lengths = none.items.map((i) => Number(/the prompt is (\d+) tokens/.exec(i.error!)![1]));
    const longest = Math.max(...lengths);
    expect(none.items[0]!.error).toContain(
      `the prompt is ${lengths[0]} tokens as the server tokenized it (context and continuation), more than harness.max_length + 1 = 2: lm-eval would cut its first ${lengths[0]! - 2} tokens ((context + continuation)[-(max_length + 1):][:-1])`,
    );
    // lm-eval's hf model feeds (context + continuation)[-(max_length + 1):][:-1]: the longest
    // prompt is whole at max_length = longest - 1, and loses a token of context below it.
    const fits = await limited(longest - 1, 0);
    expect(fits.aggregates.errors).toBe(0);
    expect(fits.items.map((i) => i.loglikelihoods)).toEqual(
      free.items.map((i) => i.loglikelihoods),
    );
    expect(fits.usage.cached).toBe(0); // answers checked under another limit are not reused
    expect(fits.protocol.grader).toMatchObject({ max_length: longest - 1 });
    expect(fits.protocol_id).not.toBe(free.protocol_id);
    const cut = await limited(longest - 2, 1);
    expect(cut.items.filter((i) => i.error !== null).map((i) => i.id)).toEqual(
      none.items.filter((_, k) => lengths[k] === longest).map((i) => i.id),
    );
    expect(cut.protocol_id).not.toBe(fits.protocol_id);
  });

  it('repeats: every repeat is measured, a rerun is answered by the cache', async () => {
    const server = await openai({ answer: () => 'A', promptLogprobs: knowing((n) => n % 2 === 0) });
    const { dir, config } = await loglikelihoodSuite(10, [server.url], { repeats: 2 });
    const first = await runRecord(config, dir);
    expect(first.items).toHaveLength(20);
    expect(first.aggregates.per_repeat).toEqual([50, 50]);
    expect(server.requests).toHaveLength(20);
    const second = await runRecord(config, dir);
    expect(server.requests).toHaveLength(20);
    expect(second.usage.cached).toBe(20);
    expect(outcomesOf(second)).toEqual(outcomesOf(first));
    expect(second.items.map((i) => i.loglikelihoods)).toEqual(
      first.items.map((i) => i.loglikelihoods),
    );
  });

  it('record and replay: a cassette gives the same per-item loglikelihoods offline', async () => {
    const server = await openai({ answer: () => 'A', promptLogprobs: knowing((n) => n % 3 !== 0) });
    const { dir, config } = await loglikelihoodSuite(9, [server.url]);
    const cassette = path.join(dir, 'cassette.jsonl');
    const recorded = await runRecord(config, dir, '--record', cassette);
    const text = JSON.parse(await readFile(config, 'utf8'));
    text.models = [{ id: 'vendor/model', provider: 'replay', cassette: 'cassette.jsonl' }];
    await writeFile(config, JSON.stringify(text));
    const replayed = await runRecord(config, dir);
    expect(replayed.protocol_id).toBe(recorded.protocol_id);
    expect(replayed.aggregates.score).toBeCloseTo(600 / 9, 9);
    expect(replayed.items.map((i) => [i.id, i.loglikelihoods, i.correct]).sort()).toEqual(
      recorded.items.map((i) => [i.id, i.loglikelihoods, i.correct]).sort(),
    );
  });

  it('the gate compares two builds under the loglikelihood protocol, never with a generate one', async () => {
    const a = await openai({ answer: () => 'A', promptLogprobs: knowing((n) => n % 10 < 8, 'a') });
    const b = await openai({ answer: () => 'A', promptLogprobs: knowing((n) => n % 10 < 6, 'b') });
    const { dir, config } = await loglikelihoodSuite(50, [a.url]);
    const run = await runRecord(config, dir);
    expect(run.aggregates.score).toBe(80);
    const file = path.join(dir, '.evalgate/runs/generated', (await readRunFiles(dir)).at(-1)!);
    expect((await runCli('freeze', '--config', config, '--run', file)).code).toBe(0);

    const text = JSON.parse(await readFile(config, 'utf8'));
    text.models[0].base_url = b.url;
    await writeFile(config, JSON.stringify(text));
    const gate = await runCli('gate', '--config', config, '--json');
    expect(gate.code).toBe(1);
    const verdict = JSON.parse(gate.stdout);
    expect(verdict.models[0]).toMatchObject({ verdict: 'regressed', score: 60, baseline: 80 });
    expect(verdict.models[0].delta).toBeCloseTo(-20, 9);

    // The same suite graded from generated text is another measurement.
    text.harness = { template: loglikelihoodHarness.template, mode: 'completion' };
    text.grader = { kind: 'choice' };
    await writeFile(config, JSON.stringify(text));
    const generate = await runCli('gate', '--config', config, '--json');
    const other = JSON.parse(generate.stdout).models[0];
    expect(other.verdict).toBe('incomparable');
    expect(other.differs).toEqual(expect.arrayContaining(['grader', 'decoding', 'output']));
  });

  it('a baseline floor answers loglikelihood suites with its pick', async () => {
    const { dir, config } = await writeSuite({
      n: 8,
      models: [{ id: 'floor/first', provider: 'baseline', strategy: 'first' }],
      extra: { harness: loglikelihoodHarness, grader: { kind: 'loglikelihood' } },
    });
    const record = await runRecord(config, dir);
    expect(record.items.every((i) => i.extracted === 'A')).toBe(true);
    expect(record.aggregates.score).toBe(
      (100 * [...Array(8).keys()].filter((n) => answerOf(n) === 0).length) / 8,
    );
  });
});

async function readRunFiles(dir: string): Promise<string[]> {
  return (await readdir(path.join(dir, '.evalgate/runs/generated'))).sort();
}

// ---------------------------------------------------------------------------------------------
// Matching each result to its prompt: by index (each of 0..n-1 once), then by its tokens' text.

const call = {
  item: { id: 'q7', index: 0, row: {} },
  loglikelihood: { context: 'Answer:', continuations: [' A', ' B'], targetLengths: [1, 1] },
} as unknown as ModelCall;

/** A result for one prompt: its tokens with code-point offsets, the continuation's logprob `lp`. */
function result(continuation: string, lp: number, index?: unknown) {
  const tokens = ['Answer', ':', continuation, ' the'];
  let at = 0;
  const text_offset = tokens.map((t) => (at += [...t].length) - [...t].length);
  const logprobs = { tokens, token_logprobs: [null, -1, lp, -2], text_offset };
  return index === undefined ? { logprobs } : { index, logprobs };
}

function providerError(data: unknown): ProviderError {
  try {
    loglikelihoodText(data, call, 'vendor/model');
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('each result is matched to its own prompt', () => {
  it('by index, whatever order the server sends them in', () => {
    const choices = [result(' B', -9, 1), result(' A', -0.5, 0)];
    expect(JSON.parse(loglikelihoodText({ choices }, call, 'm'))).toEqual([-0.5, -9]);
  });

  it('a missing, repeated, out-of-range or non-integer index is an error naming the item', () => {
    const cases: [unknown[], string][] = [
      [[result(' B', -9), result(' A', -0.5)], 'none, none'],
      [[result(' A', -0.5, 0), result(' B', -9)], '0, none'],
      [[result(' B', -9, 0), result(' A', -0.5, 0)], '0, 0'],
      [[result(' A', -0.5, 0), result(' B', -9, 2)], '0, 2'],
      [[result(' A', -0.5, 0), result(' B', -9, '1')], '0, "1"'],
      [[result(' A', -0.5, 0), result(' B', -9, 0.5)], '0, 0.5'],
    ];
    for (const [choices, found] of cases) {
      const error = providerError({ choices });
      expect(error.disposition).toBe('item');
      expect(error.message).toBe(
        `vendor/model: item "q7": expected the choices' "index" to be each of 0..1 once (it says which prompt of the list a result is for), found ${found}`,
      );
    }
  });

  it('a result whose tokens spell another prompt, or none, is an error', () => {
    const swapped = providerError({ choices: [result(' B', -9, 0), result(' A', -0.5, 1)] });
    expect(swapped.disposition).toBe('item');
    expect(swapped.message).toMatch(
      /^vendor\/model: item "q7", choice 0: the result with index 0 has the tokens of prompt 1 \(continuation " B"\), not of prompt 0 \(continuation " A"\)/,
    );
    const neither = providerError({ choices: [result(' A', -0.5, 0), result(' Z', -9, 1)] });
    expect(neither.message).toMatch(
      /^vendor\/model: item "q7", choice 1: the token texts the server returned do not reproduce the prompt sent: token 2 " Z" at character 7, where the prompt has " B"$/,
    );
  });
});

describe('servers that report results another way, through the engine', () => {
  /** Offsets in UTF-8 bytes, as a server that counts bytes reports them. */
  const inBytes = (choices: EchoChoice[]) =>
    choices.map((choice) => {
      let at = 0;
      const tokens = choice.logprobs!.tokens;
      const text_offset = tokens.map((t) => (at += Buffer.byteLength(t)) - Buffer.byteLength(t));
      return { ...choice, logprobs: { ...choice.logprobs!, text_offset } };
    });
  const reversed = (choices: EchoChoice[]) => [...choices].reverse();
  const withoutIndex = (choices: EchoChoice[]) =>
    reversed(choices).map(({ index: _, ...rest }) => rest);

  it('results in reverse order are scored by their index; without index each item is an error', async () => {
    const ordered = await openai({ answer: () => 'A', promptLogprobs: knowing(() => true) });
    const byIndex = await openai({
      answer: () => 'A',
      promptLogprobs: knowing(() => true),
      reshapeEcho: reversed,
    });
    const noIndex = await openai({
      answer: () => 'A',
      promptLogprobs: knowing(() => true),
      reshapeEcho: withoutIndex,
    });
    const records: RunRecord[] = [];
    for (const [server, code] of [
      [ordered, 0],
      [byIndex, 0],
      [noIndex, 1], // every item failed: above gate.max_error_rate
    ] as const) {
      const { dir, config } = await loglikelihoodSuite(8, [server.url]);
      records.push(await runRecordExiting(code, config, dir));
    }
    const [first, second, third] = records as [RunRecord, RunRecord, RunRecord];
    expect(first.aggregates.score).toBe(100);
    expect(second.items.map((i) => [i.id, i.loglikelihoods])).toEqual(
      first.items.map((i) => [i.id, i.loglikelihoods]),
    );
    expect(third.aggregates.errors).toBe(8);
    for (const outcome of third.items) {
      expect(outcome.correct).toBeNull();
      expect(outcome.error).toContain(`item ${JSON.stringify(outcome.id)}: expected the choices'`);
      expect(outcome.error).toContain('found none, none, none, none');
    }
  });

  it('byte offsets that drift by the continuation length are errors, never a score', async () => {
    // One em dash in every prompt: offsets after it are 2 = len(" A") too far.
    const template = '{{question}} —\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:';
    const server = await openai({
      answer: () => 'A',
      promptLogprobs: knowing(() => true),
      reshapeEcho: inBytes,
    });
    const { dir, config } = await loglikelihoodSuite(6, [server.url], {
      harness: { ...loglikelihoodHarness, template },
    });
    const record = await runRecordExiting(1, config, dir);
    expect(record.aggregates.errors).toBe(6);
    for (const outcome of record.items) {
      expect(outcome.loglikelihoods ?? null).toBeNull();
      expect(outcome.error).toMatch(
        /item "q\d{4}", choice 0: expected text_offset\[\d+\] to be \d+ .*the server counts offsets in UTF-8 bytes/,
      );
    }
  });
});
