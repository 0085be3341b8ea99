export const id = 382;
export const ids = [382];
export const modules = {

/***/ 5001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  freezeCommand: () => (/* binding */ freezeCommand)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/core/diff.ts
var diff = __webpack_require__(6292);
// EXTERNAL MODULE: ./src/core/protocol.ts
var protocol = __webpack_require__(1807);
// EXTERNAL MODULE: ./src/core/shard.ts
var shard = __webpack_require__(1880);
// EXTERNAL MODULE: ./src/engine/baselines.ts
var baselines = __webpack_require__(5818);
;// CONCATENATED MODULE: ./src/engine/freeze.ts






/**
 * Writes runs as the new baselines of their model entries. A run measured under another protocol
 * than the config defines now is refused: it would be a baseline nothing can be compared with.
 */
async function freezeRecords(loaded, prepared, runs, frozenBy) {
    for (const { file, record } of runs) {
        (0,shard/* assertWhole */.MA)(record, file, 'freeze');
        if (record.suite !== loaded.config.suite) {
            throw new errors/* InputError */.d(`${file}: the run is of suite "${record.suite}", not "${loaded.config.suite}"`);
        }
        const entry = loaded.config.models.find((m) => m.id === record.model.id);
        if (!entry) {
            throw new errors/* InputError */.d(`${file}: model "${record.model.id}" is not a model entry of ${loaded.file}`);
        }
        const slot = (0,protocol/* slotProtocol */.HV)(prepared, entry);
        if (record.protocol_id !== slot.protocolId) {
            const parts = (0,diff/* protocolDifferences */.xZ)(record.protocol, slot.protocol).map((d) => d.part);
            throw new errors/* InputError */.d(`${file}: refusing to freeze: the run's protocol differs from the config's current protocol (${parts.join(', ') || 'protocol id'}); rerun with \`evalgate run\` and freeze that`);
        }
        if (record.incomplete) {
            throw new errors/* InputError */.d(`${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`);
        }
    }
    const frozen = [];
    for (const { record } of runs) {
        const file = (0,baselines/* baselinePath */.XB)(loaded, record.model.id);
        const previous = await (0,baselines/* readSlotBaseline */.M2)(loaded, record.model.id);
        await (0,baselines/* writeBaseline */.B9)(file, record, {
            commit: frozenBy.commit ?? record.environment.git_sha,
            note: frozenBy.note,
            now: new Date(),
        });
        frozen.push({
            model: record.model.id,
            build: record.model.build.model ?? record.model.requested,
            score: record.aggregates.score,
            previous: previous
                ? {
                    score: previous.aggregates.score,
                    run_id: previous.run_id,
                    build: previous.model.build.model ?? previous.model.requested,
                }
                : null,
            file,
            path: (0,config/* displayPath */.Gt)(file),
        });
    }
    return frozen;
}

// EXTERNAL MODULE: ./src/engine/imports.ts + 5 modules
var imports = __webpack_require__(2922);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/engine/records.ts
var records = __webpack_require__(2052);
// EXTERNAL MODULE: ./src/engine/run.ts + 16 modules
var run = __webpack_require__(9336);
;// CONCATENATED MODULE: ./src/cli/commands/freeze.ts







async function freezeCommand(options, io, env) {
    if (options.run.length === 0)
        throw new errors/* InputError */.d('evalgate freeze: expected at least one --run FILE');
    const runs = await Promise.all(options.run.map(async (file) => ({ file, record: await (0,records/* readRunRecord */.l)(file) })));
    const by = { commit: env.GITHUB_SHA ?? null, note: options.note ?? null };
    // Imported records carry their own protocol: no config defines it, so none is loaded.
    const frozen = runs.some((r) => (0,imports/* isImported */.PX)(r.record))
        ? await (0,imports/* freezeImported */.OJ)(external_node_path_default().dirname(options.config), runs, by)
        : await freezeRecords(await (0,config/* loadConfig */.Z9)(options.config), await (0,run/* prepareSuite */.Az)(await (0,config/* loadConfig */.Z9)(options.config), []), runs, by);
    if (options.json) {
        const document = frozen.map(({ file: _file, ...rest }) => rest);
        io.stdout(`${JSON.stringify({ verdict: 'frozen', frozen: document })}\n`);
    }
    else {
        for (const f of frozen) {
            const was = f.previous ? `was ${f.previous.score?.toFixed(1) ?? 'n/a'}` : 'first baseline';
            io.stdout(`frozen ${f.model} (${f.build}): ${f.score?.toFixed(1) ?? 'n/a'} (${was}) -> ${f.path}\n`);
        }
    }
    return 0;
}


/***/ })

};
