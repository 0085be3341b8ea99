/**
 * Reads which choice a free-text response picked.
 *
 * Rules, tried in this order; the first rule that finds anything decides. Within a rule, `match`
 * picks the first or the last candidate in the response. Letters are those of the item's choices
 * (A..D for four, A..J for ten) unless a rule says otherwise.
 *
 *  1. whole response: the response is a single letter, possibly bracketed or punctuated
 *     (" B", "b", "(B)", "b)", "B.", "**B**"). Any letter A..Z is read here, so "E" for a
 *     four-choice item is reported as a letter out of range rather than "nothing found".
 *  2. answer statement: "Answer: B", "The answer is (C)", "final answer is option D",
 *     "\boxed{B}". A lowercase letter counts only when bracketed or ending the line, so "the answer
 *     is a bit unclear" reads nothing.
 *  3. choice text: the response, normalized, is exactly one choice's text ("Paris.").
 *  4. leading letter: the response starts with "B)", "(B)", "B.", "B:", "[B]" or "B -"
 *     ("B) Paris because ..."); lowercase only in the bracketed forms.
 *  5. parenthesized letter: "(C)" anywhere, uppercase.
 *  6. letter statement: "B is correct", "option C is the best answer", "I'd choose D".
 *  7. letter line: a line holding only a letter, uppercase (a chain of thought ending in "C").
 *  8. contained choice text: the text of exactly one choice occurs in the response, as whole
 *     words (an occurrence inside a longer choice's occurrence does not count).
 *  9. lone capital: exactly one distinct capital letter of the choices stands alone in the
 *     response. "A" and "I" never count here: they are English words ("A good question").
 *
 * Markdown emphasis (`*`, `` ` ``) is removed first, so "**Answer: B**" reads as "Answer: B".
 */

type ChoiceMatch = 'first' | 'last';

export interface ChoicePick {
  /** The letter read, uppercase. */
  letter: string;
  /** The 0-based choice index, or undefined when the letter is beyond the item's choices. */
  index: number | undefined;
  /** Which rule found it, for reasons. */
  rule: string;
}

const LETTERS = 'ABCDEFGHIJ';

interface Candidate {
  at: number;
  letter: string;
}

