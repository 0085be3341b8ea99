import { cpSync } from 'node:fs';
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../src/core/summary.js';
import { gitDataBranchStore } from '../../../src/engine/store/git.js';
import { localStore } from '../../../src/engine/store/local.js';
import { runCli, tempDir } from '../../helpers.js';
import { git, makeRecord, makeRemote } from './history-fixtures.js';

const three = () => [
  makeRecord({ startedAt: '2026-11-21T08:00:00.000Z' }),
  makeRecord({ startedAt: '2026-11-20T08:00:00.000Z', modelId: 'vendor-b/y' }),
  makeRecord({ startedAt: '2026-11-20T09:00:00.000Z' }),
];
const oldestFirst = <T extends { environment: { started_at: string } }>(records: T[]) =>
  [...records].sort((a, b) => a.environment.started_at.localeCompare(b.environment.started_at));

describe('the history index of a local folder', () => {
  it('answers summaries without reading the records; a record is read only when asked for', async () => {
    const root = await tempDir();
    const store = localStore(root);
    const records = three();
    const paths = [];
    for (const r of records) paths.push(await store.append(r));
    const index = await readFile(path.join(root, '.index', 'mmlu-mini.jsonl'), 'utf8');
    expect(index.trim().split('\n')).toHaveLength(3);

    const entries = await store.summaries('mmlu-mini');
    expect(entries.map((e) => e.summary)).toEqual(oldestFirst(records).map(summarize));
    expect((await store.summaries('mmlu-mini', 'vendor-b/y')).map((e) => e.path)).toEqual([
      paths[1],
    ]);
    expect(await store.read(entries[0]!)).toEqual(records[1]);

    // Same-size garbage in place of every record, the modification time put back (whole seconds,
    // which file systems keep exactly): the summaries still come from the index alone.
    const when = 1_790_000_000;
    for (const p of paths) await utimes(path.join(root, p), when, when);
    await store.summaries('mmlu-mini'); // the lines for the new times are added here
    for (const p of paths) {
      const file = path.join(root, p);
      await writeFile(file, ' '.repeat((await readFile(file)).length));
      await utimes(file, when, when);
    }
    expect((await store.summaries('mmlu-mini')).map((e) => e.summary)).toEqual(
      entries.map((e) => e.summary),
    );
    // ...and reading one of them for a comparison finds the damage, naming the file.
    await expect(store.read(entries[0]!)).rejects.toThrow(
      new RegExp(`${path.basename(paths[1]!)}: the run record is not valid JSON`),
    );
  });

  it('is rebuilt from the records when it is missing, damaged or describes other bytes', async () => {
    const root = await tempDir();
    const store = localStore(root);
    const records = three();
    for (const r of records) await store.append(r);
    const indexFile = path.join(root, '.index', 'mmlu-mini.jsonl');
    const expected = oldestFirst(records).map(summarize);

    await writeFile(indexFile, '');
    expect((await store.summaries('mmlu-mini')).map((e) => e.summary)).toEqual(expected);
    // The rebuilt lines were appended: the next reader finds all three.
    expect((await readFile(indexFile, 'utf8')).trim().split('\n')).toHaveLength(3);

    const lines = (await readFile(indexFile, 'utf8')).trim().split('\n');
    await writeFile(indexFile, `${lines[0]}\nnot json\n{"file": 1}\n${lines[1]!.slice(0, 40)}\n`);
    expect((await store.summaries('mmlu-mini')).map((e) => e.summary)).toEqual(expected);

    // A record replaced by other bytes (another size) is summarised from what is there now.
    const [first] = await store.summaries('mmlu-mini');
    const other = { ...records[1]!, aggregates: { ...records[1]!.aggregates, score: 12.5 } };
    await writeFile(path.join(root, first!.path), `${JSON.stringify(other, null, 2)}\n`);
    const again = await store.summaries('mmlu-mini');
    expect(again[0]!.summary.aggregates.score).toBe(12.5);
    expect(await store.read(again[0]!)).toEqual(other);
  });

  it('a copy that keeps times is still indexed; one that does not is read once, then indexed', async () => {
    const root = await tempDir();
    const store = localStore(root);
    for (const r of three()) await store.append(r);
    const lines = async (dir: string) =>
      (await readFile(path.join(dir, '.index', 'mmlu-mini.jsonl'), 'utf8')).trim().split('\n');
    const kept = `${root}-kept`;
    cpSync(root, kept, { recursive: true, preserveTimestamps: true });
    const expected = (await store.summaries('mmlu-mini')).map((e) => e.summary);
    expect((await localStore(kept).summaries('mmlu-mini')).map((e) => e.summary)).toEqual(expected);
    expect(await lines(kept)).toHaveLength(3); // nothing was read again, so nothing was added
    const fresh = `${root}-fresh`;
    cpSync(root, fresh, { recursive: true });
    const when = 1_790_000_000;
    for (const name of await readdir(path.join(fresh, 'mmlu-mini'))) {
      await utimes(path.join(fresh, 'mmlu-mini', name), when, when);
    }
    expect((await localStore(fresh).summaries('mmlu-mini')).map((e) => e.summary)).toEqual(
      expected,
    );
    expect(await lines(fresh)).toHaveLength(6); // read once, a line each for the new times
    await localStore(fresh).summaries('mmlu-mini');
    expect(await lines(fresh)).toHaveLength(6);
  });

  it('a record rewritten in place at the same size is summarised anew (its time changed)', async () => {
    const root = await tempDir();
    const store = localStore(root);
    const record = makeRecord();
    const stored = await store.append(record);
    const file = path.join(root, stored);
    const text = await readFile(file, 'utf8');
    // 100 becomes 0.5: the same number of characters.
    const edited = text.replace('"score": 100,', '"score": 0.5,');
    expect(edited.length).toBe(text.length);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(file, edited);
    const [entry] = await store.summaries('mmlu-mini');
    expect(entry!.summary.aggregates.score).toBe(0.5);
  });

  it('lives in .index/, which no suite name can take, and export skips it', async () => {
    const root = await tempDir();
    const store = localStore(root);
    await store.append(makeRecord({ suite: 'x.index.jsonl' }));
    await store.append(makeRecord({ suite: 'x' }));
    expect((await store.summaries('x')).map((e) => e.summary.suite)).toEqual(['x']);
    expect((await store.summaries('x.index.jsonl')).map((e) => e.summary.suite)).toEqual([
      'x.index.jsonl',
    ]);
    expect((await readdir(path.join(root, '.index'))).sort()).toEqual([
      'x.index.jsonl.jsonl',
      'x.jsonl',
    ]);
    const db = path.join(root, 'history.sqlite');
    const exported = await runCli('export', '--sqlite', db, '--history', root, '--json');
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ runs: 2 });
  });

  it('a line that lies about its record is caught when the record is read', async () => {
    const root = await tempDir();
    const store = localStore(root);
    const record = makeRecord();
    await store.append(record);
    const indexFile = path.join(root, '.index', 'mmlu-mini.jsonl');
    // Same length, another score: 100 becomes 0.1, the record file is untouched.
    const text = await readFile(indexFile, 'utf8');
    await writeFile(indexFile, text.replace('"score":100,', '"score":0.1,'));
    const [entry] = await store.summaries('mmlu-mini');
    expect(entry!.summary.aggregates.score).toBe(0.1);
    await expect(store.read(entry!)).rejects.toThrow(
      /does not match its line in the history index .*delete .*\.index\/mmlu-mini\.jsonl to rebuild it/,
    );
  });
});

