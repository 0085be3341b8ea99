import { scrub } from '../secrets.js';

/**
 * The few HTTP calls of a batch (upload, create, polls, downloads) over the global fetch: they
 * are not the hot path, and fetch brings FormData for the file upload. Reads are retried on
 * 408/409/429/5xx and on transport faults; a create is retried only when the server answered
 * (429/5xx): after a lost connection it may have created the batch, and a second create would
 * pay twice.
 */
export interface BatchTransport {
  request(
    method: 'GET' | 'POST',
    url: string,
    body: string | FormData | undefined,
    signal: AbortSignal,
    options?: { idempotent?: boolean },
  ): Promise<string>;
}

export class BatchHttpError extends Error {
  override readonly name = 'BatchHttpError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function batchTransport(settings: {
  headers: Record<string, string>;
  who: string;
  keyHint: string;
  timeoutMs: number;
  maxRetries: number;
}): BatchTransport {
  const { who } = settings;
  return {
    async request(method, url, body, signal, options = {}) {
      const idempotent = options.idempotent ?? method === 'GET';
      const shown = `${method} ${url.split('?', 1)[0]}`;
      let last: BatchHttpError | undefined;
      for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
        if (attempt > 0) await sleep(Math.min(250 * 2 ** attempt, 8000), signal);
        let response: Response;
        try {
          const headers: Record<string, string> = { ...settings.headers };
          if (typeof body === 'string') headers['content-type'] = 'application/json';
          response = await fetch(url, {
            method,
            headers,
            ...(body === undefined ? {} : { body }),
            signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
          });
        } catch (error) {
          if (signal.aborted) throw signal.reason ?? error;
          last = new BatchHttpError(`${who}: ${shown} failed: ${(error as Error).message}`);
          if (!idempotent) throw last;
          continue;
        }
        const text = await response.text();
        if (response.ok) return text;
        const detail = scrub(text).slice(0, 300);
        const keyNote =
          response.status === 401 || response.status === 403 ? `; ${settings.keyHint}` : '';
        last = new BatchHttpError(
          `${who}: ${shown} answered HTTP ${response.status}: ${detail}${keyNote}`,
          response.status,
        );
        const transient = [408, 409, 429].includes(response.status) || response.status >= 500;
        if (!transient) throw last;
      }
      throw last!;
    },
  };
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Parses a JSON response, or says which call answered what. */
export function parseJson(text: string, who: string, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new BatchHttpError(
    `${who}: ${what}: expected a JSON object, found ${JSON.stringify(scrub(text).slice(0, 80))}`,
  );
}

/** The lines of a JSONL result file; a line that is not JSON is skipped and counted. */
export function jsonLines(text: string): { lines: Record<string, unknown>[]; skipped: number } {
  const lines: Record<string, unknown>[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (value && typeof value === 'object') lines.push(value as Record<string, unknown>);
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { lines, skipped };
}
