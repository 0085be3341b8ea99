// Slicing benchmark: the built CLI slices all 14080 MMLU test rows (read 57 CSVs, wash, numpy
// shuffle, Python fingerprint), run as a user runs it, including Node's start-up.
// Usage: npm run bundle && node bench/slice.js [runs]
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

const runs = Number(process.argv[2] ?? 9);
const args = ['dist/cli/index.js', 'slice', '--config', 'bench/suites/mmlu-all.yml', '--json'];
const times = [];
let out;
for (let i = 0; i < runs; i++) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    process.exit(1);
  }
  out = JSON.parse(result.stdout);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `slice     ${out.count} of ${out.wash.source} rows, fingerprint ${out.fingerprint.slice(0, 12)}`,
);
console.log(
  `wall      median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms over ${runs} runs (whole CLI process)`,
);
