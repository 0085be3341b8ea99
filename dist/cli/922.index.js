export const id = 922;
export const ids = [922];
export const modules = {

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

/***/ 5818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ writeBaseline),
/* harmony export */   M2: () => (/* binding */ readSlotBaseline),
/* harmony export */   XB: () => (/* binding */ baselinePath),
/* harmony export */   mF: () => (/* binding */ readBaseline)
/* harmony export */ });
/* unused harmony exports baselineSchema, baselineDir, barFiles, hashFiles */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2311);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_slot_path_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9295);
/* harmony import */ var _core_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4130);
/* harmony import */ var _core_shard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1880);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(538);
/* harmony import */ var _judge_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9029);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4886);











/**
 * Baselines: run records frozen on purpose, committed at
 * `.evalgate/baselines/<suite>/<model-id>.json` beside the config, reviewed like code.
 */
const baselineSchema = _core_record_js__WEBPACK_IMPORTED_MODULE_4__/* .runRecordSchema */ ._A.extend({
    baseline: zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({
        frozen_at: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP(),
        frozen_from: zod__WEBPACK_IMPORTED_MODULE_9__/* .object */ .Ikc({ run_id: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP(), commit: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().nullable() }),
        note: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP().nullable(),
    }),
});
/** The suite's baseline folder, in the folder that holds the bar (beside the config, or the base's). */
function baselineDir(loaded) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .statePath */ .BQ)(loaded.barDir, 'baselines', loaded.config.suite);
}
function baselinePath(loaded, modelId) {
    const file = (0,_core_slot_path_js__WEBPACK_IMPORTED_MODULE_10__/* .slotFile */ .zs)(modelId);
    // The config schema refuses ids that cannot be encoded, so this only guards other callers.
    if (!file.ok)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`model id "${modelId}": ${file.why}`);
    return node_path__WEBPACK_IMPORTED_MODULE_2___default().join(baselineDir(loaded), ...file.file.split('/'));
}
/** The committed baseline, undefined when none exists; a corrupt file is an error, never "none". */
async function readBaseline(file, shownAs = file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${shownAs}: cannot read the baseline: ${(0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .ioReason */ .Ny)(error)}`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${shownAs}: the baseline is not valid JSON: ${error.message}`);
    }
    const result = baselineSchema.safeParse(data);
    if (!result.success) {
        const issue = result.error.issues[0];
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${shownAs}: the baseline is corrupt at ${issue.path.map(String).join('.') || 'the top level'}: ${issue.message}; restore it from git or freeze a new one`);
    }
    (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_5__/* .assertWhole */ .MA)(result.data, shownAs, 'gate against');
    return result.data;
}
/**
 * The baseline of one model slot, checked to be that slot's: a file whose suite or model id
 * disagrees with where it lies (copied, moved, or hand-edited) is an error naming both.
 */
async function readSlotBaseline(loaded, modelId) {
    const file = baselinePath(loaded, modelId);
    const shown = (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .displayPath */ .Gt)(file);
    const baseline = await readBaseline(file, shown);
    if (!baseline)
        return undefined;
    if (baseline.suite !== loaded.config.suite || baseline.model.id !== modelId) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(`${shown}: this file is the baseline of suite "${loaded.config.suite}", model "${modelId}", but it holds a run of suite "${baseline.suite}", model "${baseline.model.id}"; freeze a run of this model instead of copying another's`);
    }
    return baseline;
}
async function writeBaseline(file, record, frozen) {
    const baseline = {
        ...record,
        baseline: {
            frozen_at: frozen.now.toISOString(),
            frozen_from: { run_id: record.run_id, commit: frozen.commit },
            note: frozen.note,
        },
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), { recursive: true });
    await (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .writeFileAtomic */ .Zf)(file, `${JSON.stringify(baseline, null, 1)}\n`);
    return baseline;
}
/**
 * Every file under `folder` (recursively), as `root`-relative paths with `/` and the sha256 of
 * their bytes. A folder that does not exist holds nothing; a symbolic link is refused (it could
 * point anywhere, or loop); any other failure is an error.
 */
/**
 * The files of a config's bar in the checkout `root`: its baselines and the files its judge
 * names, each as repository path -> sha256.
 */
async function barFiles(loaded, root) {
    return {
        baselines: await hashFiles(root, baselineDir(loaded)),
        judgeFiles: await judgeFileHashes(loaded, root),
    };
}
async function hashFiles(root, folder) {
    const out = {};
    const walk = async (dir) => {
        let entries;
        try {
            entries = await readdir(dir, { withFileTypes: true });
        }
        catch (error) {
            if (dir === folder && error.code === 'ENOENT')
                return;
            throw new InputError(`${dir}: cannot list the folder: ${ioReason(error)}`);
        }
        for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
            const file = path.join(dir, entry.name);
            const key = path.relative(root, file).split(path.sep).join('/');
            if (entry.isSymbolicLink()) {
                throw new InputError(`${key}: expected a file or folder, found a symbolic link; baselines must be plain files`);
            }
            if (entry.isDirectory())
                await walk(file);
            else if (entry.isFile()) {
                try {
                    out[key] = createHash('sha256')
                        .update(await readFile(file))
                        .digest('hex');
                }
                catch (error) {
                    throw new InputError(`${file}: cannot read the file: ${ioReason(error)}`);
                }
            }
        }
    };
    const top = await lstat(folder).catch(() => null);
    if (top?.isSymbolicLink()) {
        throw new InputError(`${folder}: expected a folder, found a symbolic link; baselines must be plain files`);
    }
    await walk(folder);
    return out;
}


/***/ }),

/***/ 6875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ freezeRecords),
/* harmony export */   Y: () => (/* binding */ freezeOne)
/* harmony export */ });
/* harmony import */ var _core_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6292);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_protocol_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1807);
/* harmony import */ var _core_shard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1880);
/* harmony import */ var _baselines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5818);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(538);






/**
 * Writes runs as the new baselines of their model entries. A run measured under another protocol
 * than the config defines now is refused: it would be a baseline nothing can be compared with.
 */
