import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, HttpTransportError, type HttpResponse } from '../../src/engine/http.js';
import {
  answerStrategy,
  startAnthropicServer,
  startOpenAIServer,
  type FakeRequest,
  type FakeServer,
  type FaultPlan,
} from './model-server.js';

const client = createHttpClient({ maxSockets: 8 });
const servers: FakeServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
afterAll(() => client.close());

async function track(started: Promise<FakeServer>): Promise<FakeServer> {
  const server = await started;
  servers.push(server);
  return server;
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into API-shaped JSON
): Promise<HttpResponse & { json: any }> {
  const response = await client.postJson(url, JSON.stringify(body), headers, { timeoutMs: 5000 });
  return { ...response, json: JSON.parse(response.body) };
}

const chat = (content: string, extra: object = {}) => ({
  model: 'gpt-test',
  messages: [
    { role: 'system', content: 'Answer with a letter.' },
    { role: 'user', content },
  ],
  ...extra,
});

const message = (content: string, extra: object = {}) => ({
  model: 'claude-test',
  max_tokens: 16,
  system: 'Answer with a letter.',
  messages: [{ role: 'user', content: [{ type: 'text', text: content }] }],
  ...extra,
});

const ANTHROPIC_HEADERS = { 'anthropic-version': '2023-06-01' };

describe('startOpenAIServer', () => {
  it('answers /chat/completions with the real response shape', async () => {
    const server = await track(
      startOpenAIServer({
        answer: (request) => `answer to ${request.prompt}`,
        model: 'gpt-test-2024-01-01',
        systemFingerprint: 'fp_abc123',
      }),
    );
    const response = await post(`${server.url}/chat/completions`, chat('Q1'));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: expect.stringMatching(/^chatcmpl-/),
      object: 'chat.completion',
      created: expect.any(Number),
      model: 'gpt-test-2024-01-01',
      system_fingerprint: 'fp_abc123',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'answer to Q1', refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      // 'Answer with a letter.' + 'Q1' = 23 characters; 'answer to Q1' = 12.
      usage: { prompt_tokens: 6, completion_tokens: 3, total_tokens: 9 },
    });
  });

  it('answers /completions with the real response shape', async () => {
    const server = await track(startOpenAIServer({ answer: () => ' B' }));
    const response = await post(`${server.url}/completions`, {
      model: 'davinci-test',
      prompt: 'Question?\nAnswer:',
    });
    expect(response.json).toEqual({
      id: expect.stringMatching(/^cmpl-/),
      object: 'text_completion',
      created: expect.any(Number),
      model: 'fake-model-1',
      system_fingerprint: null,
      choices: [{ text: ' B', index: 0, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 },
    });
  });

  it('cuts the answer at max_tokens and reports finish_reason "length"', async () => {
    const server = await track(startOpenAIServer({ answer: () => 'x'.repeat(100) }));
    const response = await post(`${server.url}/chat/completions`, chat('Q', { max_tokens: 5 }));
    expect(response.json.choices[0].message.content).toBe('x'.repeat(20));
    expect(response.json.choices[0].finish_reason).toBe('length');
    expect(response.json.usage.completion_tokens).toBe(5);
  });

  it('answers 401 with the OpenAI error shape without the right Bearer key', async () => {
    const server = await track(startOpenAIServer({ answer: () => 'A', apiKey: 'sk-right' }));
    const url = `${server.url}/chat/completions`;
    for (const headers of [{}, { authorization: 'Bearer sk-wrong' }] as Record<string, string>[]) {
      const response = await post(url, chat('Q'), headers);
      expect(response.status).toBe(401);
      expect(response.json).toEqual({
        error: {
          message: expect.any(String),
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      });
    }
    expect((await post(url, chat('Q'), { authorization: 'Bearer sk-right' })).status).toBe(200);
  });

  it('answers 400 for bodies the real API rejects and 404 for unknown paths', async () => {
    const server = await track(startOpenAIServer({ answer: () => 'A' }));
    const missingMessages = await post(`${server.url}/chat/completions`, { model: 'm' });
    expect(missingMessages.status).toBe(400);
    expect(missingMessages.json.error.type).toBe('invalid_request_error');
    const notJson = await client.postJson(
      `${server.url}/chat/completions`,
      '{',
      {},
      {
        timeoutMs: 5000,
      },
    );
    expect(notJson.status).toBe(400);
    const unknown = await post(`${server.url}/embeddings`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Invalid URL (POST /v1/embeddings)');
  });

  it('forces statuses with statusFor, in the API error shape', async () => {
    const server = await track(
      startOpenAIServer({
        answer: () => 'A',
        statusFor: (request) => (request.body.model === 'missing' ? 404 : undefined),
      }),
    );
    const url = `${server.url}/chat/completions`;
    const forced = await post(url, { ...chat('Q'), model: 'missing' });
    expect(forced.status).toBe(404);
    expect(forced.json.error).toMatchObject({
      type: 'invalid_request_error',
      message: 'Not Found',
    });
    expect((await post(url, chat('Q'))).status).toBe(200);
  });

  it('records requests with per-body attempt numbers, unless recordRequests is false', async () => {
    const server = await track(startOpenAIServer({ answer: () => 'A' }));
    const url = `${server.url}/chat/completions`;
    await post(url, chat('Q1'), { 'x-test': 'yes' });
    await post(url, chat('Q2'));
    await post(url, chat('Q1'));
    expect(server.requests.map((r) => [r.prompt, r.attempt])).toEqual([
      ['Q1', 1],
      ['Q2', 1],
      ['Q1', 2],
    ]);
    expect(server.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      headers: { 'x-test': 'yes' },
      body: chat('Q1'),
    });
    expect(server.stats).toMatchObject({ total: 3, ok: 3 });

    const quiet = await track(startOpenAIServer({ answer: () => 'A', recordRequests: false }));
    await post(`${quiet.url}/chat/completions`, chat('Q1'));
    expect(quiet.requests).toEqual([]);
    expect(quiet.stats.ok).toBe(1);
  });
});

