import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { DATASET_FORMATS, type DatasetFormat } from '../../core/config/schema.js';
import { InputError } from '../../core/errors.js';
import type { RowSource } from '../../core/slice/rows.js';
import { readCsv, readMmluCsv } from './csv.js';
import { readJsonArray, readJsonl } from './json.js';
import { decodeUtf8, type ParsedRows } from './text.js';

export type { DatasetFormat };

export interface LoadedDataset {
  /** The files read, relative to `baseDir` with `/` separators, in the order their rows appear. */
  files: string[];
  /**
   * Rows in the Python value model of `core/pyjson.ts`: strings, booleans, null, arrays, plain
   * objects, numbers (integral = int), bigints (ints beyond ±2^53) and PyFloat (integral floats,
   * NaN, infinities). Parquet may add Uint8Array and Date where Python would see bytes/datetime.
   */
  rows: Record<string, unknown>[];
  /** Where each row came from: `files` entry and 1-based line (row number for Parquet). */
  sources: RowSource[];
}

export interface ReadDatasetOptions {
  /** A path or glob relative to `baseDir`, as written in the config. */
  pattern: string;
  /** The folder the pattern is relative to: the config file's folder. */
  baseDir: string;
  /** Inferred from the file extension when not given (`mmlu-csv` is never inferred). */
  format?: DatasetFormat;
  /** Config key the pattern came from, for messages; the format key is its sibling `format`. */
  key?: string;
  /**
   * A folder every file read must be a regular file inside of, symlinks resolved (the Action:
   * the checkout the config came from). Unset (the CLI), any readable file is read.
   */
  root?: string;
}

const EXTENSION_FORMATS: Readonly<Record<string, DatasetFormat>> = {
  '.jsonl': 'jsonl',
  '.json': 'json',
  '.csv': 'csv',
  '.parquet': 'parquet',
};

/**
 * Reads every file the pattern names, in codepoint order of their relative paths, and
 * concatenates their rows. Bad input (no match, unknown format, malformed data) is an InputError
 * naming the file, the line and what was expected and found.
 */
export async function readDataset(options: ReadDatasetOptions): Promise<LoadedDataset> {
  const { pattern, baseDir, format } = options;
  const key = options.key ?? 'dataset.path';
  const formatKey = key.replace(/[^.]*$/, 'format');
  const files = await resolveFiles(pattern, baseDir, key, options.root);
  const formats = files.map((file) => format ?? formatFromExtension(file, formatKey));
  if (new Set(formats).size > 1) throw mixedFormats(pattern, files, key, formatKey);

  const rows: Record<string, unknown>[] = [];
  const sources: RowSource[] = [];
  const reads = readAhead(files.map((file) => () => readBytes(baseDir, file)));
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as string;
    const parsed = await parseFile(await reads.next(), file, formats[i] as DatasetFormat);
    for (let r = 0; r < parsed.rows.length; r++) {
      rows.push(parsed.rows[r] as Record<string, unknown>);
      const offset = parsed.offsets?.[r];
      sources.push({
        file,
        line: parsed.lines[r] as number,
        ...(offset === undefined ? {} : { offset }),
      });
    }
  }
  return { files, rows, sources };
}

async function parseFile(
  bytes: Uint8Array,
  file: string,
  format: DatasetFormat,
): Promise<ParsedRows> {
  switch (format) {
    case 'parquet':
      // Loaded only for Parquet data, so slicing CSV or JSON never loads the Parquet reader.
      return (await import('./parquet.js')).readParquet(bytes, file);
    case 'jsonl':
      return readJsonl(decodeUtf8(bytes, file), file);
    case 'json':
      return readJsonArray(decodeUtf8(bytes, file), file);
    case 'csv':
      return readCsv(decodeUtf8(bytes, file), file);
    case 'mmlu-csv':
      return readMmluCsv(decodeUtf8(bytes, file), file);
  }
}

/** The files a dataset path or glob names, as `readDataset` would read them (without reading). */
export function datasetFiles(
  pattern: string,
  baseDir: string,
  key: string,
  root?: string,
): Promise<string[]> {
  return resolveFiles(pattern, baseDir, key, root);
}

async function resolveFiles(
  pattern: string,
  baseDir: string,
  key: string,
  root: string | undefined,
): Promise<string[]> {
  const files = await matchFiles(pattern, baseDir, key);
  if (root !== undefined) await assertInside(files, baseDir, key, pattern, root);
  return files;
}

/**
 * Refuses a file that is not a regular file inside `root` once symlinks are resolved (a link to
 * /proc/self/environ or to another checkout). The message names the key and the path as the
 * config has it, never where the link points nor anything of the target's content.
 */
async function assertInside(
  files: readonly string[],
  baseDir: string,
  key: string,
  pattern: string,
  root: string,
): Promise<void> {
  for (const file of files) {
    if (!(await regularFileInside(resolve(baseDir, file), root))) {
      throw new InputError(
        `${key} ${JSON.stringify(pattern)}: ${file} is not a regular file inside the repository (it is a link that leads out of it, or not a plain file); in the Action, data files must be files in the checkout`,
      );
    }
  }
}

/**
 * Whether `file` is a regular file inside `root` once symlinks are resolved: what the Action asks
 * of every file it reads from a checkout (data files, few-shot files, the config itself).
 */
export async function regularFileInside(file: string, root: string): Promise<boolean> {
  const realRoot = await realpath(root).catch(() => resolve(root));
  const real = await realpath(file).catch(() => undefined);
  if (real === undefined) return false;
  const rel = relative(realRoot, real);
  const inside = rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
  return inside && ((await stat(real).catch(() => undefined))?.isFile() ?? false);
}

