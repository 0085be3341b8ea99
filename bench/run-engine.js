// Run-engine benchmarks: the built CLI runs all 14,080 MMLU test rows (bench/suites/run-mmlu.yml,
// chat prompts, choice grader, concurrency 32) against test/fakes/model-server.ts, which runs in a
// process of its own so it does not share the client's event loop. Every CLI run is a fresh
// process in a fresh temp dir, run as a user runs it (`evalgate run --config F --json`).
//
//   latency  50 ms server latency, --no-cache: throughput against the Little's-law limit
//            concurrency / latency = 32 / 0.05 s = 640 items/s
//   zero     zero server latency, --no-cache: items per second the client sustains
//   warm     fill the cache once, then rerun with the cache warm: requests and wall time
//
// Peak RSS (maxRSS of the CLI process, from a preloaded exit hook: bench/lib/exit-usage.mjs) and
// CPU time are taken from every run. The in-loop rate is the items/s of the CLI's own final
// progress line (timed from the first item to the last); the whole-CLI figures add Node start-up,
// reading and slicing the CSVs, rendering prompts and writing the run record.
//
// Usage: npm run bundle && node bench/run-engine.js [latency] [zero] [warm] [--runs N]
//          [--cli dist/cli/index.js] [--profile DIR] [--keep]
// With no scenario named, all three run. --profile writes a V8 CPU profile of every CLI run into
// DIR and prints the top self-time functions of the first run of each scenario (profiling slows
// the run, so its figures are not comparable with unprofiled ones).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suiteTemplate = path.join(root, 'bench/suites/run-mmlu.yml');
const probe = pathToFileURL(path.join(root, 'bench/lib/exit-usage.mjs')).href;
const ANSWER = 'letter-from-prompt';
const LATENCY_MS = 50;
const QUIET_WAIT_S = 120;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    cli: { type: 'string', default: 'dist/cli/index.js' },
    profile: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const cli = path.resolve(root, values.cli);
const scenarios = positionals.length ? positionals : ['latency', 'zero', 'warm'];
for (const name of scenarios) {
  if (!['latency', 'zero', 'warm'].includes(name)) {
    throw new Error(`unknown scenario "${name}"; expected latency, zero or warm`);
  }
}
const profileDir = values.profile ? path.resolve(values.profile) : undefined;
if (profileDir) await mkdir(profileDir, { recursive: true });

const concurrency = YAML.parse(readFileSync(suiteTemplate, 'utf8')).models[0].concurrency;
const limit = (concurrency * 1000) / LATENCY_MS;
const tempDirs = [];

console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

// ---------------------------------------------------------------------------------------------
// Scenarios.

const results = {};

if (scenarios.includes('latency')) {
  const rows = [];
  for (let i = 0; i < runs; i++) rows.push(await coldRun(LATENCY_MS, `latency-${i}`));
  results.latency = rows;
  const items = rows[0].items;
  console.log(
    `suite     ${items} items, bench/suites/run-mmlu.yml, concurrency ${concurrency}, answer ${ANSWER}, fake server in its own process`,
  );
  const loop = rows.map((r) => r.loopRate);
  const e2e = rows.map((r) => r.items / r.wallS);
  console.log(
    `latency   ${LATENCY_MS} ms, in loop: ${spread(loop, 0, ' items/s')} = ${spread(
      loop.map((x) => (100 * x) / limit),
      1,
      '%',
    )} of the ${limit} items/s limit, over ${runs} runs`,
  );
  const latency = rows.map((r) => r.meanLatencyMs);
  console.log(
    `          mean latency per request as the engine timed it ${spread(latency, 2, ' ms')}; the loop ran at ${spread(
      rows.map((r) => (100 * r.loopRate * r.meanLatencyMs) / (concurrency * 1000)),
      1,
      '%',
    )} of ${concurrency} / that latency`,
  );
  console.log(
    `          whole CLI: wall ${spread(
      rows.map((r) => r.wallS),
      1,
      ' s',
    )} = ${spread(e2e, 0, ' items/s')} = ${spread(
      e2e.map((x) => (100 * x) / limit),
      1,
      '%',
    )}; outside the loop ${spread(
      rows.map((r) => r.wallS - r.loopS),
      2,
      ' s',
    )}`,
  );
  printRss('          ', rows);
  printProfile(rows[0]);
}

