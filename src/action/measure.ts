import * as core from '@actions/core';
import { copyFile, lstat, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { measuringJobPolicy } from '../core/decide.js';
import { InputError } from '../core/errors.js';
import { modeRefusal } from '../core/events.js';
import { answersArtifactName, type AnswersManifest } from '../core/measured.js';
import { cell, code } from '../core/report/markdown.js';
import type { LoadedConfig } from '../engine/config.js';
import { forModels, runSuite, type ModelRun, type PreparedSuite } from '../engine/run.js';
import { uploadAnswers } from './artifact.js';
import { readPullSides, type PullSides } from './sides.js';
import { actionCacheDir, missingSecrets, type Flow } from './flow.js';
import { OUTPUT } from './inputs.js';
import { sideChannel } from './publish.js';
import { runnerTemp } from '../engine/paths.js';

/** One program the measuring job runs the head's builds under. */
interface MeasuredProgram {
  /** Said in the summary. */
  bar: string;
  loaded: LoadedConfig;
  prepared: PreparedSuite;
}

/**
 * What a verdict job may grade under: the base's bar with the head's builds, and, when the head
 * changes the protocol, the head's own program (graded only if an approval covers it, and what a
 * freeze label's verdict freezes). Which one applies is the verdict job's decision; it reads the
 * approvals this job must not be trusted to read.
 */
function measuredPrograms(sides: PullSides, models: string[]): MeasuredProgram[] {
  const program = sides.plan.program;
  const programs: MeasuredProgram[] = [
    {
      bar: sides.plan.base ? `the base's bar (${sides.plan.sha.slice(0, 12)})` : 'a new suite',
      loaded: sides.plan.measured,
      prepared: forModels(program, sides.plan.measured, models),
    },
  ];
  if (sides.head.side.prepared.protocolId !== program.protocolId) {
    programs.push({
      bar: "the pull request's own bar",
      loaded: sides.head.side.loaded,
      prepared: forModels(sides.head.side.prepared, sides.head.side.loaded, models),
    });
  }
  return programs;
}

/**
 * `mode: measure` on pull_request, the measuring job of the two-job recipe. It runs the pull
 * request's code (its slots, its command programs) in a job whose token cannot write, so it reads
 * the bar with git only, makes no API call and writes nothing through the API: it measures and
 * uploads the answers with a manifest as the artifact `evalgate-answers-<suite>`. The verdict job
 * (workflow_run, from the default branch) grades them and is the only writer.
 */
export async function measureJob(flow: Flow): Promise<void> {
  const { context, inputs, env } = flow;
  const refusal = modeRefusal('measure', context.eventName);
  if (refusal) throw new InputError(refusal);
  const pull = context.pull;
  if (!pull?.headSha || !pull.baseSha) {
    throw new InputError(
      'mode measure: the event payload has no pull_request with head.sha and base.sha',
    );
  }
  const runId = env.GITHUB_RUN_ID;
  if (!runId) {
    throw new InputError(
      'mode measure: GITHUB_RUN_ID is not set, and the verdict job finds the answers by the run',
    );
  }
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1') || 1;

  const sides = await readPullSides(flow, context.workspace);
  const suite = sides.head.side.loaded.config.suite;
  const programs = measuredPrograms(sides, inputs.models);
  // As in the one-job flow: the secrets the base's slots need, not the head's.
  const missing = pull.fork ? missingSecrets(sides.plan.config, inputs.models, env) : [];
  // A pull request's run reads no cache: every answer it hands on is its own measurement.
  const policy = measuringJobPolicy({ runId, attempt });
  const cacheDir = actionCacheDir(env, suite);
  const measured: { program: MeasuredProgram; runs: ModelRun[] }[] = [];
  if (missing.length === 0) {
    for (const program of programs) {
      const runs = await runSuite(program.prepared, {
        ...flow.runOptions,
        cachePolicy: policy,
        cacheDir,
        batchDir: path.join(cacheDir, 'batches'),
        pullRequest: true,
      });
      measured.push({ program, runs });
    }
  } else {
    core.notice(
      `evalgate ${suite}: this pull request comes from a fork, and GitHub passes no secrets to its runs (${missing.join(', ')} not set); nothing was measured. The verdict job still checks the bar.`,
    );
  }

  const stage = runnerTemp(env, 'evalgate-answers', suite);
  await rm(stage, { recursive: true, force: true });
  await mkdir(path.join(stage, 'answers'), { recursive: true });
  const segments = missing.length === 0 ? await stageSegments(cacheDir, stage) : [];
  const manifest: AnswersManifest = {
    v: 1,
    suite,
    pull: pull.number,
    head_sha: pull.headSha,
    base_sha: pull.baseSha,
    head_repo: pull.headRepo,
    protocol_ids: measured.map((m) => m.program.prepared.protocolId),
    run_id: runId,
    run_attempt: attempt,
    missing_secrets: missing,
  };
  const manifestFile = path.join(stage, 'manifest.json');
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  await uploadAnswers(answersArtifactName(suite), [manifestFile, ...segments], stage, env);

  await sideChannel('write the job summary', () =>
    core.summary.addRaw(measuredSummary(suite, measured, missing)).write(),
  );
  flow.outcome.output(OUTPUT.verdict, 'measured');
  flow.outcome.output(OUTPUT.baselineChanged, 'false');
}

/** The cache's answer segments, copied beside the manifest (regular files only, never links). */
async function stageSegments(cacheDir: string, stage: string): Promise<string[]> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const staged: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.jsonl')).sort()) {
    const from = path.join(cacheDir, name);
    if (!(await lstat(from)).isFile()) continue;
    const to = path.join(stage, 'answers', name);
    await copyFile(from, to);
    staged.push(to);
  }
  return staged;
}

function measuredSummary(
  suite: string,
  measured: { program: MeasuredProgram; runs: ModelRun[] }[],
  missing: string[],
): string {
  const rows = measured.flatMap(({ program, runs }) =>
    runs.map(
      ({ record }) =>
        `| ${cell(record.model.id)} | ${cell(program.bar)} | ${code(record.protocol_id.slice(0, 12))} | ${record.aggregates.score?.toFixed(1) ?? 'n/a'} | ${record.aggregates.n} | ${record.aggregates.errors} | ${record.usage.cached} |`,
    ),
  );
  const table = rows.length
    ? [
        '| model | under | protocol | score | items | errors | cached |',
        '|---|---|---|---:|---:|---:|---:|',
        ...rows,
      ].join('\n')
    : `_Nothing was measured: ${missing.join(', ')} not set in this run (a fork's run gets no secrets)._`;
  return [
    `### evalgate ${suite}: measured, judged by the verdict job`,
    '',
    table,
    '',
    `The answers are uploaded as the artifact ${code(answersArtifactName(suite))}. This job ran the pull request's code, so it wrote nothing: the verdict job (workflow_run, from the default branch) grades the answers under the bar in force, comments and sets the commit status \`evalgate / ${suite}\`. The scores above are not a verdict.`,
    '',
  ].join('\n');
}
