import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { artifactAnswersPolicy, measuringJobPolicy } from '../../src/core/decide.js';
import { loadConfig } from '../../src/engine/config.js';
import { prepareSuite, runSuite, type RunOptions } from '../../src/engine/run.js';
import { tempDir } from '../helpers.js';
import { answering, useFakeServers, writeSuite } from './suite-helpers.js';

const { openai } = useFakeServers();

const KEY = 'sk-measure-test';
const MEASURING_RUN = '9001';

function options(cacheDir: string, over: Partial<RunOptions> = {}): RunOptions {
  return {
    models: [],
    noCache: false,
    env: { ...process.env, MEASURE_KEY: KEY },
    log: () => undefined,
    isTTY: false,
    cacheDir,
    ...over,
  };
}

/**
 * A suite with an OpenAI-compatible slot and a command slot whose program leaves a mark each time
 * it runs: what the measuring job runs, and what the verdict job must never run again.
 */
async function suite(n: number) {
  const server = await openai({ answer: answering(() => true), model: 'build-x', apiKey: KEY });
  const { dir, config } = await writeSuite({
    n,
    models: [
      {
        id: 'vendor/model',
        provider: 'openai',
        base_url: server.url,
        model: 'model-x',
        api_key_env: 'MEASURE_KEY',
        max_retries: 0,
      },
      { id: 'local', provider: 'command', command: [process.execPath, 'model.mjs'] },
    ],
  });
  const marks = path.join(dir, 'marks');
  await writeFile(
    path.join(dir, 'model.mjs'),
    `import {appendFileSync} from 'node:fs';appendFileSync(${JSON.stringify(marks)}, 'ran\\n');let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const r=JSON.parse(s);process.stdout.write('Answer: '+'ABCD'[r.item.row.answer]);});`,
  );
  const prepared = await prepareSuite(await loadConfig(config), []);
  return { server, dir, marks, prepared };
}

const measuring = () => measuringJobPolicy({ runId: MEASURING_RUN, attempt: 1 });
const verdict = (measures = false) =>
  artifactAnswersPolicy({ runId: MEASURING_RUN, attempt: 1, measures });

describe('the verdict job sends no request: answers only from the measuring job', () => {
  it('the measuring job keeps every provider’s answers; the verdict job grades them without a request or a command', async () => {
    const { server, marks, prepared } = await suite(12);
    const answers = await tempDir('evalgate-answers-');
    const measured = await runSuite(prepared, options(answers, { cachePolicy: measuring() }));
    expect(measured.map((r) => [r.record.model.id, r.record.aggregates.score])).toEqual([
      ['vendor/model', 100],
      ['local', 100],
    ]);
    const asked = server.requests.length;
    expect(asked).toBe(12);
    expect((await readFile(marks, 'utf8')).split('\n').filter(Boolean)).toHaveLength(12);
    expect((await readdir(answers)).filter((f) => f.endsWith('.jsonl'))).not.toHaveLength(0);

    // The verdict job: no key in its environment, the command's program gone (it never runs it).
    await writeFile(marks, '');
    await writeFile(path.join(prepared.loaded.baseDir, 'model.mjs'), 'process.exit(3)');
    const graded = await runSuite(
      prepared,
      options(answers, { cachePolicy: verdict(), env: { PATH: process.env.PATH } }),
    );
    expect(server.requests.length).toBe(asked);
    expect((await readFile(marks, 'utf8')).trim()).toBe('');
    for (const { record } of graded) {
      expect(record.aggregates.score).toBe(100);
      expect(record.aggregates.errors).toBe(0);
      expect(record.usage.requests).toBe(0);
      expect(record.usage.cached).toBe(12);
      expect(record.usage.cached_from).toEqual([
        expect.objectContaining({ run: MEASURING_RUN, count: 12 }),
      ]);
    }
  });

  it('a call the artifact does not answer is an item error saying so, never a request', async () => {
    const { server, marks, prepared } = await suite(6);
    const empty = await tempDir('evalgate-answers-');
    const [remote, local] = await runSuite(
      prepared,
      options(empty, { cachePolicy: verdict(), env: { PATH: process.env.PATH } }),
    );
    expect(server.requests).toHaveLength(0);
    await expect(access(marks)).rejects.toThrow(); // the command never ran
    for (const run of [remote!, local!]) {
      expect(run.record.aggregates.errors).toBe(6);
      expect(run.record.usage.requests).toBe(0);
      expect(run.record.items[0]!.error).toBe(
        `not in the answers artifact of the measuring run ${MEASURING_RUN}; the verdict job sends no request`,
      );
    }
  });

  it('a freeze in the verdict job takes only what the measuring run measured itself', async () => {
    const { server, prepared } = await suite(4);
    const answers = await tempDir('evalgate-answers-');
    // Answers another run measured (a restored trusted cache), not the measuring run.
    await runSuite(
      prepared,
      options(answers, {
        cachePolicy: { ...measuring(), writer: { run: '77', attempt: 1, trusted: true } },
      }),
    );
    const asked = server.requests.length;
    const [remote] = await runSuite(
      { ...prepared, candidates: [prepared.candidates[0]!] },
      options(answers, { cachePolicy: verdict(true) }),
    );
    expect(server.requests.length).toBe(asked);
    expect(remote!.record.aggregates.errors).toBe(4);
    expect(remote!.record.items[0]!.error).toContain('as its own measurement');
  });

  it('noCache cannot turn the rule off', async () => {
    const { server, prepared } = await suite(2);
    vi.stubEnv('MEASURE_KEY', KEY);
    await expect(
      runSuite(prepared, options(await tempDir(), { cachePolicy: verdict(), noCache: true })),
    ).rejects.toThrow(/sends no request.*noCache is refused/);
    expect(server.requests).toHaveLength(0);
  });
});
