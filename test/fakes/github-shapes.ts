/**
 * GitHub's object shapes (simple-user, repository, label, pull-request, pull-request-review,
 * workflow-run, simple-commit, merge-group) as the REST API and the webhook payloads carry them,
 * with every field GitHub's OpenAPI description requires: one producer for the fake GitHub's
 * replies and the event payloads the Action tests write.
 */
import { createHash } from 'node:crypto';
import type { FakePull, FakeReview, FakeUser } from './github-server.js';

/** Host of every html_url: links in comments must never point at the real github.com. */
export const FAKE_WEB_URL = 'https://github.example';
export const LABEL_COLOR = 'ededed';
export const DEFAULT_PULL_AUTHOR: FakeUser = { login: 'octocat', type: 'User' };

/** The URL templates a repository object carries, under its API URL. */
const REPOSITORY_URL_TEMPLATES: Record<string, string> = {
  archive_url: '/{archive_format}{/ref}',
  assignees_url: '/assignees{/user}',
  blobs_url: '/git/blobs{/sha}',
  branches_url: '/branches{/branch}',
  collaborators_url: '/collaborators{/collaborator}',
  comments_url: '/comments{/number}',
  commits_url: '/commits{/sha}',
  compare_url: '/compare/{base}...{head}',
  contents_url: '/contents/{+path}',
  contributors_url: '/contributors',
  deployments_url: '/deployments',
  downloads_url: '/downloads',
  events_url: '/events',
  forks_url: '/forks',
  git_commits_url: '/git/commits{/sha}',
  git_refs_url: '/git/refs{/sha}',
  git_tags_url: '/git/tags{/sha}',
  hooks_url: '/hooks',
  issue_comment_url: '/issues/comments{/number}',
  issue_events_url: '/issues/events{/number}',
  issues_url: '/issues{/number}',
  keys_url: '/keys{/key_id}',
  labels_url: '/labels{/name}',
  languages_url: '/languages',
  merges_url: '/merges',
  milestones_url: '/milestones{/number}',
  notifications_url: '/notifications{?since,all,participating}',
  pulls_url: '/pulls{/number}',
  releases_url: '/releases{/id}',
  stargazers_url: '/stargazers',
  statuses_url: '/statuses/{sha}',
  subscribers_url: '/subscribers',
  subscription_url: '/subscription',
  tags_url: '/tags',
  teams_url: '/teams',
  trees_url: '/git/trees{/sha}',
};
const FIXED_REPO_TIME = '2024-01-01T00:00:00Z';

/** GitHub's simple-user; `apiBase` is the API's root URL. */
export function userShape(apiBase: string, user: FakeUser) {
  const api = `${apiBase}/users/${encodeURIComponent(user.login)}`;
  return {
    login: user.login,
    id: fakeNumber(`user:${user.login}`),
    node_id: `U_fake_${user.login}`,
    type: user.type,
    site_admin: false,
    avatar_url: `${FAKE_WEB_URL}/avatars/${encodeURIComponent(user.login)}`,
    gravatar_id: '',
    url: api,
    html_url: `${FAKE_WEB_URL}/${user.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
  };
}

/** GitHub's repository, as a pull request's head and base and every webhook payload carry it. */
export function repositoryShape(apiBase: string, fullName: string, fork: boolean) {
  const api = `${apiBase}/repos/${fullName}`;
  const web = `${FAKE_WEB_URL}/${fullName}`;
  const urls = Object.fromEntries(
    Object.entries(REPOSITORY_URL_TEMPLATES).map(([key, tail]) => [key, `${api}${tail}`]),
  );
  return {
    id: fakeNumber(`repo:${fullName}`),
    node_id: `R_fake_${fullName}`,
    name: fullName.split('/')[1] ?? fullName,
    full_name: fullName,
    fork,
    private: false,
    owner: userShape(apiBase, { login: ownerOf(fullName), type: 'User' }),
    html_url: web,
    url: api,
    ...urls,
    clone_url: `${web}.git`,
    git_url: `git://github.example/${fullName}.git`,
    ssh_url: `git@github.example:${fullName}.git`,
    svn_url: web,
    mirror_url: null,
    homepage: null,
    description: null,
    language: null,
    license: null,
    default_branch: 'main',
    forks: 0,
    forks_count: 0,
    open_issues: 0,
    open_issues_count: 0,
    stargazers_count: 0,
    watchers: 0,
    watchers_count: 0,
    size: 0,
    has_downloads: true,
    has_issues: true,
    has_projects: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    topics: [],
    visibility: 'public',
    archived: false,
    disabled: false,
    pushed_at: FIXED_REPO_TIME,
    created_at: FIXED_REPO_TIME,
    updated_at: FIXED_REPO_TIME,
  };
}

