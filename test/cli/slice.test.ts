import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyExample, runCli, tempDir } from '../helpers.js';
import { HAS_MMLU, MMLU_DIR } from '../shared-data.js';

interface PythonSlice {
  name: string;
  count: number;
  ids: (number | string)[];
  ids_sha256?: string;
  fingerprint: string;
}

const python = JSON.parse(await readFile('test/fixtures/python-slices.json', 'utf8')) as {
  cases: PythonSlice[];
};
const expected = (name: string) => python.cases.find((c) => c.name.startsWith(name))!;

/**
 * The fixture suites name the MMLU CSVs where they usually are; a copy of the suite points them at
 * the folder this machine has (test/shared-data.ts).
 */
async function withMmlu(config: string): Promise<string> {
  const text = await readFile(config, 'utf8');
  const dir = await tempDir();
  const copy = path.join(dir, path.basename(config));
  await writeFile(copy, text.replace('../../../../shared/datasets/mmlu', path.resolve(MMLU_DIR)));
  return copy;
}

async function sliceJson(config: string) {
  if (config.includes('fixtures/suites/mmlu-')) config = await withMmlu(config);
  const result = await runCli('slice', '--config', config, '--json');
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as {
    suite: string;
    fingerprint: string;
    count: number;
    ids: (number | string)[];
  };
}

describe('evalgate slice matches the Python pipeline', () => {
  it.skipIf(!HAS_MMLU)('MMLU abstract algebra, seed 20240909, 100 rows', async () => {
    const out = await sliceJson('test/fixtures/suites/mmlu-algebra.yml');
    const py = expected('abstract_algebra');
    expect(out.suite).toBe('mmlu-abstract-algebra');
    expect(out.count).toBe(100);
    expect(out.ids).toEqual(py.ids);
    expect(out.fingerprint).toBe(py.fingerprint);
  });

  it.skipIf(!HAS_MMLU)('all 57 MMLU test files through a glob, seed 42, 1000 rows', async () => {
    const out = await sliceJson('test/fixtures/suites/mmlu-all-42.yml');
    const py = expected('all mmlu test rows seed 42');
    expect(out.ids).toEqual(py.ids);
    expect(out.fingerprint).toBe(py.fingerprint);
  });

  it.skipIf(!HAS_MMLU)('all 14080 MMLU test rows with a seed beyond 2^64', async () => {
    const out = await sliceJson('test/fixtures/suites/mmlu-all-bigseed.yml');
    const py = expected('all mmlu test rows seed 2**64+5');
    expect(out.count).toBe(14080);
    expect(out.ids.slice(0, 50)).toEqual(py.ids);
    expect(createHash('sha256').update(out.ids.join(',')).digest('hex')).toBe(py.ids_sha256);
    expect(out.fingerprint).toBe(py.fingerprint);
  });

  it('the bundled example, washed, with string ids', async () => {
    const out = await sliceJson('examples/mmlu-mini/evalgate.yml');
    const py = expected('mmlu-mini');
    expect(out.ids).toEqual(py.ids);
    expect(out.fingerprint).toBe(py.fingerprint);
  });
});

async function exampleCopy(): Promise<string> {
  return (await copyExample()).config;
}

describe('pinning', () => {
  it('--write pins the fingerprint and keeps comments and layout', async () => {
    const config = await exampleCopy();
    const original = await readFile(config, 'utf8');
    const unpinned = original.replace(/^ {2}fingerprint: .*\n/m, '');
    await writeFile(config, unpinned);

    const result = await runCli('slice', '--config', config, '--write');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/pinned slice\.fingerprint 3ca61ab1/);
    const pinned = await readFile(config, 'utf8');
    expect(pinned).toContain(
      'fingerprint: 3ca61ab1708c527870fd955eecc7057012c73437676a37787fb2d43cdf648017',
    );
    // Everything the user wrote is still there, comments included.
    for (const line of unpinned.split('\n')) expect(pinned).toContain(line);

    // Re-pinning an existing value edits only that value.
    await writeFile(config, original.replace(/3ca61ab1\w+/, 'f'.repeat(64)));
    expect((await runCli('slice', '--config', config, '--write')).code).toBe(0);
    expect(await readFile(config, 'utf8')).toBe(original);
  });

  it('a fingerprint that no longer matches exits 2 with both values and the row count cause', async () => {
    const config = await exampleCopy();
    const data = path.join(path.dirname(config), 'data', 'questions.jsonl');
    expect((await runCli('slice', '--config', config, '--write')).code).toBe(0);
    const lines = (await readFile(data, 'utf8')).split('\n');
    await writeFile(data, lines.filter((line) => !line.includes('"geo-003"')).join('\n'));

    const result = await runCli('slice', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('slice.fingerprint does not match');
    expect(result.stderr).toContain(
      'pinned:  3ca61ab1708c527870fd955eecc7057012c73437676a37787fb2d43cdf648017',
    );
    expect(result.stderr).toMatch(/current: [0-9a-f]{64}/);
    expect(result.stderr).toContain('the row count after washing changed: 40 -> 39');
    expect(result.stderr).toMatch(/the first row that differs is slice position \d+/);
  });

  it('an edited question is named as the first row that differs', async () => {
    const config = await exampleCopy();
    const data = path.join(path.dirname(config), 'data', 'questions.jsonl');
    expect((await runCli('slice', '--config', config, '--write')).code).toBe(0);
    const text = await readFile(data, 'utf8');
    await writeFile(
      data,
      text.replace('Which of these numbers is prime?', 'Which of these numbers is a prime?'),
    );

    const result = await runCli('slice', '--config', config, '--json');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'likely cause: the first row that differs is slice position 0 (id "arith-006"): its content changed',
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { exit_code: 2 } });
  });
});

