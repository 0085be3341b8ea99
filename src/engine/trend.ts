import type { RunRecord } from '../core/record.js';
import { trendPoints } from '../core/replay.js';
import type { RunSummary } from '../core/summary.js';
import { statePath } from './paths.js';
import { localStore } from './store/local.js';

/**
 * The trend of a suite: its earlier runs in the local history under `root`, each measurement
 * once. The gate's own records are left out, replays are (a rerun answered from the cache is no
 * new measurement), and so is the run a replay of this gate repeats (the replay stands in its
 * place). The one reader of the trend, for the gate and for stored records alike.
 */
export async function trendHistory(
  root: string,
  suite: string,
  current: readonly RunRecord[],
): Promise<RunSummary[]> {
  const entries = await localStore(statePath(root, 'runs')).summaries(suite);
  const exclude = new Set(
    current.flatMap((r) => [r.run_id, ...(r.replay_of ? [r.replay_of] : [])]),
  );
  return trendPoints(entries.map((e) => e.summary)).filter((r) => !exclude.has(r.run_id));
}
