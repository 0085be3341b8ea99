import { getOctokit } from '@actions/github';
import { Octokit, RequestError } from 'octokit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOT_USER,
  FAKE_WEB_URL,
  startFakeGitHub,
  type FakeComment,
  type FakeGitHub,
  type FakePull,
} from './github-server.js';

const OWNER = 'acme';
const REPO = 'evals';
const TOKEN = 'ghs_fake_token';
const repo = { owner: OWNER, repo: REPO };

const fakes: FakeGitHub[] = [];

afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function start(token: string | null = TOKEN): Promise<FakeGitHub> {
  const fake = await startFakeGitHub(token === null ? repo : { ...repo, token });
  fakes.push(fake);
  return fake;
}

/** The real octokit, with throttling off and retries kept but millisecond-fast. */
function octokitFor(fake: FakeGitHub, auth: string | null = TOKEN): Octokit {
  return new Octokit({
    ...(auth === null ? {} : { auth }),
    baseUrl: fake.url,
    throttle: { enabled: false },
    retry: { retryAfterBaseValue: 1 },
    log: { debug() {}, info() {}, warn() {}, error() {} },
  });
}

function pull(number: number, overrides: Partial<FakePull> = {}): FakePull {
  return {
    number,
    head: {
      ref: `feature-${number}`,
      sha: 'a'.repeat(40),
      repo: { full_name: `${OWNER}/${REPO}`, fork: false },
    },
    base: { ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } },
    files: [],
    ...overrides,
  };
}

function seededComment(id: number, body: string): FakeComment {
  const at = '2024-01-01T00:00:00Z';
  return {
    id,
    body,
    user: { login: 'someone', type: 'User' },
    html_url: `${FAKE_WEB_URL}/${OWNER}/${REPO}/pull/1#issuecomment-${id}`,
    created_at: at,
    updated_at: at,
  };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

const callLines = (fake: FakeGitHub) => fake.calls.map((call) => `${call.method} ${call.path}`);

describe('startFakeGitHub: comments', () => {
  it('paginates 250 comments with Link headers so octokit.paginate reaches the last one', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    fake.state.comments.set(
      1,
      Array.from({ length: 250 }, (_, i) => seededComment(i + 1, `comment ${i + 1}`)),
    );
    const octokit = octokitFor(fake);

    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: 1,
      per_page: 100,
    });
    expect(all).toHaveLength(250);
    expect(all.at(-1)!.body).toBe('comment 250');
    expect(fake.calls.map((call) => call.query.page ?? '1')).toEqual(['1', '2', '3']);

    const first = await octokit.rest.issues.listComments({ ...repo, issue_number: 1 });
    expect(first.data).toHaveLength(30);
    const path = `/repos/${OWNER}/${REPO}/issues/1/comments`;
    expect(first.headers.link).toBe(
      `<${fake.url}${path}?page=2>; rel="next", <${fake.url}${path}?page=9>; rel="last"`,
    );
    const last = await octokit.rest.issues.listComments({ ...repo, issue_number: 1, page: 9 });
    expect(last.data.map((c) => c.id)).toEqual([241, 242, 243, 244, 245, 246, 247, 248, 249, 250]);
    expect(last.headers.link).toContain('page=8>; rel="prev"');
    expect(last.headers.link).toContain('page=1>; rel="first"');
    expect(last.headers.link).not.toContain('rel="next"');

    const capped = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: 1,
      per_page: 500,
    });
    expect(capped.data).toHaveLength(100);
  });

  it('creates, updates and deletes a comment as the Actions bot', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(7));
    const octokit = octokitFor(fake);

    const created = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 7,
      body: '<!-- evalgate -->\nfirst',
    });
    expect(created.status).toBe(201);
    expect(created.data.user).toMatchObject(BOT_USER);
    expect(created.data.html_url).toBe(
      `${FAKE_WEB_URL}/${OWNER}/${REPO}/pull/7#issuecomment-${created.data.id}`,
    );
    const second = await octokit.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x' });
    expect(second.data.id).toBeGreaterThan(created.data.id);

    const updated = await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: created.data.id,
      body: '<!-- evalgate -->\nsecond',
    });
    expect(updated.status).toBe(200);
    expect(updated.data.body).toBe('<!-- evalgate -->\nsecond');
    expect(fake.state.comments.get(7)!.map((c) => c.body)).toEqual([
      '<!-- evalgate -->\nsecond',
      'x',
    ]);

    const deleted = await octokit.rest.issues.deleteComment({
      ...repo,
      comment_id: second.data.id,
    });
    expect(deleted.status).toBe(204);
    expect(fake.state.comments.get(7)).toHaveLength(1);

    const missing = await rejection(
      octokit.rest.issues.updateComment({ ...repo, comment_id: 999, body: 'y' }),
    );
    expect(missing.status).toBe(404);
    expect(fake.calls.find((call) => call.method === 'POST')!.body).toEqual({
      body: '<!-- evalgate -->\nfirst',
    });
  });

  it('skips ids already seeded and 404s a comment on a number that does not exist', async () => {
    const fake = await start();
    fake.state.comments.set(3, [seededComment(41, 'seeded')]);
    const octokit = octokitFor(fake);
    const created = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 3,
      body: 'a',
    });
    expect(created.data.id).toBe(42);
    expect(created.data.html_url).toContain('/issues/3#issuecomment-42');
    const error = await rejection(
      octokit.rest.issues.createComment({ ...repo, issue_number: 99, body: 'a' }),
    );
    expect(error.status).toBe(404);
  });

  it('rejects bodies over 65,536 characters with GitHub’s validation error', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    const octokit = octokitFor(fake);

    const error = await rejection(
      octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x'.repeat(65_537) }),
    );
    expect(error.status).toBe(422);
    expect(error.response!.data).toMatchObject({
      message: 'Validation Failed',
      errors: [
        {
          resource: 'IssueComment',
          code: 'custom',
          field: 'body',
          message: 'body is too long (maximum is 65536 characters)',
        },
      ],
    });
    expect(fake.state.comments.get(1)).toBeUndefined();

    const atLimit = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 1,
      body: 'x'.repeat(65_536),
    });
    expect(atLimit.status).toBe(201);
    // Characters, not UTF-16 units: 65,536 emoji are 131,072 units and still fit.
    const emoji = await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: atLimit.data.id,
      body: '📉'.repeat(65_536),
    });
    expect(emoji.status).toBe(200);

    const issueError = await rejection(
      octokit.rest.issues.create({ ...repo, title: 't', body: 'y'.repeat(70_000) }),
    );
    expect(issueError.status).toBe(422);
    expect(issueError.response!.data).toMatchObject({ errors: [{ resource: 'Issue' }] });
  });
});

