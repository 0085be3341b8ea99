export const id = 567;
export const ids = [567];
export const modules = {

/***/ 8077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ MMLU_CATEGORIES),
/* harmony export */   gh: () => (/* binding */ CATEGORY_LABEL),
/* harmony export */   m0: () => (/* binding */ mmluCategory)
/* harmony export */ });
/* unused harmony export MMLU_SUBJECTS */
/**
 * The 57 MMLU subjects and the category each belongs to, as lm-evaluation-harness groups them
 * (tasks/mmlu: the `mmlu_stem`, `mmlu_humanities`, `mmlu_social_sciences` and `mmlu_other`
 * groups, the same in v0.4.0 through v0.4.12). Subject names are the cais/mmlu `subject` values,
 * which are also the CSV file names without `_test.csv`.
 */
const MMLU_CATEGORIES = ['stem', 'humanities', 'social_sciences', 'other'];
/** How a report writes a category. */
const CATEGORY_LABEL = {
    stem: 'STEM',
    humanities: 'humanities',
    social_sciences: 'social sciences',
    other: 'other',
};
const SUBJECTS_BY_CATEGORY = {
    stem: [
        'abstract_algebra',
        'anatomy',
        'astronomy',
        'college_biology',
        'college_chemistry',
        'college_computer_science',
        'college_mathematics',
        'college_physics',
        'computer_security',
        'conceptual_physics',
        'electrical_engineering',
        'elementary_mathematics',
        'high_school_biology',
        'high_school_chemistry',
        'high_school_computer_science',
        'high_school_mathematics',
        'high_school_physics',
        'high_school_statistics',
        'machine_learning',
    ],
    humanities: [
        'formal_logic',
        'high_school_european_history',
        'high_school_us_history',
        'high_school_world_history',
        'international_law',
        'jurisprudence',
        'logical_fallacies',
        'moral_disputes',
        'moral_scenarios',
        'philosophy',
        'prehistory',
        'professional_law',
        'world_religions',
    ],
    social_sciences: [
        'econometrics',
        'high_school_geography',
        'high_school_government_and_politics',
        'high_school_macroeconomics',
        'high_school_microeconomics',
        'high_school_psychology',
        'human_sexuality',
        'professional_psychology',
        'public_relations',
        'security_studies',
        'sociology',
        'us_foreign_policy',
    ],
    other: [
        'business_ethics',
        'clinical_knowledge',
        'college_medicine',
        'global_facts',
        'human_aging',
        'management',
        'marketing',
        'medical_genetics',
        'miscellaneous',
        'nutrition',
        'professional_accounting',
        'professional_medicine',
        'virology',
    ],
};
const CATEGORY_OF = new Map(MMLU_CATEGORIES.flatMap((category) => SUBJECTS_BY_CATEGORY[category].map((subject) => [subject, category])));
/** The MMLU category of a subject, or null for a subject that is not one of MMLU's 57. */
function mmluCategory(subject) {
    return CATEGORY_OF.get(subject) ?? null;
}
/** The 57 subjects, by category. */
const MMLU_SUBJECTS = [...CATEGORY_OF.keys()];


/***/ }),

/***/ 8567:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Um: () => (/* binding */ byDelta),
/* harmony export */   Z6: () => (/* binding */ subjectsOf),
/* harmony export */   et: () => (/* binding */ subjectOf),
/* harmony export */   fK: () => (/* binding */ subjectGroups),
/* harmony export */   fq: () => (/* binding */ subjectAggregates)
/* harmony export */ });
/* unused harmony export TOP_DROPS */
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4130);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8796);
/* harmony import */ var _mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8077);



/** Subjects shown as contributing most to a drop. */
const TOP_DROPS = 5;
/** Numeric and string ids stay distinct, as in the diff: 7 and "7" are different items. */
function keyOf(id) {
    return typeof id === 'number' ? `#${id}` : `s${id}`;
}
/** Each item's subject by id key; null when the items span fewer than two subjects. */
function subjectsOf(...runs) {
    const subjects = new Map();
    for (const run of runs)
        for (const item of run?.items ?? [])
            if (typeof item.subject === 'string' && !subjects.has(keyOf(item.id)))
                subjects.set(keyOf(item.id), item.subject);
    return new Set(subjects.values()).size >= 2 ? subjects : null;
}
/** The subject of an item id, for flip lists; undefined when the run has no subjects. */
function subjectOf(subjects, id) {
    return subjects?.get(keyOf(id));
}
/** The record's per-subject and per-category block, or nothing for a one-subject suite. */
function subjectAggregates(items, repeats) {
    const bySubject = partition(items, (item) => item.subject ?? undefined);
    if (bySubject.size < 2)
        return undefined;
    const row = (name, category, group) => {
        const a = (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .aggregate */ .QD)(group, repeats, new Set(group.map((i) => keyOf(i.id))).size);
        return { name, category, n: a.n, score: a.score, errors: a.errors };
    };
    const subjects = [...bySubject.keys()]
        .sort()
        .map((name) => row(name, (0,_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .mmluCategory */ .m0)(name), bySubject.get(name)));
    if (subjects.some((s) => s.category === null))
        return { subjects };
    const byCategory = partition(items, (item) => (0,_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .mmluCategory */ .m0)(item.subject));
    const categories = _mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .MMLU_CATEGORIES */ .$n.filter((c) => byCategory.has(c)).map((c) => row(c, c, byCategory.get(c)));
    return { subjects, categories };
}
/**
 * Groups a run (and, when comparable, its baseline) by subject and category. `paired` is what
 * the diff paired; without it (no baseline, another protocol) the groups carry scores only.
 */
