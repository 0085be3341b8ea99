import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withResponseCache, type Flow } from '../../src/action/flow.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import type { RunContext } from '../../src/action/context.js';
import { loadConfig } from '../../src/engine/config.js';
import { prepareSuite, runSuite } from '../../src/engine/run.js';
import { startBatchServer, type BatchFake } from '../fakes/batch-server.js';
import { tempDir } from '../helpers.js';
import { answering, writeSuite } from '../engine/suite-helpers.js';

/** The Actions cache as a folder of saved copies, keyed like the service keys them. */
const saved = vi.hoisted(() => ({ root: '', keys: [] as string[] }));

vi.mock('@actions/cache', () => ({
  isFeatureAvailable: () => true,
  async saveCache(paths: string[], key: string) {
    if (saved.keys.includes(key)) throw new Error(`Unable to reserve cache with key ${key}`);
    saved.keys.push(key);
    await cp(paths[0]!, path.join(saved.root, key), { recursive: true });
    return 1;
  },
  async restoreCache(paths: string[], _key: string, prefixes: string[]) {
    const hit = [...saved.keys].reverse().find((k) => prefixes.some((p) => k.startsWith(p)));
    if (!hit) return undefined;
    await cp(path.join(saved.root, hit), paths[0]!, { recursive: true });
    return hit;
  },
}));
vi.mock('@actions/core', () => ({ info: () => undefined, warning: () => undefined }));

const fakes: BatchFake[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

describe('the Action keeps batch state in the Actions cache', () => {
  it('a job killed while it waits: the re-run restores the state, collects the same batch and pays once', async () => {
    saved.root = await tempDir();
    saved.keys = [];
    const server = await startBatchServer({
      kind: 'openai',
      answer: answering((n) => n % 2 === 0),
      hold: true,
    });
    fakes.push(server);
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
    const flow = (attempt: string): Flow => ({
      inputs: { cache: true } as ActionInputs,
      context: { pull: undefined } as RunContext,
      github: undefined,
      env: { RUNNER_TEMP: runnerTemp, GITHUB_RUN_ID: '77', GITHUB_RUN_ATTEMPT: attempt },
      runOptions: { models: [], noCache: false, env: {}, log: () => undefined, isTTY: false },
    });

    const controller = new AbortController();
    const watch = setInterval(() => {
      if (server.counts.polls >= 2) controller.abort(new Error('the job timed out'));
    }, 5);
    await expect(
      withResponseCache(flow('1'), 'generated', prepared.protocolId, (options) =>
        runSuite(prepared, { ...options, signal: controller.signal }),
      ),
    ).rejects.toThrow('the job timed out');
    clearInterval(watch);
    // Saved when the batch was submitted; the save after the run never happened.
    expect(saved.keys).toEqual([
      `evalgate-generated-${prepared.protocolId.slice(0, 16)}-77-1-batch1`,
    ]);

    // A fresh runner: nothing on disk but what the cache restores.
    await rm(runnerTemp, { recursive: true });
    await mkdir(runnerTemp);
    server.release();
    const runs = await withResponseCache(flow('2'), 'generated', prepared.protocolId, (options) =>
      runSuite(prepared, options),
    );
    expect(server.counts.submissions).toBe(1);
    expect(server.counts.synchronous).toBe(0);
    expect(runs[0]!.record.usage.batch?.id).toBe(server.batches[0]!.id);
    expect(runs[0]!.record.aggregates.errors).toBe(0);
    expect(saved.keys.at(-1)).toBe(`evalgate-generated-${prepared.protocolId.slice(0, 16)}-77-2`);
    const kept = path.join(saved.root, saved.keys.at(-1)!, 'batches', 'generated', 'vendor');
    expect(await readdir(kept)).toEqual(['m.json']);
  });

  it('pull requests never batch by default and never save the cache', async () => {
    saved.root = await tempDir();
    saved.keys = [];
    const server = await startBatchServer({ kind: 'anthropic', answer: () => 'A' });
    fakes.push(server);
    const { config } = await writeSuite({
      n: 6,
      models: [{ id: 'c', provider: 'anthropic', base_url: server.url, model: 'm', batch: true }],
    });
    const prepared = await prepareSuite(await loadConfig(config), []);
    const runnerTemp = await tempDir();
    await withResponseCache(
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
      },
      'generated',
      prepared.protocolId,
      (options) => runSuite(prepared, options),
    );
    expect(server.counts.submissions).toBe(0);
    expect(server.counts.synchronous).toBe(6);
    expect(saved.keys).toEqual([]);
  });
});
