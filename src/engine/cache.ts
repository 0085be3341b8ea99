import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalJson, sha256Hex } from '../core/canonical.js';
import type { ModelReply } from './providers/types.js';

/**
 * The response cache: content-addressed by provider, base URL, model, the full request body and
 * the repeat index (never the API key, which is not part of any of these).
 *
 * Storage is a folder of append-only JSONL segments; each process appends to a segment of its
 * own, so concurrent runs never interleave lines. A run killed mid-write leaves at most one torn
 * last line, which the next load skips: every complete line is a usable answer, so a rerun
 * resumes from where the killed one stopped.
 */
export interface ResponseCache {
  get(key: string): ModelReply | undefined;
  put(key: string, reply: ModelReply): void;
  /** Entries loaded from disk, and torn lines skipped. */
  readonly stats: { loaded: number; skipped: number };
  close(): Promise<void>;
}

export function cacheKey(
  identity: { provider: string; baseUrl: string | null; model: string | null },
  request: unknown,
  repeat: number,
): string {
  return sha256Hex(
    canonicalJson({
      provider: identity.provider,
      base_url: identity.baseUrl,
      model: identity.model,
      request,
      repeat,
    }),
  );
}

const MAX_SEGMENTS = 16;

export async function openCache(dir: string): Promise<ResponseCache> {
  await mkdir(dir, { recursive: true });
  const entries = new Map<string, ModelReply>();
  const stats = { loaded: 0, skipped: 0 };
  const segments = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort();
  for (const name of segments) {
    const text = await readFile(path.join(dir, name), 'utf8');
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        const { k, r } = JSON.parse(line) as { k: string; r: ModelReply };
        if (typeof k === 'string' && r && typeof r.text === 'string') {
          entries.set(k, r);
          stats.loaded++;
          continue;
        }
      } catch {
        // a torn line from an interrupted write
      }
      stats.skipped++;
    }
  }
  if (segments.length > MAX_SEGMENTS) await compact(dir, segments, entries);

  let stream: WriteStream | undefined;
  const segment = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.jsonl`,
  );
  return {
    stats,
    get: (key) => entries.get(key),
    put(key, reply) {
      entries.set(key, reply);
      stream ??= createWriteStream(segment, { flags: 'a' });
      stream.write(`${JSON.stringify({ k: key, r: reply })}\n`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!stream) return resolve();
        stream.end((error?: Error | null) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Merges many small segments into one, written atomically before the old ones go. */
async function compact(
  dir: string,
  segments: string[],
  entries: Map<string, ModelReply>,
): Promise<void> {
  const lines: string[] = [];
  for (const [k, r] of entries) lines.push(JSON.stringify({ k, r }));
  const merged = path.join(dir, `0000-compacted-${process.pid}-${Date.now()}.jsonl`);
  await writeFile(`${merged}.tmp`, `${lines.join('\n')}\n`);
  await rename(`${merged}.tmp`, merged);
  await Promise.all(segments.map((name) => unlink(path.join(dir, name)).catch(() => undefined)));
}
