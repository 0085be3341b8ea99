import { writeSync } from 'node:fs';
const TRACE_GH = process.env.TRACE_T;
/**
 * A fake GitHub REST API as a real HTTP server on 127.0.0.1, for end-to-end tests of the Action.
 * Point `GITHUB_API_URL` (or Octokit's `baseUrl`) at `fake.url`; every call is kept in `calls`.
 *
 * Routes, all under /repos/{owner}/{repo}:
 *
 *   GET    /issues                       state (open|closed|all), labels (a,b: all of them), creator
 *   POST   /issues                       {title, body?, labels?} -> 201
 *   GET    /issues/{n}                   an issue, or a pull request in its issue shape
 *   PATCH  /issues/{n}                   {title?, body?, state?, state_reason?, labels?}
 *   GET    /issues/{n}/comments          oldest first
 *   POST   /issues/{n}/comments          {body} -> 201
 *   GET    /issues/comments/{id}
 *   PATCH  /issues/comments/{id}         {body}
 *   DELETE /issues/comments/{id}         -> 204
 *   GET    /issues/{n}/labels
 *   POST   /issues/{n}/labels            {labels: [...]} -> 200 with all the labels
 *   DELETE /issues/{n}/labels/{name}     -> 200 with the remaining labels, 404 when absent
 *   GET    /issues/{n}/events            oldest first; label writes add labeled/unlabeled events
 *   GET    /pulls                        state (open|closed|all), head (owner:branch), base
 *   POST   /pulls                        {title, head, base, body?} -> 201
 *   GET    /pulls/{n}
 *   GET    /pulls/{n}/files
 *   GET    /pulls/{n}/reviews            oldest first (`state.reviews`); 404 unless n is a seeded
 *                                        pull or a key of `state.reviews`
 *   GET    /actions/runs                 head_sha, event, status, branch, actor, check_suite_id,
 *                                        exclude_pull_requests; newest first
 *   GET    /actions/runs/{id}            a workflow run seeded in `state.runs`, at its latest attempt
 *   GET    /actions/runs/{id}/attempts/{n}  attempt n of it; 404 beyond the latest
 *   GET    /actions/runs/{id}/artifacts  name, direction (default desc: newest first)
 *   GET    /actions/artifacts            name; newest first
 *   GET    /actions/artifacts/{id}
 *   GET    /actions/artifacts/{id}/zip   302 to a signed blob URL of the zip; 410 once expired
 *   DELETE /actions/artifacts/{id}       -> 204
 *   GET    /collaborators/{u}/permission {permission, role_name, user}; 404 for a login not seeded
 *   POST   /statuses/{sha}               {state, target_url?, description?, context?} -> 201
 *   GET    /commits/{ref}/statuses       newest first; ref is a sha or a seeded pull's head branch
 *   GET    /commits/{sha}/pulls          the seeded pulls `state.commitPulls` maps the sha to
 *   GET    /compare/{base}...{head}      commits and files, computed by git in `state.gitDir`
 *
 * Every GET that returns a list is paginated as GitHub does it: `per_page` (default 30, at most
 * 100), `page`, and a `Link` header with prev/next/last/first (the artifact and run lists in
 * GitHub's `{total_count, artifacts}` and `{total_count, workflow_runs}` wrappers). Like GitHub,
 * `GET /issues` also lists pull requests (with a `pull_request` key), and issues and pull requests
 * share one number space. Bodies longer than 65,536 characters get GitHub's 422 validation error,
 * and so does a commit status whose sha is not 40 hex characters, whose state is not error,
 * failure, pending or success, or whose description is longer than 140 characters; its context
 * defaults to "default".
 *
 * Checked against GitHub's own description (`github-contract.ts`, @octokit/openapi): every request
 * must be a documented operation with documented query parameters and a body its schema accepts,
 * and every reply a documented status with a body the schema accepts (401, 403, 404, 429 and 5xx,
 * and the replies of `fail()` rules, may come from any operation). What fails lands in
 * `contractProblems`, and `close()` rejects naming it, so every test that closes its fake also
 * checks that the Action only asked what GitHub answers and the fake only answered what GitHub
 * would. The object shapes come from `github-shapes.ts`, shared with the event payloads.
 *
 * Things GitHub does that the Action should survive, and that tests can reproduce here:
 * - `fail(route, status, times)`: the next `times` calls to a route get `status` and a
 *   GitHub-shaped error body (403 is "Resource not accessible by integration", as for a
 *   GITHUB_TOKEN without the permission).
 * - octokit's throttling plugin spaces writes 1-3 s apart and its retry plugin waits 1, 4, 9 s
 *   between retries of a 5xx; tests keep both but fast with
 *   `{ throttle: { enabled: false }, retry: { retryAfterBaseValue: 1 } }`.
 *
 * Workflow runs (`state.runs`, by id): a run is `in_progress` with conclusion null unless seeded
 * otherwise (a seeded non-null `conclusion` alone makes it `completed`), because the run a test
 * registers is mostly the one that is asking, still going. `actor` in the reply is who started
 * attempt 1, `triggering_actor` who started the attempt shown. With `attempts` (attempt n is
 * `attempts[n-1]`), `GET /actions/runs/{id}` shows the last one's status, conclusion and
 * triggering actor, and `run_attempt` is `attempts.length`; without, the run is each of its
 * `run_attempt` (default 1) attempts. `backend_id` (not in the reply) is the run's id in the
 * Actions services, the `Actions.Results:<run>:<job>` scope of its runtime token. `GET
 * /actions/runs` lists every seeded run as `GET /actions/runs/{id}` shows it, newest first (by
 * created_at, then id); `status` matches a run's status or its conclusion, `actor` the login of
 * who started attempt 1, `branch` its head_branch, and `created` is not supported (a 500 says so).
 *
 * Reviews (`state.reviews`, by pull number, in submission order): `submitReview` adds one as its
 * author would submit it, `dismissReview` dismisses one as a maintainer would (its state becomes
 * DISMISSED, as GitHub shows a dismissed review); both throw for what GitHub would refuse. A
 * review's author_association is OWNER for the repository's owner, COLLABORATOR for a login
 * seeded in `state.permissions` with a role other than none, and NONE otherwise.
 *
 * Artifacts (`startFakeGitHub({ artifacts })`, an `ActionsServices`): what a job uploaded through
 * @actions/artifact to that fake is read live, as GitHub's REST API shows it to later runs. An
 * artifact belongs to the seeded run whose `backend_id` is its run backend id; one whose run is
 * not seeded, or that is not finalized, is not listed. The download is a 302 to the services'
 * signed blob URL (an unauthenticated GET there serves the zip as application/zip), and a 410
 * once `expireArtifact(id)` has expired it; DELETE removes it from both fakes. Without
 * `artifacts`, no artifact exists.
 *
 * Compare: `state.gitDir` (or the `gitDir` option) is a git repository on disk; base and head are
 * anything `git rev-parse` resolves there (an `owner:` prefix is dropped). `commits` are those of
 * merge-base..head, oldest first (the newest 250 without `per_page` or `page`, else paginated
 * with a Link header); `files` the three-dot diff with renames (`git diff -M`), on the first page
 * only, up to 300. Unknown refs, or no `gitDir`, are a 404.
 *
 * Tokens: `token` may write; each of `readOnlyTokens` reads (GET) but every POST, PATCH, PUT and
 * DELETE with it gets 403 "Resource not accessible by integration", as a GITHUB_TOKEN without the
 * permission does. Once either is set, a request without a token, or with another, is a 401.
 *
 * Seeding: an issue's labels can be seeded in `FakeIssue.labels` or in `state.labels`; the map
 * wins when both are set, and label writes update both. Comments, labels and events are accepted
 * for any number that is an issue, a pull request, or a key of `state.comments` / `state.labels` /
 * `state.events`. Every label write through the API (POST and DELETE on the labels routes, and
 * `labels` given to POST or PATCH /issues) appends a `labeled` / `unlabeled` event by the token's
 * identity, `BOT_USER`, as GitHub does for a GITHUB_TOKEN; `applyLabel(n, name, actor)` adds a
 * label as a person would in the UI, with a `labeled` event by `actor`. Collaborator permissions
 * are seeded in `state.permissions` by login (matched case-insensitively): `permission` in the
 * reply is the legacy role (maintain reads as write, triage as read), `role_name` the seeded one.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { ActionsServices, ArtifactView } from './actions-services.js';
import { checkRequest, checkResponse } from './github-contract.js';
import {
  DEFAULT_PULL_AUTHOR,
  FAKE_WEB_URL,
  LABEL_COLOR,
  fakeSha,
  labelView,
  pullRequestReviewShape,
  pullRequestShape,
  repositoryShape,
  timestamp,
  userShape,
  workflowRunShape,
  type AuthorAssociation,
  type RunPull,
} from './github-shapes.js';

export { FAKE_WEB_URL };

export interface RecordedCall {
  method: string;
  /** The URL path without the query, each segment percent-decoded. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakeUser {
  login: string;
  type: 'User' | 'Bot' | 'Organization';
}

export interface FakeComment {
  id: number;
  body: string;
  user: FakeUser;
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  labels: string[];
  html_url: string;
  state_reason?: 'completed' | 'not_planned' | 'reopened' | null;
  /** Default github-actions[bot]. */
  user?: FakeUser;
  created_at?: string;
  updated_at?: string;
  closed_at?: string | null;
}

export interface FakePullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** Any other field (additions, patch, previous_filename...) is passed through as is. */
  [field: string]: unknown;
}

