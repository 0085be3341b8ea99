import os from 'node:os';
import path from 'node:path';
import type { RunOptions } from '../engine/run.js';
import { restoreResponses, saveResponses } from './cache.js';
import type { RunContext } from './context.js';
import type { GitHubPort } from './github.js';
import type { ActionInputs } from './inputs.js';

/** What every event flow of the Action works with. */
export interface Flow {
  inputs: ActionInputs;
  context: RunContext;
  /** Undefined without a token. */
  github: GitHubPort | undefined;
  env: NodeJS.ProcessEnv;
  runOptions: RunOptions;
}

/**
 * The response cache of Action runs: under RUNNER_TEMP, outside the workspace, so nothing a
 * branch commits under `.evalgate/cache` is ever read; only the Actions cache fills it.
 */
export function actionCacheDir(env: NodeJS.ProcessEnv, suite: string): string {
  return path.join(env.RUNNER_TEMP ?? os.tmpdir(), 'evalgate-cache', suite);
}

/** Runs `work` with the response cache restored before and saved after (when enabled). */
export async function withResponseCache<T>(
  flow: Flow,
  suite: string,
  protocolId: string,
  work: (options: RunOptions) => Promise<T>,
): Promise<T> {
  const cacheDir = actionCacheDir(flow.env, suite);
  if (flow.inputs.cache) await restoreResponses(cacheDir, suite, protocolId);
  const result = await work({ ...flow.runOptions, cacheDir });
  if (flow.inputs.cache) {
    await saveResponses(cacheDir, suite, protocolId, flow.env.GITHUB_RUN_ID ?? String(Date.now()));
  }
  return result;
}
