import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunRecord } from '../../src/core/record.js';
import { afterEach, expect, vi } from 'vitest';
import {
  startOpenAIServer,
  type FakeRequest,
  type FakeServer,
  type FakeServerOptions,
} from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';

const LETTERS = 'ABCD';

/** The correct answer index of generated question n. */
export const answerOf = (n: number) => (n * 7) % 4;

/**
 * Writes a suite of `n` generated multiple-choice questions ("Q0042: ...") and a config
 * (JSON is YAML) into a fresh folder; returns the config path.
 */
export async function writeSuite(options: {
  n: number;
  models: Record<string, unknown>[];
  extra?: Record<string, unknown>;
}): Promise<{ dir: string; config: string }> {
  const dir = await tempDir();
  const rows = Array.from({ length: options.n }, (_, i) => ({
    id: `q${String(i).padStart(4, '0')}`,
    question: `Q${String(i).padStart(4, '0')}: which option is right?`,
    choices: ['alpha', 'beta', 'gamma', 'delta'],
    answer: answerOf(i),
  }));
  await writeFile(
    path.join(dir, 'items.jsonl'),
    rows.map((r) => JSON.stringify(r)).join('\n') + '\n',
  );
  const config = {
    version: 1,
    suite: 'generated',
    dataset: { path: 'items.jsonl', fields: { id: 'id' } },
    slice: { seed: 7 },
    harness: { template: '{{question}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:' },
    grader: { kind: 'choice' },
    decoding: { temperature: 0, max_tokens: 8, seed: 100 },
    models: options.models,
    ...options.extra,
  };
  const file = path.join(dir, 'evalgate.yml');
  await writeFile(file, JSON.stringify(config, null, 2));
  return { dir, config: file };
}

/** A fake model that knows the questions `knows(n)` says it knows, and answers wrong otherwise. */
export function answering(knows: (n: number) => boolean, style = (letter: string) => letter) {
  return (request: FakeRequest): string => {
    const match = /Q(\d{4})/.exec(request.prompt);
    if (!match) return 'no idea';
    const n = Number(match[1]);
    const correct = answerOf(n);
    return style(LETTERS[knows(n) ? correct : (correct + 1) % 4]!);
  };
}

export async function readRecords(dir: string): Promise<RunRecord[]> {
  const folder = path.join(dir, '.evalgate', 'runs', 'generated');
  const records = await Promise.all(
    (await readdir(folder)).map(
      async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as RunRecord,
    ),
  );
  return records.sort((a, b) => a.environment.started_at.localeCompare(b.environment.started_at));
}

/** Per-item outcomes reduced to what must not change between runs: id, repeat, verdict, answer. */
export function outcomesOf(record: RunRecord) {
  return record.items.map((i) => `${i.id}/${i.repeat}:${i.correct}:${i.extracted}`).sort();
}

/**
 * Fake endpoints started by a test file's tests, all closed (and stubbed env vars restored) after
 * each test. Call once at the top of the file.
 */
export function useFakeServers() {
  const servers: FakeServer[] = [];
  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return {
    servers,
    async openai(options: FakeServerOptions): Promise<FakeServer> {
      const server = await startOpenAIServer(options);
      servers.push(server);
      return server;
    },
  };
}

/** Runs every model entry of a suite and freezes the runs as its baselines (in-process CLI). */
export async function runAndFreeze(config: string) {
  const run = await runCli('run', '--config', config, '--json');
  expect(run.code, run.stderr).toBe(0);
  const files = (JSON.parse(run.stdout).runs as { path: string }[]).map((r) =>
    path.resolve(r.path),
  );
  const frozen = await runCli(
    'freeze',
    '--config',
    config,
    '--json',
    ...files.flatMap((f) => ['--run', f]),
  );
  expect(frozen.code, frozen.stderr).toBe(0);
  return JSON.parse(frozen.stdout).frozen as { model: string; path: string; score: number }[];
}
