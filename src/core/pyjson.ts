/**
 * Python-compatible JSON: `pythonJsonDumps` reproduces `json.dumps(value, ensure_ascii=False)` byte
 * for byte, and `parsePythonJson` reads JSON into a value model that keeps the int/float
 * distinction Python makes, so a value read here and dumped again matches what Python would write.
 *
 * Value model:
 * - `number` with an integral value is a Python int; any other `number` is a Python float;
 * - `bigint` is a Python int (used beyond ±2^53);
 * - `PyFloat` is an explicit Python float (integral floats such as `1.0` or `2e3`, NaN, ±Infinity);
 * - strings, booleans, null, arrays and plain objects map to str, bool, None, list and dict.
 *
 * Strings are UTF-16 in JavaScript; a surrogate pair is one astral code point in Python, and a
 * lone surrogate is a lone surrogate in both. `json.dumps(..., ensure_ascii=False)` keeps lone
 * surrogates as they are (no `\ud800` escape), so `pythonJsonDumps` does too; it is the later
 * `.encode("utf-8")` that fails in Python (see `sliceFingerprint`).
 *
 * Object key order: JavaScript lists integer-like keys ("0", "17") before other keys, whatever
 * the insertion order, while Python dicts keep insertion order. `parsePythonJson` remembers the
 * source order of objects that have such keys and `pythonJsonDumps` writes them in that order;
 * objects built by other code are written in `Object.keys` order.
 */
import { InputError } from './errors.js';

/** An explicit Python float, for values a plain `number` would model as an int (`1.0`, NaN...). */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** Source key order of parsed objects whose integer-like keys JavaScript would reorder. */
const parsedKeyOrder = new WeakMap<object, readonly string[]>();

// ---------------------------------------------------------------------------------------------
// dumps

const STRING_ESCAPES: readonly string[] = Array.from(
  { length: 0x20 },
  (_, code) => `\\u${code.toString(16).padStart(4, '0')}`,
);
const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE_ALL = /["\\\u0000-\u001f]/g;

function escapeChar(ch: string): string {
  return SHORT_ESCAPES[ch] ?? (STRING_ESCAPES[ch.charCodeAt(0)] as string);
}

/** A JSON string literal as Python's `json.dumps(s, ensure_ascii=False)` writes it. */
function dumpString(s: string): string {
  return NEEDS_ESCAPE.test(s) ? `"${s.replace(NEEDS_ESCAPE_ALL, escapeChar)}"` : `"${s}"`;
}

/** Python's `repr(float)` (and so `json.dumps` of a float), for any double. */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  // Number#toString yields the shortest digit string that round-trips (closest one on ties),
  // which is what Python's repr uses too; only the layout differs.
  const js = String(Math.abs(x));
  const e = js.indexOf('e');
  const mantissa = e < 0 ? js : js.slice(0, e);
  const dot = mantissa.indexOf('.');
  const intPart = dot < 0 ? mantissa : mantissa.slice(0, dot);
  const fracPart = dot < 0 ? '' : mantissa.slice(dot + 1);
  let digits = intPart + fracPart;
  let pointPos = intPart.length + (e < 0 ? 0 : Number(js.slice(e + 1)));
  let lead = 0;
  while (digits.charCodeAt(lead) === 0x30) lead++;
  digits = digits.slice(lead);
  pointPos -= lead;
  digits = digits.replace(/0+$/, '');
  const exponent = pointPos - 1;
  if (exponent < -4 || exponent >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const abs = Math.abs(exponent);
    return `${sign}${m}e${exponent < 0 ? '-' : '+'}${abs < 10 ? '0' : ''}${abs}`;
  }
  if (pointPos <= 0) return `${sign}0.${'0'.repeat(-pointPos)}${digits}`;
  if (pointPos >= digits.length) return `${sign}${digits}${'0'.repeat(pointPos - digits.length)}.0`;
  return `${sign}${digits.slice(0, pointPos)}.${digits.slice(pointPos)}`;
}

function dumpNumber(x: number): string {
  if (!Number.isInteger(x)) return pythonFloatRepr(x);
  // A Python int: exact decimal digits, never an exponent, and no sign on zero.
  return Number.isSafeInteger(x) ? String(x) : BigInt(x).toString();
}

function describeType(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  if (value instanceof PyFloat) return `PyFloat(${typeof value.value})`;
  if (typeof value === 'object' && value !== null) {
    const name = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)
      ?.constructor?.name;
    return typeof name === 'string' && name !== '' ? `a ${name}` : 'an object';
  }
  return typeof value;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function formatPath(path: readonly (string | number)[]): string {
  let out = '$';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += IDENTIFIER.test(seg) ? `.${seg}` : `[${JSON.stringify(seg)}]`;
  }
  return out;
}

