import { getOctokit } from '@actions/github';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Octokit, RequestError } from 'octokit';
import { afterEach, describe, expect, it } from 'vitest';
import { git, pullRequestReviewPayload } from '../e2e/action-harness.js';
import { tempDir } from '../helpers.js';
import {
  BOT_USER,
  FAKE_WEB_URL,
  startFakeGitHub,
  type FakeComment,
  type FakeGitHub,
  type FakeIssueEvent,
  type FakePermission,
  type FakePull,
  type FakeReview,
  type FakeUser,
  type FakeWorkflowRun,
} from './github-server.js';
import { checkEventPayload } from './github-contract.js';

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

const ALICE: FakeUser = { login: 'alice', type: 'User' };
const SHA = 'c'.repeat(40);

/** `2024-01-01T00:00:00Z` plus `minutes`, in GitHub's timestamp format. */
function at(minutes: number): string {
  return new Date(Date.UTC(2024, 0, 1, 0, minutes)).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function labeled(id: number, minutes: number, name: string, actor = ALICE): FakeIssueEvent {
  return { id, event: 'labeled', actor, label: { name }, created_at: at(minutes) };
}

/** A request the typed octokit methods would not send, e.g. with an invalid enum value. */
async function raw(
  fake: FakeGitHub,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${fake.url}/repos/${OWNER}/${REPO}${path}`, {
    method,
    headers: { authorization: `token ${TOKEN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

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

describe('startFakeGitHub: issue events', () => {
  it('lists seeded events oldest first, paginated, in GitHub’s shape', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    // Seeded newest first, with ids that do not follow time: the list still goes by created_at.
    const seeded = Array.from({ length: 75 }, (_, i) => labeled(1000 - i, i, `label-${i}`));
    seeded[10] = { id: 1, event: 'closed', actor: BOT_USER, created_at: at(10) };
    fake.state.events.set(1, [...seeded].reverse());
    const octokit = octokitFor(fake);

    const all = await octokit.paginate(octokit.rest.issues.listEvents, {
      ...repo,
      issue_number: 1,
      per_page: 30,
    });
    expect(all.map((event) => event.id)).toEqual(seeded.map((event) => event.id));
    expect(fake.calls.map((call) => call.query.page ?? '1')).toEqual(['1', '2', '3']);
    expect(all[0]).toEqual({
      id: 1000,
      node_id: 'IE_fake1000',
      url: `${fake.url}/repos/${OWNER}/${REPO}/issues/events/1000`,
      actor: expect.objectContaining({ login: 'alice', type: 'User' }),
      event: 'labeled',
      commit_id: null,
      commit_url: null,
      created_at: '2024-01-01T00:00:00Z',
      performed_via_github_app: null,
      label: { name: 'label-0', color: 'ededed' },
    });
    // An event without a label has no label key.
    expect(all[10]).toMatchObject({ id: 1, event: 'closed', actor: { login: BOT_USER.login } });
    expect(all[10]).not.toHaveProperty('label');

    const first = await octokit.rest.issues.listEvents({ ...repo, issue_number: 1 });
    const path = `/repos/${OWNER}/${REPO}/issues/1/events`;
    expect(first.data).toHaveLength(30);
    expect(first.headers.link).toBe(
      `<${fake.url}${path}?page=2>; rel="next", <${fake.url}${path}?page=3>; rel="last"`,
    );
  });

  it('serves events for issues, pull requests and seeded numbers, and 404s any other', async () => {
    const fake = await start();
    fake.state.issues.push({
      number: 2,
      title: 'Issue',
      body: null,
      state: 'open',
      labels: [],
      html_url: `${FAKE_WEB_URL}/${OWNER}/${REPO}/issues/2`,
    });
    fake.state.labels.set(3, []);
    fake.state.comments.set(4, []);
    fake.state.events.set(6, [labeled(1, 0, 'x')]);
    fake.state.pulls.push(pull(5));
    const octokit = octokitFor(fake);

    for (const number of [2, 3, 4, 5]) {
      const listed = await octokit.rest.issues.listEvents({ ...repo, issue_number: number });
      expect(listed.status).toBe(200);
      expect(listed.data).toEqual([]);
    }
    const seededOnly = await octokit.rest.issues.listEvents({ ...repo, issue_number: 6 });
    expect(seededOnly.data).toHaveLength(1);
    const missing = await rejection(octokit.rest.issues.listEvents({ ...repo, issue_number: 99 }));
    expect(missing.status).toBe(404);
    expect(missing.response!.data).toMatchObject({ message: 'Not Found' });
  });

  it('records a labeled or unlabeled event by the Actions bot for each label write', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(5));
    fake.state.labels.set(5, ['bug']);
    const octokit = octokitFor(fake);

    // `bug` is already there: only `evalgate: freeze` is new, and only it gets an event.
    await octokit.rest.issues.addLabels({
      ...repo,
      issue_number: 5,
      labels: ['BUG', 'evalgate: freeze'],
    });
    await octokit.rest.issues.removeLabel({ ...repo, issue_number: 5, name: 'bug' });
    await rejection(octokit.rest.issues.removeLabel({ ...repo, issue_number: 5, name: 'bug' }));
    // Setting the labels through PATCH records what changed.
    await octokit.rest.issues.update({
      ...repo,
      issue_number: 5,
      labels: ['evalgate: freeze', 'x'],
    });

    const events = await octokit.rest.issues.listEvents({ ...repo, issue_number: 5 });
    const bot = { login: BOT_USER.login, type: 'Bot' };
    expect(events.data).toMatchObject([
      { event: 'labeled', actor: bot, label: { name: 'evalgate: freeze' } },
      { event: 'unlabeled', actor: bot, label: { name: 'bug' } },
      { event: 'labeled', actor: bot, label: { name: 'x' } },
    ]);
    expect(new Set(events.data.map((event) => event.id)).size).toBe(3);
    expect(
      events.data.every((event) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(event.created_at)),
    ).toBe(true);
    expect(fake.state.events.get(5)!.map((event) => event.event)).toEqual([
      'labeled',
      'unlabeled',
      'labeled',
    ]);

    const created = await octokit.rest.issues.create({ ...repo, title: 't', labels: ['nightly'] });
    const issueEvents = await octokit.rest.issues.listEvents({
      ...repo,
      issue_number: created.data.number,
    });
    expect(issueEvents.data).toMatchObject([
      { event: 'labeled', actor: bot, label: { name: 'nightly' } },
    ]);
  });

  it('applyLabel() applies a label as a person would, with a labeled event by them', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(3));
    fake.state.issues.push({
      number: 4,
      title: 'Issue',
      body: null,
      state: 'open',
      labels: ['question'],
      html_url: `${FAKE_WEB_URL}/${OWNER}/${REPO}/issues/4`,
    });
    const octokit = octokitFor(fake);

    fake.applyLabel(3, 'evalgate: freeze', ALICE);
    const labels = await octokit.rest.issues.listLabelsOnIssue({ ...repo, issue_number: 3 });
    expect(labels.data.map((label) => label.name)).toEqual(['evalgate: freeze']);
    const pr = await octokit.rest.pulls.get({ ...repo, pull_number: 3 });
    expect(pr.data.labels.map((label) => label.name)).toEqual(['evalgate: freeze']);

    // Applied again (or over a seeded label): one label, but the event says who applied it.
    fake.applyLabel(3, 'Evalgate: Freeze', { login: 'bob', type: 'User' });
    // The bot's own removal through the API is told apart by its actor.
    await octokit.rest.issues.removeLabel({ ...repo, issue_number: 3, name: 'evalgate: freeze' });
    const events = await octokit.rest.issues.listEvents({ ...repo, issue_number: 3 });
    expect(events.data).toMatchObject([
      {
        event: 'labeled',
        actor: { login: 'alice', type: 'User' },
        label: { name: 'evalgate: freeze' },
      },
      {
        event: 'labeled',
        actor: { login: 'bob', type: 'User' },
        label: { name: 'Evalgate: Freeze' },
      },
      { event: 'unlabeled', actor: { login: BOT_USER.login }, label: { name: 'evalgate: freeze' } },
    ]);

    // On an issue it updates the same storage the label routes use.
    fake.applyLabel(4, 'evalgate-regression', ALICE);
    expect(fake.state.issues[0]!.labels).toEqual(['question', 'evalgate-regression']);
    expect(fake.state.labels.get(4)).toEqual(['question', 'evalgate-regression']);
    const issue = await octokit.rest.issues.get({ ...repo, issue_number: 4 });
    expect(issue.data.labels).toMatchObject([
      { name: 'question' },
      { name: 'evalgate-regression' },
    ]);
    expect(fake.state.events.get(4)).toMatchObject([
      { event: 'labeled', actor: ALICE, label: { name: 'evalgate-regression' } },
    ]);
  });
});

