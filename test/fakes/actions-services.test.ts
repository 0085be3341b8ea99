import { DefaultArtifactClient } from '@actions/artifact';
import * as cache from '@actions/cache';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../helpers.js';
import {
  captureRunnerOutput,
  startActionsServices,
  type ActionsEnvOptions,
  type ActionsServices,
} from './actions-services.js';

const fakes: ActionsServices[] = [];
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

/** A fake and a job's environment pointing at it; the libraries read process.env per call. */
async function job(options: ActionsEnvOptions = {}) {
  const fake = await startActionsServices();
  fakes.push(fake);
  const workspace = await tempDir();
  stubEnv(fake, { runnerTemp: await tempDir(), ...options });
  vi.stubEnv('GITHUB_WORKSPACE', workspace);
  return { fake, workspace };
}

function stubEnv(fake: ActionsServices, options: ActionsEnvOptions): void {
  for (const [name, value] of Object.entries(fake.env(options))) vi.stubEnv(name, value);
}

/** A folder with `files` in it, written fresh. */
async function folder(dir: string, files: Record<string, string>): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const operations = (fake: ActionsServices) => fake.calls.map((c) => `${c.operation} ${c.status}`);

describe.each(['v2', 'v1'] as const)('@actions/cache against cache service %s', (service) => {
  it('isFeatureAvailable() is true with the runner environment, false without the URL', async () => {
    await job({ cacheService: service });
    expect(cache.isFeatureAvailable()).toBe(true);
    vi.stubEnv(service === 'v2' ? 'ACTIONS_RESULTS_URL' : 'ACTIONS_CACHE_URL', '');
    if (service === 'v1') vi.stubEnv('ACTIONS_RESULTS_URL', '');
    expect(cache.isFeatureAvailable()).toBe(false);
  });

  it('saveCache then restoreCache by exact key brings the files back', async () => {
    const { fake, workspace } = await job({ cacheService: service });
    const dir = await folder(path.join(workspace, 'state'), {
      'a.json': '{"a":1}',
      'b/c.txt': 'c',
    });
    const { result: id } = await captureRunnerOutput(() => cache.saveCache([dir], 'state-1'));
    expect(id).toBeGreaterThan(0);
    const [entry] = fake.cacheEntries();
    expect(entry).toMatchObject({ protocol: service, key: 'state-1', pending: false });
    expect(entry!.scope).toBe('refs/heads/main');

    await rm(dir, { recursive: true });
    const { result: hit } = await captureRunnerOutput(() =>
      cache.restoreCache([dir], 'state-1', []),
    );
    expect(hit).toBe('state-1');
    expect(await readFile(path.join(dir, 'b', 'c.txt'), 'utf8')).toBe('c');
    expect(await readFile(path.join(dir, 'a.json'), 'utf8')).toBe('{"a":1}');
    expect(operations(fake)).toEqual(
      service === 'v2'
        ? [
            'CreateCacheEntry 200',
            'PutBlob 201',
            'FinalizeCacheEntryUpload 200',
            'GetCacheEntryDownloadURL 200',
            'GetBlob 200',
          ]
        : [
            'reserveCache 201',
            'uploadChunk 204',
            'commitCache 204',
            'getCacheEntry 200',
            'GetBlob 200',
          ],
    );
  });

  it('restoreKeys match by prefix and pick the newest entry; other paths are another version', async () => {
    const { fake, workspace } = await job({ cacheService: service });
    const dir = path.join(workspace, 'deps');
    const save = async (key: string) => {
      await folder(dir, { 'saved-as.txt': key });
      await captureRunnerOutput(() => cache.saveCache([dir], key));
    };
    const restore = async (key: string, restoreKeys: string[]) => {
      await rm(dir, { recursive: true, force: true });
      const { result } = await captureRunnerOutput(() =>
        cache.restoreCache([dir], key, restoreKeys),
      );
      return result === undefined
        ? undefined
        : [result, await readFile(path.join(dir, 'saved-as.txt'), 'utf8')];
    };
    await save('deps-1');
    await save('deps-2');
    expect(await restore('deps-9', ['deps-'])).toEqual(['deps-2', 'deps-2']);
    // Newest, not the greatest key: deps-0 was saved last.
    await save('deps-0');
    expect(await restore('deps-9', ['deps-'])).toEqual(['deps-0', 'deps-0']);
    // Restore keys are tried in order; an exact primary key wins over them.
    expect(await restore('deps-9', ['deps-1', 'deps-'])).toEqual(['deps-1', 'deps-1']);
    expect(await restore('deps-2', ['deps-'])).toEqual(['deps-2', 'deps-2']);

    // The version hashes the paths (and the compression): the same key under another path misses.
    const elsewhere = path.join(workspace, 'elsewhere');
    const { result: miss } = await captureRunnerOutput(() =>
      cache.restoreCache([elsewhere], 'deps-2', ['deps-']),
    );
    expect(miss).toBeUndefined();
    expect(new Set(fake.cacheEntries().map((e) => e.version)).size).toBe(1);
  });

  it('a missing key restores nothing and returns undefined', async () => {
    const { workspace } = await job({ cacheService: service });
    const dir = path.join(workspace, 'none');
    const { result } = await captureRunnerOutput(() =>
      cache.restoreCache([dir], 'absent-1', ['absent-']),
    );
    expect(result).toBeUndefined();
    await expect(readdir(dir)).rejects.toThrow(/ENOENT/);
  });

  it('a second save of the same key is refused by the service; the library logs it and returns -1', async () => {
    const { fake, workspace } = await job({ cacheService: service });
    const dir = await folder(path.join(workspace, 'twice'), { 'x.txt': 'first' });
    await captureRunnerOutput(() => cache.saveCache([dir], 'twice'));
    await folder(dir, { 'x.txt': 'second' });
    const { result, lines } = await captureRunnerOutput(() => cache.saveCache([dir], 'twice'));
    expect(result).toBe(-1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Failed to save: Unable to reserve cache with key twice, another job may be creating this cache\./,
      ),
    );
    expect(fake.calls.at(-1)).toMatchObject({
      operation: service === 'v2' ? 'CreateCacheEntry' : 'reserveCache',
      status: 409,
    });
    // The entry is immutable: the first content stays.
    await rm(dir, { recursive: true });
    await captureRunnerOutput(() => cache.restoreCache([dir], 'twice', []));
    expect(await readFile(path.join(dir, 'x.txt'), 'utf8')).toBe('first');
  });

  it('a 500 from blob storage on download: restoreCache warns and reports a miss', async () => {
    const { fake, workspace } = await job({ cacheService: service });
    const dir = await folder(path.join(workspace, 'flaky'), { 'f.txt': 'f' });
    await captureRunnerOutput(() => cache.saveCache([dir], 'flaky'));
    fake.fail('GetBlob', 500);
    const { result, lines } = await captureRunnerOutput(() =>
      cache.restoreCache([dir], 'flaky', []),
    );
    expect(result).toBeUndefined();
    expect(lines).toContain(
      '::warning::Failed to restore: downloadCache failed: Cache service responded with 500',
    );
  });
});

