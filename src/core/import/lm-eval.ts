import { sha256Hex } from '../canonical.js';
import { InputError } from '../errors.js';
import { mmluCategory } from '../groups/mmlu-subjects.js';
import { subjectAggregates } from '../groups/subjects.js';
import {
  aggregate,
  RUN_RECORD_SCHEMA_VERSION,
  type ItemOutcome,
  type Protocol,
  type RunRecord,
} from '../record.js';
import { itemsOfTask, type SamplesFile } from './lm-eval-samples.js';
import type { LmEvalResults } from './lm-eval-input.js';
import { modelIdentity, scrubbedModelArgs } from './lm-eval-model.js';
import { lmEvalGroupProtocol, lmEvalProtocol } from './lm-eval-protocol.js';

export type { SamplesFile } from './lm-eval-samples.js';

export interface LmEvalImportOptions {
  /** Only these tasks or groups (default: every task the results file has a config for). */
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
 * lm-evaluation-harness output as run records: one record per task or group, at one metric and
 * filter (a record is one number a gate can judge; import again with `--filter` for another
 * filter). A group (`mmlu`, `mmlu_stem`, ...) is one record holding every item of its subtasks.
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
  const groups = Object.keys(results.group_subtasks ?? {}).filter(
    (g) => g in results.results && !tasks.includes(g),
  );
  for (const task of options.tasks ?? []) {
    if (!tasks.includes(task) && !groups.includes(task))
      throw new InputError(
        `--task ${task}: ${file} has no results for it; it has: ${tasks.join(', ')}${groups.length ? `; and the groups: ${groups.join(', ')}` : ''}`,
      );
  }
  const chosen = options.tasks?.length
    ? [...tasks, ...groups].filter((t) => options.tasks!.includes(t))
    : tasks;
  const byTask = assignSamples(samples, tasks, file);
  return chosen.map((task) =>
    groups.includes(task)
      ? importGroup(results, file, task, byTask, options, context)
      : importTask(results, file, task, byTask.get(task), options, context),
  );
}

/** What one task measured at the chosen metric and filter, checked against its samples. */
interface TaskMeasure {
  metric: string;
  filter: string;
  /** The reported value, a fraction. */
  value: number;
  /** In points, as lm-eval reported it; null for "N/A". */
  stderr: number | null;
  n: number;
  items: ItemOutcome[];
}

function importTask(
  results: LmEvalResults,
  file: string,
  task: string,
  samples: SamplesFile | undefined,
  options: LmEvalImportOptions,
  context: ImportContext,
): RunRecord {
  const measure = measureTask(results, file, task, samples, options);
  const modelArgs = scrubbedModelArgs(results.config.model_args);
  const { metric, filter, n } = measure;
  const { protocol, protocolId } = lmEvalProtocol(results, { task, metric, filter, n, modelArgs });
  return importedRecord(results, task, measure, { protocol, protocolId }, options, context);
}

function measureTask(
  results: LmEvalResults,
  file: string,
  task: string,
  samples: SamplesFile | undefined,
  options: LmEvalImportOptions,
): TaskMeasure {
  const config = results.configs[task]!;
  const listed = (config.metric_list ?? []).map((m) => m.metric);
  const { metric, filter, filters, value, stderr } = chooseMetric(results, file, task, {
    listed,
    samples: samples !== undefined,
    options,
  });
  const n = results['n-samples']?.[task]?.effective ?? samples?.samples.length;
  if (n === undefined) {
    throw new InputError(
      `${file}: n-samples.${task}: expected the number of documents evaluated, found none; pass the task's --samples file`,
    );
  }
  const items = samples
    ? itemsOfTask(samples, {
        task,
        metric,
        filter,
        filters,
        n,
        subject: subjectOfTask(task),
        taskHash: results.task_hashes?.[task],
      })
    : [];
  if (items.length) {
    const score = aggregate(items, 1, n).score!;
    if (Math.abs(score - 100 * value) > 1e-6) {
      throw new InputError(
        `${samples!.file}: the samples give ${task} ${metric} ${score.toFixed(4)}, but ${file} reports ${(100 * value).toFixed(4)}; they are not samples of the same run`,
      );
    }
  }
  return { metric, filter, value, stderr, n, items };
}

