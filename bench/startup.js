// Start-up benchmark: wall time of the built CLI for `--help`, `--version` and `slice` of a
// pinned 100-item slice over the 57 MMLU test files (bench/suites/slice-mmlu-100.yml), each a
// fresh process as a user runs it, Node's start-up included. The suite and the CSVs are copied
// to a temp folder and `slice --write` writes the manifest there first (untimed); `slice` is
// also timed without the manifest (every file parsed) for comparison.
// Usage: npm run bundle && node bench/startup.js [runs] [cli (default dist/cli/index.js)]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 9);
const root = path.resolve(import.meta.dirname, '..');
const cli = path.resolve(process.argv[3] ?? path.join(root, 'dist/cli/index.js'));
const suiteFile = path.join(root, 'bench/suites/slice-mmlu-100.yml');
const mmlu = path.resolve(root, '../shared/datasets/mmlu/test');

const dir = mkdtempSync(path.join(tmpdir(), 'evalgate-startup-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
cpSync(mmlu, path.join(dir, 'data'), { recursive: true });
const suite = readFileSync(suiteFile, 'utf8').replace(/path: .*\*\.csv/, 'path: data/*.csv');
const pinned = /fingerprint: ([0-9a-f]{64})/.exec(suite)[1];
writeFileSync(path.join(dir, 'evalgate.yml'), suite);
writeFileSync(
  path.join(dir, 'no-manifest.yml'),
  suite.replace('suite: bench-mmlu-100', 'suite: bench-mmlu-100-no-manifest'),
);

function evalgate(...args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: dir });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) {
    process.stderr.write(`evalgate ${args.join(' ')} exited ${result.status}\n${result.stderr}`);
    process.exit(1);
  }
  return { ms, ...result };
}

const written = evalgate('slice', '--config', 'evalgate.yml', '--write');
if (!/already pinned/.test(written.stderr)) {
  process.stderr.write(`the pinned fingerprint ${pinned} no longer matches:\n${written.stderr}`);
  process.exit(1);
}

function timed(label, args, check) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const result = evalgate(...args);
    check?.(result);
    times.push(result.ms);
  }
  times.sort((a, b) => a - b);
  const f = (ms) => ms.toFixed(0);
  console.log(
    `${label.padEnd(22)}${f(times[Math.floor(times.length / 2)])} ms (min ${f(times[0])}, max ${f(times.at(-1))}) over ${runs} runs`,
  );
}

const sliced = (expectQuiet) => (result) => {
  const out = JSON.parse(result.stdout);
  if (out.fingerprint !== pinned || out.count !== 100) throw new Error('unexpected slice');
  if (expectQuiet && result.stderr !== '') throw new Error(`manifest not used: ${result.stderr}`);
};

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`cli       ${path.relative(root, cli) || cli}`);
console.log(`load      ${load()} (1, 5, 15 min) before`);
timed('--help', ['--help']);
timed('--version', ['--version']);
timed('slice (manifest)', ['slice', '--config', 'evalgate.yml', '--json'], sliced(true));
timed('slice (no manifest)', ['slice', '--config', 'no-manifest.yml', '--json'], sliced(false));
console.log(`load      ${load()} (1, 5, 15 min) after`);
