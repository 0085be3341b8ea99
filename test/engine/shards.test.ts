import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ItemOutcome, RunRecord } from '../../src/core/record.js';
import { answerStrategy } from '../fakes/model-server.js';
import { runCli, tempDir } from '../helpers.js';
import { HAS_MMLU, MMLU_DIR } from '../shared-data.js';
import { answering, useFakeServers, writeSuite } from './suite-helpers.js';

const fakes = useFakeServers();

interface RunLine {
  model: string;
  protocol_id: string;
  score: number;
  n: number;
  path: string;
  shard?: { index: number; count: number };
}

async function run(config: string, ...extra: string[]): Promise<RunLine[]> {
  const result = await runCli('run', '--config', config, '--no-cache', '--json', ...extra);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { runs: RunLine[] }).runs;
}

async function read(file: string): Promise<RunRecord> {
  return JSON.parse(await readFile(path.resolve(file), 'utf8')) as RunRecord;
}

/** An outcome without its timing, the one field two runs of the same answers never share. */
const timeless = ({ latency_ms: _latency, ...rest }: ItemOutcome) => rest;

/** Runs `count` shards of the suite into `out`; returns their partial record files. */
async function shards(config: string, count: number, out: string): Promise<string[]> {
  const files: string[] = [];
  for (let index = 1; index <= count; index++) {
    const [line] = await run(config, '--shard', `${index}/${count}`, '--out', out);
    expect(line!.shard).toEqual({ index, count });
    files.push(path.resolve(line!.path));
  }
  return files;
}

describe.skipIf(!HAS_MMLU)('14,080 MMLU items in 4 shards', () => {
  it('merge to exactly the per-item outcomes, score and protocol id of the unsharded run, and gate like it', async () => {
    const dir = await tempDir('evalgate-shards-');
    const server = await fakes.openai({
      answer: answerStrategy('letter-from-prompt'),
      recordRequests: false,
    });
    const config = path.join(dir, 'evalgate.yml');
    const suite = {
      version: 1,
      suite: 'mmlu-all',
      dataset: { path: `${path.resolve(MMLU_DIR)}/test/*.csv`, format: 'mmlu-csv' },
      wash: { require: ['question', 'choices'], min_choices: 2 },
      slice: {
        seed: 20240909,
        fingerprint: '7fae0f59b1380079560843bb1589b686db5056502c58114e29a44377e73d80a1',
      },
      harness: { preset: 'mmlu-simple-evals' },
      grader: { kind: 'choice' },
      decoding: { temperature: 0, top_p: 1, max_tokens: 16, seed: 20240909 },
      models: [
        { id: 'fake', provider: 'openai', base_url: server.url, model: 'm', concurrency: 32 },
      ],
    };
    await writeFile(config, JSON.stringify(suite));

    const [whole] = await run(config);
    const unsharded = await read(whole!.path);
    expect(unsharded.items).toHaveLength(14_080);
    const files = await shards(config, 4, path.join(dir, 'shards'));
    const parts = await Promise.all(files.map(read));
    expect(parts.map((p) => p.items.length)).toEqual([3520, 3520, 3520, 3520]);
    // Round-robin over slice order: shard 2 holds slice positions 1, 5, 9, ...
    const order = unsharded.items.map((i) => i.id);
    expect(parts[1]!.shard!.ids.slice(0, 3)).toEqual([order[1], order[5], order[9]]);
    expect(parts.every((p) => p.protocol_id === unsharded.protocol_id)).toBe(true);

    const merged = await runCli(
      'merge',
      '--run',
      ...files,
      '--out',
      path.join(dir, 'merged'),
      '--json',
    );
    expect(merged.code, merged.stderr).toBe(0);
    const line = (JSON.parse(merged.stdout) as { run: RunLine }).run;
    const record = await read(line.path);
    expect(record.shard).toBeUndefined();
    expect(record.protocol_id).toBe(unsharded.protocol_id);
    expect(line.protocol_id).toBe(unsharded.protocol_id);
    expect(record.items.map(timeless)).toEqual(unsharded.items.map(timeless));
    expect(record.aggregates).toEqual(unsharded.aggregates);
    expect(record.aggregates.categories).toHaveLength(4);
    expect(line.score).toBe(unsharded.aggregates.score);
    expect(record.usage).toEqual(unsharded.usage);
    expect(record.model).toEqual(unsharded.model);
    expect(record.environment.started_at).toBe(parts[0]!.environment.started_at);
    expect(record.environment.ended_at).toBe(parts[3]!.environment.ended_at);

    // Frozen as the baseline, the unsharded run and the merged one gate the same way.
    const frozen = await runCli('freeze', '--config', config, '--run', whole!.path);
    expect(frozen.code, frozen.stderr).toBe(0);
    const diff = await runCli('diff', '--config', config, '--run', line.path, '--json');
    expect(diff.code, diff.stderr).toBe(0);
    const model = JSON.parse(diff.stdout).models[0];
    expect(model).toMatchObject({ verdict: 'pass', delta: 0, differs: [] });
    expect(model.flips).toEqual({ regressed: [], fixed: [] });
    const refreeze = await runCli('freeze', '--config', config, '--run', line.path, '--json');
    expect(refreeze.code, refreeze.stderr).toBe(0);
  }, 180_000);
});

