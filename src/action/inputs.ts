import * as core from '@actions/core';
import { ROLES, type Role } from '../core/decide.js';
import { InputError } from '../core/errors.js';
import { parseShard, type ShardSpec } from '../core/shard.js';
import { INPUT, input } from './names.js';

export { INPUT, OUTPUT } from './names.js';

const MODES = ['gate', 'freeze', 'run', 'merge', 'measure', 'compare'] as const;

export interface ActionInputs {
  config: string;
  token: string;
  /** `measure`: the pull_request job of the two-job recipe (measure, upload the answers, write nothing). */
  mode: (typeof MODES)[number];
  onRegression: 'fail' | 'comment';
  comment: 'always' | 'on-change' | 'on-regression' | 'never';
  freezeLabel: string;
  /** Empty when the data branch is disabled. */
  dataBranch: string;
  cache: boolean;
  models: string[];
  issueOnRegression: boolean;
  /** The least permission of a reviewer who approves a changed bar, and of a freeze label's user. */
  freezePermission: Role;
  /** The verdict job: the measuring workflow's file; only its runs' answers are graded. */
  measuringWorkflow: string;
  /** The login the Action's token acts as: its own comments are found by it and updated. */
  botLogin: string;
  /** The token's pushes start workflows (a personal or App token), so a freeze push gets its own run. */
  pushStartsWorkflows: boolean;
  /** `shard: I/N`: this job measures one shard and writes a partial record (mode gate or run). */
  shard: ShardSpec | null;
  /** mode merge: the partial records to merge (paths or globs, relative to the workspace). */
  runs: string[];
  /** lm-eval results files (globs) an earlier step wrote: gated instead of rerunning. */
  results?: string[];
  /** Several suites in one step: one comment per suite, or one comment for all. */
  commentMode: 'per-suite' | 'combined';
}

function oneOf<T extends string>(what: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new InputError(
      `${what}: expected one of ${allowed.map((a) => `"${a}"`).join(', ')}, found "${value}"`,
    );
  }
  return value as T;
}

function choice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  return oneOf(`input "${name}"`, getInput(name).trim() || fallback, allowed);
}

function flag(name: string, fallback: boolean): boolean {
  const value = getInput(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new InputError(`input "${name}": expected true or false, found "${value}"`);
}

/** Reads every input once, validated, as one typed object. */
export function readInputs(): ActionInputs {
  const inputs = readEach();
  if (inputs.mode === 'measure' && inputs.results?.length) {
    throw new InputError(
      `input "${INPUT.results}": mode measure reruns the config and uploads its answers; lm-eval results are gated where they are produced, found ${inputs.results.join(', ')}`,
    );
  }
  return inputs;
}

/** Inputs that no longer do anything: accepted, with a warning naming what replaced them. */
const DEPRECATED: Record<string, string> = {
  [INPUT.cacheMaxAge]: 'pull-request runs read no cache now, so there is no age to set',
  [INPUT.freezeRefuseAuthor]:
    'the freeze label approves nothing now; an approving review does, and GitHub lets no author approve their own pull request',
  [INPUT.approvalsFrom]:
    "approvals are maintainers' reviews naming the bar now, not artifacts of freeze runs",
};

function warnDeprecated(): void {
  for (const [name, why] of Object.entries(DEPRECATED)) {
    if (getInput(name) === '') continue;
    core.warning(
      `evalgate: input "${name}" is deprecated and ignored: ${why}. Remove it; it is accepted until the next minor release.`,
    );
  }
}

/** An input as the runner passes it, trimmed (`@actions/core`'s `getInput`). */
const getInput = (name: string) => input(process.env, name);

function readEach(): ActionInputs {
  warnDeprecated();
  return {
    config: getInput(INPUT.config).trim() || 'evalgate.yml',
    token: getInput(INPUT.token).trim(),
    mode: choice(INPUT.mode, MODES, 'gate'),
    onRegression: choice(INPUT.onRegression, ['fail', 'comment'], 'fail'),
    comment: choice(INPUT.comment, ['always', 'on-change', 'on-regression', 'never'], 'always'),
    freezeLabel: getInput(INPUT.freezeLabel).trim() || 'evalgate:freeze',
    dataBranch: getInput(INPUT.dataBranch).trim(),
    cache: flag(INPUT.cache, true),
    models: getInput(INPUT.models)
      .split(/[,\n]/)
      .map((m) => m.trim())
      .filter(Boolean),
    issueOnRegression: flag(INPUT.issueOnRegression, false),
    freezePermission: choice(INPUT.freezePermission, ROLES, 'maintain'),
    measuringWorkflow: getInput(INPUT.measuringWorkflow).trim(),
    botLogin: getInput(INPUT.botLogin).trim() || 'github-actions[bot]',
    pushStartsWorkflows: flag(INPUT.pushStartsWorkflows, false),
    shard: getInput(INPUT.shard).trim()
      ? parseShard(getInput(INPUT.shard), `input "${INPUT.shard}"`)
      : null,
    runs: getInput(INPUT.runs)
      .split(/\n/)
      .map((r) => r.trim())
      .filter(Boolean),
    results: getInput(INPUT.results)
      .split(/[,\n]/)
      .map((m) => m.trim())
      .filter(Boolean),
    commentMode: choice(INPUT.commentMode, ['per-suite', 'combined'], 'per-suite'),
  };
}

/**
 * The mode this run takes: a workflow_dispatch input `mode` (someone dispatching a freeze) over
 * the `mode` input, validated as strictly; left empty, the `mode` input stands.
 */
export function effectiveMode(
  inputs: ActionInputs,
  dispatchInputs: Readonly<Record<string, string>>,
): ActionInputs['mode'] {
  const dispatched = dispatchInputs[INPUT.mode]?.trim();
  if (!dispatched) return inputs.mode;
  return oneOf(`workflow_dispatch input "${INPUT.mode}"`, dispatched, MODES);
}
