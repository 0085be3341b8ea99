/**
 * Reads the number a free-text response gives as its answer. Like the choice grader it reads
 * statements first and only then falls back on where a number stands.
 *
 * First the response is prepared: `<think>` reasoning and struck-through text (`~~8~~`) are
 * removed; superscript exponents ("10²³") become `^23` and vulgar fractions ("2½") `2 1/2`; the
 * text is NFKC-normalized (full-width digits, thin and no-break spaces become ASCII), Arabic-Indic
 * and Devanagari digits become ASCII; TeX is read as text: `\frac{1}{3}`, `\dfrac`, `\tfrac` as
 * `1/3`, `\times` and `\cdot` as `×`, `\,` and `{,}` as separators, math delimiters dropped.
 *
 * A number is written in any of these forms, each read as one value:
 *  - digits with a sign (`-3`, `−3`, "minus 3"), a currency sign (`$12`), a decimal part, commas
 *    or spaces between groups of three ("1,234,567", "1 000 000"), dots between two groups or more
 *    ("1.000.000"); a sign counts only where it cannot be a hyphen or an operator (not after a
 *    letter, digit or closing bracket: "10-12" is 10 and 12), and digits glued to a letter before
 *    them ("GPT4", "x2") or after `^` (an exponent) are no number;
 *  - scientific notation: "6.02e23", "6.02 × 10^23", "6.02 x 10^{23}", and a power "2^10";
 *  - a fraction "3/4" and a mixed number "2 1/2" (a date "12/25/2023" is no number);
 *  - a scale word after digits: "2.5 million", "3 thousand";
 *  - number words: "twelve", "twenty-one", "one hundred and five", "minus four". A lone "one" is
 *    read only as the whole response or right after an answer word ("no one", "the one").
 *
 * Then the rules, in order:
 *  1. answer statement: an answer marker followed by a number: "The answer is 42", "Answer: 42",
 *     "Final answer: $42$", "#### 42", `\boxed{42}`, "Ответ: 42", "答案：42", "Respuesta: 42"
 *     (the answer words of the choice grader). Between them may stand only copulas and hedges
 *     ("is", "would be", "approximately", "=", "x ="). The last statement wins, wherever later
 *     numbers stand: "The answer is 72. (I computed 8 × 9.)" is 72. A statement that goes on to
 *     an expression ending in "= N" states N ("The answer is 8 × 9 = 72").
 *  2. correction: a number put in place of what came before ("5, no, 6", "5 — wait, 6", "Wait,
 *     actually 6"). A retraction ("wait, no", "no wait", "actually no", a clause opening "No,")
 *     takes back every statement before it.
 *  3. last number: without a statement, the last number in the response, passing over one that
 *     is denied ("7, not 8" and "7 (not 8)" are 7) or bracketed after numbers outside brackets
 *     ("72 (8 × 9)" is 72).
 *
 * A statement or last number that names two values (a hedge or a range: "2 or 3", "2, or maybe
 * 3", "either 2 or 3", "2 (or 3)", "10-12") gives no answer; so does a statement that denies its
 * number ("The answer is not 5"), asks ("Is the answer 5?") or holds under a condition ("5 if
 * …"), unless it names the number instead ("not 5, but 6"). When a statement is made, the last
 * number is never read: the response chose what it states.
 */

import {
  ANSWER_WORD_ELSEWHERE,
  NO_OPENS,
  TAKE_BACK,
  withoutReasoning,
  withoutStruckText,
} from './response.js';

export interface FoundNumber {
  value: number;
  /** The number as written in the (prepared) text. */
  text: string;
  /** Which rule found it, for reasons. */
  rule: string;
}

