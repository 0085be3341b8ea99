import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

/** A suite over three rows with the columns q, opts, label; `fields` maps them. */
async function suite(fields: Record<string, unknown>, rows?: Record<string, unknown>[]) {
  const dir = await tempDir('evalgate-fields-');
  const data = rows ?? [
    { q: 'One?', opts: ['a', 'b'], label: 0, answer: 1 },
    { q: 'Two?', opts: ['a', 'b'], label: 1, answer: 0 },
    { q: 'Three?', opts: ['a', 'b'], label: 0, answer: 1 },
  ];
  await writeFile(path.join(dir, 'rows.jsonl'), data.map((r) => JSON.stringify(r)).join('\n'));
  const config = path.join(dir, 'evalgate.yml');
  await writeFile(
    config,
    JSON.stringify({
      version: 1,
      suite: 'fields',
      dataset: { path: 'rows.jsonl', fields },
      slice: { seed: 1 },
      grader: { kind: 'choice' },
      models: [{ id: 'floor/first', provider: 'baseline', strategy: 'first' }],
    }),
  );
  return config;
}

describe('every column dataset.fields maps from is a column of the rows', () => {
  it.each([
    [{ question: 'q', choices: 'opts', answer: 'lable' }, 'answer', 'lable'],
    [{ question: 'qestion', choices: 'opts', answer: 'label' }, 'question', 'qestion'],
    [{ question: 'q', choices: 'options', answer: 'label' }, 'choices', 'options'],
    [{ question: 'q', choices: ['opts', 'B'], answer: 'label' }, 'choices[1]', 'B'],
    [{ question: 'q', choices: 'opts', answer: 'label', subject: 'topic' }, 'subject', 'topic'],
  ])(
    '%o: exit 2 naming the key, the column and the columns present',
    async (fields, key, column) => {
      const result = await runCli('slice', '--config', await suite(fields));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `dataset.fields.${key}: expected a column of the rows, found "${column}", which no row has (rows have: q, opts, label, answer)`,
      );
      expect(result.stderr).not.toContain('internal error');
    },
  );

  it('a column some rows lack is no error: those rows are read as before', async () => {
    const rows = [
      { q: 'One?', opts: ['a', 'b'], label: 0, answer: 1 },
      { q: 'Two?', opts: ['a', 'b'], answer: 0 },
    ];
    const config = await suite({ question: 'q', choices: 'opts', answer: 'label' }, rows);
    const sliced = await runCli('slice', '--config', config, '--json');
    expect(sliced.code, sliced.stderr).toBe(0);
    expect(JSON.parse(sliced.stdout).count).toBe(2);
  });
});
