import { describe, expect, it } from 'vitest';
import { clipPair } from '../../../src/core/report/format.js';

describe('clipPair: two versions of a protocol value, each showing where they differ', () => {
  it('a judge whose model changed behind a long endpoint shows the models', () => {
    const judge = (model: string) => ({
      provider: 'openai',
      base_url: 'https://api.vendor-with-a-long-name.example/v1/deployments/eval',
      model,
      decoding: { temperature: 0, top_p: 1, max_tokens: 256 },
    });
    expect(clipPair(judge('gpt-4o-2024-08-06'), judge('gpt-4o-2024-11-20'))).toEqual([
      '{"model":"gpt-4o-2024-08-06"}',
      '{"model":"gpt-4o-2024-11-20"}',
    ]);
  });

  it('nested differences narrow to the differing key, whose short value is shown whole', () => {
    const long = 'x'.repeat(90);
    expect(clipPair({ a: long, d: { t: 0, m: 16 } }, { a: long, d: { t: 0, m: 32 } })).toEqual([
      '{"d":{"t":0,"m":16}}',
      '{"d":{"t":0,"m":32}}',
    ]);
    expect(clipPair({ t: 0 }, { t: 1 })).toEqual(['{"t":0}', '{"t":1}']);
    expect(clipPair('a', 'b')).toEqual(['a', 'b']);
  });

  it('an absent side is shown as nothing, never a crash', () => {
    expect(clipPair(undefined, { size: 10 })).toEqual(['', '{"size":10}']);
    expect(clipPair('abc', undefined)).toEqual(['abc', '']);
  });

  it('a key only one side has is shown on that side', () => {
    const long = 'y'.repeat(90);
    expect(clipPair({ a: long }, { a: long, extra: true })).toEqual(['{}', '{"extra":true}']);
  });
});
