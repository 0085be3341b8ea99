import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/core/config/parse.js';
import { InputError } from '../../../src/core/errors.js';
import { compileHarness } from '../../../src/core/prompt/harness.js';
import { PRESETS } from '../../../src/core/prompt/presets.js';
import type { Prompt } from '../../../src/core/prompt/types.js';
import type { Item } from '../../../src/core/slice/rows.js';
import { readDataset } from '../../../src/engine/datasets/read.js';
import { HAS_LM_EVAL, HAS_MMLU, LM_EVAL_DIR, MMLU_DIR } from '../../shared-data.js';

// The MMLU CSVs and lm-eval fixtures live beside the project (../shared), never copied into it.
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function config(yaml: string) {
  return parseConfig(`version: 1\nsuite: t\ndataset: { path: d.jsonl }\n${yaml}`, 'evalgate.yml')
    .config;
}

function text(prompt: Prompt): string {
  if (prompt.mode !== 'completion') throw new Error('expected a completion prompt');
  return prompt.text;
}

function inputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

const item = (row: Record<string, unknown>, id: string | number = 0): Item => ({
  id,
  index: 0,
  row,
});

const capital = {
  question: '  What is the capital of France? ',
  subject: 'world_geography',
  choices: ['Paris', 'London', 'Berlin', 'Madrid'],
  answer: 0,
};
const devRows = [
  { question: 'Q1?', subject: 'world_geography', choices: ['a', 'b', 'c', 'd'], answer: 2 },
  { question: 'Q2?', subject: 'world_geography', choices: ['e', 'f', 'g', 'h'], answer: 'D' },
  { question: 'Q3?', subject: 'world_geography', choices: ['i', 'j', 'k', 'l'], answer: 0 },
];

describe('preset mmlu: lm-evaluation-harness byte for byte', () => {
  it.skipIf(!HAS_MMLU || !HAS_LM_EVAL)(
    'rebuilds the prompt of lm-eval issue 2279 (philosophy doc 9, 3-shot from dev)',
    async () => {
      const read = (split: string) =>
        readDataset({
          pattern: `${MMLU_DIR}/${split}/philosophy_${split}.csv`,
          baseDir: projectRoot,
          format: 'mmlu-csv',
        });
      const [test, dev] = await Promise.all([read('test'), read('dev')]);
      const line = JSON.parse(
        await readFile(
          new URL(
            `${LM_EVAL_DIR}/05_issue2279_mmlu_philosophy_generative_sample.reconstructed.jsonl`,
            `file://${projectRoot}`,
          ),
          'utf8',
        ),
      ) as {
        doc_id: number;
        doc: Record<string, unknown>;
        prompt_hash: string;
        arguments: { gen_args_0: { arg_0: string } };
      };
      const doc = test.rows[line.doc_id] as Record<string, unknown>;
      expect(doc).toEqual(line.doc);

      const harness = compileHarness(
        config('harness: { preset: mmlu, fewshot: { k: 3 } }\n'),
        dev.rows,
      );
      expect(harness.mode).toBe('completion');
      expect(harness.name).toBe('mmlu');
      const prompt = text(harness.render(item(doc, line.doc_id)));
      expect(prompt).toBe(line.arguments.gen_args_0.arg_0);
      expect(sha256(prompt)).toBe(line.prompt_hash);
      expect(harness.fewshotHash).toBe(sha256(harness.fewshotBlock));
      expect(harness.fewshotBlock.startsWith('Psychological egoism is:\nA. ')).toBe(true);
      expect(harness.fewshotBlock.endsWith('D. undetermined will\nAnswer: C\n\n')).toBe(true);
    },
  );

  it('writes the description, the examples and the question', () => {
    const harness = compileHarness(
      config('harness: { preset: mmlu, fewshot: { k: 2 } }\n'),
      devRows,
    );
    expect(text(harness.render(item(capital)))).toBe(
      'The following are multiple choice questions (with answers) about world geography.\n\n' +
        'Q1?\nA. a\nB. b\nC. c\nD. d\nAnswer: C\n\n' +
        'Q2?\nA. e\nB. f\nC. g\nD. h\nAnswer: D\n\n' +
        'What is the capital of France?\nA. Paris\nB. London\nC. Berlin\nD. Madrid\nAnswer:',
    );
  });

  it('is 0-shot without fewshot, with the empty block hashed', () => {
    const harness = compileHarness(config('harness: { preset: mmlu }\n'), []);
    expect(harness.fewshotBlock).toBe('');
    expect(harness.fewshotHash).toBe(sha256(''));
    expect(text(harness.render(item(capital)))).toBe(
      'The following are multiple choice questions (with answers) about world geography.\n\n' +
        'What is the capital of France?\nA. Paris\nB. London\nC. Berlin\nD. Madrid\nAnswer:',
    );
  });

  it('sends the same text as the user message in chat mode, after an optional system message', () => {
    const completion = compileHarness(config('harness: { preset: mmlu }\n'), []);
    const chat = compileHarness(
      config('harness: { preset: mmlu, mode: chat, system: "Reply with one letter." }\n'),
      [],
    );
    expect(chat.render(item(capital))).toEqual({
      mode: 'chat',
      messages: [
        { role: 'system', content: 'Reply with one letter.' },
        { role: 'user', content: text(completion.render(item(capital))) },
      ],
    });
    expect(chat.templateHash).not.toBe(completion.templateHash);
  });

  it('needs a subject, and says so with the item id', () => {
    const harness = compileHarness(config('harness: { preset: mmlu }\n'), []);
    const row: Record<string, unknown> = { ...capital };
    delete row.subject;
    const error = inputError(() => harness.render(item(row, 'q-17')));
    expect(error.message).toBe(
      'harness.preset "mmlu": unknown variable "subject" in {{subject | underscores_to_spaces}} (line 1, column 66), rendering item "q-17"',
    );
  });
});

