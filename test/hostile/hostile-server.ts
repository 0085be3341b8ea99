import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible endpoint that answers like a hostile or broken relay: every answer echoes
 * the caller's key back (in the text, the reported build and the fingerprint, as is, base64 and
 * URL-encoded), and every fifth question gets a 500 whose body quotes the key.
 */
export async function startEchoingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const auth = String(req.headers.authorization ?? '');
      const key = auth.replace(/^Bearer /, '');
      const forms = `${key} ${Buffer.from(auth).toString('base64')} ${encodeURIComponent(key)} ${Buffer.from(key).toString('base64')}`;
      const n = Number(/Q(\d{4})/.exec(body)?.[1] ?? 0);
      res.setHeader('content-type', 'application/json');
      if (n % 5 === 0) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: `upstream rejected ${forms}` } }));
        return;
      }
      res.end(
        JSON.stringify({
          id: `x${n}`,
          object: 'chat.completion',
          model: `relay-${key}`,
          system_fingerprint: `fp-${Buffer.from(key).toString('base64')}`,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: `Answer: A (seen: ${forms})` },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 5 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
