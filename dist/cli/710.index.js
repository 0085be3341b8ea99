export const id = 710;
export const ids = [710];
export const modules = {

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
    const loaded = { ...parsed, file, baseDir: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file)) };
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

/***/ 4014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CS: () => (/* binding */ readMmluCsv),
/* harmony export */   Nb: () => (/* binding */ readCsv),
/* harmony export */   ls: () => (/* binding */ readMmluCsvRowAt),
/* harmony export */   oP: () => (/* binding */ mmluSubject)
/* harmony export */ });
/* unused harmony exports parseCsvRecords, parseCsvRecordAt */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7231);



const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
/**
 * CSV as Python's `csv.reader` reads it with the default (excel) dialect from a file opened
 * with `newline=''`: comma delimiter, `"` quotes, `""` for a quote inside a quoted field, and
 * `\r\n`, `\n` or a lone `\r` ending a record (kept as they are inside quoted fields). It is a
 * superset of RFC 4180, and it keeps Python's lenient (non-strict) readings of sloppy files:
 * a `"` inside an unquoted field is a literal character (`a"b`), and text after a closing quote
 * is appended to the field (`"ab"cd` is `abcd`).
 *
 * Two deliberate differences, both on malformed files: a quoted field still open at the end of
 * the file is an InputError (Python silently ends the field there), and blank lines are skipped
 * (Python yields an empty record for each; pandas skips them too).
 *
 * Hand-written rather than csv-parse: csv-parse cannot reproduce the two lenient readings above
 * (it rejects them or keeps the quotes) nor mixed line endings within one file, and it takes
 * about 0.2 s on the 6 MB MMLU test split where this loop takes a fraction of that.
 */
function parseCsvRecords(text, file) {
    const records = [];
    const n = text.length;
    let pos = 0;
    let line = 1;
    while (pos < n) {
        const c = text.charCodeAt(pos);
        if (c === LF || c === CR) {
            pos += c === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
            line++;
            continue;
        }
        const read = readRecord(text, pos, line, file);
        records.push(read.record);
        pos = read.pos;
        line = read.line;
    }
    return records;
}
/**
 * The one record that starts at `start` (a record start that `parseCsvRecords` reported), read
 * as `parseCsvRecords` reads it there; undefined where no line starts there, at the end of the
 * text or on a blank line.
 */
