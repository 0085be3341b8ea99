/**
 * Fake batch APIs as a real HTTP server on 127.0.0.1, in front of the synchronous fakes of
 * model-server.ts (so a batch answers exactly what the same requests would have got one by one):
 *
 * - `kind: 'openai'`: POST /v1/files (multipart, purpose=batch), POST /v1/batches, GET
 *   /v1/batches/{id} (validating → in_progress → finalizing → completed, or expired),
 *   GET /v1/files/{id}/content (the output and error files, JSONL by custom_id).
 * - `kind: 'anthropic'`: POST /v1/messages/batches ({requests: [{custom_id, params}]}, custom_id
 *   checked against ^[a-zA-Z0-9_-]{1,64}$), GET /v1/messages/batches/{id} (in_progress → ended),
 *   GET its results_url (JSONL of {custom_id, result: {type: succeeded|errored|expired}}).
 *
 * The synchronous endpoints are served too (proxied to the inner fake) and counted, so a test
 * can say "0 synchronous requests". Counters: submissions (batches created), uploads, polls,
 * downloads, synchronous.
 */
import http from 'node:http';
import {
  startAnthropicServer,
  startOpenAIServer,
  type FakeServer,
  type FakeServerOptions,
} from './model-server.js';

export interface BatchFakeOptions extends FakeServerOptions {
  kind: 'openai' | 'anthropic';
  /** Status polls before a batch ends. Default 3. */
  pollsToEnd?: number;
  /** Requests the batch fails (an error file line, or an `errored` result). */
  failRequest?: (customId: string, body: unknown) => boolean;
  /** The batch expires having run only this fraction of its requests. */
  expireAfter?: number;
  /** Batches stay in progress until `release()`. */
  hold?: boolean;
}

export interface BatchFakeCounts {
  submissions: number;
  uploads: number;
  polls: number;
  downloads: number;
  synchronous: number;
}

export interface BatchFake {
  url: string;
  counts: BatchFakeCounts;
  /** The custom ids of each created batch, in order. */
  batches: { id: string; customIds: string[] }[];
  release(): void;
  close(): Promise<void>;
}

interface Line {
  customId: string;
  status: number;
  body: unknown;
  failed: boolean;
}

interface Batch {
  id: string;
  lines: Line[];
  polls: number;
  endpoint: string;
  inputFileId: string;
  files?: { output?: string; error?: string };
}

const CUSTOM_ID = /^[a-zA-Z0-9_-]{1,64}$/;

