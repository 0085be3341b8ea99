import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { side } from '../../src/action/bar.js';
import { APPROVAL_FILE, approvalArtifactName } from '../../src/core/approval.js';
import { barDigest } from '../../src/core/bar.js';
import { loadConfig } from '../../src/engine/config.js';
import { answering } from '../engine/suite-helpers.js';
import type { FakeGitHub } from '../fakes/github-server.js';
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
  runAction,
  servicesFor,
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
  started: { actor?: string; label?: string; env?: Record<string, string> } = {},
) {
  const headSha = await git(ws.remote, 'rev-parse', 'feature');
  const run = startedBy(gh, started.actor ?? 'author', 'pull_request', headSha);
  const result = await runAction({
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
 * What code in a run could upload under the approval's artifact name: a record of `approval`
 * as an artifact of the run whose environment is `runEnv` (the artifact library, in process).
 */
async function uploadAs(runEnv: Record<string, string>, approval: Record<string, unknown>) {
  for (const [key, value] of Object.entries(runEnv)) vi.stubEnv(key, value);
  const dir = await tempDir('evalgate-forged-');
  await writeFile(path.join(dir, APPROVAL_FILE), JSON.stringify(approval));
  const { DefaultArtifactClient } = await import('@actions/artifact');
  await new DefaultArtifactClient().uploadArtifact(
    approvalArtifactName('generated', fx.PR),
    [path.join(dir, APPROVAL_FILE)],
    dir,
  );
}

/** The freeze label, applied in the UI by a user; the run that starts is theirs. */
function applyLabel(ws: Workspace, gh: FakeGitHub, login = 'maintainer') {
  gh.applyLabel(fx.PR, 'evalgate:freeze', { login, type: 'User' });
  return gate(ws, gh, {}, { actor: login, label: 'evalgate:freeze' });
}

/** A maintainer applies the freeze label: the run it starts freezes. */
function labelByMaintainer(ws: Workspace, gh: FakeGitHub) {
  gh.state.permissions.set('maintainer', 'maintain');
  return applyLabel(ws, gh);
}

/** After a label freeze: the workspace becomes the branch's new head, as the next push sees it. */
async function checkoutNewHead(ws: Workspace, gh: FakeGitHub) {
  await git(ws.dir, 'fetch', '-q', 'origin', 'feature');
  await git(ws.dir, 'checkout', '-q', '--force', '-B', 'feature', 'FETCH_HEAD');
  await pushed(ws, gh, 'next push');
}

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
    it(`${attack.name}: fails without approval, naming the change; with an allowed label it freezes, then passes`, async () => {
      const ws = await fx.frozenAtA(attack.extra);
      const gh = await fx.github();
      await git(ws.dir, 'checkout', '-q', '-b', 'feature');
      await pointSlot(ws, await fx.build('build-b', 64));
      await attack.change(ws);
      await pushed(ws, gh, 'attack');

      const blocked = await gate(ws, gh);
      expect(blocked.code, blocked.stdout).toBe(1);
      expect(blocked.outputs.verdict, blocked.stdout).toBe('bar-changed');
      expect(blocked.summary).toContain('**This pull request changes the bar**');
      for (const name of attack.names) expect(blocked.summary).toContain(name);
      const comment = gh.state.comments
        .get(fx.PR)!
        .find((c) => c.body.includes('evalgate:comment'));
      expect(comment!.body).toContain('bar-changed');

      const freeze = await labelByMaintainer(ws, gh);
      expect(freeze.code, freeze.stdout).toBe(0);
      expect(freeze.outputs.verdict).toBe('frozen');
      await checkoutNewHead(ws, gh);
      const after = await gate(ws, gh);
      expect(after.code, after.stdout).toBe(0);
      expect(after.outputs.verdict).toBe('pass');
      expect(after.summary).toContain('approved by the freeze label applied by maintainer');
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
      await checkoutNewHead(ws, gh);
      const after = await gate(ws, gh);
      expect(after.code, after.stdout).toBe(0);
      expect(after.outputs.verdict).toBe('pass');
    } finally {
      await server.close();
    }
  });

  it('the freeze chain: a re-run of the freeze run keeps the approval; a cancelled one, a deleted or expired record approve nothing', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    const freeze = await labelByMaintainer(ws, gh);
    expect(freeze.outputs.verdict, freeze.stdout).toBe('frozen');
    await checkoutNewHead(ws, gh);
    const honest = await gate(ws, gh);
    expect(honest.outputs.verdict, honest.stdout).toBe('pass');

    // The maintainer re-runs the freeze run: attempt 2 (the label is gone, so it only gates the
    // old head, and fails). The record names attempt 1, which still ended with success.
    const run = gh.state.runs.get(freeze.runId)!;
    gh.state.runs.set(freeze.runId, {
      ...run,
      attempts: [
        {
          triggering_actor: { login: 'maintainer', type: 'User' },
          status: 'completed',
          conclusion: 'success',
        },
        {
          triggering_actor: { login: 'maintainer', type: 'User' },
          status: 'completed',
          conclusion: 'failure',
        },
      ],
    } as never);
    const afterRerun = await gate(ws, gh);
    expect(afterRerun.code, afterRerun.stdout).toBe(0);
    expect(afterRerun.outputs.verdict).toBe('pass');

    // Had the freeze run been cancelled (a push with cancel-in-progress), nothing is approved.
    gh.state.runs.set(freeze.runId, {
      ...run,
      status: 'completed',
      conclusion: 'cancelled',
    } as never);
    const cancelled = await gate(ws, gh);
    expect(cancelled.code).toBe(1);
    expect(cancelled.outputs.verdict).toBe('bar-changed');
    expect(cancelled.summary).toContain(
      `workflow run ${freeze.runId} attempt 1 ended as cancelled`,
    );
    expect(cancelled.summary).toContain('apply the freeze label again');
    gh.state.runs.set(freeze.runId, {
      ...run,
      status: 'completed',
      conclusion: 'success',
    } as never);

    // The record past its retention: expired evidence approves nothing, and says so.
    const artifact = servicesFor(gh)
      .artifacts()
      .find((a) => a.name.startsWith('evalgate-approval-'))!;
    gh.expireArtifact(artifact.id);
    const expired = await gate(ws, gh);
    expect(expired.outputs.verdict).toBe('bar-changed');
    expect(expired.summary).toContain("the approval's evidence has expired");

    // Deleted (the head's code holding a token with actions: write could): nothing is approved.
    servicesFor(gh).deleteArtifact(artifact.id);
    const deleted = await gate(ws, gh);
    expect(deleted.outputs.verdict).toBe('bar-changed');
    expect(deleted.summary).toContain('no approval is recorded for this pull request');
  });

  it('`on-regression: comment` softens a regression, never a change to the bar', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, (w) => editConfig(config(w), (c) => (c.gate = { max_drop: 50 })));
    const result = await gate(ws, gh, { 'on-regression': 'comment' });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
  });

  it('a later push that edits an approved baseline (same run_id) fails', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    expect((await labelByMaintainer(ws, gh)).outputs.verdict).toBe('frozen');
    await checkoutNewHead(ws, gh);
    const file = path.join(ws.dir, BASELINE);
    const baseline = JSON.parse(await readFile(file, 'utf8'));
    baseline.aggregates.score = 10;
    await writeFile(file, JSON.stringify(baseline, null, 1));
    await pushed(ws, gh, 'edit the approved baseline');

    const result = await gate(ws, gh);
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    expect(result.summary).toContain(
      `the bar changed after the last approval by maintainer: ${BASELINE} differs from what was approved`,
    );
  });

  it("forged approvals approve nothing: a comment, a commit, a record the author's run uploads, a record naming another run", async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    gh.state.permissions.set('maintainer', 'maintain');
    await openPull(ws, gh, (w) => editConfig(config(w), (c) => (c.gate = { max_drop: 50 })));
    // The attacker computes a valid approval of this very head bar offline.
    const head = await side(await loadConfig(ws.config), ws.dir);
    const headSha = await git(ws.remote, 'rev-parse', 'feature');
    const record = (runId: string, eventId: number | null) => ({
      v: 2,
      suite: 'generated',
      bar: barDigest(head.snapshot),
      baselines: head.snapshot.baselines,
      by: 'maintainer',
      pull: fx.PR,
      run_id: runId,
      run_attempt: 1,
      via: 'label',
      event_id: eventId,
      head_sha: headSha,
      label_run: null,
    });
    // A comment as the Action's bot (as the previous versions recorded approvals) and a commit
    // that says it is approved: neither is read.
    gh.state.comments.set(fx.PR, [
      {
        id: 900,
        body: `<!-- evalgate:approval ${Buffer.from(JSON.stringify(record('1', null))).toString('base64url')} -->`,
        user: { login: 'github-actions[bot]', type: 'Bot' },
        html_url: `https://github.example/octo/repo/pull/${fx.PR}#issuecomment-900`,
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      },
    ]);
    await git(ws.dir, 'commit', '-q', '--allow-empty', '-m', 'evalgate: approved by maintainer');
    await pushed(ws, gh, 'approved, says the commit');
    const ignored = await gate(ws, gh);
    expect(ignored.code).toBe(1);
    expect(ignored.outputs.verdict).toBe('bar-changed');
    expect(ignored.summary).toContain('no approval is recorded for this pull request');

    // The author's own run uploads the record (head code with the runtime token can): its
    // attempt was started by the author, and a record naming another run is void as well.
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    gh.state.labels.set(fx.PR, []);
    const event = gh.state.events.get(fx.PR)!.at(-1)!;
    const authors = startedBy(
      gh,
      'author',
      'pull_request',
      await git(ws.remote, 'rev-parse', 'feature'),
    );
    finishRun(gh, authors, 0);
    const maintainers = startedBy(gh, 'maintainer', 'pull_request', headSha);
    finishRun(gh, maintainers, 0);
    await uploadAs(authors, { ...record(authors.GITHUB_RUN_ID, event.id), head_sha: null });
    const own = await gate(ws, gh);
    expect(own.outputs.verdict).toBe('bar-changed');
    expect(own.summary).toContain(
      `workflow run ${authors.GITHUB_RUN_ID} attempt 1 was started by author, not by maintainer`,
    );
    const other = startedBy(gh, 'author');
    finishRun(gh, other, 0);
    await uploadAs(other, record(maintainers.GITHUB_RUN_ID, event.id));
    const naming = await gate(ws, gh);
    expect(naming.outputs.verdict).toBe('bar-changed');
    expect(naming.summary).toContain(
      `holds a record naming workflow run ${maintainers.GITHUB_RUN_ID}`,
    );

    // The control: the same record uploaded by the run the maintainer's label started.
    await uploadAs(maintainers, record(maintainers.GITHUB_RUN_ID, event.id));
    const approved = await gate(ws, gh);
    expect(approved.outputs.verdict, approved.stdout).toBe('pass');
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

    // The author, allowed by permission, is refused when the input says so.
    gh.state.permissions.set('author', 'admin');
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'author', type: 'User' });
    const own = await gate(
      ws,
      gh,
      { 'freeze-refuse-author': 'true' },
      { actor: 'author', label: 'evalgate:freeze' },
    );
    expect(own.code).toBe(1);
    expect(own.stdout).toContain("applied by author, the pull request's author");
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

  it('after a label freeze the gate result is set as a commit status on the new head commit', async () => {
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    await openPull(ws, gh, async () => undefined);
    const freeze = await labelByMaintainer(ws, gh);
    expect(freeze.code, freeze.stdout).toBe(0);
    const head = await git(ws.remote, 'rev-parse', 'feature');
    expect(gh.state.statuses).toEqual([
      expect.objectContaining({ sha: head, state: 'success', context: 'evalgate / generated' }),
    ]);
    // The approval is the run's own artifact, not a comment.
    const [artifact] = servicesFor(gh).artifacts();
    expect(artifact?.name).toBe(approvalArtifactName('generated', fx.PR));
    expect(gh.state.comments.get(fx.PR)!.some((c) => c.body.includes('evalgate:approval'))).toBe(
      false,
    );
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
    // The maintainer freezes build B (64) for this pull request: the head's bar is approved.
    await openPull(ws, gh, async () => undefined);
    const freeze = await labelByMaintainer(ws, gh);
    expect(freeze.outputs.verdict, freeze.stdout).toBe('frozen');
    await checkoutNewHead(ws, gh);
    // Then the author points at a build of 40 and makes the judge's rule pass everything.
    await pointSlot(ws, await fx.build('build-c', 40));
    await writeFile(path.join(ws.dir, 'judge-rule.mjs'), 'export const rule = () => true;\n');
    await pushed(ws, gh, 'a friendlier judge');
    const result = await gate(ws, gh, {}, { env: { JUDGE_LOG: log } });
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('regressed');
    expect(result.summary).toContain('approved by the freeze label applied by maintainer');
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
