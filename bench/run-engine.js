// Run-engine benchmarks: the built CLI runs all 14,080 MMLU test rows (bench/suites/run-mmlu.yml,
// chat prompts, choice grader, concurrency 32) against test/fakes/model-server.ts, which runs in a
// process of its own so it does not share the client's event loop. Every CLI run is a fresh
// process in a fresh temp dir, run as a user runs it (`evalgate run --config F --json`).
//
//   latency  50 ms server latency, --no-cache: throughput against the Little's-law limit
//            concurrency / latency = 32 / 0.05 s = 640 items/s
//   latency1k  the same for a 1,000-item slice of the same rows (bench/suites/run-mmlu-1000.yml),
//            where start-up weighs most
//   zero     zero server latency, --no-cache: items per second the client sustains
//   warm     fill the cache once, then rerun with the cache warm: requests and wall time
//
// Peak RSS (maxRSS of the CLI process, from a preloaded exit hook: bench/lib/exit-usage.mjs) and
// CPU time are taken from every run. The in-loop rate is the items/s of the CLI's own final
// progress line (timed from the first item to the last); the whole-CLI figures add Node start-up,
// reading and slicing the CSVs, rendering prompts and writing the run record. Each scenario also
// times a bare node:http loop against the same server, sending the same request bodies the CLI
// sent (the server of each CLI run keeps them), in a fresh process measured by the same exit hook
// (bench/lib/bare-loop.mjs): the ceiling any client could reach, and the CPU per item any client
// must spend.
//
// The machine may be shared (a test run on the other core skews everything), so each run waits for
// the machine to be idle, measures the CPU other processes used meanwhile, and is repeated (up to
// 4 attempts) when they used more than --max-other cores; the discarded attempts are counted.
//
// Usage: npm run bundle && node bench/run-engine.js [latency] [latency1k] [zero] [warm] [--runs N]
//          [--cli dist/cli/index.js] [--max-other 0.25] [--profile DIR] [--keep]
// With no scenario named, all three run. The CLI bundle is copied to a temp dir first, so a
// rebuild during the benchmark does not change what is measured. --profile writes a V8 CPU
// profile of every CLI run into DIR and prints the top self-time functions of the first run of
// each scenario (profiling slows the run: its figures are not comparable with unprofiled ones).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import { startFakeServer } from './lib/fake-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suiteTemplate = path.join(root, 'bench/suites/run-mmlu.yml');
const suite1kTemplate = path.join(root, 'bench/suites/run-mmlu-1000.yml');
const probe = pathToFileURL(path.join(root, 'bench/lib/exit-usage.mjs')).href;
const bareLoop = path.join(root, 'bench/lib/bare-loop.mjs');
const ANSWER = 'letter-from-prompt';
const LATENCY_MS = 50;
const QUIET_WAIT_S = 120;
const MAX_ATTEMPTS = 4;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    cli: { type: 'string', default: 'dist/cli/index.js' },
    'max-other': { type: 'string', default: '0.25' },
    profile: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const maxOther = Number(values['max-other']);
const SCENARIOS = ['latency', 'latency1k', 'zero', 'warm'];
const scenarios = positionals.length ? positionals : SCENARIOS;
for (const name of scenarios) {
  if (!SCENARIOS.includes(name)) {
    throw new Error(`unknown scenario "${name}"; expected ${SCENARIOS.join(', ')}`);
  }
}
const profileDir = values.profile ? path.resolve(values.profile) : undefined;
if (profileDir) await mkdir(profileDir, { recursive: true });

