import type { ModelEntry } from '../../core/config/schema.js';
import { scrub } from '../secrets.js';
import { jsonLines, parseJson, type BatchTransport } from './transport.js';
import type { BatchApi, BatchResult } from './types.js';

/** The most requests one Anthropic message batch may hold. */
export const ANTHROPIC_BATCH_MAX = 100_000;

/**
 * Anthropic's Message Batches: the requests go in the create call's body
 * (`requests: [{custom_id, params}]`), the batch is `ended` when nothing more will happen to
 * it, and `results_url` serves one JSONL line per request with a result of type succeeded,
 * errored, canceled or expired.
 */
export function anthropicBatchApi(entry: ModelEntry, transport: BatchTransport): BatchApi {
  const base = (entry.base_url ?? 'https://api.anthropic.com/v1').replace(/\/+$/, '');
  const who = `model "${entry.id}"`;
  return {
    async submit(requests, signal) {
      const body = JSON.stringify({
        requests: requests.map((r) => ({ custom_id: r.customId, params: r.body })),
      });
      const created = parseJson(
        await transport.request('POST', `${base}/messages/batches`, body, signal, {
          idempotent: false,
        }),
        who,
        'create message batch',
      );
      if (typeof created.id !== 'string') throw new Error(`${who}: the new batch has no id`);
      return created.id;
    },
    async status(id, signal) {
      const batch = parseJson(
        await transport.request(
          'GET',
          `${base}/messages/batches/${encodeURIComponent(id)}`,
          undefined,
          signal,
        ),
        who,
        `message batch ${id}`,
      );
      const counts = (batch.request_counts ?? {}) as Record<string, unknown>;
      const n = (key: string) => Number(counts[key]) || 0;
      const failed = n('errored') + n('canceled') + n('expired');
      const done = n('succeeded') + failed;
      const resultsUrl = typeof batch.results_url === 'string' ? batch.results_url : '';
      return {
        id,
        state: batch.processing_status === 'ended' ? 'ended' : 'running',
        status: String(batch.processing_status),
        total: done + n('processing'),
        done,
        failed,
        outputs: resultsUrl ? [resultsUrl] : [],
      };
    },
    async results(status, signal) {
      const out = new Map<string, BatchResult>();
      for (const url of status.outputs) {
        // The key goes only where the base URL points: a results_url on another origin is refused.
        if (new URL(url).origin !== new URL(base).origin) {
          throw new Error(
            `${who}: batch ${status.id}: results_url ${JSON.stringify(scrub(url))} is not on ${new URL(base).origin}; refusing to send the key there`,
          );
        }
        const text = await transport.request('GET', url, undefined, signal);
        for (const line of jsonLines(text).lines) {
          if (typeof line.custom_id !== 'string') continue;
          out.set(line.custom_id, lineResult(line));
        }
      }
      return out;
    },
  };
}

function lineResult(line: Record<string, unknown>): BatchResult {
  const result = (line.result ?? {}) as { type?: unknown; message?: unknown; error?: unknown };
  if (result.type === 'succeeded') return { ok: true, body: result.message };
  if (result.type === 'errored') {
    // {type: 'error', error: {type, message}}, as a synchronous error body.
    const outer = result.error as { error?: { type?: unknown; message?: unknown } } | undefined;
    const inner = outer?.error;
    return {
      ok: false,
      error: scrub(
        `errored: ${String(inner?.type ?? 'error')}${inner?.message ? `: ${String(inner.message)}` : ''}`,
      ),
    };
  }
  return {
    ok: false,
    error: `${String(result.type ?? 'unknown')}: the batch did not run this request`,
  };
}