export interface FakePull {
  number: number;
  head: { ref: string; sha: string; repo: { full_name: string; fork: boolean } };
  /** `sha` defaults to one derived from the base repository and ref. */
  base: { ref: string; sha?: string; repo: { full_name: string } };
  files: FakePullFile[];
  /** Defaults: title `PR #n`, body null, state open, user octocat, html_url on github.example. */
  title?: string;
  body?: string | null;
  state?: 'open' | 'closed';
  user?: FakeUser;
  html_url?: string;
  created_at?: string;
}

export interface FakeIssueEvent {
  id: number;
  /** `labeled` and `unlabeled` carry a `label`; any other GitHub event name is passed through. */
  event: 'labeled' | 'unlabeled' | string;
  actor: FakeUser;
  /** `color` defaults to ededed, as for labels. */
  label?: { name: string; color?: string };
  created_at: string;
}

export type FakeReviewState = 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';

/** A pull request review, as `GET /pulls/{n}/reviews` lists it. */
export interface FakeReview {
  id: number;
  user: FakeUser;
  /** DISMISSED once dismissed, whatever it was before. */
  state: FakeReviewState;
  /** "" for a review without a body, as GitHub's REST API shows it. */
  body: string;
  /** The commit the review was made on: the pull request's head when it was submitted. */
  commit_id: string;
  submitted_at: string;
}

/** What `submitReview` is given: a review as its author submits it. */
export interface FakeReviewSubmission {
  user: FakeUser;
  state: Exclude<FakeReviewState, 'DISMISSED'>;
  /** Default "". */
  body?: string;
  commitId: string;
}

/** Repository roles; `none` is a login that GitHub knows but that has no access. */
export type FakePermission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface FakeStatus {
  id: number;
  /** 40 lowercase hex characters. */
  sha: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  target_url: string | null;
  description: string | null;
  context: string;
  created_at: string;
  creator: FakeUser;
}

export type FakeRunStatus = 'queued' | 'in_progress' | 'completed';
export type FakeRunConclusion =
  | 'success'
  | 'failure'
  | 'cancelled'
  | 'neutral'
  | 'skipped'
  | 'timed_out'
  | 'action_required'
  | 'stale'
  | 'startup_failure';

/** One attempt of a workflow run: the first run, or a re-run. */
export interface FakeWorkflowRunAttempt {
  /** Who started this attempt: the push, label or click of attempt 1, the re-run's clicker after. */
  triggering_actor: FakeUser;
  status: FakeRunStatus;
  conclusion: FakeRunConclusion | null;
  /** Default: the run's created_at. */
  created_at?: string;
  /** When this attempt started; default its created_at. */
  run_started_at?: string;
}

interface FakeWorkflowRunFields {
  event: string;
  /** The workflow file it ran; default `.github/workflows/evalgate.yml`. */
  path?: string;
  /** Default: when it was registered (or now). */
  created_at?: string;
  /** Default: now (the run is still going, or just ended). */
  updated_at?: string;
  /** Default 'b' x 40. */
  head_sha?: string;
  /** Default main. */
  head_branch?: string | null;
  /** Default this repository, not a fork. */
  head_repository?: { full_name: string; fork: boolean };
  /** Pull requests the run lists; the head repository is the run's. */
  pull_requests?: RunPull[];
  /** The run's backend id in the Actions services (its runtime token's scp); not in the reply. */
  backend_id?: string;
}

export type FakeWorkflowRun = FakeWorkflowRunFields &
  (
    | {
        /** Who started the run: the user whose push, label or click triggered it. */
        triggering_actor: FakeUser;
        /** Default in_progress, or completed when a non-null conclusion is seeded. */
        status?: FakeRunStatus;
        /** Default null. */
        conclusion?: FakeRunConclusion | null;
        /** Default 1; a re-run is attempt 2. Every attempt shows the run's own fields. */
        run_attempt?: number;
        attempts?: undefined;
      }
    | {
        /** Attempt n is attempts[n-1]; the run shows the last. At least one. */
        attempts: FakeWorkflowRunAttempt[];
        triggering_actor?: undefined;
        status?: undefined;
        conclusion?: undefined;
        run_attempt?: undefined;
      }
  );

export interface FakeGitHubState {
  comments: Map<number, FakeComment[]>;
  labels: Map<number, string[]>;
  /** Issue events by issue or pull request number, in any order (listed oldest first). */
  events: Map<number, FakeIssueEvent[]>;
  /** Collaborator roles by login; a login that is not here is "not a user" (404). */
  permissions: Map<string, FakePermission>;
  /** Commit statuses, in any order (listed newest first). */
  statuses: FakeStatus[];
  /** Workflow runs by id, as `GET /actions/runs/{id}` shows them. */
  runs: Map<number, FakeWorkflowRun>;
  /** Pull request numbers by commit sha, as `GET /commits/{sha}/pulls` lists them. */
  commitPulls: Map<string, number[]>;
  /** Reviews by pull request number, in submission order (listed oldest first). */
  reviews: Map<number, FakeReview[]>;
  /** The git repository `GET /compare/{basehead}` reads; unset, every compare is a 404. */
  gitDir: string | undefined;
  issues: FakeIssue[];
  pulls: FakePull[];
  /** The next comment id (ids already in use are skipped). */
  nextId: number;
}

export interface FakeGitHub {
  /** e.g. http://127.0.0.1:PORT, what GITHUB_API_URL is set to. */
  url: string;
  calls: RecordedCall[];
  state: FakeGitHubState;
  /**
   * What GitHub's OpenAPI description says no real GitHub would have asked or answered: one line
   * per request to an undocumented operation, query parameter or body, and per reply of the fake
   * with a status or body the operation does not document. `close()` fails when any are here.
   */
  contractProblems: string[];
  /**
   * Makes the next `times` (default all) calls matching `route` return `status`. `route` is
   * `METHOD /path`, where a path segment `*`, `:name` or `{name}` matches any one segment, e.g.
   * `POST /repos/o/r/issues/{n}/comments`; the method may be `*`.
   */
  fail(route: string, status: number, times?: number): void;
  /**
   * Applies label `name` to issue or pull request `issue` as `actor` would in the UI: the label
   * joins the ones the label routes serve (unless it is already there) and a `labeled` event by
   * `actor` is recorded either way.
   */
  applyLabel(issue: number, name: string, actor: FakeUser): void;
  /**
   * Expires artifact `id` of the linked Actions services now: the REST API shows it with
   * `expired: true` and its download gets 410. Throws when there is no such artifact.
   */
  expireArtifact(id: number): void;
  /**
   * Submits a review of pull request `pull` as `review.user` would: it gets a new id (unique
   * across all pulls), `submitted_at` now, and is appended to `state.reviews`, so
   * `GET /pulls/{pull}/reviews` lists it last. Returns the stored review (changing it changes
   * what the API shows). Throws when `pull` is neither in `state.pulls` nor a key of
   * `state.reviews`, or when a COMMENTED review has no body (GitHub's 422 for that).
   */
  submitReview(pull: number, review: FakeReviewSubmission): FakeReview;
  /**
   * Dismisses review `reviewId` of pull request `pull` as a maintainer would: its state becomes
   * DISMISSED, as GitHub shows a dismissed review, and it keeps its id, body, commit and
   * submitted_at. Returns the review. Throws when the pull has no such review, or when the review
   * is not APPROVED or CHANGES_REQUESTED (GitHub dismisses only those).
   */
  dismissReview(pull: number, reviewId: number): FakeReview;
  close(): Promise<void>;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  /** When set, requests need `authorization: token <token>` or `Bearer <token>`, else 401. */
  token?: string;
  /** Tokens that read but may not write: their POST, PATCH, PUT and DELETE get a 403. */
  readOnlyTokens?: string[];
  /** The Actions services whose artifacts the artifact routes serve. */
  artifacts?: ActionsServices;
  /** The initial `state.gitDir`. */
  gitDir?: string;
  /**
   * Default true: every request and reply is checked against GitHub's OpenAPI description
   * (`github-contract.ts`) and `close()` rejects with the problems found. Only tests of the fake
   * that send GitHub what it does not document on purpose turn it off.
   */
  contract?: boolean;
}

export const BOT_USER: FakeUser = { login: 'github-actions[bot]', type: 'Bot' };
/** GitHub's limit for issue, pull request and comment bodies. */
const MAX_BODY_CHARS = 65_536;
/** GitHub's limit for a commit status description. */
const MAX_STATUS_DESCRIPTION_CHARS = 140;
const STATUS_STATES: readonly FakeStatus['state'][] = ['error', 'failure', 'pending', 'success'];
/** Lowest to highest. */
const ROLES: readonly FakePermission[] = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];
/** The legacy `permission` of each role: maintain reads as write and triage as read. */
const LEGACY_PERMISSION: Record<FakePermission, 'admin' | 'write' | 'read' | 'none'> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};
const DOCS_URL = 'https://docs.github.com/rest';
const RATE_LIMIT = 5000;
/** GitHub's default artifact retention, for an artifact uploaded without `retentionDays`. */
const ARTIFACT_RETENTION_MS = 90 * 24 * 3600_000;
/** What compare shows without pagination: the newest 250 commits, and at most 300 files. */
const COMPARE_MAX_COMMITS = 250;
const COMPARE_MAX_FILES = 300;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const execFileAsync = promisify(execFile);

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface RequestContext {
  query: Record<string, string>;
  /** The path as received (still percent-encoded), for Link headers. */
  rawPath: string;
  search: URLSearchParams;
  body: unknown;
  /** The body was not valid JSON. */
  malformed: boolean;
  authorization: string | undefined;
}

