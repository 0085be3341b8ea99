import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { answering, runAndFreeze, writeSuite } from '../engine/suite-helpers.js';
import { startActionsServices, type ActionsServices } from '../fakes/actions-services.js';
import { checkEventPayload } from '../fakes/github-contract.js';
import {
  startFakeGitHub,
  type FakeGitHub,
  type FakePullFile,
  type FakeReviewState,
  type FakeRunConclusion,
  type FakeUser,
} from '../fakes/github-server.js';
import {
  labelView,
  mergeGroupShape,
  pullRequestShape,
  repositoryShape,
  timestamp,
  type AuthorAssociation,
  userShape,
  webhookReviewShape,
  WORKFLOW_PATH,
  workflowRunShape,
  workflowShape,
} from '../fakes/github-shapes.js';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';

const exec = promisify(execFile);

export interface ActionRun {
  code: number;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
}

export async function git(cwd: string, ...args: string[]) {
  const { stdout } = await exec('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.invalid',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.invalid',
    },
  });
  return stdout.trim();
}

/**
 * A repository as a workflow sees it: a real git checkout (GITHUB_WORKSPACE) of a bare remote on
 * disk, holding a suite config for one model slot and its data.
 */
/** The one measured slot of the fixtures' suites: an OpenAI endpoint at `server`. */
export function vendorSlot(server: { url: string }, keyEnv = 'VENDOR_KEY') {
  return {
    id: 'vendor/model',
    provider: 'openai',
    base_url: server.url,
    model: 'model-x',
    api_key_env: keyEnv,
    max_retries: 0,
  };
}

export async function workspace(
  n: number,
  server: FakeServer,
  keyEnv = 'VENDOR_KEY',
  extra?: Record<string, unknown>,
  /** More files of the suite (a judge's program), written before the first commit. */
  files: Record<string, string> = {},
) {
  const { dir, config } = await writeSuite({
    n,
    ...(extra ? { extra } : {}),
    models: [vendorSlot(server, keyEnv)],
  });
  const remote = await tempDir('evalgate-remote-');
  await git(remote, 'init', '-q', '--bare', '-b', 'main');
  await git(dir, 'init', '-q', '-b', 'main');
  await writeFile(path.join(dir, '.gitignore'), '.evalgate/runs/\n.evalgate/cache/\n');
  for (const [name, text] of Object.entries(files)) {
    // A script (`#!`) is committed executable, as a command entry needs it.
    await writeFile(path.join(dir, name), text, { mode: text.startsWith('#!') ? 0o755 : 0o644 });
  }
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'suite');
  await git(dir, 'remote', 'add', 'origin', remote);
  await git(dir, 'push', '-q', 'origin', 'main');
  return { dir, config, remote };
}

/** Commits everything in the checkout on its branch and pushes it; returns the commit's sha. */
export async function commitAll(dir: string, message: string): Promise<string> {
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', message);
  await git(dir, 'push', '-q', 'origin', 'HEAD');
  return git(dir, 'rev-parse', 'HEAD');
}

/** Edits the suite config (JSON, which is YAML) in place. */
export async function editConfig(
  config: string,
  edit: (config: Record<string, any>) => void, // eslint-disable-line @typescript-eslint/no-explicit-any
) {
  const text = JSON.parse(await readFile(config, 'utf8'));
  edit(text);
  await writeFile(config, JSON.stringify(text, null, 2));
}

/** Points the model slot at another endpoint: a new build under test. */
export async function pointAt(config: string, server: FakeServer) {
  await editConfig(config, (c) => (c.models[0].base_url = server.url));
}

export const knows = (k: number) => answering((n) => (n * 37) % 100 < k);

