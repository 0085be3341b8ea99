import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import { answering, readRecords, useFakeServers, writeSuite } from './suite-helpers.js';

const exec = promisify(execFile);
const { openai } = useFakeServers();
const mounted: string[] = [];
afterEach(async () => {
  for (const dir of mounted.splice(0)) await exec('umount', [dir]).catch(() => undefined);
});

async function suite(n: number) {
  const server = await openai({ answer: answering(() => true) });
  const { dir, config } = await writeSuite({
    n,
    models: [{ id: 'm', provider: 'openai', base_url: server.url, model: 'm', max_retries: 0 }],
  });
  return { dir, config, server };
}

/** Whether this process may mount a small tmpfs (root on Linux with the capability): a real full disk. */
function mountable(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(path.join(tmpdir(), 'evalgate-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const canMount = mountable();
if (!canMount) {
  console.warn(
    'evalgate tests: cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN), so the full-disk test is skipped',
  );
}

describe('disk faults', () => {
  it('a cache folder that cannot be used is a warning; the run completes and is recorded', async () => {
    const { dir, config } = await suite(20);
    await mkdir(path.join(dir, '.evalgate'), { recursive: true });
    await writeFile(path.join(dir, '.evalgate', 'cache'), 'not a folder');
    const result = await runCli('run', '--config', config);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /evalgate: warning: the response cache .* cannot be used \(E\w+\)/,
    );
    const [record] = await readRecords(dir);
    expect(record!.aggregates).toMatchObject({ n: 20, errors: 0, score: 100 });
  });

  it('a runs folder that cannot be written is exit 2 before the first request', async () => {
    const { dir, config, server } = await suite(20);
    await mkdir(path.join(dir, '.evalgate'), { recursive: true });
    await writeFile(path.join(dir, '.evalgate', 'runs'), 'not a folder');
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the runs folder');
    expect(result.stderr).toContain('expected a folder, found a file');
    expect(server.requests).toHaveLength(0);
  });

  it.skipIf(!canMount)(
    'a cache on a full disk (16 KiB tmpfs) is a warning; the run completes and is recorded',
    async () => {
      const { dir, config } = await suite(300);
      const cache = path.join(dir, '.evalgate', 'cache');
      await mkdir(cache, { recursive: true });
      await exec('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', cache]);
      mounted.push(cache);
      const result = await runCli('run', '--config', config);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/cannot be written \(ENOSPC\); the run goes on without it/);
      const [record] = await readRecords(dir);
      expect(record!.aggregates).toMatchObject({ n: 300, errors: 0, score: 100 });
    },
  );

  it.skipIf(!canMount)(
    'a full runs folder (16 KiB tmpfs) is exit 2 naming the record, and the rerun is answered from the cache',
    async () => {
      const { dir, config, server } = await suite(300);
      const runs = path.join(dir, '.evalgate', 'runs');
      await mkdir(runs, { recursive: true });
      await exec('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', runs]);
      mounted.push(runs);
      const failed = await runCli('run', '--config', config);
      expect(failed.code).toBe(2);
      expect(failed.stderr).toContain(
        'cannot write the run record of model "m" (score 100.0, n 300)',
      );
      expect(failed.stderr).toContain('no space left on the device');
      expect(failed.stderr).not.toContain('internal error');
      const asked = server.requests.length;
      expect(asked).toBe(300);
      await exec('umount', [runs]);
      mounted.pop();
      const rerun = await runCli('run', '--config', config);
      expect(rerun.code, rerun.stderr).toBe(0);
      expect(server.requests.length).toBe(asked);
    },
  );

  /** Makes `dir` a read-only bind mount of itself. */
  async function readOnly(dir: string) {
    await exec('mount', ['--bind', dir, dir]);
    mounted.push(dir);
    await exec('mount', ['-o', 'remount,ro,bind', dir]);
  }

  it.skipIf(!canMount)(
    'a read-only cache folder is a warning; the run completes and is recorded',
    async () => {
      const { dir, config } = await suite(20);
      const cache = path.join(dir, '.evalgate', 'cache');
      await mkdir(cache, { recursive: true });
      await readOnly(cache);
      const result = await runCli('run', '--config', config);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/cannot be written \(EROFS\); the run goes on without it/);
      const [record] = await readRecords(dir);
      expect(record!.aggregates).toMatchObject({ n: 20, errors: 0, score: 100 });
    },
  );

  it.skipIf(!canMount)('a read-only runs folder is exit 2 before the first request', async () => {
    const { dir, config, server } = await suite(20);
    const runs = path.join(dir, '.evalgate', 'runs');
    await mkdir(runs, { recursive: true });
    await readOnly(runs);
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the runs folder');
    expect(result.stderr).toContain('the file system is read-only');
    expect(server.requests).toHaveLength(0);
  });
});
