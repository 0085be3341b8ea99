import { sha256Hex } from '../canonical.js';
import { InputError } from '../errors.js';
import { mmluCategory } from '../groups/mmlu-subjects.js';
import { aggregate, RUN_RECORD_SCHEMA_VERSION, type RunRecord } from '../record.js';
import { itemsOfTask, type SamplesFile } from './lm-eval-samples.js';
import type { LmEvalResults } from './lm-eval-input.js';
import { modelIdentity, scrubbedModelArgs } from './lm-eval-model.js';
import { lmEvalProtocol } from './lm-eval-protocol.js';

export type { SamplesFile } from './lm-eval-samples.js';

export interface LmEvalImportOptions {
  /** Only these tasks (default: every task the results file has a config for). */
  tasks?: readonly string[];
  /** The per-item metric that decides right or wrong (default: the first of `metric_list`). */
  metric?: string;
  /** The filter whose outcomes are taken (default: the first the results report). */
  filter?: string;
  /** The model slot id (default: the model named in `model_args`). */
  model?: string;
}

export interface ImportContext {
  /** The results file's text, for a stable run id. */
  resultsText: string;
  environment: Omit<RunRecord['environment'], 'started_at' | 'ended_at'>;
  now: Date;
}

/**
 * lm-evaluation-harness output as run records: one record per task, at one metric and filter
 * (a record is one number a gate can judge; import again with `--filter` for another filter).
 */
export function importLmEval(
  results: LmEvalResults,
  file: string,
  samples: readonly SamplesFile[],
  options: LmEvalImportOptions,
  context: ImportContext,
): RunRecord[] {
  const tasks = Object.keys(results.configs).filter((t) => t in results.results);
  if (tasks.length === 0) {
    throw new InputError(
      `${file}: expected at least one task with both results and configs, found results for ${Object.keys(results.results).join(', ') || 'none'}`,
    );
  }
  for (const task of options.tasks ?? []) {
    if (!tasks.includes(task))
      throw new InputError(
        `--task ${task}: ${file} has no results for it; it has: ${tasks.join(', ')}`,
      );
  }
  const chosen = options.tasks?.length ? tasks.filter((t) => options.tasks!.includes(t)) : tasks;
  const byTask = assignSamples(samples, tasks, file);
  return chosen.map((task) => importTask(results, file, task, byTask.get(task), options, context));
}

