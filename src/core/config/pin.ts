import { isMap, isScalar, parseDocument, type Document } from 'yaml';

/**
 * Returns the config text with `slice.fingerprint` set to `fingerprint`, changing nothing else:
 * the YAML document tells where the value (or the `slice` mapping) is, and the edit is made in
 * the source text, so comments, quoting and flow/block layout stay exactly as the user wrote them.
 */
export function pinFingerprint(text: string, document: Document, fingerprint: string): string {
  const edited = editInPlace(text, document, fingerprint);
  if (
    edited !== undefined &&
    parseDocument(edited).getIn(['slice', 'fingerprint']) === fingerprint
  ) {
    return edited;
  }
  // An unusual layout the text edit does not handle: let the YAML library rewrite the document.
  const copy = document.clone();
  copy.setIn(['slice', 'fingerprint'], fingerprint);
  return copy.toString();
}

function editInPlace(text: string, document: Document, fingerprint: string): string | undefined {
  const slice = document.get('slice', true);
  if (slice === undefined) {
    const separator = text.endsWith('\n') || text === '' ? '' : '\n';
    return `${text}${separator}slice:\n  fingerprint: ${fingerprint}\n`;
  }
  if (!isMap(slice) || !slice.range) return undefined;

  const existing = slice.get('fingerprint', true);
  if (isScalar(existing) && existing.range) {
    const [start, end] = existing.range;
    const quote = text[start] === '"' || text[start] === "'" ? text[start] : '';
    return `${text.slice(0, start)}${quote}${fingerprint}${quote}${text.slice(end)}`;
  }

  if (slice.flow) {
    // `slice: { seed: 1 }` -> `slice: { seed: 1, fingerprint: ... }`
    const close = text.lastIndexOf('}', slice.range[1] - 1);
    if (close < 0) return undefined;
    const before = text.slice(0, close).replace(/\s*$/, '');
    const comma = slice.items.length > 0 ? ', ' : ' ';
    return `${before}${comma}fingerprint: ${fingerprint} ${text.slice(close)}`;
  }

  // Block mapping: a new line after the last entry, at the indentation of the first key.
  const firstKey = slice.items[0]?.key as { range?: [number, number, number] } | undefined;
  if (!firstKey?.range) return undefined;
  const lineStart = text.lastIndexOf('\n', firstKey.range[0] - 1) + 1;
  const indent = text.slice(lineStart, firstKey.range[0]);
  if (!/^ *$/.test(indent)) return undefined;
  const lastValueEnd = slice.range[1];
  const lineEnd = text.indexOf('\n', lastValueEnd - 1);
  const at = lineEnd < 0 ? text.length : lineEnd;
  return `${text.slice(0, at)}\n${indent}fingerprint: ${fingerprint}${text.slice(at)}`;
}
