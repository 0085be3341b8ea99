import { InputError } from '../../core/errors.js';
import { JsonSyntaxError, parsePythonJson } from '../../core/pyjson.js';
import { describeValue, quoteExcerpt, type ParsedRows } from './text.js';

function isRowObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isBlank(line: string): boolean {
  return /^[ \t\r]*$/.test(line);
}

/**
 * JSON Lines: one JSON object per line; blank lines are skipped. Values follow the Python value
 * model of `parsePythonJson` (`1` an int, `1.0` a float, NaN and Infinity accepted as Python's
 * json module accepts them).
 */
export function readJsonl(text: string, file: string): ParsedRows {
  const rows: Record<string, unknown>[] = [];
  const lines: number[] = [];
  const offsets: number[] = [];
  let start = 0;
  for (let lineNo = 1; start <= text.length; lineNo++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    const lineStart = start;
    start = end + 1;
    if (isBlank(line)) continue;
    let value: unknown;
    try {
      value = parsePythonJson(line);
    } catch (err) {
      if (!(err instanceof JsonSyntaxError)) throw err;
      const details = [`line ${lineNo}: ${quoteExcerpt(line, 100)}`];
      if (rows.length === 0 && /^\s*\[/.test(line)) {
        details.push(
          'this looks like one JSON array: name the file .json or set dataset.format: json',
        );
      } else if (/^\s*[{[]\s*$/.test(line)) {
        details.push('JSON Lines wants each object on a single line, not pretty-printed');
      }
      throw new InputError(
        `${file}:${lineNo}:${err.column}: invalid JSON: ${err.reason}, found ${err.found}`,
        details,
      );
    }
    if (!isRowObject(value)) {
      throw new InputError(
        `${file}:${lineNo}: expected a JSON object on each line, found ${describeValue(value)}`,
      );
    }
    rows.push(value);
    lines.push(lineNo);
    offsets.push(lineStart);
  }
  return { rows, lines, offsets };
}

/**
 * The row on the line that starts at `start` (a line start `readJsonl` reported), as `readJsonl`
 * reads it; undefined where no line starts there or it holds no row object.
 */
export function readJsonlRowAt(text: string, start: number): Record<string, unknown> | undefined {
  if (start < 0 || start >= text.length || (start > 0 && text.charCodeAt(start - 1) !== 0x0a)) {
    return undefined;
  }
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  const line = text.slice(start, end);
  if (isBlank(line)) return undefined;
  const value = parsePythonJson(line);
  return isRowObject(value) ? value : undefined;
}

/**
 * A JSON document holding a top-level array of row objects. A top-level object (such as
 * `{"data": [...]}`, which `datasets.load_dataset("json", field="data")` can read) is refused
 * rather than guessed at: which key holds the rows is the user's call, and a guess would hide a
 * wrong file behind a plausible slice.
 */
export function readJsonArray(text: string, file: string): ParsedRows {
  let value: unknown;
  try {
    value = parsePythonJson(text);
  } catch (err) {
    if (!(err instanceof JsonSyntaxError)) throw err;
    const details: string[] = [];
    if (err.reason.startsWith('expected end of input')) {
      details.push(
        'this looks like JSON Lines (one object per line): name the file .jsonl or set dataset.format: jsonl',
      );
    }
    throw new InputError(
      `${file}:${err.line}:${err.column}: invalid JSON: ${err.reason}, found ${err.found}`,
      details,
    );
  }
  if (!Array.isArray(value)) {
    const details = ['write the rows as [{...}, {...}], or one object per line in a .jsonl file'];
    if (isRowObject(value)) {
      const arrayKeys = Object.keys(value).filter((k) => Array.isArray(value[k]));
      if (arrayKeys.length > 0) {
        details.unshift(
          `the rows may be under ${arrayKeys.map((k) => JSON.stringify(k)).join(' or ')}: evalgate reads only a top-level array`,
        );
      }
    }
    throw new InputError(
      `${file}: expected a top-level JSON array of row objects, found ${describeValue(value)}`,
      details,
    );
  }
  const lines = elementLines(text, value.length);
  value.forEach((element, i) => {
    if (!isRowObject(element)) {
      throw new InputError(
        `${file}:${lines[i]}: expected every element of the top-level array to be an object, found ${describeValue(element)} (element ${i}, counting from 0)`,
      );
    }
  });
  return { rows: value as Record<string, unknown>[], lines };
}

/**
 * The 1-based line on which each element of the top-level array starts, found by a scan that
 * only tracks strings and nesting (the text is already known to be valid JSON).
 */
function elementLines(text: string, count: number): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let expectElement = false;
  for (let i = 0; i < text.length && lines.length < count; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      line++;
      continue;
    }
    if (c === 0x20 || c === 0x09 || c === 0x0d) continue;
    if (expectElement && depth === 1 && c !== 0x5d) lines.push(line);
    expectElement = false;
    if (c === 0x22) {
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c) i++;
        else if (s === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    } else if (c === 0x2c && depth === 1) {
      expectElement = true;
    }
  }
  return lines;
}
