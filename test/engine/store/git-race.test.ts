import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitDataBranchStore } from '../../../src/engine/store/git.js';
import { git, makeRemote } from './history-fixtures.js';

const PROJECT = path.resolve(import.meta.dirname, '../../..');
const CHILD = path.join(import.meta.dirname, 'append-child.ts');
const PER_WRITER = 10;

/** A writer process; resolves `ready` once it is loaded and waiting for the starting gun. */
function startWriter(repoDir: string, label: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CHILD, repoDir, label, `${PER_WRITER}`],
    {
      cwd: PROJECT,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('READY\n')) resolve();
    });
    child.on('exit', () => reject(new Error(`${label} exited before it was ready: ${stderr}`)));
  });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { ready, done, go: () => child.stdin.write('go\n') };
}

describe('gitDataBranchStore with concurrent writers', () => {
  it('keeps every run when two processes append to the same data branch at once', async () => {
    const { bare, clone } = await makeRemote();
    const writers = [
      startWriter(await clone('writer-a'), 'alpha'),
      startWriter(await clone('writer-b'), 'beta'),
    ];
    await Promise.all(writers.map((w) => w.ready));
    for (const writer of writers) writer.go();
    const results = await Promise.all(writers.map((w) => w.done));
    for (const result of results) {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('DONE');
    }

    const retries = results.flatMap((r) =>
      r.stdout.split('\n').filter((l) => l.includes('"retry"')),
    );
    console.info(
      `concurrent append: ${retries.length} rejected pushes retried\n${retries.join('\n')}`,
    );
    expect(retries.length).toBeGreaterThan(0);

    const listed = await gitDataBranchStore({ repoDir: await clone('reader') }).list('race');
    const ids = listed.map((e) => e.record.run_id).sort();
    const expected = ['alpha', 'beta'].flatMap((label) =>
      Array.from({ length: PER_WRITER }, (_, i) => `${label}-${String(i).padStart(2, '0')}`),
    );
    expect(ids).toEqual(expected);
    // The index was rebuilt on every retry's new tip: it has a line for every run, none lost.
    const index = await git(bare, 'show', 'evalgate-data:runs/.index/race.jsonl');
    const indexed = index
      .split('\n')
      .map((l) => (JSON.parse(l) as { summary: { run_id: string } }).summary.run_id);
    expect(indexed.sort()).toEqual(expected);
    // One commit per run, in one line of history: no push replaced another.
    expect(await git(bare, 'rev-list', '--count', 'evalgate-data')).toBe(`${2 * PER_WRITER}`);
    expect(await git(bare, 'rev-list', '--merges', '--count', 'evalgate-data')).toBe('0');
  });
});
