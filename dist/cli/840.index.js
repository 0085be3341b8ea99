export const id = 840;
export const ids = [840];
export const modules = {

/***/ 9840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compareCommand: () => (/* binding */ compareCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/diff.ts
var diff = __webpack_require__(6292);
// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(8796);
;// CONCATENATED MODULE: ./src/core/compare.ts



const itemKey = (id) => (typeof id === 'number' ? `#${id}` : `s${id}`);
/** Per-item mean score over repeats (errored answers left out), with each item's subject. */
function perItem(items) {
    const sums = new Map();
    for (const item of items) {
        if (item.score === null)
            continue;
        const key = itemKey(item.id);
        const entry = sums.get(key) ?? { total: 0, count: 0, subject: item.subject ?? null };
        entry.total += item.score;
        entry.count++;
        sums.set(key, entry);
    }
    return sums;
}
function percentile(sorted, q) {
    if (!sorted.length)
        return null;
    const at = (sorted.length - 1) * q;
    const lo = Math.floor(at);
    const hi = Math.ceil(at);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}
const round = (x) => Math.round(x * 1e9) / 1e9;
/** The parts of a protocol that are how one candidate is asked (its decoding, reasoning, API). */
const SLOT_PARTS = new Set(['decoding', 'reasoning', 'api']);
/** Refuses records that cannot be compared: other suites, slices or measurement programs, partials. */
function checkComparable(records) {
    if (records.length < 2) {
        throw new errors/* InputError */.d(`compare: expected the runs of at least two model entries, found ${records.length}`, ['run `evalgate run` for every model entry first, or pass their records with --run']);
    }
    const first = records[0];
    const seen = new Set();
    for (const record of records) {
        if (record.shard) {
            throw new errors/* InputError */.d(`compare: the run ${record.run_id} of ${record.model.id} is a partial record (shard ${record.shard.index}/${record.shard.count}); merge the shards first (evalgate merge)`);
        }
        if (seen.has(record.model.id)) {
            throw new errors/* InputError */.d(`compare: two runs of model entry ${record.model.id}; give one run per model entry`);
        }
        seen.add(record.model.id);
        if (record.suite !== first.suite) {
            throw new errors/* InputError */.d(`compare: the runs belong to different suites: ${first.model.id} to ${first.suite}, ${record.model.id} to ${record.suite}`);
        }
        const differs = (0,diff/* protocolDifferences */.xZ)(first.protocol, record.protocol).filter((d) => !SLOT_PARTS.has(d.part));
        if (differs.length) {
            throw new errors/* InputError */.d(`compare: ${record.model.id} was measured under another protocol than ${first.model.id} (${differs.map((d) => d.part).join(', ')} differ${differs.length === 1 ? 's' : ''}): scores under different protocols are not comparable`, differs.map((d) => `${d.part}: ${JSON.stringify(d.old)} (${first.model.id}) vs ${JSON.stringify(d.new)} (${record.model.id})`));
        }
    }
}
/**
 * A draw from Binomial(n, p) by inversion, walking outward from the mode (about sqrt(n p (1-p))
 * steps), so a bootstrap over a few counts costs nothing next to one over items.
 */
function binomial(rng, n, p) {
    if (n === 0 || p <= 0)
        return 0;
    if (p >= 1)
        return n;
    const q = 1 - p;
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const pmfMode = Math.exp(logFactorial(n) -
        logFactorial(mode) -
        logFactorial(n - mode) +
        mode * Math.log(p) +
        (n - mode) * Math.log(q));
    let u = (rng.nextUint32() + 0.5) / 4294967296;
    u -= pmfMode;
    if (u <= 0)
        return mode;
    let up = mode;
    let pUp = pmfMode;
    let down = mode;
    let pDown = pmfMode;
    const ratio = p / q;
    for (;;) {
        if (up < n) {
            pUp *= ((n - up) / (up + 1)) * ratio;
            up++;
            u -= pUp;
            if (u <= 0)
                return up;
        }
        if (down > 0) {
            pDown *= down / (n - down + 1) / ratio;
            down--;
            u -= pDown;
            if (u <= 0)
                return down;
        }
        // Rounding left a sliver of probability unassigned: the mode takes it.
        if (up >= n && down <= 0)
            return mode;
    }
}
const LOG_FACTORIALS = [0];
function logFactorial(n) {
    for (let i = LOG_FACTORIALS.length; i <= n; i++)
        LOG_FACTORIALS[i] = LOG_FACTORIALS[i - 1] + Math.log(i);
    return LOG_FACTORIALS[n];
}
/**
 * Paired bootstrap interval of Δ = (c - b) / n in points, where b items went right → wrong and c
 * wrong → right out of n. With one 0/1 answer per item, resampling n items with replacement draws
 * the four right/wrong cells from a multinomial with the observed proportions; only the two
 * discordant cells move Δ, so each resample is two binomial draws instead of n item draws.
 */
function cellBootstrap(n, b, c, options = {}) {
    const resamples = options.resamples ?? 10_000;
    const confidence = options.confidence ?? 0.95;
    const rng = stats/* Xoshiro128StarStar */.Sp.fromSeed(options.seed ?? 0);
    const deltas = new Float64Array(resamples);
    const pb = b / n;
    const pcGivenNotB = b === n ? 0 : c / (n - b);
    for (let r = 0; r < resamples; r++) {
        const nb = binomial(rng, n, pb);
        const nc = binomial(rng, n - nb, pcGivenNotB);
        deltas[r] = ((nc - nb) / n) * 100;
    }
    deltas.sort();
    const tail = (1 - confidence) / 2;
    const at = (q) => {
        const pos = (resamples - 1) * q;
        const lo = Math.floor(pos);
        const hi = Math.ceil(pos);
        return deltas[lo] + (deltas[hi] - deltas[lo]) * (pos - lo);
    };
    return { low: round(at(tail)), high: round(at(1 - tail)) };
}
/** The comparison of the given runs, one per model entry, of one suite and protocol. */
function compareRuns(records, options) {
    checkComparable(records);
    const maps = records.map((r) => perItem(r.items));
    // The items all of them measured: the only set on which every pair is paired alike.
    const common = [...maps[0].keys()].filter((key) => maps.every((m) => m.has(key)));
    if (!common.length) {
        throw new errors/* InputError */.d('compare: the runs have no graded item in common; nothing to compare');
    }
    const commonSet = new Set(common);
    const n = common.length;
    const seed = options.seed ?? 0;
    const resamples = options.resamples ?? 10_000;
    // Right (1) or not per model and common item; a mean over repeats counts as right from 0.5 up,
    // as diff counts flips.
    const right = maps.map((m) => {
        const row = new Uint8Array(n);
        common.forEach((key, i) => (row[i] = m.get(key).total / m.get(key).count >= 0.5 ? 1 : 0));
        return row;
    });
    const means = maps.map((m) => {
        let sum = 0;
        for (const key of common)
            sum += m.get(key).total / m.get(key).count;
        return (sum / n) * 100;
    });
    const models = records.map((record, i) => {
        const items = record.items.filter((it) => commonSet.has(itemKey(it.id)));
        const price = options.prices?.[record.model.id];
        let cost = record.usage.cost_usd;
        if (price) {
            let input = 0;
            let output = 0;
            for (const it of record.items) {
                input += it.tokens.input;
                output += it.tokens.output;
            }
            cost = round((input * price.input_per_mtok + output * price.output_per_mtok) / 1e6);
        }
        // Latency of answers measured in this run only: a cached answer's time is not this build's.
        const latencies = items
            .filter((it) => !it.cached && it.error === null)
            .map((it) => it.latency_ms)
            .sort((x, y) => x - y);
        const k = right[i].reduce((s, v) => s + v, 0);
        return {
            model: record.model.id,
            build: record.model.build.model ?? record.model.requested,
            score: round(means[i]),
            // The score's own interval: the bootstrap of one model's proportion, from its counts.
            ci: cellBootstrap(n, n - k, 0, { seed, resamples }),
            claimed: record.model.claimed,
            delta_vs_claimed: record.model.claimed === null ? null : round(means[i] - record.model.claimed),
            cost_usd: cost,
            latency_ms: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) },
            group: '',
            rank: 0,
            run_id: record.run_id,
            protocol_id: record.protocol_id,
        };
    });
    // One model's interval, as points around its score: shift the interval of Δ = score - 100.
    for (const m of models)
        m.ci = { low: round(100 + m.ci.low), high: round(100 + m.ci.high) };
    const raw = [];
    for (let i = 0; i < records.length; i++) {
        for (let j = i + 1; j < records.length; j++) {
            let onlyA = 0;
            let onlyB = 0;
            for (let t = 0; t < n; t++) {
                if (right[i][t] > right[j][t])
                    onlyA++;
                else if (right[i][t] < right[j][t])
                    onlyB++;
            }
            const ci = cellBootstrap(n, onlyB, onlyA, { seed, resamples });
            raw.push({
                a: models[i].model,
                b: models[j].model,
                delta: round(means[i] - means[j]),
                only_a: onlyA,
                only_b: onlyB,
                p_value: (0,stats/* pairedMcNemar */.$G)(onlyA, onlyB).pValue,
                ci,
            });
        }
    }
    const holm = (0,stats/* holmAdjust */.IZ)(raw.map((p) => p.p_value));
    const pairs = raw.map((p, i) => ({ ...p, p_holm: holm[i] }));
    const differs = (a, b) => {
        const pair = pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
        return pair.p_holm < options.alpha;
    };
    const beats = (winner, loser) => {
        const pair = pairs.find((p) => (p.a === winner && p.b === loser) || (p.a === loser && p.b === winner));
        const winnerAhead = pair.a === winner ? pair.delta > 0 : pair.delta < 0;
        return winnerAhead && pair.p_holm < options.alpha;
    };
    models.sort((x, y) => y.score - x.score || x.model.localeCompare(y.model));
    models.forEach((m, i) => (m.rank = i + 1));
    // Letters: each maximal run of neighbours (best first) that no test tells apart gets one.
    const ranges = [];
    for (let start = 0; start < models.length; start++) {
        let end = start;
        while (end + 1 < models.length &&
            models.slice(start, end + 1).every((m) => !differs(m.model, models[end + 1].model)))
            end++;
        if (!ranges.some(([s, e]) => s <= start && end <= e))
            ranges.push([start, end]);
    }
    ranges.forEach(([s, e], r) => {
        const letter = letterOf(r);
        for (let i = s; i <= e; i++)
            models[i].group += letter;
    });
    const top = models
        .filter((m) => !models.some((o) => o.model !== m.model && beats(o.model, m.model)))
        .map((m) => m.model);
    const priced = models.filter((m) => top.includes(m.model) && m.cost_usd !== null);
    const cheapest = priced.sort((x, y) => x.cost_usd - y.cost_usd || y.score - x.score)[0];
    const groupsOf = (kind) => leaders(records, maps, common, kind, options.alpha);
    const excluded = records
        .map((r, i) => ({ model: r.model.id, items: maps[i].size - n }))
        .filter((e) => e.items > 0);
    return {
        suite: records[0].suite,
        protocol_id: records[0].protocol_id,
        alpha: options.alpha,
        common_items: n,
        excluded,
        models,
        pairs,
        top,
        cheapest_top: cheapest?.model ?? null,
        subjects: groupsOf('subjects'),
        categories: groupsOf('categories'),
    };
}
function letterOf(index) {
    let s = '';
    let i = index;
    do {
        s = String.fromCharCode(97 + (i % 26)) + s;
        i = Math.floor(i / 26) - 1;
    } while (i >= 0);
    return s;
}
/**
 * Per subject (or MMLU category): the model with the best score on that group's common items,
 * the runner-up, and the McNemar test between them, Holm-adjusted over the groups.
 */
