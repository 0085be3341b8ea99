import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { cell, code } from '../core/report/markdown.js';
import type { LoadedConfig } from '../engine/config.js';
import { freezeRecords } from '../engine/freeze.js';
import { runGate } from '../engine/gate.js';
import { commitFilesToBranch } from '../engine/git-commit.js';
import { forModels, prepareSuite, runSuite, type PreparedSuite } from '../engine/run.js';
import { approveDispatch, recordApproval } from './approval.js';
import type { PullBar } from './bar.js';
import { withResponseCache, type Flow } from './flow.js';
import { OUTPUT } from './inputs.js';
import { capBody, sideChannel } from './publish.js';
import { barReport } from './pull-request.js';
import { appendHistory } from './scheduled.js';

export const BOT = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

/** workflow_dispatch with mode: freeze: rerun, write the baselines, open a pull request with them. */
export async function freezeMode(flow: Flow, loaded: LoadedConfig): Promise<void> {
  const { context, github, env } = flow;
  const note = `frozen by workflow run ${context.runUrl ?? ''}`.trim();
  const { prepared, runs, files, message, table } = await rerunAndFreeze(flow, loaded, note, {
    root: context.workspace,
    commit: context.sha,
  });
  await appendHistory(
    flow,
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
    where += await approveDispatch(flow, loaded, prepared, pull.number);
  }
  const markdown = `## 🧊 evalgate ${loaded.config.suite}: new baselines frozen\n\n${table}\n\n${where}\n`;
  await sideChannel('write the job summary', () => core.summary.addRaw(markdown).write());
  flow.outcome.output(OUTPUT.verdict, 'frozen');
  flow.outcome.output(OUTPUT.baselineChanged, 'true');
}

/** Reruns the suite and writes its runs as the new baselines; what both freeze paths share. */
async function rerunAndFreeze(
  flow: Flow,
  loaded: LoadedConfig,
  note: string,
  /** The repository's files (`root`, the paths of the commit are relative to it) and their commit. */
  at: { root: string; commit: string | null },
  prepared?: PreparedSuite,
) {
  prepared ??= await prepareSuite(loaded, flow.inputs.models);
  // A baseline is a measurement: only this workflow run's own answers may stand in.
  const runs = await withResponseCache(
    flow,
    loaded.config.suite,
    prepared.protocolId,
    (options) => runSuite(prepared, options),
    '',
    true,
  );
  const frozen = await freezeRecords(
    loaded,
    prepared,
    runs.map((r) => ({ file: r.path, record: r.record })),
    { commit: at.commit, note },
  );
  const files = await Promise.all(
    frozen.map(async (f) => ({
      path: path.relative(at.root, f.file).split(path.sep).join('/'),
      content: await readFile(f.file, 'utf8'),
    })),
  );
  const message = `evalgate: freeze baselines of ${loaded.config.suite} (${frozen.map((f) => f.model).join(', ')}) at slice ${prepared.slice.fingerprint.slice(0, 12)}`;
  const rows = frozen.map(
    (f) =>
      `| ${cell(f.model)} | ${f.previous ? `${f.previous.score?.toFixed(1) ?? 'n/a'} (${cell(f.previous.build ?? '')})` : 'none'} | ${f.score?.toFixed(1) ?? 'n/a'} (${cell(f.build ?? '')}) | ${code(path.relative(at.root, f.file))} |`,
  );
  const table = [
    '| model | old baseline | new baseline | file |',
    '|---|---:|---:|---|',
    ...rows,
  ].join('\n');
  return { prepared, runs, files, message, table };
}

const freezeMarker = (suite: string) => `<!-- evalgate:freeze suite=${suite} -->`;

/**
 * The freeze label, applied by an allowed user: rerun under the head's bar, record the approval
 * bound to the content of the new bar, commit the baselines to the pull request's branch, and
 * report the gate on the new head commit (a push with the workflow's token starts no run).
 */