if (scenarios.includes('zero')) {
  const rows = [];
  for (let i = 0; i < runs; i++) rows.push(await coldRun(0, `zero-${i}`));
  results.zero = rows;
  const loop = rows.map((r) => r.loopRate);
  console.log(`zero      0 ms, in loop: ${spread(loop, 0, ' items/s')}, over ${runs} runs`);
  console.log(
    `          whole CLI: wall ${spread(
      rows.map((r) => r.wallS),
      2,
      ' s',
    )} = ${spread(
      rows.map((r) => r.items / r.wallS),
      0,
      ' items/s',
    )}; outside the loop ${spread(
      rows.map((r) => r.wallS - r.loopS),
      2,
      ' s',
    )}`,
  );
  console.log(
    `          CPU: client ${spread(
      rows.map((r) => r.clientCpuS),
      2,
      ' s',
    )} (${spread(
      rows.map((r) => (r.clientCpuS * 1e6) / r.items),
      0,
      ' µs/item',
    )}, whole process), server ${spread(
      rows.map((r) => r.serverCpuS),
      2,
      ' s',
    )} (${spread(
      rows.map((r) => (r.serverCpuS * 1e6) / r.items),
      0,
      ' µs/item',
    )})`,
  );
  printRss('          ', rows);
  printProfile(rows[0]);
}

if (scenarios.includes('warm')) {
  const dir = await tempDir();
  // Fill the cache with one cold run against a zero-latency server...
  const filler = await startServer(0, 0);
  const config = await writeSuite(dir, filler.url);
  const fill = await runCli(config, [], 'warm-fill', filler);
  const fillStats = await filler.stop();
  check(fillStats.total === fill.items, `the filling run sent ${fillStats.total} requests`);
  // ...then rerun against a fresh server on the same port (the base URL is part of the cache key),
  // whose request count must stay at zero.
  const server = await startServer(0, new URL(filler.url).port);
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const row = await runCli(config, [], `warm-${i}`, server);
    check(
      row.usage.requests === 0 && row.usage.cached === row.items,
      `warm rerun ${i}: ${row.usage.requests} requests, ${row.usage.cached} cached`,
    );
    check(row.score === fill.score, `warm rerun ${i}: score ${row.score}, cold ${fill.score}`);
    rows.push(row);
  }
  const stats = await server.stop();
  check(stats.total === 0, `the warm reruns sent ${stats.total} requests`);
  results.warm = rows;
  console.log(
    `warm      ${rows[0].items} of ${rows[0].items} items cached, ${stats.total} requests to the server over ${runs} reruns`,
  );
  console.log(
    `          whole CLI: wall ${spread(
      rows.map((r) => r.wallS * 1000),
      0,
      ' ms',
    )}; the cache-filling cold run took ${fill.wallS.toFixed(1)} s`,
  );
  printRss('          ', rows);
  printProfile(rows[0]);
}

const cold = [...(results.latency ?? []), ...(results.zero ?? [])];
if (cold.length) {
  console.log(
    `peak RSS  cold ${cold[0].items}-item runs: ${spread(
      cold.map((r) => r.maxRssMB),
      0,
      ' MB',
    )} over ${cold.length} runs (maxRSS of the CLI process)`,
  );
}

if (!values.keep) for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
else console.log(`kept      ${tempDirs.join(' ')}`);

// ---------------------------------------------------------------------------------------------
// Runs.

/** One --no-cache run in a fresh temp dir against a fresh server. */
async function coldRun(latencyMs, label) {
  const dir = await tempDir();
  const server = await startServer(latencyMs, 0);
  const config = await writeSuite(dir, server.url);
  const row = await runCli(config, ['--no-cache'], label, server);
  const stats = await server.stop();
  check(
    stats.total === row.items && stats.ok === row.items,
    `${label}: ${stats.total} requests for ${row.items} items`,
  );
  return row;
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'evalgate-bench-'));
  tempDirs.push(dir);
  return dir;
}

/** The suite template with its dataset path made absolute and base_url set; returns its path. */
async function writeSuite(dir, url) {
  const suite = YAML.parse(await readFile(suiteTemplate, 'utf8'));
  suite.dataset.path = path.resolve(path.dirname(suiteTemplate), suite.dataset.path);
  if (url) suite.models[0].base_url = url;
  const file = path.join(dir, 'evalgate.yml');
  await writeFile(file, YAML.stringify(suite));
  return file;
}

