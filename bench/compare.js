// Compare benchmark: the built CLI ranks 10 model entries measured on all 14,080 MMLU test rows
// (bench/suites/run-mmlu.yml; the built-in `provider: baseline` floors, seeded guesses and the
// first or longest choice, so no server is needed): 45 pairs, each with its exact McNemar test,
// Holm over the pairs and a 10,000-resample bootstrap, plus per-subject and per-category leaders.
// Run as a user runs it: `node dist/cli/index.js compare --config F --run A ... J --json`, a fresh
// process each time, Node's start-up included. The runs are measured once, untimed.
// Usage: npm run bundle && node bench/compare.js [runs]
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
const runs = Number(process.argv[2] ?? 5);

const dir = await mkdtemp(path.join(tmpdir(), 'evalgate-bench-compare-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const template = path.join(root, 'bench/suites/run-mmlu.yml');
const suite = YAML.parse(readFileSync(template, 'utf8'));
suite.dataset.path = path.resolve(path.dirname(template), suite.dataset.path);
suite.models = [
  ...Array.from({ length: 8 }, (_, i) => ({
    id: `guess-${i}`,
    provider: 'baseline',
    strategy: 'random',
  })),
  { id: 'first', provider: 'baseline', strategy: 'first' },
  { id: 'longest', provider: 'baseline', strategy: 'longest' },
];
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

const measured = cliRun(['run', '--config', config, '--json']).runs;
const files = measured.map((r) => path.resolve(dir, r.path));

const times = [];
const rss = [];
let out;
for (let i = 0; i < runs; i++) {
  const usageFile = path.join(dir, `usage-${i}.json`);
  const start = process.hrtime.bigint();
  out = cliRun(['compare', '--config', config, '--run', ...files, '--json'], usageFile);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  rss.push(JSON.parse(readFileSync(usageFile, 'utf8')).maxRSS / 1024);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `compare   ${out.models.length} models x ${out.common_items} items, ${out.pairs.length} pairs, ${out.subjects.length} subjects, top group ${out.top.length}`,
);
console.log(
  `time      median ${median(times).toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms over ${runs} runs (whole CLI process); peak RSS ${median(rss).toFixed(0)} MB`,
);
