export const id = 563;
export const ids = [563];
export const modules = {

/***/ 2563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pR: () => (/* binding */ buildSlice),
  QH: () => (/* binding */ explainMismatch),
  GK: () => (/* binding */ sliceManifest),
  rm: () => (/* binding */ sliceManifestSchema)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/pyjson.ts
var pyjson = __webpack_require__(254);
// EXTERNAL MODULE: ./src/core/slice/fingerprint.ts
var slice_fingerprint = __webpack_require__(6174);
// EXTERNAL MODULE: ./src/core/slice/permutation.ts
var permutation = __webpack_require__(6326);
// EXTERNAL MODULE: ./src/core/slice/manifest-source.ts
var manifest_source = __webpack_require__(3051);
// EXTERNAL MODULE: ./src/core/slice/rows.ts
var slice_rows = __webpack_require__(3133);
;// CONCATENATED MODULE: ./src/core/slice/wash.ts



/**
 * Applies the wash rules. Dedupe runs last so that a row dropped for another reason never hides a
 * later, valid duplicate; it keeps the first occurrence in dataset order.
 */
function washItems(items, wash) {
    const dropped = {
        require: 0,
        min_choices: 0,
        answer_in_choices: 0,
        max_chars: 0,
        dedupe: 0,
    };
    const dedupe = typeof wash.dedupe === 'string' ? wash.dedupe : undefined;
    if (dedupe !== undefined)
        assertSomeRowHas(items, dedupe);
    const seen = new Set();
    const kept = [];
    for (const item of items) {
        const rule = firstFailingRule(item.row, wash);
        if (rule) {
            dropped[rule]++;
            continue;
        }
        if (dedupe !== undefined) {
            const key = dedupeKey(item.row[dedupe]);
            if (seen.has(key)) {
                dropped.dedupe++;
                continue;
            }
            seen.add(key);
        }
        kept.push(item);
    }
    return { kept, report: { source: items.length, dropped, washed: kept.length } };
}
/**
 * The rules the config turns on, in the order they apply: what a report of their drops lists. A
 * rule that is off drops nothing and is left out.
 */
function activeWashRules(wash) {
    const rules = [];
    if (wash.require.length)
        rules.push('require');
    if (wash.min_choices !== undefined)
        rules.push('min_choices');
    if (wash.answer_in_choices)
        rules.push('answer_in_choices');
    if (wash.max_chars !== undefined)
        rules.push('max_chars');
    if (typeof wash.dedupe === 'string')
        rules.push('dedupe');
    return rules;
}
/**
 * Dedupe on a field no row has would give every row the same (missing) value and keep only the
 * first row of the dataset: a typo that silently eats the data. It is an error instead, naming
 * the fields the rows do have.
 */
function assertSomeRowHas(items, field) {
    if (items.length === 0 || items.some((item) => Object.hasOwn(item.row, field)))
        return;
    const shown = (0,slice_rows/* columnsShown */.hQ)(items.map((item) => item.row));
    throw new errors/* InputError */.d(`wash.dedupe: expected a field of the rows, found "${field}", which no row has (rows have: ${shown}); name one of those, or set dedupe: false for no dedupe`);
}
function firstFailingRule(row, wash) {
    if (wash.require.some((field) => isEmpty(row[field])))
        return 'require';
    const choices = Array.isArray(row.choices) ? row.choices : undefined;
    if (wash.min_choices !== undefined && (choices?.length ?? 0) < wash.min_choices) {
        return 'min_choices';
    }
    if (wash.answer_in_choices && (0,slice_rows/* answerIndex */.lw)(row.answer, choices?.length ?? 0) === undefined) {
        return 'answer_in_choices';
    }
    if (wash.max_chars !== undefined && characterCount(row) > wash.max_chars)
        return 'max_chars';
    return undefined;
}
function isEmpty(value) {
    if (value === undefined || value === null)
        return true;
    if (typeof value === 'string')
        return value.trim() === '';
    if (Array.isArray(value))
        return value.length === 0;
    return false;
}
/** Question plus choices, counted in code points as Python's len() does. */
function characterCount(row) {
    let count = typeof row.question === 'string' ? [...row.question].length : 0;
    if (Array.isArray(row.choices)) {
        for (const choice of row.choices)
            count += [...String(choice)].length;
    }
    return count;
}
function dedupeKey(value) {
    return typeof value === 'string' ? `s${value}` : `j${(0,pyjson/* pythonJsonDumps */.MT)(value ?? null)}`;
}

;// CONCATENATED MODULE: ./src/core/slice/build.ts









/**
 * Reproduces `load_dataset(...).filter(wash).shuffle(seed=S).select(range(N))` and the Python
 * fingerprint over `slice.fingerprint_fields`.
 */
function buildSlice(input, config) {
    const fields = config.dataset.fields;
    const located = (index, fn) => {
        try {
            return fn();
        }
        catch (error) {
            if (!(error instanceof slice_rows/* RowError */.Lw))
                throw error;
            const source = input.sources[index];
            const where = source ? `${source.file}:${source.line}` : `row ${index}`;
            throw new errors/* InputError */.d(`${where}: ${error.message}`);
        }
    };
    assertMappedColumns(input.rows, fields);
    const items = input.rows.map((source, index) => located(index, () => ({
        id: (0,slice_rows/* itemId */.XG)(source, index, fields),
        index,
        row: (0,slice_rows/* mapRow */.fS)(source, fields),
    })));
    const { kept, report } = washItems(items, config.wash);
    const multipleChoice = config.grader.kind === 'choice';
    for (const item of kept) {
        located(item.index, () => (0,slice_rows/* checkRow */.f3)(item.row, multipleChoice || 'choices' in item.row));
    }
    if (config.dataset.fields.id !== undefined)
        assertUniqueIds(kept, input.sources);
    const size = config.slice.size ?? kept.length;
    if (size > kept.length) {
        throw new errors/* InputError */.d(`slice.size: expected at most ${kept.length} (the rows left after washing), found ${size}: ${washSummary(report, config.wash)}`);
    }
    const order = (0,permutation/* numpyPermutation */.G)(config.slice.seed, kept.length);
    const selected = new Array(size);
    for (let i = 0; i < size; i++)
        selected[i] = kept[order[i]];
    const fingerprintFields = config.slice.fingerprint_fields ?? (0,manifest_source/* defaultFingerprintFields */.jK)(selected);
    for (const item of selected) {
        const missing = fingerprintFields.find((field) => !Object.hasOwn(item.row, field));
        if (missing !== undefined) {
            located(item.index, () => {
                throw new slice_rows/* RowError */.Lw(`slice.fingerprint_fields names "${missing}", but this row has no such field (it has: ${Object.keys(item.row).join(', ')})`);
            });
        }
    }
    const fingerprint = located(-1, () => (0,slice_fingerprint/* sliceFingerprint */.DW)(selected.map((item) => item.row), fingerprintFields));
    return { suite: config.suite, fingerprintFields, items: selected, fingerprint, wash: report };
}
/** "the dataset has 200 rows; wash.require dropped 150, wash.dedupe dropped 49; 1 left". */
function washSummary(report, wash) {
    const rules = activeWashRules(wash);
    const drops = rules.length
        ? rules.map((rule) => `wash.${rule} dropped ${report.dropped[rule]}`).join(', ')
        : 'no wash rule is set';
    const rows = (count) => `${count} row${count === 1 ? '' : 's'}`;
    return `the dataset has ${rows(report.source)}; ${drops}; ${report.washed} left`;
}
function assertUniqueIds(items, sources) {
    const first = new Map();
    for (const item of items) {
        const earlier = first.get(item.id);
        if (earlier !== undefined) {
            const where = (i) => sources[i] ? `${sources[i].file}:${sources[i].line}` : `row ${i}`;
            throw new errors/* InputError */.d(`${where(item.index)}: expected unique ids in dataset.fields.id, found ${JSON.stringify(item.id)} again (first at ${where(earlier)})`);
        }
        first.set(item.id, item.index);
    }
}
/**
 * What `slice --write` stores beside the pinned fingerprint, so that a later mismatch can be
 * explained (count changed, or which row differs) instead of only reported.
 */
const washCount = schemas/* number */.aig().int().nonnegative();
const sliceManifestSchema = schemas/* object */.Ikc({
    schema_version: schemas/* literal */.euz(1),
    suite: schemas/* string */.YjP(),
    fingerprint: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/),
    seed: schemas/* string */.YjP().regex(/^\d+$/),
    size: washCount,
    fingerprint_fields: schemas/* array */.YOg(schemas/* string */.YjP()),
    wash: schemas/* object */.Ikc({
        source: washCount,
        dropped: schemas/* object */.Ikc({
            require: washCount,
            min_choices: washCount,
            answer_in_choices: washCount,
            max_chars: washCount,
            dedupe: washCount,
        }),
        washed: washCount,
    }),
    ids: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])),
    /** sha256 (first 16 hex) of each selected row's fingerprint projection, in slice order. */
    row_hashes: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** The data files and where the selected rows are in them, for re-reading only those rows. */
    source: manifest_source/* manifestSourceSchema */.g4.optional(),
});
function sliceManifest(slice, config, source) {
    return {
        schema_version: 1,
        suite: slice.suite,
        fingerprint: slice.fingerprint,
        seed: config.slice.seed.toString(),
        size: slice.items.length,
        fingerprint_fields: [...slice.fingerprintFields],
        wash: slice.wash,
        ids: slice.items.map((item) => item.id),
        row_hashes: rowHashes(slice, slice.fingerprintFields),
        ...(source ? { source } : {}),
    };
}
function rowHashes(slice, fields) {
    return slice.items.map((item) => {
        const projection = Object.fromEntries(fields.map((f) => [f, item.row[f]]));
        return (0,external_node_crypto_.createHash)('sha256').update((0,pyjson/* pythonJsonDumps */.MT)(projection)).digest('hex').slice(0, 16);
    });
}
/** Sentences naming the likely cause of a fingerprint mismatch, most telling first. */
function explainMismatch(slice, config, manifest) {
    if (!manifest || manifest.fingerprint !== config.slice.fingerprint) {
        return [
            'no slice manifest for the pinned fingerprint to compare with, so the cause cannot be narrowed down:' +
                ' the data files, wash rules, seed, size or fingerprint fields changed',
        ];
    }
    const causes = [];
    const seed = config.slice.seed.toString();
    if (manifest.seed !== seed)
        causes.push(`slice.seed changed: ${manifest.seed} -> ${seed}`);
    const fields = slice.fingerprintFields.join(', ');
    if (manifest.fingerprint_fields.join(', ') !== fields) {
        causes.push(`slice.fingerprint_fields changed: [${manifest.fingerprint_fields.join(', ')}] -> [${fields}]`);
    }
    if (manifest.wash.source !== slice.wash.source) {
        causes.push(`the dataset has ${slice.wash.source} rows, it had ${manifest.wash.source}`);
    }
    if (manifest.wash.washed !== slice.wash.washed) {
        const rules = Object.keys(slice.wash.dropped)
            .filter((rule) => slice.wash.dropped[rule] !== manifest.wash.dropped[rule])
            .map((rule) => `${rule} dropped ${slice.wash.dropped[rule]}, was ${manifest.wash.dropped[rule]}`);
        causes.push(`the row count after washing changed: ${manifest.wash.washed} -> ${slice.wash.washed}` +
            (rules.length ? ` (${rules.join('; ')})` : ''));
    }
    if (manifest.size !== slice.items.length) {
        causes.push(`the slice size changed: ${manifest.size} -> ${slice.items.length}`);
    }
    const hashes = rowHashes(slice, slice.fingerprintFields);
    const differs = hashes.findIndex((hash, i) => hash !== manifest.row_hashes[i] || slice.items[i].id !== manifest.ids[i]);
    if (differs >= 0) {
        const now = slice.items[differs].id;
        const was = manifest.ids[differs];
        causes.push(now === was
            ? `the first row that differs is slice position ${differs} (id ${JSON.stringify(now)}): its content changed`
            : `the first row that differs is slice position ${differs}: id ${JSON.stringify(was)} then, id ${JSON.stringify(now)} now`);
    }
    return causes.length
        ? causes
        : ['the slice matches the manifest; the pinned fingerprint was edited by hand'];
}
/**
 * Every column the mapping renames from must be a column of the rows: a misspelt one would leave
 * each row's own field of the canonical name standing in (`fields: {answer: lable}` grading
 * against the rows' `answer`), or no field at all. Rows that lack a column some rows have are
 * washed as before; a column no row has is an error naming the key, the column and the columns
 * present.
 */