describe('startFakeGitHub: collaborator permissions', () => {
  it('answers each role with GitHub’s legacy permission and role_name', async () => {
    const fake = await start();
    const expected: [FakePermission, string, Record<string, boolean>][] = [
      ['admin', 'admin', { admin: true, maintain: true, push: true, triage: true, pull: true }],
      ['maintain', 'write', { admin: false, maintain: true, push: true, triage: true, pull: true }],
      ['write', 'write', { admin: false, maintain: false, push: true, triage: true, pull: true }],
      ['triage', 'read', { admin: false, maintain: false, push: false, triage: true, pull: true }],
      ['read', 'read', { admin: false, maintain: false, push: false, triage: false, pull: true }],
      ['none', 'none', { admin: false, maintain: false, push: false, triage: false, pull: false }],
    ];
    for (const [role] of expected) fake.state.permissions.set(`user-${role}`, role);
    const octokit = octokitFor(fake);

    for (const [role, permission, permissions] of expected) {
      const response = await octokit.rest.repos.getCollaboratorPermissionLevel({
        ...repo,
        username: `user-${role}`,
      });
      expect(response.status).toBe(200);
      expect(response.data).toMatchObject({
        permission,
        role_name: role,
        user: { login: `user-${role}`, type: 'User', permissions, role_name: role },
      });
    }
    expect(callLines(fake)[0]).toBe(
      `GET /repos/${OWNER}/${REPO}/collaborators/user-admin/permission`,
    );
  });

  it('looks logins up case-insensitively and 404s one that is not seeded', async () => {
    const fake = await start();
    fake.state.permissions.set('Alice', 'maintain');
    const octokit = octokitFor(fake);

    const found = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...repo,
      username: 'ALICE',
    });
    expect(found.data).toMatchObject({
      permission: 'write',
      role_name: 'maintain',
      user: { login: 'Alice' },
    });

    const missing = await rejection(
      octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: 'ghost' }),
    );
    expect(missing.status).toBe(404);
    expect(missing.response!.data).toMatchObject({ message: 'ghost is not a user', status: '404' });
  });
});

