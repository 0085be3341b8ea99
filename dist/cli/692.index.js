export const id = 692;
export const ids = [692];
export const modules = {

/***/ 692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diffCommand: () => (/* binding */ diffCommand),
  gateCommand: () => (/* binding */ gateCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/diff.ts
var diff = __webpack_require__(6292);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/shard.ts
var shard = __webpack_require__(1880);
// EXTERNAL MODULE: ./src/engine/baselines.ts
var engine_baselines = __webpack_require__(5818);
// EXTERNAL MODULE: ./src/core/decide.ts + 5 modules
var decide = __webpack_require__(4664);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/core/report/markdown.ts
var markdown = __webpack_require__(4201);
// EXTERNAL MODULE: ./src/engine/run.ts + 16 modules
var run = __webpack_require__(9336);
// EXTERNAL MODULE: ./src/engine/trend.ts
var trend = __webpack_require__(5857);
;// CONCATENATED MODULE: ./src/engine/gate.ts






async function runGate(loaded, options, prepared, pull) {
    prepared ??= await (0,run/* prepareSuite */.Az)(loaded, options.models, (message) => options.log(`evalgate: warning: ${message}\n`));
    // Read every baseline before spending anything: a corrupt one must stop the gate up front.
    const baselines = await readBaselines(loaded, prepared);
    const runs = await (0,run/* runSuite */.og)(prepared, options);
    return gateRuns(loaded, prepared, runs, baselines, pull);
}
/** The committed baseline of every slot the suite measures (undefined: none yet). */
async function readBaselines(loaded, prepared) {
    const baselines = new Map();
    for (const entry of prepared.candidates) {
        baselines.set(entry.id, await (0,engine_baselines/* readSlotBaseline */.M2)(loaded, entry.id));
    }
    return baselines;
}
/** Diffs finished runs (measured here, or merged from shards) with the baselines, and reports. */
async function gateRuns(loaded, prepared, runs, baselines, pull) {
    const diffs = [
        ...runs.map(({ record }) => (0,diff/* diffRun */.nM)(record, baselines.get(record.model.id), loaded.config.gate)),
        ...(pull?.missing ?? []).map(diff/* missingDiff */.wD),
    ];
    const history = await (0,trend/* trendHistory */.w)(loaded.baseDir, loaded.config.suite, runs.map((r) => r.record));
    const questions = Object.fromEntries(prepared.slice.items.map((item) => [String(item.id), String(item.row.question ?? '')]));
    const report = summarise(loaded, {
        models: diffs,
        runs: runs.map((r) => r.record),
        baselines: Object.fromEntries(baselines),
        history,
        questions,
        ...(pull ? { bar: pull.bar } : {}),
    });
    return { prepared, runs, ...report };
}
function summarise(loaded, parts) {
    const barFails = parts.bar ? (0,decide/* barFailsCheck */.np)(parts.bar) : false;
    const verdict = barFails ? 'bar-changed' : (0,diff/* overallVerdict */.Bn)(parts.models);
    const failed = barFails || (0,diff/* gateFails */.xd)(parts.models, loaded.config.gate);
    const report = {
        suite: loaded.config.suite,
        verdict,
        failed,
        maxDrop: loaded.config.gate.max_drop,
        alpha: loaded.config.gate.alpha,
        ...parts,
    };
    return { diffs: parts.models, verdict, failed, report, markdown: (0,markdown/* gateMarkdown */.bo)(report) };
}

// EXTERNAL MODULE: ./src/core/report/junit.ts
var junit = __webpack_require__(6490);
// EXTERNAL MODULE: ./src/engine/imports.ts + 5 modules
var imports = __webpack_require__(2922);
// EXTERNAL MODULE: ./src/engine/records.ts
var records = __webpack_require__(2052);
// EXTERNAL MODULE: ./src/cli/gate-output.ts
var gate_output = __webpack_require__(3281);
// EXTERNAL MODULE: ./src/cli/interrupt.ts
var interrupt = __webpack_require__(4741);
// EXTERNAL MODULE: ./src/cli/io.ts + 1 modules
var cli_io = __webpack_require__(3097);
// EXTERNAL MODULE: ./src/cli/commands/import.ts
var commands_import = __webpack_require__(7332);
;// CONCATENATED MODULE: ./src/cli/commands/gate.ts
















/** run + diff against the committed baselines + report. */
async function gateCommand(options, io, env) {
    (0,gate_output/* assertReportTarget */.WK)('gate', options);
    if (options.run?.length) {
        const runs = [];
        for (const file of options.run) {
            const record = await (0,records/* readRunRecord */.l)(file);
            if (!(0,imports/* isImported */.PX)(record)) {
                throw new errors/* InputError */.d(`${file}: gate --run takes imported records (evalgate import); compare a run evalgate measured with \`evalgate diff --run FILE\``);
            }
            runs.push(record);
        }
        return (0,commands_import/* gateRecordsCommand */.b)({ ...options, run: runs }, io);
    }
    if (options.cache && options['no-cache']) {
        throw new errors/* InputError */.d('gate: --cache and --no-cache contradict each other; give --cache to let cached answers stand in for requests, or neither to measure');
    }
    const loaded = await (0,config/* loadConfig */.Z9)(options.config, (0,cli_io/* warnTo */.Yf)(io));
    const prepared = await (0,run/* prepareSuite */.Az)(loaded, options.model, (0,cli_io/* warnTo */.Yf)(io));
    (0,cli_io/* warnSliceSize */.ct)(io, prepared.slice.items.length, loaded.config.gate);
    return (0,interrupt/* interruptible */.I)(io, { command: 'gate', reuses: options.cache, json: options.json }, async (io, signal) => {
        const result = await runGate(loaded, {
            models: options.model,
            noCache: false,
            cachePolicy: options.cache ? decide/* LOCAL_REUSE */.NJ : decide/* LOCAL_MEASURE */.j2,
            env,
            log: io.stderr,
            isTTY: io.isTTY ?? false,
            ...(signal ? { signal } : {}),
        }, prepared);
        return emit(result, options, io, loaded);
    });
}
/** Compares one stored run with its baseline (the committed one unless --baseline is given). */
async function diffCommand(options, io) {
    (0,gate_output/* assertReportTarget */.WK)('diff', options);
    const run = await (0,records/* readRunRecord */.l)(options.run);
    (0,shard/* assertWhole */.MA)(run, options.run, 'gate');
    if ((0,imports/* isImported */.PX)(run)) {
        const baseline = options.baseline ? await (0,records/* readRunRecord */.l)(options.baseline) : undefined;
        return (0,commands_import/* gateRecordsCommand */.b)({
            config: options.config,
            run: [run],
            json: options.json,
            ...(options.report ? { report: options.report } : {}),
            ...(options.junit ? { junit: options.junit } : {}),
            ...(baseline ? { baseline } : {}),
        }, io);
    }
    const loaded = await (0,config/* loadConfig */.Z9)(options.config, (0,cli_io/* warnTo */.Yf)(io));
    if (run.suite !== loaded.config.suite) {
        throw new errors/* InputError */.d(`${options.run}: the run is of suite "${run.suite}", but ${loaded.file} defines suite "${loaded.config.suite}"`);
    }
    const baseline = options.baseline
        ? await (0,records/* readRunRecord */.l)(options.baseline)
        : await (0,engine_baselines/* readSlotBaseline */.M2)(loaded, run.model.id);
    if (baseline && options.baseline)
        (0,shard/* assertWhole */.MA)(baseline, options.baseline, 'compare with');
    const diffs = [(0,diff/* diffRun */.nM)(run, baseline, loaded.config.gate)];
    const report = summarise(loaded, {
        models: diffs,
        runs: [run],
        baselines: { [run.model.id]: baseline },
        history: [],
        questions: {},
    });
    return emit(report, options, io, loaded);
}
async function emit(result, options, io, loaded) {
    const { verdict, failed, diffs, markdown } = result;
    if (options.report && options.report !== gate_output/* STDOUT */.UU)
        await (0,promises_.writeFile)(options.report, markdown);
    if (options.junit) {
        const gate = loaded.config.gate;
        const suite = {
            suite: loaded.config.suite,
            models: diffs,
            fails: (d) => (0,diff/* gateFails */.xd)([d], gate),
        };
        await (0,promises_.writeFile)(options.junit, (0,junit/* junitXml */.E5)([suite]));
    }
    const suite = result.report.suite;
    if (options.json)
        io.stdout(`${JSON.stringify({ verdict, failed, suite, models: diffs })}\n`);
    else
        (0,gate_output/* printOutcome */.is)(diffs, markdown, options, io);
    return failed ? 1 : 0;
}


/***/ }),