function parseCsvRecordAt(text, start, line, file) {
    const c = text.charCodeAt(start);
    if (start < 0 || start >= text.length || c === LF || c === CR)
        return undefined;
    const before = text.charCodeAt(start - 1);
    if (start > 0 && before !== LF && before !== CR)
        return undefined;
    return readRecord(text, start, line, file).record;
}
function readRecord(text, start, startLine, file) {
    let pos = start;
    let line = startLine;
    const record = { fields: [], line, start };
    for (;;) {
        let value;
        if (text.charCodeAt(pos) === QUOTE) {
            const open = pos;
            value = '';
            pos++;
            for (;;) {
                const close = text.indexOf('"', pos);
                if (close === -1)
                    throw unclosedQuote(text, open, file);
                value += text.slice(pos, close);
                line += countLineBreaks(text, pos, close);
                if (text.charCodeAt(close + 1) === QUOTE) {
                    value += '"';
                    pos = close + 2;
                }
                else {
                    pos = close + 1;
                    break;
                }
            }
            const end = fieldEnd(text, pos);
            if (end > pos)
                value += text.slice(pos, end);
            pos = end;
        }
        else {
            const end = fieldEnd(text, pos);
            value = text.slice(pos, end);
            pos = end;
        }
        record.fields.push(value);
        const c = text.charCodeAt(pos);
        if (c === COMMA) {
            pos++;
            continue;
        }
        if (c === CR) {
            pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
            line++;
        }
        else if (c === LF) {
            pos++;
            line++;
        }
        return { record, pos, line };
    }
}
/** Index of the comma, line break or end of text that ends an unquoted stretch at `pos`. */
function fieldEnd(text, pos) {
    const n = text.length;
    while (pos < n) {
        const c = text.charCodeAt(pos);
        if (c === COMMA || c === LF || c === CR)
            break;
        pos++;
    }
    return pos;
}
function countLineBreaks(text, from, to) {
    let count = 0;
    for (let i = from; i < to; i++) {
        const c = text.charCodeAt(i);
        if (c === LF)
            count++;
        else if (c === CR && (i + 1 >= to || text.charCodeAt(i + 1) !== LF))
            count++;
    }
    return count;
}
function unclosedQuote(text, open, file) {
    const { line, column } = (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .lineColumnAt */ .IX)(text, open);
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}:${line}:${column}: expected a closing '"' for the quoted field that starts here, found the end of the file`, [
        'a quoted field ends at the next lone \'"\'; a quote inside it must be doubled (""),',
        'and a field that starts with a quote must end with one',
    ]);
}
/**
 * A CSV file with a header line: one row object per record, keys from the header in order.
 *
 * Values are strings, except that a column whose every value is an integer literal
 * (`[+-]?[0-9]+`, e.g. `7`, `-3`, `007`) becomes Python ints, as `pandas.read_csv` (what
 * `datasets.load_dataset("csv", ...)` uses) infers an int64 column; such ints beyond ±2^53 are
 * bigints. A column with an empty cell, a decimal point or anything else stays strings (pandas
 * would infer floats, NaN or bools there; evalgate keeps the text as written instead).
 */
function readCsv(text, file) {
    const records = parseCsvRecords(text, file);
    const header = records[0];
    if (header === undefined) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: expected a header line naming the columns, found an empty file`);
    }
    const names = header.fields;
    const seen = new Set();
    for (const name of names) {
        if (seen.has(name)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}:${header.line}: expected distinct column names in the header, found ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteExcerpt */ .AB)(name)} twice`, [
                'rename one of the columns; if the file has no header line (the original MMLU CSVs),',
                'set dataset.format: mmlu-csv',
            ]);
        }
        seen.add(name);
    }
    const body = records.slice(1);
    for (const record of body) {
        if (record.fields.length !== names.length) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}:${record.line}: expected ${names.length} fields as in the header (${names.join(', ')}), found ${record.fields.length}`, ['a field that contains a comma, a quote or a line break must be quoted: "a, b"']);
        }
    }
    const integerColumns = names.map((_, col) => body.length > 0 && body.every((r) => INTEGER.test(r.fields[col])));
    const rows = body.map((record) => {
        const row = {};
        for (let col = 0; col < names.length; col++) {
            const raw = record.fields[col];
            (0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .setField */ .x)(row, names[col], integerColumns[col] ? parseInteger(raw) : raw);
        }
        return row;
    });
    return { rows, lines: body.map((r) => r.line) };
}
const INTEGER = /^[+-]?[0-9]+$/;
function parseInteger(literal) {
    const n = Number(literal);
    if (Number.isSafeInteger(n))
        return n === 0 ? 0 : n; // no -0: Python's int has no sign on zero
    return BigInt(literal);
}
const MMLU_LETTERS = ['A', 'B', 'C', 'D'];
/**
 * The original MMLU CSV layout (hendrycks/test): no header, six fields per record
 * `question,A,B,C,D,answer_letter`, the subject in the file name (`abstract_algebra_test.csv`).
 * Rows follow the cais/mmlu schema, keys in its order: `{question, subject, choices, answer}`.
 */
function readMmluCsv(text, file) {
    const subject = mmluSubject(file);
    const records = parseCsvRecords(text, file);
    const rows = records.map((record) => mmluRow(record, subject, file));
    return { rows, lines: records.map((r) => r.line), offsets: records.map((r) => r.start) };
}
/** The mmlu-csv row of the record that starts at `start` (see `parseCsvRecordAt`). */
function readMmluCsvRowAt(text, start, line, file) {
    const record = parseCsvRecordAt(text, start, line, file);
    return record && mmluRow(record, mmluSubject(file), file);
}
function mmluRow({ fields, line }, subject, file) {
    if (fields.length !== 6) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}:${line}: expected 6 fields for mmlu-csv (question, A, B, C, D, answer letter), found ${fields.length}`, [
            `the record starts with ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteExcerpt */ .AB)(fields[0] ?? '')}`,
            'a field that contains a comma, a quote or a line break must be quoted: "a, b"',
        ]);
    }
    const [question, a, b, c, d, letter] = fields;
    const answer = MMLU_LETTERS.indexOf(letter);
    if (answer === -1) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}:${line}: expected the answer letter (6th field) to be one of A, B, C, D, found ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteExcerpt */ .AB)(letter)}`);
    }
    return { question, subject, choices: [a, b, c, d], answer };
}
/**
 * `abstract_algebra_test.csv` → `abstract_algebra` (also `_dev`, `_val`, `_validation`). A name
 * without `_<split>` (`questions.csv`) names no subject: null, never the file name (loading the
 * config warns of it).
 */
