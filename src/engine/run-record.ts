/**
 * What a run record says besides its outcomes, from the answers stage and the run's surroundings:
 * why it is incomplete, where its cached answers came from, its id and its environment.
 */
import os from 'node:os';
import type { RunRecord } from '../core/record.js';
import { VERSION } from '../core/version.js';
import type { ModelEntry } from '../core/config/schema.js';
import type { Answers } from './answers.js';
import { displayPath } from './config.js';
import { scrub } from './secrets.js';
import type { PreparedSuite } from './suite.js';

export function incompleteOf(
  prepared: PreparedSuite,
  entry: ModelEntry,
  answers: Answers,
  remaining: number,
): RunRecord['incomplete'] {
  const waiting = answers.batch?.waiting;
  if (waiting) {
    return {
      reason: scrub(
        `${waiting.why} (${waiting.done}/${waiting.total} done); collect it later with \`evalgate collect --config ${displayPath(prepared.loaded.file)} --model ${entry.id}\``,
      ),
      remaining,
    };
  }
  if (answers.fatal) return { reason: scrub(answers.fatal.message), remaining };
  if (answers.stoppedByBudget) {
    return {
      reason: `budget.max_usd ${answers.budget} reached after $${answers.spentUsd.toFixed(4)}`,
      remaining,
    };
  }
  return null;
}

export function runId(startedAt: Date): string {
  // Sorts by start time, to the millisecond; the random suffix keeps concurrent runs apart.
  const stamp = startedAt.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${Math.random().toString(16).slice(2, 8)}`;
}

export function environment(
  env: NodeJS.ProcessEnv,
  startedAt: Date,
  gitShaValue: string | null,
): RunRecord['environment'] {
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : null;
  return {
    evalgate: VERSION,
    node: process.version,
    os: `${os.platform()} ${os.release()} ${os.arch()}`,
    ci_run_url: runUrl,
    git_sha: gitShaValue,
    started_at: startedAt.toISOString(),
    ended_at: new Date().toISOString(),
  };
}
