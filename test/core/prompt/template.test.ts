import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import {
  compileTemplate,
  pythonStrip,
  topLevelNames,
  valueText,
} from '../../../src/core/prompt/template.js';
import { PyFloat } from '../../../src/core/pyjson.js';

const render = (source: string, context: Record<string, unknown>) =>
  compileTemplate(source, 'harness.template').render(context);

function inputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

const row = {
  question: 'What is 2 + 2?',
  choices: ['3', '4', '5'],
  answer: 1,
  meta: { source: 'arith', tags: ['easy', 'math'] },
  subject: 'high_school_mathematics',
};

describe('template: interpolation', () => {
  it.each([
    ['{{question}}', 'What is 2 + 2?'],
    ['{{ question }}', 'What is 2 + 2?'],
    ['{{{question}}}', 'What is 2 + 2?'],
    ['{{& question}}', 'What is 2 + 2?'],
    ['{{choices.1}}', '4'],
    ['{{meta.source}}/{{meta.tags.1}}', 'arith/math'],
    ['{{answer}}', '1'],
    ['{{subject | underscores_to_spaces}}', 'high school mathematics'],
    ['{{subject | underscores_to_spaces | upper}}', 'HIGH SCHOOL MATHEMATICS'],
    ['{{question|lower}}', 'what is 2 + 2?'],
    ['Q: {{! a comment }}{{question}}', 'Q: What is 2 + 2?'],
  ])('%j renders %j', (source, expected) => {
    expect(render(source, row)).toBe(expected);
  });

  it('never escapes: prompts are plain text', () => {
    const text = '<b>"Tom & Jerry"</b> \'x\'';
    expect(render('{{x}}|{{{x}}}', { x: text })).toBe(`${text}|${text}`);
  });

  it('copies text outside tags byte for byte, including newlines around section tags', () => {
    const source = 'Q:\n{{#choices}}\n- {{text}}\n{{/choices}}\nEnd  \t\n';
    expect(render(source, row)).toBe('Q:\n\n- 3\n\n- 4\n\n- 5\n\nEnd  \t\n');
  });

  it('renders values as Python str() does', () => {
    expect(valueText('x')).toBe('x');
    expect(valueText(3)).toBe('3');
    expect(valueText(0.1)).toBe('0.1');
    expect(valueText(1e-5)).toBe('1e-05');
    expect(valueText(new PyFloat(1))).toBe('1.0');
    expect(valueText(new PyFloat(NaN))).toBe('nan');
    expect(valueText(2n ** 70n)).toBe('1180591620717411303424');
    expect(valueText(true)).toBe('True');
    expect(valueText(null)).toBe('None');
    expect(valueText(['x', 2])).toBe('A. x\nB. 2');
    expect(valueText([])).toBe('');
    expect(valueText({ a: 1 })).toBeUndefined();
    expect(valueText([['nested']])).toBeUndefined();
  });

  it('renders a list as lettered lines', () => {
    expect(render('{{choices}}', row)).toBe('A. 3\nB. 4\nC. 5');
  });

  it('strip is Python str.strip(), not String.trim()', () => {
    expect(pythonStrip('\u001c x \u0085')).toBe('x');
    expect(pythonStrip('\ufeffx\ufeff')).toBe('\ufeffx\ufeff');
    expect(pythonStrip(' \t\n a b \r\n')).toBe('a b');
  });
});

