import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunRecord } from '../../src/engine/records.js';
import { copyExample, runCli, tempDir } from '../helpers.js';

describe('readRunRecord', () => {
  it('reads back what evalgate run wrote', async () => {
    const out = path.join(await tempDir(), 'out');
    expect((await runCli('run', '--config', (await copyExample()).config, '--out', out)).code).toBe(
      0,
    );
    const [name] = await readdir(out);
    const record = await readRunRecord(path.join(out, name!));
    expect(record.schema_version).toBe(1);
    expect(record.items).toHaveLength(30);
  });

  it.each([
    ['{"schema_version": 1, "run_id": ', 'the run record is not valid JSON'],
    [
      '{"schema_version": 2}',
      'run record schema_version 2 is not supported by this evalgate (expected 1)',
    ],
    ['{"schema_version": 1, "run_id": "x"}', 'the run record is corrupt at suite'],
    ['[]', 'the run record is corrupt at the top level'],
  ])('a corrupt record is an error naming the path: %s', async (text, message) => {
    const file = path.join(await tempDir(), 'run.json');
    await writeFile(file, text);
    await expect(readRunRecord(file)).rejects.toThrow(`${file}: ${message}`);
  });

  it('a missing record is an error, not an empty result', async () => {
    await expect(readRunRecord('nope/run.json')).rejects.toThrow(
      'nope/run.json: cannot read the run record: no such file',
    );
  });
});
