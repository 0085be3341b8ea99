export const id = 201;
export const ids = [201];
export const modules = {

/***/ 8670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ cacheNote)
/* harmony export */ });
/**
 * How many of the runs' answers were measured and how many came from the response cache, and
 * from which runs: said wherever a verdict is (terminal, markdown, comment, HTML), so that a
 * verdict resting on stored answers never reads as a fresh measurement. Plain text; each writer
 * escapes it for its target.
 */
function cacheNote(runs) {
    if (runs.length === 0)
        return null;
    let total = 0;
    let cached = 0;
    const from = new Map();
    for (const run of runs) {
        total += run.items.length;
        cached += run.usage.cached;
        for (const group of run.usage.cached_from ?? []) {
            const name = group.run === null
                ? 'a local run'
                : `workflow run ${group.run}${group.attempt === null ? '' : ` attempt ${group.attempt}`}`;
            const seen = from.get(name) ?? { count: 0, oldest: null };
            seen.count += group.count;
            if (group.oldest !== null && (seen.oldest === null || group.oldest < seen.oldest)) {
                seen.oldest = group.oldest;
            }
            from.set(name, seen);
        }
    }
    if (cached === 0)
        return `Answers: ${total} measured by this run, none from the cache.`;
    const sources = [...from].map(([name, s]) => `${s.count} from ${name}${s.oldest ? `, measured from ${s.oldest.slice(0, 16).replace('T', ' ')} UTC` : ''}`);
    const unknown = cached - [...from.values()].reduce((a, s) => a + s.count, 0);
    if (unknown > 0)
        sources.push(`${unknown} from a run that did not record itself`);
    const where = sources.length ? ` (${sources.join('; ')})` : '';
    if (cached === total) {
        return `Replayed: nothing was re-measured; all ${total} answers came from the cache${where}.`;
    }
    return `Answers: ${total - cached} measured by this run, ${cached} from the cache${where}.`;
}


/***/ }),

/***/ 7375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   I_: () => (/* binding */ detectableNote),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   kb: () => (/* binding */ ICON),
/* harmony export */   lX: () => (/* binding */ clipPair),
/* harmony export */   pU: () => (/* binding */ delta),
/* harmony export */   sp: () => (/* binding */ pValue),
/* harmony export */   z$: () => (/* binding */ modelColumns)
/* harmony export */ });
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6292);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8796);


/** Number formatting shared by the markdown and HTML reports, so both say the same thing. */
function num(value) {
    return value === null ? '–' : value.toFixed(1);
}
function delta(value) {
    return value === null ? '–' : (0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .signed */ .x8)(value);
}
/** A p-value in two significant digits, as both reports print it. */
function pValue(value) {
    return value === null ? '–' : value.toPrecision(2);
}
/** A protocol value as short text (80 characters at most); callers escape it for their format. */
function clip(value) {
    // JSON.stringify gives undefined for undefined: an absent value is shown as nothing.
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
/**
 * Two versions of a protocol value as short text, each showing where they differ: objects are
 * narrowed to the keys whose values differ (recursively) before clipping, so a judge whose model
 * changed reads `{"model":"judge-2"}`, not the same 77 characters of endpoint twice.
 */
function clipPair(old, now) {
    const [a, b] = narrow(old, now);
    return [clip(a), clip(b)];
}
function narrow(a, b) {
    const plain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (!plain(a) || !plain(b))
        return [a, b];
    if (clip(a).length < 80 && clip(b).length < 80)
        return [a, b];
    const outA = {};
    const outB = {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (JSON.stringify(a[key]) === JSON.stringify(b[key]))
            continue;
        const [x, y] = narrow(a[key], b[key]);
        if (key in a)
            outA[key] = x;
        if (key in b)
            outB[key] = y;
    }
    return [outA, outB];
}
/** One icon per verdict, the same in every report. */
const ICON = {
    pass: '✅',
    regressed: '❌',
    'within-noise': '〰️',
    incomparable: '⚠️',
    'no-baseline': '🆕',
    errored: '💥',
    frozen: '🧊',
    'bar-changed': '🚧',
    missing: '❔',
};
/**
 * The sentence on what this slice can see, when the threshold is below it; the same in every
 * report. When a drop is significant all the same it says why (the detectable drop assumes flips
 * both ways at the observed rate; these went mostly one way), and with per-item data it names the
 * slice size that would see the threshold at the observed rate of flips. Plain text: callers
 * escape it for their format.
 */
function detectableNote(m, maxDrop, alpha = 0.05) {
    if (m.min_flips !== null && m.n > 0 && m.n < m.min_flips && m.verdict !== 'missing') {
        return `with ${m.n} item${m.n === 1 ? '' : 's'} no drop can be significant: the exact McNemar test needs at least ${m.min_flips} items flipping one way`;
    }
    const mdd = m.min_detectable_drop;
    if (mdd === null || mdd <= maxDrop)
        return undefined;
    const parts = [
        `with ${m.n} items this slice cannot reliably detect a drop smaller than ${mdd.toFixed(1)} points (80% power)`,
    ];
    const down = m.flips.regressed.length;
    const up = m.flips.fixed.length;
    if (m.delta !== null &&
        m.delta < 0 &&
        -m.delta < mdd &&
        m.p_value !== null &&
        m.p_value < alpha) {
        parts.push(`this drop is significant anyway (p = ${pValue(m.p_value)}) because its flips went mostly one way (${down} right → wrong, ${up} wrong → right)`);
    }
    const threshold = `the ${maxDrop.toFixed(1)}-point threshold is below what it can see`;
    const needed = m.p_value !== null && m.n > 0 && maxDrop > 0
        ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .itemsToDetect */ .xO)(maxDrop, Math.min(1, (down + up) / m.n), alpha)
        : Infinity;
    parts.push(Number.isFinite(needed)
        ? `${threshold}: at this rate of flips (${down + up} of ${m.n} items) a slice of ${needed} items would see it`
        : threshold);
    return parts.join('; ');
}
function modelColumns(data) {
    const first = data.runs[0]?.protocol.fingerprint;
    return {
        claimed: data.models.some((m) => m.claimed !== null || m.delta_vs_claimed !== null),
        slice: data.runs.length !== data.models.length ||
            data.runs.some((r) => r.protocol.fingerprint !== first),
    };
}


