import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { runGit, text } from './store/git-run.js';

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

/**
 * Makes a pull request's head commit present in the checkout's object store, to be read as data
 * (`extractCommit`); nothing of it is checked out or run. Fetched by its sha, else (a fork's head,
 * where the server refuses a bare sha) through the pull request's ref, which must point at it.
 */
export async function fetchPullHead(options: {
  repoDir: string;
  sha: string;
  pull: number;
  remote?: string;
}): Promise<void> {
  const { repoDir, sha, pull } = options;
  const remote = options.remote ?? 'origin';
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) {
    throw new Error(`expected a full commit sha, found "${sha}"`);
  }
  const git = gitIn(repoDir);
  const present = () =>
    git(['cat-file', '-e', `${sha}^{commit}`]).then(
      () => true,
      () => false,
    );
  if (await present()) return;
  const bySha = await git(['fetch', '--quiet', '--no-tags', '--depth=1', remote, sha]).then(
    () => true,
    () => false,
  );
  if (bySha && (await present())) return;
  const ref = `refs/evalgate/pull/${pull}/head`;
  await git([
    'fetch',
    '--quiet',
    '--no-tags',
    '--depth=1',
    remote,
    `+refs/pull/${pull}/head:${ref}`,
  ]);
  const fetched = await git(['rev-parse', '--verify', `${ref}^{commit}`]);
  if (fetched !== sha) {
    throw new Error(
      `refs/pull/${pull}/head is ${fetched.slice(0, 12)}, not the measured commit ${sha.slice(0, 12)}`,
    );
  }
}

/** Runs git in `cwd` through the one git runner; a failure rejects naming the command. */
function gitIn(cwd: string, extraEnv: Record<string, string> = {}) {
  return async (args: string[]) => text((await runGit(args, { cwd, env: extraEnv })).stdout);
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
