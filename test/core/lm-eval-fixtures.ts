import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LM_EVAL_DIR } from '../shared-data.js';

/**
 * The real lm-eval files of the shared fixtures, and runs derived from them the way lm-eval
 * itself would write them: `--limit 5` of the bias_classification run (the five logged samples
 * are its first five documents), with the score and task hash those five give.
 */
export const FIXTURE = {
  mmluResults: path.join(LM_EVAL_DIR, '01_results_mmlu_abstract_algebra_v0.4.7ish.json'),
  biasResults: path.join(LM_EVAL_DIR, '03_results_bias_classification_mc_2024-06.json'),
  biasSamples: path.join(LM_EVAL_DIR, '03_samples_bias_classification_mc_2024-06.first5.jsonl'),
  philosophySample: path.join(
    LM_EVAL_DIR,
    '05_issue2279_mmlu_philosophy_generative_sample.reconstructed.jsonl',
  ),
};

/**
 * The whole v0.4.3 MMLU run lm-eval wrote (`lm_eval --tasks mmlu --log_samples`): the results file,
 * with the `mmlu` group and its four category groups, and the 57 subtasks' samples files.
 */
const MMLU_RUN_DIR = path.join(LM_EVAL_DIR, 'v0.4.3-mmlu-0shot');
const runFiles = (prefix: string) =>
  existsSync(MMLU_RUN_DIR)
    ? readdirSync(MMLU_RUN_DIR)
        .filter((f) => f.startsWith(prefix))
        .sort()
        .map((f) => path.join(MMLU_RUN_DIR, f))
    : [];
export const MMLU_RUN = {
  results: runFiles('results_')[0] ?? path.join(MMLU_RUN_DIR, 'results.json'),
  samples: runFiles('samples_'),
};

export type Json = Record<string, unknown>;

export function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

export function readLines(file: string): Json[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Json);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** lm-eval's task hash (evaluation_tracker.save_results_aggregated), written out independently. */
export function taskHash(lines: readonly Json[]): string {
  return sha256(lines.map((l) => `${l.doc_hash}${l.prompt_hash}${l.target_hash}`).join(''));
}

/** The bias_classification results as a `--limit 5` run whose samples are `lines`. */
export function limitedBias(lines: readonly Json[]): Json {
  const results = structuredClone(readJson(FIXTURE.biasResults));
  const mean = (key: string) => lines.reduce((a, l) => a + (l[key] as number), 0) / lines.length;
  const task = (results.results as Record<string, Json>).bias_classification!;
  task['acc,none'] = mean('acc');
  task['acc_norm,none'] = mean('acc_norm');
  (results['n-samples'] as Record<string, Json>).bias_classification = {
    original: 609,
    effective: lines.length,
  };
  (results.config as Json).limit = lines.length;
  results.task_hashes = { bias_classification: taskHash(lines) };
  return results;
}

/** The five real samples as lm-eval 0.4.7+ writes them: with `filter` and `metrics`. */
export function withFilterKeys(lines: readonly Json[]): Json[] {
  return lines.map((l) => ({ ...l, filter: 'none', metrics: ['acc', 'f1', 'acc_norm'] }));
}

/** The samples with some outcomes flipped (acc and acc_norm), as a different build would give. */
export function flipped(lines: readonly Json[], docIds: readonly number[]): Json[] {
  return lines.map((l) =>
    docIds.includes(l.doc_id as number)
      ? { ...l, acc: 1 - (l.acc as number), acc_norm: 1 - (l.acc_norm as number) }
      : l,
  );
}

export const jsonl = (lines: readonly Json[]) =>
  lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
