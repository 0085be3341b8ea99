import { readdir } from 'node:fs/promises';
import { InputError } from '../../core/errors.js';
import type { RunRecord } from '../../core/record.js';
import { trendPoints } from '../../core/replay.js';
import type { RunSummary } from '../../core/summary.js';
import { displayPath, ioReason, loadConfig } from '../../engine/config.js';
import { exportSqlite } from '../../engine/export-sqlite.js';
import { localStore } from '../../engine/store/local.js';
import type { CliIO } from '../io.js';
import { statePath } from '../../engine/paths.js';

/** The local history folder of a config: `.evalgate/runs` beside it. */
async function historyRoot(
  config: string,
  history: string | undefined,
): Promise<{ root: string; suite?: string }> {
  if (history) return { root: history };
  const loaded = await loadConfig(config);
  return { root: statePath(loaded.baseDir, 'runs'), suite: loaded.config.suite };
}

export interface HistoryOptions {
  config: string;
  model: string[];
  json: boolean;
}

/** Past scores by build for the suite, oldest first. */
export async function historyCommand(options: HistoryOptions, io: CliIO): Promise<number> {
  const { root, suite } = await historyRoot(options.config, undefined);
  const entries = await localStore(root).summaries(suite!);
  const records = entries
    .map((e) => e.summary)
    .filter((r) => options.model.length === 0 || options.model.includes(r.model.id));
  // Each measurement once: a replay (a rerun with the same outcomes) is counted on its original.
  const replays = new Map<string, number>();
  for (const r of records) {
    if (r.replay_of !== undefined) replays.set(r.replay_of, (replays.get(r.replay_of) ?? 0) + 1);
  }
  const rows = byBuild(trendPoints(records)).map((r) => ({
    run_id: r.run_id,
    date: r.environment.started_at,
    model: r.model.id,
    build: r.model.build.model ?? r.model.requested,
    score: r.aggregates.score,
    std: r.aggregates.std,
    n: r.aggregates.n,
    errors: r.aggregates.errors,
    protocol_id: r.protocol_id,
    replays: replays.get(r.run_id) ?? 0,
  }));
  if (options.json) {
    io.stdout(`${JSON.stringify({ suite, runs: rows })}\n`);
    return 0;
  }
  if (rows.length === 0) {
    io.stdout(`no runs of suite ${suite} in ${displayPath(root)} yet\n`);
    return 0;
  }
  const lines = rows.map(
    (r) =>
      `${r.date.slice(0, 19).replace('T', ' ')}  ${r.model}  ${r.build ?? ''}  ${r.score === null ? 'n/a' : r.score.toFixed(1)}  n=${r.n}  errors=${r.errors}  protocol ${r.protocol_id.slice(0, 12)}${r.replays ? `  (+${r.replays} replay${r.replays === 1 ? '' : 's'})` : ''}`,
  );
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}

/** Runs grouped by model and build (in order of each group's first run), oldest first within. */
function byBuild(records: RunSummary[]): RunSummary[] {
  const groups = new Map<string, RunSummary[]>();
  for (const r of records) {
    const key = JSON.stringify([r.model.id, r.model.build.model ?? r.model.requested]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].flat();
}

export interface ExportOptions {
  config: string;
  history?: string;
  sqlite?: string;
  json: boolean;
}

/** Every run in the local history (all suites) into a SQLite database. */
export async function exportCommand(options: ExportOptions, io: CliIO): Promise<number> {
  if (!options.sqlite) throw new InputError('evalgate export: expected --sqlite FILE');
  const { root } = await historyRoot(options.config, options.history);
  let suites: string[];
  try {
    suites = (await readdir(root, { withFileTypes: true }))
      // Suites' folders only: `.index` holds the history index, no suite starts with a dot.
      .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
      .map((d) => d.name)
      .sort();
  } catch (error) {
    throw new InputError(`${root}: cannot read the run history: ${ioReason(error)}`);
  }
  const store = localStore(root);
  const records: RunRecord[] = [];
  for (const suite of suites) records.push(...(await store.list(suite)).map((e) => e.record));
  const written = await exportSqlite(records, options.sqlite);
  if (options.json) io.stdout(`${JSON.stringify({ sqlite: options.sqlite, ...written })}\n`);
  else io.stdout(`wrote ${written.runs} runs and ${written.items} items to ${options.sqlite}\n`);
  return 0;
}