export async function startBatchServer(options: BatchFakeOptions): Promise<BatchFake> {
  const inner: FakeServer =
    options.kind === 'openai'
      ? await startOpenAIServer(options)
      : await startAnthropicServer(options);
  const counts: BatchFakeCounts = {
    submissions: 0,
    uploads: 0,
    polls: 0,
    downloads: 0,
    synchronous: 0,
  };
  const files = new Map<string, string>();
  const batches = new Map<string, Batch>();
  const created: BatchFake['batches'] = [];
  const pollsToEnd = options.pollsToEnd ?? 3;
  let held = options.hold ?? false;
  let serial = 0;
  let base = '';

  const innerPost = async (path: string, body: unknown, headers: http.IncomingHttpHeaders) => {
    const forward: Record<string, string> = { 'content-type': 'application/json' };
    for (const name of ['authorization', 'x-api-key', 'anthropic-version']) {
      const value = headers[name];
      if (typeof value === 'string') forward[name] = value;
    }
    const response = await fetch(`${inner.url}${path.replace(/^\/v1/, '')}`, {
      method: 'POST',
      headers: forward,
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const authorized = (headers: http.IncomingHttpHeaders) =>
    options.apiKey === undefined ||
    (options.kind === 'openai'
      ? headers.authorization === `Bearer ${options.apiKey}`
      : headers['x-api-key'] === options.apiKey);

  const errorBody = (status: number, message: string) =>
    JSON.stringify(
      options.kind === 'openai'
        ? { error: { message, type: 'invalid_request_error', param: null, code: null } }
        : {
            type: 'error',
            error: { type: status === 404 ? 'not_found_error' : 'invalid_request_error', message },
          },
    );

  /** Runs every line through the inner fake at creation; polls only reveal the progress. */
  const runLines = async (
    customIds: string[],
    path: string,
    bodies: unknown[],
    headers: http.IncomingHttpHeaders,
  ): Promise<Line[]> => {
    const lines: Line[] = [];
    for (let i = 0; i < bodies.length; i++) {
      const failed = options.failRequest?.(customIds[i]!, bodies[i]) ?? false;
      if (failed) {
        lines.push({ customId: customIds[i]!, status: 500, body: null, failed: true });
        continue;
      }
      const answer = await innerPost(path, bodies[i], headers);
      lines.push({
        customId: customIds[i]!,
        status: answer.status,
        body: answer.body,
        failed: false,
      });
    }
    return lines;
  };

  const ranCount = (batch: Batch) =>
    options.expireAfter === undefined
      ? batch.lines.length
      : Math.floor(batch.lines.length * options.expireAfter);

  const openaiStatus = (batch: Batch) => {
    const total = batch.lines.length;
    const ended = !held && batch.polls >= pollsToEnd;
    const progress = ended ? 1 : Math.min(batch.polls / pollsToEnd, 0.9);
    const ran = batch.lines.slice(0, Math.floor(ranCount(batch) * progress));
    let status = batch.polls <= 1 && !ended ? 'validating' : 'in_progress';
    if (!ended && batch.polls === pollsToEnd - 1) status = 'finalizing';
    if (held) status = 'in_progress';
    if (ended) {
      status = options.expireAfter === undefined ? 'completed' : 'expired';
      if (!batch.files) {
        const ok = ran.filter((l) => !l.failed && l.status === 200);
        const bad = batch.lines.filter((l) => !ok.includes(l));
        const line = (l: Line, i: number) => ({
          id: `batch_req_${i}`,
          custom_id: l.customId,
          ...(ran.includes(l) && !l.failed
            ? {
                response: { status_code: l.status, request_id: `req_${i}`, body: l.body },
                error: null,
              }
            : ran.includes(l)
              ? {
                  response: {
                    status_code: 500,
                    request_id: `req_${i}`,
                    body: {
                      error: {
                        message: 'The server had an error processing this request',
                        type: 'server_error',
                      },
                    },
                  },
                  error: null,
                }
              : {
                  response: null,
                  error: {
                    code: 'batch_expired',
                    message:
                      'This request could not be executed before the completion window expired.',
                  },
                }),
        });
        batch.files = {};
        if (ok.length) {
          const id = `file-out${++serial}`;
          files.set(id, ok.map((l, i) => JSON.stringify(line(l, i))).join('\n') + '\n');
          batch.files.output = id;
        }
        if (bad.length) {
          const id = `file-err${++serial}`;
          files.set(id, bad.map((l, i) => JSON.stringify(line(l, i))).join('\n') + '\n');
          batch.files.error = id;
        }
      }
    }
    const failed =
      ran.filter((l) => l.failed || l.status !== 200).length +
      (ended ? total - ranCount(batch) : 0);
    return {
      id: batch.id,
      object: 'batch',
      endpoint: batch.endpoint,
      errors: null,
      input_file_id: batch.inputFileId,
      completion_window: '24h',
      status,
      output_file_id: batch.files?.output ?? null,
      error_file_id: batch.files?.error ?? null,
      created_at: Math.floor(Date.now() / 1000),
      request_counts: {
        total,
        completed: ran.length - ran.filter((l) => l.failed || l.status !== 200).length,
        failed,
      },
      metadata: null,
    };
  };

  const anthropicStatus = (batch: Batch) => {
    const total = batch.lines.length;
    const ended = !held && batch.polls >= pollsToEnd;
    const progress = ended ? 1 : Math.min(batch.polls / pollsToEnd, 0.9);
    const ranN = Math.floor(ranCount(batch) * progress);
    const ran = batch.lines.slice(0, ranN);
    const errored = ran.filter((l) => l.failed || l.status !== 200).length;
    const expired = ended ? total - ranCount(batch) : 0;
    return {
      id: batch.id,
      type: 'message_batch',
      processing_status: ended ? 'ended' : 'in_progress',
      request_counts: {
        processing: total - ranN - expired,
        succeeded: ranN - errored,
        errored,
        canceled: 0,
        expired,
      },
      ended_at: ended ? new Date().toISOString() : null,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86400000).toISOString(),
      cancel_initiated_at: null,
      results_url: ended ? `${base}/messages/batches/${batch.id}/results` : null,
    };
  };

  const anthropicResults = (batch: Batch) =>
    batch.lines
      .map((l, i) => {
        const ran = i < ranCount(batch);
        const result = !ran
          ? { type: 'expired' }
          : l.failed || l.status !== 200
            ? {
                type: 'errored',
                error: {
                  type: 'error',
                  error: { type: 'api_error', message: 'Internal server error' },
                },
              }
            : { type: 'succeeded', message: l.body };
        return JSON.stringify({ custom_id: l.customId, result });
      })
      .join('\n') + '\n';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks);
        const path = (req.url ?? '').split('?', 1)[0]!;
        const send = (status: number, body: string, type = 'application/json') => {
          res.writeHead(status, {
            'content-type': type,
            'content-length': Buffer.byteLength(body),
          });
          res.end(body);
        };
        const sync = ['/v1/chat/completions', '/v1/completions', '/v1/responses', '/v1/messages'];
        if (req.method === 'POST' && sync.includes(path)) {
          counts.synchronous++;
          const answer = await innerPost(path, JSON.parse(raw.toString('utf8')), req.headers);
          return send(answer.status, JSON.stringify(answer.body));
        }
        if (!authorized(req.headers)) return send(401, errorBody(401, 'invalid key'));
        if (options.kind === 'openai') {
          if (req.method === 'POST' && path === '/v1/files') {
            const parts = multipart(raw, String(req.headers['content-type'] ?? ''));
            if (parts.purpose !== 'batch' || parts.file === undefined) {
              return send(400, errorBody(400, "expected purpose 'batch' and a file"));
            }
            counts.uploads++;
            const id = `file-in${++serial}`;
            files.set(id, parts.file);
            return send(
              200,
              JSON.stringify({ id, object: 'file', purpose: 'batch', bytes: parts.file.length }),
            );
          }
          if (req.method === 'POST' && path === '/v1/batches') {
            const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
            const input = files.get(String(body.input_file_id));
            if (input === undefined) return send(404, errorBody(404, 'No such File object'));
            if (body.completion_window !== '24h')
              return send(400, errorBody(400, 'completion_window must be 24h'));
            const lines = input
              .split('\n')
              .filter(Boolean)
              .map((l) => JSON.parse(l) as Record<string, unknown>);
            const ids = lines.map((l) => String(l.custom_id));
            if (new Set(ids).size !== ids.length)
              return send(400, errorBody(400, 'duplicate custom_id'));
            if (lines.some((l) => l.url !== body.endpoint || l.method !== 'POST')) {
              return send(400, errorBody(400, 'every line must POST to the batch endpoint'));
            }
            counts.submissions++;
            const id = `batch_fake${++serial}`;
            const processed = await runLines(
              ids,
              String(body.endpoint),
              lines.map((l) => l.body),
              req.headers,
            );
            batches.set(id, {
              id,
              lines: processed,
              polls: 0,
              endpoint: String(body.endpoint),
              inputFileId: String(body.input_file_id),
            });
            created.push({ id, customIds: ids });
            return send(200, JSON.stringify(openaiStatus(batches.get(id)!)));
          }
          const poll = /^\/v1\/batches\/([^/]+)$/.exec(path);
          if (req.method === 'GET' && poll) {
            const batch = batches.get(decodeURIComponent(poll[1]!));
            if (!batch) return send(404, errorBody(404, 'No such batch'));
            counts.polls++;
            batch.polls++;
            return send(200, JSON.stringify(openaiStatus(batch)));
          }
          const content = /^\/v1\/files\/([^/]+)\/content$/.exec(path);
          if (req.method === 'GET' && content) {
            const file = files.get(decodeURIComponent(content[1]!));
            if (file === undefined) return send(404, errorBody(404, 'No such File object'));
            counts.downloads++;
            return send(200, file, 'application/octet-stream');
          }
        } else {
          if (req.headers['anthropic-version'] === undefined) {
            return send(400, errorBody(400, 'anthropic-version: header is required'));
          }
          if (req.method === 'POST' && path === '/v1/messages/batches') {
            const body = JSON.parse(raw.toString('utf8')) as {
              requests?: { custom_id?: unknown; params?: unknown }[];
            };
            const requests = body.requests ?? [];
            const ids = requests.map((r) => String(r.custom_id));
            if (
              requests.length === 0 ||
              ids.some((id) => !CUSTOM_ID.test(id)) ||
              new Set(ids).size !== ids.length
            ) {
              return send(
                400,
                errorBody(
                  400,
                  'requests: custom_id must be unique and match ^[a-zA-Z0-9_-]{1,64}$',
                ),
              );
            }
            counts.submissions++;
            const id = `msgbatch_fake${++serial}`;
            const processed = await runLines(
              ids,
              '/v1/messages',
              requests.map((r) => r.params),
              req.headers,
            );
            batches.set(id, {
              id,
              lines: processed,
              polls: 0,
              endpoint: '/v1/messages',
              inputFileId: '',
            });
            created.push({ id, customIds: ids });
            return send(200, JSON.stringify(anthropicStatus(batches.get(id)!)));
          }
          const poll = /^\/v1\/messages\/batches\/([^/]+)(\/results)?$/.exec(path);
          if (req.method === 'GET' && poll) {
            const batch = batches.get(decodeURIComponent(poll[1]!));
            if (!batch) return send(404, errorBody(404, 'No such message batch'));
            if (poll[2]) {
              counts.downloads++;
              return send(200, anthropicResults(batch), 'application/binary');
            }
            counts.polls++;
            batch.polls++;
            return send(200, JSON.stringify(anthropicStatus(batch)));
          }
        }
        send(404, errorBody(404, `Invalid URL (${req.method} ${path})`));
      })().catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
  return {
    url: base,
    counts,
    batches: created,
    release: () => {
      held = false;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await inner.close();
    },
  };
}

/** The fields of a multipart/form-data body, as text. */
function multipart(raw: Buffer, contentType: string): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return {};
  const text = raw.toString('utf8');
  const out: Record<string, string> = {};
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /name="([^"]+)"/.exec(part.slice(0, split))?.[1];
    if (name) out[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return out;
}
