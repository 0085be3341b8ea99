export const id = 266;
export const ids = [266];
export const modules = {

/***/ 1880:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ shardName),
/* harmony export */   MA: () => (/* binding */ assertWhole),
/* harmony export */   Ox: () => (/* binding */ mergeShards),
/* harmony export */   l6: () => (/* binding */ shardItems),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(457);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _groups_subjects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8567);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4130);




/** Parses `I/N` (`where` names the flag or input in errors). */
function parseShard(text, where) {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const index = match ? Number(match[1]) : NaN;
    const count = match ? Number(match[2]) : NaN;
    if (!match || count < 1 || index < 1 || index > count) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${where}: expected I/N with 1 <= I <= N (this job's shard of N, e.g. 2/4), found ${JSON.stringify(text)}`);
    }
    return { index, count };
}
/** The items of shard `spec`, in slice order. */
function shardItems(items, spec) {
    return items.filter((_, position) => position % spec.count === spec.index - 1);
}
function shardName(shard) {
    return `shard ${shard.index}/${shard.count}`;
}
/** A partial record stands for part of a slice: freezing or gating it as a whole run is refused. */
function assertWhole(record, where, doing) {
    if (!record.shard)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${where}: refusing to ${doing} a partial run record (${shardName(record.shard)} of suite "${record.suite}", protocol ${record.protocol_id.slice(0, 12)}, ${record.shard.ids.length} of ${record.shard.slice_items} items); join the shards first with \`evalgate merge --run FILE...\` and use the merged record`);
}
/** Numeric and string ids stay distinct: 7 and "7" are different items. */
const keyOf = (id) => (typeof id === 'number' ? `#${id}` : `s${id}`);
/**
 * Joins the partial records of one run (one suite, protocol and build) into one run record.
 * Refuses a record that is not partial, a foreign shard (another suite or protocol), another
 * build, another shard count, a shard given twice, an item in two shards, and missing shards.
 */