function mmluSubject(file) {
    let subject = subjects.get(file);
    if (subject === undefined) {
        const name = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(file, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.extname)(file));
        const match = /^(.+)_(?:test|dev|val|validation)$/.exec(name);
        subject = match ? match[1] : null;
        if (subjects.size < 4096)
            subjects.set(file, subject);
    }
    return subject;
}
/** Each file's subject, asked once per row of a slice re-read through its manifest. */
const subjects = new Map();


/***/ }),

/***/ 4770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eT: () => (/* binding */ readJsonlRowAt),
/* harmony export */   fl: () => (/* binding */ readJsonl),
/* harmony export */   s5: () => (/* binding */ readJsonArray)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(254);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7231);



function isRowObject(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
}
function isBlank(line) {
    return /^[ \t\r]*$/.test(line);
}
/**
 * JSON Lines: one JSON object per line; blank lines are skipped. Values follow the Python value
 * model of `parsePythonJson` (`1` an int, `1.0` a float, NaN and Infinity accepted as Python's
 * json module accepts them).
 */
function readJsonl(text, file) {
    const rows = [];
    const lines = [];
    const offsets = [];
    let start = 0;
    for (let lineNo = 1; start <= text.length; lineNo++) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        const line = text.slice(start, end);
        const lineStart = start;
        start = end + 1;
        if (isBlank(line))
            continue;
        let value;
        try {
            value = (0,_core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePythonJson */ .S6)(line);
        }
        catch (err) {
            if (!(err instanceof _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonSyntaxError */ .q3))
                throw err;
            const details = [`line ${lineNo}: ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoteExcerpt */ .AB)(line, 100)}`];
            if (rows.length === 0 && /^\s*\[/.test(line)) {
                details.push('this looks like one JSON array: name the file .json or set dataset.format: json');
            }
            else if (/^\s*[{[]\s*$/.test(line)) {
                details.push('JSON Lines wants each object on a single line, not pretty-printed');
            }
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}:${lineNo}:${err.column}: invalid JSON: ${err.reason}, found ${err.found}`, details);
        }
        if (!isRowObject(value)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}:${lineNo}: expected a JSON object on each line, found ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value)}`);
        }
        rows.push(value);
        lines.push(lineNo);
        offsets.push(lineStart);
    }
    return { rows, lines, offsets };
}
/**
 * The row on the line that starts at `start` (a line start `readJsonl` reported), as `readJsonl`
 * reads it; undefined where no line starts there or it holds no row object.
 */
function readJsonlRowAt(text, start) {
    if (start < 0 || start >= text.length || (start > 0 && text.charCodeAt(start - 1) !== 0x0a)) {
        return undefined;
    }
    let end = text.indexOf('\n', start);
    if (end === -1)
        end = text.length;
    const line = text.slice(start, end);
    if (isBlank(line))
        return undefined;
    const value = (0,_core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePythonJson */ .S6)(line);
    return isRowObject(value) ? value : undefined;
}
/**
 * A JSON document holding a top-level array of row objects. A top-level object (such as
 * `{"data": [...]}`, which `datasets.load_dataset("json", field="data")` can read) is refused
 * rather than guessed at: which key holds the rows is the user's call, and a guess would hide a
 * wrong file behind a plausible slice.
 */
