export const id = 991;
export const ids = [991];
export const modules = {

/***/ 3281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UU: () => (/* binding */ STDOUT),
/* harmony export */   WK: () => (/* binding */ assertReportTarget),
/* harmony export */   is: () => (/* binding */ printOutcome),
/* harmony export */   zO: () => (/* binding */ whereLines)
/* harmony export */ });
/* harmony import */ var _core_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6292);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2020);
/* harmony import */ var _engine_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(538);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3097);




/** `--report -`: the whole markdown report on stdout instead of into a file. */
const STDOUT = '-';
/**
 * `--report -` puts the report on stdout, which `--json` owns: the two cannot both be given.
 * Called before anything runs, so a contradiction costs no request.
 */
function assertReportTarget(command, options) {
    if (options.report === STDOUT && options.json) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${command}: --report - prints the report on stdout, where --json prints its JSON document; give --report FILE to keep the report beside --json, or drop one of them`);
    }
}
/**
 * What a gate prints when not --json: one line per model slot and where the report went; the
 * whole markdown report only with `--report -`.
 */
function printOutcome(diffs, markdown, options, io) {
    if (options.report === STDOUT) {
        io.stdout(markdown);
        return;
    }
    for (const d of diffs)
        io.stdout(modelLine(d));
    if (options.sayWhere !== false)
        io.stdout(whereLines(options));
}
/** Where the report and the JUnit file went, one line each. */
function whereLines(options) {
    const report = options.report
        ? `report: ${(0,_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(options.report)}\n`
        : 'report: not written (--report FILE writes it, --report - prints it)\n';
    const junit = options.junit ? `junit: ${(0,_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(options.junit)}\n` : '';
    return report + junit;
}
function modelLine(d) {
    const delta = d.delta === null ? 'n/a' : `${(0,_core_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .signed */ .x8)(d.delta)} points`;
    const p = d.p_value === null ? 'n/a' : d.p_value.toPrecision(3);
    const drop = d.min_detectable_drop === null ? 'n/a' : `${d.min_detectable_drop.toFixed(1)} points`;
    return `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_3__/* .logText */ .kc)(d.model)}: ${d.verdict}, Δ ${delta}, p ${p}, detectable drop ${drop}\n`;
}


/***/ }),

/***/ 4741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ interruptible),
/* harmony export */   _: () => (/* binding */ EXIT_INTERRUPTED)
/* harmony export */ });
/* harmony import */ var _engine_run_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4044);
/* harmony import */ var _engine_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(538);
/* harmony import */ var _core_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2020);



/** The exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
const EXIT_INTERRUPTED = 130;
/**
 * Runs `work` with an abort signal that Ctrl-C fires (when the entry gives one). Interrupted, it
 * ends an open progress line, says what was kept and how to resume, and exits 130. A second
 * Ctrl-C exits at once (the entry's handler).
 */
async function interruptible(io, resume, work) {
    const interrupt = io.interrupts?.();
    if (!interrupt)
        return work(io, undefined);
    let lineOpen = false;
    const tracked = {
        ...io,
        stderr: (text) => {
            if (text)
                lineOpen = !text.endsWith('\n');
            io.stderr(text);
        },
    };
    try {
        return await work(tracked, interrupt.signal);
    }
    catch (error) {
        if (!interrupt.signal.aborted)
            throw error;
        if (lineOpen)
            io.stderr('\n');
        const text = interruptedText(error instanceof _engine_run_options_js__WEBPACK_IMPORTED_MODULE_0__/* .RunInterrupted */ .Q ? error : undefined, resume);
        io.stderr(text);
        if (resume.json) {
            const [message, ...details] = text
                .trimEnd()
                .replace(/^evalgate: /, '')
                .split('\n');
            io.stdout(`${JSON.stringify({ error: { message, details, exit_code: EXIT_INTERRUPTED } })}\n`);
        }
        return EXIT_INTERRUPTED;
    }
    finally {
        interrupt.release();
    }
}
function interruptedText(stop, resume) {
    const lines = [
        `evalgate: interrupted${stop?.model ? ` while measuring ${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc)(stop.model)}` : ''}: no record was written for ${stop?.model ? 'it' : 'the interrupted slot'}, nothing was frozen${resume.command === 'gate' ? ' and nothing was gated' : ''}.`,
    ];
    if (stop && stop.cacheDir === null) {
        lines.push('Nothing was kept: --no-cache saves no answer, so a rerun asks every question again.');
    }
    else {
        const where = stop?.cacheDir ? ` (${(0,_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(stop.cacheDir)})` : '';
        lines.push(resume.reuses
            ? `The answers received so far are in the response cache${where}: run the same command again to resume from them; only the rest is asked.`
            : `The answers received so far are in the response cache${where}; \`evalgate gate\` measures every answer anew, so add --cache (or use \`evalgate run\`) to resume from them and ask only the rest.`);
        const uncached = stop?.uncached ?? [];
        if (uncached.length) {
            lines.push(`Not cached, asked again from the start: ${uncached.map((s) => `${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc)(s.id)} (${(0,_core_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .kc)(s.provider)})`).join(', ')}; the response cache keeps only the answers of openai and anthropic slots (a command's answers depend on its files, which the cache key cannot see).`);
        }
    }
    if (stop?.written.length) {
        lines.push(`Slots measured before the interrupt were recorded: ${stop.written.map(_engine_config_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt).join(', ')}.`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 8991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  forEachConfig: () => (/* binding */ forEachConfig)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diff.ts
var diff = __webpack_require__(6292);
// EXTERNAL MODULE: ./src/core/report/junit.ts
var junit = __webpack_require__(6490);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/core/config/parse.ts
var parse = __webpack_require__(5341);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/engine/datasets/read.ts
var read = __webpack_require__(5284);
;// CONCATENATED MODULE: ./src/engine/config-files.ts






/**
 * The config files named by `--config` (given several times) or the Action's `config` input
 * (one per line or comma): each an existing file taken literally, or a glob matched in sorted
 * order. A pattern that matches nothing is an error naming it, never a silently skipped suite.
 */
async function expandConfigs(patterns, cwd, 
/** A glob that matches nothing gives no files instead of an error (a suite the base lacks). */
options = {}) {
    const files = [];
    for (const pattern of patterns) {
        const literal = await (0,promises_.stat)(external_node_path_default().resolve(cwd, pattern)).then((s) => s.isFile(), () => false);
        if (literal || !(0,dist/* isDynamicPattern */.ey)(pattern)) {
            files.push(pattern);
            continue;
        }
        const matches = (await (0,dist/* glob */.TI)(pattern, { cwd, onlyFiles: true, expandDirectories: false })).sort();
        if (matches.length === 0 && !options.allowEmpty) {
            throw new errors/* InputError */.d(`config ${JSON.stringify(pattern)}: expected the glob to match config files, found none`, [`the glob is relative to ${cwd}`]);
        }
        files.push(...matches);
    }
    const seen = new Set();
    return files.filter((file) => {
        const key = external_node_path_default().resolve(cwd, file);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}
/**
 * The Action reads its configs from the checkout only, held to the data files' rule: each must be
 * a regular file inside the checkout `root` (the paths are relative to it) once symlinks are
 * resolved, so neither `../x.yml`, an absolute path elsewhere nor a committed link to a file of the
 * runner is read. The message names the path as given, never where it leads nor anything of its
 * content. A path that does not exist is left to the config's load, which says so.
 */
async function assertConfigsInside(files, root, what) {
    for (const file of files) {
        const absolute = path.resolve(root, file);
        const exists = await lstat(absolute).then(() => true, () => false);
        if (!exists || (await regularFileInside(absolute, root)))
            continue;
        throw new InputError(`${what}: expected a config file inside the workspace, found ${JSON.stringify(file)}, which is outside it, a link that leads out of it, or not a plain file; nothing was read`, [`the Action reads its config only from the checkout (${root})`]);
    }
}
/** Config list input text: one entry per line or comma, blank entries dropped. */
function splitConfigList(text) {
    return text
        .split(/[\n,]/)
        .map((entry) => entry.trim())
        .filter(Boolean);
}
/**
 * Refuses two configs of one step that name the same suite: they would share its baselines,
 * runs and report, each overwriting the other's. Checked before any suite runs. A config that
 * cannot be read or parsed is left to its own run, which reports it.
 */
async function assertOneConfigPerSuite(files, cwd, what) {
    const bySuite = new Map();
    for (const file of files) {
        let suite;
        try {
            suite = (0,parse/* parseConfig */.o4)(await (0,promises_.readFile)(external_node_path_default().resolve(cwd, file), 'utf8'), file).config.suite;
        }
        catch {
            continue;
        }
        const first = bySuite.get(suite);
        if (first !== undefined) {
            throw new errors/* InputError */.d(`${what}: ${first} and ${file} both name the suite "${suite}"; nothing was run`, [
                'a suite has one config: its baselines, runs and report live under its name',
                'rename the suite in one of them, or gate them in separate steps',
            ]);
        }
        bySuite.set(suite, file);
    }
}

// EXTERNAL MODULE: ./src/cli/gate-output.ts
var gate_output = __webpack_require__(3281);
// EXTERNAL MODULE: ./src/cli/interrupt.ts
var interrupt = __webpack_require__(4741);
;// CONCATENATED MODULE: ./src/cli/multi.ts








/**
 * Runs one command once per config file, each with its own buffered output, so one suite's bad
 * input or failure never hides another's report. One config behaves exactly as before. Several:
 * text outputs follow each other under a heading per config; `--json` prints one document
 * (`slice`: {"suites": [...]}, `run`: {"runs": [...each with its suite]}, `gate`: {"verdict",
 * "failed", "suites": [{"config", "suite", "verdict", "failed", "models"}]}); `--report FILE`
 * holds every suite's report. The exit code is the worst: 2 (some suite's input was bad) over 1
 * (some gate failed) over 0.
 */
async function forEachConfig(command, patterns, options, io, once, reportError) {
    const files = await expandConfigs(patterns, process.cwd());
    if (files.length === 1) {
        return once(files[0], io, {
            ...(options.report ? { report: options.report } : {}),
            ...(options.junit ? { junit: options.junit } : {}),
        });
    }
    await assertOneConfigPerSuite(files, process.cwd(), '--config');
    // `--report -`: each suite prints its own report under its heading; no file to combine.
    const reportToStdout = options.report === gate_output/* STDOUT */.UU;
    if (command === 'gate')
        (0,gate_output/* assertReportTarget */.WK)(command, options);
    const outcomes = [];
    for (const [i, config] of files.entries()) {
        const out = [];
        const err = [];
        const buffered = {
            stdout: (text) => out.push(text),
            stderr: (text) => {
                err.push(text);
                io.stderr(text);
            },
            ...(io.isTTY === undefined ? {} : { isTTY: io.isTTY }),
            ...(io.interrupts ? { interrupts: io.interrupts } : {}),
        };
        const temp = (kind) => external_node_path_default().join(external_node_os_default().tmpdir(), `evalgate-${kind}-${process.pid}-${i}`);
        const report = reportToStdout ? gate_output/* STDOUT */.UU : options.report ? temp('report.md') : undefined;
        const junit = options.junit ? temp('junit.xml') : undefined;
        let code;
        try {
            code = await once(config, buffered, {
                ...(report ? { report } : {}),
                ...(junit ? { junit } : {}),
                sayWhere: false,
            });
        }
        catch (error) {
            code = reportError(error, buffered, options.json);
        }
        // Ctrl-C: the suites after this one do not start.
        const interrupted = code === interrupt/* EXIT_INTERRUPTED */._;
        outcomes.push({
            config,
            code,
            stdout: out.join(''),
            stderr: err.join(''),
            ...(report && !reportToStdout ? { report } : {}),
            ...(junit ? { junit } : {}),
        });
        if (interrupted)
            break;
    }
    if (options.report && !reportToStdout) {
        const parts = await Promise.all(outcomes.map(async (o) => (o.report ? await (0,promises_.readFile)(o.report, 'utf8').catch(() => '') : '')));
        await (0,promises_.writeFile)(options.report, parts.filter(Boolean).join('\n\n---\n\n'));
        await Promise.all(outcomes.map((o) => (o.report ? (0,promises_.rm)(o.report, { force: true }) : undefined)));
    }
    if (options.junit) {
        const docs = await Promise.all(outcomes.map(async (o) => (o.junit ? await (0,promises_.readFile)(o.junit, 'utf8').catch(() => '') : '')));
        await (0,promises_.writeFile)(options.junit, (0,junit/* combineJunit */.YC)(docs));
        await Promise.all(outcomes.map((o) => (o.junit ? (0,promises_.rm)(o.junit, { force: true }) : undefined)));
    }
    if (options.json)
        io.stdout(`${JSON.stringify(combined(command, outcomes))}\n`);
    else {
        for (const o of outcomes)
            io.stdout(`\n=== ${o.config} ===\n${o.stdout}`);
        if (command === 'gate' && !reportToStdout)
            io.stdout(`\n${(0,gate_output/* whereLines */.zO)(options)}`);
    }
    const codes = outcomes.map((o) => o.code);
    if (codes.includes(interrupt/* EXIT_INTERRUPTED */._))
        return interrupt/* EXIT_INTERRUPTED */._;
    return codes.includes(2) ? 2 : codes.some((c) => c !== 0) ? 1 : 0;
}
function combined(command, outcomes) {
    const documents = outcomes.map((o) => ({ config: o.config, code: o.code, doc: multi_parse(o.stdout) }));
    if (command === 'run') {
        return {
            runs: documents.flatMap(({ doc }) => Array.isArray(doc.runs)
                ? doc.runs.map((r) => ({ suite: doc.suite ?? null, ...r }))
                : []),
            suites: documents.map(suiteEntry),
        };
    }
    if (command === 'slice')
        return { suites: documents.map(suiteEntry) };
    const suites = documents.map(suiteEntry);
    const verdicts = suites.map((s) => s.verdict);
    const verdict = verdicts.every((v) => typeof v === 'string')
        ? (0,diff/* overallVerdict */.Bn)(verdicts.map((v) => ({ verdict: v })))
        : 'errored';
    return { verdict, failed: outcomes.some((o) => o.code !== 0), suites };
}
function suiteEntry(entry) {
    return { config: entry.config, exit_code: entry.code, ...entry.doc };
}
function multi_parse(text) {
    try {
        const value = JSON.parse(text);
        return value !== null && typeof value === 'object' ? value : {};
    }
    catch {
        return {};
    }
}


/***/ }),

/***/ 6292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ overallVerdict),
/* harmony export */   nM: () => (/* binding */ diffRun),
/* harmony export */   wD: () => (/* binding */ missingDiff),
/* harmony export */   x8: () => (/* binding */ signed),
/* harmony export */   xZ: () => (/* binding */ protocolDifferences),
/* harmony export */   xd: () => (/* binding */ gateFails)
/* harmony export */ });
/* unused harmony exports NO_ITEM_DATA, servingChanged */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(457);
/* harmony import */ var _groups_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8567);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8796);



