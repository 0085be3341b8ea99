import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../src/cli/main.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process, capturing what it prints. */
export async function runCli(...argv: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/**
 * stderr without the warning that a slice is too small to see gate.max_drop: the small generated
 * suites of many tests earn it, and a test that checks for no other warning removes it first.
 */
export function withoutSliceSizeWarning(stderr: string): string {
  return stderr.replace(/^evalgate: warning: slice\.size \d+: .*\n/m, '');
}

export function tempDir(prefix = 'evalgate-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/**
 * A copy of the bundled example in a fresh folder, so tests that run it never write into the
 * repository; only what is committed is copied (local runs and caches stay behind).
 */
export async function copyExample(): Promise<{ dir: string; config: string }> {
  const dir = await tempDir();
  await cp('examples/mmlu-mini', dir, {
    recursive: true,
    filter: (source) => !/[/\\]\.evalgate[/\\](runs|cache)/.test(source),
  });
  return { dir, config: path.join(dir, 'evalgate.yml') };
}
