import {
  continuationLogprob,
  LoglikelihoodError,
  NO_PROMPT_LOGPROBS,
  type PromptLogprobs,
} from '../../core/loglikelihood.js';
import { ProviderError, type ModelCall } from './types.js';

/**
 * `harness.output: loglikelihood` on a legacy completions endpoint: the request lm-eval's
 * local-completions model sends for loglikelihoods (prompt echoed with logprobs, one greedy token
 * generated), with all of an item's choices in one request as a list of prompts.
 */
export function loglikelihoodBody(model: string | undefined, call: ModelCall) {
  const { context, continuations } = call.loglikelihood!;
  const body: Record<string, unknown> = {
    model,
    prompt: continuations.map((continuation) => context + continuation),
    temperature: 0,
    max_tokens: 1,
    logprobs: 1,
    echo: true,
  };
  if (call.decoding.seed !== undefined) body.seed = call.decoding.seed;
  return body;
}

interface CompletionChoice {
  index?: unknown;
  logprobs?: Partial<Record<keyof PromptLogprobs, unknown>> | null;
}

/** The per-choice loglikelihoods of a response, as the JSON list the grader reads. */
export function loglikelihoodText(data: unknown, call: ModelCall, who: string): string {
  const { context, continuations } = call.loglikelihood!;
  const item = `item ${JSON.stringify(call.item.id)}`;
  const raw = (data as { choices?: unknown } | null)?.choices;
  const choices = Array.isArray(raw) ? ([...raw] as CompletionChoice[]) : [];
  if (choices.length !== continuations.length) {
    throw new ProviderError(
      `${who}: ${item}: expected ${continuations.length} choices in the response (one per prompt of the list), found ${choices.length}; the endpoint must accept a list of prompts`,
      'fatal',
    );
  }
  choices.sort((a, b) => Number(a.index) - Number(b.index));
  const sums = choices.map((choice, i) => {
    const where = `${who}: ${item}, choice ${i}`;
    const logprobs = choice.logprobs;
    const { tokens, token_logprobs: values, text_offset: offsets } = logprobs ?? {};
    if (
      !Array.isArray(tokens) ||
      !Array.isArray(values) ||
      !Array.isArray(offsets) ||
      values.length !== tokens.length ||
      offsets.length !== tokens.length
    ) {
      const found =
        logprobs === undefined || logprobs === null
          ? `logprobs ${logprobs === null ? 'null' : 'missing'}`
          : 'logprobs without matching tokens, token_logprobs and text_offset lists';
      throw new ProviderError(
        `${where}: the server returned no prompt logprobs (${found}); ${NO_PROMPT_LOGPROBS}`,
        'fatal',
      );
    }
    try {
      const lp = { tokens, token_logprobs: values, text_offset: offsets } as PromptLogprobs;
      return continuationLogprob(lp, context, continuations[i]!, where).logprob;
    } catch (error) {
      if (!(error instanceof LoglikelihoodError)) throw error;
      throw new ProviderError(error.message, error.fatal ? 'fatal' : 'item');
    }
  });
  return JSON.stringify(sums);
}