function subjectGroups(run, baseline, paired) {
    const subjects = subjectsOf(run, paired ? baseline : undefined);
    if (!subjects)
        return undefined;
    const repeats = run.protocol.repeats;
    const subjectKey = (id) => subjects.get(keyOf(id));
    const names = [...new Set(subjects.values())].sort();
    const mmlu = names.every((s) => (0,_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .mmluCategory */ .m0)(s) !== null);
    const level = (groupOf, keys, category) => {
        const runItems = partition(run.items, (i) => groupOf(i.id));
        const baseItems = paired ? partition(baseline.items, (i) => groupOf(i.id)) : undefined;
        const sizes = partition([...subjects.keys()], (key) => groupOf(idOfKey(key)));
        const rows = keys.map((name) => {
            const score = scoreOf(runItems.get(name) ?? [], repeats);
            const base = baseItems ? scoreOf(baseItems.get(name) ?? [], repeats) : null;
            const delta = score !== null && base !== null ? round(score - base) : null;
            const inGroup = (id) => groupOf(id) === name;
            const flips = {
                regressed: paired?.regressed.filter(inGroup) ?? [],
                fixed: paired?.fixed.filter(inGroup) ?? [],
            };
            return {
                name,
                category: category(name),
                n: sizes.get(name)?.length ?? 0,
                score,
                baseline: base,
                delta,
                flips,
                p_value: paired ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .pairedMcNemar */ .$G)(flips.regressed.length, flips.fixed.length).pValue : null,
                p_holm: null,
                contribution: paired
                    ? contributionOf(paired, (key) => groupOf(idOfKey(key)) === name)
                    : null,
            };
        });
        if (paired) {
            const adjusted = (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .holmAdjust */ .IZ)(rows.map((r) => r.p_value));
            rows.forEach((r, i) => (r.p_holm = adjusted[i]));
        }
        return rows;
    };
    const subjectRows = level(subjectKey, names, _mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .mmluCategory */ .m0);
    const categoryOf = (id) => {
        const subject = subjectKey(id);
        return subject === undefined ? undefined : ((0,_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .mmluCategory */ .m0)(subject) ?? undefined);
    };
    const present = _mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .MMLU_CATEGORIES */ .$n.filter((c) => names.some((s) => (0,_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .mmluCategory */ .m0)(s) === c));
    const categoryRows = mmlu ? level(categoryOf, present, (c) => c) : null;
    const scored = subjectRows.filter((r) => r.score !== null);
    const weight = scored.reduce((a, r) => a + r.n, 0);
    const topDrops = subjectRows
        .filter((r) => r.contribution !== null && r.contribution < 0)
        .sort((a, b) => a.contribution - b.contribution || a.name.localeCompare(b.name))
        .slice(0, TOP_DROPS)
        .map((r) => r.name);
    return {
        subjects: subjectRows,
        categories: categoryRows,
        micro: run.aggregates.score,
        group_aggregate: weight > 0 ? scored.reduce((a, r) => a + r.score * r.n, 0) / weight : null,
        macro: scored.length ? scored.reduce((a, r) => a + r.score, 0) / scored.length : null,
        top_drops: topDrops,
    };
}
/** For tables: the largest drop first; groups without a Δ last; ties by name. */
function byDelta(a, b) {
    return ((a.delta ?? Infinity) - (b.delta ?? Infinity) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function contributionOf(paired, inGroup) {
    let sum = 0;
    let count = 0;
    for (const [key, old] of paired.before) {
        const now = paired.after.get(key);
        if (now === undefined)
            continue;
        count++;
        if (inGroup(key))
            sum += now - old;
    }
    return count ? round((100 * sum) / count) : 0;
}
function scoreOf(items, repeats) {
    return items.length ? (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .aggregate */ .QD)(items, repeats, 0).score : null;
}
function partition(values, key) {
    const out = new Map();
    for (const value of values) {
        const k = key(value);
        if (k === undefined)
            continue;
        const list = out.get(k);
        if (list)
            list.push(value);
        else
            out.set(k, [value]);
    }
    return out;
}
function idOfKey(key) {
    return key.startsWith('#') ? Number(key.slice(1)) : key.slice(1);
}
const round = (x) => Math.round(x * 1e9) / 1e9;


/***/ }),