describe('startFakeGitHub: commit statuses', () => {
  it('creates statuses as the Actions bot and lists them newest first', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1, { head: { ...pull(1).head, ref: 'evalgate/x', sha: SHA } }));
    const octokit = octokitFor(fake);

    const created = await octokit.rest.repos.createCommitStatus({
      ...repo,
      sha: SHA,
      state: 'pending',
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      url: `${fake.url}/repos/${OWNER}/${REPO}/statuses/${SHA}`,
      id: 1,
      state: 'pending',
      description: null,
      target_url: null,
      context: 'default',
      creator: { login: BOT_USER.login, type: 'Bot' },
    });
    expect(created.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const second = await octokit.rest.repos.createCommitStatus({
      ...repo,
      sha: SHA.toUpperCase(),
      state: 'failure',
      context: 'evalgate',
      description: 'd'.repeat(140),
      target_url: `${FAKE_WEB_URL}/${OWNER}/${REPO}/actions/runs/1`,
    });
    expect(second.data).toMatchObject({ id: 2, state: 'failure', context: 'evalgate' });
    await octokit.rest.repos.createCommitStatus({ ...repo, sha: 'd'.repeat(40), state: 'success' });
    expect(fake.state.statuses).toMatchObject([
      { id: 1, sha: SHA, state: 'pending', context: 'default', creator: BOT_USER },
      {
        id: 2,
        sha: SHA,
        state: 'failure',
        description: 'd'.repeat(140),
        target_url: `${FAKE_WEB_URL}/${OWNER}/${REPO}/actions/runs/1`,
      },
      { id: 3, sha: 'd'.repeat(40), state: 'success' },
    ]);

    const listed = await octokit.rest.repos.listCommitStatusesForRef({ ...repo, ref: SHA });
    expect(listed.data.map((status) => status.id)).toEqual([2, 1]);
    expect(listed.data[0]).toMatchObject({
      url: `${fake.url}/repos/${OWNER}/${REPO}/statuses/${SHA}`,
    });
    // A branch stands for its head commit.
    const byBranch = await octokit.rest.repos.listCommitStatusesForRef({
      ...repo,
      ref: 'evalgate/x',
    });
    expect(byBranch.data.map((status) => status.id)).toEqual([2, 1]);
    const none = await octokit.rest.repos.listCommitStatusesForRef({
      ...repo,
      ref: 'e'.repeat(40),
    });
    expect(none.data).toEqual([]);

    const paged = await octokit.rest.repos.listCommitStatusesForRef({
      ...repo,
      ref: SHA,
      per_page: 1,
    });
    expect(paged.data.map((status) => status.id)).toEqual([2]);
    expect(paged.headers.link).toContain('page=2>; rel="next"');
    const all = await octokit.paginate(octokit.rest.repos.listCommitStatusesForRef, {
      ...repo,
      ref: SHA,
      per_page: 1,
    });
    expect(all.map((status) => status.id)).toEqual([2, 1]);
  });

  it('rejects a bad state, a sha that is not 40 hex characters and a long description', async () => {
    const fake = await start();
    const octokit = octokitFor(fake);

    const badState = await raw(fake, 'POST', `/statuses/${SHA}`, { state: 'cancelled' });
    expect(badState).toEqual({
      status: 422,
      body: {
        message: 'Validation Failed',
        documentation_url: expect.any(String),
        status: '422',
        errors: [
          {
            resource: 'Status',
            code: 'custom',
            field: 'state',
            message: 'state is not included in the list',
          },
        ],
      },
    });

    for (const sha of ['HEAD', 'abc1234', `${SHA}0`, 'g'.repeat(40)]) {
      const error = await rejection(
        octokit.rest.repos.createCommitStatus({ ...repo, sha, state: 'success' }),
      );
      expect(error.status).toBe(422);
      expect(error.response!.data).toMatchObject({
        errors: [{ resource: 'Status', field: 'sha', message: 'sha must be a 40 character SHA1' }],
      });
    }

    const long = await rejection(
      octokit.rest.repos.createCommitStatus({
        ...repo,
        sha: SHA,
        state: 'failure',
        description: 'd'.repeat(141),
      }),
    );
    expect(long.status).toBe(422);
    expect(long.response!.data).toMatchObject({
      errors: [
        {
          resource: 'Status',
          code: 'custom',
          field: 'description',
          message: 'description is too long (maximum is 140 characters)',
        },
      ],
    });
    // Characters, not UTF-16 units.
    const emoji = await octokit.rest.repos.createCommitStatus({
      ...repo,
      sha: SHA,
      state: 'failure',
      description: '📉'.repeat(140),
    });
    expect(emoji.status).toBe(201);

    const missing = await raw(fake, 'POST', `/statuses/${SHA}`, { context: 'evalgate' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      message: 'Invalid request.\n\n"state" wasn\'t supplied.',
    });
    const notString = await raw(fake, 'POST', `/statuses/${SHA}`, { state: 'success', context: 1 });
    expect(notString.status).toBe(422);
    expect(fake.state.statuses).toHaveLength(1);
    // The description lists no 422 here, and the bodies sent break its schema: all of it is
    // recorded as what GitHub does not document, which this test means to send.
    const path = `/repos/${OWNER}/${REPO}/statuses/${SHA}`;
    expect(fake.contractProblems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`POST ${path} (repos/create-commit-status): request body: /state`),
        expect.stringContaining('request body: /context must be string'),
        expect.stringContaining("request body: (root) must have required property 'state'"),
        expect.stringContaining('status 422 is not documented'),
      ]),
    );
    fake.contractProblems.length = 0;
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

  it('serves the seeded base sha and author, and defaults for both', async () => {
    const fake = await start();
    fake.state.pulls.push(
      pull(1, {
        base: { ref: 'main', sha: 'd'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } },
        user: { login: 'contributor', type: 'User' },
      }),
      pull(2),
    );
    const octokit = octokitFor(fake);

    const seeded = await octokit.rest.pulls.get({ ...repo, pull_number: 1 });
    expect(seeded.data.base.sha).toBe('d'.repeat(40));
    expect(seeded.data.head.sha).toBe('a'.repeat(40));
    expect(seeded.data.user).toMatchObject({ login: 'contributor', type: 'User' });
    const asIssue = await octokit.rest.issues.get({ ...repo, issue_number: 1 });
    expect(asIssue.data.user).toMatchObject({ login: 'contributor' });

    const defaults = await octokit.rest.pulls.get({ ...repo, pull_number: 2 });
    expect(defaults.data.base.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(defaults.data.base.sha).not.toBe('d'.repeat(40));
    expect(defaults.data.user).toMatchObject({ login: 'octocat', type: 'User' });
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
    // GitHub documents no such path: the contract check says so, and close() would fail on it.
    expect(fake.contractProblems).toEqual([
      `GET /repos/${OWNER}/${REPO}/nothing/here: no such operation in GitHub's REST API`,
    ]);
    fake.contractProblems.length = 0;
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

  it('fail() rules apply to the events, permission and status routes', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    fake.state.permissions.set('alice', 'write');
    const octokit = octokitFor(fake);
    const base = `/repos/${OWNER}/${REPO}`;

    fake.fail(`GET ${base}/issues/{n}/events`, 502, 1);
    const events = await octokit.rest.issues.listEvents({ ...repo, issue_number: 1 });
    expect(events.status).toBe(200);
    expect(callLines(fake)).toEqual([`GET ${base}/issues/1/events`, `GET ${base}/issues/1/events`]);

    fake.fail(`GET ${base}/collaborators/*/permission`, 403);
    const forbidden = await rejection(
      octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: 'alice' }),
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toContain('Resource not accessible by integration');

    fake.calls.length = 0;
    fake.fail(`POST ${base}/statuses/:sha`, 500, 4);
    const failed = await rejection(
      octokit.rest.repos.createCommitStatus({ ...repo, sha: SHA, state: 'success' }),
    );
    expect(failed.status).toBe(500);
    // One attempt and octokit's three retries, none of which stored a status.
    expect(fake.calls).toHaveLength(4);
    expect(fake.state.statuses).toEqual([]);
    // The listing is another route, still served.
    const listed = await octokit.rest.repos.listCommitStatusesForRef({ ...repo, ref: SHA });
    expect(listed.data).toEqual([]);

    // A 422 is not retried; once the rule is used up the call gets through.
    fake.fail(`* ${base}/statuses/{sha}`, 422, 1);
    const rejected = await rejection(
      octokit.rest.repos.createCommitStatus({ ...repo, sha: SHA, state: 'success' }),
    );
    expect(rejected.status).toBe(422);
    expect(rejected.response!.data).toMatchObject({ message: 'Validation Failed' });
    const created = await octokit.rest.repos.createCommitStatus({
      ...repo,
      sha: SHA,
      state: 'success',
    });
    expect(created.status).toBe(201);
    expect(fake.state.statuses).toHaveLength(1);
  });
});

