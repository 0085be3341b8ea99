export const id = 897;
export const ids = [897];
export const modules = {

/***/ 2897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportCommand: () => (/* binding */ reportCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/config/schema.ts
var schema = __webpack_require__(7967);
// EXTERNAL MODULE: ./src/core/diff.ts
var diff = __webpack_require__(6292);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/shard.ts
var shard = __webpack_require__(1880);
// EXTERNAL MODULE: ./src/core/report/html/escape.ts
var html_escape = __webpack_require__(1795);
// EXTERNAL MODULE: ./src/core/report/html/page.ts
var page = __webpack_require__(7299);
// EXTERNAL MODULE: ./src/core/groups/mmlu-subjects.ts
var mmlu_subjects = __webpack_require__(8077);
// EXTERNAL MODULE: ./src/core/groups/subjects.ts
var groups_subjects = __webpack_require__(8567);
// EXTERNAL MODULE: ./src/core/report/format.ts
var format = __webpack_require__(7375);
;// CONCATENATED MODULE: ./src/core/report/html/groups.ts




/**
 * Per model whose items span subjects: the MMLU categories, then every subject, worst Δ first
 * (a click on a column head sorts by it). The p-values are Holm-adjusted within each table.
 */
function groupTables(data) {
    const parts = [];
    for (const m of data.models) {
        const g = m.groups;
        if (!g)
            continue;
        const paired = g.subjects.some((s) => s.p_value !== null);
        const lmEval = g.group_aggregate !== null && g.micro !== null && Math.abs(g.group_aggregate - g.micro) < 1e-9
            ? 'the same number as lm-eval&#39;s mmlu group score, which weights subjects by their size'
            : `lm-eval&#39;s mmlu group score (subjects weighted by size) ${(0,format/* num */.bu)(g.group_aggregate)}, as errored items make the two differ`;
        parts.push(`<h3>${(0,html_escape/* esc */.UQ)(m.model)}</h3>`);
        if (!paired)
            parts.push('<p>Scores only: this run has no comparable baseline to pair with.</p>');
        if (g.categories) {
            parts.push(`<p>Micro average over all ${m.n} items ${(0,format/* num */.bu)(g.micro)}, ${lmEval}; unweighted mean of the ${g.subjects.length} subjects ${(0,format/* num */.bu)(g.macro)}.</p>`, groupTable('category', m, g.categories, paired));
        }
        parts.push(groupTable('subject', m, [...g.subjects].sort(groups_subjects/* byDelta */.Um), paired));
    }
    if (parts.length === 0)
        return '';
    return `<section>
<h2>By subject</h2>
${parts.join('\n')}
</section>`;
}
function groupTable(kind, m, rows, paired) {
    const categories = kind === 'subject' && rows.some((r) => r.category !== null);
    const heads = [
        [kind, false],
        ...(categories ? [['category', false]] : []),
        ['n', true],
        ['score', true],
        ...(paired
            ? [
                ['baseline', true],
                ['Δ', true],
                ['right → wrong', true],
                ['wrong → right', true],
                ['share of Δ', true],
                ['p', true],
                [`p (Holm, ${rows.length})`, true],
            ]
            : []),
    ];
    const td = (value, text) => `<td class="num" data-sort="${value ?? ''}">${text}</td>`;
    const body = rows.map((r) => {
        const name = kind === 'category' && r.category ? mmlu_subjects/* CATEGORY_LABEL */.gh[r.category] : r.name;
        const cells = [
            `<td>${(0,html_escape/* esc */.UQ)(name)}</td>`,
            ...(categories ? [`<td>${r.category ? mmlu_subjects/* CATEGORY_LABEL */.gh[r.category] : '–'}</td>`] : []),
            td(r.n, String(r.n)),
            td(r.score, (0,format/* num */.bu)(r.score)),
            ...(paired
                ? [
                    td(r.baseline, (0,format/* num */.bu)(r.baseline)),
                    td(r.delta, (0,format/* delta */.pU)(r.delta)),
                    td(r.flips.regressed.length, String(r.flips.regressed.length)),
                    td(r.flips.fixed.length, String(r.flips.fixed.length)),
                    td(r.contribution, r.contribution === null ? '–' : r.contribution.toFixed(2)),
                    td(r.p_value, (0,format/* pValue */.sp)(r.p_value)),
                    td(r.p_holm, (0,format/* pValue */.sp)(r.p_holm)),
                ]
                : []),
        ];
        return `<tr data-group="${kind}">${cells.join('')}</tr>`;
    });
    const head = heads
        .map(([h, numeric]) => `<th${numeric ? ' data-numeric="1"' : ''}>${(0,html_escape/* esc */.UQ)(h)}</th>`)
        .join('');
    return `<table class="groups ${kind === 'subject' ? 'subjects' : 'categories'}" data-model="${(0,html_escape/* esc */.UQ)(m.model)}">
<thead><tr>${head}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>`;
}

;// CONCATENATED MODULE: ./src/core/report/html/items.ts


const OUTCOMES = ['correct', 'wrong', 'error'];
const FLIPS = (/* unused pure expression or super */ null && (['', 'right → wrong', 'wrong → right']));
/**
 * Question excerpts share a budget (UTF-8 bytes), so that a page of tens of thousands of items
 * stays small: the longest clip from this list whose total fits; the last one (what a cell
 * shows) otherwise.
 */
const QUESTION_BUDGET = 1_600_000;
const utf8 = new TextEncoder();
const CLIPS = [1000, 600, 400, 300, 200, 140];
function itemPayload(data) {
    const strings = new Map();
    const intern = (text) => {
        let index = strings.get(text);
        if (index === undefined)
            strings.set(text, (index = strings.size));
        return index;
    };
    const ids = [];
    const idIndex = new Map();
    const runs = data.runs.map((run, i) => {
        const m = data.models[i];
        const regressed = new Set((m?.flips.regressed ?? []).map(idKey));
        const fixed = new Set((m?.flips.fixed ?? []).map(idKey));
        const out = {
            model: run.model.id,
            item: [],
            repeat: run.items.some((item) => item.repeat !== 0) ? [] : null,
            state: '',
            extracted: [],
            reason: [],
        };
        const states = [];
        for (const item of run.items) {
            const key = idKey(item.id);
            let index = idIndex.get(key);
            if (index === undefined) {
                idIndex.set(key, (index = ids.length));
                ids.push(item.id);
            }
            const flip = regressed.has(key) ? 1 : fixed.has(key) ? 2 : 0;
            out.item.push(index);
            out.repeat?.push(item.repeat);
            states.push(String.fromCharCode(48 + OUTCOMES.indexOf(outcomeOf(item)) * 3 + flip));
            out.extracted.push(intern(item.extracted ?? ''));
            out.reason.push(intern(item.error ?? item.reason));
        }
        out.state = states.join('');
        return out;
    });
    const bySubject = (0,groups_subjects/* subjectsOf */.Z6)(...data.runs);
    const subjects = bySubject
        ? ids.map((id) => {
            const name = (0,groups_subjects/* subjectOf */.et)(bySubject, id);
            return name === undefined ? -1 : intern(name);
        })
        : null;
    // No question column when no question text is known (imports, `gate` without the slice).
    const flat = ids.map((id) => (data.questions[String(id)] ?? '').replace(/\s+/g, ' ').trim());
    const clip = CLIPS.find((n) => flat.reduce((sum, q) => sum + utf8.encode(q.slice(0, n)).length, 0) <= QUESTION_BUDGET) ?? CLIPS[CLIPS.length - 1];
    const questions = flat.some((q) => q !== '')
        ? flat.map((q) => (q.length > clip ? `${q.slice(0, clip - 1)}…` : q))
        : null;
    return { strings: [...strings.keys()], ids, subjects, questions, clip, runs };
}
/** The item section: filters, the table the script fills, and the payload it reads. */
function itemSection(data) {
    const payload = itemPayload(data);
    let rows = 0;
    let flips = 0;
    let errors = 0;
    for (const run of payload.runs)
        for (const c of run.state) {
            const s = c.charCodeAt(0) - 48;
            rows++;
            if (s % 3)
                flips++;
            if (s >= 6)
                errors++;
        }
    const columns = [
        'model',
        'item',
        ...(payload.subjects ? ['subject'] : []),
        'repeat',
        'outcome',
        'flip',
        'extracted',
        'reason',
        ...(payload.questions ? ['question'] : []),
    ];
    const menus = [];
    if (payload.runs.length > 1)
        menus.push(menu('model', payload.runs.map((r, i) => [i, r.model])));
    if (payload.subjects) {
        const used = [...new Set(payload.subjects.filter((s) => s >= 0))];
        const named = used.map((s) => [s, payload.strings[s]]);
        menus.push(menu('subject', named.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))));
    }
    return `<section>
<h2>Items</h2>
<noscript><p class="warn">The item table needs JavaScript (${rows} rows); the run records hold every item.</p></noscript>
<div class="filters" role="group" aria-label="filter items">
<button type="button" data-filter="all" aria-pressed="true">all (${rows})</button>
<button type="button" data-filter="flips" aria-pressed="false">flips only (${flips})</button>
<button type="button" data-filter="errors" aria-pressed="false">errors only (${errors})</button>
${menus.join('\n')}
<span id="shown" aria-live="polite">${rows} shown</span>
</div>
<div id="items-view" tabindex="0">
<table id="items">
<colgroup>${columns.map((c) => `<col class="c-${c}">`).join('')}</colgroup>
<thead><tr>${columns.map((c) => `<th>${c}</th>`).join('')}</tr></thead>
<tbody></tbody>
</table>
</div>
<script type="application/json" id="items-data">${(0,html_escape/* scriptJson */.eC)(payload)}</script>
</section>`;
}
function menu(kind, options) {
    const list = options.map(([value, text]) => `<option value="${value}">${(0,html_escape/* esc */.UQ)(text)}</option>`);
    return `<label>${kind} <select data-filter="${kind}"><option value="">all</option>${list.join('')}</select></label>`;
}
function outcomeOf(item) {
    if (item.error !== null || item.correct === null)
        return 'error';
    return item.correct ? 'correct' : 'wrong';
}
/** Numeric and string ids stay distinct, as in the diff: 7 and "7" are different items. */
function idKey(id) {
    return typeof id === 'number' ? `#${id}` : `s${id}`;
}

