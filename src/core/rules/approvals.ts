import {
  approvalCodes,
  type BarChangeSet,
  type Review,
  type StandingApproval,
} from '../approval.js';

/**
 * Which reviews approve, why the others do not, and whether a merge group's changes are all
 * approved. Imported only by `core/decide.ts`.
 */

/**
 * The reviews that approve now. Per reviewer (a `User` account; bots and apps approve nothing),
 * the latest review that is not a comment decides: it stands only when it is APPROVED, names a
 * commit and an `evalgate approve` code. A later CHANGES_REQUESTED or a dismissal revokes it,
 * and a dismissed request for changes does not bring an earlier approval back.
 */
export function standingApprovals(reviews: readonly Review[]): StandingApproval[] {
  const latest = new Map<string, Review>();
  for (const review of reviews) {
    if (review.login === null || review.userType !== 'User') continue;
    if (review.state === 'COMMENTED' || review.state === 'PENDING') continue;
    latest.set(review.login.toLowerCase(), review);
  }
  const out: StandingApproval[] = [];
  for (const review of latest.values()) {
    const codes = approvalCodes(review.body);
    if (review.state !== 'APPROVED' || review.commitId === null || codes.length === 0) continue;
    out.push({ login: review.login!, reviewId: review.id, commitId: review.commitId, codes });
  }
  return out;
}

/** Why reviews that name codes approve nothing here: said in the report, one line per reviewer. */
export function reviewNotes(reviews: readonly Review[], code: string): string[] {
  const notes: string[] = [];
  const standing = new Set(standingApprovals(reviews).map((a) => a.reviewId));
  const seen = new Set<string>();
  for (const review of [...reviews].reverse()) {
    const who = review.login ?? 'someone unknown';
    if (seen.has(who.toLowerCase()) || standing.has(review.id)) continue;
    if (review.state === 'COMMENTED' || review.state === 'PENDING') continue;
    seen.add(who.toLowerCase());
    if (review.userType !== 'User') {
      notes.push(`${who} is a ${review.userType ?? 'non-user'} account, and only people approve`);
    } else if (review.state !== 'APPROVED') {
      notes.push(`${who}'s latest review is ${review.state.toLowerCase().replace('_', ' ')}`);
    } else if (!approvalCodes(review.body).length) {
      notes.push(`${who}'s approving review has no line \`evalgate approve ${code}\``);
    }
  }
  return notes;
}

/** One pull request's approved bar changes, as a merge queue weighs them. */
export interface ApprovedChanges {
  pull: number;
  by: string;
  changes: BarChangeSet;
}

/**
 * Whether a merge group's bar changes are all approved: every part that differs from the queue's
 * base has the value one of the group's pull requests changes it to under a standing approval.
 * Two pull requests whose approvals change one part to different values fail: the merged value
 * is neither of them.
 */
export function coveredChanges(
  group: BarChangeSet,
  approved: readonly ApprovedChanges[],
): { covered: boolean; uncovered: string[]; conflicts: string[]; by: string[] } {
  const uncovered: string[] = [];
  const conflicts: string[] = [];
  const by = new Set<string>();
  for (const [part, value] of Object.entries(group)) {
    const changing = approved.filter((a) => part in a.changes);
    const values = new Set(changing.map((a) => a.changes[part]));
    if (values.size > 1) {
      conflicts.push(`${part} (#${changing.map((a) => a.pull).join(', #')})`);
      continue;
    }
    const match = changing.find((a) => a.changes[part] === value);
    if (!match) uncovered.push(part);
    else by.add(`${match.by} (#${match.pull})`);
  }
  return {
    covered: uncovered.length === 0 && conflicts.length === 0,
    uncovered,
    conflicts,
    by: [...by],
  };
}
