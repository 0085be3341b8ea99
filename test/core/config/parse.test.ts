import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/core/config/parse.js';
import { InputError } from '../../../src/core/errors.js';

const BASE = `version: 1
suite: demo
dataset:
  path: data.jsonl
`;

function problems(text: string): string[] {
  try {
    parseConfig(text, 'evalgate.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return [...(error as InputError).details];
  }
  throw new Error('expected the config to be rejected');
}

describe('parseConfig', () => {
  it('fills in defaults for a minimal config', () => {
    const { config } = parseConfig(BASE, 'evalgate.yml');
    expect(config.slice).toEqual({ seed: 0 });
    expect(config.gate.max_drop).toBe(2);
    expect(config.gate.significance).toBe('report');
    expect(config.grader).toEqual({ kind: 'choice', match: 'first' });
    expect(config.dataset.fields).toEqual({
      question: 'question',
      choices: 'choices',
      answer: 'answer',
    });
    expect(config.repeats).toBe(1);
    expect(config.models).toEqual([]);
  });

  it('keeps seeds beyond 2^53 exact', () => {
    const { config } = parseConfig(`${BASE}slice: { seed: 18446744073709551617 }\n`, 'e.yml');
    expect(config.slice.seed).toBe(18446744073709551617n);
  });

  it('accepts choices given as a list of columns', () => {
    const { config } = parseConfig(
      `${BASE}  fields: { choices: [A, B, C, D], answer: target }\n`,
      'e.yml',
    );
    expect(config.dataset.fields.choices).toEqual(['A', 'B', 'C', 'D']);
  });

  // Each malformed config gives exactly one line naming file:line:col, the key path, what was
  // expected and what was found.
  const cases: [string, string, string][] = [
    ['not YAML', 'version: 1\nsuite: [demo\n', 'evalgate.yml:3:1: invalid YAML: Flow sequence'],
    [
      'wrong version',
      BASE.replace('version: 1', 'version: 2'),
      'evalgate.yml:1:10: version: expected 1, found 2',
    ],
    [
      'missing dataset',
      'version: 1\nsuite: demo\n',
      'evalgate.yml:1:1: dataset: missing; expected a mapping',
    ],
    [
      'suite with a space',
      BASE.replace('suite: demo', 'suite: my demo'),
      'evalgate.yml:2:8: suite: expected letters, digits, ".", "_" or "-" (it names a folder), found "my demo"',
    ],
    [
      'misspelt key',
      `${BASE}  formt: jsonl\n`,
      'evalgate.yml:5:3: dataset.formt: unknown key (did you mean "format"?); expected one of: path, format, fields',
    ],
    [
      'unknown format',
      `${BASE}  format: tsv\n`,
      'evalgate.yml:5:11: dataset.format: expected one of "jsonl", "json", "csv", "mmlu-csv", "parquet", found "tsv"',
    ],
    [
      'negative seed',
      `${BASE}slice: { seed: -3 }\n`,
      'evalgate.yml:5:16: slice.seed: expected a number >= 0, found -3',
    ],
    [
      'zero size',
      `${BASE}slice:\n  size: 0\n`,
      'evalgate.yml:6:9: slice.size: expected a number > 0, found 0',
    ],
    [
      'short fingerprint',
      `${BASE}slice:\n  fingerprint: abc123\n`,
      'evalgate.yml:6:16: slice.fingerprint: expected 64 lowercase hex characters, found "abc123"',
    ],
    [
      'grader kind typo',
      `${BASE}grader: { kind: choise }\n`,
      'evalgate.yml:5:17: grader.kind: expected one of "exact_match", "contains", "regex", "choice", "numeric", "llm_judge", "loglikelihood", found "choise" (did you mean "choice"?)',
    ],
    [
      'max_drop as text',
      `${BASE}gate:\n  max_drop: two\n`,
      'evalgate.yml:6:13: gate.max_drop: expected a number, found "two"',
    ],
    [
      'significance out of range',
      `${BASE}gate:\n  significance: maybe\n`,
      'evalgate.yml:6:17: gate.significance: expected one of "report", "require", found "maybe"',
    ],
    [
      'openai model without base_url',
      `${BASE}models:\n  - { id: a, provider: openai, model: m }\n`,
      'evalgate.yml:6:5: models[0].base_url: is required for provider "openai"',
    ],
    [
      'duplicate model ids',
      `${BASE}models:\n  - { id: a, provider: baseline, strategy: first }\n  - { id: a, provider: baseline, strategy: longest }\n`,
      'evalgate.yml:7:11: models[1].id: expected a unique id, found "a" twice',
    ],
    [
      'api key env with a value instead of a name',
      `${BASE}models:\n  - { id: a, provider: anthropic, model: m, api_key_env: "sk-ant secret" }\n`,
      'evalgate.yml:6:58: models[0].api_key_env: expected an environment variable name, found "sk-ant secret"',
    ],
    ['top level is a list', '- version: 1\n', 'evalgate.yml: expected a mapping of config keys'],
    [
      'top level is plain text (never quoted)',
      'PATH=/usr/bin SECRET=x\n',
      'evalgate.yml: expected a mapping of config keys (version, suite, dataset, ...), found text of 22 characters',
    ],
    [
      'repeats zero',
      `${BASE}repeats: 0\n`,
      'evalgate.yml:5:10: repeats: expected a number > 0, found 0',
    ],
  ];

  it.each(cases)('%s', (_name, text, expected) => {
    let lines: string[];
    try {
      parseConfig(text, 'evalgate.yml');
      throw new Error('expected the config to be rejected');
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      const { message, details } = error as InputError;
      lines = details.length ? [...details] : [message];
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(expected);
  });

  it('reports every problem, one line each', () => {
    const lines = problems(`${BASE}gate: { max_drop: x, alpha: 2 }\nrepeats: -1\n`);
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toMatch(
      /gate\.max_drop.*\n.*gate\.alpha: expected a number < 1, found 2\n.*repeats/,
    );
  });
});

/** What the JavaScript engine says of a pattern that does not compile. */
function engineMessage(pattern: string): string {
  try {
    new RegExp(pattern);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`expected ${pattern} not to compile`);
}

describe('load-time checks over a valid config', () => {
  const model = (extra: string) =>
    `  - { id: vendor/m, provider: openai, base_url: "http://127.0.0.1:1/v1", model: m${extra} }\n`;

  it('a budget with a billed model that has no price is an error naming the models, on budget.max_usd', () => {
    const text = `${BASE}budget:\n  max_usd: 5\nmodels:\n${model('')}  - { id: floor/first, provider: baseline, strategy: first }\n  - { id: claude, provider: anthropic, model: c }\n`;
    expect(problems(text)).toEqual([
      'evalgate.yml:6:12: budget.max_usd: expected a price on every billed model, found none on "vendor/m", "claude": the budget of $5 cannot be enforced without one; add price: { input_per_mtok, output_per_mtok } to them (dollars per million tokens), or remove budget',
    ]);
    const priced = `${BASE}budget:\n  max_usd: 5\nmodels:\n${model(', price: { input_per_mtok: 1, output_per_mtok: 2 }')}`;
    expect(parseConfig(priced, 'evalgate.yml').config.budget).toEqual({ max_usd: 5 });
  });

  it('a regex grader pattern that does not compile is an error with the pattern, the engine message and the line', () => {
    expect(engineMessage('answer: ([A-D]')).toMatch(/^Invalid regular expression/);
    const text = `${BASE}grader:\n  kind: regex\n  pattern: "answer: ([A-D]"\n`;
    expect(problems(text)).toEqual([
      `evalgate.yml:7:12: grader.pattern: expected a regular expression, found "answer: ([A-D]": ${engineMessage('answer: ([A-D]')}`,
    ]);
    const group = `${BASE}grader:\n  kind: regex\n  pattern: "([A-D])"\n  group: 2\n`;
    expect(problems(group)).toEqual([
      'evalgate.yml:8:10: grader.group: expected 0..1 (the pattern has 1 capturing group), found 2',
    ]);
  });

  it('locate names the line and column of a key', () => {
    const { locate } = parseConfig(
      `${BASE}harness:\n  fewshot:\n    k: 1\n    path: d.jsonl\n`,
      'e.yml',
    );
    expect(locate!(['harness', 'fewshot', 'path'])).toBe('e.yml:8:11');
  });
});
