import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { InputError } from '../../core/errors.js';
import type { RunRecord } from '../../core/record.js';
import { redact } from '../../core/redact.js';
import { summarize } from '../../core/summary.js';
import {
  byStartTime,
  indexFileName,
  indexLineText,
  parseIndex,
  type IndexLine,
} from './index-lines.js';
import {
  checkAppendable,
  checkFiledUnder,
  checkMatchesSummary,
  checkPathSegment,
  oldestFirst,
  parseRunRecord,
  recordFileName,
  recordText,
} from './record-files.js';
import {
  GitCommandError,
  readBlobs,
  remoteKey,
  runGit,
  scrubUrlCredentials,
  text,
  urlCredentials,
  gitError,
  type RunOptions,
} from './git-run.js';
import type { HistoryEntry, HistoryStore, SummaryEntry } from './types.js';

export { GitCommandError };

/** Records read at once where the index lacks them: few, so memory stays that of a few runs. */
const READ_BATCH = 4;

export interface GitDataBranchOptions {
  /** A clone or checkout of the user's repository (bare or not); its work tree is never touched. */
  repoDir: string;
  /** A remote name or URL; default `origin`. */
  remote?: string;
  /** Default `evalgate-data`. */
  branch?: string;
  /** Author and committer of the data commits; default the github-actions bot. */
  author?: { name: string; email: string };
  /** Pushes tried before giving up while other writers keep moving the branch; default 8. */
  maxAttempts?: number;
  /** Source of the backoff jitter, in [0, 1); default Math.random. */
  random?: () => number;
  /** Receives one line per step (fetch, push, retry), for logs and tests. */
  debug?: (message: string) => void;
}

const DEFAULT_AUTHOR = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 10_000;

/**
 * The history on a data branch (default `evalgate-data`): one file per run at
 * `runs/<suite>/<YYYY>/<MM>/<DD>/<run_id>-<model-id-slug>.json`, the day being the run's UTC start.
 *
 * Why plumbing rather than a worktree: a data commit is built from objects alone (`hash-object`,
 * `read-tree` and `update-index` into a throwaway GIT_INDEX_FILE, `write-tree`, `commit-tree`) and
 * pushed by id. Nothing here has a work tree at all (every command runs with --git-dir), so the
 * user's checkout, index, HEAD and branches cannot be disturbed, there is no `.git/worktrees`
 * entry to leak when a job is killed, and no file is ever checked out: the cost is a temporary
 * index of the branch's tree (one entry per stored run), not a copy of the history on disk. Each
 * run owns its path, so rebuilding the commit on a newer tip after a rejected push never
 * conflicts.
 */
