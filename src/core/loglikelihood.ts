/**
 * Loglikelihood multiple choice, with lm-evaluation-harness's arithmetic (its `multiple_choice`
 * output type served by the `local-completions` model):
 *
 * - Each choice is a continuation of the prompt: `target_delimiter` (default " ") + the choice's
 *   target (its letter "A".."J", as lm-eval's MMLU task writes `doc_to_choice`, or its text).
 *   Whitespace at the end of the context moves to the front of the continuation, as lm-eval's
 *   `_encode_pair` does, so the boundary falls before it.
 * - The loglikelihood of a choice is the sum, left to right, of the logprobs of the prompt tokens
 *   that make up its continuation. lm-eval counts them in tokens from its own tokenizer; evalgate
 *   has none, so it sends text and finds them by the texts and `text_offset`s the server reports.
 *   Nothing is trusted unchecked: the tokens before the generated one must spell the prompt sent,
 *   exactly, and each offset must be the characters (code points, as Python's `len` counts them)
 *   of the tokens before it. Then the continuation is the tokens from len(context) to the generated
 *   one. Offsets in other units (bytes), byte-fallback or raw vocabulary pieces, or tokens of
 *   another prompt are an error naming what differed, never a sum of the wrong tokens. A token
 *   that starts before the boundary and reaches past it belongs to both parts: that item is an
 *   error rather than a guess.
 * - acc: the argmax of the sums; acc_norm: the argmax of sum / len(choice target) in characters
 *   (the target without the delimiter, as lm-eval's `completion_len`). Ties go to the first
 *   index, as numpy's argmax.
 */
import type { Config } from './config/schema.js';
import { PRESETS } from './prompt/presets.js';
import { pythonRstrip, valueText } from './prompt/template.js';
import { InputError } from './errors.js';
import { answerIndex, show, type Item } from './slice/rows.js';

const LETTERS = 'ABCDEFGHIJ';

/** What one item asks: the context and one continuation per choice, and the targets' lengths. */
export interface ChoiceRequest {
  context: string;
  continuations: string[];
  /** len(choice target) in code points, the divisor of acc_norm. */
  targetLengths: number[];
  /** `harness.max_length`: a prompt of more than max_length + 1 tokens is an error (lm-eval cuts it). */
  maxLength?: number;
}

export interface ChoiceOptions {
  choiceTarget: 'letter' | 'text';
  targetDelimiter: string;
  maxLength?: number;
}

export function choiceOptions(config: Config): ChoiceOptions {
  const { max_length: maxLength } = config.harness;
  return {
    choiceTarget: config.harness.choice_target ?? 'letter',
    targetDelimiter: config.harness.target_delimiter ?? ' ',
    ...(maxLength === undefined ? {} : { maxLength }),
  };
}

/** The choice targets of an item: letters, or the choices' texts. */
export function choiceTargets(item: Item, options: ChoiceOptions): string[] {
  const { choices } = item.row;
  const where = `item ${JSON.stringify(item.id)}`;
  if (!Array.isArray(choices) || choices.length < 2) {
    throw new InputError(
      `${where}: harness.output loglikelihood: expected a list of at least 2 choices, found ${show(choices)}`,
    );
  }
  if (options.choiceTarget === 'letter') {
    if (choices.length > LETTERS.length) {
      throw new InputError(
        `${where}: harness.choice_target letter: expected at most ${LETTERS.length} choices, found ${choices.length}`,
      );
    }
    return [...LETTERS.slice(0, choices.length)];
  }
  return choices.map((choice, i) => {
    const text = valueText(choice);
    if (text === undefined || text === '') {
      throw new InputError(
        `${where}: harness.choice_target text: expected choice ${i} to be text, found ${show(choice)}`,
      );
    }
    return text;
  });
}

/** The request for one item whose prompt (the context) is `context`. */
export function choiceRequest(item: Item, context: string, options: ChoiceOptions): ChoiceRequest {
  const targets = choiceTargets(item, options);
  const kept = pythonRstrip(context);
  const moved = context.slice(kept.length);
  if (kept === '') {
    throw new InputError(
      `item ${JSON.stringify(item.id)}: harness.output loglikelihood: expected a prompt with text before the choices, found ${show(context)}`,
    );
  }
  return {
    context: kept,
    continuations: targets.map((target) => moved + options.targetDelimiter + target),
    targetLengths: targets.map(codePoints),
    ...(options.maxLength === undefined ? {} : { maxLength: options.maxLength }),
  };
}

