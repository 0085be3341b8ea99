import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractChoice } from '../../../src/core/grade/choice.js';

// Responses and hand labels are written by hand; the lm_eval_filtered and simple_evals columns are
// filled in by scripts/gen_grader_fixture.py from those harnesses' own configuration and code.
interface FixtureItem {
  id: string;
  style: string;
  choices: string[];
  response: string;
  /** The letter a careful reader takes as the model's answer, or null when none is stated. */
  hand: string | null;
  match?: 'first' | 'last';
  lm_eval_filtered: string;
  simple_evals: string | null;
}
interface Fixture {
  references: { lm_eval: string; simple_evals: string };
  lm_eval_metric: { ignore_case: boolean; ignore_punctuation: boolean };
  items: FixtureItem[];
}

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/grader/choice-responses.json', import.meta.url), 'utf8'),
) as Fixture;
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

const evalgate = (item: FixtureItem) =>
  extractChoice(item.response, item.choices, item.match ?? 'first')?.letter ?? null;

// Python's string.punctuation, which lm-eval's exact_match removes with ignore_punctuation.
const ASCII_PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/** The letter lm-eval's exact_match would count the filtered string as, or null for none. */
function lmEvalLetter(filtered: string): string | null {
  const { ignore_case, ignore_punctuation } = fixture.lm_eval_metric;
  let text = ignore_case ? filtered.toLowerCase() : filtered;
  if (ignore_punctuation) text = text.replace(ASCII_PUNCTUATION, '');
  const letter = ignore_case ? /^[a-z]$/.exec(text) : /^[A-Z]$/.exec(text);
  return letter === null ? null : letter[0].toUpperCase();
}

function agreement(name: string, read: (item: FixtureItem) => string | null): string {
  const agree = fixture.items.filter((item) => read(item) === item.hand).length;
  const total = fixture.items.length;
  return `${name} agrees on ${agree} of ${total} (${((100 * agree) / total).toFixed(1)}%)`;
}

describe('choice grader on the hand-labelled fixture', () => {
  it('holds at least 150 well-formed responses', () => {
    expect(fixture.items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(fixture.items.map((item) => item.id)).size).toBe(fixture.items.length);
    for (const item of fixture.items) {
      expect(item.choices, item.id).toHaveLength(4);
      expect(item.hand === null || /^[A-Z]$/.test(item.hand), item.id).toBe(true);
      expect(typeof item.lm_eval_filtered, item.id).toBe('string');
      expect(item.simple_evals === null || typeof item.simple_evals === 'string', item.id).toBe(
        true,
      );
    }
    // Both kinds of label, so that neither reading everything nor reading nothing can pass.
    expect(fixture.items.filter((item) => item.hand === null).length).toBeGreaterThan(30);
    expect(fixture.items.filter((item) => item.hand !== null).length).toBeGreaterThan(100);
  });

  it.each(fixture.items)('$id reads $hand', (item) => {
    expect(evalgate(item)).toBe(item.hand);
  });

  it('agreement with the hand labels, as the README states it', () => {
    const lines = [
      agreement('evalgate (choice, rules_version 3)', evalgate),
      agreement("lm-eval's MMLU generative filter", (item) => lmEvalLetter(item.lm_eval_filtered)),
      agreement("simple-evals' MMLU extraction", (item) => item.simple_evals),
    ];
    console.log(
      [`Agreement with ${fixture.items.length} hand labels:`, ...lines.map((l) => `  ${l}`)].join(
        '\n',
      ),
    );
    for (const line of lines) expect(readme).toContain(line);
  });
});

describe('choice grader: responses rules_version 1 misread', () => {
  const capitals = ['Paris', 'London', 'Berlin', 'Madrid'];
  // Each read a letter before: the lone-capital rule or a choice's text found in the response.
  it.each([
    ['Not C.', capitals],
    ['Either A or D.', capitals],
    ["It can't be D.", capitals],
    ['The answer is not B.', capitals],
    ["I'm sorry, I can't help with that.", ['Yes', 'No', 'help', 'Maybe']],
    ['Vitamin C is important.', capitals],
  ])('%j reads no answer', (response, choices) => {
    expect(extractChoice(response, choices, 'first')).toBeUndefined();
    expect(extractChoice(response, choices, 'last')).toBeUndefined();
  });

  // Each read nothing before.
  it.each([
    ['正确答案是C。', 'C', 'answer statement'],
    ['Ｃ', 'C', 'whole response'],
    ['答え: A', 'A', 'answer statement'],
    ['答案：（Ｂ）', 'B', 'answer statement'],
    ['정답은 D입니다.', 'D', 'answer statement'],
    ['答えはＢです。', 'B', 'answer statement'],
  ])('%j reads %s (%s)', (response, letter, rule) => {
    expect(extractChoice(response, capitals, 'first')).toEqual({
      letter,
      index: 'ABCD'.indexOf(letter),
      rule,
    });
  });

  it('ignores reasoning inside <think> blocks, closed, opened elsewhere or never closed', () => {
    expect(extractChoice('<think>Answer: B</think>\nAnswer: D', capitals, 'first')?.letter).toBe(
      'D',
    );
    expect(extractChoice('So maybe B.\n</think>\n\nC', capitals, 'first')?.letter).toBe('C');
    expect(extractChoice('<think>\nThe answer is B, surely', capitals, 'first')).toBeUndefined();
  });
});
