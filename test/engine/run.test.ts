import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnthropicServer } from '../fakes/model-server.js';
import { copyExample, runCli, tempDir, withoutSliceSizeWarning } from '../helpers.js';
import { answering, outcomesOf, readRecords, useFakeServers, writeSuite } from './suite-helpers.js';

const { servers, openai } = useFakeServers();

const knowsTwoThirds = (n: number) => n % 3 !== 0;

async function runJson(config: string, ...extra: string[]) {
  const result = await runCli('run', '--config', config, '--json', ...extra);
  return {
    ...result,
    json: result.stdout
      ? (JSON.parse(result.stdout) as { runs: Record<string, unknown>[] })
      : undefined,
  };
}

describe('evalgate run against an OpenAI-compatible endpoint', () => {
  it('chat completions: scores, build identity, usage and per-item outcomes', async () => {
    const server = await openai({
      answer: answering(knowsTwoThirds, (l) => `The answer is (${l}).`),
      model: 'acme-large-2026-11-20',
      systemFingerprint: 'fp_abc123',
      apiKey: 'sk-test-key-1',
    });
    vi.stubEnv('ACME_KEY', 'sk-test-key-1');
    const { dir, config } = await writeSuite({
      n: 30,
      models: [
        {
          id: 'acme/large',
          provider: 'openai',
          base_url: server.url,
          api_key_env: 'ACME_KEY',
          model: 'acme-large',
          claimed: 90,
        },
      ],
    });
    const { code, json, stderr } = await runJson(config);
    expect(stderr).toContain('acme/large 30/30 (100%)');
    expect(code).toBe(0);
    expect(json!.runs).toHaveLength(1);
    const run = json!.runs[0]!;
    expect(run).toMatchObject({
      model: 'acme/large',
      build: 'acme-large-2026-11-20',
      n: 30,
      errors: 0,
      std: 0,
    });
    expect(run.score).toBeCloseTo(200 / 3, 6); // 20 of 30 known

    const [record] = await readRecords(dir);
    expect(record!.model.build).toEqual({
      model: 'acme-large-2026-11-20',
      system_fingerprint: 'fp_abc123',
    });
    expect(record!.model.requested).toBe('acme-large');
    expect(record!.model.claimed).toBe(90);
    expect(record!.items).toHaveLength(30);
    const q3 = record!.items.find((i) => i.id === 'q0003')!;
    expect(q3).toMatchObject({
      correct: false,
      extracted: expect.any(String),
      cached: false,
      attempts: 1,
      error: null,
    });
    expect(record!.usage.requests).toBe(30);
    expect(record!.usage.input_tokens).toBeGreaterThan(0);
    expect(record!.protocol.template.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.environment.node).toBe(process.version);

    // The request carried the decoding and the model string, and the key only as a header.
    const body = server.requests[0]!.body;
    expect(body).toMatchObject({ model: 'acme-large', temperature: 0, max_tokens: 8, seed: 100 });
    expect(body.messages.at(-1).content).toMatch(/^Q\d{4}: which option is right\?\nA\. alpha\n/);
  });

  it('legacy completions with api: completions', async () => {
    const server = await openai({
      answer: answering(
        () => true,
        (l) => ` ${l}`,
      ),
    });
    const { config } = await writeSuite({
      n: 12,
      models: [
        {
          id: 'base',
          provider: 'openai',
          base_url: server.url,
          model: 'base-7b',
          api: 'completions',
        },
      ],
      extra: {
        harness: {
          template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:',
          mode: 'completion',
        },
      },
    });
    const { code, json } = await runJson(config);
    expect(code).toBe(0);
    expect(json!.runs[0]!.score).toBe(100);
    expect(
      server.requests.every(
        (r) => r.path === '/v1/completions' && typeof r.body.prompt === 'string',
      ),
    ).toBe(true);
  });

  it('repeats use seeds seed+0..R-1 and report mean and std over repeats', async () => {
    // The fake knows a question only on some repeats: repeat r (seed 100+r) knows n % (r+2) != 0.
    const server = await openai({
      answer: (request) => answering((n) => n % (request.body.seed - 100 + 2) !== 0)(request),
    });
    const { dir, config } = await writeSuite({
      n: 24,
      models: [{ id: 'm', provider: 'openai', base_url: server.url, model: 'm' }],
      extra: { repeats: 3 },
    });
    const { code, json } = await runJson(config);
    expect(code).toBe(0);
    expect(new Set(server.requests.map((r) => r.body.seed))).toEqual(new Set([100, 101, 102]));
    const [record] = await readRecords(dir);
    // Known: r0: n odd -> 12/24; r1: n%3 -> 16/24; r2: n%4 -> 18/24
    const perRepeat = record!.aggregates.per_repeat as number[];
    [50, (16 / 24) * 100, 75].forEach((score, r) => expect(perRepeat[r]).toBeCloseTo(score, 9));
    expect(record!.aggregates.score).toBeCloseTo((50 + 66.6667 + 75) / 3, 3);
    expect(record!.aggregates.std).toBeCloseTo(12.7296, 3);
    expect(json!.runs[0]!.std).toBeCloseTo(12.7296, 3);
  });
});

