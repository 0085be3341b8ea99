import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
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

/**
 * One file of a zip archive (as the artifact service stores an upload), read through the central
 * directory: stored or deflated entries, which is what the artifact library writes.
 */
export function zipEntry(zip: Buffer, name: string): Buffer | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('zipEntry: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const entry = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (entry === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      if (method === 0) return Buffer.from(data);
      if (method === 8) return inflateRawSync(data);
      throw new Error(`zipEntry: ${name} uses compression method ${method}`);
    }
    at += 46 + nameLength + extra + comment;
  }
  return null;
}
