import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { PyFloat } from '../../../src/core/pyjson.js';
import { readDataset, type DatasetFormat } from '../../../src/engine/datasets/read.js';

const baseDir = fileURLToPath(new URL('../../fixtures/datasets/', import.meta.url));

function read(pattern: string, format?: DatasetFormat) {
  return readDataset({ pattern, baseDir, format });
}

async function inputErrorOf(pattern: string, format?: DatasetFormat): Promise<InputError> {
  return inputErrorFrom(read(pattern, format));
}

async function inputErrorFrom(reading: Promise<unknown>): Promise<InputError> {
  const err = await reading.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof InputError)) throw new Error(`expected an InputError, got ${String(err)}`);
  return err;
}

describe('readDataset: formats by extension', () => {
  it('reads JSON Lines', async () => {
    const loaded = await read('rows.jsonl');
    expect(loaded.files).toEqual(['rows.jsonl']);
    expect(loaded.rows).toStrictEqual([
      {
        id: 'q1',
        question: 'What is 2 + 2?',
        choices: ['3', '4'],
        answer: 1,
        weight: new PyFloat(1),
      },
      {
        id: 'q2',
        question: 'Café au lait?',
        choices: ['oui', 'non'],
        answer: 0,
        weight: 0.5,
        big: 12345678901234567890n,
      },
      {
        id: 'q3',
        question: 'NaN ok?',
        choices: [],
        answer: null,
        weight: new PyFloat(NaN),
        meta: { tags: ['x'], '2': 'two', '1': 'one' },
      },
    ]);
    // Each line's start in the decoded text, for the slice manifest's re-reads.
    const text = await readFile(join(baseDir, 'rows.jsonl'), 'utf8');
    const starts = [0, text.indexOf('{"id": "q2"'), text.indexOf('{"id": "q3"')];
    expect(loaded.sources).toEqual(
      [1, 3, 4].map((line, i) => ({ file: 'rows.jsonl', line, offset: starts[i] })),
    );
  });

  it('reads a JSON array, with the line each element starts on', async () => {
    const loaded = await read('rows.json');
    expect(loaded.rows.map((r) => r.id)).toEqual(['j1', 'j2', 'j3']);
    expect(loaded.rows[1]).toStrictEqual({
      id: 'j2',
      question: 'Brackets [in] strings, and "quotes" too',
      choices: ['a', 'b'],
      answer: new PyFloat(2),
    });
    expect(loaded.sources.map((s) => s.line)).toEqual([2, 4, 10]);
  });

  it('reads CSV with a header: BOM dropped, CRLF, quoted newlines, int-only columns as ints', async () => {
    const loaded = await read('rows.csv');
    expect(loaded.rows).toStrictEqual([
      { id: 1, question: 'Plain question', answer: 'A', score: '3', label: 'x' },
      { id: 2, question: 'A question, with a comma', answer: 'B', score: '4.5', label: '' },
      { id: 3, question: 'Multi\r\nline "quoted" question', answer: 'C', score: '-2', label: 'y' },
      { id: 7, question: 'Last one', answer: 'D', score: '0', label: 'z' },
    ]);
    expect(loaded.sources.map((s) => s.line)).toEqual([2, 3, 4, 7]);
  });

  it('reads the MMLU layout only when told to, subject from each file name', async () => {
    const loaded = await read('mmlu/*.csv', 'mmlu-csv');
    expect(loaded.files).toEqual([
      'mmlu/made_up_logic_test.csv',
      'mmlu/other_subject_validation.csv',
    ]);
    expect(loaded.rows).toStrictEqual([
      {
        question: 'Which of these is a tautology?',
        subject: 'made_up_logic',
        choices: ['p or not p', 'p and not p', 'p', 'not p'],
        answer: 0,
      },
      {
        question: 'If it rains, the ground is wet. It is wet. So?',
        subject: 'made_up_logic',
        choices: ['It rained', 'It may or may not have rained', 'It did not rain', 'Contradiction'],
        answer: 1,
      },
      {
        question: 'Quote "this" and\na newline',
        subject: 'made_up_logic',
        choices: ['one', 'two', 'three, four', 'five'],
        answer: 3,
      },
      { question: 'Pick C', subject: 'other_subject', choices: ['a', 'b', 'c', 'd'], answer: 2 },
    ]);
    // Each record's start in the decoded text, for the slice manifest's re-reads.
    const text = await readFile(join(baseDir, 'mmlu/made_up_logic_test.csv'), 'utf8');
    expect(loaded.sources).toEqual([
      { file: 'mmlu/made_up_logic_test.csv', line: 1, offset: 0 },
      { file: 'mmlu/made_up_logic_test.csv', line: 2, offset: text.indexOf('"If it rains') },
      { file: 'mmlu/made_up_logic_test.csv', line: 3, offset: text.indexOf('"Quote') },
      { file: 'mmlu/other_subject_validation.csv', line: 1, offset: 0 },
    ]);
  });
});

