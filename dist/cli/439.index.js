export const id = 439;
export const ids = [439];
export const modules = {

/***/ 2439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  exportCommand: () => (/* binding */ exportCommand),
  historyCommand: () => (/* binding */ historyCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/replay.ts
var replay = __webpack_require__(4544);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var engine_config = __webpack_require__(538);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
var external_node_vm_default = /*#__PURE__*/__webpack_require__.n(external_node_vm_);
// EXTERNAL MODULE: ./src/core/groups/mmlu-subjects.ts
var mmlu_subjects = __webpack_require__(8077);
;// CONCATENATED MODULE: ./src/engine/export-sqlite.ts








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
function loadSqlJs() {
    const file = __webpack_require__.ab + "sql-wasm-inline.js";
    const source = (0,external_node_fs_.readFileSync)(file, 'utf8');
    const module = { exports: {} };
    const factory = external_node_vm_default().runInThisContext(`(function (module, exports, require) {${source}\n})`, {
        filename: 'sql-wasm-inline.js',
    });
    factory(module, module.exports, (0,external_node_module_.createRequire)(import.meta.url));
    return module.exports;
}
async function exportSqlite(records, file) {
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
                    o.subject ? (0,mmlu_subjects/* mmluCategory */.m0)(o.subject) : null,
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
            await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
            await (0,promises_.writeFile)(temporary, bytes);
            await (0,promises_.rename)(temporary, file);
        }
        catch (error) {
            await (0,promises_.rm)(temporary, { force: true });
            throw new errors/* InputError */.d(`--sqlite ${file}: cannot write the database: ${(0,engine_config/* ioReason */.Ny)(error)}`);
        }
        return { runs: records.length, items };
    }
    finally {
        db.close();
    }
}

// EXTERNAL MODULE: ./src/engine/store/local.ts
var local = __webpack_require__(7483);
// EXTERNAL MODULE: ./src/engine/paths.ts
var paths = __webpack_require__(4886);
;// CONCATENATED MODULE: ./src/cli/commands/history.ts







/** The local history folder of a config: `.evalgate/runs` beside it. */
async function historyRoot(config, history) {
    if (history)
        return { root: history };
    const loaded = await (0,engine_config/* loadConfig */.Z9)(config);
    return { root: (0,paths/* statePath */.BQ)(loaded.baseDir, 'runs'), suite: loaded.config.suite };
}
/** Past scores by build for the suite, oldest first. */
async function historyCommand(options, io) {
    const { root, suite } = await historyRoot(options.config, undefined);
    const entries = await (0,local/* localStore */.x)(root).summaries(suite);
    const records = entries
        .map((e) => e.summary)
        .filter((r) => options.model.length === 0 || options.model.includes(r.model.id));
    // Each measurement once: a replay (a rerun with the same outcomes) is counted on its original.
    const replays = new Map();
    for (const r of records) {
        if (r.replay_of !== undefined)
            replays.set(r.replay_of, (replays.get(r.replay_of) ?? 0) + 1);
    }
    const rows = byBuild((0,replay/* trendPoints */.p9)(records)).map((r) => ({
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
        io.stdout(`no runs of suite ${suite} in ${(0,engine_config/* displayPath */.Gt)(root)} yet\n`);
        return 0;
    }
    const lines = rows.map((r) => `${r.date.slice(0, 19).replace('T', ' ')}  ${r.model}  ${r.build ?? ''}  ${r.score === null ? 'n/a' : r.score.toFixed(1)}  n=${r.n}  errors=${r.errors}  protocol ${r.protocol_id.slice(0, 12)}${r.replays ? `  (+${r.replays} replay${r.replays === 1 ? '' : 's'})` : ''}`);
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
}
/** Runs grouped by model and build (in order of each group's first run), oldest first within. */
function byBuild(records) {
    const groups = new Map();
    for (const r of records) {
        const key = JSON.stringify([r.model.id, r.model.build.model ?? r.model.requested]);
        groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    return [...groups.values()].flat();
}
/** Every run in the local history (all suites) into a SQLite database. */
async function exportCommand(options, io) {
    if (!options.sqlite)
        throw new errors/* InputError */.d('evalgate export: expected --sqlite FILE');
    const { root } = await historyRoot(options.config, options.history);
    let suites;
    try {
        suites = (await (0,promises_.readdir)(root, { withFileTypes: true }))
            // Suites' folders only: `.index` holds the history index, no suite starts with a dot.
            .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
            .map((d) => d.name)
            .sort();
    }
    catch (error) {
        throw new errors/* InputError */.d(`${root}: cannot read the run history: ${(0,engine_config/* ioReason */.Ny)(error)}`);
    }
    const store = (0,local/* localStore */.x)(root);
    const records = [];
    for (const suite of suites)
        records.push(...(await store.list(suite)).map((e) => e.record));
    const written = await exportSqlite(records, options.sqlite);
    if (options.json)
        io.stdout(`${JSON.stringify({ sqlite: options.sqlite, ...written })}\n`);
    else
        io.stdout(`wrote ${written.runs} runs and ${written.items} items to ${options.sqlite}\n`);
    return 0;
}


/***/ }),

/***/ 4544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fn: () => (/* binding */ markReplay),
/* harmony export */   p9: () => (/* binding */ trendPoints)
/* harmony export */ });
/* unused harmony exports sameOutcomes, replayOf */
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1363);

/**
 * A rerun every answer of which came from the response cache, and whose outcomes equal a stored
 * run of the same build and protocol, measured nothing new: it is recorded as a replay of that
 * run, and trends and `history` count the stored run once, not again. A run that sent requests
 * is a measurement and a trend point of its own, whatever it found.
 */
/** Same protocol, same reported build, and the same outcome for every item and repeat. */
function sameOutcomes(record, stored, digest) {
    if (record.protocol_id !== stored.protocol_id ||
        record.suite !== stored.suite ||
        record.model.id !== stored.model.id)
        return false;
    if (record.model.build.model !== stored.model.build.model ||
        record.model.build.system_fingerprint !== stored.model.build.system_fingerprint)
        return false;
    if (record.shard || record.incomplete || stored.incomplete)
        return false;
    return (digest ?? (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomesDigest */ .gJ)(record)) === stored.outcomes_sha256;
}
/**
 * The stored run `record` replays: the earliest original (never a replay itself, so replays of
 * replays all point at the one measurement) with the same outcomes; undefined when none. The
 * stored runs are their index summaries: the outcome digest stands in for the items.
 */
function replayOf(record, stored) {
    if (record.replay_of !== undefined)
        return record.replay_of;
    if (record.shard || record.incomplete)
        return undefined;
    // A run that asked the model again measured, even when a deterministic build answers the same.
    if (record.items.length === 0 || record.usage.cached < record.items.length)
        return undefined;
    const digest = (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomesDigest */ .gJ)(record);
    const original = stored.find((r) => r.run_id !== record.run_id && r.replay_of === undefined && sameOutcomes(record, r, digest));
    return original?.run_id;
}
/** `record` marked as a replay of a stored run when it is one, else unchanged. */
function markReplay(record, stored) {
    const of = replayOf(record, stored);
    return of === undefined || record.replay_of === of ? record : { ...record, replay_of: of };
}
/** The runs that are trend points: originals only, each measurement once. */
function trendPoints(runs) {
    return runs.filter((r) => r.replay_of === undefined);
}


/***/ })

};
