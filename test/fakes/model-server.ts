/**
 * Fake model endpoints as real HTTP servers on 127.0.0.1, for tests and benchmarks.
 *
 * - `startOpenAIServer`: POST /v1/chat/completions, POST /v1/completions and POST /v1/responses.
 * - `startAnthropicServer`: POST /v1/messages (requires `anthropic-version` and `max_tokens`).
 *
 * Responses and error bodies have the shapes of the real APIs, so provider code parses the same
 * JSON it will see in production. Faults (429, 500, dropped sockets) are injected per distinct
 * request body and chosen from a hash of (seed, body): a replayed run sees the same faults, and a
 * body never fails more than `maxFaultsPerRequest` times, so a client with that many retries
 * always gets through.
 *
 * Prompt logprobs: a completions request with `echo: true` and `logprobs` gets, for each prompt of
 * its `prompt` list, the legacy shape `choices[i].logprobs.{tokens, token_logprobs, top_logprobs,
 * text_offset}` over the prompt's tokens plus one generated token (offsets in characters, the
 * first logprob null), as vLLM answers. By default (`promptLogprobs` unset) the tokens come from
 * `wordTokens` and each logprob from a hash of (`logprobSalt`, the text before the token, the
 * token); `promptLogprobs: 'none'` answers `logprobs: null`, as a server that ignores echo does.
 * `reshapeEcho` rewrites the choices last (drop or reorder `index`, offsets in bytes, ...).
 *
 * Standalone mode, so a benchmark's server does not compete with the client for a core:
 *
 *   npx tsx test/fakes/model-server.ts --port 0 --latency 50 [--kind openai|anthropic]
 *     [--answer letter-from-prompt|echo-first-letter|fixed:<text>] [--model <name>]
 *     [--dump-bodies FILE]
 *     [--api-key <key>] [--seed N --rate-429 F --rate-500 F --rate-drop F --retry-after S]
 *
 * prints `{"url":"http://127.0.0.1:PORT/v1"}` as one line on stdout and serves until SIGTERM or
 * SIGINT, then prints its stats as one JSON line on stderr. Answer strategies (`answerStrategy`):
 *
 * - `letter-from-prompt` (default): one of the option letters the prompt lists (`A.`, `B)`, `(C)`
 *   at the start of a line; A–D when there are none), picked by a hash of the prompt. Stable
 *   across runs, roughly chance-level accuracy.
 * - `echo-first-letter`: the first A–Z letter of the prompt, upper-cased; for plumbing checks where
 *   the test writes the prompt.
 * - `fixed:<text>`: always `<text>`.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export interface FakeRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body; `any` so tests can reach into provider-specific fields directly. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** 1-based count of requests with this exact body, this one included. */
  attempt: number;
  /** Text of the last user turn (chat, messages) or the prompt (completions). */
  prompt: string;
}

export interface FaultPlan {
  /** Fraction of distinct request bodies whose first attempts get 429 (with Retry-After). */
  rate429?: number;
  /** Fraction of distinct request bodies whose first attempts get 500. */
  rate500?: number;
  /** Fraction of distinct request bodies whose first attempts get the socket destroyed. */
  rateDrop?: number;
  /** Retry-After for 429s in seconds (header rounded up; `retry-after-ms` exact). Default 0. */
  retryAfterS?: number;
  /** A faulted body fails 1..this many attempts, then succeeds. Default 2. */
  maxFaultsPerRequest?: number;
  /** Faults are chosen from hash(seed, body), so runs are reproducible. Default 0. */
  seed?: number;
}

export interface FakeServerOptions {
  /** Delay before each answer, timer-based. Default 0. */
  latencyMs?: number;
  /** The text the "model" answers. */
  answer: (request: FakeRequest) => string;
  /**
   * The build identity reported back in the `model` field. Default 'fake-model-1'. A function of
   * the request plays a server whose served build changes while it runs (a new build behind an
   * unchanged endpoint and model name).
   */
  model?: string | ((request: FakeRequest) => string);
  /** OpenAI `system_fingerprint`; null when unset. */
  systemFingerprint?: string;
  /** When set, requests without the key (Bearer for OpenAI, x-api-key for Anthropic) get 401. */
  apiKey?: string;
  faults?: FaultPlan;
  /** Forces a status (e.g. 400, 404) for some requests; undefined lets the request through. */
  statusFor?: (request: FakeRequest) => number | undefined;
  /** Keep every request in `requests`. Default true; benchmarks turn it off. */
  recordRequests?: boolean;
  /** Port to listen on. Default 0 (any free port). */
  port?: number;
  /** Receives every request body as it arrived (benchmarks replay them from a bare client). */
  onBody?: (raw: string) => void;
  /** Prompt tokens and logprobs for echo + logprobs requests (see the file header). */
  promptLogprobs?: 'none' | ((prompt: string) => PromptTokens | undefined);
  /** Mixed into the default hash logprobs, so two fake builds score differently. */
  logprobSalt?: string;
  /**
   * Rewrites the echo choices before they are sent (one per prompt, in the prompt list's order),
   * to play servers that drop `index`, reorder results or count `text_offset` in other units.
   */
  reshapeEcho?: (choices: EchoChoice[], prompts: string[]) => Json[];
  /**
   * Plays a reasoning model (see `ReasoningMode`): requests its vendor would refuse get the
   * vendor's 400, and answers carry reasoning. Off by default.
   */
  reasoning?: ReasoningMode;
}

