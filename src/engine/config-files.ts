import { lstat, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { parseConfig } from '../core/config/parse.js';
import { InputError } from '../core/errors.js';
import { regularFileInside } from './datasets/read.js';

/**
 * The config files named by `--config` (given several times) or the Action's `config` input
 * (one per line or comma): each an existing file taken literally, or a glob matched in sorted
 * order. A pattern that matches nothing is an error naming it, never a silently skipped suite.
 */
export async function expandConfigs(
  patterns: readonly string[],
  cwd: string,
  /** A glob that matches nothing gives no files instead of an error (a suite the base lacks). */
  options: { allowEmpty?: boolean } = {},
): Promise<string[]> {
  const files: string[] = [];
  for (const pattern of patterns) {
    const literal = await stat(path.resolve(cwd, pattern)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (literal || !isDynamicPattern(pattern)) {
      files.push(pattern);
      continue;
    }
    const matches = (
      await glob(pattern, { cwd, onlyFiles: true, expandDirectories: false })
    ).sort();
    if (matches.length === 0 && !options.allowEmpty) {
      throw new InputError(
        `config ${JSON.stringify(pattern)}: expected the glob to match config files, found none`,
        [`the glob is relative to ${cwd}`],
      );
    }
    files.push(...matches);
  }
  const seen = new Set<string>();
  return files.filter((file) => {
    const key = path.resolve(cwd, file);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The Action reads its configs from the checkout only, held to the data files' rule: each must be
 * a regular file inside the checkout `root` (the paths are relative to it) once symlinks are
 * resolved, so neither `../x.yml`, an absolute path elsewhere nor a committed link to a file of the
 * runner is read. The message names the path as given, never where it leads nor anything of its
 * content. A path that does not exist is left to the config's load, which says so.
 */
export async function assertConfigsInside(
  files: readonly string[],
  root: string,
  what: string,
): Promise<void> {
  for (const file of files) {
    const absolute = path.resolve(root, file);
    const exists = await lstat(absolute).then(
      () => true,
      () => false,
    );
    if (!exists || (await regularFileInside(absolute, root))) continue;
    throw new InputError(
      `${what}: expected a config file inside the workspace, found ${JSON.stringify(file)}, which is outside it, a link that leads out of it, or not a plain file; nothing was read`,
      [`the Action reads its config only from the checkout (${root})`],
    );
  }
}

/** Config list input text: one entry per line or comma, blank entries dropped. */
export function splitConfigList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Refuses two configs of one step that name the same suite: they would share its baselines,
 * runs and report, each overwriting the other's. Checked before any suite runs. A config that
 * cannot be read or parsed is left to its own run, which reports it.
 */
export async function assertOneConfigPerSuite(
  files: readonly string[],
  cwd: string,
  what: string,
): Promise<void> {
  const bySuite = new Map<string, string>();
  for (const file of files) {
    let suite: string;
    try {
      suite = parseConfig(await readFile(path.resolve(cwd, file), 'utf8'), file).config.suite;
    } catch {
      continue;
    }
    const first = bySuite.get(suite);
    if (first !== undefined) {
      throw new InputError(
        `${what}: ${first} and ${file} both name the suite "${suite}"; nothing was run`,
        [
          'a suite has one config: its baselines, runs and report live under its name',
          'rename the suite in one of them, or gate them in separate steps',
        ],
      );
    }
    bySuite.set(suite, file);
  }
}
