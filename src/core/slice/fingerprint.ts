/**
 * The slice fingerprint, identical to the Python pipeline's
 *
 *   hashlib.sha256(json.dumps([{k: r[k] for k in fields} for r in rows],
 *                             ensure_ascii=False).encode("utf-8")).hexdigest()
 *
 * Rows follow the value model of `../pyjson.ts` (int vs float, bigint, PyFloat).
 */
import { createHash } from 'node:crypto';
import { InputError } from '../errors.js';
import { pythonJsonDumps } from '../pyjson.js';

type Row = Readonly<Record<string, unknown>>;

/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `{k: r[k] for k in fields}` keeps each key once, at its first position. */
function uniqueFields(fields: readonly string[]): readonly string[] {
  return new Set(fields).size === fields.length ? fields : [...new Set(fields)];
}

function quoteField(field: string): string {
  return `'${field}'`;
}

/** `json.dumps({k: row[k] for k in fields}, ensure_ascii=False)`; `fields` already unique. */
function projectRow(row: Row, fields: readonly string[], index: number): string {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    throw new InputError(`row ${index} (0-based) is not an object`);
  }
  const parts: string[] = [];
  for (const field of fields) {
    if (!Object.hasOwn(row, field)) {
      throw new InputError(
        `row ${index} (0-based) has no field ${quoteField(field)}, which the fingerprint covers`,
        [`fingerprint fields: ${fields.map(quoteField).join(', ')}`],
      );
    }
    let value: string;
    try {
      value = pythonJsonDumps(row[field]);
    } catch (err) {
      throw new TypeError(
        `row ${index} (0-based), field ${quoteField(field)}: ${(err as Error).message}`,
        { cause: err },
      );
    }
    parts.push(`${pythonJsonDumps(field)}: ${value}`);
  }
  return `{${parts.join(', ')}}`;
}

/** Python's `.encode("utf-8")` rejects lone surrogates; Node would silently write U+FFFD. */
function assertEncodable(json: string, row: Row, fields: readonly string[], index: number): void {
  if ((json as string & { isWellFormed(): boolean }).isWellFormed()) return;
  const match = LONE_SURROGATE.exec(json);
  if (match === null) return;
  const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase()}`;
  const field =
    fields.find((f) => LONE_SURROGATE.test(pythonJsonDumps(row[f]))) ??
    fields.find((f) => LONE_SURROGATE.test(f));
  throw new InputError(
    `row ${index} (0-based), field ${quoteField(field ?? '?')} contains a lone surrogate (${code})`,
    [
      `Python's .encode("utf-8") raises UnicodeEncodeError on it, so the Python pipeline cannot fingerprint this slice either`,
    ],
  );
}

function* projectedRows(rows: readonly Row[], fields: readonly string[]): Generator<string> {
  const unique = uniqueFields(fields);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    const json = projectRow(row, unique, i);
    assertEncodable(json, row, unique, i);
    yield json;
  }
}

/**
 * The exact text the fingerprint hashes: `json.dumps([{k: r[k] for k in fields} for r in rows],
 * ensure_ascii=False)`. Throws InputError for a row without one of the fields (Python: KeyError)
 * or with a lone surrogate (Python: UnicodeEncodeError).
 */
export function sliceFingerprintJson(
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
): string {
  return `[${[...projectedRows(rows, fields)].join(', ')}]`;
}

/** Hex sha256 of the UTF-8 `sliceFingerprintJson(rows, fields)`, like the Python pipeline. */
export function sliceFingerprint(
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
): string {
  const hash = createHash('sha256');
  hash.update('[');
  let first = true;
  for (const json of projectedRows(rows, fields)) {
    if (!first) hash.update(', ');
    hash.update(json, 'utf8');
    first = false;
  }
  hash.update(']');
  return hash.digest('hex');
}

/**
 * The index of the first row whose projection on `fields` serializes differently in `a` and
 * `b`; when one list is a prefix of the other, the length of the shorter one; `undefined` when
 * both give the same fingerprint text.
 */
export function firstDifferingRow(
  a: readonly Record<string, unknown>[],
  b: readonly Record<string, unknown>[],
  fields: readonly string[],
): number | undefined {
  const unique = uniqueFields(fields);
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (projectRow(a[i] as Row, unique, i) !== projectRow(b[i] as Row, unique, i)) return i;
  }
  return a.length === b.length ? undefined : n;
}