/***/ 7332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ gateRecordsCommand),
/* harmony export */   importCommand: () => (/* binding */ importCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_report_junit_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6490);
/* harmony import */ var _engine_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(538);
/* harmony import */ var _engine_gate_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(572);
/* harmony import */ var _engine_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(390);
/* harmony import */ var _engine_imports_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2922);
/* harmony import */ var _gate_output_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3281);









/** `evalgate import lm-eval`: lm-evaluation-harness output as run records, one per task. */
async function importCommand(options, io, env) {
    if (!options.results)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d('evalgate import lm-eval: expected --results FILE (the results_<date>.json lm_eval wrote)');
    const records = await (0,_engine_imports_js__WEBPACK_IMPORTED_MODULE_6__/* .importLmEvalFiles */ .yC)(options.results, options.samples, {
        tasks: options.task,
        ...(options.metric === undefined ? {} : { metric: options.metric }),
        ...(options.filter === undefined ? {} : { filter: options.filter }),
        ...(options.model === undefined ? {} : { model: options.model }),
    }, env);
    const written = [];
    for (const record of records)
        written.push({
            record,
            file: await (0,_engine_history_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRecord */ .r)(record, { root: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(options.config), out: options.out }),
        });
    if (options.json) {
        const runs = written.map(({ record, file }) => ({
            suite: record.suite,
            model: record.model.id,
            build: record.model.build.model ?? record.model.requested,
            protocol_id: record.protocol_id,
            score: record.aggregates.score,
            stderr: record.aggregates.stderr ?? null,
            n: record.aggregates.n,
            items: record.items.length,
            errors: record.aggregates.errors,
            path: (0,_engine_config_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file),
        }));
        io.stdout(`${JSON.stringify({ runs })}\n`);
    }
    else {
        for (const { record, file } of written) {
            const a = record.aggregates;
            const items = record.items.length
                ? `${record.items.length} items`
                : 'no samples: aggregate only, no paired statistics';
            io.stdout(`imported ${record.suite} / ${record.model.id}: ${a.score?.toFixed(1) ?? 'n/a'} (n ${a.n}, ${items}) -> ${(0,_engine_config_js__WEBPACK_IMPORTED_MODULE_3__/* .displayPath */ .Gt)(file)}\n`);
        }
    }
    return 0;
}
/** `gate --run` and `diff` of imported records: judged against committed baselines, no rerun. */
async function gateRecordsCommand(options, io) {
    const gate = await (0,_engine_gate_records_js__WEBPACK_IMPORTED_MODULE_4__/* .importGateSettings */ .c)(options.config);
    const root = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(options.config);
    const result = await (0,_engine_gate_records_js__WEBPACK_IMPORTED_MODULE_4__/* .gateStoredRecords */ .d)(root, options.run, gate, options.baseline);
    if (options.report && options.report !== _gate_output_js__WEBPACK_IMPORTED_MODULE_7__/* .STDOUT */ .UU)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(options.report, result.markdown);
    if (options.junit)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(options.junit, (0,_core_report_junit_js__WEBPACK_IMPORTED_MODULE_8__/* .junitXml */ .E5)(result.junit));
    if (options.json) {
        const suites = result.suites.map((s) => ({
            suite: s.suite,
            verdict: s.verdict,
            failed: s.failed,
            models: s.models,
        }));
        io.stdout(`${JSON.stringify({ verdict: result.verdict, failed: result.failed, models: result.diffs, suites })}\n`);
    }
    else
        (0,_gate_output_js__WEBPACK_IMPORTED_MODULE_7__/* .printOutcome */ .is)(result.diffs, result.markdown, options, io);
    return result.failed ? 1 : 0;
}