async function freezeRecords(loaded, prepared, runs, frozenBy) {
    for (const { file, record } of runs) {
        (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_3__/* .assertWhole */ .MA)(record, file, 'freeze');
        if (record.suite !== loaded.config.suite) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: the run is of suite "${record.suite}", not "${loaded.config.suite}"`);
        }
        const entry = loaded.config.models.find((m) => m.id === record.model.id);
        if (!entry) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: model "${record.model.id}" is not a model entry of ${loaded.file}`);
        }
        const slot = (0,_core_protocol_js__WEBPACK_IMPORTED_MODULE_2__/* .slotProtocol */ .HV)(prepared, entry);
        if (record.protocol_id !== slot.protocolId) {
            const parts = (0,_core_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .protocolDifferences */ .xZ)(record.protocol, slot.protocol).map((d) => d.part);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: refusing to freeze: the run's protocol differs from the config's current protocol (${parts.join(', ') || 'protocol id'}); rerun with \`evalgate run\` and freeze that`);
        }
        if (record.incomplete) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .d(`${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`);
        }
    }
    const frozen = [];
    for (const { record } of runs) {
        const file = (0,_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .baselinePath */ .XB)(loaded, record.model.id);
        frozen.push(await freezeOne(file, record, await (0,_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .readSlotBaseline */ .M2)(loaded, record.model.id), frozenBy));
    }
    return frozen;
}
/**
 * Writes `record` as the baseline at `file` and says what it replaced: the one writer of a frozen
 * baseline, for a suite's slots and for imported lm-eval results alike. A build is named as the
 * provider reported it, else as requested, for the new baseline and the previous one.
 */
async function freezeOne(file, record, previous, frozenBy) {
    await (0,_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .writeBaseline */ .B9)(file, record, {
        commit: frozenBy.commit ?? record.environment.git_sha,
        note: frozenBy.note,
        now: new Date(),
    });
    const build = (r) => r.model.build.model ?? r.model.requested;
    return {
        model: record.model.id,
        build: build(record),
        score: record.aggregates.score,
        previous: previous
            ? { score: previous.aggregates.score, run_id: previous.run_id, build: build(previous) }
            : null,
        file,
        path: (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .displayPath */ .Gt)(file),
    };
}


/***/ }),

/***/ 2922:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OJ: () => (/* binding */ freezeImported),
  yC: () => (/* binding */ importLmEvalFiles),
  PX: () => (/* binding */ isImported),
  wq: () => (/* binding */ readImportedBaseline)
});

// UNUSED EXPORTS: importedBaselinePath

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
;// CONCATENATED MODULE: ./src/core/import/lm-eval-input.ts


/**
 * The parts of lm-evaluation-harness 0.4.x output that an import reads. Everything else in the
 * files is kept out of the record on purpose (environment dumps, tokenizer details, paths).
 */
const taskConfigSchema = schemas/* looseObject */._H3({
    task: schemas/* string */.YjP().optional(),
    output_type: schemas/* string */.YjP().optional(),
    metric_list: schemas/* array */.YOg(schemas/* looseObject */._H3({ metric: schemas/* string */.YjP(), aggregation: schemas/* unknown */.L5J().optional() }))
        .optional(),
    filter_list: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP() })).optional(),
    num_fewshot: schemas/* number */.aig().int().nonnegative().nullable().optional(),
    repeats: schemas/* number */.aig().int().positive().optional(),
});
const metricValue = schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* null */.chJ()]);
const lmEvalResultsSchema = schemas/* looseObject */._H3({
    results: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())),
    configs: schemas/* record */.g1P(schemas/* string */.YjP(), taskConfigSchema),
    /** Each group's subtasks and subgroups (from 0.4.3); a group's value is in `results` too. */
    group_subtasks: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())).optional(),
    versions: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP(), schemas/* null */.chJ()])).optional(),
    'n-shot': schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().int().nonnegative()).optional(),
    'n-samples': schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ original: schemas/* number */.aig().int(), effective: schemas/* number */.aig().int() }))
        .optional(),
    config: schemas/* looseObject */._H3({
        model: schemas/* string */.YjP(),
        model_args: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()), schemas/* null */.chJ()])
            .optional()
            .default(null),
        model_sha: schemas/* string */.YjP().nullable().optional(),
        model_revision: schemas/* string */.YjP().nullable().optional(),
        limit: schemas/* number */.aig().nullable().optional(),
        gen_kwargs: schemas/* unknown */.L5J().optional(),
        fewshot_seed: schemas/* number */.aig().nullable().optional(),
    }),
    higher_is_better: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* boolean */.zMY().nullable())).optional(),
    task_hashes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    total_evaluation_time_seconds: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
    lm_eval_version: schemas/* string */.YjP().optional(),
    git_hash: schemas/* string */.YjP().nullable().optional(),
    date: schemas/* number */.aig().optional(),
    system_instruction_sha: schemas/* string */.YjP().nullable().optional(),
    chat_template_sha: schemas/* string */.YjP().nullable().optional(),
    fewshot_as_multiturn: schemas/* boolean */.zMY().nullable().optional(),
});
/** One line of a samples file; `filter` and `metrics` exist from 0.4.7, the hashes from 0.4.3. */
const lmEvalSampleSchema = schemas/* looseObject */._H3({
    doc_id: schemas/* number */.aig().int().nonnegative(),
    doc: schemas/* unknown */.L5J(),
    target: schemas/* unknown */.L5J().optional(),
    filtered_resps: schemas/* unknown */.L5J().optional(),
    filter: schemas/* string */.YjP().optional(),
    metrics: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    doc_hash: schemas/* string */.YjP().optional(),
    prompt_hash: schemas/* string */.YjP().optional(),
    target_hash: schemas/* string */.YjP().optional(),
});
function issueText(error) {
    const issue = error.issues[0];
    return `at ${issue.path.map(String).join('.') || 'the top level'}: ${issue.message}`;
}
/** Parses a results file (`results_<date>.json`); `file` names it in every error. */
function parseLmEvalResults(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new errors/* InputError */.d(`${file}: expected an lm-eval results JSON file, found text that is not JSON: ${error.message}`);
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data) || !('results' in data)) {
        throw new errors/* InputError */.d(`${file}: expected an lm-eval results file (a JSON object with "results", "configs" and "config"), found ${describe(data)}`);
    }
    const parsed = lmEvalResultsSchema.safeParse(data);
    if (!parsed.success) {
        throw new errors/* InputError */.d(`${file}: not an lm-eval 0.4 results file ${issueText(parsed.error)}; expected the results_<date>.json that lm_eval --output_path writes`);
    }
    for (const value of Object.values(parsed.data.results)) {
        for (const [key, v] of Object.entries(value)) {
            if (key.includes(',') && !metricValue.safeParse(v).success) {
                throw new errors/* InputError */.d(`${file}: results.${key}: expected a number or "N/A", found ${describe(v)}`);
            }
        }
    }
    return parsed.data;
}
/**
 * Parses a samples file: JSON lines (0.4.3 on) or one indented JSON array (0.4.2 and earlier,
 * written under a `.jsonl` name all the same). Errors name the file and line.
 */
