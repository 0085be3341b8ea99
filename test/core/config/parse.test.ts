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
