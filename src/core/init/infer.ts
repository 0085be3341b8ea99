/**
 * What `evalgate init` reads from a dataset's first rows: which columns hold the question, the
 * choices, the answer, the id and the subject, and so what kind of suite it is (multiple choice,
 * a number to compute, or a short text answer). Pure: the command reads the rows and passes them.
 *
 * Columns are matched by name first (case, `_`, `-` and spaces ignored), then by what their
 * values look like; every pick carries the reason, which the config's comments and the command's
 * stderr show, so a wrong guess is visible and fixed by editing `dataset.fields`.
 */
import { InputError } from '../errors.js';
import { PyFloat } from '../pyjson.js';
import { answerIndex, show } from '../slice/rows.js';

export type SuiteKind = 'choice' | 'numeric' | 'text';

/** `dataset.fields` as init writes it: evalgate's names to the dataset's columns. */
export interface InferredFields {
  id?: string;
  question: string;
  choices?: string | string[];
  answer: string;
  subject?: string;
}

interface FieldNote {
  field: keyof InferredFields;
  /** The column (or columns) the field reads. */
  column: string;
  /** What the values are and why this column, e.g. "a 0-based choice index". */
  why: string;
}

export interface Inference {
  kind: SuiteKind;
  fields: InferredFields;
  notes: FieldNote[];
  /** Columns the rows have, in first-seen order. */
  columns: string[];
}

/** How many leading rows the guesses look at (ids are checked for uniqueness over every row). */
const SAMPLE_ROWS = 50;

const QUESTION_NAMES = [
  'question',
  'prompt',
  'input',
  'query',
  'problem',
  'instruction',
  'stem',
  'text',
  'q',
];
const CHOICE_NAMES = [
  'choices',
  'options',
  'candidates',
  'endings',
  'alternatives',
  'choice',
  'option',
  'answers',
];
const ANSWER_NAMES = [
  'answer',
  'label',
  'target',
  'gold',
  'correct',
  'correctanswer',
  'answeridx',
  'answerindex',
  'answerkey',
  'answerletter',
  'reference',
  'expected',
  'expectedanswer',
  'groundtruth',
  'output',
  'solution',
  'answers',
  'a',
];
const ID_NAMES = [
  'id',
  'uid',
  'qid',
  'questionid',
  'itemid',
  'exampleid',
  'sampleid',
  'key',
  'idx',
];
const SUBJECT_NAMES = ['subject', 'category', 'topic', 'domain', 'area', 'discipline'];

/** Column prefixes of one-column-per-choice layouts: `A`..`D`, `option_a`, `choice1`, `opa`. */
const CHOICE_COLUMN = /^(|option|options|choice|choices|opt|op|alt|ending|answer)([a-j]|\d{1,2})$/;