export function extractChoice(
  response: string,
  choices: readonly string[],
  match: ChoiceMatch,
): ChoicePick | undefined {
  const valid = LETTERS.slice(0, choices.length);
  const text = response.replace(/[*`]/g, '');
  const pick = (letter: string, rule: string): ChoicePick => {
    const upper = letter.toUpperCase();
    const index = valid.indexOf(upper);
    return { letter: upper, index: index < 0 ? undefined : index, rule };
  };
  const choose = (candidates: Candidate[], rule: string): ChoicePick | undefined => {
    const inRange = candidates.filter((c) => valid.includes(c.letter.toUpperCase()));
    if (inRange.length === 0) return undefined;
    inRange.sort((a, b) => a.at - b.at);
    const chosen = (match === 'first' ? inRange[0] : inRange[inRange.length - 1]) as Candidate;
    return pick(chosen.letter, rule);
  };

  const whole = /^\s*["'([]?\s*([A-Za-z])\s*[)\].:]?\s*["']?\s*\.?\s*$/.exec(text);
  if (whole) return pick(whole[1] as string, 'whole response');

  const statement = choose(answerStatements(text), 'answer statement');
  if (statement) return statement;

  const normalizedChoices = choices.map(normalizeText);
  const exact = uniqueIndex(normalizedChoices, normalizeText(text));
  if (exact !== undefined) return pick(LETTERS[exact] as string, 'choice text');

  const leading = /^\s*(?:(?:option|choice)\s+)?([([]?)([A-Ja-j])([).:\]]|\s+[-–—])(?=\s|$)/i.exec(
    text,
  );
  if (leading) {
    const [, open, letter, close] = leading as unknown as [string, string, string, string];
    // A bare "a." or "b:" is too often a word or a list marker: lowercase needs a bracket.
    if (letter === letter.toUpperCase() || open !== '' || close === ')' || close === ']') {
      const found = choose([{ at: 0, letter }], 'leading letter');
      if (found) return found;
    }
  }

  const parenthesized = choose(
    [...text.matchAll(/\(([A-J])\)/g)].map((m) => ({ at: m.index, letter: m[1] as string })),
    'parenthesized letter',
  );
  if (parenthesized) return parenthesized;

  const letterStatement = choose(letterStatements(text), 'letter statement');
  if (letterStatement) return letterStatement;

  const line = choose(
    [...text.matchAll(/^[ \t]*[([]?([A-J])[)\].]?[ \t]*$/gm)].map((m) => ({
      at: m.index,
      letter: m[1] as string,
    })),
    'letter line',
  );
  if (line) return line;

  const contained = containedChoice(normalizedChoices, normalizeText(text));
  if (contained !== undefined) return pick(LETTERS[contained] as string, 'choice text in response');

  const lone = new Set(
    [...text.matchAll(/(?<![\p{L}\p{N}'’.-])([B-HJ])(?![\p{L}\p{N}'’-]|\.\p{L})/gu)]
      .map((m) => m[1] as string)
      .filter((letter) => valid.includes(letter)),
  );
  if (lone.size === 1) return pick([...lone][0] as string, 'lone capital letter');
  return undefined;
}

const STATEMENT =
  /\banswer\b(?:\s+(?:is|would\s+be|should\s+be|will\s+be))?\s*(?:[:=\-–—]\s*)?(?:(?:option|choice|letter)\s*)?[:-]?\s*([([]?)([A-Ja-j])([)\]]?)(?![\p{L}\p{N}])/giu;
const BOXED = /\\boxed\{\s*(?:\\text(?:bf)?\{\s*)?\(?([A-Ja-j])\)?\s*\}/g;

function answerStatements(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(STATEMENT)) {
    const [whole, open, letter, close] = m as unknown as [string, string, string, string];
    // Lowercase only when bracketed or ending the line: "the answer is a bit unclear".
    const endsLine = /^[.:]?[ \t]*(?:\n|$)/.test(text.slice(m.index + whole.length));
    if (letter === letter.toUpperCase() || open !== '' || close !== '' || endsLine) {
      found.push({ at: m.index, letter });
    }
  }
  for (const m of text.matchAll(BOXED)) found.push({ at: m.index, letter: m[1] as string });
  return found;
}

const LETTER_STATEMENTS = [
  /(?<![\p{L}\p{N}])\(?([A-J])\)?\s+is\s+(?:the\s+)?(?:most\s+)?(?:correct|right|best|answer)\b/gu,
  /\b(?:go\s+with|choose|pick|select|opt\s+for)\s+(?:(?:option|choice)\s+)?\(?([A-J])\)?(?![\p{L}\p{N}])/giu,
];

function letterStatements(text: string): Candidate[] {
  return LETTER_STATEMENTS.flatMap((pattern) =>
    [...text.matchAll(pattern)]
      .filter((m) => m[1] === (m[1] as string).toUpperCase())
      .map((m) => ({ at: m.index, letter: m[1] as string })),
  );
}

/** Lowercase, one space between words, no surrounding quotes or final period. */
function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘]+|["'”’]+$/g, '')
    .replace(/[.!]+$/, '')
    .trim();
}

function uniqueIndex(choices: readonly string[], text: string): number | undefined {
  if (text === '') return undefined;
  const hits = choices.flatMap((choice, i) => (choice === text ? [i] : []));
  return hits.length === 1 ? hits[0] : undefined;
}

function containedChoice(choices: readonly string[], text: string): number | undefined {
  const spans = choices.map((choice) => (choice === '' ? [] : occurrences(text, choice)));
  const counted = choices.flatMap((_, i) => {
    const own = spans[i] as [number, number][];
    const free = own.some(
      ([start, end]) =>
        !spans.some(
          (other, j) =>
            j !== i && other.some(([s, e]) => s <= start && end <= e && e - s > end - start),
        ),
    );
    return free ? [i] : [];
  });
  return counted.length === 1 ? counted[0] : undefined;
}

/** Where `needle` occurs in `text` as whole words: no letter or digit glued to either end. */
function occurrences(text: string, needle: string): [number, number][] {
  const found: [number, number][] = [];
  const wordChar = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const before = text[at - 1];
    const after = text[end];
    const startsWord = wordChar.test(needle[0] as string);
    const endsWord = wordChar.test(needle[needle.length - 1] as string);
    if (startsWord && before !== undefined && wordChar.test(before)) continue;
    if (endsWord && after !== undefined && wordChar.test(after)) continue;
    found.push([at, end]);
  }
  return found;
}
