import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config/schema.js';
import { InputError } from '../errors.js';
import { pythonJsonDumps } from '../pyjson.js';
import { sliceFingerprint } from './fingerprint.js';
import { numpyPermutation } from './permutation.js';
import {
  defaultFingerprintFields,
  manifestSourceSchema,
  type ManifestSource,
} from './manifest-source.js';
import {
  checkRow,
  columnsShown,
  itemId,
  mapRow,
  RowError,
  type Item,
  type RowSource,
} from './rows.js';
import { activeWashRules, washItems, type WashReport } from './wash.js';

export interface Slice {
  suite: string;
  /** `slice.fingerprint_fields`, or the default for these rows when it is not set. */
  fingerprintFields: string[];
  /** The selected items, in slice order. */
  items: Item[];
  fingerprint: string;
  wash: WashReport;
}

export interface SliceInput {
  rows: readonly Record<string, unknown>[];
  /** File and line of each row, for error messages. */
  sources: readonly RowSource[];
}

/**
 * Reproduces `load_dataset(...).filter(wash).shuffle(seed=S).select(range(N))` and the Python
 * fingerprint over `slice.fingerprint_fields`.
 */
export function buildSlice(input: SliceInput, config: Config): Slice {
  const fields = config.dataset.fields;
  const located = <T>(index: number, fn: () => T): T => {
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      const source = input.sources[index];
      const where = source ? `${source.file}:${source.line}` : `row ${index}`;
      throw new InputError(`${where}: ${error.message}`);
    }
  };
  assertMappedColumns(input.rows, fields);
  const items: Item[] = input.rows.map((source, index) =>
    located(index, () => ({
      id: itemId(source, index, fields),
      index,
      row: mapRow(source, fields),
    })),
  );
  const { kept, report } = washItems(items, config.wash);
  const multipleChoice = config.grader.kind === 'choice';
  for (const item of kept) {
    located(item.index, () => checkRow(item.row, multipleChoice || 'choices' in item.row));
  }
  if (config.dataset.fields.id !== undefined) assertUniqueIds(kept, input.sources);

  const size = config.slice.size ?? kept.length;
  if (size > kept.length) {
    throw new InputError(
      `slice.size: expected at most ${kept.length} (the rows left after washing), found ${size}: ${washSummary(report, config.wash)}`,
    );
  }
  const order = numpyPermutation(config.slice.seed, kept.length);
  const selected: Item[] = new Array(size);
  for (let i = 0; i < size; i++) selected[i] = kept[order[i]!]!;

  const fingerprintFields = config.slice.fingerprint_fields ?? defaultFingerprintFields(selected);
  for (const item of selected) {
    const missing = fingerprintFields.find((field) => !Object.hasOwn(item.row, field));
    if (missing !== undefined) {
      located(item.index, () => {
        throw new RowError(
          `slice.fingerprint_fields names "${missing}", but this row has no such field (it has: ${Object.keys(item.row).join(', ')})`,
        );
      });
    }
  }
  const fingerprint = located(-1, () =>
    sliceFingerprint(
      selected.map((item) => item.row),
      fingerprintFields,
    ),
  );
  return { suite: config.suite, fingerprintFields, items: selected, fingerprint, wash: report };
}

/** "the dataset has 200 rows; wash.require dropped 150, wash.dedupe dropped 49; 1 left". */
function washSummary(report: WashReport, wash: Config['wash']): string {
  const rules = activeWashRules(wash);
  const drops = rules.length
    ? rules.map((rule) => `wash.${rule} dropped ${report.dropped[rule]}`).join(', ')
    : 'no wash rule is set';
  const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;
  return `the dataset has ${rows(report.source)}; ${drops}; ${report.washed} left`;
}

function assertUniqueIds(items: readonly Item[], sources: readonly RowSource[]): void {
  const first = new Map<string | number, number>();
  for (const item of items) {
    const earlier = first.get(item.id);
    if (earlier !== undefined) {
      const where = (i: number) =>
        sources[i] ? `${sources[i].file}:${sources[i].line}` : `row ${i}`;
      throw new InputError(
        `${where(item.index)}: expected unique ids in dataset.fields.id, found ${JSON.stringify(item.id)} again (first at ${where(earlier)})`,
      );
    }
    first.set(item.id, item.index);
  }
}

/**
 * What `slice --write` stores beside the pinned fingerprint, so that a later mismatch can be
 * explained (count changed, or which row differs) instead of only reported.
 */
const washCount = z.number().int().nonnegative();
export const sliceManifestSchema = z.object({
  schema_version: z.literal(1),
  suite: z.string(),
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
  seed: z.string().regex(/^\d+$/),
  size: washCount,
  fingerprint_fields: z.array(z.string()),
  wash: z.object({
    source: washCount,
    dropped: z.object({
      require: washCount,
      min_choices: washCount,
      answer_in_choices: washCount,
      max_chars: washCount,
      dedupe: washCount,
    }),
    washed: washCount,
  }),
  ids: z.array(z.union([z.string(), z.number()])),
  /** sha256 (first 16 hex) of each selected row's fingerprint projection, in slice order. */
  row_hashes: z.array(z.string()),
  /** The data files and where the selected rows are in them, for re-reading only those rows. */
  source: manifestSourceSchema.optional(),
});
export type SliceManifest = z.infer<typeof sliceManifestSchema>;

