/** One request of a batch: its id (see core/batch.ts) and the exact body a synchronous call sends. */
export interface BatchRequest {
  customId: string;
  body: unknown;
}

/** A batch's state as the provider reports it, in the terms both APIs share. */
export interface BatchStatus {
  id: string;
  /** `ended`: no request will change any more (completed, failed, expired, cancelled). */
  state: 'running' | 'ended';
  /** The provider's own word: OpenAI `status`, Anthropic `processing_status`. */
  status: string;
  total: number;
  /** Requests finished, with an answer or an error. */
  done: number;
  failed: number;
  /** What the provider said about the batch as a whole (OpenAI `errors`), for item errors. */
  note?: string;
  /** Where the results are: OpenAI file ids, Anthropic `results_url`. */
  outputs: string[];
}

export type BatchResult = { ok: true; body: unknown } | { ok: false; error: string };

/** A provider's batch API: submit once, poll, then read every result by custom id. */
export interface BatchApi {
  /** Sends the requests as one batch and returns its id; called at most once per request set. */
  submit(requests: readonly BatchRequest[], signal: AbortSignal): Promise<string>;
  status(id: string, signal: AbortSignal): Promise<BatchStatus>;
  results(status: BatchStatus, signal: AbortSignal): Promise<Map<string, BatchResult>>;
}
