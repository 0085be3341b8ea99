import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config/parse.js';
import { renderConfig, scalar, slotId, type ConfigPlan } from '../../src/core/init/config-text.js';
import { splitCommand, suiteName, updateGitignore } from '../../src/core/init/files.js';
import { inferFields, type Inference } from '../../src/core/init/infer.js';
import { renderWorkflows } from '../../src/core/init/workflow-text.js';
import { PyFloat } from '../../src/core/pyjson.js';

const infer = (rows: Record<string, unknown>[]) => inferFields(rows, 'data.jsonl');

describe('inferFields', () => {
  it('reads the cais/mmlu layout: a choices list and an index', () => {
    const rows = [
      { question: 'q1?', subject: 'math', choices: ['a', 'b', 'c', 'd'], answer: 2 },
      { question: 'q2?', subject: 'math', choices: ['a', 'b', 'c', 'd'], answer: 0 },
    ];
    const inferred = infer(rows);
    expect(inferred.kind).toBe('choice');
    expect(inferred.fields).toEqual({
      question: 'question',
      choices: 'choices',
      answer: 'answer',
      subject: 'subject',
    });
  });

  it('finds renamed columns: prompt, options, a string label, a unique key', () => {
    const rows = [
      { key: 'k1', prompt: 'Which?', options: ['x', 'y', 'z'], label: '1' },
      { key: 'k2', prompt: 'Which one?', options: ['x', 'y'], label: 'B' },
    ];
    const inferred = infer(rows);
    expect(inferred.fields).toEqual({
      id: 'key',
      question: 'prompt',
      choices: 'options',
      answer: 'label',
    });
    expect(inferred.notes.find((n) => n.field === 'choices')?.why).toBe('a list (2 to 3 choices)');
  });

  it('finds one column per choice by prefix (option_a.., opa.., choice1..)', () => {
    const row = { question: 'q?', option_a: 'x', option_b: 'y', option_c: 'z', correct: 'C' };
    expect(infer([row]).fields.choices).toEqual(['option_a', 'option_b', 'option_c']);
    const numbered = { stem: 'q?', choice1: 'x', choice2: 'y', answer: 1 };
    expect(infer([numbered]).fields).toEqual({
      question: 'stem',
      choices: ['choice1', 'choice2'],
      answer: 'answer',
    });
    // A gap ends the run: A, B and D are two choices, and D is just a column.
    const gap = { question: 'q?', A: 'x', B: 'y', D: 'w', answer: 'B' };
    expect(infer([gap]).fields.choices).toEqual(['A', 'B']);
  });

  it('prefers the answer column that points at a choice', () => {
    const rows = [{ question: 'q?', choices: ['Rome', 'Paris'], answer: 'Paris', label: 1 }];
    const inferred = infer(rows);
    expect(inferred.fields.answer).toBe('label');
  });

  it('names a 1-based index as such, and the line of the row', () => {
    const rows = [
      { question: 'q?', choices: ['a', 'b'], answer: 1 },
      { question: 'q?', choices: ['a', 'b'], answer: 2 },
    ];
    expect(() => inferFields(rows, 'data.jsonl', (i) => i + 10)).toThrow(
      /^data\.jsonl:11: expected "answer" to be the answer as a 0-based choice index or a letter A\.\.J, found 2$/,
    );
    try {
      infer(rows);
    } catch (error) {
      expect((error as { details: string[] }).details).toEqual([
        'it looks like a 1-based index: evalgate counts choices from 0',
      ]);
    }
  });

  it('free text and numbers', () => {
    expect(infer([{ input: 'Capital of France?', output: 'Paris' }])).toMatchObject({
      kind: 'text',
      fields: { question: 'input', answer: 'output' },
    });
    const numbers = [
      { problem: 'a?', answer: 4 },
      { problem: 'b?', answer: '1,234' },
      { problem: 'c?', answer: new PyFloat(2) },
      { problem: 'd?', answer: '-0.5' },
    ];
    expect(infer(numbers).kind).toBe('numeric');
    expect(infer([...numbers, { problem: 'e?', answer: 'five' }]).kind).toBe('text');
  });

  it('without a question-like name takes the longest text column', () => {
    const rows = [
      { ctx: 'A man is sitting on a roof. He', activity: 'Roof', endings: ['a', 'b'], label: 0 },
    ];
    expect(infer(rows).fields.question).toBe('ctx');
  });

  it('an id column only when it is unique in every row', () => {
    const rows = [
      { id: 1, question: 'a?', answer: 'x' },
      { id: 1, question: 'b?', answer: 'y' },
    ];
    const inferred = infer(rows);
    expect(inferred.fields.id).toBeUndefined();
    expect(inferred.notes[0]).toMatchObject({ field: 'id', column: '(none)' });
  });

  it('refuses what it cannot read, listing the columns', () => {
    expect(() => infer([])).toThrow(
      'data.jsonl: expected rows to infer the fields from, found none',
    );
    expect(() => infer([{ n: 1, m: 2 }])).toThrow('cannot tell which column holds the question');
    expect(() =>
      infer([{ question: 'q?', choices: { text: ['x', 'y'], label: ['A', 'B'] }, answerKey: 'A' }]),
    ).toThrow(
      'data.jsonl:1: expected "choices" to be a list of at least 2 choices (text or numbers), found an object',
    );
    expect(() => infer([{ question: 'q?', answers: { text: ['x'] } }])).toThrow(
      'expected "answers" to hold the answer as text or a number, found an object',
    );
  });
});

const inference = (fields: Inference['fields'], kind: Inference['kind'] = 'choice'): Inference => ({
  kind,
  fields,
  notes: [{ field: 'question', column: fields.question, why: 'named as a question' }],
  columns: [],
});

