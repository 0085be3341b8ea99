import { describe, expect, it } from 'vitest';
import { responsesReply } from '../../../src/engine/providers/openai-responses.js';
import { ProviderError } from '../../../src/engine/providers/types.js';

const who = 'model "m"';

const message = (...texts: string[]) => ({
  type: 'message',
  role: 'assistant',
  content: texts.map((text) => ({ type: 'output_text', text, annotations: [] })),
});

function failure(body: unknown): ProviderError {
  try {
    responsesReply(body, who);
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('reading a Responses API answer', () => {
  it('joins the output_text parts of every message item, skipping reasoning items', () => {
    const reply = responsesReply(
      {
        model: 'o-mini-2026',
        status: 'completed',
        output: [
          { type: 'reasoning', summary: [{ type: 'summary_text', text: 'The answer is (B).' }] },
          message('The answer ', 'is '),
          { type: 'web_search_call', id: 'ws_1' },
          message('(C).'),
        ],
        usage: {
          input_tokens: 12,
          output_tokens: 50,
          output_tokens_details: { reasoning_tokens: 44 },
        },
      },
      who,
    );
    expect(reply).toEqual({
      text: 'The answer is (C).',
      model: 'o-mini-2026',
      systemFingerprint: null,
      usage: { input_tokens: 12, output_tokens: 50, reasoning_tokens: 44 },
    });
  });

  it('a refusal with no text is the answer; a cut-off answer with text is kept', () => {
    const refused = { type: 'message', content: [{ type: 'refusal', refusal: 'I cannot help.' }] };
    expect(responsesReply({ status: 'completed', output: [refused] }, who).text).toBe(
      'I cannot help.',
    );
    const cut = {
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      output: [message('The answer is (')],
    };
    expect(responsesReply(cut, who).text).toBe('The answer is (');
  });

  it('no text: an item error when the limit or a filter cut it, retried when the body has none', () => {
    const limit = failure({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      output: [{ type: 'reasoning', summary: [] }],
      usage: { output_tokens: 16, output_tokens_details: { reasoning_tokens: 16 } },
    });
    expect(limit.disposition).toBe('item');
    expect(limit.message).toBe(
      'model "m": the response was cut off by the token limit before any answer (status "incomplete", incomplete_details.reason "max_output_tokens", after 16 reasoning tokens); raise decoding.max_tokens',
    );
    const filtered = failure({
      status: 'incomplete',
      incomplete_details: { reason: 'content_filter' },
      output: [],
    });
    expect(filtered.disposition).toBe('item');
    expect(filtered.message).toContain('"content_filter"');
    expect(failure({ status: 'completed', output: [] }).disposition).toBe('retryable');
    const failed = failure({ status: 'failed', error: { message: 'server overloaded' } });
    expect(failed.disposition).toBe('retryable');
    expect(failed.message).toContain('server overloaded');
  });
});
