import { openaiSampling } from '../../core/config/reasoning.js';
import type { ModelEntry } from '../../core/config/schema.js';
import { ProviderError, type ModelCall, type ModelReply } from './types.js';
import { replyUsage } from './usage.js';

/**
 * OpenAI's Responses API (`api: responses`, POST /responses): the request body and how an answer
 * is read from a response.
 *
 * The chat messages go as `input` items with their roles, a system message included (as a
 * `system` item rather than `instructions`, so the input is the very messages a chat request
 * sends). The token limit is `max_output_tokens`; a reasoning entry sends `reasoning: {effort}`
 * and no sampling. Nothing is stored (`store: false`). The API takes no seed and no stop: a seed
 * is not sent, and a stop is refused when the config is read.
 */
export function responsesBody(
  entry: ModelEntry,
  call: ModelCall,
  messages: readonly { role: string; content: string }[],
): Record<string, unknown> {
  return {
    model: entry.model,
    input: messages.map((m) => ({ role: m.role, content: m.content })),
    ...openaiSampling(entry, call.decoding),
    store: false,
  };
}

interface ResponsesResponse {
  model?: string;
  status?: string;
  error?: { message?: string } | null;
  incomplete_details?: { reason?: string } | null;
  output?: {
    type?: string;
    content?: { type?: string; text?: string; refusal?: string }[];
  }[];
  /** Read by replyUsage only: what a server sends there is not trusted to be a token count. */
  usage?: unknown;
}

/** output_tokens includes the reasoning tokens, as chat's completion_tokens do. */
const USAGE_FIELDS = {
  input: 'usage.input_tokens',
  output: 'usage.output_tokens',
  reasoning: 'usage.output_tokens_details.reasoning_tokens',
};

/**
 * The answer in a Responses API body: the `output_text` parts of its `message` items, in order.
 * Reasoning items are never read, so a model's reasoning is never graded. A refusal with no text
 * is the answer (a wrong one), as on the chat path.
 */
export function responsesReply(json: unknown, who: string): ModelReply {
  const data = (json ?? {}) as ResponsesResponse;
  const counted = replyUsage(data, USAGE_FIELDS);
  const reasoning = counted.usage.reasoning_tokens;
  if (data.status === 'failed') {
    throw new ProviderError(
      `${who}: the response failed (status "failed"${data.error?.message ? `: ${data.error.message}` : ''})`,
      'retryable',
    );
  }
  let text: string | undefined;
  let refusal: string | undefined;
  for (const item of Array.isArray(data.output) ? data.output : []) {
    if (item?.type !== 'message' || !Array.isArray(item.content)) continue;
    for (const part of item.content) {
      if (part?.type === 'output_text' && typeof part.text === 'string') {
        text = (text ?? '') + part.text;
      } else if (part?.type === 'refusal' && typeof part.refusal === 'string') {
        refusal = (refusal ?? '') + part.refusal;
      }
    }
  }
  if (!text) {
    const reason = data.incomplete_details?.reason;
    if (data.status === 'incomplete' && reason === 'max_output_tokens') {
      throw cutOff(
        who,
        'status "incomplete", incomplete_details.reason "max_output_tokens"',
        reasoning,
      );
    }
    if (refusal !== undefined) text = refusal;
    else if (data.status === 'incomplete') {
      throw new ProviderError(
        `${who}: the response is incomplete with no text (incomplete_details.reason ${JSON.stringify(reason ?? null)})`,
        'item',
      );
    } else if (text === undefined) {
      throw new ProviderError(
        `${who}: the response has no output_text in a message item of output[]`,
        'retryable',
      );
    }
  }
  return {
    text,
    model: typeof data.model === 'string' ? data.model : null,
    // The Responses API reports no system_fingerprint: the build is its `model` alone.
    systemFingerprint: null,
    ...counted,
  };
}

/**
 * A response the token limit cut off before any answer: this item's error, which says what to
 * raise. `how` names the sign the response gave (a finish reason, an incomplete status).
 */
export function cutOff(who: string, how: string, reasoning: number | undefined): ProviderError {
  return new ProviderError(
    `${who}: the response was cut off by the token limit before any answer (${how}${reasoning ? `, after ${reasoning} reasoning tokens` : ''}); raise decoding.max_tokens`,
    'item',
  );
}
