import path from 'node:path';
import { barInForce, fromGitHub, fromHead, type PullEvidence } from '../core/decide.js';
import { logText } from '../core/text.js';
import type { BarReport } from '../core/report/types.js';
import type { RunRecord } from '../core/record.js';
import type { LoadedConfig } from '../engine/config.js';
import { forModels, type PreparedSuite } from '../engine/run.js';
import { entryDir } from '../engine/suite.js';
import { freezesHere, type PullBar } from './bar.js';
import type { BarSides } from './sides.js';
import type { Flow } from './flow.js';

/*
 * What a pull request is graded under, read off its bar: the evidence `decide` weighs, the program
 * in force, the report's bar section, who approved, and whether a judge runs the head's code.
 */

/** What differs between judging a pull request in its own run and in the verdict job. */
export interface PullJudgement {
  /** The key variables the measuring run lacked (a fork's run gets no secrets). */
  missingSecrets: string[];
  /** The verdict job: `missingSecrets` is what the measuring run's manifest says it lacked. */
  secretsClaimedByRun?: boolean;
  /** Trusted text after the report (links). */
  footer: string;
  /**
   * This job holds a token that writes and must run none of the pull request's code (the
   * verdict job, pull_request_target): a command judge from the head's files is refused.
   */
  runsNoPullCode: boolean;
}

/**
 * The evidence `decide` weighs for this pull request, every value read before: GitHub's records
 * (the event, the reviews, the label and its applier, the secrets it passed) and what the base's
 * and the head's commits hold.
 */
export function pullEvidence(
  flow: Flow,
  bar: PullBar,
  how: PullJudgement & { review?: { changed: boolean; freezeCommit: boolean } },
): PullEvidence {
  const event = flow.context.eventName as PullEvidence['event']['value'];
  // Each bar's program with the config it is graded under (`gradedProgram`): where its judge's
  // files resolve. Which slots run does not move the judge.
  const underHead =
    pullCodeJudge(bar, { ...bar.head.side.prepared, loaded: bar.head.side.loaded }) !== null;
  const underBase = pullCodeJudge(bar, { ...bar.plan.program, loaded: bar.plan.measured }) !== null;
  return {
    event: fromGitHub(event),
    reviewChangesApproval: fromGitHub(how.review?.changed ?? true),
    approvedFreezeCommit: fromGitHub(how.review?.freezeCommit ?? false),
    // In the verdict job the measuring run's manifest says which keys it lacked: the head's
    // word, which can only skip (no status) or fail, never pass.
    missingSecrets: how.secretsClaimedByRun
      ? fromHead(how.missingSecrets)
      : fromGitHub(how.missingSecrets),
    barChanged: fromHead(bar.blocked),
    approved: fromGitHub(approverOf(bar) !== null),
    label: fromGitHub(
      bar.label
        ? { allowed: bar.label.decision.allowed, freezesHere: freezesHere(flow, bar) }
        : null,
    ),
    writingToken: fromGitHub(how.runsNoPullCode),
    judgeFromHead: fromHead({ underHeadBar: underHead, underBaseBar: underBase }),
  };
}

/**
 * What a pull request is graded under: the head's bar when an approval covers it, else the
 * base's bar with the head's builds (both sides were read and sliced with the bar; only the
 * entries to run differ). The one place this choice is made.
 */
export function gradedProgram(
  bar: PullBar,
  models: string[],
): { loaded: LoadedConfig; prepared: PreparedSuite; report: BarReport; missing: RunRecord[] } {
  const approvedBy = approverOf(bar);
  const head =
    barInForce({ barChanged: fromHead(bar.blocked), approved: fromGitHub(approvedBy !== null) }) ===
    'head';
  const loaded = head ? bar.head.side.loaded : bar.plan.measured;
  const program = head ? bar.head.side.prepared : bar.plan.program;
  return {
    loaded,
    prepared: forModels(program, loaded, models),
    report: barReport(bar, approvedBy),
    missing: head ? [] : bar.missing,
  };
}

export function barReport(bar: PullBar, approvedBy: string | null): BarReport {
  return {
    baseSha: bar.plan.sha,
    changes: bar.changes,
    blocked: bar.blocked,
    approvedBy,
    approvalNote: bar.approval && !bar.approval.approved ? bar.approval.reason : null,
    approveLine: bar.blocked ? (bar.approval?.line ?? null) : null,
  };
}

/** Who approved the head's bar, as the report says it; null when no review does. */
export function approverOf(bar: PullBar): string | null {
  const a = bar.approval;
  return a?.approved ? `${a.by}'s approving review of ${a.commit!.slice(0, 12)}` : null;
}

/**
 * Why the judge of `prepared` would run the pull request's code: a command judge whose program
 * resolves in the head's files (a head that changes the judge, or a new suite). Null otherwise: a
 * judge that the head keeps runs from the base's files, and an endpoint or a cassette runs none.
 */
export function pullCodeJudge(bar: BarSides, prepared: PreparedSuite): string | null {
  const judge = prepared.judge?.entry;
  if (judge?.provider !== 'command') return null;
  const dir = path.relative(path.resolve(bar.head.root), path.resolve(entryDir(prepared, judge)));
  const inHead = dir === '' || (!dir.startsWith('..') && !path.isAbsolute(dir));
  return inHead
    ? `the judge "${logText(judge.id)}" runs a command whose program comes from the pull request's head (${bar.plan.base ? 'the head changes the judge' : 'a new suite'})`
    : null;
}