;// CONCATENATED MODULE: ./src/core/report/html/script.ts
/**
 * The page's only script. The item table is drawn from the JSON payload (items.ts), only the rows
 * in view plus a margin, between two spacer rows that keep the scroll height of all of them; the
 * filters select over the payload's arrays, never the DOM. Text goes in by textContent only, never
 * as markup. The group tables sort by a column on a click on its head.
 */
const SCRIPT = `
(function () {
  var source = document.getElementById('items-data');
  var view = document.getElementById('items-view');
  if (source && view) itemTable(JSON.parse(source.textContent), view);
  sortableGroups();

  function itemTable(data, view) {
    var OUTCOME = ['correct', 'wrong', 'error'];
    var FLIP = ['', 'right → wrong', 'wrong → right'];
    var SHOWN = 140;
    var MARGIN = 30;
    var head = view.querySelector('thead');
    var body = view.querySelector('tbody');
    var columns = head.querySelectorAll('th').length;
    var shown = document.getElementById('shown');
    var total = 0;
    data.runs.forEach(function (run) {
      total += run.state.length;
    });
    var runOf = new Int32Array(total);
    var posOf = new Int32Array(total);
    var k = 0;
    data.runs.forEach(function (run, r) {
      for (var j = 0; j < run.state.length; j++) {
        runOf[k] = r;
        posOf[k] = j;
        k++;
      }
    });
    var matches = new Int32Array(total);
    var count = 0;
    var filter = { kind: 'all', model: -1, subject: -1 };
    var rowHeight = 0;
    var pool = [];
    var before = spacer();
    var after = spacer();
    body.appendChild(before);
    body.appendChild(after);

    function spacer() {
      var tr = document.createElement('tr');
      tr.className = 'pad';
      tr.setAttribute('aria-hidden', 'true');
      var td = document.createElement('td');
      td.colSpan = columns;
      tr.appendChild(td);
      return tr;
    }
    function pad(tr, height) {
      tr.hidden = height <= 0;
      tr.style.height = height + 'px';
    }
    function stateOf(i) {
      return data.runs[runOf[i]].state.charCodeAt(posOf[i]) - 48;
    }
    function select() {
      count = 0;
      for (var i = 0; i < total; i++) {
        var s = stateOf(i);
        if (filter.model >= 0 && runOf[i] !== filter.model) continue;
        if (filter.kind === 'flips' && s % 3 === 0) continue;
        if (filter.kind === 'errors' && s < 6) continue;
        if (filter.subject >= 0 && data.subjects[data.runs[runOf[i]].item[posOf[i]]] !== filter.subject)
          continue;
        matches[count++] = i;
      }
      if (shown) shown.textContent = count + ' shown';
    }
    function row(p) {
      var tr = pool[p];
      if (!tr) {
        tr = document.createElement('tr');
        for (var c = 0; c < columns; c++) tr.appendChild(document.createElement('td'));
        tr.cells[0].className = 'id';
        tr.cells[1].appendChild(document.createElement('code'));
        tr.cells[data.subjects ? 3 : 2].className = 'num';
        pool[p] = tr;
      }
      if (!tr.parentNode) body.insertBefore(tr, after);
      return tr;
    }
    function fill(tr, i) {
      var run = data.runs[runOf[i]];
      var j = posOf[i];
      var s = stateOf(i);
      var item = run.item[j];
      var outcome = OUTCOME[(s / 3) | 0];
      var cells = tr.cells;
      var c = 0;
      tr.setAttribute('data-flip', s % 3 ? '1' : '0');
      tr.setAttribute('data-error', s >= 6 ? '1' : '0');
      cells[c++].textContent = run.model;
      cells[c++].firstChild.textContent = String(data.ids[item]);
      if (data.subjects) {
        var subject = data.subjects[item];
        cells[c++].textContent = subject < 0 ? '' : data.strings[subject];
      }
      cells[c++].textContent = String(run.repeat ? run.repeat[j] : 0);
      cells[c].className = 'o-' + outcome;
      cells[c++].textContent = outcome;
      cells[c++].textContent = FLIP[s % 3];
      text(cells[c++], data.strings[run.extracted[j]]);
      text(cells[c++], data.strings[run.reason[j]]);
      if (data.questions) {
        var q = data.questions[item];
        cells[c].textContent = q.length > SHOWN ? q.slice(0, SHOWN - 1) + '…' : q;
        cells[c].title = q;
      }
    }
    // Cells cut off at the column's width show the whole text on hover.
    function text(cell, value) {
      cell.textContent = value;
      cell.title = value;
    }
    function render() {
      var height = rowHeight || 28;
      var top = view.scrollTop - head.offsetHeight;
      var viewport = view.clientHeight || window.innerHeight;
      var last = Math.min(count, Math.ceil((top + viewport) / height) + MARGIN);
      var first = Math.min(last, Math.max(0, Math.floor(top / height) - MARGIN));
      for (var i = first; i < last; i++) fill(row(i - first), matches[i]);
      for (var p = last - first; p < pool.length; p++)
        if (pool[p].parentNode) body.removeChild(pool[p]);
      pad(before, first * height);
      pad(after, (count - last) * height);
      if (!rowHeight && last - first > 1) {
        var from = pool[0].getBoundingClientRect();
        var to = pool[last - first - 1].getBoundingClientRect();
        rowHeight = Math.max(0, (to.bottom - from.top) / (last - first));
        if (rowHeight > 0 && Math.abs(rowHeight - height) > 0.01) render();
      }
    }
    var scheduled = false;
    view.addEventListener('scroll', function () {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(function () {
        scheduled = false;
        render();
      });
    });
    function update() {
      select();
      view.scrollTop = 0;
      render();
    }
    var buttons = document.querySelectorAll('button[data-filter]');
    buttons.forEach(function (b) {
      b.addEventListener('click', function () {
        filter.kind = b.getAttribute('data-filter');
        buttons.forEach(function (other) {
          other.setAttribute('aria-pressed', String(other === b));
        });
        update();
      });
    });
    document.querySelectorAll('select[data-filter]').forEach(function (menu) {
      menu.addEventListener('change', function () {
        filter[menu.getAttribute('data-filter')] = menu.value === '' ? -1 : Number(menu.value);
        update();
      });
    });
    select();
    render();
  }

  function sortableGroups() {
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
  }
})();
`;

