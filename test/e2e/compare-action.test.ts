/**
 * The Action's `mode: compare`, from the committed dist: a selection pull request that adds
 * candidates gets one comparison comment under its own marker (updated, not repeated, on the next
 * push), the job summary and the results file; nothing is gated or frozen. Events where the token
 * would sit beside code it was not made for are refused before anything is measured.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  actionFixtures,
  commitAll,
  editConfig,
  git,
  pullRequestPayload,
  runAction,
  startedBy,
} from './action-harness.js';

const { build, github, frozenAtA, seedPull, inputs, PR } = actionFixtures();

describe('mode compare (committed dist)', () => {
  it('a selection pull request: every candidate measured, one comparison comment under its own marker, nothing gated or frozen', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    const builds = { b: await build('build-b', 79), c: await build('build-c', 65) };
    await git(ws.dir, 'checkout', '-q', '-b', 'feature');
    await editConfig(ws.config, (c) => {
      c.models[0].price = { input_per_mtok: 3, output_per_mtok: 15 };
      for (const [id, server] of Object.entries(builds)) {
        c.models.push({
          ...c.models[0],
          id: `vendor/${id}`,
          base_url: server.url,
          price: { input_per_mtok: 1, output_per_mtok: 2 },
        });
      }
    });
    await commitAll(ws.dir, 'candidates');
    seedPull(gh);
    const env = {
      GITHUB_API_URL: gh.url,
      VENDOR_KEY: 'sk-vendor-test',
      ...startedBy(gh, 'author'),
    };
    const first = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh, { mode: 'compare' }),
      env,
    });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.verdict).toBe('compared');
    expect(first.outputs['baseline-changed']).toBe('false');
    expect(builds.b.requests.length).toBe(100);
    expect(builds.c.requests.length).toBe(100);
    const results = JSON.parse(await readFile(first.outputs['results-json']!, 'utf8'));
    expect(results.models.map((m: { model: string }) => m.model)).toEqual([
      'vendor/model',
      'vendor/b',
      'vendor/c',
    ]);
    // 80 and 79 of 100 cannot be told apart; 65 is beaten by both.
    expect(results.top).toEqual(['vendor/model', 'vendor/b']);
    expect(results.cheapest_top).toBe('vendor/b');
    expect(first.summary).toContain('comparison of 3 models');
    const comments = gh.state.comments.get(PR)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('<!-- evalgate:compare suite=generated -->');
    expect(comments[0]!.body).not.toContain('<!-- evalgate:comment suite=generated -->');
    expect(comments[0]!.body).toContain('Cheapest in it: **vendor/b**');
    expect(first.outputs['comment-url']).toBe(comments[0]!.html_url);
    const html = await readFile(first.outputs['report-path']!.replace(/\.md$/, '.html'), 'utf8');
    expect(html).toContain('id="matrix"');

    const second = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh, { mode: 'compare' }),
      env,
    });
    expect(second.code, second.stdout).toBe(0);
    expect(gh.state.comments.get(PR)).toHaveLength(1);
    // Nothing was frozen or pushed: the branch holds what the author committed.
    expect(await git(ws.dir, 'status', '--porcelain')).toBe('');
  });

  it('pull_request_target is refused before anything is measured (workflow_run and merge_group: test/core/events.test.ts)', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    const before = ws.a.requests.length;
    const head = await git(ws.dir, 'rev-parse', 'HEAD');
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request_target',
      payload: pullRequestPayload(PR, ws.base, { headSha: head }),
      inputs: inputs(gh, { mode: 'compare' }),
      env: {
        GITHUB_API_URL: gh.url,
        VENDOR_KEY: 'sk-vendor-test',
        GITHUB_SHA: ws.base,
        ...startedBy(gh, 'author', 'pull_request_target', head),
      },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'input "mode": compare runs on pull_request, schedule, workflow_dispatch, push, repository_dispatch, found event pull_request_target; nothing was measured',
    );
    expect(ws.a.requests.length).toBe(before);
    expect(gh.state.comments.get(PR) ?? []).toHaveLength(0);
  });
});
