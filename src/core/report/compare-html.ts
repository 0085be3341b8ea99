import type { Comparison } from '../compare.js';
import { esc } from './html/escape.js';
import { selfContainedPage } from './html/page.js';

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24;max-width:80rem}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #d0d7de;padding:.3rem .55rem;text-align:right}
th:first-child,td:first-child{text-align:left}.top{background:#dafbe1;font-weight:600}
.sig{background:#fff1c2}.diag{background:#f6f8fa}caption{text-align:left;font-weight:600;padding:.3rem 0}
.note{color:#57606a}`;

const pts = (x: number) => x.toFixed(1);
const pFmt = (p: number) => (p < 0.0001 ? p.toExponential(1) : p.toPrecision(2));

/**
 * The comparison as one self-contained page: the ranking (top group highlighted), then a matrix
 * of every pair's Δ (row minus column, in points) and Holm-adjusted p, the cells below α marked.
 * No script, nothing loaded from elsewhere; a Content-Security-Policy allows only its own style.
 */
export function compareHtml(c: Comparison): string {
  const ids = c.models.map((m) => m.model);
  const pair = (a: string, b: string) => c.pairs.find((p) => p.a === a && p.b === b);
  const rows = c.models
    .map(
      (m) =>
        `<tr class="${c.top.includes(m.model) ? 'top' : ''}"><td>${esc(m.model)}</td><td>${m.rank}</td><td>${esc(m.group)}</td><td>${esc(m.build ?? '—')}</td><td>${pts(m.score)} (${pts(m.ci.low)}–${pts(m.ci.high)})</td><td>${m.claimed === null ? '—' : pts(m.claimed)}</td><td>${m.cost_usd === null ? '—' : `$${m.cost_usd.toFixed(4)}`}</td><td>${m.latency_ms.p50 === null ? '—' : Math.round(m.latency_ms.p50)} / ${m.latency_ms.p95 === null ? '—' : Math.round(m.latency_ms.p95)}</td></tr>`,
    )
    .join('\n');
  const matrix = ids
    .map((row) => {
      const cells = ids.map((col) => {
        if (row === col) return '<td class="diag">—</td>';
        const direct = pair(row, col);
        const reverse = pair(col, row);
        const p = direct ?? reverse!;
        const delta = direct ? p.delta : -p.delta;
        const sig = p.p_holm < c.alpha;
        return `<td class="${sig ? 'sig' : ''}" title="p = ${pFmt(p.p_value)}, Holm ${pFmt(p.p_holm)}">${delta > 0 ? '+' : ''}${pts(delta)}<br><span class="note">p ${pFmt(p.p_holm)}</span></td>`;
      });
      return `<tr><th class="${c.top.includes(row) ? 'top' : ''}">${esc(row)}</th>${cells.join('')}</tr>`;
    })
    .join('\n');
  return selfContainedPage({
    title: `evalgate ${esc(c.suite)}: comparison`,
    style: STYLE,
    body: `<h1>evalgate ${esc(c.suite)}: comparison of ${c.models.length} models</h1>
<p id="top">Top group: <strong>${c.top.map(esc).join(', ')}</strong>${c.cheapest_top ? `; cheapest in it: <strong>${esc(c.cheapest_top)}</strong>` : ''}. On the ${c.common_items} items every model measured, α = ${c.alpha}, Holm over ${c.pairs.length} pairs.</p>
<table id="ranking"><caption>Ranking (models sharing a letter are not told apart)</caption>
<tr><th>model</th><th>rank</th><th>group</th><th>build</th><th>score (95% CI)</th><th>claimed</th><th>cost</th><th>latency p50 / p95 ms</th></tr>
${rows}
</table>
<table id="matrix"><caption>Δ row − column in points, with the Holm-adjusted p (shaded: below α)</caption>
<tr><th></th>${ids.map((id) => `<th>${esc(id)}</th>`).join('')}</tr>
${matrix}
</table>`,
  });
}