describe('startAnthropicServer', () => {
  it('answers /messages with the real Messages API shape', async () => {
    const server = await track(
      startAnthropicServer({ answer: (request) => `re: ${request.prompt}`, model: 'claude-x' }),
    );
    const response = await post(`${server.url}/messages`, message('Q1'), ANTHROPIC_HEADERS);
    expect(response.status).toBe(200);
    expect(response.headers['request-id']).toMatch(/^req_/);
    expect(response.json).toEqual({
      id: expect.stringMatching(/^msg_/),
      type: 'message',
      role: 'assistant',
      model: 'claude-x',
      content: [{ type: 'text', text: 're: Q1' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 6, output_tokens: 2 },
    });
  });

  it('reports stop_reason "max_tokens" when the answer is cut', async () => {
    const server = await track(startAnthropicServer({ answer: () => 'y'.repeat(50) }));
    const response = await post(
      `${server.url}/messages`,
      message('Q', { max_tokens: 2 }),
      ANTHROPIC_HEADERS,
    );
    expect(response.json.content[0].text).toBe('yyyyyyyy');
    expect(response.json.stop_reason).toBe('max_tokens');
  });

  it('requires anthropic-version and max_tokens, with the Anthropic error shape', async () => {
    const server = await track(startAnthropicServer({ answer: () => 'A' }));
    const url = `${server.url}/messages`;
    const noVersion = await post(url, message('Q'));
    expect(noVersion.status).toBe(400);
    expect(noVersion.json).toEqual({
      type: 'error',
      error: {
        type: 'invalid_request_error',
        message: expect.stringContaining('anthropic-version'),
      },
    });
    const noMaxTokens = await post(
      url,
      { ...message('Q'), max_tokens: undefined },
      ANTHROPIC_HEADERS,
    );
    expect(noMaxTokens.status).toBe(400);
    expect(noMaxTokens.json.error.message).toContain('max_tokens');
  });

  it('answers 401 authentication_error without the right x-api-key', async () => {
    const server = await track(startAnthropicServer({ answer: () => 'A', apiKey: 'sk-ant' }));
    const url = `${server.url}/messages`;
    const bearer = await post(url, message('Q'), {
      ...ANTHROPIC_HEADERS,
      authorization: 'Bearer sk-ant',
    });
    expect(bearer.status).toBe(401);
    expect(bearer.json).toEqual({
      type: 'error',
      error: { type: 'authentication_error', message: expect.any(String) },
    });
    const right = await post(url, message('Q'), { ...ANTHROPIC_HEADERS, 'x-api-key': 'sk-ant' });
    expect(right.status).toBe(200);
  });

  it('gives 429s the rate_limit_error type', async () => {
    const server = await track(
      startAnthropicServer({ answer: () => 'A', faults: { rate429: 1, maxFaultsPerRequest: 1 } }),
    );
    const response = await post(`${server.url}/messages`, message('Q'), ANTHROPIC_HEADERS);
    expect(response.status).toBe(429);
    expect(response.json.error.type).toBe('rate_limit_error');
  });
});

/** Sends each prompt until it succeeds; returns, per prompt, the outcomes of its attempts. */
async function outcomes(faults: FaultPlan, prompts: string[]): Promise<string[][]> {
  const server = await track(startOpenAIServer({ answer: () => 'A', faults }));
  const url = `${server.url}/chat/completions`;
  return Promise.all(
    prompts.map(async (prompt) => {
      const seen: string[] = [];
      for (let attempt = 1; attempt <= 10; attempt++) {
        try {
          const response = await client.postJson(
            url,
            JSON.stringify(chat(prompt)),
            {},
            {
              timeoutMs: 5000,
            },
          );
          seen.push(String(response.status));
          if (response.status === 200) break;
        } catch (error) {
          if (!(error instanceof HttpTransportError)) throw error;
          seen.push(error.kind);
        }
      }
      return seen;
    }),
  );
}

describe('reasoning mode', () => {
  const reasoner = { model: 'o-test', messages: [{ role: 'user', content: 'Pick A.' }] };

  it('OpenAI: refuses max_tokens, sampling other than 1 and unknown efforts with the vendor error body', async () => {
    const server = await track(startOpenAIServer({ answer: () => 'A', reasoning: {} }));
    const url = `${server.url}/chat/completions`;
    const maxTokens = await post(url, { ...reasoner, max_tokens: 16 });
    expect(maxTokens.status).toBe(400);
    expect(maxTokens.json).toEqual({
      error: {
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        type: 'invalid_request_error',
        param: 'max_tokens',
        code: 'unsupported_parameter',
      },
    });
    const temperature = await post(url, { ...reasoner, temperature: 0 });
    expect(temperature.status).toBe(400);
    expect(temperature.json.error).toMatchObject({
      param: 'temperature',
      code: 'unsupported_value',
    });
    const topP = await post(url, { ...reasoner, top_p: 0.5 });
    expect(topP.json.error).toMatchObject({ param: 'top_p' });
    const effort = await post(url, { ...reasoner, reasoning_effort: 'extreme' });
    expect(effort.json.error).toMatchObject({ param: 'reasoning_effort' });
    expect(server.stats).toMatchObject({ total: 4, ok: 0, rejected: 4 });
  });

  it('OpenAI: an accepted request reports reasoning tokens inside completion_tokens; reasoning past the limit leaves no answer', async () => {
    const server = await track(startOpenAIServer({ answer: () => 'A', reasoning: { tokens: 30 } }));
    const url = `${server.url}/chat/completions`;
    const ok = await post(url, {
      ...reasoner,
      reasoning_effort: 'low',
      temperature: 1,
      max_completion_tokens: 100,
    });
    expect(ok.status).toBe(200);
    expect(ok.json.choices[0]).toMatchObject({
      message: { content: 'A', reasoning_content: expect.stringContaining('(B)') },
      finish_reason: 'stop',
    });
    expect(ok.json.usage).toMatchObject({
      completion_tokens: 31,
      completion_tokens_details: { reasoning_tokens: 30 },
    });
    const cut = await post(url, { ...reasoner, max_completion_tokens: 20 });
    expect(cut.json.choices[0]).toMatchObject({
      message: { content: '' },
      finish_reason: 'length',
    });
    expect(cut.json.usage).toMatchObject({
      completion_tokens: 20,
      completion_tokens_details: { reasoning_tokens: 20 },
    });
  });

  it('Anthropic: enforces the thinking rules with the vendor error body', async () => {
    const server = await track(startAnthropicServer({ answer: () => 'A', reasoning: {} }));
    const url = `${server.url}/messages`;
    const thinking = (budget: number, extra: object = {}) =>
      message('Pick A.', {
        max_tokens: 4096,
        thinking: { type: 'enabled', budget_tokens: budget },
        ...extra,
      });
    const cases: [object, string][] = [
      [thinking(512), 'greater than or equal to 1024'],
      [thinking(4096), 'must be greater than `thinking.budget_tokens`'],
      [thinking(1024, { temperature: 0 }), '`temperature` may only be set to 1'],
      [thinking(1024, { top_p: 0.9 }), '`top_p` is not supported'],
      [thinking(1024, { top_k: 5 }), '`top_k` is not supported'],
    ];
    for (const [body, text] of cases) {
      const response = await post(url, body, ANTHROPIC_HEADERS);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        type: 'error',
        error: { type: 'invalid_request_error' },
      });
      expect(response.json.error.message).toContain(text);
    }
    expect(server.stats).toMatchObject({ rejected: cases.length, ok: 0 });
  });

  it('Anthropic: a thinking block naming another letter comes before the text block', async () => {
    const server = await track(startAnthropicServer({ answer: () => 'C', reasoning: {} }));
    const response = await post(
      `${server.url}/messages`,
      message('Pick C.', { max_tokens: 2048, thinking: { type: 'enabled', budget_tokens: 1024 } }),
      ANTHROPIC_HEADERS,
    );
    expect(response.status).toBe(200);
    const [first, second, third] = response.json.content;
    expect(first).toMatchObject({ type: 'thinking', thinking: expect.stringContaining('(D)') });
    expect(second).toMatchObject({ type: 'redacted_thinking' });
    expect(third).toEqual({ type: 'text', text: 'C' });
    // Thinking is billed as output; there is no separate count.
    expect(response.json.usage.output_tokens).toBeGreaterThan(1);
    const plain = await post(`${server.url}/messages`, message('Pick C.'), ANTHROPIC_HEADERS);
    expect(plain.json.content).toEqual([{ type: 'text', text: 'C' }]);
  });
});

