// History benchmark: peak RSS of `evalgate gate` and `evalgate report --format html` on the
// 14,080-item MMLU suite (bench/suites/run-mmlu.yml) with 1 and with 100 runs stored in the local
// history, run as a user runs them: the built CLI, a fresh process each time, against the fake
// OpenAI-compatible server (test/fakes/model-server.ts, zero latency) in its own process.
//
// The first stored run is a real run, frozen as the baseline. The other 99 are written from it,
// each with its own run_id and day and a different set of items answered right (so each is a
// trend point of its own, as a year of nightly runs would be: same size, other outcomes), then
// indexed by one `evalgate history` (timed and printed apart: the one-off cost of a history
// written before the index existed). Before every measurement the history folder is reset to
// its 1- or 100-run state, so no measurement sees the runs earlier ones added.
// Usage: npm run bundle && node bench/history-memory.js [runs]
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import YAML from 'yaml';
import { startFakeServer } from './lib/fake-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const probe = pathToFileURL(path.join(root, 'bench/lib/exit-usage.mjs')).href;
const runs = Number(process.argv[2] ?? 3);
const STORED = [1, 100];

const dir = await mkdtemp(path.join(tmpdir(), 'evalgate-bench-history-'));
const server = await startFakeServer();
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
// The bundle is copied first, so a rebuild while this runs does not change what is measured.
const bundle = path.join(dir, 'cli');
cpSync(path.join(root, 'dist/cli'), bundle, { recursive: true });
const cli = path.join(bundle, 'index.js');

const template = path.join(root, 'bench/suites/run-mmlu.yml');
const suite = YAML.parse(readFileSync(template, 'utf8'));
suite.dataset.path = path.resolve(path.dirname(template), suite.dataset.path);
suite.models[0].base_url = server.url;
const work = path.join(dir, 'suite');
const config = path.join(work, 'evalgate.yml');
cpSync(template, config); // creates the folder
writeFileSync(config, YAML.stringify(suite));
const history = path.join(work, '.evalgate', 'runs');

// Setup, untimed: one real run, frozen; the 1-run and 100-run history folders.
const first = cliRun(['run', '--config', config, '--json']).out.runs[0];
const recordFile = path.resolve(work, first.path);
cliRun(['freeze', '--config', config, '--run', recordFile, '--json']);
const states = { 1: path.join(dir, 'history-1'), 100: path.join(dir, 'history-100') };
cpSync(history, states[1], { recursive: true, preserveTimestamps: true });
cpSync(history, states[100], { recursive: true, preserveTimestamps: true });
const record = JSON.parse(readFileSync(recordFile, 'utf8'));
const folder = path.join(states[100], record.suite);
const start = Date.parse(record.environment.started_at);
for (let i = 1; i < 100; i++) {
  const day = new Date(start - i * 86_400_000);
  const runId = `${day.toISOString().replace(/[-:.]/g, '')}-bench${String(i).padStart(3, '0')}`;
  const items = record.items.map((item, k) =>
    k % 100 === i % 100 && item.correct !== null ? { ...item, correct: !item.correct } : item,
  );
  const right = items.filter((item) => item.correct === true).length;
  const graded = items.filter((item) => item.correct !== null).length;
  const score = (100 * right) / graded;
  const copy = {
    ...record,
    run_id: runId,
    items,
    aggregates: { ...record.aggregates, score, per_repeat: [score] },
    environment: {
      ...record.environment,
      started_at: day.toISOString(),
      ended_at: day.toISOString(),
    },
  };
  delete copy.aggregates.subjects; // per-subject scores would be stale after the flips
  delete copy.aggregates.categories;
  writeFileSync(path.join(folder, `${runId}-fake.json`), `${JSON.stringify(copy, null, 1)}\n`);
}
rmSync(path.join(states[100], '.index', `${record.suite}.jsonl`), { force: true });
resetHistory(100);
const indexing = cliRun(['history', '--config', config, '--json']);
cpSync(history, states[100], { recursive: true, preserveTimestamps: true }); // keep its index
const recordBytes = statSync(recordFile).size;

