import * as core from '@actions/core';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { InputError } from '../core/errors.js';
import { slotProtocol } from '../core/protocol.js';
import { cell } from '../core/report/markdown.js';
import { mergeShards, shardName, type ShardFile, type ShardSpec } from '../core/shard.js';
import type { LoadedConfig } from '../engine/config.js';
import { gateRuns, readBaselines, type PullExtras } from '../engine/gate.js';
import {
  prepareSuite,
  runSuite,
  shardSuite,
  type ModelRun,
  type PreparedSuite,
} from '../engine/run.js';
import { trackedFiles } from '../engine/git-tree.js';
import { writeRecord } from '../engine/history.js';
import { readShardFiles } from '../engine/shards.js';
import { downloadShards, shardArtifactName, uploadShard } from './artifact.js';
import { pullRequestLabelRun, readPullBar } from './bar.js';
import { barRead, missingSecrets, withResponseCache, type Flow } from './flow.js';
import { INPUT, OUTPUT } from './inputs.js';
import { forkSkip, publishGate, sideChannel } from './publish.js';
import { gradedProgram } from './graded.js';
import { publishBranch } from './scheduled.js';
import { runnerTemp } from '../engine/paths.js';

/** What this job measures (or merges) under: on a pull request the bar's program, else the config's. */
interface Program {
  loaded: LoadedConfig;
  prepared: PreparedSuite;
  pull?: PullExtras;
}

/** The folder of this job's files under RUNNER_TEMP: a stable path for upload and the outputs. */
function jobDir(env: NodeJS.ProcessEnv, ...parts: string[]): string {
  return runnerTemp(env, 'evalgate', ...parts);
}

/**
 * A shard job (`shard: I/N`, mode gate or run): measures its part of the slice under the bar,
 * writes the partial records and uploads them. It writes no comment, history or issue and sets
 * only `run-path`: the merge job is the one that reports.
 */
export async function shardJob(flow: Flow, loaded: LoadedConfig): Promise<void> {
  const spec = flow.inputs.shard!;
  const program = await programOf(flow, loaded);
  if (!program) return;
  const prepared = shardSuite(program.prepared, spec, `input "${INPUT.shard}"`);
  const suite = prepared.loaded.config.suite;
  const part = `${spec.index}-of-${spec.count}`;
  const dir = jobDir(flow.env, 'shards', `${suite}-${part}`);
  const runs = await withResponseCache(
    flow,
    suite,
    prepared.protocolId,
    (options) => runSuite(prepared, { ...options, outDir: dir }),
    `shard-${part}`,
  );
  const name = shardArtifactName(suite, spec.index, spec.count);
  await uploadShard(
    name,
    runs.map((r) => r.path),
    dir,
    flow.env,
  );
  await sideChannel('write the job summary', () =>
    core.summary.addRaw(shardSummary(suite, spec, runs, name)).write(),
  );
  flow.outcome.output(OUTPUT.runPath, dir);
}