function assertMappedColumns(rows, fields) {
    if (rows.length === 0)
        return;
    const mapped = [];
    for (const key of ['question', 'answer', 'subject']) {
        const column = fields[key];
        if (column !== undefined && column !== key)
            mapped.push([key, column]);
    }
    if (Array.isArray(fields.choices))
        fields.choices.forEach((column, i) => mapped.push([`choices[${i}]`, column]));
    else if (fields.choices !== 'choices')
        mapped.push(['choices', fields.choices]);
    for (const [key, column] of mapped) {
        if (rows.some((row) => Object.hasOwn(row, column)))
            continue;
        throw new errors/* InputError */.d(`dataset.fields.${key}: expected a column of the rows, found "${column}", which no row has (rows have: ${(0,slice_rows/* columnsShown */.hQ)(rows)})`);
    }
}


/***/ }),

/***/ 6174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ sliceFingerprint)
/* harmony export */ });
/* unused harmony exports sliceFingerprintJson, firstDifferingRow */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(254);
/**
 * The slice fingerprint, identical to the Python pipeline's
 *
 *   hashlib.sha256(json.dumps([{k: r[k] for k in fields} for r in rows],
 *                             ensure_ascii=False).encode("utf-8")).hexdigest()
 *
 * Rows follow the value model of `../pyjson.ts` (int vs float, bigint, PyFloat).
 */



