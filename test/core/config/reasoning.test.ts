import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/core/config/parse.js';
import { openaiSampling, sentDecoding } from '../../../src/core/config/reasoning.js';
import { InputError } from '../../../src/core/errors.js';

const BASE = `version: 1
suite: demo
dataset:
  path: data.jsonl
`;

const OPENAI = `  - id: o
    provider: openai
    base_url: https://api.example.com/v1
    model: o-mini
`;
const ANTHROPIC = `  - id: c
    provider: anthropic
    model: claude
`;

function config(models: string, extra = ''): string {
  return `${BASE}${extra}models:\n${models}`;
}

function problems(text: string): string[] {
  try {
    parseConfig(text, 'evalgate.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toContain('evalgate.yml: invalid config');
    return [...(error as InputError).details];
  }
  throw new Error('expected the config to be rejected');
}

describe('reasoning settings in the config', () => {
  it('accepts an effort on openai and a budget on anthropic with the suite decoding left to its defaults', () => {
    const { config: parsed } = parseConfig(
      config(
        `${OPENAI}    reasoning: { effort: low }\n${ANTHROPIC}    reasoning: { budget_tokens: 1024 }\n`,
        'decoding: { max_tokens: 4096 }\n',
      ),
      'evalgate.yml',
    );
    expect(parsed.models[0]!.reasoning).toEqual({ effort: 'low' });
    expect(parsed.models[1]!.reasoning).toEqual({ budget_tokens: 1024 });
    // The defaults are still there; only what the file writes is checked against the rules.
    expect(parsed.decoding.temperature).toBe(0);
  });

  it('an effort on a non-openai entry, a budget on a non-anthropic entry, token_limit off openai', () => {
    const found = problems(
      config(
        `${ANTHROPIC}    reasoning: { effort: high }\n    token_limit: max_completion_tokens\n${OPENAI}    reasoning: { budget_tokens: 2048 }\n`,
        'decoding: { max_tokens: 4096 }\n',
      ),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^evalgate\.yml:\d+:\d+: models\[0\]\.reasoning\.effort: expected provider openai for reasoning\.effort, found provider anthropic .*set reasoning\.budget_tokens/,
      ),
      expect.stringMatching(
        /^evalgate\.yml:\d+:\d+: models\[0\]\.token_limit: expected provider openai for token_limit, found provider anthropic/,
      ),
      expect.stringMatching(
        /^evalgate\.yml:\d+:\d+: models\[1\]\.reasoning\.budget_tokens: expected provider anthropic for reasoning\.budget_tokens, found provider openai .*set reasoning\.effort/,
      ),
    ]);
  });

  it('an unknown effort is refused with the allowed values', () => {
    const [line] = problems(config(`${OPENAI}    reasoning: { effort: extreme }\n`));
    expect(line).toContain('models[0].reasoning.effort: expected one of "minimal", "low"');
    expect(line).toContain('found "extreme"');
  });

  it('openai with reasoning: an explicit temperature or top_p other than 1 is an error naming the rule; 1 is allowed', () => {
    const found = problems(
      config(
        `${OPENAI}    reasoning: { effort: medium }\n`,
        'decoding: { temperature: 0, top_p: 0.9 }\n',
      ),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^evalgate\.yml:\d+:\d+: decoding\.temperature: expected temperature 1 or absent for model "o" with reasoning\.effort, found 0 \(OpenAI reasoning models accept only the default temperature/,
    );
    expect(found[1]).toContain('decoding.top_p: expected top_p 1 or absent');
    expect(() =>
      parseConfig(
        config(
          `${OPENAI}    reasoning: { effort: medium }\n`,
          'decoding: { temperature: 1, top_p: 1 }\n',
        ),
        'evalgate.yml',
      ),
    ).not.toThrow();
  });

  it('anthropic thinking: budget at least 1024 and below decoding.max_tokens, temperature 1 or absent, no top_p', () => {
    const small = problems(
      config(
        `${ANTHROPIC}    reasoning: { budget_tokens: 512 }\n`,
        'decoding: { max_tokens: 4096 }\n',
      ),
    );
    expect(small).toEqual([
      expect.stringContaining(
        'models[0].reasoning.budget_tokens: expected at least 1024, found 512',
      ),
    ]);
    const big = problems(
      config(
        `${ANTHROPIC}    reasoning: { budget_tokens: 2048 }\n`,
        'decoding: { max_tokens: 16 }\n',
      ),
    );
    expect(big).toEqual([
      expect.stringContaining(
        'models[0].reasoning.budget_tokens: expected a budget below decoding.max_tokens (16), found 2048',
      ),
    ]);
    const sampled = problems(
      config(
        `${ANTHROPIC}    reasoning: { budget_tokens: 1024 }\n`,
        'decoding: { max_tokens: 4096, temperature: 0.5, top_p: 1 }\n',
      ),
    );
    expect(sampled).toEqual([
      expect.stringContaining(
        'decoding.temperature: expected temperature 1 or absent for model "c"',
      ),
      expect.stringContaining('decoding.top_p: expected no top_p for model "c"'),
    ]);
    expect(() =>
      parseConfig(
        config(
          `${ANTHROPIC}    reasoning: { budget_tokens: 1024 }\n`,
          'decoding: { max_tokens: 4096, temperature: 1 }\n',
        ),
        'evalgate.yml',
      ),
    ).not.toThrow();
  });

  it('an empty reasoning block, a thinking judge and reasoning under loglikelihood are refused', () => {
    expect(problems(config(`${OPENAI}    reasoning: {}\n`))).toEqual([
      expect.stringContaining(
        'models[0].reasoning: expected effort (openai) or budget_tokens (anthropic), found neither',
      ),
    ]);
    const judge = problems(
      config(
        `${ANTHROPIC}    reasoning: { budget_tokens: 1024 }\n`,
        'decoding: { max_tokens: 4096 }\ngrader: { kind: llm_judge, judge: c, prompt: "grade" }\n',
      ),
    );
    expect(judge).toEqual([expect.stringContaining('expected no thinking budget on the judge')]);
  });

  it('api responses: only on openai; stop and a max_tokens below 16 are refused, except on the judge, which the suite decoding does not ask', () => {
    expect(problems(config(`${ANTHROPIC}    api: responses\n`))).toEqual([
      expect.stringContaining('models[0].api: expected provider openai for api responses'),
    ]);
    const responses = `${OPENAI}    api: responses\n`;
    expect(problems(config(responses, 'decoding: { max_tokens: 8, stop: ["\\n"] }\n'))).toEqual([
      expect.stringContaining('decoding.max_tokens: expected at least 16'),
      expect.stringContaining('decoding.stop: expected no stop for model "o" with api responses'),
    ]);
    const asJudge = config(
      `${responses}  - { id: t, provider: baseline, strategy: first }\n`,
      'decoding: { max_tokens: 8, stop: ["\\n"] }\ngrader: { kind: llm_judge, judge: o, prompt: "grade" }\n',
    );
    expect(() => parseConfig(asJudge, 'evalgate.yml')).not.toThrow();
  });
});

