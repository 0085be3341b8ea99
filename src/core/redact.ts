/**
 * Replaces every known secret value in `text` with `***`. Secrets shorter than 4 characters are
 * ignored (they would mask ordinary text and cannot be meaningful keys).
 */
export function redact(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4 && out.includes(secret)) out = out.split(secret).join('***');
  }
  return out;
}

/** Base64 fragments shorter than this are not masked: they would match ordinary text. */
const MIN_FRAGMENT = 12;

/**
 * The forms a secret takes when a server or a program echoes it back: as is, URL-encoded, and
 * base64 or base64url at each of the three byte alignments it can have inside a longer encoded
 * string (`Basic ...`, an encoded header dump), keeping only the characters the secret alone
 * decides.
 */
export function secretForms(secret: string): string[] {
  const forms = new Set([secret]);
  const encoded = encodeURIComponent(secret);
  if (encoded !== secret) forms.add(encoded);
  const bytes = new TextEncoder().encode(secret);
  for (let shift = 0; shift < 3; shift++) {
    const padded = new Uint8Array(shift + bytes.length);
    padded.set(bytes, shift);
    const first = Math.ceil(shift / 3) * 4;
    const last = Math.floor(padded.length / 3) * 4;
    for (const alphabet of ['base64', 'base64url'] as const) {
      const fragment = Buffer.from(padded).toString(alphabet).slice(first, last);
      if (fragment.length >= MIN_FRAGMENT) forms.add(fragment);
    }
  }
  return [...forms];
}
