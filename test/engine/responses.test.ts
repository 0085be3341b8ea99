import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBatchServer, type BatchFake } from '../fakes/batch-server.js';
import type { FakeServer } from '../fakes/model-server.js';
import { checkOpenAIRequest, checkOpenAIResponse } from '../fakes/openai-contract.js';
import { runCli } from '../helpers.js';
import {
  answering,
  readRecords,
  runAndFreeze,
  useFakeServers,
  writeSuite,
} from './suite-helpers.js';

const { openai } = useFakeServers();

const batchFakes: BatchFake[] = [];
afterEach(async () => {
  await Promise.all(batchFakes.splice(0).map((f) => f.close()));
});

const knowsAll = () => true;
const knowsTwoThirds = (n: number) => n % 3 !== 0;

/** A reasoning suite's decoding: no temperature or top_p, room for the reasoning. */
const DECODING = { decoding: { max_tokens: 256, seed: 100 } };

function responsesEntry(server: FakeServer, extra: Record<string, unknown> = {}) {
  return {
    id: 'vendor/responder',
    provider: 'openai',
    base_url: server.url,
    model: 'o-mini',
    api: 'responses',
    reasoning: { effort: 'low' },
    ...extra,
  };
}

async function runJson(config: string) {
  const result = await runCli('run', '--config', config, '--json');
  return { ...result, out: result.stdout ? JSON.parse(result.stdout) : undefined };
}

async function editModel(config: string, change: (model: Record<string, unknown>) => void) {
  const parsed = JSON.parse(await readFile(config, 'utf8'));
  change(parsed.models[0]);
  await writeFile(config, JSON.stringify(parsed, null, 2));
}