/** What every report says of a comparison without per-item outcomes. */
const NO_ITEM_DATA = 'no per-item data: paired statistics unavailable';
/** The protocol parts users reason about, in the order a report lists them. */
const PARTS = [
    ['fingerprint', (p) => p.fingerprint],
    ['slice', (p) => p.slice],
    ['wash', (p) => p.wash],
    ['template', (p) => ({ mode: p.template.mode, hash: p.template.hash })],
    // Shown whole (source, sampler, grouping), compared as the id compares it: k and the hash.
    ['few-shot', (p) => p.fewshot],
    // A judge's endpoint, model and decoding: named on its own, so a swapped judge says so.
    ['grader', (p) => withoutJudge(p.grader)],
    ['judge', (p) => p.grader.judge ?? null],
    // A reasoning model's effort or thinking budget: named on its own, as users change it alone.
    ['decoding', (p) => withoutReasoning(p.decoding)],
    ['reasoning', (p) => p.decoding.reasoning ?? null],
    // The endpoint its requests go to, where it is not chat's or completions' (api: responses).
    ['api', (p) => p.decoding.api ?? null],
    ['repeats', (p) => p.repeats],
    ['prompts', (p) => p.prompts ?? null],
    ['output', (p) => p.output ?? 'generate'],
    ['harness protocol version', (p) => p.harness.protocol_version],
    // Imports: evalgate never equals lm-eval unless proven, and lm-eval tasks name their parts.
    ['runner', (p) => p.harness.name],
    [
        'task',
        (p) => p.lm_eval
            ? {
                name: p.lm_eval.task,
                version: p.lm_eval.task_version,
                ...(p.lm_eval.subtasks ? { subtasks: p.lm_eval.subtasks } : {}),
            }
            : null,
    ],
    ['task hash', (p) => p.lm_eval?.task_hash ?? null],
    ['limit', (p) => p.lm_eval?.limit ?? null],
    ['task config', (p) => p.lm_eval?.config ?? null],
];
/** The decoding without the parts named on their own (reasoning, api). */
function withoutReasoning(decoding) {
    if (!('reasoning' in decoding) && !('api' in decoding))
        return decoding;
    return Object.fromEntries(Object.entries(decoding).filter(([key]) => key !== 'reasoning' && key !== 'api'));
}
function withoutJudge(grader) {
    if (!('judge' in grader) || typeof grader.judge !== 'object')
        return grader;
    return Object.fromEntries(Object.entries(grader).filter(([key]) => key !== 'judge'));
}
const SHAPES_PROMPTS = new Set(['fingerprint', 'slice', 'wash', 'template', 'few-shot']);
function fewshotKey(value) {
    const { k, hash } = value;
    return (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)({ k, hash });
}
function protocolDifferences(baseline, run) {
    const out = [];
    for (const [part, pick] of PARTS) {
        const a = pick(baseline);
        const b = pick(run);
        const key = part === 'few-shot' ? fewshotKey : _canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d;
        if (key(a) !== key(b))
            out.push({ part, old: a, new: b });
    }
    // The prompts follow from the parts that shape them; listed alone they name what those do not
    // cover (a row field the templates read outside the fingerprint, such as a subject).
    const shaping = out.some((d) => SHAPES_PROMPTS.has(d.part));
    return shaping ? out.filter((d) => d.part !== 'prompts') : out;
}
/**
 * When the grader part differs only in its `rules_version`, the config did not change: this
 * evalgate reads responses by newer rules than the one that graded the baseline. Says so, and how
 * to freeze a baseline graded by the new rules; '' otherwise.
 */
