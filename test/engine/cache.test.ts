import { spawn } from 'node:child_process';
import { appendFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey, openCache } from '../../src/engine/cache.js';
import { tempDir } from '../helpers.js';

const WRITER = path.join(import.meta.dirname, 'cache-writer.ts');

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
    expect(reopened.get('k1')?.reply.text).toBe('A');
    expect(reopened.get('k2')?.reply.text).toBe('B');
    expect(reopened.get('k3')).toBeUndefined();
    expect(reopened.stats).toEqual({ loaded: 2, skipped: 1 });
    await reopened.close();
  });

  it('merges many segments into one without losing entries or who measured them', async () => {
    const dir = await tempDir();
    for (let i = 0; i < 20; i++) {
      const cache = await openCache(dir, undefined, {
        run: `run-${i}`,
        attempt: 1,
        trusted: i % 2 === 0,
      });
      cache.put(`k${i}`, reply(String(i)));
      await cache.close();
    }
    const merged = await openCache(dir);
    for (let i = 0; i < 20; i++) {
      const hit = merged.get(`k${i}`);
      expect(hit?.reply.text).toBe(String(i));
      expect(hit?.origin).toMatchObject({ run: `run-${i}`, attempt: 1, trusted: i % 2 === 0 });
      expect(Date.parse(hit!.origin!.at)).not.toBeNaN();
    }
    await merged.close();
    expect((await readdir(dir)).length).toBeLessThanOrEqual(17);
    // Read again from the compacted segment alone: the origins were written into it.
    const again = await openCache(dir);
    expect(again.get('k7')?.origin).toMatchObject({ run: 'run-7', trusted: false });
    await again.close();
  });

  it('two processes: one compacting while the other writes loses no entry', async () => {
    const dir = await tempDir();
    const writer = (prefix: string, count: number, delay: number) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', WRITER, dir, prefix, `${count}`, `${delay}`],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const opened = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      const done = new Promise<number>((resolve) =>
        child.on('close', (code) => resolve(code ?? -1)),
      );
      return { opened, done };
    };
    // A writes slowly; then old segments pile up, and B opens the cache (and compacts it) while
    // A's segment is being written.
    const a = writer('a', 200, 10);
    await a.opened;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 20 old segments of writers that are gone (pid 2^22 + i cannot be running here).
    for (let i = 0; i < 20; i++) {
      await appendFile(
        path.join(dir, `2026-01-01T00-00-00-000Z-${4_194_304 + i}-old${i}.jsonl`),
        `${JSON.stringify({ k: `old${i}`, r: reply(`old${i}`) })}\n`,
      );
    }
    const b = writer('b', 50, 0);
    expect(await b.done).toBe(0);
    expect(await a.done).toBe(0);
    const names = await readdir(dir);
    expect(names.some((n) => n.startsWith('0000-compacted-'))).toBe(true);
    const cache = await openCache(dir);
    for (let i = 0; i < 200; i++) expect(cache.get(`a${i}`)?.reply.text, `a${i}`).toBe(`a${i}`);
    for (let i = 0; i < 50; i++) expect(cache.get(`b${i}`)?.reply.text).toBe(`b${i}`);
    for (let i = 0; i < 20; i++) expect(cache.get(`old${i}`)?.reply.text).toBe(`old${i}`);
    await cache.close();
  });

  it('a malformed entry (no usage) is skipped with a count, never a crash', async () => {
    const dir = await tempDir();
    await appendFile(
      path.join(dir, 'seg.jsonl'),
      `${JSON.stringify({ k: 'x', r: { text: 'A', model: 'm', systemFingerprint: null } })}\n${JSON.stringify({ k: 'y', r: reply('B') })}\n`,
    );
    const warnings: string[] = [];
    const cache = await openCache(dir, (m) => warnings.push(m));
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('y')?.reply.text).toBe('B');
    expect(cache.stats).toEqual({ loaded: 1, skipped: 1 });
    expect(warnings).toEqual([`the response cache ${dir}: skipped 1 unreadable entries`]);
    await cache.close();
  });
});
