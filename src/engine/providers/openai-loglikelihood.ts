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

/**
 * The per-choice loglikelihoods of a response, as the JSON list the grader reads. Each result is
 * matched to its prompt by `index` (required: each of 0..n-1 once) and then by its text: the
 * tokens of result i must spell prompt i.
 */
export function loglikelihoodText(data: unknown, call: ModelCall, who: string): string {
  const { context, continuations, maxLength } = call.loglikelihood!;
  const item = `item ${JSON.stringify(call.item.id)}`;
  const raw = (data as { choices?: unknown } | null)?.choices;
  const choices = Array.isArray(raw) ? (raw as CompletionChoice[]) : [];
  if (choices.length !== continuations.length) {
    throw new ProviderError(
      `${who}: ${item}: expected ${continuations.length} choices in the response (one per prompt of the list), found ${choices.length}; the endpoint must accept a list of prompts`,
      'fatal',
    );
  }
  const byIndex = inPromptOrder(choices, `${who}: ${item}`);
  const prompts = continuations.map((continuation) => context + continuation);
  const sums = byIndex.map((choice, i) => {
    const where = `${who}: ${item}, choice ${i}`;
    const lp = promptLogprobs(choice, where);
    const spelled = lp.tokens.slice(0, -1).join('');
    const other = prompts.indexOf(spelled);
    if (other >= 0 && other !== i) {
      throw new ProviderError(
        `${where}: the result with index ${i} has the tokens of prompt ${other} (continuation ${JSON.stringify(continuations[other])}), not of prompt ${i} (continuation ${JSON.stringify(continuations[i])}); the server's index does not follow the order of the prompt list`,
        'item',
      );
    }
    try {
      return continuationLogprob(lp, context, continuations[i]!, where, maxLength).logprob;
    } catch (error) {
      if (!(error instanceof LoglikelihoodError)) throw error;
      throw new ProviderError(error.message, error.fatal ? 'fatal' : 'item');
    }
  });
  return JSON.stringify(sums);
}

/** The choices in the order of the prompt list; their indices must be exactly 0..n-1. */
function inPromptOrder(choices: readonly CompletionChoice[], where: string): CompletionChoice[] {
  const ordered: (CompletionChoice | undefined)[] = choices.map(() => undefined);
  const isPermutation = choices.every((choice) => {
    const index = choice?.index;
    if (typeof index !== 'number' || !Number.isInteger(index) || ordered[index] !== undefined) {
      return false;
    }
    if (index < 0 || index >= choices.length) return false;
    ordered[index] = choice;
    return true;
  });
  if (!isPermutation) {
    const found = choices.map((choice) =>
      choice?.index === undefined ? 'none' : JSON.stringify(choice.index),
    );
    throw new ProviderError(
      `${where}: expected the choices' "index" to be each of 0..${choices.length - 1} once (it says which prompt of the list a result is for), found ${found.join(', ')}`,
      'item',
    );
  }
  return ordered as CompletionChoice[];
}

/** A choice's prompt logprobs, or a fatal error: a server without them fails every item. */
function promptLogprobs(choice: CompletionChoice, where: string): PromptLogprobs {
  const logprobs = choice.logprobs;
  const { tokens, token_logprobs: values, text_offset: offsets } = logprobs ?? {};
  if (
    !Array.isArray(tokens) ||
    !Array.isArray(values) ||
    !Array.isArray(offsets) ||
    values.length !== tokens.length ||
    offsets.length !== tokens.length ||
    !tokens.every((token) => typeof token === 'string')
  ) {
    const found =
      logprobs === undefined || logprobs === null
        ? `logprobs ${logprobs === null ? 'null' : 'missing'}`
        : 'logprobs without matching tokens (texts), token_logprobs and text_offset lists';
    throw new ProviderError(
      `${where}: the server returned no prompt logprobs (${found}); ${NO_PROMPT_LOGPROBS}`,
      'fatal',
    );
  }
  return { tokens, token_logprobs: values, text_offset: offsets } as PromptLogprobs;
}
