import type { ModelEntry } from '../../core/config/schema.js';
import { scrub } from '../secrets.js';
import { jsonLines, parseJson, type BatchTransport } from './transport.js';
import type { BatchApi, BatchResult, BatchStatus } from './types.js';

/** The most requests one OpenAI batch input file may hold. */
export const OPENAI_BATCH_MAX = 50_000;

const ENDED = new Set(['completed', 'failed', 'expired', 'cancelled']);

/**
 * The OpenAI Batch API: the requests go up as a JSONL file (`purpose: batch`), one batch runs
 * them within the 24h window, and its output and error files come back as JSONL, matched by
 * `custom_id`. An expired or cancelled batch still has the output of the requests it finished.
 */
export function openaiBatchApi(entry: ModelEntry, transport: BatchTransport): BatchApi {
  const base = entry.base_url!.replace(/\/+$/, '');
  const endpoint =
    entry.api === 'completions'
      ? '/v1/completions'
      : entry.api === 'responses'
        ? '/v1/responses'
        : '/v1/chat/completions';
  const who = `model "${entry.id}"`;
  return {
    async submit(requests, signal) {
      const jsonl = requests
        .map((r) =>
          JSON.stringify({ custom_id: r.customId, method: 'POST', url: endpoint, body: r.body }),
        )
        .join('\n');
      const form = new FormData();
      form.append('purpose', 'batch');
      form.append(
        'file',
        new Blob([`${jsonl}\n`], { type: 'application/jsonl' }),
        'evalgate-batch.jsonl',
      );
      const file = parseJson(
        await transport.request('POST', `${base}/files`, form, signal, { idempotent: false }),
        who,
        'file upload',
      );
      if (typeof file.id !== 'string') throw new Error(`${who}: the file upload returned no id`);
      const created = parseJson(
        await transport.request(
          'POST',
          `${base}/batches`,
          JSON.stringify({ input_file_id: file.id, endpoint, completion_window: '24h' }),
          signal,
          { idempotent: false },
        ),
        who,
        'create batch',
      );
      if (typeof created.id !== 'string') throw new Error(`${who}: the new batch has no id`);
      return created.id;
    },
    async status(id, signal): Promise<BatchStatus> {
      const batch = parseJson(
        await transport.request(
          'GET',
          `${base}/batches/${encodeURIComponent(id)}`,
          undefined,
          signal,
        ),
        who,
        `batch ${id}`,
      );
      const status = String(batch.status);
      const counts = (batch.request_counts ?? {}) as Record<string, unknown>;
      const completed = Number(counts.completed) || 0;
      const failed = Number(counts.failed) || 0;
      const errors = ((batch.errors as { data?: { message?: unknown }[] } | null)?.data ?? [])
        .map((e) => String(e.message ?? ''))
        .filter(Boolean);
      return {
        id,
        state: ENDED.has(status) ? 'ended' : 'running',
        status,
        total: Number(counts.total) || 0,
        done: completed + failed,
        failed,
        ...(errors.length ? { note: scrub(errors.slice(0, 3).join('; ')) } : {}),
        outputs: [batch.output_file_id, batch.error_file_id].filter(
          (f): f is string => typeof f === 'string' && f !== '',
        ),
      };
    },
    async results(status, signal) {
      const out = new Map<string, BatchResult>();
      for (const fileId of status.outputs) {
        const text = await transport.request(
          'GET',
          `${base}/files/${encodeURIComponent(fileId)}/content`,
          undefined,
          signal,
        );
        for (const line of jsonLines(text).lines) {
          if (typeof line.custom_id !== 'string') continue;
          out.set(line.custom_id, lineResult(line));
        }
      }
      return out;
    },
  };
}

/** One output or error file line: `response` with the HTTP status and body, or `error`. */
function lineResult(line: Record<string, unknown>): BatchResult {
  const response = line.response as { status_code?: unknown; body?: unknown } | null | undefined;
  if (response && response.status_code === 200) return { ok: true, body: response.body };
  const error = line.error as { code?: unknown; message?: unknown } | null | undefined;
  if (error && (error.code || error.message)) {
    return {
      ok: false,
      error: scrub(`${String(error.code ?? 'error')}: ${String(error.message ?? '')}`),
    };
  }
  const body = response?.body as { error?: { message?: unknown } } | undefined;
  return {
    ok: false,
    error: scrub(
      `HTTP ${String(response?.status_code ?? '?')}${body?.error?.message ? `: ${String(body.error.message)}` : ''}`,
    ),
  };
}