/**
 * lm-eval's metrics whose per-item value is 1 for a right answer and 0 for a wrong one, and whose
 * reported value is their mean (`aggregation: mean` in lm-eval's metric registry).
 */
const PER_ITEM_METRICS = ['acc', 'acc_norm', 'acc_mutual_info', 'acc_bytes', 'exact_match'];
/**
 * lm-eval's registered metrics that are not that: computed over the whole run (f1, mcc, bleu,
 * chrf, ter, brier_score), perplexities and bits per byte, a mean likelihood, or no score at all.
 */
const NOT_PER_ITEM_METRICS = new Set([
  'f1',
  'mcc',
  'bleu',
  'chrf',
  'ter',
  'brier_score',
  'perplexity',
  'word_perplexity',
  'byte_perplexity',
  'bits_per_byte',
  'likelihood',
  'bypass',
]);

interface MetricChoice {
  metric: string;
  filter: string;
  /** Every filter the results report for the metric, in lm-eval's order. */
  filters: string[];
  value: number;
  stderr: number | null;
}

/**
 * The metric and filter a record of `task` (a task or a group) is taken at. A gate pairs items
 * right or wrong, so the metric must be a per-item correctness whose mean is the reported value:
 * lm-eval's own such metrics, or a task's own metric when its samples show 0 or 1 per item
 * (checked when they are read); metrics lm-eval computes over the whole run are refused.
 */
