import { canonicalJson, sha256Hex } from './canonical.js';
import type { BarSnapshot } from './bar.js';

/**
 * Approval of a changed bar. Evidence counts only when a pull request's author cannot produce it:
 * what GitHub records about people (a review bound to a commit, a label event, a permission) and
 * what runs produced whose code the head cannot change. A changed bar is approved by a
 * maintainer's approving review that names it: its body carries `evalgate approve <code>`, the
 * code of the exact bar changes, and the commit it reviews makes those same changes.
 *
 * These are the pure rules: a bar as named parts, the changes between two bars, their code, and
 * which reviews stand. Reading reviews, permissions and commits is the adapter's job.
 */

/** A pull-request review as the reviews API lists it (oldest first). */
export interface Review {
  id: number;
  login: string | null;
  /** The account type: `User`, `Bot`, `Organization`... only a `User` approves. */
  userType: string | null;
  /** APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED, PENDING. */
  state: string;
  /** The commit the review was submitted on. */
  commitId: string | null;
  body: string;
}

/** A reviewer's latest decision that approves: the commit reviewed and the codes it names. */
export interface StandingApproval {
  login: string;
  reviewId: number;
  commitId: string;
  codes: string[];
}

/**
 * The bar's parts that differ between two sides: part name -> `<base hash>><head hash>` (`-` for
 * a side that lacks the part). Both values are named, so an approval of 70 -> 80 does not stand
 * for 90 -> 80 after the base moved on.
 */
export type BarChangeSet = Record<string, string>;

const valueHash = (value: unknown) => sha256Hex(canonicalJson(value ?? null));

/**
 * A bar as named parts, each with the hash of its value. Every part that can lower the bar has
 * a name of its own, so two pull requests that change different parts can be told apart. A name
 * is `<kind>:<key>`; kinds hold no `:`, and two parts of one name are refused (a key path of the
 * program that another spells the same way), so no part can hide behind another.
 */
export function barParts(bar: BarSnapshot): Map<string, string> {
  const parts = new Map<string, string>();
  const put = (kind: string, key: string, hash: string) => {
    const name = `${kind}:${key}`;
    if (parts.has(name)) throw new Error(`the bar has two parts named ${name}`);
    parts.set(name, hash);
  };
  put('suite', '', valueHash(bar.suite));
  for (const [key, value] of leaves(bar.gate, '')) put('gate', key, valueHash(value));
  for (const [key, value] of leaves(bar.program, '')) put('program', key, valueHash(value));
  put('protocol', '', valueHash(bar.protocolId));
  for (const id of bar.slots) put('slot', id, valueHash('measured'));
  for (const [id, target] of Object.entries(bar.targets)) {
    if (target.reasoning === undefined && target.token_limit === undefined) continue;
    put(
      'slot-asked',
      id,
      valueHash({ reasoning: target.reasoning ?? null, token_limit: target.token_limit ?? null }),
    );
  }
  for (const [id, entry] of Object.entries(bar.judges)) put('judge', id, valueHash(entry));
  for (const [file, sha] of Object.entries(bar.judgeFiles)) put('judge-file', file, sha);
  for (const [file, sha] of Object.entries(bar.baselines)) put('baseline', file, sha);
  return parts;
}

/**
 * The bar changes `head` makes relative to `base`: every part whose value differs, with both
 * values. A slot the head adds is what is measured, not the bar, and is left out. A new suite (no
 * base) has no bar to lower until it has baselines; then all of it is new.
 */
export function barChangeSet(base: BarSnapshot | null, head: BarSnapshot): BarChangeSet {
  const a = base ? barParts(base) : new Map<string, string>();
  const b = barParts(head);
  const out: BarChangeSet = {};
  for (const part of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const was = a.get(part);
    const now = b.get(part);
    if (was === now) continue;
    if (was === undefined && part.startsWith('slot:') && base !== null) continue;
    out[part] = `${was ?? '-'}>${now ?? '-'}`;
  }
  if (!base && !Object.keys(out).some((p) => p.startsWith('baseline:'))) return {};
  return out;
}

/** One hash over a suite's bar changes: what a review approves. */
export function changeSetDigest(suite: string, changes: BarChangeSet): string {
  return sha256Hex(canonicalJson({ v: 1, suite, changes }));
}

/** The code a review names: the first 12 hex of the digest. */
export function approvalCode(digest: string): string {
  return digest.slice(0, 12);
}

/** The line a reviewer puts in an approving review's body to approve exactly these changes. */
export function approveLine(digest: string): string {
  return `evalgate approve ${approvalCode(digest)}`;
}

/** Every `evalgate approve <12 hex>` a review body names (a line of its own or inline). */
export function approvalCodes(body: string): string[] {
  return [...body.matchAll(/(?<![\w-])evalgate approve ([0-9a-f]{12})(?![0-9a-zA-Z])/g)].map(
    (m) => m[1]!,
  );
}

/** [key path, value] of each leaf; arrays are leaves. */
function leaves(value: unknown, at: string): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
      leaves(v, at ? `${at}.${key}` : key),
    );
  }
  return value === undefined ? [] : [[at, value]];
}