function mergeShards(files) {
    if (files.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d('merge: expected at least one partial run record');
    const parts = files.map(({ file, record }) => {
        if (!record.shard) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: not a partial run record (it has no "shard"); merge joins the records \`evalgate run --shard I/N\` writes`);
        }
        return { file, record, shard: record.shard };
    });
    const ref = parts[0];
    for (const part of parts.slice(1))
        checkSameRun(ref, part);
    const byIndex = new Map();
    for (const part of parts) {
        const twin = byIndex.get(part.shard.index);
        if (twin) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${shardName(part.shard)} is given twice: ${twin.file} and ${part.file}; pass each shard once`);
        }
        byIndex.set(part.shard.index, part);
    }
    const count = ref.shard.count;
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
    if (missing.length) {
        const names = missing.map((i) => `${i}/${count}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${missing.length === 1 ? `shard ${names[0]} is missing` : `shards ${names.join(', ')} are missing`}: a merged record must cover the whole slice; got ${[
            ...byIndex.keys(),
        ]
            .sort((a, b) => a - b)
            .map((i) => `${i}/${count}`)
            .join(', ')} (from ${files.map((f) => f.file).join(', ')})`);
    }
    const ordered = [...byIndex.values()].sort((a, b) => a.shard.index - b.shard.index);
    // Slice position of each id: shard I's k-th item sits at position k * N + I - 1.
    const sliceItems = ref.shard.slice_items;
    const position = new Map();
    for (const part of ordered) {
        const expected = Math.max(0, Math.ceil((sliceItems - (part.shard.index - 1)) / count));
        if (part.shard.ids.length !== expected) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${part.file}: ${shardName(part.shard)} of a ${sliceItems}-item slice holds ${expected} items, but the record lists ${part.shard.ids.length}`);
        }
        part.shard.ids.forEach((id, k) => {
            const key = keyOf(id);
            const other = position.get(key);
            if (other) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${part.file}: item ${JSON.stringify(id)} is also in ${other.file}: the shards overlap`);
            }
            position.set(key, { at: k * count + part.shard.index - 1, file: part.file });
        });
    }
    const items = [];
    for (const part of ordered) {
        for (const item of part.record.items) {
            const at = position.get(keyOf(item.id));
            if (!at || at.file !== part.file) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${part.file}: item ${JSON.stringify(item.id)} is not one of the ids of ${shardName(part.shard)}; the record is corrupt`);
            }
            items.push({ item, at: at.at });
        }
    }
    // The unsharded order: repeat by repeat, each in slice order.
    items.sort((a, b) => a.item.repeat - b.item.repeat || a.at - b.at);
    const merged = items.map((i) => i.item);
    const repeats = ref.record.protocol.repeats;
    const records = ordered.map((p) => p.record);
    const earliest = [...records].sort((a, b) => a.environment.started_at.localeCompare(b.environment.started_at))[0];
    const whole = { ...ref.record };
    delete whole.shard;
    return {
        ...whole,
        run_id: mergedRunId(earliest.environment.started_at, records),
        model: { ...ref.record.model, ...mergedBuilds(records) },
        items: merged,
        aggregates: {
            ...(0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .aggregate */ .QD)(merged, repeats, sliceItems),
            ...(0,_groups_subjects_js__WEBPACK_IMPORTED_MODULE_2__/* .subjectAggregates */ .fq)(merged, repeats),
        },
        usage: mergedUsage(records),
        incomplete: mergedIncomplete(records),
        environment: {
            ...earliest.environment,
            ended_at: records.map((r) => r.environment.ended_at).reduce((a, b) => (b > a ? b : a)),
        },
    };
}
function checkSameRun(ref, part) {
    const a = ref.record;
    const b = part.record;
    if (a.suite !== b.suite || a.protocol_id !== b.protocol_id) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${part.file}: foreign shard: it is ${shardName(part.shard)} of suite "${b.suite}", protocol ${b.protocol_id.slice(0, 12)}, but ${ref.file} is of suite "${a.suite}", protocol ${a.protocol_id.slice(0, 12)}; merge only the shards of one run`);
    }
    const build = (r) => `model "${r.model.id}" (provider ${r.model.provider}, requested ${JSON.stringify(r.model.requested)})`;
    if (build(a) !== build(b)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${part.file}: ${build(b)}, but ${ref.file} has ${build(a)}: the shards of one run measure one build; merge each model's shards on their own`);
    }
    if (a.shard.count !== b.shard.count || a.shard.slice_items !== b.shard.slice_items) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${part.file}: ${shardName(part.shard)} of ${part.shard.slice_items} items, but ${ref.file} is ${shardName(ref.shard)} of ${ref.shard.slice_items} items: the shards of one run share N and the slice`);
    }
}
function mergedBuilds(records) {
    const counts = new Map();
    for (const record of records) {
        for (const seen of record.model.builds_seen) {
            const key = `${seen.model}\u0000${seen.system_fingerprint}`;
            const known = counts.get(key);
            if (known)
                known.count += seen.count;
            else
                counts.set(key, { ...seen });
        }
    }
    const buildsSeen = [...counts.values()].sort((a, b) => b.count - a.count);
    const top = buildsSeen[0];
    return {
        build: { model: top?.model ?? null, system_fingerprint: top?.system_fingerprint ?? null },
        builds_seen: buildsSeen,
    };
}
function mergedUsage(records) {
    const sum = (pick) => records.reduce((total, r) => total + pick(r.usage), 0);
    const costs = records.map((r) => r.usage.cost_usd).filter((c) => c !== null);
    const reasoning = records.some((r) => r.usage.reasoning_tokens !== undefined);
    return {
        requests: sum((u) => u.requests),
        cached: sum((u) => u.cached),
        input_tokens: sum((u) => u.input_tokens),
        output_tokens: sum((u) => u.output_tokens),
        ...(reasoning ? { reasoning_tokens: sum((u) => u.reasoning_tokens ?? 0) } : {}),
        cost_usd: costs.length ? Math.round(costs.reduce((a, b) => a + b, 0) * 1e6) / 1e6 : null,
    };
}
function mergedIncomplete(records) {
    const stopped = records.filter((r) => r.incomplete);
    if (stopped.length === 0)
        return null;
    return {
        reason: stopped.map((r) => `${shardName(r.shard)}: ${r.incomplete.reason}`).join('; '),
        remaining: stopped.reduce((total, r) => total + r.incomplete.remaining, 0),
    };
}
/**
 * Sorts with the earliest shard's start; the suffix comes from the shards' run ids, so merging the
 * same shards twice gives the same record (and the history stores it once).
 */
function mergedRunId(startedAt, records) {
    const stamp = startedAt.replace(/[-:.]/g, '');
    const suffix = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)(records
        .map((r) => r.run_id)
        .sort()
        .join('\n')).slice(0, 6);
    return `${stamp}-${suffix}`;
}


/***/ }),

/***/ 1363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RS: () => (/* binding */ runSummarySchema),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   gJ: () => (/* binding */ outcomesDigest)
/* harmony export */ });
/* unused harmony export SUMMARY_VERSION */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);


/**
 * The history index: one compact summary per stored run, kept beside the full records so trends,
 * `history` and the search for a previous run read a few hundred bytes per run instead of every
 * item of every run. A summary is derived from its record alone, so the index can always be
 * rebuilt from the records, and a summary that does not match its record is simply recomputed.
 */
const SUMMARY_VERSION = 1;
const runSummarySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    summary_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(SUMMARY_VERSION),
    run_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    protocol_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    replay_of: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** The run stopped before every item was done. */
    incomplete: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        requested: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        build: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(), system_fingerprint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() }),
    }),
    aggregates: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        score: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
        std: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
        errors: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    }),
    environment: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        started_at: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        git_sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
        ci_run_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    }),
    /** sha256 of the per-item outcomes, so a replay is recognised without reading the records. */
    outcomes_sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
function summarize(record) {
    const { model, aggregates, environment } = record;
    return {
        summary_version: SUMMARY_VERSION,
        run_id: record.run_id,
        suite: record.suite,
        protocol_id: record.protocol_id,
        ...(record.replay_of === undefined ? {} : { replay_of: record.replay_of }),
        incomplete: record.incomplete !== null,
        model: {
            id: model.id,
            provider: model.provider,
            requested: model.requested,
            build: { model: model.build.model, system_fingerprint: model.build.system_fingerprint },
        },
        aggregates: {
            score: aggregates.score,
            std: aggregates.std,
            n: aggregates.n,
            errors: aggregates.errors,
        },
        environment: {
            started_at: environment.started_at,
            git_sha: environment.git_sha,
            ci_run_url: environment.ci_run_url,
        },
        outcomes_sha256: outcomesDigest(record),
    };
}
/**
 * sha256 over every item's identity and outcome (id, repeat, correct, extracted answer, response
 * hash), in a fixed order: equal exactly when two runs answered every item alike.
 */
function outcomesDigest(record) {
    const rows = record.items.map((item) => JSON.stringify([
        String(item.id),
        item.repeat,
        item.correct,
        item.extracted,
        item.response_sha256,
    ]));
    rows.sort();
    // One update: the same bytes as one per row (none for no rows), without a native call per item.
    const text = rows.length === 0 ? '' : `${rows.join('\n')}\n`;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 4886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BQ: () => (/* binding */ statePath)
/* harmony export */ });
/* unused harmony exports STATE_DIR, runnerTemp */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Where evalgate keeps its files, named once: the suite's state beside its config (`.evalgate/`:
 * baselines, history, cache, slices, batches, shards), and a job's scratch files under the
 * runner's temp folder (the system's outside a runner), never in the checkout.
 */
const STATE_DIR = '.evalgate';
/** `<root>/.evalgate/<parts...>`. */
function statePath(root, ...parts) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, STATE_DIR, ...parts);
}
/** `<RUNNER_TEMP>/<parts...>`, or under the system's temp folder outside a runner. */
function runnerTemp(env, ...parts) {
    return path.join(env.RUNNER_TEMP || os.tmpdir(), ...parts);
}


/***/ }),

/***/ 2052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ readRunRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(538);
/* harmony import */ var _store_record_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(617);




/**
 * Reads and validates a run record. An unreadable or corrupt file is an error naming the path:
 * never an empty result, because a baseline silently read as "none" would let a regression pass.
 */
async function readRunRecord(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: cannot read the run record: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ioReason */ .Ny)(error)}`);
    }
    return (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunRecord */ .Yz)(text, file);
}


