export const id = 119;
export const ids = [119];
export const modules = {

/***/ 3119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/shard.ts
var shard = __webpack_require__(1880);
// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/engine/history.ts
var engine_history = __webpack_require__(390);
// EXTERNAL MODULE: ./src/engine/records.ts
var records = __webpack_require__(2052);
;// CONCATENATED MODULE: ./src/engine/shards.ts

/** Reads partial run records, each validated; a file that cannot be read is an error naming it. */
async function readShardFiles(files) {
    return Promise.all(files.map(async (file) => ({ file, record: await (0,records/* readRunRecord */.l)(file) })));
}

;// CONCATENATED MODULE: ./src/cli/commands/merge.ts






/** Joins the partial records of `evalgate run --shard I/N` into the record of the whole run. */
async function mergeCommand(options, io) {
    if (options.run.length === 0)
        throw new errors/* InputError */.d('evalgate merge: expected at least one --run FILE (a partial run record)');
    const record = (0,shard/* mergeShards */.Ox)(await readShardFiles(options.run));
    const file = await (0,engine_history/* writeRecord */.r)(record, { root: process.cwd(), out: options.out });
    const a = record.aggregates;
    if (options.json) {
        const run = {
            model: record.model.id,
            build: record.model.build.model ?? record.model.requested,
            protocol_id: record.protocol_id,
            score: a.score,
            std: a.std,
            n: a.n,
            errors: a.errors,
            incomplete: record.incomplete,
            shards: options.run.length,
            path: (0,config/* displayPath */.Gt)(file),
        };
        io.stdout(`${JSON.stringify({ run })}\n`);
    }
    else {
        io.stdout(`merged ${options.run.length} shards of ${record.model.id} (protocol ${record.protocol_id.slice(0, 12)}): score ${a.score?.toFixed(1) ?? 'n/a'}, n ${a.n}, errors ${a.errors} -> ${(0,config/* displayPath */.Gt)(file)}\n`);
    }
    if (record.incomplete) {
        io.stderr(`evalgate: ${(0,core_text/* logText */.kc)(record.model.id)}: the merged run is incomplete, ${record.incomplete.remaining} items not done: ${(0,core_text/* logText */.kc)(record.incomplete.reason)}\n`);
        return 1;
    }
    return 0;
}


/***/ }),

/***/ 390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ historyDir),
/* harmony export */   r: () => (/* binding */ writeRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(538);
/* harmony import */ var _store_local_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7483);
/* harmony import */ var _store_record_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(617);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4886);







/** The local history folder under `root`. */
function historyDir(root) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .statePath */ .BQ)(root, 'runs');
}
/**
 * The one writer of run records, for `run`, `import` and `merge`: a whole record is appended to
 * the history (never overwritten) and copied to `--out`; a partial record (a shard) is not a run
 * of the suite and goes only to `--out` or `.evalgate/shards/<suite>/`. Returns where the record
 * is to be read from: the `--out` copy when there is one.
 */
async function writeRecord(record, target) {
    try {
        if (record.shard) {
            const folder = target.out ?? (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .statePath */ .BQ)(target.root, 'shards', record.suite);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(folder, { recursive: true });
            const name = (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordFileName */ .Tb)(record).replace(/\.json$/, `.shard-${record.shard.index}-of-${record.shard.count}.json`);
            await (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name), (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordText */ .Pe)(record));
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name);
        }
        const history = historyDir(target.root);
        const stored = await (0,_store_local_js__WEBPACK_IMPORTED_MODULE_4__/* .localStore */ .x)(history).append(record);
        if (!target.out)
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(history, stored);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target.out, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(target.out, (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordFileName */ .Tb)(record));
        await (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(file, (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordText */ .Pe)(record));
        return file;
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        const score = record.aggregates.score?.toFixed(1) ?? 'n/a';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`cannot write the run record of model "${record.model.id}" (score ${score}, n ${record.aggregates.n}) of suite ${record.suite}: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .ioReason */ .Ny)(error.cause ?? error)}${target.recovery ? `; ${target.recovery}` : ''}`);
    }
}


/***/ })

};
