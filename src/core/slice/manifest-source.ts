import { z } from 'zod';
import { canonicalJson, sha256Hex } from '../canonical.js';
import type { Config } from '../config/schema.js';
import type { Slice, SliceManifest } from './build.js';
import { sliceFingerprint } from './fingerprint.js';
import { checkRow, itemId, mapRow, type Item } from './rows.js';

/**
 * What the manifest records about the data a pinned slice was built from, so that a later load
 * can re-read only the selected records instead of parsing every file: each file's size and
 * sha256, and where each selected record starts. Sizes and hashes, not mtimes: a fresh clone
 * gives every file a new mtime, and the content is what has to match.
 *
 * A manifest is a file in the repository that anyone who can push may rewrite, so its content
 * claims are checked: the files must hash as recorded, each selected row is re-read from those
 * files (never copied from the manifest) at a record start, and the rows must give the pinned
 * fingerprint. A manifest that fails any of these is set aside and the whole dataset is read.
 * What a forged one could still claim is which rows of the data hold the pinned slice (and so,
 * without an id field, their position ids) and the wash counts it reports.
 */
export const manifestSourceSchema = z.object({
  /** Digest of the config keys the slice depends on (`sliceConfigKey`). */
  config_key: z.string().regex(/^[0-9a-f]{64}$/),
  files: z.array(
    z.object({
      path: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      rows: z.number().int().nonnegative(),
    }),
  ),
  /** Each selected row, in slice order: its file (index into `files`), row index, line, offset. */
  items: z.array(
    z.object({
      file: z.number().int().nonnegative(),
      index: z.number().int().nonnegative(),
      line: z.number().int().positive(),
      offset: z.number().int().nonnegative(),
    }),
  ),
});
export type ManifestSource = z.infer<typeof manifestSourceSchema>;

/** The dataset formats whose records the manifest can point at and re-read one by one. */
export const REREADABLE_FORMATS: readonly string[] = ['mmlu-csv', 'jsonl'];

/** Digest of everything in the config that decides which rows the slice holds and how. */
export function sliceConfigKey(config: Config): string {
  return sha256Hex(
    canonicalJson({
      dataset: config.dataset,
      wash: config.wash,
      seed: config.slice.seed.toString(),
      size: config.slice.size ?? null,
      fingerprint_fields: config.slice.fingerprint_fields ?? null,
      multiple_choice: config.grader.kind === 'choice',
    }),
  );
}

/** A selected row as re-read from the data files, with the place the manifest named. */
export interface RereadRow {
  raw: Record<string, unknown>;
  index: number;
}

/**
 * The slice from its re-read rows: the same items `buildSlice` gives (ids, mapped rows, row
 * checks), its fingerprint computed afresh from them. The wash counts are the manifest's (they
 * only describe the slice). Throws (RowError or Error) where a row does not hold up; the caller
 * then reads the whole dataset.
 */
export function rebuildSlice(config: Config, manifest: SliceManifest, rows: RereadRow[]): Slice {
  const fields = config.dataset.fields;
  const items: Item[] = rows.map(({ raw, index }) => ({
    id: itemId(raw, index, fields),
    index,
    row: mapRow(raw, fields),
  }));
  const multipleChoice = config.grader.kind === 'choice';
  const seen = new Set<string | number>();
  for (const [i, item] of items.entries()) {
    checkRow(item.row, multipleChoice || 'choices' in item.row);
    if (seen.has(item.id) || item.id !== manifest.ids[i]) {
      throw new Error(`slice position ${i}: id ${JSON.stringify(item.id)} is not the manifest's`);
    }
    seen.add(item.id);
  }
  const fingerprintFields = config.slice.fingerprint_fields ?? defaultFingerprintFields(items);
  return {
    suite: config.suite,
    fingerprintFields,
    items,
    fingerprint: sliceFingerprint(
      items.map((item) => item.row),
      fingerprintFields,
    ),
    wash: manifest.wash,
  };
}

/** `slice.fingerprint_fields` when it is not set: with choices when every row has them. */
export function defaultFingerprintFields(items: readonly Item[]): string[] {
  return items.every((item) => 'choices' in item.row)
    ? ['question', 'choices', 'answer']
    : ['question', 'answer'];
}
