import type { Comparison, GroupLeader } from '../compare.js';
import { cell } from './markdown.js';

const pts = (x: number) => x.toFixed(1);
const signedPts = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(1)}`;
const pFmt = (p: number) => (p < 0.0001 ? p.toExponential(1) : p.toPrecision(2));
const usd = (x: number | null) => (x === null ? '—' : `$${x < 0.01 ? x.toFixed(4) : x.toFixed(2)}`);
const ms = (x: number | null) => (x === null ? '—' : `${Math.round(x)} ms`);

/** The JSON document of `compare --json` (and the Action's results file in mode compare). */
export function compareJson(c: Comparison) {
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
export function compareMarkdown(c: Comparison): string {
  const lines: string[] = [];
  const names = (ids: readonly string[]) => ids.map((id) => `**${cell(id)}**`).join(', ');
  lines.push(`## evalgate ${cell(c.suite)}: comparison of ${c.models.length} models`, '');
  lines.push(
    `Top group (no other model is better at α = ${c.alpha} after Holm over ${c.pairs.length} pairs): ${names(c.top)}.` +
      (c.cheapest_top
        ? ` Cheapest in it: **${cell(c.cheapest_top)}**.`
        : ' No price is configured for them.'),
    '',
  );
  const excluded = c.excluded.length
    ? ` (left out: ${c.excluded.map((e) => `${e.items} of ${cell(e.model)}`).join(', ')}, which not every model measured)`
    : '';
  lines.push(`Compared on the ${c.common_items} items every model measured${excluded}.`, '');
  lines.push(
    '| rank | group | model | build | score (95% CI) | claimed (Δ) | cost | latency p50 / p95 |',
    '| ---: | :---: | --- | --- | --- | --- | ---: | --- |',
  );
  for (const m of c.models) {
    const claimed =
      m.claimed === null ? '—' : `${pts(m.claimed)} (${signedPts(m.delta_vs_claimed ?? 0)})`;
    lines.push(
      `| ${m.rank} | ${m.group} | ${c.top.includes(m.model) ? '**' : ''}\`${cell(m.model)}\`${c.top.includes(m.model) ? '**' : ''} | ${cell(m.build ?? '—')} | ${pts(m.score)} (${pts(m.ci.low)} – ${pts(m.ci.high)}) | ${claimed} | ${usd(m.cost_usd)} | ${ms(m.latency_ms.p50)} / ${ms(m.latency_ms.p95)} |`,
    );
  }
  lines.push(
    '',
    'Models that share a letter are not told apart by any test at α after Holm. Latency counts the answers measured in these runs (not cached ones); cost is from the configured prices.',
    '',
    '### Pairs',
    '',
    '| a | b | Δ a − b (95% CI) | only a right | only b right | p | p (Holm) |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: |',
  );
  for (const p of c.pairs) {
    lines.push(
      `| \`${cell(p.a)}\` | \`${cell(p.b)}\` | ${signedPts(p.delta)} (${signedPts(p.ci.low)} – ${signedPts(p.ci.high)}) | ${p.only_a} | ${p.only_b} | ${pFmt(p.p_value)} | ${pFmt(p.p_holm)}${p.p_holm < c.alpha ? ' ✱' : ''} |`,
    );
  }
  lines.push(
    '',
    `✱: below α = ${c.alpha} after Holm: the better of the two is better on this slice.`,
  );
  for (const [title, groups] of [
    ['Per subject', c.subjects],
    ['Per category', c.categories],
  ] as const) {
    if (!groups.length) continue;
    lines.push('', `### ${title}`, '', ...leaderLines(groups, c.alpha));
  }
  return `${lines.join('\n')}\n`;
}

function leaderLines(groups: readonly GroupLeader[], alpha: number): string[] {
  const out = [
    `Which model leads each, against the runner-up (Holm over ${groups.length}; ✱ below α = ${alpha}):`,
    '',
    '| group | items | leader | runner-up | Δ | p (Holm) |',
    '| --- | ---: | --- | --- | ---: | ---: |',
  ];
  for (const g of groups) {
    out.push(
      `| ${cell(g.name)} | ${g.n} | \`${cell(g.leader)}\` | ${g.runner_up ? `\`${cell(g.runner_up)}\`` : '—'} | ${g.delta === null ? '—' : signedPts(g.delta)} | ${g.p_holm === null ? '—' : `${pFmt(g.p_holm)}${g.p_holm < alpha ? ' ✱' : ''}`} |`,
    );
  }
  return out;
}

/** The short ranking the CLI prints: one line per model, the top group and the cheapest in it. */
export function compareLines(c: Comparison): string {
  const lines = c.models.map(
    (m) =>
      `${String(m.rank).padStart(2)} ${m.group.padEnd(3)} ${m.model}: ${pts(m.score)} (${pts(m.ci.low)}–${pts(m.ci.high)}), cost ${usd(m.cost_usd)}, p50 ${ms(m.latency_ms.p50)}`,
  );
  lines.push(
    `top group: ${c.top.join(', ')}${c.cheapest_top ? `; cheapest in it: ${c.cheapest_top}` : ''} (on ${c.common_items} common items, α ${c.alpha}, Holm over ${c.pairs.length} pairs)`,
  );
  return `${lines.join('\n')}\n`;
}