describe('cache scopes', () => {
  it('a branch reads its own entries and the default branch’s; main never sees a branch’s', async () => {
    const fake = await startActionsServices();
    fakes.push(fake);
    const workspace = await tempDir();
    vi.stubEnv('GITHUB_WORKSPACE', workspace);
    const runnerTemp = await tempDir();
    const dir = path.join(workspace, 'scoped');
    const feature = {
      runnerTemp,
      scopes: [
        { scope: 'refs/heads/feature', permission: 3 as const },
        { scope: 'refs/heads/main', permission: 1 as const },
      ],
    };

    stubEnv(fake, { runnerTemp });
    await folder(dir, { 'who.txt': 'main' });
    await captureRunnerOutput(() => cache.saveCache([dir], 'scoped-main'));
    stubEnv(fake, feature);
    await folder(dir, { 'who.txt': 'feature' });
    await captureRunnerOutput(() => cache.saveCache([dir], 'scoped-feature'));

    expect(fake.cacheEntries().map((e) => [e.key, e.scope])).toEqual([
      ['scoped-main', 'refs/heads/main'],
      ['scoped-feature', 'refs/heads/feature'],
    ]);
    const { result: fromFeature } = await captureRunnerOutput(() =>
      cache.restoreCache([dir], 'scoped-main', []),
    );
    expect(fromFeature).toBe('scoped-main');
    stubEnv(fake, { runnerTemp });
    const { result: fromMain } = await captureRunnerOutput(() =>
      cache.restoreCache([dir], 'scoped-feature', []),
    );
    expect(fromMain).toBeUndefined();
  });
});

