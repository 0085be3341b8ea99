import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBatchServer, type BatchFake } from '../fakes/batch-server.js';
import {
  startAnthropicServer,
  type FakeServer,
  type FakeServerOptions,
} from '../fakes/model-server.js';
import { runCli } from '../helpers.js';
import {
  answering,
  readRecords,
  runAndFreeze,
  useFakeServers,
  writeSuite,
} from './suite-helpers.js';

const { servers, openai } = useFakeServers();

async function anthropic(options: FakeServerOptions): Promise<FakeServer> {
  vi.stubEnv('THINK_KEY', 'sk-ant-test');
  const server = await startAnthropicServer({ apiKey: 'sk-ant-test', ...options });
  servers.push(server);
  return server;
}

const batchFakes: BatchFake[] = [];
afterEach(async () => {
  await Promise.all(batchFakes.splice(0).map((f) => f.close()));
});

async function batchFake(kind: 'openai' | 'anthropic', options: FakeServerOptions) {
  const fake = await startBatchServer({ kind, ...options });
  batchFakes.push(fake);
  return fake;
}

const knowsAll = () => true;
const knowsTwoThirds = (n: number) => n % 3 !== 0;

/** Decoding as a reasoning suite writes it: no temperature or top_p, room for the reasoning. */
const REASONING_DECODING = { decoding: { max_tokens: 256, seed: 100 } };

/** The protocol id of writeSuite's 20 items under its decoding, computed before reasoning existed. */
const PLAIN_PROTOCOL_ID = '84c84c496e3531b6a560b23c287caeb2524546504ff6e6dc4569d4629e873edd';

async function runJson(config: string, ...extra: string[]) {
  const result = await runCli('run', '--config', config, '--json', ...extra);
  return { ...result, out: result.stdout ? JSON.parse(result.stdout) : undefined };
}

async function editModel(config: string, change: (model: Record<string, unknown>) => void) {
  const parsed = JSON.parse(await readFile(config, 'utf8'));
  change(parsed.models[0]);
  await writeFile(config, JSON.stringify(parsed, null, 2));
}

