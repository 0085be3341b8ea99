import * as core from '@actions/core';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { InputError } from '../core/errors.js';
import { junitXml } from '../core/report/junit.js';
import { gateStoredRecords, importGateSettings } from '../engine/gate-records.js';
import { importLmEvalFiles } from '../engine/imports.js';
import { extractCommit, trackedFiles } from '../engine/git-tree.js';
import { barRead, BarUnverifiable, type Flow } from './flow.js';
import { INPUT, OUTPUT } from './inputs.js';
import { sideChannel } from './publish.js';
import { runnerTemp } from '../engine/paths.js';

/**
 * `results:`: gate lm-eval results that an earlier step wrote, instead of rerunning. Each results
 * file is imported with the samples lm-eval wrote beside it (`samples_<task>_<same date>.jsonl`),
 * and judged against the baselines frozen from earlier imports. On a pull request those are read
 * from the base commit, never from the head: a pull request cannot lower its own bar.
 */
export async function resultsGate(
  flow: Pick<Flow, 'inputs' | 'context' | 'env' | 'outcome'>,
): Promise<void> {
  const { inputs, context, env, outcome } = flow;
  const patterns = inputs.results ?? [];
  const files = await glob(patterns, { cwd: context.workspace, absolute: true });
  if (files.length === 0) {
    throw new InputError(
      `input "${INPUT.results}": expected lm-eval results files, found none matching ${patterns.join(', ')}`,
    );
  }
  // Pull requests and merge queues: the bar (baselines, gate settings) is the base commit's.
  const pullLike = context.pull !== undefined || context.mergeGroup !== undefined;
  const inputsOf = await Promise.all(
    files.sort().map(async (file) => ({ file, samples: await samplesBeside(file) })),
  );
  if (pullLike) {
    // Results are what an earlier step of this run wrote. A file the pull request commits at
    // that path is the author's claim, not a measurement: refused, even if a step overwrote it.
    const all = inputsOf.flatMap((i) => [i.file, ...i.samples]);
    const planted = await barRead('list the files git tracks in the checkout', () =>
      trackedFiles(context.workspace, all),
    );
    if (planted.length > 0) {
      throw new InputError(
        `input "${INPUT.results}": ${planted.map((f) => path.relative(context.workspace, f)).join(', ')} ${planted.length === 1 ? 'is' : 'are'} committed in the repository; on a pull request only results written by this run are gated`,
        ['write the lm-eval output outside the tracked files (e.g. under $RUNNER_TEMP)'],
      );
    }
  }
  const records = [];
  for (const { file, samples } of inputsOf)
    records.push(...(await importLmEvalFiles(file, samples, {}, env)));
  const configDir = path.dirname(inputs.config);
  let root = path.join(context.workspace, configDir);
  if (pullLike) {
    const baseSha = context.pull ? context.pull.baseSha : context.mergeGroup!.baseSha;
    if (!baseSha) throw new BarUnverifiable('the event payload has no base sha of the bar');
    const dest = runnerTemp(env, `evalgate-base-${baseSha.slice(0, 12)}`);
    await barRead(`check out the base commit ${baseSha}`, () =>
      extractCommit({ repoDir: context.workspace, sha: baseSha, dest }),
    );
    root = path.join(dest, configDir);
  }
  // The gate settings come with the bar: the config's `gate:` beside the baselines, if there is one.
  const gate = await importGateSettings(path.join(root, path.basename(inputs.config)));
  const result = await gateStoredRecords(root, records, gate);

  const dir = runnerTemp(env, 'evalgate');
  await mkdir(dir, { recursive: true });
  const report = path.join(dir, 'lm-eval-report.md');
  const json = path.join(dir, 'lm-eval-results.json');
  const junit = path.join(dir, 'lm-eval-junit.xml');
  await writeFile(report, result.markdown);
  await writeFile(junit, junitXml(result.junit));
  const suites = result.suites.map((s) => ({
    suite: s.suite,
    verdict: s.verdict,
    failed: s.failed,
  }));
  await writeFile(
    json,
    `${JSON.stringify({ verdict: result.verdict, failed: result.failed, models: result.diffs, suites })}\n`,
  );
  await sideChannel('write the job summary', () => core.summary.addRaw(result.markdown).write());
  const drop = Math.max(
    0,
    ...result.diffs.map((d) => (d.delta !== null && d.delta < 0 ? -d.delta : 0)),
  );
  outcome.output(OUTPUT.verdict, result.verdict);
  outcome.output(OUTPUT.maxDrop, String(drop));
  outcome.output(OUTPUT.reportPath, report);
  outcome.output(OUTPUT.resultsJson, json);
  outcome.output(OUTPUT.junitPath, junit);
  outcome.output(OUTPUT.baselineChanged, 'false');
  if (result.failed) {
    const worst = result.diffs
      .filter((d) => d.verdict !== 'pass')
      .map((d) => `${d.model}: ${d.verdict} (${d.reason})`);
    const message = `evalgate lm-eval results: ${result.verdict}\n${worst.join('\n')}`;
    if (inputs.onRegression === 'fail') outcome.fail(message);
    else core.warning(message);
  }
}

/** The samples lm-eval wrote with a results file: same folder, same date id. */
async function samplesBeside(resultsFile: string): Promise<string[]> {
  const date = /^results_(.+)\.json$/.exec(path.basename(resultsFile))?.[1];
  if (!date) return [];
  const folder = path.dirname(resultsFile);
  const names = await readdir(folder);
  return names
    .filter((n) => n.startsWith('samples_') && n.endsWith(`_${date}.jsonl`))
    .sort()
    .map((n) => path.join(folder, n));
}