/***/ }),

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

/***/ 572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ importGateSettings),
/* harmony export */   d: () => (/* binding */ gateStoredRecords)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_config_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7967);
/* harmony import */ var _core_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6292);
/* harmony import */ var _core_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4201);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(538);
/* harmony import */ var _imports_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2922);
/* harmony import */ var _trend_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5857);







/** What imported records are judged by: the config's `gate` when the file exists, else the defaults. */
async function importGateSettings(config) {
    const present = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(config).then(() => true, () => false);
    return present ? (await (0,_config_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(config)).config.gate : _core_config_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .GATE_DEFAULTS */ .hU;
}
/**
 * Gates stored (imported) records without rerunning: each against the baseline committed for its
 * suite and slot under `root`, or against `baseline` when one is given. One report per suite.
 */
async function gateStoredRecords(root, runs, gate, baseline) {
    const bySuite = new Map();
    for (const run of runs)
        bySuite.set(run.suite, [...(bySuite.get(run.suite) ?? []), run]);
    const suites = [];
    for (const [suite, records] of bySuite) {
        const baselines = {};
        for (const run of records)
            baselines[run.model.id] = baseline ?? (await (0,_imports_js__WEBPACK_IMPORTED_MODULE_5__/* .readImportedBaseline */ .wq)(root, run));
        const models = records.map((run) => (0,_core_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .diffRun */ .nM)(run, baselines[run.model.id], gate));
        const history = await (0,_trend_js__WEBPACK_IMPORTED_MODULE_6__/* .trendHistory */ .w)(root, suite, runs);
        suites.push({
            suite,
            verdict: (0,_core_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .overallVerdict */ .Bn)(models),
            failed: (0,_core_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .gateFails */ .xd)(models, gate),
            maxDrop: gate.max_drop,
            alpha: gate.alpha,
            models,
            runs: records,
            baselines,
            history,
            questions: {},
        });
    }
    const diffs = suites.flatMap((s) => s.models);
    return {
        verdict: (0,_core_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .overallVerdict */ .Bn)(diffs),
        failed: suites.some((s) => s.failed),
        diffs,
        suites,
        markdown: suites.map((s) => (0,_core_report_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .gateMarkdown */ .bo)(s)).join('\n'),
        junit: suites.map((s) => ({
            suite: s.suite,
            models: s.models,
            fails: (d) => (0,_core_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .gateFails */ .xd)([d], gate),
        })),
    };
}


/***/ }),

/***/ 5857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ trendHistory)
/* harmony export */ });
/* harmony import */ var _core_replay_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4544);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4886);
/* harmony import */ var _store_local_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7483);



/**
 * The trend of a suite: its earlier runs in the local history under `root`, each measurement
 * once. The gate's own records are left out, replays are (a rerun answered from the cache is no
 * new measurement), and so is the run a replay of this gate repeats (the replay stands in its
 * place). The one reader of the trend, for the gate and for stored records alike.
 */
async function trendHistory(root, suite, current) {
    const entries = await (0,_store_local_js__WEBPACK_IMPORTED_MODULE_2__/* .localStore */ .x)((0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .statePath */ .BQ)(root, 'runs')).summaries(suite);
    const exclude = new Set(current.flatMap((r) => [r.run_id, ...(r.replay_of ? [r.replay_of] : [])]));
    return (0,_core_replay_js__WEBPACK_IMPORTED_MODULE_0__/* .trendPoints */ .p9)(entries.map((e) => e.summary)).filter((r) => !exclude.has(r.run_id));
}


/***/ })

};