function readJsonArray(text, file) {
    let value;
    try {
        value = (0,_core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePythonJson */ .S6)(text);
    }
    catch (err) {
        if (!(err instanceof _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonSyntaxError */ .q3))
            throw err;
        const details = [];
        if (err.reason.startsWith('expected end of input')) {
            details.push('this looks like JSON Lines (one object per line): name the file .jsonl or set dataset.format: jsonl');
        }
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}:${err.line}:${err.column}: invalid JSON: ${err.reason}, found ${err.found}`, details);
    }
    if (!Array.isArray(value)) {
        const details = ['write the rows as [{...}, {...}], or one object per line in a .jsonl file'];
        if (isRowObject(value)) {
            const arrayKeys = Object.keys(value).filter((k) => Array.isArray(value[k]));
            if (arrayKeys.length > 0) {
                details.unshift(`the rows may be under ${arrayKeys.map((k) => JSON.stringify(k)).join(' or ')}: evalgate reads only a top-level array`);
            }
        }
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}: expected a top-level JSON array of row objects, found ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value)}`, details);
    }
    const lines = elementLines(text, value.length);
    value.forEach((element, i) => {
        if (!isRowObject(element)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}:${lines[i]}: expected every element of the top-level array to be an object, found ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(element)} (element ${i}, counting from 0)`);
        }
    });
    return { rows: value, lines };
}
/**
 * The 1-based line on which each element of the top-level array starts, found by a scan that
 * only tracks strings and nesting (the text is already known to be valid JSON).
 */
function elementLines(text, count) {
    const lines = [];
    let line = 1;
    let depth = 0;
    let expectElement = false;
    for (let i = 0; i < text.length && lines.length < count; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x0a) {
            line++;
            continue;
        }
        if (c === 0x20 || c === 0x09 || c === 0x0d)
            continue;
        if (expectElement && depth === 1 && c !== 0x5d)
            lines.push(line);
        expectElement = false;
        if (c === 0x22) {
            for (i++; i < text.length; i++) {
                const s = text.charCodeAt(i);
                if (s === 0x5c)
                    i++;
                else if (s === 0x22)
                    break;
            }
        }
        else if (c === 0x5b || c === 0x7b) {
            depth++;
            if (depth === 1)
                expectElement = true;
        }
        else if (c === 0x5d || c === 0x7d) {
            depth--;
        }
        else if (c === 0x2c && depth === 1) {
            expectElement = true;
        }
    }
    return lines;
}


/***/ }),

/***/ 5284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IR: () => (/* binding */ fileFormat),
/* harmony export */   JP: () => (/* binding */ readDataset),
/* harmony export */   gm: () => (/* binding */ datasetFiles),
/* harmony export */   io: () => (/* binding */ readBytes)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3382);
/* harmony import */ var _core_config_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7967);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _csv_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4014);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4770);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7231);








const EXTENSION_FORMATS = {
    '.jsonl': 'jsonl',
    '.json': 'json',
    '.csv': 'csv',
    '.parquet': 'parquet',
};
/**
 * Reads every file the pattern names, in codepoint order of their relative paths, and
 * concatenates their rows. Bad input (no match, unknown format, malformed data) is an InputError
 * naming the file, the line and what was expected and found.
 */
async function readDataset(options) {
    const { pattern, baseDir, format } = options;
    const key = options.key ?? 'dataset.path';
    const formatKey = key.replace(/[^.]*$/, 'format');
    const files = await resolveFiles(pattern, baseDir, key, options.root);
    const formats = files.map((file) => format ?? formatFromExtension(file, formatKey));
    if (new Set(formats).size > 1)
        throw mixedFormats(pattern, files, key, formatKey);
    const rows = [];
    const sources = [];
    const reads = readAhead(files.map((file) => () => readBytes(baseDir, file)));
    for (let i = 0; i < files.length; i++) {
        const file = files[i];
        const parsed = await parseFile(await reads.next(), file, formats[i]);
        for (let r = 0; r < parsed.rows.length; r++) {
            rows.push(parsed.rows[r]);
            const offset = parsed.offsets?.[r];
            sources.push({
                file,
                line: parsed.lines[r],
                ...(offset === undefined ? {} : { offset }),
            });
        }
    }
    return { files, rows, sources };
}
async function parseFile(bytes, file, format) {
    switch (format) {
        case 'parquet':
            // Loaded only for Parquet data, so slicing CSV or JSON never loads the Parquet reader.
            return (await Promise.all(/* import() */[__webpack_require__.e(123), __webpack_require__.e(530)]).then(__webpack_require__.bind(__webpack_require__, 1530))).readParquet(bytes, file);
        case 'jsonl':
            return (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readJsonl */ .fl)((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8 */ ._6)(bytes, file), file);
        case 'json':
            return (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .readJsonArray */ .s5)((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8 */ ._6)(bytes, file), file);
        case 'csv':
            return (0,_csv_js__WEBPACK_IMPORTED_MODULE_4__/* .readCsv */ .Nb)((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8 */ ._6)(bytes, file), file);
        case 'mmlu-csv':
            return (0,_csv_js__WEBPACK_IMPORTED_MODULE_4__/* .readMmluCsv */ .CS)((0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .decodeUtf8 */ ._6)(bytes, file), file);
    }
}
/** The files a dataset path or glob names, as `readDataset` would read them (without reading). */
function datasetFiles(pattern, baseDir, key, root) {
    return resolveFiles(pattern, baseDir, key, root);
}
async function resolveFiles(pattern, baseDir, key, root) {
    const files = await matchFiles(pattern, baseDir, key);
    if (root !== undefined)
        await assertInside(files, baseDir, key, pattern, root);
    return files;
}
/**
 * Refuses a file that is not a regular file inside `root` once symlinks are resolved (a link to
 * /proc/self/environ or to another checkout). The message names the key and the path as the
 * config has it, never where the link points nor anything of the target's content.
 */
async function assertInside(files, baseDir, key, pattern, root) {
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root));
    for (const file of files) {
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, file)).catch(() => undefined);
        const inside = real !== undefined &&
            (real === realRoot ||
                (!(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, real).startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, real))));
        const regular = real !== undefined && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real).catch(() => undefined))?.isFile();
        if (!inside || !regular) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${key} ${JSON.stringify(pattern)}: ${file} is not a regular file inside the repository (it is a link that leads out of it, or not a plain file); in the Action, data files must be files in the checkout`);
        }
    }
}
async function matchFiles(pattern, baseDir, key) {
    const shown = JSON.stringify(pattern);
    // A path that exists is taken literally, even if it holds glob characters such as [ or (.
    const literal = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, pattern);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(literal).catch(() => undefined);
    if (info?.isFile())
        return [displayPath(baseDir, literal)];
    if (info?.isDirectory()) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${key} ${shown} is a folder; expected a file or a glob`, [
            `to read every CSV file in it, write ${JSON.stringify(`${pattern.replace(/\/+$/, '')}/*.csv`)}`,
        ]);
    }
    if (!(0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .isDynamicPattern */ .ey)(pattern)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${key} ${shown}: expected an existing file, found none at ${literal}`, [
            `the path is relative to the config file's folder (${baseDir})`,
        ]);
    }
    const matches = await globFrom(pattern, baseDir);
    if (matches.length === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${key} ${shown}: expected the glob to match files, found none`, [
            `the glob is relative to the config file's folder (${baseDir})`,
        ]);
    }
    return matches.sort(compareCodePoints);
}
/**
 * The glob's matches as paths relative to `baseDir`. The glob is walked from its leading folders
 * that hold no glob characters: from `baseDir` itself, a pattern such as `../../data/*.csv`
 * (or an absolute one) makes the walker crawl every folder in between, tens of milliseconds
 * for what one readdir answers.
 */
