import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../../../src/engine/datasets/read.js';
import { HAS_MMLU, MMLU_DIR } from '../../shared-data.js';

// The original MMLU CSVs live beside the project, never copied into it (see test/shared-data.ts).
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe.skipIf(!HAS_MMLU)('readDataset: the real MMLU CSVs', () => {
  it('reads the test split: 57 subjects, 14080 rows, in the cais/mmlu schema', async () => {
    const loaded = await readDataset({
      pattern: `${MMLU_DIR}/test/*.csv`,
      baseDir: projectRoot,
      format: 'mmlu-csv',
    });
    expect(loaded.files).toHaveLength(57);
    expect(loaded.files[0]).toBe(`${MMLU_DIR}/test/abstract_algebra_test.csv`);
    expect(loaded.rows).toHaveLength(14080);
    expect(loaded.rows[0]).toStrictEqual({
      question:
        'Find the degree for the given field extension Q(sqrt(2), sqrt(3), sqrt(18)) over Q.',
      subject: 'abstract_algebra',
      choices: ['0', '4', '2', '6'],
      answer: 1,
    });
    expect(loaded.sources[0]).toEqual({
      file: `${MMLU_DIR}/test/abstract_algebra_test.csv`,
      line: 1,
      offset: 0,
    });
    // Quoted fields with commas in every position, as Python's csv module reads them.
    expect(loaded.rows[3]).toMatchObject({
      choices: ['True, True', 'False, False', 'True, False', 'False, True'],
      answer: 1,
    });
    const subjects = new Set(loaded.rows.map((r) => r.subject));
    expect(subjects.size).toBe(57);
    expect(loaded.rows.every((r) => [0, 1, 2, 3].includes(r.answer as number))).toBe(true);
  });

  it('reads the dev and val splits', async () => {
    const read = (split: string) =>
      readDataset({
        pattern: `${MMLU_DIR}/${split}/*.csv`,
        baseDir: projectRoot,
        format: 'mmlu-csv',
      });
    expect((await read('dev')).rows).toHaveLength(285);
    expect((await read('val')).rows).toHaveLength(1543);
  });
});