/** Runs the committed Action bundle the way the runner does: node, INPUT_* variables, event file. */
export async function runAction(options: {
  workspace: string;
  event: string;
  payload: Record<string, unknown>;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  node?: string;
  /**
   * Run the committed bundle as a runner starts it (a new Node process). Without it (and without
   * `node`), the Action's `run` from `src/` runs in this process, through the same runner protocol:
   * environment, event file, GITHUB_OUTPUT and the step summary file.
   */
  dist?: boolean;
  /** In-process only: call the flows' `run` directly, past the entry's early check. */
  pastPreflight?: boolean;
}): Promise<ActionRun> {
  const runner = await tempDir('evalgate-runner-');
  await mkdir(path.join(runner, 'temp'), { recursive: true });
  const eventPath = path.join(runner, 'event.json');
  const outputPath = path.join(runner, 'output');
  const summaryPath = path.join(runner, 'summary.md');
  // The event file is what GitHub would deliver: a payload its webhook description rejects would
  // let a test pass on an event no workflow ever sees.
  const problems = checkEventPayload(options.event, options.payload);
  if (problems.length > 0) throw new Error(`runAction: ${problems.join('\n')}`);
  await writeFile(eventPath, JSON.stringify(options.payload));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_REPOSITORY: 'octo/repo',
    // A .localhost host: the artifact library takes it for github.com, not for GHES.
    GITHUB_SERVER_URL: 'https://github.localhost',
    GITHUB_RUN_ID: '4242',
    // The fake API's one workflow, unless a test names the workflow file of its run.
    GITHUB_WORKFLOW_REF: `octo/repo/${WORKFLOW_PATH}@refs/heads/main`,
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_WORKSPACE: options.workspace,
    RUNNER_TEMP: path.join(runner, 'temp'),
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs))
    env[`INPUT_${name.toUpperCase()}`] = value;
  const { code, stdout } =
    options.dist || options.node
      ? await runBundle(options.node ?? process.execPath, options.workspace, env)
      : await runInProcess(options.workspace, env, options.pastPreflight ?? false);
  return {
    code,
    stdout,
    summary: await readFile(summaryPath, 'utf8'),
    outputs: parseOutputs(await readFile(outputPath, 'utf8')),
  };
}

async function runBundle(node: string, cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(node, [path.resolve('dist/action/index.js')], { cwd, env });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  return { code, stdout };
}

/** One in-process run at a time: a run owns the process's environment, directory and output. */
const TRACE = process.env.TRACE_T;
process.env.TRACE_GH = TRACE;
let inProcess: Promise<unknown> = Promise.resolve();

/**
 * The Action's start (`src/action/start.ts`, as the entry runs it) in this process, as a step of its own: the process environment is exactly the
 * step's, the working directory the workspace, and what it writes to stdout and stderr is the log.
 * The exit code is what `run` leaves in `process.exitCode`, as the runner reads it.
 */
function runInProcess(cwd: string, env: NodeJS.ProcessEnv, pastPreflight: boolean) {
  const result = inProcess.then(() => stepInProcess(cwd, env, pastPreflight));
  inProcess = result.catch(() => undefined);
  return result;
}

/**
 * `@actions/github`, which `@actions/artifact` downloads through, fixes its API URL when it is
 * first imported, as a runner's fresh process would with its one GITHUB_API_URL. In this process
 * every test has its own fake GitHub, so that URL is a forwarder to the API of the step running.
 */
let stepApiUrl: string | undefined;
let forwarder: Promise<string> | undefined;

function apiForwarder(): Promise<string> {
  forwarder ??= new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      if (!stepApiUrl) {
        res.writeHead(502).end('no step is running');
        return;
      }
      const target = new URL(req.url ?? '/', stepApiUrl);
      const headers = { ...req.headers, host: target.host };
      const out = http.request(target, { method: req.method, headers }, (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      });
      out.on('error', (error) => res.writeHead(502).end(String(error)));
      req.pipe(out);
    });
    server.unref();
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
  return forwarder;
}

