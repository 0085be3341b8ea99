import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cell } from '../../src/core/report/markdown.js';
import { answering } from '../engine/suite-helpers.js';
import type { FakeGitHub, FakeReview, FakeReviewSubmission } from '../fakes/github-server.js';
import { startOpenAIServer } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';
import {
  actionFixtures,
  changedFiles,
  editConfig,
  finishRun,
  git,
  JUDGE_FILES,
  judgedByCommand,
  knows,
  pointAt,
  pullRequestPayload,
  pullRequestReviewPayload,
  runAction,
  startedBy,
  vendorSlot,
} from './action-harness.js';

/**
 * A pull request's author has write access to a branch and wants a build that lost 16 points
 * (80 -> 64) to pass. Each attack below is a change to the branch; none may lower the bar
 * without an approved freeze, and the report must name the change.
 */
const fx = actionFixtures();
type Workspace = Awaited<ReturnType<typeof fx.frozenAtA>>;
const BASELINE = '.evalgate/baselines/generated/vendor/model.json';
const env = (gh: FakeGitHub) => ({ GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' });

/** Opens the pull request: the branch `feature` with `change` applied, checked out as the workspace. */
async function openPull(ws: Workspace, gh: FakeGitHub, change: (ws: Workspace) => Promise<void>) {
  await git(ws.dir, 'checkout', '-q', '-b', 'feature');
  await pointSlot(ws, await fx.build('build-b', 64));
  await change(ws);
  await pushed(ws, gh, 'attack');
}

/** Commits and pushes the workspace to `feature`, and lists the pull request's files again. */
async function pushed(ws: Workspace, gh: FakeGitHub, message: string) {
  const files = await changedFiles(ws.dir, ws.base);
  await git(ws.dir, 'commit', '-q', '--allow-empty', '-m', message);
  await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
  gh.state.pulls.splice(0);
  fx.seedPull(gh, files);
}

/** A run of the pull request's workflow: the author's push, or (with `label`) its application. */
async function gate(
  ws: Workspace,
  gh: FakeGitHub,
  extra: Record<string, string> = {},
  started: { actor?: string; label?: string; env?: Record<string, string>; dist?: boolean } = {},
) {
  const headSha = await git(ws.remote, 'rev-parse', 'feature');
  const run = startedBy(gh, started.actor ?? 'author', 'pull_request', headSha);
  const result = await runAction({
    ...(started.dist && { dist: true }),
    workspace: ws.dir,
    event: 'pull_request',
    payload: pullRequestPayload(fx.PR, ws.base, {
      headSha,
      ...(started.label ? { label: started.label } : {}),
    }),
    inputs: fx.inputs(gh, extra),
    env: { ...env(gh), ...started.env, ...run },
  });
  // The runs API shows the run as it ended, as later runs read it.
  finishRun(gh, run, result.code);
  return { ...result, runId: Number(run.GITHUB_RUN_ID), runEnv: run };
}

/**
 * What code in a pull request's own run could upload under the old approval artifact's name: a
 * record as an artifact of the run whose environment is `runEnv` (the artifact library, in process).
 */
async function uploadAs(runEnv: Record<string, string>, record: Record<string, unknown>) {
  for (const [key, value] of Object.entries(runEnv)) vi.stubEnv(key, value);
  const dir = await tempDir('evalgate-forged-');
  await writeFile(path.join(dir, 'approval.json'), JSON.stringify(record));
  const { DefaultArtifactClient } = await import('@actions/artifact');
  await new DefaultArtifactClient().uploadArtifact(
    `evalgate-approval-generated-pr${fx.PR}`,
    [path.join(dir, 'approval.json')],
    dir,
  );
  vi.unstubAllEnvs();
  vi.stubEnv('VENDOR_KEY', 'sk-vendor-test');
}

/** The freeze label, applied in the UI by a user; the run that starts is theirs. */
function applyLabel(ws: Workspace, gh: FakeGitHub, login = 'maintainer') {
  gh.applyLabel(fx.PR, 'evalgate:freeze', { login, type: 'User' });
  return gate(ws, gh, {}, { actor: login, label: 'evalgate:freeze' });
}

/** A maintainer applies the freeze label: the run it starts measures and commits baselines. */
function labelByMaintainer(ws: Workspace, gh: FakeGitHub) {
  gh.state.permissions.set('maintainer', 'maintain');
  return applyLabel(ws, gh);
}

/** After a label freeze: the workspace becomes the branch's new head (the freeze commit). */
async function checkoutFrozen(ws: Workspace, gh: FakeGitHub) {
  await git(ws.dir, 'fetch', '-q', 'origin', 'feature');
  await git(ws.dir, 'checkout', '-q', '--force', '-B', 'feature', 'FETCH_HEAD');
  gh.state.pulls.splice(0);
  fx.seedPull(gh, await changedFiles(ws.dir, ws.base));
  return git(ws.dir, 'rev-parse', 'HEAD');
}

/** The `evalgate approve <code>` line a report or a freeze comment prints. */
function approveLineIn(text: string): string {
  const line = /evalgate approve [0-9a-f]{12}/.exec(text)?.[0];
  if (!line) throw new Error(`no approve line in:\n${text.slice(0, 2000)}`);
  return line;
}

/** The approve line of the latest freeze comment. */
function freezeLine(gh: FakeGitHub): string {
  const comment = gh.state.comments
    .get(fx.PR)!
    .filter((c) => c.body.includes('evalgate:freeze suite='))
    .at(-1)!;
  return approveLineIn(comment.body);
}

/** A review of the pull request, as a user submits it in the UI (on the head unless told). */
async function submitted(
  ws: Workspace,
  gh: FakeGitHub,
  review: Partial<FakeReviewSubmission> & { login?: string },
): Promise<FakeReview> {
  const { login = 'maintainer', ...rest } = review;
  // The compare API (merge bases of reviewed commits) reads the remote.
  gh.state.gitDir = ws.remote;
  return gh.submitReview(fx.PR, {
    user: { login, type: 'User' },
    state: 'APPROVED',
    commitId: await git(ws.remote, 'rev-parse', 'feature'),
    ...rest,
  });
}

/** The run a review's submission (or dismissal) starts: the pull_request_review workflow run. */
async function reviewRun(
  ws: Workspace,
  gh: FakeGitHub,
  review: FakeReview,
  action: 'submitted' | 'dismissed' = 'submitted',
) {
  const headSha = await git(ws.remote, 'rev-parse', 'feature');
  gh.state.gitDir = ws.remote;
  const run = startedBy(gh, review.user.login, 'pull_request_review', headSha);
  const result = await runAction({
    workspace: ws.dir,
    event: 'pull_request_review',
    payload: pullRequestReviewPayload(fx.PR, ws.base, {
      headSha,
      action,
      review: {
        id: review.id,
        state: review.state,
        user: review.user,
        commitId: review.commit_id,
        body: review.body,
      },
    }),
    inputs: fx.inputs(gh),
    env: { ...env(gh), ...run },
  });
  finishRun(gh, run, result.code);
  return result;
}

/** The statuses `evalgate / generated` (the base's suite: the required check) on a commit. */
const statusesOn = (gh: FakeGitHub, sha: string) =>
  gh.state.statuses.filter((s) => s.sha === sha && s.context === 'evalgate / generated');

const config = (ws: Workspace) => ws.config;

const attacks: {
  name: string;
  extra?: (a: { url: string }) => Record<string, unknown>;
  change: (ws: Workspace) => Promise<void>;
  names: string[];
}[] = [
  {
    name: 'raising gate.max_drop',
    change: (ws) => editConfig(config(ws), (c) => (c.gate = { max_drop: 50 })),
    names: ['gate.max_drop', '`2`', '`50`'],
  },
  {
    name: 'significance: require with a tiny alpha',
    change: (ws) =>
      editConfig(config(ws), (c) => (c.gate = { significance: 'require', alpha: 1e-9 })),
    names: ['gate.significance', 'gate.alpha'],
  },
  {
    name: 'on_incomparable: neutral plus a template change',
    change: (ws) =>
      editConfig(config(ws), (c) => {
        c.gate = { on_incomparable: 'neutral' };
        c.harness.template = `Think hard.\n${c.harness.template}`;
      }),
    names: ['gate.on_incomparable', 'harness.template', 'protocol: template'],
  },
  {
    name: "renaming the model slot's id",
    change: (ws) => editConfig(config(ws), (c) => (c.models[0].id = 'vendor/model-v2')),
    names: ['slot vendor/model', 'removed or renamed', '❔ missing'],
  },
  {
    name: 'replacing the regressing model with a floor',
    change: (ws) =>
      editConfig(
        config(ws),
        (c) => (c.models = [{ id: 'floor/first', provider: 'baseline', strategy: 'first' }]),
      ),
    names: ['slot vendor/model', 'slot floor/first', '❔ missing'],
  },
  {
    name: 'renaming the suite (the baselines folder moves)',
    change: (ws) => editConfig(config(ws), (c) => (c.suite = 'generated-v2')),
    names: ['| 🚧 suite |', '`generated-v2`', 'the baselines folder moves with it'],
  },
  {
    name: 'shrinking slice.size and removing the pin',
    change: (ws) =>
      editConfig(config(ws), (c) => {
        c.slice.size = 10;
        delete c.slice.fingerprint;
      }),
    names: ['slice.size', 'slice.fingerprint', 'protocol: fingerprint'],
  },
  {
    name: "a slot id that lands on another slot's baseline under the old folding (floor//first)",
    extra: (a) => ({
      models: [{ id: 'floor/first', provider: 'baseline', strategy: 'first' }, vendorSlot(a)],
    }),
    change: (ws) =>
      editConfig(config(ws), (c) => {
        c.models[1].id = 'floor//first';
      }),
    names: ['slot vendor/model', '❔ missing'],
  },
  {
    name: "changing a reasoning slot's effort",
    extra: (a) => ({
      decoding: { max_tokens: 64 },
      models: [{ ...vendorSlot(a), reasoning: { effort: 'low' } }],
    }),
    change: (ws) => editConfig(config(ws), (c) => (c.models[0].reasoning = { effort: 'high' })),
    names: ['slot vendor/model.reasoning.effort', "part of this slot's protocol", '`high`'],
  },
  {
    name: 'git mv of the baseline out of .evalgate/baselines/',
    change: async (ws) => {
      await mkdir(path.join(ws.dir, 'old'), { recursive: true });
      await git(ws.dir, 'mv', BASELINE, 'old/model.json');
    },
    names: [BASELINE, 'renamed to old/model.json'],
  },
  {
    name: 'editing the baseline',
    change: async (ws) => {
      const file = path.join(ws.dir, BASELINE);
      const baseline = JSON.parse(await readFile(file, 'utf8'));
      baseline.aggregates.score = 60;
      await writeFile(file, JSON.stringify(baseline, null, 1));
    },
    names: [BASELINE, 'changed'],
  },
];

describe('a pull request cannot lower its own bar (committed dist, fake GitHub API, real git remotes)', () => {
  for (const attack of attacks) {
    it(`${attack.name}: fails without an approving review, naming the change; the label freezes, a review naming it approves`, async () => {
      const ws = await fx.frozenAtA(attack.extra);
      const gh = await fx.github();
      await git(ws.dir, 'checkout', '-q', '-b', 'feature');
      const b = await fx.build('build-b', 64);
      await pointSlot(ws, b);
      await attack.change(ws);
      await pushed(ws, gh, 'attack');

      // One attack is also a smoke test of the committed bundle, as a runner starts it.
      const blocked = await gate(ws, gh, {}, { dist: attack.name === 'editing the baseline' });
      expect(blocked.code, blocked.stdout).toBe(1);
      expect(blocked.outputs.verdict, blocked.stdout).toBe('bar-changed');
      expect(blocked.summary).toContain('**This pull request changes the bar**');
      for (const name of attack.names) expect(blocked.summary).toContain(name);
      const comment = gh.state.comments
        .get(fx.PR)!
        .find((c) => c.body.includes('evalgate:comment'));
      expect(comment!.body).toContain('bar-changed');
      expect(comment!.body).toMatch(/evalgate approve [0-9a-f]{12}/);
      const head = await git(ws.remote, 'rev-parse', 'feature');
      expect(statusesOn(gh, head).at(-1)?.state).toBe('failure');

      // The label measures and commits baselines; its commit's status is not success.
      const freeze = await labelByMaintainer(ws, gh);
      expect(freeze.code, freeze.stdout).toBe(0);
      expect(freeze.outputs.verdict).toBe('frozen');
      const frozen = await checkoutFrozen(ws, gh);
      expect(statusesOn(gh, frozen).map((s) => s.state)).toEqual(['failure']);
      // The maintainer's approving review of the freeze commit, naming it: the review's run
      // grades the freeze commit by its own baselines, sending nothing, and turns the status green.
      const asked = b.requests.length;
      const review = await submitted(ws, gh, { body: `Looks right.\n\n${freezeLine(gh)}\n` });
      const approved = await reviewRun(ws, gh, review);
      expect(approved.code, approved.stdout).toBe(0);
      expect(approved.outputs.verdict, approved.stdout).toBe('pass');
      expect(approved.summary).toContain(
        `approved by maintainer's approving review of ${frozen.slice(0, 12)}`,
      );
      expect(b.requests.length).toBe(asked);
      expect(statusesOn(gh, frozen).at(-1)?.state).toBe('success');
    });
  }

  it('a response cache committed under .evalgate/cache is never read: the rerun asks the model and the report flags the files', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    let perfect = true;
    const server = await startOpenAIServer({
      answer: (request) => (perfect ? answering(() => true) : knows(64))(request),
      model: 'build-b',
      apiKey: 'sk-vendor-test',
    });
    try {
      await git(ws.dir, 'checkout', '-q', '-b', 'feature');
      await pointAt(ws.config, server);
      // Made-up correct answers, keyed exactly as the Action's requests would be.
      expect((await runCli('run', '--config', ws.config)).code).toBe(0);
      perfect = false;
      await writeFile(path.join(ws.dir, '.gitignore'), '.evalgate/runs/\n');
      await pushed(ws, gh, 'plant a cache');
      const asked = server.requests.length;

      const result = await gate(ws, gh);
      expect(result.code).toBe(1);
      expect(result.outputs.verdict).toBe('regressed');
      expect(server.requests.length - asked).toBe(100);
      expect(result.summary).toMatch(/ℹ️ \.evalgate\/cache\/[^|]+ \|/);
      expect(result.summary).toContain('response cache files are never read in Action runs');
      expect(result.stdout).toContain('::warning title=evalgate%3A the bar changed');

      expect((await labelByMaintainer(ws, gh)).outputs.verdict).toBe('frozen');
      await checkoutFrozen(ws, gh);
      const review = await submitted(ws, gh, { body: freezeLine(gh) });
      const after = await reviewRun(ws, gh, review);
      expect(after.code, after.stdout).toBe(0);
      expect(after.outputs.verdict).toBe('pass');
    } finally {
      await server.close();
    }
  });

  it('reviews that approve nothing, one that does, and what revokes it; a comment review sends nothing and leaves the status', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    const b = await fx.build('build-b', 64);
    await git(ws.dir, 'checkout', '-q', '-b', 'feature');
    await pointSlot(ws, b);
    await editConfig(config(ws), (c) => (c.gate = { max_drop: 50 }));
    await pushed(ws, gh, 'raise the bar');
    const before = await git(ws.remote, 'rev-parse', 'feature');
    expect((await labelByMaintainer(ws, gh)).outputs.verdict).toBe('frozen');
    const frozen = await checkoutFrozen(ws, gh);
    const line = freezeLine(gh);
    for (const login of ['m2', 'm3', 'm4', 'm5']) gh.state.permissions.set(login, 'maintain');
    gh.state.permissions.set('writer', 'write');
    // A routine approval without the line; the Action's own bot (with "Allow GitHub Actions to
    // create and approve pull requests" on); a writer under freeze-permission maintain; a review
    // of the commit before the freeze (other bar changes) naming the freeze's code; a review of a
    // commit that cannot be fetched; an approval that was dismissed.
    await submitted(ws, gh, { login: 'm2', body: 'LGTM' });
    gh.submitReview(fx.PR, {
      user: { login: 'github-actions[bot]', type: 'Bot' },
      state: 'APPROVED',
      body: line,
      commitId: frozen,
    });
    await submitted(ws, gh, { login: 'writer', body: line });
    await submitted(ws, gh, { login: 'm3', body: line, commitId: before });
    await submitted(ws, gh, { login: 'm4', body: line, commitId: 'e'.repeat(40) });
    const dismissed = await submitted(ws, gh, { login: 'm5', body: line });
    gh.dismissReview(fx.PR, dismissed.id);
    const none = await gate(ws, gh);
    expect(none.code, none.stdout).toBe(1);
    expect(none.outputs.verdict).toBe('bar-changed');
    for (const why of [
      "m2's approving review has no line",
      'github-actions[bot] is a Bot account',
      "writer's permission is write; approving a bar needs maintain",
      `m3's review names \`${line}\`, and the commit it reviewed (${before.slice(0, 12)}) makes the changes`,
      `m4 reviewed eeeeeeeeeeee, which cannot be`,
      "m5's latest review is dismissed",
    ]) {
      // As the report's cell escaping shows it.
      expect(none.summary).toContain(cell(why));
    }
    expect(statusesOn(gh, frozen).at(-1)?.state).toBe('failure');

    // The control: the maintainer's approving review of the freeze commit, naming it.
    const approval = await submitted(ws, gh, { body: line });
    const approved = await reviewRun(ws, gh, approval);
    expect(approved.outputs.verdict, approved.stdout).toBe('pass');
    expect(statusesOn(gh, frozen).at(-1)?.state).toBe('success');

    // A comment review changes no approval: nothing is measured, the status stays.
    const asked = b.requests.length;
    const statuses = gh.state.statuses.length;
    const remark = await submitted(ws, gh, { state: 'COMMENTED', body: 'one more thought' });
    const commented = await reviewRun(ws, gh, remark);
    expect(commented.code, commented.stdout).toBe(0);
    expect(commented.outputs.verdict).toBe('skipped');
    expect(commented.stdout).toContain('a comment review approves and revokes nothing');
    expect(b.requests.length).toBe(asked);
    expect(gh.state.statuses.length).toBe(statuses);

    // The same reviewer then requests changes: the approval is revoked, the status fails.
    const changes = await submitted(ws, gh, { state: 'CHANGES_REQUESTED', body: 'wait' });
    const revoked = await reviewRun(ws, gh, changes);
    expect(revoked.outputs.verdict, revoked.stdout).toBe('bar-changed');
    expect(revoked.summary).toContain(cell("maintainer's latest review is changes requested"));
    expect(statusesOn(gh, frozen).at(-1)?.state).toBe('failure');
    // The author dismisses that request: the earlier approval does not come back.
    gh.dismissReview(fx.PR, changes.id);
    const afterDismissal = await reviewRun(ws, gh, { ...changes, state: 'DISMISSED' }, 'dismissed');
    expect(afterDismissal.outputs.verdict, afterDismissal.stdout).toBe('bar-changed');
    expect(statusesOn(gh, frozen).at(-1)?.state).toBe('failure');
  });

  it('after an approving review, a push that changes no bar part passes; one that changes a part is bar-changed', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, (w) => editConfig(config(w), (c) => (c.gate = { max_drop: 50 })));
    expect((await labelByMaintainer(ws, gh)).outputs.verdict).toBe('frozen');
    await checkoutFrozen(ws, gh);
    await reviewRun(ws, gh, await submitted(ws, gh, { body: freezeLine(gh) }));

    // A push that touches no part of the bar (a README): still approved, measured, passes.
    await writeFile(path.join(ws.dir, 'NOTES.md'), 'notes\n');
    await pushed(ws, gh, 'notes');
    const same = await gate(ws, gh);
    expect(same.code, same.stdout).toBe(0);
    expect(same.outputs.verdict).toBe('pass');
    expect(same.summary).toContain("approved by maintainer's approving review");

    // A push that moves a part (max_drop 50 -> 60): the review named other changes.
    await editConfig(config(ws), (c) => (c.gate = { max_drop: 60 }));
    await pushed(ws, gh, 'a little more');
    const moved = await gate(ws, gh);
    expect(moved.code).toBe(1);
    expect(moved.outputs.verdict).toBe('bar-changed');
    expect(moved.summary).toContain("and the head's differ from them (gate:max_drop)");
  });

  it('`on-regression: comment` softens a regression, never a change to the bar', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, (w) => editConfig(config(w), (c) => (c.gate = { max_drop: 50 })));
    const result = await gate(ws, gh, { 'on-regression': 'comment' });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
  });

  it('a later push that edits an approved baseline fails', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    expect((await labelByMaintainer(ws, gh)).outputs.verdict).toBe('frozen');
    await checkoutFrozen(ws, gh);
    await reviewRun(ws, gh, await submitted(ws, gh, { body: freezeLine(gh) }));
    const file = path.join(ws.dir, BASELINE);
    const baseline = JSON.parse(await readFile(file, 'utf8'));
    baseline.aggregates.score = 10;
    await writeFile(file, JSON.stringify(baseline, null, 1));
    await pushed(ws, gh, 'edit the approved baseline');

    const result = await gate(ws, gh);
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.summary).toContain(`and the head's differ from them (baseline:${BASELINE})`);
  });

  it("records approve nothing: an approval artifact the author's run, the label's own run or another workflow's run uploads, a comment, a commit", async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    gh.state.permissions.set('maintainer', 'maintain');
    await openPull(ws, gh, (w) => editConfig(config(w), (c) => (c.gate = { max_drop: 50 })));
    const headSha = await git(ws.remote, 'rev-parse', 'feature');
    const record = (runId: string) => ({
      v: 2,
      suite: 'generated',
      bar: 'f'.repeat(64),
      baselines: {},
      by: 'maintainer',
      pull: fx.PR,
      run_id: runId,
      run_attempt: 1,
      via: 'label',
      event_id: 1,
      head_sha: headSha,
      label_run: null,
    });
    // A comment as the Action's bot and a commit that says it is approved.
    gh.state.comments.set(fx.PR, [
      {
        id: 900,
        body: '<!-- evalgate:approval maintainer -->\nevalgate approve 0123456789ab',
        user: { login: 'github-actions[bot]', type: 'Bot' },
        html_url: `https://github.example/octo/repo/pull/${fx.PR}#issuecomment-900`,
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      },
    ]);
    await git(ws.dir, 'commit', '-q', '--allow-empty', '-m', 'evalgate: approved by maintainer');
    await pushed(ws, gh, 'approved, says the commit');
    // Records uploaded by the author's run, by the run the maintainer's label started (a
    // workflow the pull request adds runs on the label event too) and by another workflow's run.
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    gh.state.labels.set(fx.PR, []);
    for (const [actor, event] of [
      ['author', 'pull_request'],
      ['maintainer', 'pull_request'],
      ['maintainer', 'workflow_run'],
    ] as const) {
      const run = startedBy(gh, actor, event, headSha);
      finishRun(gh, run, 0);
      await uploadAs(run, record(run.GITHUB_RUN_ID));
    }
    const result = await gate(ws, gh);
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.summary).toContain('no review approves these changes');
    // Nothing of it was read: no artifact listed or downloaded.
    expect(gh.calls.some((c) => c.path.includes('/actions/artifacts'))).toBe(false);
  });

  it('a label applied by a user below freeze-permission is refused, naming the user and the permission needed', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    gh.state.permissions.set('writer', 'write');
    const result = await applyLabel(ws, gh, 'writer');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'the "evalgate:freeze" label was applied by writer, whose permission on this repository is write; freezing needs maintain or higher (input freeze-permission)',
    );
    expect(await git(ws.remote, 'log', '-1', '--format=%s', 'feature')).toBe('attack');
  });

  it('a push while the freeze runs: the baselines are never committed on a tip that was not measured', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    const measured = await git(ws.remote, 'rev-parse', 'feature');
    // The author pushes C2 (a worse build) after the label's run checked out C1.
    const other = path.join(ws.dir, '..', `${path.basename(ws.dir)}-other`);
    await git(path.dirname(ws.dir), 'clone', '-q', '-b', 'feature', ws.remote, other);
    await pointSlot(
      { ...ws, config: path.join(other, 'evalgate.yml') },
      await fx.build('build-c', 40),
    );
    await git(other, 'commit', '-qam', 'C2');
    await git(other, 'push', '-q', 'origin', 'feature');
    gh.state.permissions.set('maintainer', 'maintain');
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    const freeze = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fx.PR, ws.base, { headSha: measured, label: 'evalgate:freeze' }),
      inputs: fx.inputs(gh),
      env: { ...env(gh), ...startedBy(gh, 'maintainer') },
    });
    expect(freeze.code).toBe(1);
    expect(freeze.stdout).toContain('could not push to branch "feature"');
    expect(await git(ws.remote, 'log', '-1', '--format=%s', 'feature')).toBe('C2');
    expect(gh.state.statuses).toEqual([]);
  });

  it('the freeze commit gets the status failure, awaiting a review; the comment prints the line that approves it', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    const freeze = await labelByMaintainer(ws, gh);
    expect(freeze.code, freeze.stdout).toBe(0);
    const head = await git(ws.remote, 'rev-parse', 'feature');
    expect(statusesOn(gh, head)).toEqual([
      expect.objectContaining({
        state: 'failure',
        description: expect.stringContaining('bar-changed: awaiting an approving review'),
      }),
    ]);
    const comment = gh.state.comments.get(fx.PR)!.find((c) => c.body.includes('evalgate:freeze'));
    expect(comment!.body).toContain('The label approves nothing');
    expect(freezeLine(gh)).toMatch(/^evalgate approve [0-9a-f]{12}$/);
    // No approval record is uploaded any more.
    expect(gh.calls.some((c) => c.path.includes('/actions/artifacts'))).toBe(false);
  });
});

