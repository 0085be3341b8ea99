import { preflight } from './preflight.js';
import type { Ports } from './main.js';

/**
 * The Action's start, as the entry runs it: what needs nothing loaded is checked first (a step
 * whose config cannot be read fails here, from the entry file alone), then the flows load.
 */
export async function start(env: NodeJS.ProcessEnv, cwd: string, ports?: Ports): Promise<void> {
  const refused = preflight(env, cwd);
  if (refused !== null) {
    process.stdout.write(refused);
    process.exitCode = 1;
    return;
  }
  const { run } = await import('./main.js');
  await run(env, ports);
}
