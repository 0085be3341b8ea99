/**
 * Reads which choice a free-text response states as its answer. It reads only statements: a
 * letter that merely appears ("Vitamin C is important") or a choice's text inside prose is no
 * answer, and a statement that names a letter only to deny it ("not C", "can't be D") or names
 * several ("A or D") is no answer either.
 *
 * First the response is prepared: `<think>…</think>` blocks (and everything before a lone
 * `</think>`, and an unclosed `<think>` to the end), fenced code and struck-through text (`~~A~~`,
 * `<del>A</del>`) are removed, the text is NFKC-normalized so that full-width letters, colons and
 * brackets ("Ｃ", "：", "（") read as their ASCII forms, a Greek capital standing alone reads as
 * the Latin letter in its place ("Β" is B, "Γ" is C), and markdown emphasis and TeX math
 * delimiters (`*`, `` ` ``, `$`, `\(`) are dropped. Two rules look at the whole response and, when
 * they match, decide alone:
 *
 *  1. whole response: the response is one letter, possibly bracketed, punctuated or hedged
 *     (" B", "b", "(B)", "【C】", "B.", "C。", "Option D", "Probably B."). Any letter A..Z is read
 *     here, so "E" for a four-choice item is a letter out of range rather than nothing.
 *  2. choice text: the whole response, normalized, is one choice's text ("Paris.", "Paris (A)").
 *
 * Otherwise every statement the rules below find, in any of them, is gathered, and `match` picks
 * the first or the last of them by where it stands in the response:
 *
 *  3. answer statement: an answer word followed by a letter or by a choice's text: "Answer: B",
 *     "The correct answer is (C)", "final answer: option D", "The answer is Paris.", "\boxed{B}",
 *     "答案：C", "正确选项是C", "答えはB", "정답: D", "La réponse est C", "Die Antwort ist B",
 *     "La respuesta correcta es A", "Ответ: B", "Απάντηση: Β", "الإجابة: C", "उत्तर: D". Two
 *     boxes joined ("\boxed{B} or \boxed{C}") name several. A lowercase letter counts only when bracketed or ending its
 *     clause, so "the answer is a bit unclear" reads nothing. An answer word that names what is
 *     not the answer ("Incorrect answer: A", "The least likely answer is A") denies its letter;
 *     one that names what is sought ("To find the correct answer: …") states nothing.
 *  4. leading letter: the response starts with "B)", "(B)", "B.", "B:", "[B]", "B -", "B, because"
 *     or a first line holding only "B"; lowercase only bracketed or followed by its own choice's
 *     text ("a. Paris"); not when the response lists the options ("A) … B) …" on the first line,
 *     or lines starting "A. …" and "B. …"), nor a name's initials ("C. S. Lewis").
 *  5. letter statement: "C is correct", "Option B is the best answer", "Option C (Berlin) is the
 *     answer", "Berlin is correct", "I choose D", "I'd go with C", "I think it's B.", "So, C.",
 *     "It is London.", "选C", "Cが正解", "C가 정답", "C est la bonne réponse", "C ist richtig".
 *  6. verdict: an option labelled with a verdict: "D: correct", "Option B: right", "C - yes"; and
 *     denied: "(A) is wrong", "B: incorrect", "A - no", "D) Madrid — no".
 *  7. correction: a letter put in place of what came before: "No, B.", "Wait, no: B.", "Actually
 *     no, it is B.", "No — C) Berlin.", "B, no, C", "C — no wait, B", "On second thought, A.".
 *  8. final letter line: the last line holds only a letter (a chain of thought ending in "C"),
 *     unless the line before it does too (a list of letters).
 *
 * A retraction ("Wait, no", "Wait, actually", "No wait", "Actually no", "On second thought",
 * "Scratch that", a sentence or clause opening "No,") takes back every statement before it, under
 * either `match`. A statement that asserts nothing is passed over: one that denies its letter
 * ("not C, but A" states A; "我不选A"; "Ответ: не A"), asks ("答案是A吗？", "The answer is A?"),
 * holds under a condition ("C if it were Germany", "B otherwise") or is followed at once by a
 * disclaimer ("A. I'm not sure.", "C (not sure)"; but "I think it's B, but I'm not certain" keeps
 * B). The statement picked gives no answer when it names several letters: a disjunction or list
 * ("A or D", "A, C", "A B", "(B)(C)", "A还是B"), a range ("A-D", "A to C", "A vs B"), a hedge ("A
 * (or B)", "A. Or B.", "B... or maybe C?", "A, but it could be B") or an echoed option list
 * ("Answer:\nA) Paris\nB) London"). When every statement is passed over, there is no answer.
 *
 * Every rule looks only a bounded distance around a statement (`REACH` beyond a choice's length),
 * so reading stays linear in the response's length however many statements it makes.
 *
 * Rules 3 to 7 read letters A..J, those beyond the item's choices as out of range; rule 8 reads
 * only the item's letters.
 */

import {
  ANSWER_WORD_ELSEWHERE,
  NO_OPENS,
  TAKE_BACK,
  withoutReasoning,
  withoutStruckText,
} from './response.js';

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

/**
 * How far a rule looks beside a statement, beyond the length of a choice's text: the clause
 * before it, the rest of its line. Bounded, so that reading stays linear in the response's length
 * however many statements it makes.
 */
const REACH = 400;

function textBefore(text: string, at: number): string {
  return text.slice(Math.max(0, at - REACH), at);
}

/** The line from `at`, as far as a choice's text can reach. */
function lineFrom(text: string, at: number, choices: readonly string[]): string {
  const window = text.slice(at, at + reachOf(choices));
  const end = window.indexOf('\n');
  return end < 0 ? window : window.slice(0, end);
}