describe('merging shards', () => {
  async function suite() {
    const server = await fakes.openai({ answer: answering((n) => n % 3 !== 0) });
    const models = [{ id: 'm', provider: 'openai', base_url: server.url, model: 'build-1' }];
    return writeSuite({ n: 41, models, extra: { repeats: 2 } });
  }

  it('joins 3 shards of a 41-item, 2-repeat slice into the unsharded record, in any order', async () => {
    const { dir, config } = await suite();
    const [whole] = await run(config);
    const unsharded = await read(whole!.path);
    const files = await shards(config, 3, path.join(dir, 'shards'));
    expect((await Promise.all(files.map(read))).map((p) => p.aggregates.n)).toEqual([14, 14, 13]);
    const out = ['--out', path.join(dir, 'merged')];
    const merged = await runCli(
      'merge',
      '--run',
      files[2]!,
      files[0]!,
      files[1]!,
      ...out,
      '--json',
    );
    expect(merged.code, merged.stderr).toBe(0);
    const record = await read(JSON.parse(merged.stdout).run.path);
    expect(record.items.map(timeless)).toEqual(unsharded.items.map(timeless));
    expect(record.aggregates).toEqual(unsharded.aggregates);
    expect(record.aggregates.per_repeat).toHaveLength(2);
    // The merged run id comes from the shards: merging them again gives the same record.
    const again = await runCli('merge', '--run', ...files, ...out, '--json');
    expect(JSON.parse(again.stdout).run.path).toBe(JSON.parse(merged.stdout).run.path);
    expect(await read(JSON.parse(again.stdout).run.path)).toEqual(record);
  });

  it('refuses a missing, a duplicated and a foreign shard, naming it (exit 2)', async () => {
    const { dir, config } = await suite();
    const files = await shards(config, 4, path.join(dir, 'shards'));
    const out = ['--out', path.join(dir, 'merged')];

    const missing = await runCli('merge', '--run', files[0]!, files[1]!, files[3]!, ...out);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('evalgate: shard 3/4 is missing');
    const two = await runCli('merge', '--run', files[0]!, ...out);
    expect(two.stderr).toContain('shards 2/4, 3/4, 4/4 are missing');

    const twice = await runCli('merge', '--run', ...files, files[1]!, ...out);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(`shard 2/4 is given twice: ${files[1]} and ${files[1]}`);

    // The same model and shard count, but another protocol (another seed: another slice).
    const text = (await readFile(config, 'utf8')).replace('"seed": 7', '"seed": 8');
    const otherConfig = path.join(dir, 'other.yml');
    await writeFile(otherConfig, text);
    const [foreign] = await run(otherConfig, '--shard', '3/4', '--out', path.join(dir, 'other'));
    const mixed = await runCli('merge', '--run', files[0]!, files[1]!, foreign!.path, files[3]!);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain(`evalgate: ${foreign!.path}: foreign shard: it is shard 3/4 of`);
    expect(mixed.stderr).toContain('merge only the shards of one run');

    const whole = await run(config, '--out', path.join(dir, 'whole'));
    const notPartial = await runCli('merge', '--run', whole[0]!.path);
    expect(notPartial.code).toBe(2);
    expect(notPartial.stderr).toContain(`${whole[0]!.path}: not a partial run record`);
  });

  it('refuses another build of the same slot, and a shard count that disagrees', async () => {
    const { dir, config } = await suite();
    const files = await shards(config, 2, path.join(dir, 'shards'));
    const text = (await readFile(config, 'utf8')).replace('"build-1"', '"build-2"');
    await writeFile(config, text);
    const [other] = await run(config, '--shard', '2/2', '--out', path.join(dir, 'other'));
    const builds = await runCli('merge', '--run', files[0]!, other!.path);
    expect(builds.code).toBe(2);
    expect(builds.stderr).toContain(
      `${other!.path}: model "m" (provider openai, requested "build-2"), but ${files[0]} has model "m" (provider openai, requested "build-1")`,
    );
    const [third] = await run(config, '--shard', '2/3', '--out', path.join(dir, 'third'));
    await writeFile(config, text.replace('"build-2"', '"build-1"'));
    const [thirdSame] = await run(config, '--shard', '2/3', '--out', path.join(dir, 'third-1'));
    expect(third).toBeDefined();
    const counts = await runCli('merge', '--run', files[0]!, thirdSame!.path);
    expect(counts.code).toBe(2);
    expect(counts.stderr).toContain('the shards of one run share N and the slice');
  });

  it('a partial record is never frozen, diffed, reported or taken for a baseline (exit 2)', async () => {
    const { dir, config } = await suite();
    const [file] = await shards(config, 2, path.join(dir, 'shards'));
    const why = 'a partial run record (shard 1/2 of suite "generated"';
    for (const argv of [
      ['freeze', '--config', config, '--run', file!],
      ['diff', '--config', config, '--run', file!],
      ['report', '--run', file!],
    ]) {
      const result = await runCli(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toContain(`evalgate: ${file}: refusing to`);
      expect(result.stderr).toContain(why);
      expect(result.stderr).toContain('evalgate merge --run FILE...');
    }
    // A partial record copied in as a baseline stops the gate before anything is sent.
    const baseline = path.join(dir, '.evalgate', 'baselines', 'generated', 'm.json');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.dirname(baseline), { recursive: true });
    const record = await read(file!);
    const frozenAt = { frozen_at: 'x', frozen_from: { run_id: 'r', commit: null }, note: null };
    await writeFile(baseline, JSON.stringify({ ...record, baseline: frozenAt }));
    const gate = await runCli('gate', '--config', config);
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain('refusing to gate against a partial run record (shard 1/2');
  });

  it('rejects a malformed --shard, and more shards than items', async () => {
    const { config } = await suite();
    for (const [value, found] of [
      ['0/4', '"0/4"'],
      ['5/4', '"5/4"'],
      ['two', '"two"'],
    ]) {
      const result = await runCli('run', '--config', config, '--shard', value!);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `evalgate: --shard: expected I/N with 1 <= I <= N (this job's shard of N, e.g. 2/4), found ${found}`,
      );
    }
    const many = await runCli('run', '--config', config, '--shard', '1/42');
    expect(many.code).toBe(2);
    expect(many.stderr).toContain(
      '--shard: expected at most 41 shards (the slice has 41 items), found 42',
    );
    const none = await runCli('merge');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('evalgate merge: expected at least one --run FILE');
  });
});