function leaders(records, maps, common, kind, alpha) {
    void alpha;
    const groups = records[0].aggregates[kind];
    if (!groups || groups.length < 2)
        return [];
    const categoryOf = new Map((records[0].aggregates.subjects ?? []).map((s) => [s.name, s.category]));
    const members = new Map();
    for (const key of common) {
        const subject = maps[0].get(key).subject;
        if (subject === null)
            continue;
        const name = kind === 'subjects' ? subject : categoryOf.get(subject);
        if (!name)
            continue;
        const list = members.get(name) ?? [];
        list.push(key);
        members.set(name, list);
    }
    const out = [];
    for (const group of groups) {
        const keys = members.get(group.name);
        if (!keys?.length)
            continue;
        const scores = maps.map((m) => keys.reduce((s, key) => s + (m.get(key).total / m.get(key).count >= 0.5 ? 1 : 0), 0));
        const order = records
            .map((_, i) => i)
            .sort((x, y) => scores[y] - scores[x] || records[x].model.id.localeCompare(records[y].model.id));
        const [lead, second] = [order[0], order[1]];
        let onlyLead = 0;
        let onlySecond = 0;
        if (second !== undefined) {
            for (const key of keys) {
                const a = maps[lead].get(key);
                const b = maps[second].get(key);
                const ra = a.total / a.count >= 0.5;
                const rb = b.total / b.count >= 0.5;
                if (ra && !rb)
                    onlyLead++;
                else if (!ra && rb)
                    onlySecond++;
            }
        }
        out.push({
            name: group.name,
            category: kind === 'subjects' ? (group.category ?? null) : null,
            n: keys.length,
            leader: records[lead].model.id,
            runner_up: second === undefined ? null : records[second].model.id,
            delta: second === undefined
                ? null
                : round(((scores[lead] - scores[second]) / keys.length) * 100),
            p_value: second === undefined ? null : (0,stats/* pairedMcNemar */.$G)(onlyLead, onlySecond).pValue,
        });
    }
    const tested = out.filter((g) => g.p_value !== null);
    const adjusted = (0,stats/* holmAdjust */.IZ)(tested.map((g) => g.p_value));
    return out.map((g) => ({
        ...g,
        p_holm: g.p_value === null ? null : adjusted[tested.indexOf(g)],
    }));
}
/** The model entries a comparison ranks: every measured slot, the judge excepted. */
function candidates(config) {
    const judge = config.grader.kind === 'llm_judge' ? config.grader.judge : undefined;
    return config.models.filter((m) => m.id !== judge);
}
/** Each model entry's configured price, by id. */
function pricesOf(config) {
    return Object.fromEntries(config.models.map((m) => [m.id, m.price]));
}

