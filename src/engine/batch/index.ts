import type { ModelEntry } from '../../core/config/schema.js';
import { ANTHROPIC_VERSION } from '../providers/anthropic.js';
import { endpointHeaders } from '../providers/index.js';
import { anthropicBatchApi } from './anthropic.js';
import { openaiBatchApi } from './openai.js';
import { batchTransport } from './transport.js';
import type { BatchApi } from './types.js';

/** The batch API of an openai or anthropic entry, with the same key and headers as its requests. */
export function createBatchApi(entry: ModelEntry, env: NodeJS.ProcessEnv): BatchApi {
  const { headers, keyHint } = endpointHeaders(entry, env);
  if (entry.provider === 'anthropic') headers['anthropic-version'] = ANTHROPIC_VERSION;
  const transport = batchTransport({
    headers,
    who: `model "${entry.id}"`,
    keyHint,
    // Result files are far larger than one answer: a generous floor over the per-request timeout.
    timeoutMs: Math.max(entry.timeout_s, 300) * 1000,
    maxRetries: entry.max_retries,
  });
  return entry.provider === 'anthropic'
    ? anthropicBatchApi(entry, transport)
    : openaiBatchApi(entry, transport);
}