describe('bad input exits 2 with one clear message', () => {
  async function withData(name: string, content: string, extra = ''): Promise<string> {
    const dir = await tempDir();
    await writeFile(path.join(dir, name), content);
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(config, `version: 1\nsuite: bad\ndataset:\n  path: ${name}\n${extra}`);
    return config;
  }

  const cases: [string, string, string, string][] = [
    [
      'bad.jsonl',
      '{"question": "q", "choices": ["a", "b"], "answer": 0}\n{"question": "q2", "choices": ["a" "b"]}\n',
      '',
      "bad.jsonl:2:36: invalid JSON: expected ',' or ']' after array element, found '\"'",
    ],
    [
      'rows.jsonl',
      '{"question": "q", "choices": ["a", "b"], "answer": 0}\n{"question": "q2", "choices": ["a", "b"], "answer": 7}\n',
      '',
      'rows.jsonl:2: expected "answer" to be a choice index 0..1 or a letter A..B, found 7',
    ],
    [
      'rows.jsonl',
      '{"question": "q", "choices": "a,b", "answer": 0}\n',
      '',
      'rows.jsonl:1: expected a non-empty list in "choices", found "a,b"',
    ],
    [
      'rows.json',
      '{"question": "q"}',
      '',
      'rows.json: expected a top-level JSON array of row objects, found an object with keys question',
    ],
    [
      'rows.csv',
      'question,answer\n"what,1\n',
      '',
      "rows.csv:2:1: expected a closing '\"' for the quoted field that starts here, found the end of the file",
    ],
    [
      'rows.tsv',
      'question\tanswer\n',
      '',
      'rows.tsv: cannot tell the dataset format from the extension ".tsv"; expected one of .jsonl, .json, .csv, .parquet',
    ],
    [
      'missing.jsonl',
      '',
      '  path: nothing-here.jsonl\n',
      'dataset.path "nothing-here.jsonl": expected an existing file, found none',
    ],
    [
      'ok.jsonl',
      '{"question": "q", "choices": ["a", "b"], "answer": 0}\n',
      'slice: { size: 5 }\n',
      'slice.size: expected at most 1 (the rows left after washing), found 5: the dataset has 1 row; no wash rule is set; 1 left',
    ],
    [
      'ok.jsonl',
      '{"question": "q", "choices": ["a", "b"], "answer": 0}\n',
      'slice: { fingerprint_fields: [question, topic] }\n',
      'ok.jsonl:1: slice.fingerprint_fields names "topic", but this row has no such field (it has: question, choices, answer)',
    ],
  ];

  it.each(cases)('%s: %s', async (name, content, extra, message) => {
    const config = await withData(name, content, extra.startsWith('  path') ? '' : extra);
    if (extra.startsWith('  path')) {
      await writeFile(config, `version: 1\nsuite: bad\ndataset:\n${extra}`);
    }
    const result = await runCli('slice', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at .*\.(ts|js):\d+/); // no stack trace
    expect(result.stderr.startsWith('evalgate: ')).toBe(true);
  });

  it('a missing config file', async () => {
    const result = await runCli('slice', '--config', 'no/such/evalgate.yml');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'evalgate: no/such/evalgate.yml: cannot read the config file: no such file\n',
    );
  });

  it('an unknown flag and an unknown command', async () => {
    const flag = await runCli('slice', '--confg', 'x.yml');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain(
      'evalgate: slice: unknown option --confg (did you mean --config?)',
    );
    const command = await runCli('slise');
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('unknown command "slise"');
  });

  it('an invalid config lists each problem with file and line', async () => {
    const dir = await tempDir();
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(
      config,
      'version: 1\nsuite: x\ndataset: { path: d.jsonl }\ngate: { max_drop: lots }\n',
    );
    const result = await runCli('slice', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `${config}:4:19: gate.max_drop: expected a number, found "lots"`,
    );
  });
});
