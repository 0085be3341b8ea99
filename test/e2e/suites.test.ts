/**
 * Several suites in one step (`config` lists files or globs), from the committed dist against the
 * fake GitHub API: one regressing suite fails the step without hiding the other's report, each
 * gets its comment (or one comment with `comment-mode: combined`), the results JSON holds both,
 * and a pull request cannot take a suite out of the gate by deleting its config.
 */
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import { runAndFreeze } from '../engine/suite-helpers.js';
import {
  actionFixtures,
  changedFiles,
  commitAll,
  editConfig,
  git,
  pointAt,
  pullRequestPayload,
  runAction,
  startedBy,
} from './action-harness.js';

const { build, github, frozenAtA, seedPull, inputs, PR } = actionFixtures();

/** Build A's workspace with a second suite, "second", in second/, frozen and committed on main. */
async function twoSuites() {
  const ws = await frozenAtA();
  const dir = path.join(ws.dir, 'second');
  await mkdir(dir);
  await copyFile(path.join(ws.dir, 'items.jsonl'), path.join(dir, 'items.jsonl'));
  const second = path.join(dir, 'evalgate.yml');
  await copyFile(ws.config, second);
  await editConfig(second, (c) => (c.suite = 'second'));
  await runAndFreeze(second);
  const base = await commitAll(ws.dir, 'a second suite');
  return { ...ws, second, base };
}