const concurrency = YAML.parse(readFileSync(suiteTemplate, 'utf8')).models[0].concurrency;
const limit = (concurrency * 1000) / LATENCY_MS;
const tempDirs = [];
// On a failure too: no temp dir is left behind (bench/lib/fake-server.mjs stops the servers).
process.on('exit', () => {
  if (!values.keep) for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const cli = await snapshotCli(path.resolve(root, values.cli));

// ---------------------------------------------------------------------------------------------
// Scenarios.

const results = {};

for (const [name, template] of [
  ['latency', suiteTemplate],
  ['latency1k', suite1kTemplate],
]) {
  if (!scenarios.includes(name)) continue;
  const rows = await repeat((i) => coldRun(LATENCY_MS, `${name}-${i}`, template));
  results[name] = rows;
  const items = rows[0].items;
  console.log(
    `suite     ${items} items, ${path.relative(root, template)}, concurrency ${concurrency}, answer ${ANSWER}, fake server in its own process`,
  );
  const loop = rows.map((r) => r.loopRate);
  const e2e = rows.map((r) => r.items / r.wallS);
  console.log(
    `${name.padEnd(9)} ${LATENCY_MS} ms, in loop: ${spread(loop, 0, ' items/s')} = ${percent(loop)} of the ${limit} items/s limit, over ${runs} runs`,
  );
  console.log(
    `          mean latency per request as the engine timed it ${spread(
      rows.map((r) => r.meanLatencyMs),
      2,
      ' ms',
    )}; the loop ran at ${spread(
      rows.map((r) => (100 * r.loopRate * r.meanLatencyMs) / (concurrency * 1000)),
      1,
      '%',
    )} of ${concurrency} / that latency`,
  );
  console.log(
    `          whole CLI: wall ${spread(
      rows.map((r) => r.wallS),
      2,
      ' s',
    )} = ${spread(e2e, 0, ' items/s')} = ${percent(e2e)}; outside the loop ${spread(
      rows.map((r) => r.wallS - r.loopS),
      2,
      ' s',
    )}`,
  );
  const bare = await repeat((i) => bareRun(LATENCY_MS, rows[i].bodies));
  const bareRates = bare.map((r) => r.rate);
  console.log(
    `          bare node:http loop, same server, the same ${items} request bodies: ${spread(bareRates, 0, ' items/s')} = ${percent(bareRates)}`,
  );
  printCpu(rows, bare);
  if (name === 'latency1k') {
    // What any Node client of this server reaches as a whole process (spawn to exit), with and
    // without the config stack: the room the whole-CLI figure has.
    const stack = await repeat((i) => bareRun(LATENCY_MS, rows[i].bodies, { configStack: true }));
    const whole = (xs) => `${spread(xs, 0, ' items/s')} = ${percent(xs)}`;
    console.log(
      `          bare loop as a whole process (spawn to exit): ${whole(bare.map((r) => r.wholeRate))}; importing yaml and zod first: ${whole(stack.map((r) => r.wholeRate))}`,
    );
    bare.push(...stack);
  }
  printFooter(rows, bare);
  printProfile(rows[0]);
}

if (scenarios.includes('zero')) {
  const rows = await repeat((i) => coldRun(0, `zero-${i}`));
  results.zero = rows;
  console.log(
    `zero      0 ms, in loop: ${spread(
      rows.map((r) => r.loopRate),
      0,
      ' items/s',
    )}, over ${runs} runs`,
  );
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
    `          CPU per item (whole process): client ${spread(
      rows.map((r) => (r.clientCpuS * 1e6) / r.items),
      0,
      ' µs',
    )}, server ${spread(
      rows.map((r) => (r.serverCpuS * 1e6) / r.items),
      0,
      ' µs',
    )}`,
  );
  const bare = await repeat((i) => bareRun(0, rows[i].bodies));
  console.log(
    `          bare node:http loop, same server, ${rows[0].items} requests: ${spread(
      bare.map((r) => r.rate),
      0,
      ' items/s',
    )}, ${spread(
      bare.map((r) => (r.clientCpuS * 1e6) / r.items),
      0,
      ' µs',
    )} client CPU per item (whole process)`,
  );
  printCpu(rows, bare);
  printFooter(rows, bare);
  printProfile(rows[0]);
}

if (scenarios.includes('warm')) {
  const dir = await tempDir();
  // Fill the cache with one cold run against a zero-latency server...
  const filler = await startServer(0, 0);
  const { file: config } = await writeSuite(dir, filler.url);
  const fill = await runCli(config, [], 'warm-fill', filler);
  const fillStats = await filler.stop();
  check(fillStats.total === fill.items, `the filling run sent ${fillStats.total} requests`);
  // ...then rerun against a fresh server on the same port (the base URL is part of the cache key),
  // whose request count must stay at zero.
  const server = await startServer(0, new URL(filler.url).port);
  const rows = await repeat(async (i) => {
    const row = await runCli(config, [], `warm-${i}`, server);
    check(
      row.recordUsage.requests === 0 && row.recordUsage.cached === row.items,
      `warm rerun ${i}: ${row.recordUsage.requests} requests, ${row.recordUsage.cached} cached`,
    );
    check(row.score === fill.score, `warm rerun ${i}: score ${row.score}, cold ${fill.score}`);
    return row;
  });
  const stats = await server.stop();
  check(stats.total === 0, `the warm reruns sent ${stats.total} requests`);
  results.warm = rows;
  const attempts = rows.reduce((a, r) => a + r.discarded + 1, 0);
  console.log(
    `warm      ${rows[0].items} of ${rows[0].items} items cached, ${stats.total} requests to the server over ${attempts} reruns`,
  );
  console.log(
    `          whole CLI: wall ${spread(
      rows.map((r) => r.wallS * 1000),
      0,
      ' ms',
    )}; the cache-filling cold run took ${fill.wallS.toFixed(1)} s`,
  );
  printFooter(rows);
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
  // Where it goes: the same process stopping earlier (one run each).
  const dir = await tempDir();
  const { file: config } = await writeSuite(dir, undefined);
  const rss = [];
  for (const [name, args] of [
    ['--version', ['--version']],
    ['slice', ['slice', '--config', config, '--json']],
    ['run --dry-run', ['run', '--config', config, '--dry-run', '--json']],
  ]) {
    const { usage } = await runProcess(args, path.join(dir, 'usage-rss.json'));
    rss.push(`\`${name}\` ${(usage.maxRSS / 1024).toFixed(0)} MB`);
  }
  console.log(`          for comparison: ${rss.join(', ')}`);
}

if (values.keep) console.log(`kept      ${tempDirs.join(' ')}`);

// ---------------------------------------------------------------------------------------------
// Runs.

/** `runs` measurements; an attempt disturbed by other processes is repeated (and counted). */
async function repeat(measure) {
  const rows = [];
  for (let i = 0; i < runs; i++) {
    for (let attempt = 1; ; attempt++) {
      const row = await measure(i);
      row.discarded = attempt - 1;
      if (row.otherCores <= maxOther || attempt === MAX_ATTEMPTS) {
        rows.push(row);
        break;
      }
    }
  }
  return rows;
}

/** One --no-cache run in a fresh temp dir against a fresh server. */
async function coldRun(latencyMs, label, template = suiteTemplate) {
  const dir = await tempDir();
  // The server keeps the request bodies, for the bare loop to send the same ones.
  const bodies = path.join(dir, 'bodies.jsonl');
  const server = await startServer(latencyMs, 0, bodies);
  const { file: config, count } = await writeSuite(dir, server.url, template);
  const row = await runCli(config, ['--no-cache'], label, server, count);
  const stats = await server.stop();
  check(
    stats.total === row.items && stats.ok === row.items,
    `${label}: ${stats.total} requests for ${row.items} items`,
  );
  row.bodies = bodies;
  return row;
}

/**
 * Copies the bundle's folder to a temp dir (waiting for it while a rebuild is under way), so a
 * rebuild during the benchmark does not change or remove what is measured.
 */
async function snapshotCli(file) {
  for (let i = 0; i < 120 && !existsSync(file); i++) await sleep(1000);
  check(existsSync(file), `${file} does not exist; run \`npm run bundle\` first`);
  await sleep(1000); // a bundle being written right now
  const bundle = readFileSync(file);
  console.log(
    `cli       ${file.startsWith(root) ? path.relative(root, file) : file}, sha256 ${createHash('sha256').update(bundle).digest('hex').slice(0, 12)}, ${(bundle.length / 1e6).toFixed(2)} MB, built ${statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  const parent = await tempDir();
  const dir = path.join(parent, 'cli');
  await cp(path.dirname(file), dir, { recursive: true });
  // Whatever the bundle leaves external (a package required at run time) resolves as from dist/.
  await symlink(path.join(root, 'node_modules'), path.join(parent, 'node_modules'), 'dir');
  return path.join(dir, path.basename(file));
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'evalgate-bench-'));
  tempDirs.push(dir);
  return dir;
}

/**
 * The suite template with its dataset path made absolute and base_url set; returns its path and
 * its slice's item count. Its slice manifest is written first, untimed, as `slice --write` leaves
 * it in a user's repository.
 */
async function writeSuite(dir, url, template = suiteTemplate) {
  const suite = YAML.parse(await readFile(template, 'utf8'));
  suite.dataset.path = path.resolve(path.dirname(template), suite.dataset.path);
  if (url) suite.models[0].base_url = url;
  const file = path.join(dir, 'evalgate.yml');
  await writeFile(file, YAML.stringify(suite));
  const { stdout } = await runProcess(
    ['slice', '--config', file, '--write', '--json'],
    path.join(dir, 'usage-slice.json'),
  );
  return { file, count: JSON.parse(stdout).count };
}

/**
 * One `evalgate run`: its figures, and the CPU other processes on the machine used meanwhile.
 * `responses`, when known, is how many HTTP responses the run gets (one per item): the exit hook
 * then reads the CPU time at that one only.
 */
async function runCli(config, args, label, server, responses) {
  const nodeArgs = [];
  if (profileDir) {
    nodeArgs.push(
      '--cpu-prof',
      '--cpu-prof-dir',
      profileDir,
      '--cpu-prof-name',
      `${label}.cpuprofile`,
    );
  }
  const usageFile = path.join(path.dirname(config), `usage-${label}.json`);
  const waitedS = await waitForQuiet();
  const watch = watchMachine(server);
  const { wallS, stdout, stderr, usage } = await runProcess(
    ['run', '--config', config, '--json', ...args],
    usageFile,
    nodeArgs,
    label,
    responses,
  );
  check(
    responses === undefined || usage.loop?.responses === responses,
    `${label}: ${usage.loop?.responses} responses, expected ${responses}`,
  );
  const clientCpuS = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  const { serverCpuS, otherCores } = watch.stop(clientCpuS, wallS);
  const run = JSON.parse(stdout).runs[0];
  check(run.errors === 0 && run.incomplete === null, `${label}: ${run.errors} errors`);
  // The last progress line: "fake 14080/14080 (100%) 613 items/s, 0 errors, 23s".
  const last = [
    ...stderr.matchAll(/ (\d+)\/(\d+) \(\d+%\) ([\d.]+) items\/s, (\d+) errors?, /g),
  ].at(-1);
  check(last !== undefined, `${label}: no progress line on stderr:\n${stderr}`);
  const items = Number(last[2]);
  const loopRate = Number(last[3]);
  // Latency per request as the engine timed it (around client.send), for the Little's-law check.
  const record = JSON.parse(await readFile(path.resolve(root, run.path), 'utf8'));
  const sent = record.items.filter((item) => !item.cached);
  return {
    label,
    items,
    score: run.score,
    recordUsage: record.usage,
    // Anything on stderr besides the progress lines (warnings), shown once per scenario.
    otherStderr: stderr
      .split('\n')
      .filter((line) => line && !/ \d+\/\d+ \(\d+%\) /.test(line))
      .join('\n'),
    wallS,
    loopRate,
    loopS: items / loopRate,
    meanLatencyMs: sent.reduce((a, item) => a + item.latency_ms, 0) / Math.max(sent.length, 1),
    clientCpuS,
    loopCpuS: usage.loop ? usage.loop.cpuUs / 1e6 : null,
    serverCpuS,
    maxRssMB: usage.maxRSS / 1024,
    waitedS,
    otherCores,
  };
}

/**
 * The CLI with `args`, timed, with the resource usage its exit hook wrote; `responses` as for
 * `runCli`.
 */
async function runProcess(args, usageFile, nodeArgs = [], label = args[0], responses) {
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [...nodeArgs, '--import', probe, cli, ...args], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_USAGE_FILE: usageFile,
      ...(responses === undefined ? {} : { BENCH_RESPONSES: String(responses) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  const wallS = Number(process.hrtime.bigint() - start) / 1e9;
  if (code !== 0) throw new Error(`${label}: evalgate exited with ${code}\n${stderr}`);
  const usage = JSON.parse(await readFile(usageFile, 'utf8'));
  return { wallS, stdout, stderr, usage };
}

/**
 * Busy CPU of the whole machine (/proc/stat) over a measurement, minus the client, the server and
 * this script: what other processes (another test run, a build) took from the 2 cores, in cores
 * on average over the wall time.
 */
function watchMachine(server) {
  const busyBefore = machineBusyS();
  const serverBefore = server?.cpuS() ?? 0;
  const selfBefore = process.cpuUsage();
  return {
    stop(childCpuS, wallS) {
      const busyS = machineBusyS() - busyBefore;
      const serverCpuS = (server?.cpuS() ?? 0) - serverBefore;
      const self = process.cpuUsage(selfBefore);
      const selfS = (self.user + self.system) / 1e6;
      const otherCores = Math.max(0, busyS - childCpuS - serverCpuS - selfS) / wallS;
      return { serverCpuS, selfS, otherCores };
    },
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

/** The fake server of bench/lib/fake-server.mjs, with its CPU time readable while it runs. */
async function startServer(latencyMs, port, dumpFile) {
  const server = await startFakeServer({ latencyMs, port, answer: ANSWER, dumpFile });
  return { ...server, cpuS: () => processCpuS(server.pid) };
}

/** utime + stime of a live process, from /proc (clock ticks of 10 ms). */
function processCpuS(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The ceiling for any client of this server: bench/lib/bare-loop.mjs, a bare keep-alive node:http
 * loop sending the request bodies the CLI sent, in a fresh process with the CLI's exit hook, so
 * its CPU is read the same way (whole process, and first request to last response). A fresh
 * server per run.
 */
async function bareRun(latencyMs, bodiesFile, { configStack = false } = {}) {
  const count = readFileSync(bodiesFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '').length;
  const waitedS = await waitForQuiet();
  const server = await startServer(latencyMs, 0);
  const usageFile = path.join(path.dirname(bodiesFile), 'usage-bare.json');
  const watch = watchMachine(server);
  const start = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    ['--import', probe, bareLoop, server.url, bodiesFile, String(concurrency)],
    {
      env: {
        ...process.env,
        BENCH_USAGE_FILE: usageFile,
        BENCH_RESPONSES: String(count),
        BARE_CONFIG_STACK: configStack ? '1' : '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  const wallS = Number(process.hrtime.bigint() - start) / 1e9;
  check(code === 0, `bare loop exited with ${code}`);
  const usage = JSON.parse(await readFile(usageFile, 'utf8'));
  const clientCpuS = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  const { otherCores } = watch.stop(clientCpuS, wallS);
  const stats = await server.stop();
  const { items, ok, loopS } = JSON.parse(stdout);
  check(
    items === count && ok === count && stats.ok === count,
    `bare client: ${stats.ok} of ${count} requests answered`,
  );
  check(usage.loop?.responses === count, `bare client: ${usage.loop?.responses} responses`);
  return {
    items,
    rate: items / loopS,
    wholeRate: items / wallS,
    clientCpuS,
    loopCpuS: usage.loop.cpuUs / 1e6,
    otherCores,
    waitedS,
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting.

function check(ok, message) {
  if (!ok) throw new Error(`benchmark check failed: ${message}`);
}

/** "median (min, max)" of one figure over the runs. */
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

/** Rates as a percentage of the Little's-law limit. */
function percent(rates) {
  return spread(
    rates.map((x) => (100 * x) / limit),
    1,
    '%',
  );
}

/**
 * Client CPU per item against the bare loop sending the same bodies, run for run in this
 * benchmark, each a fresh process measured by the same exit hook: whole process against whole
 * process (for the CLI: start-up, slicing, prompts, grading and the record included), and request
 * loop against request loop (first request's start to last response's end, all threads, from the
 * http diagnostics channels).
 */
function printCpu(rows, bare) {
  const perItem = (key) => (r) => (r[key] * 1e6) / r.items;
  const client = rows.map(perItem('clientCpuS'));
  const loop = rows.map(perItem('loopCpuS'));
  const bareWhole = bare.map(perItem('clientCpuS'));
  const bareLoopCpu = bare.map(perItem('loopCpuS'));
  const ratio = (xs, base) => xs.map((x, i) => x / base[i]);
  console.log(
    `          client CPU per item, whole process: ${spread(client, 0, ' µs')}, bare loop ${spread(bareWhole, 0, ' µs')}; request loop: ${spread(loop, 0, ' µs')}, bare loop ${spread(bareLoopCpu, 0, ' µs')}`,
  );
  console.log(
    `          ratio to the bare loop: whole process ${spread(ratio(client, bareWhole), 2, '×')}, request loop ${spread(ratio(loop, bareLoopCpu), 2, '×')}`,
  );
}

/** Peak RSS, CPU, how busy the rest of the machine was, and anything unexpected on stderr. */
function printFooter(rows, bare = []) {
  const all = [...rows, ...bare];
  const discarded = all.reduce((a, r) => a + r.discarded, 0);
  const waited = all.reduce((a, r) => a + r.waitedS, 0);
  console.log(
    `          peak RSS ${spread(
      rows.map((r) => r.maxRssMB),
      0,
      ' MB',
    )}, client CPU ${spread(
      rows.map((r) => r.clientCpuS),
      2,
      ' s',
    )} per run`,
  );
  const notes = [];
  if (waited >= 1) notes.push(`waited ${waited.toFixed(0)} s for an idle machine`);
  if (discarded) notes.push(`repeated ${discarded} disturbed attempts`);
  const still = all.filter((r) => r.otherCores > maxOther).length;
  if (still) notes.push(`${still} of ${all.length} kept measurements still disturbed`);
  console.log(
    `          other processes used ${spread(
      all.map((r) => r.otherCores),
      2,
      ' cores',
    )} during the measurements${notes.length ? ` (${notes.join('; ')})` : ''}`,
  );
  const extra = rows.find((r) => r.otherStderr)?.otherStderr;
  if (extra) console.log(`          CLI stderr besides progress: ${extra.split('\n').join(' | ')}`);
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
