import { sha256Hex } from '../canonical.js';
import { InputError } from '../errors.js';
import type { ItemOutcome } from '../record.js';
import type { LmEvalSample } from './lm-eval-input.js';

export interface SamplesFile {
  file: string;
  samples: LmEvalSample[];
}

export interface TaskSamplesChoice {
  task: string;
  metric: string;
  filter: string;
  /** Every filter the results report for the metric, in lm-eval's order. */
  filters: string[];
  /** Documents evaluated (`n-samples.effective`). */
  n: number;
  subject: string | null;
  taskHash: string | undefined;
}

/** How many missing doc ids an error lists. */
const SHOWN = 8;

/**
 * Per-item outcomes of one task from its samples, by `doc_id`. Lines name their filter from 0.4.7;
 * before, a task with several filters logged each document once per filter, in filter order, so
 * the k-th line of a document is the k-th filter's. The samples must be the results' own: one
 * line per document, the same task hash, and (checked by the caller) the same score.
 */
export function itemsOfTask(samples: SamplesFile, choice: TaskSamplesChoice): ItemOutcome[] {
  const { file } = samples;
  const { task, metric, filter } = choice;
  checkTaskHash(samples, choice);
  const seen = new Map<number, number>();
  const items = new Map<number, ItemOutcome>();
  samples.samples.forEach((line, index) => {
    const where = `${file}: sample ${index + 1} (doc_id ${line.doc_id})`;
    const occurrence = seen.get(line.doc_id) ?? 0;
    seen.set(line.doc_id, occurrence + 1);
    const lineFilter = line.filter ?? choice.filters[occurrence];
    if (lineFilter === undefined) {
      throw new InputError(
        `${where}: doc_id ${line.doc_id} appears ${occurrence + 1} times, but ${task} has ${choice.filters.length} filter(s) (${choice.filters.join(', ')}): expected one line per document and filter`,
      );
    }
    if (lineFilter !== filter) return;
    if (items.has(line.doc_id)) {
      throw new InputError(
        `${where}: a second line for doc_id ${line.doc_id} under filter ${filter}`,
      );
    }
    const docSubject = (line.doc as { subject?: unknown } | null)?.subject;
    if (choice.subject && typeof docSubject === 'string' && docSubject !== choice.subject) {
      throw new InputError(
        `${where}: a document of subject ${docSubject}, but task ${task} is subject ${choice.subject}: these are samples of another task`,
      );
    }
    const raw = (line as Record<string, unknown>)[metric];
    if (raw === undefined) {
      const keys = line.metrics ?? Object.keys(line).filter((k) => !NON_METRIC.has(k));
      throw new InputError(
        `${where}: expected the per-item metric ${metric}, found ${keys.join(', ') || 'none'}: samples of another task, or choose another --metric`,
      );
    }
    const value = typeof raw === 'boolean' ? Number(raw) : raw;
    if (value !== 0 && value !== 1) {
      throw new InputError(
        `${where}: ${metric} is ${JSON.stringify(raw)}, expected 0 or 1 per item (a per-item correctness such as acc or exact_match); choose another with --metric`,
      );
    }
    items.set(line.doc_id, outcome(line, value === 1, metric, filter, choice.subject));
  });
  checkComplete([...items.keys()], choice, file);
  return [...items.values()].sort((a, b) => (a.id as number) - (b.id as number));
}

const NON_METRIC = new Set([
  'doc_id',
  'doc',
  'target',
  'arguments',
  'resps',
  'filtered_resps',
  'filter',
  'metrics',
  'doc_hash',
  'prompt_hash',
  'target_hash',
]);

function outcome(
  line: LmEvalSample,
  correct: boolean,
  metric: string,
  filter: string,
  subject: string | null,
): ItemOutcome {
  const extra = line as Record<string, unknown>;
  const flag = (key: string) => (typeof extra[key] === 'number' ? { [key]: extra[key] === 1 } : {});
  const response = Array.isArray(line.filtered_resps)
    ? line.filtered_resps[0]
    : line.filtered_resps;
  return {
    id: line.doc_id,
    repeat: 0,
    correct,
    score: correct ? 1 : 0,
    extracted: typeof response === 'string' ? response.slice(0, 200) : null,
    reason: `lm-eval ${metric} = ${correct ? 1 : 0} (filter ${filter})`,
    response_sha256: null,
    latency_ms: 0,
    tokens: { input: 0, output: 0 },
    cached: false,
    attempts: 1,
    error: null,
    ...flag('acc'),
    ...flag('acc_norm'),
    ...(subject ? { subject } : {}),
  };
}

/** One line per document evaluated: a gap would pair the wrong items or hide a failure. */
function checkComplete(ids: number[], choice: TaskSamplesChoice, file: string): void {
  if (ids.length === choice.n) return;
  const have = new Set(ids);
  const missing: number[] = [];
  for (let id = 0; id < choice.n && missing.length <= SHOWN; id++)
    if (!have.has(id)) missing.push(id);
  const shown = missing.slice(0, SHOWN).join(', ') + (missing.length > SHOWN ? ', ...' : '');
  throw new InputError(
    `${file}: expected one sample per document of ${choice.task} under filter ${choice.filter} (${choice.n}, from n-samples.effective), found ${ids.length}${missing.length ? `; missing doc_id ${shown}` : ''}`,
  );
}

/** lm-eval's task hash: sha256 over every line's doc, prompt and target hashes, in file order. */
function checkTaskHash(samples: SamplesFile, choice: TaskSamplesChoice): void {
  if (!choice.taskHash) return;
  const parts = samples.samples.map(
    (s) => (s.doc_hash ?? '') + (s.prompt_hash ?? '') + (s.target_hash ?? ''),
  );
  if (parts.some((p) => p === '')) return;
  const actual = sha256Hex(parts.join(''));
  if (actual !== choice.taskHash && samples.samples.length >= choice.n * choice.filters.length) {
    throw new InputError(
      `${samples.file}: the samples hash to ${actual.slice(0, 12)}…, but task_hashes.${choice.task} is ${choice.taskHash.slice(0, 12)}…: they are not the samples of this results file`,
    );
  }
}
