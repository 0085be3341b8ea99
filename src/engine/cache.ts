import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalJson, sha256Hex } from '../core/canonical.js';
import { type CacheOrigin, type CachePolicy } from '../core/cache-rules.js';
import { LOCAL_REUSE } from '../core/decide.js';
import type { ModelReply } from './providers/types.js';
import { isTokenCount } from './providers/usage.js';

export type { CacheOrigin, CachePolicy } from '../core/cache-rules.js';

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
  /** A stored answer with where it came from; null origin for lines of earlier evalgate versions. */
  get(key: string): CachedAnswer | undefined;
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

export interface CachedAnswer {
  reply: ModelReply;
  origin: CacheOrigin | null;
}

function isOrigin(o: unknown): o is CacheOrigin {
  const origin = o as Partial<CacheOrigin> | null;
  return (
    !!origin &&
    typeof origin.at === 'string' &&
    (origin.run === null || typeof origin.run === 'string') &&
    (origin.attempt === null || Number.isInteger(origin.attempt)) &&
    typeof origin.trusted === 'boolean'
  );
}

const MAX_SEGMENTS = 16;

/** A cached answer as stored: anything else in a segment is skipped, never trusted. */
function isReply(r: unknown): r is ModelReply {
  const reply = r as Partial<ModelReply> | null;
  return (
    !!reply &&
    typeof reply.text === 'string' &&
    (reply.model === null || typeof reply.model === 'string') &&
    (reply.systemFingerprint === null || typeof reply.systemFingerprint === 'string') &&
    !!reply.usage &&
    // An answer cached by an evalgate that took any number as a count (-1, 2^60) is skipped
    // and asked again: served from here it would make the run's record invalid every time.
    isTokenCount(reply.usage.input_tokens) &&
    isTokenCount(reply.usage.output_tokens) &&
    (reply.usage.reasoning_tokens === undefined || isTokenCount(reply.usage.reasoning_tokens))
  );
}

/**
 * Opens the cache in `dir`. The cache only saves money: a folder that cannot be read or written
 * (read-only, full) is a warning through `warn`, and the run goes on without persisting.
 */
export async function openCache(
  dir: string,
  warn: (message: string) => void = () => undefined,
  writer: CachePolicy['writer'] = LOCAL_REUSE.writer,
): Promise<ResponseCache> {
  const entries = new Map<string, CachedAnswer>();
  const stats = { loaded: 0, skipped: 0 };
  let writable = true;
  let segments: string[] = [];
  try {
    await mkdir(dir, { recursive: true });
    segments = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort();
  } catch (error) {
    warn(`the response cache ${dir} cannot be used (${reason(error)}); answers are not cached`);
    writable = false;
  }
  for (const name of segments) {
    let text: string;
    try {
      text = await readFile(path.join(dir, name), 'utf8');
    } catch {
      continue; // removed by another process's compaction meanwhile
    }
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        const { k, r, m } = JSON.parse(line) as { k: unknown; r: unknown; m?: unknown };
        if (typeof k === 'string' && isReply(r)) {
          entries.set(k, { reply: r, origin: isOrigin(m) ? m : null });
          stats.loaded++;
          continue;
        }
      } catch {
        // a torn line from an interrupted write
      }
      stats.skipped++;
    }
  }
  if (stats.skipped) warn(`the response cache ${dir}: skipped ${stats.skipped} unreadable entries`);
  if (writable && segments.length > MAX_SEGMENTS) {
    await compact(dir, segments, entries).catch((error: unknown) =>
      warn(`could not compact the response cache ${dir}: ${reason(error)}`),
    );
  }

  let stream: WriteStream | undefined;
  const segment = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.jsonl`,
  );
  const stop = (error: unknown) => {
    if (!writable) return;
    writable = false;
    warn(
      `the response cache ${dir} cannot be written (${reason(error)}); the run goes on without it`,
    );
  };
  return {
    stats,
    get: (key) => entries.get(key),
    put(key, reply) {
      const origin: CacheOrigin = { at: new Date().toISOString(), ...writer };
      entries.set(key, { reply, origin });
      if (!writable) return;
      if (!stream) {
        stream = createWriteStream(segment, { flags: 'a' });
        stream.on('error', stop);
      }
      stream.write(`${JSON.stringify({ k: key, r: reply, m: origin })}\n`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!stream || stream.destroyed) return resolve();
        stream.end(() => resolve());
      }),
  };
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/** How long a segment whose writer is unknown must have been idle before it is folded in. */
const IDLE_MS = 10 * 60 * 1000;

/**
 * Merges many small segments into one, written atomically before the old ones go. A segment that
 * another process may still be writing (its process alive, or written to lately) is left alone:
 * removing it would lose the answers that process appends after this read.
 */
async function compact(
  dir: string,
  segments: string[],
  entries: Map<string, CachedAnswer>,
): Promise<void> {
  const idle: string[] = [];
  for (const name of segments) {
    const pid = Number(/-(\d+)-[a-z0-9]+\.jsonl$/.exec(name)?.[1] ?? NaN);
    if (Number.isInteger(pid)) {
      // Named by its writer: foldable once that process is gone (or is this one, which has
      // not opened its own segment yet).
      if (pid === process.pid || !alive(pid)) idle.push(name);
      continue;
    }
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs >= IDLE_MS) idle.push(name);
  }
  if (idle.length < 2) return;
  const lines: string[] = [];
  // Compaction keeps each answer's origin: who measured it decides who may reuse it.
  for (const [k, { reply: r, origin: m }] of entries) {
    lines.push(JSON.stringify(m ? { k, r, m } : { k, r }));
  }
  const merged = path.join(dir, `0000-compacted-${process.pid}-${Date.now()}.jsonl`);
  await writeFile(`${merged}.tmp`, `${lines.join('\n')}\n`);
  await rename(`${merged}.tmp`, merged);
  await Promise.all(idle.map((name) => unlink(path.join(dir, name)).catch(() => undefined)));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
