// Longer than 250 lines: everything a run says to people goes out here (summary, comment, status,
// report files, outputs, the fork skip), each through the same side-channel rule.
import * as core from '@actions/core';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gateFails, type ModelDiff } from '../core/diff.js';
import { InputError } from '../core/errors.js';
import { htmlReport } from '../core/report/html.js';
import { junitXml } from '../core/report/junit.js';
import { fitMarkdown } from '../core/report/markdown.js';
import type { GateResult } from '../engine/gate.js';
import { scrub } from '../engine/secrets.js';
import { uploadReport } from './artifact.js';
import type { GitHubPort } from './github.js';
import { OUTPUT, type ActionInputs } from './inputs.js';
import type { RunContext } from './context.js';
import type { Flow } from './flow.js';
import type { OutcomeSink } from './outcome.js';
import { runnerTemp } from '../engine/paths.js';

/** GitHub's limit on a comment or issue body. */
export const BODY_LIMIT = 65_536;

/** A side channel (comment, label, issue, data branch) that fails is a warning, never a verdict. */
export async function sideChannel<T>(
  what: string,
  action: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await action();
  } catch (error) {
    core.warning(
      `evalgate: could not ${what}: ${scrub(error instanceof Error ? error.message : String(error))}`,
    );
    return undefined;
  }
}

export function capBody(body: string): string {
  if (body.length < BODY_LIMIT) return body;
  core.warning(
    `evalgate: the report is ${body.length} characters, over GitHub's limit; it was cut (the job summary and the report file have it all)`,
  );
  const note =
    "\n\n… the report was cut here to fit GitHub's comment limit; see the job summary for all of it.\n";
  return body.slice(0, BODY_LIMIT - note.length - 100) + note;
}

const reportMarker = (suite: string) => `<!-- evalgate:comment suite=${suite} -->`;

/** One comment per suite, found by its marker among the Action's own comments, upserted per policy. */
export async function upsertComment(
  github: GitHubPort,
  inputs: ActionInputs,
  pull: number,
  suite: string,
  markdown: string,
  failed: boolean,
  /** The comment's marker: the suite's gate report unless told (mode compare has its own). */
  marker = reportMarker(suite),
): Promise<string | undefined> {
  const policy = inputs.comment;
  if (policy === 'never') return undefined;
  const body = capBody(`${marker}\n${markdown}`);
  const existing = await github.findComment(pull, marker, inputs.botLogin);
  if (existing) {
    if (policy === 'on-change' && existing.body === body) return existing.url;
    return (await github.updateComment(existing.id, body)).url;
  }
  if (policy === 'on-regression' && !failed) return undefined;
  return (await github.createComment(pull, body)).url;
}

/**
 * Everything a finished gate hands out, in order: results files, job summary (before the step
 * can fail), annotations, the pull-request comment or tracking issue, outputs, and last the
 * step's failure. `footer` is trusted text the flow adds (links, the previous nightly run).
 */