describe('the history index on the data branch', () => {
  it('each append writes the suite index in the same commit; summaries and read use it', async () => {
    const { bare, clone } = await makeRemote();
    const writer = gitDataBranchStore({ repoDir: await clone('writer') });
    const records = three();
    for (const r of records) await writer.append(r);
    expect(await git(bare, 'rev-list', '--count', 'evalgate-data')).toBe('3');
    const index = await git(bare, 'show', 'evalgate-data:runs/.index/mmlu-mini.jsonl');
    expect(index.split('\n')).toHaveLength(3);

    const reader = gitDataBranchStore({ repoDir: await clone('reader') });
    const entries = await reader.summaries('mmlu-mini');
    expect(entries.map((e) => e.summary)).toEqual(oldestFirst(records).map(summarize));
    expect(await reader.read(entries[2]!)).toEqual(records[0]);
    expect(await reader.summaries('absent')).toEqual([]);
  });

  it('a branch written before the index is summarised from its records, and completed by the next append', async () => {
    const { bare, clone } = await makeRemote();
    const writer = gitDataBranchStore({ repoDir: await clone('writer') });
    const records = three();
    for (const r of records) await writer.append(r);
    // Someone removes the index by hand (as on a branch from an earlier version).
    const hand = await clone('hand');
    await git(hand, 'checkout', '--quiet', 'evalgate-data');
    await git(hand, 'rm', '--quiet', 'runs/.index/mmlu-mini.jsonl');
    await git(hand, 'commit', '--quiet', '-m', 'drop the index');
    await git(hand, 'push', '--quiet', 'origin', 'evalgate-data');

    const reader = gitDataBranchStore({ repoDir: await clone('reader') });
    expect((await reader.summaries('mmlu-mini')).map((e) => e.summary)).toEqual(
      oldestFirst(records).map(summarize),
    );
    const fourth = makeRecord({ startedAt: '2026-11-22T00:00:00.000Z' });
    await reader.append(fourth);
    const index = await git(bare, 'show', 'evalgate-data:runs/.index/mmlu-mini.jsonl');
    expect(index.split('\n')).toHaveLength(4);
    expect((await reader.summaries('mmlu-mini')).map((e) => e.summary.run_id)).toEqual(
      oldestFirst([...records, fourth]).map((r) => r.run_id),
    );
  });

  it('a corrupt record on the branch stops reads naming it, but not the next append', async () => {
    const { bare, clone } = await makeRemote();
    const writer = gitDataBranchStore({ repoDir: await clone('writer') });
    await writer.append(makeRecord());
    const hand = await clone('hand');
    await git(hand, 'checkout', '--quiet', 'evalgate-data');
    const broken = 'runs/mmlu-mini/2026/11/20/broken-run.json';
    await writeFile(path.join(hand, broken), '{"schema_version": 1, "run_id": ');
    await git(hand, 'add', broken);
    await git(hand, 'commit', '--quiet', '-m', 'broken');
    await git(hand, 'push', '--quiet', 'origin', 'evalgate-data');
    const store = gitDataBranchStore({ repoDir: await clone('reader') });
    await expect(store.summaries('mmlu-mini')).rejects.toThrow(/broken-run\.json.*not valid JSON/);
    const next = makeRecord({ startedAt: '2026-11-23T00:00:00.000Z' });
    const file = await store.append(next);
    expect(await git(bare, 'show', `evalgate-data:${file}`)).toContain(next.run_id);
    const index = await git(bare, 'show', 'evalgate-data:runs/.index/mmlu-mini.jsonl');
    expect(index.split('\n')).toHaveLength(2);
    // A damaged index blob counts as no index: the records are read instead.
    await git(hand, 'pull', '--quiet', 'origin', 'evalgate-data');
    await git(hand, 'rm', '--quiet', broken);
    await writeFile(
      path.join(hand, 'runs', '.index', 'mmlu-mini.jsonl'),
      Buffer.from([0xff, 0xfe, 0x00]),
    );
    await git(hand, 'commit', '--quiet', '-am', 'damage the index');
    await git(hand, 'push', '--quiet', 'origin', 'evalgate-data');
    const later = gitDataBranchStore({ repoDir: await clone('later') });
    expect((await later.summaries('mmlu-mini')).map((e) => e.summary.run_id)).toHaveLength(2);
  });

  it('a record changed by hand is summarised anew; an index line edited by hand fails the read', async () => {
    const { clone } = await makeRemote();
    const writer = gitDataBranchStore({ repoDir: await clone('writer') });
    const record = makeRecord();
    const file = await writer.append(record);
    const hand = await clone('hand');
    await git(hand, 'checkout', '--quiet', 'evalgate-data');
    const changed = { ...record, aggregates: { ...record.aggregates, score: 40 } };
    await writeFile(path.join(hand, file), `${JSON.stringify(changed)}\n`);
    await git(hand, 'commit', '--quiet', '-am', 'edit a record');
    await git(hand, 'push', '--quiet', 'origin', 'evalgate-data');
    const reader = gitDataBranchStore({ repoDir: await clone('reader') });
    expect((await reader.summaries('mmlu-mini'))[0]!.summary.aggregates.score).toBe(40);

    // Now the index line is edited to claim another score for the record's blob.
    await git(hand, 'pull', '--quiet', 'origin', 'evalgate-data');
    const indexFile = path.join(hand, 'runs', '.index', 'mmlu-mini.jsonl');
    const recordBlob = await git(hand, 'rev-parse', `HEAD:${file}`);
    const line = JSON.stringify({
      file,
      blob: recordBlob,
      summary: summarize({ ...changed, aggregates: { ...changed.aggregates, score: 99 } }),
    });
    await writeFile(indexFile, `${line}\n`);
    await git(hand, 'add', indexFile);
    await git(hand, 'commit', '--quiet', '-m', 'edit the index');
    await git(hand, 'push', '--quiet', 'origin', 'evalgate-data');
    const later = gitDataBranchStore({ repoDir: await clone('later') });
    const [entry] = await later.summaries('mmlu-mini');
    expect(entry!.summary.aggregates.score).toBe(99);
    await expect(later.read(entry!)).rejects.toThrow(
      /on branch 'evalgate-data' .*does not match its line in the history index/,
    );
  });
});
