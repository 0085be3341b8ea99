import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Review } from '../core/approval.js';
import { labelApplication, roleAllows } from '../core/bar.js';
import { baselineDir } from '../engine/baselines.js';
import { readBaselines, gateRuns, type GateResult } from '../engine/gate.js';
import { fetchPullHead } from '../engine/git-tree.js';
import { forModels } from '../engine/run.js';
import { permissionOf, reviewApproval } from './approval.js';
import { commitReader, type PullBar } from './bar.js';
import { barRead, type Flow } from './flow.js';

const exec = promisify(execFile);
const CLOCK_SLACK_MS = 60_000;

/**
 * A review's run (pull_request_review): whether the review changed whether the head's bar is
 * approved. A comment changes nothing; a review of a pull request that changes no bar changes
 * nothing; a submitted review changes the approval when the reviews without it say otherwise. A
 * dismissal is always weighed again. When nothing changed the run measures nothing and leaves
 * the required status as the last graded run set it.
 */
export async function reviewChangesApproval(
  flow: Flow,
  bar: PullBar,
  reviews: readonly Review[],
): Promise<{ changed: boolean; why: string }> {
  const review = flow.context.review;
  if (!review) return { changed: true, why: 'the event names no review' };
  if (!bar.blocked) {
    return {
      changed: false,
      why: 'this pull request changes no part of the bar, so a review approves nothing here',
    };
  }
  if (flow.context.action !== 'submitted') return { changed: true, why: 'a review was dismissed' };
  if (review.state === 'COMMENTED') {
    return { changed: false, why: 'a comment review approves and revokes nothing' };
  }
  const pull = flow.context.pull!;
  const without = await reviewApproval(
    flow,
    {
      base: bar.plan.base?.snapshot ?? null,
      head: bar.head.side.snapshot,
      baseSha: pull.baseSha!,
      readCommit: commitReader(flow),
    },
    pull.number,
    reviews.filter((r) => r.id !== review.id),
  );
  const now = bar.approval?.approved === true;
  return without.approved === now
    ? {
        changed: false,
        why: `the head's bar was ${now ? 'approved' : 'unapproved'} before this review and still is`,
      }
    : { changed: true, why: `this review ${now ? 'approves' : 'revokes the approval of'} the bar` };
}

/**
 * Whether the head is the freeze commit an approving review approves: it is the reviewed commit,
 * its first parent is a head that a freeze run of this workflow measured (a `pull_request` run
 * on that commit that ended in success, started by a user with `freeze-permission` who applied
 * the freeze label before it, as the runs API and the label events say), and it changes only
 * baseline files. Then its baselines are the measurement of its builds: nothing is sent.
 */
export async function approvedFreezeCommit(flow: Flow, bar: PullBar): Promise<string | null> {
  const { github, context, inputs } = flow;
  const pull = context.pull!;
  const head = pull.headSha;
  if (!head || !bar.approval?.approved || bar.approval.commit !== head) return null;
  await barRead(`fetch the head commit ${head.slice(0, 12)}`, () =>
    fetchPullHead({ repoDir: context.workspace, sha: head, pull: pull.number }),
  );
  const { stdout } = await exec('git', ['cat-file', '-p', head], {
    cwd: context.workspace,
    env: { ...process.env, LC_ALL: 'C' },
  });
  const parent = /^parent ([0-9a-f]{40})$/m.exec(stdout)?.[1];
  if (!parent) return null;
  const compared = await barRead(`compare ${parent.slice(0, 12)} with the head`, () =>
    github!.compare(parent, head),
  );
  const folder = `${path
    .relative(context.workspace, baselineDir(bar.head.side.loaded))
    .split(path.sep)
    .join('/')}/`;
  if (compared.files.length === 0 || !compared.files.every((f) => f.filename.startsWith(folder))) {
    return null;
  }
  if (!context.workflowPath) return null;
  const runs = await barRead(`list the runs on ${parent.slice(0, 12)}`, () =>
    github!.runsOnCommit(parent, 'pull_request'),
  );
  const events = await barRead('read the label events of the pull request', () =>
    github!.labelEvents(pull.number),
  );
  for (const run of runs) {
    if (run.path !== context.workflowPath || run.conclusion !== 'success') continue;
    if (run.pulls.length > 0 && !run.pulls.includes(pull.number)) continue;
    const actor = run.triggering_actor;
    if (!actor) continue;
    // The label came first; GitHub's timestamps have whole seconds and more than one clock.
    const labelled = labelApplication(
      events.filter(
        (e) =>
          Date.parse(e.created_at) <= Date.parse(run.created_at) + CLOCK_SLACK_MS &&
          e.actor?.toLowerCase() === actor.toLowerCase(),
      ),
      inputs.freezeLabel,
    );
    if (!labelled) continue;
    const role = await barRead(`read the repository permission of ${actor}`, () =>
      permissionOf(flow, actor),
    );
    if (roleAllows(role, inputs.freezePermission)) return run.run_id;
  }
  return null;
}

/** The gate of an approved freeze commit: its baselines are the runs, graded under its own bar. */
export async function gateFrozen(
  flow: Flow,
  bar: PullBar,
  report: NonNullable<Parameters<typeof gateRuns>[4]>,
): Promise<GateResult> {
  const loaded = bar.head.side.loaded;
  const prepared = forModels(bar.head.side.prepared, loaded, flow.inputs.models);
  const baselines = await readBaselines(loaded, prepared);
  const runs = [...baselines.values()]
    .filter((record) => record !== undefined)
    .map((record) => ({ record: record!, path: '' }));
  return gateRuns(loaded, prepared, runs, baselines, report);
}