function parseLmEvalSamples(text, file) {
    const trimmed = text.trimStart();
    const rows = [];
    if (trimmed.startsWith('[')) {
        let data;
        try {
            data = JSON.parse(text);
        }
        catch (error) {
            throw new errors/* InputError */.d(`${file}: expected a JSON array of samples (lm-eval 0.4.2 and earlier), found invalid JSON: ${error.message}`);
        }
        data.forEach((value, i) => rows.push({ line: i + 1, value }));
    }
    else {
        text.split('\n').forEach((raw, i) => {
            if (raw.trim() === '')
                return;
            try {
                rows.push({ line: i + 1, value: JSON.parse(raw) });
            }
            catch (error) {
                throw new errors/* InputError */.d(`${file}:${i + 1}: expected one JSON sample per line, found invalid JSON: ${error.message}`);
            }
        });
    }
    if (rows.length === 0)
        throw new errors/* InputError */.d(`${file}: expected lm-eval samples, found none`);
    const where = trimmed.startsWith('[')
        ? (n) => `${file}: sample ${n}`
        : (n) => `${file}:${n}`;
    return rows.map(({ line, value }) => {
        const parsed = lmEvalSampleSchema.safeParse(value);
        if (!parsed.success) {
            throw new errors/* InputError */.d(`${where(line)}: not an lm-eval sample ${issueText(parsed.error)}; expected a line of a samples_<task>_<date>.jsonl file`);
        }
        return parsed.data;
    });
}
function describe(value) {
    if (Array.isArray(value))
        return 'an array';
    if (value === null)
        return 'null';
    if (typeof value === 'object') {
        const keys = Object.keys(value).slice(0, 5);
        return `an object with keys ${keys.map((k) => JSON.stringify(k)).join(', ') || '(none)'}`;
    }
    return `${typeof value} ${JSON.stringify(value)}`;
}

// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
// EXTERNAL MODULE: ./src/core/groups/mmlu-subjects.ts
var mmlu_subjects = __webpack_require__(8077);
// EXTERNAL MODULE: ./src/core/groups/subjects.ts
var subjects = __webpack_require__(8567);
// EXTERNAL MODULE: ./src/core/record.ts
var record = __webpack_require__(4130);
;// CONCATENATED MODULE: ./src/core/import/lm-eval-samples.ts


/** How many missing doc ids an error lists. */
const SHOWN = 8;
/**
 * Per-item outcomes of one task from its samples, by `doc_id`. Lines name their filter from 0.4.7;
 * before, a task with several filters logged each document once per filter, in filter order, so
 * the k-th line of a document is the k-th filter's. The samples must be the results' own: one
 * line per document, the same task hash, and (checked by the caller) the same score.
 */
function itemsOfTask(samples, choice) {
    const { file } = samples;
    const { task, metric, filter } = choice;
    checkTaskHash(samples, choice);
    const seen = new Map();
    const items = new Map();
    samples.samples.forEach((line, index) => {
        const where = `${file}: sample ${index + 1} (doc_id ${line.doc_id})`;
        const occurrence = seen.get(line.doc_id) ?? 0;
        seen.set(line.doc_id, occurrence + 1);
        const lineFilter = line.filter ?? choice.filters[occurrence];
        if (lineFilter === undefined) {
            throw new errors/* InputError */.d(`${where}: doc_id ${line.doc_id} appears ${occurrence + 1} times, but ${task} has ${choice.filters.length} filter(s) (${choice.filters.join(', ')}): expected one line per document and filter`);
        }
        if (lineFilter !== filter)
            return;
        if (items.has(line.doc_id)) {
            throw new errors/* InputError */.d(`${where}: a second line for doc_id ${line.doc_id} under filter ${filter}`);
        }
        const docSubject = line.doc?.subject;
        if (choice.subject && typeof docSubject === 'string' && docSubject !== choice.subject) {
            throw new errors/* InputError */.d(`${where}: a document of subject ${docSubject}, but task ${task} is subject ${choice.subject}: these are samples of another task`);
        }
        const raw = line[metric];
        if (raw === undefined) {
            const keys = line.metrics ?? Object.keys(line).filter((k) => !NON_METRIC.has(k));
            throw new errors/* InputError */.d(`${where}: expected the per-item metric ${metric}, found ${keys.join(', ') || 'none'}: samples of another task, or choose another --metric`);
        }
        const value = typeof raw === 'boolean' ? Number(raw) : raw;
        if (value !== 0 && value !== 1) {
            throw new errors/* InputError */.d(`${where}: ${metric} is ${JSON.stringify(raw)}, expected 0 or 1 per item (a per-item correctness such as acc or exact_match); choose another with --metric`);
        }
        items.set(line.doc_id, outcome(line, value === 1, metric, filter, choice.subject));
    });
    checkComplete([...items.keys()], choice, file);
    return [...items.values()].sort((a, b) => a.id - b.id);
}
const NON_METRIC = new Set([
    'doc_id',
    'doc',
    'target',
    'arguments',
    'resps',
    'filtered_resps',
    'filter',
    'metrics',
    'doc_hash',
    'prompt_hash',
    'target_hash',
]);
function outcome(line, correct, metric, filter, subject) {
    const extra = line;
    const flag = (key) => (typeof extra[key] === 'number' ? { [key]: extra[key] === 1 } : {});
    const response = Array.isArray(line.filtered_resps)
        ? line.filtered_resps[0]
        : line.filtered_resps;
    return {
        id: line.doc_id,
        repeat: 0,
        correct,
        score: correct ? 1 : 0,
        extracted: typeof response === 'string' ? response.slice(0, 200) : null,
        reason: `lm-eval ${metric} = ${correct ? 1 : 0} (filter ${filter})`,
        response_sha256: null,
        latency_ms: 0,
        tokens: { input: 0, output: 0 },
        cached: false,
        attempts: 1,
        error: null,
        ...flag('acc'),
        ...flag('acc_norm'),
        ...(subject ? { subject } : {}),
    };
}
/** One line per document evaluated: a gap would pair the wrong items or hide a failure. */
function checkComplete(ids, choice, file) {
    if (ids.length === choice.n)
        return;
    const have = new Set(ids);
    const missing = [];
    for (let id = 0; id < choice.n && missing.length <= SHOWN; id++)
        if (!have.has(id))
            missing.push(id);
    const shown = missing.slice(0, SHOWN).join(', ') + (missing.length > SHOWN ? ', ...' : '');
    throw new errors/* InputError */.d(`${file}: expected one sample per document of ${choice.task} under filter ${choice.filter} (${choice.n}, from n-samples.effective), found ${ids.length}${missing.length ? `; missing doc_id ${shown}` : ''}`);
}
/** lm-eval's task hash: sha256 over every line's doc, prompt and target hashes, in file order. */
function checkTaskHash(samples, choice) {
    if (!choice.taskHash)
        return;
    const parts = samples.samples.map((s) => (s.doc_hash ?? '') + (s.prompt_hash ?? '') + (s.target_hash ?? ''));
    if (parts.some((p) => p === ''))
        return;
    const actual = (0,canonical/* sha256Hex */.f)(parts.join(''));
    if (actual !== choice.taskHash && samples.samples.length >= choice.n * choice.filters.length) {
        throw new errors/* InputError */.d(`${samples.file}: the samples hash to ${actual.slice(0, 12)}…, but task_hashes.${choice.task} is ${choice.taskHash.slice(0, 12)}…: they are not the samples of this results file`);
    }
}