describe('startFakeGitHub: workflow runs and their attempts', () => {
  const BOB: FakeUser = { login: 'bob', type: 'User' };

  it('a run seeded as startedBy seeds it is in progress at attempt 1, as the asking run is', async () => {
    const fake = await start();
    fake.state.runs.set(31, { event: 'pull_request', triggering_actor: ALICE, created_at: at(5) });
    fake.state.runs.set(32, { event: 'push', triggering_actor: ALICE, conclusion: 'failure' });
    const octokit = octokitFor(fake);

    const { data: run } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 31 });
    expect(run).toMatchObject({
      id: 31,
      event: 'pull_request',
      status: 'in_progress',
      conclusion: null,
      run_attempt: 1,
      actor: { login: 'alice' },
      triggering_actor: { login: 'alice' },
      created_at: at(5),
      run_started_at: at(5),
      head_sha: 'b'.repeat(40),
      head_branch: 'main',
      previous_attempt_url: null,
      pull_requests: [],
    });
    const { data: first } = await octokit.rest.actions.getWorkflowRunAttempt({
      ...repo,
      run_id: 31,
      attempt_number: 1,
    });
    expect(first).toMatchObject({ id: 31, run_attempt: 1, status: 'in_progress' });
    const beyond = await rejection(
      octokit.rest.actions.getWorkflowRunAttempt({ ...repo, run_id: 31, attempt_number: 2 }),
    );
    expect(beyond.status).toBe(404);
    // A conclusion alone: the run has ended.
    const { data: ended } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 32 });
    expect(ended).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(
      (await rejection(octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 33 }))).status,
    ).toBe(404);
  });

  it('a re-run shows its latest attempt; each earlier one answers by number', async () => {
    const fake = await start();
    fake.state.runs.set(40, {
      event: 'pull_request',
      created_at: at(0),
      head_sha: SHA,
      head_branch: 'patch-1',
      head_repository: { full_name: `forker/${REPO}`, fork: true },
      pull_requests: [
        {
          number: 7,
          head: { ref: 'patch-1', sha: SHA },
          base: { ref: 'main', sha: 'e'.repeat(40) },
        },
      ],
      backend_id: '66666666-6666-4666-8666-666666666666',
      attempts: [
        { triggering_actor: ALICE, status: 'completed', conclusion: 'failure' },
        { triggering_actor: BOB, status: 'in_progress', conclusion: null, run_started_at: at(30) },
      ],
    });
    const octokit = octokitFor(fake);

    const { data: latest } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: 40 });
    expect(latest).toMatchObject({
      run_attempt: 2,
      status: 'in_progress',
      conclusion: null,
      actor: { login: 'alice' },
      triggering_actor: { login: 'bob' },
      created_at: at(0),
      run_started_at: at(30),
      previous_attempt_url: `${fake.url}/repos/${OWNER}/${REPO}/actions/runs/40/attempts/1`,
      head_branch: 'patch-1',
      head_repository: { full_name: `forker/${REPO}`, fork: true },
      pull_requests: [{ number: 7, head: { sha: SHA }, base: { sha: 'e'.repeat(40) } }],
    });
    expect(latest).not.toHaveProperty('backend_id');
    const { data: first } = await octokit.rest.actions.getWorkflowRunAttempt({
      ...repo,
      run_id: 40,
      attempt_number: 1,
    });
    expect(first).toMatchObject({
      run_attempt: 1,
      status: 'completed',
      conclusion: 'failure',
      triggering_actor: { login: 'alice' },
      run_started_at: at(0),
    });
    const { data: bare } = await octokit.rest.actions.getWorkflowRunAttempt({
      ...repo,
      run_id: 40,
      attempt_number: 2,
      exclude_pull_requests: true,
    });
    expect(bare.pull_requests).toEqual([]);
    const third = await rejection(
      octokit.rest.actions.getWorkflowRunAttempt({ ...repo, run_id: 40, attempt_number: 3 }),
    );
    expect(third.status).toBe(404);
  });

  it('a run seeded with no attempts is a mistake the fake names', async () => {
    const fake = await start();
    fake.state.runs.set(41, { event: 'push', attempts: [] });
    const reply = await raw(fake, 'GET', '/actions/runs/41');
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ message: expect.stringContaining('attempts is empty') });
  });
});

