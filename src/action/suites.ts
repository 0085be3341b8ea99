import * as core from '@actions/core';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { overallVerdict, type Verdict } from '../core/diff.js';
import { InputError } from '../core/errors.js';
import { isDynamicPattern } from 'tinyglobby';
import {
  assertConfigsInside,
  assertOneConfigPerSuite,
  expandConfigs,
  splitConfigList,
} from '../engine/config-files.js';
import { extractCommit } from '../engine/git-tree.js';
import { scrub } from '../engine/secrets.js';
import type { RunContext } from './context.js';
import { isFreezeLabelOrSuite } from './bar.js';
import { commitFrozen, removeLabel } from './freeze.js';
import { BarUnverifiable, barRead } from './flow.js';
import type { GitHubPort } from './github.js';
import { OUTPUT, type ActionInputs } from './inputs.js';
import { STEP_OUTCOME, type FrozenSuite, type OutcomeSink } from './outcome.js';
import { BODY_LIMIT, sideChannel, upsertComment } from './publish.js';
import { runnerTemp } from '../engine/paths.js';

type Execute = (
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort | undefined,
  env: NodeJS.ProcessEnv,
  outcome: OutcomeSink,
) => Promise<void>;

interface SuiteResult {
  config: string;
  outputs: Record<string, string>;
  failures: string[];
  comment?: { suite: string; fit: (budget: number) => string; failed: boolean };
}

/**
 * The `config` input names one config, several (one per line or comma) or globs. One config runs
 * as it always did. Several run one after another in this step, each with its own flow, report,
 * summary section and comment (or one comment for all with `comment-mode: combined`); a suite
 * that fails or cannot run never stops the others, and the step fails if any failed.
 *
 * On a pull request the suites are those the base commit's config input matches as well as the
 * head's: a suite the base gates and the head no longer has fails as `missing`, so deleting or
 * renaming a config file cannot take a suite out of the gate.
 */
export async function executeSuites(
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort | undefined,
  env: NodeJS.ProcessEnv,
  execute: Execute,
): Promise<void> {
  const patterns = splitConfigList(inputs.config);
  // The head's configs: the checkout, or in the verdict job the fetched copy of the head commit.
  const headRoot = context.pull?.measured?.root ?? context.workspace;
  const files = await expandConfigs(patterns, headRoot);
  await assertConfigsInside(files, headRoot, 'input "config"');
  // One literal config: the flow as it always was. A glob goes the long way even when it matches
  // one file today, so the base's matches are checked: deleting the others must not pass.
  if (patterns.length === 1 && files.length === 1 && !isDynamicPattern(patterns[0]!)) {
    return execute({ ...inputs, config: files[0]! }, context, github, env, STEP_OUTCOME);
  }
  await assertOneConfigPerSuite(files, headRoot, 'input "config"');
  if (inputs.shard || inputs.mode === 'merge') {
    throw new InputError(
      `input "config": a shard or merge job takes one config, found ${files.length} (${files.join(', ')})`,
      ['run one shard matrix (and one merge job) per suite'],
    );
  }
  const missing =
    context.pull || context.mergeGroup ? await removedAtHead(patterns, files, context, env) : [];

  // A freeze label's run: the suites' freezes are committed together, once every suite has run.
  const freezing =
    context.pull !== undefined &&
    context.action === 'labeled' &&
    isFreezeLabelOrSuite(context.label, inputs.freezeLabel);
  const frozen: { part: FrozenSuite; result: SuiteResult }[] = [];
  const results: SuiteResult[] = [];
  for (const config of files) {
    const result: SuiteResult = { config, outputs: {}, failures: [] };
    const sink: OutcomeSink = {
      output: (name, value) => void (result.outputs[name] = value),
      fail: (message) => void result.failures.push(message),
      ...(inputs.commentMode === 'combined'
        ? { comment: (suite, fit, failed) => void (result.comment = { suite, fit, failed }) }
        : {}),
      ...(freezing ? { freeze: (part: FrozenSuite) => void frozen.push({ part, result }) } : {}),
    };
    core.startGroup(`evalgate: suite ${config}`);
    try {
      await execute({ ...inputs, config }, context, github, env, sink);
    } catch (error) {
      result.failures.push(failureText(config, error));
      result.outputs[OUTPUT.verdict] ??= 'errored';
    } finally {
      core.endGroup();
    }
    results.push(result);
  }
  if (frozen.length > 0) await commitFrozenSuites(frozen, { inputs, context, github, env });
  else if (freezing) {
    core.notice(
      `evalgate: the "${context.label}" label froze no suite: none of them has a bar this pull request changes. A label "${inputs.freezeLabel}:<suite>" freezes that suite.`,
    );
  }
  for (const config of missing) {
    results.push({
      config,
      outputs: { [OUTPUT.verdict]: 'missing' },
      failures: [
        `evalgate ${config}: missing: the base commit gates this suite, but the pull request removes or renames its config; a pull request cannot take a suite out of the gate`,
      ],
    });
  }
  await finish(results, inputs, context, github, env);
}

/**
 * The freezes of several suites in one commit: the labels are removed first (nothing more freezes
 * under them), then the baselines are committed on the measured head, each suite gets its status
 * and comment. A failure fails every frozen suite: none of them was committed.
 */