const PROMPTS = Array.from({ length: 120 }, (_, i) => `Question ${i}`);

describe('fault injection', () => {
  const plan: FaultPlan = { rate429: 0.2, rate500: 0.2, rateDrop: 0.2, seed: 7 };

  it('is deterministic: the same seed gives the same faults, another seed different ones', async () => {
    const first = await outcomes(plan, PROMPTS);
    const replay = await outcomes(plan, PROMPTS);
    const reseeded = await outcomes({ ...plan, seed: 8 }, PROMPTS);
    expect(replay).toEqual(first);
    expect(reseeded).not.toEqual(first);

    const faulted = (kind: string) => first.filter((seen) => seen[0] === kind).length;
    // About 20% of the 120 bodies each; the bounds only guard against a broken hash.
    for (const kind of ['429', '500', 'reset']) {
      expect(faulted(kind)).toBeGreaterThan(8);
      expect(faulted(kind)).toBeLessThan(45);
    }
    expect(faulted('200')).toBeGreaterThan(20);
  });

  it('never fails a body more than maxFaultsPerRequest times, and a body keeps one fault kind', async () => {
    const all = await outcomes({ rate429: 0.5, rate500: 0.5, maxFaultsPerRequest: 3 }, PROMPTS);
    for (const seen of all) {
      expect(seen.at(-1)).toBe('200');
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.length).toBeLessThanOrEqual(4);
      expect(new Set(seen.slice(0, -1)).size).toBe(1);
    }
    // k is drawn from 1..3 per body: every count of failures shows up.
    expect(new Set(all.map((seen) => seen.length))).toEqual(new Set([2, 3, 4]));
  });

  it('sends Retry-After in seconds (rounded up) and retry-after-ms with 429s', async () => {
    const server = await track(
      startOpenAIServer({
        answer: () => 'A',
        faults: { rate429: 1, retryAfterS: 0.25, maxFaultsPerRequest: 1 },
      }),
    );
    const response = await post(`${server.url}/chat/completions`, chat('Q'));
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers['retry-after-ms']).toBe('250');
    expect(response.json.error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });
    expect((await post(`${server.url}/chat/completions`, chat('Q'))).status).toBe(200);
    expect(server.stats).toMatchObject({ total: 2, ok: 1, status429: 1 });
  });

  it('drops the connection without a response, then answers the retry', async () => {
    const server = await track(
      startOpenAIServer({ answer: () => 'A', faults: { rateDrop: 1, maxFaultsPerRequest: 2 } }),
    );
    const send = () =>
      client.postJson(
        `${server.url}/chat/completions`,
        JSON.stringify(chat('Q')),
        {},
        {
          timeoutMs: 5000,
        },
      );
    await expect(send()).rejects.toMatchObject({ kind: 'reset' });
    expect(server.stats).toMatchObject({ total: 1, ok: 0, dropped: 1 });
    let attempts = 1;
    while ((await send().catch(() => undefined))?.status !== 200) attempts++;
    expect(attempts).toBeLessThanOrEqual(2);
    expect(server.stats.dropped).toBe(attempts);
  });

  it('rejects impossible plans', async () => {
    await expect(
      startOpenAIServer({ answer: () => 'A', faults: { rate429: 0.6, rate500: 0.6 } }),
    ).rejects.toThrow('rate429 + rate500 + rateDrop must be at most 1');
    await expect(startOpenAIServer({ answer: () => 'A', faults: { rate500: 2 } })).rejects.toThrow(
      'faults.rate500',
    );
  });
});