describe('the Anthropic Messages API', () => {
  it('sends the key as x-api-key with anthropic-version, the system prompt apart, and reads the reply', async () => {
    const server = await startAnthropicServer({
      answer: answering(knowsTwoThirds, (l) => `Answer: ${l}`),
      model: 'claude-test-20261101',
      apiKey: 'sk-ant-test',
    });
    servers.push(server);
    vi.stubEnv('ANTHROPIC_API_KEY', 'sk-ant-test');
    const { dir, config } = await writeSuite({
      n: 15,
      models: [{ id: 'claude', provider: 'anthropic', base_url: server.url, model: 'claude-test' }],
      extra: { harness: { preset: 'mmlu-simple-evals', system: 'You are careful.' } },
    });
    const { code, json, stderr } = await runJson(config);
    expect(stderr).toContain('claude 15/15 (100%)');
    expect(withoutSliceSizeWarning(stderr)).not.toContain('evalgate:');
    expect(code).toBe(0);
    expect(json!.runs[0]!.score).toBeCloseTo(100 * (10 / 15), 6);
    const request = server.requests[0]!;
    expect(request.headers['x-api-key']).toBe('sk-ant-test');
    expect(request.headers['anthropic-version']).toBe('2023-06-01');
    expect(request.body.system).toBe('You are careful.');
    expect(request.body.messages.every((m: { role: string }) => m.role === 'user')).toBe(true);
    const [record] = await readRecords(dir);
    expect(record!.model.build.model).toBe('claude-test-20261101');
    expect(record!.usage.output_tokens).toBeGreaterThan(0);
  });
});

