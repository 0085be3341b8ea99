import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAndFreeze } from '../engine/suite-helpers.js';
import { startActionsServices, type ActionsServices } from '../fakes/actions-services.js';
import { startFakeGitHub } from '../fakes/github-server.js';
import { startOpenAIServer, type FakeRequest, type FakeServer } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';
import {
  commitAll,
  editConfig,
  knows,
  pullRequestPayload,
  runAction,
  workspace,
} from './action-harness.js';

/**
 * Two nightlies, a re-run and pull requests, through the committed Action and the real
 * @actions/cache against the Actions cache service on 127.0.0.1. Each run starts with an empty
 * RUNNER_TEMP, as a runner's job does: only the Actions cache carries answers from one run to the
 * next. The folder keeps its path, as a runner's does (`/home/runner/work/_temp`): the cache
 * entry's version hashes the cached path, so a new path per run would never restore anything.
 */

const N = 40; // the whole slice: build A knows 32 (80%), build B 16 (40%)
const PR = 7;

const closers: { close(): Promise<void> }[] = [];
beforeAll(() => {
  // The CLI freezes the starting baseline in-process; the Action gets the key by env.
  vi.stubEnv('VENDOR_KEY', 'sk-vendor-test');
});
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});

/** One endpoint serving model `prod`, whose build (what it knows) the test swaps. */
async function prodEndpoint() {
  let knowsPercent = 80;
  const server: FakeServer = await startOpenAIServer({
    answer: (request: FakeRequest) => knows(knowsPercent)(request),
    model: 'prod',
    apiKey: 'sk-vendor-test',
  });
  closers.push(server);
  return {
    server,
    serve(percent: number) {
      knowsPercent = percent;
    },
  };
}

/** A workspace whose baseline (build A of `prod`, 32 of 40) is committed on main. */
async function frozenAtProd(server: FakeServer) {
  const ws = await workspace(N, server);
  const slice = await runCli('slice', '--config', ws.config, '--json');
  expect(slice.code, slice.stderr).toBe(0);
  await editConfig(ws.config, (c) => {
    c.models[0].model = 'prod';
    c.slice = { ...(c.slice as object), fingerprint: JSON.parse(slice.stdout).fingerprint };
  });
  const [frozen] = await runAndFreeze(ws.config);
  expect(frozen!.score).toBe(80);
  const base = await commitAll(ws.dir, 'freeze build A of prod');
  return { ...ws, base };
}

async function services() {
  const cache = await startActionsServices();
  const gh = await startFakeGitHub({ owner: 'octo', repo: 'repo', token: 'ghs_test' });
  closers.push(cache, gh);
  const runnerTemp = path.join(await tempDir('evalgate-runner-'), '_temp');
  /** RUNNER_TEMP for a new job: the same path, emptied. */
  const freshTemp = async () => {
    await rm(runnerTemp, { recursive: true, force: true });
    await mkdir(runnerTemp, { recursive: true });
    return runnerTemp;
  };
  return { cache, gh, freshTemp };
}
type Services = Awaited<ReturnType<typeof services>>;

const inputs = (extra: Record<string, string> = {}) => ({
  config: 'evalgate.yml',
  'github-token': 'ghs_test',
  mode: 'gate',
  'on-regression': 'fail',
  comment: 'always',
  'freeze-label': 'evalgate:freeze',
  'data-branch': '',
  cache: 'true',
  models: '',
  'issue-on-regression': 'false',
  ...extra,
});

/** The restores the service answered, in order, with the key each matched ('' for a miss). */
function restores(cache: ActionsServices): string[] {
  return cache.calls
    .filter((c) => c.operation === 'GetCacheEntryDownloadURL')
    .map((c) => (c.response as { matched_key: string }).matched_key);
}

const finalizedKeys = (cache: ActionsServices) =>
  cache
    .cacheEntries()
    .filter((e) => !e.pending)
    .map((e) => e.key);

/** The gate JSON (results-json output): one entry per model, with `cached`. */
async function resultsOf(outputs: Record<string, string>) {
  return JSON.parse(await readFile(outputs['results-json']!, 'utf8')) as {
    models?: Record<string, unknown>[];
  };
}

/** A scheduled run of workflow run `runId` (attempt `attempt`), with a fresh RUNNER_TEMP. */
async function scheduled(
  ws: { dir: string },
  { cache, gh, freshTemp }: Services,
  runId: string,
  attempt = '1',
) {
  return runAction({
    workspace: ws.dir,
    event: 'schedule',
    payload: { schedule: '0 3 * * *' },
    inputs: inputs(),
    env: {
      ...cache.env({ runnerTemp: await freshTemp() }),
      GITHUB_API_URL: gh.url,
      VENDOR_KEY: 'sk-vendor-test',
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: attempt,
    },
  });
}

