import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ioReason } from './config.js';
import { InputError } from '../core/errors.js';
import vm from 'node:vm';
import type initSqlJsType from 'sql.js';
import type { RunRecord } from '../core/record.js';
import { mmluCategory } from '../core/groups/mmlu-subjects.js';

/**
 * Writes run records to a SQLite database for ad-hoc queries: `eval_runs` (one row per run),
 * `eval_items` (one row per item and repeat, with its subject and MMLU category) and the view
 * `eval_subjects` (one row per run and subject: items, right answers, errors, score). sql.js (SQLite compiled to WebAssembly) needs no
 * native build, so the export works from the committed bundle on any runner.
 */
/**
 * sql.js's single-file build (WebAssembly inlined), evaluated as the CommonJS module it is. The
 * bundler copies the file next to the bundle; it cannot inline it, because its rewrite of
 * Emscripten's `typeof module` checks breaks the loader at run time. Loaded on first use only.
 */
function loadSqlJs(): typeof initSqlJsType {
  const file = new URL('../../node_modules/sql.js/dist/sql-wasm-inline.js', import.meta.url);
  const source = readFileSync(file, 'utf8');
  const module = { exports: {} as unknown };
  const factory = vm.runInThisContext(`(function (module, exports, require) {${source}\n})`, {
    filename: 'sql-wasm-inline.js',
  }) as (module: unknown, exports: unknown, require: NodeJS.Require) => void;
  factory(module, module.exports, createRequire(import.meta.url));
  return module.exports as typeof initSqlJsType;
}

export async function exportSqlite(
  records: readonly RunRecord[],
  file: string,
): Promise<{ runs: number; items: number }> {
  const SQL = await loadSqlJs()();
  const db = new SQL.Database();
  try {
    db.run(`
      CREATE TABLE eval_runs (
        run_id TEXT PRIMARY KEY, suite TEXT NOT NULL, model TEXT NOT NULL, build TEXT,
        protocol_id TEXT NOT NULL, metric TEXT NOT NULL, score REAL, std REAL, n INTEGER,
        meta JSON, created_at TEXT NOT NULL
      );
      CREATE TABLE eval_items (
        run_id TEXT NOT NULL REFERENCES eval_runs(run_id), item_id TEXT NOT NULL,
        repeat INTEGER NOT NULL, correct INTEGER, score REAL, extracted TEXT, error TEXT,
        subject TEXT, category TEXT
      );
      CREATE INDEX eval_runs_by_model ON eval_runs(suite, model, created_at);
      CREATE INDEX eval_items_by_run ON eval_items(run_id);
      CREATE VIEW eval_subjects AS
        SELECT i.run_id, r.suite, r.model, r.build, i.subject, i.category,
          count(DISTINCT i.item_id) AS n, sum(i.correct) AS correct,
          sum(i.correct IS NULL) AS errors, 100.0 * avg(i.correct) AS score
        FROM eval_items i JOIN eval_runs r USING (run_id)
        WHERE i.subject IS NOT NULL
        GROUP BY i.run_id, i.subject;
    `);
    const insertRun = db.prepare('INSERT INTO eval_runs VALUES (?,?,?,?,?,?,?,?,?,?,?)');
    const insertItem = db.prepare('INSERT INTO eval_items VALUES (?,?,?,?,?,?,?,?,?)');
    let items = 0;
    db.run('BEGIN');
    for (const r of records) {
      const { items: outcomes, ...rest } = r;
      const meta = { ...rest, aggregates: r.aggregates };
      insertRun.run([
        r.run_id,
        r.suite,
        r.model.id,
        r.model.build.model ?? r.model.requested,
        r.protocol_id,
        `${r.protocol.grader.kind ?? 'score'}_accuracy`,
        r.aggregates.score,
        r.aggregates.std,
        r.aggregates.n,
        JSON.stringify(meta),
        r.environment.started_at,
      ]);
      for (const o of outcomes) {
        insertItem.run([
          r.run_id,
          String(o.id),
          o.repeat,
          o.correct === null ? null : o.correct ? 1 : 0,
          o.score,
          o.extracted,
          o.error,
          o.subject ?? null,
          o.subject ? mmluCategory(o.subject) : null,
        ]);
        items++;
      }
    }
    db.run('COMMIT');
    insertRun.free();
    insertItem.free();
    const bytes = db.export();
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw new InputError(`--sqlite ${file}: cannot write the database: ${ioReason(error)}`);
    }
    return { runs: records.length, items };
  } finally {
    db.close();
  }
}
