import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { localStore } from '../../../src/engine/store/local.js';
import { runCli, tempDir } from '../../helpers.js';
import { writeSuite } from '../suite-helpers.js';
import { makeRecord } from './history-fixtures.js';

describe('localStore', () => {
  it('appends one file per run and lists them back, oldest first', async () => {
    const root = await tempDir();
    const store = localStore(root);
    const late = makeRecord({ startedAt: '2026-11-21T08:00:00.000Z' });
    const early = makeRecord({ startedAt: '2026-11-20T08:00:00.000Z', modelId: 'vendor-b/y z' });
    const middle = makeRecord({ startedAt: '2026-11-20T09:00:00.000Z' });
    const paths = [];
    for (const record of [late, early, middle]) paths.push(await store.append(record));
    expect(paths).toEqual([
      `mmlu-mini/${late.run_id}-vendor-a_model-x.json`,
      `mmlu-mini/${early.run_id}-vendor-b_y_z.json`,
      `mmlu-mini/${middle.run_id}-vendor-a_model-x.json`,
    ]);
    expect((await readdir(path.join(root, 'mmlu-mini'))).sort()).toHaveLength(3);

    const all = await store.list('mmlu-mini');
    expect(all.map((e) => e.record.run_id)).toEqual([early.run_id, middle.run_id, late.run_id]);
    expect(all[0]).toEqual({ path: paths[1], record: early });

    const one = await store.list('mmlu-mini', 'vendor-a/model-x');
    expect(one.map((e) => e.path)).toEqual([paths[2], paths[0]]);
    expect(await store.list('other-suite')).toEqual([]);
  });

  it('agrees with the layout `evalgate run` writes', async () => {
    const { dir, config } = await writeSuite({
      n: 4,
      models: [{ id: 'floor/first', provider: 'baseline', strategy: 'first' }],
    });
    const result = await runCli('run', '--config', config, '--json');
    expect(result.code, result.stderr).toBe(0);
    const written = (JSON.parse(result.stdout) as { runs: { path: string }[] }).runs[0]!.path;

    const store = localStore(path.join(dir, '.evalgate', 'runs'));
    const [entry, ...rest] = await store.list('generated');
    expect(rest).toEqual([]);
    expect(path.join(dir, '.evalgate', 'runs', entry!.path)).toBe(path.resolve(written));
    // Appending the record the run loop already stored is a no-op, not a second file.
    expect(await store.append(entry!.record)).toBe(entry!.path);
    expect(await store.list('generated')).toHaveLength(1);
  });

  it('never overwrites a stored record', async () => {
    const root = await tempDir();
    const store = localStore(root);
    const record = makeRecord();
    const stored = await store.append(record);
    const before = await readFile(path.join(root, stored), 'utf8');
    const changed = { ...record, aggregates: { ...record.aggregates, score: 0 } };
    await expect(store.append(changed)).rejects.toThrow(/already stored.*append-only/);
    expect(await readFile(path.join(root, stored), 'utf8')).toBe(before);
    expect(await readdir(path.join(root, 'mmlu-mini'))).toHaveLength(1);
  });

  it('reports a corrupt file by its path instead of skipping it', async () => {
    const root = await tempDir();
    const store = localStore(root);
    await store.append(makeRecord());
    const bad = path.join(root, 'mmlu-mini', 'bad-run.json');
    await writeFile(bad, '{"schema_version": 1, "run_id": ');
    const error = await store.list('mmlu-mini').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain(`${bad}: the run record is not valid JSON`);

    await writeFile(bad, JSON.stringify({ ...makeRecord(), items: 'none' }));
    await expect(store.list('mmlu-mini')).rejects.toThrow(
      `${bad}: the run record is corrupt at items`,
    );
  });

  it('refuses records filed under another suite and unreadable folders', async () => {
    const root = await tempDir();
    const store = localStore(root);
    const stray = makeRecord({ suite: 'elsewhere' });
    await mkdir(path.join(root, 'mmlu-mini'), { recursive: true });
    await writeFile(path.join(root, 'mmlu-mini', 'stray.json'), JSON.stringify(stray));
    await expect(store.list('mmlu-mini')).rejects.toThrow(/belongs to suite "elsewhere"/);

    await writeFile(path.join(root, 'not-a-folder'), '');
    await expect(store.list('not-a-folder')).rejects.toThrow(InputError);
  });

  it('keeps suite names and run ids inside the store', async () => {
    const store = localStore(await tempDir());
    await expect(store.list('../etc')).rejects.toThrow(InputError);
    await expect(store.append(makeRecord({ runId: '../../escape' }))).rejects.toThrow(
      /run_id "..\/..\/escape" cannot name a history file/,
    );
    await expect(store.append({ ...makeRecord(), usage: undefined } as never)).rejects.toThrow(
      /corrupt at usage/,
    );
  });
});