/** GitHub's pull-request; `repoFullName` is the repository the API serves. */
export function pullRequestShape(
  api: string,
  repoFullName: string,
  pull: FakePull,
  extra: { labels: string[]; comments: number },
) {
  const web = `${FAKE_WEB_URL}/${repoFullName}`;
  const repoApi = `${api}/repos/${repoFullName}`;
  const html = pull.html_url ?? `${web}/pull/${pull.number}`;
  const created = pull.created_at ?? timestamp();
  const state = pull.state ?? 'open';
  const baseName = pull.base.repo.full_name;
  return {
    id: 2_000_000 + pull.number,
    node_id: `PR_fake${pull.number}`,
    url: `${repoApi}/pulls/${pull.number}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${repoApi}/issues/${pull.number}`,
    commits_url: `${repoApi}/pulls/${pull.number}/commits`,
    review_comments_url: `${repoApi}/pulls/${pull.number}/comments`,
    review_comment_url: `${repoApi}/pulls/comments{/number}`,
    comments_url: `${repoApi}/issues/${pull.number}/comments`,
    statuses_url: `${repoApi}/statuses/${pull.head.sha}`,
    number: pull.number,
    state,
    locked: false,
    title: pull.title ?? `PR #${pull.number}`,
    body: pull.body ?? null,
    user: userShape(api, pull.user ?? DEFAULT_PULL_AUTHOR),
    labels: extra.labels.map(labelView(repoApi)),
    milestone: null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    draft: false,
    merged: false,
    merged_at: null,
    merged_by: null,
    merge_commit_sha: null,
    mergeable: null,
    mergeable_state: 'unknown',
    maintainer_can_modify: false,
    auto_merge: null,
    author_association: 'CONTRIBUTOR',
    comments: extra.comments,
    review_comments: 0,
    commits: 1,
    additions: 0,
    deletions: 0,
    changed_files: pull.files.length,
    created_at: created,
    updated_at: created,
    closed_at: state === 'closed' ? created : null,
    _links: {
      self: { href: `${repoApi}/pulls/${pull.number}` },
      html: { href: html },
      issue: { href: `${repoApi}/issues/${pull.number}` },
      comments: { href: `${repoApi}/issues/${pull.number}/comments` },
      review_comments: { href: `${repoApi}/pulls/${pull.number}/comments` },
      review_comment: { href: `${repoApi}/pulls/comments{/number}` },
      commits: { href: `${repoApi}/pulls/${pull.number}/commits` },
      statuses: { href: `${repoApi}/statuses/${pull.head.sha}` },
    },
    head: {
      label: `${ownerOf(pull.head.repo.full_name)}:${pull.head.ref}`,
      ref: pull.head.ref,
      sha: pull.head.sha,
      user: userShape(api, { login: ownerOf(pull.head.repo.full_name), type: 'User' }),
      repo: repositoryShape(api, pull.head.repo.full_name, pull.head.repo.fork),
    },
    base: {
      label: `${ownerOf(baseName)}:${pull.base.ref}`,
      ref: pull.base.ref,
      sha: pull.base.sha ?? fakeSha(`base:${baseName}:${pull.base.ref}`),
      user: userShape(api, { login: ownerOf(baseName), type: 'User' }),
      repo: repositoryShape(api, baseName, false),
    },
  };
}

/** How a review's author is associated with the repository (GitHub's author_association). */
export type AuthorAssociation =
  | 'COLLABORATOR'
  | 'CONTRIBUTOR'
  | 'FIRST_TIMER'
  | 'FIRST_TIME_CONTRIBUTOR'
  | 'MANNEQUIN'
  | 'MEMBER'
  | 'NONE'
  | 'OWNER';

