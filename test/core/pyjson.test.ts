import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import {
  JsonSyntaxError,
  parsePythonJson,
  PyFloat,
  pythonFloatRepr,
  pythonJsonDumps,
} from '../../src/core/pyjson.js';

interface Vector {
  name: string;
  fields: string[];
  rows_json: string;
  rows_json_ensure_ascii: boolean;
  dumps: string;
  sha256: string | null;
}

const vectors = JSON.parse(
  readFileSync(new URL('../fixtures/python-fingerprints.json', import.meta.url), 'utf8'),
) as Vector[];

function syntaxError(text: string): JsonSyntaxError {
  try {
    parsePythonJson(text);
  } catch (err) {
    if (err instanceof JsonSyntaxError) return err;
    throw err;
  }
  throw new Error(`parsed without error: ${text}`);
}

describe('python json vectors', () => {
  it('has a few hundred cases', () => {
    expect(vectors.length).toBeGreaterThan(300);
  });

  it.each(vectors.map((v) => [v.name, v] as const))(
    'round-trips Python dumps through parse + dumps: %s',
    (_name, v) => {
      expect(pythonJsonDumps(parsePythonJson(v.dumps))).toBe(v.dumps);
    },
  );

  it.each(vectors.map((v) => [v.name, v] as const))(
    'round-trips whole Python rows through parse + dumps: %s',
    (_name, v) => {
      const dumped = pythonJsonDumps(parsePythonJson(v.rows_json));
      // Python's ensure_ascii=True escapes every code unit outside ' '..'~' as \uxxxx.
      const written = v.rows_json_ensure_ascii
        ? dumped.replace(
            /[^\x20-\x7e]/g,
            (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
          )
        : dumped;
      expect(written).toBe(v.rows_json);
    },
  );
});

describe('pythonJsonDumps', () => {
  it('writes scalars like Python', () => {
    expect(pythonJsonDumps(null)).toBe('null');
    expect(pythonJsonDumps(true)).toBe('true');
    expect(pythonJsonDumps(false)).toBe('false');
    expect(pythonJsonDumps(0)).toBe('0');
    expect(pythonJsonDumps(-0)).toBe('0');
    expect(pythonJsonDumps(42)).toBe('42');
    expect(pythonJsonDumps(1e21)).toBe('1000000000000000000000');
    expect(pythonJsonDumps(2 ** 64)).toBe('18446744073709551616');
    expect(pythonJsonDumps(-(2n ** 70n))).toBe('-1180591620717411303424');
    expect(pythonJsonDumps(0.1)).toBe('0.1');
    expect(pythonJsonDumps(NaN)).toBe('NaN');
    expect(pythonJsonDumps(-Infinity)).toBe('-Infinity');
    expect(pythonJsonDumps(new PyFloat(1))).toBe('1.0');
    expect(pythonJsonDumps(new PyFloat(-0))).toBe('-0.0');
    expect(pythonJsonDumps(new PyFloat(2e3))).toBe('2000.0');
    expect(pythonJsonDumps(new PyFloat(NaN))).toBe('NaN');
    expect(pythonJsonDumps(new PyFloat(Infinity))).toBe('Infinity');
  });

  it('writes floats like repr(float)', () => {
    const cases: [number, string][] = [
      [1, '1.0'],
      [1e16, '1e+16'],
      [1.5e-5, '1.5e-05'],
      [1e-4, '0.0001'],
      [9.999999999999999e-5, '9.999999999999999e-05'],
      [9999999999999998, '9999999999999998.0'],
      [1e15, '1000000000000000.0'],
      [123456789.123, '123456789.123'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [1e100, '1e+100'],
      [-2.5e-300, '-2.5e-300'],
      [0.30000000000000004, '0.30000000000000004'],
      [2 ** 63, '9.223372036854776e+18'],
      [123e-7, '1.23e-05'],
      [-0.001, '-0.001'],
    ];
    for (const [x, repr] of cases) expect(pythonFloatRepr(x)).toBe(repr);
  });

  it('escapes strings like Python with ensure_ascii=False', () => {
    expect(pythonJsonDumps('a"b\\c/d')).toBe('"a\\"b\\\\c/d"');
    expect(pythonJsonDumps('\b\f\n\r\t')).toBe('"\\b\\f\\n\\r\\t"');
    expect(pythonJsonDumps('\u0000\u0001\u001f\u000b')).toBe('"\\u0000\\u0001\\u001f\\u000b"');
    expect(pythonJsonDumps('\u007f\u2028\u2029é中😀')).toBe('"\u007f\u2028\u2029é中😀"');
    // Lone surrogates stay as they are, as in Python (only .encode("utf-8") fails on them).
    expect(pythonJsonDumps('a\ud800b')).toBe('"a\ud800b"');
  });

  it('writes containers with Python separators and insertion order', () => {
    expect(pythonJsonDumps([])).toBe('[]');
    expect(pythonJsonDumps({})).toBe('{}');
    expect(pythonJsonDumps({ b: 1, a: [1, 'x', null], c: { d: {} } })).toBe(
      '{"b": 1, "a": [1, "x", null], "c": {"d": {}}}',
    );
    expect(pythonJsonDumps(Object.assign(Object.create(null) as object, { k: 1 }))).toBe(
      '{"k": 1}',
    );
  });

  it('keeps the source order of integer-like keys read by parsePythonJson', () => {
    const text = '{"b": 1, "10": 2, "2": 3, "a": 4, "0": 5}';
    const obj = parsePythonJson(text) as Record<string, unknown>;
    expect(Object.keys(obj)).toEqual(['0', '2', '10', 'b', 'a']); // JavaScript's own order
    expect(pythonJsonDumps(obj)).toBe(text);
    expect(pythonJsonDumps(parsePythonJson('{"b": 1, "0": 2}'))).toBe('{"b": 1, "0": 2}');
    obj['z'] = 6;
    delete obj['2'];
    expect(pythonJsonDumps(obj)).toBe('{"b": 1, "10": 2, "a": 4, "0": 5, "z": 6}');
  });

  it('throws on values Python cannot dump, naming the path', () => {
    expect(() => pythonJsonDumps(undefined)).toThrow(/cannot serialize undefined at \$/);
    expect(() => pythonJsonDumps({ a: [1, () => 1] })).toThrow(
      /cannot serialize a function at \$\.a\[1\]/,
    );
    expect(() => pythonJsonDumps({ 'a b': Symbol('x') })).toThrow(/a symbol at \$\["a b"\]/);
    expect(() => pythonJsonDumps(new Map())).toThrow(/cannot serialize a Map/);
    expect(() => pythonJsonDumps([new Date(0)])).toThrow(/cannot serialize a Date at \$\[0\]/);
    expect(() => pythonJsonDumps({ x: undefined })).toThrow(/undefined at \$\.x/);
    // eslint-disable-next-line no-sparse-arrays
    expect(() => pythonJsonDumps([1, , 3])).toThrow(/undefined at \$\[1\]/);
    expect(() => pythonJsonDumps(new PyFloat('1' as unknown as number))).toThrow(/PyFloat/);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(() => pythonJsonDumps(cyclic)).toThrow(/circular reference at \$\.self/);
    const shared = [1];
    expect(pythonJsonDumps([shared, shared])).toBe('[[1], [1]]');
  });
});

describe('parsePythonJson', () => {
  it('parses ints as numbers or bigints', () => {
    expect(parsePythonJson('0')).toBe(0);
    expect(Object.is(parsePythonJson('-0'), 0)).toBe(true);
    expect(parsePythonJson('9007199254740991')).toBe(9007199254740991);
    expect(parsePythonJson('-9007199254740991')).toBe(-9007199254740991);
    expect(parsePythonJson('9007199254740992')).toBe(9007199254740992n);
    expect(parsePythonJson('9007199254740993')).toBe(9007199254740993n);
    expect(parsePythonJson('-1180591620717411303424')).toBe(-1180591620717411303424n);
    expect(parsePythonJson('-12345678901234567')).toBe(-12345678901234567n);
  });

  it('parses floats as numbers or PyFloat', () => {
    expect(parsePythonJson('0.1')).toBe(0.1);
    expect(parsePythonJson('1.5e-05')).toBe(1.5e-5);
    expect(parsePythonJson('1.0')).toEqual(new PyFloat(1));
    expect(parsePythonJson('2e3')).toEqual(new PyFloat(2000));
    expect(parsePythonJson('1E+16')).toEqual(new PyFloat(1e16));
    const negZero = parsePythonJson('-0.0') as PyFloat;
    expect(negZero).toBeInstanceOf(PyFloat);
    expect(Object.is(negZero.value, -0)).toBe(true);
    expect(parsePythonJson('1e400')).toEqual(new PyFloat(Infinity));
    expect(parsePythonJson('NaN')).toEqual(new PyFloat(NaN));
    expect(parsePythonJson('[Infinity, -Infinity]')).toEqual([
      new PyFloat(Infinity),
      new PyFloat(-Infinity),
    ]);
  });

  it('parses strings, escapes and surrogates', () => {
    expect(parsePythonJson('"a\\"b\\\\c\\/d\\b\\f\\n\\r\\t"')).toBe('a"b\\c/d\b\f\n\r\t');
    expect(parsePythonJson('"\\u00e9\\u4E2D"')).toBe('é中');
    expect(parsePythonJson('"\\ud83d\\ude00"')).toBe('😀');
    expect(parsePythonJson('"\\ud83d"')).toBe('\ud83d');
    expect(parsePythonJson('"é中😀\u2028\u007f"')).toBe('é中😀\u2028\u007f');
  });

  it('parses objects: last duplicate wins, first position stays, __proto__ is a key', () => {
    const obj = parsePythonJson('{"a": 1, "b": 2, "a": 3}');
    expect(obj).toEqual({ a: 3, b: 2 });
    expect(pythonJsonDumps(obj)).toBe('{"a": 3, "b": 2}');
    const proto = parsePythonJson('{"__proto__": {"x": 1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
    expect(pythonJsonDumps(proto)).toBe('{"__proto__": {"x": 1}}');
  });

  it('accepts surrounding whitespace, only JSON whitespace', () => {
    expect(parsePythonJson(' \t\r\n[ 1 ,\n 2 ] \n')).toEqual([1, 2]);
    expect(() => parsePythonJson('\u00a01')).toThrow(JsonSyntaxError);
  });

  it('reports line, column, what was expected and what was found', () => {
    const err = syntaxError('{\n  "a": 1,\n  "b": 2 x\n}');
    expect(err).toBeInstanceOf(InputError);
    expect(err.message).toBe(
      "expected ',' or '}' after object value at line 3, column 10, found 'x'",
    );
    expect([err.line, err.column, err.found]).toEqual([3, 10, "'x'"]);
    expect(err.reason).toBe("expected ',' or '}' after object value");

    const cases: [string, string][] = [
      ['', 'expected a JSON value at line 1, column 1, found end of input'],
      ['[1, 2', "expected ',' or ']' after array element at line 1, column 6, found end of input"],
      ['[1,]', "expected a JSON value after ',' at line 1, column 4, found ']'"],
      ['{"a" 1}', "expected ':' after property name at line 1, column 6, found '1'"],
      [
        '{"a": 1,}',
        "expected '\"' to start a property name after ',' at line 1, column 9, found '}'",
      ],
      ['{a: 1}', "expected '\"' to start a property name or '}' at line 1, column 2, found 'a'"],
      [
        '01',
        "expected no digit after a leading 0 (leading zeros are not allowed) at line 1, column 2, found '1'",
      ],
      ['1.', "expected a digit after '.' in a number at line 1, column 3, found end of input"],
      [
        '1e+',
        'expected a digit in the exponent of a number at line 1, column 4, found end of input',
      ],
      ['-x', "expected a digit or 'Infinity' after '-' at line 1, column 2, found 'x'"],
      ['tru', "expected a JSON value at line 1, column 1, found 'tru'"],
      ['1 2', "expected end of input after the JSON value at line 1, column 3, found '2'"],
      [
        '"ab',
        "expected '\"' to close the string that starts at line 1, column 1 at line 1, column 4, found end of input",
      ],
      [
        '"a\nb"',
        "expected '\"' or a character other than a control character in a string at line 1, column 3, found U+000A",
      ],
      [
        '"\\x"',
        "expected one of '\"\\/bfnrtu' after '\\' in a string at line 1, column 3, found 'x'",
      ],
      [
        '"\\u12g4"',
        "expected 4 hex digits after '\\u' in a string at line 1, column 6, found 'g4'",
      ],
      ['["😀é", x]', "expected a JSON value after ',' at line 1, column 8, found 'x'"],
      [
        '\ufeff[]',
        "expected a JSON value at line 1, column 1, found U+FEFF (a byte order mark; decode the file as 'utf-8-sig')",
      ],
      ['[\u00a0]', "expected a JSON value or ']' at line 1, column 2, found U+00A0"],
    ];
    for (const [text, message] of cases) expect(syntaxError(text).message).toBe(message);
  });

  it('limits nesting like Python (about 1000 levels)', () => {
    expect(parsePythonJson('['.repeat(999) + ']'.repeat(999))).toBeInstanceOf(Array);
    expect(syntaxError('['.repeat(1001) + ']'.repeat(1001)).reason).toMatch(/at most 1000 nested/);
  });

  it('parses a 100k-row JSONL file quickly', () => {
    const line = JSON.stringify({
      id: 12345,
      question: 'What is the capital of France? Paris, Berlin, Madrid or Rome — choose one.',
      choices: ['Berlin', 'Madrid', 'Paris', 'Rome'],
      answer: 2,
      score: 0.75,
      meta: { subject: 'geography', difficulty: 1.5, tags: ['europe', 'capitals'] },
    });
    const lines = Array.from({ length: 100_000 }, () => line);
    const start = performance.now();
    let n = 0;
    for (const l of lines) if (parsePythonJson(l) !== null) n++;
    const ms = performance.now() - start;
    expect(n).toBe(100_000);
    expect(ms).toBeLessThan(5000);
  });
});
