import { copyFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../helpers.js';
import { answering, useFakeServers, writeSuite } from '../engine/suite-helpers.js';
import { startBatchServer, type BatchFake } from './batch-server.js';
import type { FakeServer } from './model-server.js';
import {
  checkOpenAIRequest,
  checkOpenAIResponse,
  openAIContractSources,
  type OpenAIKind,
} from './openai-contract.js';

const { openai } = useFakeServers();
const KEY = 'sk-contract';
const knowsTwoThirds = (n: number) => n % 3 !== 0;

async function run(config: string) {
  vi.stubEnv('CONTRACT_KEY', KEY);
  const result = await runCli('run', '--config', config, '--json', '--no-cache');
  expect(result.code, result.stderr).toBe(0);
}

function model(url: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'acme/model',
    provider: 'openai',
    base_url: url,
    api_key_env: 'CONTRACT_KEY',
    model: 'acme-model',
    ...extra,
  };
}

/** The problems of every request the fake recorded (there must be some, all to `path`). */
function requestProblems(server: FakeServer, kind: OpenAIKind, path: string) {
  expect(server.requests.length).toBeGreaterThan(0);
  expect(server.requests.every((r) => r.path === path)).toBe(true);
  return server.requests.flatMap((r) => checkOpenAIRequest(kind, r.body));
}

async function post(server: { url: string }, endpoint: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** A copy of `body` without `key`. */
function without(body: object, key: string): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body };
  delete copy[key];
  return copy;
}

const CHAT_BODY = {
  model: 'acme-model',
  messages: [{ role: 'user', content: 'Q0001: which option is right?\nA. alpha\nAnswer:' }],
  temperature: 0,
  max_tokens: 8,
};
const COMPLETION_BODY = {
  model: 'acme-model',
  prompt: 'Q0001: which option is right?\nA. alpha\nAnswer:',
  temperature: 0,
  max_tokens: 8,
};

/**
 * What evalgate sends or the fake answers that OpenAI's description does not allow, as found. The
 * fake's are how real OpenAI-compatible servers answer, so it keeps them; evalgate's is a limit
 * its configuration does not enforce. A change to evalgate, to the fake or a regenerated fixture
 * that fixes one or adds another fails the test that expects it: update this list with it.
 */
const KNOWN_MISMATCHES = {
  /**
   * `decoding.stop` takes any number of sequences and evalgate sends them all; the description
   * allows at most 4 (`StopConfiguration`: a string, or an array of 1 to 4 strings).
   */
  stopOverFour: [
    'chat request (CreateChatCompletionRequest): /stop must be string,null',
    'chat request (CreateChatCompletionRequest): /stop must NOT have more than 4 items',
    'chat request (CreateChatCompletionRequest): /stop must match exactly one schema in oneOf',
    'chat request (CreateChatCompletionRequest): /stop must be null',
    'chat request (CreateChatCompletionRequest): /stop must match a schema in anyOf',
  ],
  /**
   * The fake answers `system_fingerprint: null` when it is given none, as OpenAI-compatible
   * servers do for a build without one; the description types the field as a string, not
   * nullable. (evalgate reads a non-string fingerprint as none.)
   */
  chatFingerprintNull: [
    'chat response (CreateChatCompletionResponse): /system_fingerprint must be string',
  ],
  completionsFingerprintNull: [
    'completions response (CreateCompletionResponse): /system_fingerprint must be string',
  ],
  /**
   * Prompt logprobs (echo with logprobs): the first token has nothing before it, so its logprob
   * and its top logprobs are null, as the legacy completions API and vLLM answer. The description
   * types `token_logprobs` items as numbers and `top_logprobs` items as objects.
   */
  echoFirstTokenNull: (prompts: number) =>
    Array.from({ length: prompts }, (_, i) => [
      `completions response (CreateCompletionResponse): /choices/${i}/logprobs/token_logprobs/0 must be number`,
      `completions response (CreateCompletionResponse): /choices/${i}/logprobs/top_logprobs/0 must be object`,
      `completions response (CreateCompletionResponse): /choices/${i}/logprobs must be null`,
      `completions response (CreateCompletionResponse): /choices/${i}/logprobs must match a schema in anyOf`,
    ]).flat(),
  /**
   * The batch fake answers `null` for a batch's `errors` and for an `output_file_id` or
   * `error_file_id` it has not written (here: a completed batch with no error file); the
   * description types them as an object and strings, not nullable, though its own example of a
   * batch has `"errors": null`.
   */
  completedBatchNulls: [
    'batch response (Batch): /errors must be object',
    'batch response (Batch): /error_file_id must be string',
  ],
};

