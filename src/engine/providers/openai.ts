import { openaiSampling } from '../../core/config/reasoning.js';
import type { ModelEntry } from '../../core/config/schema.js';
import type { Prompt } from '../../core/prompt/types.js';
import type { HttpClient } from '../http.js';
import { errorFromResponse, parseJsonBody, postOrFail } from './http-errors.js';
import { loglikelihoodBody, loglikelihoodText } from './openai-loglikelihood.js';
import { cutOff, responsesBody, responsesReply } from './openai-responses.js';
import { ProviderError, type ModelCall, type ModelClient, type ModelReply } from './types.js';
import { replyUsage } from './usage.js';

/**
 * Any OpenAI-compatible endpoint (OpenAI, Azure-style deployments, OpenRouter, vLLM, Ollama,
 * relays): chat completions, legacy completions with `api: completions`, or OpenAI's Responses
 * API with `api: responses` (see openai-responses.ts).
 *
 * Requests go through evalgate's own node:http client rather than the `openai` SDK: the SDK runs
 * on fetch, which costs about 2.5x more CPU per request on the hot path (see engine/http.ts), and
 * it adds its own retry loop that would hide 429s from the scheduler's rate limiting.
 */
export function openaiClient(
  entry: ModelEntry,
  headers: Record<string, string>,
  http: HttpClient,
  keyHint: string,
): ModelClient {
  const baseUrl = entry.base_url!.replace(/\/+$/, '');
  const api = entry.api ?? 'chat';
  const path = { chat: 'chat/completions', completions: 'completions', responses: 'responses' };
  const url = `${baseUrl}/${path[api === 'completions' || api === 'responses' ? api : 'chat']}`;
  const who = `model "${entry.id}"`;
  const limits = { timeoutMs: entry.timeout_s * 1000, maxBytes: entry.max_response_bytes };
  const allHeaders = { 'content-type': 'application/json', ...headers };

  const requestBody = (call: ModelCall): Record<string, unknown> => {
    if (call.loglikelihood) return loglikelihoodBody(entry.model, call);
    if (api === 'responses') return responsesBody(entry, call, messagesOf(call.prompt));
    const { decoding } = call;
    const body: Record<string, unknown> = { model: entry.model };
    if (api === 'completions') body.prompt = promptText(call.prompt);
    else body.messages = messagesOf(call.prompt);
    // A reasoning model takes reasoning_effort and max_completion_tokens, and no sampling.
    Object.assign(body, openaiSampling(entry, decoding));
    if (decoding.seed !== undefined) body.seed = decoding.seed;
    if (decoding.stop?.length) body.stop = decoding.stop;
    return body;
  };

  /** The answer in a response body: a synchronous one, or one line of a batch's output. */
  const parseReply = (json: unknown, call: ModelCall): ModelReply => {
    const data = json as OpenAIResponse;
    if (call.loglikelihood) return reply(data, loglikelihoodText(data, call, who));
    if (api === 'responses') return responsesReply(json, who);
    const choice = data.choices?.[0];
    // Only the answer is graded: a reasoning model's reasoning (reasoning_content and the like,
    // which some servers return beside it) never is.
    const text = api === 'completions' ? choice?.text : choice?.message?.content;
    if (choice?.finish_reason === 'length' && (text === null || text === '')) {
      throw cutOff(who, 'finish_reason "length"', reasoningTokens(data));
    }
    if (typeof text !== 'string') {
      if (choice?.message && choice.message.content === null) {
        // A refusal is an answer (a wrong one); no text at all (a tool call) is this item's error.
        if (typeof choice.message.refusal === 'string') return reply(data, choice.message.refusal);
        throw new ProviderError(
          `${who}: the response has no text (choices[0].message.content is null${choice.finish_reason ? `, finish_reason ${JSON.stringify(choice.finish_reason)}` : ''})`,
          'item',
        );
      }
      throw new ProviderError(
        `${who}: the response has no ${api === 'completions' ? 'choices[0].text' : 'choices[0].message.content'}`,
        'retryable',
      );
    }
    return reply(data, text);
  };

  return {
    identity: { provider: 'openai', baseUrl, model: entry.model ?? null },
    requestBody,
    async send(call, signal): Promise<ModelReply> {
      const body = JSON.stringify(requestBody(call));
      const response = await postOrFail(http, url, body, allHeaders, { ...limits, signal }, who);
      if (response.status !== 200) throw errorFromResponse(response, who, keyHint);
      return parseReply(parseJsonBody(response.body, who), call);
    },
    parseReply,
    close: () => http.close(),
  };
}

interface OpenAIResponse {
  model?: string;
  system_fingerprint?: string | null;
  choices?: {
    text?: string;
    finish_reason?: string | null;
    message?: { content?: string | null; refusal?: string | null };
  }[];
  /** Read by replyUsage only: what a server sends there is not trusted to be a token count. */
  usage?: unknown;
}

/**
 * Chat and legacy completions count tokens alike. completion_tokens already includes the
 * reasoning tokens (cost is counted on it alone); reasoning_tokens tells that part.
 */
const USAGE_FIELDS = {
  input: 'usage.prompt_tokens',
  output: 'usage.completion_tokens',
  reasoning: 'usage.completion_tokens_details.reasoning_tokens',
};

/** Reasoning tokens, which OpenAI counts inside completion_tokens; undefined when not reported. */
function reasoningTokens(data: OpenAIResponse): number | undefined {
  return replyUsage(data, USAGE_FIELDS).usage.reasoning_tokens;
}

function reply(data: OpenAIResponse, text: string): ModelReply {
  return {
    text,
    model: typeof data.model === 'string' ? data.model : null,
    systemFingerprint: typeof data.system_fingerprint === 'string' ? data.system_fingerprint : null,
    ...replyUsage(data, USAGE_FIELDS),
  };
}

/** A completion-mode prompt sent to a chat endpoint becomes one user message. */
function messagesOf(prompt: Prompt): readonly { role: string; content: string }[] {
  return prompt.mode === 'chat' ? prompt.messages : [{ role: 'user', content: prompt.text }];
}

function promptText(prompt: Prompt): string {
  return prompt.mode === 'completion'
    ? prompt.text
    : prompt.messages.map((m) => m.content).join('\n\n');
}
