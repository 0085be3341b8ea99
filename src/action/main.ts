import * as core from '@actions/core';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diffRun, type ModelDiff } from '../core/diff.js';
import { InputError } from '../core/errors.js';
import { htmlReport } from '../core/report/html.js';
import { cell, fitMarkdown } from '../core/report/markdown.js';
import { readBaseline } from '../engine/baselines.js';
import { loadConfig, type LoadedConfig } from '../engine/config.js';
import { freezeRecords } from '../engine/freeze.js';
import { commitFilesToBranch } from '../engine/git-commit.js';
import { runGate, type GateResult } from '../engine/gate.js';
import { prepareSuite, runSuite, type RunOptions } from '../engine/run.js';
import { scrub } from '../engine/secrets.js';
import { gitDataBranchStore } from '../engine/store/git.js';
import { uploadReport } from './artifact.js';
import { restoreResponses, saveResponses } from './cache.js';
import { readContext, type RunContext } from './context.js';
import { octokitPort, type GitHubPort } from './github.js';
import { OUTPUT, readInputs, type ActionInputs } from './inputs.js';

/** GitHub's limit on a comment or issue body. */
const BODY_LIMIT = 65_536;

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const inputs = readInputs();
    const context = readContext(env);
    const github = inputs.token
      ? octokitPort({
          token: inputs.token,
          apiUrl: context.apiUrl,
          owner: context.owner,
          repo: context.repo,
        })
      : undefined;
    await execute(inputs, context, github, env);
  } catch (error) {
    if (error instanceof InputError) {
      const text = scrub([error.message, ...error.details].join('\n'));
      core.setFailed(text);
    } else {
      core.setFailed(
        `evalgate: internal error: ${scrub(error instanceof Error ? error.message : String(error))}`,
      );
    }
  }
}

/** A side channel (comment, label, issue, data branch) that fails is a warning, never a verdict. */
async function sideChannel<T>(what: string, action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action();
  } catch (error) {
    core.warning(
      `evalgate: could not ${what}: ${scrub(error instanceof Error ? error.message : String(error))}`,
    );
    return undefined;
  }
}

