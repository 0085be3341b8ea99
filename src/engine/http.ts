/**
 * The HTTP client on the hot path: every model call of a run goes through `postJson`.
 *
 * Built on `node:http`/`node:https` with one keep-alive Agent per client instead of the global
 * fetch, because fetch (undici) spends much more CPU per request and a run of thousands of short
 * calls is CPU-bound on a 2-core runner. Measured on these 2 cores (Node 20.20) against
 * test/fakes/model-server.ts in its own process, zero latency, 32 requests in flight, four
 * rounds of 20,000 chat completions each: global fetch 1,200-2,800 requests/s at 430-740 µs of
 * client CPU per request; this client 5,800-9,000 requests/s at 105-170 µs per request.
 *
 * Error messages name the method and URL (without its query string) and never the request
 * headers, which carry API keys.
 */
import http from 'node:http';
import https from 'node:https';

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpRequestOptions {
  /** Deadline for the whole exchange: connect, send, response headers and body. */
  timeoutMs: number;
  signal?: AbortSignal;
  /**
   * The most bytes of body to read: beyond it the request fails (`too_large`) and the connection
   * is dropped, so a hostile or broken server cannot grow the process without bound.
   */
  maxBytes?: number;
}

export interface HttpClient {
  /** POSTs a JSON body and reads the whole response as UTF-8, whatever its status. */
  postJson(
    url: string,
    body: string,
    headers: Record<string, string>,
    options: HttpRequestOptions,
  ): Promise<HttpResponse>;
  /** Closes the pooled connections; later calls fail. */
  close(): void;
}

export type TransportErrorKind =
  'timeout' | 'reset' | 'refused' | 'dns' | 'aborted' | 'too_large' | 'other';