/**
 * GitHub's pull-request-review, as `GET /pulls/{n}/reviews` lists it: state in upper case
 * (APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED), body "" when the review has none.
 */
export function pullRequestReviewShape(
  api: string,
  repoFullName: string,
  pullNumber: number,
  review: FakeReview,
  authorAssociation: AuthorAssociation,
) {
  const pullUrl = `${api}/repos/${repoFullName}/pulls/${pullNumber}`;
  const html = `${FAKE_WEB_URL}/${repoFullName}/pull/${pullNumber}#pullrequestreview-${review.id}`;
  return {
    id: review.id,
    node_id: `PRR_fake${review.id}`,
    user: userShape(api, review.user),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: pullUrl,
    _links: { html: { href: html }, pull_request: { href: pullUrl } },
    submitted_at: review.submitted_at,
    commit_id: review.commit_id,
    author_association: authorAssociation,
  };
}

/**
 * The review a `pull_request_review` webhook carries: the REST shape with the state in lower case
 * (approved, changes_requested, commented, dismissed), a null body for a review without one, and
 * `updated_at`.
 */
export function webhookReviewShape(
  api: string,
  repoFullName: string,
  pullNumber: number,
  review: FakeReview,
  authorAssociation: AuthorAssociation,
) {
  const shape = pullRequestReviewShape(api, repoFullName, pullNumber, review, authorAssociation);
  return {
    ...shape,
    state: review.state.toLowerCase() as Lowercase<FakeReview['state']>,
    body: review.body === '' ? null : review.body,
    updated_at: review.submitted_at,
  };
}

/** A pull request as a workflow run lists it: number, and its head and base commits. */
export interface RunPull {
  number: number;
  head: { ref: string; sha: string };
  base: { ref: string; sha: string };
}

/** What a workflow run (or one attempt of it) is, for `workflowRunShape`. */
export interface WorkflowRunFacts {
  id: number;
  event: string;
  /** The workflow file the run ran; default `.github/workflows/evalgate.yml`. */
  path?: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  headSha: string;
  headBranch: string | null;
  /** Where the head commit lives: a fork for a pull request from one. */
  headRepository: { full_name: string; fork: boolean };
  runAttempt: number;
  /** Who started the first attempt. */
  actor: FakeUser;
  /** Who started this attempt (a re-run's is whoever clicked re-run). */
  triggeringActor: FakeUser;
  createdAt: string;
  updatedAt: string;
  runStartedAt: string;
  pullRequests: RunPull[];
}

const WORKFLOW_ID = 161335;
export const WORKFLOW_PATH = '.github/workflows/evalgate.yml';

/**
 * GitHub's workflow-run, as `GET /actions/runs/{id}` (and `/attempts/{n}`) answers it, `GET
 * /actions/runs` lists it and a `workflow_run` webhook carries it; `repoFullName` is the
 * repository the workflow runs in.
 */
