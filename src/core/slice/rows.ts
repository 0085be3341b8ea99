import type { Config } from '../config/schema.js';
import { PyFloat } from '../pyjson.js';

/** One dataset row under evalgate's field names, with where it came from. */
export interface Item {
  /** The `dataset.fields.id` value, or the 0-based row index over all files when none is set. */
  id: string | number;
  /** Position in the loaded dataset, before washing. */
  index: number;
  /** The source row with the mapped fields (question, choices, answer, ...) under their evalgate names. */
  row: Record<string, unknown>;
}

/** The row's subject (`dataset.fields.subject`, or an mmlu-csv file's name), null without one. */
export function itemSubject(item: Item): string | null {
  const subject = item.row.subject;
  return typeof subject === 'string' && subject.trim() !== '' ? subject : null;
}

export interface RowSource {
  file: string;
  line: number;
  /** Where the row's record starts in the file's decoded text, where the reader can say. */
  offset?: number;
}

type Fields = Config['dataset']['fields'];

/**
 * Puts the configured columns under evalgate's names. Other columns pass through unchanged, so
 * with the default mapping the row is exactly the source row (what the Python pipeline sees).
 */
export function mapRow(source: Record<string, unknown>, fields: Fields): Record<string, unknown> {
  const row: Record<string, unknown> = { ...source };
  const rename = (name: string, column: string | undefined) => {
    if (column !== undefined && column !== name && column in source) row[name] = source[column];
  };
  rename('question', fields.question);
  rename('answer', fields.answer);
  rename('subject', fields.subject);
  if (Array.isArray(fields.choices)) {
    row.choices = fields.choices.map((column) => source[column]);
  } else {
    rename('choices', fields.choices);
  }
  return row;
}

export function itemId(
  source: Record<string, unknown>,
  index: number,
  fields: Fields,
): string | number {
  if (fields.id === undefined) return index;
  const value = source[fields.id];
  if (typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))) {
    return value;
  }
  if (typeof value === 'bigint') return value.toString();
  throw new RowError(
    `expected an id (a string or an integer) in column "${fields.id}", found ${show(value)}`,
  );
}

const LETTERS = 'ABCDEFGHIJ';

/** The 0-based choice index an answer points at, or undefined when it is not a valid pointer. */
export function answerIndex(answer: unknown, choiceCount: number): number | undefined {
  let index: number | undefined;
  if (typeof answer === 'number' && Number.isInteger(answer)) index = answer;
  else if (answer instanceof PyFloat && Number.isInteger(answer.value)) index = answer.value;
  else if (typeof answer === 'string') {
    const letter = answer.trim().toUpperCase();
    if (/^[A-J]$/.test(letter)) index = LETTERS.indexOf(letter);
    else if (/^\d+$/.test(letter)) index = Number(letter);
  }
  return index !== undefined && index >= 0 && index < choiceCount ? index : undefined;
}

/** A row that the wash rules kept but that evalgate cannot use; the caller adds file and line. */
export class RowError extends Error {}

/**
 * Checks that a kept row can be evaluated. Multiple-choice suites (grader `choice`, or rows with
 * choices) need a list of choices and an answer pointing into it.
 */
export function checkRow(row: Record<string, unknown>, multipleChoice: boolean): void {
  const { question, choices, answer } = row;
  if (typeof question !== 'string' || question.trim() === '') {
    throw new RowError(`expected a non-empty string in "question", found ${show(question)}`);
  }
  if (!multipleChoice) {
    if (answer === undefined || answer === null) {
      throw new RowError(`expected an answer in "answer", found ${show(answer)}`);
    }
    return;
  }
  if (!Array.isArray(choices) || choices.length === 0) {
    throw new RowError(`expected a non-empty list in "choices", found ${show(choices)}`);
  }
  if (choices.length > LETTERS.length) {
    throw new RowError(`expected at most ${LETTERS.length} choices, found ${choices.length}`);
  }
  const bad = choices.findIndex((c) => typeof c !== 'string' && typeof c !== 'number');
  if (bad >= 0) {
    throw new RowError(`expected text in choices[${bad}], found ${show(choices[bad])}`);
  }
  if (answerIndex(answer, choices.length) === undefined) {
    throw new RowError(
      `expected "answer" to be a choice index 0..${choices.length - 1} or a letter A..${LETTERS[choices.length - 1]}, found ${show(answer)}` +
        ' (add `answer_in_choices: true` under wash to drop such rows)',
    );
  }
}

export function show(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'null';
  if (typeof value === 'string')
    return value === '' ? 'an empty string' : JSON.stringify(cut(value));
  if (value instanceof PyFloat) return String(value.value);
  if (Array.isArray(value))
    return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function cut(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The columns the rows have, as an error that names a missing one lists them (20 at most). */
export function columnsShown(rows: Iterable<Record<string, unknown>>): string {
  const present = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) present.add(name);
  const names = [...present];
  return names.slice(0, 20).join(', ') + (names.length > 20 ? `, ... (${names.length})` : '');
}