// EXTERNAL MODULE: ./src/core/report/html/escape.ts
var html_escape = __webpack_require__(1795);
// EXTERNAL MODULE: ./src/core/report/html/page.ts
var page = __webpack_require__(7299);
;// CONCATENATED MODULE: ./src/core/report/compare-html.ts


const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24;max-width:80rem}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #d0d7de;padding:.3rem .55rem;text-align:right}
th:first-child,td:first-child{text-align:left}.top{background:#dafbe1;font-weight:600}
.sig{background:#fff1c2}.diag{background:#f6f8fa}caption{text-align:left;font-weight:600;padding:.3rem 0}
.note{color:#57606a}`;
const pts = (x) => x.toFixed(1);
const pFmt = (p) => (p < 0.0001 ? p.toExponential(1) : p.toPrecision(2));
/**
 * The comparison as one self-contained page: the ranking (top group highlighted), then a matrix
 * of every pair's Δ (row minus column, in points) and Holm-adjusted p, the cells below α marked.
 * No script, nothing loaded from elsewhere; a Content-Security-Policy allows only its own style.
 */
function compareHtml(c) {
    const ids = c.models.map((m) => m.model);
    const pair = (a, b) => c.pairs.find((p) => p.a === a && p.b === b);
    const rows = c.models
        .map((m) => `<tr class="${c.top.includes(m.model) ? 'top' : ''}"><td>${(0,html_escape/* esc */.UQ)(m.model)}</td><td>${m.rank}</td><td>${(0,html_escape/* esc */.UQ)(m.group)}</td><td>${(0,html_escape/* esc */.UQ)(m.build ?? '—')}</td><td>${pts(m.score)} (${pts(m.ci.low)}–${pts(m.ci.high)})</td><td>${m.claimed === null ? '—' : pts(m.claimed)}</td><td>${m.cost_usd === null ? '—' : `$${m.cost_usd.toFixed(4)}`}</td><td>${m.latency_ms.p50 === null ? '—' : Math.round(m.latency_ms.p50)} / ${m.latency_ms.p95 === null ? '—' : Math.round(m.latency_ms.p95)}</td></tr>`)
        .join('\n');
    const matrix = ids
        .map((row) => {
        const cells = ids.map((col) => {
            if (row === col)
                return '<td class="diag">—</td>';
            const direct = pair(row, col);
            const reverse = pair(col, row);
            const p = direct ?? reverse;
            const delta = direct ? p.delta : -p.delta;
            const sig = p.p_holm < c.alpha;
            return `<td class="${sig ? 'sig' : ''}" title="p = ${pFmt(p.p_value)}, Holm ${pFmt(p.p_holm)}">${delta > 0 ? '+' : ''}${pts(delta)}<br><span class="note">p ${pFmt(p.p_holm)}</span></td>`;
        });
        return `<tr><th class="${c.top.includes(row) ? 'top' : ''}">${(0,html_escape/* esc */.UQ)(row)}</th>${cells.join('')}</tr>`;
    })
        .join('\n');
    return (0,page/* selfContainedPage */.N)({
        title: `evalgate ${(0,html_escape/* esc */.UQ)(c.suite)}: comparison`,
        style: STYLE,
        body: `<h1>evalgate ${(0,html_escape/* esc */.UQ)(c.suite)}: comparison of ${c.models.length} models</h1>
<p id="top">Top group: <strong>${c.top.map(html_escape/* esc */.UQ).join(', ')}</strong>${c.cheapest_top ? `; cheapest in it: <strong>${(0,html_escape/* esc */.UQ)(c.cheapest_top)}</strong>` : ''}. On the ${c.common_items} items every model measured, α = ${c.alpha}, Holm over ${c.pairs.length} pairs.</p>
<table id="ranking"><caption>Ranking (models sharing a letter are not told apart)</caption>
<tr><th>model</th><th>rank</th><th>group</th><th>build</th><th>score (95% CI)</th><th>claimed</th><th>cost</th><th>latency p50 / p95 ms</th></tr>
${rows}
</table>
<table id="matrix"><caption>Δ row − column in points, with the Holm-adjusted p (shaded: below α)</caption>
<tr><th></th>${ids.map((id) => `<th>${(0,html_escape/* esc */.UQ)(id)}</th>`).join('')}</tr>
${matrix}
</table>`,
    });
}

// EXTERNAL MODULE: ./src/core/report/markdown.ts
var markdown = __webpack_require__(4201);
;// CONCATENATED MODULE: ./src/core/report/compare-markdown.ts

const compare_markdown_pts = (x) => x.toFixed(1);
const signedPts = (x) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(1)}`;
const compare_markdown_pFmt = (p) => (p < 0.0001 ? p.toExponential(1) : p.toPrecision(2));
const usd = (x) => (x === null ? '—' : `$${x < 0.01 ? x.toFixed(4) : x.toFixed(2)}`);
const ms = (x) => (x === null ? '—' : `${Math.round(x)} ms`);
/** The JSON document of `compare --json` (and the Action's results file in mode compare). */
function compareJson(c) {
    return {
        suite: c.suite,
        protocol_id: c.protocol_id,
        alpha: c.alpha,
        common_items: c.common_items,
        excluded: c.excluded,
        models: c.models.map((m) => ({
            model: m.model,
            build: m.build,
            score: m.score,
            ci: m.ci,
            claimed: m.claimed,
            delta_vs_claimed: m.delta_vs_claimed,
            cost_usd: m.cost_usd,
            latency_ms: m.latency_ms,
            group: m.group,
            rank: m.rank,
            run_id: m.run_id,
        })),
        pairs: c.pairs.map((p) => ({
            a: p.a,
            b: p.b,
            delta: p.delta,
            p_value: p.p_value,
            p_holm: p.p_holm,
            ci: p.ci,
            only_a: p.only_a,
            only_b: p.only_b,
        })),
        top: c.top,
        cheapest_top: c.cheapest_top,
        subjects: c.subjects,
        categories: c.categories,
    };
}
/** The comparison as markdown: the job summary, the pull-request comment, `--report`. */
function compareMarkdown(c) {
    const lines = [];
    const names = (ids) => ids.map((id) => `**${(0,markdown/* cell */.Hn)(id)}**`).join(', ');
    lines.push(`## evalgate ${(0,markdown/* cell */.Hn)(c.suite)}: comparison of ${c.models.length} models`, '');
    lines.push(`Top group (no other model is better at α = ${c.alpha} after Holm over ${c.pairs.length} pairs): ${names(c.top)}.` +
        (c.cheapest_top
            ? ` Cheapest in it: **${(0,markdown/* cell */.Hn)(c.cheapest_top)}**.`
            : ' No price is configured for them.'), '');
    const excluded = c.excluded.length
        ? ` (left out: ${c.excluded.map((e) => `${e.items} of ${(0,markdown/* cell */.Hn)(e.model)}`).join(', ')}, which not every model measured)`
        : '';
    lines.push(`Compared on the ${c.common_items} items every model measured${excluded}.`, '');
    lines.push('| rank | group | model | build | score (95% CI) | claimed (Δ) | cost | latency p50 / p95 |', '| ---: | :---: | --- | --- | --- | --- | ---: | --- |');
    for (const m of c.models) {
        const claimed = m.claimed === null ? '—' : `${compare_markdown_pts(m.claimed)} (${signedPts(m.delta_vs_claimed ?? 0)})`;
        lines.push(`| ${m.rank} | ${m.group} | ${c.top.includes(m.model) ? '**' : ''}\`${(0,markdown/* cell */.Hn)(m.model)}\`${c.top.includes(m.model) ? '**' : ''} | ${(0,markdown/* cell */.Hn)(m.build ?? '—')} | ${compare_markdown_pts(m.score)} (${compare_markdown_pts(m.ci.low)} – ${compare_markdown_pts(m.ci.high)}) | ${claimed} | ${usd(m.cost_usd)} | ${ms(m.latency_ms.p50)} / ${ms(m.latency_ms.p95)} |`);
    }
    lines.push('', 'Models that share a letter are not told apart by any test at α after Holm. Latency counts the answers measured in these runs (not cached ones); cost is from the configured prices.', '', '### Pairs', '', '| a | b | Δ a − b (95% CI) | only a right | only b right | p | p (Holm) |', '| --- | --- | --- | ---: | ---: | ---: | ---: |');
    for (const p of c.pairs) {
        lines.push(`| \`${(0,markdown/* cell */.Hn)(p.a)}\` | \`${(0,markdown/* cell */.Hn)(p.b)}\` | ${signedPts(p.delta)} (${signedPts(p.ci.low)} – ${signedPts(p.ci.high)}) | ${p.only_a} | ${p.only_b} | ${compare_markdown_pFmt(p.p_value)} | ${compare_markdown_pFmt(p.p_holm)}${p.p_holm < c.alpha ? ' ✱' : ''} |`);
    }
    lines.push('', `✱: below α = ${c.alpha} after Holm: the better of the two is better on this slice.`);
    for (const [title, groups] of [
        ['Per subject', c.subjects],
        ['Per category', c.categories],
    ]) {
        if (!groups.length)
            continue;
        lines.push('', `### ${title}`, '', ...leaderLines(groups, c.alpha));
    }
    return `${lines.join('\n')}\n`;
}
function leaderLines(groups, alpha) {
    const out = [
        `Which model leads each, against the runner-up (Holm over ${groups.length}; ✱ below α = ${alpha}):`,
        '',
        '| group | items | leader | runner-up | Δ | p (Holm) |',
        '| --- | ---: | --- | --- | ---: | ---: |',
    ];
    for (const g of groups) {
        out.push(`| ${(0,markdown/* cell */.Hn)(g.name)} | ${g.n} | \`${(0,markdown/* cell */.Hn)(g.leader)}\` | ${g.runner_up ? `\`${(0,markdown/* cell */.Hn)(g.runner_up)}\`` : '—'} | ${g.delta === null ? '—' : signedPts(g.delta)} | ${g.p_holm === null ? '—' : `${compare_markdown_pFmt(g.p_holm)}${g.p_holm < alpha ? ' ✱' : ''}`} |`);
    }
    return out;
}
/** The short ranking the CLI prints: one line per model, the top group and the cheapest in it. */
function compareLines(c) {
    const lines = c.models.map((m) => `${String(m.rank).padStart(2)} ${m.group.padEnd(3)} ${m.model}: ${compare_markdown_pts(m.score)} (${compare_markdown_pts(m.ci.low)}–${compare_markdown_pts(m.ci.high)}), cost ${usd(m.cost_usd)}, p50 ${ms(m.latency_ms.p50)}`);
    lines.push(`top group: ${c.top.join(', ')}${c.cheapest_top ? `; cheapest in it: ${c.cheapest_top}` : ''} (on ${c.common_items} common items, α ${c.alpha}, Holm over ${c.pairs.length} pairs)`);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/core/shard.ts
var shard = __webpack_require__(1880);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var engine_config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/engine/records.ts
var engine_records = __webpack_require__(2052);
// EXTERNAL MODULE: ./src/engine/store/local.ts
var local = __webpack_require__(7483);
// EXTERNAL MODULE: ./src/engine/paths.ts
var paths = __webpack_require__(4886);
;// CONCATENATED MODULE: ./src/cli/commands/compare.ts










const FORMATS = ['markdown', 'html', 'json'];
/**
 * `evalgate compare`: ranks the latest run of each model entry of the config (or the given
 * records) on the suite's slice. Prints a short ranking, or the JSON document with --json;
 * `--report FILE` writes the report in --format.
 */
async function compareCommand(options, io, _env) {
    if (!FORMATS.includes(options.format)) {
        throw new errors/* InputError */.d(`compare: --format: expected one of ${FORMATS.join(', ')}, found "${options.format}"`);
    }
    const loaded = await (0,engine_config/* loadConfig */.Z9)(options.config);
    const { config } = loaded;
    const wanted = candidates(config)
        .map((m) => m.id)
        .filter((id) => options.model.length === 0 || options.model.includes(id));
    for (const id of options.model) {
        if (!config.models.some((m) => m.id === id)) {
            throw new errors/* InputError */.d(`compare: --model ${id}: no model entry of ${(0,engine_config/* displayPath */.Gt)(options.config)} has that id (found ${config.models.map((m) => m.id).join(', ')})`);
        }
    }
    let records = [];
    if (options.run.length) {
        for (const file of options.run) {
            const record = await (0,engine_records/* readRunRecord */.l)(file);
            (0,shard/* assertWhole */.MA)(record, file, 'compare');
            if (options.model.length === 0 || options.model.includes(record.model.id))
                records.push(record);
        }
    }
    else {
        const store = (0,local/* localStore */.x)((0,paths/* statePath */.BQ)(loaded.baseDir, 'runs'));
        const entries = await store.summaries(config.suite);
        const missing = [];
        for (const id of wanted) {
            const last = entries.filter((e) => e.summary.model.id === id).at(-1);
            if (!last)
                missing.push(id);
            else
                records.push(await store.read(last));
        }
        if (missing.length) {
            throw new errors/* InputError */.d(`compare: no run of ${missing.join(', ')} in ${(0,engine_config/* displayPath */.Gt)((0,paths/* statePath */.BQ)(loaded.baseDir, 'runs', config.suite))}`, ['measure them first: evalgate run --config FILE']);
        }
    }
    records = records.filter((r) => r.suite === config.suite || options.run.length > 0);
    const fingerprint = config.slice.fingerprint;
    for (const record of records) {
        if (record.suite !== config.suite) {
            throw new errors/* InputError */.d(`compare: the run ${record.run_id} of ${record.model.id} is of suite ${record.suite}, not ${config.suite}`);
        }
        if (fingerprint && record.protocol.fingerprint !== fingerprint) {
            throw new errors/* InputError */.d(`compare: the run ${record.run_id} of ${record.model.id} was measured on another slice (fingerprint ${record.protocol.fingerprint.slice(0, 12)}, the config pins ${fingerprint.slice(0, 12)})`);
        }
    }
    const comparison = compareRuns(records, { alpha: config.gate.alpha, prices: pricesOf(config) });
    if (options.report) {
        const text = options.format === 'html'
            ? compareHtml(comparison)
            : options.format === 'json'
                ? `${JSON.stringify(compareJson(comparison), null, 2)}\n`
                : compareMarkdown(comparison);
        await (0,promises_.writeFile)(options.report, text);
    }
    if (options.json)
        io.stdout(`${JSON.stringify(compareJson(comparison))}\n`);
    else {
        io.stdout(compareLines(comparison));
        if (options.report)
            io.stdout(`report: ${options.report}\n`);
    }
    return 0;
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

/***/ 1795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   eC: () => (/* binding */ scriptJson),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** Untrusted text in HTML (element text or a quoted attribute): nothing in it is markup. */
function esc(text) {
    return text.replace(/[&<>"'`|@]/g, (c) => ENTITY[c] ?? c);
}
// ` and | and @ are harmless in HTML; they are encoded too so that the page's text stays inert
// if it is ever pasted into GitHub markdown (code spans, table cells, @mentions).
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '`': '&#96;',
    '|': '&#124;',
    '@': '&#64;',
};
/**
 * Untrusted data as the text of a `<script type="application/json">` element: JSON whose every
 * character that could end the element or start markup (`<`, `>`, `&`) is a `\u` escape, so no
 * string in it can close the script; the markdown-sensitive characters `esc` encodes are escaped
 * too, and U+2028/U+2029 for any reader that treats the text as JavaScript.
 */
function scriptJson(value) {
    return JSON.stringify(value).replace(/[<>&`|@\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A CSP source for an inline style or script: its SHA-256, base64. */
function sha256(text) {
    return `sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('base64')}`;
}


/***/ }),

/***/ 7299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ selfContainedPage)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1795);

/**
 * A self-contained HTML page: nothing is loaded from elsewhere, and a Content-Security-Policy
 * allows only this page's own style and script (by hash), so hostile text in a dataset can
 * neither run nor phone home. `title` and `body` are HTML the caller has escaped.
 */
function selfContainedPage(page) {
    const csp = [
        "default-src 'none'",
        `style-src '${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)(page.style)}'`,
        ...(page.script === undefined ? [] : [`script-src '${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)(page.script)}'`]),
        "img-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
${page.script === undefined ? '' : `<script>${page.script}</script>\n`}</body>
</html>
`;
}


/***/ })

};
