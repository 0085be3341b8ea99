import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/core/config/parse.js';
import { InputError } from '../../../src/core/errors.js';

const config = (model: string) => `
version: 1
suite: s
dataset: { path: d.jsonl }
models:
  - ${model}
`;

function problems(text: string): string[] {
  try {
    parseConfig(text, 'evalgate.yml');
    return [];
  } catch (error) {
    return [...(error as InputError).details];
  }
}

describe("the workflow's own tokens never go to a model endpoint", () => {
  it.each([
    [
      '{ id: m, provider: openai, base_url: "http://127.0.0.1:1/v1", model: x, api_key_env: GITHUB_TOKEN }',
      'models[0].api_key_env',
    ],
    [
      '{ id: m, provider: openai, base_url: "http://127.0.0.1:1/v1", model: x, headers: { x-t: "t ${ACTIONS_RUNTIME_TOKEN}" } }',
      'models[0].headers.x-t',
    ],
    ['{ id: m, provider: anthropic, model: x, api_key_env: INPUT_TOKEN }', 'models[0].api_key_env'],
  ])('%s is refused at %s', (model, where) => {
    const found = problems(config(model));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(
      `${where}: expected a variable that holds a model provider's key, not`,
    );
  });

  it('an ordinary key variable is accepted', () => {
    expect(
      problems(
        config(
          '{ id: m, provider: openai, base_url: "http://127.0.0.1:1/v1", model: x, api_key_env: VENDOR_KEY, headers: { x-org: "${VENDOR_ORG}" } }',
        ),
      ),
    ).toEqual([]);
  });
});
