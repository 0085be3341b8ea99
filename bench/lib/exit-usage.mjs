// Preloaded into the CLI process by the benchmarks (`node --import ./bench/lib/exit-usage.mjs
// dist/cli/index.js ...`): on exit, writes the process's own resource usage (peak RSS, CPU time)
// as JSON to the file named by BENCH_USAGE_FILE, with the CPU time used between the first HTTP
// request's start and the last response's end (`loop`, all threads, in µs), read through Node's
// http diagnostics channels. Nothing else; the CLI runs unchanged.
//
// The probe keeps its own cost off the loop it measures: it stops listening for request starts
// after the first, and when BENCH_RESPONSES names how many responses the run gets, it reads the
// CPU time at that response only (a `getrusage` call per response is about 1 µs of the item's
// CPU). Without BENCH_RESPONSES it reads it at every response.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
const expected = Number(process.env.BENCH_RESPONSES ?? 0);
if (file) {
  let first;
  let last;
  let responses = 0;
  const onStart = () => {
    first = process.cpuUsage();
    unsubscribe('http.client.request.start', onStart);
  };
  subscribe('http.client.request.start', onStart);
  subscribe('http.client.response.finish', () => {
    responses++;
    if (expected === 0 || responses === expected) last = process.cpuUsage();
  });
  process.on('exit', () => {
    const loop =
      first && last
        ? { cpuUs: last.user + last.system - first.user - first.system, responses }
        : null;
    writeFileSync(file, JSON.stringify({ ...process.resourceUsage(), loop }));
  });
}
