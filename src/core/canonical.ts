import crypto, { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal values always hash equally. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/** One-shot `crypto.hash` where Node has it (20.12+, 21.7+): about half the cost per call. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string) => string }).hash;

export function sha256Hex(text: string): string {
  return oneShot ? oneShot('sha256', text) : createHash('sha256').update(text).digest('hex');
}
