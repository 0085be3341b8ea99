import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { answering, runAndFreeze, useFakeServers, writeSuite } from '../engine/suite-helpers.js';
import { main } from '../../src/cli/main.js';
import { runCli, tempDir } from '../helpers.js';

const fakes = useFakeServers();
const knowsAll = answering(() => true);

function model(url: string, id: string, extra: Record<string, unknown> = {}) {
  return { id, provider: 'openai', base_url: url, model: 'model-x', max_retries: 0, ...extra };
}

/** One line of `gate` output for a model slot. */
const LINE = (id: string, verdict: string) =>
  new RegExp(
    `^${id.replace('/', '\\/')}: ${verdict}, Δ [+-]\\d+\\.\\d points, p \\d\\.\\d{2}(e[+-]\\d+)?, detectable drop \\d+\\.\\d points$`,
    'm',
  );

describe('gate prints one line per model and where the report went', () => {
  it('--report FILE: the lines, the report and junit paths, and no markdown on stdout', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { dir, config } = await writeSuite({
      n: 40,
      models: [model(server.url, 'vendor/a'), model(server.url, 'vendor/b')],
    });
    await runAndFreeze(config);
    const report = path.join(dir, 'report.md');
    const junit = path.join(dir, 'junit.xml');
    const gate = await runCli('gate', '--config', config, '--report', report, '--junit', junit);
    expect(gate.code, gate.stderr).toBe(0);
    const lines = gate.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(LINE('vendor/a', 'pass'));
    expect(lines[1]).toMatch(LINE('vendor/b', 'pass'));
    expect(lines[2]).toBe(`report: ${report}`);
    expect(lines[3]).toBe(`junit: ${junit}`);
    expect(gate.stdout).not.toContain('## ');
    expect(await readFile(report, 'utf8')).toContain('evalgate generated');
  });

  it('without --report it says how to get the report', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { config } = await writeSuite({ n: 20, models: [model(server.url, 'vendor/a')] });
    const gate = await runCli('gate', '--config', config);
    expect(gate.code, gate.stderr).toBe(0);
    expect(gate.stdout).toMatch(/^vendor\/a: no-baseline, Δ n\/a, p n\/a, detectable drop/m);
    expect(gate.stdout).toContain(
      'report: not written (--report FILE writes it, --report - prints it)\n',
    );
  });

  it('a regressed model names its verdict, Δ and p on its line', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { config } = await writeSuite({ n: 60, models: [model(server.url, 'vendor/a')] });
    await runAndFreeze(config);
    const worse = await fakes.openai({ answer: answering((n) => n % 2 === 0) });
    const { writeFile } = await import('node:fs/promises');
    const text = (await readFile(config, 'utf8')).replace(server.url, worse.url);
    await writeFile(config, text);
    const gate = await runCli('gate', '--config', config);
    expect(gate.code, gate.stderr).toBe(1);
    expect(gate.stdout).toMatch(LINE('vendor/a', 'regressed'));
    expect(gate.stdout).toMatch(/Δ -50\.0 points/);
  });

  it('--report - prints the whole markdown report on stdout', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { config } = await writeSuite({ n: 20, models: [model(server.url, 'vendor/a')] });
    await runAndFreeze(config);
    const gate = await runCli('gate', '--config', config, '--report', '-');
    expect(gate.code, gate.stderr).toBe(0);
    expect(gate.stdout).toMatch(/^## .*evalgate generated/);
    expect(gate.stdout).not.toContain('report: ');
  });

  it('--report - with --json: exit 2 naming both options, before any request', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { config } = await writeSuite({ n: 20, models: [model(server.url, 'vendor/a')] });
    const gate = await runCli('gate', '--config', config, '--report', '-', '--json');
    expect(gate.code).toBe(2);
    expect(gate.stderr).toContain(
      'gate: --report - prints the report on stdout, where --json prints its JSON document',
    );
    expect(JSON.parse(gate.stdout)).toMatchObject({ error: { exit_code: 2 } });
    expect(server.requests).toHaveLength(0);
  });

  it('--json output is unchanged: one JSON document', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { dir, config } = await writeSuite({ n: 20, models: [model(server.url, 'vendor/a')] });
    const gate = await runCli('gate', '--config', config, '--json', '--report', `${dir}/r.md`);
    expect(gate.code, gate.stderr).toBe(0);
    const doc = JSON.parse(gate.stdout);
    expect(Object.keys(doc)).toEqual(['verdict', 'failed', 'suite', 'models']);
  });

  it('diff follows the same rule', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const { config } = await writeSuite({ n: 20, models: [model(server.url, 'vendor/a')] });
    await runAndFreeze(config);
    const run = await runCli('run', '--config', config, '--json');
    const file = path.resolve(JSON.parse(run.stdout).runs[0].path);
    const quiet = await runCli('diff', '--config', config, '--run', file);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stdout).toMatch(LINE('vendor/a', 'pass'));
    expect(quiet.stdout).not.toContain('## ');
    const loud = await runCli('diff', '--config', config, '--run', file, '--report', '-');
    expect(loud.stdout).toMatch(/^## /);
    const both = await runCli('diff', '--config', config, '--run', file, '--report', '-', '--json');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('diff: --report -');
  });

  it('several configs: lines under each heading, the combined report named once', async () => {
    const server = await fakes.openai({ answer: knowsAll });
    const a = await writeSuite({ n: 20, models: [model(server.url, 'vendor/a')] });
    const b = await writeSuite({
      n: 20,
      models: [model(server.url, 'vendor/b')],
      extra: { suite: 'other' },
    });
    const report = path.join(a.dir, 'all.md');
    const gate = await runCli(
      'gate',
      '--config',
      a.config,
      '--config',
      b.config,
      '--report',
      report,
    );
    expect(gate.code, gate.stderr).toBe(0);
    expect(gate.stdout).toContain(`=== ${a.config} ===\nvendor/a: no-baseline`);
    expect(gate.stdout).toContain(`=== ${b.config} ===\nvendor/b: no-baseline`);
    expect(gate.stdout.match(/^report: /gm)).toHaveLength(1);
    expect(gate.stdout).toContain(`report: ${report}\n`);
    expect(gate.stdout).not.toContain('## ');
    const combined = await readFile(report, 'utf8');
    expect(combined).toContain('evalgate generated');
    expect(combined).toContain('evalgate other');
    const loud = await runCli('gate', '--config', a.config, '--config', b.config, '--report', '-');
    expect(loud.stdout.match(/^## /gm)).toHaveLength(2);
    const refused = await runCli(
      'gate',
      '--config',
      a.config,
      '--config',
      b.config,
      '--report',
      '-',
      '--json',
    );
    expect(refused.code).toBe(2);
  });
});

