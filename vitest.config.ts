import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous: a test that runs the committed dist end to end takes ~40 s on a loaded 2-core machine;
    // no test asserts on time, so a slow machine must not turn a pass red.
    testTimeout: 180_000,
    pool: 'forks',
    // One file per core: most files wait on their servers, git and child processes, so vitest's
    // default (one fewer than the cores, one worker on 2 cores) leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
