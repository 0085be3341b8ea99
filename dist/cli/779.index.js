export const id = 779;
export const ids = [779];
export const modules = {

/***/ 9779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sliceCommand: () => (/* binding */ sliceCommand)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/config/pin.ts

/**
 * Returns the config text with `slice.fingerprint` set to `fingerprint`, changing nothing else:
 * the YAML document tells where the value (or the `slice` mapping) is, and the edit is made in
 * the source text, so comments, quoting and flow/block layout stay exactly as the user wrote them.
 */
function pinFingerprint(text, document, fingerprint) {
    const edited = editInPlace(text, document, fingerprint);
    if (edited !== undefined &&
        (0,dist/* parseDocument */.Tp)(edited).getIn(['slice', 'fingerprint']) === fingerprint) {
        return edited;
    }
    // An unusual layout the text edit does not handle: let the YAML library rewrite the document.
    const copy = document.clone();
    copy.setIn(['slice', 'fingerprint'], fingerprint);
    return copy.toString();
}
function editInPlace(text, document, fingerprint) {
    const slice = document.get('slice', true);
    if (slice === undefined) {
        const separator = text.endsWith('\n') || text === '' ? '' : '\n';
        return `${text}${separator}slice:\n  fingerprint: ${fingerprint}\n`;
    }
    if (!(0,dist/* isMap */.jh)(slice) || !slice.range)
        return undefined;
    const existing = slice.get('fingerprint', true);
    if ((0,dist/* isScalar */.jn)(existing) && existing.range) {
        const [start, end] = existing.range;
        const quote = text[start] === '"' || text[start] === "'" ? text[start] : '';
        return `${text.slice(0, start)}${quote}${fingerprint}${quote}${text.slice(end)}`;
    }
    if (slice.flow) {
        // `slice: { seed: 1 }` -> `slice: { seed: 1, fingerprint: ... }`
        const close = text.lastIndexOf('}', slice.range[1] - 1);
        if (close < 0)
            return undefined;
        const before = text.slice(0, close).replace(/\s*$/, '');
        const comma = slice.items.length > 0 ? ', ' : ' ';
        return `${before}${comma}fingerprint: ${fingerprint} ${text.slice(close)}`;
    }
    // Block mapping: a new line after the last entry, at the indentation of the first key.
    const firstKey = slice.items[0]?.key;
    if (!firstKey?.range)
        return undefined;
    const lineStart = text.lastIndexOf('\n', firstKey.range[0] - 1) + 1;
    const indent = text.slice(lineStart, firstKey.range[0]);
    if (!/^ *$/.test(indent))
        return undefined;
    const lastValueEnd = slice.range[1];
    const lineEnd = text.indexOf('\n', lastValueEnd - 1);
    const at = lineEnd < 0 ? text.length : lineEnd;
    return `${text.slice(0, at)}\n${indent}fingerprint: ${fingerprint}${text.slice(at)}`;
}

// EXTERNAL MODULE: ./src/core/slice/build.ts + 1 modules
var build = __webpack_require__(2563);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/engine/slice-manifest.ts
var slice_manifest = __webpack_require__(4344);
// EXTERNAL MODULE: ./src/engine/slice.ts
var engine_slice = __webpack_require__(1608);
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(3097);
;// CONCATENATED MODULE: ./src/cli/commands/slice.ts






async function sliceCommand(options, io) {
    const loaded = await (0,config/* loadConfig */.Z9)(options.config, (0,cli_io/* warnTo */.Yf)(io));
    // --write always reads the whole dataset: the manifest it writes must come from the data.
    const fromData = options.write ? await (0,engine_slice/* sliceFromData */.h2)(loaded) : undefined;
    const slice = fromData?.slice ?? (await (0,engine_slice/* loadSlice */.tU)(loaded, (0,cli_io/* warnTo */.Yf)(io)));
    const pinned = loaded.config.slice.fingerprint;
    const matches = pinned === slice.fingerprint;
    if (!options.write)
        await (0,engine_slice/* assertPinned */.Hv)(loaded, slice);
    if (options.write) {
        if (!matches) {
            const text = await (0,config/* readText */.yR)(loaded.file, 'config');
            await (0,config/* writeFileAtomic */.Zf)(loaded.file, pinFingerprint(text, loaded.document, slice.fingerprint));
        }
        const manifestFile = (0,config/* displayPath */.Gt)(await (0,engine_slice/* writeManifest */.HN)(loaded, (0,build/* sliceManifest */.GK)(slice, loaded.config, await (0,slice_manifest/* manifestSource */.p)(loaded, fromData.dataset, slice))));
        io.stderr(matches
            ? `slice.fingerprint already pinned to ${slice.fingerprint}; manifest ${manifestFile} refreshed\n`
            : `pinned slice.fingerprint ${slice.fingerprint} in ${loaded.file}` +
                `${pinned ? ` (was ${pinned})` : ''}; manifest written to ${manifestFile}\n`);
        (0,cli_io/* warnSliceSize */.ct)(io, slice.items.length, loaded.config.gate);
    }
    const ids = slice.items.map((item) => item.id);
    if (options.json) {
        const document = {
            suite: slice.suite,
            fingerprint: slice.fingerprint,
            count: ids.length,
            ids,
            wash: slice.wash,
        };
        io.stdout(`${JSON.stringify(document)}\n`);
        return 0;
    }
    const status = options.write
        ? 'pinned'
        : pinned === undefined
            ? 'not pinned yet (run with --write)'
            : 'matches the pinned value';
    io.stdout([
        `suite        ${slice.suite}`,
        `rows         ${ids.length} selected of ${slice.wash.washed} washed (${slice.wash.source} in the dataset)`,
        `wash         ${describeWash(slice.wash)}`,
        `fingerprint  ${slice.fingerprint} (${status})`,
        `first ids    ${ids
            .slice(0, 10)
            .map((id) => JSON.stringify(id))
            .join(', ')}${ids.length > 10 ? ', ...' : ''}`,
        '',
    ].join('\n'));
    return 0;
}
function describeWash(report) {
    const parts = Object.entries(report.dropped)
        .filter(([, count]) => count > 0)
        .map(([rule, count]) => `${rule} dropped ${count}`);
    return parts.length ? parts.join(', ') : 'nothing dropped';
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

/***/ 4344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ manifestSource),
/* harmony export */   s: () => (/* binding */ sliceFromManifest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3051);
/* harmony import */ var _datasets_csv_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4014);
/* harmony import */ var _datasets_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4770);
/* harmony import */ var _datasets_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5284);
/* harmony import */ var _datasets_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7231);






