import { InputError } from '../../core/errors.js';
import { PyFloat } from '../../core/pyjson.js';

/** Rows in file order and, for each, the 1-based line (or row number) it starts on. */
export interface ParsedRows {
  rows: Record<string, unknown>[];
  lines: number[];
  /** Where each row's record starts in the decoded text (mmlu-csv), for the slice manifest. */
  offsets?: number[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The file's text. A leading byte order mark is dropped (spreadsheet exports write one); bytes
 * that are not UTF-8 are an InputError naming the line, as Python's `open(encoding="utf-8")`
 * would refuse the file too.
 */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    const { line, byte, offset } = firstInvalidUtf8(bytes);
    throw new InputError(
      `${file}:${line}: expected UTF-8 text, found byte 0x${byte.toString(16).padStart(2, '0')} at byte offset ${offset}`,
      ['save the file as UTF-8 (spreadsheet programs call it "CSV UTF-8")'],
    );
  }
}

function firstInvalidUtf8(bytes: Uint8Array): { line: number; byte: number; offset: number } {
  // Decoding leniently turns each bad sequence into U+FFFD; the first such U+FFFD whose bytes
  // are not a literal EF BF BD marks the first bad byte. Everything before it decoded cleanly,
  // so its byte offset is exact.
  const lenient = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  let offset = 0;
  let from = 0;
  for (let i = lenient.indexOf('\ufffd'); i !== -1; i = lenient.indexOf('\ufffd', i + 1)) {
    offset += Buffer.byteLength(lenient.slice(from, i));
    from = i;
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) break;
  }
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return { line, byte: bytes[offset] ?? 0, offset };
}

/**
 * 1-based line and column (in code points) of a UTF-16 offset; `\n`, `\r\n` and a lone `\r`
 * each end a line, as in Python's universal newlines.
 */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = 1;
  for (let i = lineStart; i < offset; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset) i++;
    column++;
  }
  return { line, column };
}

/** A value as an error message shows what was found: its kind and a short excerpt. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value))
    return `an array of ${value.length} element${value.length === 1 ? '' : 's'}`;
  if (value instanceof PyFloat) return `a number (${value.value})`;
  switch (typeof value) {
    case 'string':
      return `a string (${quoteExcerpt(value)})`;
    case 'number':
    case 'bigint':
    case 'boolean':
      return `a ${typeof value === 'bigint' ? 'number' : typeof value} (${String(value)})`;
    case 'object': {
      const keys = Object.keys(value);
      const shown = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', ...' : '');
      return keys.length === 0 ? 'an empty object' : `an object with keys ${shown}`;
    }
    default:
      return typeof value;
  }
}

/** `s` in double quotes, cut to `max` characters, for error messages. */
export function quoteExcerpt(s: string, max = 60): string {
  const cut = s.length > max ? `${s.slice(0, max)}...` : s;
  return JSON.stringify(cut);
}

/** Sets an own enumerable property, even for a key such as `__proto__` taken from user data. */
export function setField(row: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(row, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    row[key] = value;
  }
}
