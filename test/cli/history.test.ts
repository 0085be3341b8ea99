import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { copyExample, runCli } from '../helpers.js';
import { HAS_SQLITE3 } from '../shared-data.js';

const exec = promisify(execFile);

async function exampleWithHistory() {
  const { dir, config } = await copyExample();
  expect((await runCli('run', '--config', config)).code).toBe(0);
  expect((await runCli('run', '--config', config, '--model', 'floor/first-choice')).code).toBe(0);
  return { dir, config };
}

describe('history and export', () => {
  it('history lists past scores by build, oldest first, filtered by model', async () => {
    const { config } = await exampleWithHistory();
    const all = await runCli('history', '--config', config, '--json');
    const runs = JSON.parse(all.stdout).runs as { model: string; build: string; replays: number }[];
    // The floor's second run asked the floor again: a new measurement (with the first's
    // outcomes), a row of its own, not a replay; only answers all taken from the cache replay.
    expect(runs.map((r) => [r.model, r.replays])).toEqual([
      ['floor/longest-choice', 0],
      ['floor/first-choice', 0],
      ['floor/first-choice', 0],
    ]);
    expect(runs[0]).toMatchObject({ build: 'baseline/longest' });
    const one = await runCli('history', '--config', config, '--model', 'floor/first-choice');
    expect(one.stdout.trim().split('\n')).toHaveLength(2);
    expect(one.stdout).toContain('baseline/first  16.7  n=30');
    expect(one.stdout).not.toContain('replay');
  });

  it.skipIf(!HAS_SQLITE3)(
    'export --sqlite writes a database the sqlite3 tool opens and queries',
    async () => {
      const { dir, config } = await exampleWithHistory();
      const db = path.join(dir, 'history.sqlite');
      const result = await runCli('export', '--sqlite', db, '--config', config, '--json');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({ sqlite: db, runs: 3, items: 90 });
      const { stdout } = await exec('sqlite3', [
        db,
        "SELECT model, build, round(score, 1), n FROM eval_runs ORDER BY created_at; SELECT count(*), sum(correct) FROM eval_items WHERE run_id IN (SELECT run_id FROM eval_runs WHERE model = 'floor/longest-choice');",
      ]);
      expect(stdout).toBe(
        'floor/longest-choice|baseline/longest|76.7|30\nfloor/first-choice|baseline/first|16.7|30\nfloor/first-choice|baseline/first|16.7|30\n30|23\n',
      );
      const schema = await exec('sqlite3', [db, '.schema eval_runs']);
      expect(schema.stdout).toContain('run_id TEXT PRIMARY KEY');
    },
  );

  it('a corrupt history file is an error naming it, never an empty history', async () => {
    const { dir, config } = await exampleWithHistory();
    const folder = path.join(dir, '.evalgate/runs/mmlu-mini');
    const { readdir, writeFile } = await import('node:fs/promises');
    const [first] = (await readdir(folder)).sort();
    await writeFile(path.join(folder, first!), '{"schema_version": 1');
    const result = await runCli(
      'export',
      '--sqlite',
      path.join(dir, 'x.sqlite'),
      '--config',
      config,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(first!);
  });
});
