/**
 * Responses labelled by hand with what a careful reader takes as the answer: a letter or a
 * number, or null where the response commits to none (a hedge, a denial, a question, a name's
 * initials). Written for choice rules_version 3 and numeric rules_version 2, from the forms
 * models produce (lm-eval continuations, simple-evals' "Answer: X", GSM8K's "#### N", Minerva's
 * "Final Answer: The final answer is …", `\boxed{}`) and the misreadings reported against the
 * earlier rules. `miss: true` marks a case the grader is known to read as no answer although the
 * label names one; a miss is counted against the agreement, never a false positive.
 */

export interface ChoiceCase {
  id: string;
  response: string;
  /** The letter a careful reader takes as the answer, or null. */
  label: string | null;
  /** Defaults to Paris, London, Berlin, Madrid. */
  choices?: string[];
  match?: 'first' | 'last';
  miss?: true;
}

export interface NumericCase {
  id: string;
  response: string;
  label: number | null;
  miss?: true;
}

export const CAPITALS = ['Paris', 'London', 'Berlin', 'Madrid'];

export const choiceCases: ChoiceCase[] = [
  // Well-formed answers, as models write them.
  { id: 'plain-paren', response: 'The correct answer is (B).', label: 'B' },
  { id: 'plain-letter', response: 'B', label: 'B' },
  { id: 'plain-bold', response: '**B**', label: 'B' },
  {
    id: 'plain-because',
    response: 'Answer: B. Because London is the capital of the UK.',
    label: 'B',
  },
  { id: 'plain-answer-colon', response: 'Answer: C', label: 'C' },
  { id: 'lm-eval-space', response: ' A', label: 'A' },
  { id: 'lm-eval-run-on', response: ' B\n\nQuestion: What is the capital of Spain?', label: 'B' },
  { id: 'plain-bracketed', response: '(D)', label: 'D' },
  { id: 'plain-answer-is-paren', response: 'The answer is (A).', label: 'A' },
  { id: 'plain-answer-is', response: 'The answer is A.', label: 'A' },
  { id: 'plain-caps', response: 'ANSWER: D', label: 'D' },
  { id: 'plain-boxed-math', response: 'Answer: $\\boxed{C}$', label: 'C' },
  { id: 'plain-final', response: 'Final answer: B', label: 'B' },
  { id: 'plain-bold-line', response: '**Answer: A**', label: 'A' },
  { id: 'plain-best', response: 'The best answer is D.', label: 'D' },
  {
    id: 'simple-evals-cot',
    response:
      "Let's think step by step. France's capital is Paris, which is option A.\n\nAnswer: A",
    label: 'A',
  },
  {
    id: 'cot-therefore',
    response: 'Step 1: Berlin is the capital of Germany.\nStep 2: So the answer is C.',
    label: 'C',
  },
  { id: 'verb-choose', response: 'I would choose B.', label: 'B' },
  { id: 'option-correct', response: 'Option C is correct.', label: 'C' },
  { id: 'leading-paren', response: 'C) Berlin', label: 'C' },
  { id: 'leading-dot', response: 'B. London', label: 'B' },
  { id: 'leading-bracketed', response: '(A) Paris', label: 'A' },
  { id: 'choice-text', response: 'Paris', label: 'A' },
  { id: 'answer-choice-text', response: 'The answer is Paris.', label: 'A' },
  { id: 'answer-newlines', response: 'Answer:\n\nB', label: 'B' },
  { id: 'answer-lowercase', response: 'answer: d', label: 'D' },
  { id: 'correct-option', response: 'The correct option is D.', label: 'D' },
  { id: 'square-brackets', response: '[B]', label: 'B' },
  { id: 'cjk-brackets', response: '【C】', label: 'C' },
  { id: 'letter-is-correct', response: 'B is the correct answer.', label: 'B' },
  { id: 'my-answer', response: 'My answer is C.', label: 'C' },
  { id: 'final-letter-line', response: 'Thinking about it...\n\nD', label: 'D' },
  { id: 'think-block', response: '<think>Hmm, maybe B.</think>\nAnswer: A', label: 'A' },
  {
    id: 'explanation-after',
    response:
      'Answer: A\n\nExplanation: Paris has been the capital of France since 987; B) London is wrong.',
    label: 'A',
  },
  { id: 'so-answer', response: 'So the answer is B.', label: 'B' },
  { id: 'not-the-others', response: 'The answer is B, not C or D.', label: 'B' },
  { id: 'conceded-doubt', response: "I think it's B, but I'm not certain.", label: 'B' },
  { id: 'answer-with-text', response: 'Answer: (C) Berlin', label: 'C' },
  { id: 'answer-bold-text', response: 'The correct answer is: **C. Berlin**', label: 'C' },
  { id: 'correct-colon', response: 'Correct answer: D', label: 'D' },
  { id: 'go-with', response: "Based on the options, I'd go with C.", label: 'C' },
  { id: 'fits-best', response: 'Looking at the options, (C) fits best.', label: 'C' },
  { id: 'pick', response: "I'll pick D.", label: 'D' },
  { id: 'boxed-sentence', response: 'The answer is \\boxed{B}.', label: 'B' },
  { id: 'boxed-alone', response: '\\boxed{A}', label: 'A' },
  {
    id: 'minerva',
    response: 'Final Answer: The final answer is C. I hope it is correct.',
    label: 'C',
  },
  { id: 'correct-choice', response: 'Therefore, the correct choice is (D).', label: 'D' },
  { id: 'out-of-range', response: 'Answer: E', label: 'E' },
  {
    id: 'leading-explained',
    response: 'B) London\n\nExplanation: A) Paris is in France.',
    label: 'B',
  },
  { id: 'verdicts', response: 'B: incorrect. C: incorrect. D: correct.', label: 'D' },
  { id: 'eliminate', response: '(A) is wrong, (B) is wrong, so C.', label: 'C' },
  {
    id: 'ten-choices',
    response: 'The answer is (J).',
    label: 'J',
    choices: 'ABCDEFGHIJ'.split(''),
  },

  // Hedges between letters, and disclaimers: no answer.
  { id: 'hedge-ellipsis', response: 'Answer: B... or maybe C?', label: null },
  { id: 'hedge-or', response: 'A or C', label: null },
  { id: 'hedge-either', response: 'Either A or D.', label: null },
  { id: 'hedge-answer-or', response: 'The answer is B or C.', label: null },
  { id: 'hedge-could-be', response: 'It could be A, but it might also be B.', label: null },
  { id: 'hedge-bracket', response: 'The answer is A (or B).', label: null },
  { id: 'hedge-probably-or', response: 'Probably B or C.', label: null },
  { id: 'hedge-comma-or', response: 'I think A, or B', label: null },
  { id: 'hedge-vs', response: 'The answer is A vs B', label: null },
  { id: 'hedge-questions', response: 'B? Or C?', label: null },
  { id: 'unsure-after', response: "A. I'm not sure.", label: null },
  { id: 'unsure-bracket', response: 'The answer is C (not sure).', label: null },
  { id: 'unsure-dont-know', response: "Maybe A? Maybe B? I don't know.", label: null },
  { id: 'unsure-either', response: "The answer is either B or C, I'm not sure.", label: null },
  { id: 'unsure-no-idea', response: 'Answer: D, no idea really.', label: null },
  { id: 'asked', response: 'The answer is A?', label: null },
  { id: 'condition', response: 'The answer would be C if it were Germany.', label: null },
  { id: 'range', response: 'A-D', label: null },
  { id: 'echoed-options', response: 'A) Paris B) London C) Berlin D) Madrid', label: null },
  { id: 'refusal', response: 'I cannot answer this.', label: null },
  { id: 'empty', response: '', label: null },

  // Corrections: the corrected letter.
  { id: 'correct-comma-no', response: 'The answer is B, no, C.', label: 'C' },
  { id: 'correct-no-wait', response: 'Answer: C) Berlin — no wait, B) London', label: 'B' },
  {
    id: 'correct-wait-actually',
    response: 'Answer: A\n\nWait, actually the answer is B.',
    label: 'B',
  },
  { id: 'correct-no-comma', response: 'A. No, B.', label: 'B' },
  { id: 'correct-wait-no', response: 'C. Wait, no: B.', label: 'B' },
  { id: 'correct-actually-no', response: 'The answer is A.\n\nActually no, it is B.', label: 'B' },
  { id: 'correct-choose-again', response: 'I choose A. No, I choose D.', label: 'D' },
  { id: 'correct-dash', response: 'B) London? No — C) Berlin.', label: 'C' },
  {
    id: 'correct-hmm-actually',
    response: 'Answer: D. Hmm, actually, the answer is A.',
    label: 'A',
  },
  { id: 'correct-second-thought', response: 'The answer is C. On second thought, A.', label: 'A' },
  { id: 'correct-nothing-after', response: 'The answer is C. Wait, no.', label: null },
  {
    id: 'correct-thats-spain',
    response: "D) Madrid — no, that's Spain. The answer is A.",
    label: 'A',
  },
  {
    id: 'correct-first-last',
    response: 'The answer is A. Wait, no — the answer is B.',
    label: 'B',
    match: 'last',
  },
  { id: 'correct-scratch', response: 'Answer: B. Scratch that: C.', label: 'C' },

  // Negations.
  { id: 'negated-answer', response: 'The answer is not A', label: null },
  { id: 'negated-bare', response: 'Not C.', label: null },
  { id: 'negated-cant', response: "It can't be D.", label: null },
  { id: 'negated-then-stated', response: 'The answer is not B. The answer is C.', label: 'C' },
  { id: 'negated-instead', response: 'The answer is not A, but C.', label: 'C' },
  { id: 'negated-text-instead', response: 'The answer is not Paris but London', label: 'B' },
  { id: 'negated-word', response: 'Incorrect answer: A', label: null },
  { id: 'negated-verdict', response: 'A is wrong.', label: null },
  { id: 'negated-russian', response: 'Ответ: не A', label: null },

  // Letters in prose and names: no answer.
  { id: 'initials', response: 'C. S. Lewis lived in Oxford, not London.', label: null },
  { id: 'initials-three', response: 'J. R. R. Tolkien wrote it in Oxford.', label: null },
  { id: 'vitamin', response: 'Vitamin C is important.', label: null },
  { id: 'article', response: 'A good question.', label: null },
  { id: 'unsure-only', response: 'I am not sure.', label: null },
  { id: 'lowercase-word', response: 'The answer is a bit unclear.', label: null },

  // Answer words in other scripts and languages.
  { id: 'ru', response: 'Ответ: B', label: 'B' },
  { id: 'ru-correct', response: 'Правильный ответ: C', label: 'C' },
  { id: 'ru-dash', response: 'Ответ — B', label: 'B' },
  { id: 'el-beta', response: 'Απάντηση: Β', label: 'B' },
  { id: 'el-gamma', response: 'Η σωστή απάντηση είναι Γ.', label: 'C' },
  { id: 'el-alpha', response: 'Απάντηση: Α', label: 'A' },
  { id: 'ar', response: 'الإجابة: C', label: 'C' },
  { id: 'ar-correct', response: 'الإجابة الصحيحة هي D', label: 'D' },
  { id: 'hi', response: 'उत्तर: D', label: 'D' },
  { id: 'hi-correct', response: 'सही उत्तर: A', label: 'A' },
  { id: 'zh', response: '答案：B', label: 'B' },
  { id: 'zh-sentence', response: '正确答案是D。', label: 'D' },
  { id: 'ja', response: '答え: C', label: 'C' },
  { id: 'ko', response: '정답: A', label: 'A' },
  { id: 'es', response: 'Respuesta: A', label: 'A' },
  { id: 'es-sentence', response: 'La respuesta correcta es B.', label: 'B' },
  { id: 'fr', response: 'Réponse : B', label: 'B' },
  { id: 'de', response: 'Antwort: C', label: 'C' },
  { id: 'de-sentence', response: 'Die richtige Antwort ist D.', label: 'D' },
  { id: 'full-width', response: '答案：（Ｂ）', label: 'B' },

  // Markdown.
  { id: 'struck', response: '**Answer:** ~~A~~ C', label: 'C' },
  { id: 'struck-then-bold', response: '~~B~~ **C**', label: 'C' },
  { id: 'heading', response: '# Answer\n\n**B**', label: 'B' },
  { id: 'quote', response: '> **Answer: D**', label: 'D' },
  { id: 'code-span', response: '`C`', label: 'C' },
  { id: 'list-item', response: '- **Final answer:** B', label: 'B' },
  { id: 'html-del', response: 'Answer: <del>A</del> B', label: 'B' },
  { id: 'bold-word', response: '**Answer**: (C)', label: 'C' },
  { id: 'fenced-code', response: '```python\nanswer = "A"\n```\nAnswer: D', label: 'D' },
  { id: 'two-boxes', response: 'The answer: \\boxed{B} or \\boxed{C}', label: null },

  // Found while writing the set; the last two are known misses.
  { id: 'settle-after-hedge', response: 'Hmm, A or B... I will say B.', label: 'B' },
  { id: 'right-one', response: 'The right one is D.', label: 'D' },
  { id: 'correct-response', response: 'The correct response is B.', label: 'B' },
  { id: 'choice-colon', response: 'Choice: B', label: 'B' },
  {
    id: 'option-text-correct',
    response: 'Based on my analysis, option B (London) is correct.',
    label: 'B',
  },
  { id: 'definitely-not-other', response: 'Answer: A, definitely not B.', label: 'A' },
  { id: 'denied-then-answer', response: 'It is definitely not D; the answer is C.', label: 'C' },
  { id: 'correct-no-wait-dash', response: 'Answer: B. No, wait — it is A.', label: 'A' },
  { id: 'confidence-line', response: 'Answer: B\nConfidence: 80%', label: 'B' },
  { id: 'ru-not-but', response: 'Ответ: не A, а B', label: 'B' },
  { id: 'letter-comma-text', response: 'B, London', label: 'B', miss: true },
  { id: 'solution-word', response: 'The solution is C.', label: 'C', miss: true },
  { id: 'boxed-or', response: 'Either works: $\\boxed{B \\text{ or } C}$', label: null },
];