/***/ 4130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LE: () => (/* binding */ RUN_RECORD_SCHEMA_VERSION),
/* harmony export */   QD: () => (/* binding */ aggregate),
/* harmony export */   _A: () => (/* binding */ runRecordSchema),
/* harmony export */   kA: () => (/* binding */ buildRecord)
/* harmony export */ });
/* unused harmony exports protocolSchema, itemOutcomeSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8796);


/**
 * Run records: one model entry measured once under one protocol. Versioned and validated on
 * read, because baselines and history are built from them and must never be misread.
 */
const RUN_RECORD_SCHEMA_VERSION = 1;
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const protocolSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** evalgate's own measurement-protocol version: bumps when a change could move scores. */
    harness: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        /** evalgate measured it, or it was imported from lm-evaluation-harness output. */
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['evalgate', 'lm-eval']),
        version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        protocol_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    }),
    dataset: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), format: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    slice: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), size: count, fingerprint_fields: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }),
    wash: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    template: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        mode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        /** The runner and versions whose prompts the preset reproduces (descriptive, not in the id). */
        reproduces: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    }),
    fewshot: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        k: count,
        hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        // Descriptive: the hash covers the examples each item gets, so these are not in the id.
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        sampler: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        group_by: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    }),
    grader: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    decoding: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    repeats: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    /** How answers are obtained; absent for generate (records from before this field). */
    output: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('loglikelihood').optional(),
    /** sha256 of every prompt of the slice with its item id (absent in records of earlier versions). */
    prompts: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Imported from lm-evaluation-harness: the task's identity and the config parts no other part covers. */
    lm_eval: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        task: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        task_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ()]),
        /** sha256 over the samples' doc, prompt and target hashes; null when no samples were logged. */
        task_hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        limit: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        /** The task config's keys that no other part covers (descriptive keys left out). */
        config: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
        /** Descriptive, not in the id: the runner's version and commit, and the scrubbed model_args. */
        lm_eval_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        git_hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        model_args: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    })
        .optional(),
});
const itemOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]),
    repeat: count,
    /** null when the item errored: errors are reported, never counted as wrong answers. */
    correct: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullable(),
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    extracted: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    response_sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    latency_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ input: count, output: count }),
    cached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    attempts: count,
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** harness.output loglikelihood: the per-choice sums, and lm-eval's acc and acc_norm. */
    loglikelihoods: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()).optional(),
    acc: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    acc_norm: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    /** The row's subject (MMLU's subject, or the dataset's subject field); absent in older records. */
    subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
});
/** Score and size of one subject or category of a run (`aggregates.subjects`, `.categories`). */
const groupAggregateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The MMLU category of a subject (the category itself for a category); null outside MMLU. */
    category: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Items of the slice in this group (per repeat). */
    n: count,
    score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    errors: count,
});
const runRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(RUN_RECORD_SCHEMA_VERSION),
    run_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    suite: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        requested: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        base_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        /** What the provider reported back; the most frequent value when it varied. */
        build: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(), system_fingerprint: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable() }),
        /** Every distinct build identity seen during the run, with how many responses carried it. */
        builds_seen: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(), system_fingerprint: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(), count })),
        claimed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    }),
    protocol_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    protocol: protocolSchema,
    items: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(itemOutcomeSchema),
    aggregates: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        /** Mean over repeats of the per-repeat accuracy, in points (0..100), errors excluded. */
        score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        /** Sample standard deviation of the per-repeat scores (0 with one repeat). */
        std: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        per_repeat: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable()),
        /** Items in the slice (per repeat). */
        n: count,
        errors: count,
        error_rate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        /** Standard error of the score in points, as lm-eval reported it (imports without samples). */
        stderr: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().optional(),
        /** Per subject, when the items span two subjects or more; absent in older records. */
        subjects: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(groupAggregateSchema).optional(),
        /** Per MMLU category, when every subject is one of MMLU's 57. */
        categories: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(groupAggregateSchema).optional(),
    }),
    usage: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        requests: count,
        cached: count,
        input_tokens: count,
        output_tokens: count,
        cost_usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        /**
         * Where the `cached` answers came from: per measuring run (null for a local run, or an answer
         * cached by an earlier evalgate that did not say), how many, and when the oldest was measured.
         */
        cached_from: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
            run: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
            attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
            count,
            oldest: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        }))
            .optional(),
        /** Runs through a batch API: the batch, its request count and last status; `requests` counts only synchronous ones. */
        batch: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), requests: count, status: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
    }),
    /**
     * Set on a partial run (`evalgate run --shard I/N`): shard `index` of `count` of this protocol,
     * the slice items it measured (round-robin over slice order) and how many the whole slice has.
     * A partial record is never frozen, gated or stored as history; `evalgate merge` joins them.
     */
    shard: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        index: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
        count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
        slice_items: count,
        ids: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()])),
    })
        .optional(),
    /**
     * Set when this run's outcomes equal those of a stored run of the same build and protocol (a
     * rerun answered from the cache): the run_id of that run. A replay is kept in the history, as a
     * record that the gate ran, but is not a new trend point.
     */
    replay_of: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Set when the run stopped before every item was done (budget, fatal provider error). */
    incomplete: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), remaining: count }).nullable(),
    environment: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        evalgate: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        node: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        os: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        ci_run_url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        git_sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        started_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        ended_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    }),
});
/** The record of one entry's run, assembled from the stages' values; computes nothing but sums. */
function buildRecord(input) {
    const { items } = input;
    let input_tokens = 0;
    let output_tokens = 0;
    let cached = 0;
    for (const o of items) {
        input_tokens += o.tokens.input;
        output_tokens += o.tokens.output;
        if (o.cached)
            cached++;
    }
    return {
        schema_version: RUN_RECORD_SCHEMA_VERSION,
        run_id: input.runId,
        suite: input.suite,
        model: {
            id: input.model.id,
            provider: input.model.provider,
            requested: input.model.requested,
            base_url: input.model.base_url,
            ...input.builds,
            claimed: input.model.claimed,
        },
        protocol_id: input.protocolId,
        protocol: input.protocol,
        items,
        aggregates: {
            ...aggregate(items, input.protocol.repeats, input.n),
            ...(input.subjects ?? {}),
        },
        usage: {
            requests: input.usage.requests,
            cached,
            input_tokens,
            output_tokens,
            cost_usd: input.usage.cost_usd,
            ...(input.usage.cached_from?.length ? { cached_from: input.usage.cached_from } : {}),
            ...(input.usage.batch ? { batch: input.usage.batch } : {}),
        },
        ...(input.shard ? { shard: input.shard } : {}),
        incomplete: input.incomplete,
        environment: input.environment,
    };
}
/** Per-repeat accuracy (errors excluded), mean and sample std, in points. */
function aggregate(items, repeats, n) {
    const perRepeat = [];
    let errors = 0;
    for (let r = 0; r < repeats; r++) {
        let right = 0;
        let graded = 0;
        for (const item of items) {
            if (item.repeat !== r)
                continue;
            if (item.correct === null)
                continue;
            graded++;
            if (item.correct)
                right++;
        }
        perRepeat.push(graded > 0 ? (100 * right) / graded : null);
    }
    for (const item of items)
        if (item.error !== null)
            errors++;
    const scores = perRepeat.filter((s) => s !== null);
    const spread = scores.length ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .meanStd */ .F4)(scores) : undefined;
    const mean = spread ? spread.mean : null;
    // One repeat has no measured spread; records say 0 and the report marks the run single-run.
    const std = spread && scores.length > 1 ? spread.std : 0;
    const total = n * repeats;
    return {
        score: mean,
        std,
        per_repeat: perRepeat,
        n,
        errors,
        error_rate: total > 0 ? errors / total : 0,
    };
}


