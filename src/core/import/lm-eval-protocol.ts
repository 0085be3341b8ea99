import { canonicalJson, sha256Hex } from '../canonical.js';
import { protocolIdOf } from '../protocol.js';
import type { Protocol } from '../record.js';
import type { LmEvalResults } from './lm-eval-input.js';

/** Bumped when the import maps lm-eval output to a protocol differently. */
export const LM_EVAL_IMPORT_PROTOCOL_VERSION = 1;

/** Task config keys that decide which documents are evaluated (the fingerprint). */
const DATASET_KEYS = [
  'dataset_path',
  'dataset_name',
  'dataset_kwargs',
  'custom_dataset',
  'training_split',
  'validation_split',
  'test_split',
  'process_docs',
];
/** Keys that decide the prompt and the target (the template). */
const TEMPLATE_KEYS = [
  'doc_to_text',
  'doc_to_target',
  'doc_to_choice',
  'doc_to_image',
  'doc_to_audio',
  'description',
  'target_delimiter',
  'fewshot_delimiter',
  'use_prompt',
  'gen_prefix',
  'process_results',
];
/** Keys that decide the few-shot examples (k comes from `n-shot`). */
const FEWSHOT_KEYS = ['fewshot_split', 'fewshot_config', 'num_fewshot'];
const GRADER_KEYS = ['metric_list', 'filter_list', 'output_type'];
const DECODING_KEYS = ['generation_kwargs'];
/** Names and notes that do not change a score. */
const DESCRIPTIVE_KEYS = [
  'task',
  'task_alias',
  'tag',
  'group',
  'group_alias',
  'metadata',
  'should_decontaminate',
  'doc_to_decontamination_query',
  'unsafe_code',
];
const COVERED = new Set([
  ...DATASET_KEYS,
  ...TEMPLATE_KEYS,
  ...FEWSHOT_KEYS,
  ...GRADER_KEYS,
  ...DECODING_KEYS,
  ...DESCRIPTIVE_KEYS,
]);

const LOGLIKELIHOOD_TYPES = new Set(['multiple_choice', 'loglikelihood', 'loglikelihood_rolling']);

export interface TaskChoice {
  task: string;
  metric: string;
  filter: string;
  /** Documents evaluated (`n-samples.effective`). */
  n: number;
  modelArgs: Record<string, unknown>;
}

function pick(config: Record<string, unknown>, keys: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (config[key] !== undefined) out[key] = config[key];
  return out;
}

const hash = (value: unknown) => sha256Hex(canonicalJson(value));

/**
 * The protocol of one imported task. Each part takes the config keys that decide it, so a
 * difference between two imports is named (template, few-shot, grader, decoding...) and whatever
 * no part covers lands in `task config`, never silently ignored. The runner is `lm-eval`, so an
 * import is never comparable with a run evalgate measured: evalgate cannot prove here that both
 * sent the same requests.
 */
export function lmEvalProtocol(
  results: LmEvalResults,
  choice: TaskChoice,
): { protocol: Protocol; protocolId: string } {
  const config = results.configs[choice.task]! as Record<string, unknown>;
  const outputType = typeof config.output_type === 'string' ? config.output_type : 'unknown';
  const loglikelihood = LOGLIKELIHOOD_TYPES.has(outputType);
  const dataset = pick(config, DATASET_KEYS);
  const template = {
    ...pick(config, TEMPLATE_KEYS),
    system_instruction_sha: results.system_instruction_sha ?? null,
    chat_template_sha: results.chat_template_sha ?? null,
    fewshot_as_multiturn: results.fewshot_as_multiturn ?? false,
  };
  const k = results['n-shot']?.[choice.task] ?? (config.num_fewshot as number | undefined) ?? 0;
  const fewshot = {
    ...pick(config, FEWSHOT_KEYS),
    fewshot_seed: k > 0 ? (results.config.fewshot_seed ?? null) : null,
  };
  const fewshotConfig = config.fewshot_config as { sampler?: unknown } | undefined;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) if (!COVERED.has(key)) rest[key] = value;
  const datasetPath = [config.dataset_path, config.dataset_name].filter(Boolean).join('/');

  const protocol: Protocol = {
    harness: {
      name: 'lm-eval',
      version: results.lm_eval_version ?? results.git_hash ?? 'unknown',
      protocol_version: LM_EVAL_IMPORT_PROTOCOL_VERSION,
    },
    dataset: { path: datasetPath || choice.task, format: 'lm-eval' },
    fingerprint: hash({ ...dataset, n: choice.n }),
    slice: { seed: '', size: choice.n, fingerprint_fields: [] },
    wash: {},
    template: {
      name: choice.task,
      mode: outputType,
      hash: hash(template),
      text:
        typeof config.doc_to_text === 'string'
          ? config.doc_to_text
          : canonicalJson(config.doc_to_text ?? null),
    },
    fewshot: {
      k,
      hash: hash(fewshot),
      ...(typeof config.fewshot_split === 'string' ? { source: config.fewshot_split } : {}),
      ...(typeof fewshotConfig?.sampler === 'string' ? { sampler: fewshotConfig.sampler } : {}),
    },
    grader: { metric: choice.metric, filter: choice.filter, ...pick(config, GRADER_KEYS) },
    decoding: loglikelihood
      ? { output_type: outputType }
      : { ...pick(config, DECODING_KEYS), gen_kwargs: results.config.gen_kwargs ?? null },
    repeats: 1,
    ...(loglikelihood ? { output: 'loglikelihood' as const } : {}),
    lm_eval: {
      task: choice.task,
      task_version: results.versions?.[choice.task] ?? null,
      task_hash: results.task_hashes?.[choice.task] ?? null,
      limit: results.config.limit ?? null,
      config: rest,
      lm_eval_version: results.lm_eval_version ?? null,
      git_hash: results.git_hash ?? null,
      model_args: choice.modelArgs,
    },
  };
  return { protocol, protocolId: protocolIdOf(protocol) };
}