/** What `slice --write` records of the data: each file's size and hash, each selected row's place. */
async function manifestSource(loaded, dataset, slice) {
    const { config, baseDir } = loaded;
    const first = dataset.files[0];
    if (!first || !_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .REREADABLE_FORMATS */ .NH.includes((0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .fileFormat */ .IR)(first, config.dataset.format))) {
        return undefined;
    }
    const rows = new Map();
    for (const source of dataset.sources)
        rows.set(source.file, (rows.get(source.file) ?? 0) + 1);
    const fileIndex = new Map(dataset.files.map((file, i) => [file, i]));
    const items = [];
    for (const item of slice.items) {
        const source = dataset.sources[item.index];
        if (source?.offset === undefined)
            return undefined;
        items.push({
            file: fileIndex.get(source.file),
            index: item.index,
            line: source.line,
            offset: source.offset,
        });
    }
    const contents = await readAll(baseDir, dataset.files);
    const files = dataset.files.map((file, i) => ({
        path: file,
        size: contents[i].length,
        sha256: sha256(contents[i]),
        rows: rows.get(file) ?? 0,
    }));
    return { config_key: (0,_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .sliceConfigKey */ .Q2)(config), files, items };
}
/**
 * The pinned slice re-read from the rows the manifest points at, or undefined (after one line
 * through `warn` saying why, where the manifest is stale or does not hold up) when the whole
 * dataset has to be read. Never trusts the manifest for content: the files must hash as
 * recorded, the rows come from the files, and they must give the pinned fingerprint.
 */
