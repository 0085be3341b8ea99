import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Config } from '../../../src/core/config/schema.js';
import { parseConfig } from '../../../src/core/config/parse.js';
import { InputError } from '../../../src/core/errors.js';
import { createGrader } from '../../../src/core/grade/index.js';
import { PyFloat } from '../../../src/core/pyjson.js';
import type { Item } from '../../../src/core/slice/rows.js';

function grader(yaml: string) {
  const { config } = parseConfig(
    `version: 1\nsuite: t\ndataset: { path: d.jsonl }\ngrader: ${yaml}\n`,
    'evalgate.yml',
  );
  return createGrader(config.grader);
}

const item = (answer: unknown, extra: Record<string, unknown> = {}): Item => ({
  id: 3,
  index: 3,
  row: { question: 'q', answer, ...extra },
});

const choices = ['Paris', 'London', 'Berlin', 'Madrid'];

type Case = [response: string, answer: unknown, correct: boolean, extra?: Record<string, unknown>];

describe('grader exact_match', () => {
  it('lm-eval issue 2279: " B" with target "B" is correct with strip (the default)', async () => {
    const strip = grader('{ kind: exact_match }');
    expect(await strip.grade(item('B'), ' B')).toEqual({
      correct: true,
      score: 1,
      extracted: 'B',
      reason: 'extracted "B" = answer "B"',
    });
    // lm-eval's own metric had no strip, which scored this sample 0.
    const none = grader('{ kind: exact_match, normalize: [] }');
    expect((await none.grade(item('B'), ' B')).correct).toBe(false);
  });

  const strip: Case[] = [
    ['Paris', 'Paris', true],
    ['  Paris\n', 'Paris', true],
    ['paris', 'Paris', false],
    ['Paris.', 'Paris', false],
    ['42', 42, true],
    ['42', '42', true],
    ['1.0', new PyFloat(1), true],
    ['Tokyo', ['Tokyo', 'Tōkyō'], true],
    ['Tōkyō', ['Tokyo', 'Tōkyō'], true],
    ['Kyoto', ['Tokyo', 'Tōkyō'], false],
    // Multiple choice: the letter or the choice's text, never the raw index.
    ['B', 1, true, { choices }],
    ['London', 1, true, { choices }],
    ['1', 1, false, { choices }],
    ['B', 'B', true, { choices }],
    ['London', 'b', true, { choices }],
    ['A', 1, false, { choices }],
  ];
  it.each(strip)('strip: %j vs %j -> %s', async (response, answer, correct, extra) => {
    expect(
      (await grader('{ kind: exact_match }').grade(item(answer, extra), response)).correct,
    ).toBe(correct);
  });

  const lenient: Case[] = [
    ['  THE  Eiffel   Tower!! ', 'Eiffel Tower', true],
    ['An apple.', 'apple', true],
    ['the cat, a hat', 'cat hat', true],
    ["Rock 'n' roll", 'rock n roll', true],
    ['Eiffel Towers', 'Eiffel Tower', false],
    ['Theory', 'ory', false],
  ];
  it.each(lenient)('all normalizers: %j vs %j -> %s', async (response, answer, correct) => {
    const g = grader(
      '{ kind: exact_match, normalize: [strip, lowercase, collapse_whitespace, strip_punctuation, strip_articles] }',
    );
    expect((await g.grade(item(answer), response)).correct).toBe(correct);
  });

  it('says what it compared', async () => {
    const g = grader('{ kind: exact_match, normalize: [lowercase, strip] }');
    expect(await g.grade(item(['Tokyo', 'Edo']), ' Kyoto ')).toEqual({
      correct: false,
      score: 0,
      extracted: 'kyoto',
      reason: 'extracted "kyoto" ≠ answer any of "Tokyo", "Edo"',
    });
  });

  it('describes normalizers in one canonical order', () => {
    expect(
      grader('{ kind: exact_match, normalize: [strip, lowercase, strip] }').describe(),
    ).toEqual(grader('{ kind: exact_match, normalize: [lowercase, strip] }').describe());
    expect(grader('{ kind: exact_match, normalize: [strip, lowercase] }').describe()).toEqual({
      kind: 'exact_match',
      normalize: ['lowercase', 'strip'],
      rules_version: 1,
    });
  });

  it('rejects rows without an answer', async () => {
    expect(() => grader('{ kind: exact_match }').grade(item(undefined), 'x')).toThrow(
      new InputError(
        'item 3: grader exact_match: expected an answer (text, a number or a list of them) in "answer", found nothing (the field is missing)',
      ),
    );
    expect(() => grader('{ kind: exact_match }').grade(item([]), 'x')).toThrow(InputError);
  });
});