/** A number in the prepared text. */
interface Num {
  value: number;
  at: number;
  end: number;
  /** A lone "one", too often a pronoun to read outside a statement. */
  weak?: boolean;
  /** Digits only, which a proper fraction after them can join ("2 1/2"). */
  whole?: boolean;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/**
 * Only printable ASCII, tabs and newlines, and none of the characters `prepare` acts on (`$`, `*`,
 * `<`, `\\`, backquotes, braces and `~`).
 */
const PREPARED = /^[\t\n\r -#%-)+-;=-[\]-_a-z|]*$/;

function prepare(response: string): string {
  if (PREPARED.test(response)) return response;
  let text = withoutStruckText(withoutReasoning(response));
  text = text
    .replace(/[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (sup) => {
      const digits = [...sup].map((c) =>
        c === '⁻' ? '-' : c === '⁺' ? '+' : SUPERSCRIPT.indexOf(c),
      );
      return `^${digits.join('')}`;
    })
    .replace(/(\d?)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_, digit: string, v: string) =>
      digit === '' ? (VULGAR[v] as string) : `${digit} ${VULGAR[v] as string}`,
    )
    .normalize('NFKC')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
    .replace(/[⁄∕]/g, '/')
    // Markdown emphasis and code: "**Answer:** 7", "`42`". A single "*" may be a product.
    .replace(/\*\*|__|`/g, '');
  if (!text.includes('\\') && !text.includes('$') && !text.includes('{')) return text;
  return (
    text
      // "2\frac{1}{2}" is a mixed number, "\frac{3}{4}" a fraction, "\frac12" TeX shorthand.
      .replace(
        /(\d?)[ \t]*\\[dt]?frac(?:\{[ \t]*([-−]?\d+(?:\.\d+)?)[ \t]*\}|(\d))(?:\{[ \t]*(\d+(?:\.\d+)?)[ \t]*\}|(\d))/g,
        (_, whole: string, n1?: string, n2?: string, d1?: string, d2?: string) =>
          `${whole === '' ? '' : `${whole} `}${n1 ?? n2}/${d1 ?? d2}`,
      )
      .replace(/\\times|\\cdot/g, (op) => (op === '\\times' ? '×' : '·'))
      .replace(/\{,\}/g, ',')
      .replace(/(?<=\d)\\[,;: ](?=\d)/g, ' ')
      .replace(/\\(?:text|textbf|mathrm|mathbf)\{([^{}]*)\}/g, '$1')
      .replace(/\\%/g, '%')
      .replace(/\\\$/g, '$')
      .replace(/\\left|\\right|\\[()[\]!]/g, ' ')
      // A dollar sign before digits is currency; any other is a TeX delimiter.
      .replace(/\$(?![-−+]?\d|\.\d)/g, ' ')
  );
}

const SIGN = /[-−+]|(?:minus|negative)[ \t]+/.source;
/** Digits: grouped by commas, spaces or dots in threes, or plain; then a decimal part. */
const DIGITS =
  /(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \t]\d{3})+(?![\d/])|\d{1,3}(?:\.\d{3}){2,}|\d+)(?:\.\d+)?|\.\d+/
    .source;
const EXPONENT = /[ \t]*\{?[ \t]*([-−+]?\d+)[ \t]*\}?/.source;
const NUMBER = new RegExp(
  // Not glued to a letter, digit, exponent or fraction bar before it; a sign not after a term.
  `(?<![\\p{L}\\p{N}_.^/])(?:(?<![\\p{N})\\]][ \\t]*)(${SIGN}))?[$€£¥]?(?:(?<![\\p{N})\\]][ \\t]*)(${SIGN}))?(${DIGITS})` +
    // Scientific notation: "e23", "× 10^23", "x 10^{-3}"; or a power: "2^10".
    `(?:[eE]([-+]?\\d+)|[ \\t]*[×x*·][ \\t]*10[ \\t]*\\^${EXPONENT}|[ \\t]*\\^${EXPONENT})?` +
    // A fraction, "3/4"; a scale word, "2.5 million".
    `(?:[ \\t]*/[ \\t]*(\\d+(?:\\.\\d+)?)(?![\\d/]))?` +
    `(?:[ \\t]+(hundred|thousand|million|billion|trillion)(?!\\p{L}))?` +
    // Nothing glued on after: a date "12/25/2023" or a version "3.10.2" is no number.
    `(?![\\d/]|\\.\\d)`,
  'giu',
);
const SCALE: Record<string, number> = {
  hundred: 1e2,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

function digitNumbers(text: string): Num[] {
  const found: Num[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const [all, sign1, sign2, digits, e, tenPower, power, denominator, scale] = m as unknown as (
      string | undefined
    )[];
    const sign = (sign1 ?? sign2 ?? '').trim().toLowerCase();
    const plain = (digits as string).replace(/[, \t]/g, '');
    let value = Number(/^\d{1,3}(?:\.\d{3}){2,}$/.test(plain) ? plain.replace(/\./g, '') : plain);
    if (e !== undefined) value *= 10 ** Number(e);
    if (tenPower !== undefined) value *= 10 ** Number(tenPower.replace('−', '-'));
    if (power !== undefined) value **= Number(power.replace('−', '-'));
    if (denominator !== undefined) value /= Number(denominator);
    if (scale !== undefined) value *= SCALE[scale.toLowerCase()] as number;
    if (!Number.isFinite(value)) continue;
    const negative = sign === '-' || sign === '−' || sign === 'minus' || sign === 'negative';
    const num: Num = {
      value: negative ? -value : value,
      at: m.index,
      end: m.index + (all as string).length,
    };
    // "2 1/2": a whole number and a proper fraction after it make one mixed number.
    const before = found[found.length - 1];
    const proper =
      denominator !== undefined &&
      !negative &&
      [plain, denominator].every((part) => /^\d+$/.test(part)) &&
      Number(plain) < Number(denominator) &&
      e === undefined &&
      tenPower === undefined &&
      power === undefined &&
      scale === undefined;
    if (proper && before?.whole === true && /^[ \t]+$/.test(text.slice(before.end, m.index))) {
      const magnitude = Math.abs(before.value) + value;
      found[found.length - 1] = {
        value: before.value < 0 ? -magnitude : magnitude,
        at: before.at,
        end: num.end,
      };
      continue;
    }
    const whole =
      /^\d+$/.test(plain) &&
      [e, tenPower, power, denominator, scale].every((part) => part === undefined);
    found.push(whole ? { ...num, whole } : num);
  }
  return found;
}

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORD = `(?:${[...UNITS, ...TENS, ...Object.keys(SCALE)].join('|')})`;
const WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:(minus|negative)[ \\t]+)?(${WORD}(?:(?:[ \\t]+(?:and[ \\t]+)?|-)${WORD})*)(?![\\p{L}\\p{N}]|-\\p{L})`,
  'giu',
);

