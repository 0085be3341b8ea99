import type { TrendRun } from '../summary.js';
import type { BarChange } from '../bar.js';
import type { ModelDiff, Verdict } from '../diff.js';
import type { RunRecord } from '../record.js';

/** Everything a report renders: the verdicts, the runs behind them, and the history for trends. */
export interface ReportData {
  suite: string;
  verdict: Verdict;
  failed: boolean;
  maxDrop: number;
  /** The gate's significance level; 0.05 when absent. */
  alpha?: number;
  /** One per model entry, in config order. */
  models: ModelDiff[];
  /** The run records the verdicts were computed from (same order as `models`). */
  runs: RunRecord[];
  /** The baselines they were compared with, by model id (absent: no baseline). */
  baselines: Record<string, RunRecord | undefined>;
  /** Earlier runs of the suite, oldest first, for the trend chart. */
  /** Earlier runs of the suite (index summaries or records), for trends. */
  history: TrendRun[];
  /** Question text by item id, for flip excerpts and the item table (untrusted text). */
  questions: Record<string, string>;
  /** On pull requests: how the head's bar differs from the base's, and whether that was approved. */
  bar?: BarReport;
}

export interface BarReport {
  /** The base commit the bar was read from. */
  baseSha: string;
  changes: BarChange[];
  /** Some change needs an approval... */
  blocked: boolean;
  /** ...and one was found (whose review approves it), or null. */
  approvedBy: string | null;
  /** Why no review approves this head's bar, when it needs one. */
  approvalNote: string | null;
  /**
   * The line an approving review's body carries to approve exactly these changes
   * (`evalgate approve <12 hex>`), when the bar needs an approval.
   */
  approveLine?: string | null;
}