/** The folders the judge ran in, one line per call. */
async function judgeFolders(log: string): Promise<string[]> {
  const text = await readFile(log, 'utf8').catch(() => '');
  return [...new Set(text.split('\n').filter(Boolean))];
}

describe('a command judge is part of the bar: its files, and where it runs from (committed dist)', () => {
  it("a head that edits the judge's program fails as bar-changed, naming the file", async () => {
    const ws = await fx.frozenAtA(judgedByCommand, JUDGE_FILES);
    const gh = await fx.github();
    const log = path.join(await tempDir('evalgate-judge-log-'), 'calls');
    await openPull(ws, gh, (w) =>
      writeFile(
        path.join(w.dir, 'judge.mjs'),
        "#!/usr/bin/env node\nprocess.stdout.write('VERDICT: correct');\n",
        { mode: 0o755 },
      ),
    );
    const result = await gate(ws, gh, {}, { env: { JUDGE_LOG: log } });
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.summary).toContain('judge file judge.mjs');
    expect(result.summary).toContain("the judge's program or recorded answers");
    // Graded by the base's judge, from the base commit's files: 64 of 100 right, not 100.
    const folders = await judgeFolders(log);
    expect(folders).toHaveLength(1);
    expect(folders[0]).toContain('evalgate-base-');
    expect(result.summary).toMatch(/\|\s*64(\.0)?\s*\|/);
  });

  it('under an approved freeze, a later push that changes a file the judge reads without naming it does not reach the grades', async () => {
    const ws = await fx.frozenAtA(judgedByCommand, JUDGE_FILES);
    const gh = await fx.github();
    const log = path.join(await tempDir('evalgate-judge-log-'), 'calls');
    // The maintainer freezes build B (64) for this pull request and approves it by review.
    await openPull(ws, gh, async () => undefined);
    const freeze = await labelByMaintainer(ws, gh);
    expect(freeze.outputs.verdict, freeze.stdout).toBe('frozen');
    await checkoutFrozen(ws, gh);
    await reviewRun(ws, gh, await submitted(ws, gh, { body: freezeLine(gh) }));
    // Then the author points at a build of 40 and makes the judge's rule pass everything.
    await pointSlot(ws, await fx.build('build-c', 40));
    await writeFile(path.join(ws.dir, 'judge-rule.mjs'), 'export const rule = () => true;\n');
    await pushed(ws, gh, 'a friendlier judge');
    const result = await gate(ws, gh, {}, { env: { JUDGE_LOG: log } });
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('regressed');
    expect(result.summary).toContain("approved by maintainer's approving review");
    const folders = await judgeFolders(log);
    expect(folders).toHaveLength(1);
    expect(folders[0]).toContain('evalgate-base-');
  });
});

