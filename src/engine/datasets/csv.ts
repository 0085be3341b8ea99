import { basename, extname } from 'node:path';
import { InputError } from '../../core/errors.js';
import { lineColumnAt, quoteExcerpt, setField, type ParsedRows } from './text.js';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

export interface CsvRecord {
  fields: string[];
  /** 1-based line the record starts on. */
  line: number;
  /** Offset (UTF-16 units) in the text where the record starts. */
  start: number;
}

/**
 * CSV as Python's `csv.reader` reads it with the default (excel) dialect from a file opened
 * with `newline=''`: comma delimiter, `"` quotes, `""` for a quote inside a quoted field, and
 * `\r\n`, `\n` or a lone `\r` ending a record (kept as they are inside quoted fields). It is a
 * superset of RFC 4180, and it keeps Python's lenient (non-strict) readings of sloppy files:
 * a `"` inside an unquoted field is a literal character (`a"b`), and text after a closing quote
 * is appended to the field (`"ab"cd` is `abcd`).
 *
 * Two deliberate differences, both on malformed files: a quoted field still open at the end of
 * the file is an InputError (Python silently ends the field there), and blank lines are skipped
 * (Python yields an empty record for each; pandas skips them too).
 *
 * Hand-written rather than csv-parse: csv-parse cannot reproduce the two lenient readings above
 * (it rejects them or keeps the quotes) nor mixed line endings within one file, and it takes
 * about 0.2 s on the 6 MB MMLU test split where this loop takes a fraction of that.
 */
export function parseCsvRecords(text: string, file: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let pos = 0;
  let line = 1;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (c === LF || c === CR) {
      pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
      line++;
      continue;
    }
    const read = readRecord(text, pos, line, file);
    records.push(read.record);
    pos = read.pos;
    line = read.line;
  }
  return records;
}

/**
 * The one record that starts at `start` (a record start that `parseCsvRecords` reported), read
 * as `parseCsvRecords` reads it there; undefined where no line starts there, at the end of the
 * text or on a blank line.
 */
export function parseCsvRecordAt(
  text: string,
  start: number,
  line: number,
  file: string,
): CsvRecord | undefined {
  const c = text.charCodeAt(start);
  if (start < 0 || start >= text.length || c === LF || c === CR) return undefined;
  const before = text.charCodeAt(start - 1);
  if (start > 0 && before !== LF && before !== CR) return undefined;
  return readRecord(text, start, line, file).record;
}

function readRecord(
  text: string,
  start: number,
  startLine: number,
  file: string,
): { record: CsvRecord; pos: number; line: number } {
  let pos = start;
  let line = startLine;
  const record: CsvRecord = { fields: [], line, start };
  for (;;) {
    let value: string;
    if (text.charCodeAt(pos) === QUOTE) {
      const open = pos;
      value = '';
      pos++;
      for (;;) {
        const close = text.indexOf('"', pos);
        if (close === -1) throw unclosedQuote(text, open, file);
        value += text.slice(pos, close);
        line += countLineBreaks(text, pos, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          pos = close + 2;
        } else {
          pos = close + 1;
          break;
        }
      }
      const end = fieldEnd(text, pos);
      if (end > pos) value += text.slice(pos, end);
      pos = end;
    } else {
      const end = fieldEnd(text, pos);
      value = text.slice(pos, end);
      pos = end;
    }
    record.fields.push(value);
    const c = text.charCodeAt(pos);
    if (c === COMMA) {
      pos++;
      continue;
    }
    if (c === CR) {
      pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
      line++;
    } else if (c === LF) {
      pos++;
      line++;
    }
    return { record, pos, line };
  }
}

/** Index of the comma, line break or end of text that ends an unquoted stretch at `pos`. */
function fieldEnd(text: string, pos: number): number {
  const n = text.length;
  while (pos < n) {
    const c = text.charCodeAt(pos);
    if (c === COMMA || c === LF || c === CR) break;
    pos++;
  }
  return pos;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) count++;
    else if (c === CR && (i + 1 >= to || text.charCodeAt(i + 1) !== LF)) count++;
  }
  return count;
}

function unclosedQuote(text: string, open: number, file: string): InputError {
  const { line, column } = lineColumnAt(text, open);
  return new InputError(
    `${file}:${line}:${column}: expected a closing '"' for the quoted field that starts here, found the end of the file`,
    [
      'a quoted field ends at the next lone \'"\'; a quote inside it must be doubled (""),',
      'and a field that starts with a quote must end with one',
    ],
  );
}

