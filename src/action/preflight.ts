import { statSync } from 'node:fs';
import path from 'node:path';
import { unreadable } from '../engine/io-reason.js';
import { INPUT, input, workflowCommand } from './names.js';

/**
 * What the entry checks before it loads any flow: the one config the step names can be read.
 * Null when it can (or when the step names several, a glob, or lm-eval results instead, or runs
 * on workflow_run, which the flows check); else the log the full run would end with for the same input: the config file's
 * annotation and the failure, word for word, so a broken step fails at Node's start-up speed.
 */
export function preflight(env: NodeJS.ProcessEnv, cwd: string): string | null {
  if (input(env, INPUT.results) !== '') return null;
  // The verdict job reads the config from the graded head's commit, not from its checkout of the
  // default branch: a suite the pull request adds has no file there yet.
  if (env.GITHUB_EVENT_NAME === 'workflow_run') return null;
  const config = input(env, INPUT.config) || 'evalgate.yml';
  if (/[\n,*?[\]{}!]/.test(config)) return null;
  const file = path.resolve(env.GITHUB_WORKSPACE ?? cwd, config);
  try {
    // A folder or an unreadable file: the full run names it when it reads it.
    statSync(file);
    return null;
  } catch (error) {
    const message = unreadable(file, 'config', error);
    return (
      workflowCommand('error', { title: 'evalgate', file: config }, message) +
      workflowCommand('error', {}, message)
    );
  }
}
