import path from 'node:path';
import type { Review } from '../core/approval.js';
import { roleAllows } from '../core/decide.js';
import { headBefore, labelRunRefusal } from '../core/measured.js';
import { baselineDir } from '../engine/baselines.js';
import { readBaselines, gateRuns, type GateResult } from '../engine/gate.js';
import { fetchPullHead } from '../engine/git-tree.js';
import { forModels } from '../engine/run.js';
import { permissionOf, reviewApproval } from './approval.js';
import { approvalSides, isFreezeLabel, type PullBar } from './bar.js';
import { barRead, type Flow } from './flow.js';
import type { RunFacts } from './github.js';
import { runGit } from '../engine/store/git-run.js';

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
    approvalSides(flow, bar),
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
 * it changes only baseline files relative to its first parent (git, every file), and that parent
 * is the head a freeze label's run of this workflow measured with success: a first attempt of a
 * `pull_request` run started by a user with `freeze-permission` right after their application of
 * the label, on the head the pull request had at that moment (the runs API and the label events,
 * as the verdict job binds a label run). Then its baselines are the measurement of its builds and
 * nothing is sent; the reviewer approved those scores by naming them. Returns that run's id.
 */
export async function approvedFreezeCommit(flow: Flow, bar: PullBar): Promise<string | null> {
  const { github, context, inputs } = flow;
  const pull = context.pull!;
  const head = pull.headSha;
  if (!head || !bar.approval?.approved || bar.approval.commit !== head) return null;
  if (!context.workflowPath) return null;
  await barRead(`fetch the head commit ${head.slice(0, 12)}`, () =>
    fetchPullHead({ repoDir: context.workspace, sha: head, pull: pull.number }),
  );
  const git = async (args: string[]) =>
    (await runGit(args, { cwd: context.workspace })).stdout.toString('utf8');
  const parent = /^parent ([0-9a-f]{40})$/m.exec(await git(['cat-file', '-p', head]))?.[1];
  if (!parent) return null;
  await barRead(`fetch the parent commit ${parent.slice(0, 12)}`, () =>
    git(['fetch', '--quiet', '--no-tags', '--depth=1', 'origin', parent]).catch(async (error) => {
      // Present already (a full checkout), or the remote refuses a bare sha: either is fine
      // when git has the commit.
      if (
        !(await git(['cat-file', '-e', `${parent}^{commit}`]).then(
          () => true,
          () => false,
        ))
      )
        throw error;
    }),
  );
  const changed = (
    await git(['diff-tree', '-r', '--no-commit-id', '--name-only', '-z', parent, head])
  )
    .split('\0')
    .filter(Boolean);
  const folder = `${path
    .relative(context.workspace, baselineDir(bar.head.side.loaded))
    .split(path.sep)
    .join('/')}/`;
  if (changed.length === 0 || !changed.every((f) => f.startsWith(folder))) return null;
  const [onParent, onBranch, events] = await Promise.all([
    barRead(`list the runs on ${parent.slice(0, 12)}`, () =>
      github!.runsOnCommit(parent, 'pull_request'),
    ),
    barRead(`list the runs of ${pull.headRef}`, () => github!.pullRequestRuns(pull.headRef)),
    barRead('read the label events of the pull request', () => github!.labelEvents(pull.number)),
  ]);
  const mine = (r: RunFacts) =>
    r.path === context.workflowPath && (r.pulls.length === 0 || r.pulls.includes(pull.number));
  for (const run of onParent.filter((r) => mine(r) && r.conclusion === 'success')) {
    const actor = run.triggering_actor;
    if (!actor) continue;
    // The application of the label this run would be the run of: the actor's latest before it.
    const application =
      events
        .filter(
          (e) =>
            e.event === 'labeled' &&
            isFreezeLabel(e.label, inputs.freezeLabel) &&
            e.actor?.toLowerCase() === actor.toLowerCase() &&
            Date.parse(e.created_at) <= Date.parse(run.created_at) + CLOCK_SLACK_MS,
        )
        .at(-1) ?? null;
    const refusal = labelRunRefusal({
      label: inputs.freezeLabel,
      application,
      events: events.filter((e) => e.event === 'labeled'),
      run: {
        id: run.run_id,
        attempt: run.attempt,
        event: run.event,
        headSha: run.head_sha ?? '',
        triggeringActor: actor,
        createdAt: run.created_at,
      },
      headAtLabel: application ? headBefore(onBranch.filter(mine), application.created_at) : null,
    });
    if (refusal !== null) continue;
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
