import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullRequestLabelRun, readPullBar } from '../../src/action/bar.js';
import { confirmedStatus } from '../../src/action/pull-request.js';
import { BarUnverifiable, type Flow } from '../../src/action/flow.js';
import { octokitPort } from '../../src/action/github.js';
import type { FakeGitHub } from '../fakes/github-server.js';
import { timestamp } from '../fakes/github-shapes.js';
import { tempDir } from '../helpers.js';
import { actionFixtures, changedFiles, editConfig, git } from '../e2e/action-harness.js';

/**
 * Every read the bar depends on, against the fake GitHub API through the real Octokit port (its
 * retries kept, made fast): after the retries a 500, 403 or 429 fails closed, never "no change".
 */
const fx = actionFixtures();

async function pullRequest(options: { label?: boolean; blocked?: boolean } = {}) {
  const ws = await fx.frozenAtA();
  const gh = await fx.github();
  await git(ws.dir, 'checkout', '-q', '-b', 'feature');
  if (options.blocked) await editConfig(ws.config, (c) => (c.gate = { max_drop: 50 }));
  fx.seedPull(gh, await changedFiles(ws.dir, ws.base));
  if (options.label) {
    gh.state.permissions.set('maintainer', 'maintain');
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
  }
  const flow = await flowFor(ws, gh);
  if (options.label) {
    // This run is the one the maintainer's label application started.
    Object.assign(flow.context, {
      action: 'labeled',
      label: 'evalgate:freeze',
      triggeringActor: 'maintainer',
    });
  }
  return { ws, gh, flow };
}

const unexpected = () => {
  throw new Error('reading the bar must not publish an outcome');
};

async function flowFor(ws: { dir: string; base: string }, gh: FakeGitHub, token = 'ghs_test') {
  const flow: Flow = {
    inputs: {
      config: 'evalgate.yml',
      token,
      mode: 'gate',
      onRegression: 'fail',
      comment: 'always',
      freezeLabel: 'evalgate:freeze',
      dataBranch: '',
      cache: false,
      models: [],
      issueOnRegression: false,
      freezePermission: 'maintain',
      measuringWorkflow: '',
      botLogin: 'github-actions[bot]',
      pushStartsWorkflows: false,
      shard: null,
      runs: [],
      commentMode: 'per-suite',
    },
    context: {
      eventName: 'pull_request',
      owner: 'octo',
      repo: 'repo',
      apiUrl: gh.url,
      serverUrl: 'https://github.example',
      workspace: ws.dir,
      sha: null,
      runUrl: null,
      pull: {
        number: fx.PR,
        headRef: 'feature',
        headRepo: 'octo/repo',
        baseRepo: 'octo/repo',
        fork: false,
        baseSha: ws.base,
        baseRef: 'main',
        headSha: null,
        author: 'author',
      },
      defaultBranch: 'main',
      workflowPath: null,
      dispatchInputs: {},
      runId: '4242',
      triggeringActor: 'author',
      action: 'synchronize',
      label: null,
    },
    github: token
      ? octokitPort({ token, apiUrl: gh.url, owner: 'octo', repo: 'repo', retryBaseMs: 1 })
      : undefined,
    env: { RUNNER_TEMP: await tempDir('evalgate-runner-') },
    runOptions: { models: [], noCache: true, env: {}, log: () => {}, isTTY: false },
    // Reading the bar sets no output: a call here would be a flow publishing from a read.
    outcome: { output: unexpected, fail: unexpected },
  };
  return flow;
}

const ROUTES = [
  {
    what: 'list the files of the pull request',
    route: `GET /repos/octo/repo/pulls/${7}/files`,
    setup: {},
  },
  {
    what: 'read the labels of the pull request',
    route: 'GET /repos/octo/repo/issues/7/labels',
    setup: {},
  },
  {
    what: 'read the label events of the pull request',
    route: 'GET /repos/octo/repo/issues/7/events',
    setup: {},
  },
  {
    what: 'read the repository permission of maintainer',
    route: 'GET /repos/octo/repo/collaborators/maintainer/permission',
    setup: { label: true },
  },
  {
    what: 'read the reviews of pull request #7',
    route: 'GET /repos/octo/repo/pulls/7/reviews',
    setup: { blocked: true },
  },
] as const;

