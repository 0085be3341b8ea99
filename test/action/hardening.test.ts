import { copyFile, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionFixtures, editConfig, runAction, workspace } from '../e2e/action-harness.js';
import { tempDir } from '../helpers.js';

// The Action from src (through tsx), so these hold before dist is rebuilt.
const { build, github, inputs } = actionFixtures();
const schedule = { event: 'schedule', payload: { schedule: '0 3 * * *' } };

describe('the Action refuses what a checkout can plant', () => {
  it('two configs of the input "config" naming one suite: the step fails before anything runs, naming both', async () => {
    const server = await build('build-a', 80);
    const ws = await workspace(20, server);
    await writeFile(path.join(ws.dir, 'copy.yml'), await readFile(ws.config, 'utf8'));
    const gh = await github();
    const result = await runAction({
      workspace: ws.dir,
      ...schedule,
      inputs: inputs(gh, { config: 'evalgate.yml\ncopy.yml' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(result.code, result.stdout).toBe(1);
    expect(result.stdout).toContain(
      'input "config": evalgate.yml and copy.yml both name the suite "generated"',
    );
    expect(server.requests).toHaveLength(0);

    // A glob over both, too.
    const globbed = await runAction({
      workspace: ws.dir,
      ...schedule,
      inputs: inputs(gh, { config: '*.yml' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(globbed.code, globbed.stdout).toBe(1);
    expect(globbed.stdout).toContain('copy.yml and evalgate.yml both name the suite "generated"');
    expect(server.requests).toHaveLength(0);
  });

  it.each(['/etc/hostname', '/proc/self/environ'])(
    'a dataset path that links to %s is refused, naming the key and path, never the content or the target',
    async (target) => {
      const server = await build('build-a', 80);
      const ws = await workspace(20, server);
      await rm(path.join(ws.dir, 'items.jsonl'));
      await symlink(target, path.join(ws.dir, 'items.jsonl'));
      await editConfig(ws.config, (c) => delete c.slice.fingerprint);
      const gh = await github();
      const result = await runAction({
        workspace: ws.dir,
        ...schedule,
        inputs: inputs(gh),
        env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', PROBE: 'probe-value-1234' },
      });
      expect(result.code, result.stdout).toBe(1);
      expect(result.stdout).toContain('dataset.path "items.jsonl"');
      expect(result.stdout).toContain('not a regular file inside the repository');
      expect(result.stdout).not.toContain(target);
      expect(result.stdout).not.toContain('probe-value-1234');
      const hostname = (await readFile('/etc/hostname', 'utf8')).trim();
      if (target === '/etc/hostname' && hostname.length > 3) {
        expect(result.stdout).not.toContain(hostname);
      }
      expect(result.stdout).not.toContain('internal error');
      expect(server.requests).toHaveLength(0);
    },
  );

  it.each([
    ['a path through ..', 'relative'],
    ['an absolute path elsewhere', 'absolute'],
    ['a committed link to a config outside', 'link'],
    ['a glob that matches such a link', 'glob'],
  ] as const)(
    'a config input naming %s is refused before it is read, naming the input, never the content',
    async (_, how) => {
      const server = await build('build-a', 80);
      const ws = await workspace(20, server);
      // A valid config outside the checkout: refused for where it is, not for what it holds.
      const outside = path.join(await tempDir('evalgate-outside-'), 'outside.yml');
      await copyFile(ws.config, outside);
      await writeFile(outside, `# marker-outside-5678\n${await readFile(outside, 'utf8')}`);
      if (how === 'link' || how === 'glob') await symlink(outside, path.join(ws.dir, 'linked.yml'));
      const config = {
        relative: path.relative(ws.dir, outside),
        absolute: outside,
        link: 'linked.yml',
        glob: '*.yml',
      }[how];
      const gh = await github();
      const result = await runAction({
        workspace: ws.dir,
        ...schedule,
        inputs: inputs(gh, { config }),
        env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
      });
      expect(result.code, result.stdout).toBe(1);
      const shown = how === 'glob' ? 'linked.yml' : config;
      expect(result.stdout).toContain(
        `input "config": expected a config file inside the workspace, found ${JSON.stringify(shown)}, which is outside it, a link that leads out of it, or not a plain file; nothing was read`,
      );
      expect(result.stdout).not.toContain('marker-outside-5678');
      if (how !== 'absolute') expect(result.stdout).not.toContain(outside);
      expect(result.stdout).not.toContain('internal error');
      expect(server.requests).toHaveLength(0);
    },
  );
});
