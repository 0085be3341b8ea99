import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/core/record.js';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';
import { runCli } from '../helpers.js';
import { answering, writeSuite } from './suite-helpers.js';

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A build that knows question n when (37 n mod 100) < k. */
async function build(name: string, k: number) {
  const server = await startOpenAIServer({
    answer: answering((n) => (n * 37) % 100 < k),
    model: name,
  });
  servers.push(server);
  return server;
}

async function pointAt(config: string, server: FakeServer) {
  const text = JSON.parse(await readFile(config, 'utf8'));
  text.models[0].base_url = server.url;
  await writeFile(config, JSON.stringify(text, null, 2));
}

/** The score series of the markdown's Mermaid trend chart (empty: no chart). */
function trendLine(markdown: string): number[] {
  const line = /^ {2}line \[(.*)\]$/m.exec(markdown);
  return line ? line[1]!.split(', ').map(Number) : [];
}

async function stored(dir: string): Promise<RunRecord[]> {
  const folder = path.join(dir, '.evalgate/runs/generated');
  const names = (await readdir(folder)).filter((n) => n.endsWith('.json'));
  const records = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(folder, n), 'utf8')) as RunRecord),
  );
  return records.sort((a, b) => a.environment.started_at.localeCompare(b.environment.started_at));
}

async function gate(config: string, report: string, ...flags: string[]) {
  const result = await runCli('gate', '--config', config, '--report', report, ...flags);
  expect(result.code, result.stderr).toBe(0);
  return readFile(report, 'utf8');
}

describe('a rerun answered from the response cache', () => {
  it('is recorded as a replay of the stored run and adds no trend point', async () => {
    const a = await build('build-a', 50);
    const { dir, config } = await writeSuite({
      n: 40,
      models: [
        {
          id: 'vendor/model',
          provider: 'openai',
          base_url: a.url,
          model: 'model-x',
          max_retries: 0,
        },
      ],
    });
    // An earlier build, measured without the cache, so the trend has a line to draw.
    await gate(config, path.join(dir, 'a.md'), '--no-cache');
    const b = await build('build-b', 80);
    await pointAt(config, b);

    const fresh = await gate(config, path.join(dir, 'b1.md'));
    const sent = b.requests.length;
    expect(sent).toBeGreaterThan(0);
    const twoPoints = trendLine(fresh);
    expect(twoPoints).toHaveLength(2);

    expect(fresh).toContain('Answers: 40 measured by this run, none from the cache.');
    const cached = await gate(config, path.join(dir, 'b2.md'), '--cache');
    expect(b.requests.length).toBe(sent); // the second gate was answered from the cache
    expect(cached).toContain(
      'Replayed: nothing was re-measured; all 40 answers came from the cache (40 from a local run, measured from',
    );
    expect(trendLine(cached)).toEqual(twoPoints);

    const records = await stored(dir);
    expect(records).toHaveLength(3);
    const [first, original, rerun] = records;
    expect(first!.replay_of).toBeUndefined();
    expect(original!.replay_of).toBeUndefined();
    expect(rerun!.replay_of).toBe(original!.run_id);
    expect(rerun!.usage.cached).toBe(rerun!.items.length);

    // `history` counts the measurement once, with the replay on it.
    const history = await runCli('history', '--config', config, '--json');
    const rows = JSON.parse(history.stdout).runs as { run_id: string; replays: number }[];
    expect(rows.map((r) => [r.run_id, r.replays])).toEqual([
      [first!.run_id, 0],
      [original!.run_id, 1],
    ]);

    // Without --cache the gate measures again: a new point, never a replay.
    const terminal = await runCli('gate', '--config', config, '--json');
    expect(b.requests.length).toBe(2 * sent);
    expect(JSON.parse(terminal.stdout).models[0].cached).toBe(0);
    const run = await runCli('run', '--config', config, '--json');
    expect(b.requests.length).toBe(2 * sent);
    expect(JSON.parse(run.stdout).runs[0].cached).toBe(40);
    const table = await runCli('run', '--config', config);
    expect(table.stdout).toMatch(/\|? ?cached/);
    expect(table.stdout).toContain(
      'Replayed: nothing was re-measured; all 40 answers came from the cache',
    );
  });

  it('a rerun whose outcomes differ (another build) is a new point, not a replay', async () => {
    const a = await build('build-a', 50);
    const { dir, config } = await writeSuite({
      n: 40,
      models: [
        {
          id: 'vendor/model',
          provider: 'openai',
          base_url: a.url,
          model: 'model-x',
          max_retries: 0,
        },
      ],
    });
    await gate(config, path.join(dir, 'a.md'), '--no-cache');
    const b = await build('build-b', 50); // same answers, another build name
    await pointAt(config, b);
    const second = await gate(config, path.join(dir, 'b.md'), '--no-cache');
    expect(trendLine(second)).toHaveLength(2);
    expect((await stored(dir)).map((r) => r.replay_of)).toEqual([undefined, undefined]);
  });
});
