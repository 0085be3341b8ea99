import {
  HttpTransportError,
  type HttpClient,
  type HttpRequestOptions,
  type HttpResponse,
} from '../http.js';
import { scrub } from '../secrets.js';
import { ProviderError } from './types.js';

const FATAL_STATUS = new Set([400, 401, 403, 404, 422]);

/** Maps an HTTP error response to a ProviderError; `who` names the model entry and its key variable. */
export function errorFromResponse(
  response: HttpResponse,
  who: string,
  keyHint: string,
): ProviderError {
  const { status } = response;
  const detail = errorDetail(response.body);
  if (status === 401 || status === 403) {
    return new ProviderError(
      `${who}: the endpoint refused the credentials (HTTP ${status}${detail}); ${keyHint}`,
      'fatal',
      status,
    );
  }
  if (FATAL_STATUS.has(status)) {
    const what = status === 404 ? 'unknown endpoint or model' : 'the request was rejected';
    return new ProviderError(`${who}: ${what} (HTTP ${status}${detail})`, 'fatal', status);
  }
  if (status === 408 || status === 409 || status === 429 || status >= 500) {
    return new ProviderError(
      `${who}: HTTP ${status}${detail}`,
      'retryable',
      status,
      retryAfterMs(response.headers),
    );
  }
  return new ProviderError(`${who}: unexpected HTTP ${status}${detail}`, 'item', status);
}

/** `retry-after-ms` (OpenAI) or `Retry-After` in seconds or as an HTTP date. */
export function retryAfterMs(headers: HttpResponse['headers']): number | undefined {
  const ms = Number(first(headers['retry-after-ms']));
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = first(headers['retry-after']);
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The provider's own error message, shortened; both OpenAI and Anthropic nest it under `error`. */
function errorDetail(raw: string): string {
  // Masked before it is cut: a key cut in half would leave its prefix in the message.
  const body = scrub(raw);
  try {
    const parsed = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      message?: unknown;
    };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string' && message) return `: ${message.slice(0, 300)}`;
  } catch {
    // not JSON: fall through to the raw text
  }
  const text = body.trim().slice(0, 200);
  return text ? `: ${text}` : '';
}

export function parseJsonBody(body: string, who: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ProviderError(
      `${who}: expected a JSON response, found ${JSON.stringify(scrub(body).slice(0, 80))}`,
      'retryable',
    );
  }
}

/**
 * Posts a request, turning transport failures (no HTTP response at all) into ProviderErrors that
 * name the model entry: timeouts and resets are retried, an abort is not.
 */
export async function postOrFail(
  http: HttpClient,
  url: string,
  body: string,
  headers: Record<string, string>,
  options: HttpRequestOptions,
  who: string,
): Promise<HttpResponse> {
  try {
    return await http.postJson(url, body, headers, options);
  } catch (error) {
    if (!(error instanceof HttpTransportError)) throw error;
    const detail =
      error.kind === 'timeout'
        ? `timed out: no complete response within ${options.timeoutMs} ms (timeout_s)`
        : error.message;
    // An abort or an oversized answer is this item's error; asking again would answer the same.
    const once = error.kind === 'aborted' || error.kind === 'too_large';
    throw new ProviderError(`${who}: ${detail}`, once ? 'item' : 'retryable');
  }
}
