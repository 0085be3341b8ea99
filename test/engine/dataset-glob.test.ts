import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { datasetFiles } from '../../src/engine/datasets/read.js';
import { tempDir } from '../helpers.js';

describe('dataset globs', () => {
  it('match what a walk from the config folder matches, walked from their fixed folders', async () => {
    const root = await tempDir();
    const configDir = path.join(root, 'repo', 'evals');
    await mkdir(configDir, { recursive: true });
    for (const file of [
      'x.csv',
      'y.csv',
      'notes.txt',
      'sub/z.csv',
      'sub/deeper/w.csv',
      '(a)/v.csv',
    ]) {
      await mkdir(path.dirname(path.join(root, 'data', file)), { recursive: true });
      await writeFile(path.join(root, 'data', file), 'q\n');
    }
    await writeFile(path.join(configDir, 'local.csv'), 'q\n');
    const patterns = [
      '../../data/*.csv',
      `${root}/data/*.csv`,
      '../../data/**/*.csv',
      '../../data/[xy].csv',
      '../../data/sub/*/w.csv',
      '../../data/\\(a\\)/*.csv',
      '*.csv',
    ];
    for (const pattern of patterns) {
      const walked = await glob(pattern, {
        cwd: configDir,
        onlyFiles: true,
        expandDirectories: false,
      });
      const found = await datasetFiles(pattern, configDir, 'dataset.path');
      expect([...found].sort(), pattern).toEqual(walked.sort());
      expect(found.length, pattern).toBeGreaterThan(0);
    }
    // A wildcard in a parent folder: the walk from the config folder finds nothing, this finds the
    // config folder's own file (the glob names it: ../evals/local.csv).
    expect(await datasetFiles('../*/*.csv', configDir, 'dataset.path')).toEqual(['local.csv']);
  });
});
