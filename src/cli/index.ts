#!/usr/bin/env node
import module from 'node:module';
import { main } from './main.js';

// Node 22.1 and later can keep the compiled code of the command chunks between runs (in the
// system's temp folder; NODE_DISABLE_COMPILE_CACHE turns it off). Node 20 has no such cache.
// Not on CI: a self-hosted runner's temp folder outlives its jobs, so a pull request's job could
// leave compiled code there for a later job on the default branch to run.
if (!process.env.CI && !process.env.GITHUB_ACTIONS) {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}

// A reader that stops early (`evalgate slice --json | head`) closes the pipe: that ends the
// output, it is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

// Ctrl-C during a run stops it cleanly (the command says what was kept and exits 130); a second
// Ctrl-C exits at once. Outside a run, SIGINT keeps its default.
function interrupts(): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  return {
    signal: controller.signal,
    // Once interrupted, the handler stays until exit, so the second Ctrl-C still exits at once.
    release: () => {
      if (!controller.signal.aborted) process.off('SIGINT', onSigint);
    },
  };
}

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stderr.isTTY === true,
  interrupts,
});
