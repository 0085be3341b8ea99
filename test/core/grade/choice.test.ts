import { describe, expect, it } from 'vitest';
import { extractChoice } from '../../../src/core/grade/choice.js';
import { createGrader } from '../../../src/core/grade/index.js';
import { InputError } from '../../../src/core/errors.js';
import type { Item } from '../../../src/core/slice/rows.js';

const choices = ['Paris', 'London', 'Berlin', 'Madrid'];

// [response, letter read with match: first, rule]
const cases: [string, string | null, string?][] = [
  // The response is only a letter.
  ['B', 'B', 'whole response'],
  [' B', 'B', 'whole response'],
  ['B\n', 'B', 'whole response'],
  ['b', 'B', 'whole response'],
  ['(B)', 'B', 'whole response'],
  ['b)', 'B', 'whole response'],
  ['B.', 'B', 'whole response'],
  ['[C]', 'C', 'whole response'],
  ['**D**', 'D', 'whole response'],
  ["'C'", 'C', 'whole response'],
  ['A', 'A', 'whole response'],
  ['A.', 'A', 'whole response'],
  // Explicit answer statements.
  ['Answer: B', 'B', 'answer statement'],
  ['The answer is B.', 'B', 'answer statement'],
  ['**Answer: B**', 'B', 'answer statement'],
  ['answer is (C)', 'C', 'answer statement'],
  ['ANSWER: (D)', 'D', 'answer statement'],
  ['answer: b', 'B', 'answer statement'],
  ['answer: option c', 'C', 'answer statement'],
  ['Answer:\n\nD', 'D', 'answer statement'],
  ['The correct answer is: **C. Berlin**', 'C', 'answer statement'],
  ['The answer is A because Paris is the capital of France.', 'A', 'answer statement'],
  [
    'Let us think step by step. France is in Europe; its capital is Paris.\nAnswer: A',
    'A',
    'answer statement',
  ],
  ['I think the answer would be D, Madrid.', 'D', 'answer statement'],
  ['Final Answer: \\boxed{D}', 'D', 'answer statement'],
  ['$\\boxed{\\text{C}}$', 'C', 'answer statement'],
  ['the answer is a.', 'A', 'answer statement'],
  // The choice's own text.
  ['Paris', 'A', 'choice text'],
  ['paris.', 'A', 'choice text'],
  ['  "Madrid" ', 'D', 'choice text'],
  // A letter leading the response.
  ['B) London', 'B', 'leading letter'],
  ['B. London is the capital of the UK, not France.', 'B', 'leading letter'],
  ['(b) London', 'B', 'leading letter'],
  ['C - Berlin', 'C', 'leading letter'],
  ['D: Madrid', 'D', 'leading letter'],
  // Other explicit forms.
  ['Looking at the options, (C) fits best.', 'C', 'letter statement'],
  ['Option B is correct.', 'B', 'letter statement'],
  ['B is the correct answer.', 'B', 'letter statement'],
  ['I would choose D.', 'D', 'letter statement'],
  ["I'd go with option C", 'C', 'letter statement'],
  ['Thinking it over...\n\nC', 'C', 'final letter line'],
  ['It is London.', 'B', 'letter statement'],
  ['I think C', 'C', 'letter statement'],
  ['So, B.', 'B', 'letter statement'],
  // Letters and choice texts that only appear state no answer (rules_version 1 guessed here).
  ['The capital of Germany is Berlin, so that one.', null],
  ['I am not sure, but maybe B?', null],
  ['Vitamin C is important.', null],
  // Nothing to read: the article "A", a lowercase "a", ambiguity, refusals.
  ['A good question.', null],
  ['A good question. The capital of France is Paris.', null],
  ['The answer is a bit unclear.', null],
  ['a. something else', null],
  ['I think it is Madrid or maybe London', null],
  ['Between B and D, the better one is D.', null],
  ['I cannot answer this.', null],
  ['', null],
  ['The answer is Delhi', null],
  // A leading letter beyond the item's choices is read, and graded as out of range.
  ['E. none of these', 'E', 'leading letter'],
  ['I.e. nothing', null],
];