export function sliceManifest(
  slice: Slice,
  config: Config,
  source?: ManifestSource,
): SliceManifest {
  return {
    schema_version: 1,
    suite: slice.suite,
    fingerprint: slice.fingerprint,
    seed: config.slice.seed.toString(),
    size: slice.items.length,
    fingerprint_fields: [...slice.fingerprintFields],
    wash: slice.wash,
    ids: slice.items.map((item) => item.id),
    row_hashes: rowHashes(slice, slice.fingerprintFields),
    ...(source ? { source } : {}),
  };
}

function rowHashes(slice: Slice, fields: readonly string[]): string[] {
  return slice.items.map((item) => {
    const projection = Object.fromEntries(fields.map((f) => [f, item.row[f]]));
    return createHash('sha256').update(pythonJsonDumps(projection)).digest('hex').slice(0, 16);
  });
}

/** Sentences naming the likely cause of a fingerprint mismatch, most telling first. */
export function explainMismatch(
  slice: Slice,
  config: Config,
  manifest: SliceManifest | undefined,
): string[] {
  if (!manifest || manifest.fingerprint !== config.slice.fingerprint) {
    return [
      'no slice manifest for the pinned fingerprint to compare with, so the cause cannot be narrowed down:' +
        ' the data files, wash rules, seed, size or fingerprint fields changed',
    ];
  }
  const causes: string[] = [];
  const seed = config.slice.seed.toString();
  if (manifest.seed !== seed) causes.push(`slice.seed changed: ${manifest.seed} -> ${seed}`);
  const fields = slice.fingerprintFields.join(', ');
  if (manifest.fingerprint_fields.join(', ') !== fields) {
    causes.push(
      `slice.fingerprint_fields changed: [${manifest.fingerprint_fields.join(', ')}] -> [${fields}]`,
    );
  }
  if (manifest.wash.source !== slice.wash.source) {
    causes.push(`the dataset has ${slice.wash.source} rows, it had ${manifest.wash.source}`);
  }
  if (manifest.wash.washed !== slice.wash.washed) {
    const rules = (Object.keys(slice.wash.dropped) as (keyof WashReport['dropped'])[])
      .filter((rule) => slice.wash.dropped[rule] !== manifest.wash.dropped[rule])
      .map(
        (rule) => `${rule} dropped ${slice.wash.dropped[rule]}, was ${manifest.wash.dropped[rule]}`,
      );
    causes.push(
      `the row count after washing changed: ${manifest.wash.washed} -> ${slice.wash.washed}` +
        (rules.length ? ` (${rules.join('; ')})` : ''),
    );
  }
  if (manifest.size !== slice.items.length) {
    causes.push(`the slice size changed: ${manifest.size} -> ${slice.items.length}`);
  }
  const hashes = rowHashes(slice, slice.fingerprintFields);
  const differs = hashes.findIndex(
    (hash, i) => hash !== manifest.row_hashes[i] || slice.items[i]!.id !== manifest.ids[i],
  );
  if (differs >= 0) {
    const now = slice.items[differs]!.id;
    const was = manifest.ids[differs];
    causes.push(
      now === was
        ? `the first row that differs is slice position ${differs} (id ${JSON.stringify(now)}): its content changed`
        : `the first row that differs is slice position ${differs}: id ${JSON.stringify(was)} then, id ${JSON.stringify(now)} now`,
    );
  }
  return causes.length
    ? causes
    : ['the slice matches the manifest; the pinned fingerprint was edited by hand'];
}

/**
 * Every column the mapping renames from must be a column of the rows: a misspelt one would leave
 * each row's own field of the canonical name standing in (`fields: {answer: lable}` grading
 * against the rows' `answer`), or no field at all. Rows that lack a column some rows have are
 * washed as before; a column no row has is an error naming the key, the column and the columns
 * present.
 */
function assertMappedColumns(
  rows: readonly Record<string, unknown>[],
  fields: Config['dataset']['fields'],
): void {
  if (rows.length === 0) return;
  const mapped: [string, string][] = [];
  for (const key of ['question', 'answer', 'subject'] as const) {
    const column = fields[key];
    if (column !== undefined && column !== key) mapped.push([key, column]);
  }
  if (Array.isArray(fields.choices))
    fields.choices.forEach((column, i) => mapped.push([`choices[${i}]`, column]));
  else if (fields.choices !== 'choices') mapped.push(['choices', fields.choices]);
  for (const [key, column] of mapped) {
    if (rows.some((row) => Object.hasOwn(row, column))) continue;
    throw new InputError(
      `dataset.fields.${key}: expected a column of the rows, found "${column}", which no row has (rows have: ${columnsShown(rows)})`,
    );
  }
}
