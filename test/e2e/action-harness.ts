import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { answering, writeSuite } from '../engine/suite-helpers.js';
import type { FakeServer } from '../fakes/model-server.js';
import { tempDir } from '../helpers.js';

const exec = promisify(execFile);

export interface ActionRun {
  code: number;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
}

async function git(cwd: string, ...args: string[]) {
  const { stdout } = await exec('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.invalid',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.invalid',
    },
  });
  return stdout.trim();
}

/**
 * A repository as a workflow sees it: a real git checkout (GITHUB_WORKSPACE) of a bare remote on
 * disk, holding a suite config for one model slot and its data.
 */
export async function workspace(n: number, server: FakeServer, keyEnv = 'VENDOR_KEY') {
  const { dir, config } = await writeSuite({
    n,
    models: [
      {
        id: 'vendor/model',
        provider: 'openai',
        base_url: server.url,
        model: 'model-x',
        api_key_env: keyEnv,
        max_retries: 0,
      },
    ],
  });
  const remote = await tempDir('evalgate-remote-');
  await git(remote, 'init', '-q', '--bare', '-b', 'main');
  await git(dir, 'init', '-q', '-b', 'main');
  await writeFile(path.join(dir, '.gitignore'), '.evalgate/runs/\n.evalgate/cache/\n');
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'suite');
  await git(dir, 'remote', 'add', 'origin', remote);
  await git(dir, 'push', '-q', 'origin', 'main');
  return { dir, config, remote };
}

/** Points the model slot at another endpoint: a new build under test. */
export async function pointAt(config: string, server: FakeServer) {
  const text = JSON.parse(await readFile(config, 'utf8'));
  text.models[0].base_url = server.url;
  await writeFile(config, JSON.stringify(text, null, 2));
}

export const knows = (k: number) => answering((n) => (n * 37) % 100 < k);

/** Runs the committed Action bundle the way the runner does: node, INPUT_* variables, event file. */
export async function runAction(options: {
  workspace: string;
  event: string;
  payload: Record<string, unknown>;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  node?: string;
}): Promise<ActionRun> {
  const runner = await tempDir('evalgate-runner-');
  await mkdir(path.join(runner, 'temp'), { recursive: true });
  const eventPath = path.join(runner, 'event.json');
  const outputPath = path.join(runner, 'output');
  const summaryPath = path.join(runner, 'summary.md');
  await writeFile(eventPath, JSON.stringify(options.payload));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_REPOSITORY: 'octo/repo',
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '4242',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_WORKSPACE: options.workspace,
    RUNNER_TEMP: path.join(runner, 'temp'),
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs))
    env[`INPUT_${name.toUpperCase()}`] = value;
  const bundle = path.resolve('dist/action/index.js');
  const child = spawn(options.node ?? process.execPath, [bundle], { cwd: options.workspace, env });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
  return {
    code,
    stdout,
    summary: await readFile(summaryPath, 'utf8'),
    outputs: parseOutputs(await readFile(outputPath, 'utf8')),
  };
}

/** GITHUB_OUTPUT uses `name<<DELIMITER\nvalue\nDELIMITER` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!;
  return outputs;
}

export function pullRequestPayload(number: number, fork = false) {
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      head: {
        ref: 'feature',
        sha: 'b'.repeat(40),
        repo: { full_name: fork ? 'someone/repo' : 'octo/repo', fork },
      },
      base: { ref: 'main', repo: { full_name: 'octo/repo' } },
      labels: [],
    },
    repository: { full_name: 'octo/repo', default_branch: 'main' },
  };
}
