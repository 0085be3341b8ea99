/**
 * The measurement plan: everything a run of a suite sends and how it is judged, computed once
 * from the config and the rows. `run`, `freeze`, `gate`, shards, `merge` and the Action take the
 * plan and never re-derive a part of it, so the protocol a record carries is by construction the
 * protocol the config defines (a judge's identity included).
 */
import { JUDGE_MAX_TOKENS, sentDecoding } from './config/reasoning.js';
import type { Config, ModelEntry } from './config/schema.js';
import { InputError } from './errors.js';
import { createGrader } from './grade/index.js';
import { choiceOptions, choiceRequest, type ChoiceRequest } from './loglikelihood.js';
import { compileHarness, type Harness } from './prompt/harness.js';
import type { Decoding, Prompt } from './prompt/types.js';
import { buildProtocol, promptsDigest } from './protocol.js';
import type { Protocol } from './record.js';
import type { Slice } from './slice/build.js';
import type { Item } from './slice/rows.js';

/** One request to a model: an item's prompt under the suite's decoding, for one repeat. */
export interface ModelCall {
  item: Item;
  repeat: number;
  prompt: Prompt;
  decoding: Decoding;
  /** `harness.output: loglikelihood`: score these continuations of the prompt instead. */
  loglikelihood?: ChoiceRequest;
}

/**
 * What makes a judge's verdicts what they are: its endpoint, model, decoding (and the prompt,
 * which the grader part carries). Headers, keys and limits are left out: they do not change a
 * verdict.
 */
export interface JudgeIdentity {
  provider: string;
  base_url: string | null;
  model: string | null;
  /** What its requests carry (temperature null for a reasoning judge, which is not sent it). */
  decoding: Record<string, unknown>;
}

export interface MeasurementPlan {
  slice: Slice;
  harness: Harness;
  /** Every request of the suite, repeats included, in slice order within each repeat. */
  calls: ModelCall[];
  /** The grader's full identity as it enters the protocol. */
  grader: Record<string, unknown>;
  /** The judge entry and how it is asked, for `llm_judge`; undefined otherwise. */
  judge: { entry: ModelEntry; decoding: Decoding } | undefined;
  protocol: Protocol;
  protocolId: string;
}

/** A judge answers with a verdict: greedy, and room for a sentence of reasoning before it. */
const JUDGE_DECODING: Decoding = { temperature: 0, top_p: 1, max_tokens: JUDGE_MAX_TOKENS };

export function planSuite(
  config: Config,
  slice: Slice,
  fewshotRows: readonly Record<string, unknown>[],
): MeasurementPlan {
  const harness = compileHarness(config, [...fewshotRows], slice.items);
  const calls: ModelCall[] = [];
  const options = choiceOptions(config);
  const loglikelihood = config.harness.output === 'loglikelihood';
  for (let repeat = 0; repeat < config.repeats; repeat++) {
    const decoding = decodingFor(config, repeat);
    for (const item of slice.items) {
      const prompt = harness.render(item);
      const call: ModelCall = { item, repeat, prompt, decoding };
      if (loglikelihood && prompt.mode === 'completion') {
        call.loglikelihood = choiceRequest(item, prompt.text, options);
      }
      calls.push(call);
    }
  }
  const judge = judgeOf(config);
  // describe() needs no judge connection: the real one is wired in when answers are graded.
  const unused = () => Promise.reject(new Error('the judge is only called while grading'));
  const grader: Record<string, unknown> = createGrader(config.grader, {
    judge: unused,
    choices: options,
  }).describe();
  if (judge) {
    const identity: JudgeIdentity = {
      provider: judge.entry.provider,
      base_url: judge.entry.base_url ?? null,
      model: judge.entry.model ?? null,
      // As its requests carry it: a reasoning judge's effort, and no sampling.
      decoding: sentDecoding(judge.entry, { ...judge.decoding }),
    };
    grader.judge = identity;
  }
  const prompts = promptsDigest(calls.filter((call) => call.repeat === 0));
  const { protocol, protocolId } = buildProtocol(config, slice, harness, grader, prompts);
  return { slice, harness, calls, grader, judge, protocol, protocolId };
}

function judgeOf(config: Config): MeasurementPlan['judge'] {
  const graderConfig = config.grader;
  if (graderConfig.kind !== 'llm_judge') return undefined;
  const entry = config.models.find((m) => m.id === graderConfig.judge);
  if (!entry) {
    throw new InputError(
      `grader.judge: expected the id of a model entry, found "${graderConfig.judge}"; expected one of: ${config.models.map((m) => m.id).join(', ')}`,
    );
  }
  return { entry, decoding: JUDGE_DECODING };
}

/**
 * The request seed of repeat r is decoding.seed + r, so repeats differ but reruns do not. A
 * loglikelihood request scores the prompt and generates one token, greedily, whatever the rest
 * of `decoding` says.
 */
function decodingFor(config: Config, repeat: number): Decoding {
  const { decoding } = config;
  const loglikelihood = config.harness.output === 'loglikelihood';
  const out: Decoding = loglikelihood
    ? { temperature: 0, top_p: 1, max_tokens: 1 }
    : { temperature: decoding.temperature, top_p: decoding.top_p, max_tokens: decoding.max_tokens };
  if (decoding.seed !== undefined) out.seed = Number(BigInt(decoding.seed) + BigInt(repeat));
  if (decoding.stop && !loglikelihood) out.stop = decoding.stop;
  return out;
}
