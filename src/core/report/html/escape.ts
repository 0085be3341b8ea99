import { createHash } from 'node:crypto';

/** Untrusted text in HTML (element text or a quoted attribute): nothing in it is markup. */
export function esc(text: string): string {
  return text.replace(/[&<>"'`|@]/g, (c) => ENTITY[c] ?? c);
}

// ` and | and @ are harmless in HTML; they are encoded too so that the page's text stays inert
// if it is ever pasted into GitHub markdown (code spans, table cells, @mentions).
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '|': '&#124;',
  '@': '&#64;',
};

/**
 * Untrusted data as the text of a `<script type="application/json">` element: JSON whose every
 * character that could end the element or start markup (`<`, `>`, `&`) is a `\u` escape, so no
 * string in it can close the script; the markdown-sensitive characters `esc` encodes are escaped
 * too, and U+2028/U+2029 for any reader that treats the text as JavaScript.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&`|@\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A CSP source for an inline style or script: its SHA-256, base64. */
export function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
