import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../helpers.js';
import { answering, outcomesOf, readRecords, useFakeServers, writeSuite } from './suite-helpers.js';

const { openai } = useFakeServers();

const knows = (n: number) => n % 5 !== 2;

describe('faults', () => {
  it('with 20% of requests answered 429, 500 or dropped, 1000 items give exactly the fault-free outcomes', async () => {
    const clean = await openai({ answer: answering(knows), recordRequests: false });
    const faulty = await openai({
      answer: answering(knows),
      recordRequests: false,
      faults: {
        rate429: 0.08,
        rate500: 0.07,
        rateDrop: 0.05,
        retryAfterS: 0.05,
        maxFaultsPerRequest: 2,
        seed: 11,
      },
    });
    const model = (url: string) => ({
      id: 'm',
      provider: 'openai',
      base_url: url,
      model: 'm',
      concurrency: 64,
      max_retries: 4,
      timeout_s: 10,
    });
    const a = await writeSuite({ n: 1000, models: [model(clean.url)] });
    const b = await writeSuite({ n: 1000, models: [model(faulty.url)] });

    const first = await runCli('run', '--config', a.config, '--no-cache');
    const second = await runCli('run', '--config', b.config, '--no-cache');
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    const [reference] = await readRecords(a.dir);
    const [faulted] = await readRecords(b.dir);

    expect(faulty.stats.status429).toBeGreaterThan(40);
    expect(faulty.stats.status500).toBeGreaterThan(40);
    expect(faulty.stats.dropped).toBeGreaterThan(25);
    expect(faulted!.items).toHaveLength(1000);
    expect(new Set(faulted!.items.map((i) => i.id)).size).toBe(1000); // none duplicated
    expect(faulted!.items.every((i) => i.error === null)).toBe(true); // none lost
    expect(outcomesOf(faulted!)).toEqual(outcomesOf(reference!));
    expect(faulted!.aggregates.score).toBe(reference!.aggregates.score);
    expect(faulted!.items.filter((i) => i.attempts > 1).length).toBeGreaterThan(150);
  });

  it('an item that still fails after retries is an error, not a wrong answer', async () => {
    const server = await openai({
      answer: answering(() => true),
      statusFor: (request) => (request.prompt.startsWith('Q0004') ? 503 : undefined),
    });
    const { dir, config } = await writeSuite({
      n: 10,
      models: [{ id: 'm', provider: 'openai', base_url: server.url, model: 'm', max_retries: 2 }],
    });
    const result = await runCli('run', '--config', config, '--json');
    // 1 of 10 is above gate.max_error_rate (2%): the run says so and exits 1.
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'evalgate: m: 1 of 10 items failed:\n  1 × model "m": HTTP 503',
    );
    expect(result.stderr).toContain(
      'evalgate: m: 10.0% of the requests failed, above gate.max_error_rate 2.0%',
    );
    const [record] = await readRecords(dir);
    const failed = record!.items.find((i) => i.id === 'q0004')!;
    expect(failed).toMatchObject({ correct: null, score: null, attempts: 3 });
    expect(failed.error).toMatch(/model "m": HTTP 503/);
    expect(record!.aggregates).toMatchObject({ score: 100, errors: 1, n: 10, error_rate: 0.1 });
  });

  it.each([
    [
      401,
      'the endpoint refused the credentials (HTTP 401',
      'check the key in the environment variable VENDOR_KEY',
    ],
    [
      403,
      'the endpoint refused the credentials (HTTP 403',
      'check the key in the environment variable VENDOR_KEY',
    ],
    [404, 'unknown endpoint or model (HTTP 404', ''],
    [400, 'the request was rejected (HTTP 400', ''],
  ])('HTTP %i fails fast, naming the model entry', async (status, message, hint) => {
    const server = await openai({ answer: () => 'A', statusFor: () => status });
    vi.stubEnv('VENDOR_KEY', 'sk-live-0123456789');
    const { config } = await writeSuite({
      n: 200,
      models: [
        {
          id: 'vendor/x',
          provider: 'openai',
          base_url: server.url,
          model: 'x',
          api_key_env: 'VENDOR_KEY',
        },
      ],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`evalgate: model "vendor/x": ${message}`);
    expect(result.stderr).toContain(hint);
    expect(result.stderr).not.toContain('sk-live-0123456789');
    expect(server.stats.total).toBeLessThanOrEqual(8); // the first wave only, no retries
  });

  it('a missing key variable is bad input naming the variable', async () => {
    const { config } = await writeSuite({
      n: 3,
      models: [
        {
          id: 'vendor/x',
          provider: 'openai',
          base_url: 'http://127.0.0.1:9/v1',
          model: 'x',
          api_key_env: 'NOT_SET_ANYWHERE',
        },
      ],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'model "vendor/x": the environment variable NOT_SET_ANYWHERE (api_key_env) is not set',
    );
  });

  it("a second entry's missing key stops the run before the first entry sends anything", async () => {
    const first = await openai({ answer: () => 'A' });
    const judge = await openai({ answer: () => 'VERDICT: correct' });
    const { config } = await writeSuite({
      n: 20,
      models: [
        { id: 'vendor/first', provider: 'openai', base_url: first.url, model: 'a' },
        {
          id: 'vendor/second',
          provider: 'openai',
          base_url: first.url,
          model: 'b',
          api_key_env: 'SECOND_KEY_NOT_SET',
        },
      ],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'model "vendor/second": the environment variable SECOND_KEY_NOT_SET (api_key_env) is not set',
    );
    expect(result.stderr).toContain('nothing was sent');
    expect(first.requests).toHaveLength(0);

    const dry = await runCli('run', '--config', config, '--dry-run', '--json');
    expect(dry.code).toBe(2);
    expect(JSON.parse(dry.stdout).missing).toEqual([
      { model: 'vendor/second', variable: 'SECOND_KEY_NOT_SET', key: 'api_key_env' },
    ]);
    expect(dry.stderr).toContain('SECOND_KEY_NOT_SET (api_key_env) is not set');
    expect(first.requests).toHaveLength(0);
    expect(judge.requests).toHaveLength(0);
  });

  it("a judge's missing key is found before any candidate is asked", async () => {
    const model = await openai({ answer: () => 'Paris' });
    const { config } = await writeSuite({
      n: 5,
      extra: {
        grader: { kind: 'llm_judge', judge: 'judge', prompt: 'Q: {{question}} R: {{response}}' },
      },
      models: [
        { id: 'vendor/text', provider: 'openai', base_url: model.url, model: 't' },
        {
          id: 'judge',
          provider: 'openai',
          base_url: model.url,
          model: 'j',
          api_key_env: 'JUDGE_KEY_NOT_SET',
        },
      ],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('model "judge": the environment variable JUDGE_KEY_NOT_SET');
    expect(model.requests).toHaveLength(0);
    const dry = await runCli('run', '--config', config, '--dry-run');
    expect(dry.code).toBe(2);
    expect(dry.stderr).toContain('JUDGE_KEY_NOT_SET (api_key_env) is not set');
  });

  it('a timeout is retried and then recorded as an error', async () => {
    const server = await openai({ answer: () => 'A', latencyMs: 1500 });
    const { dir, config } = await writeSuite({
      n: 2,
      models: [
        {
          id: 'slow',
          provider: 'openai',
          base_url: server.url,
          model: 's',
          timeout_s: 0.1,
          max_retries: 1,
        },
      ],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/evalgate: slow: all 2 items failed: model "slow": timed out/);
    const [record] = await readRecords(dir);
    for (const item of record!.items) {
      expect(item.error).toBe(
        'model "slow": timed out: no complete response within 100 ms (timeout_s)',
      );
      expect(item.attempts).toBe(2);
    }
    expect(record!.aggregates.score).toBeNull();
  });
});

describe('secrets', () => {
  it('a canary API key appears in no output, record, cache file or cassette', async () => {
    const canary = 'sk-canary-7f3a9c1e5b';
    vi.stubEnv('CANARY_KEY', canary);
    vi.stubEnv('CANARY_ORG', 'org-canary-42x');
    const good = await openai({ answer: answering(knows), apiKey: canary });
    const { dir, config } = await writeSuite({
      n: 20,
      models: [
        {
          id: 'canary',
          provider: 'openai',
          base_url: good.url,
          model: 'c',
          api_key_env: 'CANARY_KEY',
          headers: { 'OpenAI-Organization': '${CANARY_ORG}' },
        },
      ],
    });
    const outputs: string[] = [];
    const run = await runCli(
      'run',
      '--config',
      config,
      '--json',
      '--record',
      path.join(dir, 'tape.jsonl'),
    );
    expect(run.code).toBe(0);
    outputs.push(run.stdout, run.stderr);
    expect(good.requests[0]!.headers['openai-organization']).toBe('org-canary-42x');

    // A refusal: the endpoint wants another key. Its error must not echo ours.
    const refusing = await openai({ answer: () => 'A', apiKey: 'something-else' });
    const bad = await writeSuite({
      n: 5,
      models: [
        {
          id: 'canary',
          provider: 'openai',
          base_url: refusing.url,
          model: 'c',
          api_key_env: 'CANARY_KEY',
        },
      ],
    });
    const refused = await runCli('run', '--config', bad.config, '--json');
    expect(refused.code).toBe(2);
    outputs.push(refused.stdout, refused.stderr);

    const files = async (root: string): Promise<string[]> => {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    };
    const written = [...(await files(dir)), ...(await files(bad.dir))];
    expect(written.some((f) => f.includes(`${path.sep}cache${path.sep}`))).toBe(true);
    expect(written.some((f) => f.includes(`${path.sep}runs${path.sep}`))).toBe(true);
    for (const file of written) outputs.push(await readFile(file, 'utf8'));
    for (const text of outputs) {
      expect(text).not.toContain(canary);
      expect(text).not.toContain('org-canary-42x');
    }
  });
});

describe('a killed run', () => {
  it('leaves a usable cache, and the rerun resumes from it', async () => {
    const server = await openai({ answer: answering(knows), latencyMs: 15 });
    const { dir, config } = await writeSuite({
      n: 400,
      models: [{ id: 'm', provider: 'openai', base_url: server.url, model: 'm', concurrency: 4 }],
    });
    // node itself with the tsx loader, so that SIGKILL hits the process doing the work.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'run', '--config', config],
      {
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    while (server.stats.ok < 150) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;
    const answeredBeforeKill = server.stats.ok;

    const rerun = await runCli('run', '--config', config);
    expect(rerun.code).toBe(0);
    const [record] = await readRecords(dir); // the killed run wrote no record
    expect(record!.items).toHaveLength(400);
    expect(record!.items.every((i) => i.error === null)).toBe(true);
    const cached = record!.usage.cached;
    expect(cached).toBeGreaterThan(0);
    expect(cached).toBeLessThanOrEqual(answeredBeforeKill);
    expect(record!.usage.requests).toBe(400 - cached);
    expect(record!.aggregates.score).toBe(
      (100 * [...Array(400).keys()].filter(knows).length) / 400,
    );
  });
});
