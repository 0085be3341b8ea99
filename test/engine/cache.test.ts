import { appendFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, openCache } from '../../src/engine/cache.js';
import { tempDir } from '../helpers.js';

const reply = (text: string) => ({
  text,
  model: 'm',
  systemFingerprint: null,
  usage: { input_tokens: 1, output_tokens: 1 },
});

describe('response cache', () => {
  it('keys by provider, base URL, model, request and repeat', () => {
    const id = { provider: 'openai', baseUrl: 'http://127.0.0.1/v1', model: 'm' };
    const base = cacheKey(id, { a: 1, b: 2 }, 0);
    expect(cacheKey(id, { b: 2, a: 1 }, 0)).toBe(base); // key order does not matter
    expect(cacheKey(id, { a: 1, b: 2 }, 1)).not.toBe(base);
    expect(cacheKey({ ...id, model: 'n' }, { a: 1, b: 2 }, 0)).not.toBe(base);
    expect(cacheKey({ ...id, baseUrl: 'http://127.0.0.1/v2' }, { a: 1, b: 2 }, 0)).not.toBe(base);
    expect(cacheKey({ ...id, provider: 'anthropic' }, { a: 1, b: 2 }, 0)).not.toBe(base);
  });

  it('survives a torn last line: complete entries load, the torn one is skipped', async () => {
    const dir = await tempDir();
    const cache = await openCache(dir);
    cache.put('k1', reply('A'));
    cache.put('k2', reply('B'));
    await cache.close();
    const [segment] = await readdir(dir);
    await appendFile(path.join(dir, segment!), '{"k":"k3","r":{"text":"C","mo');

    const reopened = await openCache(dir);
    expect(reopened.get('k1')?.text).toBe('A');
    expect(reopened.get('k2')?.text).toBe('B');
    expect(reopened.get('k3')).toBeUndefined();
    expect(reopened.stats).toEqual({ loaded: 2, skipped: 1 });
    await reopened.close();
  });

  it('merges many segments into one without losing entries', async () => {
    const dir = await tempDir();
    for (let i = 0; i < 20; i++) {
      const cache = await openCache(dir);
      cache.put(`k${i}`, reply(String(i)));
      await cache.close();
    }
    const merged = await openCache(dir);
    for (let i = 0; i < 20; i++) expect(merged.get(`k${i}`)?.text).toBe(String(i));
    await merged.close();
    expect((await readdir(dir)).length).toBeLessThanOrEqual(17);
  });
});