/***/ }),

/***/ 430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ parseIndex),
/* harmony export */   ad: () => (/* binding */ indexFileName),
/* harmony export */   gt: () => (/* binding */ INDEX_FOLDER),
/* harmony export */   lC: () => (/* binding */ byStartTime),
/* harmony export */   u7: () => (/* binding */ indexLineText)
/* harmony export */ });
/* harmony import */ var _core_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1363);

/**
 * The history index of a suite: `.index/<suite>.jsonl` beside the suites' folders of records (so
 * those hold run records only, and no suite name, which starts with a letter or digit, can
 * collide with it), one JSON line per stored run
 * naming its record file, what identifies that file's content (its size in a local folder, its
 * blob id on the data branch) and the run's summary. It only saves reading records: a record with
 * no line, or whose line names other content, is read and summarised again, so a missing, stale
 * or damaged index costs time, never a wrong answer.
 */
const INDEX_FOLDER = '.index';
/** The index file of a suite, relative to the store's root (forward slashes). */
function indexFileName(suite) {
    return `${INDEX_FOLDER}/${suite}.jsonl`;
}
function indexLineText(line) {
    return `${JSON.stringify(line)}\n`;
}
/** The lines that parse and validate, by file (a later line for the same file wins). */
function parseIndex(text) {
    const lines = new Map();
    for (const raw of text.split('\n')) {
        if (raw.trim() === '')
            continue;
        let data;
        try {
            data = JSON.parse(raw);
        }
        catch {
            continue; // a torn or damaged line: its record is read instead
        }
        const line = data;
        if (typeof line?.file !== 'string')
            continue;
        const summary = _core_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .runSummarySchema */ .RS.safeParse(line.summary);
        if (!summary.success)
            continue;
        lines.set(line.file, {
            file: line.file,
            ...(typeof line.size === 'number' ? { size: line.size } : {}),
            ...(typeof line.mtime === 'number' ? { mtime: line.mtime } : {}),
            ...(typeof line.blob === 'string' ? { blob: line.blob } : {}),
            summary: summary.data,
        });
    }
    return lines;
}
/** Oldest first by environment.started_at; the path breaks ties so the order is total. */
function byStartTime(entries, started, key) {
    return entries.sort((a, b) => {
        const sa = started(a);
        const sb = started(b);
        const ta = Date.parse(sa);
        const tb = Date.parse(sb);
        const byTime = Number.isNaN(ta) || Number.isNaN(tb) ? sa.localeCompare(sb) : ta - tb;
        const ka = key(a);
        const kb = key(b);
        return byTime || (ka < kb ? -1 : ka > kb ? 1 : 0);
    });
}