async function stepInProcess(cwd: string, env: NodeJS.ProcessEnv, pastPreflight: boolean) {
  if (!forwarder) process.env.GITHUB_API_URL = await apiForwarder();
  const { start } = await import('../../src/action/start.js');
  const { run } = await import('../../src/action/main.js');
  const { octokitPort } = await import('../../src/action/github.js');
  const core = await import('@actions/core');
  const saved = { ...process.env };
  const savedCwd = process.cwd();
  const writes = { out: process.stdout.write, err: process.stderr.write };
  let stdout = '';
  const capture = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    if (TRACE)
      writes.err.call(process.stderr, `${Date.now() % 100000} ${String(chunk).slice(0, 150)}\n`);
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    done?.();
    return true;
  };
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, env);
  // The summary remembers the file of the step before; a new step has its own.
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  core.summary.emptyBuffer();
  process.exitCode = undefined;
  stepApiUrl = env.GITHUB_API_URL;
  process.chdir(cwd);
  process.stdout.write = capture as typeof process.stdout.write;
  process.stderr.write = capture as typeof process.stderr.write;
  try {
    const t0 = Date.now();
    // GitHub through the same Octokit port, without the second between writes that GitHub asks
    // of a real integration, and with retries 1 ms apart instead of 1 s.
    const ports = {
      github: (options: Parameters<typeof octokitPort>[0]) =>
        octokitPort({ ...options, writeGapMs: 0, retryBaseMs: 1 }),
    };
    if (pastPreflight) await run(process.env, ports);
    else await start(process.env, cwd, ports);
    if (TRACE)
      writes.err.call(
        process.stderr,
        `run took ${Date.now() - t0} ms, ends ${Date.now() % 100000}\n`,
      );
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    process.chdir(savedCwd);
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, saved);
  }
  const code = typeof process.exitCode === 'number' ? process.exitCode : 0;
  process.exitCode = undefined;
  return { code, stdout };
}

/** GITHUB_OUTPUT uses `name<<DELIMITER\nvalue\nDELIMITER` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!;
  return outputs;
}

/**
 * A pull_request event. `baseSha` is the commit the bar is read from: the tip of main in the
 * workspace's remote, as GitHub sends it in `pull_request.base.sha`. With `label`, the event is
 * that label's application (`action: labeled`).
 */
export function pullRequestPayload(
  number: number,
  baseSha: string,
  options: {
    fork?: boolean;
    headSha?: string;
    label?: string;
    headRef?: string;
    /** The branch the pull request merges into (default main, the default branch). */
    baseRef?: string;
  } = {},
) {
  const fork = options.fork ?? false;
  const headSha = options.headSha ?? 'b'.repeat(40);
  const pull = pullRequestShape(
    PAYLOAD_API,
    REPOSITORY,
    {
      number,
      user: { login: 'author', type: 'User' },
      head: {
        ref: options.headRef ?? 'feature',
        sha: headSha,
        repo: { full_name: fork ? 'someone/repo' : REPOSITORY, fork },
      },
      base: { ref: options.baseRef ?? 'main', sha: baseSha, repo: { full_name: REPOSITORY } },
      files: [],
    },
    { labels: [], comments: 0 },
  );
  return {
    action: options.label ? 'labeled' : 'synchronize',
    ...(options.label
      ? { label: labelView(`${PAYLOAD_API}/repos/${REPOSITORY}`)(options.label) }
      : { before: 'c'.repeat(40), after: headSha }),
    number,
    // Webhook pull requests also carry these, which the REST shape may leave out.
    pull_request: { ...pull, active_lock_reason: null },
    repository: repositoryShape(PAYLOAD_API, REPOSITORY, false),
    sender: userShape(PAYLOAD_API, { login: 'author', type: 'User' }),
  };
}

/**
 * A pull_request_review event: `review` was `submitted` on pull request `number` (head `headSha`,
 * default 'b' x 40; base `baseSha`, as in `pullRequestPayload`), or was `dismissed`. The review is
 * in the webhook's shape: its state in lower case (`APPROVED` or `approved` both give
 * `approved`), and `dismissed` for a dismissed one whatever `review.state` says, as GitHub sends
 * it; `body` null when it has none; `commitId` default the head; `submittedAt` default now;
 * `authorAssociation` default COLLABORATOR (NONE for a bot). The sender is the reviewer for
 * `submitted`, and `sender` (default the maintainer who dismissed it, `maintainer`) otherwise.
 */
