import {
  parquetMetadata,
  parquetReadObjects,
  parquetSchema,
  type FileMetaData,
  type SchemaTree,
} from 'hyparquet';
import { InputError } from '../../core/errors.js';
import { PyFloat } from '../../core/pyjson.js';
import { setField, type ParsedRows } from './text.js';

const utf8 = new TextDecoder();
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * All row groups of a Parquet file, as `datasets`/pyarrow hand them to Python: INT32/INT64 as
 * ints (bigint beyond ±2^53), FLOAT/DOUBLE as floats (PyFloat when integral, NaN or infinite),
 * lists as arrays, structs as objects, strings as strings. Values Python's `json.dumps` cannot
 * write stay as JavaScript's nearest equivalent, so the fingerprint refuses them as Python would:
 * binary columns as Uint8Array (bytes), timestamps and dates as Date (datetime). JSON columns
 * are strings, as pyarrow reads them. `lines` holds 1-based row numbers.
 */
export async function readParquet(bytes: Uint8Array, file: string): Promise<ParsedRows> {
  const buffer = new Uint8Array(bytes).buffer; // an ArrayBuffer of exactly the file's bytes
  let metadata: FileMetaData;
  let raw: Record<string, unknown>[];
  try {
    metadata = parquetMetadata(buffer);
    raw = await parquetReadObjects({
      file: { byteLength: buffer.byteLength, slice: (start, end) => buffer.slice(start, end) },
      metadata,
      // Only columns annotated as strings become strings; plain BYTE_ARRAY stays bytes.
      utf8: false,
      parsers: { jsonFromBytes: (b) => b && utf8.decode(b) },
    });
  } catch (err) {
    throw new InputError(
      `${file}: expected a Parquet file, found one that cannot be read (${errorText(err)})`,
      ['check that the file was copied completely and is Parquet, not CSV or JSON renamed'],
    );
  }
  const columns = parquetSchema(metadata).children;
  const rows = raw.map((source) => {
    const row: Record<string, unknown> = {};
    for (const column of columns) {
      setField(row, column.element.name, toValue(source[column.element.name], column, false));
    }
    return row;
  });
  return { rows, lines: rows.map((_, i) => i + 1) };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Mirrors hyparquet's list detection: a LIST group over one repeated child. */
function listElement(node: SchemaTree): { node: SchemaTree; repeated: boolean } | undefined {
  if (node.element.converted_type !== 'LIST' || node.children.length !== 1) return undefined;
  const repeated = node.children[0] as SchemaTree;
  if (repeated.element.repetition_type !== 'REPEATED' || repeated.children.length > 1) {
    return undefined;
  }
  // Three-level lists (list > element) or the legacy two-level form (the repeated field itself).
  const element = repeated.children[0];
  return element ? { node: element, repeated: false } : { node: repeated, repeated: true };
}

/** Mirrors hyparquet's map detection: a MAP group over one repeated key/value group. */
function mapValue(node: SchemaTree): SchemaTree | undefined {
  if (node.element.converted_type !== 'MAP' || node.children.length !== 1) return undefined;
  const entries = node.children[0] as SchemaTree;
  if (entries.element.repetition_type !== 'REPEATED' || entries.children.length !== 2) {
    return undefined;
  }
  return entries.children.find((child) => child.element.name === 'value');
}

function toValue(value: unknown, node: SchemaTree, isElement: boolean): unknown {
  if (value === null || value === undefined) return null;
  // A repeated field outside a LIST annotation (legacy writers) is an array of its values.
  if (!isElement && node.element.repetition_type === 'REPEATED' && Array.isArray(value)) {
    return value.map((v) => toValue(v, node, true));
  }
  const list = listElement(node);
  if (list && isArrayLike(value)) {
    return Array.from(value, (v) => toValue(v, list.node, list.repeated));
  }
  const mapped = mapValue(node);
  if (mapped && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) setField(out, key, toValue(v, mapped, false));
    return out;
  }
  if (node.children.length > 0 && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const child of node.children) {
      setField(out, child.element.name, toValue(value[child.element.name], child, false));
    }
    return out;
  }
  return leafValue(value, node);
}

function leafValue(value: unknown, node: SchemaTree): unknown {
  if (typeof value === 'bigint') {
    return value >= MIN_SAFE && value <= MAX_SAFE ? Number(value) : value;
  }
  if (
    typeof value === 'number' &&
    isFloatColumn(node) &&
    (Number.isInteger(value) || !Number.isFinite(value))
  ) {
    return new PyFloat(value);
  }
  return value;
}

function isFloatColumn(node: SchemaTree): boolean {
  const { type, converted_type, logical_type } = node.element;
  if (converted_type === 'DECIMAL') return false;
  return type === 'FLOAT' || type === 'DOUBLE' || logical_type?.type === 'FLOAT16';
}

function isArrayLike(value: unknown): value is ArrayLike<unknown> {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