async function commitFrozenSuites(
  frozen: readonly { part: FrozenSuite; result: SuiteResult }[],
  flow: Parameters<typeof commitFrozen>[0],
): Promise<void> {
  try {
    const labels = [
      ...new Map(frozen.map((f) => [f.part.label.toLowerCase(), f.part.label])).values(),
    ];
    for (const label of labels) await removeLabel(flow, label);
    const urls = await commitFrozen(
      flow,
      frozen.map((f) => f.part),
    );
    frozen.forEach((f, i) => void (f.result.outputs[OUTPUT.commentUrl] = urls[i] ?? ''));
  } catch (error) {
    for (const { result } of frozen) {
      result.failures.push(failureText(result.config, error));
      result.outputs[OUTPUT.verdict] = 'errored';
      result.outputs[OUTPUT.baselineChanged] = 'false';
    }
  }
}

/** Configs the base commit's input matches that the head's no longer does. */
async function removedAtHead(
  patterns: string[],
  headFiles: string[],
  context: RunContext,
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const baseSha = context.pull ? context.pull.baseSha : context.mergeGroup!.baseSha;
  if (!baseSha) throw new BarUnverifiable('the event payload has no base sha of the bar');
  const root = runnerTemp(env, `evalgate-base-${baseSha.slice(0, 12)}`);
  await barRead(`check out the base commit ${baseSha}`, () =>
    extractCommit({ repoDir: context.workspace, sha: baseSha, dest: root }),
  );
  const base: string[] = [];
  for (const pattern of patterns) {
    // A pattern that matches nothing at the base is a suite the pull request adds; any other
    // failure to read the base's configs fails the check (it is a read the bar depends on).
    base.push(
      ...(await barRead(`list the configs ${pattern} matches at the base commit`, () =>
        expandConfigs([pattern], root, { allowEmpty: true }),
      )),
    );
  }
  const head = new Set(headFiles.map((f) => path.normalize(f)));
  return [...new Set(base.map((f) => path.normalize(f)))].filter((f) => !head.has(f));
}

async function finish(
  results: SuiteResult[],
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort | undefined,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const verdicts = results.map((r) => r.outputs[OUTPUT.verdict] ?? 'errored');
  const known = verdicts.every((v) => v !== 'skipped' && v !== 'errored');
  // Measuring and comparing jobs (mode measure, mode compare) judge nothing: their suites are
  // all `measured` (or all `compared`) or failed.
  const verdict = verdicts.every((v) => v === 'measured' || v === 'compared')
    ? verdicts[0]!
    : known
      ? overallVerdict(verdicts.map((v) => ({ verdict: v as Verdict })))
      : verdicts.includes('errored')
        ? 'errored'
        : overallVerdict(
            verdicts.filter((v) => v !== 'skipped').map((v) => ({ verdict: v as Verdict })),
          );
  const failures = results.flatMap((r) => r.failures);

  let commentUrl = results.map((r) => r.outputs[OUTPUT.commentUrl] ?? '').filter(Boolean);
  const parts = results.filter((r) => r.comment);
  if (inputs.commentMode === 'combined' && context.pull && github && parts.length) {
    const budget = Math.floor((BODY_LIMIT - 500) / parts.length);
    const body = parts.map((r) => r.comment!.fit(budget)).join('\n\n---\n\n');
    const url = await sideChannel('post the combined pull-request comment', () =>
      upsertComment(github, inputs, context.pull!.number, '*', body, failures.length > 0),
    );
    commentUrl = url ? [url] : [];
  }

  const dir = runnerTemp(env, 'evalgate');
  await mkdir(dir, { recursive: true });
  const suites = await Promise.all(
    results.map(async (r) => {
      const file = r.outputs[OUTPUT.resultsJson];
      const results = file ? await readFile(file, 'utf8').then(JSON.parse, () => null) : null;
      return {
        config: r.config,
        verdict: r.outputs[OUTPUT.verdict] ?? 'errored',
        failed: r.failures.length > 0,
        failures: r.failures,
        report_path: r.outputs[OUTPUT.reportPath] ?? null,
        results_json: file ?? null,
        comment_url: r.outputs[OUTPUT.commentUrl] || null,
        ...(results ? { suite: results.suite, models: results.models } : {}),
      };
    }),
  );
  const json = path.join(dir, 'suites-results.json');
  await writeFile(json, `${JSON.stringify({ verdict, failed: failures.length > 0, suites })}\n`);
  const reports = await Promise.all(
    suites.map((s) => (s.report_path ? readFile(s.report_path, 'utf8').catch(() => '') : '')),
  );
  const report = path.join(dir, 'suites-report.md');
  await writeFile(report, reports.filter(Boolean).join('\n\n---\n\n'));

  const drops = results.map((r) => Number(r.outputs[OUTPUT.maxDrop] ?? 0));
  core.setOutput(OUTPUT.verdict, verdict);
  core.setOutput(OUTPUT.maxDrop, String(Math.max(0, ...drops)));
  core.setOutput(OUTPUT.reportPath, report);
  core.setOutput(OUTPUT.resultsJson, json);
  core.setOutput(OUTPUT.commentUrl, commentUrl.join('\n'));
  core.setOutput(
    OUTPUT.baselineChanged,
    String(results.some((r) => r.outputs[OUTPUT.baselineChanged] === 'true')),
  );
  if (failures.length) core.setFailed(failures.join('\n'));
}

function failureText(config: string, error: unknown): string {
  if (error instanceof BarUnverifiable) {
    return `evalgate ${config}: cannot verify the bar: ${scrub(error.message)}. The check fails closed; rerun it when the cause is fixed.`;
  }
  if (error instanceof InputError) {
    return scrub([`evalgate ${config}: ${error.message}`, ...error.details].join('\n'));
  }
  return `evalgate ${config}: internal error: ${scrub(error instanceof Error ? error.message : String(error))}`;
}
