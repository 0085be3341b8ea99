import type { CachePolicy } from '../core/cache-rules.js';
import type { RunRecord } from '../core/record.js';

/** What a run of a prepared suite is told, and what it gives back. */
export interface RunOptions {
  /** Model entry ids to run; all candidates when empty. */
  models: string[];
  /** Extra folder for the records; they always go to the local history too. */
  outDir?: string | undefined;
  noCache: boolean;
  /** Which cached answers may stand in for requests, and who writes new ones; default: all, local. */
  cachePolicy?: CachePolicy;
  /** Where the response cache lives; default `.evalgate/cache` beside the config. */
  cacheDir?: string;
  /** Cassette file to append every answer to. */
  record?: string | undefined;
  env: NodeJS.ProcessEnv;
  log: (text: string) => void;
  isTTY: boolean;
  /** Seconds between progress lines off a terminal. */
  progressIntervalS?: number;
  /** A pull request's run: entries with `batch` stay synchronous unless `batch.pull_requests`. */
  pullRequest?: boolean;
  /** Where batch state files live; default `.evalgate/batches` beside the config. */
  batchDir?: string;
  /** Called once a new batch's state is on disk, before the run waits for it. */
  onBatchSubmitted?: (model: string, batchId: string) => Promise<void>;
  /**
   * Stops the run (Ctrl-C), polling included: requests in flight are aborted, the response cache
   * is closed with what arrived, and the run throws `RunInterrupted` without writing a record
   * for the slot it was measuring. A submitted batch stays recorded for the next run.
   */
  signal?: AbortSignal;
}

/** A batch that had not ended when `evalgate collect` looked. */
export interface WaitingBatch {
  model: string;
  batchId: string;
  status: string;
  done: number;
  total: number;
}

export interface ModelRun {
  record: RunRecord;
  path: string;
}

/** What an interrupted run kept, for the message that says how to resume. */
export class RunInterrupted extends Error {
  override readonly name = 'RunInterrupted';
  constructor(
    /** The slot being measured when the run stopped: no record was written for it. */
    readonly model: string | null,
    /** Records written for the slots measured before it. */
    readonly written: readonly string[],
    /** The response cache folder holding the answers received; null: no cache (--no-cache). */
    readonly cacheDir: string | null,
    /** Slots whose answers the cache does not keep, with their provider: a rerun asks again. */
    readonly uncached: readonly { id: string; provider: string }[],
    /** What ended the slot: the signal's reason, or the fault the abort caused. */
    cause: unknown,
  ) {
    const why = cause instanceof Error ? `: ${cause.message}` : '';
    super(`the run was interrupted${model ? ` while measuring ${model}` : ''}${why}`, { cause });
  }
}