describe('preset mmlu-simple-evals', () => {
  it('asks for a final "Answer: $LETTER" line, letters adapting to the choices', () => {
    const harness = compileHarness(config('harness: { preset: mmlu-simple-evals }\n'), []);
    expect(harness.mode).toBe('chat');
    const prompt = harness.render(item({ ...capital, choices: [...capital.choices, 'Rome'] }));
    expect(prompt).toEqual({
      mode: 'chat',
      messages: [
        {
          role: 'user',
          content:
            'Answer the following multiple choice question. Think step by step, then give your ' +
            'answer on the last line of your response, in the form "Answer: $LETTER" where ' +
            'LETTER is one of ABCDE.\n\n' +
            '  What is the capital of France? \n\nA) Paris\nB) London\nC) Berlin\nD) Madrid\nE) Rome',
        },
      ],
    });
  });
});

describe('custom templates and few-shot', () => {
  const template = '"{{question}}\\n{{#choices}}{{letter}}) {{text}}\\n{{/choices}}Answer:"';

  it('puts the few-shot block first when the template has no {{fewshot}}', () => {
    const harness = compileHarness(
      config(`harness: { template: ${template}, fewshot: { k: 1 } }\n`),
      devRows,
    );
    expect(harness.name).toBe('custom');
    expect(harness.mode).toBe('chat');
    expect(harness.fewshotBlock).toBe('Q1?\nA) a\nB) b\nC) c\nD) d\nAnswer: C\n\n');
    expect(harness.render(item({ question: 'Q?', choices: ['x', 'y'], answer: 0 }))).toEqual({
      mode: 'chat',
      messages: [{ role: 'user', content: `${harness.fewshotBlock}Q?\nA) x\nB) y\nAnswer:` }],
    });
  });

  it('writes the text before {{fewshot}} once, and the rest for the item and each example', () => {
    const harness = compileHarness(
      config(
        'harness:\n  mode: completion\n  template: "Quiz on {{subject}}.\\n\\n{{fewshot}}Q: {{question}}\\nA:"\n' +
          '  fewshot: { k: 2, template: "{{prompt}} {{answer_text}} ({{answer_letter}})\\n---\\n" }\n',
      ),
      devRows,
    );
    expect(text(harness.render(item(capital)))).toBe(
      'Quiz on world_geography.\n\nQ: Q1?\nA: c (C)\n---\nQ: Q2?\nA: h (D)\n---\nQ:   What is the capital of France? \nA:',
    );
  });

  it('uses the answer itself as the target for rows without choices', () => {
    const rows = [
      { question: '1+1', answer: 2 },
      { question: '2+3', answer: '5' },
    ];
    const harness = compileHarness(
      config(
        'harness: { mode: completion, template: "{{question}} =", fewshot: { k: 2 } }\ngrader: { kind: numeric }\n',
      ),
      rows,
    );
    expect(text(harness.render(item({ question: '3+4', answer: 7 })))).toBe(
      '1+1 = 2\n\n2+3 = 5\n\n3+4 =',
    );
  });

  it('maps few-shot rows through dataset.fields like the dataset', () => {
    const yaml = 'harness: { mode: completion, template: "{{question}}:", fewshot: { k: 1 } }\n';
    const mapped = parseConfig(
      `version: 1\nsuite: t\ndataset:\n  path: d.jsonl\n  fields: { question: q, answer: a, choices: [o1, o2] }\n${yaml}`,
      'evalgate.yml',
    ).config;
    const harness = compileHarness(mapped, [{ q: 'Sky?', a: 'B', o1: 'green', o2: 'blue' }]);
    expect(harness.fewshotBlock).toBe('Sky?: B\n\n');
  });

  it('samples with numpy default_rng(seed).permutation, the seed defaulting to slice.seed', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ question: `q${i}`, answer: i }));
    const yaml = (fewshot: string) =>
      `slice: { seed: 42 }\nharness: { mode: completion, template: "{{question}}", fewshot: ${fewshot} }\n`;
    // numpy: default_rng(42).permutation(100)[:3] == [59, 21, 56]
    const seeded = compileHarness(config(yaml('{ k: 3, sampler: seeded }')), rows);
    expect(seeded.fewshotBlock).toBe('q59 59\n\nq21 21\n\nq56 56\n\n');
    const explicit = compileHarness(config(yaml('{ k: 3, sampler: seeded, seed: 42 }')), rows);
    expect(explicit.fewshotBlock).toBe(seeded.fewshotBlock);
    const other = compileHarness(config(yaml('{ k: 3, sampler: seeded, seed: 7 }')), rows);
    expect(other.fewshotBlock).not.toBe(seeded.fewshotBlock);
    const first = compileHarness(config(yaml('{ k: 3 }')), rows);
    expect(first.fewshotBlock).toBe('q0 0\n\nq1 1\n\nq2 2\n\n');
  });

  it('sends examples as user/assistant turns with fewshot.as_turns', () => {
    const harness = compileHarness(
      config(
        'harness:\n  preset: mmlu\n  mode: chat\n  system: Be brief.\n  fewshot: { k: 2, as_turns: true }\n',
      ),
      devRows,
    );
    const header =
      'The following are multiple choice questions (with answers) about world geography.\n\n';
    expect(harness.render(item(capital))).toEqual({
      mode: 'chat',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: `${header}Q1?\nA. a\nB. b\nC. c\nD. d\nAnswer:` },
        { role: 'assistant', content: 'C' },
        { role: 'user', content: 'Q2?\nA. e\nB. f\nC. g\nD. h\nAnswer:' },
        { role: 'assistant', content: 'D' },
        {
          role: 'user',
          content:
            'What is the capital of France?\nA. Paris\nB. London\nC. Berlin\nD. Madrid\nAnswer:',
        },
      ],
    });
    expect(harness.templateText).toContain('2 examples as user/assistant turns');
  });

  it('renders system text as a template, and prefixes it in completion mode', () => {
    const harness = compileHarness(
      config(
        'harness: { mode: completion, system: "Topic: {{subject}}", template: "{{question}}" }\n',
      ),
      [],
    );
    expect(text(harness.render(item({ question: 'Q', subject: 'law' })))).toBe('Topic: law\n\nQ');
  });
});