;// CONCATENATED MODULE: ./src/core/import/lm-eval-model.ts
/** model_args names whose values are credentials: never copied into a record. */
const SECRET_NAME = /key|token|secret|passw|auth|credential|bearer|cookie/i;
/**
 * `model_args` as an object with credentials replaced by `***` (lm-eval accepts
 * `api_key=...`-style args, and a string can carry anything). URL values lose their user info.
 */
function scrubbedModelArgs(value) {
    const args = {};
    if (typeof value === 'string') {
        for (const part of value.split(',')) {
            if (part.trim() === '')
                continue;
            const at = part.indexOf('=');
            if (at < 0)
                args[part.trim()] = true;
            else
                args[part.slice(0, at).trim()] = part.slice(at + 1).trim();
        }
    }
    else if (value)
        Object.assign(args, value);
    for (const [name, v] of Object.entries(args)) {
        if (SECRET_NAME.test(name))
            args[name] = '***';
        else if (typeof v === 'string')
            args[name] = v.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]*@/i, '$1***@');
    }
    return args;
}
/** The model the results are of: the args' model name when there is one, else lm-eval's model type. */
function modelIdentity(results, args) {
    const named = ['pretrained', 'model', 'model_name', 'engine', 'peft', 'base_name']
        .map((key) => args[key])
        .find((v) => typeof v === 'string' && v !== '' && v !== '***');
    const name = named ?? results.config.model;
    const revision = typeof args.revision === 'string' ? args.revision : null;
    return {
        id: name,
        provider: `lm-eval/${results.config.model}`,
        requested: revision ? `${name}@${revision}` : name,
        base_url: typeof args.base_url === 'string' ? args.base_url : null,
        build: { model: name, system_fingerprint: results.config.model_sha ?? null },
    };
}

// EXTERNAL MODULE: ./src/core/protocol.ts
var core_protocol = __webpack_require__(1807);
;// CONCATENATED MODULE: ./src/core/import/lm-eval-protocol.ts


/** Bumped when the import maps lm-eval output to a protocol differently. */
const LM_EVAL_IMPORT_PROTOCOL_VERSION = 1;
/** Task config keys that decide which documents are evaluated (the fingerprint). */
const DATASET_KEYS = [
    'dataset_path',
    'dataset_name',
    'dataset_kwargs',
    'custom_dataset',
    'training_split',
    'validation_split',
    'test_split',
    'process_docs',
];
/** Keys that decide the prompt and the target (the template). */
const TEMPLATE_KEYS = [
    'doc_to_text',
    'doc_to_target',
    'doc_to_choice',
    'doc_to_image',
    'doc_to_audio',
    'description',
    'target_delimiter',
    'fewshot_delimiter',
    'use_prompt',
    'gen_prefix',
    'process_results',
];
/** Keys that decide the few-shot examples (k comes from `n-shot`). */
const FEWSHOT_KEYS = ['fewshot_split', 'fewshot_config', 'num_fewshot'];
const GRADER_KEYS = ['metric_list', 'filter_list', 'output_type'];
const DECODING_KEYS = ['generation_kwargs'];
/** Names and notes that do not change a score. */
const DESCRIPTIVE_KEYS = [
    'task',
    'task_alias',
    'tag',
    'group',
    'group_alias',
    'metadata',
    'should_decontaminate',
    'doc_to_decontamination_query',
    'unsafe_code',
];
const COVERED = new Set([
    ...DATASET_KEYS,
    ...TEMPLATE_KEYS,
    ...FEWSHOT_KEYS,
    ...GRADER_KEYS,
    ...DECODING_KEYS,
    ...DESCRIPTIVE_KEYS,
]);
const LOGLIKELIHOOD_TYPES = new Set(['multiple_choice', 'loglikelihood', 'loglikelihood_rolling']);
function pick(config, keys) {
    const out = {};
    for (const key of keys)
        if (config[key] !== undefined)
            out[key] = config[key];
    return out;
}
const hash = (value) => (0,canonical/* sha256Hex */.f)((0,canonical/* canonicalJson */.d)(value));
/**
 * The protocol of one imported task. Each part takes the config keys that decide it, so a
 * difference between two imports is named (template, few-shot, grader, decoding...) and whatever
 * no part covers lands in `task config`, never silently ignored. The runner is `lm-eval`, so an
 * import is never comparable with a run evalgate measured: evalgate cannot prove here that both
 * sent the same requests.
 */
