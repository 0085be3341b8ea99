import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * What some tests compare against but the project does not ship: the original MMLU CSVs, real
 * lm-evaluation-harness outputs, a Chromium binary and the sqlite3 tool. Where one is missing its tests are
 * reported as skipped, with one line saying how to provide it; with EVALGATE_STRICT=1 (CI)
 * a missing one fails instead, so nothing is skipped there.
 */
const STRICT = process.env.EVALGATE_STRICT === '1';

function available(name: string, present: boolean, how: string): boolean {
  if (present) return true;
  if (STRICT)
    throw new Error(`${name} not found, and EVALGATE_STRICT=1 allows no skipped test: ${how}`);
  console.warn(`evalgate tests: ${name} not found, so the tests that need it are skipped; ${how}`);
  return false;
}

/** Folders as paths relative to the project root (where tests run), with `/`. */
const relative = (dir: string) => path.relative(process.cwd(), dir).split(path.sep).join('/');

export const MMLU_DIR = relative(
  path.resolve(process.env.EVALGATE_MMLU_DIR ?? '../shared/datasets/mmlu'),
);
export const LM_EVAL_DIR = relative(
  path.resolve(process.env.EVALGATE_LM_EVAL_DIR ?? '../shared/fixtures/lm-eval'),
);
export const CHROMIUM = process.env.EVALGATE_CHROMIUM ?? '/usr/bin/chromium';

export const HAS_MMLU = available(
  `the MMLU CSVs (${MMLU_DIR}/{test,dev,val})`,
  existsSync(path.join(MMLU_DIR, 'test', 'abstract_algebra_test.csv')),
  'set EVALGATE_MMLU_DIR to a folder holding test/, dev/ and val/ with the original CSVs',
);
export const HAS_LM_EVAL = available(
  `the lm-evaluation-harness outputs (${LM_EVAL_DIR})`,
  existsSync(LM_EVAL_DIR),
  'set EVALGATE_LM_EVAL_DIR to the folder of lm-eval sample files',
);
export const HAS_CHROMIUM = available(
  `Chromium (${CHROMIUM})`,
  existsSync(CHROMIUM),
  'install the Debian package chromium (as .ci/run does) or set EVALGATE_CHROMIUM',
);
export const HAS_SQLITE3 = available(
  'the sqlite3 command-line tool',
  spawnSync('sqlite3', ['-version'], { stdio: 'ignore' }).status === 0,
  'install the Debian package sqlite3 (as .ci/run does)',
);