async function sliceFromManifest(loaded, manifest, shown, warn) {
    const { config, baseDir } = loaded;
    const pinned = config.slice.fingerprint;
    const source = manifest?.source;
    if (!manifest || !source || pinned === undefined || manifest.fingerprint !== pinned) {
        return undefined;
    }
    const stale = (why) => {
        warn(`slice manifest ${shown} is stale: ${why}; reading the whole dataset`);
        return undefined;
    };
    if (source.config_key !== (0,_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .sliceConfigKey */ .Q2)(config)) {
        return stale('it was written for other dataset, wash or slice settings');
    }
    const files = await (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .datasetFiles */ .gm)(config.dataset.path, baseDir, 'dataset.path', loaded.readRoot);
    const format = (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .fileFormat */ .IR)(files[0], config.dataset.format);
    if (!_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .REREADABLE_FORMATS */ .NH.includes(format))
        return undefined;
    const recorded = new Set(source.files.map((f) => f.path));
    const added = files.find((file) => !recorded.has(file));
    if (added !== undefined)
        return stale(`${added} is new`);
    const present = new Set(files);
    const removed = source.files.find((f) => !present.has(f.path));
    if (removed)
        return stale(`${removed.path} is gone`);
    if (source.files.length !== files.length)
        return stale('the data files are listed more than once');
    if (files.some((file, i) => source.files[i]?.path !== file)) {
        return stale('the data files are listed in another order');
    }
    const texts = [];
    const contents = await readAll(baseDir, source.files.map((f) => f.path));
    for (const [i, file] of source.files.entries()) {
        const bytes = contents[i];
        if (bytes.length !== file.size) {
            return stale(`${file.path} changed (${file.size} bytes then, ${bytes.length} now)`);
        }
        if (sha256(bytes) !== file.sha256) {
            return stale(`${file.path} changed (same size, other content)`);
        }
        if (source.items.some((item) => item.file === i))
            texts[i] = (0,_datasets_text_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeUtf8 */ ._6)(bytes, file.path);
    }
    const doesNotHold = (why) => {
        warn(`slice manifest ${shown} does not match the data (${why}); reading the whole dataset`);
        return undefined;
    };
    try {
        const firstRow = [];
        let rowCount = 0;
        for (const file of source.files) {
            firstRow.push(rowCount);
            rowCount += file.rows;
        }
        const rows = source.items.map((item, position) => {
            const file = source.files[item.file];
            const text = texts[item.file];
            const from = firstRow[item.file];
            if (!file || text === undefined || item.index < from || item.index >= from + file.rows) {
                throw new Error(`slice position ${position} points outside its file`);
            }
            const raw = format === 'jsonl'
                ? (0,_datasets_json_js__WEBPACK_IMPORTED_MODULE_3__/* .readJsonlRowAt */ .eT)(text, item.offset)
                : (0,_datasets_csv_js__WEBPACK_IMPORTED_MODULE_2__/* .readMmluCsvRowAt */ .ls)(text, item.offset, item.line, file.path);
            if (!raw)
                throw new Error(`slice position ${position} points at no record`);
            return { raw, index: item.index };
        });
        if (rows.length !== manifest.ids.length)
            throw new Error('the item count differs');
        const slice = (0,_core_slice_manifest_source_js__WEBPACK_IMPORTED_MODULE_1__/* .rebuildSlice */ .KZ)(config, manifest, rows);
        if (slice.fingerprint !== pinned) {
            throw new Error('its rows do not give the pinned fingerprint');
        }
        return slice;
    }
    catch (error) {
        return doesNotHold(error.message);
    }
}
const READS_IN_FLIGHT = 16;
/** The files' bytes, read a few at a time (a glob may name thousands of shards). */
async function readAll(baseDir, files) {
    const out = new Array(files.length);
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const i = next++;
            out[i] = await (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readBytes */ .io)(baseDir, files[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, files.length) }, worker));
    return out;
}
function sha256(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex');
}


/***/ }),

/***/ 1608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HN: () => (/* binding */ writeManifest),
/* harmony export */   Hv: () => (/* binding */ assertPinned),
/* harmony export */   h2: () => (/* binding */ sliceFromData),
/* harmony export */   tU: () => (/* binding */ loadSlice)
/* harmony export */ });
/* unused harmony exports manifestPath, readManifest */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_pyjson_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(254);
/* harmony import */ var _core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2563);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(538);
/* harmony import */ var _datasets_read_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5284);
/* harmony import */ var _slice_manifest_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4344);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4886);









