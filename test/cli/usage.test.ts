import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import { writeSuite } from '../engine/suite-helpers.js';

describe('the command line helps', () => {
  it.each([
    'slice',
    'run',
    'collect',
    'diff',
    'gate',
    'freeze',
    'history',
    'export',
    'report',
    'merge',
    'import',
    'init',
    'schema',
  ])('`evalgate %s --help` prints that command’s usage and exits 0', async (command) => {
    const result = await runCli(command, '--help');
    expect(result.code).toBe(0);
    // Its own usage lines only: run and gate have a second form (--shard, --run).
    const usage = result.stdout.split('\n').filter((l) => l.startsWith('  evalgate '));
    expect(usage.length).toBeGreaterThanOrEqual(1);
    expect(usage.length).toBeLessThanOrEqual(2);
    for (const line of usage) expect(line).toMatch(new RegExp(`^ {2}evalgate ${command}( |$)`));
  });

  it.each([
    [
      ['run', '--confg', 'x'],
      'evalgate: run: unknown option --confg (did you mean --config?)',
      'evalgate run --help',
    ],
    [
      ['run', '--dryrun'],
      'evalgate: run: unknown option --dryrun (did you mean --dry-run?)',
      'evalgate run --help',
    ],
    [
      ['gate', '--reprot', 'r.md'],
      'evalgate: gate: unknown option --reprot (did you mean --report?)',
      'evalgate gate --help',
    ],
    [['slcie'], 'evalgate: unknown command "slcie" (did you mean "slice"?)', 'evalgate --help'],
  ])('%j: exit 2, one prefix, the nearest name', async (argv, message, help) => {
    const result = await runCli(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain(`Run \`${help}\` for usage.`);
    expect(result.stderr).not.toContain('evalgate: evalgate');
  });

  it('`freeze --run A B` takes both runs, as the help writes FILE...', async () => {
    const { config } = await writeSuite({
      n: 6,
      models: [
        { id: 'a', provider: 'baseline', strategy: 'first' },
        { id: 'b', provider: 'baseline', strategy: 'longest' },
      ],
    });
    const run = await runCli('run', '--config', config, '--json');
    const files = (JSON.parse(run.stdout).runs as { path: string }[]).map((r) =>
      path.resolve(r.path),
    );
    const frozen = await runCli('freeze', '--config', config, '--run', ...files, '--json');
    expect(frozen.code, frozen.stderr).toBe(0);
    expect((JSON.parse(frozen.stdout).frozen as { model: string }[]).map((f) => f.model)).toEqual([
      'a',
      'b',
    ]);
  });

  it('paths the user gave that cannot be written are exit 2 naming them, with nothing left behind', async () => {
    const { dir, config } = await writeSuite({
      n: 4,
      models: [{ id: 'a', provider: 'baseline', strategy: 'first' }],
    });
    const file = path.join(dir, 'a-file');
    await writeFile(file, 'x');
    const out = await runCli('run', '--config', config, '--out', file);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('--out');
    expect(out.stderr).toContain('expected a folder, found a file');

    expect((await runCli('run', '--config', config)).code).toBe(0);
    const sqlite = await runCli('export', '--config', config, '--sqlite', dir);
    expect(sqlite.code).toBe(2);
    expect(sqlite.stderr).toContain(`--sqlite ${dir}: cannot write the database`);
    expect((await readdir(path.dirname(dir))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
