import { mkdtemp, rm } from 'node:fs/promises';
import {
  approvalCode,
  approveLine,
  barChangeSet,
  changeSetDigest,
  type BarChangeSet,
  type Review,
} from '../core/approval.js';
import { reviewNotes, standingApprovals } from '../core/decide.js';
import { type BarSnapshot } from '../core/bar.js';
import { roleAllows, roleOf } from '../core/decide.js';
import { extractCommit } from '../engine/git-tree.js';
import { barRead, errorText, type Flow } from './flow.js';
import { runnerTemp } from '../engine/paths.js';

export type CommitReader = (
  mergeBase: string,
  root: string,
) => Promise<{ base: BarSnapshot | null; head: BarSnapshot }>;

/** Whether a review approves the head's bar, and the line that would. */
export interface ApprovalCheck {
  approved: boolean;
  /** The reviewer whose review approves, and the commit it reviewed. */
  by: string | null;
  commit: string | null;
  /** The digest of the bar changes the head makes, and the review line that approves them. */
  digest: string;
  line: string;
  /** Why nothing approves, for the report; null when approved. */
  reason: string | null;
}

/** The bar changes of a head relative to its base, and their digest. */
export function changesOf(base: BarSnapshot | null, head: BarSnapshot) {
  const changes = barChangeSet(base, head);
  return { changes, digest: changeSetDigest(head.suite, changes) };
}

/**
 * Whether a maintainer's review approves the bar changes the head makes (`base` -> `head`). For
 * each reviewer the latest review that is not a comment decides (core/approval.ts). It approves
 * when its reviewer is a user with `freeze-permission` now, its body names the code of these
 * changes, and the commit it reviewed makes exactly these changes relative to its merge base
 * with the base branch, so a routine approval never approves a buried change, a push that
 * changes a bar part voids it and one that changes none does not. Every read fails closed; a
 * reviewed commit that cannot be read approves nothing.
 */
export async function reviewApproval(
  flow: Flow,
  sides: {
    base: BarSnapshot | null;
    head: BarSnapshot;
    baseSha: string;
    /** Reads the bar at `mergeBase` and at the commit extracted to `root` (git only). */
    readCommit: CommitReader;
  },
  pull: number,
  reviews?: readonly Review[],
): Promise<ApprovalCheck> {
  const { changes, digest } = changesOf(sides.base, sides.head);
  const code = approvalCode(digest);
  const line = approveLine(digest);
  const listed = reviews ?? (await readReviews(flow, pull));
  const found = await approvedChanges(flow, listed, sides);
  const match = found.approved.find((a) => a.digest === digest);
  if (match) {
    return { approved: true, by: match.by, commit: match.commit, digest, line, reason: null };
  }
  const notes = [...reviewNotes(listed, code), ...found.notes];
  for (const other of found.approved) {
    notes.push(
      `${other.by} approved the changes of commit ${other.commit.slice(0, 12)}, and the head's differ from them (${differingParts(other.changes, changes).join(', ')})`,
    );
  }
  const reason = notes.length
    ? `no review approves these changes: ${notes.join('; ')}`
    : 'no review approves these changes';
  return { approved: false, by: null, commit: null, digest, line, reason };
}

export function readReviews(flow: Flow, pull: number): Promise<Review[]> {
  return barRead(`read the reviews of pull request #${pull}`, () => flow.github!.reviews(pull));
}

/**
 * The bar changes that standing approvals approve: for each reviewer with `freeze-permission`
 * whose latest decision approves a commit and names a code, the changes that commit makes
 * relative to its merge base, when their code is one the review names.
 */