/** One CLI process; its figures, and the CPU that other processes on the machine used meanwhile. */
async function runCli(config, args, label, server) {
  const waitedS = await waitForQuiet();
  const usageFile = path.join(path.dirname(config), `usage-${label}.json`);
  const nodeArgs = ['--import', probe];
  if (profileDir) {
    nodeArgs.push(
      '--cpu-prof',
      '--cpu-prof-dir',
      profileDir,
      '--cpu-prof-name',
      `${label}.cpuprofile`,
    );
  }
  const busyBefore = machineBusyS();
  const serverBefore = server?.cpuS() ?? 0;
  const selfBefore = process.cpuUsage();
  const start = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    [...nodeArgs, cli, 'run', '--config', config, '--json', ...args],
    {
      cwd: root,
      env: { ...process.env, BENCH_USAGE_FILE: usageFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  const wallS = Number(process.hrtime.bigint() - start) / 1e9;
  const busyS = machineBusyS() - busyBefore;
  const serverCpuS = (server?.cpuS() ?? 0) - serverBefore;
  const self = process.cpuUsage(selfBefore);
  if (code !== 0) throw new Error(`${label}: evalgate exited with ${code}\n${stderr}`);
  const run = JSON.parse(stdout).runs[0];
  check(run.errors === 0 && run.incomplete === null, `${label}: ${run.errors} errors`);
  // The last progress line: "fake 14080/14080 (100%) 613 items/s, 0 errors, 23s".
  const last = [
    ...stderr.matchAll(/ (\d+)\/(\d+) \(\d+%\) ([\d.]+) items\/s, (\d+) errors?, /g),
  ].at(-1);
  check(last !== undefined, `${label}: no progress line on stderr:\n${stderr}`);
  const items = Number(last[2]);
  const loopRate = Number(last[3]);
  const usage = JSON.parse(await readFile(usageFile, 'utf8'));
  const clientCpuS = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  // Latency per request as the engine timed it (around client.send), for the Little's-law check.
  const record = JSON.parse(await readFile(path.resolve(root, run.path), 'utf8'));
  const sent = record.items.filter((item) => !item.cached);
  return {
    label,
    items,
    score: run.score,
    usage: record.usage,
    wallS,
    loopRate,
    loopS: items / loopRate,
    meanLatencyMs: sent.reduce((a, item) => a + item.latency_ms, 0) / Math.max(sent.length, 1),
    clientCpuS,
    serverCpuS,
    maxRssMB: usage.maxRSS / 1024,
    waitedS,
    // Busy CPU of the whole machine minus the client, the server and this script: other processes
    // (another test run, a build) competing for the 2 cores, in cores on average over the run.
    otherCores:
      Math.max(0, busyS - clientCpuS - serverCpuS - (self.user + self.system) / 1e6) / wallS,
  };
}

/** Busy CPU seconds of the whole machine since boot, from /proc/stat (ticks of 10 ms). */
function machineBusyS() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

/**
 * Waits (at most QUIET_WAIT_S) until the machine is idle, less than 0.15 of a core busy over a
 * second, so a run does not start while another process is eating a core. Returns the wait.
 */
async function waitForQuiet() {
  const start = performance.now();
  for (let i = 0; i < QUIET_WAIT_S; i++) {
    const before = machineBusyS();
    await sleep(1000);
    if (machineBusyS() - before < 0.15) break;
  }
  return (performance.now() - start) / 1000 - 1;
}

/** The fake OpenAI server in its own Node process (tsx loader); stop() returns its stats. */
async function startServer(latencyMs, port) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/fakes/model-server.ts',
      '--port',
      String(port),
      '--latency',
      String(latencyMs),
      '--answer',
      ANSWER,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end !== -1) resolve(JSON.parse(out.slice(0, end)).url);
    });
    exited.then((code) => reject(new Error(`model server exited with ${code}\n${stderr}`)));
  });
  return {
    url,
    cpuS: () => processCpuS(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(stderr.trim().split('\n').at(-1));
    },
  };
}

/** utime + stime of a live process, from /proc (clock ticks of 10 ms). */
function processCpuS(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// ---------------------------------------------------------------------------------------------
// Reporting.

function check(ok, message) {
  if (!ok) throw new Error(`benchmark check failed: ${message}`);
}

/** "median X, min Y, max Z" for one figure over the runs. */
function spread(xs, digits, unit) {
  const sorted = [...xs].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const f = (x) => x.toFixed(digits);
  if (sorted.length === 1) return `${f(median)}${unit}`;
  return `${f(median)}${unit} (min ${f(sorted[0])}, max ${f(sorted.at(-1))})`;
}

function printRss(indent, rows) {
  const waited = rows.reduce((a, r) => a + r.waitedS, 0);
  console.log(
    `${indent}peak RSS ${spread(
      rows.map((r) => r.maxRssMB),
      0,
      ' MB',
    )}, client CPU ${spread(
      rows.map((r) => r.clientCpuS),
      2,
      ' s',
    )}; other processes used ${spread(
      rows.map((r) => r.otherCores),
      2,
      ' cores',
    )} during the runs${waited >= 1 ? ` (waited ${waited.toFixed(0)} s for a quiet machine)` : ''}`,
  );
}

/** The top self-time functions of a run's CPU profile. */
function printProfile(row, top = 12) {
  if (!profileDir) return;
  const file = readdirSync(profileDir).find((name) => name === `${row.label}.cpuprofile`);
  if (!file) return;
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const frame = frames.get(profile.samples[i]);
    const where = frame.url ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    const us = profile.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + us);
    total += us;
  }
  console.log(`          profile ${row.label}: top self time of ${(total / 1e6).toFixed(2)} s`);
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `            ${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
    );
  }
}
