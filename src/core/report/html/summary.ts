import { signed, type Verdict } from '../../diff.js';
import { clipPair, delta, detectableNote, ICON, modelColumns, num } from '../format.js';
import type { ReportData } from '../types.js';
import { esc } from './escape.js';
import { decodingText, servingChangeNote, servingText } from '../protocol-text.js';
import { cacheNote } from '../cached.js';

// The page's static top: the verdict, the bar on pull requests, the model table and the reasons.
// Plain HTML, readable without JavaScript.

export function headline(data: ReportData): string {
  const [tone, answer] =
    data.verdict === 'frozen'
      ? ['neutral', 'New baselines were frozen']
      : data.failed
        ? ['bad', 'Do not ship: the gate fails']
        : ['good', 'Ship: the gate passes'];
  const counts = new Map<Verdict, number>();
  for (const m of data.models) counts.set(m.verdict, (counts.get(m.verdict) ?? 0) + 1);
  const summary = [...counts].map(([v, n]) => `${n} ${v}`).join(', ');
  const cached = cacheNote(data.runs);
  const first = data.runs[0];
  const slice = first
    ? `Slice <code>${esc(first.protocol.fingerprint.slice(0, 12))}</code> (${first.aggregates.n} items), protocol <code>${esc(first.protocol_id.slice(0, 12))}</code>; `
    : '';
  return `<header class="verdict ${tone}">
<h1>${ICON[data.verdict]} ${esc(answer)}</h1>
<p>evalgate <strong>${esc(data.suite)}</strong>: overall <strong class="v-${data.verdict}">${esc(data.verdict)}</strong> · ${data.models.length} model${data.models.length === 1 ? '' : 's'}${summary ? ` (${esc(summary)})` : ''}</p>
<p>${slice}a drop of ${data.maxDrop.toFixed(1)} points or more fails.</p>${cached ? `\n<p class="cached">${esc(cached)}</p>` : ''}
</header>`;
}

export function barTable(data: ReportData): string {
  const bar = data.bar;
  if (!bar || bar.changes.length === 0) return '';
  const state = !bar.blocked
    ? 'Nothing the results are judged by changed; the base commit&#39;s bar applies.'
    : bar.approvedBy
      ? `The bar changed, approved by ${esc(bar.approvedBy)}.`
      : `<strong>The bar changed without an approving review: the check fails (bar-changed).</strong> The results are measured under the base commit&#39;s bar.${bar.approveLine ? ` An approving review whose body holds <code>${esc(bar.approveLine)}</code> accepts exactly these changes.` : ''}`;
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

export function modelTable(data: ReportData): string {
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

export function reasons(data: ReportData): string {
  const items = data.models.map((m) => {
    const notes: string[] = [];
    for (const d of m.differences) {
      const [old, now] = clipPair(d.old, d.new);
      notes.push(`${esc(d.part)}: <code>${esc(old)}</code> → <code>${esc(now)}</code>`);
    }
    if (m.serving_changed) notes.push(esc(servingChangeNote(m.serving_changed)));
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

/** What was measured how, per run: the protocol card's main lines, the serving side included. */
export function protocolCard(data: ReportData): string {
  const plain = { cell: (t: string) => t, code: (t: string) => t };
  const cards = data.runs.map((run) => {
    const p = run.protocol;
    const rows: [string, string][] = [
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
      ['decoding', `${decodingText(p.decoding, plain)}; repeats: ${p.repeats}`],
      ['hardware and precision', servingText(run.model.serving)],
    ];
    const list = rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('');
    return `<h3>${esc(run.model.id)}</h3>\n<dl>${list}</dl>`;
  });
  return `<section id="protocol">
<h2>Protocol card</h2>
${cards.join('\n')}
</section>`;
}
