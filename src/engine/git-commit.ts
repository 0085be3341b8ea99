import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InputError } from '../core/errors.js';

export interface CommitFilesOptions {
  /** A checkout of the repository (its object store and remotes are used, its work tree is not). */
  repoDir: string;
  remote?: string;
  branch: string;
  /**
   * Commit on top of this commit (e.g. HEAD, or the sha that was measured) instead of the remote
   * branch's tip; a branch that has moved past it then rejects the push (never forced).
   */
  from?: string;
  /** Repository-relative paths with `/`, and their new content. */
  files: { path: string; content: string }[];
  message: string;
  author: { name: string; email: string };
}

/**
 * Commits files on top of a remote branch and pushes, without touching the checkout: the commit
 * is built with plumbing (a private index file, write-tree, commit-tree) on the branch's fetched
 * tip. A branch that moved meanwhile rejects the push, which is reported, never forced.
 */
export async function commitFilesToBranch(options: CommitFilesOptions): Promise<string> {
  const remote = options.remote ?? 'origin';
  const ref = `refs/evalgate/commit/${options.branch}`;
  const index = path.join(os.tmpdir(), `evalgate-index-${process.pid}-${Date.now()}`);
  const env = {
    ...process.env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_INDEX_FILE: index,
    GIT_AUTHOR_NAME: options.author.name,
    GIT_AUTHOR_EMAIL: options.author.email,
    GIT_COMMITTER_NAME: options.author.name,
    GIT_COMMITTER_EMAIL: options.author.email,
  };
  const git = (args: string[], input?: string) =>
    new Promise<string>((resolve, reject) => {
      const child = execFile(
        'git',
        args,
        { cwd: options.repoDir, env, maxBuffer: 64 << 20 },
        (error, stdout, stderr) => {
          if (error)
            reject(
              new InputError(`git ${args[0]} failed: ${String(stderr).trim() || error.message}`),
            );
          else resolve(String(stdout).trim());
        },
      );
      if (input !== undefined) child.stdin?.end(input);
    });
  try {
    let parent: string;
    if (options.from !== undefined) {
      const present = await git(['cat-file', '-e', `${options.from}^{commit}`]).then(
        () => true,
        () => false,
      );
      // A pull request's head commit is not in a depth-1 merge checkout: fetch it by its sha.
      if (!present && /^[0-9a-f]{40}$/.test(options.from)) {
        await git(['fetch', '--quiet', '--no-tags', '--depth=1', remote, options.from]);
      }
      parent = await git(['rev-parse', '--verify', `${options.from}^{commit}`]);
    } else {
      await git(['fetch', '--quiet', '--no-tags', remote, `+refs/heads/${options.branch}:${ref}`]);
      parent = await git(['rev-parse', '--verify', `${ref}^{commit}`]);
    }
    await git(['read-tree', parent]);
    for (const file of options.files) {
      const blob = await git(['hash-object', '-w', '--stdin'], file.content);
      await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file.path}`]);
    }
    const tree = await git(['write-tree']);
    const commit = await git(['commit-tree', tree, '-p', parent, '-m', options.message]);
    try {
      await git([
        'push',
        '--quiet',
        '--no-verify',
        remote,
        `${commit}:refs/heads/${options.branch}`,
      ]);
    } catch (error) {
      throw new InputError(
        `could not push to branch "${options.branch}" of ${remote}: ${(error as Error).message}. The workflow needs \`permissions: contents: write\`, and the branch must not have moved meanwhile (push again to rerun).`,
      );
    }
    return commit;
  } finally {
    await rm(index, { force: true });
  }
}