describe('what a reasoning entry sends and records', () => {
  const decoding = { temperature: 0, top_p: 1, max_tokens: 64, seed: '7', stop: null };

  it('api responses: reasoning.effort or sampling, and max_output_tokens; the protocol records the api and no seed', () => {
    const entry = { provider: 'openai', api: 'responses', reasoning: { effort: 'low' as const } };
    expect(openaiSampling(entry, { temperature: 0, top_p: 1, max_tokens: 64 })).toEqual({
      reasoning: { effort: 'low' },
      max_output_tokens: 64,
    });
    expect(sentDecoding(entry, decoding)).toEqual({
      ...decoding,
      api: 'responses',
      seed: null,
      temperature: null,
      top_p: null,
      token_limit: 'max_output_tokens',
      reasoning: { effort: 'low' },
    });
    const plain = { provider: 'openai', api: 'responses' };
    expect(openaiSampling(plain, { temperature: 0, top_p: 1, max_tokens: 64 })).toEqual({
      temperature: 0,
      top_p: 1,
      max_output_tokens: 64,
    });
    expect(sentDecoding(plain, decoding)).toEqual({
      ...decoding,
      api: 'responses',
      seed: null,
      token_limit: 'max_output_tokens',
    });
  });

  it('an entry without reasoning or token_limit: the decoding unchanged, the request fields as before', () => {
    const plain = { provider: 'openai' };
    expect(sentDecoding(plain, decoding)).toBe(decoding);
    expect(
      Object.keys(openaiSampling(plain, { temperature: 0, top_p: 1, max_tokens: 64 })),
    ).toEqual(['temperature', 'top_p', 'max_tokens']);
  });

  it('openai with an effort: reasoning_effort and max_completion_tokens, no sampling; token_limit overrides the name', () => {
    const entry = { provider: 'openai', reasoning: { effort: 'low' as const } };
    expect(openaiSampling(entry, { temperature: 0, top_p: 1, max_tokens: 64 })).toEqual({
      reasoning_effort: 'low',
      max_completion_tokens: 64,
    });
    expect(sentDecoding(entry, decoding)).toEqual({
      ...decoding,
      temperature: null,
      top_p: null,
      token_limit: 'max_completion_tokens',
      reasoning: { effort: 'low' },
    });
    const named = { ...entry, token_limit: 'max_tokens' as const };
    expect(openaiSampling(named, { temperature: 0, top_p: 1, max_tokens: 64 })).toEqual({
      reasoning_effort: 'low',
      max_tokens: 64,
    });
    expect(sentDecoding(named, decoding)).toMatchObject({ token_limit: 'max_tokens' });
    // Without reasoning, the default written out records nothing: the id stays.
    expect(sentDecoding({ provider: 'openai', token_limit: 'max_tokens' }, decoding)).toEqual(
      decoding,
    );
  });

  it('openai without reasoning but with token_limit max_completion_tokens: sampling sent, the name recorded', () => {
    const entry = { provider: 'openai', token_limit: 'max_completion_tokens' as const };
    expect(openaiSampling(entry, { temperature: 0, top_p: 1, max_tokens: 64 })).toEqual({
      temperature: 0,
      top_p: 1,
      max_completion_tokens: 64,
    });
    expect(sentDecoding(entry, decoding)).toEqual({
      ...decoding,
      token_limit: 'max_completion_tokens',
    });
  });
});
