export const id = 530;
export const ids = [530];
export const modules = {

/***/ 41530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readParquet: () => (/* binding */ readParquet)
/* harmony export */ });
/* harmony import */ var hyparquet__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96367);
/* harmony import */ var hyparquet__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42123);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40254);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27231);




const utf8 = new TextDecoder();
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/**
 * All row groups of a Parquet file, as `datasets`/pyarrow hand them to Python: INT32/INT64 as
 * ints (bigint beyond ±2^53), FLOAT/DOUBLE as floats (PyFloat when integral, NaN or infinite),
 * lists as arrays, structs as objects, strings as strings. Values Python's `json.dumps` cannot
 * write stay as JavaScript's nearest equivalent, so the fingerprint refuses them as Python would:
 * binary columns as Uint8Array (bytes), timestamps and dates as Date (datetime). JSON columns
 * are strings, as pyarrow reads them. `lines` holds 1-based row numbers.
 */
async function readParquet(bytes, file) {
    const buffer = new Uint8Array(bytes).buffer; // an ArrayBuffer of exactly the file's bytes
    let metadata;
    let raw;
    try {
        metadata = (0,hyparquet__WEBPACK_IMPORTED_MODULE_3__/* .parquetMetadata */ .m5)(buffer);
        raw = await (0,hyparquet__WEBPACK_IMPORTED_MODULE_4__/* .parquetReadObjects */ .pS)({
            file: { byteLength: buffer.byteLength, slice: (start, end) => buffer.slice(start, end) },
            metadata,
            // Only columns annotated as strings become strings; plain BYTE_ARRAY stays bytes.
            utf8: false,
            parsers: { jsonFromBytes: (b) => b && utf8.decode(b) },
        });
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}: expected a Parquet file, found one that cannot be read (${errorText(err)})`, ['check that the file was copied completely and is Parquet, not CSV or JSON renamed']);
    }
    const columns = (0,hyparquet__WEBPACK_IMPORTED_MODULE_3__/* .parquetSchema */ .YR)(metadata).children;
    const rows = raw.map((source) => {
        const row = {};
        for (const column of columns) {
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .setField */ .x)(row, column.element.name, toValue(source[column.element.name], column, false));
        }
        return row;
    });
    return { rows, lines: rows.map((_, i) => i + 1) };
}
function errorText(err) {
    return err instanceof Error ? err.message : String(err);
}
/** Mirrors hyparquet's list detection: a LIST group over one repeated child. */
function listElement(node) {
    if (node.element.converted_type !== 'LIST' || node.children.length !== 1)
        return undefined;
    const repeated = node.children[0];
    if (repeated.element.repetition_type !== 'REPEATED' || repeated.children.length > 1) {
        return undefined;
    }
    // Three-level lists (list > element) or the legacy two-level form (the repeated field itself).
    const element = repeated.children[0];
    return element ? { node: element, repeated: false } : { node: repeated, repeated: true };
}
/** Mirrors hyparquet's map detection: a MAP group over one repeated key/value group. */
function mapValue(node) {
    if (node.element.converted_type !== 'MAP' || node.children.length !== 1)
        return undefined;
    const entries = node.children[0];
    if (entries.element.repetition_type !== 'REPEATED' || entries.children.length !== 2) {
        return undefined;
    }
    return entries.children.find((child) => child.element.name === 'value');
}
function toValue(value, node, isElement) {
    if (value === null || value === undefined)
        return null;
    // A repeated field outside a LIST annotation (legacy writers) is an array of its values.
    if (!isElement && node.element.repetition_type === 'REPEATED' && Array.isArray(value)) {
        return value.map((v) => toValue(v, node, true));
    }
    const list = listElement(node);
    if (list && isArrayLike(value)) {
        return Array.from(value, (v) => toValue(v, list.node, list.repeated));
    }
    const mapped = mapValue(node);
    if (mapped && isPlainObject(value)) {
        const out = {};
        for (const [key, v] of Object.entries(value))
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .setField */ .x)(out, key, toValue(v, mapped, false));
        return out;
    }
    if (node.children.length > 0 && isPlainObject(value)) {
        const out = {};
        for (const child of node.children) {
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .setField */ .x)(out, child.element.name, toValue(value[child.element.name], child, false));
        }
        return out;
    }
    return leafValue(value, node);
}
function leafValue(value, node) {
    if (typeof value === 'bigint') {
        return value >= MIN_SAFE && value <= MAX_SAFE ? Number(value) : value;
    }
    if (typeof value === 'number' &&
        isFloatColumn(node) &&
        (Number.isInteger(value) || !Number.isFinite(value))) {
        return new _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$(value);
    }
    return value;
}
function isFloatColumn(node) {
    const { type, converted_type, logical_type } = node.element;
    if (converted_type === 'DECIMAL')
        return false;
    return type === 'FLOAT' || type === 'DOUBLE' || logical_type?.type === 'FLOAT16';
}
function isArrayLike(value) {
    return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}
function isPlainObject(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}


/***/ })

};