export async function execute(
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort | undefined,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const configFile = path.resolve(context.workspace, inputs.config);
  const loaded = await annotated(inputs.config, () => loadConfig(configFile));
  const mode = (context.dispatchInputs.mode as ActionInputs['mode'] | undefined) ?? inputs.mode;

  const missing = missingSecrets(loaded, inputs.models, env);
  if (missing.length > 0 && context.pull?.fork) {
    // Pull requests from forks get no secrets: skip clearly instead of failing cryptically.
    const why = `evalgate skipped: this pull request comes from a fork (${context.pull.headRepo}), and GitHub does not pass secrets to such runs (${missing.join(', ')} not set). See the README for the pull_request + workflow_run pattern that evaluates fork pull requests safely.`;
    core.notice(why);
    await core.summary.addHeading('evalgate: skipped', 3).addRaw(why).write();
    core.setOutput(OUTPUT.verdict, 'skipped');
    core.setOutput(OUTPUT.baselineChanged, 'false');
    return;
  }

  const runOptions: RunOptions = {
    models: inputs.models,
    noCache: false,
    env,
    log: (text) => process.stdout.write(text),
    isTTY: false,
    progressIntervalS: 10,
  };

  if (mode === 'freeze') return freezeMode(loaded, inputs, context, github, env, runOptions);

  if (context.pull && github) {
    const pull = context.pull;
    const labels = (await sideChannel('read the labels', () => github.labels(pull.number))) ?? [];
    if (labels.includes(inputs.freezeLabel)) {
      return labelFreeze(loaded, inputs, context, github, runOptions);
    }
    const changed = await sideChannel('list the files of the pull request', () =>
      github.pullFiles(pull.number),
    );
    const baselineDir = path.relative(
      context.workspace,
      path.join(loaded.baseDir, '.evalgate', 'baselines'),
    );
    const prefix = `${baselineDir.split(path.sep).join('/')}/`;
    const edited = (changed ?? []).filter((file) => file.startsWith(prefix));
    if (edited.length > 0 && !(await frozenHere(loaded, context, github, edited))) {
      throw new InputError(
        `this pull request edits baselines (${edited.join(', ')}) without the "${inputs.freezeLabel}" label: a pull request cannot lower its own bar. Add the label to freeze new baselines on purpose, or revert the baseline changes.`,
      );
    }
  }

  if (mode === 'run') {
    const prepared = await prepareSuite(loaded, inputs.models);
    const runs = await runSuite(prepared, runOptions);
    await appendHistory(
      inputs,
      context,
      runs.map((r) => r.record),
    );
    core.setOutput(OUTPUT.verdict, 'pass');
    core.setOutput(OUTPUT.baselineChanged, 'false');
    return;
  }

  const cacheDir = path.join(loaded.baseDir, '.evalgate', 'cache');
  const prepared = await annotated(inputs.config, () => prepareSuite(loaded, inputs.models));
  if (inputs.cache) await restoreResponses(cacheDir, loaded.config.suite, prepared.protocolId);
  const result = await runGate(loaded, runOptions, prepared);
  if (inputs.cache) {
    await saveResponses(
      cacheDir,
      loaded.config.suite,
      prepared.protocolId,
      env.GITHUB_RUN_ID ?? String(Date.now()),
    );
  }
  const previous = context.pull ? [] : await previousRuns(loaded, inputs, context, result);
  await appendHistory(
    inputs,
    context,
    result.runs.map((r) => r.record),
  );

  const extra = previous.length
    ? `\n### Against the previous scheduled run\n\n${previous.map((d) => `- **${d.model}**: ${d.delta === null ? d.reason : `Δ ${d.delta.toFixed(1)} (${d.verdict})`}`).join('\n')}\n`
    : '';
  const footer = `${extra}${context.runUrl ? `\n[Workflow run](${context.runUrl})\n` : ''}`;
  const markdown = `${result.markdown}${footer}`;
  // Comments and issues have GitHub's size limit: the report drops detail in stages to fit it.
  const fitted = `${fitMarkdown(result.report, BODY_LIMIT - footer.length - 200)}${footer}`;
  const paths = await writeResults(result, markdown, env);

  // The report survives a failing gate: the summary is written before the step is failed.
  await sideChannel('write the job summary', () => core.summary.addRaw(markdown).write());
  for (const diff of result.diffs) {
    if (diff.verdict === 'incomparable') {
      core.warning(
        `${diff.model}: incomparable with its baseline: ${diff.differs.join(', ')} differ`,
        {
          file: inputs.config,
          title: 'evalgate: incomparable protocol',
        },
      );
    }
  }

  let commentUrl: string | undefined;
  if (context.pull && github) {
    commentUrl = await sideChannel('post the pull-request comment', () =>
      upsertComment(
        github,
        context.pull!.number,
        loaded.config.suite,
        fitted,
        inputs.comment,
        result.failed,
      ),
    );
  }
  if (!context.pull && github && inputs.issueOnRegression) {
    await sideChannel('update the tracking issue', () =>
      trackIssue(github, loaded.config.suite, fitted, result.failed),
    );
  }

  core.setOutput(OUTPUT.verdict, result.verdict);
  core.setOutput(OUTPUT.maxDrop, String(maxDrop(result.diffs)));
  core.setOutput(OUTPUT.reportPath, paths.report);
  core.setOutput(OUTPUT.resultsJson, paths.json);
  core.setOutput(OUTPUT.commentUrl, commentUrl ?? '');
  core.setOutput(OUTPUT.baselineChanged, 'false');

  if (result.failed) {
    const worst = result.diffs
      .filter((d) => d.verdict !== 'pass')
      .map((d) => `${d.model}: ${d.verdict} (${d.reason})`);
    const message = `evalgate ${loaded.config.suite}: ${result.verdict}\n${worst.join('\n')}`;
    if (inputs.onRegression === 'fail') core.setFailed(message);
    else core.warning(message);
  }
}

