/**
 * Journeys through the committed Action (dist/action/index.js, as GitHub runs it) that need more
 * than one model endpoint or more than one job:
 *
 *   1. an llm_judge suite: a candidate slot and a judge entry, both fake OpenAI endpoints; the
 *      baseline is frozen with the committed CLI and committed; a scheduled run of the same build
 *      passes, a scheduled run after a commit that swaps the judge's model is incomparable naming
 *      the judge, and a pull request whose head swaps it is `bar-changed` (the judge is part of
 *      the bar, read from the base);
 *   2. sharded jobs against the Actions artifact service: two shard jobs upload their partial
 *      records as `evalgate-shard-<suite>-<I>-of-<N>`, the real `@actions/artifact` downloads
 *      them as a workflow's download step would, and the merge job gates the whole slice.
 *
 * Builds are deterministic (an item is right or wrong by its number alone), so "the same build"
 * answers byte for byte the same and every count below is known in advance.
 */
import { DefaultArtifactClient } from '@actions/artifact';
import { execFile } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  captureRunnerOutput,
  startActionsServices,
  type ActionsServices,
} from '../fakes/actions-services.js';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';
import { tempDir } from '../helpers.js';
import {
  actionFixtures,
  changedFiles,
  commitAll,
  git,
  knows,
  pullRequestPayload,
  runAction,
  workspace,
  type ActionRun,
} from './action-harness.js';

const exec = promisify(execFile);
const CLI = path.resolve('dist/cli/index.js');
const KEY = 'sk-vendor-test';

const { github, seedPull, inputs, PR } = actionFixtures();

const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(closers.splice(0).map((c) => c.close()));
});

/** The committed CLI bundle as a user runs it, with only the model key in its environment. */
async function evalgate(cwd: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [CLI, ...args], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, VENDOR_KEY: KEY },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** `slice --write`, `run`, `freeze --run` with the committed CLI: the baseline a team commits. */
async function pinRunFreeze(dir: string) {
  const pinned = await evalgate(dir, 'slice', '--config', 'evalgate.yml', '--write', '--json');
  expect(pinned.code, pinned.stderr).toBe(0);
  const run = await evalgate(dir, 'run', '--config', 'evalgate.yml', '--json');
  expect(run.code, run.stderr).toBe(0);
  const runs = JSON.parse(run.stdout).runs as { model: string; path: string; score: number }[];
  const frozen = await evalgate(
    dir,
    'freeze',
    '--config',
    'evalgate.yml',
    '--json',
    ...runs.flatMap((r) => ['--run', path.resolve(dir, r.path)]),
  );
  expect(frozen.code, frozen.stderr).toBe(0);
  return runs;
}

const schedule = { event: 'schedule', payload: { schedule: '0 3 * * *' } };

interface GateModel {
  model: string;
  verdict: string;
  score: number | null;
  n: number;
  delta: number | null;
  differs: string[];
  differences?: { part: string; old: unknown; new: unknown }[];
}

/** The results-json output: the gate JSON, one entry per slot. */
async function resultsOf(outputs: Record<string, string>) {
  return JSON.parse(await readFile(outputs['results-json']!, 'utf8')) as {
    verdict: string;
    models: GateModel[];
  };
}

// ---------------------------------------------------------------------------------------------
// 1. An llm_judge suite.

/** 30 items "Q07. What is 10 times 7?"; the candidate gets every 5th wrong: 24 of 30, 80%. */
const JUDGED = 30;
const candidateRight = (i: number) => i % 5 !== 0;
const product = (i: number) => 7 * (i + 3);

/**
 * A candidate that states a number (right or wrong as `candidateRight` says) and a judge that
 * reads the reference and the response from its prompt and compares the numbers.
 */