function shardSummary(suite: string, spec: ShardSpec, runs: ModelRun[], artifact: string) {
  const rows = runs.map(({ record }) => {
    const a = record.aggregates;
    return `| ${cell(record.model.id)} | ${a.n} of ${record.shard!.slice_items} | ${a.errors} |`;
  });
  return [
    `### evalgate ${suite}: ${shardName(spec)} done, merged by the merge job`,
    '',
    `A partial run (round-robin over the slice, protocol \`${runs[0]?.record.protocol_id.slice(0, 12) ?? ''}\`): no verdict here; the merge job (\`mode: merge\`) joins the shards, gates and reports. Artifact: \`${artifact}\`.`,
    '',
    '| model | items | errors |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/**
 * mode merge: joins the shards' partial records, one run per model entry, checks they are this
 * bar's protocol and slots, then gates and reports like an unsharded job: the only writer of the
 * comment, summary, outputs, data branch and tracking issue.
 */
export async function mergeMode(flow: Flow, loaded: LoadedConfig): Promise<void> {
  const program = await programOf(flow, loaded);
  if (!program) return;
  const suite = program.loaded.config.suite;
  const files = await readShardFiles(await shardFiles(flow, suite));
  const runs = await mergeRuns(files, program.prepared, jobDir(flow.env, 'merged', suite));
  const baselines = await readBaselines(program.loaded, program.prepared);
  const result = await gateRuns(program.loaded, program.prepared, runs, baselines, program.pull);
  if (flow.context.pull) await publishGate({ ...flow, result, footer: '' });
  else await publishBranch(flow, program.loaded, result);
}

async function programOf(flow: Flow, loaded: LoadedConfig): Promise<Program | undefined> {
  if (!flow.context.pull)
    return { loaded, prepared: await prepareSuite(loaded, flow.inputs.models) };
  const bar = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
  if (flow.context.pull.fork) {
    const missing = missingSecrets(bar.plan.config, flow.inputs.models, flow.env);
    if (missing.length > 0) {
      await forkSkip(flow, missing);
      return undefined;
    }
  }
  if (bar.label) {
    throw new InputError(
      `evalgate: the freeze label was applied: a label freeze reruns and freezes the whole slice in one job; run it with mode gate and no input "${INPUT.shard}" (see examples/workflows/pr-sharded.yml), not in sharded jobs`,
    );
  }
  // As the unsharded pull-request flow: the base's bar, or the head's when an approval covers it.
  const graded = gradedProgram(bar, flow.inputs.models);
  return {
    loaded: graded.loaded,
    prepared: graded.prepared,
    pull: { bar: graded.report, missing: graded.missing },
  };
}

/** The partial records: input `runs` (files, folders or globs), else this run's shard artifacts. */
async function shardFiles(flow: Flow, suite: string): Promise<string[]> {
  const { inputs, context, env } = flow;
  let patterns = inputs.runs;
  let where = `input "${INPUT.runs}" (${patterns.join(', ')})`;
  if (patterns.length === 0) {
    patterns = await downloadShards(suite, jobDir(env, 'downloads'), env);
    where = env.ACTIONS_RUNTIME_TOKEN
      ? `the artifacts ${shardArtifactName(suite)}* of this workflow run`
      : `input "${INPUT.runs}" (not set, and no artifact service here to download the shards from)`;
  }
  const files = new Set<string>();
  for (const pattern of patterns) {
    const absolute = path.resolve(context.workspace, pattern);
    const folder = await stat(absolute).then(
      (s) => s.isDirectory(),
      () => false,
    );
    const found = folder
      ? await glob('**/*.json', { cwd: absolute, absolute: true })
      : await glob(pattern, { cwd: context.workspace, absolute: true });
    for (const file of found.sort()) files.add(file);
  }
  if (context.pull) {
    // Partial records are what this run's shard jobs wrote; one the pull request commits at that
    // path is the author's claim, not a measurement.
    const planted = await barRead('list the files git tracks in the checkout', () =>
      trackedFiles(context.workspace, [...files]),
    );
    if (planted.length > 0) {
      throw new InputError(
        `mode merge: ${planted.map((f) => path.relative(context.workspace, f)).join(', ')} ${planted.length === 1 ? 'is' : 'are'} committed in the repository; on a pull request only partial records written by this run's shard jobs are merged`,
        ['download the shard artifacts outside the tracked files (e.g. under $RUNNER_TEMP)'],
      );
    }
  }
  if (files.size === 0) {
    throw new InputError(
      `mode merge: expected the shards' partial run records (JSON files) in ${where}, found none; set input "${INPUT.runs}" to the files the shard jobs wrote (their output run-path, e.g. downloaded with actions/download-artifact)`,
    );
  }
  return [...files];
}

/** One merged run per model entry, each this bar's protocol; every slot measured must be there. */
async function mergeRuns(
  files: ShardFile[],
  prepared: PreparedSuite,
  outDir: string,
): Promise<ModelRun[]> {
  const byModel = new Map<string, ShardFile[]>();
  for (const file of files) {
    const id = file.record.model.id;
    byModel.set(id, [...(byModel.get(id) ?? []), file]);
  }
  const suite = prepared.loaded.config.suite;
  const runs: ModelRun[] = [];
  for (const entry of prepared.candidates) {
    const group = byModel.get(entry.id);
    if (!group) {
      throw new InputError(
        `mode merge: no partial records of model "${entry.id}" among ${files.length} files (${files.map((f) => f.file).join(', ')}); every shard job must measure the same models`,
      );
    }
    byModel.delete(entry.id);
    const record = mergeShards(group);
    // Per slot: a reasoning slot is measured under its own protocol, not the suite's.
    const { protocolId } = slotProtocol(prepared, entry);
    if (record.suite !== suite || record.protocol_id !== protocolId) {
      throw new InputError(
        `${group[0]!.file}: foreign shard: it is of suite "${record.suite}", protocol ${record.protocol_id.slice(0, 12)}, but this job measures suite "${suite}" under protocol ${protocolId.slice(0, 12)}; merge only the shards this workflow run measured`,
      );
    }
    runs.push({
      record,
      path: await writeRecord(record, { root: prepared.loaded.baseDir, out: outDir }),
    });
  }
  for (const [id, group] of byModel) {
    throw new InputError(
      `${group[0]!.file}: foreign shard: model "${id}" is not a slot this job measures (${prepared.candidates.map((c) => c.id).join(', ')})`,
    );
  }
  return runs;
}