function lmEvalProtocol(results, choice) {
    const config = results.configs[choice.task];
    const outputType = typeof config.output_type === 'string' ? config.output_type : 'unknown';
    const loglikelihood = LOGLIKELIHOOD_TYPES.has(outputType);
    const dataset = pick(config, DATASET_KEYS);
    const template = {
        ...pick(config, TEMPLATE_KEYS),
        system_instruction_sha: results.system_instruction_sha ?? null,
        chat_template_sha: results.chat_template_sha ?? null,
        fewshot_as_multiturn: results.fewshot_as_multiturn ?? false,
    };
    const k = results['n-shot']?.[choice.task] ?? config.num_fewshot ?? 0;
    const fewshot = {
        ...pick(config, FEWSHOT_KEYS),
        fewshot_seed: k > 0 ? (results.config.fewshot_seed ?? null) : null,
    };
    const fewshotConfig = config.fewshot_config;
    const rest = {};
    for (const [key, value] of Object.entries(config))
        if (!COVERED.has(key))
            rest[key] = value;
    const datasetPath = [config.dataset_path, config.dataset_name].filter(Boolean).join('/');
    const protocol = {
        harness: {
            name: 'lm-eval',
            version: results.lm_eval_version ?? results.git_hash ?? 'unknown',
            protocol_version: LM_EVAL_IMPORT_PROTOCOL_VERSION,
        },
        dataset: { path: datasetPath || choice.task, format: 'lm-eval' },
        fingerprint: hash({ ...dataset, n: choice.n }),
        slice: { seed: '', size: choice.n, fingerprint_fields: [] },
        wash: {},
        template: {
            name: choice.task,
            mode: outputType,
            hash: hash(template),
            text: typeof config.doc_to_text === 'string'
                ? config.doc_to_text
                : (0,canonical/* canonicalJson */.d)(config.doc_to_text ?? null),
        },
        fewshot: {
            k,
            hash: hash(fewshot),
            ...(typeof config.fewshot_split === 'string' ? { source: config.fewshot_split } : {}),
            ...(typeof fewshotConfig?.sampler === 'string' ? { sampler: fewshotConfig.sampler } : {}),
        },
        grader: { metric: choice.metric, filter: choice.filter, ...pick(config, GRADER_KEYS) },
        decoding: loglikelihood
            ? { output_type: outputType }
            : { ...pick(config, DECODING_KEYS), gen_kwargs: results.config.gen_kwargs ?? null },
        repeats: 1,
        ...(loglikelihood ? { output: 'loglikelihood' } : {}),
        lm_eval: {
            task: choice.task,
            task_version: results.versions?.[choice.task] ?? null,
            task_hash: results.task_hashes?.[choice.task] ?? null,
            limit: results.config.limit ?? null,
            config: rest,
            lm_eval_version: results.lm_eval_version ?? null,
            git_hash: results.git_hash ?? null,
            model_args: choice.modelArgs,
        },
    };
    return { protocol, protocolId: (0,core_protocol/* protocolIdOf */.p2)(protocol) };
}
/**
 * The protocol of an imported group: each part is its subtasks' parts, so two imports of a group
 * compare only when every subtask's would, and a difference is named by part as for one task.
 * Parts all subtasks share (MMLU's template, grader, decoding) are kept as they are; parts that
 * differ by subtask (MMLU's description names the subject) are hashed per subtask. The subtasks
 * are listed in `lm_eval.subtasks`, and the grader says how their items make one score.
 */
function lmEvalGroupProtocol(results, group, subtasks, choice) {
    const parts = subtasks.map(({ task, n }) => [task, lmEvalProtocol(results, { ...choice, task, n }).protocol]);
    const first = parts[0][1];
    const each = (pick) => Object.fromEntries(parts.map(([task, p]) => [task, pick(p)]));
    const same = (pick) => {
        const key = (0,canonical/* canonicalJson */.d)(pick(first));
        return parts.every(([, p]) => (0,canonical/* canonicalJson */.d)(pick(p)) === key);
    };
    const shared = (pick) => same(pick) ? pick(first) : { per_subtask: hash(each(pick)) };
    const n = subtasks.reduce((a, s) => a + s.n, 0);
    const taskHashes = parts.map(([, p]) => p.lm_eval.task_hash);
    const k = results['n-shot']?.[group] ?? first.fewshot.k;
    const fewshotShared = same((p) => ({ source: p.fewshot.source, sampler: p.fewshot.sampler }));
    const loglikelihood = parts.every(([, p]) => p.output === 'loglikelihood');
    const datasetPaths = new Set(subtasks.map(({ task }) => results.configs[task].dataset_path));
    const datasetPath = datasetPaths.size === 1 ? [...datasetPaths][0] : undefined;
    const protocol = {
        harness: first.harness,
        dataset: { path: typeof datasetPath === 'string' ? datasetPath : group, format: 'lm-eval' },
        fingerprint: hash(each((p) => p.fingerprint)),
        slice: { seed: '', size: n, fingerprint_fields: [] },
        wash: {},
        template: {
            name: group,
            mode: same((p) => p.template.mode) ? first.template.mode : 'mixed',
            hash: hash(each((p) => p.template.hash)),
            text: same((p) => p.template.text)
                ? first.template.text
                : `(${parts.length} subtasks' templates)`,
        },
        fewshot: {
            k,
            hash: hash(each((p) => ({ k: p.fewshot.k, hash: p.fewshot.hash }))),
            ...(fewshotShared && first.fewshot.source !== undefined
                ? { source: first.fewshot.source }
                : {}),
            ...(fewshotShared && first.fewshot.sampler !== undefined
                ? { sampler: first.fewshot.sampler }
                : {}),
        },
        grader: {
            ...shared((p) => p.grader),
            metric: choice.metric,
            filter: choice.filter,
            group: `the mean over the items of ${parts.length} subtasks (their scores weighted by size)`,
        },
        decoding: shared((p) => p.decoding),
        repeats: 1,
        ...(loglikelihood ? { output: 'loglikelihood' } : {}),
        lm_eval: {
            task: group,
            task_version: results.versions?.[group] ?? null,
            task_hash: taskHashes.every((h) => h !== null)
                ? hash(each((p) => p.lm_eval.task_hash))
                : null,
            limit: results.config.limit ?? null,
            config: shared((p) => p.lm_eval.config),
            subtasks: parts.map(([task]) => task),
            lm_eval_version: results.lm_eval_version ?? null,
            git_hash: results.git_hash ?? null,
            model_args: choice.modelArgs,
        },
    };
    return { protocol, protocolId: (0,core_protocol/* protocolIdOf */.p2)(protocol) };
}