/***/ }),

/***/ 8796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ pairedMcNemar),
/* harmony export */   F4: () => (/* binding */ meanStd),
/* harmony export */   F8: () => (/* binding */ bootstrapDelta),
/* harmony export */   IZ: () => (/* binding */ holmAdjust),
/* harmony export */   V4: () => (/* binding */ minDetectableDrop),
/* harmony export */   nH: () => (/* binding */ minFlipsForSignificance),
/* harmony export */   xO: () => (/* binding */ itemsToDetect)
/* harmony export */ });
/* unused harmony exports smallestFlaggableDrop, normalQuantile, Xoshiro128StarStar */
/**
 * The statistics behind a gate verdict (DESIGN.md, "Gate semantics"). A score drop alone does not
 * say whether the model got worse or the slice is too small to tell, so every verdict carries a
 * paired significance test, a confidence interval for Δ and the smallest drop this slice can see.
 *
 * Everything here is deterministic: the same inputs (and seed) give the same numbers on every
 * machine, so a verdict and its report can be reproduced from the stored records alone. The
 * reference values in test/fixtures/stats-vectors.json come from scripts/gen_stats_vectors.py.
 */
/**
 * Exact two-sided McNemar test on the discordant pairs: b = right→wrong, c = wrong→right.
 *
 * Under "no change" each discordant item is equally likely to have flipped either way, so
 * min(b, c) is judged against the lower tail of Bin(b + c, 1/2): p = 2 * P(X <= min(b, c)), at
 * most 1. The exact test rather than the chi-square approximation, because gate slices often have
 * only a handful of flips, where the approximation is badly off.
 *
 * 2^-(b+c) underflows and C(b+c, k) overflows long before the slice sizes we meet (b + c up to
 * tens of thousands), so the tail is summed relative to its largest term and only that term is
 * taken through logarithms. A true p-value is never 0: one too small for a double is reported as
 * Number.MIN_VALUE, so that ratios and logarithms of it in reports stay finite.
 */
