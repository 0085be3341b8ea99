import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient, HttpTransportError, type HttpClient } from '../../src/engine/http.js';
import { startOpenAIServer, type FakeServer } from '../fakes/model-server.js';

const KEY = 'sk-secret-key-1234';
const AUTH = { authorization: `Bearer ${KEY}` };

function chatBody(content: string): string {
  return JSON.stringify({ model: 'gpt-test', messages: [{ role: 'user', content }] });
}

async function transportErrorOf(promise: Promise<unknown>): Promise<HttpTransportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpTransportError) return error;
    throw error;
  }
  throw new Error('expected an HttpTransportError');
}

/** A port nothing listens on: bound once by the OS, then released. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let server: FakeServer | undefined;
let client: HttpClient | undefined;

afterEach(async () => {
  client?.close();
  await server?.close();
  client = undefined;
  server = undefined;
});

describe('createHttpClient().postJson', () => {
  it('returns status, headers and the body as a string, and sends the JSON body and headers', async () => {
    server = await startOpenAIServer({ answer: () => 'B', apiKey: KEY });
    client = createHttpClient();
    const response = await client.postJson(`${server.url}/chat/completions`, chatBody('Q?'), AUTH, {
      timeoutMs: 5000,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['x-request-id']).toMatch(/^req_/);
    expect(JSON.parse(response.body).choices[0].message.content).toBe('B');
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[0]!.body.messages[0].content).toBe('Q?');
  });

  it('resolves (does not throw) for error statuses', async () => {
    server = await startOpenAIServer({ answer: () => 'B', apiKey: KEY });
    client = createHttpClient();
    const response = await client.postJson(
      `${server.url}/chat/completions`,
      chatBody('Q?'),
      {},
      {
        timeoutMs: 5000,
      },
    );
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body).error.code).toBe('invalid_api_key');
  });

  it('decodes a multi-chunk UTF-8 body without splitting characters', async () => {
    const text = 'é✓日本🙂'.repeat(40_000);
    server = await startOpenAIServer({ answer: () => text });
    client = createHttpClient();
    const response = await client.postJson(
      `${server.url}/chat/completions`,
      chatBody('Q'),
      {},
      {
        timeoutMs: 5000,
      },
    );
    expect(JSON.parse(response.body).choices[0].message.content).toBe(text);
  });

  it('keeps connections alive: many requests over at most maxSockets connections', async () => {
    server = await startOpenAIServer({ answer: () => 'A', latencyMs: 2, recordRequests: false });
    client = createHttpClient({ maxSockets: 4 });
    const url = `${server.url}/chat/completions`;
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const response = await client!.postJson(url, chatBody(`Q${i}`), {}, { timeoutMs: 5000 });
        return response.status;
      }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(server.stats.total).toBe(200);
    expect(server.stats.connections).toBeLessThanOrEqual(4);
  });

  it('fails with kind "timeout" when no response comes within timeoutMs', async () => {
    server = await startOpenAIServer({ answer: () => 'A', latencyMs: 2000 });
    client = createHttpClient();
    const started = Date.now();
    const error = await transportErrorOf(
      client.postJson(`${server.url}/chat/completions`, chatBody('Q'), AUTH, { timeoutMs: 100 }),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error.message).toContain('/v1/chat/completions');
    expect(error.message).not.toContain(KEY);
  });

  it('fails with kind "aborted" when the signal fires, or has already fired', async () => {
    server = await startOpenAIServer({ answer: () => 'A', latencyMs: 2000 });
    client = createHttpClient();
    const url = `${server.url}/chat/completions`;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const inFlight = await transportErrorOf(
      client.postJson(url, chatBody('Q'), AUTH, { timeoutMs: 5000, signal: controller.signal }),
    );
    expect(inFlight.kind).toBe('aborted');
    const before = await transportErrorOf(
      client.postJson(url, chatBody('Q'), AUTH, { timeoutMs: 5000, signal: controller.signal }),
    );
    expect(before.kind).toBe('aborted');
  });

  it('fails with kind "reset" when the server drops the connection, and the retry succeeds', async () => {
    server = await startOpenAIServer({
      answer: () => 'A',
      faults: { rateDrop: 1, maxFaultsPerRequest: 1 },
    });
    client = createHttpClient();
    const url = `${server.url}/chat/completions`;
    const error = await transportErrorOf(
      client.postJson(url, chatBody('Q'), AUTH, { timeoutMs: 5000 }),
    );
    expect(error.kind).toBe('reset');
    expect(error.code).toBe('ECONNRESET');
    expect(error.message).not.toContain(KEY);
    const retry = await client.postJson(url, chatBody('Q'), AUTH, { timeoutMs: 5000 });
    expect(retry.status).toBe(200);
    expect(server.stats.dropped).toBe(1);
  });

  it('fails with kind "refused" when nothing listens on the port', async () => {
    const port = await freePort();
    client = createHttpClient();
    const error = await transportErrorOf(
      client.postJson(`http://127.0.0.1:${port}/v1/chat/completions?key=${KEY}`, '{}', AUTH, {
        timeoutMs: 5000,
      }),
    );
    expect(error.kind).toBe('refused');
    expect(error.code).toBe('ECONNREFUSED');
    expect(error.message).toContain(`POST http://127.0.0.1:${port}/v1/chat/completions`);
    expect(error.message).not.toContain(KEY);
  });

  it('rejects invalid URLs, other protocols and calls after close with kind "other"', async () => {
    client = createHttpClient();
    const options = { timeoutMs: 1000 };
    expect((await transportErrorOf(client.postJson('not a url', '{}', {}, options))).kind).toBe(
      'other',
    );
    const ftp = await transportErrorOf(client.postJson('ftp://127.0.0.1/x', '{}', {}, options));
    expect(ftp.message).toContain('expected an http: or https: URL');
    client.close();
    const closed = await transportErrorOf(
      client.postJson('http://127.0.0.1:1/x', '{}', {}, options),
    );
    expect(closed.message).toContain('the client is closed');
  });

  it('never puts an invalid header value in the message', async () => {
    client = createHttpClient();
    const error = await transportErrorOf(
      client.postJson(
        'http://127.0.0.1:1/x',
        '{}',
        { authorization: `Bearer ${KEY}\n` },
        {
          timeoutMs: 1000,
        },
      ),
    );
    expect(error.kind).toBe('other');
    expect(error.message).not.toContain(KEY);
  });
});