describe('grader contains', () => {
  const cases: Case[] = [
    ['The capital of France is Paris.', 'Paris', true],
    ['the capital is PARIS', 'Paris', true],
    ['The capital is\n  New   York', 'New York', true],
    ['It is 14.', '4', false],
    ['It is 4.', '4', true],
    ['Parisian food', 'Paris', false],
    ['Maybe Lyon', 'Paris', false],
    ['Either Edo or Tokyo', ['Tokyo', 'Kyoto'], true],
    // Multiple choice: the choice's text is looked for, not the letter.
    ['I believe it is London.', 1, true, { choices }],
    ['But why?', 1, false, { choices }],
    ['C++ is a language', 'C++', true],
  ];
  it.each(cases)('%j contains %j -> %s', async (response, answer, correct, extra) => {
    expect((await grader('{ kind: contains }').grade(item(answer, extra), response)).correct).toBe(
      correct,
    );
  });

  it('respects case_sensitive', async () => {
    const g = grader('{ kind: contains, case_sensitive: true }');
    expect((await g.grade(item('Paris'), 'paris')).correct).toBe(false);
    expect(await g.grade(item('Paris'), 'in Paris')).toEqual({
      correct: true,
      score: 1,
      extracted: 'Paris',
      reason: 'answer "Paris" found in the response',
    });
    expect(g.describe()).toEqual({ kind: 'contains', case_sensitive: true, rules_version: 1 });
  });
});

describe('grader regex', () => {
  it.each([
    ['{ kind: regex, pattern: "#### (\\\\S+)" }', 'so 72\n#### 72', '72', true],
    ['{ kind: regex, pattern: "#### (\\\\S+)" }', '#### 71 and #### 72', '72', false],
    ['{ kind: regex, pattern: "Answer: *(.+)" }', 'Answer:   Paris  ', 'Paris', true],
    ['{ kind: regex, pattern: "(?i)answer: (\\\\w+)" }', 'ANSWER: Paris', 'Paris', true],
    ['{ kind: regex, pattern: "answer: (?<ans>\\\\w+)", group: ans }', 'answer: B', 'B', true],
    ['{ kind: regex, pattern: "[A-D]", group: 0 }', 'xx C yy', 'C', true],
    ['{ kind: regex, pattern: "answer: ([A-D])" }', 'answer: B', 1, true, { choices }],
  ] as [string, string, unknown, boolean, Record<string, unknown>?][])(
    '%s on %j',
    async (yaml, response, answer, correct, extra) => {
      expect((await grader(yaml).grade(item(answer, extra), response)).correct).toBe(correct);
    },
  );

  it('says when nothing matched', async () => {
    const g = grader('{ kind: regex, pattern: "Answer: (\\\\w+)|Final: (\\\\w+)" }');
    expect(await g.grade(item('x'), 'no idea')).toEqual({
      correct: false,
      score: 0,
      extracted: null,
      reason: 'pattern did not match',
    });
    expect((await g.grade(item('x'), 'Final: x')).reason).toBe(
      'pattern matched but group 1 did not',
    );
    expect(g.describe()).toEqual({
      kind: 'regex',
      pattern: 'Answer: (\\w+)|Final: (\\w+)',
      group: 1,
      rules_version: 1,
    });
  });

  it.each([
    [
      '{ kind: regex, pattern: "(unclosed" }',
      /^grader\.pattern: expected a regular expression, found "\(unclosed": /,
    ],
    [
      '{ kind: regex, pattern: "(?x)a b" }',
      /^grader\.pattern: unsupported inline flag "x" in "\(\?x\)a b"; expected i, m or s$/,
    ],
    [
      '{ kind: regex, pattern: "a(b)", group: 2 }',
      /^grader\.group: expected 0\.\.1 \(the pattern has 1 capturing group\), found 2$/,
    ],
    [
      '{ kind: regex, pattern: "a(?<x>b)", group: y }',
      /^grader\.group: expected a group name of the pattern \(x\), found "y"$/,
    ],
  ])('rejects %s when created, and in the config at load on its line', (yaml, message) => {
    const raw = { group: 1, ...(parseYaml(yaml) as object) } as Config['grader'];
    expect(() => createGrader(raw)).toThrow(InputError);
    expect(() => createGrader(raw)).toThrow(message);
    let details: readonly string[] = [];
    try {
      grader(yaml);
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      details = (error as InputError).details;
    }
    expect(details).toHaveLength(1);
    expect(details[0]).toMatch(new RegExp(`^evalgate\\.yml:4:\\d+: ${message.source.slice(1)}`));
  });
});