/**
 * A CSV file with a header line: one row object per record, keys from the header in order.
 *
 * Values are strings, except that a column whose every value is an integer literal
 * (`[+-]?[0-9]+`, e.g. `7`, `-3`, `007`) becomes Python ints, as `pandas.read_csv` (what
 * `datasets.load_dataset("csv", ...)` uses) infers an int64 column; such ints beyond ±2^53 are
 * bigints. A column with an empty cell, a decimal point or anything else stays strings (pandas
 * would infer floats, NaN or bools there; evalgate keeps the text as written instead).
 */
export function readCsv(text: string, file: string): ParsedRows {
  const records = parseCsvRecords(text, file);
  const header = records[0];
  if (header === undefined) {
    throw new InputError(`${file}: expected a header line naming the columns, found an empty file`);
  }
  const names = header.fields;
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) {
      throw new InputError(
        `${file}:${header.line}: expected distinct column names in the header, found ${quoteExcerpt(name)} twice`,
        [
          'rename one of the columns; if the file has no header line (the original MMLU CSVs),',
          'set dataset.format: mmlu-csv',
        ],
      );
    }
    seen.add(name);
  }
  const body = records.slice(1);
  for (const record of body) {
    if (record.fields.length !== names.length) {
      throw new InputError(
        `${file}:${record.line}: expected ${names.length} fields as in the header (${names.join(', ')}), found ${record.fields.length}`,
        ['a field that contains a comma, a quote or a line break must be quoted: "a, b"'],
      );
    }
  }
  const integerColumns = names.map(
    (_, col) => body.length > 0 && body.every((r) => INTEGER.test(r.fields[col] as string)),
  );
  const rows = body.map((record) => {
    const row: Record<string, unknown> = {};
    for (let col = 0; col < names.length; col++) {
      const raw = record.fields[col] as string;
      setField(row, names[col] as string, integerColumns[col] ? parseInteger(raw) : raw);
    }
    return row;
  });
  return { rows, lines: body.map((r) => r.line) };
}

const INTEGER = /^[+-]?[0-9]+$/;

function parseInteger(literal: string): number | bigint {
  const n = Number(literal);
  if (Number.isSafeInteger(n)) return n === 0 ? 0 : n; // no -0: Python's int has no sign on zero
  return BigInt(literal);
}

const MMLU_LETTERS = ['A', 'B', 'C', 'D'];

/**
 * The original MMLU CSV layout (hendrycks/test): no header, six fields per record
 * `question,A,B,C,D,answer_letter`, the subject in the file name (`abstract_algebra_test.csv`).
 * Rows follow the cais/mmlu schema, keys in its order: `{question, subject, choices, answer}`.
 */
export function readMmluCsv(text: string, file: string): ParsedRows {
  const subject = mmluSubject(file);
  const records = parseCsvRecords(text, file);
  const rows = records.map((record) => mmluRow(record, subject, file));
  return { rows, lines: records.map((r) => r.line), offsets: records.map((r) => r.start) };
}

/** The mmlu-csv row of the record that starts at `start` (see `parseCsvRecordAt`). */
export function readMmluCsvRowAt(
  text: string,
  start: number,
  line: number,
  file: string,
): Record<string, unknown> | undefined {
  const record = parseCsvRecordAt(text, start, line, file);
  return record && mmluRow(record, mmluSubject(file), file);
}

function mmluRow(
  { fields, line }: CsvRecord,
  subject: string | null,
  file: string,
): Record<string, unknown> {
  if (fields.length !== 6) {
    throw new InputError(
      `${file}:${line}: expected 6 fields for mmlu-csv (question, A, B, C, D, answer letter), found ${fields.length}`,
      [
        `the record starts with ${quoteExcerpt(fields[0] ?? '')}`,
        'a field that contains a comma, a quote or a line break must be quoted: "a, b"',
      ],
    );
  }
  const [question, a, b, c, d, letter] = fields as [string, string, string, string, string, string];
  const answer = MMLU_LETTERS.indexOf(letter);
  if (answer === -1) {
    throw new InputError(
      `${file}:${line}: expected the answer letter (6th field) to be one of A, B, C, D, found ${quoteExcerpt(letter)}`,
    );
  }
  return { question, subject, choices: [a, b, c, d], answer };
}

/**
 * `abstract_algebra_test.csv` → `abstract_algebra` (also `_dev`, `_val`, `_validation`). A name
 * without `_<split>` (`questions.csv`) names no subject: null, never the file name (loading the
 * config warns of it).
 */
export function mmluSubject(file: string): string | null {
  let subject = subjects.get(file);
  if (subject === undefined) {
    const name = basename(file, extname(file));
    const match = /^(.+)_(?:test|dev|val|validation)$/.exec(name);
    subject = match ? match[1]! : null;
    if (subjects.size < 4096) subjects.set(file, subject);
  }
  return subject;
}

/** Each file's subject, asked once per row of a slice re-read through its manifest. */
const subjects = new Map<string, string | null>();
