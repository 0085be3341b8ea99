// Longer than 250 lines: the GitHub port is one interface and its one Octokit implementation, a
// thin call per method; apart, the interface would not show what each method asks of GitHub.
import * as core from '@actions/core';
import Bottleneck from 'bottleneck/light.js';
import { Octokit } from 'octokit';
import type { Review } from '../core/approval.js';
import type { PullFile } from '../core/bar.js';
import type { LabelEvent } from '../core/decide.js';

/** A workflow run as the runs API shows it. */
export interface RunFacts {
  run_id: string;
  attempt: number;
  event: string;
  /** Who started the latest attempt (a re-run's is whoever re-ran it). */
  triggering_actor: string | null;
  status: string | null;
  conclusion: string | null;
  created_at: string;
  head_sha: string | null;
  head_branch: string | null;
  /** The workflow file the run ran, e.g. `.github/workflows/measure.yml` (no `@ref`). */
  path: string | null;
  workflow_id: number | null;
  /** The pull requests the run lists (none for a fork's). */
  pulls: number[];
}

/**
 * The GitHub side effects the Action needs, behind one small interface: tests pass a fake, the
 * Action passes this Octokit-backed one (retries and rate-limit throttling come with `octokit`).
 */
export interface GitHubPort {
  /**
   * The first comment on the issue or pull request written by `login` whose body starts with
   * `marker` (all pages). A marker quoted inside another comment, or a comment by anyone else,
   * is never taken for the Action's own.
   */
  findComment(
    issue: number,
    marker: string,
    login: string,
  ): Promise<{ id: number; body: string; url: string } | undefined>;
  createComment(issue: number, body: string): Promise<{ id: number; url: string }>;
  updateComment(id: number, body: string): Promise<{ id: number; url: string }>;
  /** Labels as they are now (the event payload may be stale). */
  labels(issue: number): Promise<string[]>;
  /** The issue's label events, oldest first: who applied or removed which label. */
  labelEvents(issue: number): Promise<LabelEvent[]>;
  /** A user's permission on the repository, as the collaborator-permission API names it. */
  permission(login: string): Promise<{ permission?: string; role_name?: string }>;
  removeLabel(issue: number, name: string): Promise<void>;
  /** The pull request's reviews, oldest first, all pages. */
  reviews(pull: number): Promise<Review[]>;
  /** The `pull_request` runs of the repository on a branch, newest first, all pages. */
  pullRequestRuns(branch: string): Promise<RunFacts[]>;
  /** The `event` runs of the repository on a commit, newest first, all pages. */
  runsOnCommit(sha: string, event: string): Promise<RunFacts[]>;
  /**
   * The commits and changed files between two commits (`base...head`), all pages, and their
   * merge base as GitHub computes it.
   */
  compare(
    base: string,
    head: string,
  ): Promise<{ commits: string[]; files: PullFile[]; mergeBase: string }>;
  /** The pull requests GitHub associates with a commit. */
  pullsOfCommit(sha: string): Promise<{ number: number; state: string; baseRef: string }[]>;
  /** A pull request as it is now: its head and base commits and repositories. */
  pull(number: number): Promise<PullFacts>;
  /** The open pull requests whose head is `owner:branch` (all pages). */
  openPullsByHead(owner: string, branch: string): Promise<{ number: number; headSha: string }[]>;
  /** Files changed by a pull request, with the old name of renamed ones. */
  pullFiles(pull: number): Promise<PullFile[]>;
  /** A commit status, e.g. the gate's result on a commit that no workflow run will check. */
  createStatus(
    sha: string,
    status: {
      state: 'success' | 'failure' | 'error';
      context: string;
      description: string;
      targetUrl: string | null;
    },
  ): Promise<void>;
  findOpenIssue(label: string, title: string): Promise<{ number: number; url: string } | undefined>;
  createIssue(
    title: string,
    body: string,
    labels: string[],
  ): Promise<{ number: number; url: string }>;
  updateIssue(issue: number, changes: { body?: string; state?: 'open' | 'closed' }): Promise<void>;
  createPull(
    title: string,
    head: string,
    base: string,
    body: string,
  ): Promise<{ number: number; url: string }>;
}