describe('grader numeric', () => {
  const cases: Case[] = [
    ['The answer is 42.', 42, true],
    ['The total is 1,234.5 dollars.', 1234.5, true],
    ['It costs $12.', 12, true],
    ['-3', -3, true],
    ['x = −3', -3, true],
    ['about 1e-3', 0.001, true],
    ['10-12 minutes, so 12', 12, true],
    ['The result is 0.1 + 0.2 = 0.30000000000000004', 0.3, true],
    ['First 5, then 6, finally 7', 7, true],
    ['First 7, then 6', 7, false],
    ['No idea.', 7, false],
    ['#### 72', 'Natalia sold 48/2 = 24 clips in May.\n#### 72', true],
    ['72', '72', true],
    ['3', [2, 3], true],
    ['50%', new PyFloat(50), true],
    ['2^10 = 1024', 1024n, true],
  ];
  it.each(cases)('%j vs %s -> %s', async (response, answer, correct) => {
    expect((await grader('{ kind: numeric }').grade(item(answer), response)).correct).toBe(correct);
  });

  it('compares within an absolute tolerance', async () => {
    const g = grader('{ kind: numeric, tolerance: 0.01 }');
    expect(await g.grade(item(3.14159), 'pi is about 3.14')).toEqual({
      correct: true,
      score: 1,
      extracted: '3.14',
      reason: 'extracted 3.14 (last number) = answer 3.14159',
    });
    expect(await g.grade(item(3.14159), 'pi is about 3.1')).toEqual({
      correct: false,
      score: 0,
      extracted: '3.1',
      reason: 'extracted 3.1 (last number) ≠ answer 3.14159',
    });
    expect((await g.grade(item(1), 'none')).reason).toBe('no number found');
    expect(g.describe()).toEqual({ kind: 'numeric', tolerance: 0.01, rules_version: 2 });
  });

  it('rejects answers without a number', async () => {
    expect(() => grader('{ kind: numeric }').grade(item('blue'), '7')).toThrow(
      new InputError('item 3: grader numeric: expected a number in "answer", found "blue"'),
    );
    // Since rules_version 2 a number word is a number, in the answer as in the response.
    expect((await grader('{ kind: numeric }').grade(item('seven'), '7')).correct).toBe(true);
  });
});

describe('the generative mmlu presets grade as lm-eval does', () => {
  const presetGrader = (preset: string, extra = '') => {
    const { config } = parseConfig(
      `version: 1\nsuite: t\ndataset: { path: d.jsonl }\nharness: { preset: "${preset}" }\n${extra}`,
      'evalgate.yml',
    );
    return config;
  };
  const mc = item(0, { choices });

  it('brings the stop list and the grader where the config sets none', () => {
    const config = presetGrader('mmlu-generative');
    expect(config.decoding.stop).toEqual(['</s>', '\n']);
    expect(config.decoding.max_tokens).toBe(16);
    expect(config.grader).toEqual({
      kind: 'exact_match',
      normalize: ['first_line', 'strip', 'lowercase', 'strip_ascii_punctuation'],
      target: 'letter',
    });
    const own = presetGrader(
      'mmlu-generative',
      'grader: { kind: choice }\ndecoding: { stop: [] }\n',
    );
    expect(own.grader.kind).toBe('choice');
    expect(own.decoding.stop).toEqual([]);
    expect(presetGrader('mmlu').decoding.stop).toBeUndefined();
  });

  it.each([
    [' A', true],
    ['a.', true],
    [' (A)\nbecause', true],
    ['A .', false], // lm-eval strips, then removes punctuation: "a " is not "a"
    ['A。', false], // only ASCII punctuation is ignored
    ['Paris', false], // the letter is the target, not the choice text
    [' B', false],
  ])('0.4.8 and later: %j is %s', async (response, correct) => {
    const grade = await createGrader(presetGrader('mmlu-generative').grader).grade(mc, response);
    expect(grade.correct).toBe(correct);
  });

  it.each([
    ['A', true],
    [' A', false], // before 0.4.8 the response had to equal the letter exactly
    ['a', false],
    ['A\n', false],
  ])('0.4.7 and earlier: %j is %s', async (response, correct) => {
    const config = presetGrader('mmlu-generative@lm-eval-0.4.7');
    expect(config.grader).toEqual({ kind: 'exact_match', normalize: [], target: 'letter' });
    expect((await createGrader(config.grader).grade(mc, response)).correct).toBe(correct);
  });

  it('lists target in the protocol only when it is set', () => {
    expect(grader('{ kind: exact_match }').describe()).toEqual({
      kind: 'exact_match',
      normalize: ['strip'],
      rules_version: 1,
    });
    expect(grader('{ kind: exact_match, target: letter }').describe()).toMatchObject({
      target: 'letter',
    });
  });
});