/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** `{k: r[k] for k in fields}` keeps each key once, at its first position. */
function uniqueFields(fields) {
    return new Set(fields).size === fields.length ? fields : [...new Set(fields)];
}
function quoteField(field) {
    return `'${field}'`;
}
/** `json.dumps({k: row[k] for k in fields}, ensure_ascii=False)`; `fields` already unique. */
function projectRow(row, fields, index) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`row ${index} (0-based) is not an object`);
    }
    const parts = [];
    for (const field of fields) {
        if (!Object.hasOwn(row, field)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`row ${index} (0-based) has no field ${quoteField(field)}, which the fingerprint covers`, [`fingerprint fields: ${fields.map(quoteField).join(', ')}`]);
        }
        let value;
        try {
            value = (0,_pyjson_js__WEBPACK_IMPORTED_MODULE_2__/* .pythonJsonDumps */ .MT)(row[field]);
        }
        catch (err) {
            throw new TypeError(`row ${index} (0-based), field ${quoteField(field)}: ${err.message}`, { cause: err });
        }
        parts.push(`${(0,_pyjson_js__WEBPACK_IMPORTED_MODULE_2__/* .pythonJsonDumps */ .MT)(field)}: ${value}`);
    }
    return `{${parts.join(', ')}}`;
}
/** Python's `.encode("utf-8")` rejects lone surrogates; Node would silently write U+FFFD. */
function assertEncodable(json, row, fields, index) {
    if (json.isWellFormed())
        return;
    const match = LONE_SURROGATE.exec(json);
    if (match === null)
        return;
    const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase()}`;
    const field = fields.find((f) => LONE_SURROGATE.test((0,_pyjson_js__WEBPACK_IMPORTED_MODULE_2__/* .pythonJsonDumps */ .MT)(row[f]))) ??
        fields.find((f) => LONE_SURROGATE.test(f));
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`row ${index} (0-based), field ${quoteField(field ?? '?')} contains a lone surrogate (${code})`, [
        `Python's .encode("utf-8") raises UnicodeEncodeError on it, so the Python pipeline cannot fingerprint this slice either`,
    ]);
}
function* projectedRows(rows, fields) {
    const unique = uniqueFields(fields);
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        const json = projectRow(row, unique, i);
        assertEncodable(json, row, unique, i);
        yield json;
    }
}
/**
 * The exact text the fingerprint hashes: `json.dumps([{k: r[k] for k in fields} for r in rows],
 * ensure_ascii=False)`. Throws InputError for a row without one of the fields (Python: KeyError)
 * or with a lone surrogate (Python: UnicodeEncodeError).
 */