function rulesChangeNote(differences) {
    const grader = differences.find((d) => d.part === 'grader');
    if (grader === undefined || !isObject(grader.old) || !isObject(grader.new))
        return '';
    const { rules_version: from, ...before } = grader.old;
    const { rules_version: to, ...after } = grader.new;
    if (from === to || (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(before) !== (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .d)(after))
        return '';
    const version = (v) => (v === undefined ? 'no version' : `version ${String(v)}`);
    const kind = typeof after.kind === 'string' ? `${after.kind} ` : '';
    return `; the ${kind}grader's rules changed from ${version(from)} to ${version(to)} (this evalgate reads responses differently from the one that graded the baseline), so freeze a new baseline: rerun \`evalgate run\`, then \`evalgate freeze --config FILE --run RUN\` with the new run record, or in the Action apply the freeze label to the pull request`;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Per-item mean score over repeats; errored attempts are left out, all-errored items are absent. */
function perItem(items) {
    const sums = new Map();
    for (const item of items) {
        if (item.score === null)
            continue;
        const key = typeof item.id === 'number' ? `#${item.id}` : `s${item.id}`;
        const entry = sums.get(key) ?? { total: 0, count: 0 };
        entry.total += item.score;
        entry.count++;
        sums.set(key, entry);
    }
    return new Map([...sums].map(([key, { total, count }]) => [key, total / count]));
}
function idOf(key) {
    return key.startsWith('#') ? Number(key.slice(1)) : key.slice(1);
}
const round = (x) => Math.round(x * 1e9) / 1e9;
const SERVING_KEYS = ['hardware', 'precision', 'engine', 'batch_size'];
/** Each declared serving key whose value differs from the baseline's ("not declared" for none). */
function servingChanged(run, baseline, hasBaseline) {
    if (!hasBaseline)
        return {};
    const shown = (v) => (v === undefined ? 'not declared' : String(v));
    const changed = SERVING_KEYS.filter((k) => run?.[k] !== baseline?.[k]).map((k) => `${k}: ${shown(baseline?.[k])} → ${shown(run?.[k])}`);
    return changed.length ? { serving_changed: changed } : {};
}
function diffRun(run, baseline, gate) {
    const a = run.aggregates;
    const claimed = run.model.claimed;
    const common = {
        model: run.model.id,
        build: run.model.build.model ?? run.model.requested,
        score: a.score,
        std: a.std,
        n: a.n,
        repeats: run.protocol.repeats,
        errors: a.errors,
        error_rate: a.error_rate,
        claimed,
        delta_vs_claimed: claimed !== null && a.score !== null ? round(a.score - claimed) : null,
        protocol_id: run.protocol_id,
        run_id: run.run_id,
        min_flips: (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .minFlipsForSignificance */ .nH)(gate.alpha),
        cached: run.usage.cached,
        ...servingChanged(run.model.serving, baseline?.model.serving, baseline !== undefined),
    };
    const scoresOnly = () => withGroups((0,_groups_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .subjectGroups */ .fK)(run, undefined, undefined));
    const empty = {
        baseline: null,
        baseline_build: null,
        delta: null,
        ci: null,
        p_value: null,
        flips: { regressed: [], fixed: [] },
        differs: [],
        differences: [],
        baseline_run_id: null,
    };
    const floor = a.score !== null ? finite((0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .minDetectableDrop */ .V4)({ n: a.n, alpha: gate.alpha })) : null;
    if (run.incomplete || a.error_rate > gate.max_error_rate || a.score === null) {
        const why = run.incomplete
            ? `the run is incomplete (${run.incomplete.remaining} items not done): ${run.incomplete.reason}`
            : `${a.errors} of ${a.n * run.protocol.repeats} requests errored (${pct(a.error_rate)}, above gate.max_error_rate ${pct(gate.max_error_rate)})`;
        return {
            ...common,
            ...empty,
            ...baselineInfo(baseline),
            ...scoresOnly(),
            verdict: 'errored',
            reason: why,
            min_detectable_drop: floor,
        };
    }
    if (!baseline) {
        return {
            ...common,
            ...empty,
            ...scoresOnly(),
            verdict: 'no-baseline',
            reason: 'no baseline is frozen for this model entry yet; `evalgate freeze --config <config>` after a run makes one (in a workflow: the freeze label, or a dispatched freeze)',
            min_detectable_drop: floor,
        };
    }
    if (baseline.protocol_id !== run.protocol_id) {
        const differences = protocolDifferences(baseline.protocol, run.protocol);
        const differs = differences.map((d) => d.part);
        return {
            ...common,
            ...empty,
            ...baselineInfo(baseline),
            differs,
            differences,
            ...scoresOnly(),
            verdict: 'incomparable',
            reason: `the protocol differs from the baseline's (${differs.join(', ') || 'protocol id'}): scores under different protocols are not comparable${baseline.protocol.prompts === undefined ? '; the baseline comes from an earlier evalgate that did not record a digest of its prompts, so freeze it again once' : ''}${rulesChangeNote(differences)}`,
            min_detectable_drop: floor,
        };
    }
    const before = perItem(baseline.items);
    const after = perItem(run.items);
    const pairs = [];
    const regressed = [];
    const fixed = [];
    for (const [key, old] of before) {
        const now = after.get(key);
        if (now === undefined)
            continue;
        pairs.push([old, now]);
        const wasRight = old >= 0.5;
        const isRight = now >= 0.5;
        if (wasRight && !isRight)
            regressed.push(idOf(key));
        else if (!wasRight && isRight)
            fixed.push(idOf(key));
    }
    const delta = round(a.score - baseline.aggregates.score);
    const unpaired = run.items.length === 0 || baseline.items.length === 0;
    const pValue = unpaired ? NaN : (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedMcNemar */ .$G)(regressed.length, fixed.length).pValue;
    const ci = pairs.length ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .bootstrapDelta */ .F8)(pairs, { seed: 0 }) : null;
    const mdd = finite((0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .minDetectableDrop */ .V4)({
        n: pairs.length || a.n,
        discordantRate: pairs.length ? (regressed.length + fixed.length) / pairs.length : 0,
        alpha: gate.alpha,
    }));
    let verdict = 'pass';
    let reason = `Δ ${signed(delta)} is above the ${signed(-gate.max_drop)}-point threshold`;
    if (delta <= -gate.max_drop) {
        if (gate.significance === 'require' && !(pValue < gate.alpha)) {
            verdict = 'within-noise';
            reason = unpaired
                ? `Δ ${signed(delta)} reaches the threshold, but without per-item data no paired test can show it below alpha ${gate.alpha}`
                : `Δ ${signed(delta)} reaches the threshold, but McNemar p = ${pValue.toPrecision(3)} is not below alpha ${gate.alpha}`;
        }
        else {
            verdict = 'regressed';
            reason = `Δ ${signed(delta)} reaches the ${signed(-gate.max_drop)}-point threshold`;
        }
    }
    return {
        ...common,
        ...baselineInfo(baseline),
        delta,
        ci: ci ? { low: ci.low, high: ci.high } : null,
        p_value: unpaired ? null : pValue,
        min_detectable_drop: mdd,
        flips: { regressed: sortIds(regressed), fixed: sortIds(fixed) },
        differs: [],
        differences: [],
        ...withGroups((0,_groups_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .subjectGroups */ .fK)(run, baseline, { before, after, regressed, fixed })),
        verdict,
        reason: unpaired ? `${reason}; ${NO_ITEM_DATA}` : reason,
        ...(unpaired ? { paired: false } : {}),
    };
}
/** The groups key only when there are groups, so one-subject suites print what they always did. */
function withGroups(groups) {
    return groups ? { groups } : {};
}
/** A slot that has a baseline at the base but that the pull request does not measure. */
function missingDiff(baseline) {
    const info = baselineInfo(baseline);
    return {
        model: baseline.model.id,
        build: null,
        verdict: 'missing',
        reason: 'this slot has a baseline at the base commit but is not measured here (removed or renamed); a pull request cannot drop a gated slot without an approved freeze',
        score: null,
        std: 0,
        ...info,
        delta: null,
        ci: null,
        p_value: null,
        min_detectable_drop: null,
        min_flips: null,
        flips: { regressed: [], fixed: [] },
        differs: [],
        differences: [],
        n: 0,
        repeats: baseline.protocol.repeats,
        errors: 0,
        error_rate: 0,
        claimed: null,
        delta_vs_claimed: null,
        protocol_id: baseline.protocol_id,
        run_id: '',
    };
}
/** Infinity (no drop can be significant on this slice) is reported as null beside `min_flips`. */
function finite(value) {
    return Number.isFinite(value) ? value : null;
}
function baselineInfo(baseline) {
    return {
        baseline: baseline?.aggregates.score ?? null,
        baseline_build: baseline ? (baseline.model.build.model ?? baseline.model.requested) : null,
        baseline_run_id: baseline?.run_id ?? null,
    };
}
function sortIds(ids) {
    return ids.sort((x, y) => typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
}
/** Worst first: the overall verdict is the worst of the models'. */
const SEVERITY = [
    'bar-changed',
    'missing',
    'regressed',
    'errored',
    'incomparable',
    'within-noise',
    'no-baseline',
    'frozen',
    'pass',
];
function overallVerdict(diffs) {
    let worst = 'pass';
    for (const d of diffs)
        if (SEVERITY.indexOf(d.verdict) < SEVERITY.indexOf(worst))
            worst = d.verdict;
    return worst;
}
/** Whether the check fails: regressed and errored always; incomparable and no-baseline by config. */
function gateFails(diffs, gate) {
    return diffs.some((d) => d.verdict === 'regressed' ||
        d.verdict === 'errored' ||
        d.verdict === 'missing' ||
        d.verdict === 'bar-changed' ||
        (d.verdict === 'incomparable' && gate.on_incomparable === 'fail') ||
        (d.verdict === 'no-baseline' && gate.on_no_baseline === 'fail'));
}
function signed(x) {
    const text = Math.abs(x) < 0.05 ? '0.0' : Math.abs(x).toFixed(1);
    return x < 0 && text !== '0.0' ? `-${text}` : `+${text}`;
}
function pct(x) {
    return `${(x * 100).toFixed(1)}%`;
}


/***/ }),