describe('the fixture', () => {
  it('records the OpenAI description it was derived from (version and commit)', () => {
    const sources = openAIContractSources();
    expect(sources[0]).toMatchObject({ openapi: expect.stringMatching(/^3\.1\./) });
    for (const source of sources) {
      expect(source.info_version).toEqual(expect.any(String));
      expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(source.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe("evalgate's requests are what OpenAI's description allows", () => {
  it('chat: a system prompt, few-shot examples as turns, stop sequences, top_p and a seed', async () => {
    const server = await openai({ answer: answering(knowsTwoThirds), apiKey: KEY });
    const { dir, config } = await writeSuite({
      n: 12,
      models: [model(server.url)],
      extra: {
        harness: {
          template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
          system: 'Answer with one letter.',
          fewshot: { k: 2, path: 'dev.jsonl', as_turns: true },
        },
        decoding: { temperature: 0.2, top_p: 0.9, max_tokens: 8, seed: 100, stop: ['\n', '.'] },
      },
    });
    await copyFile(path.join(dir, 'items.jsonl'), path.join(dir, 'dev.jsonl'));
    await run(config);
    const roles = server.requests[0]!.body.messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(server.requests[0]!.body).toMatchObject({ top_p: 0.9, seed: 100, stop: ['\n', '.'] });
    expect(requestProblems(server, 'chat', '/v1/chat/completions')).toEqual([]);
  });

  it('chat: a completion-mode prompt sent as one user message, with the default decoding', async () => {
    const server = await openai({ answer: answering(knowsTwoThirds), apiKey: KEY });
    const { config } = await writeSuite({
      n: 8,
      models: [model(server.url)],
      extra: {
        harness: {
          template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
          mode: 'completion',
        },
        decoding: {},
      },
    });
    await run(config);
    expect(requestProblems(server, 'chat', '/v1/chat/completions')).toEqual([]);
  });

  it('chat with reasoning effort: max_completion_tokens and reasoning_effort, no temperature or top_p', async () => {
    const server = await openai({
      answer: answering(knowsTwoThirds),
      apiKey: KEY,
      reasoning: {},
      systemFingerprint: 'fp_r',
    });
    const { config } = await writeSuite({
      n: 8,
      models: [model(server.url, { reasoning: { effort: 'low' } })],
      extra: { decoding: { max_tokens: 256 } },
    });
    await run(config);
    const [first] = server.requests;
    expect(first!.body).toMatchObject({ reasoning_effort: 'low', max_completion_tokens: 256 });
    expect(first!.body).not.toHaveProperty('temperature');
    expect(first!.body).not.toHaveProperty('max_tokens');
    expect(requestProblems(server, 'chat', '/v1/chat/completions')).toEqual([]);
    // And what the reasoning model answers, reasoning tokens included.
    const body = await post(server, '/chat/completions', {
      model: 'acme-model',
      messages: [{ role: 'user', content: 'Q0001: which option is right?' }],
      max_completion_tokens: 256,
      reasoning_effort: 'low',
    });
    expect(body).toMatchObject({ usage: { completion_tokens_details: { reasoning_tokens: 48 } } });
    expect(checkOpenAIResponse('chat', body)).toEqual([]);
  });

  it('completions (api: completions, harness mode completion)', async () => {
    const server = await openai({
      answer: answering(knowsTwoThirds, (l) => ` ${l}`),
      apiKey: KEY,
    });
    const { config } = await writeSuite({
      n: 12,
      models: [model(server.url, { api: 'completions' })],
      extra: {
        harness: {
          template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
          mode: 'completion',
        },
        decoding: { temperature: 0, max_tokens: 4, seed: 7, stop: ['\n\n'] },
      },
    });
    await run(config);
    expect(server.requests.every((r) => typeof r.body.prompt === 'string')).toBe(true);
    expect(requestProblems(server, 'completions', '/v1/completions')).toEqual([]);
  });

  it('completions with prompt logprobs (output: loglikelihood): echo, logprobs and a list of prompts', async () => {
    const server = await openai({ answer: () => 'A', apiKey: KEY });
    const { config } = await writeSuite({
      n: 6,
      models: [model(server.url, { api: 'completions' })],
      extra: {
        harness: {
          template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
          mode: 'completion',
          output: 'loglikelihood',
        },
        grader: { kind: 'loglikelihood' },
      },
    });
    await run(config);
    expect(server.requests[0]!.body).toMatchObject({ echo: true, logprobs: 1 });
    expect(server.requests[0]!.body.prompt).toHaveLength(4);
    expect(requestProblems(server, 'completions', '/v1/completions')).toEqual([]);
  });

  it('known mismatch: more than 4 stop sequences in the config are all sent', async () => {
    const server = await openai({ answer: answering(knowsTwoThirds), apiKey: KEY });
    const { config } = await writeSuite({
      n: 4,
      models: [model(server.url)],
      extra: { decoding: { temperature: 0, max_tokens: 8, stop: ['1', '2', '3', '4', '5'] } },
    });
    await run(config);
    expect(server.requests[0]!.body.stop).toHaveLength(5);
    const problems = requestProblems(server, 'chat', '/v1/chat/completions');
    expect([...new Set(problems)]).toEqual(KNOWN_MISMATCHES.stopOverFour);
  });
});

describe("the fake OpenAI server answers what OpenAI's description allows", () => {
  it('chat completions, with a system fingerprint', async () => {
    const server = await openai({
      answer: () => 'The answer is (B).',
      apiKey: KEY,
      systemFingerprint: 'fp_1',
    });
    const body = await post(server, '/chat/completions', CHAT_BODY);
    expect(body).toMatchObject({ choices: [{ finish_reason: 'stop' }] });
    expect(checkOpenAIResponse('chat', body)).toEqual([]);
    // Truncated at max_tokens: finish_reason length.
    const cut = await post(server, '/chat/completions', { ...CHAT_BODY, max_tokens: 1 });
    expect(cut).toMatchObject({ choices: [{ finish_reason: 'length' }] });
    expect(checkOpenAIResponse('chat', cut)).toEqual([]);
  });

  it('completions, with a system fingerprint', async () => {
    const server = await openai({ answer: () => ' B', apiKey: KEY, systemFingerprint: 'fp_1' });
    const body = await post(server, '/completions', COMPLETION_BODY);
    expect(checkOpenAIResponse('completions', body)).toEqual([]);
  });

  it('known mismatch: system_fingerprint null when the fake is given none', async () => {
    const server = await openai({ answer: () => 'B', apiKey: KEY });
    const chat = await post(server, '/chat/completions', CHAT_BODY);
    expect(checkOpenAIResponse('chat', chat)).toEqual(KNOWN_MISMATCHES.chatFingerprintNull);
    const completion = await post(server, '/completions', COMPLETION_BODY);
    expect(checkOpenAIResponse('completions', completion)).toEqual(
      KNOWN_MISMATCHES.completionsFingerprintNull,
    );
  });

  it('known mismatch: prompt logprobs whose first token is null', async () => {
    const server = await openai({ answer: () => ' A', apiKey: KEY, systemFingerprint: 'fp_1' });
    const prompts = ['Question one? Answer: A', 'Question one? Answer: B'];
    const body = await post(server, '/completions', {
      ...COMPLETION_BODY,
      prompt: prompts,
      max_tokens: 1,
      logprobs: 1,
      echo: true,
    });
    const choices = (body as { choices: { logprobs: Record<string, unknown[]> }[] }).choices;
    expect(
      choices.map((c) => [c.logprobs.token_logprobs![0], c.logprobs.top_logprobs![0]]),
    ).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(checkOpenAIResponse('completions', body)).toEqual(
      KNOWN_MISMATCHES.echoFirstTokenNull(prompts.length),
    );
    // The same answer with the first token's entries filled in is what the description allows.
    const filled = structuredClone(body) as {
      choices: { logprobs: { token_logprobs: unknown[]; top_logprobs: unknown[] } }[];
    };
    for (const choice of filled.choices) {
      choice.logprobs.token_logprobs[0] = -1;
      choice.logprobs.top_logprobs[0] = {};
    }
    expect(checkOpenAIResponse('completions', filled)).toEqual([]);
  });
});

describe('the checker reports what the description does not allow', () => {
  it('a request: a wrong type, a missing required field, an invented field', () => {
    expect(checkOpenAIRequest('chat', CHAT_BODY)).toEqual([]);
    const problems = checkOpenAIRequest('chat', {
      ...without(CHAT_BODY, 'messages'),
      temperature: 'hot',
      max_length: 32,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'chat request (CreateChatCompletionRequest): /temperature must be number',
        "chat request (CreateChatCompletionRequest): (root) must have required property 'messages'",
        'chat request (CreateChatCompletionRequest): /max_length is not a field of CreateChatCompletionRequest',
      ]),
    );
    expect(checkOpenAIRequest('completions', { ...COMPLETION_BODY, echo: 'yes' })).toEqual([
      'completions request (CreateCompletionRequest): /echo must be boolean,null',
    ]);
    // The description's limits: at most 4 stop sequences, a message role it knows.
    expect(checkOpenAIRequest('chat', { ...CHAT_BODY, stop: ['1', '2', '3', '4', '5'] })).toEqual(
      expect.arrayContaining([
        'chat request (CreateChatCompletionRequest): /stop must NOT have more than 4 items',
      ]),
    );
    expect(
      checkOpenAIRequest('chat', { ...CHAT_BODY, messages: [{ role: 'narrator', content: 'x' }] }),
    ).toContain(
      'chat request (CreateChatCompletionRequest): /messages/0/role must be equal to one of the allowed values (["user"])',
    );
  });

  it('a response: choices removed, usage.prompt_tokens a string', async () => {
    const server = await openai({ answer: () => 'B', apiKey: KEY, systemFingerprint: 'fp_1' });
    const chat = (await post(server, '/chat/completions', CHAT_BODY)) as Record<string, unknown>;
    expect(checkOpenAIResponse('chat', without(chat, 'choices'))).toEqual([
      "chat response (CreateChatCompletionResponse): (root) must have required property 'choices'",
    ]);
    const usage = { ...(chat.usage as object), prompt_tokens: '12' };
    expect(checkOpenAIResponse('chat', { ...chat, usage })).toEqual([
      'chat response (CreateChatCompletionResponse): /usage/prompt_tokens must be integer',
    ]);
    const completion = (await post(server, '/completions', COMPLETION_BODY)) as Record<
      string,
      unknown
    >;
    expect(
      checkOpenAIResponse('completions', { ...completion, object: 'chat.completion' }),
    ).toEqual([
      'completions response (CreateCompletionResponse): /object must be equal to one of the allowed values (["text_completion"])',
    ]);
  });

  it('the Responses API: a request and a response, neither of which evalgate or the fake uses yet', () => {
    expect(checkOpenAIRequest('responses', { model: 'gpt-5', input: 'Which option?' })).toEqual([]);
    expect(checkOpenAIRequest('responses', { model: 'gpt-5', input: 3, max_tokens: 8 })).toEqual(
      expect.arrayContaining([
        'responses request (CreateResponse): /max_tokens is not a field of CreateResponse',
      ]),
    );
    const response = {
      id: 'resp_1',
      object: 'response',
      created_at: 1767225600,
      status: 'completed',
      error: null,
      incomplete_details: null,
      instructions: null,
      model: 'gpt-5',
      tools: [],
      tool_choice: 'auto',
      parallel_tool_calls: true,
      metadata: {},
      temperature: 1,
      top_p: 1,
      output: [
        {
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: 'B', annotations: [], logprobs: [] }],
        },
      ],
    };
    expect(checkOpenAIResponse('responses', response)).toEqual([]);
    expect(checkOpenAIResponse('responses', without(response, 'output'))).toEqual([
      "responses response (Response): (root) must have required property 'output'",
    ]);
  });

  it('a batch line: its body is checked against its url', () => {
    const line = { custom_id: 'r1', method: 'POST', url: '/v1/chat/completions', body: CHAT_BODY };
    expect(checkOpenAIRequest('batch-line', line)).toEqual([]);
    expect(checkOpenAIRequest('batch-line', { ...line, method: 'GET' })).toEqual([
      'batch-line request (BatchRequestInput): /method must be equal to one of the allowed values (["POST"])',
    ]);
    expect(
      checkOpenAIRequest('batch-line', { ...line, body: { ...CHAT_BODY, temperature: 'hot' } }),
    ).toContain(
      'batch-line request (CreateChatCompletionRequest): /body/temperature must be number',
    );
    expect(checkOpenAIRequest('batch-line', { ...line, url: '/v1/completions' })).toContain(
      "batch-line request (CreateCompletionRequest): /body must have required property 'prompt'",
    );
  });
});

describe("evalgate's batch requests are what OpenAI's description allows", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  /**
   * A pass-through in front of the batch fake that keeps the JSON bodies evalgate sends (the
   * batch fake keeps none of its own).
   */
  async function recording(target: string) {
    const bodies: { method: string; path: string; body: unknown }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        void (async () => {
          const raw = Buffer.concat(chunks);
          const type = String(req.headers['content-type'] ?? '');
          const path = (req.url ?? '').replace(/^\/v1/, '');
          if (type.startsWith('application/json')) {
            bodies.push({ method: req.method!, path, body: JSON.parse(raw.toString('utf8')) });
          }
          const headers: Record<string, string> = {};
          for (const name of ['content-type', 'authorization']) {
            const value = req.headers[name];
            if (typeof value === 'string') headers[name] = value;
          }
          const answer = await fetch(`${target}${path}`, {
            method: req.method,
            headers,
            ...(req.method === 'GET' ? {} : { body: raw }),
          });
          const body = Buffer.from(await answer.arrayBuffer());
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
            'content-length': body.length,
          });
          res.end(body);
        })().catch((error: unknown) => {
          res.writeHead(502);
          res.end(String(error));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}/v1`, bodies };
  }

  async function get(fake: BatchFake, endpoint: string): Promise<Response> {
    const response = await fetch(`${fake.url}${endpoint}`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(200);
    return response;
  }

  const jsonLines = (text: string) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it.each([
    ['chat', '/v1/chat/completions', {}],
    ['completions', '/v1/completions', { api: 'completions' }],
  ] as const)(
    '%s: the created batch, the uploaded lines, the batch objects and the output lines',
    async (kind, endpoint, extra) => {
      const fake = await startBatchServer({
        kind: 'openai',
        answer: answering(knowsTwoThirds, (l) => `The answer is (${l}).`),
        apiKey: KEY,
        systemFingerprint: 'fp_1',
      });
      closers.push(() => fake.close());
      const proxy = await recording(fake.url);
      const { config } = await writeSuite({
        n: 10,
        models: [model(proxy.url, { batch: { poll_s: 0.01 }, max_retries: 1, ...extra })],
        extra:
          kind === 'completions'
            ? {
                harness: {
                  template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
                  mode: 'completion',
                },
              }
            : {},
      });
      await run(config);
      expect(fake.counts).toMatchObject({ submissions: 1, synchronous: 0 });

      // POST /v1/batches: the only JSON body evalgate sends to the Batch API.
      expect(proxy.bodies.map((b) => `${b.method} ${b.path}`)).toEqual(['POST /batches']);
      expect(proxy.bodies[0]!.body).toMatchObject({ endpoint, completion_window: '24h' });
      expect(checkOpenAIRequest('batch', proxy.bodies[0]!.body)).toEqual([]);

      const batch = (await (await get(fake, `/batches/${fake.batches[0]!.id}`)).json()) as Record<
        string,
        unknown
      >;
      expect(batch).toMatchObject({ endpoint, status: 'completed' });
      expect(checkOpenAIResponse('batch', batch)).toEqual(KNOWN_MISMATCHES.completedBatchNulls);

      // The input file as uploaded: one line per item, each body the request it stands for.
      const input = jsonLines(
        await (await get(fake, `/files/${batch.input_file_id}/content`)).text(),
      );
      expect(input).toHaveLength(10);
      expect(input.every((line) => line.url === endpoint)).toBe(true);
      expect(input.flatMap((line) => checkOpenAIRequest('batch-line', line))).toEqual([]);

      const output = jsonLines(
        await (await get(fake, `/files/${batch.output_file_id}/content`)).text(),
      );
      expect(output).toHaveLength(10);
      expect(
        output.flatMap((line) => checkOpenAIResponse('batch-line', line, { endpoint })),
      ).toEqual([]);
    },
  );
});