function pairedMcNemar(b, c) {
    checkCount('b (right→wrong flips)', b);
    checkCount('c (wrong→right flips)', c);
    const n = b + c;
    if (n === 0)
        return { b, c, pValue: 1 };
    const k = Math.min(b, c);
    // log P(X = k) = log C(n, k) - n log 2. The k logarithms are summed with compensation, because
    // the result is the small difference of two numbers near n log 2 and every lost bit shows in p.
    const logBinom = new CompensatedSum();
    for (let i = 1; i <= k; i++)
        logBinom.add(Math.log((n - k + i) / i));
    const logTop = logBinom.value() - n * Math.LN2;
    // P(X <= k) / P(X = k): the terms only shrink going down from k <= n/2, so stop once they no
    // longer change the sum.
    let term = 1;
    let tail = 1;
    for (let j = k; j > 0; j--) {
        term *= j / (n - j + 1);
        tail += term;
        if (term < tail * Number.EPSILON * 0.25)
            break;
    }
    const logP = Math.LN2 + logTop + Math.log(tail);
    const pValue = logP >= 0 ? 1 : Math.max(Math.exp(logP), Number.MIN_VALUE);
    return { b, c, pValue };
}
/**
 * Seeded, reproducible paired bootstrap of Δ = mean(run) - mean(baseline) in points, over items.
 *
 * `pairs` holds each item's (baseline, run) score in 0..1; with repeats, the caller passes per-item
 * means. Items, not answers, are resampled, because the items are what a different slice would
 * change, and resampling both scores of an item together keeps the pairing that makes the
 * interval narrower than two independent ones. The interval is the percentile interval with
 * numpy's default ("linear") interpolation, so it can be compared with a numpy bootstrap.
 *
 * Reproducibility comes from {@link Xoshiro128StarStar} seeded through splitmix64: a report
 * regenerated from the same records shows the same interval.
 */
function bootstrapDelta(pairs, options = {}) {
    const resamples = options.resamples ?? 10_000;
    const seed = options.seed ?? 0;
    const confidence = options.confidence ?? 0.95;
    if (!Number.isSafeInteger(resamples) || resamples < 1) {
        throw new RangeError(`bootstrap resamples must be a positive integer, got ${resamples}`);
    }
    checkOpenUnit('bootstrap confidence', confidence);
    const n = pairs.length;
    if (n === 0)
        throw new RangeError('bootstrap needs at least one paired item, got none');
    // Each resample only needs the sum of per-item differences, so precompute them once and keep
    // the hot loop free of allocation: 10,000 resamples of 14,080 items are 1.4e8 draws.
    const diff = new Float64Array(n);
    for (let i = 0; i < n; i++) {
        const [baseline, run] = pairs[i];
        checkScore(i, 'baseline', baseline);
        checkScore(i, 'run', run);
        diff[i] = run - baseline;
    }
    const rng = Xoshiro128StarStar.fromSeed(seed);
    const indices = new Uint32Array(n);
    const deltas = new Float64Array(resamples);
    const toPoints = 100 / n;
    for (let r = 0; r < resamples; r++) {
        rng.fillBelow(n, indices);
        let sum = 0;
        for (let i = 0; i < n; i++)
            sum += diff[indices[i]];
        deltas[r] = sum * toPoints;
    }
    deltas.sort();
    const tail = (1 - confidence) / 2;
    return {
        low: linearPercentile(deltas, tail),
        high: linearPercentile(deltas, 1 - tail),
        resamples,
    };
}
/**
 * Minimum detectable drop (points) at the given power for a two-sided paired test at alpha.
 *
 * This is what lets a report say plainly that a 100-item slice cannot see a 2-point drop: a
 * drop smaller than this passes the gate more often than not even when it is real.
 *
 * Paired (a baseline exists): (z_{1-α/2} + z_power) · sqrt(pd / n) · 100. The discordance pd is
 * floored at 1/n so that a run with no flips at all still reports a finite, honest floor instead
 * of claiming it could see an arbitrarily small drop.
 *
 * Unpaired fallback (no baseline yet): (z_{1-α/2} + z_power) · sqrt(2 p (1 - p) / n) · 100, with
 * p clamped to [1/n, 1 - 1/n] for the same reason (for n = 1 that range is empty: p = 1/2).
 *
 * Either way the result is never below {@link smallestFlaggableDrop}: the normal approximation
 * can promise a drop that the exact McNemar test, which decides the verdict, can never flag (100
 * items, no flips: the approximation says 2.8 points, yet 5 one-way flips give p = 0.0625).
 * Infinity when no drop at all can reach p < alpha on n items.
 */
