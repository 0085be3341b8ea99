import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { parsePythonJson } from '../core/pyjson.js';
import {
  buildSlice,
  explainMismatch,
  sliceManifestSchema,
  type Slice,
  type SliceManifest,
} from '../core/slice/build.js';
import type { LoadedConfig } from './config.js';
import { displayPath, ioReason, writeFileAtomic } from './config.js';
import { readDataset, type LoadedDataset } from './datasets/read.js';
import { sliceFromManifest } from './slice-manifest.js';
import { statePath } from './paths.js';

/**
 * The suite's slice. With a pinned fingerprint and a slice manifest that holds up, only the
 * selected rows are re-read (`sliceFromManifest`); otherwise, or when the manifest is stale
 * (`warn` says so), the whole dataset is read and sliced.
 */
export async function loadSlice(
  loaded: LoadedConfig,
  warn: (message: string) => void = (message) =>
    void process.stderr.write(`evalgate: warning: ${message}\n`),
): Promise<Slice> {
  if (loaded.config.slice.fingerprint !== undefined) {
    const shown = displayPath(manifestPath(loaded));
    const manifest = await readManifest(loaded).catch((error: unknown) => {
      warn(`${(error as Error).message.replace(/; delete it.*$/, '')}; reading the whole dataset`);
      return undefined;
    });
    const fast = await sliceFromManifest(loaded, manifest, shown, warn);
    if (fast) return fast;
  }
  return (await sliceFromData(loaded)).slice;
}

/** The slice built from every row of the dataset, and the dataset (for the manifest). */
export async function sliceFromData(
  loaded: LoadedConfig,
): Promise<{ slice: Slice; dataset: LoadedDataset }> {
  const { config, baseDir } = loaded;
  const dataset = await readDataset({
    pattern: config.dataset.path,
    baseDir,
    format: config.dataset.format,
    ...(loaded.readRoot === undefined ? {} : { root: loaded.readRoot }),
  });
  return { slice: buildSlice(dataset, config), dataset };
}

/** `.evalgate/slices/<suite>.json` beside the config: what the pinned fingerprint was made from. */
export function manifestPath(loaded: LoadedConfig): string {
  return statePath(loaded.baseDir, 'slices', `${loaded.config.suite}.json`);
}

export async function readManifest(loaded: LoadedConfig): Promise<SliceManifest | undefined> {
  const file = manifestPath(loaded);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(
      `${displayPath(file)}: cannot read the slice manifest: ${ioReason(error)}`,
    );
  }
  const shown = displayPath(file);
  let data: unknown;
  try {
    data = parseManifestJson(text);
  } catch (error) {
    throw new InputError(
      `${shown}: the slice manifest is not valid JSON: ${(error as Error).message}`,
    );
  }
  const result = sliceManifestSchema.safeParse(data);
  if (!result.success) {
    const problem = result.error.issues[0]!;
    throw new InputError(
      `${shown}: the slice manifest is corrupt at ${problem.path.join('.') || 'the top level'}: ${problem.message}; delete it and run \`evalgate slice --write\` to rebuild it`,
    );
  }
  return result.data;
}

/**
 * The manifest's JSON, read as Python's number model reads it (`parsePythonJson`). Where every
 * number is an integer of at most 15 digits (what `slice --write` writes), JSON.parse reads the
 * same values several times faster; a fraction, an exponent, a longer integer, `-0` or text
 * JSON.parse refuses (NaN, Infinity, a syntax error) goes through the Python-compatible parser.
 * JSON.parse runs first: on valid JSON every string ends, so stripping them is one linear pass
 * (on a planted unterminated string the same pattern would rescan the rest of the file from
 * every quote).
 */
function parseManifestJson(text: string): unknown {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return parsePythonJson(text);
  }
  const outsideStrings = text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return /\d[.eE]|\d{16}|-0(?!\d)/.test(outsideStrings) ? parsePythonJson(text) : data;
}

export async function writeManifest(
  loaded: LoadedConfig,
  manifest: SliceManifest,
): Promise<string> {
  const file = manifestPath(loaded);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return file;
}

/** Exit 2 when the slice no longer matches its pinned fingerprint, with the likely cause. */
export async function assertPinned(loaded: LoadedConfig, slice: Slice): Promise<void> {
  const pinned = loaded.config.slice.fingerprint;
  if (pinned === undefined || pinned === slice.fingerprint) return;
  const causes = explainMismatch(slice, loaded.config, await readManifest(loaded));
  throw new InputError(
    `${loaded.file}: slice.fingerprint does not match the slice built from the data`,
    [
      `pinned:  ${pinned}`,
      `current: ${slice.fingerprint}`,
      ...causes.map((cause) => `likely cause: ${cause}`),
      'if the change is intended, run `evalgate slice --write` to pin the new slice (existing baselines become incomparable)',
    ],
  );
}