const rows = [];
for (const stored of STORED) {
  const figures = { gateCold: [], gateWarm: [], report: [], history: [] };
  let reportBytes = 0;
  for (let r = 0; r < runs; r++) {
    resetHistory(stored);
    figures.gateCold.push(cliRun(['gate', '--config', config, '--json'], [0, 1]));
    resetHistory(stored);
    figures.gateWarm.push(cliRun(['gate', '--config', config, '--cache', '--json'], [0, 1]));
    resetHistory(stored);
    const out = path.join(dir, 'report.html');
    figures.report.push(
      cliRun(['report', '--run', recordFile, '--config', config, '--format', 'html', '--out', out]),
    );
    reportBytes = statSync(out).size;
    resetHistory(stored);
    figures.history.push(cliRun(['history', '--config', config, '--json']));
  }
  rows.push({ stored, figures, reportBytes });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs, digits = 0) =>
  `${median(xs).toFixed(digits)} (min ${Math.min(...xs).toFixed(digits)}, max ${Math.max(...xs).toFixed(digits)})`;
console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end`,
);
console.log(
  `suite     ${record.aggregates.n} items (bench/suites/run-mmlu.yml), one stored record ${(recordBytes / 2 ** 20).toFixed(1)} MiB; ${runs} runs per figure, median (min, max)`,
);
console.log(
  `indexing  a 100-run history without its index, read once by \`history\`: ${(indexing.ms / 1000).toFixed(2)} s, peak RSS ${indexing.rssMb.toFixed(0)} MB`,
);
for (const { stored, figures, reportBytes } of rows) {
  const line = (name, list) =>
    `          ${name.padEnd(26)} peak RSS ${spread(list.map((f) => f.rssMb))} MB, wall ${spread(
      list.map((f) => f.ms / 1000),
      2,
    )} s`;
  console.log(`${String(stored).padStart(3)} runs stored`);
  console.log(line('gate --no-cache (cold)', figures.gateCold));
  console.log(line('gate (cache warm)', figures.gateWarm));
  console.log(
    `${line('report --format html', figures.report)}, ${(reportBytes / 2 ** 20).toFixed(2)} MiB page`,
  );
  console.log(line('history', figures.history));
}
const one = rows[0].figures;
const hundred = rows[1].figures;
for (const [name, key] of [
  ['gate cold', 'gateCold'],
  ['gate warm', 'gateWarm'],
  ['report html', 'report'],
]) {
  const a = median(one[key].map((f) => f.rssMb));
  const b = median(hundred[key].map((f) => f.rssMb));
  console.log(
    `ratio     ${name.padEnd(12)} 100 runs / 1 run: ${((100 * b) / a).toFixed(1)}% (${b.toFixed(0)} MB / ${a.toFixed(0)} MB)`,
  );
}

// The server's pipes keep the event loop alive: end here, through the exit hook that stops it.
process.exit(0);

function resetHistory(stored) {
  rmSync(history, { recursive: true, force: true });
  // Times kept: the index keys local records by size and modification time.
  cpSync(states[stored], history, { recursive: true, preserveTimestamps: true });
}

function cliRun(args, codes = [0]) {
  const usageFile = path.join(dir, 'usage.json');
  const began = performance.now();
  const result = spawnSync(process.execPath, ['--import', probe, cli, ...args], {
    encoding: 'utf8',
    cwd: work,
    env: { ...process.env, BENCH_USAGE_FILE: usageFile },
    maxBuffer: 1 << 28,
  });
  const ms = performance.now() - began;
  if (!codes.includes(result.status)) {
    process.stderr.write(result.stderr);
    throw new Error(`evalgate ${args.join(' ')} exited with ${result.status}`);
  }
  const usage = JSON.parse(readFileSync(usageFile, 'utf8'));
  const out = args.includes('--json') ? JSON.parse(result.stdout) : undefined;
  return { ms, rssMb: usage.maxRSS / 1024, out };
}