/**
 * A reasoning model, as OpenAI's o-series and GPT-5 and Anthropic's extended thinking behave.
 *
 * OpenAI: a body with `max_tokens`, a `temperature` or `top_p` other than 1, or a
 * `reasoning_effort` other than minimal, low, medium or high is refused with HTTP 400 and
 * OpenAI's error body (`param`, `code`). An answer spends `tokens` reasoning tokens first, reported
 * in `usage.completion_tokens_details.reasoning_tokens` and counted in `completion_tokens`; when
 * they reach `max_completion_tokens` the answer is empty with finish_reason "length". Chat answers
 * carry `message.reasoning_content`, as some compatible servers return it, naming another letter
 * than the answer. Responses API requests (/v1/responses) are refused for `max_tokens`,
 * `max_completion_tokens`, `reasoning_effort`, `seed` or `stop`, a `temperature` or `top_p` other
 * than 1, or a `reasoning.effort` OpenAI does not know; their answers start with a `reasoning`
 * item whose summary names another letter, and a cut-off answer is `status: "incomplete"`.
 *
 * Anthropic: a body with `thinking` must have `type: "enabled"`, `budget_tokens` >= 1024 and below
 * `max_tokens`, no `temperature` but 1, and no `top_p` or `top_k`; otherwise HTTP 400. Its answer
 * starts with a `thinking` block that names another letter than the answer (so a client that
 * grades it is caught), a `redacted_thinking` block, then the `text` block; the thinking counts
 * in `output_tokens`.
 */
export interface ReasoningMode {
  /** Reasoning tokens spent before each answer. Default 48. */
  tokens?: number | ((request: FakeRequest) => number);
}

/** One echoed prompt's result, as the fake answers it before `reshapeEcho`. */
// A type, not an interface, so that it is a Json record.
export type EchoChoice = {
  text: string;
  index: number;
  logprobs: {
    tokens: string[];
    token_logprobs: (number | null)[];
    top_logprobs: (Record<string, number | null> | null)[];
    text_offset: number[];
  } | null;
  finish_reason: 'length';
};

/** A prompt's tokens and their logprobs (the first is null, as nothing precedes it). */
export interface PromptTokens {
  tokens: string[];
  token_logprobs: (number | null)[];
}

export interface FakeServerStats {
  total: number;
  ok: number;
  /** Requests refused with a 4xx (a malformed or, in reasoning mode, a forbidden body). */
  rejected: number;
  status429: number;
  status500: number;
  dropped: number;
  connections: number;
}

export interface FakeServer {
  /** Base URL, e.g. http://127.0.0.1:PORT/v1. */
  url: string;
  requests: FakeRequest[];
  stats: FakeServerStats;
  close(): Promise<void>;
}

export function startOpenAIServer(options: FakeServerOptions): Promise<FakeServer> {
  return startServer(openAI, options);
}

export function startAnthropicServer(options: FakeServerOptions): Promise<FakeServer> {
  return startServer(anthropic, options);
}

/** The built-in answer strategies of the standalone mode (see the file header). */
export function answerStrategy(spec: string): (request: FakeRequest) => string {
  if (spec.startsWith('fixed:')) {
    const text = spec.slice('fixed:'.length);
    return () => text;
  }
  if (spec === 'echo-first-letter') {
    return (request) => /[A-Za-z]/.exec(request.prompt)?.[0]?.toUpperCase() ?? '';
  }
  if (spec === 'letter-from-prompt') {
    return (request) => {
      const listed = new Set<string>();
      for (const match of request.prompt.matchAll(/^[ \t]*\(?([A-J])[.):]/gm))
        listed.add(match[1]!);
      const letters = listed.size > 0 ? [...listed] : ['A', 'B', 'C', 'D'];
      return letters[bodyHash(request.prompt).lo % letters.length]!;
    };
  }
  throw new Error(
    `--answer: expected letter-from-prompt, echo-first-letter or fixed:<text>, got "${spec}"`,
  );
}