;// CONCATENATED MODULE: ./src/core/import/lm-eval.ts








/**
 * lm-evaluation-harness output as run records: one record per task or group, at one metric and
 * filter (a record is one number a gate can judge; import again with `--filter` for another
 * filter). A group (`mmlu`, `mmlu_stem`, ...) is one record holding every item of its subtasks.
 */
function importLmEval(results, file, samples, options, context) {
    const tasks = Object.keys(results.configs).filter((t) => t in results.results);
    if (tasks.length === 0) {
        throw new errors/* InputError */.d(`${file}: expected at least one task with both results and configs, found results for ${Object.keys(results.results).join(', ') || 'none'}`);
    }
    const groups = Object.keys(results.group_subtasks ?? {}).filter((g) => g in results.results && !tasks.includes(g));
    for (const task of options.tasks ?? []) {
        if (!tasks.includes(task) && !groups.includes(task))
            throw new errors/* InputError */.d(`--task ${task}: ${file} has no results for it; it has: ${tasks.join(', ')}${groups.length ? `; and the groups: ${groups.join(', ')}` : ''}`);
    }
    const chosen = options.tasks?.length
        ? [...tasks, ...groups].filter((t) => options.tasks.includes(t))
        : tasks;
    const byTask = assignSamples(samples, tasks, file);
    return chosen.map((task) => groups.includes(task)
        ? importGroup(results, file, task, byTask, options, context)
        : importTask(results, file, task, byTask.get(task), options, context));
}
function importTask(results, file, task, samples, options, context) {
    const measure = measureTask(results, file, task, samples, options);
    const modelArgs = scrubbedModelArgs(results.config.model_args);
    const { metric, filter, n } = measure;
    const { protocol, protocolId } = lmEvalProtocol(results, { task, metric, filter, n, modelArgs });
    return importedRecord(results, task, measure, { protocol, protocolId }, options, context);
}
function measureTask(results, file, task, samples, options) {
    const config = results.configs[task];
    const listed = (config.metric_list ?? []).map((m) => m.metric);
    const { metric, filter, filters, value, stderr } = chooseMetric(results, file, task, {
        listed,
        samples: samples !== undefined,
        options,
    });
    const n = results['n-samples']?.[task]?.effective ?? samples?.samples.length;
    if (n === undefined) {
        throw new errors/* InputError */.d(`${file}: n-samples.${task}: expected the number of documents evaluated, found none; pass the task's --samples file`);
    }
    const items = samples
        ? itemsOfTask(samples, {
            task,
            metric,
            filter,
            filters,
            n,
            subject: subjectOfTask(task),
            taskHash: results.task_hashes?.[task],
        })
        : [];
    if (items.length) {
        const score = (0,record/* aggregate */.QD)(items, 1, n).score;
        if (Math.abs(score - 100 * value) > 1e-6) {
            throw new errors/* InputError */.d(`${samples.file}: the samples give ${task} ${metric} ${score.toFixed(4)}, but ${file} reports ${(100 * value).toFixed(4)}; they are not samples of the same run`);
        }
    }
    return { metric, filter, value, stderr, n, items };
}
/**
 * lm-eval's metrics whose per-item value is 1 for a right answer and 0 for a wrong one, and whose
 * reported value is their mean (`aggregation: mean` in lm-eval's metric registry).
 */
const PER_ITEM_METRICS = ['acc', 'acc_norm', 'acc_mutual_info', 'acc_bytes', 'exact_match'];
/**
 * lm-eval's registered metrics that are not that: computed over the whole run (f1, mcc, bleu,
 * chrf, ter, brier_score), perplexities and bits per byte, a mean likelihood, or no score at all.
 */
const NOT_PER_ITEM_METRICS = new Set([
    'f1',
    'mcc',
    'bleu',
    'chrf',
    'ter',
    'brier_score',
    'perplexity',
    'word_perplexity',
    'byte_perplexity',
    'bits_per_byte',
    'likelihood',
    'bypass',
]);
/**
 * The metric and filter a record of `task` (a task or a group) is taken at. A gate pairs items
 * right or wrong, so the metric must be a per-item correctness whose mean is the reported value:
 * lm-eval's own such metrics, or a task's own metric when its samples show 0 or 1 per item
 * (checked when they are read); metrics lm-eval computes over the whole run are refused.
 */
function chooseMetric(results, file, task, how) {
    const values = results.results[task];
    const keys = Object.keys(values).filter((k) => k.includes(',') && !k.split(',')[0].endsWith('_stderr'));
    const reported = [...new Set(keys.map((k) => k.split(',')[0]))];
    const usable = (m) => PER_ITEM_METRICS.includes(m) || (how.samples && !NOT_PER_ITEM_METRICS.has(m));
    const metric = how.options.metric ??
        how.listed.find((m) => reported.includes(m) && usable(m)) ??
        reported.find(usable) ??
        how.listed.find((m) => reported.includes(m)) ??
        reported[0];
    if (!metric || !reported.includes(metric)) {
        throw new errors/* InputError */.d(`${file}: results.${task}: expected metric ${JSON.stringify(metric ?? '(any)')}, found ${reported.join(', ') || 'no metrics'}${how.options.metric ? '; choose one with --metric' : ''}`);
    }
    const accepted = reported.filter(usable);
    const choose = accepted.length
        ? `choose one of ${accepted.join(', ')} with --metric`
        : `${task} reports none that is (${PER_ITEM_METRICS.join(', ')}${how.samples ? ', or a task’s own metric that is 0 or 1 per sample' : ''})`;
    const aggregation = results.configs[task]?.metric_list?.find((m) => m.metric === metric)?.aggregation;
    if (NOT_PER_ITEM_METRICS.has(metric) || (aggregation !== undefined && aggregation !== 'mean')) {
        throw new errors/* InputError */.d(`${file}: ${task}: metric ${metric} is not a per-item correctness (lm-eval computes it ${NOT_PER_ITEM_METRICS.has(metric) ? 'over the whole run, not as a mean of right and wrong answers' : `with aggregation ${JSON.stringify(aggregation)}, not as a mean`}), so a gate cannot pair its items; ${choose}`);
    }
    if (!usable(metric)) {
        throw new errors/* InputError */.d(`${file}: ${task}: metric ${metric} is not one of lm-eval's per-item correctness metrics (${PER_ITEM_METRICS.join(', ')}); pass the task's --samples file, which shows whether it is 0 or 1 per item, or ${choose}`);
    }
    if (results.higher_is_better?.[task]?.[metric] === false) {
        throw new errors/* InputError */.d(`${file}: ${task}: metric ${metric} is lower-is-better, and a gate fails on drops; choose another with --metric (${reported.join(', ')})`);
    }
    const filters = [
        ...new Set(keys.filter((k) => k.startsWith(`${metric},`)).map((k) => k.slice(metric.length + 1))),
    ];
    const filter = how.options.filter ?? filters[0];
    if (!filters.includes(filter)) {
        throw new errors/* InputError */.d(`--filter ${filter}: ${file} reports ${task} ${metric} under the filters ${filters.join(', ')}`);
    }
    const value = values[`${metric},${filter}`];
    if (typeof value !== 'number') {
        throw new errors/* InputError */.d(`${file}: results.${task}["${metric},${filter}"]: expected a number, found ${JSON.stringify(value)}`);
    }
    const stderrValue = values[`${metric}_stderr,${filter}`];
    const stderr = typeof stderrValue === 'number' ? stderrValue * 100 : null;
    return { metric, filter, filters, value, stderr };
}
/** How many subtasks an error lists. */
const SHOWN_TASKS = 8;
/**
 * A group as one record: the items of all its subtasks (ids `<subtask>/<doc_id>`) and the
 * group's own value. lm-eval (0.4.3 by default, later with `weight_by_size: true`, as its MMLU
 * groups set) reports a group's value as its subtasks' values weighted by their sizes, i.e. the
 * mean over all items; that is what a record's score is, so a group lm-eval aggregated otherwise
 * (an unweighted mean) is refused rather than given a score its items do not have.
 */