export function pullRequestReviewPayload(
  number: number,
  baseSha: string,
  options: {
    headSha?: string;
    headRef?: string;
    fork?: boolean;
    review: {
      id: number;
      state: FakeReviewState | Lowercase<FakeReviewState>;
      user: FakeUser;
      commitId?: string;
      body?: string | null;
      submittedAt?: string;
      authorAssociation?: AuthorAssociation;
    };
    action: 'submitted' | 'dismissed';
    sender?: FakeUser;
  },
) {
  const { review, action } = options;
  const headSha = options.headSha ?? 'b'.repeat(40);
  // The pull request and repository exactly as a pull_request event of that pull carries them.
  const { pull_request, repository } = pullRequestPayload(number, baseSha, {
    headSha,
    ...(options.headRef !== undefined && { headRef: options.headRef }),
    ...(options.fork !== undefined && { fork: options.fork }),
  });
  const state =
    action === 'dismissed' ? 'DISMISSED' : (review.state.toUpperCase() as FakeReviewState);
  const sender: FakeUser =
    action === 'submitted'
      ? review.user
      : (options.sender ?? { login: 'maintainer', type: 'User' });
  return {
    action,
    review: webhookReviewShape(
      PAYLOAD_API,
      REPOSITORY,
      number,
      {
        id: review.id,
        user: review.user,
        state,
        body: review.body ?? '',
        commit_id: review.commitId ?? headSha,
        submitted_at: review.submittedAt ?? timestamp(),
      },
      review.authorAssociation ?? (review.user.type === 'Bot' ? 'NONE' : 'COLLABORATOR'),
    ),
    pull_request,
    repository,
    sender: userShape(PAYLOAD_API, sender),
  };
}

/** A workflow_dispatch event with `inputs`, as GitHub delivers it for a click on "Run workflow". */
export function dispatchPayload(inputs: Record<string, string>) {
  return {
    inputs,
    ref: 'refs/heads/main',
    workflow: '.github/workflows/evalgate.yml',
    repository: repositoryShape(PAYLOAD_API, REPOSITORY, false),
    sender: userShape(PAYLOAD_API, { login: 'maintainer', type: 'User' }),
  };
}

/**
 * A merge_group event (`checks_requested`): the merge queue asks for checks on `headSha`, the
 * commit it made of the queued pull request(s) on top of `baseSha`, pushed as the temporary branch
 * `headRef` (e.g. `refs/heads/gh-readonly-queue/main/pr-7-<sha>`) for `baseRef` (default main).
 */
export function mergeGroupPayload(options: {
  baseSha: string;
  headSha: string;
  headRef: string;
  baseRef?: string;
}) {
  return {
    action: 'checks_requested',
    merge_group: mergeGroupShape({
      headSha: options.headSha,
      headRef: options.headRef,
      baseSha: options.baseSha,
      baseRef: options.baseRef ?? 'refs/heads/main',
    }),
    repository: repositoryShape(PAYLOAD_API, REPOSITORY, false),
    sender: userShape(PAYLOAD_API, { login: 'github-merge-queue[bot]', type: 'Bot' }),
  };
}

/**
 * A workflow_run event (`completed`): run `runId` of another workflow, triggered by `event`
 * (default pull_request) on `headSha` of `headBranch` (default feature) in `headRepo` (default
 * octo/repo, or someone/repo with `fork`), has ended with `conclusion` (default success). The run
 * lists `pullRequests` (default none; GitHub lists none for a pull request from a fork).
 */
export function workflowRunPayload(options: {
  runId: number;
  headSha: string;
  headBranch?: string | null;
  headRepo?: string;
  fork?: boolean;
  pullRequests?: {
    number: number;
    headSha: string;
    baseSha: string;
    headRef?: string;
    baseRef?: string;
  }[];
  event?: string;
  conclusion?: FakeRunConclusion;
  actor?: string;
  runAttempt?: number;
  /** The workflow file the run ran (default the fake's one workflow). */
  path?: string;
}) {
  const fork = options.fork ?? false;
  const headBranch = options.headBranch === undefined ? 'feature' : options.headBranch;
  const actor = { login: options.actor ?? 'author', type: 'User' as const };
  const at = timestamp();
  const run = workflowRunShape(PAYLOAD_API, REPOSITORY, {
    id: options.runId,
    event: options.event ?? 'pull_request',
    ...(options.path ? { path: options.path } : {}),
    status: 'completed',
    conclusion: options.conclusion ?? 'success',
    headSha: options.headSha,
    headBranch,
    headRepository: {
      full_name: options.headRepo ?? (fork ? 'someone/repo' : REPOSITORY),
      fork,
    },
    runAttempt: options.runAttempt ?? 1,
    actor,
    triggeringActor: actor,
    createdAt: at,
    updatedAt: at,
    runStartedAt: at,
    pullRequests: (options.pullRequests ?? []).map((pull) => ({
      number: pull.number,
      head: { ref: pull.headRef ?? headBranch ?? 'feature', sha: pull.headSha },
      base: { ref: pull.baseRef ?? 'main', sha: pull.baseSha },
    })),
  });
  return {
    action: 'completed',
    workflow_run: run,
    workflow: workflowShape(PAYLOAD_API, REPOSITORY, options.path),
    repository: repositoryShape(PAYLOAD_API, REPOSITORY, false),
    sender: userShape(PAYLOAD_API, actor),
  };
}

