import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionFixtures,
  changedFiles,
  dispatchPayload,
  editConfig,
  finishRun,
  git,
  pointAt,
  pullRequestPayload,
  runAction,
  servicesFor,
  startedBy,
  workspace,
} from './action-harness.js';

const { build, github, frozenAtA, seedPull, inputs, PR } = actionFixtures();

describe('the Action, run from the committed dist as GitHub runs it', () => {
  it('pull request: a pass comments, writes the summary and sets the outputs; a second push updates the same comment', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' };
    const first = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh),
      env,
    });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    expect(first.summary).toContain('evalgate generated: pass');
    const comments = gh.state.comments.get(PR)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('<!-- evalgate:comment suite=generated -->');
    expect(first.outputs['comment-url']).toBe(comments[0]!.html_url);
    expect(await readFile(first.outputs['report-path']!, 'utf8')).toContain('| `vendor/model` |');
    const html = await readFile(first.outputs['report-path']!.replace(/\.md$/, '.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(first.stdout).toContain('evalgate: no artifact service here; the reports are at');

    const second = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh),
      env,
    });
    expect(second.code).toBe(0);
    expect(gh.state.comments.get(PR)).toHaveLength(1);
    expect(
      gh.calls.filter((c) => c.method === 'PATCH' && c.path.includes('/issues/comments/')),
    ).toHaveLength(1);
  });

  it('pull request: a regression fails the step after writing the summary and the comment', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    await pointAt(ws.config, await build('build-b', 72));
    const result = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh, { cache: 'true' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::evalgate generated: regressed');
    // A pull request's run does not even look for the Actions cache.
    expect(result.stdout).not.toContain('Actions cache');
    expect(result.outputs.verdict).toBe('regressed');
    expect(result.outputs['max-drop']).toBe('8');
    expect(result.summary).toContain('regressed (the gate fails)');
    expect(gh.state.comments.get(PR)![0]!.body).toContain('8 right → wrong');
  });

  it('the status is evalgate / <suite> for a pull request into the default branch, and names any other base', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    await pointAt(ws.config, await build('build-b', 80));
    const gate = (baseRef: string) =>
      runAction({
        workspace: ws.dir,
        event: 'pull_request',
        payload: pullRequestPayload(PR, ws.base, { baseRef }),
        inputs: inputs(gh),
        env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
      });
    expect((await gate('main')).code).toBe(0);
    expect((await gate('weak')).code).toBe(0);
    expect(gh.state.statuses.map((st) => [st.sha, st.context, st.state])).toEqual([
      ['b'.repeat(40), 'evalgate / generated', 'success'],
      ['b'.repeat(40), 'evalgate / generated (weak)', 'success'],
    ]);
  });

  it('finds its comment beyond the first 100 comments', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' };
    const filler = (i: number) => ({
      id: 100_000 + i,
      body: `chatter ${i}`,
      user: { login: 'someone', type: 'User' },
      html_url: `https://github.example/octo/repo/pull/${PR}#issuecomment-${100_000 + i}`,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    });
    gh.state.comments.set(PR, Array.from({ length: 130 }, (_, i) => filler(i)) as never);
    expect(
      (
        await runAction({
          workspace: ws.dir,
          event: 'pull_request',
          payload: pullRequestPayload(PR, ws.base),
          inputs: inputs(gh),
          env,
        })
      ).code,
    ).toBe(0);
    expect(gh.state.comments.get(PR)).toHaveLength(131);
    gh.state.comments
      .get(PR)!
      .push(...(Array.from({ length: 20 }, (_, i) => filler(200 + i)) as never[]));
    expect(
      (
        await runAction({
          workspace: ws.dir,
          event: 'pull_request',
          payload: pullRequestPayload(PR, ws.base),
          inputs: inputs(gh),
          env,
        })
      ).code,
    ).toBe(0);
    expect(gh.state.comments.get(PR)).toHaveLength(151); // updated, not duplicated
  });

  it('a 500 from the comments API leaves the verdict unchanged', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    gh.fail(`GET /repos/octo/repo/issues/${PR}/comments`, 500);
    await pointAt(ws.config, await build('build-b', 72));
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('regressed');
    expect(result.stdout).toContain('::warning::evalgate: could not post the pull-request comment');
  });

  it('a pull request from a fork without secrets is skipped: no status; it fails when an open pull request shares its head', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base, { fork: true }),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url },
    });
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('skipped');
    expect(result.stdout).toContain(
      '::notice::evalgate skipped: this pull request comes from a fork (someone/repo)',
    );
    expect(result.summary).toContain('evalgate: skipped');
    // A skip graded nothing: it sets no status (and a fork's token could not).
    expect(gh.state.statuses).toEqual([]);

    // Another open pull request (an in-repo one that regresses) has the same head commit: a
    // green check of this skip on that commit would stand for it, so the skip fails.
    gh.state.pulls.push({ ...seedPull(gh), number: 8 } as never);
    gh.state.pulls.splice(gh.state.pulls.length - 2, 1);
    gh.state.commitPulls.set('b'.repeat(40), [PR, 8]);
    const shared = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base, { fork: true }),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url },
    });
    expect(shared.code, shared.stdout).toBe(1);
    expect(shared.outputs.verdict).toBe('skipped');
    expect(shared.stdout).toContain('pull request #8 has the same head commit bbbbbbbbbbbb');
    expect(gh.state.statuses).toEqual([]);
    gh.state.commitPulls.clear();

    // Where a fork's run does have the secrets, its head cannot force the skip by naming a
    // variable nobody sets: the base's slots decide which secrets are needed.
    await editConfig(ws.config, (c) => (c.models[0].api_key_env = 'NOT_SET_ANYWHERE'));
    await pointAt(ws.config, await build('build-b', 64));
    const forced = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base, { fork: true }),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(forced.outputs.verdict, forced.stdout).not.toBe('skipped');
    expect(forced.code).toBe(1);
  });

  it('a pull request from a fork that changes the bar fails as bar-changed, secrets or not', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    await editConfig(ws.config, (c) => (c.gate = { ...c.gate, max_drop: 100 }));
    seedPull(gh, await changedFiles(ws.dir, ws.base));
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base, { fork: true }),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url },
    });
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.stdout).not.toContain('evalgate skipped');
    expect(result.summary).toContain('**This pull request changes the bar**');
    expect(result.summary).toContain('gate.max_drop');
    expect(result.summary).toContain('Nothing was measured: this pull request comes from a fork');
  });

  it('a pull request that edits baselines without the freeze label fails, saying why', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    const file = path.join(ws.dir, '.evalgate/baselines/generated/vendor/model.json');
    const baseline = JSON.parse(await readFile(file, 'utf8'));
    baseline.aggregates.score = 50;
    await writeFile(file, JSON.stringify(baseline));
    seedPull(gh, await changedFiles(ws.dir, ws.base));
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.stdout).toContain(
      '::error title=evalgate%3A the bar changed,file=evalgate.yml::.evalgate/baselines/generated/vendor/model.json: sha256',
    );
    expect(result.summary).toContain('**This pull request changes the bar**');
  });

  it('workflow_dispatch offline (no token, no data branch): freeze writes baselines, then a regressed build exits 1 with the summary and verdict', async () => {
    const a = await build('build-a', 80);
    const ws = await workspace(100, a);
    const offline = {
      'github-token': '',
      'data-branch': '',
      config: 'evalgate.yml',
      cache: 'false',
    };
    const env = { VENDOR_KEY: 'sk-vendor-test' };
    const freeze = await runAction({
      workspace: ws.dir,
      event: 'workflow_dispatch',
      payload: dispatchPayload({ mode: 'freeze' }),
      inputs: offline,
      env,
    });
    expect(freeze.code, freeze.stdout).toBe(0);
    expect(freeze.outputs.verdict).toBe('frozen');
    expect(freeze.outputs['baseline-changed']).toBe('true');
    expect(freeze.summary).toContain('new baselines frozen');
    const baseline = JSON.parse(
      await readFile(path.join(ws.dir, '.evalgate/baselines/generated/vendor/model.json'), 'utf8'),
    );
    expect(baseline.aggregates.score).toBe(80);

    await pointAt(ws.config, await build('build-b', 72));
    const gate = await runAction({
      workspace: ws.dir,
      event: 'workflow_dispatch',
      payload: dispatchPayload({}),
      inputs: offline,
      env,
    });
    expect(gate.code).toBe(1);
    expect(gate.outputs.verdict).toBe('regressed');
    expect(gate.summary).toContain('regressed (the gate fails)');
  });

  it('nightly: a regression opens a tracking issue and appends to the data branch; a later pass closes the issue', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    const nightly = (extra: Record<string, string> = {}) =>
      inputs(gh, { 'data-branch': 'evalgate-data', 'issue-on-regression': 'true', ...extra });
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' };
    await pointAt(ws.config, await build('build-b', 72));
    const bad = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: nightly(),
      env,
    });
    expect(bad.code).toBe(1);
    const [issue] = gh.state.issues;
    expect(issue).toMatchObject({ title: 'evalgate: generated regressed', state: 'open' });
    expect(issue!.body).toContain('regressed');

    await pointAt(ws.config, ws.a);
    const good = await runAction({
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: nightly(),
      env,
    });
    expect(good.code, good.stdout).toBe(0);
    expect(gh.state.issues[0]!.state).toBe('closed');
    expect(gh.state.issues).toHaveLength(1);
    // Compared with the previous scheduled run of the same protocol, too.
    expect(good.summary).toContain('Against the previous scheduled run');
    expect(good.summary).toMatch(/vendor\/model\*\*: Δ 8\.0 \(pass\)/);

    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const files = await promisify(execFile)(
      'git',
      ['ls-tree', '-r', '--name-only', 'evalgate-data'],
      { cwd: ws.remote },
    );
    expect(
      files.stdout
        .trim()
        .split('\n')
        .filter((f) => f.startsWith('runs/generated/')),
    ).toHaveLength(2);
  });

  it('the freeze label reruns, commits the new baselines to the PR branch, comments old vs new and removes the label', async () => {
    const ws = await frozenAtA();
    await git(ws.dir, 'push', '-q', 'origin', 'main:feature');
    const gh = await github();
    const pull = seedPull(gh);
    gh.state.labels.set(PR, ['other']);
    gh.state.permissions.set('maintainer', 'maintain');
    gh.applyLabel(PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    await pointAt(ws.config, await build('build-b', 72)); // a new model the team accepts at 72
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' };
    const headSha = await git(ws.remote, 'rev-parse', 'feature');
    const labelRun = startedBy(gh, 'maintainer', 'pull_request', headSha);
    const freeze = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base, { headSha, label: 'evalgate:freeze' }),
      inputs: inputs(gh),
      env: { ...env, ...labelRun },
    });
    finishRun(gh, labelRun, freeze.code);
    expect(freeze.code, freeze.stdout).toBe(0);
    expect(freeze.outputs).toMatchObject({ verdict: 'frozen', 'baseline-changed': 'true' });
    expect(await git(ws.remote, 'log', '-1', '--format=%an|%s', 'feature')).toMatch(
      /^github-actions\[bot\]\|evalgate: freeze baselines of generated \(vendor\/model\) at slice [0-9a-f]{12}$/,
    );
    const committed = JSON.parse(
      await git(ws.remote, 'show', 'feature:.evalgate/baselines/generated/vendor/model.json'),
    );
    expect(committed.aggregates.score).toBe(72);
    expect(gh.state.labels.get(PR)).toEqual(['other']);
    const comment = gh.state.comments
      .get(PR)!
      .find((c) => c.body.includes('new baselines frozen'))!;
    expect(comment.body).toContain('| vendor/model | 80.0 (build-a) | 72.0 (build-b) |');

    // The label approves nothing: the freeze commit's status fails until a review names it.
    const frozenSha = await git(ws.remote, 'rev-parse', 'feature');
    expect(gh.state.statuses.filter((st) => st.sha === frozenSha).map((st) => st.state)).toEqual([
      'failure',
    ]);
    const line = /evalgate approve [0-9a-f]{12}/.exec(comment.body)![0];

    // The next push: the branch carries the frozen baseline and the label is gone. Without a
    // review the bar change fails; with the maintainer's review naming it, the gate passes.
    await git(ws.dir, 'fetch', '-q', 'origin', 'feature');
    await git(ws.dir, 'checkout', '-q', '--force', 'FETCH_HEAD');
    pull.files.push({
      filename: '.evalgate/baselines/generated/vendor/model.json',
      status: 'modified',
    });
    await pointAt(ws.config, await build('build-b', 72));
    const next = () =>
      runAction({
        workspace: ws.dir,
        event: 'pull_request',
        payload: pullRequestPayload(PR, ws.base, { headSha: frozenSha }),
        inputs: inputs(gh),
        env: { ...env, ...startedBy(gh, 'author') },
      });
    const unapproved = await next();
    expect(unapproved.code, unapproved.stdout).toBe(1);
    expect(unapproved.outputs.verdict).toBe('bar-changed');
    expect(unapproved.summary).toContain(line);
    gh.state.gitDir = ws.remote;
    gh.submitReview(PR, {
      user: { login: 'maintainer', type: 'User' },
      state: 'APPROVED',
      body: line,
      commitId: frozenSha,
    });
    const approved = await next();
    expect(approved.code, approved.stdout).toBe(0);
    expect(approved.outputs.verdict).toBe('pass');
    expect(gh.state.statuses.filter((st) => st.sha === frozenSha).at(-1)?.state).toBe('success');
  });

  it('workflow_dispatch with mode: freeze and a token opens a pull request with the new baselines', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    await pointAt(ws.config, await build('build-b', 72));
    await git(ws.dir, 'commit', '-qam', 'point at build B');
    const result = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      event: 'workflow_dispatch',
      payload: dispatchPayload({ mode: 'freeze' }),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', GITHUB_REF_NAME: 'main' },
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('frozen');
    const [pull] = gh.state.pulls;
    expect(pull).toMatchObject({ base: { ref: 'main' } });
    expect(pull!.head.ref).toMatch(/^evalgate\/freeze-generated-/);
    expect(result.summary).toMatch(/Opened pull request #\d+/);
    const committed = JSON.parse(
      await git(
        ws.remote,
        'show',
        `${pull!.head.ref}:.evalgate/baselines/generated/vendor/model.json`,
      ),
    );
    expect(committed.aggregates.score).toBe(72);
    expect(await git(ws.remote, 'log', '-1', '--format=%an', pull!.head.ref)).toBe(
      'github-actions[bot]',
    );
    // The bar change is approved by a review naming it, whoever dispatched the freeze.
    expect(result.summary).toMatch(
      /approving review by someone with maintain permission whose body holds the line `evalgate approve [0-9a-f]{12}`/,
    );
  });

  it("a dispatched freeze's pull request passes once a maintainer's review names its changes", async () => {
    const ws = await frozenAtA();
    const gh = await github();
    gh.state.permissions.set('maintainer', 'maintain');
    await pointAt(ws.config, await build('build-b', 72));
    await git(ws.dir, 'commit', '-qam', 'point at build B');
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', GITHUB_REF_NAME: 'main' };
    const dispatchRun = startedBy(gh, 'maintainer', 'workflow_dispatch');
    const result = await runAction({
      workspace: ws.dir,
      event: 'workflow_dispatch',
      payload: dispatchPayload({ mode: 'freeze' }),
      inputs: inputs(gh),
      env: { ...env, ...dispatchRun },
    });
    finishRun(gh, dispatchRun, result.code);
    expect(result.code, result.stdout).toBe(0);
    const [pull] = gh.state.pulls;
    const line = /evalgate approve [0-9a-f]{12}/.exec(pull!.body ?? '')![0];
    // Nothing is uploaded as an approval: the dispatcher approves by review like anyone.
    expect(servicesFor(gh).artifacts()).toEqual([]);

    await git(ws.dir, 'fetch', '-q', 'origin', pull!.head.ref);
    await git(ws.dir, 'checkout', '-q', '--force', 'FETCH_HEAD');
    const head = await git(ws.dir, 'rev-parse', 'HEAD');
    pull!.files = await changedFiles(ws.dir, ws.base);
    const gate = () =>
      runAction({
        workspace: ws.dir,
        event: 'pull_request',
        payload: pullRequestPayload(pull!.number, ws.base, {
          headRef: pull!.head.ref,
          headSha: head,
        }),
        inputs: inputs(gh),
        env: { ...env, ...startedBy(gh, 'author') },
      });
    const before = await gate();
    expect(before.outputs.verdict, before.stdout).toBe('bar-changed');
    gh.state.gitDir = ws.remote;
    gh.submitReview(pull!.number, {
      user: { login: 'maintainer', type: 'User' },
      state: 'APPROVED',
      body: `New baselines look right.\n${line}`,
      commitId: head,
    });
    const after = await gate();
    expect(after.code, after.stdout).toBe(0);
    expect(after.outputs.verdict).toBe('pass');
    expect(after.summary).toContain(
      `approved by maintainer's approving review of ${head.slice(0, 12)}`,
    );
  });
});
