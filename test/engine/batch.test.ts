import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchCustomId } from '../../src/core/batch.js';
import { loadConfig } from '../../src/engine/config.js';
import { prepareSuite, runSuite } from '../../src/engine/run.js';
import { startBatchServer, type BatchFake, type BatchFakeOptions } from '../fakes/batch-server.js';
import { runCli } from '../helpers.js';
import { answering, outcomesOf, readRecords, writeSuite } from './suite-helpers.js';

const fakes: BatchFake[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

const knowsTwoThirds = (n: number) => n % 3 !== 0;

async function fake(options: Omit<BatchFakeOptions, 'answer'> & Partial<BatchFakeOptions>) {
  const server = await startBatchServer({
    answer: answering(knowsTwoThirds, (l) => `The answer is (${l}).`),
    apiKey: 'sk-batch-test',
    ...options,
  });
  fakes.push(server);
  return server;
}

const PROVIDERS = ['openai', 'anthropic'] as const;

function entry(kind: 'openai' | 'anthropic', url: string, batch: unknown, extra = {}) {
  vi.stubEnv('BATCH_KEY', 'sk-batch-test');
  return {
    id: `${kind}/model`,
    provider: kind,
    base_url: url,
    api_key_env: 'BATCH_KEY',
    model: `${kind}-model`,
    max_retries: 1,
    ...(batch === undefined ? {} : { batch }),
    ...extra,
  };
}

const fast = { poll_s: 0.01 };

async function run(config: string, ...extra: string[]) {
  const result = await runCli('run', '--config', config, '--json', ...extra);
  return { ...result, json: result.stdout ? JSON.parse(result.stdout) : undefined };
}

async function setConfig(config: string, change: (c: Record<string, unknown>) => void) {
  const parsed = JSON.parse(await readFile(config, 'utf8')) as Record<string, unknown>;
  change(parsed);
  await writeFile(config, JSON.stringify(parsed, null, 2));
}

describe.each(PROVIDERS)('batch runs through the %s batch API', (kind) => {
  it('1,000 items: 0 synchronous requests, one submission, the outcomes of a synchronous run, and the cache answers a later synchronous rerun', async () => {
    const server = await fake({ kind });
    const { dir, config } = await writeSuite({ n: 1000, models: [entry(kind, server.url, fast)] });
    const batched = await run(config);
    expect(batched.code, batched.stderr).toBe(0);
    expect(server.counts.synchronous).toBe(0);
    expect(server.counts.submissions).toBe(1);
    expect(server.counts.polls).toBeGreaterThanOrEqual(3);
    expect(server.batches[0]!.customIds).toHaveLength(1000);
    expect(batched.stderr).toMatch(/submitted batch \S+ with 1000 requests/);
    expect(batched.stderr).toContain(`${kind}/model batch 1000/1000 (100%)`);
    const [record] = await readRecords(dir);
    expect(record!.usage.requests).toBe(0);
    expect(record!.usage.batch).toEqual({
      id: server.batches[0]!.id,
      requests: 1000,
      status: kind === 'openai' ? 'completed' : 'ended',
    });
    expect(record!.incomplete).toBeNull();
    expect(record!.aggregates.errors).toBe(0);
    expect(record!.aggregates.score).toBeCloseTo((100 * 666) / 1000, 6);
    expect(record!.model.build.model).toBe('fake-model-1');

    // The same fake, synchronously and without the cache: the same outcome for every item.
    await setConfig(config, (c) => {
      delete (c.models as Record<string, unknown>[])[0]!.batch;
    });
    const sync = await run(config, '--no-cache');
    expect(sync.code, sync.stderr).toBe(0);
    expect(server.counts.synchronous).toBe(1000);
    const records = await readRecords(dir);
    expect(outcomesOf(records[1]!)).toEqual(outcomesOf(record!));
    expect(records[1]!.items.map((i) => i.tokens)).toEqual(record!.items.map((i) => i.tokens));

    // With the cache: the batch's answers sit under the synchronous requests' keys.
    const rerun = await run(config);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(server.counts.synchronous).toBe(1000);
    const third = (await readRecords(dir))[2]!;
    expect(third.usage.cached).toBe(1000);
    expect(outcomesOf(third)).toEqual(outcomesOf(record!));
  });

  it('a killed run collects the same batch on restart, without a second submission', async () => {
    const server = await fake({ kind, hold: true });
    const { dir, config } = await writeSuite({ n: 40, models: [entry(kind, server.url, fast)] });
    const loaded = await loadConfig(config);
    const prepared = await prepareSuite(loaded, []);
    const controller = new AbortController();
    const watch = setInterval(() => {
      if (server.counts.polls >= 3) controller.abort(new Error('killed'));
    }, 5);
    const options = {
      models: [],
      noCache: false,
      env: process.env,
      log: () => undefined,
      isTTY: false,
    };
    await expect(runSuite(prepared, { ...options, signal: controller.signal })).rejects.toThrow(
      'killed',
    );
    clearInterval(watch);
    expect(server.counts.submissions).toBe(1);
    const state = JSON.parse(
      await readFile(
        path.join(dir, '.evalgate', 'batches', 'generated', kind, 'model.json'),
        'utf8',
      ),
    );
    expect(state.batch_id).toBe(server.batches[0]!.id);
    expect(state.protocol_id).toBe(prepared.protocolId);
    expect(state.ended).toBeNull();

    server.release();
    const lines: string[] = [];
    const [restarted] = await runSuite(prepared, { ...options, log: (t) => lines.push(t) });
    expect(server.counts.submissions).toBe(1);
    expect(server.counts.synchronous).toBe(0);
    expect(lines.join('')).toContain(`collecting batch ${server.batches[0]!.id}`);
    expect(restarted!.record.aggregates.n).toBe(40);
    expect(restarted!.record.aggregates.errors).toBe(0);
    expect(restarted!.record.usage.batch?.id).toBe(server.batches[0]!.id);
  });

  it('max_wait passes: an incomplete record naming the batch; `evalgate collect` completes it later', async () => {
    const server = await fake({ kind, hold: true });
    const { dir, config } = await writeSuite({
      n: 20,
      models: [entry(kind, server.url, { ...fast, max_wait: 0.05 })],
    });
    const first = await run(config);
    expect(first.code).toBe(1);
    const batchId = server.batches[0]!.id;
    const [incomplete] = await readRecords(dir);
    expect(incomplete!.incomplete!.reason).toContain(`batch ${batchId} is still in_progress`);
    expect(incomplete!.incomplete!.reason).toContain('batch.max_wait 0.05');
    expect(incomplete!.incomplete!.reason).toContain(
      `evalgate collect --config ${config} --model ${kind}/model`,
    );
    expect(incomplete!.incomplete!.remaining).toBe(20);
    expect(first.stderr).toContain('the run is incomplete, 20 items not done');

    const early = await runCli('collect', '--config', config, '--json');
    expect(early.code).toBe(3);
    expect(early.stderr).toContain(`batch ${batchId} is still in_progress`);
    expect(JSON.parse(early.stdout).waiting[0]).toMatchObject({ model: `${kind}/model`, batchId });
    expect(await readRecords(dir)).toHaveLength(1);

    server.release();
    const collected = await runCli(
      'collect',
      '--config',
      config,
      '--model',
      `${kind}/model`,
      '--json',
    );
    expect(collected.code, collected.stderr).toBe(0);
    expect(server.counts.submissions).toBe(1);
    expect(server.counts.synchronous).toBe(0);
    const records = await readRecords(dir);
    expect(records).toHaveLength(2);
    expect(records[1]!.incomplete).toBeNull();
    expect(records[1]!.aggregates.n).toBe(20);
    expect(records[1]!.aggregates.errors).toBe(0);
    expect(JSON.parse(collected.stdout).runs[0].batch.id).toBe(batchId);

    // Collected once: a later run answers from the cache and submits nothing.
    const again = await run(config);
    expect(again.code).toBe(0);
    expect(server.counts.submissions).toBe(1);
  });

  it('partial failures are item errors (the error rate decides); the next run submits only those', async () => {
    const failing = new Set(['q0003', 'q0010', 'q0017'].map((id) => batchCustomId(id, 0)));
    const server = await fake({ kind, failRequest: (id) => failing.has(id) });
    const { dir, config } = await writeSuite({ n: 30, models: [entry(kind, server.url, fast)] });
    const first = await run(config);
    expect(first.code).toBe(1); // 3 of 30 > max_error_rate 2%
    expect(first.stderr).toContain('did not answer 3 of its requests');
    expect(first.stderr).toContain('batch.fallback: none');
    const [record] = await readRecords(dir);
    const errored = record!.items.filter((i) => i.error !== null);
    expect(errored.map((i) => i.id).sort()).toEqual(['q0003', 'q0010', 'q0017']);
    expect(errored[0]!.error).toContain(`batch ${server.batches[0]!.id}`);
    expect(record!.aggregates.errors).toBe(3);
    expect(server.counts.synchronous).toBe(0);

    // The answered 27 are cached; the failed batch is not reused, the 3 go in a new one.
    const second = await run(config);
    expect(server.counts.submissions).toBe(2);
    expect(server.batches[1]!.customIds.sort()).toEqual([...failing].sort());
    expect(second.code).toBe(1); // the fake fails them again
  });

  it('batch.fallback: sync sends the failed requests again synchronously, and says so', async () => {
    const failing = new Set(['q0001', 'q0002'].map((id) => batchCustomId(id, 0)));
    const server = await fake({ kind, failRequest: (id) => failing.has(id) });
    const { dir, config } = await writeSuite({
      n: 30,
      models: [entry(kind, server.url, { ...fast, fallback: 'sync' })],
    });
    const result = await run(config);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('sending those as synchronous requests (batch.fallback: sync)');
    expect(server.counts.synchronous).toBe(2);
    const [record] = await readRecords(dir);
    expect(record!.aggregates.errors).toBe(0);
    expect(record!.usage.requests).toBe(2);
  });

  it('an expired batch: the requests it ran are answers, the rest item errors', async () => {
    const server = await fake({ kind, expireAfter: 0.5 });
    const { dir, config } = await writeSuite({
      n: 40,
      models: [entry(kind, server.url, fast)],
      extra: { gate: { max_error_rate: 0.6 } },
    });
    const result = await run(config);
    expect(result.code, result.stderr).toBe(0);
    const [record] = await readRecords(dir);
    expect(record!.usage.batch!.status).toBe(kind === 'openai' ? 'expired' : 'ended');
    expect(record!.aggregates.errors).toBe(20);
    const errors = record!.items.filter((i) => i.error !== null).map((i) => i.error!);
    expect(errors[0]).toContain(kind === 'openai' ? 'batch_expired' : 'expired');
    expect(record!.items.filter((i) => i.error === null)).toHaveLength(20);
  });

  it('a changed request set never reuses the old batch', async () => {
    const server = await fake({ kind, hold: true });
    const { config } = await writeSuite({
      n: 10,
      models: [entry(kind, server.url, { ...fast, max_wait: 0.03 })],
    });
    expect((await run(config)).code).toBe(1);
    await setConfig(config, (c) => {
      (c.decoding as Record<string, unknown>).max_tokens = 9;
    });
    const changed = await run(config);
    expect(changed.code).toBe(1);
    expect(server.counts.submissions).toBe(2);
    expect(changed.stderr).toContain('is not reused');
  });

  it('pull-request runs stay synchronous unless batch.pull_requests', async () => {
    const server = await fake({ kind });
    const { config } = await writeSuite({ n: 12, models: [entry(kind, server.url, fast)] });
    const prepared = await prepareSuite(await loadConfig(config), []);
    const options = {
      models: [],
      noCache: true,
      env: process.env,
      log: () => undefined,
      isTTY: false,
    };
    await runSuite(prepared, { ...options, pullRequest: true });
    expect(server.counts.synchronous).toBe(12);
    expect(server.counts.submissions).toBe(0);
    await setConfig(config, (c) => {
      (c.models as Record<string, unknown>[])[0]!.batch = { ...fast, pull_requests: true };
    });
    const forced = await prepareSuite(await loadConfig(config), []);
    await runSuite(forced, { ...options, pullRequest: true });
    expect(server.counts.submissions).toBe(1);
    expect(server.counts.synchronous).toBe(12);
  });
});

describe('a run killed for real', () => {
  it('SIGKILL while it polls: the restarted run collects the same batch and submits nothing', async () => {
    const server = await fake({ kind: 'openai', hold: true });
    const { dir, config } = await writeSuite({
      n: 30,
      models: [entry('openai', server.url, fast)],
    });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'run', '--config', config],
      { env: { ...process.env }, stdio: 'ignore' },
    );
    const started = Date.now();
    while (server.counts.polls < 2 && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(server.counts.polls).toBeGreaterThanOrEqual(2);
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(server.counts.submissions).toBe(1);
    expect(await readRecords(dir).catch(() => [])).toEqual([]);

    server.release();
    const restarted = await run(config);
    expect(restarted.code, restarted.stderr).toBe(0);
    expect(restarted.stderr).toContain(`collecting batch ${server.batches[0]!.id}`);
    expect(server.counts.submissions).toBe(1);
    expect(server.counts.synchronous).toBe(0);
    const [record] = await readRecords(dir);
    expect(record!.aggregates.n).toBe(30);
    expect(record!.aggregates.errors).toBe(0);
  }, 60_000);
});

