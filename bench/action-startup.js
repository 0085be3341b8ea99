// Action start-up benchmark: wall time of `node dist/action/index.js` started as a runner starts
// it, with no inputs, in an empty folder (so the step fails on its missing config), against
// `node -e 0` on the same machine in the same run. Each figure is a fresh process.
// Usage: npm run bundle && node bench/action-startup.js [runs (default 15)]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 15);
const root = path.resolve(import.meta.dirname, '..');
const action = path.join(root, 'dist/action/index.js');
const dir = mkdtempSync(path.join(tmpdir(), 'evalgate-action-startup-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));

function median(args, check) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, args, {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    check?.(result);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) };
}

const f = (t) => `${t.median.toFixed(0)} ms (min ${t.min.toFixed(0)}, max ${t.max.toFixed(0)})`;
console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `load      ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min) before`,
);
const bare = median(['-e', '0']);
const started = median([action], (result) => {
  if (result.status !== 1 || !/cannot read the config file: no such file/.test(result.stdout)) {
    process.stderr.write(`unexpected: exit ${result.status}\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
});
console.log(`node -e 0                     ${f(bare)} over ${runs} runs`);
console.log(`dist/action, no inputs        ${f(started)} over ${runs} runs`);
console.log(`ratio                         ${(started.median / bare.median).toFixed(2)} x`);
console.log(
  `load      ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min) after`,
);