/** "twenty-one", "one hundred and five", "three thousand two hundred": the value, if well formed. */
function wordsValue(words: string): number | undefined {
  let total = 0;
  let group = 0;
  // What the last word was, so that "one two" or "twenty thirty" is no number.
  let last: 'unit' | 'teen' | 'tens' | 'hundred' | 'scale' | undefined;
  let lastScale = Infinity;
  for (const word of words.toLowerCase().split(/[ \t-]+/)) {
    if (word === 'and') continue;
    const unit = UNITS.indexOf(word);
    const tens = TENS.indexOf(word);
    if (unit >= 0) {
      if (last === 'unit' || last === 'teen') return undefined;
      if (last === 'tens' && unit >= 10) return undefined;
      if (last === 'tens' && unit === 0) return undefined;
      group += unit;
      last = unit >= 10 ? 'teen' : 'unit';
    } else if (tens >= 0) {
      if (last === 'unit' || last === 'teen' || last === 'tens') return undefined;
      group += (tens + 2) * 10;
      last = 'tens';
    } else if (word === 'hundred') {
      if (last === undefined || last === 'hundred' || last === 'scale' || group >= 100) {
        return undefined;
      }
      group *= 100;
      last = 'hundred';
    } else {
      const scale = SCALE[word] as number;
      if (last === undefined || last === 'scale' || scale >= lastScale) return undefined;
      total += group * scale;
      group = 0;
      lastScale = scale;
      last = 'scale';
    }
  }
  return total + group;
}

function wordNumbers(text: string): Num[] {
  if (!/[a-z]/i.test(text)) return [];
  const found: Num[] = [];
  for (const m of text.matchAll(WORDS)) {
    const value = wordsValue(m[2] as string);
    if (value === undefined) continue;
    const num = {
      value: m[1] === undefined ? value : -value,
      at: m.index,
      end: m.index + m[0].length,
    };
    found.push(/^one$/i.test(m[0]) ? { ...num, weak: true } : num);
  }
  return found;
}

