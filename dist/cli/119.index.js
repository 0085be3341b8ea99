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
var config = __webpack_require__(1148);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/engine/records.ts
var records = __webpack_require__(2052);
// EXTERNAL MODULE: ./src/engine/store/local.ts
var local = __webpack_require__(7483);
// EXTERNAL MODULE: ./src/engine/store/record-files.ts
var record_files = __webpack_require__(617);
;// CONCATENATED MODULE: ./src/engine/shards.ts







/** Reads partial run records, each validated; a file that cannot be read is an error naming it. */
async function readShardFiles(files) {
    return Promise.all(files.map(async (file) => ({ file, record: await (0,records/* readRunRecord */.l)(file) })));
}
/**
 * Writes a merged record into `outDir`, or else into the local history of the current folder
 * (`.evalgate/runs/<suite>/`, where `evalgate run` beside the config keeps its records).
 */
async function writeMergedRecord(record, outDir) {
    try {
        if (!outDir) {
            const history = external_node_path_default().resolve('.evalgate', 'runs');
            return external_node_path_default().join(history, await (0,local/* localStore */.x)(history).append(record));
        }
        await (0,promises_.mkdir)(outDir, { recursive: true });
        const file = external_node_path_default().join(outDir, (0,record_files/* recordFileName */.Tb)(record));
        await (0,config/* writeFileAtomic */.Zf)(file, (0,record_files/* recordText */.Pe)(record));
        return file;
    }
    catch (error) {
        if (error instanceof errors/* InputError */.d)
            throw error;
        throw new errors/* InputError */.d(`cannot write the merged run record of model "${record.model.id}": ${(0,config/* ioReason */.Ny)(error.cause ?? error)}`);
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/merge.ts





/** Joins the partial records of `evalgate run --shard I/N` into the record of the whole run. */
async function mergeCommand(options, io) {
    if (options.run.length === 0)
        throw new errors/* InputError */.d('evalgate merge: expected at least one --run FILE (a partial run record)');
    const record = (0,shard/* mergeShards */.Ox)(await readShardFiles(options.run));
    const file = await writeMergedRecord(record, options.out);
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


/***/ })

};