export async function approvedChanges(
  flow: Flow,
  reviews: readonly Review[],
  sides: { baseSha: string; readCommit: CommitReader },
): Promise<{
  approved: { by: string; commit: string; changes: BarChangeSet; digest: string }[];
  notes: string[];
}> {
  const { inputs } = flow;
  const approved: { by: string; commit: string; changes: BarChangeSet; digest: string }[] = [];
  const notes: string[] = [];
  for (const standing of standingApprovals(reviews)) {
    const who = standing.login;
    const role = await barRead(`read the repository permission of ${who}`, () =>
      permissionOf(flow, who),
    );
    if (!roleAllows(role, inputs.freezePermission)) {
      notes.push(
        `${who}'s permission is ${role}; approving a bar needs ${inputs.freezePermission} (input freeze-permission)`,
      );
      continue;
    }
    const reviewed = await commitChanges(flow, standing.commitId, sides.baseSha, sides.readCommit);
    if ('error' in reviewed) {
      notes.push(`${who} reviewed ${standing.commitId.slice(0, 12)}, ${reviewed.error}`);
      continue;
    }
    if (!standing.codes.includes(approvalCode(reviewed.digest))) {
      notes.push(
        `${who}'s review names \`evalgate approve ${standing.codes.join(', ')}\`, and the commit it reviewed (${standing.commitId.slice(0, 12)}) makes the changes \`${approvalCode(reviewed.digest)}\``,
      );
      continue;
    }
    approved.push({ by: who, commit: standing.commitId, ...reviewed });
  }
  return { approved, notes };
}

/**
 * The bar changes a reviewed commit makes relative to its merge base with the base branch (from
 * the compare API), read from git; an error when the commit cannot be fetched or read.
 */
async function commitChanges(
  flow: Flow,
  sha: string,
  baseSha: string,
  readCommit: CommitReader,
): Promise<{ changes: BarChangeSet; digest: string } | { error: string }> {
  if (!/^[0-9a-f]{40}$/.test(sha)) return { error: 'which is not a commit sha' };
  // A commit and a base never change: a review's run weighs the same reviewed commit up to three
  // times (the bar, the reviews without this one, the status check), and reads it once.
  const key = [flow.context.workspace, flow.inputs.config, sha, baseSha].join('\0');
  const known = readChanges.get(key);
  if (known) return known;
  const read = await readCommitChanges(flow, sha, baseSha, readCommit);
  if (!('error' in read)) readChanges.set(key, read);
  return read;
}

const readChanges = new Map<string, { changes: BarChangeSet; digest: string }>();

async function readCommitChanges(
  flow: Flow,
  sha: string,
  baseSha: string,
  readCommit: CommitReader,
): Promise<{ changes: BarChangeSet; digest: string } | { error: string }> {
  const compared = await barRead(`compare ${sha.slice(0, 12)} with the base`, () =>
    flow.github!.compare(baseSha, sha),
  ).catch((error: unknown) =>
    // fail closed: a reviewed commit that cannot be compared approves nothing (a note says why).
    ({ error: errorText(error) }),
  );
  if ('error' in compared)
    return { error: `which cannot be compared with the base: ${compared.error}` };
  const root = await mkdtemp(runnerTemp(flow.env, 'evalgate-reviewed-'));
  try {
    await extractCommit({ repoDir: flow.context.workspace, sha, dest: root });
    const sides = await readCommit(compared.mergeBase, root);
    return changesOf(sides.base, sides.head);
  } catch (error) {
    // fail closed: a reviewed commit that cannot be read approves nothing (a note says why).
    return { error: `which cannot be read: ${errorText(error)}` };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

function differingParts(a: BarChangeSet, b: BarChangeSet): string[] {
  const parts = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((p) => a[p] !== b[p]);
  return parts.length > 6 ? [...parts.slice(0, 6), `${parts.length - 6} more`] : parts;
}

export async function permissionOf(flow: Flow, login: string) {
  try {
    return roleOf(await flow.github!.permission(login));
  } catch (error) {
    // Not a collaborator (or not a user): no permission, which is an answer, not a failure.
    if ((error as { status?: number }).status === 404) return 'none' as const;
    throw error;
  }
}
