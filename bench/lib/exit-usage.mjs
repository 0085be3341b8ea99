// Preloaded into the CLI process by bench/run-engine.js (`node --import ./bench/lib/exit-usage.mjs
// dist/cli/index.js ...`): on exit, writes the process's own resource usage (peak RSS, CPU time)
// as JSON to the file named by BENCH_USAGE_FILE. Nothing else; the CLI runs unchanged.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    writeFileSync(file, JSON.stringify(process.resourceUsage()));
  });
}