async function judgedSuite() {
  const candidate = await startOpenAIServer({
    apiKey: KEY,
    model: 'assistant-build-a',
    answer: (request) => {
      const i = Number(/\bQ(\d{2})\./.exec(request.prompt)?.[1] ?? NaN);
      if (Number.isNaN(i)) return 'I do not know.';
      return `It is ${candidateRight(i) ? product(i) : product(i) + 1}.`;
    },
  });
  const judge = await startOpenAIServer({
    apiKey: KEY,
    model: 'judge-build',
    answer: (request) => {
      const reference = /^Reference: (.*)$/m.exec(request.prompt)?.[1];
      const numbers: string[] = /^Response: (.*)$/m.exec(request.prompt)?.[1]?.match(/\d+/g) ?? [];
      return reference !== undefined && numbers.includes(reference)
        ? 'The response gives the reference number.\nVERDICT: correct'
        : 'The response gives another number.\nVERDICT: incorrect';
    },
  });
  closers.push(candidate, judge);

  const dir = await tempDir('evalgate-judged-');
  const rows = Array.from({ length: JUDGED }, (_, i) => ({
    id: `item-${String(i).padStart(2, '0')}`,
    question: `Q${String(i).padStart(2, '0')}. What is ${i + 3} times 7?`,
    answer: String(product(i)),
  }));
  await writeFile(
    path.join(dir, 'items.jsonl'),
    rows.map((r) => `${JSON.stringify(r)}\n`).join(''),
  );
  const entry = (id: string, server: FakeServer, model: string) => ({
    id,
    provider: 'openai',
    base_url: server.url,
    api_key_env: 'VENDOR_KEY',
    model,
    max_retries: 0,
  });
  const config = path.join(dir, 'evalgate.yml');
  await writeFile(
    config,
    JSON.stringify(
      {
        version: 1,
        suite: 'products',
        dataset: { path: 'items.jsonl', fields: { id: 'id' } },
        slice: { seed: 7 },
        harness: { template: 'Question: {{question}}\nAnswer:' },
        grader: {
          kind: 'llm_judge',
          judge: 'judge',
          prompt:
            'Question: {{question}}\nReference: {{answer}}\nResponse: {{response}}\n' +
            'Does the response give the reference answer? End with "VERDICT: correct" or "VERDICT: incorrect".',
        },
        decoding: { temperature: 0, max_tokens: 32, seed: 11 },
        models: [
          entry('acme/assistant', candidate, 'assistant'),
          entry('judge', judge, 'judge-model-1'),
        ],
      },
      null,
      2,
    ),
  );
  await writeFile(path.join(dir, '.gitignore'), '.evalgate/runs/\n.evalgate/cache/\n');
  const remote = await tempDir('evalgate-remote-');
  await git(remote, 'init', '-q', '--bare', '-b', 'main');
  await git(dir, 'init', '-q', '-b', 'main');
  await git(dir, 'remote', 'add', 'origin', remote);

  const runs = await pinRunFreeze(dir);
  // The judge is no slot of its own: one record, for the candidate, graded by the judge.
  expect(runs.map((r) => [r.model, r.score])).toEqual([['acme/assistant', 80]]);
  expect(judge.requests).toHaveLength(JUDGED);
  const base = await commitAll(dir, 'suite, pinned slice and the frozen baseline');
  return { dir, config, remote, base, candidate, judge };
}

/** `slice --write` rewrote the config as YAML: edit it as YAML. */
async function swapJudge(config: string) {
  const parsed = parse(await readFile(config, 'utf8')) as {
    models: { id: string; model: string }[];
  };
  parsed.models.find((m) => m.id === 'judge')!.model = 'judge-model-2';
  await writeFile(config, stringify(parsed));
}

/** The `model` the judge was asked for, per request since the `from`-th. */
const judgeModels = (judge: FakeServer, from: number) =>
  judge.requests.slice(from).map((r) => r.body.model as string);