function sliceFingerprintJson(rows, fields) {
    return `[${[...projectedRows(rows, fields)].join(', ')}]`;
}
/** Hex sha256 of the UTF-8 `sliceFingerprintJson(rows, fields)`, like the Python pipeline. */
function sliceFingerprint(rows, fields) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    hash.update('[');
    let first = true;
    for (const json of projectedRows(rows, fields)) {
        if (!first)
            hash.update(', ');
        hash.update(json, 'utf8');
        first = false;
    }
    hash.update(']');
    return hash.digest('hex');
}
/**
 * The index of the first row whose projection on `fields` serializes differently in `a` and
 * `b`; when one list is a prefix of the other, the length of the shorter one; `undefined` when
 * both give the same fingerprint text.
 */
function firstDifferingRow(a, b, fields) {
    const unique = uniqueFields(fields);
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        if (projectRow(a[i], unique, i) !== projectRow(b[i], unique, i))
            return i;
    }
    return a.length === b.length ? undefined : n;
}


/***/ }),

/***/ 3051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KZ: () => (/* binding */ rebuildSlice),
/* harmony export */   NH: () => (/* binding */ REREADABLE_FORMATS),
/* harmony export */   Q2: () => (/* binding */ sliceConfigKey),
/* harmony export */   g4: () => (/* binding */ manifestSourceSchema),
/* harmony export */   jK: () => (/* binding */ defaultFingerprintFields)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(457);
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6174);
/* harmony import */ var _rows_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3133);