/***/ }),

/***/ 4201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   bo: () => (/* binding */ gateMarkdown)
/* harmony export */ });
/* unused harmony exports fitMarkdown, code */
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6292);
/* harmony import */ var _groups_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8077);
/* harmony import */ var _groups_subjects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8567);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7375);
/* harmony import */ var _cached_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8670);
/* harmony import */ var _protocol_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7562);






const ESCAPE = { cell, code };
/**
 * The report within `limit` characters (a PR comment or issue body): detail is dropped in
 * stages (flip lists, then the sections, then table rows) until it fits, and it says so.
 */
function fitMarkdown(data, limit) {
    for (const detail of ['full', 'counts', 'table']) {
        const text = gateMarkdown(data, detail);
        if (text.length <= limit)
            return text;
    }
    const note = '\n_The table was cut to fit; the job summary and the report file have every row._\n';
    const text = gateMarkdown(data, 'table');
    const cut = text.lastIndexOf('\n', limit - note.length);
    return `${text.slice(0, cut)}\n${note}`;
}
/**
 * The gate's markdown report (PR comment, job summary, `gate --report`): the verdict in the first
 * line, the cross-model table, then collapsible sections for why. Pure: data in, text out.
 */
function gateMarkdown(data, detail = 'full') {
    const lines = [];
    const outcome = data.verdict === 'frozen'
        ? 'new baselines'
        : data.failed
            ? 'the gate fails'
            : 'the gate passes';
    lines.push(`## ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .ICON */ .kb[data.verdict]} evalgate ${cell(data.suite)}: ${data.verdict} (${outcome})`, '');
    lines.push(...barSection(data));
    const cached = (0,_cached_js__WEBPACK_IMPORTED_MODULE_5__/* .cacheNote */ .N)(data.runs);
    if (cached)
        lines.push(cell(cached), '');
    const first = data.runs[0];
    if (first) {
        lines.push(`Slice \`${first.protocol.fingerprint.slice(0, 12)}\` (${first.aggregates.n} items), protocol \`${first.protocol_id.slice(0, 12)}\`; a drop of ${data.maxDrop.toFixed(1)} points or more fails.`, '');
    }
    const show = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .modelColumns */ .z$)(data);
    const head = [
        'model',
        'build',
        ...(show.claimed ? ['claimed'] : []),
        'measured',
        ...(show.claimed ? ['Δ vs claimed'] : []),
        'baseline',
        'Δ vs baseline',
        'p',
        'verdict',
        ...(show.slice ? ['slice'] : []),
    ];
    const align = head.map((h) => ['model', 'build', 'verdict', 'slice'].includes(h) ? '---' : '---:');
    lines.push(`| ${head.join(' | ')} |`, `|${align.join('|')}|`);
    const mainProtocol = first?.protocol_id;
    data.models.forEach((m, i) => {
        const run = data.runs[i];
        const other = run && mainProtocol && run.protocol_id !== mainProtocol ? ' ⚠️ other protocol' : '';
        const measured = m.score === null
            ? 'n/a'
            : m.repeats > 1
                ? `${m.score.toFixed(1)} ± ${m.std.toFixed(1)}`
                : m.score.toFixed(1);
        const cells = [
            `${code(m.model)}${other}`,
            m.build ? code(m.build) : '',
            ...(show.claimed ? [(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(m.claimed)] : []),
            measured,
            ...(show.claimed ? [(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .delta */ .pU)(m.delta_vs_claimed)] : []),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(m.baseline),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .delta */ .pU)(m.delta),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pValue */ .sp)(m.p_value),
            `${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .ICON */ .kb[m.verdict]} ${m.verdict}`,
            ...(show.slice ? [`\`${run?.protocol.fingerprint.slice(0, 12) ?? ''}\``] : []),
        ];
        lines.push(`| ${cells.join(' | ')} |`);
    });
    lines.push('');
    if (detail === 'table') {
        lines.push('_Details were left out to fit; the job summary and the report file have them._');
        return `${lines.join('\n')}\n`;
    }
    for (const m of data.models) {
        lines.push(`- **${cell(m.model)}**: ${cell(m.reason)}.`);
        if (m.serving_changed)
            lines.push(`  - ${cell((0,_protocol_text_js__WEBPACK_IMPORTED_MODULE_4__/* .servingChangeNote */ .hJ)(m.serving_changed))}`);
        for (const d of m.differences) {
            const [old, now] = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .clipPair */ .lX)(d.old, d.new);
            lines.push(`  - ${d.part}: \`${cell(old)}\` → \`${cell(now)}\``);
        }
        if (m.ci)
            lines.push(`  - 95% interval of Δ: ${(0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .signed */ .x8)(m.ci.low)} … ${(0,_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .signed */ .x8)(m.ci.high)} points`);
        const detectable = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .detectableNote */ .I_)(m, data.maxDrop, data.alpha);
        if (detectable)
            lines.push(`  - ${detectable}`);
        if (m.flips.regressed.length || m.flips.fixed.length) {
            lines.push(`  - flips: ${m.flips.regressed.length} right → wrong, ${m.flips.fixed.length} wrong → right`);
        }
    }
    lines.push('');
    lines.push(...groupSections(data, detail));
    if (detail === 'full')
        lines.push(...flipSections(data));
    lines.push(...section('Acceptance checklist', checklist(data)));
    if (detail === 'full') {
        lines.push(...section('Protocol card', protocolCard(data)));
        lines.push(...trends(data));
        lines.push(...errorSection(data));
    }
    return `${lines.join('\n')}\n`;
}
/** The bar's changes, at every detail level: a reviewer must see them first. */
function barSection(data) {
    const bar = data.bar;
    if (!bar || bar.changes.length === 0)
        return [];
    const base = `\`${bar.baseSha.slice(0, 12)}\``;
    const intro = !bar.blocked
        ? `This pull request changes nothing the results are judged by; the bar of the base commit ${base} applies. Noted:`
        : bar.approvedBy
            ? `This pull request changes the bar of the base commit ${base}; the change was approved by ${cell(bar.approvedBy)}, so the head's bar applies:`
            : `**This pull request changes the bar** of the base commit ${base} without an approving review, so the check fails (\`bar-changed\`). The results below are measured under the base's bar. Changes:`;
    const rows = bar.changes.map((c) => `| ${c.blocking ? '🚧' : 'ℹ️'} ${cell(c.what)} | ${c.base === null ? '–' : code(c.base)} | ${c.head === null ? '–' : code(c.head)} | ${cell(c.note ?? '')} |`);
    const note = bar.approvalNote && !bar.approvedBy ? [`_${cell(bar.approvalNote)}._`, ''] : [];
    const fix = bar.blocked && !bar.approvedBy
        ? [
            `Revert these changes, or accept them on purpose: someone with the required permission submits an approving review whose body holds the line ${code(bar.approveLine ?? 'evalgate approve <code>')} (the code of exactly these changes; a later push that changes the bar needs a new one). To measure new baselines first, apply the freeze label.`,
            '',
        ]
        : [];
    return [
        intro,
        '',
        '| change | base | head | note |',
        '|---|---|---|---|',
        ...rows,
        '',
        ...note,
        ...fix,
    ];
}
function section(title, body) {
    if (body.length === 0)
        return [];
    return ['<details>', `<summary>${title}</summary>`, '', ...body, '', '</details>', ''];
}
/**
 * Per MMLU category and the subjects behind a drop, for each model whose items span subjects: in
 * the comment itself (a drop is read there first), with every subject collapsed below at full
 * detail. One-subject suites have no groups and show nothing here.
 */
