import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SliceManifest } from '../../src/core/slice/build.js';
import { displayPath, loadConfig } from '../../src/engine/config.js';
import { prepareSuite } from '../../src/engine/run.js';
import { sliceFromManifest } from '../../src/engine/slice-manifest.js';
import { manifestPath, readManifest, sliceFromData } from '../../src/engine/slice.js';
import { copyExample, runCli, tempDir } from '../helpers.js';
import { HAS_MMLU, MMLU_DIR } from '../shared-data.js';

const SUITE = `version: 1
suite: manifest-100
dataset: { path: data/*.csv, format: mmlu-csv }
wash: { require: [question, choices], min_choices: 2, answer_in_choices: true, dedupe: question }
slice: { seed: 20240909, size: 100 }
harness: { preset: mmlu }
grader: { kind: choice }
models:
  - { id: floor/first-choice, provider: baseline, strategy: first }
`;

let dir: string;
let config: string;
let manifestFile: string;

/** A copy of the 57 MMLU test files and a 100-item suite over them, pinned with `slice --write`. */
async function pinnedCopy(): Promise<void> {
  dir = await tempDir();
  await cp(path.join(MMLU_DIR, 'test'), path.join(dir, 'data'), { recursive: true });
  config = path.join(dir, 'evalgate.yml');
  await writeFile(config, SUITE);
  const written = await runCli('slice', '--config', config, '--write');
  expect(written.code).toBe(0);
  manifestFile = manifestPath(await loadConfig(config));
}

async function manifest(): Promise<SliceManifest> {
  return JSON.parse(await readFile(manifestFile, 'utf8')) as SliceManifest;
}

async function slice(): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCli('slice', '--config', config, '--json');
}

/** What a full parse gives: the slice without any manifest. */
async function fullParse() {
  return (await sliceFromData(await loadConfig(config))).slice;
}

/**
 * A selected row whose record is one line ending in its answer letter, with the file's text:
 * changing that letter changes the row and keeps the file's size.
 */