/***/ }),

/***/ 7483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ localStore)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(538);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2052);
/* harmony import */ var _core_summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1363);
/* harmony import */ var _index_lines_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(430);
/* harmony import */ var _record_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(617);









/**
 * A copy that keeps times (`cp -p`, a cache restore) may move them by a fraction of a
 * millisecond; within this, a line still describes its record.
 */
const MTIME_SLACK_MS = 1;
/** Files read at once by `list`: enough to overlap I/O, few enough to stay far from EMFILE. */
const READ_BATCH = 32;
/**
 * The history as a folder: `<root>/<suite>/<run_id>-<model-id-slug>.json`, `root` being
 * `.evalgate/runs` beside the config, the layout `evalgate run` already writes.
 */
function localStore(root) {
    return {
        async append(input) {
            const record = (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkAppendable */ .FB)(input);
            const folder = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, record.suite);
            const name = (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .recordFileName */ .Tb)(record);
            const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, name);
            const text = (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .recordText */ .Pe)(record);
            // Written aside, then hard-linked into place: the link appears whole (no reader ever sees half
            // a file) and fails when the name is taken (no writer ever replaces a stored record).
            const temporary = `${file}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}.tmp`;
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder, { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, text, { flag: 'wx' });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link)(temporary, file);
            }
            catch (error) {
                if (error.code !== 'EEXIST') {
                    throw new Error(`${file}: cannot store the run record: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ioReason */ .Ny)(error)}`, {
                        cause: error,
                    });
                }
                await checkSameRecord(file, text);
                return `${record.suite}/${name}`;
            }
            finally {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
            }
            // The record is stored; its index line only saves a later reader from reading it.
            const stamp = await fileStamp(file).catch(() => undefined);
            if (stamp) {
                const line = { file: name, ...stamp, summary: (0,_core_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .summarize */ .eh)(record) };
                await appendIndex(root, record.suite, [line]).catch(() => { });
            }
            return `${record.suite}/${name}`;
        },
        async summaries(suite, modelId) {
            (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkPathSegment */ .lS)(suite, 'suite');
            const folder = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, suite);
            const files = await recordFiles(folder);
            const indexed = await readIndex(root, suite);
            const entries = [];
            const healed = [];
            for (let start = 0; start < files.length; start += READ_BATCH) {
                const batch = files.slice(start, start + READ_BATCH);
                const stamps = await Promise.all(batch.map((name) => fileStamp(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, name))));
                for (const [i, name] of batch.entries()) {
                    const stamp = stamps[i];
                    let line = indexed.get(name);
                    if (line === undefined ||
                        line.size !== stamp.size ||
                        line.mtime === undefined ||
                        Math.abs(line.mtime - stamp.mtime) > MTIME_SLACK_MS ||
                        line.summary.suite !== suite) {
                        // Not indexed, or the line was written for other bytes (another size or modification
                        // time, as after a copy or an edit): read this one record, then let it go.
                        const where = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, name);
                        const record = await (0,_records_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunRecord */ .l)(where);
                        (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkFiledUnder */ .XS)(record, suite, where);
                        line = { file: name, ...stamp, summary: (0,_core_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .summarize */ .eh)(record) };
                        healed.push(line);
                    }
                    if (modelId === undefined || line.summary.model.id === modelId) {
                        entries.push({ path: `${suite}/${name}`, summary: line.summary });
                    }
                }
            }
            // The index is a cache of the records: failing to extend it costs the next reader time only.
            if (healed.length > 0)
                await appendIndex(root, suite, healed).catch(() => { });
            return (0,_index_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .byStartTime */ .lC)(entries, (e) => e.summary.environment.started_at, (e) => e.path);
        },
        async read(entry) {
            const [suite, name, ...rest] = entry.path.split('/');
            if (suite === undefined || name === undefined || rest.length > 0 || !name.endsWith('.json')) {
                throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${entry.path}: not a run record path of this history`);
            }
            (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkPathSegment */ .lS)(suite, 'suite');
            (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkPathSegment */ .lS)(name, 'record file');
            const where = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, suite, name);
            const record = await (0,_records_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunRecord */ .l)(where);
            (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkFiledUnder */ .XS)(record, suite, where);
            return (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkMatchesSummary */ .AN)(record, entry, where, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, (0,_index_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .indexFileName */ .ad)(suite)));
        },
        async list(suite, modelId) {
            (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkPathSegment */ .lS)(suite, 'suite');
            const folder = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, suite);
            const files = await recordFiles(folder);
            const entries = [];
            for (let start = 0; start < files.length; start += READ_BATCH) {
                const batch = files.slice(start, start + READ_BATCH);
                const records = await Promise.all(batch.map((name) => (0,_records_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunRecord */ .l)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, name))));
                records.forEach((record, i) => {
                    (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkFiledUnder */ .XS)(record, suite, node_path__WEBPACK_IMPORTED_MODULE_2___default().join(folder, batch[i]));
                    if (modelId === undefined || record.model.id === modelId) {
                        entries.push({ path: `${suite}/${batch[i]}`, record });
                    }
                });
            }
            return (0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .oldestFirst */ .sZ)(entries);
        },
    };
}
/** The finished record files of a suite folder, sorted; none when the folder does not exist. */
async function recordFiles(folder) {
    let names;
    try {
        names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(folder);
    }
    catch (error) {
        // No folder yet is a history with no runs; any other failure must not pass for one.
        if (error.code === 'ENOENT')
            return [];
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${folder}: cannot read the run history folder: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ioReason */ .Ny)(error)}`);
    }
    // Only finished records: `.tmp` files are writes in progress (here or in the run loop).
    return names.filter((name) => name.endsWith('.json')).sort();
}
/** What an index line records of a local record file: its size and modification time. */
async function fileStamp(file) {
    try {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file);
        return { size: info.size, mtime: Math.floor(info.mtimeMs) };
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${file}: cannot read the run record: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ioReason */ .Ny)(error)}`);
    }
}
/** The suite's index lines by record file; an index that cannot be read counts as empty. */
async function readIndex(root, suite) {
    try {
        return (0,_index_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .parseIndex */ .A1)(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, (0,_index_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .indexFileName */ .ad)(suite)), 'utf8'));
    }
    catch {
        return new Map();
    }
}
/** One write in append mode per call, so lines of concurrent writers do not interleave. */
async function appendIndex(root, suite, lines) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, _index_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .INDEX_FOLDER */ .gt), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.appendFile)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, (0,_index_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .indexFileName */ .ad)(suite)), lines.map(_index_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .indexLineText */ .u7).join(''));
}
/**
 * Appending a record that is already stored (say, the one `evalgate run` just wrote) is a no-op;
 * a different record under the same name is refused, never written over.
 */
async function checkSameRecord(file, text) {
    let existing;
    try {
        existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new Error(`${file}: cannot store the run record: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .ioReason */ .Ny)(error)}`, { cause: error });
    }
    const stored = JSON.stringify((0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .parseRunRecord */ .Yz)(existing, file));
    const incoming = JSON.stringify((0,_record_files_js__WEBPACK_IMPORTED_MODULE_8__/* .parseRunRecord */ .Yz)(text, file));
    if (stored !== incoming) {
        throw new Error(`${file}: a different run record with the same run_id and model is already stored; the history is append-only, so it was left as it is`);
    }
}


/***/ }),

/***/ 617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ checkMatchesSummary),
/* harmony export */   FB: () => (/* binding */ checkAppendable),
/* harmony export */   Pe: () => (/* binding */ recordText),
/* harmony export */   Tb: () => (/* binding */ recordFileName),
/* harmony export */   XS: () => (/* binding */ checkFiledUnder),
/* harmony export */   Yz: () => (/* binding */ parseRunRecord),
/* harmony export */   lS: () => (/* binding */ checkPathSegment),
/* harmony export */   sZ: () => (/* binding */ oldestFirst)
/* harmony export */ });
/* harmony import */ var _core_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(457);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1363);
/* harmony import */ var _core_shard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1880);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4130);
/* harmony import */ var _index_lines_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(430);






/** The same rule as the config's `suite` key: a name that is safe as one path segment. */
const PATH_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * The file name of a run record. It must stay identical to the one `evalgate run` writes into
 * `.evalgate/runs/<suite>/`, so the local store and the run loop agree on one layout.
 */
function recordFileName(record) {
    return `${record.run_id}-${record.model.id.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`;
}
/** The bytes stored for a record (the run loop's format: one-space indent, trailing newline). */
function recordText(record) {
    return `${JSON.stringify(record, null, 1)}\n`;
}
/** Suite names and run ids become path segments: refuse anything that could leave the store. */
function checkPathSegment(value, what) {
    if (!PATH_SEGMENT.test(value)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${what} ${JSON.stringify(value)} cannot name a history file: expected letters, digits, ".", "_" or "-", starting with a letter or digit`);
    }
}
/**
 * Validates a record before it is stored: a record the reader would reject must never reach the
 * history, where it would make every later listing of the suite fail.
 */
