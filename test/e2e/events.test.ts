import { describe, expect, it } from 'vitest';
import {
  actionFixtures,
  changedFiles,
  git,
  pointAt,
  pullRequestPayload,
  runAction,
  startedBy,
  workflowRunPayload,
  editConfig,
} from './action-harness.js';

const { build, github, frozenAtA, seedPull, inputs, PR } = actionFixtures();

describe('each event keeps its rule: a head is never the bar, nothing unmeasured passes (committed dist)', () => {
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

  it("pull_request_target with the head checked out measures the head; a fork's head that moves an endpoint is refused, nothing sent", async () => {
    for (const fork of [false, true]) {
      const ws = await frozenAtA();
      const gh = await github();
      const next = await build('build-b', 80);
      await git(ws.dir, 'checkout', '-q', '-b', 'feature');
      await pointAt(ws.config, next);
      const files = await changedFiles(ws.dir, ws.base);
      await git(ws.dir, 'commit', '-qam', 'a new endpoint');
      const head = await git(ws.dir, 'rev-parse', 'HEAD');
      const pull = seedPull(gh, files);
      pull.head = {
        ...pull.head,
        sha: head,
        repo: { full_name: fork ? 'someone/repo' : 'octo/repo', fork },
      };
      const result = await runAction({
        workspace: ws.dir,
        event: 'pull_request_target',
        payload: pullRequestPayload(PR, ws.base, { headSha: head, fork }),
        inputs: inputs(gh),
        env: {
          GITHUB_API_URL: gh.url,
          VENDOR_KEY: 'sk-vendor-test',
          GITHUB_SHA: ws.base,
          ...startedBy(gh, 'author', 'pull_request_target', head),
        },
      });
      if (!fork) {
        expect(result.code, result.stdout).toBe(0);
        expect(result.outputs.verdict).toBe('pass');
        expect(next.requests.length).toBe(100);
      } else {
        expect(result.code).toBe(1);
        expect(result.stdout).toContain(
          "pull_request_target: this run holds the repository's secrets and a writing token",
        );
        expect(result.stdout).toContain("slot vendor/model changes base_url in the fork's head");
        expect(next.requests.length).toBe(0);
      }
    }
  });

  it("workflow_run with the pull request's head checked out (max_drop raised to 100) is refused: a head is never the bar", async () => {
    const ws = await frozenAtA();
    const gh = await github();
    const worse = await build('build-b', 40);
    await git(ws.dir, 'checkout', '-q', '-b', 'feature');
    await pointAt(ws.config, worse);
    await editConfig(ws.config, (c) => (c.gate = { max_drop: 100 }));
    await git(ws.dir, 'commit', '-qam', 'raise the bar');
    const head = await git(ws.dir, 'rev-parse', 'HEAD');
    const before = ws.a.requests.length;
    const result = await runAction({
      workspace: ws.dir,
      event: 'workflow_run',
      payload: workflowRunPayload({
        runId: 777,
        headSha: head,
        pullRequests: [{ number: PR, headSha: head, baseSha: ws.base }],
      }),
      inputs: inputs(gh),
      // The workflow runs from main; the step checked out the head (ref: the head sha).
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', GITHUB_SHA: ws.base },
    });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBeUndefined();
    expect(result.stdout).toContain("a checkout of a pull request's head is never the bar");
    expect(worse.requests.length + ws.a.requests.length - before).toBe(0);
    expect(gh.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
