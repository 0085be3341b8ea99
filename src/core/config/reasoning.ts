import { z } from 'zod';
import type { Decoding } from '../prompt/types.js';

/**
 * Reasoning models: a model entry's `reasoning` and `token_limit`, the vendors' rules for them,
 * and what a request under them carries. The rules are checked when the config is read, so a run
 * never spends a request the vendor would refuse.
 */

const REASONING_EFFORTS = ['minimal', 'low', 'medium', 'high'] as const;
const TOKEN_LIMITS = ['max_tokens', 'max_completion_tokens'] as const;

/** The token limit of an llm_judge's requests (the plan's judge decoding). */
export const JUDGE_MAX_TOKENS = 256;

/** OpenAI's Responses API refuses a max_output_tokens below this. */
const MIN_OUTPUT_TOKENS = 16;

/** Anthropic refuses a thinking budget below this many tokens. */
const MIN_THINKING_BUDGET = 1024;

export const reasoningSchema = z
  .strictObject({
    effort: z
      .enum(REASONING_EFFORTS)
      .optional()
      .describe('provider openai: sent as reasoning_effort'),
    budget_tokens: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        `provider anthropic: extended thinking, sent as thinking: {type: enabled, budget_tokens}; at least ${MIN_THINKING_BUDGET} and below decoding.max_tokens`,
      ),
  })
  .describe(
    "a reasoning model's setting, part of this slot's protocol: effort (openai) or budget_tokens (anthropic). Temperature and top_p are then not sent",
  );

export const tokenLimitSchema = z
  .enum(TOKEN_LIMITS)
  .describe(
    'provider openai: the request parameter that carries decoding.max_tokens. Default: max_completion_tokens when reasoning is set, max_tokens otherwise',
  );

type Reasoning = z.infer<typeof reasoningSchema>;
type TokenLimit = (typeof TOKEN_LIMITS)[number];

/** What of a model entry decides how it is asked (the parts of `ModelEntry` read here). */
export interface ReasoningEntry {
  provider: string;
  api?: string | undefined;
  reasoning?: Reasoning | undefined;
  token_limit?: TokenLimit | undefined;
}

/** Whether an entry's requests follow a reasoning model's rules (an effort or a thinking budget). */
export function reasons(entry: ReasoningEntry): boolean {
  const r = entry.reasoning;
  return (
    (entry.provider === 'openai' && r?.effort !== undefined) ||
    (entry.provider === 'anthropic' && r?.budget_tokens !== undefined)
  );
}

/** Whether an entry is asked through OpenAI's Responses API (`api: responses`). */
export function usesResponses(entry: ReasoningEntry): boolean {
  return entry.provider === 'openai' && entry.api === 'responses';
}

/** The parameter name an openai entry's token limit is sent as. */
function tokenLimitOf(entry: ReasoningEntry): TokenLimit | 'max_output_tokens' {
  if (usesResponses(entry)) return 'max_output_tokens';
  return entry.token_limit ?? (reasons(entry) ? 'max_completion_tokens' : 'max_tokens');
}

/**
 * The decoding an entry's requests carry, as the protocol records it: temperature and top_p null
 * when they are not sent (the provider's default applies), the reasoning setting, and the token
 * limit's parameter name (for a reasoning openai entry always; otherwise only when it is not
 * `max_tokens`, so writing the default out keeps the id, as `dedupe: false` does). An entry with
 * neither `reasoning` nor `token_limit` gets the decoding unchanged, so its protocol id is what it
 * was before either key existed.
 *
 * An `api: responses` entry records `api: "responses"` and its token limit `max_output_tokens`,
 * and a null seed (the Responses API takes none, so none is sent): its requests are shaped
 * differently from chat's, so it is never compared with a chat run of the same model.
 */
export function sentDecoding(
  entry: ReasoningEntry,
  decoding: Record<string, unknown>,
): Record<string, unknown> {
  const responses = usesResponses(entry);
  if (entry.reasoning === undefined && entry.token_limit === undefined && !responses) {
    return decoding;
  }
  const out: Record<string, unknown> = { ...decoding };
  if (responses) {
    out.api = 'responses';
    out.seed = null;
  }
  if (reasons(entry)) {
    out.temperature = null;
    out.top_p = null;
    out.reasoning = { ...entry.reasoning };
  }
  if (entry.provider === 'openai') {
    const limit = tokenLimitOf(entry);
    if (limit !== 'max_tokens' || reasons(entry)) out.token_limit = limit;
  }
  return out;
}

/**
 * The token-limit and sampling fields of an OpenAI request body for this entry: for the Responses
 * API, `reasoning: {effort}` and `max_output_tokens`.
 */
export function openaiSampling(entry: ReasoningEntry, decoding: Decoding): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (reasons(entry)) {
    if (usesResponses(entry)) out.reasoning = { effort: entry.reasoning!.effort };
    else out.reasoning_effort = entry.reasoning!.effort;
  } else {
    out.temperature = decoding.temperature;
    out.top_p = decoding.top_p;
  }
  out[tokenLimitOf(entry)] = decoding.max_tokens;
  return out;
}

interface RuleProblem {
  path: (string | number)[];
  text: string;
}

/**
 * The vendors' rules for reasoning settings, over the config as written (`raw`): suite-level
 * decoding has defaults (temperature 0), and only a value the file sets is a conflict.
 */
