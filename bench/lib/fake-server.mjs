// The fake OpenAI-compatible server (test/fakes/model-server.ts) in a Node process of its own, as
// the benchmarks run it, so it does not share the client's event loop. Every server started here
// is stopped when the benchmark exits, on a failure too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Starts a server answering with `answer` after `latencyMs`; `dumpFile` keeps every request
 * body. Resolves once it listens; `stop()` ends it and resolves to its request counts.
 */
export async function startFakeServer({
  latencyMs = 0,
  port = 0,
  answer = 'letter-from-prompt',
  dumpFile,
} = {}) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'test/fakes/model-server.ts',
      ...(dumpFile ? ['--dump-bodies', dumpFile] : []),
      '--port',
      String(port),
      '--latency',
      String(latencyMs),
      '--answer',
      answer,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  void exited.then(() => running.delete(child));
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
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(stderr.trim().split('\n').at(-1));
    },
  };
}
