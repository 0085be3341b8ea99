import { describe, expect, it } from 'vitest';
import {
  dispatchPayload,
  mergeGroupPayload,
  pullRequestPayload,
  workflowRunPayload,
} from '../e2e/action-harness.js';
import {
  checkEventPayload,
  checkRequest,
  checkResponse,
  findOperation,
  type Operation,
} from './github-contract.js';
import { BOT_USER, FAKE_WEB_URL, startFakeGitHub } from './github-server.js';

const TOKEN = 'ghs_contract';
const SHA = 'a'.repeat(40);

function operation(method: string, path: string): Operation {
  const found = findOperation(method, path);
  if (!found) throw new Error(`no operation for ${method} ${path}`);
  return found;
}

async function get(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { authorization: `token ${TOKEN}` } });
  return response.json();
}

describe('checkRequest', () => {
  it('names the operation of a documented request, and finds nothing wrong with it', () => {
    const checked = checkRequest({
      method: 'POST',
      path: '/repos/octo/repo/issues/7/comments',
      body: { body: 'the report' },
    });
    expect(checked).toMatchObject({ operation: { id: 'issues/create-comment' }, problems: [] });
    const listed = checkRequest({
      method: 'GET',
      path: '/repos/octo/repo/issues',
      query: { state: 'all', labels: 'evalgate-regression', per_page: '100', page: '2' },
    });
    expect(listed).toMatchObject({ operation: { id: 'issues/list-for-repo' }, problems: [] });
  });

  it('prefers literal segments: /issues/comments/{id} is not /issues/{number}/{anything}', () => {
    expect(operation('GET', '/repos/octo/repo/issues/comments/12').id).toBe('issues/get-comment');
    expect(operation('GET', '/repos/octo/repo/issues/12/comments').id).toBe('issues/list-comments');
  });

  it('reports an invented path, an undocumented method, query parameter and body', () => {
    expect(checkRequest({ method: 'GET', path: '/repos/octo/repo/evalgate/verdicts' })).toEqual({
      problems: ["GET /repos/octo/repo/evalgate/verdicts: no such operation in GitHub's REST API"],
    });
    expect(checkRequest({ method: 'PUT', path: '/repos/octo/repo/issues/7' }).problems).toEqual([
      "PUT /repos/octo/repo/issues/7: no such operation in GitHub's REST API",
    ]);
    expect(
      checkRequest({ method: 'GET', path: '/repos/octo/repo/pulls', query: { author: 'me' } })
        .problems,
    ).toEqual([
      'GET /repos/octo/repo/pulls (pulls/list): query parameter "author" is not documented',
    ]);
    const status = checkRequest({
      method: 'POST',
      path: `/repos/octo/repo/statuses/${SHA}`,
      body: { state: 'passed', context: 'evalgate' },
    });
    expect(status.problems).toEqual([
      expect.stringMatching(/request body: \/state must be equal to one of the allowed values/),
    ]);
    expect(
      checkRequest({ method: 'PATCH', path: '/repos/octo/repo/issues/comments/3' }).problems,
    ).toEqual([
      'PATCH /repos/octo/repo/issues/comments/3 (issues/update-comment): the request body is required',
    ]);
  });
});