/** Where the API URLs in event payloads point: never the real api.github.com. */
const PAYLOAD_API = 'https://api.github.example';
const REPOSITORY = 'octo/repo';

let nextRunId = 5000;

/** The Actions services (artifacts) each fixture's fake GitHub serves its artifact routes from. */
const servicesOf = new WeakMap<FakeGitHub, ActionsServices>();

/**
 * The environment of a workflow run started by `actor` (a push, a label, a dispatch), registered
 * in the fake API so that `GET /actions/runs/{id}` knows who started it, on which commit, and, once
 * `finishRun` is called, how it ended. With the fixture's Actions services, the run gets its own
 * runtime token: what it uploads is listed as its artifacts.
 */
export function startedBy(gh: FakeGitHub, actor: string, event = 'pull_request', headSha?: string) {
  const id = nextRunId++;
  const backend = randomUUID();
  gh.state.runs.set(id, {
    event,
    triggering_actor: { login: actor, type: 'User' },
    // On the fake's clock: after every event before it (a label, a push), as GitHub creates it.
    created_at: timestamp(),
    backend_id: backend,
    ...(headSha ? { head_sha: headSha } : {}),
    // A pull request's run is on its head branch, as the runs API lists it.
    ...(event.startsWith('pull_request') ? { head_branch: 'feature' } : {}),
  });
  const services = servicesOf.get(gh);
  const runtime = services
    ? Object.fromEntries(
        Object.entries(services.env({ runBackendId: backend })).filter(([k]) =>
          k.startsWith('ACTIONS_'),
        ),
      )
    : {};
  return {
    GITHUB_RUN_ID: String(id),
    GITHUB_ACTOR: actor,
    GITHUB_TRIGGERING_ACTOR: actor,
    ...runtime,
  };
}

/** The Actions services behind a fixture's fake GitHub (its artifacts). */
export function servicesFor(gh: FakeGitHub): ActionsServices {
  const services = servicesOf.get(gh);
  if (!services) throw new Error('servicesFor: this fake GitHub was not made by actionFixtures()');
  return services;
}

/** The run ended: success for exit code 0, failure otherwise (or the conclusion given). */
export function finishRun(
  gh: FakeGitHub,
  runEnv: { GITHUB_RUN_ID: string },
  code: number,
  conclusion?: FakeRunConclusion,
) {
  const run = gh.state.runs.get(Number(runEnv.GITHUB_RUN_ID))!;
  Object.assign(run, {
    status: 'completed',
    conclusion: conclusion ?? (code === 0 ? 'success' : 'failure'),
  });
}

/**
 * What the Action tests share: fake model builds and a fake GitHub API closed after each test,
 * a workspace whose baseline (build A, 80 of 100) is committed on main, and pull request 7.
 */