function minDetectableDrop(options) {
    const { n, discordantRate, accuracy } = options;
    const alpha = options.alpha ?? 0.05;
    const power = options.power ?? 0.8;
    if (!Number.isSafeInteger(n) || n < 1) {
        throw new RangeError(`minimum detectable drop needs a positive item count n, got ${n}`);
    }
    checkOpenUnit('alpha', alpha);
    checkOpenUnit('power', power);
    const z = normalQuantile(1 - alpha / 2) + normalQuantile(power);
    let approximate;
    if (discordantRate !== undefined) {
        checkClosedUnit('discordantRate', discordantRate);
        const pd = Math.max(discordantRate, 1 / n);
        approximate = z * Math.sqrt(pd / n) * 100;
    }
    else if (accuracy !== undefined) {
        checkClosedUnit('accuracy', accuracy);
        const p = Math.min(Math.max(accuracy, Math.min(1 / n, 0.5)), Math.max(1 - 1 / n, 0.5));
        approximate = z * Math.sqrt((2 * p * (1 - p)) / n) * 100;
    }
    else {
        throw new RangeError('minimum detectable drop needs discordantRate (paired) or accuracy');
    }
    return Math.max(approximate, smallestFlaggableDrop(n, alpha));
}
/**
 * The fewest items on which {@link minDetectableDrop} at the given discordance is at most
 * `maxDrop` points: how large a slice must be to see the gate's threshold when items keep flipping
 * at the observed rate. The exact-McNemar floor counts too, so the answer is never below what
 * {@link smallestFlaggableDrop} allows. Infinity when no safe integer is enough.
 */
function itemsToDetect(maxDrop, discordantRate, alpha = 0.05, power = 0.8) {
    if (!(maxDrop > 0) || !Number.isFinite(maxDrop)) {
        throw new RangeError(`items to detect needs a positive, finite maxDrop, got ${maxDrop}`);
    }
    checkClosedUnit('discordantRate', discordantRate);
    const sees = (n) => minDetectableDrop({ n, discordantRate, alpha, power }) <= maxDrop;
    // minDetectableDrop never grows with n at a fixed rate, so the answer is found by bisection.
    let high = 1;
    while (!sees(high)) {
        if (high > Number.MAX_SAFE_INTEGER / 2)
            return Infinity;
        high *= 2;
    }
    let low = Math.floor(high / 2);
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (sees(mid))
            high = mid;
        else
            low = mid;
    }
    return high;
}
/**
 * The fewest flips, all in one direction and none back, for which the exact two-sided McNemar
 * test gives p < alpha: 6 at alpha 0.05 (5 give p = 0.0625), 8 at 0.01.
 */
function minFlipsForSignificance(alpha = 0.05) {
    checkOpenUnit('alpha', alpha);
    let flips = 1;
    while (pairedMcNemar(flips, 0).pValue >= alpha)
        flips++;
    return flips;
}
/**
 * The smallest drop (points) the exact McNemar test at alpha can flag on n items: that many
 * one-way flips out of n. Infinity when n is below {@link minFlipsForSignificance}.
 */
function smallestFlaggableDrop(n, alpha = 0.05) {
    if (!Number.isSafeInteger(n) || n < 1) {
        throw new RangeError(`smallest flaggable drop needs a positive item count n, got ${n}`);
    }
    const flips = minFlipsForSignificance(alpha);
    return flips > n ? Infinity : (100 * flips) / n;
}
/**
 * Quantile of the standard normal distribution (the z with Φ(z) = p).
 *
 * Wichura's algorithm AS 241 (PPND16, Applied Statistics 37(3), 1988): rational approximations on
 * three ranges, relative accuracy about 1e-16, which is what Python's statistics.NormalDist uses
 * too, so thresholds agree with a Python pipeline to the last digits. ∓Infinity at 0 and 1.
 */
function normalQuantile(p) {
    if (!(p >= 0 && p <= 1)) {
        throw new RangeError(`normal quantile needs a probability in [0, 1], got ${p}`);
    }
    if (p === 0)
        return -Infinity;
    if (p === 1)
        return Infinity;
    const q = p - 0.5;
    if (Math.abs(q) <= 0.425) {
        const r = 0.180625 - q * q;
        return (q * poly(CENTRAL_NUM, r)) / poly(CENTRAL_DEN, r);
    }
    // The tails work in r = sqrt(-log(min(p, 1 - p))), where the quantile is nearly linear.
    let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
    let z;
    if (r <= 5) {
        r -= 1.6;
        z = poly(NEAR_NUM, r) / poly(NEAR_DEN, r);
    }
    else {
        r -= 5;
        z = poly(FAR_NUM, r) / poly(FAR_DEN, r);
    }
    return q < 0 ? -z : z;
}
/**
 * Sample mean and standard deviation (n-1) of the per-repeat scores.
 *
 * The n-1 form because the repeats are a sample of the seeds one could have run. With a single
 * repeat the spread is unknown, not zero, so `std` is NaN rather than a reassuring 0.
 */