// ---------------------------------------------------------------------------------------------
// Dialects: what differs between the OpenAI and Anthropic endpoints.

export type Json = Record<string, unknown>;
type Headers = http.IncomingHttpHeaders;

interface Reply {
  text: string;
  truncated: boolean;
  inputTokens: number;
  outputTokens: number;
  serial: number;
  model: string;
  systemFingerprint: string | null;
  /** Echoed prompts with logprobs, one choice each (completions with echo and logprobs). */
  choices?: Json[];
  /** Reasoning mode: the reasoning tokens within `outputTokens` (OpenAI reports them). */
  reasoningTokens?: number;
  /** Reasoning mode, Anthropic with thinking: the thinking block's text. */
  thinking?: string;
}

interface Endpoint {
  /** The 400 message the real API gives for this body, or undefined when it is acceptable. */
  invalid(body: Json): string | undefined;
  /** The prompt shown to the answer strategy and the characters counted as input tokens. */
  prompt(body: Json): { text: string; chars: number };
  success(reply: Reply): Json;
  /** Choices for a request that asks for prompt logprobs; undefined for a plain request. */
  echo?(body: Json, options: FakeServerOptions, request: FakeRequest): Json[] | undefined | null;
  /** Reasoning mode: this endpoint's own refusals, in place of the dialect's. */
  reasoningRefusal?(body: Json): string | undefined;
}

interface Dialect {
  name: 'openai' | 'anthropic';
  endpoints: ReadonlyMap<string, Endpoint>;
  /** Reasoning mode: the whole 400 error body for a body the vendor refuses, or undefined. */
  reasoningRefusal(body: Json): string | undefined;
  /** Reasoning mode: the thinking text shown before the answer, or undefined for none. */
  thinking(body: Json, answer: string): string | undefined;
  /** A 401 or 400 for missing credentials or required headers, before the body is read. */
  refuse(
    headers: Headers,
    apiKey: string | undefined,
  ): { status: number; message: string } | undefined;
  errorBody(status: number, message: string): string;
  requestIdHeader: string;
  maxTokens(body: Json): unknown;
}

