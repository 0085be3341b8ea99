/**
 * Which checkout a model entry's files come from when a config's program and its slots come from
 * two (a pull request measured under the base's program): the judge is part of the program, so
 * its command resolves from `baseDir`; the measured slots resolve from `modelDir`.
 */
import { chmod, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/engine/config.js';
import { runSuite } from '../../src/engine/run.js';
import { assertRunnable, prepareSuite } from '../../src/engine/suite.js';
import { tempDir } from '../helpers.js';
import { writeSuite } from './suite-helpers.js';

async function script(file: string, answer: string) {
  await writeFile(file, `#!/bin/sh\ncat >/dev/null\nprintf '%s' '${answer}'\n`);
  await chmod(file, 0o755);
}

/** The program's folder holds only the judge's script, the slots' folder only the slot's. */
async function twoCheckouts() {
  const { dir: programDir, config } = await writeSuite({
    n: 4,
    models: [
      { id: 'slot', provider: 'command', command: ['./slot.sh'] },
      { id: 'judge', provider: 'command', command: ['./judge.sh'] },
    ],
    extra: {
      grader: { kind: 'llm_judge', judge: 'judge', prompt: 'Q: {{question}}\nR: {{response}}' },
    },
  });
  const slotsDir = await tempDir();
  await script(path.join(programDir, 'judge.sh'), 'VERDICT: correct');
  await script(path.join(slotsDir, 'slot.sh'), 'Answer: A');
  const loaded = { ...(await loadConfig(config, () => {})), modelDir: slotsDir };
  return { loaded, programDir, slotsDir };
}

describe('model entries of a config whose program and slots come from two folders', () => {
  it("checks and runs the judge from the program's folder and the slot from modelDir", async () => {
    const { loaded } = await twoCheckouts();
    const prepared = await prepareSuite(loaded, [], () => {});
    expect(() => assertRunnable(prepared, process.env)).not.toThrow();
    const runs = await runSuite(prepared, {
      models: [],
      noCache: true,
      env: process.env,
      log: () => {},
      isTTY: false,
    });
    expect(runs).toHaveLength(1);
    expect(runs[0]!.record.items.every((i) => i.correct === true)).toBe(true);
  });

  it("refuses a judge whose script only the slots' folder has, before the run, naming the program's folder", async () => {
    const { loaded, programDir, slotsDir } = await twoCheckouts();
    // The slots' checkout (a pull request's head) plants a judge script; the program has none.
    await script(path.join(slotsDir, 'judge.sh'), 'VERDICT: correct');
    await rm(path.join(programDir, 'judge.sh'));
    const prepared = await prepareSuite(loaded, [], () => {});
    expect(() => assertRunnable(prepared, process.env)).toThrow(
      `model "judge": command: expected a program that can run, found "./judge.sh", which is not an executable file relative to ${programDir}`,
    );
  });
});
