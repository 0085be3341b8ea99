import { lstat, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPackedTarball, type InstalledPackage } from './package-harness.js';

const pkg = JSON.parse(await readFile('package.json', 'utf8')) as {
  version: string;
  bin: { evalgate: string };
};

describe('the npm package, packed and installed into an empty project offline', () => {
  let installed: InstalledPackage;

  beforeAll(async () => {
    installed = await installPackedTarball();
  }, 120_000);

  afterAll(async () => {
    await installed?.close();
  });

  it('installs nothing besides itself: the bundle carries its dependencies', async () => {
    const lock = JSON.parse(
      await readFile(path.join(installed.dir, 'package-lock.json'), 'utf8'),
    ) as {
      packages: Record<string, unknown>;
    };
    expect(Object.keys(lock.packages).sort()).toEqual(['', 'node_modules/evalgate']);
  });

  it('links the evalgate command to the CLI bundle, which starts with a node shebang', async () => {
    const link = path.join(installed.dir, 'node_modules', '.bin', 'evalgate');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    const target = path.resolve(path.dirname(link), await readlink(link));
    expect(target).toBe(path.join(installed.dir, 'node_modules', 'evalgate', pkg.bin.evalgate));
    const head = (await readFile(target, 'utf8')).split('\n', 1)[0];
    expect(head).toBe('#!/usr/bin/env node');
  });

  it('npx evalgate --version prints the package version', async () => {
    const result = await installed.run(['--version']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${pkg.version}\n`);
  });

  it('npx evalgate --help prints the usage', async () => {
    const result = await installed.run(['--help']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `evalgate ${pkg.version}: a regression gate for LLM evaluations`,
    );
    expect(result.stdout).toContain('evalgate gate --config FILE');
  });

  it('ships the CLI, the config schema and the changelog, not the Action bundle or the sources', async () => {
    const root = path.join(installed.dir, 'node_modules', 'evalgate');
    const present = async (name: string) =>
      lstat(path.join(root, name)).then(
        () => true,
        () => false,
      );
    for (const name of [
      'dist/cli/index.js',
      'schema/evalgate.schema.json',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
    ]) {
      expect(await present(name), name).toBe(true);
    }
    for (const name of ['dist/action', 'action.yml', 'src', 'test', 'examples', '.changeset']) {
      expect(await present(name), name).toBe(false);
    }
  });
});