export async function labelFreeze(flow: Flow, bar: PullBar, actor: string): Promise<void> {
  const { inputs, context, github } = flow;
  const pull = context.pull!;
  if (pull.fork) {
    throw new InputError(
      `the "${inputs.freezeLabel}" label cannot freeze baselines on a pull request from a fork (${pull.headRepo}): this workflow cannot push to the fork's branch. Freeze on a branch of this repository instead (workflow_dispatch with mode: freeze), or ask the author to commit the baselines it produces.`,
    );
  }
  const loaded = bar.head.side.loaded;
  const suite = loaded.config.suite;
  if (!pull.headSha)
    throw new InputError('the event payload has no pull_request.head.sha to freeze on');
  // The label goes first: a push while this run works must not freeze again under it.
  try {
    await github!.removeLabel(pull.number, inputs.freezeLabel);
  } catch (error) {
    throw new InputError(
      `could not remove the "${inputs.freezeLabel}" label before freezing, so nothing was frozen: ${(error as Error).message}. The workflow needs \`permissions: issues: write\`.`,
    );
  }
  const note = `frozen by the ${inputs.freezeLabel} label on pull request #${pull.number}, applied by ${actor}`;
  // In the verdict job the head's files are a fetched copy, and the run the label started (whose
  // answers are frozen) is the measuring run, not this one.
  const root = pull.measured?.root ?? context.workspace;
  const { prepared, files, message, table } = await rerunAndFreeze(
    flow,
    loaded,
    note,
    { root, commit: pull.measured ? pull.headSha : context.sha },
    forModels(bar.head.side.prepared, loaded, inputs.models),
  );
  const approving: Flow = pull.measured
    ? { ...flow, context: { ...context, workspace: root } }
    : flow;

  // The approval covers exactly this bar: the head's config and protocol with these baselines.
  // Recorded before the push: a push without its approval would fail every later run.
  try {
    await recordApproval(
      approving,
      loaded,
      prepared,
      {
        actor,
        via: 'label',
        eventId: bar.label?.event?.id ?? null,
        headSha: pull.headSha,
        // The two-job recipe: this verdict run uploads it; the measuring run is the label's.
        labelRun: pull.measured?.run.id ?? null,
      },
      pull.number,
    );
  } catch (error) {
    throw new InputError(
      `could not record the approval of pull request #${pull.number} as an artifact of this run, so nothing was pushed: ${(error as Error).message}`,
    );
  }
  // On the commit that was measured: if the branch moved meanwhile, the push is refused.
  const sha = await commitFilesToBranch({
    repoDir: context.workspace,
    branch: pull.headRef,
    from: pull.headSha,
    files,
    message,
    author: BOT,
  });

  // The gate on the new head: the same measurement (answered from the cache) against the new bar.
  const gate = await withResponseCache(flow, suite, prepared.protocolId, (options) =>
    runGate(loaded, options, prepared, {
      bar: { ...barReport(bar, actor), changes: bar.changes },
      missing: [],
    }),
  );
  const state = gate.failed ? 'failure' : 'success';
  await sideChannel(`set the commit status on ${sha.slice(0, 12)}`, () =>
    github!.createStatus(sha, {
      state,
      context: `evalgate / ${suite}`,
      description: `${gate.verdict} after freezing new baselines (label by ${actor})`,
      targetUrl: context.runUrl,
    }),
  );
  const next = inputs.pushStartsWorkflows
    ? 'The push starts a normal run on the new head, which checks it again.'
    : `Pushes made with the workflow's token start no workflow run, so the gate's result on the new head is set here as the commit status \`evalgate / ${suite}\` (${state}); require that status in branch protection.${
        pull.measured
          ? ''
          : ' Any job holding this token with `statuses: write` can set it, pull-request code in this job included: it can be trusted only where this job runs none (the two-job recipe\'s verdict job sets it without; README, "The single job and the two jobs").'
      }`;
  const body = [
    freezeMarker(suite),
    `## 🧊 evalgate ${suite}: new baselines frozen`,
    '',
    `Committed as ${sha.slice(0, 12)} on ${code(pull.headRef)} (slice \`${prepared.slice.fingerprint.slice(0, 12)}\`, protocol \`${prepared.protocolId.slice(0, 12)}\`), approved by the label applied by ${cell(actor)}. Review them like code before merging.`,
    '',
    table,
    '',
    `Gate on the new head: ${gate.verdict}. ${next}`,
    '',
  ].join('\n');
  await sideChannel('write the job summary', () => core.summary.addRaw(body).write());
  const url = await sideChannel('post the freeze comment', async () => {
    const existing = await github!.findComment(pull.number, freezeMarker(suite), inputs.botLogin);
    return existing
      ? (await github!.updateComment(existing.id, capBody(body))).url
      : (await github!.createComment(pull.number, capBody(body))).url;
  });
  flow.outcome.output(OUTPUT.verdict, 'frozen');
  flow.outcome.output(OUTPUT.baselineChanged, 'true');
  flow.outcome.output(OUTPUT.commentUrl, url ?? '');
}
