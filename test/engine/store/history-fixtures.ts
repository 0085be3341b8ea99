import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunRecord } from '../../../src/core/record.js';
import { tempDir } from '../../helpers.js';

let counter = 0;

/** A minimal run record that satisfies runRecordSchema: one item, answered right. */
export function makeRecord(
  options: { suite?: string; modelId?: string; startedAt?: string; runId?: string } = {},
): RunRecord {
  const startedAt = options.startedAt ?? '2026-11-20T10:11:12.345Z';
  const runId =
    options.runId ??
    `${startedAt.replace(/[-:.]/g, '')}-${(counter++).toString(16).padStart(6, '0')}`;
  return {
    schema_version: 1,
    run_id: runId,
    suite: options.suite ?? 'mmlu-mini',
    model: {
      id: options.modelId ?? 'vendor-a/model-x',
      provider: 'baseline',
      requested: 'baseline/first',
      base_url: null,
      build: { model: 'baseline/first', system_fingerprint: null },
      builds_seen: [{ model: 'baseline/first', system_fingerprint: null, count: 1 }],
      claimed: null,
    },
    protocol_id: 'p'.repeat(64),
    protocol: {
      harness: { name: 'evalgate', version: '0.1.0', protocol_version: 1 },
      dataset: { path: 'items.jsonl' },
      fingerprint: 'f'.repeat(64),
      slice: { seed: '7', size: 1, fingerprint_fields: ['question'] },
      wash: {},
      template: { name: 'custom', mode: 'completion', hash: 'h', text: '{{question}}' },
      fewshot: { k: 0, hash: 'none' },
      grader: { kind: 'choice' },
      decoding: { temperature: 0 },
      repeats: 1,
    },
    items: [
      {
        id: 'q0',
        repeat: 0,
        correct: true,
        score: 1,
        extracted: 'A',
        reason: 'matched',
        response_sha256: null,
        latency_ms: 1,
        tokens: { input: 1, output: 1 },
        cached: false,
        attempts: 1,
        error: null,
      },
    ],
    aggregates: { score: 100, std: 0, per_repeat: [100], n: 1, errors: 0, error_rate: 0 },
    usage: { requests: 1, cached: 0, input_tokens: 1, output_tokens: 1, cost_usd: null },
    incomplete: null,
    environment: {
      evalgate: '0.1.0',
      node: process.version,
      os: process.platform,
      ci_run_url: null,
      git_sha: null,
      started_at: startedAt,
      ended_at: startedAt,
    },
  };
}

const run = promisify(execFile);

/** Runs git in `cwd` as a person would, with a fixed identity; returns trimmed stdout. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Dev',
      GIT_AUTHOR_EMAIL: 'dev@example.com',
      GIT_COMMITTER_NAME: 'Dev',
      GIT_COMMITTER_EMAIL: 'dev@example.com',
    },
  });
  return stdout.trim();
}

/** A bare remote holding one commit on `main`, and a way to clone it. */
export async function makeRemote(): Promise<{
  root: string;
  bare: string;
  clone: (name: string) => Promise<string>;
}> {
  const root = await tempDir('evalgate-git-');
  const bare = path.join(root, 'remote.git');
  await git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  const seed = path.join(root, 'seed');
  await git(root, 'clone', '--quiet', bare, seed);
  await git(seed, 'checkout', '--quiet', '-b', 'main');
  await writeFile(path.join(seed, 'README.md'), '# app\n');
  await git(seed, 'add', 'README.md');
  await git(seed, 'commit', '--quiet', '-m', 'initial');
  await git(seed, 'push', '--quiet', 'origin', 'main');
  const clone = async (name: string) => {
    const dir = path.join(root, name);
    await git(root, 'clone', '--quiet', bare, dir);
    return dir;
  };
  return { root, bare, clone };
}