describe('checkResponse', () => {
  it('passes what the fake GitHub answers, and fails it once its shape is altered', async () => {
    const fake = await startFakeGitHub({ owner: 'octo', repo: 'repo', token: TOKEN });
    try {
      fake.state.comments.set(7, [
        {
          id: 41,
          body: 'report',
          user: BOT_USER,
          html_url: `${FAKE_WEB_URL}/octo/repo/issues/7#issuecomment-41`,
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ]);
      const comment = (await get(`${fake.url}/repos/octo/repo/issues/comments/41`)) as Record<
        string,
        unknown
      >;
      const getComment = operation('GET', '/repos/octo/repo/issues/comments/41');
      expect(checkResponse(getComment, 200, comment)).toEqual([]);
      expect(fake.contractProblems).toEqual([]);

      // A comment without its id, with a user missing a required field, with a string id.
      const withoutId = { ...comment };
      delete withoutId.id;
      expect(checkResponse(getComment, 200, withoutId)).toEqual([
        expect.stringContaining("200 response body: (root) must have required property 'id'"),
      ]);
      const user = { ...(comment.user as Record<string, unknown>) };
      delete user.login;
      expect(checkResponse(getComment, 200, { ...comment, user })).toEqual([
        expect.stringContaining("/user must have required property 'login'"),
      ]);
      expect(checkResponse(getComment, 200, { ...comment, id: '41' })).toEqual([
        expect.stringContaining('/id must be integer'),
      ]);
    } finally {
      await fake.close();
    }
  });

  it('accepts null where GitHub says nullable (OpenAPI 3.0), and nothing else in its place', async () => {
    const fake = await startFakeGitHub({ owner: 'octo', repo: 'repo', token: TOKEN });
    try {
      fake.state.issues.push({
        number: 3,
        title: 'Regression',
        body: null,
        state: 'open',
        labels: [],
        html_url: `${FAKE_WEB_URL}/octo/repo/issues/3`,
      });
      const issue = (await get(`${fake.url}/repos/octo/repo/issues/3`)) as Record<string, unknown>;
      expect(issue.body).toBeNull();
      const getIssue = operation('GET', '/repos/octo/repo/issues/3');
      expect(checkResponse(getIssue, 200, issue)).toEqual([]);
      expect(checkResponse(getIssue, 200, { ...issue, closed_at: 0 })).toEqual([
        expect.stringContaining('/closed_at must be string,null'),
      ]);
    } finally {
      await fake.close();
    }
  });

  it('reports a status the operation does not list, but not one any operation can get', () => {
    const deleteComment = operation('DELETE', '/repos/octo/repo/issues/comments/1');
    expect(checkResponse(deleteComment, 204, undefined)).toEqual([]);
    expect(checkResponse(deleteComment, 200, { deleted: true })).toEqual([
      'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id} (issues/delete-comment): status 200 is not documented (documented: 204)',
    ]);
    expect(checkResponse(deleteComment, 404, { message: 'Not Found' })).toEqual([]);
    expect(checkResponse(deleteComment, 403, { message: 'Forbidden' })).toEqual([]);
  });
});

describe('the fake GitHub under the contract', () => {
  it('records every undocumented exchange, and close() fails naming them', async () => {
    const fake = await startFakeGitHub({ owner: 'octo', repo: 'repo', token: TOKEN });
    await get(`${fake.url}/repos/octo/repo/evalgate/verdicts`);
    await get(`${fake.url}/repos/octo/repo/issues?verdict=pass`);
    expect(fake.contractProblems).toEqual([
      "GET /repos/octo/repo/evalgate/verdicts: no such operation in GitHub's REST API",
      'GET /repos/octo/repo/issues (issues/list-for-repo): query parameter "verdict" is not documented',
    ]);
    await expect(fake.close()).rejects.toThrow(
      /does not document:\n- GET \/repos\/octo\/repo\/evalgate\/verdicts: no such operation/,
    );
  });

  it('does not check a reply any operation can get: a bad token, an injected failure', async () => {
    const fake = await startFakeGitHub({ owner: 'octo', repo: 'repo', token: TOKEN });
    fake.fail('DELETE /repos/octo/repo/issues/comments/{id}', 500, 1);
    await fetch(`${fake.url}/repos/octo/repo/issues/comments/1`, {
      method: 'DELETE',
      headers: { authorization: `token ${TOKEN}` },
    });
    await fetch(`${fake.url}/repos/octo/repo/issues/7/comments`);
    expect(fake.contractProblems).toEqual([]);
    await fake.close();
  });
});

describe('checkEventPayload', () => {
  it('passes the event payloads the Action tests write', () => {
    expect(checkEventPayload('pull_request', pullRequestPayload(7, SHA))).toEqual([]);
    expect(
      checkEventPayload('pull_request', pullRequestPayload(7, SHA, { fork: true, label: 'x' })),
    ).toEqual([]);
    expect(checkEventPayload('workflow_dispatch', dispatchPayload({ mode: 'freeze' }))).toEqual([]);
    expect(checkEventPayload('schedule', { schedule: '0 3 * * *' })).toEqual([]);
  });

  it('reports a payload of the wrong type, a missing field and an event GitHub never sends', () => {
    const payload = pullRequestPayload(7, SHA);
    expect(checkEventPayload('pull_request', { ...payload, number: '7' })).toEqual([
      expect.stringContaining('pull_request.synchronize event payload: /number must be integer'),
    ]);
    const unsent: Record<string, unknown> = { ...payload };
    delete unsent.sender;
    expect(checkEventPayload('pull_request', unsent)).toEqual([
      expect.stringContaining("(root) must have required property 'sender'"),
    ]);
    // The minimal payload the tests used to write: GitHub's is far richer.
    expect(checkEventPayload('workflow_dispatch', { inputs: { mode: 'freeze' } })).toEqual([
      expect.stringContaining("(root) must have required property 'ref'"),
    ]);
    expect(checkEventPayload('pull_request', { ...payload, action: 'approved' })).toEqual([
      "pull_request.approved event: no such webhook in GitHub's description",
    ]);
    expect(checkEventPayload('evalgate_verdict', {})).toEqual([
      "evalgate_verdict event: no such webhook in GitHub's description",
    ]);
    expect(checkEventPayload('schedule', { schedule: 3 })).toEqual([
      'schedule event: "schedule" is 3, not a cron string',
    ]);
  });

  it('passes the merge_group and workflow_run payloads the Action tests write', () => {
    const queued = mergeGroupPayload({
      baseSha: SHA,
      headSha: 'd'.repeat(40),
      headRef: `refs/heads/gh-readonly-queue/main/pr-7-${SHA}`,
    });
    expect(checkEventPayload('merge_group', queued)).toEqual([]);
    expect(queued.merge_group).toMatchObject({
      head_sha: 'd'.repeat(40),
      base_sha: SHA,
      base_ref: 'refs/heads/main',
      head_commit: { id: 'd'.repeat(40) },
    });
    const completed = workflowRunPayload({
      runId: 77,
      headSha: 'e'.repeat(40),
      headBranch: 'feature',
      pullRequests: [{ number: 7, headSha: 'e'.repeat(40), baseSha: SHA }],
      event: 'pull_request',
      conclusion: 'success',
    });
    expect(checkEventPayload('workflow_run', completed)).toEqual([]);
    expect(completed.workflow_run).toMatchObject({
      id: 77,
      status: 'completed',
      conclusion: 'success',
      head_repository: { full_name: 'octo/repo', fork: false },
      pull_requests: [{ number: 7, head: { sha: 'e'.repeat(40) }, base: { sha: SHA } }],
    });
    const fromFork = workflowRunPayload({ runId: 78, headSha: SHA, fork: true });
    expect(checkEventPayload('workflow_run', fromFork)).toEqual([]);
    expect(fromFork.workflow_run).toMatchObject({
      head_repository: { full_name: 'someone/repo', fork: true },
      pull_requests: [],
    });
    expect(
      checkEventPayload('workflow_run', workflowRunPayload({ runId: 1, headSha: SHA })),
    ).toEqual([]);
    // What GitHub never sends: a merge group without its base, a run still going on `completed`.
    const noBase: Partial<typeof queued.merge_group> = { ...queued.merge_group };
    delete noBase.base_sha;
    expect(checkEventPayload('merge_group', { ...queued, merge_group: noBase })).toEqual([
      expect.stringContaining("/merge_group must have required property 'base_sha'"),
    ]);
    expect(
      checkEventPayload('workflow_run', {
        ...completed,
        workflow_run: { ...completed.workflow_run, conclusion: 'passed' },
      }),
    ).toEqual([expect.stringContaining('/workflow_run/conclusion must be equal to one of')]);
  });

  it('checks the webhooks of merge queues, workflow runs and pushes too', () => {
    expect(checkEventPayload('merge_group', { action: 'checks_requested' })[0]).toContain(
      "merge_group.checks_requested event payload: (root) must have required property 'merge_group'",
    );
    expect(checkEventPayload('workflow_run', { action: 'completed' })[0]).toContain(
      'workflow_run.completed event payload',
    );
    expect(checkEventPayload('push', { ref: 'refs/heads/main' })[0]).toContain(
      "push event payload: (root) must have required property 'before'",
    );
  });
});