function chooseMetric(
  results: LmEvalResults,
  file: string,
  task: string,
  how: { listed: readonly string[]; samples: boolean; options: LmEvalImportOptions },
): MetricChoice {
  const values = results.results[task]!;
  const keys = Object.keys(values).filter(
    (k) => k.includes(',') && !k.split(',')[0]!.endsWith('_stderr'),
  );
  const reported = [...new Set(keys.map((k) => k.split(',')[0]!))];
  const usable = (m: string) =>
    PER_ITEM_METRICS.includes(m) || (how.samples && !NOT_PER_ITEM_METRICS.has(m));
  const metric =
    how.options.metric ??
    how.listed.find((m) => reported.includes(m) && usable(m)) ??
    reported.find(usable) ??
    how.listed.find((m) => reported.includes(m)) ??
    reported[0];
  if (!metric || !reported.includes(metric)) {
    throw new InputError(
      `${file}: results.${task}: expected metric ${JSON.stringify(metric ?? '(any)')}, found ${reported.join(', ') || 'no metrics'}${how.options.metric ? '; choose one with --metric' : ''}`,
    );
  }
  const accepted = reported.filter(usable);
  const choose = accepted.length
    ? `choose one of ${accepted.join(', ')} with --metric`
    : `${task} reports none that is (${PER_ITEM_METRICS.join(', ')}${how.samples ? ', or a task’s own metric that is 0 or 1 per sample' : ''})`;
  const aggregation = results.configs[task]?.metric_list?.find(
    (m) => m.metric === metric,
  )?.aggregation;
  if (NOT_PER_ITEM_METRICS.has(metric) || (aggregation !== undefined && aggregation !== 'mean')) {
    throw new InputError(
      `${file}: ${task}: metric ${metric} is not a per-item correctness (lm-eval computes it ${NOT_PER_ITEM_METRICS.has(metric) ? 'over the whole run, not as a mean of right and wrong answers' : `with aggregation ${JSON.stringify(aggregation)}, not as a mean`}), so a gate cannot pair its items; ${choose}`,
    );
  }
  if (!usable(metric)) {
    throw new InputError(
      `${file}: ${task}: metric ${metric} is not one of lm-eval's per-item correctness metrics (${PER_ITEM_METRICS.join(', ')}); pass the task's --samples file, which shows whether it is 0 or 1 per item, or ${choose}`,
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
  const filter = how.options.filter ?? filters[0]!;
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
  return { metric, filter, filters, value, stderr };
}

/** How many subtasks an error lists. */
const SHOWN_TASKS = 8;

/**
 * A group as one record: the items of all its subtasks (ids `<subtask>/<doc_id>`) and the
 * group's own value. lm-eval (0.4.3 by default, later with `weight_by_size: true`, as its MMLU
 * groups set) reports a group's value as its subtasks' values weighted by their sizes, i.e. the
 * mean over all items; that is what a record's score is, so a group lm-eval aggregated otherwise
 * (an unweighted mean) is refused rather than given a score its items do not have.
 */
function importGroup(
  results: LmEvalResults,
  file: string,
  group: string,
  byTask: ReadonlyMap<string, SamplesFile>,
  options: LmEvalImportOptions,
  context: ImportContext,
): RunRecord {
  const subtasks = leafTasks(results, group, file);
  const withSamples = subtasks.filter((t) => byTask.has(t));
  if (withSamples.length > 0 && withSamples.length < subtasks.length) {
    const missing = subtasks.filter((t) => !byTask.has(t));
    throw new InputError(
      `group ${group}: samples were given for ${withSamples.length} of its ${subtasks.length} subtasks; expected all or none (missing: ${missing.slice(0, SHOWN_TASKS).join(', ')}${missing.length > SHOWN_TASKS ? ', ...' : ''})`,
    );
  }
  const listed = (results.configs[subtasks[0]!]!.metric_list ?? []).map((m) => m.metric);
  const choice = chooseMetric(results, file, group, {
    listed,
    samples: withSamples.length > 0,
    options,
  });
  const { metric, filter } = choice;
  const measures = subtasks.map((task) =>
    measureTask(results, file, task, byTask.get(task), { ...options, metric, filter }),
  );
  const n = measures.reduce((a, m) => a + m.n, 0);
  const weighted = measures.reduce((a, m) => a + m.value * m.n, 0) / n;
  if (Math.abs(weighted - choice.value) > 1e-9) {
    const unweighted = measures.reduce((a, m) => a + m.value, 0) / measures.length;
    throw new InputError(
      `${file}: results.${group}["${metric},${filter}"] is ${choice.value}, but its ${subtasks.length} subtasks weighted by size give ${weighted} (unweighted: ${unweighted}): lm-eval did not aggregate this group as the mean over its items (weight_by_size: false?), which a record's score is; import its subtasks instead`,
    );
  }
  const items = measures.flatMap((m, i) =>
    m.items.map((item) => ({ ...item, id: `${subtasks[i]}/${item.id}` })),
  );
  const modelArgs = scrubbedModelArgs(results.config.model_args);
  const protocol = lmEvalGroupProtocol(
    results,
    group,
    subtasks.map((task, i) => ({ task, n: measures[i]!.n })),
    { metric, filter, modelArgs },
  );
  const measure = { ...choice, n, items };
  return importedRecord(results, group, measure, protocol, options, context);
}

/** The tasks under a group, through its subgroups, sorted; each must have results and a config. */
function leafTasks(results: LmEvalResults, group: string, file: string): string[] {
  const tree = results.group_subtasks ?? {};
  const out = new Set<string>();
  const visit = (name: string, path: string[]) => {
    for (const child of tree[name] ?? []) {
      if (path.includes(child)) {
        throw new InputError(
          `${file}: group_subtasks: group ${child} contains itself (${[...path, child].join(' > ')})`,
        );
      }
      if (child in tree && !(child in results.configs)) visit(child, [...path, child]);
      else out.add(child);
    }
  };
  visit(group, [group]);
  const leaves = [...out].sort();
  const lacking = leaves.filter((t) => !(t in results.configs) || !(t in results.results));
  if (leaves.length === 0 || lacking.length) {
    throw new InputError(
      `${file}: group ${group}: expected subtasks with results and configs, found ${leaves.length === 0 ? 'none in group_subtasks' : `none for ${lacking.slice(0, SHOWN_TASKS).join(', ')}`}`,
    );
  }
  return leaves;
}

function importedRecord(
  results: LmEvalResults,
  task: string,
  measure: Pick<TaskMeasure, 'metric' | 'filter' | 'value' | 'stderr' | 'n' | 'items'>,
  { protocol, protocolId }: { protocol: Protocol; protocolId: string },
  options: LmEvalImportOptions,
  context: ImportContext,
): RunRecord {
  const { metric, filter, n, items, stderr } = measure;
  const modelArgs = scrubbedModelArgs(results.config.model_args);
  const identity = modelIdentity(results, modelArgs);
  const score = 100 * measure.value;
  const aggregates: RunRecord['aggregates'] = items.length
    ? { ...aggregate(items, 1, n), stderr, ...subjectAggregates(items, 1) }
    : { score, std: 0, per_repeat: [score], n, errors: 0, error_rate: 0, stderr };
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
