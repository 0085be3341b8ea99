import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunContext } from '../../src/action/context.js';
import { STEP_OUTCOME } from '../../src/action/outcome.js';
import type { ActionInputs } from '../../src/action/inputs.js';
import {
  FIXTURE,
  flipped,
  jsonl,
  limitedBias,
  readLines,
  type Json,
} from '../core/lm-eval-fixtures.js';
import { git } from '../e2e/action-harness.js';
import { runCli, tempDir } from '../helpers.js';
import { HAS_LM_EVAL } from '../shared-data.js';

const outputs: Record<string, string> = {};
const failures: string[] = [];
let summary = '';
vi.mock('@actions/core', () => ({
  setOutput: (name: string, value: string) => (outputs[name] = value),
  setFailed: (message: string) => failures.push(message),
  warning: () => undefined,
  summary: {
    addRaw(text: string) {
      summary += text;
      return this;
    },
    write: async () => undefined,
  },
}));

const { resultsGate } = await import('../../src/action/results.js');

const DATE = '2024-06-17T10-13-52.012431';

/** lm-eval's output layout: results and samples side by side, named by one date id. */
async function writeLmEvalOutput(dir: string, results: Json, samples: Json[]) {
  const folder = path.join(dir, 'lm-eval-out', 'meta-llama__Meta-Llama-3-8B');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `results_${DATE}.json`), JSON.stringify(results));
  await writeFile(path.join(folder, `samples_bias_classification_${DATE}.jsonl`), jsonl(samples));
}

function inputs(results: string[]): ActionInputs {
  return {
    config: 'evalgate.yml',
    token: '',
    mode: 'gate',
    onRegression: 'fail',
    comment: 'never',
    freezeLabel: 'evalgate:freeze',
    dataBranch: '',
    cache: false,
    models: [],
    issueOnRegression: false,
    freezePermission: 'maintain',
    measuringWorkflow: '',
    botLogin: 'github-actions[bot]',
    pushStartsWorkflows: false,
    results,
    shard: null,
    runs: [],
    commentMode: 'per-suite',
  };
}

function context(workspace: string, baseSha?: string): RunContext {
  return {
    eventName: baseSha ? 'pull_request' : 'push',
    owner: 'octo',
    repo: 'repo',
    apiUrl: 'http://127.0.0.1:1',
    serverUrl: 'http://127.0.0.1:1',
    workspace,
    sha: null,
    runUrl: null,
    ...(baseSha
      ? {
          pull: {
            number: 1,
            headRef: 'feature',
            headRepo: 'octo/repo',
            baseRepo: 'octo/repo',
            fork: false,
            baseSha,
            baseRef: 'main',
            headSha: null,
            author: 'someone',
          },
        }
      : {}),
    defaultBranch: 'main',
    workflowPath: null,
    dispatchInputs: {},
    runId: null,
    triggeringActor: null,
    action: null,
    label: null,
  };
}