export async function publishGate(options: {
  result: GateResult;
  inputs: ActionInputs;
  context: RunContext;
  github: GitHubPort | undefined;
  env: NodeJS.ProcessEnv;
  outcome: OutcomeSink;
  footer: string;
  track?: (fitted: string) => Promise<void>;
}): Promise<void> {
  const { result, inputs, context, github, env, outcome } = options;
  const suite = result.prepared.loaded.config.suite;
  const footer = `${options.footer}${context.runUrl ? `\n[Workflow run](${context.runUrl})\n` : ''}`;
  const markdown = `${result.markdown}${footer}`;
  // Comments and issues have GitHub's size limit: the report drops detail in stages to fit it.
  const fitted = `${fitMarkdown(result.report, BODY_LIMIT - footer.length - 200)}${footer}`;
  const paths = await writeResults(result, markdown, env);

  await sideChannel('write the job summary', () => core.summary.addRaw(markdown).write());
  for (const diff of result.diffs) {
    if (diff.verdict === 'incomparable') {
      core.warning(
        `${diff.model}: incomparable with its baseline: ${diff.differs.length === 1 ? `${diff.differs[0]} differs` : `${diff.differs.join(', ')} differ`}`,
        { file: inputs.config, title: 'evalgate: incomparable protocol' },
      );
    }
  }
  for (const change of result.report.bar?.changes ?? []) {
    if (!change.blocking && change.kind !== 'cache') continue;
    const values =
      change.base === null && change.head === null
        ? ''
        : ` ${change.base ?? '(none)'} → ${change.head ?? '(none)'}`;
    const text = `${change.what}:${values}${change.note ? ` (${change.note})` : ''}`;
    const where = { file: inputs.config, title: 'evalgate: the bar changed' };
    if (change.blocking && !result.report.bar?.approvedBy) core.error(text, where);
    else core.warning(text, where);
  }

  let commentUrl: string | undefined;
  const combine = outcome.comment;
  if (combine && context.pull) {
    // Several suites, one comment: the step posts it once every suite is done.
    combine(
      suite,
      (budget) => `${fitMarkdown(result.report, budget - footer.length - 200)}${footer}`,
      result.failed,
    );
  } else if (context.pull && github) {
    commentUrl = await sideChannel('post the pull-request comment', () =>
      upsertComment(github, inputs, context.pull!.number, suite, fitted, result.failed),
    );
  }
  if (options.track) await sideChannel('update the tracking issue', () => options.track!(fitted));

  outcome.output(OUTPUT.verdict, result.verdict);
  outcome.output(OUTPUT.maxDrop, String(maxDrop(result.diffs)));
  outcome.output(OUTPUT.reportPath, paths.report);
  outcome.output(OUTPUT.resultsJson, paths.json);
  outcome.output(OUTPUT.junitPath, paths.junit);
  outcome.output(OUTPUT.commentUrl, commentUrl ?? '');
  outcome.output(OUTPUT.baselineChanged, 'false');

  if (result.failed) {
    const worst = result.diffs
      .filter((d) => d.verdict !== 'pass')
      .map((d) => `${d.model}: ${d.verdict} (${d.reason})`);
    const bar =
      result.verdict === 'bar-changed'
        ? ['the pull request changes the bar without an approved freeze (see the report)']
        : [];
    const message = `evalgate ${suite}: ${result.verdict}\n${[...bar, ...worst].join('\n')}`;
    // `on-regression: comment` softens regressions, never a change to the bar or a dropped slot.
    const barFails =
      result.verdict === 'bar-changed' || result.diffs.some((d) => d.verdict === 'missing');
    if (inputs.onRegression === 'fail' || barFails) outcome.fail(message);
    else core.warning(message);
  }
}

async function writeResults(result: GateResult, markdown: string, env: NodeJS.ProcessEnv) {
  const dir = runnerTemp(env, 'evalgate');
  await mkdir(dir, { recursive: true });
  const suite = result.prepared.loaded.config.suite;
  const report = path.join(dir, `${suite}-report.md`);
  const json = path.join(dir, `${suite}-results.json`);
  await writeFile(report, markdown);
  // The self-contained HTML report (chart, every item, filters) next to it, for an artifact step.
  const html = report.replace(/\.md$/, '.html');
  await writeFile(html, htmlReport(result.report));
  await uploadReport(
    `evalgate-${suite}-report-${env.GITHUB_RUN_ATTEMPT ?? '1'}`,
    [report, html],
    env,
  );
  const bar = result.report.bar;
  await writeFile(
    json,
    `${JSON.stringify({
      suite,
      verdict: result.verdict,
      failed: result.failed,
      models: result.diffs,
      ...(bar
        ? {
            bar: {
              base_sha: bar.baseSha,
              blocked: bar.blocked,
              approved_by: bar.approvedBy,
              changes: bar.changes,
            },
          }
        : {}),
    })}\n`,
  );
  const junit = path.join(dir, `${suite}-junit.xml`);
  const gate = result.prepared.loaded.config.gate;
  await writeFile(
    junit,
    junitXml([{ suite, models: result.diffs, fails: (d) => gateFails([d], gate) }]),
  );
  return { report, json, junit };
}