/** Runs `fn`; a config or fingerprint problem also becomes an annotation on the config file. */
async function annotated<T>(configPath: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof InputError && /fingerprint|config|evalgate\.yml/.test(error.message)) {
      core.error(scrub([error.message, ...error.details].join('\n')), {
        file: configPath,
        title: 'evalgate',
      });
    }
    throw error;
  }
}

function missingSecrets(loaded: LoadedConfig, filter: string[], env: NodeJS.ProcessEnv): string[] {
  const names = loaded.config.models
    .filter((m) => filter.length === 0 || filter.includes(m.id))
    .map((m) => m.api_key_env ?? (m.provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : undefined))
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)].filter((name) => !env[name]);
}

async function freezeMode(
  loaded: LoadedConfig,
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort | undefined,
  env: NodeJS.ProcessEnv,
  runOptions: RunOptions,
) {
  const note = `frozen by workflow run ${context.runUrl ?? ''}`.trim();
  const { runs, files, message, table } = await rerunAndFreeze(
    loaded,
    inputs,
    context,
    runOptions,
    note,
  );
  await appendHistory(
    inputs,
    context,
    runs.map((r) => r.record),
  );
  let where =
    'Commit these files (or open a pull request with them) so the new baselines are reviewed like code.';
  if (github && context.eventName === 'workflow_dispatch') {
    // With a token, the new baselines arrive as a pull request, reviewed and merged like code.
    const branch = `evalgate/freeze-${loaded.config.suite}-${runs[0]?.record.run_id ?? Date.now()}`;
    await commitFilesToBranch({
      repoDir: context.workspace,
      branch,
      from: 'HEAD',
      files,
      message,
      author: BOT,
    });
    const pull = await github.createPull(
      `evalgate: new baselines for ${loaded.config.suite}`,
      branch,
      env.GITHUB_REF_NAME ?? 'main',
      capBody(`New baselines frozen by ${context.runUrl ?? 'a workflow run'}.\n\n${table}\n`),
    );
    where = `Opened pull request #${pull.number} (${pull.url}) with these files.`;
  }
  const markdown = `## 🧊 evalgate ${loaded.config.suite}: new baselines frozen\n\n${table}\n\n${where}\n`;
  await sideChannel('write the job summary', () => core.summary.addRaw(markdown).write());
  core.setOutput(OUTPUT.verdict, 'frozen');
  core.setOutput(OUTPUT.baselineChanged, 'true');
}

/** Reruns the suite and writes its runs as the new baselines; what both freeze paths share. */
async function rerunAndFreeze(
  loaded: LoadedConfig,
  inputs: ActionInputs,
  context: RunContext,
  runOptions: RunOptions,
  note: string,
) {
  const prepared = await prepareSuite(loaded, inputs.models);
  const runs = await runSuite(prepared, runOptions);
  const frozen = await freezeRecords(
    loaded,
    prepared,
    runs.map((r) => ({ file: r.path, record: r.record })),
    { commit: context.sha, note },
  );
  const files = await Promise.all(
    frozen.map(async (f) => ({
      path: path.relative(context.workspace, f.file).split(path.sep).join('/'),
      content: await readFile(f.file, 'utf8'),
    })),
  );
  const message = `evalgate: freeze baselines of ${loaded.config.suite} (${frozen.map((f) => f.model).join(', ')}) at slice ${prepared.slice.fingerprint.slice(0, 12)}`;
  const rows = frozen.map(
    (f) =>
      `| ${cell(f.model)} | ${f.previous ? `${f.previous.score?.toFixed(1) ?? 'n/a'} (${cell(f.previous.build ?? '')})` : 'none'} | ${f.score?.toFixed(1) ?? 'n/a'} (${cell(f.build ?? '')}) | \`${path.relative(context.workspace, f.file)}\` |`,
  );
  const table = [
    '| model | old baseline | new baseline | file |',
    '|---|---:|---:|---|',
    ...rows,
  ].join('\n');
  return { prepared, runs, files, message, table };
}

