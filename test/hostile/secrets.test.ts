import { execFile, spawn } from 'node:child_process';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  actionFixtures,
  commitAll,
  editConfig,
  pullRequestPayload,
  runAction,
  startedBy,
} from '../e2e/action-harness.js';
import { startEchoingServer } from './hostile-server.js';

/**
 * A canary key and the GitHub token, against a server that echoes keys back and a command that
 * prints its environment: neither may reach anything evalgate prints or writes.
 */
const CANARY = 'sk-canary-5f3a9d2e7b1c4086aa';
const TOKEN = 'ghs_test';
const FORMS = [
  CANARY,
  encodeURIComponent(CANARY),
  Buffer.from(CANARY).toString('base64').slice(0, 24),
  Buffer.from(`Bearer ${CANARY}`).toString('base64').slice(12, 36),
];

const fx = actionFixtures();

/** The committed CLI bundle, run as a user runs it, with the canary key in its environment. */
async function distCli(...args: string[]) {
  const child = spawn(process.execPath, [path.resolve('dist/cli/index.js'), ...args], {
    env: { ...process.env, CANARY_KEY: CANARY },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  return { code, stdout, stderr };
}
const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(file)));
    else if (entry.isFile()) out.push(file);
  }
  return out;
}

function leaks(where: string, text: string): string[] {
  const found = [...FORMS, TOKEN].filter((form) => text.includes(form));
  return found.map((form) => `${where}: ${form}`);
}

describe('secrets never escape (hostile server, committed dist)', () => {
  it('the canary key and the GitHub token are in no log, summary, comment, report, record, cache, data branch or SQLite file', async () => {
    const relay = await startEchoingServer();
    closers.push(relay);
    const ws = await fx.frozenAtA();
    const gh = await fx.github();
    // Slot 1: the hostile relay; slot 2: a command that prints its whole environment and fails.
    await writeFile(
      path.join(ws.dir, 'dump-env.mjs'),
      `process.stderr.write(JSON.stringify(process.env)); process.exit(1);`,
    );
    await editConfig(ws.config, (c) => {
      c.models[0].base_url = relay.url;
      c.models[0].api_key_env = 'CANARY_KEY';
      c.models.push({
        id: 'local/dump',
        provider: 'command',
        command: [process.execPath, 'dump-env.mjs'],
        max_retries: 0,
      });
    });
    const env = { GITHUB_API_URL: gh.url, VENDOR_KEY: 'sk-vendor-test', CANARY_KEY: CANARY };
    const found: string[] = [];

    // A scheduled run: the gate, the tracking issue and the data branch.
    const nightly = await runAction({
      workspace: ws.dir,
      event: 'schedule',
      payload: { schedule: '0 3 * * *' },
      inputs: fx.inputs(gh, {
        'data-branch': 'evalgate-data',
        'issue-on-regression': 'true',
        cache: 'true',
      }),
      env: { ...env, ...startedBy(gh, 'scheduler') },
    });
    expect(nightly.outputs.verdict, nightly.stdout).toBeDefined();
    // The runner's own masking command carries the values, as it must; nothing else may.
    const log = nightly.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    found.push(...leaks('nightly log', log), ...leaks('nightly summary', nightly.summary));
    expect(nightly.stdout).toContain('::add-mask::');
    for (const issue of gh.state.issues)
      found.push(...leaks(`issue ${issue.number}`, issue.body ?? ''));
    const runnerTemp = path.dirname(path.dirname(nightly.outputs['report-path']!));
    for (const file of await filesUnder(runnerTemp))
      found.push(...leaks(file, await readFile(file, 'latin1')));
    const data = await promisify(execFile)('git', ['log', '-p', 'evalgate-data'], {
      cwd: ws.remote,
      maxBuffer: 64 << 20,
    });
    expect(data.stdout).toContain('runs/generated/');
    found.push(...leaks('data branch', data.stdout));

    // A pull request: the comment and its reports.
    await commitAll(ws.dir, 'point at the relay');
    fx.seedPull(gh);
    const pull = await runAction({
      workspace: ws.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fx.PR, ws.base),
      inputs: fx.inputs(gh),
      env: { ...env, ...startedBy(gh, 'author') },
    });
    found.push(...leaks('pull request summary', pull.summary));
    found.push(
      ...leaks(
        'pull request log',
        pull.stdout
          .split('\n')
          .filter((l) => !l.startsWith('::add-mask::'))
          .join('\n'),
      ),
    );
    for (const comment of gh.state.comments.get(fx.PR) ?? [])
      found.push(...leaks(`comment ${comment.id}`, comment.body));
    expect((gh.state.comments.get(fx.PR) ?? []).length).toBeGreaterThan(0);

    // The CLI bundle: records, cache, cassette, reports and the SQLite export in the workspace.
    {
      const cli = await distCli(
        'run',
        '--config',
        ws.config,
        '--record',
        path.join(ws.dir, 'answers.cassette.jsonl'),
      );
      found.push(...leaks('cli stdout', cli.stdout), ...leaks('cli stderr', cli.stderr));
      const html = await distCli(
        'report',
        '--config',
        ws.config,
        '--format',
        'html',
        '--out',
        path.join(ws.dir, 'r.html'),
        '--run',
        ...(await filesUnder(path.join(ws.dir, '.evalgate', 'runs'))),
      );
      found.push(...leaks('cli report', html.stderr));
      expect(
        (await distCli('export', '--config', ws.config, '--sqlite', path.join(ws.dir, 'h.sqlite')))
          .code,
      ).toBe(0);
    }
    for (const file of await filesUnder(ws.dir)) {
      if (file.includes(`${path.sep}.git${path.sep}`)) continue;
      if ((await stat(file)).size > 0) found.push(...leaks(file, await readFile(file, 'latin1')));
    }
    expect(found).toEqual([]);
  });

  it('a 401 whose body echoes the key stops the run (exit 2) without printing the key or a prefix of it', async () => {
    const http = await import('node:http');
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const auth = String(req.headers.authorization ?? '');
        res.writeHead(401, { 'content-type': 'application/json' });
        // A long message, so that a cut at 300 characters would fall inside the key.
        const pad = 'x'.repeat(280);
        res.end(
          JSON.stringify({
            error: {
              message: `${pad} invalid key ${auth.slice(7)} (${Buffer.from(auth).toString('base64')})`,
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push({
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    });
    const { port } = server.address() as import('node:net').AddressInfo;
    const ws = await fx.frozenAtA();
    await editConfig(ws.config, (c) => {
      c.models[0].base_url = `http://127.0.0.1:${port}/v1`;
      c.models[0].api_key_env = 'CANARY_KEY';
    });
    const result = await distCli('run', '--config', ws.config);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the endpoint refused the credentials (HTTP 401');
    expect(leaks('stderr', result.stderr)).toEqual([]);
    expect(result.stderr).not.toContain(CANARY.slice(0, 6));
  });
});
