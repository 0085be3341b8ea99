import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { GitCommandError, gitDataBranchStore } from '../../../src/engine/store/git.js';
import { git, makeRecord, makeRemote } from './history-fixtures.js';

describe('gitDataBranchStore', () => {
  it('creates the data branch as an orphan and lists what was appended, oldest first', async () => {
    const { bare, clone } = await makeRemote();
    const writer = gitDataBranchStore({ repoDir: await clone('writer') });
    const late = makeRecord({ startedAt: '2026-11-21T00:30:00.000Z' });
    const early = makeRecord({ startedAt: '2026-11-20T23:59:59.999Z', modelId: 'vendor-b/y' });
    const other = makeRecord({ startedAt: '2026-01-02T03:04:05.000Z', suite: 'gsm8k' });
    const paths = [];
    for (const record of [late, early, other]) paths.push(await writer.append(record));
    expect(paths).toEqual([
      `runs/mmlu-mini/2026/11/21/${late.run_id}-vendor-a_model-x.json`,
      `runs/mmlu-mini/2026/11/20/${early.run_id}-vendor-b_y.json`,
      `runs/gsm8k/2026/01/02/${other.run_id}-vendor-a_model-x.json`,
    ]);

    // An orphan: its history is our three commits, none reaching main, the tree only our files.
    expect(await git(bare, 'rev-list', '--count', 'evalgate-data')).toBe('3');
    expect(
      await git(bare, 'merge-base', '--is-ancestor', 'main', 'evalgate-data').catch(() => 'no'),
    ).toBe('no');
    expect(
      (await git(bare, 'ls-tree', '-r', '--name-only', 'evalgate-data')).split('\n').sort(),
    ).toEqual([...paths, 'runs/.index/gsm8k.jsonl', 'runs/.index/mmlu-mini.jsonl'].sort());
    expect(await git(bare, 'log', '-1', '--format=%an <%ae>|%cn', 'evalgate-data')).toBe(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>|github-actions[bot]',
    );

    // Another clone, another store: it sees the remote branch.
    const readerDir = await clone('reader');
    const reader = gitDataBranchStore({ repoDir: readerDir });
    const listed = await reader.list('mmlu-mini');
    expect(listed).toEqual([
      { path: paths[1], record: early },
      { path: paths[0], record: late },
    ]);
    expect((await reader.list('mmlu-mini', 'vendor-b/y')).map((e) => e.path)).toEqual([paths[1]]);
    expect(await reader.list('no-such-suite')).toEqual([]);
    expect(
      await gitDataBranchStore({ repoDir: readerDir, branch: 'absent' }).list('mmlu-mini'),
    ).toEqual([]);
  });

  it("leaves the user's work tree, index, HEAD and branches untouched", async () => {
    const { clone } = await makeRemote();
    const repo = await clone('user');
    await git(repo, 'checkout', '--quiet', '-b', 'feature');
    await writeFile(path.join(repo, 'README.md'), '# edited, not staged\n');
    await writeFile(path.join(repo, 'staged.txt'), 'staged\n');
    await git(repo, 'add', 'staged.txt');
    await writeFile(path.join(repo, 'untracked.txt'), 'untracked\n');
    const snapshot = async () => ({
      status: await git(repo, 'status', '--porcelain=v1', '--branch'),
      head: await git(repo, 'rev-parse', 'HEAD'),
      symbolic: await git(repo, 'symbolic-ref', 'HEAD'),
      index: createHash('sha256')
        .update(await readFile(path.join(repo, '.git', 'index')))
        .digest('hex'),
      // Remote-tracking refs may move (any push updates origin/<branch>); the user's own may not.
      refs: await git(
        repo,
        'for-each-ref',
        '--format=%(refname) %(objectname)',
        'refs/heads',
        'refs/tags',
      ),
      files: (await readdir(repo)).sort(),
    });
    const before = await snapshot();
    const store = gitDataBranchStore({ repoDir: repo });
    await store.append(makeRecord());
    await store.append(makeRecord({ startedAt: '2026-11-22T00:00:00.000Z' }));
    expect(await store.list('mmlu-mini')).toHaveLength(2);
    expect(await snapshot()).toEqual(before);
  });

  it('works from a subdirectory of the checkout and with the remote given as a URL', async () => {
    const { bare, clone } = await makeRemote();
    const repo = await clone('user');
    await mkdir(path.join(repo, 'sub', 'dir'), { recursive: true });
    const store = gitDataBranchStore({ repoDir: path.join(repo, 'sub', 'dir'), remote: bare });
    const file = await store.append(makeRecord());
    expect(await git(bare, 'ls-tree', '-r', '--name-only', 'evalgate-data')).toBe(
      `runs/.index/mmlu-mini.jsonl\n${file}`,
    );
    expect((await store.list('mmlu-mini')).map((e) => e.path)).toEqual([file]);
  });

  it('reports a corrupt file on the branch by its path', async () => {
    const { clone } = await makeRemote();
    const good = gitDataBranchStore({ repoDir: await clone('writer') });
    await good.append(makeRecord());
    // Someone commits a broken file onto the data branch by hand.
    const hand = await clone('hand');
    await git(hand, 'checkout', '--quiet', 'evalgate-data');
    const broken = 'runs/mmlu-mini/2026/11/20/broken-run.json';
    await mkdir(path.join(hand, path.dirname(broken)), { recursive: true });
    await writeFile(path.join(hand, broken), '{"schema_version": 1, "run_id": ');
    await git(hand, 'add', broken);
    await git(hand, 'commit', '--quiet', '-m', 'broken');
    await git(hand, 'push', '--quiet', 'origin', 'evalgate-data');

    const reader = gitDataBranchStore({ repoDir: await clone('reader') });
    const error = await reader.list('mmlu-mini').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toContain(
      `${broken} on branch 'evalgate-data' of origin: the run record is not valid JSON`,
    );
    // Filtering by model does not hide it: a corrupt file is never skipped.
    await expect(reader.list('mmlu-mini', 'someone/else')).rejects.toThrow(broken);

    await writeFile(path.join(hand, broken), JSON.stringify({ ...makeRecord(), aggregates: 1 }));
    await git(hand, 'commit', '--quiet', '-am', 'still broken');
    await git(hand, 'push', '--quiet', 'origin', 'evalgate-data');
    await expect(reader.list('mmlu-mini')).rejects.toThrow(
      `${broken} on branch 'evalgate-data' of origin: the run record is corrupt at aggregates`,
    );
  });

  it('is idempotent for the same record and never overwrites a different one', async () => {
    const { bare, clone } = await makeRemote();
    const store = gitDataBranchStore({ repoDir: await clone('writer') });
    const record = makeRecord();
    const file = await store.append(record);
    expect(await store.append(record)).toBe(file);
    expect(await git(bare, 'rev-list', '--count', 'evalgate-data')).toBe('1');
    const changed = { ...record, aggregates: { ...record.aggregates, score: 0 } };
    await expect(store.append(changed)).rejects.toThrow(/already stored.*append-only/);
    expect(await git(bare, 'rev-list', '--count', 'evalgate-data')).toBe('1');
  });

  it('rebuilds the commit on the new tip when another writer pushed first', async () => {
    const { bare, clone } = await makeRemote();
    const repo = await clone('writer');
    await gitDataBranchStore({ repoDir: repo }).append(makeRecord({ runId: 'first' }));
    const rival = await rivalClone(clone);

    const log: string[] = [];
    let interfered = false;
    const store = gitDataBranchStore({
      repoDir: repo,
      random: () => 0,
      debug: (message) => {
        log.push(message);
        // Between building the commit and pushing it, the rival's push lands.
        if (message.startsWith('push ') && !interfered) {
          interfered = true;
          rival.pushOne();
        }
      },
    });
    const file = await store.append(makeRecord({ runId: 'second' }));
    expect(log.filter((m) => m.startsWith('retry'))).toHaveLength(1);
    expect(log.find((m) => m.startsWith('retry'))).toMatch(/retry 1: push rejected \(.+\)/);
    const names = (await git(bare, 'ls-tree', '-r', '--name-only', 'evalgate-data')).split('\n');
    expect(names).toContain(file);
    expect(names).toContain(rival.files[0]);
    expect(await git(bare, 'rev-list', '--count', 'evalgate-data')).toBe('3');
  });

  it('gives up after maxAttempts with an error naming the branch and the remote', async () => {
    const { bare, clone } = await makeRemote();
    const repo = await clone('writer');
    await gitDataBranchStore({ repoDir: repo }).append(makeRecord({ runId: 'first' }));
    const rival = await rivalClone(clone);
    const store = gitDataBranchStore({
      repoDir: repo,
      maxAttempts: 2,
      random: () => 0,
      debug: (message) => {
        if (message.startsWith('push ')) rival.pushOne();
      },
    });
    await expect(store.append(makeRecord({ runId: 'loser' }))).rejects.toThrow(
      /could not append runs\/mmlu-mini\/.*loser.* to branch 'evalgate-data' of origin: the push was rejected 2 times/,
    );
    const names = await git(bare, 'ls-tree', '-r', '--name-only', 'evalgate-data');
    expect(names).not.toContain('loser');
  });

  it('refuses a push that is rejected for another reason than a race, without retrying', async () => {
    const { bare, clone } = await makeRemote();
    const hook = path.join(bare, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "protected branch" >&2\nexit 1\n', { mode: 0o755 });
    const log: string[] = [];
    const store = gitDataBranchStore({ repoDir: await clone('writer'), debug: (m) => log.push(m) });
    await expect(store.append(makeRecord())).rejects.toThrow(
      /could not append .* to branch 'evalgate-data' of origin: the push was refused \(.*pre-receive hook declined.*\)/,
    );
    expect(log.filter((m) => m.startsWith('retry'))).toEqual([]);
  });

  it('names the failing git command and keeps credentials out of messages', async () => {
    const { clone } = await makeRemote();
    const repo = await clone('writer');
    const url = 'https://x-access-token:ghs_SeCrEt0123456789@127.0.0.1:9/owner/repo.git';
    const byUrl = await rejection(
      gitDataBranchStore({ repoDir: repo, remote: url }).append(makeRecord()),
    );
    expect(byUrl.message).toMatch(
      /^git ls-remote --exit-code https:\/\/\*\*\*@127\.0\.0\.1:9\/owner\/repo\.git refs\/heads\/evalgate-data failed \(exit 128\): .+/,
    );
    expect(byUrl.message).not.toContain('ghs_SeCrEt0123456789');
    expect(byUrl).toBeInstanceOf(GitCommandError);
    expect((byUrl as GitCommandError).stderr).toMatch(/^fatal: unable to access/);

    await git(repo, 'remote', 'add', 'tokened', url);
    const byName = await rejection(
      gitDataBranchStore({ repoDir: repo, remote: 'tokened' }).list('mmlu-mini'),
    );
    expect(byName.message).toMatch(
      /^git ls-remote --exit-code tokened refs\/heads\/evalgate-data failed/,
    );
    expect(byName.message).not.toContain('ghs_SeCrEt0123456789');

    await expect(
      gitDataBranchStore({ repoDir: path.dirname(repo) }).list('mmlu-mini'),
    ).rejects.toThrow(
      /git rev-parse --absolute-git-dir failed \(exit 128\): fatal: not a git repository/,
    );
    await expect(
      gitDataBranchStore({ repoDir: path.join(repo, 'missing') }).list('mmlu-mini'),
    ).rejects.toThrow(/the repository folder .*missing does not exist/);
    await expect(
      gitDataBranchStore({ repoDir: repo, branch: 'bad..name' }).list('mmlu-mini'),
    ).rejects.toThrow(InputError);
    expect(() => gitDataBranchStore({ repoDir: repo, remote: '--upload-pack=touch x' })).toThrow(
      InputError,
    );
  });
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

/**
 * A second clone with the data branch checked out; `pushOne` synchronously commits one more valid
 * record there and pushes it, the way a concurrent job would.
 */
async function rivalClone(clone: (name: string) => Promise<string>) {
  const dir = await clone('rival');
  await git(dir, 'checkout', '--quiet', 'evalgate-data');
  const files: string[] = [];
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Rival',
    GIT_AUTHOR_EMAIL: 'rival@example.com',
    GIT_COMMITTER_NAME: 'Rival',
    GIT_COMMITTER_EMAIL: 'rival@example.com',
  };
  const sync = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: 'pipe' });
  return {
    files,
    pushOne() {
      const record = makeRecord({ runId: `rival-${files.length}` });
      const file = `runs/mmlu-mini/2026/11/20/${record.run_id}-vendor-a_model-x.json`;
      mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(dir, file), JSON.stringify(record));
      sync('add', file);
      sync('commit', '--quiet', '-m', `rival ${files.length}`);
      sync('push', '--quiet', 'origin', 'evalgate-data');
      files.push(file);
    },
  };
}
