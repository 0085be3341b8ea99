import { createHash } from 'node:crypto';
import { canonicalJson, sha256Hex } from './canonical.js';
import { sentDecoding, type ReasoningEntry } from './config/reasoning.js';
import type { Config } from './config/schema.js';
import type { Protocol } from './record.js';
import type { Slice } from './slice/build.js';
import { VERSION } from './version.js';

/**
 * Bumped whenever evalgate changes how it measures (request shape, extraction, scoring) in a way
 * that could move scores: results under different protocol versions are never compared.
 */
export const PROTOCOL_VERSION = 1;

export interface HarnessIdentity {
  name: string;
  mode: string;
  templateHash: string;
  templateText: string;
  fewshotHash: string;
  reproduces?: string | undefined;
  groupBy?: string | undefined;
}

/** Everything that defines the measurement, and nothing about the model under test. */
export function buildProtocol(
  config: Config,
  slice: Slice,
  harness: HarnessIdentity,
  grader: Record<string, unknown>,
  prompts?: string,
): { protocol: Protocol; protocolId: string } {
  const { decoding } = config;
  const loglikelihood = config.harness.output === 'loglikelihood';
  const protocol: Protocol = {
    harness: { name: 'evalgate', version: VERSION, protocol_version: PROTOCOL_VERSION },
    dataset: { path: config.dataset.path, format: config.dataset.format },
    fingerprint: slice.fingerprint,
    slice: {
      seed: config.slice.seed.toString(),
      size: slice.items.length,
      fingerprint_fields: [...slice.fingerprintFields],
    },
    wash: { ...config.wash },
    template: {
      name: harness.name,
      mode: harness.mode,
      hash: harness.templateHash,
      text: harness.templateText,
      ...(harness.reproduces === undefined ? {} : { reproduces: harness.reproduces }),
    },
    fewshot: fewshotPart(config, harness),
    grader,
    decoding: loglikelihood
      ? loglikelihoodDecoding(decoding.seed)
      : {
          temperature: decoding.temperature,
          top_p: decoding.top_p,
          max_tokens: decoding.max_tokens,
          seed: decoding.seed?.toString() ?? null,
          stop: decoding.stop ?? null,
        },
    repeats: config.repeats,
    ...(loglikelihood ? { output: 'loglikelihood' as const } : {}),
    ...(prompts === undefined ? {} : { prompts }),
  };
  return { protocol, protocolId: protocolIdOf(protocol) };
}

/**
 * The protocol one model slot is measured under: the suite's, with the decoding that slot's
 * requests actually carry (a reasoning model's effort or thinking budget, sampling parameters not
 * sent, the token limit's name). A slot without `reasoning` or `token_limit` gets the suite's
 * protocol and id unchanged, so its baselines stay comparable.
 */
export function slotProtocol(
  suite: { protocol: Protocol; protocolId: string },
  entry: ReasoningEntry,
): { protocol: Protocol; protocolId: string } {
  if (suite.protocol.output === 'loglikelihood') return suite;
  const decoding = sentDecoding(entry, suite.protocol.decoding);
  if (decoding === suite.protocol.decoding) return suite;
  const protocol = { ...suite.protocol, decoding };
  return { protocol, protocolId: protocolIdOf(protocol) };
}

/**
 * sha256 over every prompt of the slice, in slice order, with its item id: what is sent, not
 * only the template and examples it is made from. A row field the templates read but the
 * fingerprint does not cover (an item's subject decides its header and, with group_by, its
 * examples) changes this digest, so such an edit can never keep a protocol id.
 */
export function promptsDigest(calls: readonly { item: { id: unknown }; prompt: unknown }[]) {
  const hash = createHash('sha256');
  // A line per call, hashed a few hundred lines at a time: the same bytes as an update per call,
  // without a native call per item.
  const CHUNK = 512;
  let text = '';
  for (const [i, call] of calls.entries()) {
    text += `${JSON.stringify([call.item.id, call.prompt])}\n`;
    if ((i + 1) % CHUNK === 0 || i === calls.length - 1) {
      hash.update(text, 'utf8');
      text = '';
    }
  }
  return hash.digest('hex');
}

/** What a loglikelihood request fixes, whatever `decoding` says (lm-eval's local-completions). */
function loglikelihoodDecoding(seed: bigint | number | undefined) {
  return { echo: true, logprobs: 1, max_tokens: 1, temperature: 0, seed: seed?.toString() ?? null };
}

/**
 * The id covers what decides comparability. The evalgate version itself is left out on purpose:
 * only `protocol_version` bumps make old baselines incomparable. The dataset path is left out
 * too: moving a file does not change the slice, and the fingerprint covers its content.
 */
export function protocolIdOf(protocol: Protocol): string {
  const {
    harness,
    template,
    fingerprint,
    slice,
    wash,
    fewshot,
    grader,
    decoding,
    repeats,
    output,
    prompts,
    lm_eval,
  } = protocol;
  return sha256Hex(
    canonicalJson({
      harness: { name: harness.name, protocol_version: harness.protocol_version },
      fingerprint,
      slice,
      wash: washRules(wash),
      // The text decides, not the preset's name: a custom copy of a preset stays comparable.
      template: { mode: template.mode, hash: template.hash },
      // The hash covers the examples every item gets; source, sampler and grouping describe it.
      fewshot: { k: fewshot.k, hash: fewshot.hash },
      grader,
      decoding,
      repeats,
      // Absent for generate, so the ids of generate suites stay what they were.
      ...(output ? { output } : {}),
      ...(prompts ? { prompts } : {}),
      // Imports only: the runner's version and the model's args describe, they do not decide.
      ...(lm_eval
        ? {
            lm_eval: {
              task: lm_eval.task,
              task_version: lm_eval.task_version,
              task_hash: lm_eval.task_hash,
              limit: lm_eval.limit,
              config: lm_eval.config,
              ...(lm_eval.subtasks ? { subtasks: lm_eval.subtasks } : {}),
            },
          }
        : {}),
    }),
  );
}

/**
 * The wash rules as the id sees them. `dedupe: false` is recorded in the protocol (the card says
 * "no dedupe"), but it means what a config without the key means, so it hashes like one: writing
 * the default out never makes the baselines incomparable, and every id pinned before `false` was
 * allowed stays what it was.
 */
function washRules(wash: Protocol['wash']): Protocol['wash'] {
  if (wash.dedupe !== false) return wash;
  return Object.fromEntries(Object.entries(wash).filter(([rule]) => rule !== 'dedupe'));
}

function fewshotPart(config: Config, harness: HarnessIdentity): Protocol['fewshot'] {
  const fewshot = config.harness.fewshot;
  const k = fewshot?.k ?? 0;
  if (k === 0 || !fewshot) return { k, hash: harness.fewshotHash };
  return {
    k,
    hash: harness.fewshotHash,
    ...(fewshot.path === undefined ? {} : { source: fewshot.path }),
    sampler: fewshot.sampler,
    ...(harness.groupBy === undefined ? {} : { group_by: harness.groupBy }),
  };
}
