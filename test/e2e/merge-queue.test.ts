import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeGitHub } from '../fakes/github-server.js';
import { runCli } from '../helpers.js';
import {
  actionFixtures,
  changedFiles,
  editConfig,
  finishRun,
  git,
  mergeGroupPayload,
  pointAt,
  pullRequestPayload,
  runAction,
  startedBy,
  vendorSlot,
} from './action-harness.js';

/**
 * The merge queue, through the committed dist: GitHub merges the queued pull request onto the
 * base branch as a temporary branch and asks for checks on that commit. The bar is the queue's
 * base; the merged head only says what is measured.
 */
const fx = actionFixtures();
type Workspace = Awaited<ReturnType<typeof fx.frozenAtA>>;
const BASELINE = '.evalgate/baselines/generated/vendor/model.json';
const env = (gh: FakeGitHub) => ({ GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' });

/** Pull request 7: branch `feature` with `change` applied, pushed; returns its head commit. */
async function openPull(ws: Workspace, gh: FakeGitHub, change: () => Promise<void>) {
  await git(ws.dir, 'checkout', '-q', '-b', 'feature');
  await change();
  const files = await changedFiles(ws.dir, ws.base);
  await git(ws.dir, 'commit', '-q', '--allow-empty', '-m', 'the pull request');
  await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
  const head = await git(ws.dir, 'rev-parse', 'HEAD');
  gh.state.pulls.splice(0);
  gh.state.pulls.push({
    number: fx.PR,
    head: { ref: 'feature', sha: head, repo: { full_name: 'octo/repo', fork: false } },
    base: { ref: 'main', sha: ws.base, repo: { full_name: 'octo/repo' } },
    user: { login: 'author', type: 'User' },
    files,
  });
  gh.state.commitPulls.set(head, [fx.PR]);
  return head;
}

/**
 * The queue's commit: `feature` merged onto main as gh-readonly-queue/main/pr-7-<sha>, checked
 * out as the workspace (actions/checkout's default under merge_group); returns the merge_group run.
 */
async function queue(ws: Workspace, gh: FakeGitHub, extra: Record<string, string> = {}) {
  const pullHead = await git(ws.dir, 'rev-parse', 'feature');
  const ref = `gh-readonly-queue/main/pr-${fx.PR}-${pullHead}`;
  await git(ws.dir, 'checkout', '-q', '-B', ref, ws.base);
  await git(ws.dir, 'merge', '-q', '--no-ff', '-m', `Merge pull request #${fx.PR}`, 'feature');
  await git(ws.dir, 'push', '-qf', 'origin', `HEAD:refs/heads/${ref}`);
  const head = await git(ws.dir, 'rev-parse', 'HEAD');
  gh.state.gitDir = ws.dir;
  const run = startedBy(gh, 'github-merge-queue[bot]', 'merge_group', head);
  const before = gh.calls.length;
  const result = await runAction({
    workspace: ws.dir,
    event: 'merge_group',
    payload: mergeGroupPayload({ baseSha: ws.base, headSha: head, headRef: `refs/heads/${ref}` }),
    inputs: fx.inputs(gh, extra),
    env: { ...env(gh), ...run, GITHUB_SHA: head },
  });
  finishRun(gh, run, result.code);
  const writes = gh.calls.slice(before).filter((c) => c.method !== 'GET');
  return { ...result, writes };
}

describe('the merge queue gates the merged commit under the base bar (committed dist)', () => {
  it('a pull request that raises max_drop to 100 fails the queue as bar-changed; nothing is written', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    const worse = await fx.build('build-b', 64);
    await openPull(ws, gh, async () => {
      await pointAt(ws.config, worse);
      await editConfig(ws.config, (c) => (c.gate = { max_drop: 100 }));
    });
    const result = await queue(ws, gh);
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.summary).toContain('gate.max_drop');
    // Measured under the base's bar: the drop of 16 points is shown as the regression it is.
    expect(result.summary).toContain('regressed');
    expect(result.summary).toContain(
      'no pull request of this merge group has an approving review of gate:max_drop as merged',
    );
    expect(result.writes).toEqual([]);
  });

  it('a pull request that zeroes its baseline fails the queue as bar-changed', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    const worse = await fx.build('build-b', 64);
    await openPull(ws, gh, async () => {
      await pointAt(ws.config, worse);
      const file = path.join(ws.dir, BASELINE);
      const baseline = JSON.parse(await readFile(file, 'utf8'));
      baseline.aggregates.score = 0;
      await writeFile(file, JSON.stringify(baseline, null, 1));
    });
    const result = await queue(ws, gh);
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.summary).toContain(BASELINE);
  });

  it('an honest rebuild passes the queue; a plain regression fails it', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    const same = await fx.build('build-a2', 80);
    await openPull(ws, gh, () => pointAt(ws.config, same));
    const honest = await queue(ws, gh);
    expect(honest.code, honest.stdout).toBe(0);
    expect(honest.outputs.verdict).toBe('pass');
    expect(honest.writes).toEqual([]);

    const worse = await fx.build('build-b', 64);
    await git(ws.dir, 'checkout', '-q', 'feature');
    await pointAt(ws.config, worse);
    await git(ws.dir, 'commit', '-qam', 'a worse build');
    await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
    gh.state.commitPulls.set(await git(ws.dir, 'rev-parse', 'HEAD'), [fx.PR]);
    const regressed = await queue(ws, gh);
    expect(regressed.code).toBe(1);
    expect(regressed.outputs.verdict).toBe('regressed');
  });

  it('two pull requests with approved changes to different baselines pass the queue together; an unapproved one fails it; other modes are refused', async () => {
    const ws = await fx.frozenAtA((a) => ({
      models: [vendorSlot(a), { ...vendorSlot(a), id: 'vendor/other' }],
    }));
    const gh = await fx.github();
    gh.state.gitDir = ws.dir;
    gh.state.permissions.set('maintainer', 'maintain');
    // Each pull request re-freezes one slot against a new build, and a maintainer approves its
    // changes by review, with the line its own gate printed.
    const lines = new Map<number, string>();
    for (const [number, slot, k] of [
      [7, 'vendor/model', 70],
      [8, 'vendor/other', 75],
    ] as const) {
      await git(ws.dir, 'checkout', '-q', '-B', `p${number}`, ws.base);
      const build = await fx.build(`build-${number}`, k);
      await editConfig(ws.config, (c) => {
        c.models.find((m: { id: string }) => m.id === slot).base_url = build.url;
      });
      const run = await runCli('run', '--config', ws.config, '--model', slot, '--json');
      const record = (JSON.parse(run.stdout).runs as { path: string }[])[0]!.path;
      expect((await runCli('freeze', '--config', ws.config, '--run', record)).code).toBe(0);
      const files = await changedFiles(ws.dir, ws.base);
      await git(ws.dir, 'commit', '-q', '-m', `re-freeze ${slot}`);
      await git(ws.dir, 'push', '-q', 'origin', `HEAD:p${number}`);
      const head = await git(ws.dir, 'rev-parse', 'HEAD');
      gh.state.pulls.push({
        number,
        head: { ref: `p${number}`, sha: head, repo: { full_name: 'octo/repo', fork: false } },
        base: { ref: 'main', sha: ws.base, repo: { full_name: 'octo/repo' } },
        user: { login: 'author', type: 'User' },
        files,
      } as never);
      gh.state.commitPulls.set(head, [number]);
      const gated = await runAction({
        dist: true, // a smoke test of the committed bundle, as a runner starts it
        workspace: ws.dir,
        event: 'pull_request',
        payload: pullRequestPayload(number, ws.base, { headSha: head, headRef: `p${number}` }),
        inputs: fx.inputs(gh),
        env: { ...env(gh), ...startedBy(gh, 'author', 'pull_request', head) },
      });
      expect(gated.outputs.verdict, gated.stdout).toBe('bar-changed');
      const line = /evalgate approve [0-9a-f]{12}/.exec(gated.summary)![0];
      lines.set(number, line);
      gh.submitReview(number, {
        user: { login: 'maintainer', type: 'User' },
        state: 'APPROVED',
        body: line,
        commitId: head,
      });
    }
    // The queue merges both onto main.
    await git(ws.dir, 'checkout', '-q', '-B', 'feature', 'p7');
    await git(ws.dir, 'merge', '-q', '--no-edit', 'p8');
    await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
    const queued = await queue(ws, gh);
    expect(queued.code, queued.stdout).toBe(0);
    expect(queued.outputs.verdict).toBe('pass');
    expect(queued.summary).toContain('the approving reviews of maintainer (#7), maintainer (#8)');
    expect(queued.writes).toEqual([]);

    // The approval of #8 is dismissed: its baseline change is unapproved in the group.
    gh.dismissReview(8, gh.state.reviews.get(8)![0]!.id);
    const unapproved = await queue(ws, gh);
    expect(unapproved.code).toBe(1);
    expect(unapproved.outputs.verdict).toBe('bar-changed');
    expect(unapproved.summary).toContain(
      'no pull request of this merge group has an approving review of baseline:.evalgate/baselines/generated/vendor/other.json as merged',
    );

    const freezing = await queue(ws, gh, { mode: 'freeze' });
    expect(freezing.code).toBe(1);
    expect(freezing.stdout).toContain('merge_group: only mode gate without shards runs');
    expect(freezing.writes).toEqual([]);
  });

  it("a checkout that is not the group's head is refused before anything runs", async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    const before = ws.a.requests.length;
    const result = await runAction({
      workspace: ws.dir,
      event: 'merge_group',
      payload: mergeGroupPayload({
        baseSha: ws.base,
        headSha: 'e'.repeat(40),
        headRef: `refs/heads/gh-readonly-queue/main/pr-${fx.PR}-${'e'.repeat(40)}`,
      }),
      inputs: fx.inputs(gh),
      env: { ...env(gh), GITHUB_SHA: 'e'.repeat(40) },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("not the merge group's head (eeeeeeeeeeee)");
    expect(ws.a.requests.length).toBe(before);
  });
});