function reachOf(choices: readonly string[]): number {
  return REACH + 2 * choices.reduce((longest, choice) => Math.max(longest, choice.length), 0);
}

/**
 * One place where the response states an answer, or seems to: a `void` one asserts nothing (it
 * denies its letter, asks, or holds only under a condition) and is passed over; a `several` one
 * names more than one letter (a disjunction, a range, a hedge, an echoed option list).
 */
interface Statement {
  at: number;
  letter: string;
  flaw?: 'void' | 'several';
}

interface Item {
  text: string;
  choices: readonly string[];
  valid: string;
}

type Rule = [name: string, find: (item: Item) => Statement[]];

const RULES: Rule[] = [
  ['answer statement', answerStatements],
  ['leading letter', leadingLetter],
  ['letter statement', letterStatements],
  ['verdict', verdicts],
  ['correction', corrections],
  ['final letter line', finalLetterLine],
];

export function extractChoice(
  response: string,
  choices: readonly string[],
  match: ChoiceMatch,
): ChoicePick | undefined {
  const valid = LETTERS.slice(0, choices.length);
  const text = prepare(response);
  const pick = (letter: string, rule: string): ChoicePick => {
    const upper = letter.toUpperCase();
    const index = valid.indexOf(upper);
    return { letter: upper, index: index < 0 ? undefined : index, rule };
  };

  const whole = WHOLE.exec(text);
  if (whole) return pick(whole[1] as string, 'whole response');
  const named = wholeChoiceText({ text, choices, valid })[0];
  if (named !== undefined) return named.flaw ? undefined : pick(named.letter, 'choice text');

  // Statements made before a retraction ("Wait, no", "Actually no", "No, B") do not count.
  const retracted = lastRetraction(text);
  const found = RULES.flatMap(([rule, find]) =>
    find({ text, choices, valid }).map((s) => ({ ...s, rule })),
  ).filter((s) => s.at >= retracted);
  const stated = found.filter((s) => s.flaw !== 'void').sort((a, b) => a.at - b.at);
  const chosen = match === 'first' ? stated[0] : stated[stated.length - 1];
  if (chosen === undefined || chosen.flaw !== undefined) return undefined;
  return pick(chosen.letter, chosen.rule);
}

/** Where the last retraction begins, or 0. */
const RETRACTION = new RegExp(
  `(?<!\\p{L})(?:${TAKE_BACK})(?!\\p{L})|${NO_OPENS}[ \\t]*[,:;.!—–-]`,
  'giu',
);

function lastRetraction(text: string): number {
  let at = 0;
  for (const m of text.matchAll(RETRACTION)) at = m.index;
  return at;
}

/**
 * A character other than printable ASCII, tab and newlines, or one `prepare` acts on (`<` of think
 * and strike-through tags, backquotes, backslashes, `*`, `$` and `~`). A response without any is
 * already prepared (NFKC leaves ASCII as it is).
 */