describe('every read the bar needs fails closed; side channels stay warnings (committed dist)', () => {
  it('no token on a pull request: the check fails with "cannot verify the bar"', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    const result = await gate(ws, gh, { 'github-token': '' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::evalgate: cannot verify the bar: no github-token is set',
    );
    expect(result.summary).toContain('evalgate: cannot verify the bar');
  });

  it('a 500 from the pull-request files API (after retries) fails the check, even for a harmless change', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    gh.fail('GET /repos/octo/repo/pulls/7/files', 500);
    const result = await gate(ws, gh);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'cannot verify the bar: could not list the files of the pull request: HTTP 500',
    );
    expect(gh.calls.filter((c) => c.path.endsWith('/pulls/7/files')).length).toBe(3);
  });

  it('a failing comment API and an unwritable job summary leave the verdict unchanged', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    gh.fail('POST /repos/octo/repo/issues/7/comments', 500);
    const result = await gate(ws, gh, {});
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('regressed');
    expect(result.stdout).toContain('::warning::evalgate: could not post the pull-request comment');

    const summaryIsADirectory = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fx.PR, ws.base),
      inputs: fx.inputs(gh),
      env: { ...env(gh), GITHUB_STEP_SUMMARY: ws.dir },
    });
    expect(summaryIsADirectory.code).toBe(1);
    expect(summaryIsADirectory.outputs.verdict).toBe('regressed');
    expect(summaryIsADirectory.stdout).toContain(
      '::warning::evalgate: could not write the job summary',
    );
  });
});

/** Points the real (openai) slot at another build. */
async function pointSlot(ws: Workspace, server: { url: string }) {
  await editConfig(ws.config, (c) => {
    const slot = c.models.find((m: { provider: string }) => m.provider === 'openai');
    slot.base_url = server.url;
  });
}
