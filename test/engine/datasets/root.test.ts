import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { datasetFiles, readDataset } from '../../../src/engine/datasets/read.js';
import { tempDir } from '../../helpers.js';

const ROW = `${JSON.stringify({ id: 'q1', question: 'secret row', answer: 0 })}\n`;

/** A checkout with data.jsonl, and `outside.jsonl` (a link to a file outside it). */
async function checkout() {
  const root = await tempDir();
  const elsewhere = await tempDir();
  const target = path.join(elsewhere, 'private.jsonl');
  await writeFile(target, ROW);
  await writeFile(path.join(root, 'data.jsonl'), ROW);
  await symlink(target, path.join(root, 'outside.jsonl'));
  await mkdir(path.join(root, 'sub'));
  await symlink(path.join(root, 'data.jsonl'), path.join(root, 'sub', 'inside.jsonl'));
  return { root, target };
}

describe('readDataset with a root (the Action)', () => {
  it('refuses a link out of the root, naming the key and path, never the target or its content', async () => {
    const { root, target } = await checkout();
    const error = await readDataset({ pattern: 'outside.jsonl', baseDir: root, root }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InputError);
    const text = [(error as InputError).message, ...(error as InputError).details].join('\n');
    expect(text).toContain('dataset.path "outside.jsonl"');
    expect(text).toContain('not a regular file inside the repository');
    expect(text).not.toContain(target);
    expect(text).not.toContain('secret row');
  });

  it.each(['/proc/self/environ', '/etc/hostname'])(
    'refuses a link to %s without quoting it (few-shot key too)',
    async (file) => {
      const root = await tempDir();
      await symlink(file, path.join(root, 'shots.jsonl'));
      const content = await readFile(file, 'utf8').catch(() => '');
      const error = await readDataset({
        pattern: 'shots.jsonl',
        baseDir: root,
        root,
        key: 'harness.fewshot.path',
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InputError);
      const text = [(error as InputError).message, ...(error as InputError).details].join('\n');
      expect(text).toContain('harness.fewshot.path "shots.jsonl"');
      expect(text).not.toContain(file);
      for (const line of content.split(/[\n\0]/).filter((l) => l.length > 3)) {
        expect(text).not.toContain(line);
      }
    },
  );

  it('refuses a glob match that links out, and lists files as before otherwise', async () => {
    const { root } = await checkout();
    await expect(datasetFiles('*.jsonl', root, 'dataset.path', root)).rejects.toThrow(
      'outside.jsonl is not a regular file inside the repository',
    );
    // A link that stays inside the root is a file of the checkout.
    expect(await datasetFiles('sub/*.jsonl', root, 'dataset.path', root)).toEqual([
      'sub/inside.jsonl',
    ]);
    expect(await datasetFiles('data.jsonl', root, 'dataset.path', root)).toEqual(['data.jsonl']);
  });

  it('reads a file of the root whose name starts with two dots: it does not lead out', async () => {
    const { root } = await checkout();
    await writeFile(path.join(root, '..data.jsonl'), ROW);
    const read = await readDataset({ pattern: '..data.jsonl', baseDir: root, root });
    expect(read.rows).toHaveLength(1);
  });

  it('without a root (the CLI), the link is read as the user made it', async () => {
    const { root } = await checkout();
    const read = await readDataset({ pattern: 'outside.jsonl', baseDir: root });
    expect(read.rows).toHaveLength(1);
  });
});
