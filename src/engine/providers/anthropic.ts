import type { ModelEntry } from '../../core/config/schema.js';
import type { HttpClient } from '../http.js';
import { errorFromResponse, parseJsonBody, postOrFail } from './http-errors.js';
import { ProviderError, type ModelCall, type ModelClient, type ModelReply } from './types.js';
import { replyUsage } from './usage.js';

export const ANTHROPIC_VERSION = '2023-06-01';

/** Anthropic's Messages API (and compatible relays), over the same node:http client as openai. */
export function anthropicClient(
  entry: ModelEntry,
  headers: Record<string, string>,
  http: HttpClient,
  keyHint: string,
): ModelClient {
  const baseUrl = (entry.base_url ?? 'https://api.anthropic.com/v1').replace(/\/+$/, '');
  const url = `${baseUrl}/messages`;
  const who = `model "${entry.id}"`;
  const limits = { timeoutMs: entry.timeout_s * 1000, maxBytes: entry.max_response_bytes };
  const allHeaders = {
    'content-type': 'application/json',
    'anthropic-version': ANTHROPIC_VERSION,
    ...headers,
  };

  const requestBody = (call: ModelCall): Record<string, unknown> => {
    const { prompt, decoding } = call;
    const messages =
      prompt.mode === 'chat'
        ? prompt.messages.filter((m) => m.role !== 'system')
        : [{ role: 'user', content: prompt.text }];
    const system =
      prompt.mode === 'chat'
        ? prompt.messages
            .filter((m) => m.role === 'system')
            .map((m) => m.content)
            .join('\n\n')
        : '';
    const body: Record<string, unknown> = {
      model: entry.model,
      max_tokens: decoding.max_tokens,
      messages,
    };
    if (system) body.system = system;
    const budget = entry.reasoning?.budget_tokens;
    if (budget !== undefined) {
      // Extended thinking allows no temperature, top_p or top_k but the defaults.
      body.thinking = { type: 'enabled', budget_tokens: budget };
    } else {
      body.temperature = decoding.temperature;
      // Several Claude models reject temperature and top_p together; send top_p only when it matters.
      if (decoding.top_p !== 1) body.top_p = decoding.top_p;
    }
    if (decoding.stop?.length) body.stop_sequences = decoding.stop;
    return body;
  };

  /** The answer in a Messages response body: a synchronous one, or a batch result's message. */
  const parseReply = (json: unknown): ModelReply => {
    const data = json as AnthropicResponse;
    if (!Array.isArray(data.content)) {
      throw new ProviderError(`${who}: the response has no content list`, 'retryable');
    }
    // Text blocks only: thinking and redacted_thinking blocks are the model's reasoning, not its answer.
    const text = data.content
      .filter((block) => block.type === 'text' && typeof block.text === 'string')
      .map((block) => block.text)
      .join('');
    if (data.stop_reason === 'max_tokens' && text === '') {
      throw new ProviderError(
        `${who}: the response was cut off by the token limit before any answer (stop_reason "max_tokens"${entry.reasoning?.budget_tokens === undefined ? '' : ', with thinking'}); raise decoding.max_tokens`,
        'item',
      );
    }
    return {
      text,
      model: typeof data.model === 'string' ? data.model : null,
      systemFingerprint: null,
      ...replyUsage(data, { input: 'usage.input_tokens', output: 'usage.output_tokens' }),
    };
  };

  return {
    identity: { provider: 'anthropic', baseUrl, model: entry.model ?? null },
    requestBody,
    async send(call, signal): Promise<ModelReply> {
      const body = JSON.stringify(requestBody(call));
      const response = await postOrFail(http, url, body, allHeaders, { ...limits, signal }, who);
      // 529 "overloaded" is Anthropic's own retryable status; errorFromResponse treats >= 500 so.
      if (response.status !== 200) throw errorFromResponse(response, who, keyHint);
      return parseReply(parseJsonBody(response.body, who));
    },
    parseReply,
    close: () => http.close(),
  };
}

interface AnthropicResponse {
  model?: string;
  content?: { type: string; text?: string }[];
  stop_reason?: string | null;
  /** Read by replyUsage only: what a server sends there is not trusted to be a token count. */
  usage?: unknown;
}