/**
 * What the manifest records about the data a pinned slice was built from, so that a later load
 * can re-read only the selected records instead of parsing every file: each file's size and
 * sha256, and where each selected record starts. Sizes and hashes, not mtimes: a fresh clone
 * gives every file a new mtime, and the content is what has to match.
 *
 * A manifest is a file in the repository that anyone who can push may rewrite, so its content
 * claims are checked: the files must hash as recorded, each selected row is re-read from those
 * files (never copied from the manifest) at a record start, and the rows must give the pinned
 * fingerprint. A manifest that fails any of these is set aside and the whole dataset is read.
 * What a forged one could still claim is which rows of the data hold the pinned slice (and so,
 * without an id field, their position ids) and the wash counts it reports.
 */
const manifestSourceSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    /** Digest of the config keys the slice depends on (`sliceConfigKey`). */
    config_key: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    files: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        path: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
        size: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
        rows: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
    })),
    /** Each selected row, in slice order: its file (index into `files`), row index, line, offset. */
    items: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        file: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        index: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
        line: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
        offset: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
    })),
});
/** The dataset formats whose records the manifest can point at and re-read one by one. */
const REREADABLE_FORMATS = ['mmlu-csv', 'jsonl'];
/** Digest of everything in the config that decides which rows the slice holds and how. */
function sliceConfigKey(config) {
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .f)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)({
        dataset: config.dataset,
        wash: config.wash,
        seed: config.slice.seed.toString(),
        size: config.slice.size ?? null,
        fingerprint_fields: config.slice.fingerprint_fields ?? null,
        multiple_choice: config.grader.kind === 'choice',
    }));
}
/**
 * The slice from its re-read rows: the same items `buildSlice` gives (ids, mapped rows, row
 * checks), its fingerprint computed afresh from them. The wash counts are the manifest's (they
 * only describe the slice). Throws (RowError or Error) where a row does not hold up; the caller
 * then reads the whole dataset.
 */
