import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const preload = path.resolve('test/fixtures/load-log/register.mjs');
const dir = await mkdtemp(path.join(os.tmpdir(), 'evalgate-load-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * What only the heavy stacks hold, as it reads in the bundle: the model providers, the SQLite
 * export, the report renderers, the run loop, the Parquet reader, GitHub's clients.
 */
const HEAVY: Record<string, RegExp> = {
  providers: /\/chat\/completions|src\/engine\/providers\//,
  'sql.js': /sql-wasm|src\/engine\/export-sqlite\.ts/,
  reports: /src\/core\/report\/(html|markdown)\.ts/,
  'run loop': /src\/engine\/run\.ts/,
  parquet: /node_modules\/hyparquet\//,
  github: /@octokit|node_modules\/@actions\//,
};

let runs = 0;
/** Runs the committed CLI bundle and returns the module files the process loaded. */
async function loaded(...args: string[]): Promise<string[]> {
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { bin: { evalgate: string } };
  const log = path.join(dir, `load-${runs++}.log`);
  await run(process.execPath, ['--import', preload, pkg.bin.evalgate, ...args], {
    env: { ...process.env, EVALGATE_LOAD_LOG: log },
  }).catch((error: { code?: number }) => {
    if (typeof error.code !== 'number') throw error;
  });
  const urls = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
  return urls.map((url) => fileURLToPath(url)).filter((file) => !file.endsWith('register.mjs'));
}

/** The heavy stacks whose code is in the files. */
async function heavyIn(files: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const [name, marker] of Object.entries(HEAVY)) if (marker.test(text)) found.add(name);
  }
  return [...found].sort();
}

describe('the CLI bundle loads each command lazily', () => {
  it('--help and --version load the entry file and nothing else', async () => {
    for (const flag of ['--help', '--version']) {
      const files = await loaded(flag);
      expect(files.map((file) => path.basename(file))).toEqual(['index.js']);
      expect(await heavyIn(files)).toEqual([]);
    }
  });

  it('slice loads none of the heavy stacks', async () => {
    const files = await loaded('slice', '--config', 'examples/mmlu-mini/evalgate.yml', '--json');
    expect(files.length).toBeGreaterThan(1);
    expect(await heavyIn(files)).toEqual([]);
  });

  it('the check sees the heavy stacks where a command needs them', async () => {
    // gate loads the providers and the run loop (its config is missing, but the command's
    // chunks load before it reads it): the markers above do match the bundle's code.
    const files = await loaded('gate', '--config', path.join(dir, 'missing.yml'));
    expect(await heavyIn(files)).toEqual(expect.arrayContaining(['providers', 'run loop']));
  });
});

describe('the Action bundle loads its flows lazily', () => {
  /** Runs the committed Action bundle as a runner would, with no inputs, in `cwd`. */
  async function actionLoaded(cwd: string, env: Record<string, string> = {}) {
    const log = path.join(dir, `load-${runs++}.log`);
    const result = await run(
      process.execPath,
      ['--import', preload, path.resolve('dist/action/index.js')],
      { cwd, env: { PATH: process.env.PATH, EVALGATE_LOAD_LOG: log, ...env } },
    ).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (error: { code?: number; stdout?: string }) => {
        if (typeof error.code !== 'number') throw error;
        return { code: error.code, stdout: error.stdout ?? '' };
      },
    );
    const urls = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
    const files = urls.map((url) => fileURLToPath(url)).filter((f) => !f.endsWith('register.mjs'));
    return { ...result, files };
  }

  it('a step whose config cannot be read fails from the entry file alone, saying which file', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'evalgate-noconfig-'));
    const { code, stdout, files } = await actionLoaded(empty);
    expect(code).toBe(1);
    const file = path.join(empty, 'evalgate.yml');
    expect(stdout).toBe(
      `::error title=evalgate,file=evalgate.yml::${file}: cannot read the config file: no such file\n` +
        `::error::${file}: cannot read the config file: no such file\n`,
    );
    expect(files.map((f) => path.basename(f))).toEqual(['index.js']);
    await rm(empty, { recursive: true, force: true });
  });

  it('a step that gets further loads the flows, which the markers find', async () => {
    // The example's floors need no key: the gate runs (no baseline), after loading the flows.
    const example = await mkdtemp(path.join(os.tmpdir(), 'evalgate-example-'));
    await cp(path.resolve('examples/mmlu-mini'), example, { recursive: true });
    const { code, stdout, files } = await actionLoaded(example, { RUNNER_TEMP: example });
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('::set-output name=verdict::no-baseline');
    expect(files.length).toBeGreaterThan(1);
    expect(await heavyIn(files)).toEqual(expect.arrayContaining(['providers', 'github']));
  });
});
