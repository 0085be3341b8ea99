import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';
import { runCli } from '../helpers.js';
import { answering, writeSuite } from './suite-helpers.js';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** Question n is "known" by a build of strength k when (37 n mod 100) < k: exactly k of 100. */
const strength = (k: number) => (n: number) => (n * 37) % 100 < k;

async function build(name: string, k: number, faults?: (n: number) => boolean) {
  const server = await startOpenAIServer({
    answer: answering(strength(k)),
    model: name,
    statusFor: faults
      ? (request) => (faults(Number(/Q(\d{4})/.exec(request.prompt)?.[1])) ? 503 : undefined)
      : undefined,
  });
  servers.push(server);
  return server;
}

/** Points the suite's one model entry at another endpoint (a new build of the same slot). */
async function pointAt(config: string, server: FakeServer, changes: Record<string, unknown> = {}) {
  const text = JSON.parse(await readFile(config, 'utf8'));
  text.models[0].base_url = server.url;
  Object.assign(text, changes);
  await writeFile(config, JSON.stringify(text, null, 2));
}

async function json(...argv: string[]) {
  const result = await runCli(...argv, '--json');
  return { ...result, out: result.stdout ? JSON.parse(result.stdout) : undefined };
}

async function freezeBuild(dir: string, config: string) {
  const run = await json('run', '--config', config);
  expect(run.code).toBe(0);
  const file = path.resolve(run.out.runs[0].path);
  const frozen = await json('freeze', '--config', config, '--run', file);
  expect(frozen.code).toBe(0);
  expect(frozen.out.frozen[0].path).toBe(
    path.join(dir, '.evalgate/baselines/generated/vendor/model.json'),
  );
  return file;
}

const ids = (predicate: (n: number) => boolean) =>
  [...Array(100).keys()].filter(predicate).map((n) => `q${String(n).padStart(4, '0')}`);

describe('the gate, end to end against a local model server', () => {
  it('freezing build A (80%) then gating build B (72%) regresses with Δ -8 and the right flips', async () => {
    const a = await build('build-a', 80);
    const { dir, config } = await writeSuite({
      n: 100,
      models: [
        {
          id: 'vendor/model',
          provider: 'openai',
          base_url: a.url,
          model: 'model-x',
          max_retries: 0,
        },
      ],
    });
    await freezeBuild(dir, config);

    const b = await build('build-b', 72);
    await pointAt(config, b);
    const gate = await json('gate', '--config', config);
    expect(gate.code).toBe(1);
    expect(gate.out.verdict).toBe('regressed');
    const m = gate.out.models[0];
    expect(m).toMatchObject({
      model: 'vendor/model',
      build: 'build-b',
      verdict: 'regressed',
      score: 72,
      baseline: 80,
      delta: -8,
    });
    expect(m.flips.regressed).toEqual(ids((n) => strength(80)(n) && !strength(72)(n)));
    expect(m.flips.regressed).toHaveLength(8);
    expect(m.flips.fixed).toEqual([]);
    expect(m.p_value).toBeCloseTo(2 * 0.5 ** 8, 12); // exact McNemar, b=8, c=0
    expect(m.ci.high).toBeLessThan(0);
    // A 100-item slice says plainly that it cannot see a 2-point drop.
    expect(m.min_detectable_drop).toBeGreaterThan(5);

    // Without --report -, one line per model; with it, the whole report.
    const quiet = await runCli('gate', '--config', config);
    expect(quiet.code).toBe(1);
    expect(quiet.stdout).toMatch(
      /^vendor\/model: regressed, Δ -8\.0 points, p 0\.00781, detectable drop \d+\.\d points$/m,
    );
    expect(quiet.stdout).not.toContain('## ');
    const markdown = await runCli('gate', '--config', config, '--report', '-');
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toContain('## ❌ evalgate generated: regressed (the gate fails)');
    expect(markdown.stdout).toMatch(
      /with 100 items this slice cannot reliably detect a drop smaller than \d+\.\d points/,
    );
    expect(markdown.stdout).toContain('8 right → wrong');
  });

  it('a rebuild that answers exactly like A passes with Δ 0 and no flips', async () => {
    const a = await build('build-a', 80);
    const { dir, config } = await writeSuite({
      n: 100,
      models: [{ id: 'vendor/model', provider: 'openai', base_url: a.url, model: 'model-x' }],
    });
    await freezeBuild(dir, config);
    const again = await build('build-a-rebuilt', 80);
    await pointAt(config, again);
    const gate = await json('gate', '--config', config);
    expect(gate.code).toBe(0);
    expect(gate.out.verdict).toBe('pass');
    expect(gate.out.models[0]).toMatchObject({
      delta: 0,
      p_value: 1,
      flips: { regressed: [], fixed: [] },
      build: 'build-a-rebuilt',
    });
  });

  it('editing the template after freezing is incomparable, naming the template', async () => {
    const a = await build('build-a', 80);
    const { dir, config } = await writeSuite({
      n: 100,
      models: [{ id: 'vendor/model', provider: 'openai', base_url: a.url, model: 'model-x' }],
    });
    await freezeBuild(dir, config);
    await pointAt(config, a, {
      harness: {
        template: 'Question: {{question}}\n{{#choices}}{{letter}}) {{text}}\n{{/choices}}Answer:',
      },
    });
    const gate = await json('gate', '--config', config);
    expect(gate.code).toBe(1);
    expect(gate.out.models[0].verdict).toBe('incomparable');
    expect(gate.out.models[0].differs).toEqual(['template']);
    expect(gate.out.models[0].delta).toBeNull();
    const text = await runCli('gate', '--config', config, '--report', '-');
    expect(text.stdout).toContain("the protocol differs from the baseline's (template)");

    // With on_incomparable: neutral it is reported but does not fail the check.
    await pointAt(config, a, { gate: { on_incomparable: 'neutral' } });
    expect((await json('gate', '--config', config)).code).toBe(0);
  });

  it('a drop of exactly max_drop regresses (the boundary is inclusive)', async () => {
    const a = await build('build-a', 80);
    const { dir, config } = await writeSuite({
      n: 100,
      models: [{ id: 'vendor/model', provider: 'openai', base_url: a.url, model: 'model-x' }],
    });
    await freezeBuild(dir, config);
    await pointAt(config, await build('build-c', 78));
    const gate = await json('gate', '--config', config);
    expect(gate.out.models[0]).toMatchObject({ delta: -2, verdict: 'regressed' });
    expect(gate.code).toBe(1);
  });

  it('with significance: require, a drop that is not significant is within-noise', async () => {
    const a = await build('build-a', 80);
    const { dir, config } = await writeSuite({
      n: 100,
      models: [{ id: 'vendor/model', provider: 'openai', base_url: a.url, model: 'model-x' }],
      extra: { gate: { significance: 'require' } },
    });
    await freezeBuild(dir, config);
    await pointAt(config, await build('build-d', 77), { gate: { significance: 'require' } });
    const gate = await json('gate', '--config', config);
    expect(gate.out.models[0]).toMatchObject({ delta: -3, verdict: 'within-noise' });
    expect(gate.out.models[0].p_value).toBeCloseTo(0.25, 6); // b=3, c=0
    expect(gate.code).toBe(0);
  });

  it('too many errors is errored, whatever the score', async () => {
    const a = await build('build-a', 80);
    const { dir, config } = await writeSuite({
      n: 100,
      models: [
        {
          id: 'vendor/model',
          provider: 'openai',
          base_url: a.url,
          model: 'model-x',
          max_retries: 0,
        },
      ],
    });
    await freezeBuild(dir, config);
    await pointAt(config, await build('build-e', 80, (n) => n < 5));
    const gate = await json('gate', '--config', config);
    expect(gate.out.models[0].verdict).toBe('errored');
    expect(gate.out.models[0].reason).toContain(
      '5 of 100 requests errored (5.0%, above gate.max_error_rate 2.0%)',
    );
    expect(gate.code).toBe(1);
  });

  it('no baseline is neutral by default and fails with on_no_baseline: fail', async () => {
    const a = await build('build-a', 80);
    const { config } = await writeSuite({
      n: 20,
      models: [{ id: 'vendor/model', provider: 'openai', base_url: a.url, model: 'model-x' }],
    });
    const neutral = await json('gate', '--config', config);
    expect(neutral.code).toBe(0);
    expect(neutral.out.verdict).toBe('no-baseline');
    await pointAt(config, a, { gate: { on_no_baseline: 'fail' } });
    expect((await json('gate', '--config', config)).code).toBe(1);
  });
});

