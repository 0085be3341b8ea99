import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { parsePythonJson, PyFloat } from '../../../src/core/pyjson.js';
import {
  firstDifferingRow,
  sliceFingerprint,
  sliceFingerprintJson,
} from '../../../src/core/slice/fingerprint.js';

interface Vector {
  name: string;
  fields: string[];
  rows_json: string;
  dumps: string;
  sha256: string | null;
  error?: string;
}

const vectors = JSON.parse(
  readFileSync(new URL('../../fixtures/python-fingerprints.json', import.meta.url), 'utf8'),
) as Vector[];

type Rows = Record<string, unknown>[];

const mmlu: Rows = [
  { question: 'What is 2 + 2?', choices: ['3', '4'], answer: 1, subject: 'math' },
  { question: 'Capital of France?', choices: ['Paris', 'Rome'], answer: 0, subject: 'geo' },
];

describe('sliceFingerprint against Python vectors', () => {
  const encodable = vectors.filter((v) => v.sha256 !== null);
  const unencodable = vectors.filter((v) => v.sha256 === null);

  it('covers hashable and unhashable cases', () => {
    expect(encodable.length).toBeGreaterThan(300);
    expect(unencodable.length).toBeGreaterThan(0);
  });

  it.each(encodable.map((v) => [v.name, v] as const))('matches Python: %s', (_name, v) => {
    const rows = parsePythonJson(v.rows_json) as Rows;
    const json = sliceFingerprintJson(rows, v.fields);
    expect(json).toBe(v.dumps);
    expect(sliceFingerprint(rows, v.fields)).toBe(v.sha256);
  });

  it.each(unencodable.map((v) => [v.name, v] as const))(
    'refuses what Python cannot encode: %s',
    (_name, v) => {
      expect(v.error).toBe('UnicodeEncodeError');
      const rows = parsePythonJson(v.rows_json) as Rows;
      expect(() => sliceFingerprint(rows, v.fields)).toThrow(InputError);
      expect(() => sliceFingerprint(rows, v.fields)).toThrow(/lone surrogate/);
    },
  );
});

describe('sliceFingerprint', () => {
  it('hashes the UTF-8 of the Python json.dumps text', () => {
    const json = sliceFingerprintJson(mmlu, ['question', 'answer']);
    expect(json).toBe(
      '[{"question": "What is 2 + 2?", "answer": 1}, {"question": "Capital of France?", "answer": 0}]',
    );
    expect(sliceFingerprint(mmlu, ['question', 'answer'])).toBe(
      createHash('sha256').update(json, 'utf8').digest('hex'),
    );
    expect(sliceFingerprint([], ['question'])).toBe(
      createHash('sha256').update('[]').digest('hex'),
    );
  });

  it('distinguishes ints from floats and keeps bigints exact', () => {
    expect(sliceFingerprintJson([{ x: 1 }, { x: new PyFloat(1) }, { x: 2n ** 64n }], ['x'])).toBe(
      '[{"x": 1}, {"x": 1.0}, {"x": 18446744073709551616}]',
    );
    expect(sliceFingerprint([{ x: 1 }], ['x'])).not.toBe(
      sliceFingerprint([{ x: new PyFloat(1) }], ['x']),
    );
  });

  it('writes each field once, at its first position, like a dict comprehension', () => {
    expect(sliceFingerprintJson([{ a: 1, b: 2 }], ['b', 'a', 'b'])).toBe('[{"b": 2, "a": 1}]');
  });

  it('names the missing field and the row position', () => {
    let error: unknown;
    try {
      sliceFingerprint([mmlu[0] as Rows[number], { question: 'q' }], ['question', 'answer']);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe(
      "row 1 (0-based) has no field 'answer', which the fingerprint covers",
    );
    expect((error as InputError).details).toEqual(["fingerprint fields: 'question', 'answer'"]);
    // Inherited properties do not count, as a Python dict has no such keys.
    expect(() => sliceFingerprint([{}], ['toString'])).toThrow(/no field 'toString'/);
  });

  it('names the row and field of a value Python cannot dump', () => {
    expect(() => sliceFingerprint([{ a: 1 }, { a: [undefined] }], ['a'])).toThrow(
      "row 1 (0-based), field 'a': cannot serialize undefined at $[0]",
    );
  });

  it('refuses lone surrogates, which Python cannot encode to UTF-8', () => {
    expect(() => sliceFingerprint([{ s: 'ok' }, { s: 'bad \udfff' }], ['s'])).toThrow(
      "row 1 (0-based), field 's' contains a lone surrogate (U+DFFF)",
    );
    expect(sliceFingerprintJson([{ s: '\ud83d\ude00' }], ['s'])).toBe('[{"s": "😀"}]');
  });
});

describe('firstDifferingRow', () => {
  const fields = ['question', 'answer'];

  it('returns undefined when the projections agree', () => {
    const other = mmlu.map((row) => ({ ...row, subject: 'changed' }));
    expect(firstDifferingRow(mmlu, other, fields)).toBeUndefined();
    expect(firstDifferingRow([], [], fields)).toBeUndefined();
  });

  it('returns the first row that serializes differently', () => {
    const other = mmlu.map((row, i) => (i === 1 ? { ...row, answer: new PyFloat(0) } : row));
    expect(firstDifferingRow(mmlu, other, fields)).toBe(1);
    expect(firstDifferingRow(mmlu, [...mmlu].reverse(), fields)).toBe(0);
  });

  it('returns the shorter length when one list extends the other', () => {
    expect(firstDifferingRow(mmlu, mmlu.slice(0, 1), fields)).toBe(1);
    expect(firstDifferingRow([], mmlu, fields)).toBe(0);
  });
});