describe('the command provider', () => {
  it('runs a local command per request with the item as JSON on stdin', async () => {
    const { dir, config } = await writeSuite({ n: 8, models: [] });
    const script = path.join(dir, 'model.mjs');
    // Answers the correct letter, read from the row it is given.
    await writeFile(
      script,
      `let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const r=JSON.parse(s);process.stdout.write('Answer: '+'ABCD'[r.item.row.answer]);});`,
    );
    const text = JSON.parse(await readFile(config, 'utf8'));
    text.models = [
      {
        id: 'local',
        provider: 'command',
        command: [process.execPath, 'model.mjs'],
        model: 'local-v1',
      },
    ];
    await writeFile(config, JSON.stringify(text));
    const { code, json } = await runJson(config);
    expect(code).toBe(0);
    expect(json!.runs[0]).toMatchObject({ model: 'local', build: 'local-v1', score: 100, n: 8 });

    // The program changes (a regression in the code under test), its command line does not: the
    // rerun must ask the new code, never answer from a cache keyed by the command line.
    await writeFile(
      script,
      `let s='';process.stdin.on('data',d=>s+=d).on('end',()=>process.stdout.write('Answer: A'));`,
    );
    const rerun = await runJson(config);
    expect(rerun.json!.runs[0]!.score).toBeLessThan(100);
    const [, second] = await readRecords(dir);
    expect(second!.items.every((i) => !i.cached)).toBe(true);
  });

  it('a command that does not exist is exit 2 before the run, naming it', async () => {
    const { config } = await writeSuite({
      n: 4,
      models: [{ id: 'local', provider: 'command', command: ['no-such-program-here'] }],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'model "local": command: expected a program that can run, found "no-such-program-here", which is not an executable file on PATH',
    );
  });
});

describe('record and replay', () => {
  it('a cassette recorded from a live endpoint replays offline to the same outcomes', async () => {
    const server = await openai({ answer: answering(knowsTwoThirds) });
    const { dir, config } = await writeSuite({
      n: 20,
      models: [{ id: 'live', provider: 'openai', base_url: server.url, model: 'live-1' }],
    });
    const cassette = path.join(dir, 'answers.cassette.jsonl');
    expect((await runJson(config, '--record', cassette)).code).toBe(0);
    await server.close();
    servers.length = 0;

    const text = JSON.parse(await readFile(config, 'utf8'));
    text.models = [{ id: 'live', provider: 'replay', cassette: 'answers.cassette.jsonl' }];
    await writeFile(config, JSON.stringify(text));
    const { code, json } = await runJson(config);
    expect(code).toBe(0);
    const [live, replayed] = await readRecords(dir);
    expect(outcomesOf(replayed!)).toEqual(outcomesOf(live!));
    expect(json!.runs[0]!.build).toBe('fake-model-1');
  });
});

describe('the response cache', () => {
  it('a rerun answers from the cache with no request; --no-cache asks again', async () => {
    const server = await openai({ answer: answering(knowsTwoThirds) });
    const { dir, config } = await writeSuite({
      n: 25,
      models: [{ id: 'm', provider: 'openai', base_url: server.url, model: 'm' }],
    });
    expect((await runJson(config)).code).toBe(0);
    expect(server.stats.total).toBe(25);
    expect((await runJson(config)).code).toBe(0);
    expect(server.stats.total).toBe(25);
    const [first, second] = await readRecords(dir);
    expect(outcomesOf(second!)).toEqual(outcomesOf(first!));
    expect(second!.usage).toMatchObject({ requests: 0, cached: 25 });
    expect((await runJson(config, '--no-cache')).code).toBe(0);
    expect(server.stats.total).toBe(50);
  });
});

describe('cost control', () => {
  it('--dry-run calls nothing and estimates requests, tokens and cost', async () => {
    const server = await openai({ answer: () => 'A' });
    const { config } = await writeSuite({
      n: 40,
      models: [
        {
          id: 'm',
          provider: 'openai',
          base_url: server.url,
          model: 'm',
          price: { input_per_mtok: 3, output_per_mtok: 15 },
        },
      ],
    });
    const result = await runCli('run', '--config', config, '--dry-run', '--json');
    expect(result.code).toBe(0);
    expect(server.stats.total).toBe(0);
    const out = JSON.parse(result.stdout) as {
      models: { requests: number; input_tokens: number; output_tokens: number; cost_usd: number }[];
    };
    const m = out.models[0]!;
    expect(m.requests).toBe(40);
    expect(m.output_tokens).toBe(40 * 8);
    expect(m.cost_usd).toBeCloseTo((m.input_tokens * 3 + m.output_tokens * 15) / 1e6, 4);
  });

  it('budget.max_usd stops the run before it would go over, keeping the items done', async () => {
    const server = await openai({ answer: answering(() => true) });
    // Each request costs about (15 input + 1 output tokens) at $1000/Mtok = $0.016; the budget allows a few.
    const { dir, config } = await writeSuite({
      n: 50,
      models: [
        {
          id: 'm',
          provider: 'openai',
          base_url: server.url,
          model: 'm',
          concurrency: 1,
          price: { input_per_mtok: 1000, output_per_mtok: 1000 },
        },
      ],
      extra: { budget: { max_usd: 0.1 } },
    });
    const result = await runJson(config);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /the run is incomplete, \d+ items not done: budget\.max_usd 0\.1 reached/,
    );
    const [record] = await readRecords(dir);
    expect(record!.items.length).toBe(server.stats.total);
    expect(record!.items.length).toBeGreaterThan(0);
    expect(record!.items.length).toBeLessThan(50);
    expect(record!.usage.cost_usd!).toBeLessThanOrEqual(0.1);
    expect(record!.incomplete).toMatchObject({ remaining: 50 - record!.items.length });
  });
});

describe('the bundled example', () => {
  it('the built-in floors: longest choice beats first choice', async () => {
    const { code, json } = await runJson(
      (await copyExample()).config,
      '--out',
      path.join(await tempDir(), 'out'),
    );
    expect(code).toBe(0);
    const scores = Object.fromEntries(json!.runs.map((r) => [r.model, r.score]));
    expect(scores['floor/longest-choice']).toBeCloseTo(76.667, 2);
    expect(scores['floor/first-choice']).toBeCloseTo(16.667, 2);
  });
});

describe('the environment a record names', () => {
  const floor = [{ id: 'floor/first', provider: 'baseline', strategy: 'first' }];
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the commit the suite is checked out at, GITHUB_SHA where the workflow sets it', async () => {
    const { dir, config } = await writeSuite({ n: 5, models: floor });
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-qm', 'suite');
    vi.stubEnv('GITHUB_SHA', '');
    expect((await runJson(config)).code).toBe(0);
    vi.stubEnv('GITHUB_SHA', 'f'.repeat(40));
    expect((await runJson(config)).code).toBe(0);
    const records = await readRecords(dir);
    expect(records.map((r) => r.environment.git_sha)).toEqual([
      git('rev-parse', 'HEAD'),
      'f'.repeat(40),
    ]);
  });

  it('has no commit outside a repository', async () => {
    const { dir, config } = await writeSuite({ n: 5, models: floor });
    vi.stubEnv('GITHUB_SHA', '');
    vi.stubEnv('GIT_CEILING_DIRECTORIES', path.dirname(dir));
    expect((await runJson(config)).code).toBe(0);
    const [record] = await readRecords(dir);
    expect(record!.environment.git_sha).toBeNull();
  });
});