describe('extractChoice', () => {
  it.each(cases)('%j -> %s', (response, letter, rule) => {
    const pick = extractChoice(response, choices, 'first');
    expect(pick?.letter ?? null).toBe(letter);
    if (rule !== undefined) expect(pick?.rule).toBe(rule);
  });

  it('has many real-looking cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['Answer: A\nOn reflection, Answer: B', 'A', 'B'],
    // A retraction ("No, …", "Wait, no", "Actually no") takes back what came before it.
    ['I choose A. No, I choose D.', 'D', 'D'],
    // A denial is passed over; a disjunction picked gives no answer.
    ['The answer is not B. The answer is C.', 'C', 'C'],
    ['Answer: A or D\nAnswer: D', undefined, 'D'],
    // Only the final line counts (rules_version 1 read any line holding a letter).
    ['Reasoning.\nC\nWait, no.\nD', 'D', 'D'],
    // Options only mentioned are no statements; match picks among statements of every rule.
    ['(A) looks tempting and (B) too, but the answer is C.', 'C', 'C'],
    ['The answer is A.\n\nC', 'A', 'C'],
  ])('%j: first %s, last %s', (response, first, last) => {
    expect(extractChoice(response, choices, 'first')?.letter).toBe(first);
    expect(extractChoice(response, choices, 'last')?.letter).toBe(last);
  });

  it('reads letters up to J for ten choices, and only the item’s letters', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `option ${i}`);
    expect(extractChoice('The answer is (J).', ten, 'first')).toEqual({
      letter: 'J',
      index: 9,
      rule: 'answer statement',
    });
    // An answer statement beyond the item's letters is read, and graded as out of range.
    expect(extractChoice('The answer is (J).', choices, 'first')?.index).toBeUndefined();
    expect(extractChoice('The answer is (J).', choices, 'first')?.letter).toBe('J');
    expect(extractChoice('E', choices, 'first')).toEqual({
      letter: 'E',
      index: undefined,
      rule: 'whole response',
    });
  });

  it('reads a choice whose text begins with a word that could be a filler or a denial', () => {
    const yesNo = ['Yes', 'No', 'Probably not', 'Unknown'];
    expect(extractChoice('Answer: No', yesNo, 'first')?.letter).toBe('B');
    expect(extractChoice('The answer is probably not.', yesNo, 'first')?.letter).toBe('C');
    expect(extractChoice('The answer is not No.', yesNo, 'first')).toBeUndefined();
    expect(extractChoice('Answer: Yes or No', yesNo, 'first')).toBeUndefined();
  });

  it('reads the longest choice text standing as the answer, never one inside a longer one', () => {
    const tf = ['True, True', 'False, False', 'True, False', 'False, True'];
    expect(extractChoice('Both are true, so True, True.', tf, 'first')?.letter).toBe('A');
    expect(extractChoice('4', ['0', '4', '2', '6'], 'first')?.letter).toBe('B');
    expect(extractChoice('The degree is 14.', ['0', '4', '2', '6'], 'first')).toBeUndefined();
  });
});

// Responses a review found misread: each read a letter where a careful reader sees no answer or
// another one, or read nothing where the answer is plainly stated. [response, first, last]
const zh = ['巴黎', '伦敦', '柏林', '马德里'];
const reviewed: [string, string | null, string | null][] = [
  // Verdicts on options: the one judged right is the answer.
  ['(A) is wrong, (B) is wrong, so C.', 'C', 'C'],
  ['A. is incorrect since Paris is in France.', null, null],
  ['B: incorrect. C: incorrect. D: correct.', 'D', 'D'],
  ['Option A: wrong. Option B: right.', 'B', 'B'],
  ['A - no\nB - no\nC - yes', 'C', 'C'],
  // Option lists echoed.
  ['A) Paris B) London C) Berlin D) Madrid', null, null],
  ['[A] Paris [B] London', null, null],
  ['Answer:\nA) Paris\nB) London\nC) Berlin\nD) Madrid', null, null],
  ['The correct answer is A) Paris and B) London', null, null],
  ['To find the correct answer: A) Paris is in France. B) …', null, null],
  // Answer words that name what is not the answer.
  ['Incorrect answer: A', null, null],
  ['Not correct: A', null, null],
  ['The wrong answer is A.', null, null],
  ['The worst answer is A.', null, null],
  ['The least likely answer is A.', null, null],
  ['Wrong answer: A. Right answer: B.', 'B', 'B'],
  // Chinese denials without spaces, and 还是 ("or").
  ['我不选A', null, null],
  ['不选A', null, null],
  ['不应该选A', null, null],
  ['肯定不选C', null, null],
  ['选A还是B都不对', null, null],
  // Questions.
  ['答案是A吗？', null, null],
  ['答案是A还是B？', null, null],
  ['정답은 A인가요?', null, null],
  ['The answer is A? I am unsure between A and B.', null, null],
  ['答案是C还是D呢？我选D。', 'D', 'D'],
  // Hedges between letters.
  ['The answer is A (or B).', null, null],
  ['I think A, or B', null, null],
  ['I think A. Or B.', null, null],
  ["I'd say A; but B is possible", null, null],
  ['The answer is likely A, but it could be B.', null, null],
  // Ranges and combinations.
  ['The answer is A vs B', null, null],
  ['A-D', null, null],
  ['A through D', null, null],
  ['A to C', null, null],
  ['A + B', null, null],
  ['Answer: A B', null, null],
  ['The answer is (B)(C)', null, null],
  // Conditions.
  ['The answer would be C if it were Germany.', null, null],
  ['The answer is A if we consider 1900, otherwise B.', null, null],
  ['Choose A if X, choose B otherwise.', null, null],
  // Lists of letters.
  ['Eliminated options:\n- A\n- C', null, null],
  ['Wrong options:\nA\nB\nC', null, null],
  // Self-corrections: what came before the retraction does not count, whatever match says.
  ['B) London? No — C) Berlin.', 'C', 'C'],
  ['A. No, B.', 'B', 'B'],
  ['C. Wait, no: B.', 'B', 'B'],
  ['The answer is A.\n\nActually no, it is B.', 'B', 'B'],
  // Fenced code is ignored.
  ['```python\nanswer = "A"\n```\nActually it is not A.', null, null],
  // Plainly stated answers.
  ['The answer is A, B is wrong.', 'A', 'A'],
  ['The answer is "Paris"', 'A', 'A'],
  ['The answer is not Paris but London', 'B', 'B'],
  ['正确选项是C', 'C', 'C'],
  ['Option C (Berlin) is the answer.', 'C', 'C'],
  ['Berlin is correct.', 'C', 'C'],
];