function meanStd(values) {
    const n = values.length;
    if (n === 0)
        throw new RangeError('mean and standard deviation need at least one value');
    let sum = 0;
    for (let i = 0; i < n; i++) {
        const v = values[i];
        if (!Number.isFinite(v))
            throw new RangeError(`value ${i} is not a finite number: ${v}`);
        sum += v;
    }
    // Two passes (and a correction of the mean by the mean residual) instead of the one-pass
    // sum-of-squares formula, which cancels catastrophically when the spread is small next to the
    // mean, as it is for scores of near-identical repeats.
    let mean = sum / n;
    let residual = 0;
    for (let i = 0; i < n; i++)
        residual += values[i] - mean;
    mean += residual / n;
    if (n === 1)
        return { mean, std: NaN };
    let squares = 0;
    for (let i = 0; i < n; i++) {
        const d = values[i] - mean;
        squares += d * d;
    }
    return { mean, std: Math.sqrt(squares / (n - 1)) };
}
/** Largest bound {@link Xoshiro128StarStar.fillBelow} accepts: draws are 32-bit. */
const MAX_BOUND = 0xffffffff;
/** Exact (a power of two), and a multiplication is cheaper than a division in the hot loop. */
const TWO_TO_MINUS_32 = 2 ** -32;
/**
 * xoshiro128** 1.0 (Blackman and Vigna, 2018, https://prng.di.unimi.it/): a small, fast,
 * well-tested 32-bit generator whose reference outputs are easy to check from any language. It is
 * seeded, as its authors recommend, from two outputs of splitmix64, so that nearby seeds (0, 1,
 * 2, ...) start from unrelated states. Not for cryptography; only for reproducible resampling.
 */
