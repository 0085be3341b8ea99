import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/engine/config.js';
import { manifestPath, readManifest } from '../../src/engine/slice.js';
import { copyExample, runCli } from '../helpers.js';

/** The bundled example's manifest, written by `slice --write`, and its path. */
async function written() {
  const { config } = await copyExample();
  expect((await runCli('slice', '--config', config, '--write')).code).toBe(0);
  const loaded = await loadConfig(config);
  const file = manifestPath(loaded);
  return { loaded, file, text: await readFile(file, 'utf8') };
}

describe('reading the slice manifest', () => {
  it('reads string ids as written', async () => {
    const { loaded, text } = await written();
    const manifest = (await readManifest(loaded))!;
    expect(manifest.ids).toEqual((JSON.parse(text) as { ids: string[] }).ids);
    expect(manifest.ids.every((id) => typeof id === 'string')).toBe(true);
  });

  it('reads numbers as the Python model does: 1 an int, 2.0 a float the schema refuses', async () => {
    const { loaded, file, text } = await written();
    const data = JSON.parse(text) as { ids: unknown[] };
    const rest = data.ids.slice(2).map((id) => JSON.stringify(id));
    const withIds = (ids: string) =>
      text.replace(/"ids": \[[^\]]*\]/, `"ids": [${[ids, ...rest].join(', ')}]`);
    await writeFile(file, withIds('1, 2'));
    expect((await readManifest(loaded))!.ids.slice(0, 2)).toEqual([1, 2]);
    // A float id is not an int id to the fingerprint: refused, not read as 2.
    await writeFile(file, withIds('1, 2.0'));
    await expect(readManifest(loaded)).rejects.toThrow(/slice manifest is corrupt at ids\.1/);
    await writeFile(file, withIds('1, 12345678901234567890'));
    await expect(readManifest(loaded)).rejects.toThrow(/slice manifest is corrupt at ids\.1/);
    // A string that looks like a float is a string.
    await writeFile(file, withIds('"2.0", "1e5"'));
    expect((await readManifest(loaded))!.ids.slice(0, 2)).toEqual(['2.0', '1e5']);
  });

  it('reads what only the Python-compatible parser accepts, and names bad JSON', async () => {
    const { loaded, file, text } = await written();
    // NaN is Python's JSON, not JSON.parse's: the fallback reads it, then the schema refuses it.
    await writeFile(file, text.replace(/"ids": \[/, '"ids": [NaN, '));
    await expect(readManifest(loaded)).rejects.toThrow(/slice manifest is corrupt at ids\.0/);
    await writeFile(file, '{"ids": [');
    await expect(readManifest(loaded)).rejects.toThrow(/the slice manifest is not valid JSON/);
  });

  it('refuses a planted string that never ends in one pass, not one rescan per quote', async () => {
    const { loaded, file } = await written();
    // 400 KB of escaped quotes after an opening one: a pattern that strips strings before the
    // JSON is checked would rescan the rest of the file from each quote (minutes, not ms).
    await writeFile(file, `{"ids": ["${'\\"'.repeat(200_000)}`);
    await expect(readManifest(loaded)).rejects.toThrow(/the slice manifest is not valid JSON/);
  });
});