describe('An llm_judge suite in the Action', () => {
  it('a scheduled run of the same build passes; after a commit that swaps the judge model it is incomparable, naming the judge', async () => {
    const ws = await judgedSuite();
    const gh = await github();
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: KEY };
    const judgedBefore = ws.judge.requests.length;

    const same = await runAction({ workspace: ws.dir, ...schedule, inputs: inputs(gh), env });
    expect(same.code, same.stdout).toBe(0);
    expect(same.outputs.verdict).toBe('pass');
    const passed = await resultsOf(same.outputs);
    expect(passed.models.map((m) => [m.model, m.verdict, m.score, m.n])).toEqual([
      ['acme/assistant', 'pass', 80, JUDGED],
    ]);
    // Graded anew, by the committed judge: every item's response was sent to judge-model-1.
    expect(judgeModels(ws.judge, judgedBefore)).toEqual(Array(JUDGED).fill('judge-model-1'));
    expect(same.summary).toContain('evalgate products: pass');

    await swapJudge(ws.config);
    await commitAll(ws.dir, 'judge with judge-model-2');
    const judgedSwap = ws.judge.requests.length;
    const swapped = await runAction({ workspace: ws.dir, ...schedule, inputs: inputs(gh), env });
    expect(swapped.code, swapped.stdout).toBe(1);
    expect(swapped.outputs.verdict).toBe('incomparable');
    expect(judgeModels(ws.judge, judgedSwap)).toEqual(Array(JUDGED).fill('judge-model-2'));
    const [model] = (await resultsOf(swapped.outputs)).models;
    // The candidate's score did not move: only the judge's identity makes it incomparable.
    expect(model).toMatchObject({ model: 'acme/assistant', verdict: 'incomparable', score: 80 });
    expect(model!.differs).toEqual(['judge']);
    const [difference] = model!.differences!;
    expect(difference).toMatchObject({
      part: 'judge',
      old: { model: 'judge-model-1' },
      new: { model: 'judge-model-2' },
    });
    expect(swapped.summary).toContain('## ⚠️ evalgate products: incomparable (the gate fails)');
    expect(swapped.summary).toContain(
      "**acme/assistant**: the protocol differs from the baseline's (judge)",
    );
    expect(swapped.stdout).toContain(
      '::warning title=evalgate%3A incomparable protocol,file=evalgate.yml::acme/assistant: incomparable with its baseline: judge',
    );
  }, 120_000);

  it('a pull request whose head swaps the judge model fails as bar-changed, listing the change', async () => {
    const ws = await judgedSuite();
    const gh = await github();
    await swapJudge(ws.config);
    seedPull(gh, await changedFiles(ws.dir, ws.base));
    const judgedBefore = ws.judge.requests.length;
    const result = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(PR, ws.base),
      inputs: inputs(gh),
      env: { GITHUB_API_URL: gh.url, VENDOR_KEY: KEY },
    });
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('bar-changed');
    // Measured and judged under the base's bar: the head's judge model is never asked.
    expect(judgeModels(ws.judge, judgedBefore)).toEqual(Array(JUDGED).fill('judge-model-1'));
    const [model] = (await resultsOf(result.outputs)).models;
    expect(model).toMatchObject({ model: 'acme/assistant', verdict: 'pass', score: 80 });
    const changes = result.summary
      .split('\n')
      .filter((line) => line.startsWith('| 🚧 '))
      .map((line) => line.split(' | ').slice(0, 1).join());
    expect(changes).toEqual(['| 🚧 protocol: judge', '| 🚧 judge judge']);
    expect(result.summary).toContain('**This pull request changes the bar**');
    expect(result.summary).toMatch(
      /^\| 🚧 judge judge \| `[^`]*"model":"judge-model-1"[^`]*` \| `[^`]*"model":"judge-model-2"[^`]*` \|/m,
    );
    expect(result.stdout).toContain(
      '::error title=evalgate%3A the bar changed,file=evalgate.yml::judge judge: ',
    );
    const [comment] = gh.state.comments.get(PR)!;
    expect(comment!.body).toContain('**This pull request changes the bar**');
    expect(comment!.body).toContain('| 🚧 judge judge |');
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// 2. Shard jobs and the artifact service.

/** 40 items; the build knows 32 (80%). Two shards of 20, round-robin over the slice. */
const SHARDED = 40;
const RUN = '33333333-3333-4333-8333-333333333333';
const jobId = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`;

describe('Shard jobs upload their partial records as artifacts; the merge job reports', () => {
  it('two shard jobs upload evalgate-shard-generated-I-of-2; downloaded, the merge job gates all 40 items and passes', async () => {
    const model = await startOpenAIServer({ answer: knows(80), model: 'build-a', apiKey: KEY });
    const services: ActionsServices = await startActionsServices();
    closers.push(model, services);
    const ws = await workspace(SHARDED, model);
    const [frozen] = await pinRunFreeze(ws.dir);
    expect(frozen!.score).toBe(80);
    await commitAll(ws.dir, 'pinned slice and the frozen baseline');
    const gh = await github();
    /** Job `n` of workflow run RUN, on a runner of its own (its own RUNNER_TEMP). */
    const job = (n: number, extra: Record<string, string> = {}) => ({
      ...services.env({ runBackendId: RUN, jobBackendId: jobId(n) }),
      GITHUB_API_URL: gh.url,
      VENDOR_KEY: KEY,
      ...extra,
    });

    const asked = model.requests.length;
    const runPaths: string[] = [];
    for (const index of [1, 2]) {
      const shard = await runAction({
        workspace: ws.dir,
        ...schedule,
        inputs: inputs(gh, { shard: `${index}/2` }),
        env: job(index),
      });
      expect(shard.code, shard.stdout).toBe(0);
      expect(shard.stdout).toContain(
        `evalgate: uploaded the partial records as artifact evalgate-shard-generated-${index}-of-2`,
      );
      expect(shard.summary).toContain(`shard ${index}/2 done, merged by the merge job`);
      expect(shard.summary).toMatch(/\| vendor\/model \| 20 of 40 \| 0 \|/);
      expect(Object.keys(shard.outputs)).toEqual(['run-path']);
      runPaths.push(shard.outputs['run-path']!);
    }
    expect(model.requests.length - asked).toBe(SHARDED);
    const uploaded = services.artifacts();
    expect(uploaded.map((a) => [a.name, a.pending, a.runBackendId, a.jobBackendId])).toEqual([
      ['evalgate-shard-generated-1-of-2', false, RUN, jobId(1)],
      ['evalgate-shard-generated-2-of-2', false, RUN, jobId(2)],
    ]);
    for (const artifact of uploaded) expect(artifact.content.subarray(0, 4)).toEqual(ZIP_MAGIC);

    // The merge job's download step (actions/download-artifact with a pattern): each artifact of
    // this run into a folder of its own, through the real library.
    for (const [name, value] of Object.entries(job(3))) vi.stubEnv(name, value);
    const downloads = path.join(ws.dir, 'shards');
    const client = new DefaultArtifactClient();
    const { result: listed } = await captureRunnerOutput(() =>
      client.listArtifacts({ latest: true }),
    );
    expect(listed.artifacts.map((a) => a.name).sort()).toEqual(uploaded.map((a) => a.name));
    for (const artifact of listed.artifacts) {
      const { result } = await captureRunnerOutput(() =>
        client.downloadArtifact(artifact.id, {
          path: path.join(downloads, artifact.name),
          expectedHash: uploaded.find((a) => a.name === artifact.name)!.digest,
        }),
      );
      expect(result.digestMismatch).toBe(false);
    }
    const ids: unknown[] = [];
    for (const index of [1, 2]) {
      const folder = path.join(downloads, `evalgate-shard-generated-${index}-of-2`);
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`-vendor_model\\.shard-${index}-of-2\\.json$`));
      // Byte for byte what the shard job wrote into its run-path.
      const downloaded = await readFile(path.join(folder, files[0]!), 'utf8');
      expect(await readdir(runPaths[index - 1]!)).toEqual(files);
      expect(downloaded).toBe(await readFile(path.join(runPaths[index - 1]!, files[0]!), 'utf8'));
      const record = JSON.parse(downloaded);
      expect(record.shard).toMatchObject({ index, count: 2, slice_items: SHARDED });
      expect(record.items).toHaveLength(SHARDED / 2);
      ids.push(...record.shard.ids);
    }
    // Round-robin: the two shards hold the whole slice, each item once.
    expect(new Set(ids).size).toBe(SHARDED);

    const merged = await runAction({
      dist: true, // a smoke test of the committed bundle, as a runner starts it
      workspace: ws.dir,
      ...schedule,
      inputs: inputs(gh, { mode: 'merge', runs: 'shards' }),
      env: job(3),
    });
    expectWholeSlicePass(merged);
    expect(await resultsOf(merged.outputs)).toMatchObject({
      verdict: 'pass',
      models: [{ model: 'vendor/model', verdict: 'pass', score: 80, n: SHARDED, delta: 0 }],
    });
    // Merged, not measured again.
    expect(model.requests.length - asked).toBe(SHARDED);

    // A re-run of the merge job without `runs`: it downloads this run's shard artifacts itself.
    const downloading = await runAction({
      workspace: ws.dir,
      ...schedule,
      inputs: inputs(gh, { mode: 'merge', runs: '' }),
      env: job(4, { GITHUB_RUN_ATTEMPT: '2' }),
    });
    expectWholeSlicePass(downloading);
    expect(downloading.stdout).toContain('evalgate: downloaded 2 shard artifacts of generated');
    expect(await resultsOf(downloading.outputs)).toMatchObject({
      models: [{ model: 'vendor/model', verdict: 'pass', score: 80, n: SHARDED }],
    });
    expect(model.requests.length - asked).toBe(SHARDED);
  }, 120_000);
});

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function expectWholeSlicePass(merge: ActionRun) {
  expect(merge.code, merge.stdout).toBe(0);
  expect(merge.outputs.verdict).toBe('pass');
  expect(merge.summary).toContain('evalgate generated: pass');
  expect(merge.summary).toContain(`(${SHARDED} items)`);
  expect(merge.summary).not.toContain('merged by the merge job');
}
