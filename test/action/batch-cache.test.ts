import { mkdir, rm } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withResponseCache, type Flow } from '../../src/action/flow.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import type { RunContext } from '../../src/action/context.js';
import { loadConfig } from '../../src/engine/config.js';
import { prepareSuite, runSuite } from '../../src/engine/run.js';
import { captureRunnerOutput, startActionsServices } from '../fakes/actions-services.js';
import { startBatchServer } from '../fakes/batch-server.js';
import { tempDir } from '../helpers.js';
import { answering, writeSuite } from '../engine/suite-helpers.js';

// The real @actions/cache runs against the fake cache service; only the Action's own log lines
// are silenced (the library logs through its own copy of @actions/core).
vi.mock('@actions/core', () => ({ info: () => undefined, warning: () => undefined }));

const closers: (() => Promise<void>)[] = [];
/** The response cache publishes nothing: the flows here have no outcome to send. */
const NO_OUTCOME: Flow['outcome'] = { output: () => undefined, fail: () => undefined };
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The cache service and a runner's environment for it; @actions/cache reads process.env. */
async function cacheService(runnerTemp: string) {
  const service = await startActionsServices();
  closers.push(() => service.close());
  for (const [name, value] of Object.entries(service.env({ runnerTemp }))) {
    vi.stubEnv(name, value);
  }
  vi.stubEnv('GITHUB_WORKSPACE', await tempDir());
  return service;
}