const UNPREPARED = /[^\t\n\r -#%-)+-;=-[\]-_a-}]/;

/**
 * A Greek capital standing alone, as Greek tests label their options (Α, Β, Γ, Δ, …): read as the
 * Latin letter in the same place of the alphabet, so "Απάντηση: Γ" is C; but not Η before a Greek
 * word, where it is the article ("Η απάντηση").
 */
const GREEK_LABEL = /(?<![\p{L}\p{M}])[ΑΒΓΔΕΖΗΘΙΚ](?![\p{L}\p{M}]|(?<=Η)[ \t]+\p{Script=Greek})/gu;

function prepare(response: string): string {
  if (!UNPREPARED.test(response)) return response;
  let text = withoutReasoning(response);
  // Fenced code is code, not a statement: "answer = 'A'".
  text = text.replace(/```[\s\S]*?(?:```|$)/g, '\n');
  text = withoutStruckText(text).normalize('NFKC');
  text = text.replace(GREEK_LABEL, (greek) => LETTERS['ΑΒΓΔΕΖΗΘΙΚ'.indexOf(greek)] as string);
  // Markdown emphasis and TeX math delimiters: "**B**", "$B$", "\\(C\\)".
  return text.replace(/\\[()[\]]/g, ' ').replace(/[*`$]/g, '');
}

const OPEN = '(\\[【「『〈《"\'“‘';
const CLOSE = ')\\]】」』〉》"\'”’';
const HEDGE = '(?:(?:probably|likely|maybe|perhaps|definitely|surely)[,:]?\\s+)?';

const WHOLE = new RegExp(
  `^\\s*${HEDGE}(?:(?:option|choice)\\s+)?[${OPEN}]?\\s*([A-Za-z])\\s*[${CLOSE}]?\\s*[.。!?:)]*\\s*[${CLOSE}]?\\s*$`,
  'iu',
);

/** Ends a letter: no Latin letter or digit glued on ("Cats", "B12", "A's", "e.g."). */
const LETTER_END = /(?![\p{Script=Latin}\p{N}]|['’]\p{L}|\.\p{L})/u.source;
/** The clause goes on no further: a lowercase letter here is a letter, not a word. */
const CLAUSE_END = /(?=[ \t]*(?:[.,;:!?。、)\]】」]|$))/mu.source;

const LETTER_FORM = new RegExp(
  `[ \\t]*([${OPEN}]?)[ \\t]*([A-Za-z])[ \\t]*([${CLOSE}]?)${LETTER_END}`,
  'uy',
);
const LOWER_OK = new RegExp(CLAUSE_END, 'muy');

interface Letter {
  letter: string;
  end: number;
}

/** A letter at `at` that reads as an answer letter: uppercase, or lowercase bracketed or alone. */
function letterAt(text: string, at: number): Letter | undefined {
  LETTER_FORM.lastIndex = at;
  const m = LETTER_FORM.exec(text);
  if (m === null) return undefined;
  const [whole, open, letter, close] = m as unknown as [string, string, string, string];
  const end = at + whole.length;
  const bracketed = open !== '' || close !== '';
  if (letter !== letter.toUpperCase()) {
    LOWER_OK.lastIndex = end;
    if (!bracketed && !LOWER_OK.test(text)) return undefined;
  }
  // "The answer is I think B": the pronoun, not a letter.
  if (letter === 'I' && !bracketed && /^[ \t]+[a-z’']/.test(text.slice(end))) return undefined;
  if (!bracketed && INITIALS.test(text.slice(end, end + 8))) return undefined;
  return { letter: letter.toUpperCase(), end };
}

/** After a letter, another initial: "C. S. Lewis", "J. R. R. Tolkien" are names, not answers. */
const INITIALS = /^\.[ \t]*\p{Lu}\.(?=\s|$)/u;

/** Words and marks joining another letter on: "A or D", "A, C", "A/B", "A-D", "A vs B", "A还是B". */
const JOINER = [
  /(?:[,;][ \t]*)?(?:or|Or|and|und|oder|ou|et|o|y|vs\.?|versus|through|thru|to)(?=[ \t])/.source,
  /或者|或|和|与|與|及|还是|還是|또는|혹은|이나|나|와|과|か|と|または/.source,
  /(?:[.;]+|…)[ \t]*(?:or|Or)(?=[ \t])|[,/&、+~\-–—]/.source,
].join('|');
/** Another letter after the first: joined on, bracketed ("A (or B)", "(B)(C)") or alone ("A B"). */
const ANOTHER_LETTER = new RegExp(
  `^[ \\t]*([(\\[]?)[ \\t]*(${JOINER})?[ \\t]*(?:(?:maybe|possibly|perhaps)[ \\t]+)?(?:(?:option|choice)[ \\t]+)?([${OPEN}]?)[ \\t]*([A-J])${LETTER_END}`,
  'u',
);
/** An option list echoed after the letter: "A) Paris\nB) London", "A. 巴黎 B. 伦敦". */
const NEXT_LABEL = /^\s*[([【]?([A-J])[).:\]】](?=\s)/u;
/** A hedge towards another letter: "A, but it could be B", "A; but B is possible". */
const HEDGED = new RegExp(
  [
    `^[^.!?\\n]*?\\b(?:but|though|although|yet)[ \\t]+(?:it|that|the[ \\t]+answer)[ \\t]+(?:could|might|may)[ \\t]+(?:also[ \\t]+)?(?:well[ \\t]+)?be[ \\t]+(?:(?:option|choice)[ \\t]+)?[${OPEN}]?([A-J])${LETTER_END}`,
    `^[ \\t]*[,;.]?[ \\t]*(?:but|yet)[ \\t]+(?:(?:option|choice)[ \\t]+)?[${OPEN}]?([A-J])[${CLOSE}]?[ \\t]+(?:is|seems|could[ \\t]+be|might[ \\t]+be)[ \\t]+(?:also[ \\t]+)?(?:possible|plausible|likely|tempting|an?[ \\t]+option|correct|right)`,
  ].join('|'),
  'iu',
);
/** A question: the clause ends in "?" ("答案是A吗？", "The answer is A?"). */
const ASKED = /^(?:[ \t]*(?:吗|嗎|么|麼|呢)|[^.。!！?？\n]*[?？])/u;
/** A condition: "C if it were Germany", "B otherwise". */
const CONDITIONAL =
  /^[ \t]*,?[ \t]*(?:if(?![ \t]+I(?:[ \t]+(?:recall|remember|am[ \t]+not)|['’]m[ \t]+not)\b)|unless|assuming|provided|otherwise|in[ \t]+case)(?!\p{L})/iu;

/**
 * A disclaimer right after the letter takes it back: "A. I'm not sure.", "C (not sure)", "B, no
 * idea". One introduced by "but" concedes doubt and keeps the answer ("I think it's B, but I'm not
 * certain").
 */
const UNSURE =
  /^[ \t]*[.,;:!—–(-]*\s*(?:(?:I['’]m|I[ \t]+am)[ \t]+)?(?:not[ \t]+(?:(?:100[ \t]*%|entirely|completely|totally|really|quite)[ \t]+)?(?:sure|certain)|unsure|uncertain)(?!\p{L})|^[ \t]*[.,;:!—–(-]*\s*(?:I[ \t]+(?:don['’]t|do[ \t]+not)[ \t]+know|no[ \t]+idea|just[ \t]+guessing)(?!\p{L})/iu;

/** A denial after the letter: "Cではない", "C가 아닙니다", "C is wrong", "C不对". */
const DENIED_AFTER =
  /^[ \t]*(?:では|じゃ|(?:이|가)?[ \t]*아(?:니|닙|닌)|is[ \t]+(?:not|wrong|incorrect)|n'est[ \t]+pas|ist[ \t]+(?:nicht|falsch)|no[ \t]+es|不(?:是|对|對|正确|正確))/iu;

/** What replaces a denied letter: "not C, but A", "不是C，是A", "nicht A, sondern C". */
const INSTEAD = new RegExp(
  [
    /^[ \t]*(?:なく(?:て)?|라)[ \t]*[,、，]?/.source,
    /^[ \t]*[,;、，][ \t]*(?:(?:but|rather|instead|it(?:['’]s|\s+is)|sondern|mais|sino|а|но)[ \t]+|而是|是)?/
      .source,
    /^[ \t]+(?:but|sondern|mais|sino)[ \t]+/.source,
  ]
    .map((lead) => `(?:${lead})`)
    .join('|')
    .replace(/^/, '(?:')
    .concat(
      `)[ \\t]*(?:rather[ \\t]+)?(?:(?:option|choice)[ \\t]+)?[${OPEN}]?[ \\t]*([A-J])${LETTER_END}`,
    ),
  'iu',
);

function judged(
  at: number,
  letter: string,
  rest: string,
  denied: boolean,
  choices: readonly string[],
): Statement {
  const body = afterOwnText(rest, letter, choices);
  if (denied || DENIED_AFTER.test(rest) || DENIED_AFTER.test(body)) {
    const after = (DENIED_AFTER.test(rest) ? rest : body).replace(DENIED_AFTER, '');
    const instead = INSTEAD.exec(after);
    const other = instead?.[1];
    // The replacement must itself be a capital letter: "not C, but a bit of A" reads nothing.
    if (instead === null || other === undefined || other !== other.toUpperCase()) {
      return { at, letter, flaw: 'void' };
    }
    return judged(at, other, after.slice(instead[0].length), false, choices);
  }
  if (ASKED.test(body) || CONDITIONAL.test(body) || UNSURE.test(body)) {
    return { at, letter, flaw: 'void' };
  }
  const label = NEXT_LABEL.exec(body);
  // "Answer: A\nB) London is wrong" goes on to judge another option; it echoes no list.
  const judging =
    label &&
    DENIED_AFTER.test(afterOwnText(body.slice(label[0].length), label[1] as string, choices));
  if (label && !judging) return { at, letter, flaw: 'several' };
  const hedge = HEDGED.exec(body);
  const hedged = hedge?.[1] ?? hedge?.[2];
  if (hedged !== undefined && hedged !== letter && hedged === hedged.toUpperCase()) {
    return { at, letter, flaw: 'several' };
  }
  const flaw = anotherLetter(body, letter);
  return flaw === undefined ? { at, letter } : { at, letter, flaw };
}

/** What a letter other than `letter` at the start of `rest` makes of the statement, if anything. */
function anotherLetter(rest: string, letter: string): Statement['flaw'] {
  const m = ANOTHER_LETTER.exec(rest);
  if (m === null) return undefined;
  const [all, bracket, joiner, open, other] = m as unknown as (string | undefined)[];
  if (other === letter) return undefined;
  const after = rest.slice((all as string).length);
  // "C and I am sure": the pronoun, not a second letter.
  if (other === 'I' && /^[ \t]+[a-z]/.test(after)) return undefined;
  // "A, B is wrong", "A, and B is wrong" and "A B is wrong" go on to another clause about B.
  if ((joiner === undefined || /^[,;]?[ \t]*(?:and)?$/.test(joiner)) && DENIED_AFTER.test(after)) {
    return undefined;
  }
  // "A and B are wrong, so C": both denied, and the answer comes later.
  if (/^[ \t]+are[ \t]+(?:both[ \t]+)?(?:wrong|incorrect|not)(?!\p{L})/iu.test(after)) {
    return 'void';
  }
  // With nothing joining them, the second letter must be bracketed or end the clause ("A B").
  if (joiner === undefined && bracket === '' && open === '') {
    return /^[ \t]*(?:[)\].,;:!?。\n]|$)/.test(after) ? 'several' : undefined;
  }
  return 'several';
}

/** `rest` with the letter's own choice text taken off its front: ") Paris and B) London". */
function afterOwnText(rest: string, letter: string, choices: readonly string[]): string {
  const own = normalizeText(choices[LETTERS.indexOf(letter)] ?? '');
  if (own === '') return rest;
  const bracketed = /^[ \t]*\(([^()\n]*)\)/.exec(rest);
  if (bracketed && normalizeText(bracketed[1] as string) === own) {
    return rest.slice(bracketed[0].length);
  }
  const lead = (/^[ \t]*(?:[.:\-–—,][ \t]*)?["'“‘]?/.exec(rest) as RegExpExecArray)[0].length;
  const body = rest.slice(lead, lead + REACH + 2 * own.length).toLowerCase();
  if (!body.replace(/\s+/g, ' ').startsWith(own)) return rest;
  return rest.slice(lead + spanOf(body, own)).replace(/^["'”’]/, '');
}

const ANSWER_WORD = new RegExp(
  [
    /\b(?:(?:final|correct|right|best|my)\s+)*answer(?:\s+(?:choice|option))?\b/.source,
    /\b(?:my|best)\s+guess\b|\b(?:correct|(?:my\s+)?choice)(?=\s*:)/.source,
    /\b(?:correct|right|best)\s+(?:option|choice|one|response)\b/.source,
    ANSWER_WORD_ELSEWHERE,
    /(?:正确|正確)(?:选项|選項)|答(?=\s*:)|回答(?=\s*[:は])|답(?=\s*(?::|은|는))/.source,
  ].join('|'),
  'giu',
);

/** Words between the answer word and the letter; the first group marks a denial. */
const FILLER = new RegExp(
  `[ \\t]*(?:${[
    // Denials.
    `((?:isn[’']t|is\\s+not|not|never|cannot\\s+be|can[’']t\\s+be|couldn[’']t\\s+be|wouldn[’']t\\s+be|won[’']t\\s+be|n[’']est\\s+pas|ne\\s+peut\\s+pas\\s+être|ist\\s+nicht|nicht|no\\s+es|no|не)(?!\\p{L})|不可能是|不会是|不會是|并非|並非|不是|不)`,
    // Copulas, hedges and option words.
    `to\\s+(?:this|the)\\s+question|(?:is|would\\s+be|should\\s+be|must\\s+be|will\\s+be|seems\\s+to\\s+be|appears\\s+to\\s+be)(?!\\p{L})`,
    `(?:most\\s+likely|probably|likely|definitely|clearly|certainly|indeed|therefore|thus|then|here|either|option|choice|letter)(?!\\p{L})`,
    `(?:est|serait|donc|la|l[’']option|option|bien|probablement|ist|lautet|wäre|also|daher|wahrscheinlich|eindeutig|es|sería|correcta|opción|probablemente|entonces)(?!\\p{L})`,
    `应该是|應該是|应为|應為|应是|應是|就是|肯定是|可能是|是|为|為|应选|應選|选项|選項|选|選|は|が|選択肢|おそらく|은|는|선택지|아마`,
    // Russian, Greek, Arabic and Hindi copulas: "ответ — это B", "είναι Β", "هي C", "है".
    `(?:это|является|είναι|η|هي|هو|है)(?![\\p{L}\\p{M}])`,
    // A colon or dash, and any line breaks after it ("Answer:\n\nD").
    `[:=\\-–—][ \\t]*(?:\\n[ \\t]*)*`,
  ].join('|')})`,
  'iuy',
);

/** An answer word that names what is not the answer: "Incorrect answer:", "The least likely answer". */
const NEGATIVE_BEFORE =
  /(?:\b(?:incorrect|wrong|worst|false|bad|unlikely|eliminated|rejected|excluded|least\s+\p{L}+|not(?:\s+the)?)|不正确的|错误的|錯誤的)\s*$/iu;
/** An answer word that names what is being looked for: "To find the correct answer:". */
const SOUGHT_BEFORE =
  /\b(?:find|determine|identify|get|reach|choose|select|pick|work\s+out|figure\s+out)\s+(?:the\s+|an\s+|my\s+)?$/iu;

const BOXED = /\\boxed\{((?:[^{}]|\{[^{}]*\})*)\}/g;
const JOINED_BOXES = new RegExp(`^[ \\t]*(?:${JOINER})?[ \\t]*$`, 'u');

function answerStatements({ text, choices }: Item): Statement[] {
  const found: Statement[] = [];
  for (const m of text.matchAll(ANSWER_WORD)) {
    const before = textBefore(text, m.index);
    if (SOUGHT_BEFORE.test(before)) continue;
    const stated = statedAfter(text, m.index + m[0].length, choices);
    if (stated === undefined) continue;
    const negative = NEGATIVE_BEFORE.test(before);
    found.push(negative ? { ...stated, at: m.index, flaw: 'void' } : { ...stated, at: m.index });
  }
  const boxes = [...text.matchAll(BOXED)];
  // "\boxed{B} or \boxed{C}" boxes two answers: each of them names several.
  const joined = (k: number) => {
    const [a, b] = [boxes[k], boxes[k + 1]];
    return (
      a !== undefined &&
      b !== undefined &&
      JOINED_BOXES.test(text.slice(a.index + a[0].length, b.index))
    );
  };
  boxes.forEach((m, k) => {
    const inner = (m[1] as string).replace(/\\(?:text|textbf|mathrm|mathbf)\{([^{}]*)\}/g, '$1');
    const stated = statedAfter(inner.replace(/\\[ ,;]|[{}]/g, ' ').trim(), 0, choices);
    if (stated === undefined) return;
    const several = !stated.flaw && (joined(k - 1) || joined(k));
    found.push(several ? { ...stated, at: m.index, flaw: 'several' } : { ...stated, at: m.index });
  });
  return found;
}

/** What follows an answer word: fillers, then a letter or a choice's text. */
function statedAfter(
  text: string,
  from: number,
  choices: readonly string[],
): Statement | undefined {
  // Where each filler ends, and whether a denial came before; a choice's text may begin with a
  // filler word ("No", "Probably not"), so it is looked for at each of these, the latest first.
  const stops = [{ at: from, denied: false }];
  for (let i = 0; i < 8; i++) {
    const last = stops[stops.length - 1] as { at: number; denied: boolean };
    FILLER.lastIndex = last.at;
    const filler = FILLER.exec(text);
    if (filler === null) break;
    stops.push({ at: last.at + filler[0].length, denied: last.denied || filler[1] !== undefined });
  }
  const { at, denied } = stops[stops.length - 1] as { at: number; denied: boolean };
  const letter = letterAt(text, at);
  if (letter && LETTERS.includes(letter.letter)) {
    return judged(from, letter.letter, text.slice(letter.end), denied, choices);
  }
  for (const stop of stops.reverse()) {
    const line = lineFrom(text, stop.at, choices);
    const chosen = choiceAtStart(line, choices);
    if (chosen !== undefined) return judgedText(from, chosen, line, choices, stop.denied);
  }
  return undefined;
}

const JOINED = /^\s*(?:,|\/|or|and|ou|et|oder|und|o|y|或者|或|和)\s*/i;

function judgedText(
  at: number,
  chosen: ChoiceAt,
  line: string,
  choices: readonly string[],
  denied: boolean,
): Statement {
  if (chosen.index === undefined) return { at, letter: '', flaw: 'several' };
  const letter = LETTERS[chosen.index] as string;
  const rest = line.slice(chosen.length);
  if (denied) {
    // "not Paris but London": the choice named instead.
    const instead = /^\s*,?\s*(?:but|rather|instead|sondern|mais|sino)\s+(?:rather\s+)?/i.exec(
      rest,
    );
    const line2 = instead ? rest.slice(instead[0].length) : '';
    const other = instead ? choiceAtStart(line2, choices) : undefined;
    if (other === undefined) return { at, letter, flaw: 'void' };
    return judgedText(at, other, line2, choices, false);
  }
  const joined = JOINED.exec(rest);
  const other = joined ? choiceAtStart(rest.slice(joined[0].length), choices) : undefined;
  return other === undefined ? { at, letter } : { at, letter, flaw: 'several' };
}

interface ChoiceAt {
  /** The choice's index, or undefined when two choices share the text. */
  index: number | undefined;
  /** How much of the line it takes, with quotes before it. */
  length: number;
}

/** After a choice's text: the line ends, a sentence mark, or a reason. */
const STANDS_ALONE = /^["'”’]?(?:\s*$|\s*[.,;:!?。，、)(—–-]|\s+(?:because|since|as|but)\b)/u;

/**
 * The choice whose text opens `line` and stands alone there; the longest such choice, since one
 * choice's text may begin another's ("True" and "True, True").
 */
function choiceAtStart(line: string, choices: readonly string[]): ChoiceAt | undefined {
  const lead = (/^[\s"'“‘]*/.exec(line) as RegExpExecArray)[0].length;
  const body = line.slice(lead, lead + reachOf(choices)).toLowerCase();
  const collapsed = body.replace(/\s+/g, ' ');
  let best: { index: number; want: number; length: number } | undefined;
  let tie = false;
  choices.forEach((choice, index) => {
    const want = normalizeText(choice);
    if (want === '' || !collapsed.startsWith(want)) return;
    const length = spanOf(body, want);
    if (!STANDS_ALONE.test(body.slice(length))) return;
    if (best === undefined || want.length > best.want) {
      best = { index, want: want.length, length };
      tie = false;
    } else if (want.length === best.want) {
      tie = true;
    }
  });
  if (best === undefined) return undefined;
  const { index, length } = best;
  return { index: tie ? undefined : index, length: lead + length };
}

/** The length of the prefix of `body` that reads as `want` once whitespace runs are one space. */
function spanOf(body: string, want: string): number {
  let i = 0;
  for (let j = 0; j < want.length && i < body.length; j++) {
    if (/\s/.test(body[i] as string)) while (/\s/.test(body[i] ?? '')) i++;
    else i++;
  }
  return i;
}

function wholeChoiceText({ text, choices }: Item): Statement[] {
  const wanted = normalizeText(text);
  // "Paris (A)": the text with its letter; with another choice's letter it says two things.
  const labelled = /^(.+?)\s*\(([a-j])\)$/.exec(wanted);
  const hits = choices.flatMap((choice, i) => {
    const own = normalizeText(choice);
    if (own === '' || (own !== wanted && own !== labelled?.[1])) return [];
    const label = own === wanted ? undefined : (labelled?.[2] as string).toUpperCase();
    return label === undefined || label === LETTERS[i] ? [i] : [i, LETTERS.indexOf(label)];
  });
  const letter = LETTERS[hits[0] ?? -1];
  if (letter === undefined) return [];
  return [new Set(hits).size === 1 ? { at: 0, letter } : { at: 0, letter, flaw: 'several' }];
}

/** Lowercase, one space between words, no surrounding quotes or final period. */
function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“‘「]+|["'”’」]+$/g, '')
    .replace(/[.!。]+$/, '')
    .trim();
}

const LEADING =
  /^\s*(?:(?:option|choice)\s+)?([([【]?)([A-Ja-j])([).:\]】。]|\s+[-–—]|(?=[ \t]*\n)|,(?=\s+(?:because|since|as)\b))(?=\s|$)/iu;
/** An option label: "A) ", "(B) ", "[C] ", "D. ", "B: "; anywhere, or opening a line. */
const OPTION_LABEL = /(?<=^|\s)[([【]?([A-J])[).:\]】](?=\s)/gu;
const LIST_MARKER = /^[ \t]*[([]?([A-J])[).:\]][ \t]/gm;

function leadingLetter({ text, choices }: Item): Statement[] {
  const m = LEADING.exec(text);
  if (m === null) return [];
  const [whole, open, letter, close] = m as unknown as [string, string, string, string];
  // A bare "a." or "b:" is too often a word or a list marker: lowercase needs a bracket, or the
  // text of its own choice after it ("a. Paris").
  const upper = letter.toUpperCase();
  const own = choices[LETTERS.indexOf(upper)];
  const named = own !== undefined && choiceAtStart(text.slice(whole.length), [own]) !== undefined;
  if (letter !== upper && open === '' && close !== ')' && close !== ']' && !named) return [];
  // "A) Paris B) London" and "A. …\nB. …" list the options, "A. is wrong" judges one; none of
  // them states it.
  const firstLine = text.trimStart().split('\n')[0] as string;
  const inLine = new Set([...firstLine.matchAll(OPTION_LABEL)].map((l) => l[1]));
  const lineStarts = new Set([...text.matchAll(LIST_MARKER)].map((l) => l[1]));
  if (inLine.size > 1 || lineStarts.size > 1 || verdictAt(text, 0, choices) !== undefined) {
    return [];
  }
  // "C. S. Lewis lived in Oxford": initials.
  if (close === '.' && INITIALS.test(text.slice(whole.length - 1, whole.length + 7))) return [];
  return [judged(0, upper, text.slice(whole.length), false, choices)];
}

const OPTION_WORD = /(?:(?:option|choice|answer|选项|選項|選択肢|선택지|l['’]option|opción)\s*)?/
  .source;
const VERB_FIRST = new RegExp(
  [
    /\b(?:go(?:ing)?\s+with|choose|chose|pick|select|opt\s+for|choisis|choisirais|wähle|elijo|escojo|selecciono)\s+(?:la\s+|die\s+)?/
      .source,
    /(?:选择|選擇|选|選)(?![项項择擇])/.source,
    // The forms below read a letter only where its clause ends: "I think C.", not "I think C is".
    /\bI(?:\s+(?:think|believe|guess|would\s+say|will\s+say|say)|['’](?:d|ll)\s+say)\s+(?:(?:it|that)(?:['’]s|\s+is)\s+)?/
      .source,
    /\b(?:it|that|which)(?:['’]s|\s+is|\s+would\s+be|\s+must\s+be)\s+(?:probably\s+|definitely\s+)?/
      .source,
    /(?:^|(?<=[.!?,;]\s*))(?:so|therefore|thus|hence)[,:]?\s+/.source,
  ]
    .map((s) => `(?:${s})`)
    .join('|'),
  'gimu',
);
const NEEDS_END = /^(?:I[\s'’]|it|that|which|so|therefore|thus|hence)/i;
/** The clause ends here: a mark, the line's end or the text's (not a later line's start). */
const CLAUSE_ENDS = /^[ \t]*(?:[.!?。,;\n]|$)/u;
const PREDICATE = [
  /\s+(?:is|seems|appears)\s+(?:to\s+be\s+)?(?:the\s+)?(?:most\s+|only\s+)?(?:correct|right|best|answer|true|accurate|appropriate)(?![\p{L}-])/u
    .source,
  /\s+(?:fits|works)\s+best\b/.source,
  /\s*(?:是|为|為)?\s*(?:正确|正確|对的|對的)|\s*(?:が|は)\s*(?:正解|正しい)|\s*(?:가|이)\s*(?:정답|맞)/
    .source,
  /\s+est\s+(?:la\s+)?(?:bonne|correcte|juste)|\s+ist\s+(?:die\s+)?(?:richtig|korrekt)|\s+es\s+(?:la\s+)?correcta/
    .source,
].join('|');
const LETTER_FIRST = new RegExp(
  `(?<![\\p{Script=Latin}\\p{N}])${OPTION_WORD}[(\\[]?([A-J])[)\\]]?(?:[ \\t]*\\(([^()\\n]{1,80})\\))?,?(?:${PREDICATE})`,
  'giu',
);
/** A denial just before: "not C is", "neither A nor C", "I wouldn't choose C". */
const DENIED_BEFORE =
  /(?:\b(?:not|never|neither|nor|ne|nicht|no)|n['’]t|cannot|不)\s+(?:\p{L}+\s+){0,2}$|(?:不|没有|沒有|别|別)(?:应该|應該|应|應|会|會|能|要|想|打算)?$/iu;
/** Another letter just before: "A or C is correct". */
const LETTER_BEFORE = /(?<![\p{Script=Latin}\p{N}])[([]?[A-J][)\]]?\s*(?:or|and|,|\/|或|和)\s*$/u;
/** Words that may come right before "C is correct"; after any other word C is a name's part. */
const LEAD_IN =
  /(?:^|[^\p{Script=Latin}\s]\s*|\b(?:so|thus|therefore|hence|then|only|and|but|whereas|while|think|believe|clearly|option|choice)\s+)$/iu;

function letterStatements({ text, choices }: Item): Statement[] {
  const found: Statement[] = [];
  const clauseBefore = (at: number) =>
    textBefore(text, at)
      .split(/[.;!?\n,。，]/)
      .pop() as string;
  // The clause ends after the letter, or after the letter's own text ("That would be B) London.").
  const endsAfter = (rest: string, letter: string) => {
    const own = choices[LETTERS.indexOf(letter)];
    const named = own === undefined ? undefined : choiceAtStart(rest, [own]);
    return (
      CLAUSE_ENDS.test(rest) || (named !== undefined && CLAUSE_ENDS.test(rest.slice(named.length)))
    );
  };
  for (const m of text.matchAll(VERB_FIRST)) {
    const option = new RegExp(OPTION_WORD, 'iuy');
    option.lastIndex = m.index + m[0].length;
    const at = option.lastIndex + (option.exec(text)?.[0].length ?? 0);
    const denied = DENIED_BEFORE.test(clauseBefore(m.index));
    const needsEnd = NEEDS_END.test(m[0]);
    const letter = letterAt(text, at);
    if (letter && LETTERS.includes(letter.letter)) {
      const rest = text.slice(letter.end);
      if (!needsEnd || endsAfter(rest, letter.letter)) {
        found.push(judged(m.index, letter.letter, rest, denied, choices));
      }
      continue;
    }
    // "It is London.": a choice's text standing as the whole clause.
    const line = lineFrom(text, at, choices);
    const chosen = needsEnd ? choiceAtStart(line, choices) : undefined;
    if (chosen && CLAUSE_ENDS.test(line.slice(chosen.length))) {
      found.push(judgedText(m.index, chosen, line, choices, denied));
    }
  }
  for (const m of text.matchAll(LETTER_FIRST)) {
    const before = textBefore(text, m.index);
    const letter = m[1] as string;
    const own = normalizeText(choices[LETTERS.indexOf(letter)] ?? '');
    // "Option C (Berlin) is the answer": only the letter's own text may stand in brackets.
    if (m[2] !== undefined && normalizeText(m[2]) !== own) continue;
    // "Paris (A) is right": the letter's own text may lead in too.
    const ledIn =
      LEAD_IN.test(before) || (own !== '' && before.toLowerCase().trimEnd().endsWith(own));
    if (LETTER_BEFORE.test(before)) found.push({ at: m.index, letter, flaw: 'several' });
    else if (!ledIn) continue;
    else if (DENIED_BEFORE.test(clauseBefore(m.index))) {
      found.push({ at: m.index, letter, flaw: 'void' });
    } else found.push({ at: m.index, letter });
  }
  found.push(...choiceTextStatements(text, choices));
  return found;
}

/** The predicate ends its clause: "Berlin is correct." but not "Paris is correct for France". */
const PREDICATE_END =
  /(?:\s+(?:answer|one|choice|option))?(?=[ \t]*(?:[.,;:!。]|$)|\s+(?:because|since|as|here)\b)/
    .source;

/** A clause opening with a choice's text and saying it is right: "Berlin is correct." */
function choiceTextStatements(text: string, choices: readonly string[]): Statement[] {
  const found: Statement[] = [];
  choices.forEach((choice, index) => {
    const own = normalizeText(choice);
    if (own === '') return;
    const escaped = own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    const subject = new RegExp(
      `(?<=^|[.;!?。\\n]\\s*|\\b(?:so|thus|therefore|hence|then|only)\\s+)${escaped}(?:${PREDICATE})${PREDICATE_END}`,
      'gimu',
    );
    for (const m of text.matchAll(subject)) {
      found.push({ at: m.index, letter: LETTERS[index] as string });
    }
  });
  return found;
}

/** Where clauses start: the response's start and after each sentence or clause mark. */
function clauseStarts(text: string): number[] {
  return [0, ...[...text.matchAll(/[.;!?,。；，\n][ \t]*/gu)].map((m) => m.index + m[0].length)];
}

const VERDICT_LABEL = /(?:(?:option|choice)[ \t]+)?([([]?)([A-J])([)\]]?)[ \t]*[.:)]?/iuy;
const VERDICT_WORD =
  /[ \t]*(?:[.:\-–—,][ \t]*)?(?:is[ \t]+|seems[ \t]+)?(?:(correct|right|yes)|(wrong|incorrect|no|not(?:[ \t]+(?:correct|right))?|false))(?=[ \t]*(?:[.,;:!?。)]|$)|[ \t]+(?:since|because|as|for)\b)/imuy;

/** A verdict on one option at `at`: "D: correct", "(A) is wrong", "C - yes", "D) Madrid — no". */
function verdictAt(text: string, at: number, choices: readonly string[]): Statement | undefined {
  VERDICT_LABEL.lastIndex = at;
  const label = VERDICT_LABEL.exec(text);
  const letter = label?.[2];
  if (label === null || letter === undefined || letter !== letter.toUpperCase()) return undefined;
  const rest = text.slice(at + label[0].length);
  const body = afterOwnText(rest, letter, choices);
  VERDICT_WORD.lastIndex = 0;
  const verdict = VERDICT_WORD.exec(body);
  if (verdict === null) return undefined;
  // "B: No" where B's own text is "No" names the option; it is no verdict.
  const word = normalizeText(verdict[1] ?? verdict[2] ?? '');
  if (word === normalizeText(choices[LETTERS.indexOf(letter)] ?? '')) return undefined;
  return verdict[1] !== undefined ? { at, letter } : { at, letter, flaw: 'void' };
}

function verdicts({ text, choices }: Item): Statement[] {
  const found = clauseStarts(text).flatMap((at) => verdictAt(text, at, choices) ?? []);
  // "A: correct. B: correct." judges two options right: it names several.
  const right = new Set(found.filter((s) => s.flaw === undefined).map((s) => s.letter));
  return right.size > 1 ? found.map((s) => (s.flaw ? s : { ...s, flaw: 'several' })) : found;
}

/** "No, B.", "Wait, no: B.", "Actually no, it is B.", "No — C) Berlin.": the letter put instead. */
const CORRECTION = new RegExp(
  `(?:(?<!\\p{L})(?:${TAKE_BACK})(?:[ \\t]*[,:;.!—–-])*|${NO_OPENS}[ \\t]*(?:[,:;.!—–-][ \\t]*)+)[ \\t]*(?:(?:it|that)(?:['’]s|[ \\t]+is)[ \\t]+|(?:the[ \\t]+)?answer[ \\t]+is[ \\t]+)?(?:(?:option|choice)[ \\t]+)?`,
  'giu',
);

function corrections({ text, choices }: Item): Statement[] {
  const found: Statement[] = [];
  for (const m of text.matchAll(CORRECTION)) {
    const letter = letterAt(text, m.index + m[0].length);
    if (letter === undefined || !LETTERS.includes(letter.letter)) continue;
    const rest = text.slice(letter.end);
    if (!CLAUSE_ENDS.test(afterOwnText(rest, letter.letter, choices))) continue;
    found.push(judged(m.index, letter.letter, rest, false, choices));
  }
  return found;
}

const LAST_LINE = new RegExp(
  `^[ \\t>#-]*(?:(?:option|choice)[ \\t]+)?[${OPEN}]?[ \\t]*([A-Ja-j])[ \\t]*[${CLOSE}]?[ \\t]*[.。!]?[ \\t]*$`,
  'iu',
);

function finalLetterLine({ text, valid }: Item): Statement[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const last = lines[lines.length - 1];
  const m = last === undefined ? null : LAST_LINE.exec(last);
  if (m === null) return [];
  // "Wrong options:\nA\nC" lists letters; the last of them is no answer.
  const before = lines[lines.length - 2];
  if (before !== undefined && LAST_LINE.test(before)) return [];
  const letter = (m[1] as string).toUpperCase();
  return valid.includes(letter) ? [{ at: text.lastIndexOf(last as string), letter }] : [];
}
