import { z } from 'zod';
import { InputError } from '../errors.js';

/**
 * The parts of lm-evaluation-harness 0.4.x output that an import reads. Everything else in the
 * files is kept out of the record on purpose (environment dumps, tokenizer details, paths).
 */
const taskConfigSchema = z.looseObject({
  task: z.string().optional(),
  output_type: z.string().optional(),
  metric_list: z
    .array(z.looseObject({ metric: z.string(), aggregation: z.unknown().optional() }))
    .optional(),
  filter_list: z.array(z.looseObject({ name: z.string() })).optional(),
  num_fewshot: z.number().int().nonnegative().nullable().optional(),
  repeats: z.number().int().positive().optional(),
});
export type LmEvalTaskConfig = z.infer<typeof taskConfigSchema>;

const metricValue = z.union([z.number(), z.string(), z.null()]);

export const lmEvalResultsSchema = z.looseObject({
  results: z.record(z.string(), z.record(z.string(), z.unknown())),
  configs: z.record(z.string(), taskConfigSchema),
  /** Each group's subtasks and subgroups (from 0.4.3); a group's value is in `results` too. */
  group_subtasks: z.record(z.string(), z.array(z.string())).optional(),
  versions: z.record(z.string(), z.union([z.number(), z.string(), z.null()])).optional(),
  'n-shot': z.record(z.string(), z.number().int().nonnegative()).optional(),
  'n-samples': z
    .record(z.string(), z.object({ original: z.number().int(), effective: z.number().int() }))
    .optional(),
  config: z.looseObject({
    model: z.string(),
    model_args: z
      .union([z.string(), z.record(z.string(), z.unknown()), z.null()])
      .optional()
      .default(null),
    model_sha: z.string().nullable().optional(),
    model_revision: z.string().nullable().optional(),
    limit: z.number().nullable().optional(),
    gen_kwargs: z.unknown().optional(),
    fewshot_seed: z.number().nullable().optional(),
  }),
  higher_is_better: z.record(z.string(), z.record(z.string(), z.boolean().nullable())).optional(),
  task_hashes: z.record(z.string(), z.string()).optional(),
  total_evaluation_time_seconds: z.union([z.string(), z.number()]).optional(),
  lm_eval_version: z.string().optional(),
  git_hash: z.string().nullable().optional(),
  date: z.number().optional(),
  system_instruction_sha: z.string().nullable().optional(),
  chat_template_sha: z.string().nullable().optional(),
  fewshot_as_multiturn: z.boolean().nullable().optional(),
});
export type LmEvalResults = z.infer<typeof lmEvalResultsSchema>;

/** One line of a samples file; `filter` and `metrics` exist from 0.4.7, the hashes from 0.4.3. */
export const lmEvalSampleSchema = z.looseObject({
  doc_id: z.number().int().nonnegative(),
  doc: z.unknown(),
  target: z.unknown().optional(),
  filtered_resps: z.unknown().optional(),
  filter: z.string().optional(),
  metrics: z.array(z.string()).optional(),
  doc_hash: z.string().optional(),
  prompt_hash: z.string().optional(),
  target_hash: z.string().optional(),
});
export type LmEvalSample = z.infer<typeof lmEvalSampleSchema>;

function issueText(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `at ${issue.path.map(String).join('.') || 'the top level'}: ${issue.message}`;
}

/** Parses a results file (`results_<date>.json`); `file` names it in every error. */
export function parseLmEvalResults(text: string, file: string): LmEvalResults {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(
      `${file}: expected an lm-eval results JSON file, found text that is not JSON: ${(error as Error).message}`,
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('results' in data)) {
    throw new InputError(
      `${file}: expected an lm-eval results file (a JSON object with "results", "configs" and "config"), found ${describe(data)}`,
    );
  }
  const parsed = lmEvalResultsSchema.safeParse(data);
  if (!parsed.success) {
    throw new InputError(
      `${file}: not an lm-eval 0.4 results file ${issueText(parsed.error)}; expected the results_<date>.json that lm_eval --output_path writes`,
    );
  }
  for (const value of Object.values(parsed.data.results)) {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes(',') && !metricValue.safeParse(v).success) {
        throw new InputError(
          `${file}: results.${key}: expected a number or "N/A", found ${describe(v)}`,
        );
      }
    }
  }
  return parsed.data;
}

/**
 * Parses a samples file: JSON lines (0.4.3 on) or one indented JSON array (0.4.2 and earlier,
 * written under a `.jsonl` name all the same). Errors name the file and line.
 */
export function parseLmEvalSamples(text: string, file: string): LmEvalSample[] {
  const trimmed = text.trimStart();
  const rows: { line: number; value: unknown }[] = [];
  if (trimmed.startsWith('[')) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new InputError(
        `${file}: expected a JSON array of samples (lm-eval 0.4.2 and earlier), found invalid JSON: ${(error as Error).message}`,
      );
    }
    (data as unknown[]).forEach((value, i) => rows.push({ line: i + 1, value }));
  } else {
    text.split('\n').forEach((raw, i) => {
      if (raw.trim() === '') return;
      try {
        rows.push({ line: i + 1, value: JSON.parse(raw) });
      } catch (error) {
        throw new InputError(
          `${file}:${i + 1}: expected one JSON sample per line, found invalid JSON: ${(error as Error).message}`,
        );
      }
    });
  }
  if (rows.length === 0) throw new InputError(`${file}: expected lm-eval samples, found none`);
  const where = trimmed.startsWith('[')
    ? (n: number) => `${file}: sample ${n}`
    : (n: number) => `${file}:${n}`;
  return rows.map(({ line, value }) => {
    const parsed = lmEvalSampleSchema.safeParse(value);
    if (!parsed.success) {
      throw new InputError(
        `${where(line)}: not an lm-eval sample ${issueText(parsed.error)}; expected a line of a samples_<task>_<date>.jsonl file`,
      );
    }
    return parsed.data;
  });
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const keys = Object.keys(value).slice(0, 5);
    return `an object with keys ${keys.map((k) => JSON.stringify(k)).join(', ') || '(none)'}`;
  }
  return `${typeof value} ${JSON.stringify(value)}`;
}