async function globFrom(pattern, baseDir) {
    const parts = pattern.split('/');
    let fixed = 0;
    while (fixed < parts.length - 1 && !(0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .isDynamicPattern */ .ey)(parts[fixed]))
        fixed++;
    const head = parts.slice(0, fixed).join('/');
    // An escape (`\(`) in the fixed part means it is not a plain path, and a brace or extglob may
    // span a slash (`{a,b/c}`): walk as the pattern says.
    if (fixed === 0 || head.includes('\\') || /[{}()]/.test(pattern)) {
        return (0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .glob */ .TI)(pattern, { cwd: baseDir, onlyFiles: true, expandDirectories: false });
    }
    const from = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, head === '' ? '/' : head);
    const rest = parts.slice(fixed).join('/');
    const found = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .glob */ .TI)(rest, { cwd: from, onlyFiles: true, expandDirectories: false });
    return found.map((match) => displayPath(baseDir, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from, match)));
}
function displayPath(baseDir, absolute) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(baseDir, absolute).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/** Python's `sorted()` order for str: by code point (UTF-16 order differs above U+FFFF). */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x !== y)
            return codePointRank(x) - codePointRank(y);
    }
    return a.length - b.length;
}
/** Moves surrogates (code points above U+FFFF) after U+E000..U+FFFF, keeping other order. */
function codePointRank(unit) {
    if (unit >= 0xd800 && unit <= 0xdfff)
        return unit + 0x2000;
    if (unit >= 0xe000)
        return unit - 0x800;
    return unit;
}
/** The format `readDataset` reads `file` in: the configured one, or the extension's. */
function fileFormat(file, format) {
    return format ?? formatFromExtension(file, 'dataset.format');
}
function formatFromExtension(file, formatKey) {
    const ext = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(file).toLowerCase();
    const format = EXTENSION_FORMATS[ext];
    if (format !== undefined)
        return format;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${file}: cannot tell the dataset format from the extension ${ext === '' ? '(none)' : JSON.stringify(ext)}; expected one of ${Object.keys(EXTENSION_FORMATS).join(', ')}`, [`set ${formatKey} to one of ${_core_config_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .DATASET_FORMATS */ .YB.join(', ')}`]);
}
function mixedFormats(pattern, files, key, formatKey) {
    const byExt = new Map();
    for (const file of files) {
        const ext = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(file).toLowerCase();
        byExt.set(ext, [...(byExt.get(ext) ?? []), file]);
    }
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${key} ${JSON.stringify(pattern)}: expected files of one format, found ${[...byExt.keys()].join(' and ')} files`, [
        ...[...byExt].map(([ext, list]) => `${ext}: ${list.slice(0, 3).join(', ')}${list.length > 3 ? ', ...' : ''}`),
        `narrow the glob, or set ${formatKey} to read them all one way`,
    ]);
}
const READ_AHEAD = 8;
/**
 * Runs the tasks in order with up to READ_AHEAD of them in flight, so reading overlaps parsing
 * without opening every file of a glob over thousands of shards at once. `next()` yields the
 * results in task order.
 */