export const numericCases: NumericCase[] = [
  // GSM8K, Minerva and plain answers.
  { id: 'gsm8k-bare', response: '#### 42', label: 42 },
  {
    id: 'gsm8k-reference',
    response:
      'Natalia sold 48/2 = 24 clips in May.\nNatalia sold 48+24 = 72 clips altogether in April and May.\n#### 72',
    label: 72,
  },
  { id: 'answer-is', response: 'The answer is 42.', label: 42 },
  { id: 'answer-colon', response: 'Answer: 42', label: 42 },
  { id: 'final-answer', response: 'Final answer: 18', label: 18 },
  { id: 'boxed', response: '\\boxed{18}', label: 18 },
  { id: 'boxed-sentence', response: 'So she has $\\boxed{18}$ dollars left.', label: 18 },
  {
    id: 'minerva',
    response: 'Final Answer: The final answer is $18$. I hope it is correct.',
    label: 18,
  },
  { id: 'currency', response: 'The answer is $1,234.', label: 1234 },
  { id: 'last-number', response: 'He earns 12 × 5 = 60 dollars.', label: 60 },
  { id: 'bare', response: '60', label: 60 },
  { id: 'decimal-commas', response: 'The total is 1,234.5 dollars.', label: 1234.5 },
  { id: 'cents', response: 'It costs $12.50.', label: 12.5 },
  { id: 'negative-bare', response: '-3', label: -3 },
  { id: 'unicode-minus', response: 'The temperature is −7 degrees.', label: -7 },
  { id: 'equation', response: 'x = 5', label: 5 },
  { id: 'cot-last', response: 'First 5, then 6, finally 7', label: 7 },
  { id: 'percent', response: '50%', label: 50 },
  { id: 'approx', response: 'The answer is approximately 3.14.', label: 3.14 },
  { id: 'answer-x-equals', response: 'Answer: x = 5', label: 5 },

  // The stated answer wins over later numbers.
  { id: 'aside-after', response: 'The answer is 72. (I computed 8 × 9.)', label: 72 },
  {
    id: 'check-after',
    response: 'Answer: 12\nCheck: 3 × 4 = 12, and 12 + 5 = 17 is not asked.',
    label: 12,
  },
  { id: 'other-after', response: 'The answer is 5 apples; the other 3 went to Tom.', label: 5 },
  { id: 'reason-after', response: 'Answer: 15. It took 3 hours at 5 miles per hour.', label: 15 },
  { id: 'gsm8k-note', response: '#### 30\nNote: 10 were extra.', label: 30 },
  {
    id: 'since-after',
    response: 'The final answer is 8, since 2^3 = 8 and 16/2 = 8.',
    label: 8,
  },
  {
    id: 'sign-off',
    response: 'Final answer: 100\n\nI hope this helps! Let me know if you have 2 more questions.',
    label: 100,
  },
  { id: 'expression', response: 'The answer is 8 × 9 = 72', label: 72 },
  { id: 'verb-answer', response: 'To answer 5 questions she needs 50 minutes.', label: 50 },
  {
    id: 'long-cot',
    response:
      'Step 1: Each box holds 12 eggs.\nStep 2: There are 4 boxes, so 12 × 4 = 48 eggs.\nStep 3: She uses 6, leaving 48 - 6 = 42.\nThe answer is 42.\nStep 4 would be 2 more checks.',
    label: 42,
  },

  // Fractions and mixed numbers.
  { id: 'fraction', response: '3/4', label: 0.75 },
  { id: 'fraction-answer', response: 'The answer is 3/4.', label: 0.75 },
  { id: 'mixed', response: 'You need 2 1/2 cups of flour.', label: 2.5 },
  { id: 'tex-frac', response: '\\frac{1}{3}', label: 1 / 3 },
  { id: 'tex-dfrac', response: 'The answer is $\\dfrac{3}{4}$.', label: 0.75 },
  { id: 'tex-boxed-frac', response: '\\boxed{\\frac{5}{2}}', label: 2.5 },
  { id: 'tex-mixed', response: '2\\frac{1}{2}', label: 2.5 },
  { id: 'tex-negative', response: 'The answer is -\\frac{1}{3}', label: -1 / 3 },
  { id: 'vulgar', response: 'She ate ½ of the pie.', label: 0.5 },
  { id: 'vulgar-mixed', response: 'It takes 1½ hours.', label: 1.5 },
  { id: 'leading-dot', response: '.5', label: 0.5 },
  { id: 'mixed-answer', response: 'The answer is 3 1/2', label: 3.5 },

  // Scientific notation.
  { id: 'sci-times', response: "Avogadro's number is about 6.02 × 10^23.", label: 6.02e23 },
  { id: 'sci-e', response: '6.02e23', label: 6.02e23 },
  { id: 'sci-x-braces', response: 'N = 6.02 x 10^{23}', label: 6.02e23 },
  { id: 'sci-superscript', response: 'The answer is 1.5 × 10⁻³ m.', label: 1.5e-3 },
  { id: 'sci-tex', response: 'That is $3 \\times 10^{8}$ m/s.', label: 3e8 },
  { id: 'sci-capital-e', response: 'The answer is 1E-6', label: 1e-6 },
  { id: 'power', response: 'The answer is 10²', label: 100 },

  // Thousands separators and scale words.
  { id: 'spaces', response: 'The population is 1 000 000.', label: 1e6 },
  { id: 'thin-spaces', response: 'The answer is 1\u2009000\u2009000.', label: 1e6 },
  { id: 'narrow-nbsp', response: 'The answer is 1\u202f250.', label: 1250 },
  { id: 'commas', response: '1,000,000', label: 1e6 },
  { id: 'tex-comma', response: 'The answer is $1{,}000$.', label: 1000 },
  { id: 'spaces-answer', response: 'Answer: 12 345', label: 12345 },
  { id: 'million', response: 'About 2.5 million', label: 2.5e6 },
  { id: 'thousand', response: 'The answer is 3 thousand.', label: 3000 },
  { id: 'billion', response: 'Roughly 1.2 billion people.', label: 1.2e9 },

  // Number words.
  { id: 'word', response: 'twelve', label: 12 },
  { id: 'word-hyphen', response: 'The answer is twenty-one.', label: 21 },
  { id: 'word-hundred', response: 'one hundred', label: 100 },
  { id: 'word-one', response: 'The answer is one.', label: 1 },
  { id: 'word-in-prose', response: 'There are seven days in a week.', label: 7 },
  { id: 'word-and', response: 'The answer is one hundred and five.', label: 105 },
  { id: 'word-thousands', response: 'The answer is three thousand two hundred.', label: 3200 },
  { id: 'word-minus', response: 'minus four', label: -4 },
  { id: 'word-no-one', response: 'No one knows exactly, but 5 is likely', label: 5 },
  { id: 'word-the-one', response: 'The one on the left has 4.', label: 4 },
  { id: 'word-zero', response: 'Answer: zero', label: 0 },

  // Negative numbers.
  { id: 'negative-answer', response: 'The answer is -5.', label: -5 },
  { id: 'negative-percent', response: 'The change is −12.5%.', label: -12.5 },
  { id: 'negative-word', response: 'The answer is negative 3.', label: -3 },

  // Hedges, ranges, denials and questions: no answer.
  { id: 'hedge-maybe', response: '2, or maybe 3', label: null },
  { id: 'hedge-either', response: 'either 2 or 3', label: null },
  { id: 'hedge-answer-or', response: 'The answer is 2 or 3.', label: null },
  { id: 'hedge-bracket', response: 'Answer: 3 (or 4)', label: null },
  { id: 'hedge-boxes', response: '\\boxed{2} or \\boxed{3}', label: null },
  { id: 'range', response: 'It takes 10-12 minutes.', label: null },
  { id: 'dont-know', response: "I don't know.", label: null },
  { id: 'no-idea', response: 'No idea.', label: null },
  { id: 'denied', response: 'The answer is not 5.', label: null },
  { id: 'asked', response: 'Is the answer 5?', label: null },
  { id: 'condition', response: 'The answer is 10 if we count Sunday, otherwise 9.', label: null },

  // "(not N)" names what the answer is not: the number before it stands.
  { id: 'not-bracket', response: '7 (not 8)', label: 7 },
  { id: 'not-comma', response: 'It is 7, not 8.', label: 7 },
  { id: 'not-answer-bracket', response: 'The answer is 7 (not 8).', label: 7 },
  { id: 'not-but', response: 'The answer is not 5, but 6.', label: 6 },

  // Corrections.
  { id: 'correct-comma-no', response: 'The answer is 5, no, 6.', label: 6 },
  {
    id: 'correct-wait-actually',
    response: 'Answer: 5\n\nWait, actually the answer is 6.',
    label: 6,
  },
  { id: 'correct-dash', response: 'The answer is 12 — wait, no, 14.', label: 14 },
  {
    id: 'correct-recompute',
    response: 'The answer is 5. Wait, no. Let me recompute: 3 + 4 = 7.',
    label: 7,
  },
  { id: 'correct-struck', response: 'Answer: ~~12~~ 14', label: 14 },
  { id: 'correct-no-wait', response: 'The answer is 20. No wait, 25.', label: 25 },

  // Other forms and languages.
  { id: 'date', response: '12/25/2023', label: null },
  { id: 'date-then-number', response: 'On 12/25/2023 she bought 3 gifts.', label: 3 },
  { id: 'name-digits', response: 'GPT4 says 7', label: 7 },
  { id: 'range-then-answer', response: '10-12 minutes, so 12', label: 12 },
  { id: 'ru', response: 'Ответ: 42', label: 42 },
  { id: 'zh', response: '答案：42', label: 42 },
  { id: 'es', response: 'Respuesta: 7', label: 7 },
  { id: 'fr', response: 'Réponse : 12', label: 12 },
  { id: 'de', response: 'Die Antwort ist 9.', label: 9 },
  { id: 'arabic-digits', response: '١٢', label: 12 },
  { id: 'full-width', response: '答案：４２', label: 42 },
  { id: 'aside-bracket', response: 'He has 72 apples (8 × 9).', label: 72 },
  { id: 'think', response: '<think>Maybe 5? No.</think>\nThe answer is 6.', label: 6 },

  // Found while writing the set.
  { id: 'bold-answer', response: '**Answer:** 7', label: 7 },
  { id: 'between', response: 'It is between 3 and 4.', label: null },
  { id: 'same-value-twice', response: 'The answer is 0.5 or 1/2', label: 0.5 },
  {
    id: 'hedge-condition',
    response: 'The answer is 10, or 12 if you count the teachers.',
    label: null,
  },
  { id: 'hedge-about-or', response: 'Answer: about 7 or 8', label: null },
  { id: 'decimal-comma', response: 'The answer is 2,5', label: null },
  { id: 'or-in-prose', response: 'There were 2 groups of 3 students, or 6 in all.', label: 6 },
  { id: 'result-colon', response: 'The result: 18', label: 18 },
  { id: 'bold-last-line', response: 'She has 18 left.\n\n**18**', label: 18 },
  { id: 'cents-answer', response: 'Answer: $18.00', label: 18 },
  { id: 'approximately-after', response: 'The answer is 2/3 ≈ 0.667', label: 2 / 3 },
  { id: 'units-power', response: 'Answer: 12 cm^2', label: 12 },
  { id: 'units-superscript', response: '12 m²', label: 12 },
  { id: 'words-and-digits', response: 'One apple costs $2, so ten cost $20.', label: 20 },
  { id: 'solve-for-x', response: 'x^2 = 9, so x = 3', label: 3 },
  { id: 'word-sentence', response: 'Twenty.', label: 20 },
  { id: 'percent-answer', response: 'The answer is 7.5%.', label: 7.5 },
  { id: 'word-in-brackets', response: 'The answer is 1,000 (one thousand).', label: 1000 },
];