export interface GroupChoice {
  metric: string;
  filter: string;
  modelArgs: Record<string, unknown>;
}

/**
 * The protocol of an imported group: each part is its subtasks' parts, so two imports of a group
 * compare only when every subtask's would, and a difference is named by part as for one task.
 * Parts all subtasks share (MMLU's template, grader, decoding) are kept as they are; parts that
 * differ by subtask (MMLU's description names the subject) are hashed per subtask. The subtasks
 * are listed in `lm_eval.subtasks`, and the grader says how their items make one score.
 */
export function lmEvalGroupProtocol(
  results: LmEvalResults,
  group: string,
  subtasks: readonly { task: string; n: number }[],
  choice: GroupChoice,
): { protocol: Protocol; protocolId: string } {
  const parts = subtasks.map(
    ({ task, n }) => [task, lmEvalProtocol(results, { ...choice, task, n }).protocol] as const,
  );
  const first = parts[0]![1];
  const each = (pick: (p: Protocol) => unknown) =>
    Object.fromEntries(parts.map(([task, p]) => [task, pick(p)]));
  const same = (pick: (p: Protocol) => unknown) => {
    const key = canonicalJson(pick(first));
    return parts.every(([, p]) => canonicalJson(pick(p)) === key);
  };
  const shared = <T>(pick: (p: Protocol) => T): T | { per_subtask: string } =>
    same(pick) ? pick(first) : { per_subtask: hash(each(pick)) };
  const n = subtasks.reduce((a, s) => a + s.n, 0);
  const taskHashes = parts.map(([, p]) => p.lm_eval!.task_hash);
  const k = results['n-shot']?.[group] ?? first.fewshot.k;
  const fewshotShared = same((p) => ({ source: p.fewshot.source, sampler: p.fewshot.sampler }));
  const loglikelihood = parts.every(([, p]) => p.output === 'loglikelihood');
  const datasetPaths = new Set(subtasks.map(({ task }) => results.configs[task]!.dataset_path));
  const datasetPath = datasetPaths.size === 1 ? [...datasetPaths][0] : undefined;

  const protocol: Protocol = {
    harness: first.harness,
    dataset: { path: typeof datasetPath === 'string' ? datasetPath : group, format: 'lm-eval' },
    fingerprint: hash(each((p) => p.fingerprint)),
    slice: { seed: '', size: n, fingerprint_fields: [] },
    wash: {},
    template: {
      name: group,
      mode: same((p) => p.template.mode) ? first.template.mode : 'mixed',
      hash: hash(each((p) => p.template.hash)),
      text: same((p) => p.template.text)
        ? first.template.text
        : `(${parts.length} subtasks' templates)`,
    },
    fewshot: {
      k,
      hash: hash(each((p) => ({ k: p.fewshot.k, hash: p.fewshot.hash }))),
      ...(fewshotShared && first.fewshot.source !== undefined
        ? { source: first.fewshot.source }
        : {}),
      ...(fewshotShared && first.fewshot.sampler !== undefined
        ? { sampler: first.fewshot.sampler }
        : {}),
    },
    grader: {
      ...(shared((p) => p.grader) as Record<string, unknown>),
      metric: choice.metric,
      filter: choice.filter,
      group: `the mean over the items of ${parts.length} subtasks (their scores weighted by size)`,
    },
    decoding: shared((p) => p.decoding) as Record<string, unknown>,
    repeats: 1,
    ...(loglikelihood ? { output: 'loglikelihood' as const } : {}),
    lm_eval: {
      task: group,
      task_version: results.versions?.[group] ?? null,
      task_hash: taskHashes.every((h) => h !== null)
        ? hash(each((p) => p.lm_eval!.task_hash))
        : null,
      limit: results.config.limit ?? null,
      config: shared((p) => p.lm_eval!.config),
      subtasks: parts.map(([task]) => task),
      lm_eval_version: results.lm_eval_version ?? null,
      git_hash: results.git_hash ?? null,
      model_args: choice.modelArgs,
    },
  };
  return { protocol, protocolId: protocolIdOf(protocol) };
}