export function gitDataBranchStore(options: GitDataBranchOptions): HistoryStore {
  const remote = options.remote ?? 'origin';
  const branch = options.branch ?? 'evalgate-data';
  const author = options.author ?? DEFAULT_AUTHOR;
  const maxAttempts = options.maxAttempts ?? 8;
  const random = options.random ?? Math.random;
  const debug = options.debug ?? (() => {});
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new InputError(`maxAttempts: expected a whole number >= 1, found ${maxAttempts}`);
  }
  // Both reach git's command line: a leading dash would read as an option.
  if (remote === '' || remote.startsWith('-')) {
    throw new InputError(`remote: expected a remote name or URL, found ${JSON.stringify(remote)}`);
  }
  const repoDir = path.resolve(options.repoDir);
  const branchRef = `refs/heads/${branch}`;
  // Fetched tips land in a private namespace, so the user's branches stay as they were (a push to a
  // named remote still moves <remote>/<branch>, as any push does), and the ref lets later fetches
  // send only what is new.
  const trackingRef = `refs/evalgate/remotes/${remoteKey(remote)}/${branch}`;
  const secrets = new Set<string>(urlCredentials(remote));
  const scrub = (text: string) => redact(scrubUrlCredentials(text), secrets);
  const shownRemote = scrub(remote);
  const onBranch = (file: string) => `${file} on branch '${branch}' of ${shownRemote}`;

  let gitDir: string | undefined;
  const git = async (args: string[], run: RunOptions = {}) => {
    if (gitDir === undefined) throw new Error('the git data-branch store is not prepared');
    // Run from repoDir, so a remote given as a relative path means what it means there.
    return runGit(['--git-dir', gitDir, ...args], { ...run, cwd: repoDir, author, scrub });
  };

  async function prepare(): Promise<void> {
    if (gitDir !== undefined) return;
    const located = await runGit(['rev-parse', '--absolute-git-dir'], {
      cwd: repoDir,
      author,
      scrub,
    });
    const valid = await runGit(['check-ref-format', branchRef], {
      cwd: repoDir,
      author,
      scrub,
      okCodes: [0, 1],
    });
    if (valid.code !== 0) {
      throw new InputError(`branch ${JSON.stringify(branch)} is not a valid git branch name`);
    }
    gitDir = text(located.stdout);
    // A named remote's URL may carry a token: learn it, so no message can repeat it.
    for (const extra of [[], ['--push']]) {
      const url = await git(['remote', 'get-url', '--all', ...extra, remote], { okCodes: null });
      if (url.code === 0) for (const line of text(url.stdout).split('\n')) addSecrets(line);
    }
  }
  const addSecrets = (url: string) => urlCredentials(url).forEach((s) => secrets.add(s));

  /** The remote tip, fetched when it is not here yet; null when the branch does not exist. */
  async function fetchTip(): Promise<string | null> {
    const listed = await git(['ls-remote', '--exit-code', remote, branchRef], { okCodes: [0, 2] });
    const line = text(listed.stdout)
      .split('\n')
      .find((l) => l.endsWith(`\t${branchRef}`));
    if (listed.code === 2 || line === undefined) return null;
    const tip = line.split('\t')[0]!;
    if (await hasCommit(tip)) return tip;
    debug(`fetch ${branch} from ${shownRemote}`);
    await git([
      'fetch',
      '--quiet',
      '--no-tags',
      '--no-write-fetch-head',
      '--no-recurse-submodules',
      remote,
      `+${branchRef}:${trackingRef}`,
    ]);
    // The branch may have moved since ls-remote: what the fetch brought is at least as new.
    return text((await git(['rev-parse', '--verify', `${trackingRef}^{commit}`])).stdout);
  }

  async function hasCommit(sha: string): Promise<boolean> {
    return (await git(['cat-file', '-e', `${sha}^{commit}`], { okCodes: null })).code === 0;
  }

  /** The blob stored at `file` in `commit`, or null. */
  async function blobAt(commit: string, file: string): Promise<string | null> {
    const found = await git(['rev-parse', '--verify', '--quiet', `${commit}:${file}`], {
      okCodes: [0, 1, 128],
    });
    return found.code === 0 ? text(found.stdout) : null;
  }

  /** A commit of `parent`'s tree plus some files, built in a throwaway index. */
  async function commitWith(
    parent: string | null,
    files: { file: string; blob: string }[],
    message: string,
  ): Promise<string> {
    const scratch = await mkdtemp(path.join(tmpdir(), 'evalgate-index-'));
    try {
      const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
      // No parent: the index file does not exist yet, which git reads as empty (an orphan root).
      if (parent !== null) await git(['read-tree', parent], { env });
      for (const { file, blob } of files) {
        await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
      }
      const tree = text((await git(['write-tree'], { env })).stdout);
      const parents = parent === null ? [] : ['-p', parent];
      return text((await git(['commit-tree', tree, ...parents, '-m', message])).stdout);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * The index lines of every record of `suite` at `commit`: from the branch's index where its
   * line names the record's blob, else read from the record (a few at a time) and summarised.
   */
  /** The record files of `suite` at `commit` with their blob ids, sorted by path. */
  async function recordBlobs(
    commit: string,
    suite: string,
  ): Promise<{ sha: string; file: string }[]> {
    const listed = await git([
      'ls-tree',
      '-r',
      '-z',
      '--full-tree',
      commit,
      '--',
      `runs/${suite}/`,
    ]);
    const files: { sha: string; file: string }[] = [];
    for (const entry of listed.stdout.toString('utf8').split('\0')) {
      const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
      if (match && match[2]!.endsWith('.json')) files.push({ sha: match[1]!, file: match[2]! });
    }
    return files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }

  async function indexedAt(commit: string, suite: string, lenient = false): Promise<IndexLine[]> {
    const files = await recordBlobs(commit, suite);
    const indexFile = `runs/${indexFileName(suite)}`;
    const indexBlob = (await blobAt(commit, indexFile)) ?? undefined;
    // The index is a cache: one that cannot be read counts as empty (its records are read instead).
    const index =
      indexBlob === undefined
        ? new Map<string, IndexLine>()
        : await readBlobs([{ sha: indexBlob, file: indexFile }], git, onBranch).then(
            ([content]) => parseIndex(content!),
            () => new Map<string, IndexLine>(),
          );
    const lines: IndexLine[] = [];
    const missing: { sha: string; file: string }[] = [];
    for (const f of files) {
      const line = index.get(f.file);
      if (line !== undefined && line.blob === f.sha && line.summary.suite === suite)
        lines.push(line);
      else missing.push(f);
    }
    const summarise = (file: string, sha: string, content: string) => {
      try {
        const record = parseRunRecord(content, onBranch(file));
        checkFiledUnder(record, suite, onBranch(file));
        lines.push({ file, blob: sha, summary: summarize(record) });
      } catch (error) {
        // Reading stops at a corrupt record, naming it; appending leaves it out of the index (a
        // later read still stops there), so one bad file does not stop the history.
        if (!lenient || !(error instanceof InputError)) throw error;
        debug(`index: left out ${file}: ${error.message}`);
      }
    };
    for (let start = 0; start < missing.length; start += READ_BATCH) {
      const batch = missing.slice(start, start + READ_BATCH);
      const contents = await readBlobs(batch, git, onBranch).catch((error: unknown) => {
        if (!lenient || !(error instanceof InputError)) throw error;
        return undefined;
      });
      if (contents) batch.forEach(({ sha, file }, i) => summarise(file, sha, contents[i]!));
      else {
        for (const { sha, file } of batch) {
          const one = await readBlobs([{ sha, file }], git, onBranch).catch(() => undefined);
          if (one) summarise(file, sha, one[0]!);
          else debug(`index: left out ${file}: cannot read it`);
        }
      }
    }
    return lines;
  }

  /** The tip the last `summaries` read, so `read` fetches records of the same listing. */
  let listedTip: string | null = null;

  type PushOutcome = { ok: true } | { ok: false; retryable: boolean; reason: string };

  async function push(commit: string, parent: string | null): Promise<PushOutcome> {
    // --no-verify: the user's pre-push hooks guard their code branches, not this data branch.
    const args = ['push', '--porcelain', '--no-verify', remote, `${commit}:${branchRef}`];
    const pushed = await git(args, { okCodes: null });
    if (pushed.code === 0) return { ok: true };
    // Porcelain lines are `<flag>\t<from>:<to>\t<summary>`; `!` marks a refused update.
    const refused = text(pushed.stdout)
      .split('\n')
      .map((l) => l.split('\t'))
      .find((f) => f[0] === '!' && f[1]?.endsWith(`:${branchRef}`));
    if (refused === undefined) throw gitError(args, pushed, scrub);
    const reason = scrub(refused[2] ?? 'rejected');
    // A lost race reads "fetch first" / "non-fast-forward" or, when both pushes reached the server
    // together, a ref-lock failure; whatever the words, a tip that moved means "rebuild and retry".
    const raced = /fetch first|non-fast-forward|stale info|cannot lock|failed to update ref/i;
    const retryable = raced.test(reason) || (await fetchTipId()) !== parent;
    return { ok: false, retryable, reason };
  }

  async function fetchTipId(): Promise<string | null> {
    const listed = await git(['ls-remote', remote, branchRef]);
    const line = text(listed.stdout)
      .split('\n')
      .find((l) => l.endsWith(`\t${branchRef}`));
    return line?.split('\t')[0] ?? null;
  }

  // One operation at a time per store: concurrent calls would race on the tracking ref.
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  return {
    async append(input) {
      const record = checkAppendable(input);
      const file = branchPath(record);
      return serialized(async () => {
        await prepare();
        const content = recordText(record);
        const blob = text((await git(['hash-object', '-w', '--stdin'], { input: content })).stdout);
        const message = `evalgate: ${record.suite} ${record.model.id} run ${record.run_id}`;
        for (let attempt = 1; ; attempt++) {
          const parent = await fetchTip();
          const stored = parent === null ? null : await blobAt(parent, file);
          // Already there: an earlier push landed although its answer was lost. Nothing to do.
          if (stored === blob) return file;
          if (stored !== null) {
            throw new Error(
              `${onBranch(file)}: a different run record with the same run_id and model is already stored; the history is append-only, so it was left as it is`,
            );
          }
          // The index is rewritten whole on top of this parent, so a retry rebuilds it on the new tip
          // and an index missing lines (a branch from before the index) is completed on the way.
          const suiteIndex = `runs/${indexFileName(record.suite)}`;
          const earlier = parent === null ? [] : await indexedAt(parent, record.suite, true);
          const lines = [...earlier, { file, blob, summary: summarize(record) }];
          const indexBlob = text(
            (
              await git(['hash-object', '-w', '--stdin'], {
                input: lines.map(indexLineText).join(''),
              })
            ).stdout,
          );
          const commit = await commitWith(
            parent,
            [
              { file, blob },
              { file: suiteIndex, blob: indexBlob },
            ],
            message,
          );
          debug(`push ${commit} onto ${parent ?? 'a new orphan branch'} (attempt ${attempt})`);
          const outcome = await push(commit, parent);
          if (outcome.ok) {
            await git(['update-ref', trackingRef, commit]);
            debug(`pushed ${file}`);
            return file;
          }
          if (!outcome.retryable) {
            throw new Error(
              `could not append ${file} to branch '${branch}' of ${shownRemote}: the push was refused (${outcome.reason}); check that the token may push to that branch and that no branch protection rule covers it`,
            );
          }
          if (attempt >= maxAttempts) {
            throw new Error(
              `could not append ${file} to branch '${branch}' of ${shownRemote}: the push was rejected ${attempt} times because other writers kept moving the branch (last: ${outcome.reason}); run again, or raise maxAttempts`,
            );
          }
          // Full jitter: writers that collided once spread out instead of colliding again.
          const delay = random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
          debug(
            `retry ${attempt}: push rejected (${outcome.reason}); waiting ${Math.round(delay)} ms`,
          );
          await sleep(delay);
        }
      });
    },

    async summaries(suite, modelId) {
      checkPathSegment(suite, 'suite');
      return serialized(async () => {
        await prepare();
        const tip = await fetchTip();
        listedTip = tip;
        if (tip === null) return [];
        const entries: SummaryEntry[] = (await indexedAt(tip, suite))
          .filter((l) => modelId === undefined || l.summary.model.id === modelId)
          .map((l) => ({ path: l.file, summary: l.summary }));
        return byStartTime(
          entries,
          (e) => e.summary.environment.started_at,
          (e) => e.path,
        );
      });
    },

    async read(entry) {
      return serialized(async () => {
        await prepare();
        const tip = listedTip ?? (await fetchTip());
        const sha = tip === null ? null : await blobAt(tip, entry.path);
        if (sha === null) {
          throw new InputError(`${onBranch(entry.path)}: the run record is not on the branch`);
        }
        const where = onBranch(entry.path);
        const record = parseRunRecord(
          (await readBlobs([{ sha, file: entry.path }], git, onBranch))[0]!,
          where,
        );
        checkFiledUnder(record, entry.summary.suite, where);
        return checkMatchesSummary(
          record,
          entry,
          where,
          onBranch(`runs/${indexFileName(entry.summary.suite)}`),
        );
      });
    },

    async list(suite, modelId) {
      checkPathSegment(suite, 'suite');
      return serialized(async () => {
        await prepare();
        const tip = await fetchTip();
        if (tip === null) return [];
        const files = await recordBlobs(tip, suite);
        if (files.length === 0) return [];
        const contents = await readBlobs(files, git, onBranch);
        const entries: HistoryEntry[] = [];
        files.forEach(({ file }, i) => {
          const record = parseRunRecord(contents[i]!, onBranch(file));
          checkFiledUnder(record, suite, onBranch(file));
          if (modelId === undefined || record.model.id === modelId)
            entries.push({ path: file, record });
        });
        return oldestFirst(entries);
      });
    },
  };
}

function branchPath(record: RunRecord): string {
  const started = new Date(record.environment.started_at);
  if (Number.isNaN(started.getTime())) {
    throw new InputError(
      `run record ${JSON.stringify(record.run_id)}: environment.started_at ${JSON.stringify(record.environment.started_at)} is not a date (the data branch files runs by the day they started)`,
    );
  }
  const [year, month, day] = started.toISOString().slice(0, 10).split('-');
  return `runs/${record.suite}/${year}/${month}/${day}/${recordFileName(record)}`;
}