describe('template: sections', () => {
  it('repeats over a list with letter, index, number, text, first and last', () => {
    expect(render('{{#choices}}{{letter}}. {{text}}\n{{/choices}}', row)).toBe(
      'A. 3\nB. 4\nC. 5\n',
    );
    expect(
      render('{{#choices}}{{index}}/{{number}}:{{.}}{{^last}}, {{/last}}{{/choices}}', row),
    ).toBe('0/1:3, 1/2:4, 2/3:5');
    expect(render('{{#choices}}{{#first}}[{{/first}}{{text}}{{/choices}}]', row)).toBe('[345]');
  });

  it('exposes the fields of object elements, which win over the helpers', () => {
    const context = {
      options: [
        { label: 'x', text: 'own text' },
        { label: 'y', text: 'other' },
      ],
    };
    expect(render('{{#options}}{{letter}}{{label}}={{text}};{{/options}}', context)).toBe(
      'Ax=own text;By=other;',
    );
  });

  it('looks names up from the innermost frame outwards', () => {
    expect(render('{{#choices}}{{question}}:{{text}} {{/choices}}', row)).toBe(
      'What is 2 + 2?:3 What is 2 + 2?:4 What is 2 + 2?:5 ',
    );
  });

  it('renders a truthy non-list value once, with an object’s fields visible', () => {
    expect(render('{{#meta}}from {{source}}{{/meta}}', row)).toBe('from arith');
    expect(render('{{#subject}}about {{.}}{{/subject}}', row)).toBe(
      'about high_school_mathematics',
    );
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['false', false],
    ['empty string', ''],
    ['empty list', []],
  ])('treats %s as falsy', (_, value) => {
    expect(render('{{#x}}yes{{/x}}{{^x}}no{{/x}}', { x: value })).toBe('no');
  });

  it('treats zero as a value (an answer index 0 must not vanish)', () => {
    expect(render('{{#x}}yes{{/x}}{{^x}}no{{/x}}', { x: 0 })).toBe('yes');
  });

  it('uses an inverted section for optional fields', () => {
    const source = '{{#subject}}[{{subject}}] {{/subject}}{{^subject}}[general] {{/subject}}Q';
    expect(render(source, { subject: 'law' })).toBe('[law] Q');
    expect(render(source, {})).toBe('[general] Q');
  });

  it('nests sections', () => {
    const context = {
      groups: [
        { name: 'g1', items: ['a', 'b'] },
        { name: 'g2', items: [] },
      ],
    };
    expect(
      render(
        '{{#groups}}{{name}}({{#items}}{{letter}}{{text}}{{/items}}{{^items}}-{{/items}}){{/groups}}',
        context,
      ),
    ).toBe('g1(AaBb)g2(-)');
  });

  it('lists the names used at the top level', () => {
    const template = compileTemplate(
      '{{question}} {{#choices}}{{letter}}{{/choices}}{{^x}}{{/x}} {{a.b}}',
      'k',
    );
    expect(topLevelNames(template.nodes).map((n) => n.name)).toEqual([
      'question',
      'choices',
      'x',
      'a',
    ]);
  });
});

describe('template: errors name the key path, the place and what was found', () => {
  it.each([
    [
      '{{question',
      'harness.template: line 1, column 1: expected "}}" to close the tag "{{question"',
    ],
    [
      'Q\n  {{#choices}}{{text}}',
      'harness.template: line 2, column 3: expected {{/choices}} to close "{{#choices}}", found the end of the template',
    ],
    [
      '{{#choices}}{{text}}{{/choice}}',
      'harness.template: line 1, column 21: expected {{/choices}} to close "{{#choices}}" (line 1, column 1), found "{{/choice}}"',
    ],
    [
      'x{{/choices}}',
      'harness.template: line 1, column 2: found "{{/choices}}" but no section is open',
    ],
    [
      '{{question | strp}}',
      'harness.template: line 1, column 1: unknown filter "strp" in "{{question | strp}}"; expected one of strip, lower, upper, underscores_to_spaces (did you mean "strip"?)',
    ],
    ['{{}}', 'harness.template: line 1, column 1: expected a variable name in "{{}}"'],
    [
      '{{a..b}}',
      'harness.template: line 1, column 1: expected a name or a dotted path such as choices.0 in "{{a..b}}", found "a..b"',
    ],
    [
      '{{ {{x}} }}',
      'harness.template: line 1, column 1: expected a name inside "{{ {{x}}", found braces (tags do not nest)',
    ],
    [
      '{{#choices | strip}}{{/choices}}',
      'harness.template: line 1, column 1: filters apply to {{name}} tags, not to "{{#choices | strip}}"',
    ],
  ])('compile %j', (source, message) => {
    expect(inputError(() => compileTemplate(source, 'harness.template')).message).toBe(message);
  });

  it('names an unknown variable at render time, with a suggestion and what is there', () => {
    const template = compileTemplate('Q: {{questoin}}', 'harness.template');
    const error = inputError(() => template.render(row, 'item 7'));
    expect(error.message).toBe(
      'harness.template: unknown variable "questoin" in {{questoin}} (line 1, column 4), rendering item 7',
    );
    expect(error.details).toEqual([
      'did you mean {{question}}?',
      'the variables here are: question, choices, answer, meta, subject',
    ]);
  });

  it('treats a key holding undefined as missing', () => {
    expect(inputError(() => render('{{x}}', { x: undefined })).message).toContain(
      'unknown variable "x"',
    );
  });

  it('names the missing part of a dotted path', () => {
    const error = inputError(() => render('{{choices.7}}', row));
    expect(error.message).toContain('unknown variable "choices.7"');
    expect(inputError(() => render('{{meta.author}}', row)).message).toContain(
      'unknown variable "meta.author"',
    );
  });

  it('refuses to render an object, and says how to go through it', () => {
    const error = inputError(() => render('{{meta}}', row));
    expect(error.message).toBe(
      'harness.template: {{meta}} is an object; expected text, a number or a list of them',
    );
    expect(error.details).toEqual([
      'to go through its fields, use a section: {{#meta}}...{{/meta}}',
    ]);
  });

  it('explains {{.}} outside a section', () => {
    const error = inputError(() => render('{{.}}', row));
    expect(error.details).toEqual([
      '{{.}} is the current element and only exists inside a section',
    ]);
  });
});
