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
// EXTERNAL MODULE: ./src/engine/config.ts
var config = __webpack_require__(5710);
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


/***/ })

};