;// CONCATENATED MODULE: ./src/core/report/html/style.ts
/** The page's only style sheet (allowed by its hash in the page's Content-Security-Policy). */
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
#items-view { max-height: 70vh; overflow: auto; border: 1px solid #d0d7de; border-radius: 6px; }
#items { table-layout: fixed; }
#items td { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; height: 18px; line-height: 18px; }
#items td:last-child { color: #57606a; }
#items tr.pad td { padding: 0; border: 0; height: auto; }
#items .c-model { width: 12%; }
#items .c-item, #items .c-outcome, #items .c-extracted { width: 7%; }
#items .c-subject { width: 12%; }
#items .c-repeat { width: 5%; }
#items .c-flip { width: 10%; }
#items .c-reason { width: 18%; }
.filters select { font: inherit; }
h3 { font-size: 15px; margin: 16px 0 6px; }
table.groups { margin-bottom: 12px; }
table.groups th { cursor: pointer; }
table.groups th[data-numeric] { text-align: right; }
table.groups th[aria-sort="ascending"]::after { content: " ▲"; }
table.groups th[aria-sort="descending"]::after { content: " ▼"; }
`;

// EXTERNAL MODULE: ./src/core/report/protocol-text.ts
var protocol_text = __webpack_require__(7562);
// EXTERNAL MODULE: ./src/core/report/cached.ts
var report_cached = __webpack_require__(8670);
;// CONCATENATED MODULE: ./src/core/report/html/summary.ts





// The page's static top: the verdict, the bar on pull requests, the model table and the reasons.
// Plain HTML, readable without JavaScript.
function headline(data) {
    const [tone, answer] = data.verdict === 'frozen'
        ? ['neutral', 'New baselines were frozen']
        : data.failed
            ? ['bad', 'Do not ship: the gate fails']
            : ['good', 'Ship: the gate passes'];
    const counts = new Map();
    for (const m of data.models)
        counts.set(m.verdict, (counts.get(m.verdict) ?? 0) + 1);
    const summary = [...counts].map(([v, n]) => `${n} ${v}`).join(', ');
    const cached = (0,report_cached/* cacheNote */.N)(data.runs);
    const first = data.runs[0];
    const slice = first
        ? `Slice <code>${(0,html_escape/* esc */.UQ)(first.protocol.fingerprint.slice(0, 12))}</code> (${first.aggregates.n} items), protocol <code>${(0,html_escape/* esc */.UQ)(first.protocol_id.slice(0, 12))}</code>; `
        : '';
    return `<header class="verdict ${tone}">