async function matchFiles(pattern: string, baseDir: string, key: string): Promise<string[]> {
  const shown = JSON.stringify(pattern);
  // A path that exists is taken literally, even if it holds glob characters such as [ or (.
  const literal = resolve(baseDir, pattern);
  const info = await stat(literal).catch(() => undefined);
  if (info?.isFile()) return [displayPath(baseDir, literal)];
  if (info?.isDirectory()) {
    throw new InputError(`${key} ${shown} is a folder; expected a file or a glob`, [
      `to read every CSV file in it, write ${JSON.stringify(`${pattern.replace(/\/+$/, '')}/*.csv`)}`,
    ]);
  }
  if (!isDynamicPattern(pattern)) {
    throw new InputError(`${key} ${shown}: expected an existing file, found none at ${literal}`, [
      `the path is relative to the config file's folder (${baseDir})`,
    ]);
  }
  const matches = await globFrom(pattern, baseDir);
  if (matches.length === 0) {
    throw new InputError(`${key} ${shown}: expected the glob to match files, found none`, [
      `the glob is relative to the config file's folder (${baseDir})`,
    ]);
  }
  return matches.sort(compareCodePoints);
}

/**
 * The glob's matches as paths relative to `baseDir`. The glob is walked from its leading folders
 * that hold no glob characters: from `baseDir` itself, a pattern such as `../../data/*.csv`
 * (or an absolute one) makes the walker crawl every folder in between, tens of milliseconds
 * for what one readdir answers.
 */
async function globFrom(pattern: string, baseDir: string): Promise<string[]> {
  const parts = pattern.split('/');
  let fixed = 0;
  while (fixed < parts.length - 1 && !isDynamicPattern(parts[fixed]!)) fixed++;
  const head = parts.slice(0, fixed).join('/');
  // An escape (`\(`) in the fixed part means it is not a plain path, and a brace or extglob may
  // span a slash (`{a,b/c}`): walk as the pattern says.
  if (fixed === 0 || head.includes('\\') || /[{}()]/.test(pattern)) {
    return glob(pattern, { cwd: baseDir, onlyFiles: true, expandDirectories: false });
  }
  const from = resolve(baseDir, head === '' ? '/' : head);
  const rest = parts.slice(fixed).join('/');
  const found = await glob(rest, { cwd: from, onlyFiles: true, expandDirectories: false });
  return found.map((match) => displayPath(baseDir, resolve(from, match)));
}

function displayPath(baseDir: string, absolute: string): string {
  return relative(baseDir, absolute).split(sep).join('/');
}

/** Python's `sorted()` order for str: by code point (UTF-16 order differs above U+FFFF). */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** Moves surrogates (code points above U+FFFF) after U+E000..U+FFFF, keeping other order. */
function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/** The format `readDataset` reads `file` in: the configured one, or the extension's. */
export function fileFormat(file: string, format?: DatasetFormat): DatasetFormat {
  return format ?? formatFromExtension(file, 'dataset.format');
}

function formatFromExtension(file: string, formatKey: string): DatasetFormat {
  const ext = extname(file).toLowerCase();
  const format = EXTENSION_FORMATS[ext];
  if (format !== undefined) return format;
  throw new InputError(
    `${file}: cannot tell the dataset format from the extension ${ext === '' ? '(none)' : JSON.stringify(ext)}; expected one of ${Object.keys(EXTENSION_FORMATS).join(', ')}`,
    [`set ${formatKey} to one of ${DATASET_FORMATS.join(', ')}`],
  );
}

function mixedFormats(
  pattern: string,
  files: string[],
  key: string,
  formatKey: string,
): InputError {
  const byExt = new Map<string, string[]>();
  for (const file of files) {
    const ext = extname(file).toLowerCase();
    byExt.set(ext, [...(byExt.get(ext) ?? []), file]);
  }
  return new InputError(
    `${key} ${JSON.stringify(pattern)}: expected files of one format, found ${[...byExt.keys()].join(' and ')} files`,
    [
      ...[...byExt].map(
        ([ext, list]) => `${ext}: ${list.slice(0, 3).join(', ')}${list.length > 3 ? ', ...' : ''}`,
      ),
      `narrow the glob, or set ${formatKey} to read them all one way`,
    ],
  );
}

const READ_AHEAD = 8;

/**
 * Runs the tasks in order with up to READ_AHEAD of them in flight, so reading overlaps parsing
 * without opening every file of a glob over thousands of shards at once. `next()` yields the
 * results in task order.
 */
function readAhead<T>(tasks: (() => Promise<T>)[]): { next(): Promise<T> } {
  const pending: Promise<T>[] = [];
  let started = 0;
  const fill = () => {
    while (started < tasks.length && pending.length < READ_AHEAD) {
      const task = (tasks[started++] as () => Promise<T>)();
      // A later read may fail while an earlier file is still being parsed (or has failed):
      // mark it handled here; its error surfaces when next() reaches it.
      task.catch(() => undefined);
      pending.push(task);
    }
  };
  return {
    next() {
      fill();
      const task = pending.shift() as Promise<T>;
      fill();
      return task;
    },
  };
}

export async function readBytes(baseDir: string, file: string): Promise<Uint8Array> {
  try {
    return await readFile(resolve(baseDir, file));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new InputError(`${file}: expected a readable file, found ${code}`);
  }
}
