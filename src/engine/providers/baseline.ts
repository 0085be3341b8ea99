import { createHash } from 'node:crypto';
import type { ModelEntry } from '../../core/config/schema.js';
import type { ModelCall, ModelClient } from './types.js';

const LETTERS = 'ABCDEFGHIJ';

/**
 * Reference floors any real model must beat, computed locally: a seeded random guess (chance
 * level), always the first choice, or always the longest choice (a common test-writing bias).
 * They answer with a choice letter, so they run offline through the same grader as real models
 * (under `harness.output: loglikelihood`, with loglikelihoods that make the picked choice win).
 */
export function baselineClient(entry: ModelEntry, seed: string): ModelClient {
  const strategy = entry.strategy!;
  const pick = (call: ModelCall): number => {
    const choices = Array.isArray(call.item.row.choices) ? call.item.row.choices.map(String) : [];
    if (choices.length === 0) return -1;
    if (strategy === 'first') return 0;
    if (strategy === 'longest') {
      let best = 0;
      for (let i = 1; i < choices.length; i++) {
        if ([...choices[i]!].length > [...choices[best]!].length) best = i;
      }
      return best;
    }
    const digest = createHash('sha256')
      .update(`${seed}\u0000${call.repeat}\u0000${String(call.item.id)}`)
      .digest();
    return digest.readUInt32BE(0) % choices.length;
  };
  return {
    identity: { provider: 'baseline', baseUrl: null, model: `baseline/${strategy}` },
    requestBody: (call) => ({ strategy, id: call.item.id, repeat: call.repeat }),
    send: async (call) => {
      const index = pick(call);
      // Loglikelihood suites: the picked choice is the likeliest under acc and acc_norm alike.
      const lls = call.loglikelihood?.continuations.map((_, i) => (i === index ? 0 : -1));
      return {
        text: lls ? JSON.stringify(lls) : index < 0 ? '' : LETTERS[index]!,
        model: `baseline/${strategy}`,
        systemFingerprint: null,
        usage: { input_tokens: 0, output_tokens: 0 },
      };
    },
    close: () => undefined,
  };
}