describe('gating an OpenAI reasoning model', () => {
  it('effort low: 200 items against the enforcing fake with 0 errors and 0 refused requests, reasoning tokens counted; effort high is incomparable', async () => {
    const server = await openai({
      answer: answering(knowsTwoThirds, (l) => `The answer is (${l}).`),
      reasoning: { tokens: 40 },
    });
    const { dir, config } = await writeSuite({
      n: 200,
      models: [
        {
          id: 'vendor/reasoner',
          provider: 'openai',
          base_url: server.url,
          model: 'o-mini',
          reasoning: { effort: 'low' },
        },
      ],
      extra: REASONING_DECODING,
    });
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    // Graded from message.content alone: the fake's reasoning_content names another letter.
    expect(run.out.runs[0]).toMatchObject({
      errors: 0,
      n: 200,
      score: 66.5,
      reasoning_tokens: 8000,
    });
    expect(server.stats.rejected).toBe(0);
    expect(server.stats.ok).toBe(200);
    const body = server.requests[0]!.body;
    expect(body).toMatchObject({ reasoning_effort: 'low', max_completion_tokens: 256 });
    for (const key of ['max_tokens', 'temperature', 'top_p']) expect(body).not.toHaveProperty(key);

    const [record] = await readRecords(dir);
    expect(record!.usage.reasoning_tokens).toBe(200 * 40);
    expect(record!.items[0]!.tokens.reasoning).toBe(40);
    // completion_tokens already hold the reasoning: output counts them once.
    // "The answer is (X)." is 5 tokens to the fake.
    expect(record!.usage.output_tokens).toBe(200 * (40 + 5));
    expect(record!.protocol.decoding).toMatchObject({
      temperature: null,
      top_p: null,
      max_tokens: 256,
      token_limit: 'max_completion_tokens',
      reasoning: { effort: 'low' },
    });
    expect(record!.protocol_id).not.toBe(PLAIN_PROTOCOL_ID);

    await runAndFreeze(config);
    await editModel(config, (model) => (model.reasoning = { effort: 'high' }));
    const gate = await runCli('gate', '--config', config, '--json');
    expect(gate.code, gate.stderr).toBe(1);
    const verdict = JSON.parse(gate.stdout);
    expect(verdict.verdict).toBe('incomparable');
    expect(verdict.models[0]).toMatchObject({ verdict: 'incomparable', differs: ['reasoning'] });
    expect(server.stats.rejected).toBe(0);
    expect(server.requests.at(-1)!.body.reasoning_effort).toBe('high');
  });

  it('an answer cut off by the token limit with no text is an item error that says to raise decoding.max_tokens', async () => {
    const server = await openai({
      answer: answering(knowsAll),
      reasoning: { tokens: (request) => (/Q000[0-4]/.test(request.prompt) ? 1000 : 10) },
    });
    const { dir, config } = await writeSuite({
      n: 20,
      models: [
        {
          id: 'vendor/reasoner',
          provider: 'openai',
          base_url: server.url,
          model: 'o-mini',
          reasoning: { effort: 'medium' },
          max_retries: 0,
        },
      ],
      extra: REASONING_DECODING,
    });
    const run = await runJson(config);
    expect(run.out.runs[0]).toMatchObject({ errors: 5, score: 100 });
    expect(server.stats.rejected).toBe(0);
    const [record] = await readRecords(dir);
    const errored = record!.items.filter((i) => i.error !== null);
    expect(errored.map((i) => i.id).sort()).toEqual(['q0000', 'q0001', 'q0002', 'q0003', 'q0004']);
    expect(errored[0]!.correct).toBeNull();
    expect(errored[0]!.error).toContain('finish_reason "length"');
    expect(errored[0]!.error).toContain('raise decoding.max_tokens');
  });

  it('an explicit temperature 0 with reasoning.effort is a config error before any request; the enforcing fake refuses what the rule forbids', async () => {
    const server = await openai({ answer: answering(knowsAll), reasoning: {} });
    const { config } = await writeSuite({
      n: 10,
      models: [
        {
          id: 'vendor/reasoner',
          provider: 'openai',
          base_url: server.url,
          model: 'o-mini',
          reasoning: { effort: 'low' },
        },
      ],
    });
    const run = await runCli('run', '--config', config);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('decoding.temperature: expected temperature 1 or absent');
    expect(run.stderr).toContain(config);
    expect(server.requests).toHaveLength(0);

    // The same request without the rule: max_tokens and temperature 0, as evalgate sent before.
    const plain = await writeSuite({
      n: 3,
      models: [
        { id: 'vendor/reasoner', provider: 'openai', base_url: server.url, model: 'o-mini' },
      ],
    });
    const refused = await runJson(plain.config);
    expect(refused.code).toBe(2);
    expect(server.stats.rejected).toBeGreaterThan(0);
    expect(refused.stderr).toContain("Unsupported parameter: 'max_tokens'");
  });

  it('an entry without reasoning keeps the protocol id it had before reasoning existed, beside a reasoning entry', async () => {
    const server = await openai({ answer: answering(knowsAll), reasoning: {} });
    const plainServer = await openai({ answer: answering(knowsAll) });
    const { config } = await writeSuite({
      n: 20,
      models: [
        { id: 'plain', provider: 'openai', base_url: plainServer.url, model: 'm' },
        {
          id: 'reasoner',
          provider: 'openai',
          base_url: server.url,
          model: 'o-mini',
          reasoning: { effort: 'minimal' },
        },
      ],
      extra: { decoding: { temperature: 0, max_tokens: 8, seed: 100 } },
    });
    // temperature 0 is written: the reasoning entry is refused, so measure only the plain one.
    const refused = await runCli('run', '--config', config);
    expect(refused.code).toBe(2);
    const parsed = JSON.parse(await readFile(config, 'utf8'));
    parsed.models = [parsed.models[0]];
    await writeFile(config, JSON.stringify(parsed, null, 2));
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    expect(run.out.runs[0].protocol_id).toBe(PLAIN_PROTOCOL_ID);
    expect(plainServer.requests[0]!.body).toMatchObject({
      temperature: 0,
      top_p: 1,
      max_tokens: 8,
    });
  });
});

describe('dry runs and freezing under a reasoning slot', () => {
  it('--dry-run says reasoning tokens are not known in advance and bounds the output by the token limit', async () => {
    const server = await openai({ answer: answering(knowsAll), reasoning: {} });
    const { config } = await writeSuite({
      n: 10,
      models: [
        {
          id: 'vendor/reasoner',
          provider: 'openai',
          base_url: server.url,
          model: 'o-mini',
          reasoning: { effort: 'low' },
          price: { input_per_mtok: 1, output_per_mtok: 4 },
        },
      ],
      extra: REASONING_DECODING,
    });
    const json = await runCli('run', '--config', config, '--dry-run', '--json');
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).models[0]).toMatchObject({
      reasoning_tokens: null,
      output_tokens: 10 * 256,
    });
    const text = await runCli('run', '--config', config, '--dry-run');
    expect(text.stdout).toContain(
      'reasoning tokens are not known in advance: for vendor/reasoner the output tokens (and cost) use the token limit, decoding.max_tokens, as their upper bound',
    );
    expect(server.stats.total).toBe(0);
  });

  it('freeze compares a run with its slot protocol: a run under another effort is refused naming reasoning', async () => {
    const server = await openai({ answer: answering(knowsAll), reasoning: {} });
    const { config } = await writeSuite({
      n: 10,
      models: [
        {
          id: 'vendor/reasoner',
          provider: 'openai',
          base_url: server.url,
          model: 'o-mini',
          reasoning: { effort: 'low' },
        },
      ],
      extra: REASONING_DECODING,
    });
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    await editModel(config, (model) => (model.reasoning = { effort: 'medium' }));
    const frozen = await runCli('freeze', '--config', config, '--run', run.out.runs[0].path);
    expect(frozen.code).toBe(2);
    expect(frozen.stderr).toContain(
      "the run's protocol differs from the config's current protocol (reasoning)",
    );
  });
});