describe('answerStrategy', () => {
  const request = (prompt: string): FakeRequest => ({
    path: '/v1/chat/completions',
    headers: {},
    body: {},
    attempt: 1,
    prompt,
  });

  it('letter-from-prompt picks one of the listed option letters, stably', () => {
    const answer = answerStrategy('letter-from-prompt');
    const prompt = 'Which?\n(E) one\n(F) two\n(G) three';
    expect(['E', 'F', 'G']).toContain(answer(request(prompt)));
    expect(answer(request(prompt))).toBe(answer(request(prompt)));
    expect(['A', 'B', 'C', 'D']).toContain(answer(request('no options here')));
  });

  it('echo-first-letter and fixed:<text>', () => {
    expect(answerStrategy('echo-first-letter')(request('  c is the answer'))).toBe('C');
    expect(answerStrategy('fixed:The answer is B')(request('x'))).toBe('The answer is B');
    expect(() => answerStrategy('random')).toThrow('--answer');
  });
});

describe('standalone mode', () => {
  it('prints its URL as one JSON line, serves, and prints stats when terminated', async () => {
    const child = spawn(
      'node_modules/.bin/tsx',
      ['test/fakes/model-server.ts', '--port', '0', '--kind', 'anthropic', '--answer', 'fixed:B'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const { url } = JSON.parse(line.toString()) as { url: string };
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const response = await post(`${url}/messages`, message('Q'), ANTHROPIC_HEADERS);
      expect(response.json.content[0].text).toBe('B');
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      expect(JSON.parse(stderr)).toMatchObject({ total: 1, ok: 1 });
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
