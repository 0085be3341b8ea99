import { copyFile, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashFiles } from '../../src/engine/baselines.js';
import { runCli, tempDir } from '../helpers.js';
import { runAndFreeze, writeSuite } from './suite-helpers.js';

/** Ids that the old name folding (`[^A-Za-z0-9._-]` to `_`, `..` to `_`) put into one file. */
const FOLDED = ['a b', 'a_b', '../x', '_/x', 'a/b', 'a//b'];
const strategies = ['first', 'longest', 'random'] as const;

async function suiteOf(ids: string[]) {
  return writeSuite({
    n: 60,
    models: ids.map((id, i) => ({ id, provider: 'baseline', strategy: strategies[i % 3] })),
  });
}

describe('one baseline file per slot', () => {
  it('ids the old scheme folded together keep separate baselines, and each gates against its own', async () => {
    const { config } = await suiteOf(FOLDED);
    const frozen = await runAndFreeze(config);
    expect(new Set(frozen.map((f) => f.path)).size).toBe(FOLDED.length);
    for (const f of frozen) {
      const baseline = JSON.parse(await readFile(f.path, 'utf8'));
      expect(baseline.model.id).toBe(f.model);
    }
    const gate = await runCli('gate', '--config', config, '--json');
    expect(gate.code, gate.stderr).toBe(0);
    const models = JSON.parse(gate.stdout).models as {
      model: string;
      delta: number;
      verdict: string;
    }[];
    expect(models.map((m) => [m.model, m.verdict, m.delta])).toEqual(
      FOLDED.map((id) => [id, 'pass', 0]),
    );
  });

  it("a baseline copied onto another slot's file is an error naming both, never a pass", async () => {
    const { config } = await suiteOf(['vendor/strong', 'vendor/weak']);
    const frozen = await runAndFreeze(config);
    const [strong, weak] = frozen;
    await copyFile(strong!.path, weak!.path);
    const gate = await runCli('gate', '--config', config);
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain(
      'this file is the baseline of suite "generated", model "vendor/weak", but it holds a run of suite "generated", model "vendor/strong"',
    );
    expect(gate.stderr).toContain('/.evalgate/baselines/generated/vendor/weak.json: this file is');
  });

  it('ids that cannot name a file, or collide on a case-insensitive disk, are config errors', async () => {
    for (const [ids, message] of [
      [
        ['tab\there'],
        'models[0].id: expected an id that can name its baseline file (control characters cannot name a file), found "tab\there"',
      ],
      [
        ['Vendor/M', 'vendor/m'],
        'models[1].id: expected ids that differ in more than letter case from "Vendor/M" (on macOS and Windows their baseline files would be one file), found "vendor/m"',
      ],
    ] as const) {
      const { config } = await suiteOf([...ids]);
      const result = await runCli('slice', '--config', config);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
    }
  });

  it('hashing a baseline folder refuses symbolic links (a loop, or a link out of the folder)', async () => {
    const root = await tempDir();
    const folder = path.join(root, '.evalgate', 'baselines', 's');
    await mkdir(path.join(folder, 'vendor'), { recursive: true });
    await writeFile(path.join(folder, 'vendor', 'model.json'), '{}');
    expect(Object.keys(await hashFiles(root, folder))).toEqual([
      '.evalgate/baselines/s/vendor/model.json',
    ]);
    await symlink(folder, path.join(folder, 'vendor', 'loop'));
    await expect(hashFiles(root, folder)).rejects.toThrow(
      '.evalgate/baselines/s/vendor/loop: expected a file or folder, found a symbolic link',
    );
    expect(await hashFiles(root, path.join(root, 'absent'))).toEqual({});
  });
});
