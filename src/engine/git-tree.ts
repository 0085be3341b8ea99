import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A commit's tree written out into a folder, read from the checkout's object store (fetched from
 * the remote when the checkout is shallow and lacks it). The checkout's own index and work tree
 * are never touched: a private index file carries the tree.
 */
export async function extractCommit(options: {
  repoDir: string;
  sha: string;
  dest: string;
  remote?: string;
}): Promise<void> {
  const { repoDir, sha, dest } = options;
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
    throw new Error(`expected a full commit sha, found "${sha}"`);
  }
  const index = `${dest}.index`;
  const git = gitIn(repoDir, { GIT_INDEX_FILE: index });
  if (
    !(await git(['cat-file', '-e', `${sha}^{commit}`]).then(
      () => true,
      () => false,
    ))
  ) {
    // actions/checkout leaves a depth-1 merge commit: the base commit is fetched on its own.
    await git(['fetch', '--quiet', '--no-tags', '--depth=1', options.remote ?? 'origin', sha]);
  }
  await rm(dest, { recursive: true, force: true });
  await mkdir(dest, { recursive: true });
  try {
    await git(['read-tree', sha]);
    await git(['checkout-index', '--all', '--force', `--prefix=${path.resolve(dest)}/`]);
  } finally {
    await rm(index, { force: true });
  }
}

/** Runs git in `cwd`; a failure rejects with git's own message. */
function gitIn(cwd: string, extraEnv: Record<string, string> = {}) {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', ...extraEnv };
  return (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      execFile('git', args, { cwd, env, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args[0]}: ${String(stderr).trim() || error.message}`));
        else resolve(String(stdout).trim());
      });
    });
}

/** Which of `files` (absolute paths) git tracks in `repoDir`'s index; files outside it are not. */
export async function trackedFiles(repoDir: string, files: readonly string[]): Promise<string[]> {
  const inside = files
    .map((file) => ({ file, relative: path.relative(repoDir, file) }))
    .filter(
      ({ relative }) => relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative),
    );
  if (inside.length === 0) return [];
  const out = await gitIn(repoDir)(['ls-files', '-z', '--', ...inside.map((i) => i.relative)]);
  const tracked = new Set(out.split('\0').filter(Boolean));
  return inside
    .filter(({ relative }) => tracked.has(relative.split(path.sep).join('/')))
    .map(({ file }) => file);
}

/** HEAD of the repository at `cwd`, or null outside one (or without git). Never rejects. */
export function headCommit(cwd: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', timeout: 5000 }, (error, out) =>
      resolve(error ? null : out.trim()),
    );
  });
}
