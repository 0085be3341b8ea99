import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { InputError } from '../core/errors.js';
import { parseLmEvalResults, parseLmEvalSamples } from '../core/import/lm-eval-input.js';
import { importLmEval, type LmEvalImportOptions } from '../core/import/lm-eval.js';
import type { RunRecord } from '../core/record.js';
import { slotFile } from '../core/slot-path.js';
import { VERSION } from '../core/version.js';
import { readBaseline, type Baseline } from './baselines.js';
import { displayPath, ioReason } from './config.js';
import { headCommit } from './git-tree.js';
import { statePath } from './paths.js';
import { freezeOne } from './freeze.js';

/** Whether a record was imported from another harness's output rather than measured here. */
export function isImported(record: RunRecord): boolean {
  return record.protocol.harness.name !== 'evalgate';
}

async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`${file}: cannot read the ${what}: ${ioReason(error)}`);
  }
}

/** Reads lm-eval results (and samples) files and turns them into run records. */
export async function importLmEvalFiles(
  resultsFile: string,
  samplesFiles: readonly string[],
  options: LmEvalImportOptions,
  env: NodeJS.ProcessEnv,
): Promise<RunRecord[]> {
  const text = await readText(resultsFile, 'lm-eval results file');
  const results = parseLmEvalResults(text, resultsFile);
  const samples = [];
  for (const file of samplesFiles)
    samples.push({
      file,
      samples: parseLmEvalSamples(await readText(file, 'lm-eval samples file'), file),
    });
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : null;
  return importLmEval(results, resultsFile, samples, options, {
    resultsText: text,
    now: new Date(),
    environment: {
      evalgate: VERSION,
      node: process.version,
      os: `${os.platform()} ${os.release()} ${os.arch()}`,
      ci_run_url: runUrl,
      git_sha: env.GITHUB_SHA ?? (await headCommit(process.cwd())),
    },
  });
}

/** `.evalgate/baselines/<suite>/<model-id>.json` under `root`: where an import's baseline lives. */
export function importedBaselinePath(
  root: string,
  record: Pick<RunRecord, 'suite' | 'model'>,
): string {
  const file = slotFile(record.model.id);
  if (!file.ok) throw new InputError(`model id "${record.model.id}": ${file.why}`);
  return statePath(root, 'baselines', record.suite, ...file.file.split('/'));
}

/** The committed baseline of an imported record's slot; a file of another slot is an error. */
export async function readImportedBaseline(
  root: string,
  record: RunRecord,
): Promise<Baseline | undefined> {
  const file = importedBaselinePath(root, record);
  const shown = displayPath(file);
  const baseline = await readBaseline(file, shown);
  if (baseline && (baseline.suite !== record.suite || baseline.model.id !== record.model.id)) {
    throw new InputError(
      `${shown}: this file is the baseline of suite "${record.suite}", model "${record.model.id}", but it holds a run of suite "${baseline.suite}", model "${baseline.model.id}"`,
    );
  }
  return baseline;
}

/** Freezes imported records as their slots' baselines (no config: the import is the protocol). */
export async function freezeImported(
  root: string,
  runs: readonly { file: string; record: RunRecord }[],
  frozenBy: { commit: string | null; note: string | null },
) {
  for (const { file, record } of runs) {
    if (!isImported(record)) {
      throw new InputError(
        `${file}: a run evalgate measured; freeze it with --config, separately from imported records`,
      );
    }
    if (record.incomplete)
      throw new InputError(
        `${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`,
      );
  }
  const out = [];
  for (const { record } of runs) {
    const file = importedBaselinePath(root, record);
    const previous = await readImportedBaseline(root, record);
    out.push({ suite: record.suite, ...(await freezeOne(file, record, previous, frozenBy)) });
  }
  return out;
}