const plan = (over: Partial<ConfigPlan> = {}): ConfigPlan => ({
  suite: 'quiz',
  dataset: { path: 'data/quiz.jsonl', rows: 10, washed: 10, example: false },
  inference: inference({ question: 'question', choices: 'choices', answer: 'answer' }),
  model: { provider: 'openai', model: 'm', apiKeyEnv: 'OPENAI_API_KEY' },
  size: 10,
  ...over,
});

describe('renderConfig', () => {
  it('writes columns with any name so that the loader reads them back', () => {
    const fields = {
      id: 'yes',
      question: 'Question text: long',
      choices: ['1', 'b#', '"c"', 'true'],
      answer: 'null',
      subject: 'sub, ject',
    };
    const text = renderConfig(
      plan({
        inference: inference(fields),
        dataset: { path: 'my data/q 1.jsonl', rows: 3, example: false },
      }),
    );
    const { config } = parseConfig(text, 'evalgate.yml');
    expect(config.dataset.fields).toEqual(fields);
    expect(config.dataset.path).toBe('my data/q 1.jsonl');
  });

  it('each kind gets its grader and loads', () => {
    for (const kind of ['choice', 'numeric', 'text'] as const) {
      const fields =
        kind === 'choice'
          ? { question: 'question', choices: 'choices', answer: 'answer' }
          : { question: 'question', answer: 'answer' };
      const { config } = parseConfig(
        renderConfig(plan({ inference: inference(fields, kind) })),
        'evalgate.yml',
      );
      expect(config.grader.kind).toBe(kind === 'text' ? 'exact_match' : kind);
      expect(config.decoding.temperature).toBe(0);
      expect(config.gate.max_drop).toBe(2);
    }
  });

  it('says what the slice can see', () => {
    expect(renderConfig(plan({ size: 200 }))).toMatch(
      /# On 200 items the gate detects drops of \d+\.\d points or more with 80% power; a 2-point drop needs about 394 items\./,
    );
  });
});

describe('the small parts', () => {
  it('scalar quotes what YAML would read otherwise', () => {
    expect(scalar('question')).toBe('question');
    expect(scalar('http://127.0.0.1:8080/v1')).toBe('http://127.0.0.1:8080/v1');
    for (const text of ['yes', '1', 'a: b', 'a,b', '#x', '', 'on', '-x', '*_test.csv']) {
      expect(scalar(text)).toBe(JSON.stringify(text));
    }
  });

  it('slot ids, suite names and command words', () => {
    expect(slotId({ provider: 'openai', model: 'org/gpt-x:latest' })).toBe('openai/gpt-x-latest');
    expect(slotId({ provider: 'command', command: ['node', 'bin/serve.mjs', '--port', '1'] })).toBe(
      'local/serve',
    );
    expect(suiteName('data/abstract_algebra_test.csv')).toBe('abstract_algebra_test');
    expect(suiteName('../x/.hidden.jsonl')).toBe('hidden');
    expect(splitCommand(`python3 'a b.py' "c \\"d\\"" e\\ f`)).toEqual([
      'python3',
      'a b.py',
      'c "d"',
      'e f',
    ]);
    expect(() => splitCommand('python3 "a')).toThrow('--command: expected a closing "');
  });

  it('updateGitignore appends what is missing, once, and warns when .evalgate/ is ignored', () => {
    const first = updateGitignore(undefined);
    expect(first.added).toHaveLength(4);
    expect(updateGitignore(first.text)).toEqual({ text: undefined, added: [] });
    const spelled = updateGitignore('**/.evalgate/runs/\n/.evalgate/cache\n.evalgate/shards\n');
    expect(spelled.added).toEqual(['.evalgate/batches/']);
    expect(updateGitignore('.evalgate/\n').warning).toContain('holds the baselines');
  });

  it('each job that runs a model gets the named secret; the verdict job, which sends nothing, none', () => {
    const model = { provider: 'anthropic', model: 'c', apiKeyEnv: 'VENDOR_KEY' } as const;
    const plan = { config: 'evalgate.yml', suite: 's', model };
    const secret = /VENDOR_KEY: \$\{\{ secrets\.VENDOR_KEY \}\}/g;
    const [measure, verdict, ...more] = renderWorkflows({ ...plan, form: 'two-job' });
    expect(more).toEqual([]);
    expect(measure!.text.match(secret)).toHaveLength(1);
    // In the verdict workflow, the nightly job's only (it is the file's last job).
    const [verdictJob, nightlyJob] = verdict!.text.split('\n  nightly:\n');
    expect(verdictJob).not.toContain('secrets.');
    expect(nightlyJob!.match(secret)).toHaveLength(1);
    const single = renderWorkflows({ ...plan, form: 'single-job' });
    expect(single.map((f) => f.path)).toEqual(['.github/workflows/evalgate.yml']);
    expect(single[0]!.text.match(secret)).toHaveLength(2);
    const uses = (text: string) => text.match(/uses: evalgate\/evalgate@v1/g)?.length;
    expect([measure!, verdict!, single[0]!].map((f) => uses(f.text))).toEqual([1, 2, 2]);
  });

  it('the verdict workflow names the measuring workflow by its name and its path', () => {
    const files = renderWorkflows({
      config: 'evalgate.yml',
      suite: 's',
      model: { provider: 'openai', model: 'm', apiKeyEnv: 'K' },
      form: 'two-job',
    });
    const [measure, verdict] = files.map((f) => f.text);
    const name = /^name: (.+?) #/m.exec(measure!)![1];
    expect(verdict).toContain(`workflows: [${name}]`);
    expect(verdict).toContain(`measuring-workflow: ${files[0]!.path}\n`);
  });
});