function importTask(
  results: LmEvalResults,
  file: string,
  task: string,
  samples: SamplesFile | undefined,
  options: LmEvalImportOptions,
  context: ImportContext,
): RunRecord {
  const values = results.results[task]!;
  const keys = Object.keys(values).filter(
    (k) => k.includes(',') && !k.split(',')[0]!.endsWith('_stderr'),
  );
  const config = results.configs[task]!;
  const listed = (config.metric_list ?? []).map((m) => m.metric);
  const reported = [...new Set(keys.map((k) => k.split(',')[0]!))];
  const metric = options.metric ?? listed.find((m) => reported.includes(m)) ?? reported[0];
  if (!metric || !reported.includes(metric)) {
    throw new InputError(
      `${file}: results.${task}: expected metric ${JSON.stringify(metric ?? '(any)')}, found ${reported.join(', ') || 'no metrics'}${options.metric ? '; choose one with --metric' : ''}`,
    );
  }
  if (results.higher_is_better?.[task]?.[metric] === false) {
    throw new InputError(
      `${file}: ${task}: metric ${metric} is lower-is-better, and a gate fails on drops; choose another with --metric (${reported.join(', ')})`,
    );
  }
  const filters = [
    ...new Set(
      keys.filter((k) => k.startsWith(`${metric},`)).map((k) => k.slice(metric.length + 1)),
    ),
  ];
  const filter = options.filter ?? filters[0]!;
  if (!filters.includes(filter)) {
    throw new InputError(
      `--filter ${filter}: ${file} reports ${task} ${metric} under the filters ${filters.join(', ')}`,
    );
  }
  const value = values[`${metric},${filter}`];
  if (typeof value !== 'number') {
    throw new InputError(
      `${file}: results.${task}["${metric},${filter}"]: expected a number, found ${JSON.stringify(value)}`,
    );
  }
  const stderrValue = values[`${metric}_stderr,${filter}`];
  const stderr = typeof stderrValue === 'number' ? stderrValue * 100 : null;
  const n = results['n-samples']?.[task]?.effective ?? samples?.samples.length;
  if (n === undefined) {
    throw new InputError(
      `${file}: n-samples.${task}: expected the number of documents evaluated, found none; pass the task's --samples file`,
    );
  }
  const modelArgs = scrubbedModelArgs(results.config.model_args);
  const identity = modelIdentity(results, modelArgs);
  const { protocol, protocolId } = lmEvalProtocol(results, { task, metric, filter, n, modelArgs });
  const subject = subjectOfTask(task);
  const items = samples
    ? itemsOfTask(samples, {
        task,
        metric,
        filter,
        filters,
        n,
        subject,
        taskHash: results.task_hashes?.[task],
      })
    : [];
  const score = 100 * value;
  let aggregates: RunRecord['aggregates'];
  if (items.length) {
    aggregates = { ...aggregate(items, 1, n), stderr };
    if (Math.abs(aggregates.score! - score) > 1e-6) {
      throw new InputError(
        `${samples!.file}: the samples give ${task} ${metric} ${aggregates.score!.toFixed(4)}, but ${file} reports ${score.toFixed(4)}; they are not samples of the same run`,
      );
    }
  } else {
    aggregates = { score, std: 0, per_repeat: [score], n, errors: 0, error_rate: 0, stderr };
  }
  const started = results.date ? new Date(results.date * 1000) : context.now;
  const seconds = Number(results.total_evaluation_time_seconds);
  const ended = Number.isFinite(seconds) ? new Date(started.getTime() + seconds * 1000) : started;
  const stamp = started.toISOString().replace(/[-:.]/g, '');
  return {
    schema_version: RUN_RECORD_SCHEMA_VERSION,
    run_id: `${stamp}-${sha256Hex(`${context.resultsText}\n${task}\n${metric}\n${filter}\n${options.model ?? ''}`).slice(0, 6)}`,
    suite: suiteName(task),
    model: {
      id: options.model ?? identity.id,
      provider: identity.provider,
      requested: identity.requested,
      base_url: identity.base_url,
      build: identity.build,
      builds_seen: [{ ...identity.build, count: n }],
      claimed: null,
    },
    protocol_id: protocolId,
    protocol,
    items,
    aggregates,
    usage: { requests: 0, cached: 0, input_tokens: 0, output_tokens: 0, cost_usd: null },
    incomplete: null,
    environment: {
      ...context.environment,
      started_at: started.toISOString(),
      ended_at: ended.toISOString(),
    },
  };
}

/** A task name as a suite name (it names a folder): other characters become `-`. */
export function suiteName(task: string): string {
  return task.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'task';
}

/** The MMLU subject of an `mmlu_<subject>` task (and variants such as `mmlu_<subject>_generative`). */
export function subjectOfTask(task: string): string | null {
  if (!task.startsWith('mmlu')) return null;
  const parts = task.split('_');
  let best: string | null = null;
  for (let i = 1; i < parts.length; i++) {
    for (let j = i + 1; j <= parts.length; j++) {
      const name = parts.slice(i, j).join('_');
      if (mmluCategory(name) && (!best || name.length > best.length)) best = name;
    }
  }
  return best;
}

/**
 * Which task each samples file holds: from its name (`samples_<task>_<date>.jsonl` from 0.4.3,
 * `<model_args>_<task>.jsonl` before), or the only task of the results file.
 */
function assignSamples(samples: readonly SamplesFile[], tasks: string[], file: string) {
  const out = new Map<string, SamplesFile>();
  const longestFirst = [...tasks].sort((a, b) => b.length - a.length);
  for (const s of samples) {
    const base = s.file.split(/[\\/]/).pop()!;
    const named = /^samples_(.+)_\d{4}-\d\d-\d\dT[\d.-]+\.jsonl?$/.exec(base)?.[1];
    let task =
      named ?? longestFirst.find((t) => base.endsWith(`_${t}.jsonl`) || base === `${t}.jsonl`);
    if (named && !tasks.includes(named)) {
      throw new InputError(
        `${s.file}: these are samples of task ${named}, which ${file} has no results for (it has: ${tasks.join(', ')})`,
      );
    }
    if (!task && tasks.length === 1) task = tasks[0]!;
    if (!task) {
      throw new InputError(
        `${s.file}: cannot tell which task these samples are of: expected a name samples_<task>_<date>.jsonl with a task of ${file} (${tasks.join(', ')})`,
      );
    }
    if (out.has(task))
      throw new InputError(
        `${s.file}: a second samples file for task ${task} (the first: ${out.get(task)!.file})`,
      );
    out.set(task, s);
  }
  return out;
}