function rebuildSlice(config, manifest, rows) {
    const fields = config.dataset.fields;
    const items = rows.map(({ raw, index }) => ({
        id: (0,_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .itemId */ .XG)(raw, index, fields),
        index,
        row: (0,_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .mapRow */ .fS)(raw, fields),
    }));
    const multipleChoice = config.grader.kind === 'choice';
    const seen = new Set();
    for (const [i, item] of items.entries()) {
        (0,_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRow */ .f3)(item.row, multipleChoice || 'choices' in item.row);
        if (seen.has(item.id) || item.id !== manifest.ids[i]) {
            throw new Error(`slice position ${i}: id ${JSON.stringify(item.id)} is not the manifest's`);
        }
        seen.add(item.id);
    }
    const fingerprintFields = config.slice.fingerprint_fields ?? defaultFingerprintFields(items);
    return {
        suite: config.suite,
        fingerprintFields,
        items,
        fingerprint: (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .sliceFingerprint */ .DW)(items.map((item) => item.row), fingerprintFields),
        wash: manifest.wash,
    };
}
/** `slice.fingerprint_fields` when it is not set: with choices when every row has them. */
function defaultFingerprintFields(items) {
    return items.every((item) => 'choices' in item.row)
        ? ['question', 'choices', 'answer']
        : ['question', 'answer'];
}


/***/ }),

/***/ 6326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ numpyPermutation)
/* harmony export */ });
/* unused harmony export MAX_PERMUTATION_LENGTH */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/**
 * Bit-exact port of `numpy.random.default_rng(seed).permutation(n)`, which is what HuggingFace
 * `datasets.Dataset.shuffle(seed=S)` uses to order rows. evalgate must pick the very same rows as a
 * Python pipeline, so every step below mirrors numpy (>= 1.17 Generator API, checked against
 * numpy 2.4.6): SeedSequence -> PCG64 (XSL-RR 128/64) -> Fisher-Yates with masked rejection.
 * numpy is BSD-3-Clause licensed; the constants come from its SeedSequence and PCG64 sources.
 */

/**
 * Largest supported `n`. Up to here every Fisher-Yates bound fits in 32 bits, so numpy only ever
 * takes its buffered 32-bit draw path, and the indices fit a Uint32Array.
 */
const MAX_PERMUTATION_LENGTH = 2 ** 32;
/**
 * The indices 0..n-1 in the order numpy's `default_rng(seed).permutation(n)` returns them.
 *
 * `seed` is any non-negative integer numpy accepts, including seeds >= 2^64. Seeds above 2^53 - 1
 * must be passed as a bigint: as a number they would already have been rounded.
 * Throws InputError for a bad seed, RangeError for a bad `n`.
 */
