import { createHash } from 'node:crypto';
import { signed, type ModelDiff, type Verdict } from '../diff.js';
import { CATEGORY_LABEL } from '../groups/mmlu-subjects.js';
import { byDelta, subjectOf, subjectsOf, type GroupDiff } from '../groups/subjects.js';
import { clip, delta, detectableNote, ICON, modelColumns, num, pValue } from './format.js';
import type { TrendRun } from '../summary.js';
import type { ItemOutcome } from '../record.js';
import type { ReportData } from './types.js';

/**
 * The gate's report as one self-contained HTML page (report artifact, `gate --html`): the verdict
 * and the cross-model table first, then the trend chart and every item. Nothing is loaded from
 * elsewhere, and a Content-Security-Policy allows only this page's own style and script (by
 * hash), so hostile text in a dataset can neither run nor phone home. Pure: data in, text out.
 */
export function htmlReport(data: ReportData): string {
  const body = [
    headline(data),
    barTable(data),
    modelTable(data),
    reasons(data),
    groupTables(data),
    trendChart(data),
    itemTable(data),
  ].join('\n');
  const csp = [
    "default-src 'none'",
    `style-src '${sha256(STYLE)}'`,
    `script-src '${sha256(SCRIPT)}'`,
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
<title>evalgate ${esc(data.suite)}: ${esc(data.verdict)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** Untrusted text in HTML (element text or a quoted attribute): nothing in it is markup. */
function esc(text: string): string {
  return text.replace(/[&<>"'`|@]/g, (c) => ENTITY[c] ?? c);
}

// ` and | and @ are harmless in HTML; they are encoded too so that the page's text stays inert
// if it is ever pasted into GitHub markdown (code spans, table cells, @mentions).
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '|': '&#124;',
  '@': '&#64;',
};

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function headline(data: ReportData): string {
  const [tone, answer] =
    data.verdict === 'frozen'
      ? ['neutral', 'New baselines were frozen']
      : data.failed
        ? ['bad', 'Do not ship: the gate fails']
        : ['good', 'Ship: the gate passes'];
  const counts = new Map<Verdict, number>();
  for (const m of data.models) counts.set(m.verdict, (counts.get(m.verdict) ?? 0) + 1);
  const summary = [...counts].map(([v, n]) => `${n} ${v}`).join(', ');
  const first = data.runs[0];
  const slice = first
    ? `Slice <code>${esc(first.protocol.fingerprint.slice(0, 12))}</code> (${first.aggregates.n} items), protocol <code>${esc(first.protocol_id.slice(0, 12))}</code>; `
    : '';
  return `<header class="verdict ${tone}">
<h1>${ICON[data.verdict]} ${esc(answer)}</h1>
<p>evalgate <strong>${esc(data.suite)}</strong>: overall <strong class="v-${data.verdict}">${esc(data.verdict)}</strong> · ${data.models.length} model${data.models.length === 1 ? '' : 's'}${summary ? ` (${esc(summary)})` : ''}</p>
<p>${slice}a drop of ${data.maxDrop.toFixed(1)} points or more fails.</p>
</header>`;
}

function barTable(data: ReportData): string {
  const bar = data.bar;
  if (!bar || bar.changes.length === 0) return '';
  const state = !bar.blocked
    ? 'Nothing the results are judged by changed; the base commit&#39;s bar applies.'
    : bar.approvedBy
      ? `The bar changed, approved by the freeze label applied by ${esc(bar.approvedBy)}.`
      : '<strong>The bar changed without an approved freeze: the check fails (bar-changed).</strong> The results are measured under the base commit&#39;s bar.';
  const rows = bar.changes.map(
    (c) =>
      `<tr><td>${c.blocking ? '🚧' : 'ℹ️'} ${esc(c.what)}</td><td><code>${esc(c.base ?? '–')}</code></td><td><code>${esc(c.head ?? '–')}</code></td><td>${esc(c.note ?? '')}</td></tr>`,
  );
  return `<section>
<h2>The bar</h2>
<p>Base commit <code>${esc(bar.baseSha.slice(0, 12))}</code>. ${state}</p>
<table id="bar"><thead><tr><th>change</th><th>base</th><th>head</th><th>note</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</section>`;
}

function modelTable(data: ReportData): string {
  const show = modelColumns(data);
  const mainProtocol = data.models[0]?.protocol_id;
  const rows = data.models.map((m, i) => {
    const other = mainProtocol !== undefined && m.protocol_id !== mainProtocol;
    const fingerprint = data.runs[i]?.protocol.fingerprint.slice(0, 12) ?? '';
    const measured =
      m.score === null
        ? 'n/a'
        : m.repeats > 1
          ? `${m.score.toFixed(1)} ± ${m.std.toFixed(1)}`
          : `${m.score.toFixed(1)} <small>(single run)</small>`;
    const ci = m.ci ? `${signed(m.ci.low)} … ${signed(m.ci.high)}` : '–';
    return `<tr class="${other ? 'other-protocol' : ''}"${other ? ' title="measured under a different protocol than the first row: not comparable"' : ''}>
<td class="id">${esc(m.model)}${other ? ' <span class="badge warn">⚠ other protocol</span>' : ''}</td>
<td class="id">${esc(m.build ?? '')}</td>
${show.claimed ? `<td class="num">${num(m.claimed)}</td>\n` : ''}<td class="num">${measured}</td>
${show.claimed ? `<td class="num">${delta(m.delta_vs_claimed)}</td>\n` : ''}<td class="num">${num(m.baseline)}</td>
<td class="num">${delta(m.delta)}</td>
<td class="num">${ci}</td>
<td class="num">${m.p_value === null ? '–' : esc(m.p_value.toPrecision(2))}</td>
<td class="num">${num(m.min_detectable_drop)}</td>
<td class="v-${m.verdict}">${ICON[m.verdict]} ${esc(m.verdict)}</td>
${show.slice ? `<td><code>${esc(fingerprint)}</code></td>\n` : ''}</tr>`;
  });
  const others = data.models.filter((m) => m.protocol_id !== mainProtocol).length;
  const note = others
    ? `<p class="warn">⚠ ${others} row${others === 1 ? ' was' : 's were'} measured under a different protocol than the first row (<code>${esc((mainProtocol ?? '').slice(0, 12))}</code>): their scores are not comparable with it.</p>`
    : '';
  const head = [
    'model',
    'build',
    ...(show.claimed ? ['claimed'] : []),
    'measured',
    ...(show.claimed ? ['Δ vs claimed'] : []),
    'baseline',
    'Δ vs baseline',
    '95% CI of Δ',
    'p',
    'min. detectable drop',
    'verdict',
    ...(show.slice ? ['slice'] : []),
  ]
    .map((h) => `<th>${h}</th>`)
    .join('');
  return `<section>
<h2>Models</h2>
<table id="models">
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
${note}
</section>`;
}

function reasons(data: ReportData): string {
  const items = data.models.map((m) => {
    const notes: string[] = [];
    for (const d of m.differences)
      notes.push(
        `${esc(d.part)}: <code>${esc(clip(d.old))}</code> → <code>${esc(clip(d.new))}</code>`,
      );
    const detectable = detectableNote(m, data.maxDrop, data.alpha);
    if (detectable) notes.push(esc(detectable));
    if (m.flips.regressed.length || m.flips.fixed.length)
      notes.push(
        `flips: ${m.flips.regressed.length} right → wrong, ${m.flips.fixed.length} wrong → right`,
      );
    if (m.errors) notes.push(`${m.errors} errored request${m.errors === 1 ? '' : 's'}`);
    const list = notes.length ? `<ul>${notes.map((n) => `<li>${n}</li>`).join('')}</ul>` : '';
    return `<li><strong>${esc(m.model)}</strong>: ${esc(m.reason)}.${list}</li>`;
  });
  return `<section>
<h2>Why</h2>
<ul id="reasons">
${items.join('\n')}
</ul>
</section>`;
}

/**
 * Per model whose items span subjects: the MMLU categories, then every subject, worst Δ first
 * (a click on a column head sorts by it). The p-values are Holm-adjusted within each table.
 */
function groupTables(data: ReportData): string {
  const parts: string[] = [];
  for (const m of data.models) {
    const g = m.groups;
    if (!g) continue;
    const paired = g.subjects.some((s) => s.p_value !== null);
    const lmEval =
      g.group_aggregate !== null && g.micro !== null && Math.abs(g.group_aggregate - g.micro) < 1e-9
        ? 'the same number as lm-eval&#39;s mmlu group score, which weights subjects by their size'
        : `lm-eval&#39;s mmlu group score (subjects weighted by size) ${num(g.group_aggregate)}, as errored items make the two differ`;
    parts.push(`<h3>${esc(m.model)}</h3>`);
    if (!paired)
      parts.push('<p>Scores only: this run has no comparable baseline to pair with.</p>');
    if (g.categories) {
      parts.push(
        `<p>Micro average over all ${m.n} items ${num(g.micro)}, ${lmEval}; unweighted mean of the ${g.subjects.length} subjects ${num(g.macro)}.</p>`,
        groupTable('category', m, g.categories, paired),
      );
    }
    parts.push(groupTable('subject', m, [...g.subjects].sort(byDelta), paired));
  }
  if (parts.length === 0) return '';
  return `<section>
<h2>By subject</h2>
${parts.join('\n')}
</section>`;
}

function groupTable(
  kind: 'category' | 'subject',
  m: ModelDiff,
  rows: GroupDiff[],
  paired: boolean,
) {
  const categories = kind === 'subject' && rows.some((r) => r.category !== null);
  const heads: [string, boolean][] = [
    [kind, false],
    ...(categories ? ([['category', false]] as [string, boolean][]) : []),
    ['n', true],
    ['score', true],
    ...(paired
      ? ([
          ['baseline', true],
          ['Δ', true],
          ['right → wrong', true],
          ['wrong → right', true],
          ['share of Δ', true],
          ['p', true],
          [`p (Holm, ${rows.length})`, true],
        ] as [string, boolean][])
      : []),
  ];
  const td = (value: number | null, text: string) =>
    `<td class="num" data-sort="${value ?? ''}">${text}</td>`;
  const body = rows.map((r) => {
    const name = kind === 'category' && r.category ? CATEGORY_LABEL[r.category] : r.name;
    const cells = [
      `<td>${esc(name)}</td>`,
      ...(categories ? [`<td>${r.category ? CATEGORY_LABEL[r.category] : '–'}</td>`] : []),
      td(r.n, String(r.n)),
      td(r.score, num(r.score)),
      ...(paired
        ? [
            td(r.baseline, num(r.baseline)),
            td(r.delta, delta(r.delta)),
            td(r.flips.regressed.length, String(r.flips.regressed.length)),
            td(r.flips.fixed.length, String(r.flips.fixed.length)),
            td(r.contribution, r.contribution === null ? '–' : r.contribution.toFixed(2)),
            td(r.p_value, pValue(r.p_value)),
            td(r.p_holm, pValue(r.p_holm)),
          ]
        : []),
    ];
    return `<tr data-group="${kind}">${cells.join('')}</tr>`;
  });
  const head = heads
    .map(([h, numeric]) => `<th${numeric ? ' data-numeric="1"' : ''}>${esc(h)}</th>`)
    .join('');
  return `<table class="groups ${kind === 'subject' ? 'subjects' : 'categories'}" data-model="${esc(m.model)}">
<thead><tr>${head}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>`;
}

const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b'];
const CHART = { width: 760, height: 300, left: 48, right: 44, top: 16, bottom: 40 };

/** Score per run for each model over the history and this gate's runs, as an inline SVG. */
function trendChart(data: ReportData): string {
  const seen = new Set<string>();
  const runs: TrendRun[] = [];
  for (const run of [...data.history, ...data.runs]) {
    if (run.aggregates.score === null || seen.has(run.run_id)) continue;
    seen.add(run.run_id);
    runs.push(run);
  }
  if (runs.length === 0) return '<section><h2>Trend</h2><p>No scored runs yet.</p></section>';

  // Place runs by start time when every time parses; otherwise by the order they came in.
  const times = runs.map((r) => Date.parse(r.environment.started_at));
  const byTime = times.every((t) => Number.isFinite(t));
  const xs = byTime ? times : runs.map((_, i) => i);
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const { width, height, left, right, top, bottom } = CHART;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const xOf = (x: number) => left + (hi === lo ? plotW / 2 : ((x - lo) / (hi - lo)) * plotW);
  const yOf = (score: number) => top + plotH - (Math.max(0, Math.min(100, score)) / 100) * plotH;
  const fix = (v: number) => v.toFixed(1);

  const parts: string[] = [];
  for (let s = 0; s <= 100; s += 20) {
    const y = fix(yOf(s));
    parts.push(
      `<line class="grid" x1="${left}" x2="${width - right}" y1="${y}" y2="${y}"/>`,
      `<text class="tick" x="${left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${s}</text>`,
    );
  }
  const ticks = xTicks(runs, xs, byTime);
  for (const [x, label] of ticks) {
    parts.push(
      `<text class="tick" x="${fix(xOf(x))}" y="${height - bottom + 18}" text-anchor="middle">${esc(label)}</text>`,
    );
  }
  parts.push(
    `<line class="axis" x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}"/>`,
    `<line class="axis" x1="${left}" x2="${width - right}" y1="${top + plotH}" y2="${top + plotH}"/>`,
    `<text class="label" x="12" y="${top + plotH / 2}" transform="rotate(-90 12 ${top + plotH / 2})" text-anchor="middle">score</text>`,
    `<text class="label" x="${left + plotW / 2}" y="${height - 4}" text-anchor="middle">${byTime ? 'run date' : 'run'}</text>`,
  );

  const models = [...new Set(runs.map((r) => r.model.id))];
  const legend: string[] = [];
  models.forEach((model, k) => {
    const color = PALETTE[k % PALETTE.length]!;
    const points = runs
      .map((r, i) => ({ r, x: xs[i]! }))
      .filter(({ r }) => r.model.id === model)
      .sort((a, b) => a.x - b.x);
    const coords = points.map(({ r, x }) => `${fix(xOf(x))},${fix(yOf(r.aggregates.score!))}`);
    parts.push(
      `<g class="series" data-model="${esc(model)}">`,
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${coords.join(' ')}"/>`,
      ...points.map(
        ({ r, x }) =>
          `<circle cx="${fix(xOf(x))}" cy="${fix(yOf(r.aggregates.score!))}" r="4" fill="${color}"><title>${esc(`${model} · build ${r.model.build.model ?? r.model.requested ?? 'not reported'} · score ${r.aggregates.score!.toFixed(1)} · ${r.environment.started_at}`)}</title></circle>`,
      ),
      '</g>',
    );
    legend.push(
      `<li><svg width="24" height="10" aria-hidden="true"><line x1="0" x2="24" y1="5" y2="5" stroke="${color}" stroke-width="3"/></svg> ${esc(model)}</li>`,
    );
  });
  return `<section>
<h2>Trend</h2>
<svg id="trend" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="score per run, by model">
${parts.join('\n')}
</svg>
<ul class="legend">${legend.join('')}</ul>
</section>`;
}

/** At most six x labels, spread over the range: dates when placed by time, run numbers otherwise. */
function xTicks(runs: TrendRun[], xs: number[], byTime: boolean): [number, string][] {
  const distinct = [...new Set(xs)].sort((a, b) => a - b);
  const step = Math.max(1, Math.ceil(distinct.length / 6));
  const picked = distinct.filter((_, i) => i % step === 0);
  return picked.map((x) => {
    if (!byTime) return [x, `#${x + 1}`];
    const run = runs[xs.indexOf(x)]!;
    return [x, run.environment.started_at.slice(0, 10)];
  });
}

const QUESTION_SHOWN = 140;

function itemTable(data: ReportData): string {
  const rows: string[] = [];
  let flips = 0;
  let errors = 0;
  const bySubject = data.runs.map((run) => subjectsOf(run));
  const withSubjects = bySubject.some(Boolean);
  // No question column when no question text is known (imports, `gate` without the slice).
  const withQuestions = Object.values(data.questions).some((q) => q.trim() !== '');
  data.runs.forEach((run, i) => {
    const m = data.models[i];
    const subjects = bySubject[i] ?? null;
    const regressed = new Set((m?.flips.regressed ?? []).map(idKey));
    const fixed = new Set((m?.flips.fixed ?? []).map(idKey));
    for (const item of run.items) {
      const key = idKey(item.id);
      const flip = regressed.has(key) ? 'right → wrong' : fixed.has(key) ? 'wrong → right' : '';
      const outcome = outcomeOf(item);
      if (flip) flips++;
      if (outcome === 'error') errors++;
      const question = data.questions[String(item.id)] ?? '';
      const flat = question.replace(/\s+/g, ' ').trim();
      const shown = flat.length > QUESTION_SHOWN ? `${flat.slice(0, QUESTION_SHOWN - 1)}…` : flat;
      rows.push(
        `<tr data-flip="${flip ? 1 : 0}" data-error="${outcome === 'error' ? 1 : 0}">` +
          `<td class="id">${esc(run.model.id)}</td>` +
          `<td><code>${esc(String(item.id))}</code></td>` +
          (withSubjects ? `<td>${esc(subjectOf(subjects, item.id) ?? '')}</td>` : '') +
          `<td class="num">${item.repeat}</td>` +
          `<td class="o-${outcome}">${outcome}</td>` +
          `<td>${esc(flip)}</td>` +
          `<td>${esc(item.extracted ?? '')}</td>` +
          `<td>${esc(item.error ?? item.reason)}</td>` +
          (withQuestions ? `<td title="${esc(flat.slice(0, 1000))}">${esc(shown)}</td>` : '') +
          '</tr>',
      );
    }
  });
  return `<section>
<h2>Items</h2>
<div class="filters" role="group" aria-label="filter items">
<button type="button" data-filter="all" aria-pressed="true">all (${rows.length})</button>
<button type="button" data-filter="flips" aria-pressed="false">flips only (${flips})</button>
<button type="button" data-filter="errors" aria-pressed="false">errors only (${errors})</button>
<span id="shown">${rows.length} shown</span>
</div>
<table id="items">
<thead><tr><th>model</th><th>item</th>${withSubjects ? '<th>subject</th>' : ''}<th>repeat</th><th>outcome</th><th>flip</th><th>extracted</th><th>reason</th>${withQuestions ? '<th>question</th>' : ''}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</section>`;
}

function outcomeOf(item: ItemOutcome): 'correct' | 'wrong' | 'error' {
  if (item.error !== null || item.correct === null) return 'error';
  return item.correct ? 'correct' : 'wrong';
}

/** Numeric and string ids stay distinct, as in the diff: 7 and "7" are different items. */
function idKey(id: string | number): string {
  return typeof id === 'number' ? `#${id}` : `s${id}`;
}

// The page's only script: it reads row attributes and toggles `hidden`; no data, no innerHTML.
const SCRIPT = `
(function () {
  var rows = document.querySelectorAll('#items tbody tr');
  var buttons = document.querySelectorAll('button[data-filter]');
  var shown = document.getElementById('shown');
  function apply(filter) {
    var count = 0;
    rows.forEach(function (row) {
      var hide =
        (filter === 'flips' && row.getAttribute('data-flip') !== '1') ||
        (filter === 'errors' && row.getAttribute('data-error') !== '1');
      row.hidden = hide;
      if (!hide) count++;
    });
    buttons.forEach(function (b) {
      b.setAttribute('aria-pressed', String(b.getAttribute('data-filter') === filter));
    });
    if (shown) shown.textContent = count + ' shown';
  }
  buttons.forEach(function (b) {
    b.addEventListener('click', function () {
      apply(b.getAttribute('data-filter'));
    });
  });
  // Group tables sort by a column on a click on its head; a second click reverses the order.
  document.querySelectorAll('table.groups').forEach(function (table) {
    var heads = table.querySelectorAll('th');
    heads.forEach(function (th, column) {
      th.addEventListener('click', function () {
        var numeric = th.getAttribute('data-numeric') === '1';
        var descending = th.getAttribute('aria-sort') === 'ascending';
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        function key(row) {
          var cell = row.cells[column];
          if (!numeric) return cell.textContent;
          var value = cell.getAttribute('data-sort');
          return value === '' ? Infinity : Number(value);
        }
        rows.sort(function (x, y) {
          var a = key(x);
          var b = key(y);
          var order = a < b ? -1 : a > b ? 1 : 0;
          return descending ? -order : order;
        });
        rows.forEach(function (row) {
          body.appendChild(row);
        });
        heads.forEach(function (other) {
          other.removeAttribute('aria-sort');
        });
        th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
      });
    });
  });
})();
`;

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 16px; color: #1b1f24; }
h1 { font-size: 24px; margin: 0 0 6px; }
h2 { font-size: 18px; margin: 24px 0 8px; }
code { font: 12px ui-monospace, monospace; }
.verdict { border-radius: 8px; padding: 14px 18px; border: 2px solid; }
.verdict.good { background: #e9f7ee; border-color: #2da44e; }
.verdict.bad { background: #fdecea; border-color: #cf222e; }
.verdict.neutral { background: #eef3fb; border-color: #54aeff; }
.verdict p { margin: 4px 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; position: sticky; top: 0; }
td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.id { white-space: nowrap; overflow-wrap: normal; word-break: normal; }
tr.other-protocol td { background: #fff8c5; }
tr.other-protocol td:first-child { border-left: 4px solid #bf8700; }
.badge { font-size: 11px; padding: 1px 6px; border-radius: 10px; white-space: nowrap; }
.badge.warn, p.warn { color: #7d4e00; }
.badge.warn { background: #fff1b3; border: 1px solid #bf8700; }
.v-regressed, .v-errored, .o-wrong, .o-error { color: #cf222e; font-weight: 600; }
.v-pass, .o-correct { color: #1a7f37; }
.v-incomparable, .v-within-noise { color: #9a6700; font-weight: 600; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; }
#trend { max-width: 100%; height: auto; }
#trend .grid { stroke: #eaeef2; }
#trend .axis { stroke: #57606a; }
#trend .tick, #trend .label { font-size: 11px; fill: #57606a; }
.filters { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
.filters button { font: inherit; padding: 3px 10px; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; cursor: pointer; }
.filters button[aria-pressed="true"] { background: #0969da; border-color: #0969da; color: #fff; }
#items td:last-child { color: #57606a; }
h3 { font-size: 15px; margin: 16px 0 6px; }
table.groups { margin-bottom: 12px; }
table.groups th { cursor: pointer; }
table.groups th[data-numeric] { text-align: right; }
table.groups th[aria-sort="ascending"]::after { content: " ▲"; }
table.groups th[aria-sort="descending"]::after { content: " ▼"; }
`;