describe('startFakeGitHub: labels', () => {
  it('lists, removes and adds labels on a pull request', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(5));
    fake.state.labels.set(5, ['evalgate: freeze', 'bug']);
    const octokit = octokitFor(fake);

    const listed = await octokit.rest.issues.listLabelsOnIssue({ ...repo, issue_number: 5 });
    expect(listed.data.map((label) => label.name)).toEqual(['evalgate: freeze', 'bug']);

    const removed = await octokit.rest.issues.removeLabel({
      ...repo,
      issue_number: 5,
      name: 'evalgate: freeze',
    });
    expect(removed.status).toBe(200);
    expect(removed.data.map((label) => label.name)).toEqual(['bug']);
    expect(fake.state.labels.get(5)).toEqual(['bug']);
    expect(fake.calls.at(-1)!.path).toBe(
      `/repos/${OWNER}/${REPO}/issues/5/labels/evalgate: freeze`,
    );

    const again = await rejection(
      octokit.rest.issues.removeLabel({ ...repo, issue_number: 5, name: 'evalgate: freeze' }),
    );
    expect(again.status).toBe(404);
    expect(again.response!.data).toMatchObject({ message: 'Label does not exist' });

    const added = await octokit.rest.issues.addLabels({
      ...repo,
      issue_number: 5,
      labels: ['bug', 'regression'],
    });
    expect(added.status).toBe(200);
    expect(added.data.map((label) => label.name)).toEqual(['bug', 'regression']);

    const pr = await octokit.rest.pulls.get({ ...repo, pull_number: 5 });
    expect(pr.data.labels.map((label) => label.name)).toEqual(['bug', 'regression']);
  });
});

