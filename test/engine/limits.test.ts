import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import { readRecords, writeSuite } from './suite-helpers.js';

/** A server whose answers never end (or are huge): it writes until the client hangs up. */
async function floodingServer(totalBytes: number) {
  let served = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < totalBytes) {
          sent += chunk.length;
          served += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => (sent = totalBytes));
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    served: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('response size limits', () => {
  it.each([
    ['an endless body', Number.POSITIVE_INFINITY],
    ['a 600 MB body', 600 * 1024 * 1024],
  ])(
    '%s is an item error at max_response_bytes, and the connection is dropped',
    async (_, size) => {
      const server = await floodingServer(size);
      servers.push(server);
      const { dir, config } = await writeSuite({
        n: 3,
        models: [
          {
            id: 'm',
            provider: 'openai',
            base_url: server.url,
            model: 'm',
            max_retries: 0,
            max_response_bytes: 1024 * 1024,
          },
        ],
      });
      const result = await runCli('run', '--config', config);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('all 3 items failed');
      expect(result.stderr).toContain('response larger than 1048576 bytes (max_response_bytes)');
      const [record] = await readRecords(dir);
      expect(record!.items.every((i) => i.error?.includes('response larger than'))).toBe(true);
      expect(record!.items.every((i) => i.attempts === 1)).toBe(true);
      // The client hung up: the server wrote little beyond the cap for each item.
      expect(server.served()).toBeLessThan(3 * 8 * 1024 * 1024);
    },
  );
});