export function actionFixtures() {
  const closers: { close(): Promise<void> }[] = [];
  beforeAll(() => {
    // The CLI runs in-process to freeze the starting baselines; the Action gets the key by env.
    vi.stubEnv('VENDOR_KEY', 'sk-vendor-test');
  });
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((c) => c.close()));
  });
  const PR = 7;

  async function build(name: string, k: number): Promise<FakeServer> {
    const server = await startOpenAIServer({
      answer: knows(k),
      model: name,
      apiKey: 'sk-vendor-test',
    });
    closers.push(server);
    return server;
  }

  async function github(): Promise<FakeGitHub> {
    const services = await startActionsServices();
    const fake = await startFakeGitHub({
      owner: 'octo',
      repo: 'repo',
      token: 'ghs_test',
      artifacts: services,
    });
    closers.push(fake, services);
    servicesOf.set(fake, services);
    return fake;
  }

  /** A workspace whose committed baseline is build A (80 of 100), pushed as main. */
  async function frozenAtA(
    extra?: (a: FakeServer) => Record<string, unknown>,
    files?: Record<string, string>,
  ) {
    const a = await build('build-a', 80);
    const ws = await workspace(100, a, 'VENDOR_KEY', extra?.(a), files);
    // The slice is pinned on main, as a team would have it.
    const slice = await runCli('slice', '--config', ws.config, '--json');
    expect(slice.code, slice.stderr).toBe(0);
    await editConfig(ws.config, (c) => {
      c.slice = { ...(c.slice as object), fingerprint: JSON.parse(slice.stdout).fingerprint };
    });
    await runAndFreeze(ws.config);
    // The baseline is committed on main: the pull requests below are judged by it.
    const base = await commitAll(ws.dir, 'freeze build A');
    return { ...ws, a, base };
  }

  /** The pull request as the API knows it: a branch of this repository, changing `files`. */
  function seedPull(gh: FakeGitHub, files: string[] | FakePullFile[] = []) {
    const pull = {
      number: PR,
      head: { ref: 'feature', sha: 'b'.repeat(40), repo: { full_name: 'octo/repo', fork: false } },
      base: { ref: 'main', repo: { full_name: 'octo/repo' } },
      user: { login: 'author', type: 'User' },
      files: files.map((f) => (typeof f === 'string' ? { filename: f, status: 'modified' } : f)),
    };
    gh.state.pulls.push(pull as never);
    return pull;
  }

  const inputs = (_gh: FakeGitHub, extra: Record<string, string> = {}) => ({
    config: 'evalgate.yml',
    'github-token': 'ghs_test',
    mode: 'gate',
    'on-regression': 'fail',
    comment: 'always',
    'freeze-label': 'evalgate:freeze',
    'data-branch': '',
    cache: 'false',
    models: '',
    'issue-on-regression': 'false',
    ...extra,
  });
  return { build, github, frozenAtA, seedPull, inputs, PR };
}

/**
 * A suite graded by a command judge: `judge.mjs` (named by the entry) compares the reference
 * letter with the response by the rule in `judge-rule.mjs`, which it imports without naming it on
 * its command line. Each call appends the folder it ran in to $JUDGE_LOG.
 */
export const JUDGE_FILES = {
  'judge.mjs': [
    '#!/usr/bin/env node',
    "import { appendFileSync, readFileSync } from 'node:fs';",
    "import { rule } from './judge-rule.mjs';",
    "const input = JSON.parse(readFileSync(0, 'utf8'));",
    'const { prompt } = input;',
    "const text = prompt.mode === 'chat' ? prompt.messages.map((m) => m.content).join('\\n') : prompt.text;",
    "if (process.env.JUDGE_LOG) appendFileSync(process.env.JUDGE_LOG, process.cwd() + '\\n');",
    'const reference = /^Reference: (.*)$/m.exec(text)?.[1]?.trim();',
    'const response = /^Response: (.*)$/m.exec(text)?.[1]?.trim();',
    "process.stdout.write(rule(reference, response) ? 'VERDICT: correct' : 'VERDICT: incorrect');",
    '',
  ].join('\n'),
  'judge-rule.mjs': 'export const rule = (reference, response) => response === reference;\n',
};

/** The config of that suite: one OpenAI slot at `a`, the command judge. */
export const judgedByCommand = (a: { url: string }) => ({
  grader: {
    kind: 'llm_judge',
    judge: 'judge',
    prompt: 'Reference: {{answer_letter}}\nResponse: {{response}}\nIs the response the reference?',
  },
  models: [
    vendorSlot(a),
    { id: 'judge', provider: 'command', command: ['./judge.mjs'], max_retries: 0 },
  ],
});

/**
 * The files a pull request from the checkout's working tree would change against `base`, as the
 * pull-request files API lists them (renames with previous_filename).
 */
export async function changedFiles(dir: string, base: string): Promise<FakePullFile[]> {
  await git(dir, 'add', '-A');
  const out = await git(dir, 'diff', '--cached', '--name-status', '-M', base);
  const statuses: Record<string, FakePullFile['status']> = {
    A: 'added',
    D: 'removed',
    M: 'modified',
    R: 'renamed',
  };
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [code, first, second] = line.split('\t') as [string, string, string | undefined];
      const status = statuses[code[0]!] ?? 'changed';
      return second
        ? { filename: second, status, previous_filename: first }
        : { filename: first, status };
    });
}
