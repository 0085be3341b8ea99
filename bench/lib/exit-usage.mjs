// Preloaded into the CLI process by the benchmarks (`node --import ./bench/lib/exit-usage.mjs
// dist/cli/index.js ...`): on exit, writes the process's own resource usage (peak RSS, CPU time)
// as JSON to the file named by BENCH_USAGE_FILE, with the CPU time used between the first HTTP
// request's start and the last response's end (`loop`, all threads, in µs), read through Node's
// http diagnostics channels. Nothing else; the CLI runs unchanged.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  let first;
  let last;
  let responses = 0;
  subscribe('http.client.request.start', () => {
    first ??= process.cpuUsage();
  });
  subscribe('http.client.response.finish', () => {
    responses++;
    last = process.cpuUsage();
  });
  process.on('exit', () => {
    const loop =
      first && last
        ? { cpuUs: last.user + last.system - first.user - first.system, responses }
        : null;
    writeFileSync(file, JSON.stringify({ ...process.resourceUsage(), loop }));
  });
}