function numpyPermutation(seed, n) {
    if (!Number.isSafeInteger(n) || n < 0 || n > MAX_PERMUTATION_LENGTH) {
        throw new RangeError(`permutation length must be an integer from 0 to ${MAX_PERMUTATION_LENGTH}, got ${n}`);
    }
    const out = new Uint32Array(n);
    for (let i = 0; i < n; i++)
        out[i] = i;
    const rng = new Pcg64(seedSequenceWords(checkSeed(seed), 8));
    for (let i = n - 1; i > 0; i--) {
        const j = rng.interval(i);
        const tmp = out[i];
        out[i] = out[j];
        out[j] = tmp;
    }
    return out;
}
function checkSeed(seed) {
    if (typeof seed === 'bigint') {
        if (seed < 0n)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`slice.seed must be a non-negative integer, got ${seed}`);
        return seed;
    }
    if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`slice.seed must be a non-negative integer, got ${String(seed)}`);
    }
    if (!Number.isSafeInteger(seed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`slice.seed ${seed} is above 2^53 - 1 and may already have been rounded; ` +
            'write it as a bigint (or a quoted string in the config) so it stays exact');
    }
    return BigInt(seed);
}
// --- SeedSequence (numpy/random/bit_generator.pyx), pool size 4, no spawn key ---------------
const INIT_A = 0x43b0d7e5;
const MULT_A = 0x931e8875;
const INIT_B = 0x8b51f9dd;
const MULT_B = 0x58f38ded;
const MIX_MULT_L = 0xca01f9dd;
const MIX_MULT_R = 0x4973f715;
const POOL_SIZE = 4;
/** `SeedSequence(seed).generate_state(count, np.uint32)`. */
function seedSequenceWords(seed, count) {
    // numpy splits the seed into little-endian 32-bit words; 0 still contributes one word.
    const entropy = [];
    for (let x = seed; x > 0n; x >>= 32n)
        entropy.push(Number(x & 0xffffffffn));
    if (entropy.length === 0)
        entropy.push(0);
    // hashmix carries its multiplier from call to call, so call order is part of the algorithm.
    let hashConst = INIT_A;
    const hashmix = (value) => {
        let v = (value ^ hashConst) >>> 0;
        hashConst = Math.imul(hashConst, MULT_A) >>> 0;
        v = Math.imul(v, hashConst) >>> 0;
        return (v ^ (v >>> 16)) >>> 0;
    };
    const mix = (x, y) => {
        const r = (Math.imul(MIX_MULT_L, x) - Math.imul(MIX_MULT_R, y)) >>> 0;
        return (r ^ (r >>> 16)) >>> 0;
    };
    const pool = [];
    for (let i = 0; i < POOL_SIZE; i++)
        pool.push(hashmix(entropy[i] ?? 0));
    for (let src = 0; src < POOL_SIZE; src++) {
        for (let dst = 0; dst < POOL_SIZE; dst++) {
            if (src !== dst)
                pool[dst] = mix(pool[dst], hashmix(pool[src]));
        }
    }
    for (let src = POOL_SIZE; src < entropy.length; src++) {
        for (let dst = 0; dst < POOL_SIZE; dst++)
            pool[dst] = mix(pool[dst], hashmix(entropy[src]));
    }
    let outConst = INIT_B;
    const words = [];
    for (let i = 0; i < count; i++) {
        let v = (pool[i % POOL_SIZE] ^ outConst) >>> 0;
        outConst = Math.imul(outConst, MULT_B) >>> 0;
        v = Math.imul(v, outConst) >>> 0;
        words.push((v ^ (v >>> 16)) >>> 0);
    }
    return words;
}
// --- PCG64 (numpy/random/src/pcg64), XSL-RR 128/64 output ------------------------------------
const M128 = (1n << 128n) - 1n;
const PCG_MULT = 0x2360ed051fc65da44385df649fccf645n;
/**
 * The 128-bit state lives in eight 16-bit limbs (little-endian) held in doubles. A 16x16-bit
 * product is < 2^32, so a column of eight products plus carry stays far below 2^53 and the
 * multiply-add is exact. BigInt would allocate on every draw and measured ~5x slower.
 */
