import { describe, expect, it } from 'vitest';
import { cell, code, gateMarkdown } from '../../../src/core/report/markdown.js';
import {
  decodingText,
  graderText,
  rawJson,
  washText,
} from '../../../src/core/report/protocol-text.js';
import { record, report } from './report-fixtures.js';

const e = { cell, code };

describe('the protocol card in sentences', () => {
  it.each([
    [
      { kind: 'choice', match: 'last', rules_version: 2 },
      'choice: reads the stated answer letter, the last one stated, rules v2',
    ],
    [
      {
        kind: 'exact_match',
        normalize: ['strip', 'lowercase'],
        target: 'letter',
        rules_version: 1,
      },
      'exact_match: the response, normalized by strip, lowercase, must equal the answer letter, rules v1',
    ],
    [
      { kind: 'exact_match', normalize: [], rules_version: 1 },
      'exact_match: the response, normalized by nothing, must equal the answer letter or the choice text, rules v1',
    ],
    [
      { kind: 'contains', case_sensitive: false, rules_version: 1 },
      'contains: the answer must appear in the response as whole words, ignoring case, rules v1',
    ],
    [
      { kind: 'regex', pattern: 'Answer: (\\w)', group: 1, rules_version: 1 },
      'regex: group 1 of the pattern `Answer: (\\w)` must equal the answer, rules v1',
    ],
    [
      { kind: 'numeric', tolerance: 0.001, rules_version: 1 },
      'numeric: the last number in the response must be within 0.001 of the answer, rules v1',
    ],
    [
      { kind: 'numeric', tolerance: 0.001, rules_version: 2 },
      'numeric: the number the response states as its answer (else its last number) must be within 0.001 of the answer, rules v2',
    ],
    [
      {
        kind: 'loglikelihood',
        metric: 'acc_norm',
        choice_target: 'text',
        target_delimiter: ' ',
        rules_version: 1,
      },
      'loglikelihood: the choice with the largest loglikelihood per character wins (acc_norm), choice_target `text`, target_delimiter ` `, rules v1',
    ],
    [{ kind: 'future', knob: 3 }, 'future: rules not known to this version of evalgate, knob 3'],
  ])('grader %j', (grader, text) => {
    expect(graderText(grader, e)).toBe(text);
  });

  it('wash rules as one sentence, and decoding as a short list', () => {
    expect(
      washText(
        {
          require: ['question', 'choices'],
          min_choices: 4,
          answer_in_choices: true,
          max_chars: 2000,
          dedupe: 'question',
        },
        e,
      ),
    ).toBe(
      'drops rows missing question or choices; with fewer than 4 choices; whose answer points at no choice; whose question and choices exceed 2000 characters; keeps the first row per `question`',
    );
    expect(washText({ require: [], answer_in_choices: false }, e)).toBe('drops no rows');
    expect(
      decodingText(
        { temperature: 0, top_p: 1, max_tokens: 16, seed: '7', stop: ['\n\n', 'Question:'] },
        e,
      ),
    ).toBe('temperature 0, top_p 1, at most 16 tokens, seed 7, stops at `"\\n\\n"`, `"Question:"`');
    expect(
      decodingText({ echo: true, logprobs: 1, max_tokens: 1, temperature: 0, seed: null }, e),
    ).toBe(
      'scores the prompt and each choice (echo, no sampling), temperature 0, at most 1 token, logprobs 1, no seed',
    );
    expect(
      decodingText(
        {
          api: 'responses',
          reasoning: { effort: 'low' },
          temperature: null,
          top_p: null,
          max_tokens: 256,
          token_limit: 'max_output_tokens',
          seed: null,
          stop: null,
        },
        e,
      ),
    ).toBe(
      'asked through the Responses API, reasoning effort `low`, temperature: not sent (provider default), top_p: not sent (provider default), at most 256 tokens (sent as `max_output_tokens`), no seed, no stop sequence',
    );
  });

  it('keeps record text inert: no tags, mentions, code-span breaks or table breaks', () => {
    const hostile = '<img src=x> @team `x` | y';
    const sentences = [
      graderText({ kind: 'regex', pattern: hostile, group: hostile }, e),
      graderText({ kind: hostile, [hostile]: hostile }, e),
      washText({ require: [hostile], dedupe: hostile }, e),
      decodingText({ stop: [hostile], [hostile]: 1 }, e),
    ];
    for (const text of sentences) {
      expect(text).not.toMatch(/<img|@team/);
      expect(text).not.toMatch(/(?<!\\)\|/);
    }
    const raw = rawJson({ grader: { pattern: hostile } });
    expect(raw).not.toMatch(/[<>@`]/);
    expect(JSON.parse(raw)).toEqual({ grader: { pattern: hostile } });
  });

  it('the card shows the sentences and keeps the recorded JSON in a collapsed block', () => {
    const run = record({ build: 'b', n: 10, right: () => true, day: 2 });
    run.protocol.fewshot = {
      k: 5,
      hash: 'a'.repeat(64),
      source: 'data/dev.csv',
      sampler: 'first_n',
      group_by: 'subject',
    };
    const text = gateMarkdown(report([run], [undefined]));
    expect(text).toContain(
      '- few-shot: 5 examples from `data/dev.csv` (first_n sampler, per subject), hash `aaaaaaaaaaaa`\n',
    );
    expect(text).toContain(
      '- grader: choice: reads the stated answer letter, the first one stated',
    );
    const raw =
      /<details><summary>grader, wash, decoding and few-shot as recorded \(JSON\)<\/summary>\n\n```json\n([\s\S]*?)\n```\n\n<\/details>/.exec(
        text,
      );
    expect(JSON.parse(raw![1]!).fewshot.source).toBe('data/dev.csv');
  });
});