type Params = Record<string, string>;
type Handler = (params: Params, request: RequestContext) => Reply | Promise<Reply>;

interface FailRule {
  method: string;
  segments: string[];
  status: number;
  remaining: number;
}

export async function startFakeGitHub(options: FakeGitHubOptions): Promise<FakeGitHub> {
  const state: FakeGitHubState = {
    comments: new Map(),
    labels: new Map(),
    events: new Map(),
    permissions: new Map(),
    statuses: [],
    runs: new Map(),
    commitPulls: new Map(),
    reviews: new Map(),
    gitDir: options.gitDir,
    issues: [],
    pulls: [],
    nextId: 1,
  };
  const calls: RecordedCall[] = [];
  const failRules: FailRule[] = [];
  let baseUrl = '';
  const api = new FakeRepository(options, state, () => baseUrl);

  const contractProblems: string[] = [];
  const checkContract = options.contract ?? true;
  /** Replies any operation can get (a bad token, an injected failure) are not checked. */
  const anywhere = new WeakSet<Reply>();

  const respond = async (
    method: string,
    segments: string[],
    request: RequestContext,
  ): Promise<Reply> => {
    const denied = checkAuth(method, request.authorization, options);
    if (denied) {
      anywhere.add(denied);
      return denied;
    }
    // Latest rule first, so a test can override an earlier one.
    const rule = [...failRules]
      .reverse()
      .find((r) => r.remaining > 0 && ruleMatches(r, method, segments));
    if (rule) {
      rule.remaining--;
      const injected = errorReply(rule.status);
      anywhere.add(injected);
      return injected;
    }
    if (request.malformed) {
      return errorReply(400, 'Problems parsing JSON');
    }
    return api.route(method, segments, request);
  };

  const answer = async (req: http.IncomingMessage, raw: string, res: http.ServerResponse) => {
    const t0 = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const target = new URL(req.url ?? '/', baseUrl);
    const segments = target.pathname.split('/').slice(1).map(decodeSegment);
    const request: RequestContext = {
      query: Object.fromEntries(target.searchParams),
      rawPath: target.pathname,
      search: target.searchParams,
      ...parseBody(raw),
      authorization: req.headers.authorization,
    };
    calls.push({
      method,
      path: `/${segments.join('/')}`,
      query: request.query,
      body: request.body,
      headers: { ...req.headers },
    });
    let reply: Reply;
    try {
      reply = await respond(method, segments, request);
    } catch (error) {
      // A bug in the fake shows up as a 500 naming it, not as a hung request.
      reply = errorReply(500, `fake GitHub: ${(error as Error).message}`);
    }
    if (checkContract) {
      contractProblems.push(
        ...contractOf(method, target.pathname, request, reply, anywhere.has(reply)),
      );
    }
    if (TRACE_GH)
      writeSync(2, `gh ${Date.now() % 100000} ${method} ${target.pathname} ${Date.now() - t0}ms\n`);
    send(res, reply, calls.length);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Handlers that run git answer later; every other one answers in the same turn.
    req.on('end', () => void answer(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    calls,
    state,
    contractProblems,
    fail(route, status, times = Infinity) {
      const [method, path] = route.trim().split(/\s+/, 2);
      if (!method || !path?.startsWith('/')) {
        throw new Error(`fail(): route must be "METHOD /path", got ${JSON.stringify(route)}`);
      }
      const segments = path.split('?')[0]!.split('/').slice(1);
      failRules.push({ method: method.toUpperCase(), segments, status, remaining: times });
    },
    applyLabel(issue, name, actor) {
      api.applyLabel(issue, name, actor);
    },
    expireArtifact(id) {
      if (!options.artifacts?.expireArtifact(id)) {
        throw new Error(
          `expireArtifact(${id}): the linked Actions services hold no artifact ${id}`,
        );
      }
    },
    submitReview(pull, review) {
      return api.submitReview(pull, review);
    },
    dismissReview(pull, reviewId) {
      return api.dismissReview(pull, reviewId);
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // octokit's fetch keeps connections alive; without this close() waits for their timeout.
        server.closeAllConnections();
      });
      if (contractProblems.length > 0) {
        const unique = [...new Set(contractProblems)];
        throw new Error(
          `the fake GitHub saw ${unique.length} exchange(s) that GitHub's OpenAPI description ` +
            `does not document:\n${unique.map((p) => `- ${p}`).join('\n')}`,
        );
      }
    },
  };
}

class FakeRepository {
  private readonly routes: [method: string, pattern: string[], handler: Handler][];

  constructor(
    private readonly options: FakeGitHubOptions,
    private readonly state: FakeGitHubState,
    private readonly baseUrl: () => string,
  ) {
    const table: [string, string, Handler][] = [
      ['GET', 'issues', (_, r) => this.listIssues(r)],
      ['POST', 'issues', (_, r) => this.createIssue(r)],
      ['GET', 'issues/comments/{id}', (p) => this.getComment(p)],
      ['PATCH', 'issues/comments/{id}', (p, r) => this.updateComment(p, r)],
      ['DELETE', 'issues/comments/{id}', (p) => this.deleteComment(p)],
      ['GET', 'issues/{number}', (p) => this.getIssue(p)],
      ['PATCH', 'issues/{number}', (p, r) => this.updateIssue(p, r)],
      ['GET', 'issues/{number}/comments', (p, r) => this.listComments(p, r)],
      ['POST', 'issues/{number}/comments', (p, r) => this.createComment(p, r)],
      ['GET', 'issues/{number}/labels', (p, r) => this.listLabels(p, r)],
      ['POST', 'issues/{number}/labels', (p, r) => this.addLabels(p, r)],
      ['DELETE', 'issues/{number}/labels/{name}', (p) => this.removeLabel(p)],
      ['GET', 'issues/{number}/events', (p, r) => this.listEvents(p, r)],
      ['GET', 'pulls', (_, r) => this.listPulls(r)],
      ['POST', 'pulls', (_, r) => this.createPull(r)],
      ['GET', 'pulls/{number}', (p) => this.getPull(p)],
      ['GET', 'pulls/{number}/files', (p, r) => this.listPullFiles(p, r)],
      ['GET', 'pulls/{number}/reviews', (p, r) => this.listReviews(p, r)],
      ['GET', 'collaborators/{username}/permission', (p) => this.getPermission(p)],
      ['POST', 'statuses/{sha}', (p, r) => this.createStatus(p, r)],
      ['GET', 'commits/{ref}/statuses', (p, r) => this.listStatuses(p, r)],
      ['GET', 'commits/{sha}/pulls', (p, r) => this.listCommitPulls(p, r)],
      ['GET', 'compare/{basehead}', (p, r) => this.compare(p, r)],
      ['GET', 'actions/runs', (_, r) => this.listRuns(r)],
      ['GET', 'actions/runs/{id}', (p, r) => this.getRun(p, r)],
      ['GET', 'actions/runs/{id}/attempts/{attempt}', (p, r) => this.getRun(p, r)],
      ['GET', 'actions/runs/{id}/artifacts', (p, r) => this.listRunArtifacts(p, r)],
      ['GET', 'actions/artifacts', (_, r) => this.listArtifacts(r)],
      ['GET', 'actions/artifacts/{id}', (p) => this.getArtifact(p)],
      ['GET', 'actions/artifacts/{id}/{archive_format}', (p) => this.downloadArtifact(p)],
      ['DELETE', 'actions/artifacts/{id}', (p) => this.deleteArtifact(p)],
    ];
    this.routes = table.map(([method, pattern, handler]) => [method, pattern.split('/'), handler]);
  }

  route(method: string, segments: string[], request: RequestContext): Reply | Promise<Reply> {
    const [root, owner, repo, ...rest] = segments;
    if (
      root !== 'repos' ||
      owner?.toLowerCase() !== this.options.owner.toLowerCase() ||
      repo?.toLowerCase() !== this.options.repo.toLowerCase()
    ) {
      return errorReply(404);
    }
    for (const [routeMethod, pattern, handler] of this.routes) {
      if (routeMethod !== method || pattern.length !== rest.length) continue;
      const params: Params = {};
      const matched = pattern.every((part, i) => {
        if (part.startsWith('{')) {
          params[part.slice(1, -1)] = rest[i]!;
          return true;
        }
        return part === rest[i];
      });
      if (!matched) continue;
      // Numbers and ids that are not positive integers name nothing.
      if (params.number !== undefined && toPositiveInt(params.number) === undefined) break;
      if (params.id !== undefined && toPositiveInt(params.id) === undefined) break;
      if (params.attempt !== undefined && toPositiveInt(params.attempt) === undefined) break;
      return handler(params, request);
    }
    return errorReply(404);
  }

  // --- issues -----------------------------------------------------------------------------------