function importGroup(results, file, group, byTask, options, context) {
    const subtasks = leafTasks(results, group, file);
    const withSamples = subtasks.filter((t) => byTask.has(t));
    if (withSamples.length > 0 && withSamples.length < subtasks.length) {
        const missing = subtasks.filter((t) => !byTask.has(t));
        throw new errors/* InputError */.d(`group ${group}: samples were given for ${withSamples.length} of its ${subtasks.length} subtasks; expected all or none (missing: ${missing.slice(0, SHOWN_TASKS).join(', ')}${missing.length > SHOWN_TASKS ? ', ...' : ''})`);
    }
    const listed = (results.configs[subtasks[0]].metric_list ?? []).map((m) => m.metric);
    const choice = chooseMetric(results, file, group, {
        listed,
        samples: withSamples.length > 0,
        options,
    });
    const { metric, filter } = choice;
    const measures = subtasks.map((task) => measureTask(results, file, task, byTask.get(task), { ...options, metric, filter }));
    const n = measures.reduce((a, m) => a + m.n, 0);
    const weighted = measures.reduce((a, m) => a + m.value * m.n, 0) / n;
    if (Math.abs(weighted - choice.value) > 1e-9) {
        const unweighted = measures.reduce((a, m) => a + m.value, 0) / measures.length;
        throw new errors/* InputError */.d(`${file}: results.${group}["${metric},${filter}"] is ${choice.value}, but its ${subtasks.length} subtasks weighted by size give ${weighted} (unweighted: ${unweighted}): lm-eval did not aggregate this group as the mean over its items (weight_by_size: false?), which a record's score is; import its subtasks instead`);
    }
    const items = measures.flatMap((m, i) => m.items.map((item) => ({ ...item, id: `${subtasks[i]}/${item.id}` })));
    const modelArgs = scrubbedModelArgs(results.config.model_args);
    const protocol = lmEvalGroupProtocol(results, group, subtasks.map((task, i) => ({ task, n: measures[i].n })), { metric, filter, modelArgs });
    const measure = { ...choice, n, items };
    return importedRecord(results, group, measure, protocol, options, context);
}
/** The tasks under a group, through its subgroups, sorted; each must have results and a config. */
function leafTasks(results, group, file) {
    const tree = results.group_subtasks ?? {};
    const out = new Set();
    const visit = (name, path) => {
        for (const child of tree[name] ?? []) {
            if (path.includes(child)) {
                throw new errors/* InputError */.d(`${file}: group_subtasks: group ${child} contains itself (${[...path, child].join(' > ')})`);
            }
            if (child in tree && !(child in results.configs))
                visit(child, [...path, child]);
            else
                out.add(child);
        }
    };
    visit(group, [group]);
    const leaves = [...out].sort();
    const lacking = leaves.filter((t) => !(t in results.configs) || !(t in results.results));
    if (leaves.length === 0 || lacking.length) {
        throw new errors/* InputError */.d(`${file}: group ${group}: expected subtasks with results and configs, found ${leaves.length === 0 ? 'none in group_subtasks' : `none for ${lacking.slice(0, SHOWN_TASKS).join(', ')}`}`);
    }
    return leaves;
}
function importedRecord(results, task, measure, { protocol, protocolId }, options, context) {
    const { metric, filter, n, items, stderr } = measure;
    const modelArgs = scrubbedModelArgs(results.config.model_args);
    const identity = modelIdentity(results, modelArgs);
    const score = 100 * measure.value;
    const aggregates = items.length
        ? { ...(0,record/* aggregate */.QD)(items, 1, n), stderr, ...(0,subjects/* subjectAggregates */.fq)(items, 1) }
        : { score, std: 0, per_repeat: [score], n, errors: 0, error_rate: 0, stderr };
    const started = results.date ? new Date(results.date * 1000) : context.now;
    const seconds = Number(results.total_evaluation_time_seconds);
    const ended = Number.isFinite(seconds) ? new Date(started.getTime() + seconds * 1000) : started;
    const stamp = started.toISOString().replace(/[-:.]/g, '');
    return {
        schema_version: record/* RUN_RECORD_SCHEMA_VERSION */.LE,
        run_id: `${stamp}-${(0,canonical/* sha256Hex */.f)(`${context.resultsText}\n${task}\n${metric}\n${filter}\n${options.model ?? ''}`).slice(0, 6)}`,
        suite: suiteName(task),
        model: {
            id: options.model ?? identity.id,
            provider: identity.provider,
            requested: identity.requested,
            base_url: identity.base_url,
            build: identity.build,
            builds_seen: [{ ...identity.build, count: n }],
            claimed: null,
        },
        protocol_id: protocolId,
        protocol,
        items,
        aggregates,
        usage: { requests: 0, cached: 0, input_tokens: 0, output_tokens: 0, cost_usd: null },
        incomplete: null,
        environment: {
            ...context.environment,
            started_at: started.toISOString(),
            ended_at: ended.toISOString(),
        },
    };
}
/** A task name as a suite name (it names a folder): other characters become `-`. */
function suiteName(task) {
    return task.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'task';
}
/** The MMLU subject of an `mmlu_<subject>` task (and variants such as `mmlu_<subject>_generative`). */
function subjectOfTask(task) {
    if (!task.startsWith('mmlu'))
        return null;
    const parts = task.split('_');
    let best = null;
    for (let i = 1; i < parts.length; i++) {
        for (let j = i + 1; j <= parts.length; j++) {
            const name = parts.slice(i, j).join('_');
            if ((0,mmlu_subjects/* mmluCategory */.m0)(name) && (!best || name.length > best.length))
                best = name;
        }
    }
    return best;
}
/**
 * Which task each samples file holds: from its name (`samples_<task>_<date>.jsonl` from 0.4.3,
 * `<model_args>_<task>.jsonl` before), or the only task of the results file.
 */