describe('extractChoice on responses a review found misread', () => {
  it.each(reviewed)('%j: first %s, last %s', (response, first, last) => {
    expect(extractChoice(response, choices, 'first')?.letter ?? null).toBe(first);
    expect(extractChoice(response, choices, 'last')?.letter ?? null).toBe(last);
  });

  // Neighbours of those cases, read as a careful reader does.
  it.each([
    ['Answer: A\nB) London is wrong.', 'A'],
    ['Answer: A and B are wrong, so C', 'C'],
    ['The answer is definitely A, and B is wrong.', 'A'],
    ['I believe the answer is C if I recall correctly.', 'C'],
    ['Paris is correct for France, but the question asks about Germany, so Berlin.', 'C'],
    ['B) London\n\nExplanation: A) Paris is in France, C) Berlin in Germany.', 'B'],
    ['Is it A? No. The answer is D.', 'D'],
    ['Berlin is correct?', null],
    ['A: correct. B: correct.', null],
    ['Yes or no, B.', null],
    ['C, wait, no: B.', 'B'],
    ['The answer is B, not C or D.', 'B'],
  ])('%j reads %s', (response, letter) => {
    expect(extractChoice(response, choices, 'first')?.letter ?? null).toBe(letter);
    expect(extractChoice(response, choices, 'last')?.letter ?? null).toBe(letter);
  });

  it('reads an echoed list in Chinese as no answer, and a stated one as its letter', () => {
    expect(extractChoice('答案：A. 巴黎 B. 伦敦', zh, 'first')).toBeUndefined();
    expect(extractChoice('答案：A. 巴黎', zh, 'first')?.letter).toBe('A');
  });

  it('names the rule of the statement match picks, across rules', () => {
    expect(extractChoice('B: incorrect. C: incorrect. D: correct.', choices, 'first')).toEqual({
      letter: 'D',
      index: 3,
      rule: 'verdict',
    });
    expect(extractChoice('A. No, B.', choices, 'last')?.rule).toBe('correction');
    expect(extractChoice('Berlin is correct.', choices, 'first')?.rule).toBe('letter statement');
    // A retraction with nothing after it leaves no answer.
    expect(extractChoice('The answer is C. Wait, no.', choices, 'last')).toBeUndefined();
  });
});

const item = (row: Record<string, unknown>): Item => ({ id: 'q1', index: 0, row });

describe('grader choice', () => {
  const grader = createGrader({ kind: 'choice', match: 'first' });

  it('lm-eval issue 2279: " B" with target "B" is correct', async () => {
    const doc = {
      question: 'According to Kant, morality requires us to:',
      choices: [
        'perform the action that leads to the greatest total happiness.',
        'act only on maxims that we can will to become universal laws.',
        'behave only in such a way as a perfectly virtuous person would behave.',
        'place the interests of others above the interests of ourselves.',
      ],
      answer: 1,
    };
    expect(await grader.grade(item(doc), ' B')).toEqual({
      correct: true,
      score: 1,
      extracted: 'B',
      reason: 'extracted "B" (whole response) = answer "B"',
    });
    expect(await grader.grade(item({ ...doc, answer: 'B' }), ' B')).toMatchObject({
      correct: true,
    });
  });

  it('explains wrong, unreadable and out-of-range answers', async () => {
    const row = { question: 'Capital of France?', choices, answer: 0 };
    expect(await grader.grade(item(row), 'The answer is (C).')).toEqual({
      correct: false,
      score: 0,
      extracted: 'C',
      reason: 'extracted "C" (answer statement) ≠ answer "A"',
    });
    expect(await grader.grade(item(row), 'A good question.')).toEqual({
      correct: false,
      score: 0,
      extracted: null,
      reason: 'no choice letter found',
    });
    expect(await grader.grade(item(row), 'F')).toEqual({
      correct: false,
      score: 0,
      extracted: 'F',
      reason: 'extracted "F", which is not among A..D',
    });
  });

  it('rejects rows it cannot grade', async () => {
    expect(() => grader.grade(item({ question: 'q', answer: 0 }), 'A')).toThrow(
      new InputError(
        'item "q1": grader choice: expected a list in "choices", found nothing (the field is missing)',
      ),
    );
    expect(() => grader.grade(item({ question: 'q', choices, answer: 9 }), 'A')).toThrow(
      InputError,
    );
  });

  it('describes itself with its rules version', () => {
    expect(createGrader({ kind: 'choice', match: 'last' }).describe()).toEqual({
      kind: 'choice',
      match: 'last',
      rules_version: 3,
    });
  });
});