async function oneLineRow(m: SliceManifest, from = 0) {
  for (let position = from; position < m.source!.items.length; position++) {
    const item = m.source!.items[position]!;
    const entry = m.source!.files[item.file]!;
    const text = await readFile(path.join(dir, entry.path), 'utf8');
    const end = text.indexOf('\n', item.offset);
    const line = text.slice(item.offset, end);
    if (/,[ABCD]$/.test(line) && (line.match(/"/g) ?? []).length % 2 === 0) {
      return { position, item, entry, text, letterAt: end - 1 };
    }
  }
  throw new Error('no one-line row in the slice');
}

/** The text with the answer letter at `at` swapped for another. */
function swapLetter(text: string, at: number): string {
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
}

describe.skipIf(!HAS_MMLU)('the slice manifest over the 57 MMLU test files', () => {
  beforeEach(pinnedCopy);

  it('records each file with its size and sha256, and where each selected row starts', async () => {
    const m = await manifest();
    const files = (await readdir(path.join(dir, 'data'))).sort();
    expect(m.source!.files.map((f) => f.path)).toEqual(files.map((f) => `data/${f}`));
    const first = m.source!.files[0]!;
    expect(first.size).toBe((await stat(path.join(dir, first.path))).size);
    expect(m.source!.files.reduce((n, f) => n + f.rows, 0)).toBe(14080);
    expect(m.source!.items.map((item) => item.index)).toEqual(m.ids);
  });

  it('a matching manifest gives the very slice a full parse gives, re-reading only its rows', async () => {
    const loaded = await loadConfig(config);
    const warnings: string[] = [];
    const fast = await sliceFromManifest(loaded, await readManifest(loaded), 'm', (w) =>
      warnings.push(w),
    );
    expect(warnings).toEqual([]);
    expect(fast).toBeDefined();
    const full = await fullParse();
    expect(fast!.items).toStrictEqual(full.items);
    expect(fast!.fingerprint).toBe(full.fingerprint);
    expect(fast!.fingerprintFields).toEqual(full.fingerprintFields);
    expect(fast!.wash).toEqual(full.wash);

    const result = await slice();
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({
      fingerprint: full.fingerprint,
      ids: full.items.map((item) => item.id),
    });
  });

  it('the prompts and the protocol id are the same with and without the manifest', async () => {
    const quiet: string[] = [];
    const withManifest = await prepareSuite(await loadConfig(config), [], (w) => quiet.push(w));
    expect(quiet).toEqual([]);
    await writeFile(manifestFile, '{}');
    const warnings: string[] = [];
    const without = await prepareSuite(await loadConfig(config), [], (w) => warnings.push(w));
    expect(warnings.join('\n')).toMatch(/the slice manifest is corrupt/);
    expect(withManifest.calls.map((c) => c.prompt)).toStrictEqual(
      without.calls.map((c) => c.prompt),
    );
    expect(withManifest.protocolId).toBe(without.protocolId);
  });

  it('a stale manifest (a file grew) is re-checked by a full parse, and says so in one line', async () => {
    const file = path.join(dir, 'data/anatomy_test.csv');
    const before = (await stat(file)).size;
    await writeFile(file, `${await readFile(file, 'utf8')}An extra question?,a,b,c,d,A\n`);
    const result = await slice();
    const lines = result.stderr.split('\n');
    expect(lines[0]).toBe(
      `evalgate: warning: slice manifest ${displayPath(manifestFile)} is stale: data/anatomy_test.csv changed (${before} bytes then, ${before + 29} now); reading the whole dataset`,
    );
    // The full parse decides: one more row reshuffles the slice, so the pin fails.
    expect(result.code).toBe(2);
    expect(lines[1]).toMatch(/slice\.fingerprint does not match the slice built from the data/);
  });

  it('a file added or removed makes the manifest stale', async () => {
    await cp(path.join(dir, 'data/virology_test.csv'), path.join(dir, 'data/zoology_test.csv'));
    expect((await slice()).stderr).toMatch(/is stale: data\/zoology_test\.csv is new; reading/);
    await pinnedCopy();
    await rm(path.join(dir, 'data/virology_test.csv'));
    expect((await slice()).stderr).toMatch(/is stale: data\/virology_test\.csv is gone; reading/);
  });

  it('a selected row changed with the same size and its mtime restored still fails the pin', async () => {
    const { entry, text, letterAt } = await oneLineRow(await manifest());
    const file = path.join(dir, entry.path);
    const { mtime, atime } = await stat(file);
    await writeFile(file, swapLetter(text, letterAt));
    await utimes(file, atime, mtime);
    expect((await stat(file)).mtime).toEqual(mtime);
    expect((await stat(file)).size).toBe(entry.size);

    const result = await slice();
    expect(result.stderr).toContain(`is stale: ${entry.path} changed (same size, other content)`);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/slice\.fingerprint does not match/);
  });

  it('a manifest rewritten to vouch for a changed file cannot pass the pin', async () => {
    const m = await manifest();
    const { entry, text, letterAt } = await oneLineRow(m);
    const changed = swapLetter(text, letterAt);
    await writeFile(path.join(dir, entry.path), changed);
    // The attacker also records the new hash, so the file looks unchanged.
    entry.sha256 = createHash('sha256').update(changed).digest('hex');
    await writeFile(manifestFile, JSON.stringify(m));

    const result = await slice();
    expect(result.stderr).toContain(
      'does not match the data (its rows do not give the pinned fingerprint); reading the whole dataset',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/slice\.fingerprint does not match/);
  });

  it('a manifest that points a slice position at another row falls back to the data', async () => {
    const m = await manifest();
    const { item, text } = await oneLineRow(m);
    // Another record of the same file: the next line's start (a row the slice does not hold,
    // or holds elsewhere).
    item.offset = text.indexOf('\n', item.offset) + 1;
    item.line += 1;
    await writeFile(manifestFile, JSON.stringify(m));

    const result = await slice();
    expect(result.stderr).toContain('does not match the data');
    // The full parse gives the pinned slice, so the data still passes: the lie changed nothing.
    expect(result.code).toBe(0);
    const full = await fullParse();
    expect(JSON.parse(result.stdout)).toMatchObject({
      fingerprint: full.fingerprint,
      ids: full.items.map((i) => i.id),
    });
  });

  it('a manifest with edited ids falls back to the data', async () => {
    const m = await manifest();
    [m.ids[0], m.ids[1]] = [m.ids[1]!, m.ids[0]!];
    await writeFile(manifestFile, JSON.stringify(m));
    const result = await slice();
    expect(result.stderr).toContain('does not match the data (slice position 0: id');
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { ids: number[] }).ids).toEqual(
      (await fullParse()).items.map((i) => i.id),
    );
  });

  it('other slice settings than the manifest was written for: stale, full parse', async () => {
    await writeFile(config, SUITE.replace('answer_in_choices: true', 'answer_in_choices: false'));
    // The pin is kept (slice --write put it on the slice line), so only the wash changed.
    const pinned = (await manifest()).fingerprint;
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace('size: 100 }', `size: 100, fingerprint: "${pinned}" }`));
    const result = await slice();
    expect(result.stderr).toContain(
      'is stale: it was written for other dataset, wash or slice settings; reading the whole dataset',
    );
    expect(result.code).toBe(0);
  });
});

describe('the slice manifest over JSON Lines (the bundled example)', () => {
  it('a hit gives the full parse; a position pointed mid-line falls back to the data', async () => {
    const example = await copyExample();
    expect((await runCli('slice', '--config', example.config, '--write')).code).toBe(0);
    const loaded = await loadConfig(example.config);
    const file = manifestPath(loaded);
    const m = (await readManifest(loaded))!;
    expect(m.source!.files.map((f) => f.path)).toEqual(['data/questions.jsonl']);
    const fast = await sliceFromManifest(loaded, m, 'm', () => {
      throw new Error('no warning expected');
    });
    const full = (await sliceFromData(loaded)).slice;
    expect(fast).toBeDefined();
    expect(fast!.items).toStrictEqual(full.items);
    expect(fast!.fingerprint).toBe(full.fingerprint);

    // A line's middle is no line start: the row there is not read, the data decides.
    m.source!.items[0]!.offset += 1;
    await writeFile(file, JSON.stringify(m));
    const result = await runCli('slice', '--config', example.config, '--json');
    expect(result.stderr).toContain(
      'does not match the data (slice position 0 points at no record)',
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ fingerprint: full.fingerprint });
  });
});
