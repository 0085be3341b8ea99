export const id = 332;
export const ids = [332];
export const modules = {

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

/***/ 390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ historyDir),
/* harmony export */   r: () => (/* binding */ writeRecord)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(538);
/* harmony import */ var _store_local_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7483);
/* harmony import */ var _store_record_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(617);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4886);







/** The local history folder under `root`. */
function historyDir(root) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .statePath */ .BQ)(root, 'runs');
}
/**
 * The one writer of run records, for `run`, `import` and `merge`: a whole record is appended to
 * the history (never overwritten) and copied to `--out`; a partial record (a shard) is not a run
 * of the suite and goes only to `--out` or `.evalgate/shards/<suite>/`. Returns where the record
 * is to be read from: the `--out` copy when there is one.
 */
async function writeRecord(record, target) {
    try {
        if (record.shard) {
            const folder = target.out ?? (0,_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .statePath */ .BQ)(target.root, 'shards', record.suite);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(folder, { recursive: true });
            const name = (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordFileName */ .Tb)(record).replace(/\.json$/, `.shard-${record.shard.index}-of-${record.shard.count}.json`);
            await (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name), (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordText */ .Pe)(record));
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(folder, name);
        }
        const history = historyDir(target.root);
        const stored = await (0,_store_local_js__WEBPACK_IMPORTED_MODULE_4__/* .localStore */ .x)(history).append(record);
        if (!target.out)
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(history, stored);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target.out, { recursive: true });
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(target.out, (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordFileName */ .Tb)(record));
        await (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(file, (0,_store_record_files_js__WEBPACK_IMPORTED_MODULE_5__/* .recordText */ .Pe)(record));
        return file;
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d)
            throw error;
        const score = record.aggregates.score?.toFixed(1) ?? 'n/a';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .d(`cannot write the run record of model "${record.model.id}" (score ${score}, n ${record.aggregates.n}) of suite ${record.suite}: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .ioReason */ .Ny)(error.cause ?? error)}${target.recovery ? `; ${target.recovery}` : ''}`);
    }
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
