import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { NO_ITEM_DATA } from '../../src/core/diff.js';
import { copyExample, runCli, tempDir } from '../helpers.js';
import {
  FIXTURE,
  MMLU_RUN,
  flipped,
  jsonl,
  limitedBias,
  readJson,
  readLines,
  type Json,
} from '../core/lm-eval-fixtures.js';
import { HAS_LM_EVAL } from '../shared-data.js';

const SAMPLES = 'samples_bias_classification_2024-06-17T10-13-52.012431.jsonl';

/** Writes an lm-eval output folder (results, and samples when given) and imports it. */
async function imported(dir: string, name: string, results: Json, samples?: Json[]) {
  const folder = path.join(dir, name);
  await mkdir(folder, { recursive: true });
  const resultsFile = path.join(folder, 'results_2024-06-17T10-13-52.012431.json');
  await writeFile(resultsFile, JSON.stringify(results, null, 2));
  const args = [
    'import',
    'lm-eval',
    '--config',
    path.join(dir, 'evalgate.yml'),
    '--results',
    resultsFile,
  ];
  if (samples) {
    await writeFile(path.join(folder, SAMPLES), jsonl(samples));
    args.push('--samples', path.join(folder, SAMPLES));
  }
  const result = await runCli(...args, '--json');
  expect(result.code, result.stderr).toBe(0);
  const run = (JSON.parse(result.stdout) as { runs: { path: string; items: number }[] }).runs[0]!;
  return { file: path.resolve(run.path), items: run.items, resultsFile };
}

function junit(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
    testsuites: {
      testsuite: {
        name: string;
        testcase: { name: string; failure?: { type: string; message: string } };
      };
    };
  };
}