const MULT_LIMBS = toLimbs(PCG_MULT);
const M0 = MULT_LIMBS[0];
const M1 = MULT_LIMBS[1];
const M2 = MULT_LIMBS[2];
const M3 = MULT_LIMBS[3];
const M4 = MULT_LIMBS[4];
const M5 = MULT_LIMBS[5];
const M6 = MULT_LIMBS[6];
const M7 = MULT_LIMBS[7];
function toLimbs(x) {
    const limbs = new Float64Array(8);
    for (let i = 0; i < 8; i++)
        limbs[i] = Number((x >> BigInt(16 * i)) & 0xffffn);
    return limbs;
}
class Pcg64 {
    s;
    inc;
    hasBuffered = false;
    buffered = 0;
    /** `words` is SeedSequence's 8 uint32 outputs, seeded the way numpy's PCG64 does it. */
    constructor(words) {
        // Paired into uint64s, then initstate = u64[0] << 64 | u64[1]; initseq = u64[2] << 64 | u64[3].
        const u64 = (k) => (BigInt(words[2 * k + 1]) << 32n) | BigInt(words[2 * k]);
        const initState = (u64(0) << 64n) | u64(1);
        const initSeq = (u64(2) << 64n) | u64(3);
        const inc = ((initSeq << 1n) | 1n) & M128;
        // pcg_setseq_128_srandom_r: step from 0, add initstate, step again. Runs once: BigInt is fine.
        let state = inc;
        state = (state + initState) & M128;
        state = (state * PCG_MULT + inc) & M128;
        this.s = toLimbs(state);
        this.inc = toLimbs(inc);
    }
    /**
     * state = state * PCG_MULT + inc (mod 2^128). Column k adds every s[i] * M[k - i]; products
     * landing at column 8 or above are dropped by the modulus. Unrolled: ~1.6x faster than loops.
     * `a & 0xffff` is exact because ToInt32 wraps mod 2^32; Math.floor(a / 65536) is exact because
     * a < 2^53 and the divisor is a power of two.
     */
    step() {
        const s = this.s;
        const c = this.inc;
        const s0 = s[0];
        const s1 = s[1];
        const s2 = s[2];
        const s3 = s[3];
        const s4 = s[4];
        const s5 = s[5];
        const s6 = s[6];
        const s7 = s[7];
        let a = c[0] + s0 * M0;
        s[0] = a & 0xffff;
        a = Math.floor(a / 65536) + c[1] + s0 * M1 + s1 * M0;
        s[1] = a & 0xffff;
        a = Math.floor(a / 65536) + c[2] + s0 * M2 + s1 * M1 + s2 * M0;
        s[2] = a & 0xffff;
        a = Math.floor(a / 65536) + c[3] + s0 * M3 + s1 * M2 + s2 * M1 + s3 * M0;
        s[3] = a & 0xffff;
        a = Math.floor(a / 65536) + c[4] + s0 * M4 + s1 * M3 + s2 * M2 + s3 * M1 + s4 * M0;
        s[4] = a & 0xffff;
        a = Math.floor(a / 65536) + c[5] + s0 * M5 + s1 * M4 + s2 * M3 + s3 * M2 + s4 * M1 + s5 * M0;
        s[5] = a & 0xffff;
        a = Math.floor(a / 65536) + c[6] + s0 * M6 + s1 * M5 + s2 * M4 + s3 * M3 + s4 * M2;
        a += s5 * M1 + s6 * M0;
        s[6] = a & 0xffff;
        a = Math.floor(a / 65536) + c[7] + s0 * M7 + s1 * M6 + s2 * M5 + s3 * M4 + s4 * M3;
        a += s5 * M2 + s6 * M1 + s7 * M0;
        s[7] = a & 0xffff;
    }
    /**
     * numpy's next_uint32 for PCG64: advance, take the 64-bit XSL-RR output (xor the state's two
     * halves, rotate right by its top 6 bits), return the low 32 bits now and the high 32 next call.
     */
    next32() {
        if (this.hasBuffered) {
            this.hasBuffered = false;
            return this.buffered;
        }
        this.step();
        const s = this.s;
        let lo = ((s[0] | (s[1] << 16)) ^ (s[4] | (s[5] << 16))) >>> 0;
        let hi = ((s[2] | (s[3] << 16)) ^ (s[6] | (s[7] << 16))) >>> 0;
        let rot = s[7] >>> 10;
        if (rot >= 32) {
            const t = lo;
            lo = hi;
            hi = t;
            rot -= 32;
        }
        if (rot !== 0) {
            const rotatedLo = ((lo >>> rot) | (hi << (32 - rot))) >>> 0;
            hi = ((hi >>> rot) | (lo << (32 - rot))) >>> 0;
            lo = rotatedLo;
        }
        this.hasBuffered = true;
        this.buffered = hi;
        return lo;
    }
    /**
     * numpy's random_interval(max) for max < 2^32: uniform in [0, max] by drawing masked 32-bit
     * values and rejecting those above max (not Lemire's method, which numpy uses elsewhere).
     */
    interval(max) {
        if (max === 0)
            return 0;
        const mask = 0xffffffff >>> Math.clz32(max);
        let v;
        do
            v = (this.next32() & mask) >>> 0;
        while (v > max);
        return v;
    }
}


/***/ })

};
