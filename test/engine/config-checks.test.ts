import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/engine/config.js';
import { runCli, tempDir } from '../helpers.js';
import { writeSuite } from './suite-helpers.js';

const floor = { id: 'floor/first', provider: 'baseline', strategy: 'first' };

/** The suite's config as YAML lines, so messages name a real line and column. */
async function yamlSuite(fewshotPath: string) {
  const { dir } = await writeSuite({ n: 6, models: [floor] });
  const config = path.join(dir, 'evalgate.yml');
  await writeFile(
    config,
    [
      'version: 1',
      'suite: generated',
      'dataset:',
      '  path: items.jsonl',
      '  fields: { id: id }',
      'harness:',
      '  template: "{{question}}\\n{{#choices}}{{letter}}. {{text}}\\n{{/choices}}Answer:"',
      '  fewshot:',
      '    k: 1',
      `    path: ${fewshotPath}`,
      'models:',
      '  - { id: floor/first, provider: baseline, strategy: first }',
      '',
    ].join('\n'),
  );
  return { dir, config };
}

describe('few-shot rows that overlap the evaluated rows', () => {
  it('a few-shot path on the dataset file is an error on its line, naming the overlap', async () => {
    const { config } = await yamlSuite('items.jsonl');
    const result = await runCli('run', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `${config}:10:11: harness.fewshot.path: expected few-shot examples from other rows than the evaluated ones, found items.jsonl, also read by dataset.path; 6 of the 6 evaluated rows are among the few-shot rows (same question and choices): their answers would be in the prompts`,
    );
  });

  it('rows of another file equal to evaluated rows are a warning on the line', async () => {
    const { dir, config } = await yamlSuite('dev.jsonl');
    await copyFile(path.join(dir, 'items.jsonl'), path.join(dir, 'dev.jsonl'));
    const result = await runCli('run', '--config', config);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      `evalgate: warning: ${config}:10:11: harness.fewshot.path: 6 of the 6 evaluated rows are among the few-shot rows (same question and choices): their answers can be in the prompts (rows `,
    );
    expect(result.stderr).toMatch(/prompts \(rows ("q000\d", ){5}\.\.\.\)\n/);
  });
});

describe('an mmlu-csv file whose name carries no split', () => {
  it('warns at load that the subject is unknown, naming the file and the line; its rows get none', async () => {
    const dir = await tempDir();
    await mkdir(path.join(dir, 'data'));
    await writeFile(path.join(dir, 'data/questions.csv'), 'Q1?,a,b,c,d,A\nQ2?,e,f,g,h,B\n');
    await writeFile(path.join(dir, 'data/anatomy_test.csv'), 'Q3?,a,b,c,d,C\n');
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(
      config,
      'version: 1\nsuite: s\ndataset:\n  path: data/*.csv\n  format: mmlu-csv\nharness: { preset: mmlu }\nmodels:\n  - { id: floor/first, provider: baseline, strategy: first }\n',
    );
    const warnings: string[] = [];
    await loadConfig(config, (message) => warnings.push(message));
    expect(warnings).toEqual([
      `${config}:4:9: dataset.path: the subject is unknown for the mmlu-csv file data/questions.csv: expected a name <subject>_<split>.csv (such as abstract_algebra_test.csv); its rows get no subject`,
    ]);
    const run = await runCli('run', '--config', config, '--json');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('the subject is unknown for the mmlu-csv file data/questions.csv');
    const { readFile } = await import('node:fs/promises');
    const record = JSON.parse(await readFile(JSON.parse(run.stdout).runs[0].path, 'utf8'));
    const subjects = Object.fromEntries(
      record.items.map((i: { id: number; subject: string | null }) => [i.id, i.subject]),
    );
    // Rows come in file order: anatomy_test.csv (row 0), then questions.csv (rows 1, 2).
    expect(subjects).toEqual({ 0: 'anatomy', 1: null, 2: null });
  });

  it('a file named <subject>_<split>.csv gives no warning', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'anatomy_dev.csv'), 'Q3?,a,b,c,d,C\n');
    const config = path.join(dir, 'evalgate.yml');
    await writeFile(
      config,
      'version: 1\nsuite: s\ndataset:\n  path: anatomy_dev.csv\n  format: mmlu-csv\n',
    );
    const warnings: string[] = [];
    await loadConfig(config, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
  });
});