function maxDrop(diffs: readonly ModelDiff[]): number {
  return Math.max(0, ...diffs.map((d) => (d.delta !== null && d.delta < 0 ? -d.delta : 0)));
}

/** Pull requests from forks get no secrets: a clear skip instead of a cryptic failure. */
export async function forkSkip(
  { context, outcome }: Pick<Flow, 'context' | 'outcome'>,
  missing: string[],
): Promise<void> {
  const why = `evalgate skipped: this pull request comes from a fork (${context.pull!.headRepo}), and GitHub does not pass secrets to such runs (${missing.join(', ')} not set). See the README for the pull_request + workflow_run pattern that evaluates fork pull requests safely.`;
  core.notice(why);
  await core.summary.addHeading('evalgate: skipped', 3).addRaw(why).write();
  outcome.output(OUTPUT.verdict, 'skipped');
  outcome.output(OUTPUT.baselineChanged, 'false');
}

/** The commit status `evalgate / <suite>` a graded pull request gets: the required check. */
export function gateStatus(
  result: GateResult,
  inputs: Pick<ActionInputs, 'onRegression'>,
): { state: 'success' | 'failure'; description: string } {
  // As publishGate fails the step: `on-regression: comment` softens a regression, never a
  // change of the bar or a dropped slot.
  const barFails =
    result.verdict === 'bar-changed' || result.diffs.some((d) => d.verdict === 'missing');
  const fails = result.failed && (inputs.onRegression === 'fail' || barFails);
  const bar = result.report.bar;
  const description =
    bar && bar.blocked && bar.approvedBy === null
      ? `${result.verdict}: the pull request changes the bar without an approving review`
      : result.verdict;
  return { state: fails ? 'failure' : 'success', description };
}

/**
 * The status a pull request's gate sets: `evalgate / <suite>` (the suite's name at the base) for a
 * pull request into the default branch, `evalgate / <suite> (<base>)` into any other. A status is
 * keyed by the commit: a second pull request of the same head into a branch whose bar it lowered
 * less must not set the context the default branch requires.
 */
export function statusContext(context: Pick<RunContext, 'pull' | 'defaultBranch'>, suite: string) {
  const base = context.pull?.baseRef ?? null;
  return base !== null && base === context.defaultBranch
    ? `evalgate / ${suite}`
    : `evalgate / ${suite} (${base ?? 'unknown base'})`;
}

/**
 * Sets the status `evalgate / <suite>` on the commit that was graded. `required`: a failure to
 * set it fails the step (the verdict job, whose only verdict is that status); else a warning.
 */
export async function setGateStatus(
  flow: Pick<Flow, 'github' | 'context'>,
  sha: string,
  suite: string,
  status: { state: 'success' | 'failure' | 'error'; description: string },
  required: boolean,
): Promise<void> {
  const context = statusContext(flow.context, suite);
  const write = () =>
    flow.github!.createStatus(sha, {
      ...status,
      context,
      targetUrl: flow.context.runUrl,
    });
  if (!required) {
    await sideChannel(`set the commit status ${context} on ${sha.slice(0, 12)}`, write);
    return;
  }
  try {
    await write();
  } catch (error) {
    throw new InputError(
      `could not set the commit status ${context} on ${sha.slice(0, 12)}: ${scrub(error instanceof Error ? error.message : String(error))}. The job needs \`permissions: statuses: write\``,
    );
  }
  core.info(`evalgate: commit status ${context} on ${sha.slice(0, 12)}: ${status.state}`);
}
