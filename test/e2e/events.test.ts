import { describe, expect, it } from 'vitest';
import { userShape, repositoryShape } from '../fakes/github-shapes.js';
import {
  actionFixtures,
  editConfig,
  git,
  pullRequestPayload,
  runAction,
} from './action-harness.js';

const { github, frozenAtA, seedPull, inputs, PR } = actionFixtures();

const API = 'https://api.github.example';

/** A merge_group.checks_requested event as GitHub delivers it for a queued pull request. */
function mergeGroupPayload(baseSha: string, headSha: string) {
  return {
    action: 'checks_requested',
    merge_group: {
      head_sha: headSha,
      head_ref: `refs/heads/gh-readonly-queue/main/pr-${PR}-${baseSha}`,
      base_sha: baseSha,
      base_ref: 'refs/heads/main',
      head_commit: {
        id: headSha,
        tree_id: 'e'.repeat(40),
        message: `Merge pull request #${PR}`,
        timestamp: '2026-12-01T12:00:00Z',
        author: { name: 'author', email: 'author@example.invalid' },
        committer: { name: 'GitHub', email: 'noreply@example.invalid' },
      },
    },
    repository: repositoryShape(API, 'octo/repo', false),
    sender: userShape(API, { login: 'author', type: 'User' }),
  };
}

describe('events whose safe rule is not built fail closed (committed dist)', () => {
  it('merge_group: a pull request that raises max_drop to 100 in the queue does not pass', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    await editConfig(ws.config, (c) => (c.gate = { ...c.gate, max_drop: 100 }));
    await git(ws.dir, 'commit', '-qam', 'raise the bar in the queue');
    const head = await git(ws.dir, 'rev-parse', 'HEAD');
    const before = ws.a.requests.length;
    const result = await runAction({
      workspace: ws.dir,
      event: 'merge_group',
      payload: mergeGroupPayload(ws.base, head),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', GITHUB_SHA: head },
    });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBeUndefined();
    expect(result.stdout).toContain(
      '::error::evalgate: merge_group: evalgate does not gate merge queue runs',
    );
    expect(ws.a.requests.length).toBe(before); // nothing was measured
    expect(gh.calls.filter((c) => c.method !== 'GET')).toHaveLength(0); // nothing was written
  });

  it('pull_request_target with the default checkout (the base) does not pass a head it never measured', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    const before = ws.a.requests.length;
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request_target',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', GITHUB_SHA: ws.base },
    });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBeUndefined();
    expect(result.stdout).toContain("not the pull request's head (bbbbbbbbbbbb)");
    expect(ws.a.requests.length).toBe(before);
  });
});
