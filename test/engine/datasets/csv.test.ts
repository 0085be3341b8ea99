import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import {
  mmluSubject,
  parseCsvRecords,
  readCsv,
  readMmluCsv,
} from '../../../src/engine/datasets/csv.js';

function fields(text: string): string[][] {
  return parseCsvRecords(text, 'x.csv').map((r) => r.fields);
}

function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
  throw new Error('expected an InputError');
}

describe('parseCsvRecords (Python csv.reader, default dialect, newline="")', () => {
  // Each expectation is what python3 -c 'csv.reader(io.StringIO(text, newline=""))' gives.
  it.each([
    [
      'a,b\nc,d\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a,\n,b\n',
      [
        ['a', ''],
        ['', 'b'],
      ],
    ],
    ['"a,b","c""d"\n', [['a,b', 'c"d']]],
    ['"multi\nline","cr\r\nlf"\n', [['multi\nline', 'cr\r\nlf']]],
    ['a"b,c\n', [['a"b', 'c']]],
    ['"ab"cd,e\n', [['abcd', 'e']]],
    ['"a" ,b\n', [['a ', 'b']]],
    [' "a",b\n', [[' "a"', 'b']]],
    ['"",""\n', [['', '']]],
    [
      'a,b\r\nc,d\re,f\ng,h',
      [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
        ['g', 'h'],
      ],
    ],
  ])('%j', (text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('skips blank lines (Python yields an empty record for each) and numbers lines from 1', () => {
    const records = parseCsvRecords('a\n\n"b\nc"\r\n\r\nd\re', 'x.csv');
    expect(records).toEqual([
      { fields: ['a'], line: 1, start: 0 },
      { fields: ['b\nc'], line: 3, start: 3 },
      { fields: ['d'], line: 6, start: 12 },
      { fields: ['e'], line: 7, start: 14 },
    ]);
  });

  it('refuses a quoted field left open at the end of the file, pointing at its quote', () => {
    const err = errorOf(() => parseCsvRecords('a,b\nc,"d\ne,f\n', 'data/x.csv'));
    expect(err.message).toBe(
      `data/x.csv:2:3: expected a closing '"' for the quoted field that starts here, found the end of the file`,
    );
  });
});

describe('readCsv', () => {
  it('keys rows by the header; all-integer columns become ints, others stay strings', () => {
    const { rows, lines } = readCsv(
      'id,n,x\n1,-5,1\n02,+7,1.5\n3,99999999999999999999,\n',
      'f.csv',
    );
    expect(rows).toStrictEqual([
      { id: 1, n: -5, x: '1' },
      { id: 2, n: 7, x: '1.5' },
      { id: 3, n: 99999999999999999999n, x: '' },
    ]);
    expect(lines).toEqual([2, 3, 4]);
  });

  it('never makes -0', () => {
    expect(Object.is(readCsv('n\n-0\n', 'f.csv').rows[0]?.n, 0)).toBe(true);
  });

  it('keeps a header-only file as no rows, and a __proto__ column as a plain key', () => {
    expect(readCsv('a,b\n', 'f.csv').rows).toEqual([]);
    const row = readCsv('__proto__\nx\n', 'f.csv').rows[0] as Record<string, unknown>;
    expect(Object.keys(row)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it('refuses an empty file and duplicate column names', () => {
    expect(errorOf(() => readCsv('', 'f.csv')).message).toBe(
      'f.csv: expected a header line naming the columns, found an empty file',
    );
    const dup = errorOf(() => readCsv('q,A,A\n', 'f.csv'));
    expect(dup.message).toBe(
      'f.csv:1: expected distinct column names in the header, found "A" twice',
    );
    expect(dup.details.join(' ')).toContain('dataset.format: mmlu-csv');
  });
});

describe('readMmluCsv', () => {
  it('maps question,A,B,C,D,letter to the cais/mmlu schema, in its key order', () => {
    const { rows, lines } = readMmluCsv('"Q, one",a,b,c,d,C\nQ2,e,f,g,h,A\n', 'dir/x_y_dev.csv');
    expect(rows).toStrictEqual([
      { question: 'Q, one', subject: 'x_y', choices: ['a', 'b', 'c', 'd'], answer: 2 },
      { question: 'Q2', subject: 'x_y', choices: ['e', 'f', 'g', 'h'], answer: 0 },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(['question', 'subject', 'choices', 'answer']);
    expect(lines).toEqual([1, 2]);
  });

  it('takes the subject from the file name', () => {
    expect(mmluSubject('mmlu/test/abstract_algebra_test.csv')).toBe('abstract_algebra');
    expect(mmluSubject('anatomy_dev.csv')).toBe('anatomy');
    expect(mmluSubject('anatomy_val.csv')).toBe('anatomy');
    expect(mmluSubject('anatomy_validation.csv')).toBe('anatomy');
    expect(mmluSubject('test_taking_dev.csv')).toBe('test_taking');
    // No `_<split>`: no subject, never the file name.
    expect(mmluSubject('questions.csv')).toBeNull();
    expect(mmluSubject('test_taking.csv')).toBeNull();
  });

  it('refuses a lowercase or padded answer letter', () => {
    expect(errorOf(() => readMmluCsv('Q,a,b,c,d, B\n', 'x_test.csv')).message).toBe(
      'x_test.csv:1: expected the answer letter (6th field) to be one of A, B, C, D, found " B"',
    );
    expect(errorOf(() => readMmluCsv('Q,a,b,c,d,b\n', 'x_test.csv')).message).toContain(
      'found "b"',
    );
  });
});