/** No HTTP response was received: the retry policy decides from `kind`. */
export class HttpTransportError extends Error {
  override readonly name = 'HttpTransportError';
  constructor(
    message: string,
    readonly kind: TransportErrorKind,
    /** The system error code (ECONNRESET, ENOTFOUND, ...) when there is one. */
    readonly code?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const KIND_BY_CODE: Record<string, TransportErrorKind> = {
  ECONNRESET: 'reset',
  EPIPE: 'reset',
  ECONNABORTED: 'reset',
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ETIMEDOUT: 'timeout',
};

const REASONS: Record<TransportErrorKind, string> = {
  timeout: 'the connection timed out',
  reset: 'the connection was closed before a complete response',
  refused: 'the connection was refused (is the server running on that port?)',
  dns: 'the host name did not resolve',
  aborted: 'the request was aborted',
  too_large: 'the response is too large',
  other: 'the request failed',
};

/** `maxSockets` caps the open connections per host; set it to the run's concurrency. */
export function createHttpClient(options: { maxSockets?: number } = {}): HttpClient {
  const agentOptions: http.AgentOptions = {
    keepAlive: true,
    maxSockets: options.maxSockets ?? 16,
    // Reuse the most recently used socket, so idle ones time out instead of being kept warm.
    scheduling: 'lifo',
  };
  let httpAgent: http.Agent | undefined;
  let httpsAgent: https.Agent | undefined;
  let closed = false;
  // A run posts thousands of times to one or two URLs: parse each once.
  const parsed = new Map<string, { target: URL; where: string }>();

  return {
    postJson(url, body, headers, { timeoutMs, signal, maxBytes = Infinity }) {
      let known = parsed.get(url);
      if (known === undefined) {
        let target: URL;
        try {
          target = new URL(url);
        } catch {
          return Promise.reject(
            new HttpTransportError(`POST ${withoutQuery(url)}: not a valid URL`, 'other'),
          );
        }
        known = { target, where: `POST ${target.origin}${target.pathname}` };
        if (parsed.size < 64) parsed.set(url, known);
      }
      const { target, where } = known;
      if (closed) {
        return Promise.reject(new HttpTransportError(`${where}: the client is closed`, 'other'));
      }
      if (signal?.aborted) {
        return Promise.reject(new HttpTransportError(`${where}: ${REASONS.aborted}`, 'aborted'));
      }
      let transport: typeof http | typeof https;
      let agent: http.Agent;
      if (target.protocol === 'https:') {
        transport = https;
        agent = httpsAgent ??= new https.Agent(agentOptions);
      } else if (target.protocol === 'http:') {
        transport = http;
        agent = httpAgent ??= new http.Agent(agentOptions);
      } else {
        return Promise.reject(
          new HttpTransportError(`${where}: expected an http: or https: URL`, 'other'),
        );
      }

      return new Promise<HttpResponse>((resolve, reject) => {
        let settled = false;
        let timer: NodeJS.Timeout | undefined;
        const onAbort = () =>
          fail(new HttpTransportError(`${where}: ${REASONS.aborted}`, 'aborted'));
        const settle = () => {
          settled = true;
          clearTimeout(timer);
          if (signal) abortWatchers(signal).delete(onAbort);
        };
        const fail = (error: HttpTransportError) => {
          if (settled) return;
          settle();
          request?.destroy();
          reject(error);
        };

        let request: http.ClientRequest | undefined;
        try {
          request = transport.request(target, {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              ...headers,
              'content-length': Buffer.byteLength(body),
            },
          });
        } catch (error) {
          // An invalid header name or value throws here. Node's message may quote the value, which
          // can be an API key, so only the code is kept.
          const code = (error as NodeJS.ErrnoException | undefined)?.code;
          fail(
            new HttpTransportError(`${where}: invalid request headers (${code})`, 'other', code),
          );
          return;
        }
        if (Number.isFinite(timeoutMs) && timeoutMs > 0) {
          timer = setTimeout(
            () =>
              fail(
                new HttpTransportError(
                  `${where}: no complete response within ${timeoutMs} ms`,
                  'timeout',
                ),
              ),
            timeoutMs,
          );
        }
        if (signal) abortWatchers(signal).add(onAbort);

        request.on('error', (error) => fail(transportError(where, error)));
        request.on('response', (response) => {
          const chunks: Buffer[] = [];
          let received = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > maxBytes) {
              response.destroy();
              fail(
                new HttpTransportError(
                  `${where}: response larger than ${maxBytes} bytes (max_response_bytes)`,
                  'too_large',
                ),
              );
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', (error) => fail(transportError(where, error)));
          response.on('end', () => {
            if (settled) return;
            settle();
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body:
                chunks.length === 1
                  ? chunks[0]!.toString('utf8')
                  : Buffer.concat(chunks).toString('utf8'),
            });
          });
          response.on('close', () => {
            if (!response.complete) {
              fail(new HttpTransportError(`${where}: ${REASONS.reset}`, 'reset', 'ECONNRESET'));
            }
          });
        });
        request.end(body);
      });
    },
    close() {
      closed = true;
      httpAgent?.destroy();
      httpsAgent?.destroy();
    },
  };
}

/**
 * The requests in flight under a signal. One listener per signal calls them all on abort, instead
 * of an EventTarget listener added and removed per request (a cost on every request of a run).
 */
const watchers = new WeakMap<AbortSignal, Set<() => void>>();

function abortWatchers(signal: AbortSignal): Set<() => void> {
  let set = watchers.get(signal);
  if (set === undefined) {
    const created = new Set<() => void>();
    signal.addEventListener('abort', () => [...created].forEach((onAbort) => onAbort()), {
      once: true,
    });
    watchers.set(signal, created);
    set = created;
  }
  return set;
}

function transportError(where: string, error: unknown): HttpTransportError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const kind = (code !== undefined && KIND_BY_CODE[code]) || 'other';
  const detail = error instanceof Error ? error.message : String(error);
  return new HttpTransportError(`${where}: ${REASONS[kind]} (${detail})`, kind, code, {
    cause: error,
  });
}

function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
