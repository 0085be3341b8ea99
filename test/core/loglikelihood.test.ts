import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config/parse.js';
import { InputError } from '../../src/core/errors.js';
import {
  argmax,
  choiceRequest,
  codePoints,
  continuationLogprob,
  LoglikelihoodError,
  scoreChoices,
  type PromptLogprobs,
} from '../../src/core/loglikelihood.js';
import type { Item } from '../../src/core/slice/rows.js';

const item = (choices: unknown, answer: unknown = 0): Item => ({
  id: 'q1',
  index: 0,
  row: { question: 'Q?', choices, answer },
});
const letters = { choiceTarget: 'letter', targetDelimiter: ' ' } as const;

/** Offsets as a server reports them: running sums of the tokens' lengths in code points. */
function served(tokens: string[], logprobs: (number | null)[]): PromptLogprobs {
  let at = 0;
  const text_offset = tokens.map((t) => {
    const offset = at;
    at += codePoints(t);
    return offset;
  });
  return { tokens, token_logprobs: logprobs, text_offset };
}

describe('choiceRequest', () => {
  it('continues the context with the delimiter and each letter', () => {
    expect(choiceRequest(item(['x', 'y', 'z']), 'Answer:', letters)).toEqual({
      context: 'Answer:',
      continuations: [' A', ' B', ' C'],
      targetLengths: [1, 1, 1],
    });
  });

  it('moves trailing whitespace of the context into every continuation (lm-eval _encode_pair)', () => {
    const request = choiceRequest(item(['red', 'dark 🙂']), 'Answer:\n ', {
      choiceTarget: 'text',
      targetDelimiter: ' ',
    });
    expect(request.context).toBe('Answer:');
    expect(request.continuations).toEqual(['\n  red', '\n  dark 🙂']);
    // acc_norm divides by the target's length in code points, without the delimiter.
    expect(request.targetLengths).toEqual([3, 6]);
  });

  it('rejects items without choices and texts that are not text, naming the item', () => {
    expect(() => choiceRequest(item(undefined), 'Q', letters)).toThrow(InputError);
    expect(() => choiceRequest(item(undefined), 'Q', letters)).toThrow(/item "q1".*at least 2/);
    expect(() =>
      choiceRequest(item(['a', '']), 'Q', { choiceTarget: 'text', targetDelimiter: ' ' }),
    ).toThrow(/choice 1 to be text/);
    expect(() => choiceRequest(item(['a', 'b']), '  ', letters)).toThrow(/text before the choices/);
  });
});