describe('batch costs and bad input', () => {
  it('--dry-run counts batch requests and prices them at the batch price', async () => {
    const price = { input_per_mtok: 2, output_per_mtok: 8 };
    const { config } = await writeSuite({
      n: 50,
      models: [
        { ...entry('openai', 'http://127.0.0.1:9/v1', undefined), id: 'sync', price },
        { ...entry('openai', 'http://127.0.0.1:9/v1', true), id: 'half', price },
        {
          ...entry('openai', 'http://127.0.0.1:9/v1', true),
          id: 'explicit',
          price: { ...price, batch_input_per_mtok: 0.5, batch_output_per_mtok: 1 },
        },
      ],
      extra: { repeats: 2 },
    });
    const result = await runCli('run', '--config', config, '--dry-run', '--json');
    expect(result.code, result.stderr).toBe(0);
    const models = JSON.parse(result.stdout).models as Record<string, number>[];
    const [sync, half, explicit] = models;
    expect(sync).toMatchObject({ requests: 100, batch_requests: 0 });
    expect(half).toMatchObject({ requests: 0, batch_requests: 100 });
    expect(half!.cost_usd).toBeCloseTo(sync!.cost_usd! / 2, 4);
    const tokens = (m: Record<string, number>) =>
      (m.input_tokens! * 0.5 + m.output_tokens! * 1) / 1e6;
    expect(explicit!.cost_usd).toBeCloseTo(tokens(explicit!), 4);

    const text = await runCli('run', '--config', config, '--dry-run');
    expect(text.stdout).toContain('batch requests');
    expect(text.stdout).toMatch(/half\s+openai\s+0\s+100 .*\(batch price\)/);
  });

  it.each([
    [{ max_wait: 'soon' }, 'models[0].batch.max_wait', 'expected a duration such as "6h"'],
    [{ fallback: 'retry' }, 'models[0].batch.fallback', '"none"'],
    [{ poll_s: 0 }, 'models[0].batch.poll_s', '0'],
  ])('batch %j: exit 2 naming the key', async (batch, key, text) => {
    const { config } = await writeSuite({
      n: 4,
      models: [entry('openai', 'http://127.0.0.1:9/v1', batch)],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(key);
    expect(result.stderr).toContain(text);
  });

  it('batch on a provider without a batch API: exit 2 naming the key', async () => {
    const { config } = await writeSuite({
      n: 4,
      models: [{ id: 'floor', provider: 'baseline', strategy: 'first', batch: true }],
    });
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'models[0].provider: expected openai or anthropic with batch set (the providers with a batch API), found "baseline"',
    );
  });

  it('collect with nothing submitted, or for an entry without batch: exit 2 saying why', async () => {
    const { config } = await writeSuite({
      n: 4,
      models: [
        entry('openai', 'http://127.0.0.1:9/v1', fast),
        { id: 'floor', provider: 'baseline', strategy: 'first' },
      ],
    });
    const none = await runCli('collect', '--config', config);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no batch was submitted for these requests');
    expect(none.stderr).toContain('run `evalgate run` first');
    const unbatched = await runCli('collect', '--config', config, '--model', 'floor');
    expect(unbatched.code).toBe(2);
    expect(unbatched.stderr).toContain('found --model "floor" without it');
    const usage = await runCli('collect', '--wait');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('evalgate: collect: unknown option --wait');
  });

  it('a refused key at submission: exit 2 naming the entry and its key variable, nothing submitted', async () => {
    const server = await fake({ kind: 'anthropic' });
    const { config } = await writeSuite({ n: 4, models: [entry('anthropic', server.url, fast)] });
    vi.stubEnv('BATCH_KEY', 'sk-wrong-key');
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('model "anthropic/model": could not submit the batch');
    expect(result.stderr).toContain('HTTP 401');
    expect(result.stderr).toContain('check the key in the environment variable BATCH_KEY');
    expect(result.stderr).not.toContain('sk-wrong-key');
    expect(server.counts.submissions).toBe(0);
  });

  it('a corrupt batch state file is exit 2 naming it', async () => {
    const server = await fake({ kind: 'openai' });
    const { dir, config } = await writeSuite({ n: 4, models: [entry('openai', server.url, fast)] });
    const file = path.join(dir, '.evalgate', 'batches', 'generated', 'openai', 'model.json');
    await runCli('run', '--config', config, '--no-cache');
    await writeFile(file, '{"schema_version": 1');
    const result = await runCli('run', '--config', config, '--no-cache');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(file);
    expect(result.stderr).toContain('expected an evalgate batch state');
  });
});
