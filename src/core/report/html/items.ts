import { subjectOf, subjectsOf } from '../../groups/subjects.js';
import type { ItemOutcome } from '../../record.js';
import type { ReportData } from '../types.js';
import { esc, scriptJson } from './escape.js';

/**
 * Every row of the item table, once, as compact JSON for the page's script: strings that repeat
 * (subjects, extracted answers, reasons) sit in one table and rows point into it; ids and
 * questions are kept once per item, not once per model.
 */
export interface ItemPayload {
  /** Subjects, extracted answers, and reasons or errors. */
  strings: string[];
  /** Every item id once, as in the records (7 and "7" are different items). */
  ids: (string | number)[];
  /** Per id: its subject (index into `strings`, -1 when unknown); null when the runs span fewer than two subjects. */
  subjects: number[] | null;
  /** Per id: the question on one line, clipped to `clip` characters; null when no question is known. */
  questions: string[] | null;
  clip: number;
  runs: PayloadRun[];
}

export interface PayloadRun {
  model: string;
  /** Per row: the index of its id in `ids`. */
  item: number[];
  /** Per row: the repeat; null when every row is repeat 0. */
  repeat: number[] | null;
  /** One character per row: `'0'` + outcome × 3 + flip (OUTCOMES, FLIPS). */
  state: string;
  /** Per row: indexes into `strings`: the extracted answer ('' when none), and error or reason. */
  extracted: number[];
  reason: number[];
}

export const OUTCOMES = ['correct', 'wrong', 'error'] as const;
export const FLIPS = ['', 'right → wrong', 'wrong → right'] as const;

/**
 * Question excerpts share a budget (UTF-8 bytes), so that a page of tens of thousands of items
 * stays small: the longest clip from this list whose total fits; the last one (what a cell
 * shows) otherwise.
 */
const QUESTION_BUDGET = 1_600_000;
const utf8 = new TextEncoder();
const CLIPS = [1000, 600, 400, 300, 200, 140];

export function itemPayload(data: ReportData): ItemPayload {
  const strings = new Map<string, number>();
  const intern = (text: string) => {
    let index = strings.get(text);
    if (index === undefined) strings.set(text, (index = strings.size));
    return index;
  };
  const ids: (string | number)[] = [];
  const idIndex = new Map<string, number>();
  const runs = data.runs.map((run, i) => {
    const m = data.models[i];
    const regressed = new Set((m?.flips.regressed ?? []).map(idKey));
    const fixed = new Set((m?.flips.fixed ?? []).map(idKey));
    const out: PayloadRun = {
      model: run.model.id,
      item: [],
      repeat: run.items.some((item) => item.repeat !== 0) ? [] : null,
      state: '',
      extracted: [],
      reason: [],
    };
    const states: string[] = [];
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
  const bySubject = subjectsOf(...data.runs);
  const subjects = bySubject
    ? ids.map((id) => {
        const name = subjectOf(bySubject, id);
        return name === undefined ? -1 : intern(name);
      })
    : null;
  // No question column when no question text is known (imports, `gate` without the slice).
  const flat = ids.map((id) => (data.questions[String(id)] ?? '').replace(/\s+/g, ' ').trim());
  const clip =
    CLIPS.find(
      (n) => flat.reduce((sum, q) => sum + utf8.encode(q.slice(0, n)).length, 0) <= QUESTION_BUDGET,
    ) ?? CLIPS[CLIPS.length - 1]!;
  const questions = flat.some((q) => q !== '')
    ? flat.map((q) => (q.length > clip ? `${q.slice(0, clip - 1)}…` : q))
    : null;
  return { strings: [...strings.keys()], ids, subjects, questions, clip, runs };
}

/** The item section: filters, the table the script fills, and the payload it reads. */
export function itemSection(data: ReportData): string {
  const payload = itemPayload(data);
  let rows = 0;
  let flips = 0;
  let errors = 0;
  for (const run of payload.runs)
    for (const c of run.state) {
      const s = c.charCodeAt(0) - 48;
      rows++;
      if (s % 3) flips++;
      if (s >= 6) errors++;
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
  const menus: string[] = [];
  if (payload.runs.length > 1)
    menus.push(
      menu(
        'model',
        payload.runs.map((r, i) => [i, r.model]),
      ),
    );
  if (payload.subjects) {
    const used = [...new Set(payload.subjects.filter((s) => s >= 0))];
    const named = used.map((s): [number, string] => [s, payload.strings[s]!]);
    menus.push(
      menu(
        'subject',
        named.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)),
      ),
    );
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
<script type="application/json" id="items-data">${scriptJson(payload)}</script>
</section>`;
}

function menu(kind: 'model' | 'subject', options: [number, string][]): string {
  const list = options.map(([value, text]) => `<option value="${value}">${esc(text)}</option>`);
  return `<label>${kind} <select data-filter="${kind}"><option value="">all</option>${list.join('')}</select></label>`;
}

function outcomeOf(item: ItemOutcome): (typeof OUTCOMES)[number] {
  if (item.error !== null || item.correct === null) return 'error';
  return item.correct ? 'correct' : 'wrong';
}

/** Numeric and string ids stay distinct, as in the diff: 7 and "7" are different items. */
function idKey(id: string | number): string {
  return typeof id === 'number' ? `#${id}` : `s${id}`;
}