describe('startFakeGitHub: issues', () => {
  it('creates an issue, finds it by label and creator, and closes it', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    fake.state.labels.set(1, ['evalgate-regression']);
    fake.state.issues.push({
      number: 2,
      title: 'Unrelated',
      body: null,
      state: 'open',
      labels: ['question'],
      html_url: `${FAKE_WEB_URL}/${OWNER}/${REPO}/issues/2`,
      user: { login: 'someone', type: 'User' },
    });
    const octokit = octokitFor(fake);

    const created = await octokit.rest.issues.create({
      ...repo,
      title: 'Nightly eval regression',
      body: 'accuracy dropped',
      labels: ['evalgate-regression', 'nightly'],
    });
    expect(created.status).toBe(201);
    // Issues and pull requests share one number space.
    expect(created.data.number).toBe(3);
    expect(created.data.user).toMatchObject(BOT_USER);
    expect(created.data.html_url).toBe(`${FAKE_WEB_URL}/${OWNER}/${REPO}/issues/3`);
    expect(fake.state.issues.at(-1)!.labels).toEqual(['evalgate-regression', 'nightly']);

    const byLabel = await octokit.paginate(octokit.rest.issues.listForRepo, {
      ...repo,
      labels: 'evalgate-regression,nightly',
    });
    expect(byLabel.map((issue) => issue.number)).toEqual([3]);
    // Like GitHub, the issues list also holds pull requests, marked by `pull_request`.
    const regression = await octokit.rest.issues.listForRepo({
      ...repo,
      labels: 'evalgate-regression',
    });
    expect(regression.data.map((issue) => [issue.number, 'pull_request' in issue])).toEqual([
      [3, false],
      [1, true],
    ]);
    const byCreator = await octokit.rest.issues.listForRepo({ ...repo, creator: 'someone' });
    expect(byCreator.data.map((issue) => issue.number)).toEqual([2]);

    const closed = await octokit.rest.issues.update({
      ...repo,
      issue_number: 3,
      state: 'closed',
      state_reason: 'not_planned',
    });
    expect(closed.data).toMatchObject({ state: 'closed', state_reason: 'not_planned' });
    expect(closed.data.closed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const open = await octokit.rest.issues.listForRepo({ ...repo, labels: 'nightly' });
    expect(open.data).toEqual([]);
    const all = await octokit.rest.issues.listForRepo({ ...repo, labels: 'nightly', state: 'all' });
    expect(all.data.map((issue) => issue.number)).toEqual([3]);

    const fetched = await octokit.rest.issues.get({ ...repo, issue_number: 3 });
    expect(fetched.data.title).toBe('Nightly eval regression');
    expect(fetched.data.labels).toMatchObject([
      { name: 'evalgate-regression' },
      { name: 'nightly' },
    ]);
  });
});

describe('startFakeGitHub: pulls', () => {
  it('serves a fork pull request and its files, paginated', async () => {
    const fake = await start();
    const files = Array.from({ length: 120 }, (_, i) => ({
      filename: `evals/case-${i}.jsonl`,
      status: 'modified' as const,
    }));
    fake.state.pulls.push(
      pull(4, {
        head: {
          ref: 'patch-1',
          sha: 'b'.repeat(40),
          repo: { full_name: `forker/${REPO}`, fork: true },
        },
        files,
      }),
    );
    const octokit = octokitFor(fake);

    const pr = await octokit.rest.pulls.get({ ...repo, pull_number: 4 });
    expect(pr.data.head).toMatchObject({
      label: 'forker:patch-1',
      ref: 'patch-1',
      sha: 'b'.repeat(40),
      repo: { full_name: `forker/${REPO}`, fork: true },
    });
    expect(pr.data.base).toMatchObject({ ref: 'main', repo: { full_name: `${OWNER}/${REPO}` } });

    const listed = await octokit.paginate(octokit.rest.pulls.listFiles, {
      ...repo,
      pull_number: 4,
      per_page: 50,
    });
    expect(listed.map((file) => file.filename)).toEqual(files.map((file) => file.filename));
    expect(fake.calls.filter((call) => call.path.endsWith('/files'))).toHaveLength(3);

    const missing = await rejection(octokit.rest.pulls.get({ ...repo, pull_number: 40 }));
    expect(missing.status).toBe(404);
  });

  it('creates a pull request, finds it by head, and refuses a duplicate', async () => {
    const fake = await start();
    const octokit = octokitFor(fake);
    const created = await octokit.rest.pulls.create({
      ...repo,
      title: 'Freeze baselines',
      head: 'evalgate/freeze',
      base: 'main',
      body: 'new baselines',
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      number: 1,
      state: 'open',
      head: { ref: 'evalgate/freeze', label: `${OWNER}:evalgate/freeze` },
    });
    expect(fake.state.pulls).toHaveLength(1);

    const found = await octokit.rest.pulls.list({
      ...repo,
      head: `${OWNER}:evalgate/freeze`,
      state: 'open',
    });
    expect(found.data.map((p) => p.number)).toEqual([1]);
    const other = await octokit.rest.pulls.list({ ...repo, head: `${OWNER}:elsewhere` });
    expect(other.data).toEqual([]);

    const duplicate = await rejection(
      octokit.rest.pulls.create({ ...repo, title: 'again', head: 'evalgate/freeze', base: 'main' }),
    );
    expect(duplicate.status).toBe(422);
    expect(duplicate.response!.data).toMatchObject({
      errors: [{ message: `A pull request already exists for ${OWNER}:evalgate/freeze.` }],
    });
  });
});