  private listIssues(request: RequestContext): Reply {
    const { state = 'open', labels, creator } = request.query;
    if (!['open', 'closed', 'all'].includes(state)) {
      return validationFailed([{ resource: 'Issue', field: 'state', code: 'invalid' }]);
    }
    const wanted = (labels ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const views = [
      ...this.state.issues.map((issue) => this.issueView(issue)),
      ...this.state.pulls.map((pull) => this.pullAsIssueView(pull)),
    ]
      .filter((view) => state === 'all' || view.state === state)
      .filter((view) => {
        const names = view.labels.map((label) => label.name.toLowerCase());
        return wanted.every((name) => names.includes(name));
      })
      .filter((view) => !creator || view.user.login.toLowerCase() === creator.toLowerCase())
      .sort((a, b) => b.number - a.number);
    return this.paginate(views, request);
  }

  private createIssue(request: RequestContext): Reply {
    const input = asObject(request.body);
    const invalid =
      requireString(input, 'title') ??
      optionalString(input, 'body') ??
      tooLong('Issue', input.body);
    if (invalid) return invalid;
    const number = this.nextNumber();
    const at = timestamp();
    const issue: FakeIssue = {
      number,
      title: input.title as string,
      body: (input.body as string | undefined) ?? null,
      state: 'open',
      state_reason: null,
      labels: [],
      html_url: `${this.webUrl()}/issues/${number}`,
      user: BOT_USER,
      created_at: at,
      updated_at: at,
      closed_at: null,
    };
    this.state.issues.push(issue);
    if (input.labels !== undefined) this.changeLabels(number, labelNames(input.labels), BOT_USER);
    return { status: 201, body: this.issueView(issue) };
  }

  private getIssue(params: Params): Reply {
    const number = Number(params.number);
    const issue = this.findIssue(number);
    if (issue) return { status: 200, body: this.issueView(issue) };
    const pull = this.findPull(number);
    if (pull) return { status: 200, body: this.pullAsIssueView(pull) };
    return errorReply(404);
  }

  private updateIssue(params: Params, request: RequestContext): Reply {
    const number = Number(params.number);
    const issue = this.findIssue(number);
    const pull = this.findPull(number);
    if (!issue && !pull) return errorReply(404);
    const input = asObject(request.body);
    const invalid =
      optionalString(input, 'title') ??
      optionalString(input, 'body') ??
      tooLong('Issue', input.body);
    if (invalid) return invalid;
    if (input.state !== undefined && input.state !== 'open' && input.state !== 'closed') {
      return validationFailed([{ resource: 'Issue', field: 'state', code: 'invalid' }]);
    }
    const reasons = ['completed', 'not_planned', 'reopened', null];
    if (input.state_reason !== undefined && !reasons.includes(input.state_reason as string)) {
      return validationFailed([{ resource: 'Issue', field: 'state_reason', code: 'invalid' }]);
    }
    const title = input.title as string | undefined;
    const body = input.body as string | null | undefined;
    const state = input.state as 'open' | 'closed' | undefined;
    if (input.labels !== undefined) this.changeLabels(number, labelNames(input.labels), BOT_USER);
    if (!issue) {
      // A pull request edited through the issues API, as GitHub allows.
      Object.assign(pull!, {
        title: title ?? pull!.title,
        body: body === undefined ? pull!.body : body,
        state: state ?? pull!.state,
      });
      return { status: 200, body: this.pullAsIssueView(pull!) };
    }
    const at = timestamp();
    if (title !== undefined) issue.title = title;
    if (body !== undefined) issue.body = body;
    if (state === 'closed' && issue.state === 'open') {
      Object.assign(issue, { state, closed_at: at, state_reason: 'completed' });
    } else if (state === 'open' && issue.state === 'closed') {
      Object.assign(issue, { state, closed_at: null, state_reason: 'reopened' });
    }
    if (input.state_reason !== undefined) {
      issue.state_reason = input.state_reason as FakeIssue['state_reason'];
    }
    issue.updated_at = at;
    return { status: 200, body: this.issueView(issue) };
  }

  // --- comments ---------------------------------------------------------------------------------

  private listComments(params: Params, request: RequestContext): Reply {
    const number = Number(params.number);
    if (!this.exists(number)) return errorReply(404);
    const comments = [...(this.state.comments.get(number) ?? [])].sort((a, b) => a.id - b.id);
    return this.paginate(
      comments.map((comment) => this.commentView(number, comment)),
      request,
    );
  }

  private createComment(params: Params, request: RequestContext): Reply {
    const number = Number(params.number);
    if (!this.exists(number)) return errorReply(404);
    const input = asObject(request.body);
    const invalid = requireString(input, 'body') ?? tooLong('IssueComment', input.body);
    if (invalid) return invalid;
    const id = this.nextCommentId();
    const at = timestamp();
    const comment: FakeComment = {
      id,
      body: input.body as string,
      user: BOT_USER,
      html_url: `${this.webUrl()}/${this.findPull(number) ? 'pull' : 'issues'}/${number}#issuecomment-${id}`,
      created_at: at,
      updated_at: at,
    };
    const comments = this.state.comments.get(number) ?? [];
    comments.push(comment);
    this.state.comments.set(number, comments);
    return { status: 201, body: this.commentView(number, comment) };
  }

  private getComment(params: Params): Reply {
    const found = this.findComment(Number(params.id));
    if (!found) return errorReply(404);
    return { status: 200, body: this.commentView(found.number, found.comment) };
  }

  private updateComment(params: Params, request: RequestContext): Reply {
    const found = this.findComment(Number(params.id));
    if (!found) return errorReply(404);
    const input = asObject(request.body);
    const invalid = requireString(input, 'body') ?? tooLong('IssueComment', input.body);
    if (invalid) return invalid;
    found.comment.body = input.body as string;
    found.comment.updated_at = timestamp();
    return { status: 200, body: this.commentView(found.number, found.comment) };
  }

  private deleteComment(params: Params): Reply {
    const found = this.findComment(Number(params.id));
    if (!found) return errorReply(404);
    const comments = this.state.comments.get(found.number)!;
    comments.splice(comments.indexOf(found.comment), 1);
    return { status: 204 };
  }

  // --- labels -----------------------------------------------------------------------------------

  private listLabels(params: Params, request: RequestContext): Reply {
    const number = Number(params.number);
    if (!this.exists(number)) return errorReply(404);
    return this.paginate(this.labelsOf(number).map(labelView(this.apiRepoUrl())), request);
  }

  private addLabels(params: Params, request: RequestContext): Reply {
    const number = Number(params.number);
    if (!this.exists(number)) return errorReply(404);
    // GitHub takes {labels: [...]} or a bare array, of names or of {name} objects.
    const body = request.body;
    const given = Array.isArray(body) ? body : asObject(body).labels;
    if (!Array.isArray(given) || given.length === 0) {
      return errorReply(422, 'Invalid request.\n\n"labels" wasn\'t supplied.');
    }
    const current = this.labelsOf(number);
    const added = labelNames(given).filter(
      (name) => !current.some((have) => have.toLowerCase() === name.toLowerCase()),
    );
    this.changeLabels(number, [...current, ...added], BOT_USER);
    return { status: 200, body: this.labelsOf(number).map(labelView(this.apiRepoUrl())) };
  }

  private removeLabel(params: Params): Reply {
    const number = Number(params.number);
    if (!this.exists(number)) return errorReply(404);
    const current = this.labelsOf(number);
    const name = params.name!.toLowerCase();
    if (!current.some((have) => have.toLowerCase() === name)) {
      return errorReply(404, 'Label does not exist');
    }
    this.changeLabels(
      number,
      current.filter((have) => have.toLowerCase() !== name),
      BOT_USER,
    );
    return { status: 200, body: this.labelsOf(number).map(labelView(this.apiRepoUrl())) };
  }

  /** The test helper behind `FakeGitHub.applyLabel`: a label applied by a person in the UI. */
  applyLabel(number: number, name: string, actor: FakeUser): void {
    const current = this.labelsOf(number);
    if (!current.some((have) => have.toLowerCase() === name.toLowerCase())) {
      this.setLabels(number, [...current, name]);
    }
    this.recordEvent(number, 'labeled', actor, name);
  }

  // --- events -----------------------------------------------------------------------------------

  private listEvents(params: Params, request: RequestContext): Reply {
    const number = Number(params.number);
    if (!this.exists(number)) return errorReply(404);
    const events = [...(this.state.events.get(number) ?? [])].sort(
      (a, b) => compareText(a.created_at, b.created_at) || a.id - b.id,
    );
    return this.paginate(
      events.map((event) => this.eventView(event)),
      request,
    );
  }

  // --- workflow runs ----------------------------------------------------------------------------

  /** A run at its latest attempt, or at `/attempts/{n}`; 404 for an attempt it has not had. */
  private getRun(params: Params, request: RequestContext): Reply {
    const id = Number(params.id);
    const run = this.state.runs.get(id);
    if (!run) return errorReply(404);
    const attempt = params.attempt === undefined ? undefined : Number(params.attempt);
    const view = this.runView(id, run, attempt, request.query.exclude_pull_requests !== 'true');
    return view ? { status: 200, body: view } : errorReply(404);
  }

  /** Every seeded run at its latest attempt, filtered as GitHub filters; newest first. */
  private listRuns(request: RequestContext): Reply {
    const { head_sha, event, status, branch, actor, check_suite_id, created } = request.query;
    if (created !== undefined) {
      throw new Error('GET /actions/runs: the created filter is not supported');
    }
    const withPulls = request.query.exclude_pull_requests !== 'true';
    const runs = [...this.state.runs]
      .map(([id, run]) => this.runView(id, run, undefined, withPulls)!)
      .filter(
        (view) => head_sha === undefined || view.head_sha.toLowerCase() === head_sha.toLowerCase(),
      )
      .filter((view) => event === undefined || view.event === event)
      .filter(
        (view) => status === undefined || view.status === status || view.conclusion === status,
      )
      .filter((view) => branch === undefined || view.head_branch === branch)
      .filter(
        (view) => actor === undefined || view.actor.login.toLowerCase() === actor.toLowerCase(),
      )
      .filter(
        (view) => check_suite_id === undefined || String(view.check_suite_id) === check_suite_id,
      )
      .sort((a, b) => compareText(b.created_at, a.created_at) || b.id - a.id);
    return this.paginate(runs, request, 'workflow_runs');
  }

  /**
   * GitHub's workflow-run for run `id` at attempt `attemptNumber` (default its latest), or
   * undefined when it has not had that attempt; without `withPulls`, `pull_requests` is empty.
   */
  private runView(id: number, run: FakeWorkflowRun, attemptNumber?: number, withPulls = true) {
    const created = run.created_at ?? timestamp(new Date());
    const attempts = attemptsOf(id, run, created);
    const number = attemptNumber ?? attempts.length;
    const shown = attempts[number - 1];
    if (!shown) return undefined;
    return workflowRunShape(this.baseUrl(), this.repoFullName(), {
      id,
      event: run.event,
      ...(run.path ? { path: run.path } : {}),
      status: shown.status,
      conclusion: shown.conclusion,
      headSha: runHeadSha(run),
      headBranch: runHeadBranch(run),
      headRepository: run.head_repository ?? { full_name: this.repoFullName(), fork: false },
      runAttempt: number,
      actor: attempts[0]!.triggering_actor,
      triggeringActor: shown.triggering_actor,
      createdAt: created,
      updatedAt: run.updated_at ?? timestamp(new Date()),
      runStartedAt: shown.run_started_at ?? shown.created_at ?? created,
      pullRequests: withPulls ? (run.pull_requests ?? []) : [],
    });
  }

  // --- artifacts --------------------------------------------------------------------------------

  private listArtifacts(request: RequestContext): Reply {
    const { name } = request.query;
    const listed = this.listedArtifacts().filter(
      (entry) => name === undefined || entry.artifact.name === name,
    );
    return this.paginate(
      listed.map((entry) => this.artifactView(entry)),
      request,
      'artifacts',
    );
  }

  private listRunArtifacts(params: Params, request: RequestContext): Reply {
    const id = Number(params.id);
    if (!this.state.runs.has(id)) return errorReply(404);
    const { name, direction = 'desc' } = request.query;
    if (direction !== 'asc' && direction !== 'desc') {
      return validationFailed([{ resource: 'Artifact', field: 'direction', code: 'invalid' }]);
    }
    const listed = this.listedArtifacts().filter(
      (entry) => entry.runId === id && (name === undefined || entry.artifact.name === name),
    );
    if (direction === 'asc') listed.reverse();
    return this.paginate(
      listed.map((entry) => this.artifactView(entry)),
      request,
      'artifacts',
    );
  }

  private getArtifact(params: Params): Reply {
    const entry = this.findArtifact(Number(params.id));
    return entry ? { status: 200, body: this.artifactView(entry) } : errorReply(404);
  }

  private downloadArtifact(params: Params): Reply {
    const entry = this.findArtifact(Number(params.id));
    if (!entry || params.archive_format !== 'zip') return errorReply(404);
    if (this.artifactView(entry).expired) return errorReply(410, 'Artifact has expired');
    const location = this.options.artifacts!.artifactDownloadUrl(entry.artifact.id);
    if (!location) return errorReply(404);
    return { status: 302, headers: { location } };
  }

  private deleteArtifact(params: Params): Reply {
    const entry = this.findArtifact(Number(params.id));
    if (!entry) return errorReply(404);
    this.options.artifacts!.deleteArtifact(entry.artifact.id);
    return { status: 204 };
  }

  /** The linked services' finalized artifacts of seeded runs, each with its run; newest first. */
  private listedArtifacts(): ListedArtifact[] {
    const services = this.options.artifacts;
    if (!services) return [];
    const runs = new Map<string, [number, FakeWorkflowRun]>();
    for (const [id, run] of this.state.runs) {
      if (run.backend_id !== undefined) runs.set(run.backend_id, [id, run]);
    }
    return services
      .artifacts()
      .flatMap((artifact) => {
        const found = runs.get(artifact.runBackendId);
        return found && !artifact.pending ? [{ artifact, runId: found[0], run: found[1] }] : [];
      })
      .sort(
        (a, b) =>
          b.artifact.createdAt.getTime() - a.artifact.createdAt.getTime() ||
          b.artifact.id - a.artifact.id,
      );
  }

  private findArtifact(id: number): ListedArtifact | undefined {
    return this.listedArtifacts().find((entry) => entry.artifact.id === id);
  }

  // --- compare ----------------------------------------------------------------------------------

  private async compare(params: Params, request: RequestContext): Promise<Reply> {
    const dir = this.state.gitDir;
    const sides = params.basehead!.split('...');
    if (dir === undefined || sides.length !== 2) return errorReply(404);
    // `owner:ref` names a ref of a repository in the network; here every ref is in one repository.
    const [base, head] = sides.map((side) => side.slice(side.indexOf(':') + 1)) as [string, string];
    const git = new GitReader(dir);
    const [baseSha, headSha] = await Promise.all([git.resolve(base), git.resolve(head)]);
    if (!baseSha || !headSha) return errorReply(404);
    const mergeBase = await git.mergeBase(baseSha, headSha);
    if (!mergeBase) return errorReply(404, `No common ancestor between ${base} and ${head}.`);
    const [ahead, behindBy, [baseCommit], [mergeBaseCommit], files] = await Promise.all([
      git.commits('--reverse', `${mergeBase}..${headSha}`),
      git.count(`${headSha}..${baseSha}`),
      git.commits('-1', baseSha),
      git.commits('-1', mergeBase),
      git.changes(mergeBase, headSha),
    ]);
    const paged = request.query.page !== undefined || request.query.per_page !== undefined;
    const { page, perPage, headers } = this.pageOf(ahead.length, request);
    const commits = paged
      ? ahead.slice((page - 1) * perPage, page * perPage)
      : ahead.slice(-COMPARE_MAX_COMMITS);
    const aheadBy = ahead.length;
    const status =
      aheadBy === 0 && behindBy === 0
        ? 'identical'
        : behindBy === 0
          ? 'ahead'
          : aheadBy === 0
            ? 'behind'
            : 'diverged';
    const compareUrl = `${this.webUrl()}/compare/${base}...${head}`;
    const owner = this.options.owner;
    return {
      status: 200,
      headers: paged ? headers : {},
      body: {
        url: `${this.apiRepoUrl()}/compare/${base}...${head}`,
        html_url: compareUrl,
        permalink_url: `${this.webUrl()}/compare/${owner}:${baseSha}...${owner}:${headSha}`,
        diff_url: `${compareUrl}.diff`,
        patch_url: `${compareUrl}.patch`,
        base_commit: this.commitView(baseCommit!),
        merge_base_commit: this.commitView(mergeBaseCommit!),
        status,
        ahead_by: aheadBy,
        behind_by: behindBy,
        total_commits: aheadBy,
        commits: commits.map((commit) => this.commitView(commit)),
        ...((!paged || page === 1) && {
          files: files.slice(0, COMPARE_MAX_FILES).map((file) => this.diffEntryView(file, headSha)),
        }),
      },
    };
  }

  private listCommitPulls(params: Params, request: RequestContext): Reply {
    const sha = params.sha!.toLowerCase();
    const numbers = [...this.state.commitPulls].find(([key]) => key.toLowerCase() === sha)?.[1];
    const pulls = (numbers ?? []).map((number) => {
      const pull = this.findPull(number);
      if (!pull) {
        throw new Error(`state.commitPulls maps ${params.sha} to #${number}, not in state.pulls`);
      }
      return this.pullView(pull);
    });
    return this.paginate(pulls, request);
  }

  // --- collaborators ----------------------------------------------------------------------------

  private getPermission(params: Params): Reply {
    const username = params.username!;
    const found = [...this.state.permissions].find(
      ([login]) => login.toLowerCase() === username.toLowerCase(),
    );
    if (!found) return errorReply(404, `${username} is not a user`);
    const [login, role] = found;
    const atLeast = (floor: FakePermission) => ROLES.indexOf(role) >= ROLES.indexOf(floor);
    return {
      status: 200,
      body: {
        permission: LEGACY_PERMISSION[role],
        role_name: role,
        user: {
          ...this.userView({ login, type: 'User' }),
          permissions: {
            admin: atLeast('admin'),
            maintain: atLeast('maintain'),
            push: atLeast('write'),
            triage: atLeast('triage'),
            pull: atLeast('read'),
          },
          role_name: role,
        },
      },
    };
  }

  // --- statuses ---------------------------------------------------------------------------------

  private createStatus(params: Params, request: RequestContext): Reply {
    const input = asObject(request.body);
    const invalid =
      requireString(input, 'state') ??
      optionalString(input, 'target_url') ??
      optionalString(input, 'description') ??
      optionalString(input, 'context');
    if (invalid) return invalid;
    const sha = params.sha!;
    const errors: object[] = [];
    if (!/^[0-9a-f]{40}$/i.test(sha)) {
      errors.push(statusError('sha', 'sha must be a 40 character SHA1'));
    }
    const state = input.state as FakeStatus['state'];
    if (!STATUS_STATES.includes(state)) {
      errors.push(statusError('state', 'state is not included in the list'));
    }
    const description = (input.description as string | null | undefined) ?? null;
    if (description !== null && [...description].length > MAX_STATUS_DESCRIPTION_CHARS) {
      errors.push(
        statusError(
          'description',
          `description is too long (maximum is ${MAX_STATUS_DESCRIPTION_CHARS} characters)`,
        ),
      );
    }
    if (errors.length > 0) return validationFailed(errors);
    const status: FakeStatus = {
      id: Math.max(0, ...this.state.statuses.map((s) => s.id)) + 1,
      sha: sha.toLowerCase(),
      state,
      target_url: (input.target_url as string | null | undefined) ?? null,
      description,
      context: (input.context as string | null | undefined) ?? 'default',
      created_at: timestamp(),
      creator: BOT_USER,
    };
    this.state.statuses.push(status);
    return { status: 201, body: this.statusView(status) };
  }

  private listStatuses(params: Params, request: RequestContext): Reply {
    const ref = params.ref!;
    // A branch name stands for the head of the pull request on it, the latest one if several.
    const pull = [...this.state.pulls].reverse().find((p) => p.head.ref === ref);
    const sha = (pull?.head.sha ?? ref).toLowerCase();
    const statuses = this.state.statuses
      .filter((status) => status.sha.toLowerCase() === sha)
      .sort((a, b) => compareText(b.created_at, a.created_at) || b.id - a.id);
    return this.paginate(
      statuses.map((status) => this.statusView(status)),
      request,
    );
  }

  // --- pulls ------------------------------------------------------------------------------------

  private listPulls(request: RequestContext): Reply {
    const { state = 'open', head, base } = request.query;
    if (!['open', 'closed', 'all'].includes(state)) {
      return validationFailed([{ resource: 'PullRequest', field: 'state', code: 'invalid' }]);
    }
    const pulls = this.state.pulls
      .map((pull) => this.pullView(pull))
      .filter((view) => state === 'all' || view.state === state)
      .filter((view) => !head || sameHead(view.head.label, head))
      .filter((view) => !base || view.base.ref === base)
      .sort((a, b) => b.number - a.number);
    return this.paginate(pulls, request);
  }

  private createPull(request: RequestContext): Reply {
    const input = asObject(request.body);
    const invalid =
      requireString(input, 'title') ??
      requireString(input, 'head') ??
      requireString(input, 'base') ??
      optionalString(input, 'body') ??
      tooLong('PullRequest', input.body);
    if (invalid) return invalid;
    const head = input.head as string;
    const base = input.base as string;
    const colon = head.indexOf(':');
    const headOwner = colon >= 0 ? head.slice(0, colon) : this.options.owner;
    const headRef = colon >= 0 ? head.slice(colon + 1) : head;
    const fork = headOwner.toLowerCase() !== this.options.owner.toLowerCase();
    if (!fork && headRef === base) {
      return validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `No commits between ${base} and ${head}`,
        },
      ]);
    }
    const label = `${headOwner}:${headRef}`;
    const duplicate = this.state.pulls.some((pull) => {
      const view = this.pullView(pull);
      return view.state === 'open' && sameHead(view.head.label, label) && view.base.ref === base;
    });
    if (duplicate) {
      return validationFailed([
        {
          resource: 'PullRequest',
          code: 'custom',
          message: `A pull request already exists for ${label}.`,
        },
      ]);
    }
    const number = this.nextNumber();
    const pull: FakePull = {
      number,
      title: input.title as string,
      body: (input.body as string | undefined) ?? null,
      state: 'open',
      user: BOT_USER,
      html_url: `${this.webUrl()}/pull/${number}`,
      created_at: timestamp(),
      head: {
        ref: headRef,
        sha: fakeSha(`head:${label}:${number}`),
        repo: { full_name: `${headOwner}/${this.options.repo}`, fork },
      },
      base: { ref: base, repo: { full_name: `${this.options.owner}/${this.options.repo}` } },
      files: [],
    };
    this.state.pulls.push(pull);
    return { status: 201, body: this.pullView(pull) };
  }

  private getPull(params: Params): Reply {
    const pull = this.findPull(Number(params.number));
    return pull ? { status: 200, body: this.pullView(pull) } : errorReply(404);
  }

  private listPullFiles(params: Params, request: RequestContext): Reply {
    const pull = this.findPull(Number(params.number));
    if (!pull) return errorReply(404);
    const files = pull.files.map((file) => ({
      sha: fakeSha(`blob:${file.filename}`),
      additions: 0,
      deletions: 0,
      changes: 0,
      blob_url: `${this.webUrl()}/blob/${pull.head.sha}/${file.filename}`,
      raw_url: `${this.webUrl()}/raw/${pull.head.sha}/${file.filename}`,
      contents_url: `${this.apiRepoUrl()}/contents/${file.filename}?ref=${pull.head.sha}`,
      ...file,
    }));
    return this.paginate(files, request);
  }

  // --- reviews ----------------------------------------------------------------------------------

  private listReviews(params: Params, request: RequestContext): Reply {
    const number = Number(params.number);
    if (!this.hasReviews(number)) return errorReply(404);
    const reviews = [...(this.state.reviews.get(number) ?? [])].sort(
      (a, b) => compareText(a.submitted_at, b.submitted_at) || a.id - b.id,
    );
    return this.paginate(
      reviews.map((review) => this.reviewView(number, review)),
      request,
    );
  }

  /** The test helper behind `FakeGitHub.submitReview`. */
  submitReview(number: number, submission: FakeReviewSubmission): FakeReview {
    if (!this.hasReviews(number)) {
      throw new Error(
        `submitReview(${number}): no pull request #${number} in state.pulls or state.reviews`,
      );
    }
    const body = submission.body ?? '';
    if (submission.state === 'COMMENTED' && body === '') {
      throw new Error(`submitReview(${number}): a COMMENTED review needs a body, as on GitHub`);
    }
    let highest = 0;
    for (const reviews of this.state.reviews.values()) {
      for (const seen of reviews) highest = Math.max(highest, seen.id);
    }
    const review: FakeReview = {
      id: highest + 1,
      user: submission.user,
      state: submission.state,
      body,
      commit_id: submission.commitId,
      submitted_at: timestamp(),
    };
    const reviews = this.state.reviews.get(number) ?? [];
    reviews.push(review);
    this.state.reviews.set(number, reviews);
    return review;
  }

  /** The test helper behind `FakeGitHub.dismissReview`. */
  dismissReview(number: number, reviewId: number): FakeReview {
    const review = this.state.reviews.get(number)?.find((r) => r.id === reviewId);
    if (!review) {
      throw new Error(`dismissReview(${number}, ${reviewId}): pull #${number} has no such review`);
    }
    if (review.state !== 'APPROVED' && review.state !== 'CHANGES_REQUESTED') {
      throw new Error(
        `dismissReview(${number}, ${reviewId}): the review is ${review.state}; ` +
          'GitHub dismisses only APPROVED and CHANGES_REQUESTED reviews',
      );
    }
    review.state = 'DISMISSED';
    return review;
  }

  // --- shapes -----------------------------------------------------------------------------------

  private issueView(issue: FakeIssue) {
    const user = issue.user ?? BOT_USER;
    const created = issue.created_at ?? timestamp(new Date());
    return {
      id: 1_000_000 + issue.number,
      node_id: `I_fake${issue.number}`,
      url: `${this.apiRepoUrl()}/issues/${issue.number}`,
      html_url: issue.html_url,
      number: issue.number,
      title: issue.title,
      body: issue.body,
      state: issue.state,
      state_reason: issue.state_reason ?? null,
      labels: this.labelsOf(issue.number).map(labelView(this.apiRepoUrl())),
      user: this.userView(user),
      comments: this.state.comments.get(issue.number)?.length ?? 0,
      locked: false,
      assignee: null,
      assignees: [],
      milestone: null,
      repository_url: this.apiRepoUrl(),
      labels_url: `${this.apiRepoUrl()}/issues/${issue.number}/labels{/name}`,
      comments_url: `${this.apiRepoUrl()}/issues/${issue.number}/comments`,
      events_url: `${this.apiRepoUrl()}/issues/${issue.number}/events`,
      author_association: user.type === 'Bot' ? 'NONE' : 'OWNER',
      created_at: created,
      updated_at: issue.updated_at ?? created,
      closed_at: issue.closed_at ?? null,
    };
  }

  private pullAsIssueView(pull: FakePull) {
    const view = this.pullView(pull);
    return {
      ...this.issueView({
        number: pull.number,
        title: view.title,
        body: view.body,
        state: view.state,
        labels: [],
        html_url: view.html_url,
        user: pull.user ?? DEFAULT_PULL_AUTHOR,
        created_at: view.created_at,
      }),
      pull_request: {
        url: view.url,
        html_url: view.html_url,
        diff_url: `${view.html_url}.diff`,
        patch_url: `${view.html_url}.patch`,
        merged_at: null,
      },
    };
  }

  private pullView(pull: FakePull) {
    return pullRequestShape(this.baseUrl(), `${this.options.owner}/${this.options.repo}`, pull, {
      labels: this.labelsOf(pull.number),
      comments: this.state.comments.get(pull.number)?.length ?? 0,
    });
  }

  private reviewView(number: number, review: FakeReview) {
    return pullRequestReviewShape(
      this.baseUrl(),
      this.repoFullName(),
      number,
      review,
      this.associationOf(review.user),
    );
  }

  /** OWNER for the repository's owner, COLLABORATOR for a login with a role, else NONE. */
  private associationOf(user: FakeUser): AuthorAssociation {
    const login = user.login.toLowerCase();
    if (login === this.options.owner.toLowerCase()) return 'OWNER';
    const role = [...this.state.permissions].find(([seeded]) => seeded.toLowerCase() === login);
    return role && role[1] !== 'none' ? 'COLLABORATOR' : 'NONE';
  }

  private commentView(number: number, comment: FakeComment) {
    return {
      id: comment.id,
      node_id: `IC_fake${comment.id}`,
      url: `${this.apiRepoUrl()}/issues/comments/${comment.id}`,
      html_url: comment.html_url,
      issue_url: `${this.apiRepoUrl()}/issues/${number}`,
      body: comment.body,
      user: this.userView(comment.user),
      author_association: comment.user.type === 'Bot' ? 'NONE' : 'OWNER',
      created_at: comment.created_at,
      updated_at: comment.updated_at,
    };
  }

  private eventView(event: FakeIssueEvent) {
    return {
      id: event.id,
      node_id: `IE_fake${event.id}`,
      url: `${this.apiRepoUrl()}/issues/events/${event.id}`,
      actor: this.userView(event.actor),
      event: event.event,
      commit_id: null,
      commit_url: null,
      created_at: event.created_at,
      performed_via_github_app: null,
      ...(event.label && {
        label: { name: event.label.name, color: event.label.color ?? LABEL_COLOR },
      }),
    };
  }

  private statusView(status: FakeStatus) {
    return {
      url: `${this.apiRepoUrl()}/statuses/${status.sha}`,
      avatar_url: null,
      id: status.id,
      node_id: `SC_fake${status.id}`,
      state: status.state,
      description: status.description,
      target_url: status.target_url,
      context: status.context,
      created_at: status.created_at,
      updated_at: status.created_at,
      creator: this.userView(status.creator),
    };
  }

  private artifactView({ artifact, runId, run }: ListedArtifact) {
    const url = `${this.apiRepoUrl()}/actions/artifacts/${artifact.id}`;
    const created = timestamp(artifact.createdAt);
    const expires =
      artifact.expiresAt ?? new Date(artifact.createdAt.getTime() + ARTIFACT_RETENTION_MS);
    const headRepository = run.head_repository ?? { full_name: this.repoFullName(), fork: false };
    const headBranch = runHeadBranch(run);
    return {
      id: artifact.id,
      node_id: `AR_fake${artifact.id}`,
      name: artifact.name,
      size_in_bytes: artifact.size,
      url,
      archive_download_url: `${url}/zip`,
      expired: expires.getTime() <= Date.now(),
      created_at: created,
      updated_at: created,
      expires_at: timestamp(expires),
      digest: artifact.digest ?? null,
      workflow_run: {
        id: runId,
        repository_id: this.repoView(this.repoFullName(), false).id,
        head_repository_id: this.repoView(headRepository.full_name, headRepository.fork).id,
        ...(headBranch !== null && { head_branch: headBranch }),
        head_sha: runHeadSha(run),
      },
    };
  }

  private commitView(commit: GitCommit) {
    const url = `${this.apiRepoUrl()}/commits/${commit.sha}`;
    const person = (who: GitPerson) => ({ name: who.name, email: who.email, date: who.date });
    return {
      url,
      sha: commit.sha,
      node_id: `C_fake${commit.sha}`,
      html_url: `${this.webUrl()}/commit/${commit.sha}`,
      comments_url: `${url}/comments`,
      commit: {
        url: `${this.apiRepoUrl()}/git/commits/${commit.sha}`,
        author: person(commit.author),
        committer: person(commit.committer),
        message: commit.message,
        comment_count: 0,
        tree: { sha: commit.tree, url: `${this.apiRepoUrl()}/git/trees/${commit.tree}` },
      },
      // A git identity that maps to no GitHub account: GitHub sends null.
      author: null,
      committer: null,
      parents: commit.parents.map((sha) => ({
        sha,
        url: `${this.apiRepoUrl()}/commits/${sha}`,
        html_url: `${this.webUrl()}/commit/${sha}`,
      })),
    };
  }

  private diffEntryView(file: GitChange, headSha: string) {
    return {
      sha: file.sha,
      filename: file.filename,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      changes: file.additions + file.deletions,
      blob_url: `${this.webUrl()}/blob/${headSha}/${file.filename}`,
      raw_url: `${this.webUrl()}/raw/${headSha}/${file.filename}`,
      contents_url: `${this.apiRepoUrl()}/contents/${file.filename}?ref=${headSha}`,
      ...(file.previous_filename !== undefined && { previous_filename: file.previous_filename }),
    };
  }

  private userView(user: FakeUser) {
    return userShape(this.baseUrl(), user);
  }

  private repoView(fullName: string, fork: boolean) {
    return repositoryShape(this.baseUrl(), fullName, fork);
  }

  // --- helpers ----------------------------------------------------------------------------------

  /**
   * One page of `items`, with GitHub's Link header; under `key` ({total_count, [key]: page}) for
   * the routes that wrap their lists, as the artifact lists do.
   */
  private paginate(items: unknown[], request: RequestContext, key?: string): Reply {
    const { page, perPage, headers } = this.pageOf(items.length, request);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    return {
      status: 200,
      body: key === undefined ? slice : { total_count: items.length, [key]: slice },
      headers,
    };
  }

  private pageOf(total: number, request: RequestContext) {
    const perPage = Math.min(toPositiveInt(request.query.per_page) ?? 30, 100);
    const page = toPositiveInt(request.query.page) ?? 1;
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (target: number, rel: string) => {
      const search = new URLSearchParams(request.search);
      search.set('page', String(target));
      return `<${this.baseUrl()}${request.rawPath}?${search}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'));
    const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {};
    return { page, perPage, headers };
  }

  private exists(number: number): boolean {
    return (
      this.findIssue(number) !== undefined ||
      this.findPull(number) !== undefined ||
      this.state.comments.has(number) ||
      this.state.labels.has(number) ||
      this.state.events.has(number)
    );
  }

  private findIssue(number: number): FakeIssue | undefined {
    return this.state.issues.find((issue) => issue.number === number);
  }

  /** Reviews are served for a seeded pull request, or a number seeded in `state.reviews`. */
  private hasReviews(number: number): boolean {
    return this.findPull(number) !== undefined || this.state.reviews.has(number);
  }

  private findPull(number: number): FakePull | undefined {
    return this.state.pulls.find((pull) => pull.number === number);
  }

  private findComment(id: number): { number: number; comment: FakeComment } | undefined {
    for (const [number, comments] of this.state.comments) {
      const comment = comments.find((c) => c.id === id);
      if (comment) return { number, comment };
    }
    return undefined;
  }

  private labelsOf(number: number): string[] {
    return this.state.labels.get(number) ?? this.findIssue(number)?.labels ?? [];
  }

  private setLabels(number: number, names: string[]): void {
    this.state.labels.set(number, names);
    const issue = this.findIssue(number);
    if (issue) issue.labels = [...names];
  }

  /** A label write through the API: the new labels, and an event for each one gone or come. */
  private changeLabels(number: number, names: string[], actor: FakeUser): void {
    const before = this.labelsOf(number);
    const missingFrom = (list: string[]) => (name: string) =>
      !list.some((other) => other.toLowerCase() === name.toLowerCase());
    this.setLabels(number, names);
    for (const name of before.filter(missingFrom(names))) {
      this.recordEvent(number, 'unlabeled', actor, name);
    }
    for (const name of names.filter(missingFrom(before))) {
      this.recordEvent(number, 'labeled', actor, name);
    }
  }

  private recordEvent(
    number: number,
    event: 'labeled' | 'unlabeled',
    actor: FakeUser,
    label: string,
  ): void {
    let highest = 0;
    for (const events of this.state.events.values()) {
      for (const seen of events) highest = Math.max(highest, seen.id);
    }
    const events = this.state.events.get(number) ?? [];
    events.push({ id: highest + 1, event, actor, label: { name: label }, created_at: timestamp() });
    this.state.events.set(number, events);
  }

  /** Issues and pull requests share one number space, as on GitHub. */
  private nextNumber(): number {
    const numbers = [...this.state.issues, ...this.state.pulls].map((item) => item.number);
    return Math.max(0, ...numbers) + 1;
  }

  private nextCommentId(): number {
    let highest = 0;
    for (const comments of this.state.comments.values()) {
      for (const comment of comments) highest = Math.max(highest, comment.id);
    }
    const id = Math.max(this.state.nextId, highest + 1);
    this.state.nextId = id + 1;
    return id;
  }

  private webUrl(): string {
    return `${FAKE_WEB_URL}/${this.options.owner}/${this.options.repo}`;
  }

  private apiRepoUrl(): string {
    return `${this.baseUrl()}/repos/${this.options.owner}/${this.options.repo}`;
  }

  private repoFullName(): string {
    return `${this.options.owner}/${this.options.repo}`;
  }
}

interface ListedArtifact {
  artifact: ArtifactView;
  runId: number;
  run: FakeWorkflowRun;
}

const DEFAULT_RUN_HEAD_SHA = 'b'.repeat(40);

function runHeadSha(run: FakeWorkflowRun): string {
  return run.head_sha ?? DEFAULT_RUN_HEAD_SHA;
}

function runHeadBranch(run: FakeWorkflowRun): string | null {
  return run.head_branch === undefined ? 'main' : run.head_branch;
}

/** A run's attempts, oldest first; a run seeded without them is each of its run_attempt ones. */
function attemptsOf(id: number, run: FakeWorkflowRun, created: string): FakeWorkflowRunAttempt[] {
  if (run.attempts) {
    if (run.attempts.length === 0) {
      throw new Error(`state.runs ${id}: attempts is empty; a run has at least one attempt`);
    }
    return run.attempts;
  }
  const conclusion = run.conclusion ?? null;
  const attempt: FakeWorkflowRunAttempt = {
    triggering_actor: run.triggering_actor,
    status: run.status ?? (conclusion === null ? 'in_progress' : 'completed'),
    conclusion,
    created_at: created,
  };
  return Array.from({ length: run.run_attempt ?? 1 }, () => attempt);
}

interface GitPerson {
  name: string;
  email: string;
  /** GitHub's format: UTC, no milliseconds. */
  date: string;
}

interface GitCommit {
  sha: string;
  tree: string;
  parents: string[];
  author: GitPerson;
  committer: GitPerson;
  message: string;
}

interface GitChange {
  filename: string;
  status: FakePullFile['status'];
  previous_filename?: string;
  /** The blob after the change, before it for a removed file. */
  sha: string;
  additions: number;
  deletions: number;
}

const GIT_CHANGE_STATUS: Record<string, FakePullFile['status']> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  R: 'renamed',
  C: 'copied',
  T: 'changed',
};
/** Fields of one commit in `git log` output: unit separators inside, a record separator after. */
const GIT_LOG_FORMAT = ['%H', '%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join(
  '%x1f',
);

/** What compare needs from a repository on disk, read with the git command line. */
class GitReader {
  constructor(private readonly dir: string) {}

  private async git(...args: string[]): Promise<string> {
    const { stdout } = await execFileAsync('git', ['-C', this.dir, ...args], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  }

  /** The commit `ref` names, or undefined when it names none. */
  async resolve(ref: string): Promise<string | undefined> {
    // Never an option: a "ref" from the request line must not reach git as a flag.
    if (ref === '' || ref.startsWith('-')) return undefined;
    try {
      return (await this.git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)).trim();
    } catch {
      return undefined;
    }
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    try {
      return (await this.git('merge-base', a, b)).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  async count(range: string): Promise<number> {
    return Number((await this.git('rev-list', '--count', range)).trim());
  }

  async commits(...args: string[]): Promise<GitCommit[]> {
    const out = await this.git('log', `--format=${GIT_LOG_FORMAT}%x1e`, ...args);
    return out
      .split('\x1e')
      .map((record) => record.replace(/^\n/, ''))
      .filter(Boolean)
      .map((record) => {
        const [sha, tree, parents, an, ae, ad, cn, ce, cd, message] = record.split('\x1f') as [
          string,
          string,
          string,
          string,
          string,
          string,
          string,
          string,
          string,
          string,
        ];
        const when = (date: string) => timestamp(new Date(date));
        return {
          sha,
          tree,
          parents: parents.split(' ').filter(Boolean),
          author: { name: an, email: ae, date: when(ad) },
          committer: { name: cn, email: ce, date: when(cd) },
          message: message.replace(/\n+$/, ''),
        };
      });
  }

  /** The files `head` changes against `base`, renames found as `git diff -M` finds them. */
  async changes(base: string, head: string): Promise<GitChange[]> {
    const [raw, numstat] = await Promise.all([
      this.git('diff', '--raw', '-z', '-M', '--no-abbrev', base, head),
      this.git('diff', '--numstat', '-z', '-M', base, head),
    ]);
    const changes: GitChange[] = [];
    const rawParts = raw.split('\0');
    for (let i = 0; i < rawParts.length - 1;) {
      // :oldmode newmode oldsha newsha status, then the path (two for a rename or copy).
      const [, , oldSha, newSha, code] = rawParts[i++]!.slice(1).split(' ') as string[];
      const letter = code![0]!;
      const first = rawParts[i++]!;
      const second = letter === 'R' || letter === 'C' ? rawParts[i++] : undefined;
      const status = GIT_CHANGE_STATUS[letter] ?? 'changed';
      changes.push({
        filename: second ?? first,
        status,
        ...(second !== undefined && { previous_filename: first }),
        sha: status === 'removed' ? oldSha! : newSha!,
        additions: 0,
        deletions: 0,
      });
    }
    // --numstat -z: "added<TAB>deleted<TAB>path", or an empty path and then the two of a rename.
    const statParts = numstat.split('\0');
    for (let i = 0, n = 0; i < statParts.length - 1; n++) {
      const [added, deleted, path] = statParts[i++]!.split('\t') as [string, string, string];
      if (path === '') i += 2;
      const change = changes[n];
      if (!change) break;
      // Binary files count "-": GitHub counts no lines for them either.
      change.additions = Number(added) || 0;
      change.deletions = Number(deleted) || 0;
    }
    return changes;
  }
}

/** The request and, unless any operation could get it, the reply, checked against GitHub's description. */
function contractOf(
  method: string,
  rawPath: string,
  request: RequestContext,
  reply: Reply,
  anywhere: boolean,
): string[] {
  const checked = checkRequest({ method, path: rawPath, query: request.query, body: request.body });
  if (!('operation' in checked) || anywhere || request.malformed) return checked.problems;
  return [...checked.problems, ...checkResponse(checked.operation, reply.status, reply.body)];
}

function checkAuth(
  method: string,
  authorization: string | undefined,
  options: Pick<FakeGitHubOptions, 'token' | 'readOnlyTokens'>,
): Reply | undefined {
  const readOnly = options.readOnlyTokens ?? [];
  if (options.token === undefined && readOnly.length === 0) return undefined;
  if (!authorization) return errorReply(401, 'Requires authentication');
  const given = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(authorization.trim())?.[1];
  if (given !== undefined && given === options.token) return undefined;
  if (given === undefined || !readOnly.includes(given)) return errorReply(401, 'Bad credentials');
  // GitHub's answer to a GITHUB_TOKEN whose permissions stop at read.
  return WRITE_METHODS.has(method) ? errorReply(403) : undefined;
}

function ruleMatches(rule: FailRule, method: string, segments: string[]): boolean {
  if (rule.method !== '*' && rule.method !== method) return false;
  if (rule.segments.length !== segments.length) return false;
  return rule.segments.every(
    (part, i) =>
      part === '*' || part.startsWith(':') || part.startsWith('{') || part === segments[i],
  );
}

function send(res: http.ServerResponse, reply: Reply, used: number): void {
  const headers: Record<string, string | number> = {
    'x-github-request-id': `FAKE:${used}`,
    'x-github-media-type': 'github.v3; format=json',
    'x-ratelimit-limit': RATE_LIMIT,
    'x-ratelimit-remaining': Math.max(1, RATE_LIMIT - used),
    'x-ratelimit-used': used,
    'x-ratelimit-reset': Math.floor(Date.now() / 1000) + 3600,
    'x-ratelimit-resource': 'core',
    ...reply.headers,
  };
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res
    .writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...headers,
    })
    .end(text);
}

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Bad credentials',
  403: 'Resource not accessible by integration',
  404: 'Not Found',
  422: 'Validation Failed',
  429: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  500: 'Server Error',
};

function errorReply(status: number, message?: string): Reply {
  return {
    status,
    body: {
      message: message ?? STATUS_MESSAGES[status] ?? http.STATUS_CODES[status] ?? 'Error',
      documentation_url: DOCS_URL,
      status: String(status),
    },
    headers: status === 429 ? { 'retry-after': '1' } : {},
  };
}

function validationFailed(errors: object[]): Reply {
  const reply = errorReply(422);
  return { ...reply, body: { ...(reply.body as object), errors } };
}

function tooLong(resource: string, body: unknown): Reply | undefined {
  // GitHub counts characters, not UTF-16 units; the length check first keeps this cheap.
  if (typeof body !== 'string' || body.length <= MAX_BODY_CHARS) return undefined;
  if ([...body].length <= MAX_BODY_CHARS) return undefined;
  return validationFailed([
    {
      resource,
      code: 'custom',
      field: 'body',
      message: `body is too long (maximum is ${MAX_BODY_CHARS} characters)`,
    },
  ]);
}

function statusError(field: string, message: string): object {
  return { resource: 'Status', code: 'custom', field, message };
}

function requireString(input: Record<string, unknown>, field: string): Reply | undefined {
  if (input[field] === undefined) {
    return errorReply(422, `Invalid request.\n\n"${field}" wasn't supplied.`);
  }
  return optionalString(input, field);
}