describe('startFakeGitHub: pull request reviews', () => {
  const BOT: FakeUser = { login: 'reviewer-bot[bot]', type: 'Bot' };
  const OWNER_USER: FakeUser = { login: OWNER, type: 'User' };

  it('lists submitted reviews oldest first, paginated, in GitHub’s shape', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(1));
    fake.state.permissions.set('Alice', 'write');
    const reviewers = [ALICE, BOT, OWNER_USER];
    const states = ['APPROVED', 'CHANGES_REQUESTED', 'COMMENTED'] as const;
    const submitted = Array.from({ length: 25 }, (_, i) =>
      fake.submitReview(1, {
        user: reviewers[i % 3]!,
        state: states[i % 3]!,
        ...(i % 3 === 0 ? {} : { body: `review ${i + 1}` }),
        commitId: SHA,
      }),
    );
    expect(submitted.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(fake.state.reviews.get(1)).toHaveLength(25);
    const octokit = octokitFor(fake);

    const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
      ...repo,
      pull_number: 1,
      per_page: 10,
    });
    expect(reviews.map((r) => r.id)).toEqual(submitted.map((r) => r.id));
    expect(callLines(fake)).toEqual(
      Array.from({ length: 3 }, () => `GET /repos/${OWNER}/${REPO}/pulls/1/reviews`),
    );
    expect(fake.calls.map((call) => call.query.page)).toEqual([undefined, '2', '3']);
    const pullUrl = `${fake.url}/repos/${OWNER}/${REPO}/pulls/1`;
    const html = `${FAKE_WEB_URL}/${OWNER}/${REPO}/pull/1#pullrequestreview-1`;
    expect(reviews[0]).toEqual({
      id: 1,
      node_id: 'PRR_fake1',
      user: expect.objectContaining({ login: 'alice', type: 'User' }),
      body: '',
      state: 'APPROVED',
      html_url: html,
      pull_request_url: pullUrl,
      _links: { html: { href: html }, pull_request: { href: pullUrl } },
      submitted_at: submitted[0]!.submitted_at,
      commit_id: SHA,
      author_association: 'COLLABORATOR',
    });
    expect(reviews[1]).toMatchObject({
      state: 'CHANGES_REQUESTED',
      body: 'review 2',
      user: { login: BOT.login, type: 'Bot' },
      author_association: 'NONE',
    });
    expect(reviews[2]).toMatchObject({ state: 'COMMENTED', author_association: 'OWNER' });
    expect(fake.contractProblems).toEqual([]);
  });

  it('dismissReview() shows the review DISMISSED; what GitHub refuses throws', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(2));
    const approval = fake.submitReview(2, { user: ALICE, state: 'APPROVED', commitId: SHA });
    const comment = fake.submitReview(2, {
      user: ALICE,
      state: 'COMMENTED',
      body: 'nit',
      commitId: SHA,
    });
    const octokit = octokitFor(fake);

    const dismissed: FakeReview = fake.dismissReview(2, approval.id);
    expect(dismissed).toMatchObject({ id: approval.id, state: 'DISMISSED', commit_id: SHA });
    const { data: reviews } = await octokit.rest.pulls.listReviews({ ...repo, pull_number: 2 });
    expect(reviews.map((r) => [r.id, r.state])).toEqual([
      [approval.id, 'DISMISSED'],
      [comment.id, 'COMMENTED'],
    ]);
    expect(reviews[0]!.submitted_at).toBe(approval.submitted_at);

    expect(() => fake.dismissReview(2, 999)).toThrow('pull #2 has no such review');
    expect(() => fake.dismissReview(3, approval.id)).toThrow('pull #3 has no such review');
    expect(() => fake.dismissReview(2, comment.id)).toThrow('the review is COMMENTED');
    expect(() => fake.dismissReview(2, approval.id)).toThrow('the review is DISMISSED');
    expect(() => fake.submitReview(2, { user: ALICE, state: 'COMMENTED', commitId: SHA })).toThrow(
      'a COMMENTED review needs a body',
    );
    expect(() => fake.submitReview(9, { user: ALICE, state: 'APPROVED', commitId: SHA })).toThrow(
      'no pull request #9',
    );
    expect(fake.contractProblems).toEqual([]);
  });

  it('404s the reviews of a pull request that does not exist; a pull without any lists none', async () => {
    const fake = await start();
    fake.state.pulls.push(pull(4));
    fake.state.issues.push({
      number: 5,
      title: 'an issue',
      body: null,
      state: 'open',
      labels: [],
      html_url: `${FAKE_WEB_URL}/${OWNER}/${REPO}/issues/5`,
    });
    const octokit = octokitFor(fake);

    const { data: none } = await octokit.rest.pulls.listReviews({ ...repo, pull_number: 4 });
    expect(none).toEqual([]);
    for (const number of [5, 6]) {
      const error = await rejection(
        octokit.rest.pulls.listReviews({ ...repo, pull_number: number }),
      );
      expect(error.status).toBe(404);
    }
    expect(fake.contractProblems).toEqual([]);
  });

  it('pullRequestReviewPayload() builds submitted and dismissed events GitHub’s webhooks accept', () => {
    const review = { id: 77, state: 'APPROVED' as const, user: ALICE, commitId: SHA, body: 'lgtm' };
    const submitted = pullRequestReviewPayload(7, 'e'.repeat(40), {
      headSha: SHA,
      review,
      action: 'submitted',
    });
    expect(checkEventPayload('pull_request_review', submitted)).toEqual([]);
    expect(submitted).toMatchObject({
      action: 'submitted',
      review: { id: 77, state: 'approved', body: 'lgtm', commit_id: SHA, user: { login: 'alice' } },
      pull_request: { number: 7, head: { sha: SHA }, base: { sha: 'e'.repeat(40) } },
      sender: { login: 'alice' },
    });
    for (const state of ['changes_requested', 'COMMENTED'] as const) {
      const other = pullRequestReviewPayload(7, 'e'.repeat(40), {
        review: { ...review, state },
        action: 'submitted',
      });
      expect(checkEventPayload('pull_request_review', other)).toEqual([]);
      expect(other.review.state).toBe(state.toLowerCase());
    }

    const dismissed = pullRequestReviewPayload(7, 'e'.repeat(40), {
      headSha: SHA,
      review: { id: 77, state: 'APPROVED', user: ALICE, commitId: SHA },
      action: 'dismissed',
    });
    expect(checkEventPayload('pull_request_review', dismissed)).toEqual([]);
    expect(dismissed).toMatchObject({
      action: 'dismissed',
      review: { state: 'dismissed', body: null },
      sender: { login: 'maintainer' },
    });

    const withoutCommit: Record<string, unknown> = { ...submitted.review };
    delete withoutCommit.commit_id;
    expect(
      checkEventPayload('pull_request_review', { ...submitted, review: withoutCommit }),
    ).toEqual([
      "pull_request_review.submitted event payload: /review must have required property 'commit_id'",
    ]);
    expect(
      checkEventPayload('pull_request_review', {
        ...dismissed,
        review: { ...dismissed.review, state: 'commented' },
      }),
    ).toEqual([
      'pull_request_review.dismissed event payload: /review/state must be equal to one of the ' +
        'allowed values (["dismissed","approved","changes_requested"])',
    ]);
  });
});

