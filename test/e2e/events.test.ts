import { describe, expect, it } from 'vitest';
import {
  actionFixtures,
  pullRequestPayload,
  runAction,
} from './action-harness.js';

const { github, frozenAtA, seedPull, inputs, PR } = actionFixtures();

describe('events whose safe rule is not built fail closed (committed dist)', () => {
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
