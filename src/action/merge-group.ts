import { coveredChanges, type ApprovedChanges } from '../core/decide.js';
import { barInForce, fromGitHub, fromHead } from '../core/decide.js';
import type { BarReport } from '../core/report/types.js';
import { runGate } from '../engine/gate.js';
import { forModels } from '../engine/run.js';
import { approvedChanges, changesOf, readReviews } from './approval.js';
import { commitReader } from './bar.js';
import { readSides } from './sides.js';
import { BarUnverifiable, barRead, withResponseCache, type Flow } from './flow.js';
import { publishGate } from './publish.js';

/** `refs/heads/gh-readonly-queue/<base branch>/pr-<number>-<sha>`: GitHub names the queued pull. */
const QUEUE_REF = /^refs\/heads\/gh-readonly-queue\/.+\/pr-(\d+)-[0-9a-f]{40}$/;

/**
 * A merge queue run: the merged commit is measured under the bar of the queue's base
 * (`merge_group.base_sha`), never under its own, since the queued pull requests can change that.
 * A change of the bar passes only when every part the merged commit changes has the value one of
 * the group's pull requests changes it to under a standing approving review. Nothing is written but the
 * check and its summary: no comment (the group is not one pull request), status, cache or freeze.
 */
export async function mergeGroupFlow(flow: Flow): Promise<void> {
  const { github, context, inputs } = flow;
  const group = context.mergeGroup!;
  if (!github) {
    throw new BarUnverifiable(
      'no github-token is set: in a merge queue the changed files and the approvals of the queued pull requests are read through the API (input github-token)',
    );
  }
  if (!/^[0-9a-f]{40}$/.test(group.baseSha)) {
    throw new BarUnverifiable('the event payload has no merge_group.base_sha');
  }
  const compared = await barRead('compare the merge group with its base', () =>
    github.compare(group.baseSha, group.headSha),
  );
  const sides = await readSides(flow, group.baseSha, context.workspace, compared.files);
  let approvedBy: string | null = null;
  let note: string | null = null;
  if (sides.blocked) {
    const group = changesOf(sides.plan.base?.snapshot ?? null, sides.head.side.snapshot).changes;
    const approved: ApprovedChanges[] = [];
    const notes: string[] = [];
    for (const pull of await groupPulls(flow, compared.commits)) {
      const facts = await barRead(`read pull request #${pull}`, () => github.pull(pull));
      const found = await approvedChanges(flow, await readReviews(flow, pull), {
        baseSha: facts.baseSha,
        readCommit: commitReader(flow),
      });
      approved.push(...found.approved.map((a) => ({ pull, by: a.by, changes: a.changes })));
      notes.push(...found.notes.map((n) => `#${pull}: ${n}`));
    }
    const cover = coveredChanges(group, approved);
    if (cover.covered) approvedBy = `the approving reviews of ${cover.by.join(', ')}`;
    else {
      note = [
        cover.uncovered.length
          ? `no pull request of this merge group has an approving review of ${cover.uncovered.join(', ')} as merged`
          : '',
        cover.conflicts.length
          ? `pull requests of this group change ${cover.conflicts.join('; ')} differently; merge them in separate groups`
          : '',
        ...notes,
      ]
        .filter(Boolean)
        .join('; ');
    }
  }
  const report: BarReport = {
    baseSha: sides.plan.sha,
    changes: sides.changes,
    blocked: sides.blocked,
    approvedBy,
    approvalNote: note,
    approveLine: null,
  };
  // Approved: the merged bar is the bar. Otherwise the base's, with the merged builds.
  const head =
    barInForce({
      barChanged: fromHead(sides.blocked),
      approved: fromGitHub(approvedBy !== null),
    }) === 'head';
  const loaded = head ? sides.head.side.loaded : sides.plan.measured;
  const program = head ? sides.head.side.prepared : sides.plan.program;
  const prepared = forModels(program, loaded, inputs.models);
  const result = await withResponseCache(
    flow,
    loaded.config.suite,
    prepared.protocolId,
    (options) =>
      runGate(loaded, options, prepared, { bar: report, missing: head ? [] : sides.missing }),
  );
  await publishGate({ ...flow, result, footer: '' });
}

/**
 * The pull requests in the group: the one the queue's ref names, and those GitHub associates
 * with the group's commits (a group of several), open and aimed at the queue's base branch.
 */
async function groupPulls(flow: Flow, commits: readonly string[]): Promise<number[]> {
  const group = flow.context.mergeGroup!;
  const named = QUEUE_REF.exec(group.headRef);
  if (!named) {
    throw new BarUnverifiable(
      `merge_group.head_ref ${JSON.stringify(group.headRef.slice(0, 200))} is not a merge queue ref (refs/heads/gh-readonly-queue/<branch>/pr-<number>-<sha>), so the queued pull request is not known`,
    );
  }
  const branch = group.baseRef.replace(/^refs\/heads\//, '');
  const pulls = new Set<number>([Number(named[1])]);
  for (const sha of commits) {
    const found = await barRead(`list the pull requests of commit ${sha.slice(0, 12)}`, () =>
      flow.github!.pullsOfCommit(sha),
    );
    for (const p of found) if (p.state === 'open' && p.baseRef === branch) pulls.add(p.number);
  }
  return [...pulls].sort((a, b) => a - b);
}
