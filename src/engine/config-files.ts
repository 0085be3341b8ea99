import { stat } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { InputError } from '../core/errors.js';

/**
 * The config files named by `--config` (given several times) or the Action's `config` input
 * (one per line or comma): each an existing file taken literally, or a glob matched in sorted
 * order. A pattern that matches nothing is an error naming it, never a silently skipped suite.
 */
export async function expandConfigs(patterns: readonly string[], cwd: string): Promise<string[]> {
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
    if (matches.length === 0) {
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

/** Config list input text: one entry per line or comma, blank entries dropped. */
export function splitConfigList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}