/***/ 6490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ junitXml),
/* harmony export */   YC: () => (/* binding */ combineJunit)
/* harmony export */ });
/* unused harmony export xmlText */
/**
 * JUnit XML for the CI tools that read it: one testsuite per suite, one testcase per model
 * (classname the suite, name the model id) and, where the diff has subject groups, one per
 * subject (classname `<suite>.<model>`). A failing verdict is a `<failure>` whose type is the
 * verdict and whose message is the reason; a subject fails only when its model regressed and the
 * subject is among those that lost the most. Every piece of text is escaped through `xmlText`.
 */
function junitXml(suites) {
    const blocks = suites.map(suiteXml);
    const tests = blocks.reduce((a, b) => a + b.tests, 0);
    const failures = blocks.reduce((a, b) => a + b.failures, 0);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="evalgate" tests="${tests}" failures="${failures}">`,
        ...blocks.map((b) => b.xml),
        '</testsuites>',
        '',
    ].join('\n');
}
function suiteXml(suite) {
    const cases = [];
    for (const m of suite.models) {
        const summary = modelSummary(m);
        cases.push({
            classname: suite.suite,
            name: m.model,
            ...(suite.fails(m)
                ? { failure: { type: m.verdict, message: `${m.verdict}: ${m.reason}`, body: summary } }
                : m.verdict === 'no-baseline'
                    ? { skipped: `${m.verdict}: ${m.reason}` }
                    : {}),
            out: `${m.verdict}: ${m.reason}\n${summary}`,
        });
        for (const s of m.groups?.subjects ?? []) {
            const lost = m.verdict === 'regressed' && m.groups.top_drops.includes(s.name);
            const line = `subject ${s.name}: score ${num(s.score)}, baseline ${num(s.baseline)}, Δ ${num(s.delta)}, Holm p ${num(s.p_holm)}`;
            cases.push({
                classname: `${suite.suite}.${m.model}`,
                name: s.name,
                ...(lost
                    ? {
                        failure: {
                            type: 'regressed',
                            message: `regressed: ${s.name} is among the subjects that lost the most (contribution ${num(s.contribution)} points)`,
                            body: line,
                        },
                    }
                    : {}),
                out: line,
            });
        }
    }
    const failures = cases.filter((c) => c.failure).length;
    const skipped = cases.filter((c) => c.skipped).length;
    const xml = [
        `  <testsuite name="${xmlText(suite.suite)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}">`,
        ...cases.map(caseXml),
        '  </testsuite>',
    ].join('\n');
    return { xml, tests: cases.length, failures };
}
function caseXml(c) {
    const open = `    <testcase classname="${xmlText(c.classname)}" name="${xmlText(c.name)}">`;
    const inner = [];
    if (c.failure) {
        inner.push(`      <failure type="${xmlText(c.failure.type)}" message="${xmlText(c.failure.message)}">${xmlText(c.failure.body)}</failure>`);
    }
    if (c.skipped)
        inner.push(`      <skipped message="${xmlText(c.skipped)}"/>`);
    inner.push(`      <system-out>${xmlText(c.out)}</system-out>`);
    return [open, ...inner, '    </testcase>'].join('\n');
}
function modelSummary(m) {
    return [
        `build ${m.build ?? 'n/a'}; score ${num(m.score)}; baseline ${num(m.baseline)}; Δ ${num(m.delta)}; p ${num(m.p_value)}; n ${m.n}`,
        ...m.differences.map((d) => `differs: ${d.part}`),
    ].join('\n');
}
function num(x) {
    return x === null ? 'n/a' : Number(x.toPrecision(6)).toString();
}
/**
 * The one door for text into JUnit XML (attributes and element text alike): the five markup
 * characters as entities, and characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/F)
 * replaced by U+FFFD, so a hostile model id or reason can neither break out nor make the file
 * unreadable.
 */
function xmlText(text) {
    return text
        .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;')
        .replace(/\r/g, '&#13;')
        .replace(/\n/g, '&#10;')
        .replace(/\t/g, '&#9;');
}
/**
 * Several documents `junitXml` wrote (one per suite of a multi-suite gate) as one: their
 * testsuites in order under one `<testsuites>` with the counts summed.
 */
function combineJunit(documents) {
    let tests = 0;
    let failures = 0;
    const blocks = [];
    for (const doc of documents) {
        const open = /<testsuites name="evalgate" tests="(\d+)" failures="(\d+)">\n/.exec(doc);
        const close = doc.lastIndexOf('</testsuites>');
        if (!open || close < 0)
            continue;
        tests += Number(open[1]);
        failures += Number(open[2]);
        blocks.push(doc.slice(open.index + open[0].length, close).replace(/\n$/, ''));
    }
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="evalgate" tests="${tests}" failures="${failures}">`,
        ...blocks.filter(Boolean),
        '</testsuites>',
        '',
    ].join('\n');
}


/***/ }),

/***/ 4044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ RunInterrupted)
/* harmony export */ });
/** What an interrupted run kept, for the message that says how to resume. */
class RunInterrupted extends Error {
    model;
    written;
    cacheDir;
    uncached;
    name = 'RunInterrupted';
    constructor(
    /** The slot being measured when the run stopped: no record was written for it. */
    model, 
    /** Records written for the slots measured before it. */
    written, 
    /** The response cache folder holding the answers received; null: no cache (--no-cache). */
    cacheDir, 
    /** Slots whose answers the cache does not keep, with their provider: a rerun asks again. */
    uncached, 
    /** What ended the slot: the signal's reason, or the fault the abort caused. */
    cause) {
        const why = cause instanceof Error ? `: ${cause.message}` : '';
        super(`the run was interrupted${model ? ` while measuring ${model}` : ''}${why}`, { cause });
        this.model = model;
        this.written = written;
        this.cacheDir = cacheDir;
        this.uncached = uncached;
    }
}


/***/ })

};