function groupSections(data, detail) {
    if (detail === 'table')
        return [];
    const out = [];
    for (const m of data.models) {
        const groups = m.groups;
        if (!groups)
            continue;
        const paired = groups.subjects.some((s) => s.p_value !== null);
        if (groups.categories) {
            out.push(`**${cell(m.model)} by MMLU category.** ${averages(m)}${paired ? '' : ' Scores only: no comparable baseline to pair with.'}`, '', ...groupTable('category', groups.categories, paired, false, groups.categories.length), '');
        }
        if (groups.top_drops.length && m.delta !== null && m.delta < 0) {
            const top = groups.top_drops.map((name) => groups.subjects.find((s) => s.name === name));
            out.push(`**${cell(m.model)}: the subjects that lost the most.** Share of Δ: the subject's net right → wrong flips over all items measured in both runs, in points.`, '', ...groupTable('subject', top, paired, true, groups.subjects.length), '');
        }
        if (detail === 'full') {
            out.push(...section(`${cell(m.model)}: all ${groups.subjects.length} subjects`, groupTable('subject', [...groups.subjects].sort(_groups_subjects_js__WEBPACK_IMPORTED_MODULE_2__/* .byDelta */ .Um), paired, false, groups.subjects.length)));
        }
    }
    return out;
}
/** The micro average and lm-eval's group score, said once when they are the same number. */
function averages(m) {
    const g = m.groups;
    const same = g.group_aggregate !== null && g.micro !== null && Math.abs(g.group_aggregate - g.micro) < 1e-9;
    const lmEval = same
        ? "lm-eval's mmlu group score is the same number, since it weights subjects by their size (by default in v0.4.3, by `weight_by_size: True` from v0.4.4 on)"
        : `lm-eval's mmlu group score, subjects weighted by size, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(g.group_aggregate)} (errored items make the two differ)`;
    return `Micro average over all ${m.n} items ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(g.micro)}; ${lmEval}; unweighted mean of the ${g.subjects.length} subjects ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(g.macro)}.`;
}
function groupTable(kind, rows, paired, share, family) {
    // A subject's category, where any subject has one (MMLU); a category row is its own.
    const categories = kind === 'subject' && rows.some((r) => r.category !== null);
    const label = (r) => kind === 'category' && r.category ? _groups_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .CATEGORY_LABEL */ .gh[r.category] : cell(r.name);
    const head = [
        kind,
        ...(categories ? ['category'] : []),
        'n',
        'score',
        ...(paired ? ['baseline', 'Δ', 'right → wrong', 'wrong → right'] : []),
        ...(share ? ['share of Δ'] : []),
        ...(paired
            ? ['p', `p (Holm, ${family} ${kind === 'category' ? 'categories' : 'subjects'})`]
            : []),
    ];
    const body = rows.map((r) => {
        const cells = [
            label(r),
            ...(categories ? [r.category ? _groups_mmlu_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .CATEGORY_LABEL */ .gh[r.category] : '–'] : []),
            String(r.n),
            (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(r.score),
            ...(paired
                ? [
                    (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(r.baseline),
                    (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .delta */ .pU)(r.delta),
                    String(r.flips.regressed.length),
                    String(r.flips.fixed.length),
                ]
                : []),
            ...(share ? [r.contribution === null ? '–' : r.contribution.toFixed(2)] : []),
            ...(paired ? [(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pValue */ .sp)(r.p_value), (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .pValue */ .sp)(r.p_holm)] : []),
        ];
        return `| ${cells.join(' | ')} |`;
    });
    const align = head.map((h, i) => (i === 0 || h === 'category' ? '---' : '---:'));
    return [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...body];
}
const FLIPS_SHOWN = 20;
function flipSections(data) {
    const out = [];
    data.models.forEach((m, i) => {
        const subjects = (0,_groups_subjects_js__WEBPACK_IMPORTED_MODULE_2__/* .subjectsOf */ .Z6)(data.runs[i]);
        for (const [label, ids] of [
            ['right → wrong', m.flips.regressed],
            ['wrong → right', m.flips.fixed],
        ]) {
            if (ids.length === 0)
                continue;
            const shown = ids.slice(0, FLIPS_SHOWN);
            // A column no row fills is left out: imports and `gate` without the slice know no questions.
            const questions = shown.some((id) => excerpt(data.questions[String(id)]) !== '');
            const rows = shown.map((id) => {
                const subject = subjects ? ` ${cell((0,_groups_subjects_js__WEBPACK_IMPORTED_MODULE_2__/* .subjectOf */ .et)(subjects, id) ?? '')} |` : '';
                const question = questions ? ` ${cell(excerpt(data.questions[String(id)]))} |` : '';
                return `| ${cell(String(id))} |${subject}${question}`;
            });
            const head = ['item', ...(subjects ? ['subject'] : []), ...(questions ? ['question'] : [])];
            const more = ids.length > FLIPS_SHOWN ? [`… and ${ids.length - FLIPS_SHOWN} more`] : [];
            out.push(...section(`${cell(m.model)}: ${ids.length} ${label}`, [
                `| ${head.join(' | ')} |`,
                `|${head.map(() => '---').join('|')}|`,
                ...rows,
                ...more,
            ]));
        }
    });
    return out;
}
/** What a reproducible evaluation report must state, for each run. */
function fewshotLine(f) {
    if (f.k === 0)
        return `none (zero-shot), hash \`${cell(f.hash.slice(0, 12))}\``;
    const examples = `${f.k} example${f.k === 1 ? '' : 's'}`;
    const from = f.source ? ` from ${code(f.source)}` : '';
    const how = f.sampler
        ? ` (${cell(f.sampler)} sampler${f.group_by ? `, per ${cell(f.group_by)}` : ''})`
        : '';
    return `${examples}${from}${how}, hash \`${f.hash.slice(0, 12)}\``;
}
function protocolCard(data) {
    const out = [];
    data.runs.forEach((run, i) => {
        const p = run.protocol;
        const m = data.models[i];
        const host = run.model.base_url ? safeHost(run.model.base_url) : 'local';
        const repeats = run.aggregates.per_repeat
            .map((s) => (s === null ? 'n/a' : s.toFixed(1)))
            .join(', ');
        out.push(`**${cell(run.model.id)}**`, '', `- model: ${cell(run.model.requested ?? '')} via ${run.model.provider} (${cell(host)}); reported build: ${cell(run.model.build.model ?? 'not reported')}${run.model.build.system_fingerprint ? `, fingerprint ${cell(run.model.build.system_fingerprint)}` : ''}`, `- harness: ${p.harness.name} ${p.harness.version} (protocol version ${p.harness.protocol_version}); template ${cell(p.template.name)}, ${p.template.mode} mode, hash \`${p.template.hash.slice(0, 12)}\`${p.template.reproduces ? `; prompts as ${cell(p.template.reproduces)}` : ''}`, `- dataset: ${code(p.dataset.path)}${p.dataset.format ? ` (${cell(p.dataset.format)})` : ''}; slice: shuffle seed ${cell(p.slice.seed)}, first ${p.slice.size} rows; fingerprint \`${cell(p.fingerprint)}\` over [${cell(p.slice.fingerprint_fields.join(', '))}]`, `- wash: ${(0,_protocol_text_js__WEBPACK_IMPORTED_MODULE_4__/* .washText */ .pu)(p.wash, ESCAPE)}`, `- few-shot: ${fewshotLine(p.fewshot)}`, `- grader: ${(0,_protocol_text_js__WEBPACK_IMPORTED_MODULE_4__/* .graderText */ .nT)(p.grader, ESCAPE)}`, `- decoding: ${(0,_protocol_text_js__WEBPACK_IMPORTED_MODULE_4__/* .decodingText */ .jU)(p.decoding, ESCAPE)}; repeats: ${p.repeats}`, ...(run.usage.reasoning_tokens === undefined
            ? []
            : [
                `- reasoning tokens: ${run.usage.reasoning_tokens} of ${run.usage.output_tokens} output tokens (counted in the output, billed once)`,
            ]), `- hardware and precision: ${cell((0,_protocol_text_js__WEBPACK_IMPORTED_MODULE_4__/* .servingText */ .MV)(run.model.serving))}`, `- run: ${run.environment.started_at} (id ${code(run.run_id)})${run.environment.ci_run_url ? `, ${run.environment.ci_run_url}` : ''}; evalgate ${run.environment.evalgate}, Node ${run.environment.node}, ${cell(run.environment.os)}`, `- variance: ${p.repeats > 1 ? `per-repeat scores ${repeats}; std ${run.aggregates.std.toFixed(2)}` : 'single run (repeats: 1); variance not measured'}`, `- differs from the baseline's protocol: ${m && m.differs.length ? m.differs.join(', ') : m?.baseline === null ? 'no baseline' : 'nothing'}`, '', '<details><summary>grader, wash, decoding and few-shot as recorded (JSON)</summary>', '', '```json', (0,_protocol_text_js__WEBPACK_IMPORTED_MODULE_4__/* .rawJson */ .TG)({ grader: p.grader, wash: p.wash, decoding: p.decoding, fewshot: p.fewshot }), '```', '', '</details>', '', '<details><summary>prompt template</summary>', '', '```text', p.template.text.replace(/```/g, '` ` `'), '```', '', '</details>', '');
    });
    return out;
}
/** Each line ✅ or ❌ with its reason, computed from the runs, never assumed. */
function checklist(data) {
    const line = (ok, text) => `- ${ok ? '✅' : '❌'} ${text}`;
    const runs = data.runs;
    const claimed = data.models.filter((m) => m.claimed !== null).length;
    const protocols = new Set([
        ...runs.map((r) => r.protocol_id),
        ...Object.values(data.baselines).flatMap((b) => (b ? [b.protocol_id] : [])),
    ]);
    const missing = runs.flatMap((r) => [
        ['fingerprint', r.protocol.fingerprint],
        ['reported build', r.model.build.model],
        ['git sha', r.environment.git_sha],
        ['Node version', r.environment.node],
    ]
        .filter(([, v]) => !v)
        .map(([what]) => `${r.model.id}: ${what}`));
    const singles = runs.filter((r) => r.protocol.repeats < 3);
    const noBaseline = data.models.filter((m) => m.verdict === 'no-baseline').map((m) => m.model);
    return [
        line(true, claimed
            ? `vendor scores are shown (${claimed} of ${data.models.length} models) but not gated on: the gate uses only the re-measured Δ`
            : 'no vendor score is gated on: the gate uses only the re-measured Δ'),
        line(runs.length > 0, `the slice was re-measured against a threshold set before the run (max drop ${data.maxDrop.toFixed(1)} points from the config)`),
        line(runs.length > 0, 'harness, grader and split are fixed in versioned config, identified by the protocol id'),
        line(missing.length === 0, missing.length
            ? `metadata missing: ${cell(missing.join('; '))}`
            : 'fingerprint and environment metadata are complete'),
        line(singles.length === 0, singles.length
            ? `variance: single-run (repeats < 3) for ${cell(singles.map((r) => r.model.id).join(', '))}; std not measured`
            : 'variance is recorded (repeats ≥ 3)'),
        line(noBaseline.length === 0, noBaseline.length
            ? `results are stored, but no baseline gates ${cell(noBaseline.join(', '))} yet`
            : 'results are stored and the regression gate is active for every model'),
        line(protocols.size <= 1, protocols.size <= 1
            ? 'all compared rows share one protocol'
            : `the compared rows span ${protocols.size} protocols: scores across them are not comparable`),
    ];
}
/** Score per build over the history, one Mermaid chart per model (last 20 runs). */
function trends(data) {
    const byModel = new Map();
    for (const run of [...data.history, ...data.runs]) {
        if (run.aggregates.score === null)
            continue;
        const list = byModel.get(run.model.id) ?? [];
        if (!list.some((r) => r.run_id === run.run_id))
            list.push(run);
        byModel.set(run.model.id, list);
    }
    const charts = [];
    for (const [model, runs] of byModel) {
        if (runs.length < 2)
            continue;
        const recent = runs.slice(-20);
        const labels = recent.map((r) => `"${mermaidText(`${r.environment.started_at.slice(5, 10)} ${r.model.build.model ?? ''}`)}"`);
        const scores = recent.map((r) => r.aggregates.score.toFixed(1));
        charts.push('```mermaid', 'xychart-beta', `  title "${mermaidText(model)}: score per run"`, `  x-axis [${labels.join(', ')}]`, '  y-axis "score" 0 --> 100', `  line [${scores.join(', ')}]`, '```', '');
    }
    return section('Trends', charts);
}
function errorSection(data) {
    const rows = [];
    for (const run of data.runs) {
        for (const item of run.items) {
            if (item.error === null || rows.length >= 20)
                continue;
            rows.push(`| ${cell(run.model.id)} | ${cell(String(item.id))} | ${item.repeat} | ${cell(excerpt(item.error, 120))} |`);
        }
    }
    const total = data.runs.reduce((a, r) => a + r.aggregates.errors, 0);
    if (total === 0)
        return [];
    return section(`Errors (${total})`, [
        '| model | item | repeat | error |',
        '|---|---|---:|---|',
        ...rows,
    ]);
}
/**
 * Untrusted text in markdown (a table cell or a line): no pipes, no newlines, no HTML (so no
 * hidden markers), no @mentions, no code spans, no images or links (brackets are escaped and bare
 * URLs are broken so GitHub does not link them).
 */
function cell(text) {
    return text
        .replace(/[\r\n]+/g, ' ')
        .replace(/\|/g, '\\|')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/`/g, "'")
        .replace(/@/g, '@\u200b')
        .replace(/[[\]]/g, (c) => `\\${c}`)
        .replace(/:\/\//g, ':\u200b//')
        .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\u200b.`);
}
/**
 * Untrusted text as a code span (in a table cell): markdown is literal there, so only breaks,
 * backticks and `|` matter; `<` and `@` get a zero-width space so that no renderer, and no reader
 * of the raw body looking for markers, ever sees a tag, a comment or a mention.
 */
function code(text) {
    const inert = text
        .replace(/[\r\n]+/g, ' ')
        .replace(/`/g, "'")
        .replace(/\|/g, '\\|')
        .replace(/([<@])/g, '$1\u200b');
    return `\`${inert}\``;
}
function excerpt(text, length = 80) {
    if (!text)
        return '';
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}
function mermaidText(text) {
    return text.replace(/["[\]\r\n;`]/g, ' ').slice(0, 40);
}
function safeHost(url) {
    try {
        return new URL(url).host;
    }
    catch {
        return 'unknown host';
    }
}


/***/ }),

/***/ 7562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MV: () => (/* binding */ servingText),
/* harmony export */   TG: () => (/* binding */ rawJson),
/* harmony export */   hJ: () => (/* binding */ servingChangeNote),
/* harmony export */   jU: () => (/* binding */ decodingText),
/* harmony export */   nT: () => (/* binding */ graderText),
/* harmony export */   pu: () => (/* binding */ washText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7375);

/** A number or boolean as itself; anything else as a clipped code span. */
function scalar(value, e) {
    return typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : e.code((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(value));
}
function rest(part, known, e) {
    return Object.entries(part)
        .filter(([key, value]) => !known.includes(key) && value !== undefined)
        .map(([key, value]) => `${e.cell(key)} ${scalar(value, e)}`);
}
const TARGET = {
    any: 'the answer letter or the choice text',
    letter: 'the answer letter',
    text: 'the choice text',
};
function graderText(g, e) {
    const kind = typeof g.kind === 'string' ? g.kind : 'unknown';
    let rule;
    let known = ['kind', 'rules_version'];
    switch (kind) {
        case 'choice':
            rule = `reads the stated answer letter, the ${g.match === 'last' ? 'last' : 'first'} one stated`;
            known = [...known, 'match'];
            break;
        case 'exact_match': {
            const normalizers = Array.isArray(g.normalize) ? g.normalize.map(String) : [];
            const target = typeof g.target === 'string' ? g.target : 'any';
            rule = `the response, normalized by ${normalizers.length ? e.cell(normalizers.join(', ')) : 'nothing'}, must equal ${TARGET[target] ?? e.code(target)}`;
            known = [...known, 'normalize', 'target'];
            break;
        }
        case 'contains':
            rule = `the answer must appear in the response as whole words, ${g.case_sensitive === true ? 'case-sensitive' : 'ignoring case'}`;
            known = [...known, 'case_sensitive'];
            break;
        case 'regex':
            rule = `group ${scalar(g.group ?? 1, e)} of the pattern ${scalar(g.pattern, e)} must equal the answer`;
            known = [...known, 'pattern', 'group'];
            break;
        case 'numeric': {
            // Rules v2 read a stated answer ("The answer is 42", "#### 42") before the last number.
            const stated = typeof g.rules_version === 'number' && g.rules_version >= 2;
            const read = stated
                ? 'the number the response states as its answer (else its last number)'
                : 'the last number in the response';
            rule = `${read} must be within ${scalar(g.tolerance, e)} of the answer`;
            known = [...known, 'tolerance'];
            break;
        }
        case 'llm_judge':
            rule = `the model entry ${scalar(g.judge, e)} judges each response with the prompt ${scalar(g.prompt, e)}`;
            known = [...known, 'judge', 'prompt'];
            break;
        case 'loglikelihood':
            rule =
                g.metric === 'acc_norm'
                    ? 'the choice with the largest loglikelihood per character wins (acc_norm)'
                    : 'the choice with the largest loglikelihood wins (acc)';
            known = [...known, 'metric'];
            break;
        default:
            rule = 'rules not known to this version of evalgate';
    }
    const extra = rest(g, known, e);
    const version = g.rules_version === undefined ? [] : [`rules v${scalar(g.rules_version, e)}`];
    return [`${e.cell(kind)}: ${rule}`, ...extra, ...version].join(', ');
}
function washText(w, e) {
    const drops = [];
    const required = Array.isArray(w.require) ? w.require.map(String) : [];
    if (required.length)
        drops.push(`missing ${e.cell(required.join(' or '))}`);
    if (w.min_choices !== undefined)
        drops.push(`with fewer than ${scalar(w.min_choices, e)} choices`);
    if (w.answer_in_choices === true)
        drops.push('whose answer points at no choice');
    if (w.max_chars !== undefined)
        drops.push(`whose question and choices exceed ${scalar(w.max_chars, e)} characters`);
    const parts = drops.length ? [`drops rows ${drops.join('; ')}`] : ['drops no rows'];
    if (w.dedupe === false)
        parts.push('no dedupe');
    else if (w.dedupe !== undefined)
        parts.push(`keeps the first row per ${scalar(w.dedupe, e)}`);
    const known = ['require', 'min_choices', 'answer_in_choices', 'max_chars', 'dedupe'];
    return [...parts, ...rest(w, known, e)].join('; ');
}
function decodingText(d, e) {
    const parts = [];
    if (d.echo === true)
        parts.push('scores the prompt and each choice (echo, no sampling)');
    if (d.api === 'responses')
        parts.push('asked through the Responses API');
    const reasoning = d.reasoning;
    if (reasoning !== null && typeof reasoning === 'object')
        parts.push(reasoningText(reasoning, e));
    // null: a reasoning model's request leaves it out, so the provider's default applies.
    for (const key of ['temperature', 'top_p']) {
        if (d[key] === null)
            parts.push(`${key}: not sent (provider default)`);
        else if (d[key] !== undefined)
            parts.push(`${key} ${scalar(d[key], e)}`);
    }
    if (d.max_tokens !== undefined) {
        const limit = d.token_limit === undefined ? '' : ` (sent as ${scalar(d.token_limit, e)})`;
        parts.push(`at most ${scalar(d.max_tokens, e)} token${d.max_tokens === 1 ? '' : 's'}${limit}`);
    }
    if (d.logprobs !== undefined)
        parts.push(`logprobs ${scalar(d.logprobs, e)}`);
    if ('seed' in d) {
        const digits = typeof d.seed === 'string' && /^\d+$/.test(d.seed);
        parts.push(d.seed === null ? 'no seed' : `seed ${digits ? d.seed : scalar(d.seed, e)}`);
    }
    if ('stop' in d) {
        const stops = Array.isArray(d.stop) ? d.stop : [];
        parts.push(
        // As JSON strings, so that a newline or a space in a stop sequence stays visible.
        stops.length
            ? `stops at ${stops.map((s) => e.code((0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(JSON.stringify(s)))).join(', ')}`
            : 'no stop sequence');
    }
    const known = [
        'echo',
        'api',
        'reasoning',
        'temperature',
        'top_p',
        'max_tokens',
        'token_limit',
        'logprobs',
        'seed',
        'stop',
    ];
    return [...parts, ...rest(d, known, e)].join(', ');
}
function reasoningText(r, e) {
    const parts = [];
    if (r.effort !== undefined)
        parts.push(`reasoning effort ${scalar(r.effort, e)}`);
    if (r.budget_tokens !== undefined)
        parts.push(`thinking budget ${scalar(r.budget_tokens, e)} tokens`);
    return [...parts, ...rest(r, ['effort', 'budget_tokens'], e)].join(', ') || 'reasoning';
}
/**
 * The raw protocol parts as JSON, one part a line, that stays inert in a comment: `<`, `>`, `&`,
 * `@` and backticks are written as \u escapes (still the same JSON).
 */
function rawJson(parts) {
    const lines = Object.entries(parts).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return `{\n${lines.join(',\n')}\n}`.replace(/[<>@`&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The declared serving side, as the protocol card states it. */
function servingText(serving) {
    if (!serving || Object.keys(serving).length === 0) {
        return 'not reported by the provider (a model entry declares it under serving)';
    }
    const parts = [
        serving.hardware,
        serving.precision,
        serving.engine && `engine ${serving.engine}`,
        serving.batch_size !== undefined && `batch size ${serving.batch_size}`,
    ].filter((p) => typeof p === 'string' && p !== '');
    return `${parts.join(', ')} (declared in the config)`;
}
/** A serving change against the baseline: a property of the build, named beside the verdict. */
function servingChangeNote(changes) {
    return `serving changed against the baseline: ${changes.join('; ')} (a property of the build, not of the protocol: the scores are compared as they are)`;
}


/***/ })

};