function keysInOrder(obj: object): readonly string[] {
  const keys = Object.keys(obj);
  const recorded = parsedKeyOrder.get(obj);
  if (recorded === undefined) return keys;
  if (recorded.length === keys.length && recorded.every((k) => Object.hasOwn(obj, k))) {
    return recorded;
  }
  // The object changed since parsing: keep surviving keys in source order, then new ones.
  const known = new Set(recorded);
  return [...recorded.filter((k) => Object.hasOwn(obj, k)), ...keys.filter((k) => !known.has(k))];
}

class Dumper {
  private readonly path: (string | number)[] = [];
  private readonly open = new Set<object>();

  dump(value: unknown): string {
    switch (typeof value) {
      case 'string':
        return dumpString(value);
      case 'number':
        return dumpNumber(value);
      case 'bigint':
        return value.toString();
      case 'boolean':
        return value ? 'true' : 'false';
      case 'object':
        if (value === null) return 'null';
        if (value instanceof PyFloat) {
          if (typeof value.value !== 'number') return this.fail(value);
          return pythonFloatRepr(value.value);
        }
        if (Array.isArray(value)) return this.dumpArray(value);
        if (isPlainObject(value)) return this.dumpObject(value);
        return this.fail(value);
      default:
        return this.fail(value);
    }
  }

  private enter(container: object): void {
    if (this.open.has(container)) {
      throw new TypeError(
        `cannot serialize a circular reference at ${formatPath(this.path)} (Python's json.dumps raises "Circular reference detected")`,
      );
    }
    this.open.add(container);
  }

  private dumpArray(arr: readonly unknown[]): string {
    this.enter(arr);
    const parts: string[] = [];
    for (let i = 0; i < arr.length; i++) {
      this.path.push(i);
      parts.push(this.dump(arr[i]));
      this.path.pop();
    }
    this.open.delete(arr);
    return `[${parts.join(', ')}]`;
  }

  private dumpObject(obj: object): string {
    this.enter(obj);
    const parts: string[] = [];
    for (const key of keysInOrder(obj)) {
      this.path.push(key);
      parts.push(`${dumpString(key)}: ${this.dump((obj as Record<string, unknown>)[key])}`);
      this.path.pop();
    }
    this.open.delete(obj);
    return `{${parts.join(', ')}}`;
  }

  private fail(value: unknown): never {
    throw new TypeError(
      `cannot serialize ${describeType(value)} at ${formatPath(this.path)}: Python's json.dumps has no representation for it`,
    );
  }
}

/**
 * Exactly Python 3's `json.dumps(value, ensure_ascii=False)`: separators `", "` and `": "`, keys
 * in insertion order, floats as `repr(float)`, NaN/Infinity as `NaN`/`Infinity`. Throws a
 * TypeError naming the path (`$.choices[2]`) for values Python could not dump: undefined,
 * functions, symbols, class instances such as Map or Date, and circular references.
 */
export function pythonJsonDumps(value: unknown): string {
  return new Dumper().dump(value);
}

// ---------------------------------------------------------------------------------------------
// parse

/** A JSON syntax error; `line` and `column` (1-based, column in code points) locate it. */
export class JsonSyntaxError extends InputError {
  constructor(
    /** What was expected, e.g. `expected ',' or '}' after object value`. */
    readonly reason: string,
    readonly line: number,
    readonly column: number,
    /** What was there instead, e.g. `'x'` or `end of input`. */
    readonly found: string,
    /** UTF-16 offset into the parsed text. */
    readonly offset: number,
  ) {
    super(`${reason} at line ${line}, column ${column}, found ${found}`);
  }
}

/** Python's json (C scanner) fails around 1000 levels; stop there rather than overflow the stack. */
const MAX_DEPTH = 1000;

const WORD_CHAR = /[A-Za-z0-9_]/;

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isArrayIndexKey(key: string): boolean {
  const c = key.charCodeAt(0);
  if (!isDigit(c)) return false;
  if (c === 0x30) return key.length === 1;
  if (key.length > 10) return false;
  for (let i = 1; i < key.length; i++) if (!isDigit(key.charCodeAt(i))) return false;
  return Number(key) < 4294967295;
}

function setKey(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(obj, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    obj[key] = value;
  }
}

