import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../core/errors.js';
import type { ModelCall } from '../core/plan.js';
import { ioReason, type LoadedConfig } from './config.js';
import { createClient } from './providers/index.js';
import type { ModelClient } from './providers/types.js';
import { entryDir, type PreparedSuite } from './suite.js';

/**
 * The judge of an `llm_judge` suite as the grader calls it: the plan's judge entry, asked with
 * the plan's judge decoding, retried on retryable faults with backoff.
 */
export async function judgeFunction(prepared: PreparedSuite, env: NodeJS.ProcessEnv) {
  const { entry, decoding } = prepared.judge!;
  const client: ModelClient = await createClient(entry, {
    env,
    baseDir: entryDir(prepared, entry),
    seed: prepared.loaded.config.slice.seed.toString(),
  });
  return async (prompt: ModelCall['prompt']) => {
    let last: unknown;
    for (let attempt = 0; attempt <= entry.max_retries; attempt++) {
      try {
        const call: ModelCall = {
          item: { id: 'judge', index: -1, row: {} },
          repeat: 0,
          prompt,
          decoding,
        };
        return (await client.send(call, new AbortController().signal)).text;
      } catch (error) {
        last = error;
        if ((error as { disposition?: string }).disposition === 'fatal') break;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
    throw last;
  };
}

/**
 * The files the judge entry of a config names, as part of its bar: the replay cassette, and for
 * a command the program (a path) and every argument that names a file of the checkout `root`
 * (`node judge.mjs`). Repository path -> sha256 of the content, read from the config's folder.
 * Whatever the program reads without naming it is not covered: keep a judge's code in the
 * files its command line names.
 */
export async function judgeFileHashes(
  loaded: LoadedConfig,
  root: string,
): Promise<Record<string, string>> {
  const { config } = loaded;
  if (config.grader.kind !== 'llm_judge') return {};
  const judgeId = config.grader.judge;
  const entry = config.models.find((m) => m.id === judgeId);
  if (!entry) return {};
  const named: string[] = [];
  if (entry.provider === 'replay' && entry.cassette) named.push(entry.cassette);
  if (entry.provider === 'command' && entry.command) {
    const [program, ...args] = entry.command;
    if (program?.includes('/')) named.push(program);
    named.push(...args.filter((arg) => arg !== '' && !arg.startsWith('-')));
  }
  const out: Record<string, string> = {};
  const top = path.resolve(root);
  for (const name of named) {
    const file = path.resolve(loaded.baseDir, name);
    const key = path.relative(top, file);
    if (key === '' || key.startsWith('..') || path.isAbsolute(key)) continue;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    try {
      out[key.split(path.sep).join('/')] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
    } catch (error) {
      throw new InputError(
        `model "${judgeId}": cannot read ${name}, a file the judge names: ${ioReason(error)}`,
      );
    }
  }
  return out;
}
