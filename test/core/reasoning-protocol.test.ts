import { describe, expect, it } from 'vitest';
import { protocolDifferences } from '../../src/core/diff.js';
import { slotProtocol } from '../../src/core/protocol.js';
import { cell, code } from '../../src/core/report/markdown.js';
import { decodingText } from '../../src/core/report/protocol-text.js';
import { record } from './report/report-fixtures.js';

const e = { cell, code };

describe("a reasoning slot's protocol", () => {
  const suite = (() => {
    const { protocol, protocol_id } = record({ build: 'b', n: 4, right: () => true });
    return { protocol, protocolId: protocol_id };
  })();

  it('a slot without reasoning or token_limit is measured under the suite protocol, id and all', () => {
    expect(slotProtocol(suite, { provider: 'openai' })).toBe(suite);
    expect(slotProtocol(suite, { provider: 'anthropic' })).toBe(suite);
  });

  it('a reasoning slot records what was sent, and another effort differs in the part named reasoning', () => {
    const low = slotProtocol(suite, { provider: 'openai', reasoning: { effort: 'low' } });
    const high = slotProtocol(suite, { provider: 'openai', reasoning: { effort: 'high' } });
    expect(low.protocolId).not.toBe(suite.protocolId);
    expect(low.protocolId).not.toBe(high.protocolId);
    expect(low.protocol.decoding).toMatchObject({
      temperature: null,
      top_p: null,
      token_limit: 'max_completion_tokens',
      reasoning: { effort: 'low' },
    });
    expect(protocolDifferences(low.protocol, high.protocol)).toEqual([
      { part: 'reasoning', old: { effort: 'low' }, new: { effort: 'high' } },
    ]);
    // Reasoning against a plain baseline: the sampling sent and the reasoning both changed.
    expect(protocolDifferences(suite.protocol, low.protocol).map((d) => d.part)).toEqual([
      'decoding',
      'reasoning',
    ]);
  });

  it('the protocol card says what was not sent and shows the effort or the budget', () => {
    const low = slotProtocol(suite, { provider: 'openai', reasoning: { effort: 'low' } });
    expect(decodingText(low.protocol.decoding, e)).toContain(
      'reasoning effort `low`, temperature: not sent (provider default), top_p: not sent (provider default), at most',
    );
    expect(decodingText(low.protocol.decoding, e)).toContain('(sent as `max_completion_tokens`)');
    const thinking = slotProtocol(suite, {
      provider: 'anthropic',
      reasoning: { budget_tokens: 1024 },
    });
    expect(decodingText(thinking.protocol.decoding, e)).toMatch(
      /^thinking budget 1024 tokens, temperature: not sent \(provider default\), top_p: not sent \(provider default\)/,
    );
    expect(decodingText(thinking.protocol.decoding, e)).not.toContain('sent as');
  });
});
