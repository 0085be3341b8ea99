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
// EXTERNAL MODULE: ./src/engine/config.ts
var config = __webpack_require__(5710);
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

/***/ 5710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Ny: () => (/* binding */ ioReason),
/* harmony export */   St: () => (/* binding */ assertWritableDir),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* unused harmony export configWarnings */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_config_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5341);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _datasets_csv_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4014);
/* harmony import */ var _datasets_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5284);






/** Where load-time warnings go unless the caller takes them: stderr. */
const toStderr = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`);
/** Reads and validates a config; warnings (a config that works but likely not as meant) go to `warn`. */
async function loadConfig(file, warn = toStderr) {
    const text = await readText(file, 'config');
    const parsed = (0,_core_config_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfig */ .o4)(text, file);
    const baseDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file));
    // One checkout: the program, the slots and the bar are all the config's folder's.
    const loaded = { ...parsed, file, baseDir, modelDir: baseDir, barDir: baseDir };
    for (const message of await configWarnings(loaded))
        warn(message);
    return loaded;
}
/**
 * Checks that need the file system and never stop a load: an mmlu-csv file whose name carries no
 * `_<split>` has no subject (its rows get none). A path that does not resolve is left to the
 * command that reads it, so commands that never read the dataset (history) still load.
 */
async function configWarnings(loaded) {
    const { config } = loaded;
    const fewshot = config.harness.fewshot;
    const sources = [
        { key: ['dataset', 'path'], pattern: config.dataset.path, format: config.dataset.format },
        {
            key: ['harness', 'fewshot', 'path'],
            pattern: fewshot && fewshot.k > 0 ? fewshot.path : undefined,
            format: fewshot?.format ?? config.dataset.format,
        },
    ];
    const warnings = [];
    for (const { key, pattern, format } of sources) {
        if (pattern === undefined || format !== 'mmlu-csv')
            continue;
        const files = await (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_5__/* .datasetFiles */ .gm)(pattern, loaded.baseDir, key.join('.')).catch(() => []);
        const unnamed = files.filter((f) => (0,_datasets_csv_js__WEBPACK_IMPORTED_MODULE_4__/* .mmluSubject */ .oP)(f) === null);
        if (unnamed.length === 0)
            continue;
        const shown = unnamed.slice(0, 5).join(', ') + (unnamed.length > 5 ? ', ...' : '');
        const where = loaded.locate?.(key) ?? loaded.file;
        warnings.push(`${where}: ${key.join('.')}: the subject is unknown for ${unnamed.length === 1 ? 'the mmlu-csv file' : `${unnamed.length} mmlu-csv files`} ${shown}: expected a name <subject>_<split>.csv (such as abstract_algebra_test.csv); ${unnamed.length === 1 ? 'its' : 'their'} rows get no subject`);
    }
    return warnings;
}
async function readText(file, what) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${file}: cannot read the ${what} file: ${ioReason(error)}`);
    }
}
/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
async function writeFileAtomic(file, text) {
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temporary, text);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temporary, file);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temporary, { force: true });
    }
}
/** A folder the run will write into: created if missing, else it must be a writable folder. */
async function assertWritableDir(dir, what) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => null);
    if (info && !info.isDirectory()) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${what} ${displayPath(dir)}: expected a folder, found a file`);
    }
    try {
        if (!info)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(dir, node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${what} ${displayPath(dir)}: cannot write there: ${ioReason(error)}`);
    }
}
function ioReason(error) {
    const code = error?.code;
    if (code === 'ENOENT')
        return 'no such file';
    if (code === 'EACCES' || code === 'EPERM')
        return 'permission denied';
    if (code === 'EISDIR')
        return 'it is a directory';
    if (code === 'EEXIST')
        return 'a file of that name is in the way';
    if (code === 'ENOTDIR')
        return 'a part of the path is a file, not a folder';
    if (code === 'ENOSPC')
        return 'no space left on the device';
    if (code === 'EROFS')
        return 'the file system is read-only';
    return error instanceof Error ? error.message : String(error);
}
/** A path as users see it: relative to the working directory when inside it, else absolute. */
function displayPath(file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(process.cwd(), file);
    return relative && !relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative)
        ? relative
        : node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file);
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
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5710);
/* harmony import */ var _store_local_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7483);
/* harmony import */ var _store_record_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(617);






/** The local history folder under `root`. */
function historyDir(root) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, '.evalgate', 'runs');
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
            const folder = target.out ?? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(target.root, '.evalgate', 'shards', record.suite);
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