describe('several suites in one step', () => {
  it('one regressing suite fails the step; both comments are posted and the results JSON has both', async () => {
    const ws = await twoSuites();
    const gh = await github();
    seedPull(gh);
    await pointAt(ws.config, await build('build-b', 72));
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh, { config: 'evalgate.yml\nsecond/*.yml' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(result.code, result.stdout).toBe(1);
    expect(result.stdout).toContain('::error::evalgate generated: regressed');
    expect(result.outputs.verdict).toBe('regressed');
    expect(result.outputs['max-drop']).toBe('8');
    const comments = gh.state.comments.get(PR)!;
    expect(comments).toHaveLength(2);
    expect(comments.find((c) => c.body.includes('suite=generated'))!.body).toContain('regressed');
    expect(comments.find((c) => c.body.includes('suite=second'))!.body).toContain(
      '✅ evalgate second: pass',
    );
    expect(result.summary).toContain('evalgate generated: regressed');
    expect(result.summary).toContain('evalgate second: pass');
    const json = JSON.parse(await readFile(result.outputs['results-json']!, 'utf8'));
    expect(json.verdict).toBe('regressed');
    expect(json.failed).toBe(true);
    expect(
      json.suites.map((s: { suite: string; verdict: string }) => [s.suite, s.verdict]),
    ).toEqual([
      ['generated', 'regressed'],
      ['second', 'pass'],
    ]);
    expect(json.suites[0].models[0].delta).toBe(-8);
    expect(json.suites[1].models[0].delta).toBe(0);
  });

  it('comment-mode combined posts one comment holding both reports', async () => {
    const ws = await twoSuites();
    const gh = await github();
    seedPull(gh);
    await pointAt(ws.config, await build('build-b', 72));
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh, {
        config: 'evalgate.yml, second/evalgate.yml',
        'comment-mode': 'combined',
      }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(result.code).toBe(1);
    const comments = gh.state.comments.get(PR)!;
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('evalgate generated: regressed');
    expect(comments[0]!.body).toContain('evalgate second: pass');
    expect(result.outputs['comment-url']).toBe(
      comments[0]!.html_url ?? result.outputs['comment-url'],
    );
  });

  it('a pull request that deletes a suite the base gates fails as missing; a bad suite does not hide the other', async () => {
    const ws = await twoSuites();
    const gh = await github();
    seedPull(gh);
    await rm(path.join(ws.dir, 'second'), { recursive: true });
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh, { config: 'evalgate.yml\nsecond/*.yml' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    // second/*.yml matches nothing at the head: an error for that pattern, not a skipped suite.
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('expected the glob to match config files, found none');

    const both = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh, { config: '**/evalgate.yml' }),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test' },
    });
    expect(both.code).toBe(1);
    expect(both.outputs.verdict).toBe('missing');
    expect(both.stdout).toContain(
      'evalgate second/evalgate.yml: missing: the base commit gates this suite, but the pull request removes or renames its config',
    );
    expect(both.summary).toContain('evalgate generated: pass');
  });

  it('the freeze label with several suites freezes in one commit the suites whose bar the head changes; a label naming a suite freezes that one', async () => {
    const ws = await twoSuites();
    const gh = await github();
    gh.state.permissions.set('maintainer', 'maintain');
    // The pull request points the first suite at a new build and raises the second's max_drop.
    await git(ws.dir, 'checkout', '-q', '-b', 'feature');
    await pointAt(ws.config, await build('build-b', 72));
    await editConfig(ws.second, (c) => (c.gate = { max_drop: 5 }));
    const files = await changedFiles(ws.dir, ws.base);
    await git(ws.dir, 'commit', '-qam', 'a new build; a looser second suite');
    await git(ws.dir, 'push', '-q', 'origin', 'HEAD:feature');
    const head = await git(ws.dir, 'rev-parse', 'HEAD');
    seedPull(gh, files);
    const labelRun = async (label: string, headSha: string) => {
      gh.applyLabel(PR, label, { login: 'maintainer', type: 'User' });
      return runAction({
        workspace: ws.dir,
        event: 'pull_request',
        payload: pullRequestPayload(PR, ws.base, { headSha, label }),
        inputs: inputs(gh, { config: '**/evalgate.yml' }),
        env: {
          GITHUB_API_URL: gh.url,
          VENDOR_KEY: 'sk-vendor-test',
          ...startedBy(gh, 'maintainer', 'pull_request', headSha),
        },
      });
    };
    const first = await labelRun('evalgate:freeze', head);
    expect(first.code, first.stdout).toBe(1); // the first suite regressed (80 -> 72) and is gated
    const tip = await git(ws.remote, 'rev-parse', 'feature');
    expect(await git(ws.remote, 'rev-parse', `${tip}^`)).toBe(head);
    // One commit, with the second suite's baseline only.
    expect((await git(ws.remote, 'diff', '--name-only', head, tip)).split('\n')).toEqual([
      'second/.evalgate/baselines/second/vendor/model.json',
    ]);
    const json = JSON.parse(await readFile(first.outputs['results-json']!, 'utf8'));
    expect(json.suites.map((x: { verdict: string }) => x.verdict)).toEqual(['regressed', 'frozen']);
    expect(
      gh.state.statuses.filter((st) => st.sha === tip).map((st) => [st.context, st.state]),
    ).toEqual([['evalgate / second', 'failure']]);
    expect(gh.state.labels.get(PR) ?? []).not.toContain('evalgate:freeze');
    expect(
      gh.state.comments.get(PR)!.filter((c) => c.body.includes('evalgate:freeze suite=second')),
    ).toHaveLength(1);

    // The label naming the first suite freezes that one, on the new head.
    await git(ws.dir, 'fetch', '-q', 'origin', 'feature');
    await git(ws.dir, 'checkout', '-q', '--force', '-B', 'feature', 'FETCH_HEAD');
    gh.state.pulls.splice(0);
    seedPull(gh, await changedFiles(ws.dir, ws.base));
    const named = await labelRun('evalgate:freeze:generated', tip);
    expect(named.code, named.stdout).toBe(1); // the second suite's bar change is not approved
    const next = await git(ws.remote, 'rev-parse', 'feature');
    expect((await git(ws.remote, 'diff', '--name-only', tip, next)).split('\n')).toEqual([
      '.evalgate/baselines/generated/vendor/model.json',
    ]);
    const again = JSON.parse(await readFile(named.outputs['results-json']!, 'utf8'));
    expect(again.suites.map((x: { verdict: string }) => x.verdict)).toEqual([
      'frozen',
      'bar-changed',
    ]);
  });

  it('the CLI gates several configs: one JSON document, the worst exit code', async () => {
    const ws = await twoSuites();
    await pointAt(ws.config, await build('build-b', 72));
    const junit = path.join(ws.dir, 'junit.xml');
    const gate = await runCli(
      'gate',
      '--config',
      ws.config,
      '--config',
      ws.second,
      '--junit',
      junit,
      '--json',
    );
    expect(gate.code).toBe(1);
    const xml = await readFile(junit, 'utf8');
    expect(xml.match(/<testsuites /g)).toHaveLength(1);
    expect(xml).toContain('<testsuite name="generated"');
    expect(xml).toContain('<testsuite name="second"');
    expect(xml).toMatch(/<testsuites name="evalgate" tests="\d+" failures="1">/);
    const out = JSON.parse(gate.stdout);
    expect(out.verdict).toBe('regressed');
    expect(out.suites.map((s: { suite: string; verdict: string }) => [s.suite, s.verdict])).toEqual(
      [
        ['generated', 'regressed'],
        ['second', 'pass'],
      ],
    );
    const bad = await runCli('gate', '--config', ws.config, '--config', 'nowhere/*.yml', '--json');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      'config "nowhere/*.yml": expected the glob to match config files, found none',
    );
  });
});