describe('gating an Anthropic model with extended thinking', () => {
  it('budget 1024: 0 errors against the enforcing fake, graded from the text block although the thinking names another letter', async () => {
    const server = await anthropic({ answer: answering(knowsAll), reasoning: {} });
    const { dir, config } = await writeSuite({
      n: 50,
      models: [
        {
          id: 'vendor/thinker',
          provider: 'anthropic',
          base_url: server.url,
          model: 'claude-thinking',
          api_key_env: 'THINK_KEY',
          reasoning: { budget_tokens: 1024 },
        },
      ],
      extra: { decoding: { max_tokens: 2048, seed: 100 } },
    });
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    expect(run.out.runs[0]).toMatchObject({ errors: 0, score: 100 });
    expect(server.stats.rejected).toBe(0);
    const body = server.requests[0]!.body;
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 1024 });
    expect(body.max_tokens).toBe(2048);
    for (const key of ['temperature', 'top_p', 'top_k']) expect(body).not.toHaveProperty(key);

    const [record] = await readRecords(dir);
    // Anthropic counts thinking inside output_tokens and reports no separate number.
    expect(record!.usage).not.toHaveProperty('reasoning_tokens');
    expect(record!.items[0]!.tokens).not.toHaveProperty('reasoning');
    expect(record!.protocol.decoding).toMatchObject({
      temperature: null,
      top_p: null,
      max_tokens: 2048,
      reasoning: { budget_tokens: 1024 },
    });
    expect(record!.protocol.decoding).not.toHaveProperty('token_limit');
  });

  it('thinking that fills max_tokens leaves no text: an item error that says to raise decoding.max_tokens', async () => {
    const server = await anthropic({
      answer: answering(knowsAll),
      reasoning: { tokens: (request) => (/Q000[0-1]/.test(request.prompt) ? 5000 : 100) },
    });
    const { dir, config } = await writeSuite({
      n: 10,
      models: [
        {
          id: 'vendor/thinker',
          provider: 'anthropic',
          base_url: server.url,
          model: 'claude-thinking',
          api_key_env: 'THINK_KEY',
          reasoning: { budget_tokens: 1024 },
          max_retries: 0,
        },
      ],
      extra: { decoding: { max_tokens: 2048, seed: 100 } },
    });
    const run = await runJson(config);
    expect(run.out.runs[0]).toMatchObject({ errors: 2, score: 100 });
    const [record] = await readRecords(dir);
    const errored = record!.items.filter((i) => i.error !== null);
    expect(errored.map((i) => i.id).sort()).toEqual(['q0000', 'q0001']);
    expect(errored[0]!.error).toContain('stop_reason "max_tokens"');
    expect(errored[0]!.error).toContain('raise decoding.max_tokens');
  });

  it('budget 2048 with decoding.max_tokens 16 exits 2 naming the budget, with 0 requests sent', async () => {
    const server = await anthropic({ answer: answering(knowsAll), reasoning: {} });
    const { config } = await writeSuite({
      n: 10,
      models: [
        {
          id: 'vendor/thinker',
          provider: 'anthropic',
          base_url: server.url,
          model: 'claude-thinking',
          api_key_env: 'THINK_KEY',
          reasoning: { budget_tokens: 2048 },
        },
      ],
      extra: { decoding: { max_tokens: 16 } },
    });
    const run = await runCli('run', '--config', config);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'models[0].reasoning.budget_tokens: expected a budget below decoding.max_tokens (16), found 2048',
    );
    expect(server.stats.total).toBe(0);
  });
});

describe.each(['openai', 'anthropic'] as const)('reasoning through the %s batch API', (kind) => {
  it('the batch lines carry the same body as the synchronous requests: 0 errors', async () => {
    vi.stubEnv('BATCH_KEY', 'sk-batch-test');
    const fake = await batchFake(kind, {
      answer: answering(knowsAll),
      apiKey: 'sk-batch-test',
      reasoning: { tokens: 20 },
    });
    const { dir, config } = await writeSuite({
      n: 40,
      models: [
        {
          id: `${kind}/reasoner`,
          provider: kind,
          base_url: fake.url,
          api_key_env: 'BATCH_KEY',
          model: `${kind}-model`,
          reasoning: kind === 'openai' ? { effort: 'high' } : { budget_tokens: 1024 },
          batch: { poll_s: 0.01 },
        },
      ],
      extra: { decoding: { max_tokens: 2048, seed: 100 } },
    });
    const run = await runJson(config);
    expect(run.code, run.stderr).toBe(0);
    expect(fake.counts.synchronous).toBe(0);
    expect(fake.counts.submissions).toBe(1);
    expect(run.out.runs[0]).toMatchObject({ errors: 0, score: 100 });
    const [record] = await readRecords(dir);
    if (kind === 'openai') expect(record!.usage.reasoning_tokens).toBe(40 * 20);
    else expect(record!.usage).not.toHaveProperty('reasoning_tokens');
  });
});