class Parser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  parseDocument(): unknown {
    this.skipWhitespace();
    const value = this.parseValue('expected a JSON value');
    this.skipWhitespace();
    if (this.pos < this.text.length) this.fail('expected end of input after the JSON value');
    return value;
  }

  private skipWhitespace(): void {
    const text = this.text;
    let pos = this.pos;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
    this.pos = pos;
  }

  private parseValue(expected: string): unknown {
    const c = this.text.charCodeAt(this.pos);
    switch (c) {
      case 0x22: // "
        return this.parseString();
      case 0x7b: // {
        return this.parseObject();
      case 0x5b: // [
        return this.parseArray();
      case 0x74: // t
        return this.parseLiteral('true', true, expected);
      case 0x66: // f
        return this.parseLiteral('false', false, expected);
      case 0x6e: // n
        return this.parseLiteral('null', null, expected);
      case 0x4e: // N
        return this.parseLiteral('NaN', new PyFloat(NaN), expected);
      case 0x49: // I
        return this.parseLiteral('Infinity', new PyFloat(Infinity), expected);
      default:
        if (c === 0x2d || isDigit(c)) return this.parseNumber();
        return this.fail(expected);
    }
  }

  private parseLiteral(word: string, value: unknown, expected: string): unknown {
    if (!this.text.startsWith(word, this.pos)) this.fail(expected);
    this.pos += word.length;
    return value;
  }

  private parseNumber(): unknown {
    const text = this.text;
    const start = this.pos;
    let pos = start;
    if (text.charCodeAt(pos) === 0x2d) {
      pos++;
      if (text.startsWith('Infinity', pos)) {
        this.pos = pos + 8;
        return new PyFloat(-Infinity);
      }
    }
    let c = text.charCodeAt(pos);
    if (c === 0x30) {
      pos++;
      if (isDigit(text.charCodeAt(pos))) {
        this.pos = pos;
        this.fail('expected no digit after a leading 0 (leading zeros are not allowed)');
      }
    } else if (isDigit(c)) {
      do pos++;
      while (isDigit(text.charCodeAt(pos)));
    } else {
      this.pos = pos;
      this.fail("expected a digit or 'Infinity' after '-'");
    }
    const intEnd = pos;
    let isFloat = false;
    c = text.charCodeAt(pos);
    if (c === 0x2e) {
      pos++;
      if (!isDigit(text.charCodeAt(pos))) {
        this.pos = pos;
        this.fail("expected a digit after '.' in a number");
      }
      do pos++;
      while (isDigit(text.charCodeAt(pos)));
      isFloat = true;
      c = text.charCodeAt(pos);
    }
    if (c === 0x65 || c === 0x45) {
      pos++;
      c = text.charCodeAt(pos);
      if (c === 0x2b || c === 0x2d) pos++;
      if (!isDigit(text.charCodeAt(pos))) {
        this.pos = pos;
        this.fail('expected a digit in the exponent of a number');
      }
      do pos++;
      while (isDigit(text.charCodeAt(pos)));
      isFloat = true;
    }
    this.pos = pos;
    const literal = text.slice(start, pos);
    if (isFloat) {
      // Number() rounds correctly, like Python's float(); 1e400 becomes inf in both.
      const x = Number(literal);
      return Number.isInteger(x) || !Number.isFinite(x) ? new PyFloat(x) : x;
    }
    if (intEnd - start <= 16) {
      const n = Number(literal);
      if (Number.isSafeInteger(n)) return n === 0 ? 0 : n;
    }
    const big = BigInt(literal);
    return big <= BigInt(Number.MAX_SAFE_INTEGER) && big >= BigInt(Number.MIN_SAFE_INTEGER)
      ? Number(big)
      : big;
  }

  private parseString(): string {
    const text = this.text;
    const open = this.pos;
    let pos = open + 1;
    let chunkStart = pos;
    let out = '';
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        this.pos = pos + 1;
        return out + text.slice(chunkStart, pos);
      }
      if (c === 0x5c) {
        out += text.slice(chunkStart, pos);
        out += this.parseEscape(pos);
        pos = this.pos;
        chunkStart = pos;
      } else if (c < 0x20) {
        this.pos = pos;
        this.fail("expected '\"' or a character other than a control character in a string");
      } else if (Number.isNaN(c)) {
        this.pos = pos;
        const where = this.locate(open);
        this.fail(
          `expected '"' to close the string that starts at line ${where.line}, column ${where.column}`,
        );
      } else {
        pos++;
      }
    }
  }

  /** Reads the escape at `pos` (the backslash); leaves `this.pos` after it. */
  private parseEscape(pos: number): string {
    const text = this.text;
    const c = text.charCodeAt(pos + 1);
    this.pos = pos + 2;
    switch (c) {
      case 0x22:
        return '"';
      case 0x5c:
        return '\\';
      case 0x2f:
        return '/';
      case 0x62:
        return '\b';
      case 0x66:
        return '\f';
      case 0x6e:
        return '\n';
      case 0x72:
        return '\r';
      case 0x74:
        return '\t';
      case 0x75: {
        const hex = text.slice(pos + 2, pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
          let bad = pos + 2;
          while (bad < pos + 6 && /[0-9a-fA-F]/.test(text[bad] ?? '')) bad++;
          this.pos = bad;
          this.fail("expected 4 hex digits after '\\u' in a string");
        }
        this.pos = pos + 6;
        // Surrogate pairs written as two escapes join up by themselves in UTF-16, as in Python.
        return String.fromCharCode(parseInt(hex, 16));
      }
      default:
        this.pos = pos + 1;
        return this.fail(`expected one of '"\\/bfnrtu' after '\\' in a string`);
    }
  }

  private parseArray(): unknown[] {
    this.enter();
    this.pos++;
    const arr: unknown[] = [];
    this.skipWhitespace();
    if (this.text.charCodeAt(this.pos) === 0x5d) {
      this.pos++;
      this.depth--;
      return arr;
    }
    for (;;) {
      this.skipWhitespace();
      arr.push(
        this.parseValue(
          arr.length === 0 ? "expected a JSON value or ']'" : "expected a JSON value after ','",
        ),
      );
      this.skipWhitespace();
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x2c) {
        this.pos++;
      } else if (c === 0x5d) {
        this.pos++;
        this.depth--;
        return arr;
      } else {
        this.fail("expected ',' or ']' after array element");
      }
    }
  }

  private parseObject(): Record<string, unknown> {
    this.enter();
    this.pos++;
    const obj: Record<string, unknown> = {};
    let order: string[] | undefined;
    this.skipWhitespace();
    if (this.text.charCodeAt(this.pos) === 0x7d) {
      this.pos++;
      this.depth--;
      return obj;
    }
    let first = true;
    for (;;) {
      this.skipWhitespace();
      if (this.text.charCodeAt(this.pos) !== 0x22) {
        this.fail(
          first
            ? "expected '\"' to start a property name or '}'"
            : "expected '\"' to start a property name after ','",
        );
      }
      first = false;
      const key = this.parseString();
      this.skipWhitespace();
      if (this.text.charCodeAt(this.pos) !== 0x3a) this.fail("expected ':' after property name");
      this.pos++;
      this.skipWhitespace();
      const value = this.parseValue("expected a JSON value after ':'");
      if (order !== undefined) {
        if (!Object.hasOwn(obj, key)) order.push(key);
      } else if (isArrayIndexKey(key)) {
        // Keys so far hold no integer-like key, so Object.keys still lists them in source order.
        order = Object.keys(obj);
        if (!Object.hasOwn(obj, key)) order.push(key);
      }
      // Duplicate keys: the last value wins and the first position stays, as in a Python dict.
      setKey(obj, key, value);
      this.skipWhitespace();
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x2c) {
        this.pos++;
      } else if (c === 0x7d) {
        this.pos++;
        this.depth--;
        if (order !== undefined) parsedKeyOrder.set(obj, order);
        return obj;
      } else {
        this.fail("expected ',' or '}' after object value");
      }
    }
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) {
      this.fail(`expected at most ${MAX_DEPTH} nested arrays/objects`);
    }
  }

  private locate(offset: number): { line: number; column: number } {
    const text = this.text;
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    let column = 1;
    for (let i = lineStart; i < offset; i++) {
      const c = text.charCodeAt(i);
      // A surrogate pair is one character (code point), as Python counts columns.
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff && i + 1 < offset) i++;
      }
      column++;
    }
    return { line, column };
  }

  private describeFound(): string {
    const text = this.text;
    const pos = this.pos;
    if (pos >= text.length) return 'end of input';
    const cp = text.codePointAt(pos) as number;
    if (cp === 0xfeff) return "U+FEFF (a byte order mark; decode the file as 'utf-8-sig')";
    if (WORD_CHAR.test(text[pos] as string)) {
      let end = pos + 1;
      while (end < text.length && end - pos < 20 && WORD_CHAR.test(text[end] as string)) end++;
      return `'${text.slice(pos, end)}'`;
    }
    const ch = String.fromCodePoint(cp);
    if (cp < 0x20 || cp === 0x7f || /\s/u.test(ch) || (cp >= 0xd800 && cp <= 0xdfff)) {
      return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    }
    return `'${ch}'`;
  }

  private fail(expected: string): never {
    const { line, column } = this.locate(this.pos);
    throw new JsonSyntaxError(expected, line, column, this.describeFound(), this.pos);
  }
}

/**
 * Parses JSON text the way Python's `json.loads` accepts it (including `NaN`, `Infinity` and
 * `-Infinity`; duplicate keys: last value wins) into the value model above: integer literals
 * become numbers, or bigints beyond ±(2^53 - 1); literals with a fraction or exponent become
 * numbers, or PyFloat when the value is integral or infinite. Throws JsonSyntaxError.
 */
export function parsePythonJson(text: string): unknown {
  return new Parser(text).parseDocument();
}