describe('continuationLogprob', () => {
  it('sums the tokens from the boundary to the end of the prompt, never the generated one', () => {
    const lp = served(['Q', ':', ' A', ' B', '.'], [null, -1, -0.25, -0.5, -9]);
    expect(continuationLogprob(lp, 'Q:', ' A B', 'here')).toEqual({ logprob: -0.75, tokens: 2 });
  });

  it('counts offsets in code points (an emoji is one character, as in Python)', () => {
    const lp = served(['🙂', ' x', ' A', '!'], [null, -1, -2, -3]);
    expect(continuationLogprob(lp, '🙂 x', ' A', 'here').logprob).toBe(-2);
  });

  it('offsets that are not characters of the prompt (bytes) are an error, not a wrong sum', () => {
    // "é" counted as its two UTF-8 bytes: every later offset is one too far.
    const lp = { tokens: ['é', ' x', ' A', '.'], token_logprobs: [null, -1, -2, -3] };
    const bytes = { ...lp, text_offset: [0, 2, 4, 6] };
    expect(() => continuationLogprob(bytes, 'é x', ' A', 'w')).toThrow(
      /^w: expected text_offset\[1\] to be 1 \(the characters.*found 2; the server counts offsets in UTF-8 bytes/,
    );
    // UTF-16 units: an emoji is two.
    const units = {
      tokens: ['🙂', ' A', '.'],
      token_logprobs: [null, -2, -3],
      text_offset: [0, 2, 4],
    };
    expect(() => continuationLogprob(units, '🙂', ' A', 'w')).toThrow(/in UTF-16 code units/);
  });

  it('byte offsets that drift by exactly the continuation length are an error too', () => {
    // One em dash: 3 bytes, 1 character, so every byte offset after it is 2 = len(" A") too far
    // and a token (the continuation's own) starts at character len(context + continuation), where
    // the generated one should.
    const context = 'Q: Which city — the capital?\nA:';
    const head = ['Q', ':', ' Which', ' city', ' —', ' the', ' capital', '?', '\n', 'A', ':'];
    for (const continuation of [' A', ' B', ' C']) {
      const tokens = [...head, continuation, '<gen>'];
      let at = 0;
      const text_offset = tokens.map((t) => (at += Buffer.byteLength(t)) - Buffer.byteLength(t));
      expect(text_offset.at(-2)).toBe(codePoints(context + continuation));
      const lp = { tokens, token_logprobs: [null, ...tokens.slice(1).map(() => -1)], text_offset };
      expect(() => continuationLogprob(lp, context, continuation, 'c')).toThrow(
        /expected text_offset\[5\] to be 15 .*found 17; the server counts offsets in UTF-8 bytes/,
      );
    }
  });

  it('tokens that do not spell the prompt sent are an error naming the token', () => {
    const other = served(['Q', ':', ' B', '.'], [null, -1, -2, -3]);
    expect(() => continuationLogprob(other, 'Q:', ' A', 'item "q1", choice 0')).toThrow(
      /^item "q1", choice 0: the token texts the server returned do not reproduce the prompt sent: token 2 " B" at character 2, where the prompt has " A"$/,
    );
    // Two generated tokens (or a prompt that was cut): the lengths differ.
    const long = served(['Q', ':', ' A', ' B', '.'], [null, -1, -2, -3, -4]);
    expect(() => continuationLogprob(long, 'Q:', ' A', 'w')).toThrow(/token 3 " B" at character 4/);
    const short = served(['Q', ':', ' A'], [null, -1, -2]);
    expect(() => continuationLogprob(short, 'Q:', ' A', 'w')).toThrow(
      /the tokens before the generated one end at character 2, the prompt has 4 \(" A" is missing\)/,
    );
  });

  it('byte-fallback pieces, token ids, raw pieces and an added start token are named', () => {
    const context = 'Q —';
    const fallback = (pieces: string[]) =>
      served(['Q', ' ', ...pieces, ' A', '.'], [null, -1, ...pieces.map(() => -1), -2, -3]);
    for (const pieces of [
      ['\uFFFD', '\uFFFD', '\uFFFD'],
      ['bytes:\\xe2\\x80', 'bytes:\\x94'],
    ]) {
      expect(() => continuationLogprob(fallback(pieces), context, ' A', 'w')).toThrow(
        /do not reproduce the prompt sent: token 2 .* byte-fallback pieces .* does not rebuild characters/,
      );
    }
    const ids = served(
      ['token_id:48', 'token_id:25', 'token_id:362', 'token_id:13'],
      [null, -1, -2, -3],
    );
    expect(() => continuationLogprob(ids, 'Q:', ' A', 'w')).toThrow(
      /token ids \("token_id:N"\), as vLLM sends them with --return-tokens-as-token-ids; turn that setting off/,
    );
    const raw = served(['Q', ':', '\u2581A', '.'], [null, -1, -2, -3]);
    expect(() => continuationLogprob(raw, 'Q:', ' A', 'w')).toThrow(/raw vocabulary pieces/);
    const bos = served(['<s>', 'Q', ':', ' A', '.'], [null, -1, -1, -2, -3]);
    expect(() => continuationLogprob(bos, 'Q:', ' A', 'w')).toThrow(
      /token 0 "<s>" at character 0, where the prompt has "Q: A";.*token 0 "<s>" is not part of the prompt \(a start-of-sequence token/,
    );
  });

  it('an empty token where the continuation starts is an error, elsewhere it is harmless', () => {
    const atBoundary = served(['Q', ':', '', ' A', '.'], [null, -1, -1, -2, -3]);
    expect(() => continuationLogprob(atBoundary, 'Q:', ' A', 'w')).toThrow(
      /token 2 is empty and sits at character 2, where the continuation starts/,
    );
    const atEnd = served(['Q', ':', ' A', '', '.'], [null, -1, -2, -1, -3]);
    expect(() => continuationLogprob(atEnd, 'Q:', ' A', 'w')).toThrow(
      /token 3 is empty and sits at character 4, where the continuation ends/,
    );
    const inside = served(['Q', '', ':', ' A', '', 'B', '.'], [null, -1, -1, -2, -0.5, -1, -3]);
    expect(continuationLogprob(inside, 'Q:', ' AB', 'w')).toEqual({ logprob: -3.5, tokens: 3 });
  });

  it('a token across the boundary is an error that names the token', () => {
    const lp = served(['Q', ': A', '.'], [null, -1, -3]);
    const call = () => continuationLogprob(lp, 'Q:', ' A', 'item "q1", choice 0');
    expect(call).toThrow(LoglikelihoodError);
    expect(call).toThrow(/item "q1", choice 0: .*token 1 ": A" at character 1 spans the boundary/);
  });

  it('no echoed prompt is fatal; a continuation token without a logprob is not', () => {
    const generatedOnly = served(['.'], [-1]);
    try {
      continuationLogprob(generatedOnly, 'Q:', ' A', 'w');
      expect.unreachable();
    } catch (error) {
      expect((error as LoglikelihoodError).fatal).toBe(true);
      expect((error as Error).message).toContain('echo: true');
    }
    const atEnd = { tokens: ['.'], token_logprobs: [-1], text_offset: [4] };
    expect(() => continuationLogprob(atEnd, 'Q:', ' A', 'w')).toThrow(/not echoed/);
    const nullValue = served(['Q', ' A', '.'], [null, null, -1]);
    try {
      continuationLogprob(nullValue, 'Q', ' A', 'w');
      expect.unreachable();
    } catch (error) {
      expect((error as LoglikelihoodError).fatal).toBe(false);
      expect((error as Error).message).toContain('expected a logprob for continuation token 1');
    }
  });
});

describe('harness.max_length: a prompt lm-eval would left-truncate is an error', () => {
  // lm-eval's hf model (models/huggingface.py, _loglikelihood_tokens) feeds the model
  // (context_enc + continuation_enc)[-(max_length + 1):][:-1] and scores the continuation's tokens.
  const lmEvalInput = (tokens: readonly string[], maxLength: number) =>
    tokens.slice(-(maxLength + 1)).slice(0, -1);
  // Context "Q: a b c" (5 tokens) and continuation " A B" (2), then the generated token.
  const prompt = ['Q', ':', ' a', ' b', ' c', ' A', ' B'];
  const lp = served([...prompt, '.'], [null, -1, -1, -1, -1, -0.25, -0.5, -9]);

  it('refused exactly when lm-eval would drop context tokens: 7 tokens fit max_length 6, not 5', () => {
    for (let maxLength = 1; maxLength <= 9; maxLength++) {
      const input = lmEvalInput(prompt, maxLength);
      // Untruncated, lm-eval's input is every token but the last, the context evalgate's sum has.
      const truncated = input.length < prompt.length - 1;
      const call = () =>
        continuationLogprob(lp, 'Q: a b c', ' A B', 'item "q1", choice 0', maxLength);
      if (truncated) expect(call, String(maxLength)).toThrow(LoglikelihoodError);
      else expect(call(), String(maxLength)).toEqual({ logprob: -0.75, tokens: 2 });
      expect(truncated).toBe(maxLength < 6);
    }
    expect(() => continuationLogprob(lp, 'Q: a b c', ' A B', 'item "q1", choice 0', 5)).toThrow(
      'item "q1", choice 0: the prompt is 7 tokens as the server tokenized it (context and continuation), more than harness.max_length + 1 = 6: lm-eval would cut its first 1 tokens ((context + continuation)[-(max_length + 1):][:-1]) and score the continuation on less context; evalgate sends text and cannot cut tokens, so the item is an error rather than another loglikelihood',
    );
    // Without a limit, any length is scored.
    expect(continuationLogprob(lp, 'Q: a b c', ' A B', 'w').logprob).toBe(-0.75);
  });

  it('the limit goes into the item’s request', () => {
    const request = choiceRequest(item(['x', 'y']), 'Answer:', { ...letters, maxLength: 2048 });
    expect(request.maxLength).toBe(2048);
    expect(choiceRequest(item(['x', 'y']), 'Answer:', letters)).not.toHaveProperty('maxLength');
  });
});

describe("lm-eval's acc and acc_norm", () => {
  it('argmax takes the first of equal values, as numpy does', () => {
    expect(argmax([-1, -0.5, -0.5, -2])).toBe(1);
    expect(argmax([-3])).toBe(0);
  });

  it('acc_norm divides by the target length, so a longer likely choice can win', () => {
    const score = scoreChoices([-2, -3], [1, 6], 1);
    expect(score).toEqual({ gold: 1, pred: 0, predNorm: 1, acc: false, accNorm: true });
    // -1/1 = -2/2: the first index wins the tie.
    expect(scoreChoices([-1, -2], [1, 2], 1).predNorm).toBe(0);
  });
});

describe('config: output, grader and providers must fit together', () => {
  const base = {
    version: 1,
    suite: 's',
    dataset: { path: 'd.jsonl' },
    harness: { preset: 'mmlu', output: 'loglikelihood' },
    grader: { kind: 'loglikelihood', metric: 'acc_norm' },
    models: [
      { id: 'm', provider: 'openai', api: 'completions', base_url: 'http://x/v1', model: 'm' },
    ],
  };
  const problems = (changes: Record<string, unknown>) => {
    try {
      parseConfig(JSON.stringify({ ...base, ...changes }), 'evalgate.yml');
      return [];
    } catch (error) {
      return [...(error as InputError).details];
    }
  };

  it('harness.max_length only with harness.output loglikelihood', () => {
    expect(problems({ harness: { ...base.harness, max_length: 2048 } })).toEqual([]);
    expect(
      problems({ harness: { preset: 'mmlu', max_length: 2048 }, grader: { kind: 'choice' } }),
    ).toEqual([
      expect.stringMatching(/harness\.max_length: expected no value unless .*, found 2048$/),
    ]);
  });

  it('accepts a loglikelihood suite on a completions endpoint, a replay or a floor', () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        models: [
          { id: 'r', provider: 'replay', cassette: 'c.jsonl' },
          { id: 'b', provider: 'baseline', strategy: 'first' },
        ],
      }),
    ).toEqual([]);
  });

  it('names the key that does not fit', () => {
    expect(problems({ grader: { kind: 'choice' } })).toEqual([
      expect.stringMatching(
        /grader\.kind: expected "loglikelihood" with harness\.output loglikelihood, found "choice"$/,
      ),
    ]);
    expect(problems({ harness: { preset: 'mmlu' } })).toEqual([
      expect.stringMatching(
        /harness\.output: expected "loglikelihood" for grader kind .*found nothing/,
      ),
    ]);
    expect(problems({ harness: { template: '{{question}}', output: 'loglikelihood' } })).toEqual([
      expect.stringMatching(/harness\.mode: expected "completion" .*default "chat"/),
    ]);
    const models = [
      { id: 'c', provider: 'openai', base_url: 'http://x/v1', model: 'm' },
      { id: 'a', provider: 'anthropic', model: 'claude' },
    ];
    expect(problems({ models })).toEqual([
      expect.stringMatching(/models\[0\]\.api: expected "completions" .*found nothing \(chat\)/),
      expect.stringMatching(/models\[1\]\.provider: expected "openai" .*, found "anthropic"$/),
    ]);
    expect(
      problems({ harness: { preset: 'mmlu', choice_target: 'text' }, grader: { kind: 'choice' } }),
    ).toEqual([
      expect.stringMatching(/harness\.choice_target: expected no value unless .*, found "text"$/),
    ]);
  });
});