/** A server's answer for one prompt, in the legacy completions `logprobs` shape. */
export interface PromptLogprobs {
  tokens: readonly string[];
  token_logprobs: readonly (number | null)[];
  text_offset: readonly number[];
}

/** An item that cannot be scored; `fatal` when every item would fail the same way. */
export class LoglikelihoodError extends Error {
  override readonly name = 'LoglikelihoodError';
  constructor(
    message: string,
    readonly fatal = false,
  ) {
    super(message);
  }
}

export const NO_PROMPT_LOGPROBS =
  'loglikelihood scoring needs prompt logprobs: a legacy completions endpoint (/v1/completions) that honours echo: true with logprobs and reports text_offset, such as vLLM';

/**
 * The continuation's summed logprob and token count. `where` names the item and choice in errors.
 *
 * The tokens are checked against the prompt before any offset is trusted: the tokens before the
 * generated one must spell the prompt exactly (context + continuation), and each `text_offset`
 * must be the code points of the tokens before it. A server whose offsets count other units, or
 * whose tokens are byte pieces, raw vocabulary pieces or ids, is an error, never a sum of the
 * wrong tokens.
 */
export function continuationLogprob(
  logprobs: PromptLogprobs,
  context: string,
  continuation: string,
  where: string,
  maxLength?: number,
): { logprob: number; tokens: number } {
  const { tokens, token_logprobs: values, text_offset: offsets } = logprobs;
  const boundary = codePoints(context);
  const end = boundary + codePoints(continuation);
  // Without echo a server reports the generated token alone (at offset 0 or at the prompt's end).
  if (
    offsets.length < 2 ||
    offsets[0]! > 0 ||
    offsets.reduce((a, b) => Math.max(a, b)) < boundary
  ) {
    throw new LoglikelihoodError(
      `${where}: the server returned logprobs only for generated tokens (the prompt was not echoed); ${NO_PROMPT_LOGPROBS}`,
      true,
    );
  }
  const promptTokens = tokens.length - 1;
  checkTokenTexts(tokens, context + continuation, where);
  checkOffsets(tokens, offsets, where);
  if (maxLength !== undefined) checkLength(promptTokens, maxLength, where);
  // Offsets are now the code points before each token, and the generated one starts at `end`.
  const start = offsets.findIndex((offset) => offset >= boundary);
  if (offsets[start] !== boundary) {
    const before = start - 1;
    throw new LoglikelihoodError(
      `${where}: no token starts where the continuation ${JSON.stringify(continuation)} does (character ${boundary}): token ${before} ${JSON.stringify(tokens[before])} at character ${offsets[before]} spans the boundary between context and continuation, so the continuation's logprob is undefined; change harness.target_delimiter or the template so the boundary falls between tokens`,
    );
  }
  for (let i = 0; i < promptTokens; i++) {
    if (tokens[i] === '' && (offsets[i] === boundary || offsets[i] === end)) {
      throw new LoglikelihoodError(
        `${where}: token ${i} is empty and sits at character ${offsets[i]}, where the continuation ${offsets[i] === boundary ? 'starts' : 'ends'}, so it cannot be told whether it belongs to the continuation`,
      );
    }
  }
  const spelled = tokens.slice(start, promptTokens).join('');
  if (spelled !== continuation) {
    throw new LoglikelihoodError(
      `${where}: expected the tokens from character ${boundary} to spell the continuation ${JSON.stringify(continuation)}, found ${JSON.stringify(spelled)}`,
    );
  }
  let sum = 0;
  for (let i = start; i < promptTokens; i++) {
    const value = values[i];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new LoglikelihoodError(
        `${where}: expected a logprob for continuation token ${i} ${JSON.stringify(tokens[i])}, found ${JSON.stringify(value ?? null)}`,
      );
    }
    sum += value;
  }
  return { logprob: sum, tokens: promptTokens - start };
}

