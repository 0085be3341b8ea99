import os from 'node:os';
import path from 'node:path';

/**
 * Where evalgate keeps its files, named once: the suite's state beside its config (`.evalgate/`:
 * baselines, history, cache, slices, batches, shards), and a job's scratch files under the
 * runner's temp folder (the system's outside a runner), never in the checkout.
 */
export const STATE_DIR = '.evalgate';

/** `<root>/.evalgate/<parts...>`. */
export function statePath(root: string, ...parts: string[]): string {
  return path.join(root, STATE_DIR, ...parts);
}

/** `<RUNNER_TEMP>/<parts...>`, or under the system's temp folder outside a runner. */
export function runnerTemp(env: NodeJS.ProcessEnv, ...parts: string[]): string {
  return path.join(env.RUNNER_TEMP || os.tmpdir(), ...parts);
}
