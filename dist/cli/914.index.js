export const id = 914;
export const ids = [914];
export const modules = {

/***/ 457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** JSON with object keys sorted at every level, so equal values always hash equally. */
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value));
}
function sortKeys(value) {
    if (typeof value === 'bigint')
        return value.toString();
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const key of Object.keys(value).sort()) {
            const v = value[key];
            if (v !== undefined)
                out[key] = sortKeys(v);
        }
        return out;
    }
    return value;
}
/** One-shot `crypto.hash` where Node has it (20.12+, 21.7+): about half the cost per call. */
const oneShot = (node_crypto__WEBPACK_IMPORTED_MODULE_0___default().hash);
function sha256Hex(text) {
    return oneShot ? oneShot('sha256', text) : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 5341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o4: () => (/* binding */ parseConfig)
/* harmony export */ });
/* unused harmony exports describeValue, formatPath */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2020);
/* harmony import */ var _grade_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7864);
/* harmony import */ var _prompt_presets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6986);
/* harmony import */ var _reasoning_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6814);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7967);







/**
 * Parses and validates evalgate.yml text. `file` is only used in messages.
 * Every problem becomes one line `file:line:col: key.path: expected ..., found ...`.
 */
function parseConfig(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    // Integers as BigInt so seeds >= 2^53 survive; safe ones are turned back into numbers below.
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, intAsBigInt: true, prettyErrors: false });
    const at = (offset) => {
        if (offset === undefined)
            return file;
        const { line, col } = lineCounter.linePos(offset);
        return `${file}:${line}:${col}`;
    };
    if (document.errors.length > 0) {
        const lines = document.errors.map((e) => `${at(e.pos[0])}: invalid YAML: ${firstLine(e.message)}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: the config is not valid YAML`, lines);
    }
    const raw = narrowIntegers(toValue(document, file));
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(
        // A string is not quoted: a file that is no config at all (a path that names the wrong
        // file) has its first line shown nowhere.
        `${file}: expected a mapping of config keys (version, suite, dataset, ...), found ${typeof raw === 'string' ? `text of ${raw.length} characters` : describeValue(raw)}`);
    }
    const result = _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .configSchema */ .Qn.safeParse(withPresetDefaults(raw));
    if (!result.success) {
        const located = result.error.issues.flatMap((issue) => describeIssue(issue, raw).map(({ path, text: message, keyNode }) => {
            const offset = offsetOf(document, path, keyNode);
            return {
                offset: offset ?? -1,
                line: `${at(offset)}: ${formatPath(path) || '(top level)'}: ${message}`,
            };
        }));
        // In file order, as an editor would list them.
        const lines = located.sort((a, b) => a.offset - b.offset).map((entry) => entry.line);
        const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: invalid config (${count})`, lines);
    }
    const locate = (path) => at(offsetOf(document, [...path]));
    const checks = loadChecks(result.data, raw);
    if (checks.length > 0) {
        const lines = checks.map((c) => `${locate(c.path)}: ${formatPath(c.path)}: ${c.text}`);
        const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: invalid config (${count})`, lines);
    }
    return { config: result.data, document, locate };
}
/** Most aliases a config may expand to; nested aliases grow exponentially (a "billion laughs"). */
const MAX_ALIAS_COUNT = 100;
/**
 * The document as plain values. `yaml` refuses a document whose aliases expand past
 * MAX_ALIAS_COUNT with a ReferenceError; that is bad input, so it becomes an InputError.
 */
