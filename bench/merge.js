// Merge benchmark: the built CLI joins 4 partial run records of 3,520 items each (all 14,080 MMLU
// test rows, bench/suites/run-mmlu.yml, run as `evalgate run --shard I/4` against the built-in
// `provider: baseline` floor, so no server is needed) into one run record, run as a user runs it:
// `node dist/cli/index.js merge --run A B C D --out DIR --json`, a fresh process each time, Node's
// start-up included. The shards are written once, untimed; every merge writes into a fresh folder.
// Usage: npm run bundle && node bench/merge.js [runs]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist/cli/index.js');
const probe = pathToFileURL(path.join(root, 'bench/lib/exit-usage.mjs')).href;
const runs = Number(process.argv[2] ?? 9);
const SHARDS = 4;

const dir = await mkdtemp(path.join(tmpdir(), 'evalgate-bench-merge-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const template = path.join(root, 'bench/suites/run-mmlu.yml');
const suite = YAML.parse(readFileSync(template, 'utf8'));
suite.dataset.path = path.resolve(path.dirname(template), suite.dataset.path);
suite.models = [{ id: 'floor', provider: 'baseline', strategy: 'random' }];
const config = path.join(dir, 'evalgate.yml');
await writeFile(config, YAML.stringify(suite));

function cliRun(args, usageFile) {
  const env = { ...process.env, ...(usageFile ? { BENCH_USAGE_FILE: usageFile } : {}) };
  const result = spawnSync(process.execPath, ['--import', probe, cli, ...args], {
    encoding: 'utf8',
    env,
    maxBuffer: 1 << 26,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    process.exit(1);
  }
  return JSON.parse(result.stdout);
}

const files = [];
for (let index = 1; index <= SHARDS; index++) {
  const args = ['run', '--config', config, '--shard', `${index}/${SHARDS}`, '--json'];
  const { runs: lines } = cliRun([...args, '--out', path.join(dir, 'shards')]);
  files.push(path.resolve(dir, lines[0].path));
}
const items = files.map((f) => JSON.parse(readFileSync(f, 'utf8')).items.length);

const times = [];
const rss = [];
let merged;
for (let i = 0; i < runs; i++) {
  const usageFile = path.join(dir, `usage-${i}.json`);
  const out = path.join(dir, `merged-${i}`);
  const start = process.hrtime.bigint();
  merged = cliRun(['merge', '--run', ...files, '--out', out, '--json'], usageFile).run;
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  rss.push(JSON.parse(readFileSync(usageFile, 'utf8')).maxRSS / 1024);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `shards    ${SHARDS} x ${items.join(' + ')} items (bench/suites/run-mmlu.yml, provider baseline), merged n ${merged.n}, protocol ${merged.protocol_id.slice(0, 12)}`,
);
console.log(
  `merge     median ${median(times).toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms over ${runs} runs (whole CLI process); peak RSS ${median(rss).toFixed(0)} MB`,
);
