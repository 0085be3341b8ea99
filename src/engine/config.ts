import { access, constants, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseConfig, type ParsedConfig } from '../core/config/parse.js';
import { ioReason, unreadable } from './io-reason.js';
import { InputError } from '../core/errors.js';
import { mmluSubject } from './datasets/csv.js';
import { datasetFiles } from './datasets/read.js';

export interface LoadedConfig extends ParsedConfig {
  /** The config path as the user gave it, for messages. */
  file: string;
  /**
   * Absolute folder of the config that defines the program: the dataset, few-shot and slice pin,
   * the judge's files (the judge is part of the program) and the local runs folder resolve here.
   */
  baseDir: string;
  /**
   * Where the measured model entries' relative paths (commands, cassettes) resolve. Stated by
   * whoever builds the config, never defaulted: loadConfig's is baseDir (one checkout), a pull
   * request measured under the base's program has the head's folder, whose slots it measures.
   */
  modelDir: string;
  /**
   * Whose `.evalgate/baselines` hold the bar. loadConfig's is baseDir; a pull request's is the
   * base commit's folder, also when only the head has the config.
   */
  barDir: string;
  /**
   * Where the judge's relative paths resolve when not from baseDir: a pull request whose head
   * keeps the base's judge (same entry, same named files) runs it from the base's folder.
   */
  judgeDir?: string;
  /**
   * The folder dataset and few-shot files must be regular files inside of, symlinks resolved:
   * set by the Action (the checkout the config came from), unset by the CLI.
   */
  readRoot?: string;
}

/** Where load-time warnings go unless the caller takes them: stderr. */
const toStderr = (message: string) => void process.stderr.write(`evalgate: warning: ${message}\n`);

/** Reads and validates a config; warnings (a config that works but likely not as meant) go to `warn`. */
export async function loadConfig(
  file: string,
  warn: (message: string) => void = toStderr,
): Promise<LoadedConfig> {
  const text = await readText(file, 'config');
  const parsed = parseConfig(text, file);
  const baseDir = path.dirname(path.resolve(file));
  // One checkout: the program, the slots and the bar are all the config's folder's.
  const loaded = { ...parsed, file, baseDir, modelDir: baseDir, barDir: baseDir };
  for (const message of await configWarnings(loaded)) warn(message);
  return loaded;
}

/**
 * Checks that need the file system and never stop a load: an mmlu-csv file whose name carries no
 * `_<split>` has no subject (its rows get none). A path that does not resolve is left to the
 * command that reads it, so commands that never read the dataset (history) still load.
 */
export async function configWarnings(loaded: LoadedConfig): Promise<string[]> {
  const { config } = loaded;
  const fewshot = config.harness.fewshot;
  const sources: { key: string[]; pattern: string | undefined; format: string | undefined }[] = [
    { key: ['dataset', 'path'], pattern: config.dataset.path, format: config.dataset.format },
    {
      key: ['harness', 'fewshot', 'path'],
      pattern: fewshot && fewshot.k > 0 ? fewshot.path : undefined,
      format: fewshot?.format ?? config.dataset.format,
    },
  ];
  const warnings: string[] = [];
  for (const { key, pattern, format } of sources) {
    if (pattern === undefined || format !== 'mmlu-csv') continue;
    const files = await datasetFiles(pattern, loaded.baseDir, key.join('.')).catch(() => []);
    const unnamed = files.filter((f) => mmluSubject(f) === null);
    if (unnamed.length === 0) continue;
    const shown = unnamed.slice(0, 5).join(', ') + (unnamed.length > 5 ? ', ...' : '');
    const where = loaded.locate?.(key) ?? loaded.file;
    warnings.push(
      `${where}: ${key.join('.')}: the subject is unknown for ${unnamed.length === 1 ? 'the mmlu-csv file' : `${unnamed.length} mmlu-csv files`} ${shown}: expected a name <subject>_<split>.csv (such as abstract_algebra_test.csv); ${unnamed.length === 1 ? 'its' : 'their'} rows get no subject`,
    );
  }
  return warnings;
}

export async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(unreadable(file, what, error));
  }
}

/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** A folder the run will write into: created if missing, else it must be a writable folder. */
export async function assertWritableDir(dir: string, what: string): Promise<void> {
  const info = await stat(dir).catch(() => null);
  if (info && !info.isDirectory()) {
    throw new InputError(`${what} ${displayPath(dir)}: expected a folder, found a file`);
  }
  try {
    if (!info) await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw new InputError(`${what} ${displayPath(dir)}: cannot write there: ${ioReason(error)}`);
  }
}

/** A path as users see it: relative to the working directory when inside it, else absolute. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? relative
    : path.resolve(file);
}

export { ioReason };