describe('startFakeGitHub: auth, unknown routes and injected failures', () => {
  it('answers 401 to a wrong or missing token, and records the call', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    const wrong = await rejection(
      octokitFor(fake, 'nope').rest.pulls.get({ ...repo, pull_number: 1 }),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.response!.data).toMatchObject({ message: 'Bad credentials' });
    const anonymous = await rejection(
      octokitFor(fake, null).rest.pulls.get({ ...repo, pull_number: 1 }),
    );
    expect(anonymous.status).toBe(401);
    expect(fake.calls.map((call) => call.headers.authorization)).toEqual(['token nope', undefined]);

    const bearer = await fetch(`${fake.url}/repos/${OWNER}/${REPO}/pulls/1`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get('x-ratelimit-limit')).toBe('5000');

    const open = await start(null);
    const response = await fetch(`${open.url}/repos/${OWNER}/${REPO}/issues`);
    expect(response.status).toBe(200);
  });

  it('answers 404 Not Found to unknown routes and other repositories', async () => {
    const fake = await start();
    const octokit = octokitFor(fake);
    const elsewhere = await rejection(
      octokit.rest.issues.listForRepo({ owner: 'someone', repo: 'else' }),
    );
    expect(elsewhere.status).toBe(404);
    const response = await fetch(`${fake.url}/repos/${OWNER}/${REPO}/nothing/here`, {
      headers: { authorization: `token ${TOKEN}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not Found' });
  });

  it('fail() fails matching calls a number of times, and octokit’s retries get through', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    const octokit = octokitFor(fake);
    const route = `POST /repos/${OWNER}/${REPO}/issues/{n}/comments`;

    fake.fail(route, 502, 2);
    const created = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 1,
      body: 'a',
    });
    expect(created.status).toBe(201);
    expect(callLines(fake).filter((line) => line.startsWith('POST'))).toHaveLength(3);

    fake.calls.length = 0;
    fake.fail(route, 500);
    const error = await rejection(
      octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'b' }),
    );
    expect(error.status).toBe(500);
    expect(error.response!.data).toMatchObject({ message: 'Server Error' });
    // One attempt and octokit's three retries, none of which reached the state.
    expect(fake.calls).toHaveLength(4);
    expect(fake.state.comments.get(1)!.map((c) => c.body)).toEqual(['a']);
    // Other routes are untouched.
    const listed = await octokit.rest.issues.listComments({ ...repo, issue_number: 1 });
    expect(listed.data).toHaveLength(1);

    fake.fail(`* /repos/${OWNER}/${REPO}/issues/:n/labels`, 403, 1);
    const forbidden = await rejection(
      octokit.rest.issues.listLabelsOnIssue({ ...repo, issue_number: 1 }),
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toContain('Resource not accessible by integration');
    const labels = await octokit.rest.issues.listLabelsOnIssue({ ...repo, issue_number: 1 });
    expect(labels.status).toBe(200);

    expect(() => fake.fail('/no/method', 500)).toThrow(/METHOD \/path/);
  });
});

describe('startFakeGitHub with @actions/github', () => {
  it('serves getOctokit(token, { baseUrl })', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    fake.state.comments.set(
      1,
      Array.from({ length: 45 }, (_, i) => seededComment(i + 1, `c${i + 1}`)),
    );
    const github = getOctokit(TOKEN, { baseUrl: fake.url });
    const pr = await github.rest.pulls.get({ ...repo, pull_number: 1 });
    expect(pr.data.number).toBe(1);
    const comments = await github.paginate(github.rest.issues.listComments, {
      ...repo,
      issue_number: 1,
    });
    expect(comments.at(-1)!.body).toBe('c45');
    expect(fake.calls.every((call) => call.headers.authorization === `token ${TOKEN}`)).toBe(true);
  });
});