/** The CLI from src through tsx, as a user runs it; resolves when it exits. */
function spawnCli(args: string[], cwd: string) {
  const loader = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(
    process.execPath,
    ['--import', loader, path.resolve('src/cli/index.ts'), ...args],
    { cwd, env: { ...process.env, CI: '', GITHUB_ACTIONS: '' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function cachedLines(dir: string): Promise<number> {
  const folder = path.join(dir, '.evalgate', 'cache');
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.jsonl'));
  let count = 0;
  for (const file of files) {
    const text = await readFile(path.join(folder, file), 'utf8');
    count += text.split('\n').filter((line) => line.trim()).length;
  }
  return count;
}

describe('Ctrl-C during a run', () => {
  it('ends the progress line, keeps the answers, writes no record, says how to resume and exits 130; the rerun asks only the rest', async () => {
    const server = await fakes.openai({ answer: knowsAll, latencyMs: 150 });
    const { dir, config } = await writeSuite({
      n: 20,
      models: [
        model(server.url, 'vendor/slow', { concurrency: 1 }),
        { id: 'floor/first', provider: 'baseline', strategy: 'first' },
      ],
    });
    const cli = spawnCli(['run', '--config', config], dir);
    await until(() => server.requests.length >= 4, 'four requests');
    cli.child.kill('SIGINT');
    const { code } = await cli.exited;
    const { stdout, stderr } = cli.output();
    expect(code, stderr).toBe(130);
    expect(stdout).toBe('');
    // The progress line ended (its summary and a newline) before the message.
    expect(stderr).toMatch(/vendor\/slow \d+\/20 \(\d+%\)[^\n]*\nevalgate: interrupted/);
    expect(stderr).toContain(
      'evalgate: interrupted while measuring vendor/slow: no record was written for it, nothing was frozen.',
    );
    expect(stderr).toContain('The answers received so far are in the response cache (');
    expect(stderr).toContain(path.join('.evalgate', 'cache'));
    expect(stderr).toContain('run the same command again to resume from them');
    expect(stderr).toContain('Not cached, asked again from the start: floor/first (baseline)');
    // Nothing recorded for the interrupted run.
    expect(await readdir(path.join(dir, '.evalgate', 'runs')).catch(() => [])).toEqual([]);

    const kept = await cachedLines(dir);
    expect(kept).toBeGreaterThanOrEqual(3);
    expect(kept).toBeLessThan(20);
    const asked = server.requests.length;
    const rerun = await runCli('run', '--config', config, '--json');
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(server.requests.length - asked).toBe(20 - kept);
    const runs = JSON.parse(rerun.stdout).runs as { model: string }[];
    expect(runs.map((r) => r.model)).toEqual(['vendor/slow', 'floor/first']);
  }, 60_000);

  it('gate --json: the error document on stdout; says that gate measures anew and --cache resumes', async () => {
    const server = await fakes.openai({ answer: knowsAll, latencyMs: 150 });
    const { dir, config } = await writeSuite({
      n: 20,
      models: [model(server.url, 'vendor/slow', { concurrency: 1 })],
    });
    const cli = spawnCli(['gate', '--config', config, '--json'], dir);
    await until(() => server.requests.length >= 3, 'three requests');
    cli.child.kill('SIGINT');
    const { code } = await cli.exited;
    const { stdout, stderr } = cli.output();
    expect(code, stderr).toBe(130);
    // --json: the error document, as for any failed command.
    expect(JSON.parse(stdout)).toMatchObject({
      error: {
        message:
          'interrupted while measuring vendor/slow: no record was written for it, nothing was frozen and nothing was gated.',
        exit_code: 130,
      },
    });
    expect(stderr).toContain('nothing was frozen and nothing was gated');
    expect(stderr).toContain('add --cache (or use `evalgate run`) to resume from them');
    const kept = await cachedLines(dir);
    const asked = server.requests.length;
    const resumed = await runCli('gate', '--config', config, '--cache');
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(server.requests.length - asked).toBe(20 - kept);
  }, 60_000);

  it('on a terminal the live progress line ends before the message (in-process, Ctrl-C as a signal)', async () => {
    const server = await fakes.openai({ answer: knowsAll, latencyMs: 100 });
    const { config } = await writeSuite({
      n: 20,
      models: [model(server.url, 'vendor/slow', { concurrency: 1 })],
    });
    const controller = new AbortController();
    let stdout = '';
    let stderr = '';
    const running = main(['run', '--config', config], {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      isTTY: true,
      interrupts: () => ({ signal: controller.signal, release: () => undefined }),
    });
    await until(() => server.requests.length >= 3, 'three requests');
    controller.abort();
    expect(await running).toBe(130);
    expect(stdout).toBe('');
    // The last write before the message redraws the line with its summary and ends it.
    const before = stderr.slice(0, stderr.indexOf('evalgate: interrupted'));
    const last = before.slice(before.lastIndexOf('\r'));
    expect(last).toMatch(/^\r\S+\[2Kvendor\/slow \[[#.]+\] \d+\/20 \(\d+%\)[^\n]*\n$/);
  });

  it('several configs: the suites after the interrupted one do not start', async () => {
    const first = await fakes.openai({ answer: knowsAll, latencyMs: 150 });
    const second = await fakes.openai({ answer: knowsAll });
    const a = await writeSuite({
      n: 20,
      models: [model(first.url, 'vendor/slow', { concurrency: 1 })],
    });
    const b = await writeSuite({
      n: 20,
      models: [model(second.url, 'vendor/fast')],
      extra: { suite: 'other' },
    });
    const cli = spawnCli(['gate', '--config', a.config, '--config', b.config], a.dir);
    await until(() => first.requests.length >= 3, 'three requests');
    cli.child.kill('SIGINT');
    const { code } = await cli.exited;
    const { stderr } = cli.output();
    expect(code, stderr).toBe(130);
    expect(stderr).toContain('evalgate: interrupted while measuring vendor/slow');
    expect(second.requests).toHaveLength(0);
  }, 60_000);

  it('a second Ctrl-C exits at once with 130', async () => {
    // A server that never answers in time: the first Ctrl-C aborts, the second does not wait.
    const server = await fakes.openai({ answer: knowsAll, latencyMs: 20_000 });
    const dir = await tempDir();
    const { config } = await writeSuite({
      n: 5,
      models: [model(server.url, 'vendor/stuck', { concurrency: 1 })],
    });
    const cli = spawnCli(['run', '--config', config], dir);
    await until(() => server.requests.length >= 1, 'a request');
    cli.child.kill('SIGINT');
    cli.child.kill('SIGINT');
    const { code } = await cli.exited;
    expect(code).toBe(130);
  }, 60_000);
});