/**
 * lm-eval's hf model scores a context and continuation of T tokens on the input
 * `(context + continuation)[-(max_length + 1):][:-1]`: all of it but the last token while
 * T <= max_length + 1, and without the first T - max_length - 1 tokens of the context past that.
 * evalgate sends text, and the server scores every token of it; a prompt lm-eval would cut is
 * therefore an error, not a loglikelihood on more context than lm-eval's. Only the server's tokens
 * tell T, so this is checked on its answer (the tokens are already checked to spell the prompt).
 */
function checkLength(promptTokens: number, maxLength: number, where: string): void {
  if (promptTokens <= maxLength + 1) return;
  throw new LoglikelihoodError(
    `${where}: the prompt is ${promptTokens} tokens as the server tokenized it (context and continuation), more than harness.max_length + 1 = ${maxLength + 1}: lm-eval would cut its first ${promptTokens - maxLength - 1} tokens ((context + continuation)[-(max_length + 1):][:-1]) and score the continuation on less context; evalgate sends text and cannot cut tokens, so the item is an error rather than another loglikelihood (raise harness.max_length to the model's context length, or use fewer few-shot examples)`,
  );
}

/** The tokens before the generated one must spell the prompt, character for character. */
function checkTokenTexts(tokens: readonly string[], prompt: string, where: string): void {
  const promptTokens = tokens.length - 1;
  let at = 0; // UTF-16 position in the prompt
  for (let i = 0; i < promptTokens; i++) {
    const token = tokens[i]!;
    if (prompt.startsWith(token, at)) {
      at += token.length;
      continue;
    }
    const there = [...prompt.slice(at)].slice(0, Math.max(codePoints(token), 8)).join('');
    throw new LoglikelihoodError(
      `${where}: the token texts the server returned do not reproduce the prompt sent: token ${i} ${JSON.stringify(token)} at character ${codePoints(prompt.slice(0, at))}, where the prompt has ${JSON.stringify(there)}${tokenHint(tokens, prompt)}`,
    );
  }
  if (at !== prompt.length) {
    throw new LoglikelihoodError(
      `${where}: the token texts the server returned do not reproduce the prompt sent: the tokens before the generated one end at character ${codePoints(prompt.slice(0, at))}, the prompt has ${codePoints(prompt)} (${JSON.stringify(prompt.slice(at, at + 16))} is missing)${tokenHint(tokens, prompt)}`,
    );
  }
}

/** Why tokens may not spell the prompt, when the tokens show it; '' otherwise. */
function tokenHint(tokens: readonly string[], prompt: string): string {
  const hints: string[] = [];
  if (tokens.some((t) => t.includes('\uFFFD') || t.startsWith('bytes:'))) {
    hints.push(
      'some tokens are byte-fallback pieces ("\uFFFD" or "bytes:\\x.."), parts of a character\'s UTF-8 bytes rather than text; evalgate needs every token\'s decoded text and does not rebuild characters from bytes',
    );
  }
  if (tokens.some((t) => /^token_id:\d+$/.test(t))) {
    hints.push(
      'the tokens are token ids ("token_id:N"), as vLLM sends them with --return-tokens-as-token-ids; turn that setting off',
    );
  }
  if (tokens.some((t) => /[\u2581\u0120]/.test(t)) && !/[\u2581\u0120]/.test(prompt)) {
    hints.push(
      'the tokens are raw vocabulary pieces ("\u2581" or "\u0120" for a space) rather than decoded text',
    );
  }
  if (tokens.length > 2 && tokens.slice(1, -1).join('') === prompt) {
    hints.push(
      `token 0 ${JSON.stringify(tokens[0])} is not part of the prompt (a start-of-sequence token the server added)`,
    );
  }
  return hints.map((hint) => `; ${hint}`).join('');
}

