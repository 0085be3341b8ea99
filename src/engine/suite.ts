import type { ModelEntry } from '../core/config/schema.js';
import { missingVariables, type MissingVariable } from '../core/config/variables.js';
import { InputError } from '../core/errors.js';
import { planSuite, type MeasurementPlan } from '../core/plan.js';
import { shardItems, type ShardPart, type ShardSpec } from '../core/shard.js';
import type { Slice } from '../core/slice/build.js';
import { mapRow } from '../core/slice/rows.js';
import { logText } from '../core/text.js';
import type { LoadedConfig } from './config.js';
import { datasetFiles, readDataset } from './datasets/read.js';
import { checkCommand } from './providers/command.js';
import { assertPinned, loadSlice } from './slice.js';

/**
 * A suite ready to run: the measurement plan of its config, the entries to measure with it, and
 * for a shard the part of the slice it holds. The plan is computed once, in `prepareSuite`.
 */
export interface PreparedSuite extends MeasurementPlan {
  loaded: LoadedConfig;
  candidates: ModelEntry[];
  /** Set by `shardSuite`: the calls are this shard's part of the slice. */
  shard?: ShardPart;
}

export async function prepareSuite(
  loaded: LoadedConfig,
  modelIds: string[],
  warn: (message: string) => void = (message) =>
    void process.stderr.write(`evalgate: warning: ${message}\n`),
): Promise<PreparedSuite> {
  const { config } = loaded;
  const slice = await loadSlice(loaded, warn);
  await assertPinned(loaded, slice);
  const fewshot = config.harness.fewshot;
  let fewshotRows: Record<string, unknown>[] = [];
  if (fewshot && fewshot.k > 0) {
    if (!fewshot.path) {
      throw new InputError(
        `${loaded.file}: harness.fewshot.path is required when harness.fewshot.k is ${fewshot.k}`,
      );
    }
    const read = await readDataset({
      pattern: fewshot.path,
      baseDir: loaded.baseDir,
      format: fewshot.format ?? config.dataset.format,
      key: 'harness.fewshot.path',
      ...(loaded.readRoot === undefined ? {} : { root: loaded.readRoot }),
    });
    fewshotRows = read.rows;
    await checkFewshotOverlap(loaded, slice, read, warn);
  }
  let plan: MeasurementPlan;
  try {
    plan = planSuite(config, slice, fewshotRows);
  } catch (error) {
    if (error instanceof InputError && error.message.startsWith('grader.judge:')) {
      throw new InputError(`${loaded.file}: ${error.message}`, error.details);
    }
    throw error;
  }
  return { ...plan, loaded, candidates: selectCandidates(loaded, modelIds) };
}

/**
 * The same measurement for the model entries of another config whose program is the same: a
 * pull request's head slots under the base's program, without reading and slicing it again.
 */
export function forModels(
  prepared: PreparedSuite,
  loaded: LoadedConfig,
  modelIds: string[],
): PreparedSuite {
  return { ...prepared, loaded, candidates: selectCandidates(loaded, modelIds) };
}

/**
 * Shard `spec` of a prepared suite: the calls of the slice positions p with p mod N = I - 1. The
 * protocol stays the whole slice's, so the merged shards are comparable with an unsharded run.
 */
export function shardSuite(prepared: PreparedSuite, spec: ShardSpec, where: string): PreparedSuite {
  const items = prepared.slice.items;
  if (spec.count > items.length) {
    throw new InputError(
      `${where}: expected at most ${items.length} shards (the slice has ${items.length} items), found ${spec.count}`,
    );
  }
  const member = new Set(shardItems(items, spec));
  const ids = [...member].map((item) => item.id);
  return {
    ...prepared,
    calls: prepared.calls.filter((call) => member.has(call.item)),
    shard: { index: spec.index, count: spec.count, slice_items: items.length, ids },
  };
}

/** The entries a run calls: the candidates and, for `llm_judge`, the judge. */
export function calledEntries(prepared: PreparedSuite): ModelEntry[] {
  const judge = prepared.judge?.entry;
  return judge && !prepared.candidates.includes(judge)
    ? [...prepared.candidates, judge]
    : prepared.candidates;
}

/**
 * Everything a run needs from its surroundings, checked before the first request of any model:
 * every key and header variable of every entry it calls (the judge included) and every command.
 * A missing one found after the first model's requests were spent would waste them.
 */
