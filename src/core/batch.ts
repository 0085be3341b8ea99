import { canonicalJson, sha256Hex } from './canonical.js';
import { DURATION, type ModelEntry } from './config/schema.js';

/**
 * The pure parts of batch runs: request ids, the request set's digest, deadlines and prices.
 *
 * A request's `custom_id` is a hash of its item id and repeat, never the raw id: item ids come
 * from the dataset and may hold any character or length, while Anthropic accepts 1-64 characters
 * of [a-zA-Z0-9_-] (OpenAI any string). 40 hex digits keep collisions out of reach.
 */
export function batchCustomId(itemId: string | number, repeat: number): string {
  return `eg_${sha256Hex(canonicalJson([String(itemId), repeat])).slice(0, 40)}`;
}

/** The exact set of requests a batch carries: another set is another batch. */
export function batchRequestDigest(
  requests: readonly { customId: string; body: unknown }[],
): string {
  return sha256Hex(canonicalJson(requests.map((r) => [r.customId, r.body])));
}

/** `max_wait` in seconds: a number of seconds, or a duration such as "6h". */
export function durationSeconds(value: number | string): number {
  if (typeof value === 'number') return value;
  const match = DURATION.exec(value);
  if (!match) throw new Error(`not a duration: ${value}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export interface Price {
  input_per_mtok: number;
  output_per_mtok: number;
}

/** The per-token price of a batch run: the explicit batch prices, else the discounted ones. */
export function batchPrice(price: NonNullable<ModelEntry['price']>): Price {
  const factor = 1 - price.batch_discount;
  return {
    input_per_mtok: price.batch_input_per_mtok ?? price.input_per_mtok * factor,
    output_per_mtok: price.batch_output_per_mtok ?? price.output_per_mtok * factor,
  };
}