async function writeResults(result: GateResult, markdown: string, env: NodeJS.ProcessEnv) {
  const dir = path.join(env.RUNNER_TEMP ?? path.join(process.cwd(), '.evalgate'), 'evalgate');
  await mkdir(dir, { recursive: true });
  const report = path.join(dir, `${result.prepared.loaded.config.suite}-report.md`);
  const json = path.join(dir, `${result.prepared.loaded.config.suite}-results.json`);
  await writeFile(report, markdown);
  // The self-contained HTML report (chart, every item, filters) next to it, for an artifact step.
  const html = report.replace(/\.md$/, '.html');
  await writeFile(html, htmlReport(result.report));
  const suite = result.prepared.loaded.config.suite;
  await uploadReport(
    `evalgate-${suite}-report-${env.GITHUB_RUN_ATTEMPT ?? '1'}`,
    [report, html],
    env,
  );
  await writeFile(
    json,
    `${JSON.stringify({ verdict: result.verdict, failed: result.failed, models: result.diffs })}\n`,
  );
  return { report, json };
}

function maxDrop(diffs: readonly ModelDiff[]): number {
  return Math.max(0, ...diffs.map((d) => (d.delta !== null && d.delta < 0 ? -d.delta : 0)));
}

const marker = (suite: string) => `<!-- evalgate:comment suite=${suite} -->`;

/** One comment per suite, found by its hidden marker on any page, created or updated per policy. */
async function upsertComment(
  github: GitHubPort,
  pull: number,
  suite: string,
  markdown: string,
  policy: ActionInputs['comment'],
  failed: boolean,
): Promise<string | undefined> {
  if (policy === 'never') return undefined;
  const body = capBody(`${marker(suite)}\n${markdown}`);
  const existing = await github.findComment(pull, marker(suite));
  if (existing) {
    if (policy === 'on-change' && existing.body === body) return existing.url;
    return (await github.updateComment(existing.id, body)).url;
  }
  if (policy === 'on-regression' && !failed) return undefined;
  return (await github.createComment(pull, body)).url;
}

function capBody(body: string): string {
  if (body.length < BODY_LIMIT) return body;
  core.warning(
    `evalgate: the report is ${body.length} characters, over GitHub's limit; it was cut (the job summary and the report file have it all)`,
  );
  const note =
    "\n\n… the report was cut here to fit GitHub's comment limit; see the job summary for all of it.\n";
  return body.slice(0, BODY_LIMIT - note.length - 100) + note;
}

async function trackIssue(
  github: GitHubPort,
  suite: string,
  markdown: string,
  failed: boolean,
): Promise<void> {
  const title = `evalgate: ${suite} regressed`;
  const existing = await github.findOpenIssue('evalgate', title);
  const body = capBody(markdown);
  if (failed) {
    if (existing) await github.updateIssue(existing.number, { body });
    else await github.createIssue(title, body, ['evalgate']);
  } else if (existing) {
    await github.updateIssue(existing.number, {
      body: capBody(`Resolved: a later scheduled run passes.\n\n${markdown}`),
      state: 'closed',
    });
  }
}

/** The previous scheduled runs of the same protocol, from the data branch, diffed with this one. */
async function previousRuns(
  loaded: LoadedConfig,
  inputs: ActionInputs,
  context: RunContext,
  result: GateResult,
) {
  if (!inputs.dataBranch) return [];
  const store = gitDataBranchStore({ repoDir: context.workspace, branch: inputs.dataBranch });
  const entries =
    (await sideChannel('read the data branch', () => store.list(loaded.config.suite))) ?? [];
  const diffs: ModelDiff[] = [];
  for (const { record } of result.runs) {
    const last = entries
      .map((e) => e.record)
      .filter((r) => r.model.id === record.model.id && r.protocol_id === record.protocol_id)
      .at(-1);
    if (last) diffs.push(diffRun(record, last, loaded.config.gate));
  }
  return diffs;
}