describe('@actions/artifact against the artifact service', () => {
  it('upload, list from another job of the run, download: the same files come back', async () => {
    const { fake, workspace } = await job();
    const root = await folder(path.join(workspace, 'report'), {
      'report.md': '# report\n',
      'data/records.jsonl': '{"id":1}\n{"id":2}\n',
      'data/empty.txt': '',
    });
    const files = ['report.md', 'data/records.jsonl', 'data/empty.txt'].map((f) =>
      path.join(root, f),
    );
    const { result: uploaded } = await captureRunnerOutput(() =>
      new DefaultArtifactClient().uploadArtifact('evalgate-report', files, root, {
        retentionDays: 7,
      }),
    );
    const id = uploaded.id!;
    expect(id).toBeGreaterThan(0);
    const [stored] = fake.artifacts();
    expect(stored).toMatchObject({ name: 'evalgate-report', pending: false });
    expect(stored!.digest).toBe(`sha256:${uploaded.digest}`);
    expect(stored!.content.subarray(0, 2).toString()).toBe('PK');

    // The merge job of the same workflow run.
    stubEnv(fake, { jobBackendId: '33333333-3333-4333-8333-333333333333' });
    const client = new DefaultArtifactClient();
    const { result: listed } = await captureRunnerOutput(() =>
      client.listArtifacts({ latest: true }),
    );
    expect(listed.artifacts.map((a) => [a.name, a.id, a.size])).toEqual([
      ['evalgate-report', id, uploaded.size],
    ]);
    const dest = path.join(workspace, 'downloaded');
    const { result: downloaded } = await captureRunnerOutput(() =>
      client.downloadArtifact(id, {
        path: dest,
        expectedHash: `sha256:${uploaded.digest}`,
      }),
    );
    expect(downloaded).toEqual({ downloadPath: dest, digestMismatch: false });
    expect(await readFile(path.join(dest, 'report.md'), 'utf8')).toBe('# report\n');
    expect(await readFile(path.join(dest, 'data', 'records.jsonl'), 'utf8')).toBe(
      '{"id":1}\n{"id":2}\n',
    );
    expect(await readFile(path.join(dest, 'data', 'empty.txt'), 'utf8')).toBe('');
    expect(fake.calls.filter((c) => c.api === 'artifact').map((c) => c.operation)).toEqual([
      'CreateArtifact',
      'FinalizeArtifact',
      'ListArtifacts',
      'ListArtifacts',
      'GetSignedArtifactURL',
    ]);
    expect(fake.calls.filter((c) => c.api === 'blob').map((c) => c.operation)).toEqual([
      'PutBlock',
      'PutBlockList',
      'GetBlob',
    ]);
  });

  it('what the REST API reads: expiry from retentionDays, a signed zip URL, expire and delete', async () => {
    const { fake, workspace } = await job();
    const root = await folder(path.join(workspace, 'kept'), { 'a.txt': 'a' });
    const { result } = await captureRunnerOutput(() =>
      new DefaultArtifactClient().uploadArtifact('kept', [path.join(root, 'a.txt')], root, {
        retentionDays: 7,
      }),
    );
    const id = result.id!;
    const [stored] = fake.artifacts();
    const days = (stored!.expiresAt!.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    const url = fake.artifactDownloadUrl(id)!;
    const blob = await fetch(url);
    expect(blob.headers.get('content-type')).toBe('application/zip');
    expect(Buffer.from(await blob.arrayBuffer()).equals(stored!.content)).toBe(true);
    // The signature covers the path: the URL does not open another blob.
    const forged = await fetch(url.replace('/kept.zip', '/other.zip'));
    expect(forged.status).toBe(403);
    expect(fake.artifactDownloadUrl(id + 100)).toBeUndefined();

    expect(fake.expireArtifact(id)).toBe(true);
    expect(fake.artifacts()[0]!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(fake.deleteArtifact(id)).toBe(true);
    expect(fake.artifacts()).toEqual([]);
    expect(fake.deleteArtifact(id)).toBe(false);
    expect(fake.expireArtifact(id)).toBe(false);
  });

  it('a name is taken once per workflow run; deleting frees it', async () => {
    const { workspace } = await job();
    const root = await folder(path.join(workspace, 'once'), { 'a.txt': 'a' });
    const client = new DefaultArtifactClient();
    await captureRunnerOutput(() =>
      client.uploadArtifact('once', [path.join(root, 'a.txt')], root),
    );
    await expect(
      captureRunnerOutput(() => client.uploadArtifact('once', [path.join(root, 'a.txt')], root)),
    ).rejects.toThrow(
      /^Failed to CreateArtifact: Received non-retryable error: Failed request: \(409\) Conflict: an artifact with this name already exists on the workflow run/,
    );
    await captureRunnerOutput(() => client.deleteArtifact('once'));
    const { result } = await captureRunnerOutput(() => client.listArtifacts());
    expect(result.artifacts).toEqual([]);
  });

  it('a 500 on FinalizeArtifact: the client retries five times, then throws naming the method', async () => {
    const { fake, workspace } = await job();
    const root = await folder(path.join(workspace, 'fails'), { 'a.txt': 'a' });
    fake.fail('FinalizeArtifact', 500);
    // The twirp client waits 3 s and more between attempts; fake timers skip the waits.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const upload = captureRunnerOutput(() =>
      new DefaultArtifactClient().uploadArtifact('fails', [path.join(root, 'a.txt')], root),
    );
    const settled = upload.then(
      () => undefined,
      (error: unknown) => error,
    );
    let outcome: unknown;
    let done = false;
    void settled.then((value) => {
      outcome = value;
      done = true;
    });
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      vi.advanceTimersByTime(1000);
    }
    expect(String(outcome)).toMatch(
      /^Error: Failed to FinalizeArtifact: Failed to make request after 5 attempts: Failed request: \(500\) Internal Server Error: injected fault: 500 on FinalizeArtifact/,
    );
    expect(fake.calls.filter((c) => c.operation === 'FinalizeArtifact')).toHaveLength(5);
    expect(fake.artifacts()[0]).toMatchObject({ name: 'fails', pending: true });
  });
});