describe('nightlies and the response cache, through the committed Action', () => {
  it('two nightlies against a model name whose build changed; a re-run attempt resumes', async () => {
    const prod = await prodEndpoint();
    const ws = await frozenAtProd(prod.server);
    const svc = await services();
    const { cache } = svc;
    prod.server.requests.length = 0;

    // Night 1: build A behind `prod`. Nothing to restore yet; every answer is measured and saved.
    const first = await scheduled(ws, svc, '101');
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    expect(prod.server.requests).toHaveLength(N);
    expect(restores(cache)).toEqual(['']);
    expect(first.summary).toContain(`Answers: ${N} measured by this run, none from the cache.`);
    expect(finalizedKeys(cache)).toHaveLength(1);
    const night1Key = finalizedKeys(cache)[0]!;
    expect(night1Key).toMatch(/^evalgate-generated-[0-9a-f]{16}-101-1$/);

    // Night 2: the same model name now serves a worse build. The run restores night 1's entry
    // (the newest of the suite), yet takes none of its answers: it asks every question again.
    prod.serve(40);
    const second = await scheduled(ws, svc, '102');
    expect(restores(cache)).toEqual(['', night1Key]);
    expect(prod.server.requests).toHaveLength(2 * N);
    expect(second.code, second.stdout).not.toBe(0);
    expect(second.outputs.verdict).toBe('regressed');
    expect(second.summary).toContain('regressed (the gate fails)');
    expect(second.summary).toContain(`Answers: ${N} measured by this run, none from the cache.`);
    expect(second.summary).not.toContain('from workflow run 101');
    const [model2] = (await resultsOf(second.outputs)).models ?? [];
    expect(model2).toMatchObject({ score: 40, cached: 0 });
    const keys = finalizedKeys(cache);
    expect(keys).toHaveLength(2);
    const night2Key = keys[1]!;
    expect(night2Key).toMatch(/-102-1$/);

    // Night 3 saves the newest entry, so what a re-run of night 2 restores is its own run's by
    // its prefix, not merely the newest.
    const third = await scheduled(ws, svc, '103');
    expect(third.outputs.verdict).toBe('regressed');
    expect(prod.server.requests).toHaveLength(3 * N);
    expect(finalizedKeys(cache)).toHaveLength(3);

    // A re-run of night 2 (attempt 2, a fresh runner): it restores its own run's entry and
    // resumes from it, asking nothing; the verdict rests on night 2's answers, not night 1's.
    prod.serve(80); // were anything asked again, it would see build A and pass
    const rerun = await scheduled(ws, svc, '102', '2');
    expect(restores(cache)).toEqual(['', night1Key, night2Key, night2Key]);
    expect(prod.server.requests).toHaveLength(3 * N);
    expect(rerun.code, rerun.stdout).not.toBe(0);
    expect(rerun.outputs.verdict).toBe('regressed');
    expect(rerun.summary).toMatch(
      new RegExp(
        `Replayed: nothing was re-measured; all ${N} answers came from the cache \\(${N} from workflow run 102 attempt 1, measured from \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)\\.`,
      ),
    );
    expect(await readFile(rerun.outputs['report-path']!, 'utf8')).toContain(
      'Replayed: nothing was re-measured',
    );
    const html = await readFile(rerun.outputs['report-path']!.replace(/\.md$/, '.html'), 'utf8');
    expect(html).toMatch(
      new RegExp(`<p class="cached">Replayed: nothing was re-measured; all ${N} answers`),
    );
    const [model3] = (await resultsOf(rerun.outputs)).models ?? [];
    expect(model3).toMatchObject({ score: 40, cached: N });
  });

  it("cache poisoning from the pull request's own cache scope: a pull request's run restores nothing, asks every question and regresses; it saves nothing", async () => {
    const prod = await prodEndpoint();
    const ws = await frozenAtProd(prod.server);
    const svc = await services();
    const { cache, gh } = svc;
    gh.state.pulls.push({
      number: PR,
      head: { ref: 'feature', sha: 'b'.repeat(40), repo: { full_name: 'octo/repo', fork: false } },
      base: { ref: 'main', repo: { full_name: 'octo/repo' } },
      user: { login: 'author', type: 'User' },
      files: [],
    } as never);
    // The pull request's token scope, as a runner gives it: its merge ref writable, main readable.
    const prScope = [
      { scope: 'refs/pull/7/merge', permission: 3 as const },
      { scope: 'refs/heads/main', permission: 1 as const },
    ];
    // A workflow the pull request adds runs on its event with the runtime token: it saves
    // answers that are all right, marked trusted and fresh, into the pull request's own scope
    // under a key that sorts newest (here the Action itself writes them, as a step could).
    prod.serve(100);
    const poison = await runAction({
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: inputs(),
      env: {
        ...cache.env({ runnerTemp: await svc.freshTemp(), scopes: prScope }),
        GITHUB_API_URL: gh.url,
        VENDOR_KEY: 'sk-vendor-test',
        GITHUB_RUN_ID: '9999999999999',
      },
    });
    expect(poison.code, poison.stdout).toBe(0);
    const planted = finalizedKeys(cache);
    expect(planted).toEqual([
      expect.stringMatching(/^evalgate-generated-[0-9a-f]{16}-9999999999999-1$/),
    ]);

    // The pull request's build is 40 points worse; the unchanged evalgate job runs.
    prod.serve(40);
    prod.server.requests.length = 0;
    const restoresBefore = restores(cache).length;
    const gated = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(),
      env: {
        ...cache.env({ runnerTemp: await svc.freshTemp(), scopes: prScope }),
        GITHUB_API_URL: gh.url,
        VENDOR_KEY: 'sk-vendor-test',
        GITHUB_RUN_ID: '301',
      },
    });
    expect(gated.code, gated.stdout).toBe(1);
    expect(gated.outputs.verdict).toBe('regressed');
    expect(prod.server.requests).toHaveLength(N); // every question asked
    expect(restores(cache)).toHaveLength(restoresBefore); // the cache was not even looked up
    expect(gated.summary).toContain(`Answers: ${N} measured by this run, none from the cache.`);
    // Nor saved: the entries are the planted one only.
    expect(finalizedKeys(cache)).toEqual(planted);
  });
});
