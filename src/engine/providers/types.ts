import type { ModelCall } from '../../core/plan.js';

export type { ModelCall } from '../../core/plan.js';

export interface ModelReply {
  text: string;
  /** The build identity the provider reported, e.g. OpenAI `model` and `system_fingerprint`. */
  model: string | null;
  systemFingerprint: string | null;
  /**
   * Tokens as the provider bills them. `reasoning_tokens`: the part of `output_tokens` a
   * reasoning model spent reasoning, where the provider reports it (OpenAI); absent otherwise.
   */
  usage: { input_tokens: number; output_tokens: number; reasoning_tokens?: number };
  /**
   * Set when the provider reported a token count that is none (`replyUsage` counted it as 0):
   * the first such field and what it held. The run warns once and never caches such a reply.
   */
  refusedUsage?: { field: string; found: unknown };
}

/**
 * A model endpoint. `requestBody` is the exact payload (no secrets), so the response cache and
 * cassettes can be keyed by what was actually asked.
 */
export interface ModelClient {
  readonly identity: { provider: string; baseUrl: string | null; model: string | null };
  requestBody(call: ModelCall): unknown;
  send(call: ModelCall, signal: AbortSignal): Promise<ModelReply>;
  /** The answer in a response body (`send` reads it so); batch results are read the same way. */
  parseReply?(body: unknown, call: ModelCall): ModelReply;
  close(): void;
}

/**
 * A failed request. `retryable` faults (429, 5xx, timeouts, resets) are retried with backoff;
 * `fatal` ones (bad key, unknown model, malformed request) stop the model's run at once, since
 * every other item would fail the same way.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly disposition: 'retryable' | 'fatal' | 'item',
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}