describe.skipIf(!HAS_LM_EVAL)('evalgate import lm-eval, end to end', () => {
  const lines = HAS_LM_EVAL ? readLines(FIXTURE.biasSamples) : [];
  // A build that gets the first right document wrong: 20 points down on five documents.
  // Built only when the fixtures are here: describe bodies run even when their tests are skipped.
  const firstRight = HAS_LM_EVAL ? (lines.find((l) => l.acc === 1)!.doc_id as number) : -1;
  const worse = HAS_LM_EVAL ? flipped(lines, [firstRight]) : [];

  it('import, freeze, then gate --run, diff and report judge a later import; JUnit says why', async () => {
    const dir = await tempDir();
    const config = path.join(dir, 'evalgate.yml');
    const base = await imported(dir, 'base', limitedBias(lines), lines);
    expect(base.items).toBe(5);
    const frozen = await runCli('freeze', '--config', config, '--run', base.file, '--json');
    expect(frozen.code, frozen.stderr).toBe(0);
    const baselineFile = path.join(
      dir,
      '.evalgate',
      'baselines',
      'bias_classification',
      'meta-llama',
      'Meta-Llama-3-8B.json',
    );
    expect(
      JSON.parse(await readFile(baselineFile, 'utf8')).baseline.frozen_from.run_id,
    ).toBeTruthy();

    const head = await imported(dir, 'head', limitedBias(worse), worse);
    const junitFile = path.join(dir, 'junit.xml');
    const gate = await runCli(
      'gate',
      '--config',
      config,
      '--run',
      head.file,
      '--junit',
      junitFile,
      '--json',
    );
    expect(gate.code, gate.stderr).toBe(1);
    const verdict = JSON.parse(gate.stdout);
    expect(verdict.verdict).toBe('regressed');
    expect(verdict.suites.map((s: { suite: string }) => s.suite)).toEqual(['bias_classification']);
    const [model] = verdict.models;
    expect(model.delta).toBeCloseTo(-20, 9);
    expect(model.flips).toEqual({ regressed: [firstRight], fixed: [] });
    expect(typeof model.p_value).toBe('number');
    const xml = junit(await readFile(junitFile, 'utf8'));
    expect(xml.testsuites.testsuite.name).toBe('bias_classification');
    expect(xml.testsuites.testsuite.testcase.name).toBe('meta-llama/Meta-Llama-3-8B');
    expect(xml.testsuites.testsuite.testcase.failure!.type).toBe('regressed');
    expect(xml.testsuites.testsuite.testcase.failure!.message).toBe(`regressed: ${model.reason}`);

    const diff = await runCli('diff', '--config', config, '--run', head.file, '--json');
    expect(diff.code).toBe(1);
    expect(JSON.parse(diff.stdout).models[0].delta).toBeCloseTo(-20, 9);
    const report = await runCli('report', '--config', config, '--run', head.file);
    expect(report.code, report.stderr).toBe(0);
    expect(report.stdout).toContain('bias_classification');
    expect(report.stdout).toContain('regressed');
  });

  it('two imports of differing task configs are incomparable, naming what differs', async () => {
    const dir = await tempDir();
    const config = path.join(dir, 'evalgate.yml');
    const base = await imported(dir, 'base', limitedBias(lines), lines);
    expect((await runCli('freeze', '--config', config, '--run', base.file)).code).toBe(0);
    const other = limitedBias(lines);
    const task = (other.configs as Record<string, Json>).bias_classification!;
    task.description = 'Answer carefully.\n\n';
    task.num_fewshot = 3;
    (other['n-shot'] as Json).bias_classification = 3;
    const head = await imported(dir, 'head', other);
    const gate = await runCli('gate', '--config', config, '--run', head.file, '--json');
    expect(gate.code).toBe(1);
    const [model] = JSON.parse(gate.stdout).models;
    expect(model.verdict).toBe('incomparable');
    // No samples this time: the task hash is the same (lm-eval logged them), the template and few-shot are not.
    expect(model.differs).toEqual(['template', 'few-shot']);
    expect(model.reason).toContain('(template, few-shot)');
  });

  it('results without samples: judged on the aggregate, and every report says there are no paired statistics', async () => {
    const dir = await tempDir();
    const config = path.join(dir, 'evalgate.yml');
    const base = await imported(dir, 'base', readJson(FIXTURE.mmluResults));
    expect(base.items).toBe(0);
    expect((await runCli('freeze', '--config', config, '--run', base.file)).code).toBe(0);
    const lower = readJson(FIXTURE.mmluResults);
    (lower.results as Record<string, Json>).mmlu_abstract_algebra!['acc,none'] = 0.3;
    const head = await imported(dir, 'head', lower);
    const junitFile = path.join(dir, 'junit.xml');
    const gate = await runCli(
      'gate',
      '--config',
      config,
      '--run',
      head.file,
      '--json',
      '--junit',
      junitFile,
    );
    expect(gate.code).toBe(1);
    const [model] = JSON.parse(gate.stdout).models;
    expect(model).toMatchObject({ verdict: 'regressed', p_value: null, ci: null, paired: false });
    expect(model.delta).toBeCloseTo(-4, 9);
    expect(model.reason).toContain(NO_ITEM_DATA);
    expect(await readFile(junitFile, 'utf8')).toContain(NO_ITEM_DATA);
    for (const format of ['markdown', 'html']) {
      const report = await runCli(
        'report',
        '--config',
        config,
        '--run',
        head.file,
        '--format',
        format,
      );
      expect(report.code, report.stderr).toBe(0);
      expect(report.stdout).toContain(NO_ITEM_DATA);
    }
  });

  it('the gate settings are the config’s when it exists: significance: require makes an item-less drop within-noise', async () => {
    const { dir, config } = await copyExample();
    const parsed = parse(await readFile(config, 'utf8')) as { gate?: Record<string, unknown> };
    parsed.gate = { ...parsed.gate, significance: 'require' };
    await writeFile(config, stringify(parsed));
    const base = await imported(dir, 'base', readJson(FIXTURE.mmluResults));
    expect((await runCli('freeze', '--config', config, '--run', base.file)).code).toBe(0);
    const lower = readJson(FIXTURE.mmluResults);
    (lower.results as Record<string, Json>).mmlu_abstract_algebra!['acc,none'] = 0.3;
    const head = await imported(dir, 'head', lower);
    const gate = await runCli('gate', '--config', config, '--run', head.file, '--json');
    expect(gate.code, gate.stderr).toBe(0);
    expect(JSON.parse(gate.stdout).models[0].verdict).toBe('within-noise');
  });

  it('an import is never comparable with a run evalgate measured', async () => {
    const { config } = await copyExample();
    const run = await runCli('run', '--config', config, '--json');
    const native = path.resolve(JSON.parse(run.stdout).runs[0].path);
    const dir = await tempDir();
    const head = await imported(dir, 'head', limitedBias(lines), lines);
    const diff = await runCli(
      'diff',
      '--config',
      path.join(dir, 'evalgate.yml'),
      '--run',
      head.file,
      '--baseline',
      native,
      '--json',
    );
    expect(diff.code).toBe(1);
    const [model] = JSON.parse(diff.stdout).models;
    expect(model.verdict).toBe('incomparable');
    expect(model.differs).toContain('runner');
    const gate = await runCli('gate', '--config', config, '--run', native);
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain('gate --run takes imported records');
  });

  it('gate --junit on a measured suite: one testcase per model, well-formed', async () => {
    const { dir, config } = await copyExample();
    const junitFile = path.join(dir, 'junit.xml');
    const gate = await runCli('gate', '--config', config, '--junit', junitFile, '--json');
    const models = (JSON.parse(gate.stdout).models as { model: string }[]).map((m) => m.model);
    const xml = await readFile(junitFile, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (n) => n === 'testcase',
    }).parse(xml);
    expect(doc.testsuites.testsuite.name).toBe('mmlu-mini');
    const cases = doc.testsuites.testsuite.testcase as { classname: string; name: string }[];
    expect(cases.filter((c) => c.classname === 'mmlu-mini').map((c) => c.name)).toEqual(models);
    // The example spans MMLU subjects: each model also gets a case per subject.
    const subjects = cases.filter((c) => c.classname === `mmlu-mini.${models[0]}`);
    expect(subjects.length).toBeGreaterThan(1);
    expect((await runCli('import', '--help')).stdout).toContain(
      'evalgate import lm-eval --results FILE',
    );
  });

  it('--task mmlu: the group of the whole v0.4.3 run lm-eval wrote as one record, frozen and gated', async () => {
    const dir = await tempDir();
    const config = path.join(dir, 'evalgate.yml');
    const samples = MMLU_RUN.samples.flatMap((file) => ['--samples', file]);
    const args = ['--config', config, '--results', MMLU_RUN.results, ...samples];
    const result = await runCli('import', 'lm-eval', ...args, '--task', 'mmlu', '--json');
    expect(result.code, result.stderr).toBe(0);
    const { runs } = JSON.parse(result.stdout) as { runs: Json[] };
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ suite: 'mmlu', n: 14_080, items: 14_080, errors: 0 });
    expect(runs[0]!.score).toBeCloseTo(25.085227272727273, 9);
    const file = path.resolve(runs[0]!.path as string);
    expect((await runCli('freeze', '--config', config, '--run', file)).code).toBe(0);
    const gate = await runCli('gate', '--config', config, '--run', file, '--json');
    expect(gate.code, gate.stderr).toBe(0);
    const [model] = JSON.parse(gate.stdout).models;
    expect(model).toMatchObject({ verdict: 'pass', delta: 0 });
    expect(model.groups.categories.map((c: { name: string }) => c.name)).toEqual([
      'stem',
      'humanities',
      'social_sciences',
      'other',
    ]);
  });

  it('--metric f1 is refused: lm-eval computes it over the whole run, not per item', async () => {
    const dir = await tempDir();
    const result = await runCli(
      'import',
      'lm-eval',
      '--config',
      path.join(dir, 'evalgate.yml'),
      '--results',
      FIXTURE.biasResults,
      '--metric',
      'f1',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'bias_classification: metric f1 is not a per-item correctness (lm-eval computes it over the whole run, not as a mean of right and wrong answers), so a gate cannot pair its items; choose one of acc, acc_norm with --metric',
    );
  });

  it.each([
    [['import'], 'import: expected the output format to import (lm-eval), found nothing'],
    [
      ['import', 'lm-evl'],
      'import: expected the output format to import (lm-eval), found "lm-evl"',
    ],
    [['import', 'lm-eval'], 'expected --results FILE'],
    [
      ['import', 'lm-eval', '--results', 'package.json'],
      'package.json: expected an lm-eval results file',
    ],
    [
      ['import', 'lm-eval', '--results', 'no/such.json'],
      'no/such.json: cannot read the lm-eval results file',
    ],
    [
      ['import', 'lm-eval', '--reslts', 'x'],
      'import: unknown option --reslts (did you mean --results?)',
    ],
    [['gate', '--run', 'no/such.json'], 'no/such.json: cannot read the run record'],
  ])('bad input %j: exit 2 naming it', async (argv, message) => {
    const result = await runCli(...argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('bad lm-eval files through the CLI: a missing task, samples of another task, doc_id gaps', async () => {
    const dir = await tempDir();
    const config = path.join(dir, 'evalgate.yml');
    const cli = (...args: string[]) => runCli('import', 'lm-eval', '--config', config, ...args);
    const task = await cli('--results', FIXTURE.mmluResults, '--task', 'mmlu_anatomy');
    expect(task.code).toBe(2);
    expect(task.stderr).toContain('--task mmlu_anatomy: ');
    const other = await cli(
      '--results',
      FIXTURE.mmluResults,
      '--samples',
      FIXTURE.philosophySample,
    );
    expect(other.code).toBe(2);
    expect(other.stderr).toContain(
      'a document of subject philosophy, but task mmlu_abstract_algebra is subject abstract_algebra',
    );
    const gaps = await cli(
      '--results',
      FIXTURE.biasResults,
      '--samples',
      FIXTURE.biasSamples,
      '--json',
    );
    expect(gaps.code).toBe(2);
    expect(JSON.parse(gaps.stdout).error.message).toContain('found 5; missing doc_id 5, 6');
  });
});