const openAI: Dialect = {
  name: 'openai',
  reasoningRefusal: openAIReasoningRefusal,
  thinking: (_, answer) => misleadingThought(answer),
  endpoints: new Map<string, Endpoint>([
    [
      '/v1/chat/completions',
      {
        invalid: (body) =>
          missingModel(body) ??
          (Array.isArray(body.messages) && body.messages.length > 0
            ? undefined
            : "'messages' must be a non-empty array"),
        prompt: (body) => conversationPrompt(body.messages as unknown[], undefined),
        success: (reply) => ({
          id: `chatcmpl-fake${reply.serial}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: reply.model,
          system_fingerprint: reply.systemFingerprint,
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: reply.text,
                refusal: null,
                // As OpenAI-compatible servers of reasoning models (vLLM, DeepSeek) return it.
                ...(reply.thinking === undefined ? {} : { reasoning_content: reply.thinking }),
              },
              logprobs: null,
              finish_reason: reply.truncated ? 'length' : 'stop',
            },
          ],
          usage: openAIUsage(reply),
        }),
      },
    ],
    [
      '/v1/completions',
      {
        invalid: (body) =>
          missingModel(body) ??
          (typeof body.prompt === 'string' ||
          (Array.isArray(body.prompt) && typeof body.prompt[0] === 'string')
            ? undefined
            : "'prompt' must be a string or an array of strings"),
        prompt: (body) => {
          const text = Array.isArray(body.prompt) ? String(body.prompt[0]) : String(body.prompt);
          return { text, chars: text.length };
        },
        success: (reply) => ({
          id: `cmpl-fake${reply.serial}`,
          object: 'text_completion',
          created: Math.floor(Date.now() / 1000),
          model: reply.model,
          system_fingerprint: reply.systemFingerprint,
          choices: reply.choices ?? [
            {
              text: reply.text,
              index: 0,
              logprobs: null,
              finish_reason: reply.truncated ? 'length' : 'stop',
            },
          ],
          usage: openAIUsage(reply),
        }),
        echo: echoChoices,
      },
    ],
    [
      '/v1/responses',
      {
        invalid: (body) =>
          missingModel(body) ??
          ((Array.isArray(body.input) && body.input.length > 0) || typeof body.input === 'string'
            ? undefined
            : "'input' must be a string or a non-empty array"),
        prompt: (body) =>
          typeof body.input === 'string'
            ? { text: body.input, chars: body.input.length + contentText(body.instructions).length }
            : conversationPrompt(body.input as unknown[], body.instructions),
        success: responsesSuccess,
        reasoningRefusal: responsesReasoningRefusal,
      },
    ],
  ]),
  refuse(headers, apiKey) {
    if (apiKey === undefined || headers.authorization === `Bearer ${apiKey}`) return undefined;
    return {
      status: 401,
      message:
        headers.authorization === undefined
          ? "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
          : 'Incorrect API key provided.',
    };
  },
  errorBody(status, message) {
    const type =
      status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';
    const code = status === 401 ? 'invalid_api_key' : status === 429 ? 'rate_limit_exceeded' : null;
    return JSON.stringify({ error: { message, type, param: null, code } });
  },
  requestIdHeader: 'x-request-id',
  maxTokens: (body) => body.max_output_tokens ?? body.max_completion_tokens ?? body.max_tokens,
};

const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

const anthropic: Dialect = {
  name: 'anthropic',
  reasoningRefusal: anthropicThinkingRefusal,
  thinking: (body, answer) => (isJson(body.thinking) ? misleadingThought(answer) : undefined),
  endpoints: new Map<string, Endpoint>([
    [
      '/v1/messages',
      {
        invalid: (body) =>
          missingModel(body) ??
          (typeof body.max_tokens === 'number' ? undefined : 'max_tokens: Field required') ??
          (Array.isArray(body.messages) && body.messages.length > 0
            ? undefined
            : 'messages: Field required (a non-empty array)'),
        prompt: (body) => conversationPrompt(body.messages as unknown[], body.system),
        success: (reply) => ({
          id: `msg_fake${reply.serial}`,
          type: 'message',
          role: 'assistant',
          model: reply.model,
          content: [
            ...(reply.thinking === undefined
              ? []
              : [
                  {
                    type: 'thinking',
                    thinking: reply.thinking,
                    signature: `sig_fake${reply.serial}`,
                  },
                  { type: 'redacted_thinking', data: `redacted_fake${reply.serial}` },
                ]),
            { type: 'text', text: reply.text },
          ],
          stop_reason: reply.truncated ? 'max_tokens' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: reply.inputTokens, output_tokens: reply.outputTokens },
        }),
      },
    ],
  ]),
  refuse(headers, apiKey) {
    if (apiKey !== undefined && headers['x-api-key'] !== apiKey) {
      return { status: 401, message: 'invalid x-api-key' };
    }
    if (headers['anthropic-version'] === undefined) {
      return { status: 400, message: 'anthropic-version: header is required' };
    }
    return undefined;
  },
  errorBody(status, message) {
    const type =
      ANTHROPIC_ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
    return JSON.stringify({ type: 'error', error: { type, message } });
  },
  requestIdHeader: 'request-id',
  maxTokens: (body) => body.max_tokens,
};

function missingModel(body: Json): string | undefined {
  return typeof body.model === 'string' && body.model !== ''
    ? undefined
    : 'model: a model parameter is required';
}

function openAIUsage(reply: Reply): Json {
  return {
    prompt_tokens: reply.inputTokens,
    completion_tokens: reply.outputTokens,
    total_tokens: reply.inputTokens + reply.outputTokens,
    ...(reply.reasoningTokens === undefined
      ? {}
      : { completion_tokens_details: { reasoning_tokens: reply.reasoningTokens } }),
  };
}

const EFFORTS = ['minimal', 'low', 'medium', 'high'];

/** What OpenAI answers a reasoning model's request with a parameter it does not support. */
function openAIReasoningRefusal(body: Json): string | undefined {
  const refuse = (message: string, param: string, code: string) =>
    JSON.stringify({ error: { message, type: 'invalid_request_error', param, code } });
  if ('max_tokens' in body) {
    return refuse(
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      'max_tokens',
      'unsupported_parameter',
    );
  }
  for (const key of ['temperature', 'top_p']) {
    if (key in body && body[key] !== 1) {
      return refuse(
        `Unsupported value: '${key}' does not support ${JSON.stringify(body[key])} with this model. Only the default (1) value is supported.`,
        key,
        'unsupported_value',
      );
    }
  }
  if ('reasoning_effort' in body && !EFFORTS.includes(body.reasoning_effort as string)) {
    return refuse(
      `Invalid value: ${JSON.stringify(body.reasoning_effort)}. Supported values are: 'minimal', 'low', 'medium', and 'high'.`,
      'reasoning_effort',
      'invalid_value',
    );
  }
  return undefined;
}

/**
 * A Responses API answer: in reasoning mode a `reasoning` item first (its summary names another
 * letter than the answer), then the `message` item with the text as one `output_text` part. An
 * answer the token limit cut off is `status: "incomplete"` with `incomplete_details.reason
 * "max_output_tokens"`, and has no message item when no text is left.
 */
function responsesSuccess(reply: Reply): Json {
  const reasoning = reply.reasoningTokens ?? 0;
  return {
    id: `resp_fake${reply.serial}`,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: reply.truncated ? 'incomplete' : 'completed',
    error: null,
    incomplete_details: reply.truncated ? { reason: 'max_output_tokens' } : null,
    instructions: null,
    model: reply.model,
    output: [
      ...(reply.thinking === undefined
        ? []
        : [
            {
              type: 'reasoning',
              id: `rs_fake${reply.serial}`,
              summary: [{ type: 'summary_text', text: reply.thinking }],
            },
          ]),
      ...(reply.truncated && reply.text === ''
        ? []
        : [
            {
              type: 'message',
              id: `msg_fake${reply.serial}`,
              role: 'assistant',
              status: reply.truncated ? 'incomplete' : 'completed',
              content: [{ type: 'output_text', text: reply.text, annotations: [], logprobs: [] }],
            },
          ]),
    ],
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    temperature: null,
    top_p: null,
    metadata: {},
    usage: {
      input_tokens: reply.inputTokens,
      input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
      output_tokens: reply.outputTokens,
      output_tokens_details: { reasoning_tokens: reasoning },
      total_tokens: reply.inputTokens + reply.outputTokens,
    },
  };
}

/**
 * What OpenAI answers a Responses API request to a reasoning model that it does not support:
 * chat's token-limit names and `reasoning_effort` (the Responses API has `max_output_tokens` and
 * `reasoning.effort`), seed and stop (it has neither), a `temperature` or `top_p` other than 1,
 * an unknown effort.
 */
function responsesReasoningRefusal(body: Json): string | undefined {
  const refuse = (message: string, param: string, code: string) =>
    JSON.stringify({ error: { message, type: 'invalid_request_error', param, code } });
  for (const key of ['max_tokens', 'max_completion_tokens', 'reasoning_effort', 'seed', 'stop']) {
    if (key in body) {
      return refuse(`Unsupported parameter: '${key}'.`, key, 'unsupported_parameter');
    }
  }
  for (const key of ['temperature', 'top_p']) {
    if (key in body && body[key] !== 1) {
      return refuse(
        `Unsupported parameter: '${key}' is not supported with this model.`,
        key,
        'unsupported_parameter',
      );
    }
  }
  const effort = isJson(body.reasoning) ? body.reasoning.effort : undefined;
  if (effort !== undefined && !EFFORTS.includes(effort as string)) {
    return refuse(
      `Invalid value: ${JSON.stringify(effort)}. Supported values are: 'minimal', 'low', 'medium', and 'high'.`,
      'reasoning.effort',
      'invalid_value',
    );
  }
  return undefined;
}

/** What Anthropic answers a request with extended thinking that breaks its rules. */
function anthropicThinkingRefusal(body: Json): string | undefined {
  const thinking = body.thinking;
  if (thinking === undefined) return undefined;
  const refuse = (message: string) =>
    JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message } });
  if (!isJson(thinking) || thinking.type !== 'enabled') {
    return refuse("thinking.type: Input should be 'enabled' or 'disabled'");
  }
  const budget = thinking.budget_tokens;
  if (typeof budget !== 'number' || !Number.isInteger(budget) || budget < 1024) {
    return refuse('thinking.enabled.budget_tokens: Input should be greater than or equal to 1024');
  }
  if (typeof body.max_tokens === 'number' && budget >= body.max_tokens) {
    return refuse(
      '`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size',
    );
  }
  if ('temperature' in body && body.temperature !== 1) {
    return refuse(
      '`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#feature-compatibility',
    );
  }
  for (const key of ['top_p', 'top_k']) {
    if (key in body) {
      return refuse(
        `\`${key}\` is not supported when thinking is enabled. Please consult our documentation at https://docs.claude.com/en/docs/build-with-claude/extended-thinking#feature-compatibility`,
      );
    }
  }
  return undefined;
}

/** A thought that settles on another letter than the answer: grading it would be caught. */
function misleadingThought(answer: string): string {
  const letter = /[A-D]/.exec(answer)?.[0];
  const other = letter ? 'ABCD'[('ABCD'.indexOf(letter) + 1) % 4]! : 'B';
  return `Let me weigh the options. The answer is (${other}).`;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text of a message's content: a string, or the text parts of an array of blocks. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let text = '';
  for (const part of content) {
    const value = (part as { text?: unknown } | null)?.text;
    if (typeof value === 'string') text += value;
  }
  return text;
}

function conversationPrompt(messages: unknown[], system: unknown): { text: string; chars: number } {
  let chars = contentText(system).length;
  let text = '';
  for (const message of messages) {
    const { role, content } = (message ?? {}) as { role?: unknown; content?: unknown };
    const turn = contentText(content);
    chars += turn.length;
    if (role === 'user') text = turn;
  }
  return { text, chars };
}

/** A deterministic stand-in tokenizer: leading whitespace joins the word or mark after it. */
export function wordTokens(text: string): string[] {
  return text.match(/\s*[\p{L}\p{N}_]+|\s*[^\s\p{L}\p{N}_]|\s+/gu) ?? [];
}

/** Logprobs in (-8, 0) from a hash of (salt, the text before each token, the token). */
export function hashLogprobs(prompt: string, salt = ''): PromptTokens {
  const tokens = wordTokens(prompt);
  const token_logprobs: (number | null)[] = [];
  let prefix = bodyHash(salt).lo;
  for (const token of tokens) {
    const h = mix32(prefix ^ bodyHash(token).hi);
    token_logprobs.push(token_logprobs.length === 0 ? null : -8 * ((h + 1) / (2 ** 32 + 1)));
    prefix = mix32(prefix ^ bodyHash(token).lo);
  }
  return { tokens, token_logprobs };
}

/**
 * Choices with prompt logprobs for a completions body with echo and logprobs: undefined when the
 * body does not ask for them, null when `promptLogprobs` knows no answer for a prompt.
 */
function echoChoices(
  body: Json,
  options: FakeServerOptions,
  request: FakeRequest,
): Json[] | undefined | null {
  if (body.echo !== true || typeof body.logprobs !== 'number') return undefined;
  const prompts = Array.isArray(body.prompt) ? body.prompt.map(String) : [String(body.prompt)];
  const source = options.promptLogprobs;
  const out: EchoChoice[] = [];
  for (const [index, prompt] of prompts.entries()) {
    const generated = wordTokens(options.answer({ ...request, prompt }))[0] ?? '.';
    if (source === 'none') {
      out.push({ text: prompt + generated, index, logprobs: null, finish_reason: 'length' });
      continue;
    }
    const found = source === undefined ? hashLogprobs(prompt, options.logprobSalt) : source(prompt);
    if (found === undefined) return null;
    const last = hashLogprobs(prompt + generated, options.logprobSalt).token_logprobs.at(-1);
    const tokens = [...found.tokens, generated];
    const token_logprobs = [...found.token_logprobs, last ?? -1];
    const text_offset: number[] = [];
    let at = 0;
    for (const token of tokens) {
      text_offset.push(at);
      at += [...token].length;
    }
    const top_logprobs = tokens.map((token, i) =>
      i === 0 ? null : { [token]: token_logprobs[i]! },
    );
    out.push({
      text: prompt + generated,
      index,
      logprobs: { tokens, token_logprobs, top_logprobs, text_offset },
      finish_reason: 'length',
    });
  }
  return options.reshapeEcho ? options.reshapeEcho(out, prompts) : out;
}

// ---------------------------------------------------------------------------------------------
// The server.

const estimateTokens = (chars: number) => Math.ceil(chars / 4);

async function startServer(dialect: Dialect, options: FakeServerOptions): Promise<FakeServer> {
  const faults = faultSettings(options.faults);
  const latencyMs = options.latencyMs ?? 0;
  const record = options.recordRequests ?? true;
  const { model: served = 'fake-model-1' } = options;
  const modelFor = typeof served === 'function' ? served : () => served;
  const systemFingerprint = options.systemFingerprint ?? null;
  const stats: FakeServerStats = {
    total: 0,
    ok: 0,
    rejected: 0,
    status429: 0,
    status500: 0,
    dropped: 0,
    connections: 0,
  };
  const requests: FakeRequest[] = [];
  const attempts = new Map<number, number>();
  let serial = 0;

  const server = http.createServer((req, res) => {
    stats.total++;
    const id = ++serial;
    const send = (status: number, body: string, extra?: Record<string, string>) => {
      const reply = () => {
        if (status >= 200 && status < 300) stats.ok++;
        else if (status === 429) stats.status429++;
        else if (status >= 400 && status < 500) stats.rejected++;
        else if (status === 500) stats.status500++;
        res.writeHead(status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [dialect.requestIdHeader]: `req_fake${id}`,
          ...extra,
        });
        res.end(body);
      };
      if (latencyMs > 0) setTimeout(reply, latencyMs);
      else reply();
    };
    const fail = (status: number, message: string) =>
      send(
        status,
        dialect.errorBody(status, message),
        status === 429 ? faults.retryAfter : undefined,
      );

    const path = (req.url ?? '').split('?', 1)[0]!;
    const endpoint = dialect.endpoints.get(path);
    if (endpoint === undefined || req.method !== 'POST') {
      req.resume();
      fail(404, `Invalid URL (${req.method} ${path})`);
      return;
    }
    const refusal = dialect.refuse(req.headers, options.apiKey);
    if (refusal) {
      req.resume();
      fail(refusal.status, refusal.message);
      return;
    }

    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw =
        chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      options.onBody?.(raw);
      let body: Json;
      try {
        body = JSON.parse(raw) as Json;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error();
      } catch {
        fail(400, 'We could not parse the JSON body of your request.');
        return;
      }
      const hash = bodyHash(raw);
      const key = hash.hi * 2 ** 32 + hash.lo;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);

      const problem = endpoint.invalid(body);
      const prompt = problem === undefined ? endpoint.prompt(body) : { text: '', chars: 0 };
      const request: FakeRequest = {
        path,
        headers: req.headers,
        body,
        attempt,
        prompt: prompt.text,
      };
      if (record) requests.push(request);

      const forced = options.statusFor?.(request);
      if (forced !== undefined) {
        fail(forced, http.STATUS_CODES[forced] ?? `status ${forced}`);
        return;
      }
      if (problem !== undefined) {
        fail(400, problem);
        return;
      }
      const refuses = endpoint.reasoningRefusal ?? dialect.reasoningRefusal;
      const refused = options.reasoning ? refuses(body) : undefined;
      if (refused !== undefined) {
        send(400, refused);
        return;
      }
      const fault = faults.pick(hash, attempt);
      if (fault === 'drop') {
        const drop = () => {
          stats.dropped++;
          req.socket.destroy();
        };
        if (latencyMs > 0) setTimeout(drop, latencyMs);
        else drop();
        return;
      }
      if (fault === 429) {
        fail(429, 'Rate limit reached for requests. Please try again later.');
        return;
      }
      if (fault === 500) {
        fail(500, 'The server had an error while processing your request. Sorry about that!');
        return;
      }

      const choices = endpoint.echo?.(body, options, request);
      if (choices === null) {
        fail(400, 'a prompt has no logprobs in this fake (promptLogprobs returned nothing)');
        return;
      }
      if (choices !== undefined) {
        const tokens = choices.reduce(
          (a, c) => a + ((c.logprobs as { tokens: unknown[] } | null)?.tokens.length ?? 0),
          0,
        );
        const reply: Reply = {
          ...{ text: '', truncated: true, serial: id, systemFingerprint, choices },
          model: modelFor(request),
          inputTokens: tokens - choices.length,
          outputTokens: choices.length,
        };
        send(200, JSON.stringify(endpoint.success(reply)));
        return;
      }
      let text = options.answer(request);
      let outputTokens = estimateTokens(text.length);
      const limit = dialect.maxTokens(body);
      const thinking = options.reasoning ? dialect.thinking(body, text) : undefined;
      let reasoningTokens = 0;
      if (thinking !== undefined) {
        const spend = options.reasoning!.tokens ?? 48;
        reasoningTokens = typeof spend === 'function' ? spend(request) : spend;
      }
      const truncated = typeof limit === 'number' && reasoningTokens + outputTokens > limit;
      if (truncated && typeof limit === 'number') {
        reasoningTokens = Math.min(reasoningTokens, limit);
        const room = limit - reasoningTokens;
        text = text.slice(0, room * 4);
        outputTokens = estimateTokens(text.length);
      }
      const reply: Reply = {
        text,
        truncated,
        inputTokens: estimateTokens(prompt.chars),
        // As the vendors bill it: the reasoning is output.
        outputTokens: outputTokens + reasoningTokens,
        serial: id,
        model: modelFor(request),
        systemFingerprint,
        ...(options.reasoning && dialect.name === 'openai' ? { reasoningTokens } : {}),
        ...(thinking === undefined ? {} : { thinking }),
      };
      send(200, JSON.stringify(endpoint.success(reply)));
    });
  });
  server.on('connection', () => stats.connections++);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    stats,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Fault selection.

type Fault = 429 | 500 | 'drop' | undefined;

function faultSettings(plan: FaultPlan = {}) {
  const rate429 = rate(plan.rate429, 'rate429');
  const rate500 = rate(plan.rate500, 'rate500');
  const rateDrop = rate(plan.rateDrop, 'rateDrop');
  if (rate429 + rate500 + rateDrop > 1) {
    throw new Error(
      `faults: rate429 + rate500 + rateDrop must be at most 1, got ${rate429 + rate500 + rateDrop}`,
    );
  }
  const maxFaults = plan.maxFaultsPerRequest ?? 2;
  if (!Number.isInteger(maxFaults) || maxFaults < 0) {
    throw new Error(`faults.maxFaultsPerRequest: expected an integer >= 0, got ${maxFaults}`);
  }
  const retryAfterS = plan.retryAfterS ?? 0;
  const seedA = mix32((plan.seed ?? 0) ^ 0x2545f491);
  const seedB = mix32((plan.seed ?? 0) ^ 0x68e31da4);
  const anyFaults = rate429 + rate500 + rateDrop > 0 && maxFaults > 0;
  return {
    retryAfter: {
      'retry-after': String(Math.ceil(retryAfterS)),
      'retry-after-ms': String(Math.round(retryAfterS * 1000)),
    },
    /** The fault for this attempt of the body with this hash, if any. */
    pick(hash: { lo: number; hi: number }, attempt: number): Fault {
      if (!anyFaults || attempt > maxFaults) return undefined;
      const which = mix32(hash.lo ^ seedA) / 2 ** 32;
      const failures = 1 + (mix32(hash.hi ^ seedB) % maxFaults);
      if (attempt > failures) return undefined;
      if (which < rate429) return 429;
      if (which < rate429 + rate500) return 500;
      if (which < rate429 + rate500 + rateDrop) return 'drop';
      return undefined;
    },
  };
}

function rate(value: number | undefined, name: string): number {
  if (value === undefined) return 0;
  if (!(value >= 0 && value <= 1)) {
    throw new Error(`faults.${name}: expected a fraction between 0 and 1, got ${value}`);
  }
  return value;
}

/** Two independent 32-bit FNV-style lanes over the UTF-16 code units, each finalised. */
function bodyHash(text: string): { lo: number; hi: number } {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return { lo: mix32(a ^ (b >>> 7)), hi: mix32(b ^ (a >>> 13)) };
}

/** The murmur3 32-bit finaliser: every input bit affects every output bit. */
function mix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Standalone mode.

async function serveFromCommandLine(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      latency: { type: 'string', default: '0' },
      kind: { type: 'string', default: 'openai' },
      answer: { type: 'string', default: 'letter-from-prompt' },
      model: { type: 'string' },
      'api-key': { type: 'string' },
      seed: { type: 'string' },
      'rate-429': { type: 'string' },
      'rate-500': { type: 'string' },
      'rate-drop': { type: 'string' },
      'retry-after': { type: 'string' },
      'dump-bodies': { type: 'string' },
    },
  });
  const number = (flag: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (value.trim() === '' || !Number.isFinite(parsed)) {
      throw new Error(`--${flag}: expected a number, got "${value}"`);
    }
    return parsed;
  };
  if (values.kind !== 'openai' && values.kind !== 'anthropic') {
    throw new Error(`--kind: expected openai or anthropic, got "${values.kind}"`);
  }
  const start = values.kind === 'openai' ? startOpenAIServer : startAnthropicServer;
  const server = await start({
    port: number('port', values.port),
    latencyMs: number('latency', values.latency),
    answer: answerStrategy(values.answer),
    model: values.model,
    apiKey: values['api-key'],
    recordRequests: false,
    ...(values['dump-bodies'] ? { onBody: bodyDump(values['dump-bodies']) } : {}),
    faults: {
      seed: number('seed', values.seed),
      rate429: number('rate-429', values['rate-429']),
      rate500: number('rate-500', values['rate-500']),
      rateDrop: number('rate-drop', values['rate-drop']),
      retryAfterS: number('retry-after', values['retry-after']),
    },
  });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  const stop = () => {
    process.stderr.write(`${JSON.stringify(server.stats)}\n`);
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Keeps every request body, to write them to `file` one per line when the server stops. */
function bodyDump(file: string): (raw: string) => void {
  const bodies: string[] = [];
  process.once('exit', () => {
    writeFileSync(file, bodies.map((b) => `${b.replace(/\n/g, ' ')}\n`).join(''));
  });
  return (raw) => bodies.push(raw);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serveFromCommandLine(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(
      `model-server: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(2);
  });
}
