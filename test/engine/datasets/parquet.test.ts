import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { PyFloat } from '../../../src/core/pyjson.js';
import { readDataset } from '../../../src/engine/datasets/read.js';

let dir: string;

/** Three rows in two row groups, covering the types Hugging Face datasets commonly hold. */
function sampleParquet(): ArrayBuffer {
  return parquetWriteBuffer({
    schema: [
      { name: 'root', num_children: 8 },
      { name: 'question', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
      { name: 'choices', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
      { name: 'element', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      { name: 'answer', type: 'INT64', repetition_type: 'REQUIRED' },
      { name: 'small', type: 'INT32', repetition_type: 'OPTIONAL' },
      { name: 'score', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
      { name: 'weights', repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
      { name: 'element', type: 'FLOAT', repetition_type: 'REQUIRED' },
      { name: 'meta', repetition_type: 'OPTIONAL', num_children: 2 },
      { name: 'source', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      { name: 'year', type: 'INT32', repetition_type: 'OPTIONAL' },
      { name: 'blob', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
    ],
    columnData: [
      { name: 'question', data: ['Q1', 'Q2 é', 'Q3'] },
      { name: 'choices', data: [['a', 'b'], [], null] },
      { name: 'answer', data: [1n, 9007199254740993n, -3n] },
      { name: 'small', data: [7, null, -1] },
      { name: 'score', data: [1, 0.5, null] },
      { name: 'weights', data: [[2, 0.25], [NaN, Infinity], null] },
      { name: 'meta', data: [{ source: 'x', year: 2020 }, null, { source: null, year: 1 }] },
      { name: 'blob', data: [new Uint8Array([1, 2]), null, new Uint8Array([255])] },
    ],
    rowGroupSize: 2,
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'evalgate-parquet-'));
  const sample = new Uint8Array(sampleParquet());
  await writeFile(join(dir, 'sample.parquet'), sample);
  await writeFile(join(dir, 'truncated.parquet'), sample.subarray(0, sample.length - 20));
  await writeFile(join(dir, 'empty.parquet'), new Uint8Array(0));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readDataset: parquet', () => {
  it('reads every row group into rows in the Python value model', async () => {
    const loaded = await readDataset({ pattern: 'sample.parquet', baseDir: dir });
    expect(loaded.files).toEqual(['sample.parquet']);
    expect(loaded.rows).toStrictEqual([
      {
        question: 'Q1',
        choices: ['a', 'b'],
        answer: 1,
        small: 7,
        score: new PyFloat(1),
        weights: [new PyFloat(2), 0.25],
        meta: { source: 'x', year: 2020 },
        blob: new Uint8Array([1, 2]),
      },
      {
        question: 'Q2 é',
        choices: [],
        answer: 9007199254740993n,
        small: null,
        score: 0.5,
        weights: [new PyFloat(NaN), new PyFloat(Infinity)],
        meta: null,
        blob: null,
      },
      {
        question: 'Q3',
        choices: null,
        answer: -3,
        small: -1,
        score: null,
        weights: null,
        meta: { source: null, year: 1 },
        blob: new Uint8Array([255]),
      },
    ]);
    expect(loaded.sources).toEqual([1, 2, 3].map((line) => ({ file: 'sample.parquet', line })));
  });

  it.each(['truncated.parquet', 'empty.parquet'])(
    'refuses %s as an unreadable Parquet file',
    async (name) => {
      const err = await readDataset({ pattern: name, baseDir: dir }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).message).toMatch(
        new RegExp(
          `^${name.replace('.', '\\.')}: expected a Parquet file, found one that cannot be read \\(.+\\)$`,
        ),
      );
    },
  );
});
