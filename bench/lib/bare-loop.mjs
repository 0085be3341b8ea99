// The ceiling for any client of the fake server: a bare keep-alive node:http loop, `concurrency`
// requests in flight, sending the request bodies of a file (one JSON body a line, as the fake
// server's --dump-bodies keeps them), each parsed beforehand and stringified per request, each
// response parsed, nothing else. It runs as a process of its own, as the CLI does, so that both
// start with a cold JIT and the same exit hook (exit-usage.mjs) measures both the same way.
//
//   node --import ./bench/lib/exit-usage.mjs bench/lib/bare-loop.mjs URL BODIES CONCURRENCY
//
// Prints {"items": N, "ok": N, "loopS": S}: the wall time from the first request to the last
// response. With BARE_CONFIG_STACK=1 it first imports yaml and zod, the libraries the CLI reads
// and checks its config with: the least start-up a CLI configured that way has before its first
// request.
import { readFileSync } from 'node:fs';
import http from 'node:http';

if (process.env.BARE_CONFIG_STACK === '1') {
  await import('yaml');
  await import('zod');
}

const [url, bodiesFile, concurrencyArg] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const payloads = readFileSync(bodiesFile, 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => JSON.parse(line));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(`${url}/chat/completions`);
let ok = 0;
const post = (payload) =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const headers = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    const request = http.request(target, { method: 'POST', agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode === 200) ok++;
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
const start = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < payloads.length) await post(payloads[next++]);
  }),
);
const loopS = (performance.now() - start) / 1000;
agent.destroy();
process.stdout.write(`${JSON.stringify({ items: payloads.length, ok, loopS })}\n`);