function assignSamples(samples, tasks, file) {
    const out = new Map();
    const longestFirst = [...tasks].sort((a, b) => b.length - a.length);
    for (const s of samples) {
        const base = s.file.split(/[\\/]/).pop();
        const named = /^samples_(.+)_\d{4}-\d\d-\d\dT[\d.-]+\.jsonl?$/.exec(base)?.[1];
        let task = named ?? longestFirst.find((t) => base.endsWith(`_${t}.jsonl`) || base === `${t}.jsonl`);
        if (named && !tasks.includes(named)) {
            throw new errors/* InputError */.d(`${s.file}: these are samples of task ${named}, which ${file} has no results for (it has: ${tasks.join(', ')})`);
        }
        if (!task && tasks.length === 1)
            task = tasks[0];
        if (!task) {
            throw new errors/* InputError */.d(`${s.file}: cannot tell which task these samples are of: expected a name samples_<task>_<date>.jsonl with a task of ${file} (${tasks.join(', ')})`);
        }
        if (out.has(task))
            throw new errors/* InputError */.d(`${s.file}: a second samples file for task ${task} (the first: ${out.get(task).file})`);
        out.set(task, s);
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/slot-path.ts
var slot_path = __webpack_require__(9295);
// EXTERNAL MODULE: ./src/core/version.ts
var version = __webpack_require__(3323);
// EXTERNAL MODULE: ./src/engine/baselines.ts
var baselines = __webpack_require__(5818);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/engine/git-tree.ts + 1 modules
var git_tree = __webpack_require__(5902);
// EXTERNAL MODULE: ./src/engine/paths.ts
var paths = __webpack_require__(4886);
// EXTERNAL MODULE: ./src/engine/freeze.ts
var freeze = __webpack_require__(6875);
;// CONCATENATED MODULE: ./src/engine/imports.ts












/** Whether a record was imported from another harness's output rather than measured here. */
function isImported(record) {
    return record.protocol.harness.name !== 'evalgate';
}
async function readText(file, what) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* InputError */.d(`${file}: cannot read the ${what}: ${(0,config/* ioReason */.Ny)(error)}`);
    }
}
/** Reads lm-eval results (and samples) files and turns them into run records. */
async function importLmEvalFiles(resultsFile, samplesFiles, options, env) {
    const text = await readText(resultsFile, 'lm-eval results file');
    const results = parseLmEvalResults(text, resultsFile);
    const samples = [];
    for (const file of samplesFiles)
        samples.push({
            file,
            samples: parseLmEvalSamples(await readText(file, 'lm-eval samples file'), file),
        });
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : null;
    return importLmEval(results, resultsFile, samples, options, {
        resultsText: text,
        now: new Date(),
        environment: {
            evalgate: version/* VERSION */.x,
            node: process.version,
            os: `${external_node_os_default().platform()} ${external_node_os_default().release()} ${external_node_os_default().arch()}`,
            ci_run_url: runUrl,
            git_sha: env.GITHUB_SHA ?? (await (0,git_tree/* headCommit */.Qo)(process.cwd())),
        },
    });
}
/** `.evalgate/baselines/<suite>/<model-id>.json` under `root`: where an import's baseline lives. */
function importedBaselinePath(root, record) {
    const file = (0,slot_path/* slotFile */.zs)(record.model.id);
    if (!file.ok)
        throw new errors/* InputError */.d(`model id "${record.model.id}": ${file.why}`);
    return (0,paths/* statePath */.BQ)(root, 'baselines', record.suite, ...file.file.split('/'));
}
/** The committed baseline of an imported record's slot; a file of another slot is an error. */
async function readImportedBaseline(root, record) {
    const file = importedBaselinePath(root, record);
    const shown = (0,config/* displayPath */.Gt)(file);
    const baseline = await (0,baselines/* readBaseline */.mF)(file, shown);
    if (baseline && (baseline.suite !== record.suite || baseline.model.id !== record.model.id)) {
        throw new errors/* InputError */.d(`${shown}: this file is the baseline of suite "${record.suite}", model "${record.model.id}", but it holds a run of suite "${baseline.suite}", model "${baseline.model.id}"`);
    }
    return baseline;
}
/** Freezes imported records as their slots' baselines (no config: the import is the protocol). */
async function freezeImported(root, runs, frozenBy) {
    for (const { file, record } of runs) {
        if (!isImported(record)) {
            throw new errors/* InputError */.d(`${file}: a run evalgate measured; freeze it with --config, separately from imported records`);
        }
        if (record.incomplete)
            throw new errors/* InputError */.d(`${file}: refusing to freeze an incomplete run (${record.incomplete.reason})`);
    }
    const out = [];
    for (const { record } of runs) {
        const file = importedBaselinePath(root, record);
        const previous = await readImportedBaseline(root, record);
        out.push({ suite: record.suite, ...(await (0,freeze/* freezeOne */.Y)(file, record, previous, frozenBy)) });
    }
    return out;
}


/***/ })

};