describe('protocol identity', () => {
  const compile = (yaml: string, rows = devRows) => compileHarness(config(yaml), rows);

  it('hashes template, system, mode and few-shot layout, and shows them all', () => {
    const base = compile('harness: { preset: mmlu, fewshot: { k: 1 } }\n');
    expect(base.templateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(base.templateHash).toBe(
      compile('harness: { preset: mmlu, fewshot: { k: 1 } }\n').templateHash,
    );
    const variants = [
      'harness: { preset: mmlu, mode: chat, fewshot: { k: 1 } }\n',
      'harness: { preset: mmlu, system: x, fewshot: { k: 1 } }\n',
      'harness: { preset: mmlu, fewshot: { k: 1, template: "{{prompt}} {{target}}\\n" } }\n',
      'harness: { preset: mmlu-simple-evals, fewshot: { k: 1 } }\n',
    ];
    for (const yaml of variants) expect(compile(yaml).templateHash).not.toBe(base.templateHash);
    // The examples themselves are covered by fewshotHash, not by templateHash.
    const k2 = compile('harness: { preset: mmlu, fewshot: { k: 2 } }\n');
    expect(k2.templateHash).toBe(base.templateHash);
    expect(k2.fewshotHash).not.toBe(base.fewshotHash);
    expect(base.templateText).toBe(
      '--- harness.preset "mmlu" (completion) ---\n' +
        'The following are multiple choice questions (with answers) about {{subject | underscores_to_spaces}}.\n\n' +
        '{{fewshot}}{{question | strip}}\n{{#choices}}{{letter}}. {{text}}\n{{/choices}}Answer:\n\n' +
        '--- harness.fewshot.template (1 example) ---\n{{prompt}} {{target}}\n\n',
    );
  });

  it('gives a preset and the same custom template the same hash', () => {
    const preset = compile('harness: { preset: mmlu-simple-evals }\n', []);
    const custom = compileHarness(
      {
        ...config('harness: { mode: chat }\n'),
        harness: { mode: 'chat', template: PRESETS['mmlu-simple-evals'].template },
      },
      [],
    );
    expect(custom.name).toBe('custom');
    expect(custom.templateHash).toBe(preset.templateHash);
  });
});

describe('harness errors name the key and the fix', () => {
  it.each([
    [
      'harness: { mode: chat }\n',
      'harness: expected harness.preset or harness.template, found neither',
    ],
    [
      'harness: { preset: mmlu, fewshot: { k: 4 } }\n',
      'harness.fewshot.k: expected at most the 3 rows of harness.fewshot.path, found 4',
    ],
    [
      'harness: { preset: mmlu, fewshot: { k: 1, as_turns: true } }\n',
      'harness.fewshot.as_turns: expected harness.mode chat, found completion',
    ],
    [
      'harness: { preset: mmlu, mode: chat, fewshot: { k: 1, as_turns: true, template: x } }\n',
      'harness.fewshot.template: not used when harness.fewshot.as_turns is true (each example is a user turn and an assistant turn)',
    ],
    [
      'harness: { template: "{{fewshot}}{{question}}{{fewshot}}" }\n',
      'harness.template: expected {{fewshot}} at most once, outside sections and without filters',
    ],
    [
      'harness: { template: "{{#choices}}{{fewshot}}{{/choices}}" }\n',
      'harness.template: expected {{fewshot}} at most once, outside sections and without filters',
    ],
    [
      'harness: { template: "{{question | strip" }\n',
      'harness.template: line 1, column 1: expected "}}" to close the tag "{{question | strip"',
    ],
    [
      'harness: { template: "{{questoin}}", fewshot: { k: 1 } }\n',
      'harness.template: unknown variable "questoin" in {{questoin}} (line 1, column 1), rendering few-shot row 0 (0-based) of harness.fewshot.path',
    ],
    [
      'harness: { template: "{{question}}", fewshot: { k: 1, template: "{{prompt}} {{answer}}{{ansewr_letter}}" } }\n',
      'harness.fewshot.template: unknown variable "ansewr_letter" in {{ansewr_letter}} (line 1, column 22), rendering few-shot row 0 (0-based) of harness.fewshot.path',
    ],
  ])('%s', (yaml, message) => {
    expect(inputError(() => compileHarness(config(yaml), devRows)).message).toBe(message);
  });

  it('catches an unknown variable at compile time through the few-shot rows', () => {
    const error = inputError(() =>
      compileHarness(config('harness: { template: "{{questoin}}", fewshot: { k: 1 } }\n'), devRows),
    );
    expect(error.details).toContain('did you mean {{question}}?');
  });

  it('needs few-shot rows when k > 0', () => {
    const error = inputError(() =>
      compileHarness(config('harness: { preset: mmlu, fewshot: { k: 1 } }\n'), []),
    );
    expect(error.details).toEqual([
      'set harness.fewshot.path to a file of examples (e.g. the dev split)',
    ]);
  });

  it('needs examples whose answer points at a choice', () => {
    const error = inputError(() =>
      compileHarness(config('harness: { preset: mmlu, fewshot: { k: 1 } }\n'), [
        { question: 'Q', subject: 's', choices: ['a', 'b'], answer: 'E' },
      ]),
    );
    expect(error.message).toBe(
      'few-shot row 0 (0-based) of harness.fewshot.path: expected "answer" to point at one of its 2 choices (an index or a letter), found "E"',
    );
  });
});

describe('few-shot per subject (harness.fewshot.group_by)', () => {
  const dev = [
    { question: 'Alg 1?', subject: 'abstract_algebra', choices: ['a', 'b', 'c', 'd'], answer: 0 },
    { question: 'Ana 1?', subject: 'anatomy', choices: ['a', 'b', 'c', 'd'], answer: 1 },
    { question: 'Alg 2?', subject: 'abstract_algebra', choices: ['a', 'b', 'c', 'd'], answer: 2 },
    { question: 'Ana 2?', subject: 'anatomy', choices: ['a', 'b', 'c', 'd'], answer: 3 },
  ];
  const anatomy = item({ ...capital, subject: 'anatomy', question: 'Bones?' }, 'x');
  const algebra = item({ ...capital, subject: 'abstract_algebra', question: 'Groups?' }, 'y');
  const fewshot = (extra = '') =>
    config(`harness: { preset: mmlu, fewshot: { k: 2, path: dev.csv${extra} } }\n`);

  it("gives each item its own subject's first k examples and names its subject", () => {
    const harness = compileHarness(fewshot(), dev, [anatomy, algebra]);
    expect(harness.groupBy).toBe('subject');
    expect(text(harness.render(anatomy))).toBe(
      'The following are multiple choice questions (with answers) about anatomy.\n\n' +
        'Ana 1?\nA. a\nB. b\nC. c\nD. d\nAnswer: B\n\n' +
        'Ana 2?\nA. a\nB. b\nC. c\nD. d\nAnswer: D\n\n' +
        'Bones?\nA. Paris\nB. London\nC. Berlin\nD. Madrid\nAnswer:',
    );
    expect(text(harness.render(algebra))).toContain(
      'about abstract algebra.\n\nAlg 1?\nA. a\nB. b\nC. c\nD. d\nAnswer: A\n\nAlg 2?',
    );
  });

  it('hashes the blocks of the groups in use; one group hashes as one block did', () => {
    const both = compileHarness(fewshot(), dev, [anatomy, algebra]);
    const one = compileHarness(fewshot(), dev, [anatomy]);
    const flat = compileHarness(
      fewshot(', group_by: false'),
      dev.filter((r) => r.subject === 'anatomy'),
      [anatomy],
    );
    expect(one.fewshotHash).toBe(sha256(one.fewshotBlock));
    expect(one.fewshotHash).toBe(flat.fewshotHash);
    expect(both.fewshotHash).not.toBe(one.fewshotHash);
    expect(text(flat.render(anatomy))).toBe(text(one.render(anatomy)));
  });

  it('group_by: false puts the same first k rows under every subject, as before', () => {
    const harness = compileHarness(fewshot(', group_by: false'), dev, [anatomy]);
    expect(harness.groupBy).toBeUndefined();
    expect(text(harness.render(anatomy))).toContain(
      'Alg 1?\nA. a\nB. b\nC. c\nD. d\nAnswer: A\n\nAna 1?',
    );
  });

  it('the seeded sampler permutes within each subject', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({
      question: `Ana ${i}?`,
      subject: 'anatomy',
      choices: ['a', 'b', 'c', 'd'],
      answer: 0,
    }));
    const harness = compileHarness(
      fewshot(', sampler: seeded, seed: 3'),
      [...dev, ...rows],
      [anatomy],
    );
    const flat = compileHarness(
      fewshot(', sampler: seeded, seed: 3, group_by: false'),
      [...dev, ...rows].filter((r) => r.subject === 'anatomy'),
      [anatomy],
    );
    expect(text(harness.render(anatomy))).toBe(text(flat.render(anatomy)));
  });

  it('a subject with fewer than k few-shot rows is an error naming it', () => {
    const short = item({ ...capital, subject: 'astronomy' }, 7);
    const error = inputError(() =>
      compileHarness(fewshot(), [...dev, { ...dev[0]!, subject: 'astronomy' }], [anatomy, short]),
    );
    expect(error.message).toBe(
      'harness.fewshot.k: subject "astronomy" has 1 few-shot row in harness.fewshot.path, expected at least 2 (each item\'s examples come from rows of its own subject: harness.fewshot.group_by)',
    );
    const none = inputError(() =>
      compileHarness(fewshot(), dev, [item({ ...capital, subject: 'virology' })]),
    );
    expect(none.message).toContain('subject "virology" has 0 few-shot rows');
  });

  it('renders only the groups the slice uses; blank or padded subjects are trimmed', () => {
    const broken = { question: 'Bad?', subject: 'astronomy', choices: ['a', 'b'], answer: 'E' };
    const padded = { ...dev[1]!, subject: ' anatomy ' };
    const harness = compileHarness(fewshot(), [...dev, broken, padded], [anatomy]);
    expect(text(harness.render(anatomy))).toContain('Ana 1?');
    const error = inputError(() =>
      compileHarness(
        fewshot(),
        [...dev, broken],
        [anatomy, item({ ...capital, subject: 'astronomy' })],
      ),
    );
    expect(error.message).toContain('subject "astronomy" has 1 few-shot row');
  });

  it('an item without the group field is an error naming the item', () => {
    const row: Record<string, unknown> = { ...capital };
    delete row.subject;
    const error = inputError(() =>
      compileHarness(
        config(
          'harness: { template: "{{question}}", fewshot: { k: 1, path: dev.csv, group_by: subject } }\n',
        ),
        dev,
        [item(row, 'q1')],
      ),
    );
    expect(error.message).toBe(
      'harness.fewshot.group_by: item "q1" has no "subject" to pick its few-shot examples by, found nothing (the field is missing)',
    );
  });

  it('presets name the lm-eval versions they reproduce; 0.4.3 has one newline fewer', () => {
    const since = compileHarness(config('harness: { preset: mmlu }\n'), []);
    const until = compileHarness(config('harness: { preset: "mmlu@lm-eval-0.4.3" }\n'), []);
    expect(since.reproduces).toBe('lm-evaluation-harness 0.4.4 to 0.4.12, task mmlu_<subject>');
    expect(until.reproduces).toBe('lm-evaluation-harness 0.4.2 and 0.4.3, task mmlu_<subject>');
    const a = text(since.render(item(capital)));
    const b = text(until.render(item(capital)));
    expect(a.replace('geography.\n\n', 'geography.\n')).toBe(b);
    expect(a).not.toBe(b);
  });
});