describe('the Action keeps batch state in the Actions cache', () => {
  it('a job killed while it waits: the re-run restores the state, collects the same batch and pays once', async () => {
    const server = await startBatchServer({
      kind: 'openai',
      answer: answering((n) => n % 2 === 0),
      hold: true,
    });
    closers.push(() => server.close());
    const { config } = await writeSuite({
      n: 25,
      models: [
        {
          id: 'vendor/m',
          provider: 'openai',
          base_url: server.url,
          model: 'm',
          batch: { poll_s: 0.01 },
        },
      ],
    });
    const loaded = await loadConfig(config);
    const prepared = await prepareSuite(loaded, []);
    const runnerTemp = await tempDir();
    const service = await cacheService(runnerTemp);
    const keyPrefix = `evalgate-generated-${prepared.protocolId.slice(0, 16)}-`;
    const logs: string[] = [];
    const flow = (attempt: string, run = '77'): Flow => ({
      inputs: { cache: true } as ActionInputs,
      context: { pull: undefined } as RunContext,
      github: undefined,
      env: { RUNNER_TEMP: runnerTemp, GITHUB_RUN_ID: run, GITHUB_RUN_ATTEMPT: attempt },
      runOptions: {
        models: [],
        noCache: false,
        env: {},
        log: (text) => void logs.push(text),
        isTTY: false,
      },
      outcome: NO_OUTCOME,
    });

    const controller = new AbortController();
    const watch = setInterval(() => {
      if (server.counts.polls >= 2) controller.abort(new Error('the job timed out'));
    }, 5);
    await expect(
      captureRunnerOutput(() =>
        withResponseCache(flow('1'), 'generated', prepared.protocolId, (options) =>
          runSuite(prepared, { ...options, signal: controller.signal }),
        ),
      ),
    ).rejects.toThrow('the job timed out');
    clearInterval(watch);
    // Saved when the batch was submitted; the save after the run never happened.
    expect(service.cacheEntries().map((e) => [e.key, e.pending])).toEqual([
      [`${keyPrefix}77-1-batch1`, false],
    ]);

    // A fresh runner: nothing on disk but what the cache restores.
    await rm(runnerTemp, { recursive: true });
    await mkdir(runnerTemp);
    server.release();
    const restores = service.calls.length;
    const { result: runs } = await captureRunnerOutput(() =>
      withResponseCache(flow('2'), 'generated', prepared.protocolId, (options) =>
        runSuite(prepared, options),
      ),
    );
    // The re-run's restore found the batch's entry by the key prefix.
    expect(
      service.calls
        .slice(restores)
        .filter((c) => c.operation === 'GetCacheEntryDownloadURL' || c.operation === 'GetBlob')
        .map((c) => `${c.operation} ${c.status}`),
    ).toEqual(['GetCacheEntryDownloadURL 200', 'GetBlob 200']);
    expect(server.counts.submissions).toBe(1);
    expect(server.counts.synchronous).toBe(0);
    expect(runs[0]!.record.usage.batch?.id).toBe(server.batches[0]!.id);
    expect(runs[0]!.record.aggregates.errors).toBe(0);
    expect(service.cacheEntries().map((e) => e.key)).toEqual([
      `${keyPrefix}77-1-batch1`,
      `${keyPrefix}77-2`,
    ]);

    // A new workflow run (a nightly) restores the newest entry and finds run 77's batch for
    // the same requests: it names it and submits its own, and takes none of its answers.
    await rm(runnerTemp, { recursive: true });
    await mkdir(runnerTemp);
    logs.length = 0;
    const { result: next } = await captureRunnerOutput(() =>
      withResponseCache(flow('1', '78'), 'generated', prepared.protocolId, (options) =>
        runSuite(prepared, options),
      ),
    );
    const restore = service.calls.filter((c) => c.operation === 'GetCacheEntryDownloadURL').at(-1);
    expect(restore).toMatchObject({
      body: { restore_keys: [`${keyPrefix}78-`, keyPrefix] },
      response: { ok: true, matched_key: `${keyPrefix}77-2` },
    });
    expect(logs.join('')).toContain(
      `was submitted at ${runs[0]!.record.environment.started_at.slice(0, 4)}`,
    );
    expect(logs.join('')).toMatch(/by workflow run 77; this run measures anew and submits its own/);
    expect(server.counts.submissions).toBe(2);
    expect(next[0]!.record.usage.cached).toBe(0);
    expect(next[0]!.record.usage.batch?.id).toBe(server.batches[1]!.id);
  });

  it('pull requests never batch by default and never restore or save the cache', async () => {
    const server = await startBatchServer({ kind: 'anthropic', answer: () => 'A' });
    closers.push(() => server.close());
    const { config } = await writeSuite({
      n: 6,
      models: [{ id: 'c', provider: 'anthropic', base_url: server.url, model: 'm', batch: true }],
    });
    const prepared = await prepareSuite(await loadConfig(config), []);
    const runnerTemp = await tempDir();
    const service = await cacheService(runnerTemp);
    await captureRunnerOutput(() =>
      withResponseCache(
        {
          inputs: { cache: true } as ActionInputs,
          context: { pull: { number: 1 } } as RunContext,
          github: undefined,
          env: { RUNNER_TEMP: runnerTemp },
          runOptions: {
            models: [],
            noCache: false,
            env: { ANTHROPIC_API_KEY: 'sk-a' },
            log: () => undefined,
            isTTY: false,
          },
          outcome: NO_OUTCOME,
        },
        'generated',
        prepared.protocolId,
        (options) => runSuite(prepared, options),
      ),
    );
    expect(server.counts.submissions).toBe(0);
    expect(server.counts.synchronous).toBe(6);
    // A pull request's run neither restores nor saves: the cache service is never called.
    expect(service.calls.map((c) => `${c.operation} ${c.status}`)).toEqual([]);
    expect(service.cacheEntries()).toEqual([]);
  });

  it('a cache service that refuses every call is a warning from the library; the run completes', async () => {
    const server = await startBatchServer({ kind: 'anthropic', answer: () => 'A' });
    closers.push(() => server.close());
    const { config } = await writeSuite({
      n: 4,
      models: [{ id: 'c', provider: 'anthropic', base_url: server.url, model: 'm' }],
    });
    const prepared = await prepareSuite(await loadConfig(config), []);
    const runnerTemp = await tempDir();
    const service = await cacheService(runnerTemp);
    // 429 is the one status the cache client gives up on at once (5xx are retried 3 s apart).
    service.fail('*', 429);
    const { result: runs, lines } = await captureRunnerOutput(() =>
      withResponseCache(
        {
          inputs: { cache: true } as ActionInputs,
          context: { pull: undefined } as RunContext,
          github: undefined,
          env: { RUNNER_TEMP: runnerTemp, GITHUB_RUN_ID: '78' },
          runOptions: {
            models: [],
            noCache: false,
            env: { ANTHROPIC_API_KEY: 'sk-a' },
            log: () => undefined,
            isTTY: false,
          },
          outcome: NO_OUTCOME,
        },
        'generated',
        prepared.protocolId,
        (options) => runSuite(prepared, options),
      ),
    );
    expect(server.counts.synchronous).toBe(4);
    expect(runs[0]!.record.aggregates.errors).toBe(0);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^::warning::Failed to restore: Failed to GetCacheEntryDownloadURL: Rate limited: Failed request: \(429\)/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Failed to save: Unable to reserve cache with key evalgate-generated-/,
      ),
    );
    expect(service.calls.map((c) => `${c.operation} ${c.status}`)).toEqual([
      'GetCacheEntryDownloadURL 429',
      'CreateCacheEntry 429',
    ]);
    expect(service.cacheEntries()).toEqual([]);
  });
});