const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Infers the field mapping from the rows of `file`. Bad input (no rows, no column that can be the
 * question or the answer, answers that point at no choice) is an InputError naming the file, the
 * columns and, for a value, the row it is on (`lineOf` gives a row's file line).
 */
export function inferFields(
  rows: readonly Record<string, unknown>[],
  file: string,
  lineOf: (row: number) => number = (row) => row + 1,
): Inference {
  if (rows.length === 0) {
    throw new InputError(`${file}: expected rows to infer the fields from, found none`);
  }
  const sample = rows.slice(0, SAMPLE_ROWS);
  const columns = [...new Set(sample.flatMap((row) => Object.keys(row)))];
  const listed = `its columns are: ${columns.map((c) => JSON.stringify(c)).join(', ')}`;
  const values = (column: string) =>
    sample.map((row) => row[column]).filter((v) => v !== undefined && v !== null && v !== '');
  const byName = (names: readonly string[], ok: (column: string) => boolean) => {
    for (const name of names) {
      const found = columns.find((c) => normalized(c) === name && ok(c));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const notes: FieldNote[] = [];
  const used = new Set<string>();

  const choices = inferChoices(columns, values, byName);
  if (choices) {
    for (const c of [choices.fields].flat()) used.add(c);
    notes.push({ field: 'choices', column: [choices.fields].flat().join(', '), why: choices.why });
  } else {
    // A choices column evalgate cannot read (ARC's {text: [...], label: [...]}) would otherwise
    // turn a multiple-choice set into free text without a word.
    const odd = byName(CHOICE_NAMES.slice(0, 6), (c) => values(c).length > 0);
    if (odd !== undefined) {
      const at = sample.findIndex((row) => row[odd] !== undefined && row[odd] !== null);
      throw new InputError(
        `${file}:${lineOf(at)}: expected "${odd}" to be a list of at least 2 choices (text or numbers), found ${show(sample[at]![odd])}`,
        [
          'evalgate reads choices from one list column or from one column per choice (A, B, C, D); flatten nested choices first',
        ],
      );
    }
  }

  const isText = (c: string) => {
    const v = values(c);
    return !used.has(c) && v.length > 0 && v.every((x) => typeof x === 'string');
  };
  let question = byName(QUESTION_NAMES, isText);
  let questionWhy = 'named as a question';
  if (question === undefined) {
    // The longest text column: questions are longer than ids, subjects and answers.
    const texts = columns.filter(isText);
    const meanLength = (c: string) =>
      values(c).reduce((n: number, v) => n + String(v).length, 0) / values(c).length;
    question = texts.sort((a, b) => meanLength(b) - meanLength(a))[0];
    questionWhy = 'the longest text column (no column is named question or prompt)';
  }
  if (question === undefined) {
    throw new InputError(`${file}: cannot tell which column holds the question`, [
      `expected a text column named question, prompt, input or similar; ${listed}`,
    ]);
  }
  used.add(question);
  notes.unshift({ field: 'question', column: question, why: questionWhy });

  const answer = choices
    ? inferChoiceAnswer(sample, choices.fields, columns, used, byName, file, lineOf, listed)
    : inferTextAnswer(sample, used, byName, file, lineOf, listed);
  used.add(answer.column);
  notes.push({ field: 'answer', column: answer.column, why: answer.why });

  const id = byName(ID_NAMES, (c) => !used.has(c) && uniqueIds(rows, c));
  if (id !== undefined) {
    used.add(id);
    notes.unshift({ field: 'id', column: id, why: 'unique in every row' });
  } else {
    notes.unshift({
      field: 'id',
      column: '(none)',
      why: 'no column with a unique id in every row; ids are the 0-based row numbers',
    });
  }
  const subject = byName(SUBJECT_NAMES, isText);
  if (subject !== undefined)
    notes.push({ field: 'subject', column: subject, why: 'scores are also reported per subject' });

  const fields: InferredFields = {
    ...(id === undefined ? {} : { id }),
    question,
    ...(choices ? { choices: choices.fields } : {}),
    answer: answer.column,
    ...(subject === undefined ? {} : { subject }),
  };
  return { kind: answer.kind, fields, notes, columns };
}

function inferChoices(
  columns: readonly string[],
  values: (column: string) => unknown[],
  byName: (names: readonly string[], ok: (column: string) => boolean) => string | undefined,
): { fields: string | string[]; why: string } | undefined {
  const isChoiceList = (c: string) => {
    const v = values(c);
    return (
      v.length > 0 &&
      v.every(
        (x) =>
          Array.isArray(x) &&
          x.length >= 2 &&
          x.every((e) => typeof e === 'string' || typeof e === 'number'),
      )
    );
  };
  const named = byName(CHOICE_NAMES, isChoiceList);
  if (named !== undefined) return { fields: named, why: `a list (${listSizes(values(named))})` };
  const lists = columns.filter(isChoiceList);
  if (lists.length === 1) {
    return { fields: lists[0]!, why: `the only list column (${listSizes(values(lists[0]!))})` };
  }

  // One column per choice: the largest group of columns that share a prefix and run A, B, C...
  // (or 1, 2, 3...) without a gap.
  const groups = new Map<string, { key: string; column: string }[]>();
  for (const column of columns) {
    const match = CHOICE_COLUMN.exec(normalized(column));
    if (!match) continue;
    const [, prefix, key] = match as unknown as [string, string, string];
    if (prefix === '' && /\d/.test(key)) continue;
    groups.set(prefix, [...(groups.get(prefix) ?? []), { key, column }]);
  }
  let best: string[] | undefined;
  for (const members of groups.values()) {
    const run = contiguousRun(members);
    if (run.length >= 2 && run.length > (best?.length ?? 0)) best = run;
  }
  if (best === undefined) return undefined;
  return { fields: best, why: `one column per choice (${best.length} choices)` };
}

/** The columns of a group in key order, from A (or 0 or 1) up to the first gap. */
function contiguousRun(members: readonly { key: string; column: string }[]): string[] {
  const numeric = members.every((m) => /^\d+$/.test(m.key));
  const rank = (key: string) => (numeric ? Number(key) : key.charCodeAt(0) - 97);
  const sorted = [...members].sort((a, b) => rank(a.key) - rank(b.key));
  const start = numeric ? rank(sorted[0]!.key) : 0;
  if (rank(sorted[0]!.key) !== start || start > 1) return [];
  const run: string[] = [];
  for (const [i, member] of sorted.entries()) {
    if (rank(member.key) !== start + i) break;
    run.push(member.column);
  }
  return run;
}

function listSizes(values: unknown[]): string {
  const sizes = [...new Set(values.map((v) => (v as unknown[]).length))].sort((a, b) => a - b);
  return sizes.length === 1
    ? `${sizes[0]} choices`
    : `${sizes[0]} to ${sizes[sizes.length - 1]} choices`;
}

interface AnswerPick {
  column: string;
  kind: SuiteKind;
  why: string;
}

function inferChoiceAnswer(
  sample: readonly Record<string, unknown>[],
  choices: string | string[],
  columns: readonly string[],
  used: ReadonlySet<string>,
  byName: (names: readonly string[], ok: (column: string) => boolean) => string | undefined,
  file: string,
  lineOf: (row: number) => number,
  listed: string,
): AnswerPick {
  const choicesOf = (row: Record<string, unknown>): unknown[] =>
    Array.isArray(choices)
      ? choices.map((c) => row[c])
      : Array.isArray(row[choices])
        ? (row[choices] as unknown[])
        : [];
  const firstBad = (column: string) =>
    sample.findIndex((row) => answerIndex(row[column], choicesOf(row).length) === undefined);
  const points = (c: string) =>
    !used.has(c) && sample.some((r) => r[c] !== undefined) && firstBad(c) < 0;
  const column = byName(ANSWER_NAMES, points) ?? columns.find(points);
  if (column !== undefined) {
    const letters = sample.some(
      (row) => typeof row[column] === 'string' && /[A-Za-z]/.test(String(row[column])),
    );
    return {
      column,
      kind: 'choice',
      why: letters ? 'the letter of the correct choice' : 'the 0-based index of the correct choice',
    };
  }
  const named = byName(ANSWER_NAMES, (c) => !used.has(c));
  if (named !== undefined) {
    const bad = firstBad(named);
    const row = sample[bad]!;
    const value = row[named];
    const text = choicesOf(row).some((c) => String(c) === String(value));
    const oneBased = typeof value === 'number' && value === choicesOf(row).length && value > 0;
    throw new InputError(
      `${file}:${lineOf(bad)}: expected "${named}" to be the answer as a 0-based choice index or a letter A..J, found ${show(value)}`,
      [
        text
          ? 'it is the text of a choice: write the index (0 for the first choice) or the letter instead'
          : oneBased
            ? 'it looks like a 1-based index: evalgate counts choices from 0'
            : `the row has ${choicesOf(row).length} choices`,
      ],
    );
  }
  throw new InputError(`${file}: cannot tell which column holds the answer`, [
    `expected a column named answer, label or target holding a 0-based choice index or a letter; ${listed}`,
  ]);
}

function inferTextAnswer(
  sample: readonly Record<string, unknown>[],
  used: ReadonlySet<string>,
  byName: (names: readonly string[], ok: (column: string) => boolean) => string | undefined,
  file: string,
  lineOf: (row: number) => number,
  listed: string,
): AnswerPick {
  const column = byName(
    ANSWER_NAMES,
    (c) => !used.has(c) && sample.some((r) => r[c] !== undefined),
  );
  if (column === undefined) {
    throw new InputError(`${file}: cannot tell which column holds the answer`, [
      `expected a column named answer, label, target or similar (or a column of choices for multiple choice); ${listed}`,
    ]);
  }
  const present = sample
    .map((row, i) => ({ value: row[column], i }))
    .filter(({ value }) => value !== undefined && value !== null);
  const bad = present.find(({ value }) => !isScalar(value));
  if (bad) {
    throw new InputError(
      `${file}:${lineOf(bad.i)}: expected "${column}" to hold the answer as text or a number, found ${show(bad.value)}`,
      ['evalgate compares a response with one reference answer per row'],
    );
  }
  if (present.length > 0 && present.every(({ value }) => isNumber(value))) {
    return {
      column,
      kind: 'numeric',
      why: 'a number: the numeric grader reads the number a response states',
    };
  }
  return {
    column,
    kind: 'text',
    why: 'text: compared with the response after normalising case, punctuation, articles and spaces',
  };
}

function isScalar(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    value instanceof PyFloat
  );
}

const NUMBER_TEXT = /^\s*[-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][-+]?\d+)?\s*$/;

function isNumber(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'bigint' || value instanceof PyFloat)
    return true;
  return typeof value === 'string' && /\d/.test(value) && NUMBER_TEXT.test(value);
}

function uniqueIds(rows: readonly Record<string, unknown>[], column: string): boolean {
  const seen = new Set<string>();
  for (const row of rows) {
    const value = row[column];
    const ok =
      typeof value === 'string' ||
      typeof value === 'bigint' ||
      (typeof value === 'number' && Number.isSafeInteger(value));
    if (!ok) return false;
    const key = `${typeof value}:${String(value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}