<h1>${format/* ICON */.kb[data.verdict]} ${(0,html_escape/* esc */.UQ)(answer)}</h1>
<p>evalgate <strong>${(0,html_escape/* esc */.UQ)(data.suite)}</strong>: overall <strong class="v-${data.verdict}">${(0,html_escape/* esc */.UQ)(data.verdict)}</strong> · ${data.models.length} model${data.models.length === 1 ? '' : 's'}${summary ? ` (${(0,html_escape/* esc */.UQ)(summary)})` : ''}</p>
<p>${slice}a drop of ${data.maxDrop.toFixed(1)} points or more fails.</p>${cached ? `\n<p class="cached">${(0,html_escape/* esc */.UQ)(cached)}</p>` : ''}
</header>`;
}
function barTable(data) {
    const bar = data.bar;
    if (!bar || bar.changes.length === 0)
        return '';
    const state = !bar.blocked
        ? 'Nothing the results are judged by changed; the base commit&#39;s bar applies.'
        : bar.approvedBy
            ? `The bar changed, approved by ${(0,html_escape/* esc */.UQ)(bar.approvedBy)}.`
            : `<strong>The bar changed without an approving review: the check fails (bar-changed).</strong> The results are measured under the base commit&#39;s bar.${bar.approveLine ? ` An approving review whose body holds <code>${(0,html_escape/* esc */.UQ)(bar.approveLine)}</code> accepts exactly these changes.` : ''}`;
    const rows = bar.changes.map((c) => `<tr><td>${c.blocking ? '🚧' : 'ℹ️'} ${(0,html_escape/* esc */.UQ)(c.what)}</td><td><code>${(0,html_escape/* esc */.UQ)(c.base ?? '–')}</code></td><td><code>${(0,html_escape/* esc */.UQ)(c.head ?? '–')}</code></td><td>${(0,html_escape/* esc */.UQ)(c.note ?? '')}</td></tr>`);
    return `<section>
<h2>The bar</h2>
<p>Base commit <code>${(0,html_escape/* esc */.UQ)(bar.baseSha.slice(0, 12))}</code>. ${state}</p>
<table id="bar"><thead><tr><th>change</th><th>base</th><th>head</th><th>note</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</section>`;
}
function modelTable(data) {
    const show = (0,format/* modelColumns */.z$)(data);
    const mainProtocol = data.models[0]?.protocol_id;
    const rows = data.models.map((m, i) => {
        const other = mainProtocol !== undefined && m.protocol_id !== mainProtocol;
        const fingerprint = data.runs[i]?.protocol.fingerprint.slice(0, 12) ?? '';
        const measured = m.score === null
            ? 'n/a'
            : m.repeats > 1
                ? `${m.score.toFixed(1)} ± ${m.std.toFixed(1)}`
                : `${m.score.toFixed(1)} <small>(single run)</small>`;
        const ci = m.ci ? `${(0,diff/* signed */.x8)(m.ci.low)} … ${(0,diff/* signed */.x8)(m.ci.high)}` : '–';
        return `<tr class="${other ? 'other-protocol' : ''}"${other ? ' title="measured under a different protocol than the first row: not comparable"' : ''}>
<td class="id">${(0,html_escape/* esc */.UQ)(m.model)}${other ? ' <span class="badge warn">⚠ other protocol</span>' : ''}</td>
<td class="id">${(0,html_escape/* esc */.UQ)(m.build ?? '')}</td>
${show.claimed ? `<td class="num">${(0,format/* num */.bu)(m.claimed)}</td>\n` : ''}<td class="num">${measured}</td>
${show.claimed ? `<td class="num">${(0,format/* delta */.pU)(m.delta_vs_claimed)}</td>\n` : ''}<td class="num">${(0,format/* num */.bu)(m.baseline)}</td>
<td class="num">${(0,format/* delta */.pU)(m.delta)}</td>
<td class="num">${ci}</td>
<td class="num">${m.p_value === null ? '–' : (0,html_escape/* esc */.UQ)(m.p_value.toPrecision(2))}</td>
<td class="num">${(0,format/* num */.bu)(m.min_detectable_drop)}</td>
<td class="v-${m.verdict}">${format/* ICON */.kb[m.verdict]} ${(0,html_escape/* esc */.UQ)(m.verdict)}</td>
${show.slice ? `<td><code>${(0,html_escape/* esc */.UQ)(fingerprint)}</code></td>\n` : ''}</tr>`;
    });
    const others = data.models.filter((m) => m.protocol_id !== mainProtocol).length;
    const note = others
        ? `<p class="warn">⚠ ${others} row${others === 1 ? ' was' : 's were'} measured under a different protocol than the first row (<code>${(0,html_escape/* esc */.UQ)((mainProtocol ?? '').slice(0, 12))}</code>): their scores are not comparable with it.</p>`
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
function reasons(data) {
    const items = data.models.map((m) => {
        const notes = [];
        for (const d of m.differences) {
            const [old, now] = (0,format/* clipPair */.lX)(d.old, d.new);
            notes.push(`${(0,html_escape/* esc */.UQ)(d.part)}: <code>${(0,html_escape/* esc */.UQ)(old)}</code> → <code>${(0,html_escape/* esc */.UQ)(now)}</code>`);
        }
        if (m.serving_changed)
            notes.push((0,html_escape/* esc */.UQ)((0,protocol_text/* servingChangeNote */.hJ)(m.serving_changed)));
        const detectable = (0,format/* detectableNote */.I_)(m, data.maxDrop, data.alpha);
        if (detectable)
            notes.push((0,html_escape/* esc */.UQ)(detectable));
        if (m.flips.regressed.length || m.flips.fixed.length)
            notes.push(`flips: ${m.flips.regressed.length} right → wrong, ${m.flips.fixed.length} wrong → right`);
        if (m.errors)
            notes.push(`${m.errors} errored request${m.errors === 1 ? '' : 's'}`);
        const list = notes.length ? `<ul>${notes.map((n) => `<li>${n}</li>`).join('')}</ul>` : '';
        return `<li><strong>${(0,html_escape/* esc */.UQ)(m.model)}</strong>: ${(0,html_escape/* esc */.UQ)(m.reason)}.${list}</li>`;
    });
    return `<section>
<h2>Why</h2>
<ul id="reasons">
${items.join('\n')}
</ul>
</section>`;
}
/** What was measured how, per run: the protocol card's main lines, the serving side included. */
function protocolCard(data) {
    const plain = { cell: (t) => t, code: (t) => t };
    const cards = data.runs.map((run) => {
        const p = run.protocol;
        const rows = [
            ['model', `${run.model.requested ?? ''} via ${run.model.provider}`],
            ['reported build', run.model.build.model ?? 'not reported'],
            [
                'template',
                `${p.template.name}, ${p.template.mode} mode, hash ${p.template.hash.slice(0, 12)}`,
            ],
            [
                'slice',
                `${p.slice.size} rows, seed ${p.slice.seed}, fingerprint ${p.fingerprint.slice(0, 12)}`,
            ],
            ['decoding', `${(0,protocol_text/* decodingText */.jU)(p.decoding, plain)}; repeats: ${p.repeats}`],
            ['hardware and precision', (0,protocol_text/* servingText */.MV)(run.model.serving)],
        ];
        const list = rows.map(([k, v]) => `<dt>${(0,html_escape/* esc */.UQ)(k)}</dt><dd>${(0,html_escape/* esc */.UQ)(v)}</dd>`).join('');
        return `<h3>${(0,html_escape/* esc */.UQ)(run.model.id)}</h3>\n<dl>${list}</dl>`;
    });
    return `<section id="protocol">
<h2>Protocol card</h2>
${cards.join('\n')}
</section>`;
}

;// CONCATENATED MODULE: ./src/core/report/html/trend.ts

const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b'];
const CHART = { width: 760, height: 300, left: 48, right: 44, top: 16, bottom: 40 };
/** The x labels' font size (`#trend .tick` in the style) and the least space between two. */
const TICK_FONT = 11;
const TICK_GAP = 8;
/**
 * Score per run for each model over the history and this gate's runs, as an inline SVG. Runs are
 * placed one slot each in start order (input order when a start time does not parse), so runs of
 * the same day spread out instead of stacking; every point names its build.
 */
function trendChart(data) {
    const runs = trendRuns(data.history, data.runs);
    if (runs.length === 0)
        return '<section><h2>Trend</h2><p>No scored runs yet.</p></section>';
    const { width, height, left, right, top, bottom } = CHART;
    const plotW = width - left - right;
    const plotH = height - top - bottom;
    const xOf = (slot) => left + (runs.length === 1 ? plotW / 2 : (slot / (runs.length - 1)) * plotW);
    const yOf = (score) => top + plotH - (Math.max(0, Math.min(100, score)) / 100) * plotH;
    const fix = (v) => v.toFixed(1);
    const parts = [];
    for (let s = 0; s <= 100; s += 20) {
        const y = fix(yOf(s));
        parts.push(`<line class="grid" x1="${left}" x2="${width - right}" y1="${y}" y2="${y}"/>`, `<text class="tick" x="${left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${s}</text>`);
    }
    const byTime = runs.every((r) => Number.isFinite(Date.parse(r.environment.started_at)));
    const candidates = runs.flatMap((r, slot) => {
        const day = r.environment.started_at.slice(0, 10);
        if (!byTime)
            return [{ x: xOf(slot), text: `#${slot + 1}` }];
        const previous = runs[slot - 1]?.environment.started_at.slice(0, 10);
        return day === previous ? [] : [{ x: xOf(slot), text: day }];
    });
    for (const label of placeLabels(candidates, 0, width)) {
        parts.push(`<text class="tick x" x="${fix(label.x)}" y="${height - bottom + 18}" text-anchor="middle">${(0,html_escape/* esc */.UQ)(label.text)}</text>`);
    }
    parts.push(`<line class="axis" x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}"/>`, `<line class="axis" x1="${left}" x2="${width - right}" y1="${top + plotH}" y2="${top + plotH}"/>`, `<text class="label" x="12" y="${top + plotH / 2}" transform="rotate(-90 12 ${top + plotH / 2})" text-anchor="middle">score</text>`, `<text class="label" x="${left + plotW / 2}" y="${height - 4}" text-anchor="middle">${byTime ? 'runs in start order, by the day of the first run shown' : 'runs in order'}</text>`);
    const models = [...new Set(runs.map((r) => r.model.id))];
    const legend = [];
    models.forEach((model, k) => {
        const color = PALETTE[k % PALETTE.length];
        const points = runs
            .map((r, slot) => ({ r, x: fix(xOf(slot)), y: fix(yOf(r.aggregates.score)) }))
            .filter(({ r }) => r.model.id === model);
        parts.push(`<g class="series" data-model="${(0,html_escape/* esc */.UQ)(model)}">`, `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((p) => `${p.x},${p.y}`).join(' ')}"/>`, ...points.map(({ r, x, y }) => {
            const build = buildOf(r);
            const tip = `${model} · build ${build} · score ${r.aggregates.score.toFixed(1)} · ${r.environment.started_at}`;
            return `<circle cx="${x}" cy="${y}" r="4" fill="${color}" data-build="${(0,html_escape/* esc */.UQ)(build)}" data-run="${(0,html_escape/* esc */.UQ)(r.run_id)}"><title>${(0,html_escape/* esc */.UQ)(tip)}</title></circle>`;
        }), '</g>');
        legend.push(`<li><svg width="24" height="10" aria-hidden="true"><line x1="0" x2="24" y1="5" y2="5" stroke="${color}" stroke-width="3"/></svg> ${(0,html_escape/* esc */.UQ)(model)}</li>`);
    });
    return `<section>
<h2>Trend</h2>
<svg id="trend" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="score per run, by model">
${parts.join('\n')}
</svg>
<ul class="legend">${legend.join('')}</ul>
</section>`;
}
/**
 * The chart's points: scored runs of the history (originals only: a replay repeats a stored
 * measurement) and this gate's runs, each run once, in start order when every start time parses.
 */
function trendRuns(history, current) {
    const seen = new Set();
    const runs = [];
    for (const run of [...history.filter((r) => r.replay_of === undefined), ...current]) {
        if (run.aggregates.score === null || seen.has(run.run_id))
            continue;
        seen.add(run.run_id);
        runs.push(run);
    }
    const times = runs.map((r) => Date.parse(r.environment.started_at));
    if (!times.every((t) => Number.isFinite(t)))
        return runs;
    return runs
        .map((r, i) => ({ r, t: times[i], i }))
        .sort((a, b) => a.t - b.t || a.i - b.i)
        .map(({ r }) => r);
}
function buildOf(run) {
    return run.model.build.model ?? run.model.requested ?? 'not reported';
}
/**
 * Which x labels to draw, centred on their x: left to right, a label is kept only when its box
 * (its estimated width, moved inside [min, max] where it would stick out) starts at least a gap
 * after the last kept one ends, so no two labels overprint however close their points are. The
 * last label (the newest run) is always kept, in place of those it would overlap.
 */
function placeLabels(candidates, min, max) {
    const boxed = [...candidates]
        .sort((a, b) => a.x - b.x)
        .map(({ x, text }) => {
        const w = textWidth(text, TICK_FONT);
        const centre = Math.min(Math.max(x, min + w / 2), max - w / 2);
        return { x: centre, text, box: [centre - w / 2, centre + w / 2] };
    });
    const placed = [];
    for (const label of boxed) {
        const end = placed.at(-1)?.box[1] ?? -Infinity;
        if (label.box[0] >= end + TICK_GAP)
            placed.push(label);
    }
    const last = boxed.at(-1);
    if (last && placed.at(-1) !== last) {
        while (placed.length && placed.at(-1).box[1] + TICK_GAP > last.box[0])
            placed.pop();
        placed.push(last);
    }
    return placed;
}
/**
 * An upper estimate of the width of `text` in a sans-serif font of `size` px, per character
 * class (DejaVu Sans, the widest common default, has 0.64 em digits and 0.84 em `#`).
 */
function textWidth(text, size) {
    let em = 0;
    for (const c of text) {
        if (/[0-9]/.test(c))
            em += 0.66;
        else if (/[-.,:;!|'il ]/.test(c))
            em += 0.42;
        else if (/[#%&@mwMW]/.test(c))
            em += 1.02;
        else
            em += 0.8;
    }
    return em * size;
}

;// CONCATENATED MODULE: ./src/core/report/html.ts








/**
 * The gate's report as one self-contained HTML page (report artifact, `gate --html`): the verdict
 * and the cross-model table first, then the trend chart and every item. Nothing is loaded from
 * elsewhere, and a Content-Security-Policy allows only this page's own style and script (by
 * hash), so hostile text in a dataset can neither run nor phone home. The summaries and the chart
 * are static HTML; the item table is drawn by the script from a JSON payload, only the rows in
 * view, so a page of tens of thousands of items stays small and fast. Pure: data in, text out.
 */
function htmlReport(data) {
    const body = [
        headline(data),
        barTable(data),
        modelTable(data),
        reasons(data),
        groupTables(data),
        protocolCard(data),
        trendChart(data),
        itemSection(data),
    ].join('\n');
    return (0,page/* selfContainedPage */.N)({
        title: `evalgate ${(0,html_escape/* esc */.UQ)(data.suite)}: ${(0,html_escape/* esc */.UQ)(data.verdict)}`,
        style: STYLE,
        script: SCRIPT,
        body,
    });
}

// EXTERNAL MODULE: ./src/core/report/markdown.ts
var markdown = __webpack_require__(4201);
// EXTERNAL MODULE: ./src/engine/baselines.ts
var engine_baselines = __webpack_require__(5818);
// EXTERNAL MODULE: ./src/engine/config.ts + 1 modules
var engine_config = __webpack_require__(538);
// EXTERNAL MODULE: ./src/engine/gate-records.ts
var gate_records = __webpack_require__(572);
// EXTERNAL MODULE: ./src/engine/imports.ts + 5 modules
var imports = __webpack_require__(2922);
// EXTERNAL MODULE: ./src/engine/records.ts
var records = __webpack_require__(2052);
// EXTERNAL MODULE: ./src/engine/slice.ts
var engine_slice = __webpack_require__(1608);
// EXTERNAL MODULE: ./src/engine/store/local.ts
var local = __webpack_require__(7483);
// EXTERNAL MODULE: ./src/engine/paths.ts
var paths = __webpack_require__(4886);
;// CONCATENATED MODULE: ./src/cli/commands/report.ts
















const FORMATS = ['markdown', 'html', 'json'];
/**
 * Renders stored runs. With a config (`--config`, or evalgate.yml when present) the runs are
 * compared with its committed baselines, the history gives the trend and the slice the question
 * texts; without one the report shows the runs alone.
 */
async function reportCommand(options, io) {
    if (!FORMATS.includes(options.format)) {
        throw new errors/* InputError */.d(`--format: expected one of ${FORMATS.join(', ')}, found "${options.format}"`);
    }
    if (options.run.length === 0)
        throw new errors/* InputError */.d('evalgate report: expected at least one --run FILE');
    const runs = [];
    for (const file of options.run) {
        const run = await (0,records/* readRunRecord */.l)(file);
        (0,shard/* assertWhole */.MA)(run, file, 'report');
        runs.push(run);
    }
    if (runs.some(imports/* isImported */.PX))
        return importedReport(runs, options, io);
    const configFile = options.config ?? ((await exists('evalgate.yml')) ? 'evalgate.yml' : undefined);
    const loaded = configFile ? await (0,engine_config/* loadConfig */.Z9)(configFile) : undefined;
    const gate = loaded?.config.gate ?? schema/* GATE_DEFAULTS */.hU;
    const baselines = {};
    let history = [];
    let questions = {};
    if (loaded) {
        for (const run of runs) {
            baselines[run.model.id] = await (0,engine_baselines/* readSlotBaseline */.M2)(loaded, run.model.id);
        }
        const ids = new Set(runs.map((r) => r.run_id));
        const store = (0,local/* localStore */.x)((0,paths/* statePath */.BQ)(loaded.baseDir, 'runs'));
        history = (await store.summaries(loaded.config.suite))
            .map((e) => e.summary)
            .filter((r) => !ids.has(r.run_id));
        const slice = await (0,engine_slice/* loadSlice */.tU)(loaded);
        questions = Object.fromEntries(slice.items.map((i) => [String(i.id), String(i.row.question ?? '')]));
    }
    const models = runs.map((run) => (0,diff/* diffRun */.nM)(run, baselines[run.model.id], gate));
    const data = {
        suite: loaded?.config.suite ?? runs[0].suite,
        verdict: (0,diff/* overallVerdict */.Bn)(models),
        failed: (0,diff/* gateFails */.xd)(models, gate),
        maxDrop: gate.max_drop,
        alpha: gate.alpha,
        models,
        runs,
        baselines,
        history,
        questions,
    };
    const text = options.format === 'html'
        ? htmlReport(data)
        : options.format === 'json'
            ? `${JSON.stringify({ verdict: data.verdict, failed: data.failed, models })}\n`
            : (0,markdown/* gateMarkdown */.bo)(data);
    if (options.out) {
        await (0,promises_.writeFile)(options.out, text);
        io.stderr(`wrote the ${options.format} report to ${(0,engine_config/* displayPath */.Gt)(options.out)}\n`);
    }
    else {
        io.stdout(text);
    }
    return 0;
}
/** Imported records: compared with the baselines frozen from imports, one report per suite. */
async function importedReport(runs, options, io) {
    if (!runs.every(imports/* isImported */.PX)) {
        throw new errors/* InputError */.d('evalgate report: expected either imported records or runs evalgate measured, found both; report them separately');
    }
    const config = options.config ?? 'evalgate.yml';
    const result = await (0,gate_records/* gateStoredRecords */.d)(external_node_path_default().dirname(config), runs, await (0,gate_records/* importGateSettings */.c)(config));
    if (options.format === 'html' && result.suites.length > 1) {
        throw new errors/* InputError */.d(`--format html: renders one suite, found ${result.suites.length} (${result.suites.map((s) => s.suite).join(', ')}); report each suite's records separately`);
    }
    const text = options.format === 'html'
        ? htmlReport(result.suites[0])
        : options.format === 'json'
            ? `${JSON.stringify({ verdict: result.verdict, failed: result.failed, models: result.diffs })}\n`
            : result.markdown;
    if (options.out) {
        await (0,promises_.writeFile)(options.out, text);
        io.stderr(`wrote the ${options.format} report to ${(0,engine_config/* displayPath */.Gt)(options.out)}\n`);
    }
    else
        io.stdout(text);
    return 0;
}
async function exists(file) {
    try {
        await (0,promises_.access)(file);
        return true;
    }
    catch {
        return false;
    }
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