function readAhead(tasks) {
    const pending = [];
    let started = 0;
    const fill = () => {
        while (started < tasks.length && pending.length < READ_AHEAD) {
            const task = tasks[started++]();
            // A later read may fail while an earlier file is still being parsed (or has failed):
            // mark it handled here; its error surfaces when next() reaches it.
            task.catch(() => undefined);
            pending.push(task);
        }
    };
    return {
        next() {
            fill();
            const task = pending.shift();
            fill();
            return task;
        },
    };
}
async function readBytes(baseDir, file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, file));
    }
    catch (err) {
        const code = err.code ?? String(err);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${file}: expected a readable file, found ${code}`);
    }
}


/***/ }),

/***/ 7231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ quoteExcerpt),
/* harmony export */   IX: () => (/* binding */ lineColumnAt),
/* harmony export */   _6: () => (/* binding */ decodeUtf8),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   x: () => (/* binding */ setField)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(254);


const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The file's text. A leading byte order mark is dropped (spreadsheet exports write one); bytes
 * that are not UTF-8 are an InputError naming the line, as Python's `open(encoding="utf-8")`
 * would refuse the file too.
 */
function decodeUtf8(bytes, file) {
    try {
        return utf8.decode(bytes);
    }
    catch {
        const { line, byte, offset } = firstInvalidUtf8(bytes);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${file}:${line}: expected UTF-8 text, found byte 0x${byte.toString(16).padStart(2, '0')} at byte offset ${offset}`, ['save the file as UTF-8 (spreadsheet programs call it "CSV UTF-8")']);
    }
}
function firstInvalidUtf8(bytes) {
    // Decoding leniently turns each bad sequence into U+FFFD; the first such U+FFFD whose bytes
    // are not a literal EF BF BD marks the first bad byte. Everything before it decoded cleanly,
    // so its byte offset is exact.
    const lenient = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    let offset = 0;
    let from = 0;
    for (let i = lenient.indexOf('\ufffd'); i !== -1; i = lenient.indexOf('\ufffd', i + 1)) {
        offset += Buffer.byteLength(lenient.slice(from, i));
        from = i;
        if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd)
            break;
    }
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (bytes[i] === 0x0a)
            line++;
    return { line, byte: bytes[offset] ?? 0, offset };
}
/**
 * 1-based line and column (in code points) of a UTF-16 offset; `\n`, `\r\n` and a lone `\r`
 * each end a line, as in Python's universal newlines.
 */
function lineColumnAt(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
            line++;
            lineStart = i + 1;
        }
    }
    let column = 1;
    for (let i = lineStart; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset)
            i++;
        column++;
    }
    return { line, column };
}
/** A value as an error message shows what was found: its kind and a short excerpt. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return `an array of ${value.length} element${value.length === 1 ? '' : 's'}`;
    if (value instanceof _core_pyjson_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
        return `a number (${value.value})`;
    switch (typeof value) {
        case 'string':
            return `a string (${quoteExcerpt(value)})`;
        case 'number':
        case 'bigint':
        case 'boolean':
            return `a ${typeof value === 'bigint' ? 'number' : typeof value} (${String(value)})`;
        case 'object': {
            const keys = Object.keys(value);
            const shown = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ', ...' : '');
            return keys.length === 0 ? 'an empty object' : `an object with keys ${shown}`;
        }
        default:
            return typeof value;
    }
}
/** `s` in double quotes, cut to `max` characters, for error messages. */
function quoteExcerpt(s, max = 60) {
    const cut = s.length > max ? `${s.slice(0, max)}...` : s;
    return JSON.stringify(cut);
}
/** Sets an own enumerable property, even for a key such as `__proto__` taken from user data. */
function setField(row, key, value) {
    if (key === '__proto__') {
        Object.defineProperty(row, key, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
    else {
        row[key] = value;
    }
}


/***/ })

};