/** Every number in the prepared text, in order; a number word inside digits' scale is not one. */
function numbersIn(text: string): Num[] {
  const digits = digitNumbers(text);
  const words = wordNumbers(text);
  if (words.length === 0) return digits;
  const all: Num[] = [];
  let d = 0;
  for (const word of words) {
    while (d < digits.length && (digits[d] as Num).end <= word.at) all.push(digits[d++] as Num);
    const next = digits[d];
    if (next !== undefined && next.at < word.end) continue;
    all.push(word);
  }
  return all.concat(digits.slice(d));
}

/** Words that announce an answer: "answer", "final answer", "####", and the choice grader's. */
const MARKER = new RegExp(
  [
    /\b(?:(?:final|correct|right|short)\s+)*answer(?!\p{L})/u.source,
    /(?<!#)####(?!#)/.source,
    /\\boxed\{/.source,
    ANSWER_WORD_ELSEWHERE,
    /답(?=\s*(?::|은|는))/.source,
  ].join('|'),
  'giu',
);

/** Between the marker and its number: copulas, hedges, a colon, "x =". The first group denies. */
const FILLER = new RegExp(
  `[ \\t]*(?:${[
    `((?:isn['’]t|is[ \\t]+not|not|never|cannot[ \\t]+be|can['’]t[ \\t]+be|n['’]est[ \\t]+pas|ist[ \\t]+nicht|no[ \\t]+es)(?!\\p{L})|不是)`,
    `to[ \\t]+(?:this|the)[ \\t]+(?:question|problem)|for[ \\t]+(?:this|the)[ \\t]+(?:question|problem)`,
    `(?:is|would[ \\t]+be|should[ \\t]+be|must[ \\t]+be|will[ \\t]+be|equals|of|comes[ \\t]+to)(?!\\p{L})`,
    `(?:approximately|approx\\.?|about|around|roughly|nearly|exactly|just|therefore|thus|then|here|probably|likely|definitely|clearly|simply|indeed)(?!\\p{L})`,
    `(?:est|ist|es|lautet|wäre|sería|это|είναι|هي|هو|है)(?![\\p{L}\\p{M}])|(?:应该|應該)?是|为|為|は|은|는`,
    `\\\\boxed\\{|[:=≈~][ \\t]*(?:\\n[ \\t]*)*|\\p{L}[ \\t]*=(?!=)`,
  ].join('|')})`,
  'iuy',
);

/**
 * The rest of the statement names another value: "2 or 3", "2, or maybe 3", "2 (or 3)", "2-3",
 * "2, 3" (a list, or a decimal comma; either way not one number as written).
 */
const ANOTHER =
  /^[ \t]*(?:(?:\(|[,;.…]+)?[ \t]*(?:or|and|to|vs\.?|[-–—~])[ \t]*(?:(?:maybe|possibly|perhaps|probably|even)[ \t]+)?|,[ \t]*)$/iu;
/** Between the last number and the one before it in a fallback: "2 or 3", "10-12", "between 3 and 4". */
const ALSO =
  /^(?:[ \t]*(?:\(|[,;.…]+)?[ \t]*or[ \t]+(?:(?:maybe|possibly|perhaps|probably|even)[ \t]+)?|[-–])$/iu;
/** A question or a condition after the number. */
const ASKED = /^[^.!?\n]*\?/u;
const CONDITIONAL =
  /^[ \t]*,?[ \t]*(?:if(?![ \t]+I(?:[ \t]+(?:recall|remember|am[ \t]+not)|['’]m[ \t]+not)\b)|unless|assuming|provided|otherwise|in[ \t]+case)(?!\p{L})/iu;
/** What replaces a denied number: "not 5, but 6", "not 5; it's 6". */
const INSTEAD =
  /^[ \t]*(?:[,;][ \t]*(?:but|rather|instead|it['’]s|it[ \t]+is)?|[ \t]+(?:but|rather|instead))[ \t]*(?:rather[ \t]+)?$/iu;
/** Operators between numbers in an expression the statement goes on to: "8 × 9 = 72". */
const OPERATORS = /^[ \t()]*[-−+×x*/÷·^][ \t()]*$/u;
const EQUALS = /^[ \t()]*=[ \t]*$/u;
/** Just before a number, a denial: "not 8", "(not 8)", "isn't 8". */
const DENIED_BEFORE = /(?:(?<!\p{L})(?:not|never|isn['’]t|wasn['’]t)|n['’]t[ \t]+be)[ \t]+$/iu;

const RETRACTION = new RegExp(
  `(?<!\\p{L})(?:${TAKE_BACK})(?!\\p{L})|${NO_OPENS}[ \\t]*[,:;.!—–-]`,
  'giu',
);
/** The number put in place of what came before: "no, 6", "wait, actually 6", "no — it's 6". */
const CORRECTION = new RegExp(
  `(?:(?<!\\p{L})(?:${TAKE_BACK})(?:[ \\t]*[,:;.!—–-])*|${NO_OPENS}[ \\t]*(?:[,:;.!—–-][ \\t]*)+)[ \\t]*(?:(?:it|that)(?:['’]s|[ \\t]+is)[ \\t]+|(?:the[ \\t]+)?answer[ \\t]+is[ \\t]+)?`,
  'giu',
);

type Flaw = 'void' | 'several';
interface Statement {
  at: number;
  num: Num;
  flaw?: Flaw;
}

/** The numbers of the text and where each one starts, for looking one up by position. */
class Numbers {
  readonly list: Num[];
  private readonly starts = new Map<number, number>();
  constructor(readonly text: string) {
    this.list = numbersIn(text);
    this.list.forEach((num, i) => this.starts.set(num.at, i));
  }
  /** The index of the number starting at `at`, skipping spaces and tabs, if any. */
  startingAt(at: number): number | undefined {
    const skip = (/^[ \t]*/.exec(this.text.slice(at, at + 64)) as RegExpExecArray)[0].length;
    return this.starts.get(at + skip);
  }
  /** The text between number i and number i + 1, cut at `max` characters. */
  gapAfter(i: number, max = 64): string | undefined {
    const next = this.list[i + 1];
    const num = this.list[i] as Num;
    if (next === undefined || next.at - num.end > max) return undefined;
    return this.text.slice(num.end, next.at);
  }
}

/** The statement whose number is number i: what it names, denies or goes on to. */
function judged(numbers: Numbers, at: number, i: number, denied: boolean): Statement {
  const { list, text } = numbers;
  // "8 × 9 = 72" states the result; "2 - 3" without "=" is a range.
  let index = i;
  for (let j = i; j + 1 < list.length; j++) {
    const gap = numbers.gapAfter(j) ?? '';
    if (EQUALS.test(gap)) index = j + 1;
    else if (!OPERATORS.test(gap)) break;
  }
  const num = list[index] as Num;
  const gap = unboxed(numbers.gapAfter(index));
  if (denied) {
    // "not 5, but 6": the number named instead.
    if (gap !== undefined && INSTEAD.test(gap)) return judged(numbers, at, index + 1, false);
    return { at, num, flaw: 'void' };
  }
  const rest = text.slice(num.end, num.end + 200);
  if (ASKED.test(rest) || CONDITIONAL.test(rest)) return { at, num, flaw: 'void' };
  // "0.5 or 1/2" names one value twice.
  const other = list[index + 1];
  if (index === i && gap !== undefined && ANOTHER.test(gap) && other?.value !== num.value) {
    return { at, num, flaw: 'several' };
  }
  // "\boxed{2} or \boxed{3}": the second box names another value too.
  const before = i > 0 ? numbers.gapAfter(i - 1) : undefined;
  if (before !== undefined && /\}[^{}]*\\boxed\{[ \t]*$/.test(before)) {
    if (ANOTHER.test(unboxed(before) as string)) return { at, num, flaw: 'several' };
  }
  return { at, num };
}

/** A gap between numbers without the box edges: "} or \boxed{" is " or ". */
function unboxed(gap: string | undefined): string | undefined {
  return gap?.replace(/\\boxed\{|\}/g, ' ');
}

function answerStatements(numbers: Numbers): Statement[] {
  const { text } = numbers;
  const found: Statement[] = [];
  for (const m of text.matchAll(MARKER)) {
    let at = m.index + m[0].length;
    let denied = false;
    let fillers = 0;
    for (; fillers < 6; fillers++) {
      FILLER.lastIndex = at;
      const filler = FILLER.exec(text);
      if (filler === null || filler[0].length === 0) break;
      at += filler[0].length;
      denied ||= filler[1] !== undefined;
    }
    // "To answer 5 questions": the verb; the noun announces with a copula or a colon.
    if (fillers === 0 && /^answer$/i.test(m[0])) continue;
    const i = numbers.startingAt(at);
    if (i === undefined) continue;
    found.push(judged(numbers, m.index, i, denied));
  }
  return found;
}

function corrections(numbers: Numbers): Statement[] {
  const { list, text } = numbers;
  const found: Statement[] = [];
  for (const m of text.matchAll(CORRECTION)) {
    const i = numbers.startingAt(m.index + m[0].length);
    if (i === undefined) continue;
    const num = list[i] as Num;
    // The number ends its clause: "No, 6." but not "No, 3 + 4 is 7".
    if (!/^[ \t]*(?:[.!,;)\n]|$)/.test(text.slice(num.end, num.end + 8))) continue;
    found.push(judged(numbers, m.index, i, false));
  }
  return found;
}

function lastRetraction(text: string): number {
  let at = 0;
  for (const m of text.matchAll(RETRACTION)) at = m.index;
  return at;
}

/** For each number, whether it stands inside brackets. */
function bracketed(text: string, list: readonly Num[]): boolean[] {
  const inside: boolean[] = [];
  let depth = 0;
  let from = 0;
  for (const num of list) {
    for (let c = from; c < num.at; c++) {
      const ch = text[c];
      if (ch === '(' || ch === '[') depth++;
      else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    }
    from = num.at;
    inside.push(depth > 0);
  }
  return inside;
}

/** Without a statement: the last number that is not denied, nor an aside in brackets. */
function lastNumberOf(numbers: Numbers, from: number): Statement | undefined {
  const { list, text } = numbers;
  const inside = bracketed(text, list);
  const candidates = list
    .map((num, i) => ({ num, i }))
    .filter(({ num }) => num.at >= from)
    .filter(({ num }) => !DENIED_BEFORE.test(text.slice(Math.max(0, num.at - 24), num.at)));
  const outside = candidates.filter(({ i }) => !inside[i]);
  const pool = outside.length > 0 ? outside : candidates;
  const whole = list.length === 1 && /^[^\p{L}\p{N}]*one[^\p{L}\p{N}]*$/iu.test(text);
  const pick = [...pool].reverse().find(({ num }) => !num.weak || whole);
  if (pick === undefined) return undefined;
  const { num, i } = pick;
  const gap = i > 0 ? numbers.gapAfter(i - 1) : undefined;
  const after = numbers.gapAfter(i);
  const previous = list[i - 1];
  const between =
    previous !== undefined &&
    /^[ \t]+and[ \t]+$/.test(gap ?? '') &&
    /(?<!\p{L})between[ \t]+$/iu.test(text.slice(Math.max(0, previous.at - 12), previous.at));
  if (
    between ||
    (gap !== undefined && ALSO.test(gap)) ||
    (after !== undefined && ALSO.test(after))
  ) {
    return { at: num.at, num, flaw: 'several' };
  }
  // "Is it 5?" asks.
  if (ASKED.test(text.slice(num.end, num.end + 200))) return { at: num.at, num, flaw: 'void' };
  return { at: num.at, num };
}

/** The number the response gives as its answer, or undefined when it gives none. */
export function extractNumber(response: string): FoundNumber | undefined {
  const text = prepare(response);
  const numbers = new Numbers(text);
  if (numbers.list.length === 0) return undefined;
  // Statements made before a retraction ("wait, no", "5, no, 6") do not count.
  const retracted = lastRetraction(text);
  const found = [
    ...answerStatements(numbers).map((s) => ({ ...s, rule: 'answer statement' })),
    ...corrections(numbers).map((s) => ({ ...s, rule: 'correction' })),
  ].filter((s) => s.at >= retracted);
  // Once the response states an answer, the last statement that asserts one decides.
  const stated = found.filter((s) => s.flaw !== 'void').sort((a, b) => a.at - b.at);
  const picked =
    found.length > 0
      ? stated[stated.length - 1]
      : (() => {
          const last = lastNumberOf(numbers, retracted);
          return last && { ...last, rule: 'last number' };
        })();
  if (picked === undefined || picked.flaw !== undefined) return undefined;
  const { num, rule } = picked;
  return { value: num.value, text: text.slice(num.at, num.end), rule };
}
