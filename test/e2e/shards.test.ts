import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionFixtures,
  git,
  pointAt,
  pullRequestPayload,
  runAction,
  type ActionRun,
  vendorSlot,
} from './action-harness.js';

const { build, github, frozenAtA, seedPull, inputs, PR } = actionFixtures();

/** The history files on the remote's data branch; none when the branch does not exist. */
async function dataBranchRuns(remote: string): Promise<string[]> {
  if (!(await git(remote, 'branch', '--list', 'evalgate-data'))) return [];
  const files = await git(remote, 'ls-tree', '-r', '--name-only', 'evalgate-data');
  return files.split('\n').filter((f) => f.startsWith('runs/generated/'));
}

function expectShardJob(job: ActionRun, index: number, count: number) {
  expect(job.code, job.stdout).toBe(0);
  expect(job.summary).toContain(
    `### evalgate generated: shard ${index}/${count} done, merged by the merge job`,
  );
  expect(job.summary).toMatch(/\| vendor\/model \| 3[34] of 100 \| 0 \|/);
  // No verdict, no report, no comment URL: only where the partial records are.
  expect(Object.keys(job.outputs)).toEqual(['run-path']);
  expect(job.stdout).toContain('evalgate: no artifact service here; upload');
}

describe('sharded Action runs: 3 shard jobs and one merge job', () => {
  it('pull request: the shards post nothing; the merge job writes the one comment, summary and outputs', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    seedPull(gh);
    await pointAt(ws.config, await build('build-b', 72));
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' };
    const event = {
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      env,
    };
    const paths: string[] = [];
    for (let index = 1; index <= 3; index++) {
      const job = await runAction({
        ...event,
        inputs: inputs(gh, { shard: `${index}/3`, 'data-branch': 'evalgate-data' }),
      });
      expectShardJob(job, index, 3);
      const files = await readdir(job.outputs['run-path']!);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`-vendor_model\\.shard-${index}-of-3\\.json$`));
      paths.push(job.outputs['run-path']!);
    }
    expect(gh.state.comments.get(PR) ?? []).toHaveLength(0);

    const merge = await runAction({
      ...event,
      inputs: inputs(gh, { mode: 'merge', runs: paths.join('\n'), 'data-branch': 'evalgate-data' }),
    });
    expect(merge.code, merge.stdout).toBe(1);
    expect(merge.outputs.verdict).toBe('regressed');
    expect(merge.outputs['max-drop']).toBe('8');
    expect(merge.summary).toContain('regressed (the gate fails)');
    expect(merge.summary).not.toContain('merged by the merge job');
    const comments = gh.state.comments.get(PR)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('<!-- evalgate:comment suite=generated -->');
    expect(comments[0]!.body).toContain('8 right → wrong');
    expect(merge.outputs['comment-url']).toBe(comments[0]!.html_url);
    // Pull requests measure unmerged code: neither the shards nor the merge write history.
    expect(await dataBranchRuns(ws.remote)).toEqual([]);

    // Partial records the branch commits are refused: only this run's shard jobs count.
    const planted = path.join(ws.dir, 'planted');
    await mkdir(planted);
    for (const dir of paths)
      for (const file of await readdir(dir))
        await copyFile(path.join(dir, file), path.join(planted, file));
    await git(ws.dir, 'add', 'planted');
    await git(ws.dir, 'commit', '-q', '-m', 'plant shard records');
    const refused = await runAction({
      ...event,
      inputs: inputs(gh, { mode: 'merge', runs: 'planted', 'data-branch': 'evalgate-data' }),
    });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      "are committed in the repository; on a pull request only partial records written by this run's shard jobs are merged",
    );
    expect(gh.state.comments.get(PR)!).toHaveLength(1);
  }, 120_000);

  it('schedule: one data-branch record and one tracking issue, both from the merge job', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    await pointAt(ws.config, await build('build-b', 72));
    const nightly = (extra: Record<string, string>) =>
      inputs(gh, { 'data-branch': 'evalgate-data', 'issue-on-regression': 'true', ...extra });
    const event = {
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    };
    const paths: string[] = [];
    for (let index = 1; index <= 3; index++) {
      const job = await runAction({ ...event, inputs: nightly({ shard: `${index}/3` }) });
      expectShardJob(job, index, 3);
      paths.push(job.outputs['run-path']!);
    }
    expect(gh.state.issues).toHaveLength(0);
    expect(await dataBranchRuns(ws.remote)).toEqual([]);

    const missing = await runAction({
      ...event,
      inputs: nightly({ mode: 'merge', runs: paths.slice(0, 2).join('\n') }),
    });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('::error::shard 3/3 is missing');
    expect(missing.summary).toBe('');

    const merge = await runAction({
      ...event,
      inputs: nightly({ mode: 'merge', runs: paths.map((p) => `${p}/*.json`).join('\n') }),
    });
    expect(merge.code, merge.stdout).toBe(1);
    expect(merge.outputs.verdict).toBe('regressed');
    expect(merge.summary).toContain('regressed (the gate fails)');
    expect(gh.state.issues).toHaveLength(1);
    expect(gh.state.issues[0]).toMatchObject({ title: 'evalgate: generated regressed' });
    const runs = await dataBranchRuns(ws.remote);
    expect(runs).toHaveLength(1);
    const record = JSON.parse(await git(ws.remote, 'show', `evalgate-data:${runs[0]}`));
    expect(record.shard).toBeUndefined();
    expect(record.aggregates).toMatchObject({ n: 100, score: 72 });
  }, 120_000);

  it("a reasoning slot's shards merge under the slot's own protocol, not the suite's", async () => {
    const ws = await frozenAtA((a) => ({
      decoding: { max_tokens: 64 },
      models: [{ ...vendorSlot(a), reasoning: { effort: 'low' } }],
    }));
    const gh = await github();
    const event = {
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    };
    const paths: string[] = [];
    for (let index = 1; index <= 3; index++) {
      const job = await runAction({ ...event, inputs: inputs(gh, { shard: `${index}/3` }) });
      expectShardJob(job, index, 3);
      paths.push(job.outputs['run-path']!);
    }
    const merge = await runAction({
      ...event,
      inputs: inputs(gh, { mode: 'merge', runs: paths.map((p) => `${p}/*.json`).join('\n') }),
    });
    expect(merge.code, merge.stdout).toBe(0);
    expect(merge.outputs.verdict).toBe('pass');
    const baseline = JSON.parse(
      await readFile(path.join(ws.dir, '.evalgate/baselines/generated/vendor/model.json'), 'utf8'),
    );
    expect(baseline.protocol.decoding).toMatchObject({ reasoning: { effort: 'low' } });
    const results = JSON.parse(await readFile(merge.outputs['results-json']!, 'utf8'));
    expect(results.models[0].protocol_id).toBe(baseline.protocol_id);
  }, 120_000);

  it('bad inputs: a malformed shard, a shard on the merge job, a merge with nothing to merge (Action exit 1)', async () => {
    const ws = await frozenAtA();
    const gh = await github();
    const event = {
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    };
    const malformed = await runAction({ ...event, inputs: inputs(gh, { shard: '4/3' }) });
    expect(malformed.code).toBe(1);
    expect(malformed.stdout).toContain(
      '::error::input "shard": expected I/N with 1 <= I <= N (this job\'s shard of N, e.g. 2/4), found "4/3"',
    );
    const onMerge = await runAction({
      ...event,
      inputs: inputs(gh, { shard: '1/3', mode: 'merge' }),
    });
    expect(onMerge.code).toBe(1);
    expect(onMerge.stdout).toContain(
      '::error::input "shard": expected mode gate or run for a shard job, found mode merge',
    );
    const nothing = await runAction({ ...event, inputs: inputs(gh, { mode: 'merge' }) });
    expect(nothing.code).toBe(1);
    expect(nothing.stdout).toContain(
      'mode merge: expected the shards\' partial run records (JSON files) in input "runs" (not set, and no artifact service here to download the shards from), found none',
    );
    expect(nothing.summary).toBe('');
    expect(gh.state.issues).toHaveLength(0);
  });
});
