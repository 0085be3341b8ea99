import * as core from '@actions/core';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { eventRefusal, modeRefusal } from '../core/events.js';
import { headCommit } from '../engine/git-tree.js';
import { loadConfig } from '../engine/config.js';
import { onSecret, registerSecret, scrub } from '../engine/secrets.js';
import { readContext, type RunContext } from './context.js';
import { compareMode } from './compare.js';
import { freezeMode } from './freeze.js';
import { measureJob } from './measure.js';
import { BarUnverifiable, missingSecrets, type Flow } from './flow.js';
import { octokitPort, type GitHubPort } from './github.js';
import { effectiveMode, INPUT, OUTPUT, readInputs, type ActionInputs } from './inputs.js';
import type { OutcomeSink } from './outcome.js';
import { forkSkip, sideChannel } from './publish.js';
import { mergeGroupFlow } from './merge-group.js';
import { pullRequestFlow } from './pull-request.js';
import { resultsGate } from './results.js';
import { executeSuites } from './suites.js';
import { branchGate, recordOnly } from './scheduled.js';
import { mergeMode, shardJob } from './shards.js';
import { verdictJob } from './verdict.js';

/** What `run` reaches the outside world through, where a caller may put its own. */
export interface Ports {
  github: (options: Parameters<typeof octokitPort>[0]) => GitHubPort;
}

const PORTS: Ports = { github: octokitPort };

/** The Action's entry: read inputs and context, run the flow of this event, fail with one message. */
export async function run(
  env: NodeJS.ProcessEnv = process.env,
  ports: Ports = PORTS,
): Promise<void> {
  try {
    // Every secret form is masked in the log, the token's before anything can print it.
    onSecret((value) => core.setSecret(value));
    const read = readInputs();
    if (read.token) registerSecret(read.token);
    const context = readContext(env);
    const inputs = { ...read, mode: effectiveMode(read, context.dispatchInputs) };
    // Before anything is read, measured or written: an event whose safe rule is not built fails.
    const refusal = eventRefusal({
      eventName: context.eventName,
      checkedOut: await headCommit(context.workspace),
      workflowSha: context.sha,
      pullHeadSha: context.pull?.headSha ?? null,
      groupHeadSha: context.mergeGroup?.headSha ?? null,
    });
    if (refusal) throw new InputError(`evalgate: ${refusal}`);
    const modeRefused = modeRefusal(inputs.mode, context.eventName);
    if (modeRefused) throw new InputError(`evalgate: ${modeRefused}`);
    const github = inputs.token
      ? ports.github({
          token: inputs.token,
          apiUrl: context.apiUrl,
          owner: context.owner,
          repo: context.repo,
        })
      : undefined;
    // After a pull request's measuring run: grade its answers, run none of its code.
    const measuredEvent = context.workflowRun?.event;
    if (
      (measuredEvent === 'pull_request' || measuredEvent === 'pull_request_review') &&
      inputs.mode === 'gate'
    )
      return await verdictJob(inputs, context, github, env);
    await executeSuites(inputs, context, github, env, execute);
  } catch (error) {
    if (error instanceof BarUnverifiable) {
      const text = `evalgate: cannot verify the bar: ${scrub(error.message)}. The check fails closed; rerun it when the cause is fixed.`;
      await sideChannel('write the job summary', () =>
        core.summary.addHeading('evalgate: cannot verify the bar', 3).addRaw(text).write(),
      );
      core.setOutput(OUTPUT.verdict, 'errored');
      core.setFailed(text);
    } else if (error instanceof InputError) {
      core.setFailed(scrub([error.message, ...error.details].join('\n')));
    } else {
      core.setFailed(
        `evalgate: internal error: ${scrub(error instanceof Error ? error.message : String(error))}`,
      );
    }
  }
}

export async function execute(
  inputs: ActionInputs,
  context: RunContext,
  github: GitHubPort | undefined,
  env: NodeJS.ProcessEnv,
  outcome: OutcomeSink,
): Promise<void> {
  const { mode } = inputs;
  if (context.mergeGroup && (mode !== 'gate' || inputs.shard)) {
    throw new InputError(
      `merge_group: only mode gate without shards runs in a merge queue, found mode ${mode}${inputs.shard ? ' with a shard' : ''}; nothing was measured or written`,
    );
  }
  // lm-eval results written by an earlier step: gated as they are, nothing is rerun.
  if (inputs.results?.length) return resultsGate({ inputs, context, env, outcome });
  const configFile = path.resolve(context.workspace, inputs.config);
  // Data files are read from the checkout only: a link in it to a file of the runner is refused.
  const loaded = {
    ...(await annotated(inputs.config, () => loadConfig(configFile))),
    readRoot: context.workspace,
  };

  const missing = missingSecrets(loaded, inputs.models, env);
  if (missing.length > 0 && context.pull?.fork && mode !== 'gate' && mode !== 'measure')
    return forkSkip({ context, outcome }, missing);

  const flow: Flow = {
    inputs,
    context,
    github,
    env,
    outcome,
    runOptions: {
      models: inputs.models,
      noCache: false,
      env,
      log: (text) => process.stdout.write(text),
      isTTY: false,
      progressIntervalS: 10,
    },
  };
  if (inputs.shard) {
    if (mode !== 'gate' && mode !== 'run') {
      throw new InputError(
        `input "${INPUT.shard}": expected mode gate or run for a shard job, found mode ${mode}; the merge job takes no shard`,
      );
    }
    return annotated(inputs.config, () => shardJob(flow, loaded));
  }
  if (mode === 'merge') return annotated(inputs.config, () => mergeMode(flow, loaded));
  if (mode === 'measure') return annotated(inputs.config, () => measureJob(flow));
  if (mode === 'compare') return annotated(inputs.config, () => compareMode(flow, loaded));
  if (mode === 'freeze') return freezeMode(flow, loaded);
  if (mode === 'run') return recordOnly(flow, loaded);
  if (context.pull) return annotated(inputs.config, () => pullRequestFlow(flow));
  if (context.mergeGroup) return annotated(inputs.config, () => mergeGroupFlow(flow));
  return annotated(inputs.config, () => branchGate(flow, loaded));
}

/** Runs `fn`; a config or fingerprint problem also becomes an annotation on the config file. */
async function annotated<T>(configPath: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof InputError && /fingerprint|config|evalgate\.yml/.test(error.message)) {
      core.error(scrub([error.message, ...error.details].join('\n')), {
        file: configPath,
        title: 'evalgate',
      });
    }
    throw error;
  }
}
