import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { InputError } from '../../core/errors.js';

/**
 * Running git, for the data-branch store, the base and head checkouts and the freeze commit's
 * parent: without a shell, prompts or locale-dependent messages,
 * with the location variables that would point it elsewhere removed, and every message scrubbed
 * of the credentials a remote URL may carry.
 */
/** A git command that failed: the message names the command and quotes git's stderr, scrubbed. */
export class GitCommandError extends Error {
  override readonly name = 'GitCommandError';
  constructor(
    message: string,
    readonly command: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

// Variables that would point git at another repository, index or work tree than the one we name.
const LOCATION_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_NAMESPACE',
  'GIT_PREFIX',
];

/** Every blob's text through one `git cat-file --batch`, instead of one process per file. */
export async function readBlobs(
  files: { sha: string; file: string }[],
  git: (args: string[], run?: RunOptions) => Promise<GitResult>,
  onBranch: (file: string) => string,
): Promise<string[]> {
  const out = (
    await git(['cat-file', '--batch'], { input: files.map((f) => `${f.sha}\n`).join('') })
  ).stdout;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const texts: string[] = [];
  let offset = 0;
  for (const { sha, file } of files) {
    const end = out.indexOf(0x0a, offset);
    const header = out.toString('utf8', offset, end === -1 ? out.length : end).split(' ');
    if (end === -1 || header[0] !== sha || header[1] !== 'blob') {
      throw new InputError(
        `${onBranch(file)}: cannot read the run record (object ${sha} is missing)`,
      );
    }
    const start = end + 1;
    const stop = start + Number(header[2]);
    try {
      texts.push(decoder.decode(out.subarray(start, stop)));
    } catch {
      throw new InputError(`${onBranch(file)}: the run record is not valid UTF-8 text`);
    }
    offset = stop + 1;
  }
  return texts;
}

export interface RunOptions {
  input?: string;
  env?: Record<string, string>;
  /** Exit codes that are answers rather than failures; null accepts any. Default [0]. */
  okCodes?: number[] | null;
}

export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** Runs git without a shell, prompts or locale-dependent messages; failures name the command. */
export function runGit(
  args: string[],
  options: RunOptions & {
    cwd: string;
    /** Who commits; a command that makes no commit needs none. */
    author?: { name: string; email: string };
    scrub?: (text: string) => string;
  },
): Promise<GitResult> {
  const scrub = options.scrub ?? scrubUrlCredentials;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of LOCATION_VARIABLES) delete env[name];
  Object.assign(env, {
    GIT_TERMINAL_PROMPT: '0',
    LC_ALL: 'C',
    ...(options.author && {
      GIT_AUTHOR_NAME: options.author.name,
      GIT_AUTHOR_EMAIL: options.author.email,
      GIT_COMMITTER_NAME: options.author.name,
      GIT_COMMITTER_EMAIL: options.author.email,
    }),
    ...options.env,
  });
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: options.cwd, env, stdio: 'pipe' });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    // git may exit before reading all its input (a fatal error): that is reported by its exit code.
    child.stdin.on('error', () => {});
    child.on('error', (error: NodeJS.ErrnoException) => {
      const shown = scrub(shownCommand(args));
      reject(
        new GitCommandError(
          error.code !== 'ENOENT'
            ? `${shown} could not start: ${error.message}`
            : existsSync(options.cwd)
              ? `${shown}: git is not installed or not on PATH`
              : `${shown}: the repository folder ${options.cwd} does not exist`,
          shown,
          '',
        ),
      );
    });
    child.on('close', (code) => {
      const result = {
        code: code ?? -1,
        stdout: Buffer.concat(stdout),
        stderr: Buffer.concat(stderr).toString('utf8'),
      };
      const ok = options.okCodes === null || (options.okCodes ?? [0]).includes(result.code);
      if (ok) resolve(result);
      else reject(gitError(args, result, scrub));
    });
    child.stdin.end(options.input ?? '');
  });
}

export function gitError(args: string[], result: GitResult, scrub: (text: string) => string) {
  const command = scrub(shownCommand(args));
  const stderr = scrub(result.stderr.trim());
  return new GitCommandError(
    `${command} failed (exit ${result.code}): ${stderr || '(git printed nothing)'}`,
    command,
    stderr,
  );
}

/** The command as a user would type it: the --git-dir we add is noise in a message. */
export function shownCommand(args: string[]): string {
  const rest = args[0] === '--git-dir' ? args.slice(2) : args;
  return ['git', ...rest].join(' ');
}

export function text(buffer: Buffer): string {
  return buffer.toString('utf8').trim();
}

/** `user:password@` in any URL, replaced wherever it appears. */
export function scrubUrlCredentials(value: string): string {
  return value.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1***@');
}

/** The user and password of a URL (raw and decoded), to redact even where git prints them bare. */
export function urlCredentials(url: string): string[] {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^\s/@]+)@/i.exec(url.trim());
  if (!match) return [];
  const parts = match[1]!.split(':');
  return parts.flatMap((part) => {
    try {
      return [part, decodeURIComponent(part)];
    } catch {
      return [part];
    }
  });
}

/** A ref-safe name for a remote: its name when it is one, a digest when it is a URL or path. */
export function remoteKey(remote: string): string {
  if (/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(remote)) return remote;
  return `url-${createHash('sha256').update(remote).digest('hex').slice(0, 16)}`;
}