export function reasoningProblems(
  config: {
    models: readonly (ReasoningEntry & { id: string })[];
    decoding: { max_tokens: number; stop?: readonly string[] | undefined };
    harness: { output?: string | undefined };
    grader: { kind: string; judge?: string };
  },
  raw: unknown,
): RuleProblem[] {
  const maxTokens = config.decoding.max_tokens;
  const out: RuleProblem[] = [];
  const written = (isRecord(raw) && isRecord(raw.decoding) ? raw.decoding : {}) as Record<
    string,
    unknown
  >;
  config.models.forEach((entry, i) => {
    const r = entry.reasoning;
    const at = (...rest: string[]) => ['models', i, ...rest];
    if (r?.effort !== undefined && entry.provider !== 'openai') {
      out.push({
        path: at('reasoning', 'effort'),
        text: `expected provider openai for reasoning.effort, found provider ${entry.provider} (effort is OpenAI's reasoning_effort${entry.provider === 'anthropic' ? '; for anthropic set reasoning.budget_tokens' : ''})`,
      });
    }
    if (r?.budget_tokens !== undefined && entry.provider !== 'anthropic') {
      out.push({
        path: at('reasoning', 'budget_tokens'),
        text: `expected provider anthropic for reasoning.budget_tokens, found provider ${entry.provider} (budget_tokens is Anthropic's extended-thinking budget${entry.provider === 'openai' ? '; for openai set reasoning.effort' : ''})`,
      });
    }
    if (r !== undefined && r.effort === undefined && r.budget_tokens === undefined) {
      out.push({
        path: at('reasoning'),
        text: 'expected effort (openai) or budget_tokens (anthropic), found neither',
      });
    }
    if (entry.token_limit !== undefined && entry.provider !== 'openai') {
      out.push({
        path: at('token_limit'),
        text: `expected provider openai for token_limit, found provider ${entry.provider} (only OpenAI-compatible endpoints name the token limit two ways)`,
      });
    }
    if (entry.api === 'responses' && entry.provider !== 'openai') {
      out.push({
        path: at('api'),
        text: `expected provider openai for api responses, found provider ${entry.provider} (the Responses API is OpenAI's)`,
      });
    }
    if (usesResponses(entry) && entry.token_limit !== undefined) {
      out.push({
        path: at('token_limit'),
        text: `expected no token_limit with api responses, found ${entry.token_limit} (the Responses API names its token limit max_output_tokens, and evalgate always sends it so; remove token_limit)`,
      });
    }
    // A judge is asked with its own decoding (no stop, JUDGE_MAX_TOKENS), not the suite's.
    const judge = config.grader.kind === 'llm_judge' && config.grader.judge === entry.id;
    if (usesResponses(entry) && !judge && maxTokens < MIN_OUTPUT_TOKENS) {
      out.push({
        path: ['decoding', 'max_tokens'],
        text: `expected at least ${MIN_OUTPUT_TOKENS} for model "${entry.id}" with api responses, found ${maxTokens} (the Responses API refuses a max_output_tokens below ${MIN_OUTPUT_TOKENS}; raise decoding.max_tokens)`,
      });
    }
    if (usesResponses(entry) && !judge && config.decoding.stop?.length) {
      out.push({
        path: ['decoding', 'stop'],
        text: `expected no stop for model "${entry.id}" with api responses, found ${JSON.stringify(config.decoding.stop)} (the Responses API takes no stop sequences; remove decoding.stop or use api chat)`,
      });
    }
    if (
      r?.budget_tokens !== undefined &&
      config.grader.kind === 'llm_judge' &&
      config.grader.judge === entry.id
    ) {
      out.push({
        path: at('reasoning', 'budget_tokens'),
        text: `expected no thinking budget on the judge, found ${r.budget_tokens} (the judge answers within ${JUDGE_MAX_TOKENS} tokens, and a budget must be below the token limit)`,
      });
    }
    if (reasons(entry) && config.harness.output === 'loglikelihood') {
      out.push({
        path: at('reasoning'),
        text: 'expected no reasoning with harness.output loglikelihood, found one (a loglikelihood request scores the prompt and generates nothing to reason over)',
      });
    }
    if (entry.provider === 'openai' && r?.effort !== undefined) {
      for (const key of ['temperature', 'top_p'] as const) {
        const value = written[key];
        if (value !== undefined && value !== 1) {
          out.push({
            path: ['decoding', key],
            text: `expected ${key} 1 or absent for model "${entry.id}" with reasoning.effort, found ${String(value)} (OpenAI reasoning models accept only the default ${key}, so evalgate does not send it; remove decoding.${key})`,
          });
        }
      }
    }
    if (entry.provider === 'anthropic' && r?.budget_tokens !== undefined) {
      const id = entry.id;
      if (r.budget_tokens < MIN_THINKING_BUDGET) {
        out.push({
          path: at('reasoning', 'budget_tokens'),
          text: `expected at least ${MIN_THINKING_BUDGET}, found ${r.budget_tokens} (Anthropic's smallest thinking budget)`,
        });
      }
      if (r.budget_tokens >= maxTokens) {
        out.push({
          path: at('reasoning', 'budget_tokens'),
          text: `expected a budget below decoding.max_tokens (${maxTokens}), found ${r.budget_tokens} (the thinking budget is part of max_tokens, so the answer needs room after it; raise decoding.max_tokens above ${r.budget_tokens})`,
        });
      }
      const temperature = written.temperature;
      if (temperature !== undefined && temperature !== 1) {
        out.push({
          path: ['decoding', 'temperature'],
          text: `expected temperature 1 or absent for model "${id}" with reasoning.budget_tokens, found ${String(temperature)} (Anthropic's extended thinking allows no other temperature, so evalgate does not send it; remove decoding.temperature)`,
        });
      }
      if (written.top_p !== undefined) {
        out.push({
          path: ['decoding', 'top_p'],
          text: `expected no top_p for model "${id}" with reasoning.budget_tokens, found ${String(written.top_p)} (Anthropic's extended thinking is sampled without top_p; remove decoding.top_p)`,
        });
      }
    }
  });
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
