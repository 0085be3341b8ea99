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


/***/ })

};