export function workflowRunShape(api: string, repoFullName: string, run: WorkflowRunFacts) {
  const repoApi = `${api}/repos/${repoFullName}`;
  const url = `${repoApi}/actions/runs/${run.id}`;
  const repository = repositoryShape(api, repoFullName, false);
  const headRepository = repositoryShape(
    api,
    run.headRepository.full_name,
    run.headRepository.fork,
  );
  const repoRef = (shape: ReturnType<typeof repositoryShape>) => ({
    id: shape.id,
    url: shape.url,
    name: shape.name,
  });
  return {
    id: run.id,
    node_id: `WFR_fake${run.id}`,
    name: 'evalgate',
    display_title: 'evalgate',
    path: run.path ?? WORKFLOW_PATH,
    event: run.event,
    status: run.status,
    conclusion: run.conclusion,
    head_branch: run.headBranch,
    head_sha: run.headSha,
    head_commit: simpleCommitShape(run.headSha, 'evalgate', run.createdAt),
    run_number: run.id,
    run_attempt: run.runAttempt,
    referenced_workflows: [],
    check_suite_id: run.id,
    check_suite_node_id: `CS_fake${run.id}`,
    workflow_id: WORKFLOW_ID,
    actor: userShape(api, run.actor),
    triggering_actor: userShape(api, run.triggeringActor),
    created_at: run.createdAt,
    updated_at: run.updatedAt,
    run_started_at: run.runStartedAt,
    url,
    html_url: `${FAKE_WEB_URL}/${repoFullName}/actions/runs/${run.id}`,
    jobs_url: `${url}/jobs`,
    logs_url: `${url}/logs`,
    check_suite_url: `${repoApi}/check-suites/${run.id}`,
    artifacts_url: `${url}/artifacts`,
    cancel_url: `${url}/cancel`,
    rerun_url: `${url}/rerun`,
    previous_attempt_url: run.runAttempt > 1 ? `${url}/attempts/${run.runAttempt - 1}` : null,
    workflow_url: `${repoApi}/actions/workflows/${WORKFLOW_ID}`,
    pull_requests: run.pullRequests.map((pull) => ({
      id: 2_000_000 + pull.number,
      number: pull.number,
      url: `${repoApi}/pulls/${pull.number}`,
      head: { ref: pull.head.ref, sha: pull.head.sha, repo: repoRef(headRepository) },
      base: { ref: pull.base.ref, sha: pull.base.sha, repo: repoRef(repository) },
    })),
    repository,
    head_repository: headRepository,
    head_repository_id: headRepository.id,
  };
}

/** The workflow a workflow run belongs to, as a `workflow_run` webhook carries it. */
export function workflowShape(api: string, repoFullName: string, path = WORKFLOW_PATH) {
  return {
    id: WORKFLOW_ID,
    node_id: `W_fake${WORKFLOW_ID}`,
    name: 'evalgate',
    path,
    state: 'active',
    created_at: FIXED_REPO_TIME,
    updated_at: FIXED_REPO_TIME,
    url: `${api}/repos/${repoFullName}/actions/workflows/${WORKFLOW_ID}`,
    html_url: `${FAKE_WEB_URL}/${repoFullName}/blob/main/${WORKFLOW_PATH}`,
    badge_url: `${FAKE_WEB_URL}/${repoFullName}/workflows/evalgate/badge.svg`,
  };
}

/** GitHub's simple-commit (a run's head commit, a merge group's). */
export function simpleCommitShape(sha: string, message: string, timestamp: string) {
  const person = { name: 't', email: 't@example.invalid' };
  return {
    id: sha,
    tree_id: fakeSha(`tree:${sha}`),
    message,
    timestamp,
    author: person,
    committer: person,
  };
}

/** GitHub's merge-group: the queue's commit (head) on top of the branch it merges into (base). */
export function mergeGroupShape(group: {
  headSha: string;
  headRef: string;
  baseSha: string;
  baseRef: string;
}) {
  return {
    head_sha: group.headSha,
    head_ref: group.headRef,
    base_sha: group.baseSha,
    base_ref: group.baseRef,
    head_commit: simpleCommitShape(group.headSha, 'Merge queue', timestamp()),
  };
}

export function labelView(apiRepoUrl: string) {
  return (name: string) => ({
    id: fakeNumber(`label:${name}`),
    node_id: `LA_fake_${name}`,
    url: `${apiRepoUrl}/labels/${encodeURIComponent(name)}`,
    name,
    color: LABEL_COLOR,
    default: false,
    description: null,
  });
}

export function ownerOf(fullName: string): string {
  return fullName.split('/')[0] ?? fullName;
}

/** GitHub's timestamps: ISO 8601 in UTC without milliseconds; default now. */
/**
 * GitHub's second-resolution time of an event. Without `at`, the fake's clock: now, but at least a
 * second after the last event it stamped, as events of a pull request made by people are; steps
 * that run in one process can follow each other within a second, and ties would blur which came
 * first.
 */
export function timestamp(at?: Date): string {
  let time = at?.getTime();
  if (time === undefined) {
    time = Math.max(Math.floor(Date.now() / 1000) * 1000, lastStamp + 1000);
    lastStamp = time;
  }
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
let lastStamp = 0;

export function fakeSha(seed: string): string {
  return createHash('sha1').update(seed).digest('hex');
}

export function fakeNumber(seed: string): number {
  return parseInt(fakeSha(seed).slice(0, 8), 16);
}
