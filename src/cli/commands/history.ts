import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '../../core/errors.js';
import type { RunRecord } from '../../core/record.js';
import { displayPath, ioReason, loadConfig } from '../../engine/config.js';
import { exportSqlite } from '../../engine/export-sqlite.js';
import { localStore } from '../../engine/store/local.js';
import type { CliIO } from '../io.js';

/** The local history folder of a config: `.evalgate/runs` beside it. */
async function historyRoot(
  config: string,
  history: string | undefined,
): Promise<{ root: string; suite?: string }> {
  if (history) return { root: history };
  const loaded = await loadConfig(config);
  return { root: path.join(loaded.baseDir, '.evalgate', 'runs'), suite: loaded.config.suite };
}

export interface HistoryOptions {
  config: string;
  model: string[];
  json: boolean;
}

/** Past scores by build for the suite, oldest first. */
export async function historyCommand(options: HistoryOptions, io: CliIO): Promise<number> {
  const { root, suite } = await historyRoot(options.config, undefined);
  const entries = await localStore(root).list(suite!);
  const records = entries
    .map((e) => e.record)
    .filter((r) => options.model.length === 0 || options.model.includes(r.model.id));
  const rows = records.map((r) => ({
    run_id: r.run_id,
    date: r.environment.started_at,
    model: r.model.id,
    build: r.model.build.model ?? r.model.requested,
    score: r.aggregates.score,
    std: r.aggregates.std,
    n: r.aggregates.n,
    errors: r.aggregates.errors,
    protocol_id: r.protocol_id,
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
      `${r.date.slice(0, 19).replace('T', ' ')}  ${r.model}  ${r.build ?? ''}  ${r.score === null ? 'n/a' : r.score.toFixed(1)}  n=${r.n}  errors=${r.errors}  protocol ${r.protocol_id.slice(0, 12)}`,
  );
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
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
      .filter((d) => d.isDirectory())
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
