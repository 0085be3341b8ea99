import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { octokitPort } from '../../src/action/github.js';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.close();
    server.closeAllConnections();
  }
  vi.restoreAllMocks();
});

describe('the GitHub port', () => {
  // Sitting through the hour would exceed the test's own timeout: the read must end at once.
  it('does not sit through a rate-limit wait over 60 s: it warns and the read fails', async () => {
    let calls = 0;
    const server = http.createServer((_req, res) => {
      calls++;
      res.writeHead(429, {
        'content-type': 'application/json',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      });
      res.end(JSON.stringify({ message: 'API rate limit exceeded' }));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = octokitPort({
      token: 'ghs_test',
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      owner: 'octo',
      repo: 'repo',
      retryBaseMs: 1,
    });
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    await expect(port.labels(7)).rejects.toMatchObject({ status: 429 });
    expect(written.join('')).toMatch(/::warning::evalgate: GitHub asks to wait 3[56]\d\d s/);
    expect(written.join('')).toContain('s (rate limit); not waiting over 60 s');
    expect(calls).toBeLessThanOrEqual(3);
  });
});