describe('startFakeGitHub: listing workflow runs', () => {
  const BOB: FakeUser = { login: 'bob', type: 'User' };
  const OTHER_SHA = 'd'.repeat(40);

  function seedRuns(fake: FakeGitHub): void {
    const runs: [number, FakeWorkflowRun][] = [
      [51, { event: 'pull_request', triggering_actor: ALICE, created_at: at(1), head_sha: SHA }],
      [
        52,
        {
          event: 'push',
          triggering_actor: BOB,
          created_at: at(2),
          head_sha: SHA,
          conclusion: 'failure',
        },
      ],
      [
        53,
        {
          event: 'pull_request',
          created_at: at(3),
          head_sha: OTHER_SHA,
          head_branch: 'patch-1',
          pull_requests: [
            {
              number: 7,
              head: { ref: 'patch-1', sha: OTHER_SHA },
              base: { ref: 'main', sha: 'e'.repeat(40) },
            },
          ],
          attempts: [
            { triggering_actor: BOB, status: 'completed', conclusion: 'failure' },
            { triggering_actor: ALICE, status: 'completed', conclusion: 'success' },
          ],
        },
      ],
      // Same created_at as 53: the higher id is listed first.
      [54, { event: 'schedule', triggering_actor: ALICE, created_at: at(3), head_sha: SHA }],
    ];
    for (const [id, run] of runs) fake.state.runs.set(id, { updated_at: at(10), ...run });
  }

  it('lists every run newest first, each as GET /actions/runs/{id} shows it', async () => {
    const fake = await start();
    seedRuns(fake);
    const octokit = octokitFor(fake);

    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo(repo);
    expect(data.total_count).toBe(4);
    expect(data.workflow_runs.map((run) => run.id)).toEqual([54, 53, 52, 51]);
    for (const listed of data.workflow_runs) {
      const { data: single } = await octokit.rest.actions.getWorkflowRun({
        ...repo,
        run_id: listed.id,
      });
      expect(listed).toEqual(single);
    }
    expect(data.workflow_runs[1]).toMatchObject({
      run_attempt: 2,
      conclusion: 'success',
      actor: { login: 'bob' },
      triggering_actor: { login: 'alice' },
      pull_requests: [{ number: 7 }],
    });

    const paged = await octokit.rest.actions.listWorkflowRunsForRepo({
      ...repo,
      per_page: 3,
      page: 2,
    });
    expect(paged.data).toMatchObject({ total_count: 4, workflow_runs: [{ id: 51 }] });
    expect(paged.headers.link).toContain('rel="prev"');
    const all = await octokit.paginate(octokit.rest.actions.listWorkflowRunsForRepo, {
      ...repo,
      per_page: 1,
    });
    expect(all.map((run) => run.id)).toEqual([54, 53, 52, 51]);
    expect(fake.contractProblems).toEqual([]);
  });

  it('filters by head_sha, event, status, branch and actor, and drops pull requests on request', async () => {
    const fake = await start();
    seedRuns(fake);
    const octokit = octokitFor(fake);
    const ids = async (
      filters: Parameters<typeof octokit.rest.actions.listWorkflowRunsForRepo>[0],
    ) => {
      const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, ...filters });
      expect(data.total_count).toBe(data.workflow_runs.length);
      return data.workflow_runs.map((run) => run.id);
    };

    expect(await ids({ ...repo, head_sha: SHA })).toEqual([54, 52, 51]);
    expect(await ids({ ...repo, event: 'pull_request' })).toEqual([53, 51]);
    expect(await ids({ ...repo, head_sha: SHA, event: 'pull_request' })).toEqual([51]);
    expect(await ids({ ...repo, head_sha: OTHER_SHA, event: 'push' })).toEqual([]);
    expect(await ids({ ...repo, status: 'completed' })).toEqual([53, 52]);
    expect(await ids({ ...repo, status: 'failure' })).toEqual([52]);
    expect(await ids({ ...repo, status: 'in_progress' })).toEqual([54, 51]);
    expect(await ids({ ...repo, branch: 'patch-1' })).toEqual([53]);
    expect(await ids({ ...repo, actor: 'BOB' })).toEqual([53, 52]);
    expect(await ids({ ...repo, check_suite_id: 52 })).toEqual([52]);

    const { data } = await octokit.rest.actions.listWorkflowRunsForRepo({
      ...repo,
      head_sha: OTHER_SHA,
      exclude_pull_requests: true,
    });
    expect(data.workflow_runs[0]!.pull_requests).toEqual([]);
    expect(fake.contractProblems).toEqual([]);
  });
});