/** Each text_offset must be the code points of the tokens before it, as Python's len counts. */
function checkOffsets(tokens: readonly string[], offsets: readonly number[], where: string): void {
  const utf8 = new TextEncoder();
  let points = 0;
  let bytes = 0;
  let units = 0;
  let bad: { i: number; expected: number } | undefined;
  let inBytes = true;
  let inUnits = true;
  tokens.forEach((token, i) => {
    if (offsets[i] !== points) bad ??= { i, expected: points };
    inBytes &&= offsets[i] === bytes;
    inUnits &&= offsets[i] === units;
    points += codePoints(token);
    bytes += utf8.encode(token).length;
    units += token.length;
  });
  if (bad === undefined) return;
  const unit = inBytes ? 'UTF-8 bytes' : inUnits ? 'UTF-16 code units' : undefined;
  throw new LoglikelihoodError(
    `${where}: expected text_offset[${bad.i}] to be ${bad.expected} (the characters, i.e. code points, of the tokens before it), found ${JSON.stringify(offsets[bad.i])}; ${unit ? `the server counts offsets in ${unit}, not characters` : "the server's text_offset does not count characters of the prompt"}, so the continuation's tokens cannot be found`,
  );
}

/** numpy's argmax: the first index of the largest value. */
export function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return best;
}

export interface ChoiceScore {
  gold: number;
  pred: number;
  predNorm: number;
  acc: boolean;
  accNorm: boolean;
}

/** lm-eval's `process_results` for multiple choice: acc and acc_norm of one item. */
export function scoreChoices(
  loglikelihoods: readonly number[],
  targetLengths: readonly number[],
  gold: number,
): ChoiceScore {
  const pred = argmax(loglikelihoods);
  const predNorm = argmax(loglikelihoods.map((ll, i) => ll / targetLengths[i]!));
  return { gold, pred, predNorm, acc: pred === gold, accNorm: predNorm === gold };
}

/** The gold index of an item's answer, or an error naming the item. */
export function goldIndex(item: Item, choiceCount: number): number {
  const gold = answerIndex(item.row.answer, choiceCount);
  if (gold === undefined) {
    throw new InputError(
      `item ${JSON.stringify(item.id)}: expected "answer" to be a choice index or letter, found ${show(item.row.answer)}`,
    );
  }
  return gold;
}

/** Python's len(): code points, not UTF-16 units. */
export function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/**
 * The config problems of a loglikelihood suite, as key paths and messages for the schema's
 * refinement. The config parser appends ", found <value>" where the key has a value.
 */
export function loglikelihoodIssues(
  config: Config,
): { path: (string | number)[]; message: string }[] {
  const { harness, grader } = config;
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (harness.output !== 'loglikelihood') {
    if (grader.kind === 'loglikelihood') {
      issues.push({
        path: ['harness', 'output'],
        message: `expected "loglikelihood" for grader kind loglikelihood (it scores the choices by their logprobs)${harness.output === undefined ? ', found nothing (generate)' : ''}`,
      });
    }
    for (const key of ['choice_target', 'target_delimiter', 'max_length'] as const) {
      if (harness[key] !== undefined) {
        issues.push({
          path: ['harness', key],
          message: 'expected no value unless harness.output is loglikelihood',
        });
      }
    }
    return issues;
  }
  if (grader.kind !== 'loglikelihood') {
    issues.push({
      path: ['grader', 'kind'],
      message: 'expected "loglikelihood" with harness.output loglikelihood',
    });
  }
  const mode = harness.mode ?? (harness.preset ? PRESETS[harness.preset].mode : 'chat');
  if (mode !== 'completion') {
    issues.push({
      path: ['harness', 'mode'],
      message: `expected "completion" with harness.output loglikelihood (the choices continue one prompt string)${harness.mode === undefined ? `, found the default "${mode}"` : ''}`,
    });
  }
  config.models.forEach((model, i) => {
    if (model.provider === 'openai') {
      if (model.api !== 'completions') {
        issues.push({
          path: ['models', i, 'api'],
          message: `expected "completions" with harness.output loglikelihood (prompt logprobs come from the legacy completions endpoint)${model.api === undefined ? ', found nothing (chat)' : ''}`,
        });
      }
    } else if (model.provider !== 'replay' && model.provider !== 'baseline') {
      issues.push({
        path: ['models', i, 'provider'],
        message:
          'expected "openai" (with api: completions), "replay" or "baseline" with harness.output loglikelihood',
      });
    }
  });
  return issues;
}
