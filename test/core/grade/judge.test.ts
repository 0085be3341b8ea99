import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { createGrader } from '../../../src/core/grade/index.js';
import { parseVerdict } from '../../../src/core/grade/judge.js';
import type { Prompt } from '../../../src/core/prompt/types.js';
import type { Item } from '../../../src/core/slice/rows.js';

const PROMPT = [
  'Question: {{question}}',
  '{{#choices}}{{letter}}. {{text}}\n{{/choices}}Reference answer: {{answer}}',
  'Response: {{response}}',
  'Is the response correct? End with "VERDICT: correct" or "VERDICT: incorrect".',
].join('\n');

const config = { kind: 'llm_judge', judge: 'judge/model', prompt: PROMPT } as const;

const item: Item = {
  id: 'q9',
  index: 9,
  row: { question: 'Capital of France?', choices: ['Paris', 'London'], answer: 0 },
};

function judgeReplying(reply: string) {
  const prompts: Prompt[] = [];
  const judge = async (prompt: Prompt) => {
    prompts.push(prompt);
    return reply;
  };
  return { judge, prompts };
}

describe('parseVerdict', () => {
  it.each([
    ['The response names Paris.\nVERDICT: correct', true, 'correct'],
    ['The response names London.\nVERDICT: incorrect', false, 'incorrect'],
    ['**Verdict:** Incorrect', false, 'incorrect'],
    ['Verdict: correct\n...on reflection...\nVERDICT: incorrect', false, 'incorrect'],
    ['Grade: CORRECT', true, 'correct'],
    ['Verdict: not correct', false, 'not correct'],
    ['```json\n{"correct": true, "why": "same city"}\n```', true, 'correct: true'],
    ['{"is_correct": false}', false, 'is_correct: false'],
    ['Here you go: {"verdict": "incorrect"}', false, 'incorrect'],
    ['Yes, the response is right.', true, 'yes'],
    ['No. London is not the capital.', false, 'no'],
    ['Correct.', true, 'correct'],
    ['INCORRECT - it says London', false, 'incorrect'],
    ['"Wrong"', false, 'wrong'],
  ])('%j -> %s', (reply, correct, word) => {
    expect(parseVerdict(reply)).toEqual({ correct, word });
  });

  it.each([
    'The response might be right, hard to say.',
    'It depends on the context.',
    '{"correct": "maybe"}',
    '{not json}',
    'Verdict: unclear',
    '',
  ])('%j is unclear', (reply) => {
    expect(parseVerdict(reply)).toBeUndefined();
  });
});

describe('grader llm_judge', () => {
  it('renders the prompt as one user message and reads the verdict', async () => {
    const { judge, prompts } = judgeReplying('Same city.\nVERDICT: correct');
    const grader = createGrader(config, { judge });
    expect(await grader.grade(item, 'It is Paris.')).toEqual({
      correct: true,
      score: 1,
      extracted: 'correct',
      reason: 'judge said "correct"',
    });
    expect(prompts).toEqual([
      {
        mode: 'chat',
        messages: [
          {
            role: 'user',
            content:
              'Question: Capital of France?\nA. Paris\nB. London\nReference answer: Paris\n' +
              'Response: It is Paris.\n' +
              'Is the response correct? End with "VERDICT: correct" or "VERDICT: incorrect".',
          },
        ],
      },
    ]);
  });

  it('scores an unclear verdict as incorrect, quoting the judge', async () => {
    const { judge } = judgeReplying('Hmm.   Hard to say,\nreally.');
    const grader = createGrader(config, { judge });
    expect(await grader.grade(item, 'Paris?')).toEqual({
      correct: false,
      score: 0,
      extracted: null,
      reason: 'judge verdict unclear: "Hmm. Hard to say, really."',
    });
  });

  it('renders {{choices}} as lettered lines, {{answer_letter}}, and several answers', async () => {
    const { judge, prompts } = judgeReplying('no');
    const grader = createGrader(
      { ...config, prompt: '{{choices}}|{{answer_letter}}|{{answer}}' },
      { judge },
    );
    expect(await grader.grade(item, 'x')).toMatchObject({
      correct: false,
      reason: 'judge said "no"',
    });
    const open = createGrader({ ...config, prompt: '[{{choices}}] {{answer}}' }, { judge });
    await open.grade({ id: 1, index: 1, row: { question: 'q', answer: ['Edo', 'Tokyo'] } }, 'x');
    expect(prompts.map((p) => (p.mode === 'chat' ? p.messages[0]?.content : ''))).toEqual([
      'A. Paris\nB. London|A|Paris',
      '[] Edo | Tokyo',
    ]);
  });

  it('passes judge errors through (the run counts them as errors, not wrong answers)', async () => {
    const grader = createGrader(config, {
      judge: () => Promise.reject(new Error('HTTP 503')),
    });
    await expect(grader.grade(item, 'Paris')).rejects.toThrow('HTTP 503');
  });

  it('needs a judge function', () => {
    expect(() => createGrader(config)).toThrow(
      'grader llm_judge needs a judge function (a client for model entry "judge/model"); none was given',
    );
  });

  it('checks the prompt’s variables when created', () => {
    const judge = async () => 'yes';
    const create = (prompt: string) => () => createGrader({ ...config, prompt }, { judge });
    expect(create('{{question}} {{respons}}')).toThrow(InputError);
    expect(create('{{question}} {{respons}}')).toThrow(
      'grader.prompt: unknown variable "respons" in {{respons}}; expected one of question, answer, answer_letter, choices, response',
    );
    expect(create('{{#choices}}{{letter}}{{/choices')).toThrow(/^grader\.prompt: line 1/);
    expect(create('{{#choices}}{{letter}}) {{text}}{{/choices}} {{response}}')).not.toThrow();
  });

  it('describes the judge model id and the prompt text', () => {
    expect(createGrader(config, { judge: async () => 'yes' }).describe()).toEqual({
      kind: 'llm_judge',
      judge: 'judge/model',
      prompt: PROMPT,
      rules_version: 1,
    });
  });
});