class Xoshiro128StarStar {
    s0;
    s1;
    s2;
    s3;
    /** A raw state of four 32-bit words, not all zero: the all-zero state never leaves zero. */
    constructor(state) {
        if (state.every((w) => w === 0))
            throw new RangeError('xoshiro128** state must not be all 0');
        this.s0 = state[0] | 0;
        this.s1 = state[1] | 0;
        this.s2 = state[2] | 0;
        this.s3 = state[3] | 0;
    }
    /**
     * The state is splitmix64(seed + γ) and splitmix64(seed + 2γ), low word first; splitmix64 is a
     * bijection, so two consecutive outputs are never both zero.
     */
    static fromSeed(seed) {
        if (!Number.isSafeInteger(seed) || seed < 0) {
            throw new RangeError(`seed must be a non-negative integer below 2^53, got ${seed}`);
        }
        const mask = (1n << 64n) - 1n;
        let x = BigInt(seed);
        const words = [];
        for (let i = 0; i < 2; i++) {
            x = (x + 0x9e3779b97f4a7c15n) & mask;
            let z = x;
            z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
            z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
            z ^= z >> 31n;
            words.push(Number(z & 0xffffffffn), Number(z >> 32n));
        }
        return new Xoshiro128StarStar(words);
    }
    /** Next output, an integer in [0, 2^32). */
    nextUint32() {
        const s1 = this.s1;
        const scrambled = Math.imul(s1, 5);
        const result = Math.imul((scrambled << 7) | (scrambled >>> 25), 9) >>> 0;
        const t = s1 << 9;
        this.s2 ^= this.s0;
        this.s3 ^= s1;
        this.s1 ^= this.s2;
        this.s0 ^= this.s3;
        this.s2 ^= t;
        this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
        return result;
    }
    /**
     * Fills `out` with uniform integers in [0, bound), exactly unbiased, by Lemire's multiply-and-
     * reject method ("Fast random integer generation in an interval", 2019): no modulo per draw,
     * and a rejection only for the few outputs that would favour some values.
     *
     * This is the bootstrap's hot loop (1.4e8 draws for 10,000 resamples of 14,080 items), so the
     * state lives in locals, which V8 keeps in registers; as fields, one call site shared by slices
     * of different sizes was deoptimised and ran almost three times slower.
     */
    fillBelow(bound, out) {
        if (!(Number.isInteger(bound) && bound >= 1 && bound <= MAX_BOUND)) {
            throw new RangeError(`bound must be an integer from 1 to ${MAX_BOUND}, got ${bound}`);
        }
        const threshold = (0x100000000 - bound) % bound;
        let s0 = this.s0;
        let s1 = this.s1;
        let s2 = this.s2;
        let s3 = this.s3;
        for (let i = 0; i < out.length; i++) {
            let x;
            let low;
            do {
                // One xoshiro128** step, exactly as nextUint32.
                const scrambled = Math.imul(s1, 5);
                x = Math.imul((scrambled << 7) | (scrambled >>> 25), 9) >>> 0;
                const t = s1 << 9;
                s2 ^= s0;
                s3 ^= s1;
                s1 ^= s2;
                s0 ^= s3;
                s2 ^= t;
                s3 = (s3 << 11) | (s3 >>> 21);
                // The 64-bit product x * bound: its low word exactly via Math.imul; its high word from
                // the double product, which is off by at most 2^11 from the true one, far below 2^31.
                low = Math.imul(x, bound) >>> 0;
            } while (low < threshold);
            out[i] = Math.round((x * bound - low) * TWO_TO_MINUS_32);
        }
        this.s0 = s0;
        this.s1 = s1;
        this.s2 = s2;
        this.s3 = s3;
    }
}
/** Percentile with linear interpolation between order statistics (numpy's default method). */
function linearPercentile(sorted, q) {
    const h = (sorted.length - 1) * q;
    const i = Math.floor(h);
    const lower = sorted[i];
    if (i + 1 >= sorted.length)
        return lower;
    return lower + (h - i) * (sorted[i + 1] - lower);
}
/** Neumaier's compensated summation: the error of a long sum stays near one rounding. */
class CompensatedSum {
    sum = 0;
    compensation = 0;
    add(x) {
        const t = this.sum + x;
        this.compensation += Math.abs(this.sum) >= Math.abs(x) ? this.sum - t + x : x - t + this.sum;
        this.sum = t;
    }
    value() {
        return this.sum + this.compensation;
    }
}
/** Horner evaluation, coefficients from the constant term up. */
function poly(coefficients, x) {
    let acc = 0;
    for (let i = coefficients.length - 1; i >= 0; i--)
        acc = acc * x + coefficients[i];
    return acc;
}
// AS 241 coefficients (PPND16) as published by Wichura (1988), written as the doubles they round
// to: the 20-digit originals would only trip the no-loss-of-precision lint.
// |p - 0.5| <= 0.425, in r = 0.180625 - (p - 0.5)^2.
const CENTRAL_NUM = [
    3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
    67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const CENTRAL_DEN = [
    1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
    28729.085735721943, 5226.495278852854,
];
// Tails with r = sqrt(-log(min(p, 1 - p))) <= 5, in r - 1.6.
const NEAR_NUM = [
    1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
    0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const NEAR_DEN = [
    1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008,
    0.015198666563616457, 0.0005475938084995345, 1.0507500716444169e-9,
];
// Far tails, r > 5, in r - 5.
const FAR_NUM = [
    6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487,
    0.026532189526576124, 0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
];
const FAR_DEN = [
    1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
    1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
];
function checkCount(name, value) {
    if (!Number.isSafeInteger(value) || value < 0) {
        throw new RangeError(`McNemar ${name} must be a non-negative integer, got ${value}`);
    }
}
function checkOpenUnit(name, value) {
    if (!(value > 0 && value < 1)) {
        throw new RangeError(`${name} must be strictly between 0 and 1, got ${value}`);
    }
}
function checkClosedUnit(name, value) {
    if (!(value >= 0 && value <= 1)) {
        throw new RangeError(`${name} must be between 0 and 1, got ${value}`);
    }
}
function checkScore(index, side, value) {
    // Scores in points (0..100) instead of fractions would silently scale Δ by 100; catch them.
    if (!(value >= 0 && value <= 1)) {
        throw new RangeError(`pair ${index}: ${side} score must be between 0 and 1, got ${value}`);
    }
}
/**
 * Holm's step-down adjustment (Holm 1979) of a family of p-values, returned in the input order.
 *
 * With m tests sorted by p ascending, the i-th smallest (1-based) is scaled by m - i + 1, and the
 * running maximum keeps the adjusted values in the same order as the raw ones; each is capped at
 * 1. It controls the family-wise error rate like Bonferroni with no assumption about how the tests
 * depend on each other, but rejects more: a per-subject report runs 57 tests, and unadjusted about
 * three of them would look significant at 0.05 by chance alone.
 */
function holmAdjust(pValues) {
    const m = pValues.length;
    pValues.forEach((p, i) => {
        if (!(p >= 0 && p <= 1))
            throw new RangeError(`p-value ${i} must be in [0, 1], got ${p}`);
    });
    // Ties keep their input order, so equal p-values get equal adjusted values either way.
    const order = pValues.map((_, i) => i).sort((a, b) => pValues[a] - pValues[b] || a - b);
    const adjusted = new Array(m);
    let running = 0;
    order.forEach((index, rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * pValues[index]));
        adjusted[index] = running;
    });
    return adjusted;
}


/***/ })

};