describe('readDataset: paths and globs', () => {
  it('reads glob matches in code point order of their paths, rows concatenated', async () => {
    const loaded = await read('glob/*.jsonl');
    // Code point order: 'B' < 'a', and '-' < '.' < '_' (a locale sort would differ).
    expect(loaded.files).toEqual([
      'glob/B.jsonl',
      'glob/a-1.jsonl',
      'glob/a.jsonl',
      'glob/a_2.jsonl',
    ]);
    expect(loaded.rows.map((r) => r.name)).toEqual(['B', 'a-1', 'a', 'a_2']);
    expect(loaded.sources.map((s) => s.file)).toEqual(loaded.files);
  });

  it('resolves paths and globs against baseDir, also through ..', async () => {
    const fromMmlu = (pattern: string) => readDataset({ pattern, baseDir: join(baseDir, 'mmlu') });
    const file = await fromMmlu('../glob/a.jsonl');
    expect(file.files).toEqual(['../glob/a.jsonl']);
    expect(file.rows).toEqual([{ name: 'a' }]);
    const globbed = await fromMmlu('../glob/a?*.jsonl');
    expect(globbed.files).toEqual(['../glob/a-1.jsonl', '../glob/a_2.jsonl']);
  });

  it('refuses a glob matching no file', async () => {
    const err = await inputErrorOf('nothing/*.jsonl');
    expect(err.message).toBe(
      'dataset.path "nothing/*.jsonl": expected the glob to match files, found none',
    );
    expect(err.details).toEqual([`the glob is relative to the config file's folder (${baseDir})`]);
  });

  it('refuses a missing file and a folder', async () => {
    expect((await inputErrorOf('missing.jsonl')).message).toMatch(
      /^dataset\.path "missing\.jsonl": expected an existing file, found none at .*missing\.jsonl$/,
    );
    const folder = await inputErrorOf('glob');
    expect(folder.message).toBe('dataset.path "glob" is a folder; expected a file or a glob');
    expect(folder.details).toEqual(['to read every CSV file in it, write "glob/*.csv"']);
  });

  it('names the format key of the config key it reads for', async () => {
    const err = await inputErrorFrom(
      readDataset({ pattern: 'bad/notes.txt', baseDir, key: 'harness.fewshot.path' }),
    );
    expect(err.details).toEqual([
      'set harness.fewshot.format to one of jsonl, json, csv, mmlu-csv, parquet',
    ]);
  });

  it('refuses an unknown extension, listing the accepted formats', async () => {
    const err = await inputErrorOf('bad/notes.txt');
    expect(err.message).toBe(
      'bad/notes.txt: cannot tell the dataset format from the extension ".txt"; expected one of .jsonl, .json, .csv, .parquet',
    );
    expect(err.details).toEqual([
      'set dataset.format to one of jsonl, json, csv, mmlu-csv, parquet',
    ]);
  });

  it('refuses mixed extensions without an explicit format', async () => {
    const err = await inputErrorOf('mixed/*');
    expect(err.message).toBe(
      'dataset.path "mixed/*": expected files of one format, found .csv and .jsonl files',
    );
    expect(err.details).toEqual([
      '.csv: mixed/a.csv',
      '.jsonl: mixed/b.jsonl',
      'narrow the glob, or set dataset.format to read them all one way',
    ]);
  });

  it('reads every match one way when the format is explicit', async () => {
    const loaded = await read('glob/a*', 'jsonl');
    expect(loaded.rows.map((r) => r.name)).toEqual(['a-1', 'a', 'a_2']);
  });
});

describe('readDataset: malformed files, one clear InputError each', () => {
  it.each<[string, DatasetFormat | undefined, string]>([
    [
      'bad/bad-json-line.jsonl',
      undefined,
      `bad/bad-json-line.jsonl:2:23: invalid JSON: expected ',' or '}' after object value, found '"'`,
    ],
    [
      'bad/non-object-line.jsonl',
      undefined,
      'bad/non-object-line.jsonl:3: expected a JSON object on each line, found an array of 2 elements',
    ],
    [
      'bad/not-array.json',
      undefined,
      'bad/not-array.json: expected a top-level JSON array of row objects, found an object with keys version, data',
    ],
    [
      'bad/element-not-object.json',
      undefined,
      'bad/element-not-object.json:3: expected every element of the top-level array to be an object, found a string ("stray string") (element 1, counting from 0)',
    ],
    [
      'bad/ragged.csv',
      undefined,
      'bad/ragged.csv:3: expected 2 fields as in the header (question, answer), found 3',
    ],
    [
      'bad/unclosed-quote.csv',
      undefined,
      `bad/unclosed-quote.csv:3:1: expected a closing '"' for the quoted field that starts here, found the end of the file`,
    ],
    [
      'bad/wrong_columns_test.csv',
      'mmlu-csv',
      'bad/wrong_columns_test.csv:2: expected 6 fields for mmlu-csv (question, A, B, C, D, answer letter), found 5',
    ],
    [
      'bad/bad_letter_test.csv',
      'mmlu-csv',
      'bad/bad_letter_test.csv:3: expected the answer letter (6th field) to be one of A, B, C, D, found "E"',
    ],
    [
      'bad/corrupt.parquet',
      undefined,
      'bad/corrupt.parquet: expected a Parquet file, found one that cannot be read (parquet file invalid (footer != PAR1))',
    ],
    [
      'bad/not-utf8.csv',
      undefined,
      'bad/not-utf8.csv:3: expected UTF-8 text, found byte 0xe9 at byte offset 24',
    ],
  ])('%s', async (pattern, format, message) => {
    expect((await inputErrorOf(pattern, format)).message).toBe(message);
  });

  it('points a JSON object wrapper at the key holding the rows', async () => {
    const err = await inputErrorOf('bad/not-array.json');
    expect(err.details[0]).toBe(
      'the rows may be under "data": evalgate reads only a top-level array',
    );
  });
});