/**
 * The suite's slice. With a pinned fingerprint and a slice manifest that holds up, only the
 * selected rows are re-read (`sliceFromManifest`); otherwise, or when the manifest is stale
 * (`warn` says so), the whole dataset is read and sliced.
 */
async function loadSlice(loaded, warn = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`)) {
    if (loaded.config.slice.fingerprint !== undefined) {
        const shown = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(manifestPath(loaded));
        const manifest = await readManifest(loaded).catch((error) => {
            warn(`${error.message.replace(/; delete it.*$/, '')}; reading the whole dataset`);
            return undefined;
        });
        const fast = await (0,_slice_manifest_js__WEBPACK_IMPORTED_MODULE_7__/* .sliceFromManifest */ .s)(loaded, manifest, shown, warn);
        if (fast)
            return fast;
    }
    return (await sliceFromData(loaded)).slice;
}
/** The slice built from every row of the dataset, and the dataset (for the manifest). */
async function sliceFromData(loaded) {
    const { config, baseDir } = loaded;
    const dataset = await (0,_datasets_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readDataset */ .JP)({
        pattern: config.dataset.path,
        baseDir,
        format: config.dataset.format,
        ...(loaded.readRoot === undefined ? {} : { root: loaded.readRoot }),
    });
    return { slice: (0,_core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__/* .buildSlice */ .pR)(dataset, config), dataset };
}
/** `.evalgate/slices/<suite>.json` beside the config: what the pinned fingerprint was made from. */
function manifestPath(loaded) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .statePath */ .BQ)(loaded.baseDir, 'slices', `${loaded.config.suite}.json`);
}
async function readManifest(loaded) {
    const file = manifestPath(loaded);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${(0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(file)}: cannot read the slice manifest: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .ioReason */ .Ny)(error)}`);
    }
    const shown = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(file);
    let data;
    try {
        data = parseManifestJson(text);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${shown}: the slice manifest is not valid JSON: ${error.message}`);
    }
    const result = _core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__/* .sliceManifestSchema */ .rm.safeParse(data);
    if (!result.success) {
        const problem = result.error.issues[0];
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${shown}: the slice manifest is corrupt at ${problem.path.join('.') || 'the top level'}: ${problem.message}; delete it and run \`evalgate slice --write\` to rebuild it`);
    }
    return result.data;
}
/**
 * The manifest's JSON, read as Python's number model reads it (`parsePythonJson`). Where every
 * number is an integer of at most 15 digits (what `slice --write` writes), JSON.parse reads the
 * same values several times faster; a fraction, an exponent, a longer integer, `-0` or text
 * JSON.parse refuses (NaN, Infinity, a syntax error) goes through the Python-compatible parser.
 * JSON.parse runs first: on valid JSON every string ends, so stripping them is one linear pass
 * (on a planted unterminated string the same pattern would rescan the rest of the file from
 * every quote).
 */
function parseManifestJson(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return (0,_core_pyjson_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePythonJson */ .S6)(text);
    }
    const outsideStrings = text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    return /\d[.eE]|\d{16}|-0(?!\d)/.test(outsideStrings) ? (0,_core_pyjson_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePythonJson */ .S6)(text) : data;
}
async function writeManifest(loaded, manifest) {
    const file = manifestPath(loaded);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    await (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(file, `${JSON.stringify(manifest, null, 2)}\n`);
    return file;
}
/** Exit 2 when the slice no longer matches its pinned fingerprint, with the likely cause. */
async function assertPinned(loaded, slice) {
    const pinned = loaded.config.slice.fingerprint;
    if (pinned === undefined || pinned === slice.fingerprint)
        return;
    const causes = (0,_core_slice_build_js__WEBPACK_IMPORTED_MODULE_4__/* .explainMismatch */ .QH)(slice, loaded.config, await readManifest(loaded));
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`${loaded.file}: slice.fingerprint does not match the slice built from the data`, [
        `pinned:  ${pinned}`,
        `current: ${slice.fingerprint}`,
        ...causes.map((cause) => `likely cause: ${cause}`),
        'if the change is intended, run `evalgate slice --write` to pin the new slice (existing baselines become incomparable)',
    ]);
}


/***/ })

};
