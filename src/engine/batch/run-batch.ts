import { batchRequestDigest, durationSeconds } from '../../core/batch.js';
import type { BatchSettings } from '../../core/config/schema.js';
import { InputError } from '../../core/errors.js';
import { logText } from '../../core/text.js';
import type { Progress } from '../progress.js';
import { scrub } from '../secrets.js';
import { readBatchState, writeBatchState, type BatchState } from './state.js';
import { sleep } from './transport.js';
import type { BatchApi, BatchRequest, BatchResult, BatchStatus } from './types.js';

export interface BatchRunInput {
  api: BatchApi;
  requests: readonly BatchRequest[];
  statePath: string;
  /** What the state file must match to be reused. */
  identity: Pick<BatchState, 'suite' | 'model' | 'provider' | 'base_url' | 'protocol_id'>;
  settings: BatchSettings;
  /** run: submit when needed, then wait up to max_wait; collect: only look at a submitted batch. */
  mode: 'run' | 'collect';
  signal: AbortSignal;
  log: (text: string) => void;
  progress: (total: number) => Progress;
  /** Called once the new batch's state is on disk (the Action saves its cache then). */
  onSubmitted?: (batchId: string) => Promise<void>;
  /**
   * The workflow run this is (null locally) and whether a batch another run submitted may be
   * collected. A workflow run never takes another run's batch (its answers would be that run's
   * measurement); a re-run attempt of the same run collects its own.
   */
  run?: { id: string | null; collectOthers: boolean };
  now?: () => number;
}

export type BatchRunResult =
  | { kind: 'ended'; batchId: string; status: BatchStatus; results: Map<string, BatchResult> }
  | { kind: 'waiting'; batchId: string; status: BatchStatus | undefined; why: string };

/**
 * Submits the requests as one batch, or finds the batch a previous run submitted for exactly
 * these requests, and polls it until it ends or `max_wait` passes. A batch that ended with
 * every request answered can be read again (its files outlive the run); one that ended with
 * failures is not reused, so the next run submits the requests it did not answer.
 */
export async function runBatch(input: BatchRunInput): Promise<BatchRunResult> {
  const { api, requests, settings, signal, identity } = input;
  const now = input.now ?? (() => Date.now());
  const who = `model "${logText(identity.model)}"`;
  const digest = batchRequestDigest(requests);
  const saved = await readBatchState(input.statePath);
  const same =
    saved !== undefined &&
    saved.protocol_id === identity.protocol_id &&
    saved.request_digest === digest &&
    saved.provider === identity.provider &&
    saved.base_url === identity.base_url &&
    (saved.ended === null || saved.ended.complete);
  const runId = input.run?.id ?? null;
  const othersRun =
    same && input.run !== undefined && !input.run.collectOthers && (saved.run ?? null) !== runId;
  let current: BatchState;
  if (same && !othersRun) {
    current = saved;
    input.log(
      `evalgate: ${who}: collecting batch ${logText(saved.batch_id)} submitted at ${saved.submitted_at} for these ${requests.length} requests (not submitting again)\n`,
    );
  } else if (input.mode === 'collect') {
    throw new InputError(
      saved
        ? `${who}: the batch in ${input.statePath} (${saved.batch_id}) was submitted for another request set or protocol${saved.ended && !saved.ended.complete ? ', or ended with failures' : ''}; nothing to collect: run \`evalgate run\` to submit the current requests`
        : `${who}: no batch was submitted for these requests (no ${input.statePath}); run \`evalgate run\` first`,
    );
  } else {
    if (othersRun) {
      input.log(
        `evalgate: ${who}: batch ${logText(saved.batch_id)} for these ${requests.length} requests was submitted at ${saved.submitted_at} by ${saved.run ? `workflow run ${logText(saved.run)}` : 'another run'}; this run measures anew and submits its own\n`,
      );
    } else if (saved && saved.ended === null) {
      input.log(
        `evalgate: warning: ${who}: batch ${logText(saved.batch_id)} was submitted for another request set or protocol and is not reused; cancel it with the provider if it is no longer wanted\n`,
      );
    }
    let submitted: string;
    try {
      submitted = await api.submit(requests, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      // Nothing was paid for (or the provider said no): the run stops here, as a refused key does.
      throw new InputError(
        scrub(`${who}: could not submit the batch: ${(error as Error).message}`),
      );
    }
    current = {
      schema_version: 1,
      ...identity,
      request_digest: digest,
      batch_id: submitted,
      requests: requests.length,
      submitted_at: new Date(now()).toISOString(),
      ...(runId === null ? {} : { run: runId }),
      ended: null,
    };
    await writeBatchState(input.statePath, current);
    input.log(
      `evalgate: ${who}: submitted batch ${logText(current.batch_id)} with ${requests.length} requests\n`,
    );
    await input.onSubmitted?.(current.batch_id);
  }
  const batchId = current.batch_id;

  const maxWaitMs = durationSeconds(settings.max_wait) * 1000;
  const deadline = now() + maxWaitMs;
  const progress = input.progress(requests.length);
  let status: BatchStatus | undefined;
  for (;;) {
    try {
      status = await api.status(batchId, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      // The batch runs on without us: a failed poll is a reason to come back, not to pay again.
      progress.done();
      return {
        kind: 'waiting',
        batchId,
        status,
        why: `could not read the status of batch ${batchId}: ${scrub((error as Error).message)}`,
      };
    }
    progress.update(status.done, status.failed);
    if (status.state === 'ended') break;
    if (input.mode === 'collect') {
      progress.done();
      return {
        kind: 'waiting',
        batchId,
        status,
        why: `batch ${batchId} is still ${status.status}`,
      };
    }
    const wait = settings.poll_s * 1000;
    if (now() + wait > deadline) {
      progress.done();
      return {
        kind: 'waiting',
        batchId,
        status,
        why: `batch ${batchId} is still ${status.status} after batch.max_wait ${String(settings.max_wait)}`,
      };
    }
    await sleep(wait, signal);
  }
  progress.done();
  let results: Map<string, BatchResult>;
  try {
    results = await api.results(status, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      kind: 'waiting',
      batchId,
      status,
      why: `batch ${batchId} ended (${status.status}) but its results could not be read: ${scrub((error as Error).message)}`,
    };
  }
  const complete = requests.every((r) => results.get(r.customId)?.ok === true);
  await writeBatchState(input.statePath, {
    ...current,
    ended: { status: status.status, at: new Date(now()).toISOString(), complete },
  });
  return { kind: 'ended', batchId, status, results };
}