async function appendHistory(
  inputs: ActionInputs,
  context: RunContext,
  records: GateResult['runs'][number]['record'][],
) {
  // Pull requests measure unmerged code: only runs of the default branch's config go to history.
  if (!inputs.dataBranch || context.pull) return;
  const store = gitDataBranchStore({ repoDir: context.workspace, branch: inputs.dataBranch });
  for (const record of records) {
    await sideChannel(`append run ${record.run_id} to the ${inputs.dataBranch} branch`, () =>
      store.append(record),
    );
  }
}

const BOT = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};
const freezeMarker = (suite: string) => `<!-- evalgate:freeze suite=${suite}`;

/**
 * Baseline edits are allowed when this Action froze them on this pull request: every edited
 * baseline's run id is listed in the freeze comment that the Action's own token wrote.
 */
async function frozenHere(
  loaded: LoadedConfig,
  context: RunContext,
  github: GitHubPort,
  edited: string[],
) {
  const comment = await sideChannel('read the freeze comment', () =>
    github.findComment(context.pull!.number, freezeMarker(loaded.config.suite)),
  );
  if (!comment?.byBot) return false;
  const listed = new Set(/runs=([^ ]*) -->/.exec(comment.body)?.[1]?.split(',') ?? []);
  for (const file of edited) {
    const baseline = await readBaseline(path.join(context.workspace, file), file);
    if (!baseline || !listed.has(baseline.run_id)) return false;
  }
  return true;
}

/** The freeze label: rerun, commit the new baselines to the pull request's branch, report, unlabel. */
async function labelFreeze(
  loaded: LoadedConfig,
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort,
  runOptions: RunOptions,
) {
  const pull = context.pull!;
  if (pull.fork) {
    throw new InputError(
      `the "${inputs.freezeLabel}" label cannot freeze baselines on a pull request from a fork (${pull.headRepo}): this workflow cannot push to the fork's branch. Freeze on a branch of this repository instead (workflow_dispatch with mode: freeze), or ask the author to commit the baselines it produces.`,
    );
  }
  const note = `frozen by the ${inputs.freezeLabel} label on pull request #${pull.number}`;
  const { prepared, runs, files, message, table } = await rerunAndFreeze(
    loaded,
    inputs,
    context,
    runOptions,
    note,
  );
  const sha = await commitFilesToBranch({
    repoDir: context.workspace,
    branch: pull.headRef,
    files,
    message,
    author: BOT,
  });
  const runIds = runs.map((r) => r.record.run_id).join(',');
  const body = [
    `${freezeMarker(loaded.config.suite)} runs=${runIds} -->`,
    `## 🧊 evalgate ${loaded.config.suite}: new baselines frozen`,
    '',
    `Committed as ${sha.slice(0, 12)} on \`${pull.headRef}\` (slice \`${prepared.slice.fingerprint.slice(0, 12)}\`, protocol \`${prepared.protocolId.slice(0, 12)}\`). Review them like code before merging.`,
    '',
    table,
    '',
  ].join('\n');
  await sideChannel('write the job summary', () => core.summary.addRaw(body).write());
  const existing = await sideChannel('find the freeze comment', () =>
    github.findComment(pull.number, freezeMarker(loaded.config.suite)),
  );
  const url = await sideChannel('post the freeze comment', async () =>
    existing?.byBot
      ? (await github.updateComment(existing.id, capBody(body))).url
      : (await github.createComment(pull.number, capBody(body))).url,
  );
  await sideChannel(`remove the ${inputs.freezeLabel} label`, () =>
    github.removeLabel(pull.number, inputs.freezeLabel),
  );
  core.setOutput(OUTPUT.verdict, 'frozen');
  core.setOutput(OUTPUT.baselineChanged, 'true');
  core.setOutput(OUTPUT.commentUrl, url ?? '');
}
