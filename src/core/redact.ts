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