describe('startFakeGitHub: compare and the pull requests of a commit', () => {
  /** main: base, then one more commit; feature (from base): two commits changing every kind. */
  async function repository() {
    const dir = await tempDir();
    await git(dir, 'init', '-q', '-b', 'main');
    await writeFile(path.join(dir, 'a.txt'), 'a\n');
    await writeFile(path.join(dir, 'b.txt'), 'b\n');
    await writeFile(path.join(dir, 'old.txt'), 'a file long enough to be found as a rename\n');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'base');
    const base = await git(dir, 'rev-parse', 'HEAD');
    await git(dir, 'checkout', '-q', '-b', 'feature');
    await writeFile(path.join(dir, 'a.txt'), 'a\nmore\n');
    await writeFile(path.join(dir, 'c.txt'), 'c\n');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'change a, add c\n\nWith a body.');
    await git(dir, 'mv', 'old.txt', 'new.txt');
    await git(dir, 'rm', '-q', 'b.txt');
    await git(dir, 'commit', '-q', '-m', 'rename old, remove b');
    const head = await git(dir, 'rev-parse', 'HEAD');
    await git(dir, 'checkout', '-q', 'main');
    await writeFile(path.join(dir, 'main.txt'), 'main moved on\n');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'main moves on');
    const tip = await git(dir, 'rev-parse', 'HEAD');
    return { dir, base, head, tip };
  }

  it('compares two refs of a repository on disk: commits oldest first, files with renames', async () => {
    const { dir, base, head, tip } = await repository();
    const fake = await startFakeGitHub({ ...repo, token: TOKEN, gitDir: dir });
    fakes.push(fake);
    const octokit = octokitFor(fake);

    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: 'main...feature',
    });
    expect(data).toMatchObject({
      status: 'diverged',
      ahead_by: 2,
      behind_by: 1,
      total_commits: 2,
      base_commit: { sha: tip },
      merge_base_commit: { sha: base },
    });
    expect(data.commits.map((c) => [c.commit.message, c.parents.map((p) => p.sha)])).toEqual([
      ['change a, add c\n\nWith a body.', [base]],
      ['rename old, remove b', [data.commits[0]!.sha]],
    ]);
    expect(data.commits.at(-1)!.sha).toBe(head);
    expect(data.commits[0]!.commit.author).toEqual({
      name: 't',
      email: 't@example.invalid',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    const files = data.files!.map((f) => ({
      filename: f.filename,
      status: f.status,
      previous_filename: f.previous_filename,
      additions: f.additions,
      deletions: f.deletions,
    }));
    expect(files.sort((x, y) => x.filename.localeCompare(y.filename))).toEqual([
      {
        filename: 'a.txt',
        status: 'modified',
        previous_filename: undefined,
        additions: 1,
        deletions: 0,
      },
      {
        filename: 'b.txt',
        status: 'removed',
        previous_filename: undefined,
        additions: 0,
        deletions: 1,
      },
      {
        filename: 'c.txt',
        status: 'added',
        previous_filename: undefined,
        additions: 1,
        deletions: 0,
      },
      {
        filename: 'new.txt',
        status: 'renamed',
        previous_filename: 'old.txt',
        additions: 0,
        deletions: 0,
      },
    ]);
    expect(data.files!.find((f) => f.filename === 'c.txt')!.sha).toBe(
      await git(dir, 'rev-parse', `${head}:c.txt`),
    );

    // Shas, the other way round, and one side alone.
    const behind = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${head}...${base}`,
    });
    expect(behind.data).toMatchObject({ status: 'behind', ahead_by: 0, behind_by: 2, commits: [] });
    const same = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${OWNER}:main...${OWNER}:main`,
    });
    expect(same.data).toMatchObject({ status: 'identical', files: [] });
    const unknown = await rejection(
      octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: 'main...nowhere' }),
    );
    expect(unknown.status).toBe(404);
    const flag = await rejection(
      octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: 'main...--all' }),
    );
    expect(flag.status).toBe(404);
  });

  it('pages a compare’s commits with a Link header, files on the first page only', async () => {
    const { dir, base } = await repository();
    await git(dir, 'checkout', '-q', 'feature');
    for (let i = 0; i < 3; i++) {
      await writeFile(path.join(dir, `more-${i}.txt`), `${i}\n`);
      await git(dir, 'add', '-A');
      await git(dir, 'commit', '-q', '-m', `more ${i}`);
    }
    const fake = await start();
    // No repository yet: every compare is a 404.
    const octokit = octokitFor(fake);
    const none = await rejection(
      octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: 'main...feature' }),
    );
    expect(none.status).toBe(404);
    fake.state.gitDir = dir;

    const first = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${base}...feature`,
      per_page: 2,
    });
    expect(first.data.commits.map((c) => c.commit.message)).toEqual([
      'change a, add c\n\nWith a body.',
      'rename old, remove b',
    ]);
    expect(first.data.total_commits).toBe(5);
    expect(first.data.files).toHaveLength(7);
    expect(first.headers.link).toContain('rel="next"');
    const last = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${base}...feature`,
      per_page: 2,
      page: 3,
    });
    expect(last.data.commits.map((c) => c.commit.message)).toEqual(['more 2']);
    expect(last.data.files).toBeUndefined();
    expect(last.headers.link).toContain('rel="prev"');
  });

  it('lists the pull requests seeded for a commit, and the pulls routes give their heads and bases', async () => {
    const fake = await start();
    const headSha = 'f'.repeat(40);
    fake.state.pulls.push(
      pull(7, {
        head: { ref: 'patch-1', sha: headSha, repo: { full_name: `forker/${REPO}`, fork: true } },
        base: { ref: 'main', sha: 'e'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } },
      }),
      pull(8),
    );
    fake.state.commitPulls.set(headSha, [7]);
    const octokit = octokitFor(fake);

    const { data: pulls } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      ...repo,
      commit_sha: headSha.toUpperCase(),
    });
    expect(pulls.map((p) => p.number)).toEqual([7]);
    const heads = (p: (typeof pulls)[number]) => ({
      head: {
        sha: p.head.sha,
        repo: { full_name: p.head.repo?.full_name, fork: p.head.repo?.fork },
      },
      base: { sha: p.base.sha },
    });
    const expected = {
      head: { sha: headSha, repo: { full_name: `forker/${REPO}`, fork: true } },
      base: { sha: 'e'.repeat(40) },
    };
    expect(heads(pulls[0]!)).toEqual(expected);
    const none = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      ...repo,
      commit_sha: SHA,
    });
    expect(none.data).toEqual([]);

    const listed = await octokit.rest.pulls.list({
      ...repo,
      head: 'forker:patch-1',
      state: 'open',
    });
    expect(listed.data.map(heads)).toEqual([expected]);
    const got = await octokit.rest.pulls.get({ ...repo, pull_number: 7 });
    expect(heads(got.data as never)).toEqual(expected);

    fake.state.commitPulls.set(SHA, [99]);
    const reply = await raw(fake, 'GET', `/commits/${SHA}/pulls`);
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({
      message: expect.stringContaining('#99, not in state.pulls'),
    });
  });
});