describe.skipIf(!HAS_LM_EVAL)('the Action’s results: input', () => {
  const lines = HAS_LM_EVAL ? readLines(FIXTURE.biasSamples) : [];
  // Built only when the fixtures are here: describe bodies run even when their tests are skipped.
  const worse = HAS_LM_EVAL
    ? flipped(lines, [lines.find((l) => l.acc === 1)!.doc_id as number])
    : [];

  beforeEach(() => {
    for (const key of Object.keys(outputs)) delete outputs[key];
    failures.length = 0;
    summary = '';
  });

  /** A repository whose main branch holds a baseline frozen from an lm-eval import. */
  async function repository() {
    const dir = await tempDir();
    const source = await tempDir();
    await writeLmEvalOutput(source, limitedBias(lines), lines);
    const folder = path.join(source, 'lm-eval-out', 'meta-llama__Meta-Llama-3-8B');
    const config = path.join(dir, 'evalgate.yml');
    const imported = await runCli(
      'import',
      'lm-eval',
      '--config',
      config,
      '--results',
      path.join(folder, `results_${DATE}.json`),
      '--samples',
      path.join(folder, `samples_bias_classification_${DATE}.jsonl`),
      '--json',
    );
    expect(imported.code, imported.stderr).toBe(0);
    const record = path.resolve(JSON.parse(imported.stdout).runs[0].path);
    expect((await runCli('freeze', '--config', config, '--run', record)).code).toBe(0);
    await writeFile(path.join(dir, '.gitignore'), '.evalgate/runs/\n');
    await git(dir, 'init', '-q', '-b', 'main');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'baseline from lm-eval');
    return { dir, base: await git(dir, 'rev-parse', 'HEAD') };
  }

  it('gates the results an earlier step wrote: regressed, with the report, results JSON and JUnit', async () => {
    const { dir } = await repository();
    await writeLmEvalOutput(dir, limitedBias(worse), worse);
    await resultsGate({
      inputs: inputs(['lm-eval-out/**/results_*.json']),
      context: context(dir),
      env: { RUNNER_TEMP: dir },
      outcome: STEP_OUTCOME,
    });
    expect(outputs.verdict).toBe('regressed');
    expect(Number(outputs['max-drop'])).toBeCloseTo(20, 9);
    expect(failures[0]).toContain('meta-llama/Meta-Llama-3-8B: regressed');
    expect(summary).toContain('bias_classification');
    const xml = await readFile(outputs['junit-path']!, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<failure type="regressed"');
    const results = JSON.parse(await readFile(outputs['results-json']!, 'utf8'));
    expect(results.models[0].flips.regressed).toHaveLength(1);
  });

  it('on a pull request the baselines are the base commit’s: editing them in the head changes nothing', async () => {
    const { dir, base } = await repository();
    const baselineFile = path.join(
      dir,
      '.evalgate/baselines/bias_classification/meta-llama/Meta-Llama-3-8B.json',
    );
    const baseline = JSON.parse(await readFile(baselineFile, 'utf8'));
    baseline.aggregates.score = 0;
    await writeFile(baselineFile, JSON.stringify(baseline));
    await writeLmEvalOutput(dir, limitedBias(worse), worse);
    await resultsGate({
      inputs: inputs(['lm-eval-out/**/results_*.json']),
      context: context(dir, base),
      env: { RUNNER_TEMP: dir },
      outcome: STEP_OUTCOME,
    });
    expect(outputs.verdict).toBe('regressed');
    // The same edited file read from the workspace (a push, where the checkout is the bar) passes.
    await resultsGate({
      inputs: inputs(['lm-eval-out/**/results_*.json']),
      context: context(dir),
      env: { RUNNER_TEMP: dir },
      outcome: STEP_OUTCOME,
    });
    expect(outputs.verdict).toBe('pass');
  });

  it('on a pull request, results files the branch commits are refused, not gated', async () => {
    const { dir, base } = await repository();
    // A branch that plants results of a build that never ran: they would pass as they are.
    await writeLmEvalOutput(dir, limitedBias(lines), lines);
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'plant results');
    await expect(
      resultsGate({
        inputs: inputs(['lm-eval-out/**/results_*.json']),
        context: context(dir, base),
        env: { RUNNER_TEMP: dir },
        outcome: STEP_OUTCOME,
      }),
    ).rejects.toThrow(
      /lm-eval-out\/meta-llama__Meta-Llama-3-8B\/results_.*\.json, .*samples_bias_classification_.*\.jsonl are committed in the repository; on a pull request only results written by this run are gated/,
    );
    expect(outputs.verdict).toBeUndefined();
  });

  it('no file matching results: is bad input naming the input', async () => {
    const { dir } = await repository();
    await expect(
      resultsGate({
        inputs: inputs(['nothing/*.json']),
        context: context(dir),
        env: { RUNNER_TEMP: dir },
        outcome: STEP_OUTCOME,
      }),
    ).rejects.toThrow(
      'input "results": expected lm-eval results files, found none matching nothing/*.json',
    );
  });
});
