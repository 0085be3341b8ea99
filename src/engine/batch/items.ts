import { batchCustomId } from '../../core/batch.js';
import type { BatchSettings, ModelEntry } from '../../core/config/schema.js';
import { InputError } from '../../core/errors.js';
import type { Progress } from '../progress.js';
import type { ModelCall, ModelClient, ModelReply } from '../providers/types.js';
import { scrub } from '../secrets.js';
import { ANTHROPIC_BATCH_MAX } from './anthropic.js';
import { OPENAI_BATCH_MAX } from './openai.js';
import { runBatch, type BatchRunInput } from './run-batch.js';
import { batchStatePath } from './state.js';
import type { BatchApi, BatchRequest } from './types.js';

export interface BatchItemsInput {
  entry: ModelEntry;
  settings: BatchSettings;
  client: ModelClient;
  api: BatchApi;
  calls: readonly ModelCall[];
  /** Indexes into `calls` of the requests the cache did not answer. */
  pending: readonly number[];
  suite: string;
  protocolId: string;
  stateDir: string;
  mode: BatchRunInput['mode'];
  signal: AbortSignal;
  log: (text: string) => void;
  progress: (total: number) => Progress;
  onSubmitted?: (batchId: string) => Promise<void>;
  run?: BatchRunInput['run'];
}

export interface BatchItems {
  batchId: string;
  /** The provider's last status word, e.g. completed, expired, ended, in_progress. */
  status: string;
  replies: Map<number, ModelReply>;
  /** Requests the batch failed, expired or cancelled, and answers that could not be read. */
  errors: Map<number, string>;
  /** Set when the batch has not ended (deadline, collect before the end, unreadable status). */
  waiting?: { why: string; done: number; total: number };
}

/**
 * Sends the pending calls of one model entry through its batch API, with the same request bodies
 * as synchronous calls, and reads each answer with the same parser: the results are what
 * synchronous calls would have returned, ready for the response cache under the same keys.
 */
export async function batchItems(input: BatchItemsInput): Promise<BatchItems> {
  const { entry, client, calls, pending } = input;
  const limit = entry.provider === 'anthropic' ? ANTHROPIC_BATCH_MAX : OPENAI_BATCH_MAX;
  if (pending.length > limit) {
    throw new InputError(
      `model "${entry.id}": batch: ${pending.length} requests, more than the ${limit} one ${entry.provider} batch accepts; lower slice.size or repeats, or run this entry without batch`,
    );
  }
  const byCustomId = new Map<string, number>();
  const requests: BatchRequest[] = pending.map((index) => {
    const call = calls[index]!;
    const customId = batchCustomId(call.item.id, call.repeat);
    if (byCustomId.has(customId)) {
      throw new InputError(
        `model "${entry.id}": two requests share item id ${JSON.stringify(String(call.item.id))} and repeat ${call.repeat}; a batch needs unique item ids (dataset.fields.id)`,
      );
    }
    byCustomId.set(customId, index);
    return { customId, body: client.requestBody(call) };
  });
  const outcome = await runBatch({
    api: input.api,
    requests,
    statePath: batchStatePath(input.stateDir, input.suite, entry.id),
    identity: {
      suite: input.suite,
      model: entry.id,
      provider: client.identity.provider,
      base_url: client.identity.baseUrl,
      protocol_id: input.protocolId,
    },
    settings: input.settings,
    mode: input.mode,
    signal: input.signal,
    log: input.log,
    progress: input.progress,
    ...(input.onSubmitted ? { onSubmitted: input.onSubmitted } : {}),
    ...(input.run ? { run: input.run } : {}),
  });
  const replies = new Map<number, ModelReply>();
  const errors = new Map<number, string>();
  if (outcome.kind === 'waiting') {
    return {
      batchId: outcome.batchId,
      status: outcome.status?.status ?? 'unknown',
      replies,
      errors,
      waiting: {
        why: outcome.why,
        done: outcome.status?.done ?? 0,
        total: outcome.status?.total ?? requests.length,
      },
    };
  }
  const { batchId, status, results } = outcome;
  for (const request of requests) {
    const index = byCustomId.get(request.customId)!;
    const result = results.get(request.customId);
    if (!result) {
      errors.set(
        index,
        `batch ${batchId} (${status.status}) has no result for this request${status.note ? `: ${status.note}` : ''}`,
      );
    } else if (!result.ok) {
      errors.set(index, `batch ${batchId}: ${result.error}`);
    } else {
      try {
        const parse = client.parseReply;
        if (!parse) throw new Error('this provider reads no batch results');
        replies.set(index, parse(result.body, calls[index]!));
      } catch (error) {
        errors.set(index, scrub(`batch ${batchId}: ${(error as Error).message}`));
      }
    }
  }
  return { batchId, status: status.status, replies, errors };
}
