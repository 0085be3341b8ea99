import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../../core/errors.js';
import type { ModelEntry } from '../../core/config/schema.js';
import { scrub } from '../secrets.js';
import { ProviderError, type ModelCall, type ModelClient } from './types.js';

/**
 * A local command per request, for local models and custom harnesses: it gets one JSON document
 * on stdin `{"model", "prompt", "decoding", "item": {"id", "row"}, "repeat"}` and prints the answer
 * text on stdout. A non-zero exit or a timeout is retried like a 5xx.
 */
export function commandClient(entry: ModelEntry, cwd: string, env: NodeJS.ProcessEnv): ModelClient {
  const [program, ...args] = entry.command!;
  env = commandEnv(env);
  checkCommand(entry, cwd, env);
  const who = `model "${entry.id}"`;
  const timeoutMs = entry.timeout_s * 1000;
  return {
    ...commandRequests(entry),
    send: (call, signal) =>
      new Promise((resolve, reject) => {
        const child = spawn(program!, args, { cwd, env, signal, stdio: ['pipe', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', (error: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          const fatal = error.code === 'ENOENT' || error.code === 'EACCES';
          reject(
            new ProviderError(
              `${who}: cannot run ${JSON.stringify(program)}: ${error.code === 'ENOENT' ? 'no such command' : error.message}`,
              fatal ? 'fatal' : 'retryable',
            ),
          );
        });
        child.on('close', (code, killedBy) => {
          clearTimeout(timer);
          if (code === 0) {
            resolve({
              text: Buffer.concat(out).toString('utf8'),
              model: entry.model ?? null,
              systemFingerprint: null,
              usage: { input_tokens: 0, output_tokens: 0 },
            });
            return;
          }
          // Masked before it is cut: a key cut in half would leave part of it in the message.
          const stderr = scrub(Buffer.concat(err).toString('utf8')).trim().slice(-300);
          const how = killedBy
            ? `was killed (${killedBy}${killedBy === 'SIGKILL' ? `, timeout ${entry.timeout_s}s` : ''})`
            : `exited with ${code}`;
          reject(
            new ProviderError(
              `${who}: the command ${how}${stderr ? `: ${stderr}` : ''}`,
              'retryable',
            ),
          );
        });
        child.stdin.on('error', () => undefined); // the command may exit without reading stdin
        child.stdin.end(JSON.stringify(stdinDocument(entry, call)));
      }),
    close: () => undefined,
  };
}

/** What the command reads on stdin for one call. */
function stdinDocument(entry: ModelEntry, call: ModelCall) {
  return {
    model: entry.model ?? null,
    prompt: call.prompt,
    decoding: call.decoding,
    item: { id: call.item.id, row: call.item.row },
    repeat: call.repeat,
  };
}

/**
 * How a command slot's calls are named (for the response cache), without anything to run them:
 * a job that only reads stored answers names them the same way the job that ran the command did.
 */
export function commandRequests(entry: ModelEntry): Pick<ModelClient, 'identity' | 'requestBody'> {
  return {
    identity: {
      provider: 'command',
      baseUrl: null,
      model: entry.model ?? entry.command!.join(' '),
    },
    requestBody: (call) => ({ ...stdinDocument(entry, call), item: { id: call.item.id } }),
  };
}

/**
 * The command's environment: the process's, without the Action's inputs (the GitHub token is one)
 * and the runner's service tokens, which a model command never needs.
 */
function commandEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !name.startsWith('INPUT_') && !/^ACTIONS_.*(TOKEN|URL)$/.test(name),
    ),
  );
}

/** A program that does not exist is bad config: said before the run, not after every item failed. */
export function checkCommand(entry: ModelEntry, cwd: string, env: NodeJS.ProcessEnv): void {
  const program = entry.command![0]!;
  const candidates = program.includes('/')
    ? [path.resolve(cwd, program)]
    : (env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, program));
  const runnable = candidates.some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
  if (!runnable) {
    const where = program.includes('/') ? `relative to ${cwd}` : 'on PATH';
    throw new InputError(
      `model "${entry.id}": command: expected a program that can run, found ${JSON.stringify(program)}, which is not an executable file ${where}`,
    );
  }
}
