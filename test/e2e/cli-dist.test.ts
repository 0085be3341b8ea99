import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** The committed bundle, run the way users run it: `node <bin.evalgate> ...`, no dev dependencies. */
async function evalgate(...args: string[]) {
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { bin: { evalgate: string } };
  try {
    const { stdout, stderr } = await run(process.execPath, [pkg.bin.evalgate, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('the committed CLI bundle', () => {
  it('slices the bundled example and prints the pinned fingerprint', async () => {
    const result = await evalgate('slice', '--config', 'examples/mmlu-mini/evalgate.yml', '--json');
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as { fingerprint: string; count: number };
    expect(out.count).toBe(30);
    expect(out.fingerprint).toBe(
      '3ca61ab1708c527870fd955eecc7057012c73437676a37787fb2d43cdf648017',
    );
  });

  it('exits 2 on a bad config without a stack trace', async () => {
    const result = await evalgate('slice', '--config', 'test/fixtures/suites/missing.yml');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'evalgate: test/fixtures/suites/missing.yml: cannot read the config file: no such file\n',
    );
  });

  it('a reader that closes the pipe early ends the output quietly', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { bin: { evalgate: string } };
    const child = spawn(process.execPath, [pkg.bin.evalgate, 'schema'], { stdio: 'pipe' });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('prints the version', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect((await evalgate('--version')).stdout.trim()).toBe(pkg.version);
  });
});
