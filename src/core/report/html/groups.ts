import type { ModelDiff } from '../../diff.js';
import { CATEGORY_LABEL } from '../../groups/mmlu-subjects.js';
import { byDelta, type GroupDiff } from '../../groups/subjects.js';
import { delta, num, pValue } from '../format.js';
import type { ReportData } from '../types.js';
import { esc } from './escape.js';

/**
 * Per model whose items span subjects: the MMLU categories, then every subject, worst Δ first
 * (a click on a column head sorts by it). The p-values are Holm-adjusted within each table.
 */
export function groupTables(data: ReportData): string {
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
