import * as core from '@actions/core';
import { InputError } from '../core/errors.js';
import { scrub } from '../engine/secrets.js';
import path from 'node:path';
import { artifactAnswersPolicy, workflowCachePolicy } from '../core/decide.js';
import { keyVariable } from '../core/config/variables.js';
import type { LoadedConfig } from '../engine/config.js';
import type { RunOptions } from '../engine/run.js';
import { restoreResponses, saveResponses } from './cache.js';
import type { RunContext } from './context.js';
import type { GitHubPort } from './github.js';
import type { ActionInputs } from './inputs.js';
import type { OutcomeSink } from './outcome.js';
import { runnerTemp } from '../engine/paths.js';

/** What every event flow of the Action works with. */
export interface Flow {
  inputs: ActionInputs;
  context: RunContext;
  /** Undefined without a token. */
  github: GitHubPort | undefined;
  env: NodeJS.ProcessEnv;
  runOptions: RunOptions;
  /** Where this flow's outputs and failure go: the step's, or its suite's among several. */
  outcome: OutcomeSink;
  /**
   * The verdict job: every answer comes from the answers artifact of the measuring run `run`,
   * downloaded to `dir` (nothing is sent); the Actions cache is neither restored nor saved.
   */
  answers?: { dir: string; run: { runId: string; attempt: number } };
}

/**
 * The response cache of Action runs: under RUNNER_TEMP, outside the workspace, so nothing a
 * branch commits under `.evalgate/cache` is ever read; only the Actions cache fills it.
 */
export function actionCacheDir(env: NodeJS.ProcessEnv, suite: string): string {
  return runnerTemp(env, 'evalgate-cache', suite);
}

/**
 * Runs `work` with the response cache: off pull requests restored before and saved after, taking
 * only this workflow run's own answers (`workflowCachePolicy`). Runs of a pull request's code
 * (pull_request, pull_request_review, pull_request_target, merge_group) neither restore nor save.
 */
export async function withResponseCache<T>(
  flow: Flow,
  suite: string,
  protocolId: string,
  work: (options: RunOptions) => Promise<T>,
  /** Told apart from the other jobs of this workflow run that save the cache (a shard's `1-of-4`). */
  saveAs = '',
  /** A freeze: what is measured may become baselines (the verdict job then takes only its run's). */
  measures = false,
): Promise<T> {
  if (flow.answers) {
    return work({
      ...flow.runOptions,
      cachePolicy: artifactAnswersPolicy({ ...flow.answers.run, measures }),
      cacheDir: flow.answers.dir,
      batchDir: path.join(flow.answers.dir, 'batches'),
      pullRequest: true,
    });
  }
  const cacheDir = actionCacheDir(flow.env, suite);
  // Re-runs of a workflow keep its run id; the attempt keeps their cache keys apart.
  const runId = flow.env.GITHUB_RUN_ID ?? `local-${Date.now()}`;
  const attempt = Number(flow.env.GITHUB_RUN_ATTEMPT ?? '1') || 1;
  // A merge queue's run measures pull-request code too: like a pull request's, no cache at all.
  const pull = flow.context.pull !== undefined || flow.context.mergeGroup !== undefined;
  const policy = workflowCachePolicy({ runId, attempt, pull });
  if (flow.inputs.cache && !pull) await restoreResponses(cacheDir, suite, protocolId, runId);
  // A pull request's run may have run its own code (a command slot), which could write anything
  // into the cache folder: only runs of the repository's own branches save what others restore.
  const saves = flow.inputs.cache && policy.save;
  const runKey = `${runId}-${attempt}${saveAs ? `-${saveAs}` : ''}`;
  let submitted = 0;
  const result = await work({
    ...flow.runOptions,
    cachePolicy: policy,
    cacheDir,
    // Batch state lives in the cache folder, so the Actions cache carries it to the next run.
    batchDir: path.join(cacheDir, 'batches'),
    pullRequest: pull,
    ...(saves
      ? {
          // Saved as soon as a batch is submitted: a job that times out while it waits never
          // reaches the save below, and its re-run must find the batch instead of paying again.
          onBatchSubmitted: (model: string, batchId: string) => {
            core.info(`evalgate: ${model}: batch ${batchId} submitted; saving its state`);
            return saveResponses(cacheDir, suite, protocolId, `${runKey}-batch${++submitted}`);
          },
        }
      : {}),
  });
  if (saves) await saveResponses(cacheDir, suite, protocolId, runKey);
  return result;
}

/** The key variables the slots need that this run does not have (a fork's run has none). */
export function missingSecrets(
  loaded: LoadedConfig,
  filter: string[],
  env: NodeJS.ProcessEnv,
): string[] {
  const names = loaded.config.models
    .filter((m) => filter.length === 0 || filter.includes(m.id))
    .map(keyVariable)
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)].filter((name) => !env[name]);
}

/** A read the bar depends on failed: the check fails, it never passes on a guess. */
export class BarUnverifiable extends Error {
  override readonly name = 'BarUnverifiable';
}

/** Runs a read the bar needs; the port's own retries have run when it throws. */
export async function barRead<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BarUnverifiable) throw error;
    throw new BarUnverifiable(`could not ${what}: ${describe(error)}`);
  }
}

function describe(error: unknown): string {
  const status = (error as { status?: number }).status;
  const message = errorText(error);
  return status ? `HTTP ${status}: ${message}` : message;
}

/** An error as one line of log text, its details included and secrets scrubbed. */
export function errorText(error: unknown): string {
  const text =
    error instanceof InputError
      ? [error.message, ...error.details].join('; ')
      : error instanceof Error
        ? error.message
        : String(error);
  return scrub(text);
}