function checkAppendable(record) {
    const where = `run record ${JSON.stringify(record.run_id)}`;
    const valid = validateRunRecord(record, where);
    (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_3__/* .assertWhole */ .MA)(valid, where, 'store in the history');
    checkPathSegment(valid.suite, 'suite');
    checkPathSegment(valid.run_id, 'run_id');
    return valid;
}
/** Parses a stored record; `where` names the file (a path, or a path on a branch) in errors. */
function parseRunRecord(text, where) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${where}: the run record is not valid JSON: ${error.message}`);
    }
    return validateRunRecord(data, where);
}
function validateRunRecord(data, where) {
    const version = data?.schema_version;
    if (version !== undefined && version !== _core_record_js__WEBPACK_IMPORTED_MODULE_4__/* .RUN_RECORD_SCHEMA_VERSION */ .LE) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${where}: run record schema_version ${JSON.stringify(version)} is not supported by this evalgate (expected ${_core_record_js__WEBPACK_IMPORTED_MODULE_4__/* .RUN_RECORD_SCHEMA_VERSION */ .LE}); upgrade evalgate`);
    }
    const result = _core_record_js__WEBPACK_IMPORTED_MODULE_4__/* .runRecordSchema */ ._A.safeParse(data);
    if (!result.success) {
        const issue = result.error.issues[0];
        const at = issue.path.map(String).join('.') || 'the top level';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${where}: the run record is corrupt at ${at}: ${issue.message}`);
    }
    return result.data;
}
/** A record filed under another suite's folder is as wrong as a corrupt one: say so. */
function checkFiledUnder(record, suite, where) {
    if (record.suite !== suite) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${where}: the run record belongs to suite ${JSON.stringify(record.suite)} but is filed under suite ${JSON.stringify(suite)}`);
    }
}
/** Oldest first by environment.started_at; the path breaks ties so the order is total. */
function oldestFirst(entries) {
    return (0,_index_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .byStartTime */ .lC)(entries, (e) => e.record.environment.started_at, (e) => e.path);
}
/**
 * A record read for a summary the index gave must be the run that summary describes: an index
 * line that disagrees with its record (edited by hand, or planted) is an error naming the file,
 * never a silent switch to another run.
 */
function checkMatchesSummary(record, entry, where, index) {
    if ((0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)((0,_core_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .summarize */ .eh)(record)) !== (0,_core_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(entry.summary)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${where}: the run record does not match its line in the history index (run ${JSON.stringify(entry.summary.run_id)}); delete ${index} to rebuild it from the records`);
    }
    return record;
}


/***/ })

};