function toValue(document, file) {
    try {
        return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        if (error instanceof ReferenceError && /alias/i.test(error.message)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: the YAML aliases expand too far (nested aliases that multiply, as in a "billion laughs"; the limit is ${MAX_ALIAS_COUNT})`, ['write the repeated values out, or use fewer aliases']);
        }
        throw error;
    }
}
/** Providers whose requests are billed: a budget over them needs their prices. */
const BILLED = new Set(['openai', 'anthropic']);
/**
 * Checks over a valid config that no one key's schema can make: each one problem on its key.
 * `raw` is the document as written, for the rules about what the file sets (not its defaults).
 */
function loadChecks(config, raw) {
    const out = (0,_reasoning_js__WEBPACK_IMPORTED_MODULE_4__/* .reasoningProblems */ .Du)(config, raw);
    const budget = config.budget?.max_usd;
    if (budget !== undefined) {
        const unpriced = config.models.filter((m) => BILLED.has(m.provider) && !m.price);
        if (unpriced.length > 0) {
            const names = unpriced.map((m) => `"${m.id}"`).join(', ');
            out.push({
                path: ['budget', 'max_usd'],
                text: `expected a price on every billed model, found none on ${names}: the budget of $${budget} cannot be enforced without one; add price: { input_per_mtok, output_per_mtok } to ${unpriced.length === 1 ? 'it' : 'them'} (dollars per million tokens), or remove budget`,
            });
        }
    }
    const grader = config.grader;
    if (grader.kind === 'regex') {
        try {
            (0,_grade_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkRegexGrader */ .b)(grader.pattern, grader.group);
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d))
                throw error;
            const [key, ...rest] = error.message.split(': ');
            out.push({
                path: ['grader', key === 'grader.group' ? 'group' : 'pattern'],
                text: rest.join(': '),
            });
        }
    }
    return out;
}
/**
 * A preset's grader and stop sequences apply where the config sets none (`preset:
 * mmlu-generative` grades as lm-eval does without a `grader:` block); a key the config sets wins.
 */
function withPresetDefaults(raw) {
    const config = raw;
    const harness = config.harness;
    const name = isRecord(harness) ? harness.preset : undefined;
    const preset = typeof name === 'string' && Object.hasOwn(_prompt_presets_js__WEBPACK_IMPORTED_MODULE_3__/* .PRESETS */ .f, name)
        ? _prompt_presets_js__WEBPACK_IMPORTED_MODULE_3__/* .PRESETS */ .f[name]
        : undefined;
    if (!preset)
        return raw;
    const out = { ...config };
    if (preset.grader && out.grader === undefined)
        out.grader = { ...preset.grader };
    const decoding = out.decoding;
    if (preset.stop && (decoding === undefined || (isRecord(decoding) && !('stop' in decoding)))) {
        out.decoding = { ...(decoding ?? {}), stop: [...preset.stop] };
    }
    return out;
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function describeIssue(issue, raw) {
    const path = issue.path.filter((p) => typeof p !== 'symbol');
    const found = valueAt(raw, path);
    const foundText = describeValue(found);
    switch (issue.code) {
        case 'unrecognized_keys':
            return issue.keys.map((key) => {
                const allowed = allowedKeys(path, raw);
                const guess = (0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .closestName */ .Nf)(key, allowed);
                const hint = guess ? ` (did you mean "${guess}"?)` : '';
                return {
                    path: [...path, key],
                    keyNode: true,
                    text: `unknown key${hint}; expected one of: ${allowed.join(', ')}`,
                };
            });
        case 'invalid_type':
            if (found === undefined) {
                return [{ path, text: `missing; expected ${typeName(issue.expected)}` }];
            }
            return [{ path, text: `expected ${typeName(issue.expected)}, found ${foundText}` }];
        case 'invalid_value': {
            const options = issue.values.map((v) => JSON.stringify(v));
            const guess = typeof found === 'string' ? (0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .closestName */ .Nf)(found, issue.values.map(String)) : undefined;
            const hint = guess ? ` (did you mean "${guess}"?)` : '';
            const expected = options.length === 1 ? options[0] : `one of ${options.join(', ')}`;
            return [{ path, text: `expected ${expected}, found ${foundText}${hint}` }];
        }
        case 'invalid_union': {
            const discriminated = issue;
            if (discriminated.discriminator && discriminated.options) {
                const values = discriminated.options.map(String);
                const options = values.map((v) => JSON.stringify(v)).join(', ');
                const guess = typeof found === 'string' ? (0,_text_js__WEBPACK_IMPORTED_MODULE_6__/* .closestName */ .Nf)(found, values) : undefined;
                const hint = guess ? ` (did you mean "${guess}"?)` : '';
                const what = found === undefined ? 'nothing' : foundText;
                return [{ path, text: `expected one of ${options}, found ${what}${hint}` }];
            }
            // A value of the right kind for one branch (a mapping where `true` or a mapping is
            // allowed) is judged by that branch alone: its own problems say more than "expected ...".
            const matched = issue.errors.filter((branch) => branch.length > 0 && branch.every((b) => b.path.length > 0));
            if (matched.length === 1) {
                return matched[0].flatMap((b) => describeIssue({ ...b, path: [...issue.path, ...b.path] }, raw));
            }
            const expected = new Set(issue.errors.flatMap((branch) => branch.filter((b) => b.path.length === 0).map((b) => expectedOf(b))));
            return [{ path, text: `expected ${[...expected].join(' or ')}, found ${foundText}` }];
        }
        case 'too_small':
        case 'too_big':
            return [{ path, text: `expected ${boundText(issue)}, found ${foundText}` }];
        case 'invalid_format':
            return [{ path, text: `${formatExpectation(issue)}, found ${foundText}` }];
        default:
            return [
                { path, text: `${issue.message}${found === undefined ? '' : `, found ${foundText}`}` },
            ];
    }
}
function expectedOf(issue) {
    if (issue.code === 'invalid_type')
        return typeName(issue.expected);
    if (issue.code === 'too_small' || issue.code === 'too_big')
        return boundText(issue);
    return issue.message;
}
function formatExpectation(issue) {
    if (issue.message.startsWith('expected'))
        return issue.message;
    if (issue.format === 'url')
        return 'expected a URL such as https://api.example.com/v1';
    return `expected a ${issue.format}`;
}
function boundText(issue) {
    const small = issue.code === 'too_small';
    const bound = small ? issue.minimum : issue.maximum;
    const inclusive = issue.inclusive !== false;
    switch (issue.origin) {
        case 'string':
            return small && Number(bound) === 1
                ? 'a non-empty string'
                : `a string of ${small ? 'at least' : 'at most'} ${bound} characters`;
        case 'array':
            return `a list of ${small ? 'at least' : 'at most'} ${bound} item${Number(bound) === 1 ? '' : 's'}`;
        default: {
            const op = small ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
            return `a number ${op} ${bound}`;
        }
    }
}
const TYPE_NAMES = {
    number: 'a number',
    int: 'an integer',
    bigint: 'an integer',
    string: 'a string',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
    record: 'a mapping',
};
function typeName(expected) {
    return TYPE_NAMES[expected] ?? expected;
}
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null (an empty value)';
    if (typeof value === 'string')
        return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
        return String(value);
    }
    if (Array.isArray(value))
        return `a list of ${value.length}`;
    return 'a mapping';
}
function valueAt(root, path) {
    let node = root;
    for (const key of path) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[key];
    }
    return node;
}
function formatPath(path) {
    let out = '';
    for (const key of path) {
        out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key;
    }
    return out;
}
/** Source offset of the deepest node on `path` that exists in the document. */
function offsetOf(document, path, keyNode = false) {
    let node = document.contents;
    let offset = rangeStart(node);
    for (const key of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(p) && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && p.key.value === key);
            if (!pair)
                return offset;
            offset = keyNode || pair.value === null ? rangeStart(pair.key) : rangeStart(pair.value);
            node = pair.value;
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node) && typeof key === 'number') {
            node = node.items[key];
            offset = rangeStart(node) ?? offset;
        }
        else {
            return offset;
        }
    }
    return offset;
}
function rangeStart(node) {
    const range = node?.range;
    return range?.[0];
}
/** The keys a strict object at `path` accepts, read from the schema itself. */
function allowedKeys(path, raw) {
    let schema = _schema_js__WEBPACK_IMPORTED_MODULE_5__/* .configSchema */ .Qn;
    for (let i = 0; i <= path.length; i++) {
        schema = unwrap(schema, valueAt(raw, path.slice(0, i)));
        if (i === path.length)
            break;
        const def = schema._zod.def;
        const key = path[i];
        if (def.type === 'object' && typeof key === 'string' && def.shape?.[key])
            schema = def.shape[key];
        else if (def.type === 'array' && typeof key === 'number' && def.element)
            schema = def.element;
        else
            return [];
    }
    const def = schema._zod.def;
    return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}
function unwrap(schema, value) {
    for (;;) {
        const def = schema._zod.def;
        if (def.innerType)
            schema = def.innerType;
        else if (def.type === 'pipe' && def.in)
            schema = def.in;
        else if (def.type === 'union' && def.options && def.discriminator) {
            const tag = value?.[def.discriminator];
            const match = def.options.find((option) => {
                const shape = option._zod.def.shape;
                const literal = shape?.[def.discriminator]?._zod.def;
                return literal?.values?.includes(tag);
            });
            if (!match)
                return schema;
            schema = match;
        }
        else
            return schema;
    }
}
/** YAML integers arrive as BigInt; keep BigInt only where a number would lose digits. */
function narrowIntegers(value) {
    if (typeof value === 'bigint') {
        return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
            ? Number(value)
            : value;
    }
    if (Array.isArray(value))
        return value.map(narrowIntegers);
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, narrowIntegers(v)]));
    }
    return value;
}
function firstLine(message) {
    return message.split('\n')[0] ?? message;
}


/***/ }),

/***/ 7864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ checkRegexGrader),
  G: () => (/* binding */ createGrader)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/prompt/template.ts
var prompt_template = __webpack_require__(4398);
// EXTERNAL MODULE: ./src/core/pyjson.ts
var pyjson = __webpack_require__(254);
// EXTERNAL MODULE: ./src/core/slice/rows.ts
var rows = __webpack_require__(3133);
;// CONCATENATED MODULE: ./src/core/grade/response.ts
/**
 * What the reading graders (choice, numeric) share: the parts of a response that state nothing,
 * and the words that announce an answer in the languages evalgate reads.
 */
/**
 * The response without its reasoning: `<think>…</think>` blocks, everything before a lone
 * `</think>` (a server that strips the opening tag leaves the reasoning before it), and an
 * unclosed `<think>` to the end (the token budget ran out before an answer).
 */
function withoutReasoning(response) {
    if (!/think>/i.test(response))
        return response;
    let text = response.replace(/<think>[\s\S]*?<\/think>/gi, '\n');
    const close = text.toLowerCase().lastIndexOf('</think>');
    if (close >= 0)
        text = text.slice(close + '</think>'.length);
    return text.replace(/<think>[\s\S]*$/i, '');
}
/**
 * Struck-through text (`~~A~~`, `<del>A</del>`, `<s>A</s>`) is what the writer took back; it is
 * replaced by a space so that what stands around it does not join.
 */
function withoutStruckText(text) {
    if (!text.includes('~~') && !/<(?:del|s)>/i.test(text))
        return text;
    return text.replace(/~~[^~\n]+~~|<(del|s)>[\s\S]*?<\/\1>/gi, ' ');
}
/**
 * "Answer" in the languages beyond English that both graders read, as a regular expression source
 * (flags `iu`): French, German, Spanish, Russian, Greek, Arabic, Hindi, Chinese, Japanese and
 * Korean, each with the adjectives that commonly come with it ("bonne réponse", "правильный
 * ответ", "σωστή απάντηση", "الإجابة الصحيحة", "सही उत्तर", "正确答案"). Scripts without letter
 * case and marks that are not letters (Devanagari vowel signs) are bounded by lookarounds, since
 * `\b` knows only ASCII words.
 */
const ANSWER_WORD_ELSEWHERE = [
    /(?<!\p{L})(?:bonne\s+)?réponse(?:\s+(?:correcte|finale|juste))?(?!\p{L})/u.source,
    /(?<!\p{L})(?:(?:richtige|korrekte)\s+)?Antwort(?!\p{L})/u.source,
    /(?<!\p{L})respuesta(?:\s+(?:correcta|final))?(?!\p{L})/u.source,
    /(?<!\p{L})(?:(?:правильный|верный|окончательный)\s+)?ответ(?!\p{L})/u.source,
    /(?<!\p{L})(?:(?:σωστή|τελική)\s+)?απάντηση(?!\p{L})/u.source,
    /(?<![\p{L}\p{M}])(?:الإجابة|الاجابة|الجواب)(?:\s+(?:الصحيحة|الصحيح|النهائية))?(?![\p{L}\p{M}])/u
        .source,
    /(?<![\p{L}\p{M}])(?:सही\s+)?उत्तर(?![\p{L}\p{M}])/u.source,
    /(?:正确|正確|最终|最終|标准|標準)?答案|正解|答え|解答/.source,
    /정답/.source,
].join('|');
/**
 * Words that take back what came before: "wait, no", "wait, actually", "actually no", "no wait",
 * "on second thought", "scratch that". A sentence opening "No," (or a clause: "B, no, C") does too.
 */
const TAKE_BACK = /(?:wait|actually|hmm|oops|sorry)[,.!]?[ \t]+(?:no|actually)|no[ \t,]+wait|on[ \t]+second[ \t]+thought|scratch[ \t]+that|I[ \t]+take[ \t]+(?:that|it)[ \t]+back/
    .source;
/** Where a bare "No," takes back: opening the response, a sentence, a clause or a line. */
const NO_OPENS = /(?<=^|[.!?;:,—–-]\s*|\n\s*)no/.source;

;// CONCATENATED MODULE: ./src/core/grade/choice.ts
/**
 * Reads which choice a free-text response states as its answer. It reads only statements: a
 * letter that merely appears ("Vitamin C is important") or a choice's text inside prose is no
 * answer, and a statement that names a letter only to deny it ("not C", "can't be D") or names
 * several ("A or D") is no answer either.
 *
 * First the response is prepared: `<think>…</think>` blocks (and everything before a lone
 * `</think>`, and an unclosed `<think>` to the end), fenced code and struck-through text (`~~A~~`,
 * `<del>A</del>`) are removed, the text is NFKC-normalized so that full-width letters, colons and
 * brackets ("Ｃ", "：", "（") read as their ASCII forms, a Greek capital standing alone reads as
 * the Latin letter in its place ("Β" is B, "Γ" is C), and markdown emphasis and TeX math
 * delimiters (`*`, `` ` ``, `$`, `\(`) are dropped. Two rules look at the whole response and, when
 * they match, decide alone:
 *
 *  1. whole response: the response is one letter, possibly bracketed, punctuated or hedged
 *     (" B", "b", "(B)", "【C】", "B.", "C。", "Option D", "Probably B."). Any letter A..Z is read
 *     here, so "E" for a four-choice item is a letter out of range rather than nothing.
 *  2. choice text: the whole response, normalized, is one choice's text ("Paris.", "Paris (A)").
 *
 * Otherwise every statement the rules below find, in any of them, is gathered, and `match` picks
 * the first or the last of them by where it stands in the response:
 *
 *  3. answer statement: an answer word followed by a letter or by a choice's text: "Answer: B",
 *     "The correct answer is (C)", "final answer: option D", "The answer is Paris.", "\boxed{B}",
 *     "答案：C", "正确选项是C", "答えはB", "정답: D", "La réponse est C", "Die Antwort ist B",
 *     "La respuesta correcta es A", "Ответ: B", "Απάντηση: Β", "الإجابة: C", "उत्तर: D". Two
 *     boxes joined ("\boxed{B} or \boxed{C}") name several. A lowercase letter counts only when bracketed or ending its
 *     clause, so "the answer is a bit unclear" reads nothing. An answer word that names what is
 *     not the answer ("Incorrect answer: A", "The least likely answer is A") denies its letter;
 *     one that names what is sought ("To find the correct answer: …") states nothing.
 *  4. leading letter: the response starts with "B)", "(B)", "B.", "B:", "[B]", "B -", "B, because"
 *     or a first line holding only "B"; lowercase only bracketed or followed by its own choice's
 *     text ("a. Paris"); not when the response lists the options ("A) … B) …" on the first line,
 *     or lines starting "A. …" and "B. …"), nor a name's initials ("C. S. Lewis").
 *  5. letter statement: "C is correct", "Option B is the best answer", "Option C (Berlin) is the
 *     answer", "Berlin is correct", "I choose D", "I'd go with C", "I think it's B.", "So, C.",
 *     "It is London.", "选C", "Cが正解", "C가 정답", "C est la bonne réponse", "C ist richtig".
 *  6. verdict: an option labelled with a verdict: "D: correct", "Option B: right", "C - yes"; and
 *     denied: "(A) is wrong", "B: incorrect", "A - no", "D) Madrid — no".
 *  7. correction: a letter put in place of what came before: "No, B.", "Wait, no: B.", "Actually
 *     no, it is B.", "No — C) Berlin.", "B, no, C", "C — no wait, B", "On second thought, A.".
 *  8. final letter line: the last line holds only a letter (a chain of thought ending in "C"),
 *     unless the line before it does too (a list of letters).
 *
 * A retraction ("Wait, no", "Wait, actually", "No wait", "Actually no", "On second thought",
 * "Scratch that", a sentence or clause opening "No,") takes back every statement before it, under
 * either `match`. A statement that asserts nothing is passed over: one that denies its letter
 * ("not C, but A" states A; "我不选A"; "Ответ: не A"), asks ("答案是A吗？", "The answer is A?"),
 * holds under a condition ("C if it were Germany", "B otherwise") or is followed at once by a
 * disclaimer ("A. I'm not sure.", "C (not sure)"; but "I think it's B, but I'm not certain" keeps
 * B). The statement picked gives no answer when it names several letters: a disjunction or list
 * ("A or D", "A, C", "A B", "(B)(C)", "A还是B"), a range ("A-D", "A to C", "A vs B"), a hedge ("A
 * (or B)", "A. Or B.", "B... or maybe C?", "A, but it could be B") or an echoed option list
 * ("Answer:\nA) Paris\nB) London"). When every statement is passed over, there is no answer.
 *
 * Every rule looks only a bounded distance around a statement (`REACH` beyond a choice's length),
 * so reading stays linear in the response's length however many statements it makes.
 *
 * Rules 3 to 7 read letters A..J, those beyond the item's choices as out of range; rule 8 reads
 * only the item's letters.
 */

const LETTERS = 'ABCDEFGHIJ';
/**
 * How far a rule looks beside a statement, beyond the length of a choice's text: the clause
 * before it, the rest of its line. Bounded, so that reading stays linear in the response's length
 * however many statements it makes.
 */
const REACH = 400;
function textBefore(text, at) {
    return text.slice(Math.max(0, at - REACH), at);
}
/** The line from `at`, as far as a choice's text can reach. */
function lineFrom(text, at, choices) {
    const window = text.slice(at, at + reachOf(choices));
    const end = window.indexOf('\n');
    return end < 0 ? window : window.slice(0, end);
}
function reachOf(choices) {
    return REACH + 2 * choices.reduce((longest, choice) => Math.max(longest, choice.length), 0);
}
const RULES = [
    ['answer statement', answerStatements],
    ['leading letter', leadingLetter],
    ['letter statement', letterStatements],
    ['verdict', verdicts],
    ['correction', corrections],
    ['final letter line', finalLetterLine],
];
function extractChoice(response, choices, match) {
    const valid = LETTERS.slice(0, choices.length);
    const text = prepare(response);
    const pick = (letter, rule) => {
        const upper = letter.toUpperCase();
        const index = valid.indexOf(upper);
        return { letter: upper, index: index < 0 ? undefined : index, rule };
    };
    const whole = WHOLE.exec(text);
    if (whole)
        return pick(whole[1], 'whole response');
    const named = wholeChoiceText({ text, choices, valid })[0];
    if (named !== undefined)
        return named.flaw ? undefined : pick(named.letter, 'choice text');
    // Statements made before a retraction ("Wait, no", "Actually no", "No, B") do not count.
    const retracted = lastRetraction(text);
    const found = RULES.flatMap(([rule, find]) => find({ text, choices, valid }).map((s) => ({ ...s, rule }))).filter((s) => s.at >= retracted);
    const stated = found.filter((s) => s.flaw !== 'void').sort((a, b) => a.at - b.at);
    const chosen = match === 'first' ? stated[0] : stated[stated.length - 1];
    if (chosen === undefined || chosen.flaw !== undefined)
        return undefined;
    return pick(chosen.letter, chosen.rule);
}
/** Where the last retraction begins, or 0. */
const RETRACTION = new RegExp(`(?<!\\p{L})(?:${TAKE_BACK})(?!\\p{L})|${NO_OPENS}[ \\t]*[,:;.!—–-]`, 'giu');
function lastRetraction(text) {
    let at = 0;
    for (const m of text.matchAll(RETRACTION))
        at = m.index;
    return at;
}
/**
 * A character other than printable ASCII, tab and newlines, or one `prepare` acts on (`<` of think
 * and strike-through tags, backquotes, backslashes, `*`, `$` and `~`). A response without any is
 * already prepared (NFKC leaves ASCII as it is).
 */
const UNPREPARED = /[^\t\n\r -#%-)+-;=-[\]-_a-}]/;
/**
 * A Greek capital standing alone, as Greek tests label their options (Α, Β, Γ, Δ, …): read as the
 * Latin letter in the same place of the alphabet, so "Απάντηση: Γ" is C; but not Η before a Greek
 * word, where it is the article ("Η απάντηση").
 */
const GREEK_LABEL = /(?<![\p{L}\p{M}])[ΑΒΓΔΕΖΗΘΙΚ](?![\p{L}\p{M}]|(?<=Η)[ \t]+\p{Script=Greek})/gu;
function prepare(response) {
    if (!UNPREPARED.test(response))
        return response;
    let text = withoutReasoning(response);
    // Fenced code is code, not a statement: "answer = 'A'".
    text = text.replace(/```[\s\S]*?(?:```|$)/g, '\n');
    text = withoutStruckText(text).normalize('NFKC');
    text = text.replace(GREEK_LABEL, (greek) => LETTERS['ΑΒΓΔΕΖΗΘΙΚ'.indexOf(greek)]);
    // Markdown emphasis and TeX math delimiters: "**B**", "$B$", "\\(C\\)".
    return text.replace(/\\[()[\]]/g, ' ').replace(/[*`$]/g, '');
}
const OPEN = '(\\[【「『〈《"\'“‘';
const CLOSE = ')\\]】」』〉》"\'”’';
const HEDGE = '(?:(?:probably|likely|maybe|perhaps|definitely|surely)[,:]?\\s+)?';
const WHOLE = new RegExp(`^\\s*${HEDGE}(?:(?:option|choice)\\s+)?[${OPEN}]?\\s*([A-Za-z])\\s*[${CLOSE}]?\\s*[.。!?:)]*\\s*[${CLOSE}]?\\s*$`, 'iu');
/** Ends a letter: no Latin letter or digit glued on ("Cats", "B12", "A's", "e.g."). */
const LETTER_END = /(?![\p{Script=Latin}\p{N}]|['’]\p{L}|\.\p{L})/u.source;
/** The clause goes on no further: a lowercase letter here is a letter, not a word. */
const CLAUSE_END = /(?=[ \t]*(?:[.,;:!?。、)\]】」]|$))/mu.source;
const LETTER_FORM = new RegExp(`[ \\t]*([${OPEN}]?)[ \\t]*([A-Za-z])[ \\t]*([${CLOSE}]?)${LETTER_END}`, 'uy');
const LOWER_OK = new RegExp(CLAUSE_END, 'muy');
/** A letter at `at` that reads as an answer letter: uppercase, or lowercase bracketed or alone. */
function letterAt(text, at) {
    LETTER_FORM.lastIndex = at;
    const m = LETTER_FORM.exec(text);
    if (m === null)
        return undefined;
    const [whole, open, letter, close] = m;
    const end = at + whole.length;
    const bracketed = open !== '' || close !== '';
    if (letter !== letter.toUpperCase()) {
        LOWER_OK.lastIndex = end;
        if (!bracketed && !LOWER_OK.test(text))
            return undefined;
    }
    // "The answer is I think B": the pronoun, not a letter.
    if (letter === 'I' && !bracketed && /^[ \t]+[a-z’']/.test(text.slice(end)))
        return undefined;
    if (!bracketed && INITIALS.test(text.slice(end, end + 8)))
        return undefined;
    return { letter: letter.toUpperCase(), end };
}
/** After a letter, another initial: "C. S. Lewis", "J. R. R. Tolkien" are names, not answers. */
const INITIALS = /^\.[ \t]*\p{Lu}\.(?=\s|$)/u;
/** Words and marks joining another letter on: "A or D", "A, C", "A/B", "A-D", "A vs B", "A还是B". */
const JOINER = [
    /(?:[,;][ \t]*)?(?:or|Or|and|und|oder|ou|et|o|y|vs\.?|versus|through|thru|to)(?=[ \t])/.source,
    /或者|或|和|与|與|及|还是|還是|또는|혹은|이나|나|와|과|か|と|または/.source,
    /(?:[.;]+|…)[ \t]*(?:or|Or)(?=[ \t])|[,/&、+~\-–—]/.source,
].join('|');
/** Another letter after the first: joined on, bracketed ("A (or B)", "(B)(C)") or alone ("A B"). */
const ANOTHER_LETTER = new RegExp(`^[ \\t]*([(\\[]?)[ \\t]*(${JOINER})?[ \\t]*(?:(?:maybe|possibly|perhaps)[ \\t]+)?(?:(?:option|choice)[ \\t]+)?([${OPEN}]?)[ \\t]*([A-J])${LETTER_END}`, 'u');
/** An option list echoed after the letter: "A) Paris\nB) London", "A. 巴黎 B. 伦敦". */
const NEXT_LABEL = /^\s*[([【]?([A-J])[).:\]】](?=\s)/u;
/** A hedge towards another letter: "A, but it could be B", "A; but B is possible". */
const HEDGED = new RegExp([
    `^[^.!?\\n]*?\\b(?:but|though|although|yet)[ \\t]+(?:it|that|the[ \\t]+answer)[ \\t]+(?:could|might|may)[ \\t]+(?:also[ \\t]+)?(?:well[ \\t]+)?be[ \\t]+(?:(?:option|choice)[ \\t]+)?[${OPEN}]?([A-J])${LETTER_END}`,
    `^[ \\t]*[,;.]?[ \\t]*(?:but|yet)[ \\t]+(?:(?:option|choice)[ \\t]+)?[${OPEN}]?([A-J])[${CLOSE}]?[ \\t]+(?:is|seems|could[ \\t]+be|might[ \\t]+be)[ \\t]+(?:also[ \\t]+)?(?:possible|plausible|likely|tempting|an?[ \\t]+option|correct|right)`,
].join('|'), 'iu');
/** A question: the clause ends in "?" ("答案是A吗？", "The answer is A?"). */
const ASKED = /^(?:[ \t]*(?:吗|嗎|么|麼|呢)|[^.。!！?？\n]*[?？])/u;
/** A condition: "C if it were Germany", "B otherwise". */
const CONDITIONAL = /^[ \t]*,?[ \t]*(?:if(?![ \t]+I(?:[ \t]+(?:recall|remember|am[ \t]+not)|['’]m[ \t]+not)\b)|unless|assuming|provided|otherwise|in[ \t]+case)(?!\p{L})/iu;
/**
 * A disclaimer right after the letter takes it back: "A. I'm not sure.", "C (not sure)", "B, no
 * idea". One introduced by "but" concedes doubt and keeps the answer ("I think it's B, but I'm not
 * certain").
 */
const UNSURE = /^[ \t]*[.,;:!—–(-]*\s*(?:(?:I['’]m|I[ \t]+am)[ \t]+)?(?:not[ \t]+(?:(?:100[ \t]*%|entirely|completely|totally|really|quite)[ \t]+)?(?:sure|certain)|unsure|uncertain)(?!\p{L})|^[ \t]*[.,;:!—–(-]*\s*(?:I[ \t]+(?:don['’]t|do[ \t]+not)[ \t]+know|no[ \t]+idea|just[ \t]+guessing)(?!\p{L})/iu;
/** A denial after the letter: "Cではない", "C가 아닙니다", "C is wrong", "C不对". */
const DENIED_AFTER = /^[ \t]*(?:では|じゃ|(?:이|가)?[ \t]*아(?:니|닙|닌)|is[ \t]+(?:not|wrong|incorrect)|n'est[ \t]+pas|ist[ \t]+(?:nicht|falsch)|no[ \t]+es|不(?:是|对|對|正确|正確))/iu;
/** What replaces a denied letter: "not C, but A", "不是C，是A", "nicht A, sondern C". */
const INSTEAD = new RegExp([
    /^[ \t]*(?:なく(?:て)?|라)[ \t]*[,、，]?/.source,
    /^[ \t]*[,;、，][ \t]*(?:(?:but|rather|instead|it(?:['’]s|\s+is)|sondern|mais|sino|а|но)[ \t]+|而是|是)?/
        .source,
    /^[ \t]+(?:but|sondern|mais|sino)[ \t]+/.source,
]
    .map((lead) => `(?:${lead})`)
    .join('|')
    .replace(/^/, '(?:')
    .concat(`)[ \\t]*(?:rather[ \\t]+)?(?:(?:option|choice)[ \\t]+)?[${OPEN}]?[ \\t]*([A-J])${LETTER_END}`), 'iu');
function judged(at, letter, rest, denied, choices) {
    const body = afterOwnText(rest, letter, choices);
    if (denied || DENIED_AFTER.test(rest) || DENIED_AFTER.test(body)) {
        const after = (DENIED_AFTER.test(rest) ? rest : body).replace(DENIED_AFTER, '');
        const instead = INSTEAD.exec(after);
        const other = instead?.[1];
        // The replacement must itself be a capital letter: "not C, but a bit of A" reads nothing.
        if (instead === null || other === undefined || other !== other.toUpperCase()) {
            return { at, letter, flaw: 'void' };
        }
        return judged(at, other, after.slice(instead[0].length), false, choices);
    }
    if (ASKED.test(body) || CONDITIONAL.test(body) || UNSURE.test(body)) {
        return { at, letter, flaw: 'void' };
    }
    const label = NEXT_LABEL.exec(body);
    // "Answer: A\nB) London is wrong" goes on to judge another option; it echoes no list.
    const judging = label &&
        DENIED_AFTER.test(afterOwnText(body.slice(label[0].length), label[1], choices));
    if (label && !judging)
        return { at, letter, flaw: 'several' };
    const hedge = HEDGED.exec(body);
    const hedged = hedge?.[1] ?? hedge?.[2];
    if (hedged !== undefined && hedged !== letter && hedged === hedged.toUpperCase()) {
        return { at, letter, flaw: 'several' };
    }
    const flaw = anotherLetter(body, letter);
    return flaw === undefined ? { at, letter } : { at, letter, flaw };
}
/** What a letter other than `letter` at the start of `rest` makes of the statement, if anything. */
function anotherLetter(rest, letter) {
    const m = ANOTHER_LETTER.exec(rest);
    if (m === null)
        return undefined;
    const [all, bracket, joiner, open, other] = m;
    if (other === letter)
        return undefined;
    const after = rest.slice(all.length);
    // "C and I am sure": the pronoun, not a second letter.
    if (other === 'I' && /^[ \t]+[a-z]/.test(after))
        return undefined;
    // "A, B is wrong", "A, and B is wrong" and "A B is wrong" go on to another clause about B.
    if ((joiner === undefined || /^[,;]?[ \t]*(?:and)?$/.test(joiner)) && DENIED_AFTER.test(after)) {
        return undefined;
    }
    // "A and B are wrong, so C": both denied, and the answer comes later.
    if (/^[ \t]+are[ \t]+(?:both[ \t]+)?(?:wrong|incorrect|not)(?!\p{L})/iu.test(after)) {
        return 'void';
    }
    // With nothing joining them, the second letter must be bracketed or end the clause ("A B").
    if (joiner === undefined && bracket === '' && open === '') {
        return /^[ \t]*(?:[)\].,;:!?。\n]|$)/.test(after) ? 'several' : undefined;
    }
    return 'several';
}
/** `rest` with the letter's own choice text taken off its front: ") Paris and B) London". */
function afterOwnText(rest, letter, choices) {
    const own = normalizeText(choices[LETTERS.indexOf(letter)] ?? '');
    if (own === '')
        return rest;
    const bracketed = /^[ \t]*\(([^()\n]*)\)/.exec(rest);
    if (bracketed && normalizeText(bracketed[1]) === own) {
        return rest.slice(bracketed[0].length);
    }
    const lead = /^[ \t]*(?:[.:\-–—,][ \t]*)?["'“‘]?/.exec(rest)[0].length;
    const body = rest.slice(lead, lead + REACH + 2 * own.length).toLowerCase();
    if (!body.replace(/\s+/g, ' ').startsWith(own))
        return rest;
    return rest.slice(lead + spanOf(body, own)).replace(/^["'”’]/, '');
}
const ANSWER_WORD = new RegExp([
    /\b(?:(?:final|correct|right|best|my)\s+)*answer(?:\s+(?:choice|option))?\b/.source,
    /\b(?:my|best)\s+guess\b|\b(?:correct|(?:my\s+)?choice)(?=\s*:)/.source,
    /\b(?:correct|right|best)\s+(?:option|choice|one|response)\b/.source,
    ANSWER_WORD_ELSEWHERE,
    /(?:正确|正確)(?:选项|選項)|答(?=\s*:)|回答(?=\s*[:は])|답(?=\s*(?::|은|는))/.source,
].join('|'), 'giu');
/** Words between the answer word and the letter; the first group marks a denial. */
const FILLER = new RegExp(`[ \\t]*(?:${[
    // Denials.
    `((?:isn[’']t|is\\s+not|not|never|cannot\\s+be|can[’']t\\s+be|couldn[’']t\\s+be|wouldn[’']t\\s+be|won[’']t\\s+be|n[’']est\\s+pas|ne\\s+peut\\s+pas\\s+être|ist\\s+nicht|nicht|no\\s+es|no|не)(?!\\p{L})|不可能是|不会是|不會是|并非|並非|不是|不)`,
    // Copulas, hedges and option words.
    `to\\s+(?:this|the)\\s+question|(?:is|would\\s+be|should\\s+be|must\\s+be|will\\s+be|seems\\s+to\\s+be|appears\\s+to\\s+be)(?!\\p{L})`,
    `(?:most\\s+likely|probably|likely|definitely|clearly|certainly|indeed|therefore|thus|then|here|either|option|choice|letter)(?!\\p{L})`,
    `(?:est|serait|donc|la|l[’']option|option|bien|probablement|ist|lautet|wäre|also|daher|wahrscheinlich|eindeutig|es|sería|correcta|opción|probablemente|entonces)(?!\\p{L})`,
    `应该是|應該是|应为|應為|应是|應是|就是|肯定是|可能是|是|为|為|应选|應選|选项|選項|选|選|は|が|選択肢|おそらく|은|는|선택지|아마`,
    // Russian, Greek, Arabic and Hindi copulas: "ответ — это B", "είναι Β", "هي C", "है".
    `(?:это|является|είναι|η|هي|هو|है)(?![\\p{L}\\p{M}])`,
    // A colon or dash, and any line breaks after it ("Answer:\n\nD").
    `[:=\\-–—][ \\t]*(?:\\n[ \\t]*)*`,
].join('|')})`, 'iuy');
/** An answer word that names what is not the answer: "Incorrect answer:", "The least likely answer". */
const NEGATIVE_BEFORE = /(?:\b(?:incorrect|wrong|worst|false|bad|unlikely|eliminated|rejected|excluded|least\s+\p{L}+|not(?:\s+the)?)|不正确的|错误的|錯誤的)\s*$/iu;
/** An answer word that names what is being looked for: "To find the correct answer:". */
const SOUGHT_BEFORE = /\b(?:find|determine|identify|get|reach|choose|select|pick|work\s+out|figure\s+out)\s+(?:the\s+|an\s+|my\s+)?$/iu;
const BOXED = /\\boxed\{((?:[^{}]|\{[^{}]*\})*)\}/g;
const JOINED_BOXES = new RegExp(`^[ \\t]*(?:${JOINER})?[ \\t]*$`, 'u');
function answerStatements({ text, choices }) {
    const found = [];
    for (const m of text.matchAll(ANSWER_WORD)) {
        const before = textBefore(text, m.index);
        if (SOUGHT_BEFORE.test(before))
            continue;
        const stated = statedAfter(text, m.index + m[0].length, choices);
        if (stated === undefined)
            continue;
        const negative = NEGATIVE_BEFORE.test(before);
        found.push(negative ? { ...stated, at: m.index, flaw: 'void' } : { ...stated, at: m.index });
    }
    const boxes = [...text.matchAll(BOXED)];
    // "\boxed{B} or \boxed{C}" boxes two answers: each of them names several.
    const joined = (k) => {
        const [a, b] = [boxes[k], boxes[k + 1]];
        return (a !== undefined &&
            b !== undefined &&
            JOINED_BOXES.test(text.slice(a.index + a[0].length, b.index)));
    };
    boxes.forEach((m, k) => {
        const inner = m[1].replace(/\\(?:text|textbf|mathrm|mathbf)\{([^{}]*)\}/g, '$1');
        const stated = statedAfter(inner.replace(/\\[ ,;]|[{}]/g, ' ').trim(), 0, choices);
        if (stated === undefined)
            return;
        const several = !stated.flaw && (joined(k - 1) || joined(k));
        found.push(several ? { ...stated, at: m.index, flaw: 'several' } : { ...stated, at: m.index });
    });
    return found;
}
/** What follows an answer word: fillers, then a letter or a choice's text. */
function statedAfter(text, from, choices) {
    // Where each filler ends, and whether a denial came before; a choice's text may begin with a
    // filler word ("No", "Probably not"), so it is looked for at each of these, the latest first.
    const stops = [{ at: from, denied: false }];
    for (let i = 0; i < 8; i++) {
        const last = stops[stops.length - 1];
        FILLER.lastIndex = last.at;
        const filler = FILLER.exec(text);
        if (filler === null)
            break;
        stops.push({ at: last.at + filler[0].length, denied: last.denied || filler[1] !== undefined });
    }
    const { at, denied } = stops[stops.length - 1];
    const letter = letterAt(text, at);
    if (letter && LETTERS.includes(letter.letter)) {
        return judged(from, letter.letter, text.slice(letter.end), denied, choices);
    }
    for (const stop of stops.reverse()) {
        const line = lineFrom(text, stop.at, choices);
        const chosen = choiceAtStart(line, choices);
        if (chosen !== undefined)
            return judgedText(from, chosen, line, choices, stop.denied);
    }
    return undefined;
}
const JOINED = /^\s*(?:,|\/|or|and|ou|et|oder|und|o|y|或者|或|和)\s*/i;
function judgedText(at, chosen, line, choices, denied) {
    if (chosen.index === undefined)
        return { at, letter: '', flaw: 'several' };
    const letter = LETTERS[chosen.index];
    const rest = line.slice(chosen.length);
    if (denied) {
        // "not Paris but London": the choice named instead.
        const instead = /^\s*,?\s*(?:but|rather|instead|sondern|mais|sino)\s+(?:rather\s+)?/i.exec(rest);
        const line2 = instead ? rest.slice(instead[0].length) : '';
        const other = instead ? choiceAtStart(line2, choices) : undefined;
        if (other === undefined)
            return { at, letter, flaw: 'void' };
        return judgedText(at, other, line2, choices, false);
    }
    const joined = JOINED.exec(rest);
    const other = joined ? choiceAtStart(rest.slice(joined[0].length), choices) : undefined;
    return other === undefined ? { at, letter } : { at, letter, flaw: 'several' };
}
/** After a choice's text: the line ends, a sentence mark, or a reason. */
const STANDS_ALONE = /^["'”’]?(?:\s*$|\s*[.,;:!?。，、)(—–-]|\s+(?:because|since|as|but)\b)/u;
/**
 * The choice whose text opens `line` and stands alone there; the longest such choice, since one
 * choice's text may begin another's ("True" and "True, True").
 */
function choiceAtStart(line, choices) {
    const lead = /^[\s"'“‘]*/.exec(line)[0].length;
    const body = line.slice(lead, lead + reachOf(choices)).toLowerCase();
    const collapsed = body.replace(/\s+/g, ' ');
    let best;
    let tie = false;
    choices.forEach((choice, index) => {
        const want = normalizeText(choice);
        if (want === '' || !collapsed.startsWith(want))
            return;
        const length = spanOf(body, want);
        if (!STANDS_ALONE.test(body.slice(length)))
            return;
        if (best === undefined || want.length > best.want) {
            best = { index, want: want.length, length };
            tie = false;
        }
        else if (want.length === best.want) {
            tie = true;
        }
    });
    if (best === undefined)
        return undefined;
    const { index, length } = best;
    return { index: tie ? undefined : index, length: lead + length };
}
/** The length of the prefix of `body` that reads as `want` once whitespace runs are one space. */
function spanOf(body, want) {
    let i = 0;
    for (let j = 0; j < want.length && i < body.length; j++) {
        if (/\s/.test(body[i]))
            while (/\s/.test(body[i] ?? ''))
                i++;
        else
            i++;
    }
    return i;
}
function wholeChoiceText({ text, choices }) {
    const wanted = normalizeText(text);
    // "Paris (A)": the text with its letter; with another choice's letter it says two things.
    const labelled = /^(.+?)\s*\(([a-j])\)$/.exec(wanted);
    const hits = choices.flatMap((choice, i) => {
        const own = normalizeText(choice);
        if (own === '' || (own !== wanted && own !== labelled?.[1]))
            return [];
        const label = own === wanted ? undefined : (labelled?.[2]).toUpperCase();
        return label === undefined || label === LETTERS[i] ? [i] : [i, LETTERS.indexOf(label)];
    });
    const letter = LETTERS[hits[0] ?? -1];
    if (letter === undefined)
        return [];
    return [new Set(hits).size === 1 ? { at: 0, letter } : { at: 0, letter, flaw: 'several' }];
}
/** Lowercase, one space between words, no surrounding quotes or final period. */
function normalizeText(text) {
    return text
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^["'“‘「]+|["'”’」]+$/g, '')
        .replace(/[.!。]+$/, '')
        .trim();
}
const LEADING = /^\s*(?:(?:option|choice)\s+)?([([【]?)([A-Ja-j])([).:\]】。]|\s+[-–—]|(?=[ \t]*\n)|,(?=\s+(?:because|since|as)\b))(?=\s|$)/iu;
/** An option label: "A) ", "(B) ", "[C] ", "D. ", "B: "; anywhere, or opening a line. */
const OPTION_LABEL = /(?<=^|\s)[([【]?([A-J])[).:\]】](?=\s)/gu;
const LIST_MARKER = /^[ \t]*[([]?([A-J])[).:\]][ \t]/gm;
function leadingLetter({ text, choices }) {
    const m = LEADING.exec(text);
    if (m === null)
        return [];
    const [whole, open, letter, close] = m;
    // A bare "a." or "b:" is too often a word or a list marker: lowercase needs a bracket, or the
    // text of its own choice after it ("a. Paris").
    const upper = letter.toUpperCase();
    const own = choices[LETTERS.indexOf(upper)];
    const named = own !== undefined && choiceAtStart(text.slice(whole.length), [own]) !== undefined;
    if (letter !== upper && open === '' && close !== ')' && close !== ']' && !named)
        return [];
    // "A) Paris B) London" and "A. …\nB. …" list the options, "A. is wrong" judges one; none of
    // them states it.
    const firstLine = text.trimStart().split('\n')[0];
    const inLine = new Set([...firstLine.matchAll(OPTION_LABEL)].map((l) => l[1]));
    const lineStarts = new Set([...text.matchAll(LIST_MARKER)].map((l) => l[1]));
    if (inLine.size > 1 || lineStarts.size > 1 || verdictAt(text, 0, choices) !== undefined) {
        return [];
    }
    // "C. S. Lewis lived in Oxford": initials.
    if (close === '.' && INITIALS.test(text.slice(whole.length - 1, whole.length + 7)))
        return [];
    return [judged(0, upper, text.slice(whole.length), false, choices)];
}
const OPTION_WORD = /(?:(?:option|choice|answer|选项|選項|選択肢|선택지|l['’]option|opción)\s*)?/
    .source;
const VERB_FIRST = new RegExp([
    /\b(?:go(?:ing)?\s+with|choose|chose|pick|select|opt\s+for|choisis|choisirais|wähle|elijo|escojo|selecciono)\s+(?:la\s+|die\s+)?/
        .source,
    /(?:选择|選擇|选|選)(?![项項择擇])/.source,
    // The forms below read a letter only where its clause ends: "I think C.", not "I think C is".
    /\bI(?:\s+(?:think|believe|guess|would\s+say|will\s+say|say)|['’](?:d|ll)\s+say)\s+(?:(?:it|that)(?:['’]s|\s+is)\s+)?/
        .source,
    /\b(?:it|that|which)(?:['’]s|\s+is|\s+would\s+be|\s+must\s+be)\s+(?:probably\s+|definitely\s+)?/
        .source,
    /(?:^|(?<=[.!?,;]\s*))(?:so|therefore|thus|hence)[,:]?\s+/.source,
]
    .map((s) => `(?:${s})`)
    .join('|'), 'gimu');
const NEEDS_END = /^(?:I[\s'’]|it|that|which|so|therefore|thus|hence)/i;
/** The clause ends here: a mark, the line's end or the text's (not a later line's start). */
const CLAUSE_ENDS = /^[ \t]*(?:[.!?。,;\n]|$)/u;
const PREDICATE = [
    /\s+(?:is|seems|appears)\s+(?:to\s+be\s+)?(?:the\s+)?(?:most\s+|only\s+)?(?:correct|right|best|answer|true|accurate|appropriate)(?![\p{L}-])/u
        .source,
    /\s+(?:fits|works)\s+best\b/.source,
    /\s*(?:是|为|為)?\s*(?:正确|正確|对的|對的)|\s*(?:が|は)\s*(?:正解|正しい)|\s*(?:가|이)\s*(?:정답|맞)/
        .source,
    /\s+est\s+(?:la\s+)?(?:bonne|correcte|juste)|\s+ist\s+(?:die\s+)?(?:richtig|korrekt)|\s+es\s+(?:la\s+)?correcta/
        .source,
].join('|');
const LETTER_FIRST = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${OPTION_WORD}[(\\[]?([A-J])[)\\]]?(?:[ \\t]*\\(([^()\\n]{1,80})\\))?,?(?:${PREDICATE})`, 'giu');
/** A denial just before: "not C is", "neither A nor C", "I wouldn't choose C". */
const DENIED_BEFORE = /(?:\b(?:not|never|neither|nor|ne|nicht|no)|n['’]t|cannot|不)\s+(?:\p{L}+\s+){0,2}$|(?:不|没有|沒有|别|別)(?:应该|應該|应|應|会|會|能|要|想|打算)?$/iu;
/** Another letter just before: "A or C is correct". */
const LETTER_BEFORE = /(?<![\p{Script=Latin}\p{N}])[([]?[A-J][)\]]?\s*(?:or|and|,|\/|或|和)\s*$/u;
/** Words that may come right before "C is correct"; after any other word C is a name's part. */
const LEAD_IN = /(?:^|[^\p{Script=Latin}\s]\s*|\b(?:so|thus|therefore|hence|then|only|and|but|whereas|while|think|believe|clearly|option|choice)\s+)$/iu;
function letterStatements({ text, choices }) {
    const found = [];
    const clauseBefore = (at) => textBefore(text, at)
        .split(/[.;!?\n,。，]/)
        .pop();
    // The clause ends after the letter, or after the letter's own text ("That would be B) London.").
    const endsAfter = (rest, letter) => {
        const own = choices[LETTERS.indexOf(letter)];
        const named = own === undefined ? undefined : choiceAtStart(rest, [own]);
        return (CLAUSE_ENDS.test(rest) || (named !== undefined && CLAUSE_ENDS.test(rest.slice(named.length))));
    };
    for (const m of text.matchAll(VERB_FIRST)) {
        const option = new RegExp(OPTION_WORD, 'iuy');
        option.lastIndex = m.index + m[0].length;
        const at = option.lastIndex + (option.exec(text)?.[0].length ?? 0);
        const denied = DENIED_BEFORE.test(clauseBefore(m.index));
        const needsEnd = NEEDS_END.test(m[0]);
        const letter = letterAt(text, at);
        if (letter && LETTERS.includes(letter.letter)) {
            const rest = text.slice(letter.end);
            if (!needsEnd || endsAfter(rest, letter.letter)) {
                found.push(judged(m.index, letter.letter, rest, denied, choices));
            }
            continue;
        }
        // "It is London.": a choice's text standing as the whole clause.
        const line = lineFrom(text, at, choices);
        const chosen = needsEnd ? choiceAtStart(line, choices) : undefined;
        if (chosen && CLAUSE_ENDS.test(line.slice(chosen.length))) {
            found.push(judgedText(m.index, chosen, line, choices, denied));
        }
    }
    for (const m of text.matchAll(LETTER_FIRST)) {
        const before = textBefore(text, m.index);
        const letter = m[1];
        const own = normalizeText(choices[LETTERS.indexOf(letter)] ?? '');
        // "Option C (Berlin) is the answer": only the letter's own text may stand in brackets.
        if (m[2] !== undefined && normalizeText(m[2]) !== own)
            continue;
        // "Paris (A) is right": the letter's own text may lead in too.
        const ledIn = LEAD_IN.test(before) || (own !== '' && before.toLowerCase().trimEnd().endsWith(own));
        if (LETTER_BEFORE.test(before))
            found.push({ at: m.index, letter, flaw: 'several' });
        else if (!ledIn)
            continue;
        else if (DENIED_BEFORE.test(clauseBefore(m.index))) {
            found.push({ at: m.index, letter, flaw: 'void' });
        }
        else
            found.push({ at: m.index, letter });
    }
    found.push(...choiceTextStatements(text, choices));
    return found;
}
/** The predicate ends its clause: "Berlin is correct." but not "Paris is correct for France". */
const PREDICATE_END = /(?:\s+(?:answer|one|choice|option))?(?=[ \t]*(?:[.,;:!。]|$)|\s+(?:because|since|as|here)\b)/
    .source;
/** A clause opening with a choice's text and saying it is right: "Berlin is correct." */
function choiceTextStatements(text, choices) {
    const found = [];
    choices.forEach((choice, index) => {
        const own = normalizeText(choice);
        if (own === '')
            return;
        const escaped = own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
        const subject = new RegExp(`(?<=^|[.;!?。\\n]\\s*|\\b(?:so|thus|therefore|hence|then|only)\\s+)${escaped}(?:${PREDICATE})${PREDICATE_END}`, 'gimu');
        for (const m of text.matchAll(subject)) {
            found.push({ at: m.index, letter: LETTERS[index] });
        }
    });
    return found;
}
/** Where clauses start: the response's start and after each sentence or clause mark. */
function clauseStarts(text) {
    return [0, ...[...text.matchAll(/[.;!?,。；，\n][ \t]*/gu)].map((m) => m.index + m[0].length)];
}
const VERDICT_LABEL = /(?:(?:option|choice)[ \t]+)?([([]?)([A-J])([)\]]?)[ \t]*[.:)]?/iuy;
const VERDICT_WORD = /[ \t]*(?:[.:\-–—,][ \t]*)?(?:is[ \t]+|seems[ \t]+)?(?:(correct|right|yes)|(wrong|incorrect|no|not(?:[ \t]+(?:correct|right))?|false))(?=[ \t]*(?:[.,;:!?。)]|$)|[ \t]+(?:since|because|as|for)\b)/imuy;
/** A verdict on one option at `at`: "D: correct", "(A) is wrong", "C - yes", "D) Madrid — no". */
function verdictAt(text, at, choices) {
    VERDICT_LABEL.lastIndex = at;
    const label = VERDICT_LABEL.exec(text);
    const letter = label?.[2];
    if (label === null || letter === undefined || letter !== letter.toUpperCase())
        return undefined;
    const rest = text.slice(at + label[0].length);
    const body = afterOwnText(rest, letter, choices);
    VERDICT_WORD.lastIndex = 0;
    const verdict = VERDICT_WORD.exec(body);
    if (verdict === null)
        return undefined;
    // "B: No" where B's own text is "No" names the option; it is no verdict.
    const word = normalizeText(verdict[1] ?? verdict[2] ?? '');
    if (word === normalizeText(choices[LETTERS.indexOf(letter)] ?? ''))
        return undefined;
    return verdict[1] !== undefined ? { at, letter } : { at, letter, flaw: 'void' };
}
function verdicts({ text, choices }) {
    const found = clauseStarts(text).flatMap((at) => verdictAt(text, at, choices) ?? []);
    // "A: correct. B: correct." judges two options right: it names several.
    const right = new Set(found.filter((s) => s.flaw === undefined).map((s) => s.letter));
    return right.size > 1 ? found.map((s) => (s.flaw ? s : { ...s, flaw: 'several' })) : found;
}
/** "No, B.", "Wait, no: B.", "Actually no, it is B.", "No — C) Berlin.": the letter put instead. */
const CORRECTION = new RegExp(`(?:(?<!\\p{L})(?:${TAKE_BACK})(?:[ \\t]*[,:;.!—–-])*|${NO_OPENS}[ \\t]*(?:[,:;.!—–-][ \\t]*)+)[ \\t]*(?:(?:it|that)(?:['’]s|[ \\t]+is)[ \\t]+|(?:the[ \\t]+)?answer[ \\t]+is[ \\t]+)?(?:(?:option|choice)[ \\t]+)?`, 'giu');
function corrections({ text, choices }) {
    const found = [];
    for (const m of text.matchAll(CORRECTION)) {
        const letter = letterAt(text, m.index + m[0].length);
        if (letter === undefined || !LETTERS.includes(letter.letter))
            continue;
        const rest = text.slice(letter.end);
        if (!CLAUSE_ENDS.test(afterOwnText(rest, letter.letter, choices)))
            continue;
        found.push(judged(m.index, letter.letter, rest, false, choices));
    }
    return found;
}
const LAST_LINE = new RegExp(`^[ \\t>#-]*(?:(?:option|choice)[ \\t]+)?[${OPEN}]?[ \\t]*([A-Ja-j])[ \\t]*[${CLOSE}]?[ \\t]*[.。!]?[ \\t]*$`, 'iu');
function finalLetterLine({ text, valid }) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const last = lines[lines.length - 1];
    const m = last === undefined ? null : LAST_LINE.exec(last);
    if (m === null)
        return [];
    // "Wrong options:\nA\nC" lists letters; the last of them is no answer.
    const before = lines[lines.length - 2];
    if (before !== undefined && LAST_LINE.test(before))
        return [];
    const letter = m[1].toUpperCase();
    return valid.includes(letter) ? [{ at: text.lastIndexOf(last), letter }] : [];
}

// EXTERNAL MODULE: ./src/core/text.ts
var core_text = __webpack_require__(2020);
;// CONCATENATED MODULE: ./src/core/grade/references.ts



const references_LETTERS = 'ABCDEFGHIJ';
/**
 * For a row with choices and an answer that points into them (an index or a letter), the
 * references are the letter and the choice text, not the raw index: "1" is ambiguous between
 * 0-based and 1-based counting, so a response "1" must not pass for choice B.
 */
function references(item, kind) {
    const { answer, choices } = item.row;
    const answers = Array.isArray(answer) ? answer : [answer];
    const letters = new Set();
    const texts = new Set();
    for (const value of answers) {
        const index = Array.isArray(choices) ? (0,rows/* answerIndex */.lw)(value, choices.length) : undefined;
        if (index !== undefined) {
            letters.add(references_LETTERS[index]);
            const text = (0,prompt_template/* valueText */.Ru)(choices[index]);
            if (text !== undefined && text !== '')
                texts.add(text);
            continue;
        }
        const text = value === undefined || Array.isArray(value) ? undefined : (0,prompt_template/* valueText */.Ru)(value);
        if (text === undefined || text === '') {
            throw new errors/* InputError */.d(`${itemName(item)}: grader ${kind}: expected an answer (text, a number or a list of them) in "answer", found ${(0,rows/* show */.WU)(answer)}`);
        }
        texts.add(text);
    }
    if (letters.size === 0 && texts.size === 0) {
        throw new errors/* InputError */.d(`${itemName(item)}: grader ${kind}: expected an answer in "answer", found an empty list`);
    }
    return { letters: [...letters], texts: [...texts] };
}
function itemName(item) {
    return `item ${JSON.stringify(item.id)}`;
}
/** `"a"` or `any of "a", "b"`, for reasons. */
function showAnswers(answers) {
    const quoted = answers.map((a) => JSON.stringify(cut(a)));
    return quoted.length === 1 ? quoted[0] : `any of ${quoted.join(', ')}`;
}
function cut(text, max = 60) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 3)}...` : line;
}

;// CONCATENATED MODULE: ./src/core/grade/types.ts
/** Builds a Grade; score follows correctness. */
function grade(correct, extracted, reason) {
    return { correct, score: correct ? 1 : 0, extracted, reason };
}

;// CONCATENATED MODULE: ./src/core/grade/judge.ts





const VARIABLES = ['question', 'answer', 'answer_letter', 'choices', 'response'];
function judgeGrader(config, judge) {
    if (judge === undefined) {
        throw new Error(`grader llm_judge needs a judge function (a client for model entry "${config.judge}"); none was given`);
    }
    const template = (0,prompt_template/* compileTemplate */.Gq)(config.prompt, 'grader.prompt');
    for (const { name, tag } of (0,prompt_template/* topLevelNames */.s8)(template.nodes)) {
        if (!VARIABLES.includes(name)) {
            const guess = (0,core_text/* closestName */.Nf)(name, VARIABLES);
            throw new errors/* InputError */.d(`grader.prompt: unknown variable "${name}" in ${tag}; expected one of ${VARIABLES.join(', ')}`, guess === undefined ? [] : [`did you mean {{${guess}}}?`]);
        }
    }
    return {
        async grade(item, response) {
            const refs = references(item, 'llm_judge');
            const context = {
                question: item.row.question,
                answer: refs.texts.length > 0 ? refs.texts.join(' | ') : refs.letters.join(' | '),
                choices: Array.isArray(item.row.choices) ? item.row.choices : [],
                response,
            };
            if (refs.letters.length > 0)
                context.answer_letter = refs.letters.join(' | ');
            const content = template.render(context, `item ${JSON.stringify(item.id)}`);
            const reply = await judge({ mode: 'chat', messages: [{ role: 'user', content }] });
            const verdict = parseVerdict(reply);
            if (verdict === undefined) {
                return grade(false, null, `judge verdict unclear: ${JSON.stringify(cut(reply, 80))}`);
            }
            return grade(verdict.correct, verdict.word, `judge said "${verdict.word}"`);
        },
        describe: () => ({
            kind: 'llm_judge',
            judge: config.judge,
            prompt: config.prompt,
            rules_version: 1,
        }),
    };
}
const POSITIVE = ['correct', 'right', 'yes', 'true', 'pass'];
const NEGATIVE = ['incorrect', 'wrong', 'no', 'false', 'fail', 'not correct'];
// Longest first, so that "incorrect" is never read as "correct" nor "not correct" as "not".
const WORDS = [...NEGATIVE, ...POSITIVE].sort((a, b) => b.length - a.length).join('|');
const LABELLED = new RegExp(`\\b(?:verdict|grade|judgement|judgment)\\s*[:=]\\s*["'(\\[]?(${WORDS.replace(' ', '\\s+')})\\b`, 'gi');
const judge_LEADING = new RegExp(`^[\\s"'(\\[#>-]*(${WORDS.replace(' ', '\\s+')})\\b`, 'i');
/**
 * Reads a judge's verdict, in this order:
 * 1. the last labelled line: "VERDICT: correct" (also "Grade:", "Judgement:");
 * 2. a JSON object anywhere (fenced or not) with `correct`/`is_correct` (boolean) or `verdict`;
 * 3. the first word: yes/no, correct/incorrect, right/wrong, true/false, pass/fail.
 * Anything else is unclear (undefined), which the grader scores as incorrect.
 */
function parseVerdict(reply) {
    const text = reply.replace(/[*`_]/g, '');
    const labelled = [...text.matchAll(LABELLED)].pop();
    if (labelled)
        return verdictOf(labelled[1]);
    const json = jsonVerdict(reply);
    if (json)
        return json;
    const leading = judge_LEADING.exec(text);
    return leading ? verdictOf(leading[1]) : undefined;
}
function verdictOf(word) {
    const normalized = word.toLowerCase().replace(/\s+/g, ' ');
    if (POSITIVE.includes(normalized))
        return { correct: true, word: normalized };
    if (NEGATIVE.includes(normalized))
        return { correct: false, word: normalized };
    return undefined;
}
function jsonVerdict(reply) {
    const start = reply.indexOf('{');
    const end = reply.lastIndexOf('}');
    if (start < 0 || end <= start)
        return undefined;
    let value;
    try {
        value = JSON.parse(reply.slice(start, end + 1));
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null)
        return undefined;
    const record = value;
    for (const key of ['correct', 'is_correct']) {
        const flag = record[key];
        if (typeof flag === 'boolean')
            return { correct: flag, word: `${key}: ${flag}` };
    }
    return typeof record.verdict === 'string' ? verdictOf(record.verdict.trim()) : undefined;
}

// EXTERNAL MODULE: ./src/core/loglikelihood.ts
var loglikelihood = __webpack_require__(9903);
;// CONCATENATED MODULE: ./src/core/grade/loglikelihood.ts

const loglikelihood_LETTERS = 'ABCDEFGHIJ';
/**
 * Grades the per-choice loglikelihoods a provider returns (as a JSON list, the response text of
 * `harness.output: loglikelihood`) with lm-eval's acc or acc_norm; both are kept on the grade.
 */
function loglikelihoodGrader(config, options) {
    return {
        grade(item, response) {
            const targets = (0,loglikelihood/* choiceTargets */.a2)(item, options);
            const gold = (0,loglikelihood/* goldIndex */.rF)(item, targets.length);
            const lls = parseLoglikelihoods(response, targets.length, item);
            const score = (0,loglikelihood/* scoreChoices */.JV)(lls, targets.map(loglikelihood/* codePoints */.BH), gold);
            const pred = config.metric === 'acc' ? score.pred : score.predNorm;
            const correct = pred === gold;
            const shown = (i) => `"${loglikelihood_LETTERS[i]}" (${lls[i]})`;
            return {
                correct,
                score: correct ? 1 : 0,
                extracted: loglikelihood_LETTERS[pred],
                reason: `${config.metric}: ${shown(pred)} ${correct ? '=' : '≠'} answer ${shown(gold)}`,
                loglikelihood: { loglikelihoods: lls, acc: score.acc, acc_norm: score.accNorm },
            };
        },
        describe: () => ({
            kind: 'loglikelihood',
            metric: config.metric,
            choice_target: options.choiceTarget,
            target_delimiter: options.targetDelimiter,
            // Absent without a limit, so the ids of suites without one stay what they were.
            ...(options.maxLength === undefined ? {} : { max_length: options.maxLength }),
            rules_version: 1,
        }),
    };
}
function parseLoglikelihoods(response, count, item) {
    let parsed;
    try {
        parsed = JSON.parse(response);
    }
    catch {
        parsed = undefined;
    }
    if (!Array.isArray(parsed) ||
        parsed.length !== count ||
        !parsed.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        throw new Error(`item ${JSON.stringify(item.id)}: expected the loglikelihoods of its ${count} choices (a JSON list of numbers), found ${JSON.stringify(response.slice(0, 60))}; the answer was not made with harness.output loglikelihood`);
    }
    return parsed;
}

;// CONCATENATED MODULE: ./src/core/grade/normalize.ts

/**
 * Normalizers always run in this order, whatever order the config lists them in, so that
 * `[lowercase, strip]` and `[strip, lowercase]` are one protocol (describe() lists them in it).
 * Punctuation goes before articles so that "the," loses its article; whitespace goes last to
 * clean up what the others leave. `first_line` comes first and `strip_ascii_punctuation` after
 * `strip`, the order of lm-eval's generative MMLU filter and metric (so "A ." stays "a ").
 */
const ORDER = [
    'first_line',
    'strip_punctuation',
    'strip_articles',
    'lowercase',
    'collapse_whitespace',
    'strip',
    'strip_ascii_punctuation',
];
// Python's string.punctuation, the set lm-eval's exact_match removes with ignore_punctuation.
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;
const STEPS = {
    // Unicode punctuation and symbols: a superset of Python's string.punctuation, as SQuAD's
    // normalizer removes it. Note that "3.5" becomes "35".
    strip_punctuation: (text) => text.replace(/[\p{P}\p{S}]/gu, ''),
    // English articles, in any case, with the whitespace after them.
    strip_articles: (text) => text.replace(/\b(?:a|an|the)\b\s*/gi, ''),
    lowercase: (text) => text.toLowerCase(),
    collapse_whitespace: (text) => text.replace(/\s+/g, ' '),
    strip: prompt_template/* pythonStrip */.pn,
    // The text before the first "\n", as lm-eval's "^(.*?)(?=\n|$)" filter keeps it.
    first_line: (text) => {
        const end = text.indexOf('\n');
        return end < 0 ? text : text.slice(0, end);
    },
    strip_ascii_punctuation: (text) => text.replace(ASCII_PUNCTUATION, ''),
};
function canonicalNormalizers(list) {
    return ORDER.filter((step) => list.includes(step));
}
function normalizer(list) {
    const steps = canonicalNormalizers(list).map((step) => STEPS[step]);
    return (text) => steps.reduce((acc, step) => step(acc), text);
}

;// CONCATENATED MODULE: ./src/core/grade/numeric.ts
/**
 * Reads the number a free-text response gives as its answer. Like the choice grader it reads
 * statements first and only then falls back on where a number stands.
 *
 * First the response is prepared: `<think>` reasoning and struck-through text (`~~8~~`) are
 * removed; superscript exponents ("10²³") become `^23` and vulgar fractions ("2½") `2 1/2`; the
 * text is NFKC-normalized (full-width digits, thin and no-break spaces become ASCII), Arabic-Indic
 * and Devanagari digits become ASCII; TeX is read as text: `\frac{1}{3}`, `\dfrac`, `\tfrac` as
 * `1/3`, `\times` and `\cdot` as `×`, `\,` and `{,}` as separators, math delimiters dropped.
 *
 * A number is written in any of these forms, each read as one value:
 *  - digits with a sign (`-3`, `−3`, "minus 3"), a currency sign (`$12`), a decimal part, commas
 *    or spaces between groups of three ("1,234,567", "1 000 000"), dots between two groups or more
 *    ("1.000.000"); a sign counts only where it cannot be a hyphen or an operator (not after a
 *    letter, digit or closing bracket: "10-12" is 10 and 12), and digits glued to a letter before
 *    them ("GPT4", "x2") or after `^` (an exponent) are no number;
 *  - scientific notation: "6.02e23", "6.02 × 10^23", "6.02 x 10^{23}", and a power "2^10";
 *  - a fraction "3/4" and a mixed number "2 1/2" (a date "12/25/2023" is no number);
 *  - a scale word after digits: "2.5 million", "3 thousand";
 *  - number words: "twelve", "twenty-one", "one hundred and five", "minus four". A lone "one" is
 *    read only as the whole response or right after an answer word ("no one", "the one").
 *
 * Then the rules, in order:
 *  1. answer statement: an answer marker followed by a number: "The answer is 42", "Answer: 42",
 *     "Final answer: $42$", "#### 42", `\boxed{42}`, "Ответ: 42", "答案：42", "Respuesta: 42"
 *     (the answer words of the choice grader). Between them may stand only copulas and hedges
 *     ("is", "would be", "approximately", "=", "x ="). The last statement wins, wherever later
 *     numbers stand: "The answer is 72. (I computed 8 × 9.)" is 72. A statement that goes on to
 *     an expression ending in "= N" states N ("The answer is 8 × 9 = 72").
 *  2. correction: a number put in place of what came before ("5, no, 6", "5 — wait, 6", "Wait,
 *     actually 6"). A retraction ("wait, no", "no wait", "actually no", a clause opening "No,")
 *     takes back every statement before it.
 *  3. last number: without a statement, the last number in the response, passing over one that
 *     is denied ("7, not 8" and "7 (not 8)" are 7) or bracketed after numbers outside brackets
 *     ("72 (8 × 9)" is 72).
 *
 * A statement or last number that names two values (a hedge or a range: "2 or 3", "2, or maybe
 * 3", "either 2 or 3", "2 (or 3)", "10-12") gives no answer; so does a statement that denies its
 * number ("The answer is not 5"), asks ("Is the answer 5?") or holds under a condition ("5 if
 * …"), unless it names the number instead ("not 5, but 6"). When a statement is made, the last
 * number is never read: the response chose what it states.
 */

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const VULGAR = {
    '½': '1/2',
    '⅓': '1/3',
    '⅔': '2/3',
    '¼': '1/4',
    '¾': '3/4',
    '⅕': '1/5',
    '⅖': '2/5',
    '⅗': '3/5',
    '⅘': '4/5',
    '⅙': '1/6',
    '⅚': '5/6',
    '⅛': '1/8',
    '⅜': '3/8',
    '⅝': '5/8',
    '⅞': '7/8',
};
/**
 * Only printable ASCII, tabs and newlines, and none of the characters `prepare` acts on (`$`, `*`,
 * `<`, `\\`, backquotes, braces and `~`).
 */
const PREPARED = /^[\t\n\r -#%-)+-;=-[\]-_a-z|]*$/;
function numeric_prepare(response) {
    if (PREPARED.test(response))
        return response;
    let text = withoutStruckText(withoutReasoning(response));
    text = text
        .replace(/[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (sup) => {
        const digits = [...sup].map((c) => c === '⁻' ? '-' : c === '⁺' ? '+' : SUPERSCRIPT.indexOf(c));
        return `^${digits.join('')}`;
    })
        .replace(/(\d?)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_, digit, v) => digit === '' ? VULGAR[v] : `${digit} ${VULGAR[v]}`)
        .normalize('NFKC')
        .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
        .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
        .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966))
        .replace(/[⁄∕]/g, '/')
        // Markdown emphasis and code: "**Answer:** 7", "`42`". A single "*" may be a product.
        .replace(/\*\*|__|`/g, '');
    if (!text.includes('\\') && !text.includes('$') && !text.includes('{'))
        return text;
    return (text
        // "2\frac{1}{2}" is a mixed number, "\frac{3}{4}" a fraction, "\frac12" TeX shorthand.
        .replace(/(\d?)[ \t]*\\[dt]?frac(?:\{[ \t]*([-−]?\d+(?:\.\d+)?)[ \t]*\}|(\d))(?:\{[ \t]*(\d+(?:\.\d+)?)[ \t]*\}|(\d))/g, (_, whole, n1, n2, d1, d2) => `${whole === '' ? '' : `${whole} `}${n1 ?? n2}/${d1 ?? d2}`)
        .replace(/\\times|\\cdot/g, (op) => (op === '\\times' ? '×' : '·'))
        .replace(/\{,\}/g, ',')
        .replace(/(?<=\d)\\[,;: ](?=\d)/g, ' ')
        .replace(/\\(?:text|textbf|mathrm|mathbf)\{([^{}]*)\}/g, '$1')
        .replace(/\\%/g, '%')
        .replace(/\\\$/g, '$')
        .replace(/\\left|\\right|\\[()[\]!]/g, ' ')
        // A dollar sign before digits is currency; any other is a TeX delimiter.
        .replace(/\$(?![-−+]?\d|\.\d)/g, ' '));
}
const SIGN = /[-−+]|(?:minus|negative)[ \t]+/.source;
/** Digits: grouped by commas, spaces or dots in threes, or plain; then a decimal part. */
const DIGITS = /(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \t]\d{3})+(?![\d/])|\d{1,3}(?:\.\d{3}){2,}|\d+)(?:\.\d+)?|\.\d+/
    .source;
const EXPONENT = /[ \t]*\{?[ \t]*([-−+]?\d+)[ \t]*\}?/.source;
const NUMBER = new RegExp(
// Not glued to a letter, digit, exponent or fraction bar before it; a sign not after a term.
`(?<![\\p{L}\\p{N}_.^/])(?:(?<![\\p{N})\\]][ \\t]*)(${SIGN}))?[$€£¥]?(?:(?<![\\p{N})\\]][ \\t]*)(${SIGN}))?(${DIGITS})` +
    // Scientific notation: "e23", "× 10^23", "x 10^{-3}"; or a power: "2^10".
    `(?:[eE]([-+]?\\d+)|[ \\t]*[×x*·][ \\t]*10[ \\t]*\\^${EXPONENT}|[ \\t]*\\^${EXPONENT})?` +
    // A fraction, "3/4"; a scale word, "2.5 million".
    `(?:[ \\t]*/[ \\t]*(\\d+(?:\\.\\d+)?)(?![\\d/]))?` +
    `(?:[ \\t]+(hundred|thousand|million|billion|trillion)(?!\\p{L}))?` +
    // Nothing glued on after: a date "12/25/2023" or a version "3.10.2" is no number.
    `(?![\\d/]|\\.\\d)`, 'giu');
const SCALE = {
    hundred: 1e2,
    thousand: 1e3,
    million: 1e6,
    billion: 1e9,
    trillion: 1e12,
};
function digitNumbers(text) {
    const found = [];
    for (const m of text.matchAll(NUMBER)) {
        const [all, sign1, sign2, digits, e, tenPower, power, denominator, scale] = m;
        const sign = (sign1 ?? sign2 ?? '').trim().toLowerCase();
        const plain = digits.replace(/[, \t]/g, '');
        let value = Number(/^\d{1,3}(?:\.\d{3}){2,}$/.test(plain) ? plain.replace(/\./g, '') : plain);
        if (e !== undefined)
            value *= 10 ** Number(e);
        if (tenPower !== undefined)
            value *= 10 ** Number(tenPower.replace('−', '-'));
        if (power !== undefined)
            value **= Number(power.replace('−', '-'));
        if (denominator !== undefined)
            value /= Number(denominator);
        if (scale !== undefined)
            value *= SCALE[scale.toLowerCase()];
        if (!Number.isFinite(value))
            continue;
        const negative = sign === '-' || sign === '−' || sign === 'minus' || sign === 'negative';
        const num = {
            value: negative ? -value : value,
            at: m.index,
            end: m.index + all.length,
        };
        // "2 1/2": a whole number and a proper fraction after it make one mixed number.
        const before = found[found.length - 1];
        const proper = denominator !== undefined &&
            !negative &&
            [plain, denominator].every((part) => /^\d+$/.test(part)) &&
            Number(plain) < Number(denominator) &&
            e === undefined &&
            tenPower === undefined &&
            power === undefined &&
            scale === undefined;
        if (proper && before?.whole === true && /^[ \t]+$/.test(text.slice(before.end, m.index))) {
            const magnitude = Math.abs(before.value) + value;
            found[found.length - 1] = {
                value: before.value < 0 ? -magnitude : magnitude,
                at: before.at,
                end: num.end,
            };
            continue;
        }
        const whole = /^\d+$/.test(plain) &&
            [e, tenPower, power, denominator, scale].every((part) => part === undefined);
        found.push(whole ? { ...num, whole } : num);
    }
    return found;
}
const UNITS = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const WORD = `(?:${[...UNITS, ...TENS, ...Object.keys(SCALE)].join('|')})`;
const numeric_WORDS = new RegExp(`(?<![\\p{L}\\p{N}-])(?:(minus|negative)[ \\t]+)?(${WORD}(?:(?:[ \\t]+(?:and[ \\t]+)?|-)${WORD})*)(?![\\p{L}\\p{N}]|-\\p{L})`, 'giu');
/** "twenty-one", "one hundred and five", "three thousand two hundred": the value, if well formed. */
function wordsValue(words) {
    let total = 0;
    let group = 0;
    // What the last word was, so that "one two" or "twenty thirty" is no number.
    let last;
    let lastScale = Infinity;
    for (const word of words.toLowerCase().split(/[ \t-]+/)) {
        if (word === 'and')
            continue;
        const unit = UNITS.indexOf(word);
        const tens = TENS.indexOf(word);
        if (unit >= 0) {
            if (last === 'unit' || last === 'teen')
                return undefined;
            if (last === 'tens' && unit >= 10)
                return undefined;
            if (last === 'tens' && unit === 0)
                return undefined;
            group += unit;
            last = unit >= 10 ? 'teen' : 'unit';
        }
        else if (tens >= 0) {
            if (last === 'unit' || last === 'teen' || last === 'tens')
                return undefined;
            group += (tens + 2) * 10;
            last = 'tens';
        }
        else if (word === 'hundred') {
            if (last === undefined || last === 'hundred' || last === 'scale' || group >= 100) {
                return undefined;
            }
            group *= 100;
            last = 'hundred';
        }
        else {
            const scale = SCALE[word];
            if (last === undefined || last === 'scale' || scale >= lastScale)
                return undefined;
            total += group * scale;
            group = 0;
            lastScale = scale;
            last = 'scale';
        }
    }
    return total + group;
}
function wordNumbers(text) {
    if (!/[a-z]/i.test(text))
        return [];
    const found = [];
    for (const m of text.matchAll(numeric_WORDS)) {
        const value = wordsValue(m[2]);
        if (value === undefined)
            continue;
        const num = {
            value: m[1] === undefined ? value : -value,
            at: m.index,
            end: m.index + m[0].length,
        };
        found.push(/^one$/i.test(m[0]) ? { ...num, weak: true } : num);
    }
    return found;
}
/** Every number in the prepared text, in order; a number word inside digits' scale is not one. */
function numbersIn(text) {
    const digits = digitNumbers(text);
    const words = wordNumbers(text);
    if (words.length === 0)
        return digits;
    const all = [];
    let d = 0;
    for (const word of words) {
        while (d < digits.length && digits[d].end <= word.at)
            all.push(digits[d++]);
        const next = digits[d];
        if (next !== undefined && next.at < word.end)
            continue;
        all.push(word);
    }
    return all.concat(digits.slice(d));
}
/** Words that announce an answer: "answer", "final answer", "####", and the choice grader's. */
const MARKER = new RegExp([
    /\b(?:(?:final|correct|right|short)\s+)*answer(?!\p{L})/u.source,
    /(?<!#)####(?!#)/.source,
    /\\boxed\{/.source,
    ANSWER_WORD_ELSEWHERE,
    /답(?=\s*(?::|은|는))/.source,
].join('|'), 'giu');
/** Between the marker and its number: copulas, hedges, a colon, "x =". The first group denies. */
const numeric_FILLER = new RegExp(`[ \\t]*(?:${[
    `((?:isn['’]t|is[ \\t]+not|not|never|cannot[ \\t]+be|can['’]t[ \\t]+be|n['’]est[ \\t]+pas|ist[ \\t]+nicht|no[ \\t]+es)(?!\\p{L})|不是)`,
    `to[ \\t]+(?:this|the)[ \\t]+(?:question|problem)|for[ \\t]+(?:this|the)[ \\t]+(?:question|problem)`,
    `(?:is|would[ \\t]+be|should[ \\t]+be|must[ \\t]+be|will[ \\t]+be|equals|of|comes[ \\t]+to)(?!\\p{L})`,
    `(?:approximately|approx\\.?|about|around|roughly|nearly|exactly|just|therefore|thus|then|here|probably|likely|definitely|clearly|simply|indeed)(?!\\p{L})`,
    `(?:est|ist|es|lautet|wäre|sería|это|είναι|هي|هو|है)(?![\\p{L}\\p{M}])|(?:应该|應該)?是|为|為|は|은|는`,
    `\\\\boxed\\{|[:=≈~][ \\t]*(?:\\n[ \\t]*)*|\\p{L}[ \\t]*=(?!=)`,
].join('|')})`, 'iuy');
/**
 * The rest of the statement names another value: "2 or 3", "2, or maybe 3", "2 (or 3)", "2-3",
 * "2, 3" (a list, or a decimal comma; either way not one number as written).
 */
const ANOTHER = /^[ \t]*(?:(?:\(|[,;.…]+)?[ \t]*(?:or|and|to|vs\.?|[-–—~])[ \t]*(?:(?:maybe|possibly|perhaps|probably|even)[ \t]+)?|,[ \t]*)$/iu;
/** Between the last number and the one before it in a fallback: "2 or 3", "10-12", "between 3 and 4". */
const ALSO = /^(?:[ \t]*(?:\(|[,;.…]+)?[ \t]*or[ \t]+(?:(?:maybe|possibly|perhaps|probably|even)[ \t]+)?|[-–])$/iu;
/** A question or a condition after the number. */
const numeric_ASKED = /^[^.!?\n]*\?/u;
const numeric_CONDITIONAL = /^[ \t]*,?[ \t]*(?:if(?![ \t]+I(?:[ \t]+(?:recall|remember|am[ \t]+not)|['’]m[ \t]+not)\b)|unless|assuming|provided|otherwise|in[ \t]+case)(?!\p{L})/iu;
/** What replaces a denied number: "not 5, but 6", "not 5; it's 6". */
const numeric_INSTEAD = /^[ \t]*(?:[,;][ \t]*(?:but|rather|instead|it['’]s|it[ \t]+is)?|[ \t]+(?:but|rather|instead))[ \t]*(?:rather[ \t]+)?$/iu;
/** Operators between numbers in an expression the statement goes on to: "8 × 9 = 72". */
const OPERATORS = /^[ \t()]*[-−+×x*/÷·^][ \t()]*$/u;
const EQUALS = /^[ \t()]*=[ \t]*$/u;
/** Just before a number, a denial: "not 8", "(not 8)", "isn't 8". */
const numeric_DENIED_BEFORE = /(?:(?<!\p{L})(?:not|never|isn['’]t|wasn['’]t)|n['’]t[ \t]+be)[ \t]+$/iu;
const numeric_RETRACTION = new RegExp(`(?<!\\p{L})(?:${TAKE_BACK})(?!\\p{L})|${NO_OPENS}[ \\t]*[,:;.!—–-]`, 'giu');
/** The number put in place of what came before: "no, 6", "wait, actually 6", "no — it's 6". */
const numeric_CORRECTION = new RegExp(`(?:(?<!\\p{L})(?:${TAKE_BACK})(?:[ \\t]*[,:;.!—–-])*|${NO_OPENS}[ \\t]*(?:[,:;.!—–-][ \\t]*)+)[ \\t]*(?:(?:it|that)(?:['’]s|[ \\t]+is)[ \\t]+|(?:the[ \\t]+)?answer[ \\t]+is[ \\t]+)?`, 'giu');
/** The numbers of the text and where each one starts, for looking one up by position. */
class Numbers {
    text;
    list;
    starts = new Map();
    constructor(text) {
        this.text = text;
        this.list = numbersIn(text);
        this.list.forEach((num, i) => this.starts.set(num.at, i));
    }
    /** The index of the number starting at `at`, skipping spaces and tabs, if any. */
    startingAt(at) {
        const skip = /^[ \t]*/.exec(this.text.slice(at, at + 64))[0].length;
        return this.starts.get(at + skip);
    }
    /** The text between number i and number i + 1, cut at `max` characters. */
    gapAfter(i, max = 64) {
        const next = this.list[i + 1];
        const num = this.list[i];
        if (next === undefined || next.at - num.end > max)
            return undefined;
        return this.text.slice(num.end, next.at);
    }
}
/** The statement whose number is number i: what it names, denies or goes on to. */
function numeric_judged(numbers, at, i, denied) {
    const { list, text } = numbers;
    // "8 × 9 = 72" states the result; "2 - 3" without "=" is a range.
    let index = i;
    for (let j = i; j + 1 < list.length; j++) {
        const gap = numbers.gapAfter(j) ?? '';
        if (EQUALS.test(gap))
            index = j + 1;
        else if (!OPERATORS.test(gap))
            break;
    }
    const num = list[index];
    const gap = unboxed(numbers.gapAfter(index));
    if (denied) {
        // "not 5, but 6": the number named instead.
        if (gap !== undefined && numeric_INSTEAD.test(gap))
            return numeric_judged(numbers, at, index + 1, false);
        return { at, num, flaw: 'void' };
    }
    const rest = text.slice(num.end, num.end + 200);
    if (numeric_ASKED.test(rest) || numeric_CONDITIONAL.test(rest))
        return { at, num, flaw: 'void' };
    // "0.5 or 1/2" names one value twice.
    const other = list[index + 1];
    if (index === i && gap !== undefined && ANOTHER.test(gap) && other?.value !== num.value) {
        return { at, num, flaw: 'several' };
    }
    // "\boxed{2} or \boxed{3}": the second box names another value too.
    const before = i > 0 ? numbers.gapAfter(i - 1) : undefined;
    if (before !== undefined && /\}[^{}]*\\boxed\{[ \t]*$/.test(before)) {
        if (ANOTHER.test(unboxed(before)))
            return { at, num, flaw: 'several' };
    }
    return { at, num };
}
/** A gap between numbers without the box edges: "} or \boxed{" is " or ". */
function unboxed(gap) {
    return gap?.replace(/\\boxed\{|\}/g, ' ');
}
function numeric_answerStatements(numbers) {
    const { text } = numbers;
    const found = [];
    for (const m of text.matchAll(MARKER)) {
        let at = m.index + m[0].length;
        let denied = false;
        let fillers = 0;
        for (; fillers < 6; fillers++) {
            numeric_FILLER.lastIndex = at;
            const filler = numeric_FILLER.exec(text);
            if (filler === null || filler[0].length === 0)
                break;
            at += filler[0].length;
            denied ||= filler[1] !== undefined;
        }
        // "To answer 5 questions": the verb; the noun announces with a copula or a colon.
        if (fillers === 0 && /^answer$/i.test(m[0]))
            continue;
        const i = numbers.startingAt(at);
        if (i === undefined)
            continue;
        found.push(numeric_judged(numbers, m.index, i, denied));
    }
    return found;
}
function numeric_corrections(numbers) {
    const { list, text } = numbers;
    const found = [];
    for (const m of text.matchAll(numeric_CORRECTION)) {
        const i = numbers.startingAt(m.index + m[0].length);
        if (i === undefined)
            continue;
        const num = list[i];
        // The number ends its clause: "No, 6." but not "No, 3 + 4 is 7".
        if (!/^[ \t]*(?:[.!,;)\n]|$)/.test(text.slice(num.end, num.end + 8)))
            continue;
        found.push(numeric_judged(numbers, m.index, i, false));
    }
    return found;
}
function numeric_lastRetraction(text) {
    let at = 0;
    for (const m of text.matchAll(numeric_RETRACTION))
        at = m.index;
    return at;
}
/** For each number, whether it stands inside brackets. */
function bracketed(text, list) {
    const inside = [];
    let depth = 0;
    let from = 0;
    for (const num of list) {
        for (let c = from; c < num.at; c++) {
            const ch = text[c];
            if (ch === '(' || ch === '[')
                depth++;
            else if ((ch === ')' || ch === ']') && depth > 0)
                depth--;
        }
        from = num.at;
        inside.push(depth > 0);
    }
    return inside;
}
/** Without a statement: the last number that is not denied, nor an aside in brackets. */
function lastNumberOf(numbers, from) {
    const { list, text } = numbers;
    const inside = bracketed(text, list);
    const candidates = list
        .map((num, i) => ({ num, i }))
        .filter(({ num }) => num.at >= from)
        .filter(({ num }) => !numeric_DENIED_BEFORE.test(text.slice(Math.max(0, num.at - 24), num.at)));
    const outside = candidates.filter(({ i }) => !inside[i]);
    const pool = outside.length > 0 ? outside : candidates;
    const whole = list.length === 1 && /^[^\p{L}\p{N}]*one[^\p{L}\p{N}]*$/iu.test(text);
    const pick = [...pool].reverse().find(({ num }) => !num.weak || whole);
    if (pick === undefined)
        return undefined;
    const { num, i } = pick;
    const gap = i > 0 ? numbers.gapAfter(i - 1) : undefined;
    const after = numbers.gapAfter(i);
    const previous = list[i - 1];
    const between = previous !== undefined &&
        /^[ \t]+and[ \t]+$/.test(gap ?? '') &&
        /(?<!\p{L})between[ \t]+$/iu.test(text.slice(Math.max(0, previous.at - 12), previous.at));
    if (between ||
        (gap !== undefined && ALSO.test(gap)) ||
        (after !== undefined && ALSO.test(after))) {
        return { at: num.at, num, flaw: 'several' };
    }
    // "Is it 5?" asks.
    if (numeric_ASKED.test(text.slice(num.end, num.end + 200)))
        return { at: num.at, num, flaw: 'void' };
    return { at: num.at, num };
}
/** The number the response gives as its answer, or undefined when it gives none. */
function extractNumber(response) {
    const text = numeric_prepare(response);
    const numbers = new Numbers(text);
    if (numbers.list.length === 0)
        return undefined;
    // Statements made before a retraction ("wait, no", "5, no, 6") do not count.
    const retracted = numeric_lastRetraction(text);
    const found = [
        ...numeric_answerStatements(numbers).map((s) => ({ ...s, rule: 'answer statement' })),
        ...numeric_corrections(numbers).map((s) => ({ ...s, rule: 'correction' })),
    ].filter((s) => s.at >= retracted);
    // Once the response states an answer, the last statement that asserts one decides.
    const stated = found.filter((s) => s.flaw !== 'void').sort((a, b) => a.at - b.at);
    const picked = found.length > 0
        ? stated[stated.length - 1]
        : (() => {
            const last = lastNumberOf(numbers, retracted);
            return last && { ...last, rule: 'last number' };
        })();
    if (picked === undefined || picked.flaw !== undefined)
        return undefined;
    const { num, rule } = picked;
    return { value: num.value, text: text.slice(num.at, num.end), rule };
}

;// CONCATENATED MODULE: ./src/core/grade/index.ts











function createGrader(config, options = {}) {
    switch (config.kind) {
        case 'exact_match':
            return exactMatch(config);
        case 'contains':
            return contains(config);
        case 'regex':
            return regex(config);
        case 'choice':
            return choice(config);
        case 'numeric':
            return numeric(config);
        case 'llm_judge':
            return judgeGrader(config, options.judge);
        case 'loglikelihood':
            if (!options.choices)
                throw new Error('grader loglikelihood needs the choice options');
            return loglikelihoodGrader(config, options.choices);
    }
}
/** The normalized response equals a normalized reference. */
function exactMatch(config) {
    const normalize = normalizer(config.normalize);
    return {
        grade(item, response) {
            const refs = references(item, 'exact_match');
            const targets = config.target === 'letter' && refs.letters.length > 0
                ? refs.letters
                : config.target === 'text'
                    ? refs.texts
                    : [...refs.letters, ...refs.texts];
            const extracted = normalize(response);
            return compareText(extracted, targets, normalize);
        },
        describe: () => ({
            kind: 'exact_match',
            normalize: canonicalNormalizers(config.normalize),
            // Listed only when set, so the protocol of existing exact_match suites is unchanged.
            ...(config.target === 'any' ? {} : { target: config.target }),
            rules_version: 1,
        }),
    };
}
function compareText(extracted, targets, normalize) {
    const hit = targets.find((target) => normalize(target) === extracted);
    return hit === undefined
        ? grade(false, extracted, `extracted ${quote(extracted)} ≠ answer ${showAnswers(targets)}`)
        : grade(true, extracted, `extracted ${quote(extracted)} = answer ${quote(hit)}`);
}
/**
 * Lenient: a reference occurs in the response as whole words ("4" is not found in "14"), after
 * collapsing whitespace and, unless case_sensitive, lowercasing both. For multiple-choice rows only
 * the choice's text is looked for: a letter such as "B" would be found in almost any response.
 */
function contains(config) {
    const normalize = (text) => {
        const collapsed = (0,prompt_template/* pythonStrip */.pn)(text.replace(/\s+/g, ' '));
        return config.case_sensitive ? collapsed : collapsed.toLowerCase();
    };
    return {
        grade(item, response) {
            const refs = references(item, 'contains');
            const targets = refs.texts.length > 0 ? refs.texts : refs.letters;
            const haystack = normalize(response);
            const hit = targets.find((target) => containsWords(haystack, normalize(target)));
            return hit === undefined
                ? grade(false, null, `answer ${showAnswers(targets)} not found in the response`)
                : grade(true, hit, `answer ${quote(hit)} found in the response`);
        },
        describe: () => ({ kind: 'contains', case_sensitive: config.case_sensitive, rules_version: 1 }),
    };
}
function containsWords(text, needle) {
    if (needle === '')
        return false;
    const wordChar = /[\p{L}\p{N}]/u;
    const startsWord = wordChar.test(needle[0]);
    const endsWord = wordChar.test(needle[needle.length - 1]);
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        const before = text[at - 1];
        const after = text[at + needle.length];
        if (startsWord && before !== undefined && wordChar.test(before))
            continue;
        if (endsWord && after !== undefined && wordChar.test(after))
            continue;
        return true;
    }
    return false;
}
/**
 * `pattern` is a JavaScript regular expression; a leading Python-style inline flag group such as
 * `(?i)` or `(?ms)` is accepted and turned into flags. The `group` (a number, or a name for
 * `(?<name>...)`) of the first match is compared with the references after `strip`.
 */
function regex(config) {
    const pattern = compilePattern(config.pattern);
    checkGroup(pattern, config.group);
    return {
        grade(item, response) {
            const refs = references(item, 'regex');
            const targets = [...refs.letters, ...refs.texts];
            const match = pattern.exec(response);
            if (match === null)
                return grade(false, null, 'pattern did not match');
            const value = typeof config.group === 'number' ? match[config.group] : match.groups?.[config.group];
            if (value === undefined) {
                return grade(false, null, `pattern matched but group ${config.group} did not`);
            }
            return compareText((0,prompt_template/* pythonStrip */.pn)(value), targets, prompt_template/* pythonStrip */.pn);
        },
        describe: () => ({
            kind: 'regex',
            pattern: config.pattern,
            group: config.group,
            rules_version: 1,
        }),
    };
}
/**
 * A regex grader's pattern and group as the grader will use them; an InputError (message
 * `grader.pattern: ...` or `grader.group: ...`) when the pattern does not compile or lacks the group.
 */
function checkRegexGrader(source, group) {
    checkGroup(compilePattern(source), group);
}
function compilePattern(source) {
    const inline = /^\(\?([a-zA-Z]+)\)/.exec(source);
    const flags = inline?.[1] ?? '';
    const bad = [...flags].find((flag) => !'ims'.includes(flag));
    if (bad !== undefined) {
        throw new errors/* InputError */.d(`grader.pattern: unsupported inline flag "${bad}" in ${quote(source)}; expected i, m or s`);
    }
    try {
        return new RegExp(source.slice(inline?.[0].length ?? 0), [...new Set(flags)].join(''));
    }
    catch (error) {
        throw new errors/* InputError */.d(`grader.pattern: expected a regular expression, found ${quote(source)}: ${error.message}`);
    }
}
function checkGroup(pattern, group) {
    // An empty alternative makes every pattern match '', which reveals its groups.
    const probe = new RegExp(`${pattern.source}|`, pattern.flags).exec('');
    const count = probe.length - 1;
    if (typeof group === 'number' && group > count) {
        throw new errors/* InputError */.d(`grader.group: expected 0..${count} (the pattern has ${count} capturing group${count === 1 ? '' : 's'}), found ${group}`);
    }
    const names = Object.keys(probe.groups ?? {});
    if (typeof group === 'string' && !names.includes(group)) {
        throw new errors/* InputError */.d(`grader.group: expected a group name of the pattern (${names.join(', ') || 'it has none'}), found ${quote(group)}`);
    }
}
/** See choice.ts for how a letter is read. Correct when it is the row's answer. */
function choice(config) {
    return {
        grade(item, response) {
            const { choices, answer } = item.row;
            if (!Array.isArray(choices) || choices.length === 0) {
                throw new errors/* InputError */.d(`${itemName(item)}: grader choice: expected a list in "choices", found ${(0,rows/* show */.WU)(choices)}`);
            }
            const expected = (0,rows/* answerIndex */.lw)(answer, choices.length);
            if (expected === undefined) {
                throw new errors/* InputError */.d(`${itemName(item)}: grader choice: expected "answer" to be a choice index or letter, found ${(0,rows/* show */.WU)(answer)}`);
            }
            const texts = choices.map((c) => (typeof c === 'string' ? c : String(c)));
            const letters = 'ABCDEFGHIJ';
            const target = letters[expected];
            const pick = extractChoice(response, texts, config.match);
            if (pick === undefined)
                return grade(false, null, 'no choice letter found');
            if (pick.index === undefined) {
                return grade(false, pick.letter, `extracted "${pick.letter}", which is not among A..${letters[choices.length - 1]}`);
            }
            const correct = pick.index === expected;
            return grade(correct, pick.letter, `extracted "${pick.letter}" (${pick.rule}) ${correct ? '=' : '≠'} answer "${target}"`);
        },
        describe: () => ({ kind: 'choice', match: config.match, rules_version: 3 }),
    };
}
/**
 * The number the response gives as its answer (see numeric.ts) against the answer, within
 * `tolerance` (absolute). An answer that is text is read the same way, so GSM8K's
 * "...\n#### 72" means 72.
 */
function numeric(config) {
    return {
        grade(item, response) {
            const { answer } = item.row;
            const answers = Array.isArray(answer) ? answer : [answer];
            const targets = answers.map((value) => {
                const number = numberOf(value);
                if (number === undefined) {
                    throw new errors/* InputError */.d(`${itemName(item)}: grader numeric: expected a number in "answer", found ${(0,rows/* show */.WU)(answer)}`);
                }
                return number;
            });
            const found = extractNumber(response);
            if (found === undefined)
                return grade(false, null, 'no number found');
            const extracted = String(found.value);
            const hit = targets.find((t) => Math.abs(found.value - t) <= config.tolerance);
            const shown = targets.length === 1 ? String(targets[0]) : `any of ${targets.join(', ')}`;
            const read = `extracted ${extracted} (${found.rule})`;
            return hit === undefined
                ? grade(false, extracted, `${read} ≠ answer ${shown}`)
                : grade(true, extracted, `${read} = answer ${hit}`);
        },
        describe: () => ({ kind: 'numeric', tolerance: config.tolerance, rules_version: 2 }),
    };
}
function numberOf(value) {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof pyjson/* PyFloat */.g$)
        return value.value;
    return typeof value === 'string' ? extractNumber(value)?.value : undefined;
}
function quote(text) {
    return JSON.stringify(cut(text));
}


/***/ }),

/***/ 538:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  St: () => (/* binding */ assertWritableDir),
  Gt: () => (/* binding */ displayPath),
  Ny: () => (/* reexport */ ioReason),
  Z9: () => (/* binding */ loadConfig),
  yR: () => (/* binding */ readText),
  Zf: () => (/* binding */ writeFileAtomic)
});

// UNUSED EXPORTS: configWarnings

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/config/parse.ts
var parse = __webpack_require__(5341);
;// CONCATENATED MODULE: ./src/engine/io-reason.ts
/**
 * What a failed file operation means, in words, and the one sentence for a file that cannot be
 * read. Imports nothing, so the Action's entry can say it before it loads anything else.
 */
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
/** `<file>: cannot read the <what> file: <reason>`. */
function unreadable(file, what, error) {
    return `${file}: cannot read the ${what} file: ${ioReason(error)}`;
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/engine/datasets/csv.ts
var csv = __webpack_require__(4014);
// EXTERNAL MODULE: ./src/engine/datasets/read.ts
var read = __webpack_require__(5284);
;// CONCATENATED MODULE: ./src/engine/config.ts







/** Where load-time warnings go unless the caller takes them: stderr. */
const toStderr = (message) => void process.stderr.write(`evalgate: warning: ${message}\n`);
/** Reads and validates a config; warnings (a config that works but likely not as meant) go to `warn`. */
async function loadConfig(file, warn = toStderr) {
    const text = await readText(file, 'config');
    const parsed = (0,parse/* parseConfig */.o4)(text, file);
    const baseDir = external_node_path_default().dirname(external_node_path_default().resolve(file));
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
        const files = await (0,read/* datasetFiles */.gm)(pattern, loaded.baseDir, key.join('.')).catch(() => []);
        const unnamed = files.filter((f) => (0,csv/* mmluSubject */.oP)(f) === null);
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
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* InputError */.d(unreadable(file, what, error));
    }
}
/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
async function writeFileAtomic(file, text) {
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
        await (0,promises_.writeFile)(temporary, text);
        await (0,promises_.rename)(temporary, file);
    }
    finally {
        await (0,promises_.rm)(temporary, { force: true });
    }
}
/** A folder the run will write into: created if missing, else it must be a writable folder. */
async function assertWritableDir(dir, what) {
    const info = await (0,promises_.stat)(dir).catch(() => null);
    if (info && !info.isDirectory()) {
        throw new errors/* InputError */.d(`${what} ${displayPath(dir)}: expected a folder, found a file`);
    }
    try {
        if (!info)
            await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.access)(dir, promises_.constants.W_OK);
    }
    catch (error) {
        throw new errors/* InputError */.d(`${what} ${displayPath(dir)}: cannot write there: ${ioReason(error)}`);
    }
}
/** A path as users see it: relative to the working directory when inside it, else absolute. */
function displayPath(file) {
    const relative = external_node_path_default().relative(process.cwd(), file);
    return relative && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative)
        ? relative
        : external_node_path_default().resolve(file);
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
/* unused harmony export regularFileInside */
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
    for (const file of files) {
        if (!(await regularFileInside((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baseDir, file), root))) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${key} ${JSON.stringify(pattern)}: ${file} is not a regular file inside the repository (it is a link that leads out of it, or not a plain file); in the Action, data files must be files in the checkout`);
        }
    }
}
/**
 * Whether `file` is a regular file inside `root` once symlinks are resolved: what the Action asks
 * of every file it reads from a checkout (data files, few-shot files, the config itself).
 */
async function regularFileInside(file, root) {
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root));
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(file).catch(() => undefined);
    if (real === undefined)
        return false;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, real);
    const inside = rel === '' || (rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
    return inside && ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real).catch(() => undefined))?.isFile() ?? false);
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