/** What the verdict job reads about a pull request, from the API (never from the measuring run). */
export interface PullFacts {
  number: number;
  state: string;
  headSha: string;
  headRef: string;
  /** Empty when the head repository was deleted. */
  headRepo: string;
  baseSha: string;
  baseRef: string;
  baseRepo: string;
  author: string | null;
}

export function octokitPort(options: {
  token: string;
  apiUrl: string;
  owner: string;
  repo: string;
  /** Base wait between retries of a 5xx, in ms (octokit's default 1000: 1 s, then 4 s). */
  retryBaseMs?: number;
  /**
   * Least time between two writes (POST, PATCH, PUT, DELETE), in ms: GitHub asks integrations to
   * leave a second between them, and more between writes that notify people (octokit's throttling
   * defaults, 1000 and 3000). Only a test's fake GitHub is written to faster.
   */
  writeGapMs?: number;
}): GitHubPort {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: options.apiUrl,
    userAgent: 'evalgate',
    throttle: {
      // Wait out primary and secondary rate limits a couple of times, then give up: a comment is
      // never worth stalling the job for long.
      onRateLimit: (after: number, _request: unknown, _octokit: unknown, retryCount: number) =>
        waitFor(after, retryCount < 2),
      onSecondaryRateLimit: (
        after: number,
        _request: unknown,
        _octokit: unknown,
        retryCount: number,
      ) => waitFor(after, retryCount < 1),
      ...(options.writeGapMs !== undefined && {
        write: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeGapMs }),
        // Writes that notify people (comments, issues): octokit leaves 3 s between them.
        notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeGapMs }),
      }),
    },
    // Reads the bar depends on fail closed after these retries; side channels warn.
    retry: { retries: 2, retryAfterBaseValue: options.retryBaseMs ?? 1000 },
  });
  const repo = { owner: options.owner, repo: options.repo };
  /** The repository's workflow runs matching `filter`, newest first, all pages. */
  const listRuns = async (filter: { branch?: string; head_sha?: string; event: string }) => {
    const runs = await octokit.paginate(octokit.rest.actions.listWorkflowRunsForRepo, {
      ...repo,
      ...filter,
      per_page: 100,
    });
    return runs.map((r) => runOf(String(r.id), r));
  };
  return {
    async findComment(issue, marker, login) {
      const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: issue,
        per_page: 100,
      });
      for await (const page of iterator) {
        const found = page.data.find(
          (c) => sameLogin(c.user?.login, login) && (c.body ?? '').startsWith(marker),
        );
        if (found) return { id: found.id, body: found.body ?? '', url: found.html_url };
      }
      return undefined;
    },
    async createComment(issue, body) {
      const { data } = await octokit.rest.issues.createComment({
        ...repo,
        issue_number: issue,
        body,
      });
      return { id: data.id, url: data.html_url };
    },
    async updateComment(id, body) {
      const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
      return { id: data.id, url: data.html_url };
    },
    async labels(issue) {
      const labels = await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
        ...repo,
        issue_number: issue,
        per_page: 100,
      });
      return labels.map((l) => l.name);
    },
    async labelEvents(issue) {
      const events = await octokit.paginate(octokit.rest.issues.listEvents, {
        ...repo,
        issue_number: issue,
        per_page: 100,
      });
      return events.map((e) => ({
        id: e.id,
        event: e.event,
        actor: e.actor?.login ?? null,
        label: (e as { label?: { name?: string } }).label?.name ?? null,
        created_at: e.created_at,
      }));
    },
    async permission(login) {
      const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
        ...repo,
        username: login,
      });
      return { permission: data.permission, role_name: data.role_name };
    },
    async reviews(pull) {
      const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
        ...repo,
        pull_number: pull,
        per_page: 100,
      });
      return reviews.map((r) => ({
        id: r.id,
        login: r.user?.login ?? null,
        userType: r.user?.type ?? null,
        state: r.state,
        commitId: r.commit_id ?? null,
        body: r.body ?? '',
      }));
    },
    pullRequestRuns: (branch) => listRuns({ branch, event: 'pull_request' }),
    runsOnCommit: (sha, event) => listRuns({ head_sha: sha, event }),
    async removeLabel(issue, name) {
      await octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name });
    },
    async compare(base, head) {
      const commits: string[] = [];
      const files: PullFile[] = [];
      let mergeBase = '';
      // Pages hold up to 100 commits and share out the files; the last page is a short one.
      for (let page = 1; ; page++) {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${base}...${head}`,
          per_page: 100,
          page,
        });
        mergeBase ||= data.merge_base_commit.sha;
        commits.push(...data.commits.map((c) => c.sha));
        for (const f of data.files ?? []) {
          files.push({
            filename: f.filename,
            status: f.status,
            ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
          });
        }
        if (data.commits.length < 100 || page >= 30) break;
      }
      return { commits, files, mergeBase };
    },
    async pullsOfCommit(sha) {
      const pulls = await octokit.paginate(
        octokit.rest.repos.listPullRequestsAssociatedWithCommit,
        { ...repo, commit_sha: sha, per_page: 100 },
      );
      return pulls.map((p) => ({ number: p.number, state: p.state, baseRef: p.base.ref }));
    },
    async pull(number) {
      const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
      return {
        number: data.number,
        state: data.state,
        headSha: data.head.sha,
        headRef: data.head.ref,
        headRepo: data.head.repo?.full_name ?? '',
        baseSha: data.base.sha,
        baseRef: data.base.ref,
        baseRepo: data.base.repo.full_name,
        author: data.user?.login ?? null,
      };
    },
    async openPullsByHead(owner, branch) {
      const pulls = await octokit.paginate(octokit.rest.pulls.list, {
        ...repo,
        state: 'open',
        head: `${owner}:${branch}`,
        per_page: 100,
      });
      return pulls.map((p) => ({ number: p.number, headSha: p.head.sha }));
    },
    async pullFiles(pull) {
      const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
        ...repo,
        pull_number: pull,
        per_page: 100,
      });
      return files.map((f) => ({
        filename: f.filename,
        status: f.status,
        ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
      }));
    },
    async createStatus(sha, status) {
      await octokit.rest.repos.createCommitStatus({
        ...repo,
        sha,
        state: status.state,
        context: status.context,
        description: status.description.slice(0, 140),
        ...(status.targetUrl ? { target_url: status.targetUrl } : {}),
      });
    },
    async findOpenIssue(label, title) {
      const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
        ...repo,
        state: 'open',
        labels: label,
        per_page: 100,
      });
      const found = issues.find((i) => i.title === title && !i.pull_request);
      return found ? { number: found.number, url: found.html_url } : undefined;
    },
    async createIssue(title, body, labels) {
      const { data } = await octokit.rest.issues.create({ ...repo, title, body, labels });
      return { number: data.number, url: data.html_url };
    },
    async updateIssue(issue, changes) {
      await octokit.rest.issues.update({ ...repo, issue_number: issue, ...changes });
    },
    async createPull(title, head, base, body) {
      const { data } = await octokit.rest.pulls.create({ ...repo, title, head, base, body });
      return { number: data.number, url: data.html_url };
    },
  };
}

function runOf(
  id: string,
  data: {
    event: string;
    triggering_actor?: { login: string } | null;
    status: string | null;
    conclusion: string | null;
    created_at: string;
    head_sha: string;
    head_branch?: string | null;
    path?: string;
    workflow_id?: number;
    run_attempt?: number;
    pull_requests?: { number: number }[] | null;
  },
): RunFacts {
  return {
    run_id: id,
    attempt: data.run_attempt ?? 1,
    event: data.event,
    // Never the run's original actor in its place: after a re-run they differ.
    triggering_actor: data.triggering_actor?.login ?? null,
    status: data.status,
    conclusion: data.conclusion,
    created_at: data.created_at,
    head_sha: data.head_sha,
    head_branch: data.head_branch ?? null,
    path: workflowFile(data.path),
    workflow_id: data.workflow_id ?? null,
    pulls: (data.pull_requests ?? []).map((p) => p.number),
  };
}

/** A run's workflow `path`, without the `@ref` suffix GitHub adds for some runs. */
export function workflowFile(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = value.indexOf('@');
  return at < 0 ? value : value.slice(0, at);
}

function sameLogin(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** The longest wait for a GitHub rate limit the Action sits through: beyond it, it warns and stops. */
const MAX_WAIT_S = 60;

function waitFor(seconds: number, again: boolean): boolean {
  if (!again) return false;
  if (seconds > MAX_WAIT_S) {
    core.warning(
      `evalgate: GitHub asks to wait ${Math.round(seconds)} s (rate limit); not waiting over ${MAX_WAIT_S} s`,
    );
    return false;
  }
  return true;
}