function optionalString(input: Record<string, unknown>, field: string): Reply | undefined {
  const value = input[field];
  if (value === undefined || value === null || typeof value === 'string') return undefined;
  return errorReply(
    422,
    `Invalid request.\n\nFor 'properties/${field}', ${JSON.stringify(value)} is not a string.`,
  );
}

function asObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function labelNames(given: unknown): string[] {
  if (!Array.isArray(given)) return [];
  return given
    .map((item) => (typeof item === 'string' ? item : asObject(item).name))
    .filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** `head` filters are `owner:branch`; a bare branch name matches any owner. */
function sameHead(label: string, filter: string): boolean {
  if (!filter.includes(':')) return label.slice(label.indexOf(':') + 1) === filter;
  const [owner, ...ref] = filter.split(':');
  const [labelOwner, ...labelRef] = label.split(':');
  return owner!.toLowerCase() === labelOwner!.toLowerCase() && ref.join(':') === labelRef.join(':');
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function parseBody(raw: string): { body: unknown; malformed: boolean } {
  if (raw.length === 0) return { body: undefined, malformed: false };
  try {
    return { body: JSON.parse(raw), malformed: false };
  } catch {
    return { body: raw, malformed: true };
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function toPositiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed >= 1 && Number.isSafeInteger(parsed) ? parsed : undefined;
}
