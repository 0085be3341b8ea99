// Peak RSS of `evalgate run` when a server answers every item with an endless body, or with a
// 600 MB one: the client stops reading at max_response_bytes (default 4 MiB), so memory stays
// flat however much the server would send. Target: peak RSS < 300 MB.
//
//   npm run bundle && node bench/hostile-body.js [--items 64] [--concurrency 16]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist/cli/index.js');
const probe = pathToFileURL(path.join(root, 'bench/lib/exit-usage.mjs')).href;
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const items = arg('items', 64);
const concurrency = arg('concurrency', 16);

function flood(totalBytes) {
  let served = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      let sent = 0;
      res.on('close', () => (sent = totalBytes));
      const pump = () => {
        while (sent < totalBytes) {
          sent += chunk.length;
          served += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${server.address().port}/v1`,
        served: () => served,
      }),
    ),
  );
}

async function measure(label, totalBytes) {
  const { server, url, served } = await flood(totalBytes);
  const dir = await mkdtemp(path.join(tmpdir(), 'evalgate-bench-'));
  const rows = Array.from({ length: items }, (_, i) => ({
    question: `Q${String(i).padStart(4, '0')}: which?`,
    choices: ['a', 'b', 'c', 'd'],
    answer: 0,
  }));
  await writeFile(path.join(dir, 'items.jsonl'), rows.map((r) => JSON.stringify(r)).join('\n'));
  await writeFile(
    path.join(dir, 'evalgate.yml'),
    JSON.stringify({
      version: 1,
      suite: 'flood',
      dataset: { path: 'items.jsonl' },
      harness: { preset: 'mmlu-simple-evals' },
      models: [
        { id: 'm', provider: 'openai', base_url: url, model: 'm', max_retries: 0, concurrency },
      ],
    }),
  );
  const usage = path.join(dir, 'usage.json');
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', probe, cli, 'run', '--config', path.join(dir, 'evalgate.yml'), '--no-cache'],
      {
        env: { ...process.env, BENCH_USAGE_FILE: usage },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (c) => {
      if (!stderr.includes('response larger than')) console.error(stderr);
      resolve(c);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const { maxRSS } = JSON.parse(await readFile(usage, 'utf8'));
  server.close();
  server.closeAllConnections();
  console.log(
    `${label}: ${items} items, concurrency ${concurrency}: exit ${code}, peak RSS ${(maxRSS / 1024).toFixed(0)} MB, ${(served() / 2 ** 20).toFixed(0)} MiB sent by the server before the client hung up, ${seconds.toFixed(2)} s`,
  );
}

await measure('endless body', Number.POSITIVE_INFINITY);
await measure('600 MB body', 600 * 2 ** 20);