/** The fake's reply to a body evalgate sent, asked again directly. */
async function replyTo(server: FakeServer, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/responses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('an OpenAI model through the Responses API (api: responses)', () => {
  it('effort low: 200 items against the enforcing fake with 0 errors and 0 refused requests, graded from output_text alone, reasoning tokens counted; effort high is incomparable', async () => {
    const server = await openai({
      answer: answering(knowsTwoThirds, (l) => `The answer is (${l}).`),
      reasoning: { tokens: 40 },
    });
    const { dir, config } = await writeSuite({
      n: 200,
      models: [responsesEntry(server)],
      extra: DECODING,
    });
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    // The fake's reasoning summary names another letter: grading it would not score 66.5.
    expect(run.out.runs[0]).toMatchObject({
      errors: 0,
      n: 200,
      score: 66.5,
      reasoning_tokens: 8000,
    });
    expect(server.stats.rejected).toBe(0);
    expect(server.stats.ok).toBe(200);
    expect(new Set(server.requests.map((r) => r.path))).toEqual(new Set(['/v1/responses']));

    const body = server.requests[0]!.body;
    expect(body).toMatchObject({
      model: 'o-mini',
      reasoning: { effort: 'low' },
      max_output_tokens: 256,
      store: false,
    });
    expect(body.input.at(-1)).toMatchObject({ role: 'user' });
    expect(body.input.at(-1).content).toContain('Q0');
    for (const key of ['max_tokens', 'max_completion_tokens', 'temperature', 'top_p', 'seed'])
      expect(body).not.toHaveProperty(key);
    for (const request of server.requests) {
      expect(checkOpenAIRequest('responses', request.body)).toEqual([]);
    }
    const reply = await replyTo(server, body);
    expect(checkOpenAIResponse('responses', reply)).toEqual([]);
    expect((reply.output as { type: string }[]).map((o) => o.type)).toEqual([
      'reasoning',
      'message',
    ]);

    const [record] = await readRecords(dir);
    expect(record!.usage.reasoning_tokens).toBe(200 * 40);
    expect(record!.items[0]!.tokens.reasoning).toBe(40);
    // output_tokens already hold the reasoning; "The answer is (X)." is 5 tokens to the fake.
    expect(record!.usage.output_tokens).toBe(200 * (40 + 5));
    expect(record!.model.build.model).toBe('fake-model-1');
    expect(record!.protocol.decoding).toMatchObject({
      api: 'responses',
      temperature: null,
      top_p: null,
      max_tokens: 256,
      token_limit: 'max_output_tokens',
      seed: null,
      reasoning: { effort: 'low' },
    });

    await runAndFreeze(config);
    await editModel(config, (model) => (model.reasoning = { effort: 'high' }));
    const gate = await runCli('gate', '--config', config, '--json');
    expect(gate.code, gate.stderr).toBe(1);
    const verdict = JSON.parse(gate.stdout);
    expect(verdict.verdict).toBe('incomparable');
    expect(verdict.models[0]).toMatchObject({ verdict: 'incomparable', differs: ['reasoning'] });
    expect(server.stats.rejected).toBe(0);
    expect(server.requests.at(-1)!.body.reasoning).toEqual({ effort: 'high' });
  });

  it('switching a frozen chat slot to api: responses is incomparable, naming the api', async () => {
    const server = await openai({ answer: answering(knowsAll), reasoning: {} });
    const { config } = await writeSuite({
      n: 20,
      models: [{ ...responsesEntry(server), api: 'chat' }],
      extra: DECODING,
    });
    await runAndFreeze(config);
    await editModel(config, (model) => (model.api = 'responses'));
    const gate = await runCli('gate', '--config', config, '--json');
    expect(gate.code, gate.stderr).toBe(1);
    const verdict = JSON.parse(gate.stdout);
    expect(verdict.models[0].verdict).toBe('incomparable');
    expect(verdict.models[0].differs).toContain('api');
    expect(verdict.models[0].reason).toContain('api');
    expect(server.stats.rejected).toBe(0);
  });

  it('an answer cut off at max_output_tokens with no text is an item error that says to raise decoding.max_tokens', async () => {
    const server = await openai({
      answer: answering(knowsAll),
      reasoning: { tokens: (request) => (/Q000[0-4]/.test(request.prompt) ? 1000 : 10) },
    });
    const { dir, config } = await writeSuite({
      n: 20,
      models: [responsesEntry(server, { reasoning: { effort: 'medium' }, max_retries: 0 })],
      extra: DECODING,
    });
    const run = await runJson(config);
    expect(run.out.runs[0]).toMatchObject({ errors: 5, score: 100 });
    expect(server.stats.rejected).toBe(0);
    const [record] = await readRecords(dir);
    const errored = record!.items.filter((i) => i.error !== null);
    expect(errored.map((i) => i.id).sort()).toEqual(['q0000', 'q0001', 'q0002', 'q0003', 'q0004']);
    expect(errored[0]!.correct).toBeNull();
    expect(errored[0]!.error).toContain('status "incomplete"');
    expect(errored[0]!.error).toContain('raise decoding.max_tokens');

    const cut = server.requests.find((r) => /Q0000/.test(r.prompt))!;
    const reply = await replyTo(server, cut.body);
    expect(reply).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
    });
    expect(checkOpenAIResponse('responses', reply)).toEqual([]);
  });

  it('without reasoning, temperature and top_p are sent as for chat, and the body conforms', async () => {
    const server = await openai({ answer: answering(knowsAll) });
    const { config } = await writeSuite({
      n: 5,
      models: [{ ...responsesEntry(server), reasoning: undefined }],
      extra: { decoding: { temperature: 0, max_tokens: 16, seed: 100 } },
    });
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    expect(run.out.runs[0]).toMatchObject({ errors: 0, score: 100 });
    const body = server.requests[0]!.body;
    expect(body).toMatchObject({ temperature: 0, max_output_tokens: 16, store: false });
    expect(body).not.toHaveProperty('reasoning');
    expect(body).not.toHaveProperty('seed');
    expect(checkOpenAIRequest('responses', body)).toEqual([]);
    expect(checkOpenAIResponse('responses', await replyTo(server, body))).toEqual([]);
  });

  it("the enforcing fake refuses, with OpenAI's error body, what the Responses API does not take", async () => {
    const server = await openai({ answer: answering(knowsAll), reasoning: {} });
    const base = {
      model: 'o-mini',
      input: [{ role: 'user', content: 'Q0001: which option is right?' }],
      reasoning: { effort: 'low' },
      max_output_tokens: 64,
      store: false,
    };
    const refused = [
      [{ max_tokens: 64 }, 'max_tokens'],
      [{ max_completion_tokens: 64 }, 'max_completion_tokens'],
      [{ temperature: 0 }, 'temperature'],
      [{ top_p: 0.5 }, 'top_p'],
      [{ reasoning: { effort: 'extreme' } }, 'reasoning.effort'],
    ] as const;
    for (const [change, param] of refused) {
      const response = await fetch(`${server.url}/responses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...base, ...change }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: Record<string, unknown> };
      expect(body.error).toMatchObject({ type: 'invalid_request_error', param });
      expect(body.error.message).toEqual(expect.any(String));
    }
    expect(server.stats.rejected).toBe(refused.length);
    expect(checkOpenAIRequest('responses', base)).toEqual([]);
    expect(checkOpenAIResponse('responses', await replyTo(server, base))).toEqual([]);
  });

  it.each([
    [
      'decoding.stop',
      { decoding: { max_tokens: 256, stop: ['\n'] } },
      {},
      'decoding.stop: expected no stop for model "vendor/responder" with api responses',
    ],
    [
      'token_limit',
      DECODING,
      { token_limit: 'max_completion_tokens' },
      'models[0].token_limit: expected no token_limit with api responses',
    ],
    [
      'decoding.max_tokens below 16',
      { decoding: { max_tokens: 8 } },
      {},
      'decoding.max_tokens: expected at least 16 for model "vendor/responder" with api responses, found 8',
    ],
    [
      'harness.output loglikelihood',
      {
        decoding: { max_tokens: 256 },
        harness: { template: '{{question}}\nAnswer:', output: 'loglikelihood' },
        grader: { kind: 'loglikelihood' },
      },
      { reasoning: undefined },
      'models[0].api: expected "completions" with harness.output loglikelihood',
    ],
  ])('%s with api responses is a config error naming the key', async (_, extra, entry, message) => {
    const server = await openai({ answer: answering(knowsAll), reasoning: {} });
    const { config } = await writeSuite({ n: 5, models: [responsesEntry(server, entry)], extra });
    const run = await runCli('run', '--config', config);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain(message);
    expect(server.stats.total).toBe(0);
  });
});

describe('api: responses through the OpenAI Batch API', () => {
  it('the batch lines target /v1/responses with the synchronous body: 0 errors, reasoning tokens counted', async () => {
    vi.stubEnv('BATCH_KEY', 'sk-batch-test');
    const fake = await startBatchServer({
      kind: 'openai',
      answer: answering(knowsAll),
      apiKey: 'sk-batch-test',
      reasoning: { tokens: 20 },
    });
    batchFakes.push(fake);
    const { dir, config } = await writeSuite({
      n: 40,
      models: [
        {
          id: 'openai/responder',
          provider: 'openai',
          base_url: fake.url,
          api_key_env: 'BATCH_KEY',
          model: 'o-mini',
          api: 'responses',
          reasoning: { effort: 'high' },
          batch: { poll_s: 0.01 },
        },
      ],
      extra: DECODING,
    });
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    expect(fake.counts.synchronous).toBe(0);
    expect(fake.counts.submissions).toBe(1);
    // A line sent to another endpoint than its body's would be refused by the inner fake.
    expect(run.out.runs[0]).toMatchObject({ errors: 0, score: 100 });
    const [record] = await readRecords(dir);
    expect(record!.usage.reasoning_tokens).toBe(40 * 20);
    expect(record!.protocol.decoding).toMatchObject({ api: 'responses' });
  });
});
