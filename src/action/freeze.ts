// Longer than 250 lines: the label's freeze and the dispatched freeze share the measurement, the
// one commit of every frozen suite's baselines and the comment that prints the approve line.
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { cell, code } from '../core/report/markdown.js';
import type { LoadedConfig } from '../engine/config.js';
import { freezeRecords } from '../engine/freeze.js';
import { commitFilesToBranch } from '../engine/git-commit.js';
import { forModels, prepareSuite, runSuite, type PreparedSuite } from '../engine/run.js';
import { changesOf } from './approval.js';
import type { PullBar } from './bar.js';
import { side } from './sides.js';
import { approveLine } from '../core/approval.js';
import { withResponseCache, type Flow } from './flow.js';
import { OUTPUT } from './inputs.js';
import type { FrozenSuite } from './outcome.js';
import { capBody, setGateStatus, sideChannel } from './publish.js';
import { appendHistory } from './scheduled.js';

export const BOT = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

/** workflow_dispatch with mode: freeze: rerun, write the baselines, open a pull request with them. */
export async function freezeMode(flow: Flow, loaded: LoadedConfig): Promise<void> {
  const { context, github, env } = flow;
  const note = `frozen by workflow run ${context.runUrl ?? ''}`.trim();
  const before = github ? await side(loaded, context.workspace) : null;
  const { runs, files, message, table } = await rerunAndFreeze(flow, loaded, note, {
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
    // What the new pull request changes: the baselines it carries, and the review line approving them.
    const after = await side(loaded, context.workspace);
    const line = approveLine(changesOf(before!.snapshot, after.snapshot).digest);
    const approve = `They change the bar, so the pull request passes only with an approving review by someone with ${flow.inputs.freezePermission} permission whose body holds the line \`${line}\`.`;
    const pull = await github.createPull(
      `evalgate: new baselines for ${loaded.config.suite}`,
      branch,
      env.GITHUB_REF_NAME ?? 'main',
      capBody(
        `New baselines frozen by ${context.runUrl ?? 'a workflow run'}.\n\n${table}\n\n${approve} A pull request opened with the workflow's token starts no workflow run: push a commit to it, or close and reopen it, to start the gate (or let the Action open it with an App token).\n`,
      ),
    );
    where = `Opened pull request #${pull.number} (${pull.url}) with these files. ${approve}`;
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
 * The freeze label, applied by an allowed user: rerun under the head's bar and commit the new
 * baselines to the pull request's branch, on the very commit measured. The label approves
 * nothing: the new commit's status is `failure` until an approving review names its changes.
 * With several suites in one step the suites' freezes are handed to the step (`outcome.freeze`),
 * which commits them together.
 */
export async function labelFreeze(flow: Flow, bar: PullBar, actor: string): Promise<void> {
  const { inputs, context } = flow;
  const pull = context.pull!;
  if (pull.fork) {
    throw new InputError(
      `the "${inputs.freezeLabel}" label cannot freeze baselines on a pull request from a fork (${pull.headRepo}): this workflow cannot push to the fork's branch. Freeze on a branch of this repository instead (workflow_dispatch with mode: freeze), or ask the author to commit the baselines it produces.`,
    );
  }
  if (!pull.headSha)
    throw new InputError('the event payload has no pull_request.head.sha to freeze on');
  const label = bar.label?.event?.label ?? inputs.freezeLabel;
  const batch = flow.outcome.freeze;
  // One suite: the label goes first, so a push while this run works is never frozen under it.
  // Several: the step removes it once every suite has read it.
  if (!batch) await removeLabel(flow, label);
  const part = await measureFreeze(flow, bar, actor, label);
  if (batch) {
    batch(part);
    flow.outcome.output(OUTPUT.verdict, 'frozen');
    flow.outcome.output(OUTPUT.baselineChanged, 'true');
    return;
  }
  const [url] = await commitFrozen(flow, [part]);
  flow.outcome.output(OUTPUT.verdict, 'frozen');
  flow.outcome.output(OUTPUT.baselineChanged, 'true');
  flow.outcome.output(OUTPUT.commentUrl, url ?? '');
}

/** Removes a freeze label before anything is committed under it; nothing freezes when it cannot. */
export async function removeLabel(flow: Pick<Flow, 'github' | 'context'>, label: string) {
  try {
    await flow.github!.removeLabel(flow.context.pull!.number, label);
  } catch (error) {
    throw new InputError(
      `could not remove the "${label}" label before freezing, so nothing was frozen: ${(error as Error).message}. The workflow needs \`permissions: issues: write\`.`,
    );
  }
}

/** Reruns one suite under the head's bar and writes its new baselines into the head's files. */
async function measureFreeze(
  flow: Flow,
  bar: PullBar,
  actor: string,
  label: string,
): Promise<FrozenSuite> {
  const { inputs, context } = flow;
  const pull = context.pull!;
  const loaded = bar.head.side.loaded;
  const note = `frozen by the ${label} label on pull request #${pull.number}, applied by ${actor}`;
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
  return {
    suite: loaded.config.suite,
    required: bar.plan.config.config.suite,
    files,
    message,
    table,
    prepared,
    loaded,
    root,
    base: bar.plan.base?.snapshot ?? null,
    actor,
    label,
  };
}

/**
 * Commits the frozen suites' baselines in one commit on the head commit that was measured (if the
 * branch moved meanwhile the push is refused), then per suite: the status `failure` on the new
 * commit and a comment with the line an approving review names. Returns the comments' URLs.
 */
export async function commitFrozen(
  flow: Pick<Flow, 'inputs' | 'context' | 'github' | 'env'>,
  parts: readonly FrozenSuite[],
): Promise<(string | undefined)[]> {
  const { inputs, context, github } = flow;
  const pull = context.pull!;
  const message =
    parts.length === 1
      ? parts[0]!.message
      : `evalgate: freeze baselines of ${parts.map((p) => p.suite).join(', ')}`;
  const sha = await commitFilesToBranch({
    repoDir: context.workspace,
    branch: pull.headRef,
    from: pull.headSha!,
    files: parts.flatMap((p) => p.files),
    message,
    author: BOT,
  });
  const urls: (string | undefined)[] = [];
  for (const part of parts) {
    // The new head changes the bar (its baselines): it passes only with an approving review that
    // names exactly its changes. The label approves nothing, so its status never says success.
    const frozenSide = await side(part.loaded, part.root);
    const line = approveLine(changesOf(part.base, frozenSide.snapshot).digest);
    await setGateStatus(
      flow,
      sha,
      part.required,
      { state: 'failure', description: `bar-changed: awaiting an approving review (${line})` },
      false,
    );
    const { suite, prepared } = part;
    const body = [
      freezeMarker(suite),
      `## 🧊 evalgate ${suite}: new baselines frozen`,
      '',
      `Committed as ${sha.slice(0, 12)} on ${code(pull.headRef)} (slice \`${prepared.slice.fingerprint.slice(0, 12)}\`, protocol \`${prepared.protocolId.slice(0, 12)}\`), measured at the request of ${cell(part.actor)} (the ${cell(part.label)} label). Review them like code before merging.`,
      '',
      part.table,
      '',
      `The label approves nothing: the commit status \`evalgate / ${part.required}\` on ${sha.slice(0, 12)} is failure until someone with ${inputs.freezePermission} permission submits an approving review of that commit whose body holds the line`,
      '',
      `    ${line}`,
      '',
      `which names exactly the bar changes of this pull request with these baselines (config, data, judge and baseline files); a later push that changes any of them needs a new review. ${inputs.pushStartsWorkflows ? 'The push starts a normal run on the new head.' : "A push made with the workflow's token starts no workflow run: the review's own run (pull_request_review) grades the new head."}`,
      '',
    ].join('\n');
    await sideChannel('write the job summary', () => core.summary.addRaw(body).write());
    urls.push(
      await sideChannel('post the freeze comment', async () => {
        const existing = await github!.findComment(
          pull.number,
          freezeMarker(suite),
          inputs.botLogin,
        );
        return existing
          ? (await github!.updateComment(existing.id, capBody(body))).url
          : (await github!.createComment(pull.number, capBody(body))).url;
      }),
    );
  }
  return urls;
}