describe('freeze and diff', () => {
  it('freeze refuses a run measured under another protocol', async () => {
    const a = await build('build-a', 80);
    const { config } = await writeSuite({
      n: 20,
      models: [{ id: 'vendor/model', provider: 'openai', base_url: a.url, model: 'model-x' }],
    });
    const run = await json('run', '--config', config);
    await pointAt(config, a, { decoding: { temperature: 0.7, max_tokens: 8, seed: 100 } });
    const frozen = await runCli('freeze', '--config', config, '--run', run.out.runs[0].path);
    expect(frozen.code).toBe(2);
    expect(frozen.stderr).toContain(
      "refusing to freeze: the run's protocol differs from the config's current protocol (decoding)",
    );
  });

  it('diff compares stored runs, and a corrupt baseline is an error naming its path', async () => {
    const a = await build('build-a', 80);
    const { dir, config } = await writeSuite({
      n: 100,
      models: [{ id: 'vendor/model', provider: 'openai', base_url: a.url, model: 'model-x' }],
    });
    const baselineRun = await freezeBuild(dir, config);
    await pointAt(config, await build('build-b', 72));
    const run = await json('run', '--config', config);
    const diff = await json('diff', '--config', config, '--run', run.out.runs[0].path);
    expect(diff.code).toBe(1);
    expect(diff.out.models[0]).toMatchObject({ delta: -8, verdict: 'regressed' });
    const explicit = await json(
      'diff',
      '--config',
      config,
      '--run',
      run.out.runs[0].path,
      '--baseline',
      baselineRun,
    );
    expect(explicit.out.models[0].delta).toBe(-8);

    const baselineFile = path.join(dir, '.evalgate/baselines/generated/vendor/model.json');
    await writeFile(baselineFile, '{"schema_version": 1, "truncated');
    const broken = await runCli('gate', '--config', config);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain(`${baselineFile}: the baseline is not valid JSON`);
    expect(await readdir(path.join(dir, '.evalgate/runs/generated'))).toHaveLength(2); // the gate ran nothing
  });
});
