import type { BatchSettings, ModelEntry } from '../core/config/schema.js';
import { InputError } from '../core/errors.js';
import type { AnswerContext } from './answers.js';
import { createBatchApi } from './batch/index.js';
import { batchItems, type BatchItems } from './batch/items.js';
import { createProgress } from './progress.js';
import type { ModelClient } from './providers/types.js';

/**
 * The batch part of the answers stage: the pending calls submitted whole through the entry's
 * batch API (or the batch an earlier attempt of this run submitted, collected), after a budget
 * check that the whole batch fits, since nothing of a batch can be stopped halfway.
 */
export async function submitBatch(
  entry: ModelEntry,
  client: ModelClient,
  context: AnswerContext,
  batch: BatchSettings,
  pending: readonly number[],
  estimatedCost: (index: number) => number,
): Promise<BatchItems> {
  const { calls } = context;
  if (context.budget !== undefined && entry.price) {
    const estimate = pending.reduce((sum, i) => sum + estimatedCost(i), 0);
    if (estimate > context.budget) {
      throw new InputError(
        `model "${entry.id}": the batch of ${pending.length} requests is estimated at $${estimate.toFixed(4)}, above budget.max_usd ${context.budget}; a batch is submitted whole, so nothing was sent`,
      );
    }
  }
  return batchItems({
    entry,
    settings: batch,
    client,
    api: createBatchApi(entry, context.env),
    calls,
    pending,
    suite: context.suite,
    protocolId: context.protocolId,
    stateDir: context.batchDir,
    mode: context.mode,
    signal: context.signal ?? new AbortController().signal,
    log: context.log,
    progress: (total) =>
      createProgress({
        write: context.log,
        isTTY: context.isTTY,
        label: `${entry.id} batch`,
        total,
        intervalS: context.progressIntervalS,
      }),
    ...(context.onBatchSubmitted ? { onSubmitted: context.onBatchSubmitted } : {}),
    // Locally a batch resumes whoever submitted it; in a workflow only its own run's.
    run: { id: context.writer.run, collectOthers: context.writer.run === null },
  });
}