describe('startFakeGitHub: read-only tokens', () => {
  it('a read-only token reads; its writes get 403 as a GITHUB_TOKEN without the permission', async () => {
    const fake = await startFakeGitHub({ ...repo, token: TOKEN, readOnlyTokens: ['ghs_read'] });
    fakes.push(fake);
    fake.state.pulls.push(pull(1));
    fake.state.labels.set(1, ['evalgate:freeze']);
    const reader = octokitFor(fake, 'ghs_read');

    const pr = await reader.rest.pulls.get({ ...repo, pull_number: 1 });
    expect(pr.status).toBe(200);
    const writes = [
      reader.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x' }),
      reader.rest.issues.update({ ...repo, issue_number: 1, title: 'x' }),
      reader.rest.issues.removeLabel({ ...repo, issue_number: 1, name: 'evalgate:freeze' }),
      reader.rest.issues.setLabels({ ...repo, issue_number: 1, labels: ['x'] }),
      reader.rest.repos.createCommitStatus({ ...repo, sha: SHA, state: 'success' }),
    ];
    for (const write of writes) {
      const refused = await rejection(write);
      expect(refused.status).toBe(403);
      expect(refused.response!.data).toMatchObject({
        message: 'Resource not accessible by integration',
      });
    }
    expect(fake.state.comments.get(1)).toBeUndefined();
    expect(fake.state.labels.get(1)).toEqual(['evalgate:freeze']);
    expect(fake.state.statuses).toEqual([]);

    // The writing token still writes; any other token is a 401, as before.
    const writer = octokitFor(fake);
    const created = await writer.rest.issues.createComment({ ...repo, issue_number: 1, body: 'y' });
    expect(created.status).toBe(201);
    const stranger = await rejection(
      octokitFor(fake, 'ghs_other').rest.pulls.get({ ...repo, pull_number: 1 }),
    );
    expect(stranger.status).toBe(401);
    expect(stranger.response!.data).toMatchObject({ message: 'Bad credentials' });
    const anonymous = await rejection(
      octokitFor(fake, null).rest.pulls.get({ ...repo, pull_number: 1 }),
    );
    expect(anonymous.status).toBe(401);
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