describe('reading the bar fails closed', () => {
  for (const { what, route, setup } of ROUTES) {
    for (const status of [500, 403, 429]) {
      it(`${status} from "${route}" (after retries): cannot verify the bar`, async () => {
        const { gh, flow } = await pullRequest(setup);
        // The same read answers normally first: the setup really reaches this route.
        await expect(
          readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow)),
        ).resolves.toBeDefined();
        const [method, pathname] = route.split(' ') as [string, string];
        const before = gh.calls.filter((c) => c.method === method && c.path === pathname).length;
        expect(before).toBeGreaterThan(0);
        gh.fail(route, status);
        const error = await readPullBar(
          flow,
          flow.context.workspace,
          pullRequestLabelRun(flow),
        ).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(BarUnverifiable);
        expect((error as Error).message).toContain(`could not ${what}: HTTP ${status}`);
        const tries = gh.calls.filter((c) => c.method === method && c.path === pathname).length;
        // 5xx and rate limits are retried; a 403 without rate-limit headers is an answer.
        if (status === 403) expect(tries - before).toBe(1);
        else expect(tries - before).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('without a token: cannot verify the bar', async () => {
    const { ws, gh } = await pullRequest();
    const flow = await flowFor(ws, gh, '');
    await expect(
      readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow)),
    ).rejects.toThrow(/no github-token is set/);
  });

  it('a base commit that cannot be fetched: cannot verify the bar', async () => {
    const { flow } = await pullRequest();
    flow.context.pull!.baseSha = 'c'.repeat(40);
    await expect(
      readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow)),
    ).rejects.toThrow(new RegExp(`could not check out the base commit ${'c'.repeat(40)}`));
  });

  it('a base commit whose config is broken: cannot verify the bar', async () => {
    const { ws, flow } = await pullRequest();
    await git(ws.dir, 'checkout', '-q', 'main');
    await editConfig(ws.config, (c) => (c.gate = { max_drop: 'two' }));
    await git(ws.dir, 'commit', '-qam', 'break the config on main');
    flow.context.pull!.baseSha = await git(ws.dir, 'rev-parse', 'HEAD');
    await git(ws.dir, 'checkout', '-q', 'feature');
    await expect(
      readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow)),
    ).rejects.toThrow(
      /could not read the bar from evalgate\.yml at the base commit: .*gate\.max_drop/,
    );
  });

  it('a labeller who is not a collaborator (404) has no permission: refused, not unverifiable', async () => {
    const { gh, flow } = await pullRequest();
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'stranger', type: 'User' });
    Object.assign(flow.context, {
      action: 'labeled',
      label: 'evalgate:freeze',
      triggeringActor: 'stranger',
    });
    const bar = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
    expect(bar.label?.decision).toEqual({
      allowed: false,
      why: 'the "evalgate:freeze" label was applied by stranger, whose permission on this repository is none; freezing needs maintain or higher (input freeze-permission)',
    });
  });

  it('reads the base from its own commit: the head config never leaks into the measured program', async () => {
    const { ws, flow } = await pullRequest({ blocked: true });
    const bar = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
    expect(bar.plan.measured.config.gate.max_drop).toBe(2);
    expect(bar.head.side.loaded.config.gate.max_drop).toBe(50);
    expect(bar.plan.measured.baseDir).not.toBe(path.dirname(ws.config));
    expect(bar.plan.measured.modelDir).toBe(path.dirname(ws.config));
    // The bar is the base's: its baselines folder is in the base's checkout, said outright.
    expect(bar.plan.measured.barDir).toBe(bar.plan.base!.loaded.baseDir);
    expect(bar.plan.measured.barDir).not.toBe(path.dirname(ws.config));
    expect(bar.changes.map((c) => c.what)).toEqual(['gate.max_drop']);
  });

  it('a label that is on the pull request freezes only in the run its application started', async () => {
    const { gh, flow } = await pullRequest({ blocked: true });
    gh.state.permissions.set('maintainer', 'maintain');
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    // The author's push while the label is on: no freeze, and no approval either.
    const bar = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
    expect(bar.label).toBeNull();
    expect(bar.approval).toMatchObject({ approved: false });
    expect((bar.approval as { reason: string }).reason).toContain(
      'the "evalgate:freeze" label is on this pull request, but this run was started by author\'s synchronize, not by the label',
    );
  });

  it('a label renamed onto the freeze label never stands for an earlier application of the name', async () => {
    const { gh, flow } = await pullRequest();
    gh.state.permissions.set('maintainer', 'maintain');
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    // The bot removed it after that freeze; now the author's own label is renamed to the name.
    gh.state.events.get(fx.PR)!.push({
      id: 99_001,
      event: 'unlabeled',
      actor: { login: 'github-actions[bot]', type: 'Bot' },
      label: { name: 'evalgate:freeze' },
      created_at: timestamp(),
    });
    gh.state.labels.set(fx.PR, ['evalgate:freeze']);
    Object.assign(flow.context, {
      action: 'labeled',
      label: 'evalgate:freeze',
      triggeringActor: 'maintainer',
    });
    const bar = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
    expect(bar.label).toBeNull();
  });

  it('a success resting on an approving review is written only while the review still approves', async () => {
    const { ws, gh, flow } = await pullRequest({ blocked: true });
    await git(ws.dir, 'commit', '-qam', 'raise the bar');
    await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
    const head = await git(ws.dir, 'rev-parse', 'HEAD');
    gh.state.gitDir = ws.remote;
    gh.state.permissions.set('maintainer', 'maintain');
    const unapproved = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
    expect(unapproved.approval).toMatchObject({ approved: false });
    const user = { login: 'maintainer', type: 'User' as const };
    gh.submitReview(fx.PR, {
      user,
      state: 'APPROVED',
      body: unapproved.approval!.line,
      commitId: head,
    });
    const bar = await readPullBar(flow, flow.context.workspace, pullRequestLabelRun(flow));
    expect(bar.approval).toMatchObject({ approved: true, by: 'maintainer', commit: head });
    const pass = { state: 'success' as const, description: 'pass' };
    expect(await confirmedStatus(flow, bar, pass)).toEqual(pass);
    // The reviewer requests changes while this run grades: its success is not written.
    gh.submitReview(fx.PR, { user, state: 'CHANGES_REQUESTED', body: 'wait', commitId: head });
    expect(await confirmedStatus(flow, bar, pass)).toEqual({
      state: 'failure',
      description: 'bar-changed: the approving review was withdrawn while this run graded',
    });
  });
});
