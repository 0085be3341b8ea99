import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { PyFloat } from '../../../src/core/pyjson.js';
import { readJsonArray, readJsonl } from '../../../src/engine/datasets/json.js';

function errorOf(fn: () => unknown): InputError {
  try {
    fn();
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
  throw new Error('expected an InputError');
}

describe('readJsonl', () => {
  it('reads one object per line in the Python value model, skipping blank lines', () => {
    const text = '{"a": 1, "b": 1.0}\n\n  \r\n{"a": 2.5, "b": NaN, "c": 9007199254740993}\r\n';
    const { rows, lines } = readJsonl(text, 'f.jsonl');
    expect(rows).toStrictEqual([
      { a: 1, b: new PyFloat(1) },
      { a: 2.5, b: new PyFloat(NaN), c: 9007199254740993n },
    ]);
    expect(lines).toEqual([1, 4]);
  });

  it('reads an empty file as no rows', () => {
    expect(readJsonl('', 'f.jsonl').rows).toEqual([]);
  });

  it('names line and column of a syntax error and shows the line', () => {
    const err = errorOf(() => readJsonl('{"a": 1}\n{"a": tru}\n', 'data/f.jsonl'));
    expect(err.message).toBe(
      "data/f.jsonl:2:7: invalid JSON: expected a JSON value after ':', found 'tru'",
    );
    expect(err.details).toEqual(['line 2: "{\\"a\\": tru}"']);
  });

  it('hints at the json format for a pretty-printed array', () => {
    const err = errorOf(() => readJsonl('[\n  {"a": 1}\n]\n', 'f.jsonl'));
    expect(err.message).toMatch(/^f\.jsonl:1:2: invalid JSON: /);
    expect(err.details).toContain(
      'this looks like one JSON array: name the file .json or set dataset.format: json',
    );
  });

  it('refuses a line that is not an object', () => {
    expect(errorOf(() => readJsonl('{"a": 1}\n"text"\n', 'f.jsonl')).message).toBe(
      'f.jsonl:2: expected a JSON object on each line, found a string ("text")',
    );
    expect(errorOf(() => readJsonl('null\n', 'f.jsonl')).message).toBe(
      'f.jsonl:1: expected a JSON object on each line, found null',
    );
  });
});

describe('readJsonArray', () => {
  it('reads a top-level array and finds the line each element starts on', () => {
    const text = '[{"a": "[,{"}, \n\n {"a": "x\\"]"},\n  {\n "a": [1, {"b": 2}]\n }]';
    const { rows, lines } = readJsonArray(text, 'f.json');
    expect(rows).toStrictEqual([{ a: '[,{' }, { a: 'x"]' }, { a: [1, { b: 2 }] }]);
    expect(lines).toEqual([1, 3, 4]);
  });

  it('reads an empty array as no rows', () => {
    expect(readJsonArray(' [ ] ', 'f.json')).toEqual({ rows: [], lines: [] });
  });

  it('hints at JSON Lines when a second value follows the first', () => {
    const err = errorOf(() => readJsonArray('{"a": 1}\n{"a": 2}\n', 'f.json'));
    expect(err.message).toBe(
      "f.json:2:1: invalid JSON: expected end of input after the JSON value, found '{'",
    );
    expect(err.details[0]).toContain('name the file .jsonl or set dataset.format: jsonl');
  });

  it('refuses a top-level value that is not an array', () => {
    expect(errorOf(() => readJsonArray('"rows"', 'f.json')).message).toBe(
      'f.json: expected a top-level JSON array of row objects, found a string ("rows")',
    );
  });
});
