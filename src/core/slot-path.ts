/**
 * Model slot ids name baseline files (`.evalgate/baselines/<suite>/<encoded id>.json`). The
 * encoding is reversible, so two different ids can never share a file: a file can only ever
 * belong to the one id it decodes to.
 *
 * - `/` separates folders, as users expect for ids such as `vendor/model`;
 * - letters, digits, `_`, `-`, and `.` inside a segment stay as they are;
 * - every other character, a `.` at the start or end of a segment, and `%` itself become
 *   `%XX` per UTF-8 byte (so `.` and `..` can never climb out of the folder);
 * - an id with an empty segment (`a//b`, `/a`, `a/`) is written as one flat name with each `/`
 *   as `%2F`, so it cannot land on the id without the empty segment.
 */

/** The longest file or folder name most file systems accept, in bytes. */
const MAX_SEGMENT_BYTES = 250;

const PLAIN = /^[A-Za-z0-9_.-]$/;

function encodeSegment(segment: string): string {
  let out = '';
  const chars = [...segment];
  chars.forEach((char, i) => {
    const edgeDot = char === '.' && (i === 0 || i === chars.length - 1);
    if (PLAIN.test(char) && !edgeDot) out += char;
    else for (const byte of new TextEncoder().encode(char)) out += `%${hex(byte)}`;
  });
  return out;
}

function hex(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}

/**
 * The baseline file of a slot, relative to the suite's baseline folder, with `/` separators;
 * or an error sentence when the id cannot name a file.
 */
export function slotFile(id: string): { ok: true; file: string } | { ok: false; why: string } {
  if (id.length === 0) return { ok: false, why: 'an empty id names no file' };
  if (/\p{Cc}/u.test(id)) return { ok: false, why: 'control characters cannot name a file' };
  const segments = id.split('/');
  const encoded = segments.some((s) => s === '')
    ? [encodeSegment(id)]
    : segments.map(encodeSegment);
  encoded[encoded.length - 1] += '.json';
  const long = encoded.find((s) => new TextEncoder().encode(s).length > MAX_SEGMENT_BYTES);
  if (long !== undefined) {
    return {
      ok: false,
      why: `a part of it becomes a file name of more than ${MAX_SEGMENT_BYTES} bytes (${long.slice(0, 40)}…)`,
    };
  }
  return { ok: true, file: encoded.join('/') };
}

/** The slot id a baseline file name stands for (the inverse of slotFile), or null. */
export function slotOfFile(file: string): string | null {
  if (!file.endsWith('.json')) return null;
  const parts = file.slice(0, -'.json'.length).split('/');
  try {
    const id = parts.map((p) => decodeURIComponent(p)).join('/');
    const back = slotFile(id);
    // Only canonical names decode: `a%2Db.json` is not the file of `a-b`.
    return back.ok && back.file === file ? id : null;
  } catch {
    return null;
  }
}

/** Two slot files that a case-insensitive file system (macOS, Windows) would take as one. */
export function caseCollision(ids: readonly string[]): [string, string] | null {
  const seen = new Map<string, string>();
  for (const id of ids) {
    const file = slotFile(id);
    if (!file.ok) continue;
    const key = file.file.toLowerCase();
    const other = seen.get(key);
    if (other !== undefined && other !== id) return [other, id];
    seen.set(key, id);
  }
  return null;
}
