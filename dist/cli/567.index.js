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
/* unused harmony exports protocolSchema, itemOutcomeSchema, servingSchema */
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
        /** An imported group: the subtasks whose items the record holds, sorted. */
        subtasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
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
    /** `reasoning`: the part of `output` spent reasoning, where the provider reports it (absent otherwise). */
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ input: count, output: count, reasoning: count.optional() }),
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
/** A model entry's declared serving side (config `models[].serving`). */
const servingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    hardware: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    precision: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    engine: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    batch_size: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
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
        /** What the endpoint runs on, as the config declared it; absent when not declared. */
        serving: servingSchema.optional(),
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
        /**
         * Reasoning tokens, a part of `output_tokens` (never billed twice): set when an item reports
         * them (OpenAI reasoning models); absent otherwise and in older records.
         */
        reasoning_tokens: count.optional(),
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
    let reasoning_tokens;
    let cached = 0;
    for (const o of items) {
        input_tokens += o.tokens.input;
        output_tokens += o.tokens.output;
        if (o.tokens.reasoning !== undefined) {
            reasoning_tokens = (reasoning_tokens ?? 0) + o.tokens.reasoning;
        }
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
            ...(input.model.serving ? { serving: input.model.serving } : {}),
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
            ...(reasoning_tokens === undefined ? {} : { reasoning_tokens }),
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


/***/ })

};
