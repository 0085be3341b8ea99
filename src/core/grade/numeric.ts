/**
 * Numbers as people and models write them: `-3`, `1,234.5`, `1e-3`, `$12`, `.5`, `−7` (Unicode
 * minus). A sign counts only where it cannot be a hyphen or an operator between two terms (not
 * after a letter, digit or closing bracket: "10-12" reads as 10 and 12), and a number glued to a
 * letter before it ("GPT4", "x2") is a name, not a number. Thousands separators must come in
 * groups of three ("1,23" is 1 and 23).
 */
const NUMBER =
  /(?<![\p{L}\p{N}_.)\]])(?:([-−+])?\$?|\$([-−+])?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)([eE][-+]?\d+)?/gu;

export interface FoundNumber {
  value: number;
  /** The number as written in the text. */
  text: string;
}

/** The last number in `text`, or undefined when there is none. */
export function lastNumber(text: string): FoundNumber | undefined {
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(NUMBER)) last = match;
  if (last === undefined) return undefined;
  const sign = last[1] ?? last[2] ?? '';
  const digits = (last[3] as string).replaceAll(',', '');
  const value = Number(`${sign === '−' ? '-' : sign}${digits}${last[4] ?? ''}`);
  return { value, text: last[0] };
}