export function assertRunnable(
  prepared: PreparedSuite,
  env: NodeJS.ProcessEnv,
  /** False: the run sends no request to the candidates, so only a judge needs its key. */
  sends = true,
): void {
  const entries = sends
    ? calledEntries(prepared)
    : calledEntries(prepared).filter((e) => !prepared.candidates.includes(e));
  const missing = missingVariables(entries, env);
  if (missing.length > 0) {
    const lines = missing.map(missingText);
    throw new InputError(
      `${prepared.loaded.file}: ${missing.length === 1 ? 'an environment variable is' : `${missing.length} environment variables are`} missing, so nothing was sent: ${lines.join('; ')}`,
      ['export it, or pass it from a repository secret in the workflow'],
    );
  }
  for (const entry of entries) {
    if (entry.provider === 'command') {
      checkCommand(entry, entryDir(prepared, entry), env);
    }
  }
}

/**
 * The folder an entry's relative paths (a command, a cassette) resolve from: the judge's from the
 * program's folder, since the judge is part of the program (a pull request's is the base's, also
 * under the head's approved program when the head keeps the base's judge); a measured slot's
 * from modelDir. The check before the run and the run itself both ask here.
 */
export function entryDir(prepared: PreparedSuite, entry: ModelEntry): string {
  const { loaded } = prepared;
  return entry === prepared.judge?.entry ? (loaded.judgeDir ?? loaded.baseDir) : loaded.modelDir;
}

/** One missing variable, as a run and a dry run name it. */
export function missingText(m: MissingVariable): string {
  return m.key === 'api_key_env'
    ? `model "${logText(m.model)}": the environment variable ${m.variable} (api_key_env) is not set`
    : `model "${logText(m.model)}": ${m.key} uses \${${m.variable}}, but that environment variable is not set`;
}

/** The entries to run: all but the judge, or those `modelIds` names (each must exist). */
function selectCandidates(loaded: LoadedConfig, modelIds: string[]): ModelEntry[] {
  const { config } = loaded;
  const judges = new Set(config.grader.kind === 'llm_judge' ? [config.grader.judge] : []);
  const all = config.models.filter((m) => !judges.has(m.id));
  const unknown = modelIds.filter((id) => !config.models.some((m) => m.id === id));
  if (unknown.length) {
    throw new InputError(
      `--model ${unknown.map((id) => JSON.stringify(id)).join(', ')}: no such model entry in ${loaded.file}; expected one of: ${all.map((m) => m.id).join(', ')}`,
    );
  }
  const candidates = modelIds.length ? all.filter((m) => modelIds.includes(m.id)) : all;
  if (candidates.length === 0) {
    throw new InputError(
      `${loaded.file}: models: expected at least one model entry to run, found none`,
    );
  }
  return candidates;
}

/**
 * Few-shot examples drawn from the rows under evaluation put answers into the prompts. A few-shot
 * path naming a file of dataset.path is an error on harness.fewshot.path with the count of
 * evaluated rows among the examples' pool; rows of another file equal in question and choices
 * are a warning only (MMLU's own dev and test splits share a few questions, and lm-eval prompts
 * them so).
 */
async function checkFewshotOverlap(
  loaded: LoadedConfig,
  slice: Slice,
  fewshot: { files: readonly string[]; rows: readonly Record<string, unknown>[] },
  warn: (message: string) => void,
): Promise<void> {
  const { config } = loaded;
  const fields = config.dataset.fields;
  // Rows without a question text are not compared (nothing says two of them are one row).
  const keyOf = (row: Record<string, unknown>) =>
    typeof row.question === 'string' && row.question.trim() !== ''
      ? JSON.stringify([row.question, row.choices ?? null], (_, v: unknown) =>
          typeof v === 'bigint' ? v.toString() : v,
        )
      : undefined;
  const pool = new Set(fewshot.rows.map((row) => keyOf(mapRow(row, fields))));
  pool.delete(undefined);
  const overlap = slice.items.filter((item) => pool.has(keyOf(item.row)));
  const evaluated = new Set(
    await datasetFiles(config.dataset.path, loaded.baseDir, 'dataset.path', loaded.readRoot),
  );
  const shared = fewshot.files.filter((file) => evaluated.has(file));
  if (shared.length === 0 && overlap.length === 0) return;
  const where = loaded.locate?.(['harness', 'fewshot', 'path']) ?? loaded.file;
  const ids = overlap.slice(0, 5).map((item) => JSON.stringify(item.id));
  const rows = `${overlap.length} of the ${slice.items.length} evaluated rows ${overlap.length === 1 ? 'is' : 'are'} among the few-shot rows (same question and choices)`;
  if (shared.length === 0) {
    warn(
      `${where}: harness.fewshot.path: ${rows}: their answers can be in the prompts (rows ${ids.join(', ')}${overlap.length > 5 ? ', ...' : ''})`,
    );
    return;
  }
  throw new InputError(
    `${where}: harness.fewshot.path: expected few-shot examples from other rows than the evaluated ones, found ${shared.join(', ')}, also read by dataset.path; ${rows}: their answers would be in the prompts`,
    ['take the examples from another split (for MMLU: dev, when the test split is evaluated)'],
  );
}
