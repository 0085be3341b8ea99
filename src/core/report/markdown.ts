import { signed, type ModelDiff } from '../diff.js';
import { CATEGORY_LABEL } from '../groups/mmlu-subjects.js';
import { byDelta, subjectOf, subjectsOf, type GroupDiff } from '../groups/subjects.js';
import { clipPair, delta, detectableNote, ICON, modelColumns, num, pValue } from './format.js';
import type { TrendRun } from '../summary.js';
import type { RunRecord } from '../record.js';
import type { ReportData } from './types.js';
import { cacheNote } from './cached.js';
import {
  decodingText,
  graderText,
  rawJson,
  servingChangeNote,
  servingText,
  washText,
} from './protocol-text.js';

const ESCAPE = { cell, code };

/** How much the report says beyond the table: everything, flip counts without ids, or nothing. */
type Detail = 'full' | 'counts' | 'table';

/**
 * The report within `limit` characters (a PR comment or issue body): detail is dropped in
 * stages (flip lists, then the sections, then table rows) until it fits, and it says so.
 */
export function fitMarkdown(data: ReportData, limit: number): string {
  for (const detail of ['full', 'counts', 'table'] as const) {
    const text = gateMarkdown(data, detail);
    if (text.length <= limit) return text;
  }
  const note =
    '\n_The table was cut to fit; the job summary and the report file have every row._\n';
  const text = gateMarkdown(data, 'table');
  const cut = text.lastIndexOf('\n', limit - note.length);
  return `${text.slice(0, cut)}\n${note}`;
}

/**
 * The gate's markdown report (PR comment, job summary, `gate --report`): the verdict in the first
 * line, the cross-model table, then collapsible sections for why. Pure: data in, text out.
 */
export function gateMarkdown(data: ReportData, detail: Detail = 'full'): string {
  const lines: string[] = [];
  const outcome =
    data.verdict === 'frozen'
      ? 'new baselines'
      : data.failed
        ? 'the gate fails'
        : 'the gate passes';
  lines.push(
    `## ${ICON[data.verdict]} evalgate ${cell(data.suite)}: ${data.verdict} (${outcome})`,
    '',
  );
  lines.push(...barSection(data));
  const cached = cacheNote(data.runs);
  if (cached) lines.push(cell(cached), '');
  const first = data.runs[0];
  if (first) {
    lines.push(
      `Slice \`${first.protocol.fingerprint.slice(0, 12)}\` (${first.aggregates.n} items), protocol \`${first.protocol_id.slice(0, 12)}\`; a drop of ${data.maxDrop.toFixed(1)} points or more fails.`,
      '',
    );
  }
  const show = modelColumns(data);
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
  const align = head.map((h) =>
    ['model', 'build', 'verdict', 'slice'].includes(h) ? '---' : '---:',
  );
  lines.push(`| ${head.join(' | ')} |`, `|${align.join('|')}|`);
  const mainProtocol = first?.protocol_id;
  data.models.forEach((m, i) => {
    const run = data.runs[i];
    const other =
      run && mainProtocol && run.protocol_id !== mainProtocol ? ' ⚠️ other protocol' : '';
    const measured =
      m.score === null
        ? 'n/a'
        : m.repeats > 1
          ? `${m.score.toFixed(1)} ± ${m.std.toFixed(1)}`
          : m.score.toFixed(1);
    const cells = [
      `${code(m.model)}${other}`,
      m.build ? code(m.build) : '',
      ...(show.claimed ? [num(m.claimed)] : []),
      measured,
      ...(show.claimed ? [delta(m.delta_vs_claimed)] : []),
      num(m.baseline),
      delta(m.delta),
      pValue(m.p_value),
      `${ICON[m.verdict]} ${m.verdict}`,
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
    if (m.serving_changed) lines.push(`  - ${cell(servingChangeNote(m.serving_changed))}`);
    for (const d of m.differences) {
      const [old, now] = clipPair(d.old, d.new);
      lines.push(`  - ${d.part}: \`${cell(old)}\` → \`${cell(now)}\``);
    }
    if (m.ci)
      lines.push(`  - 95% interval of Δ: ${signed(m.ci.low)} … ${signed(m.ci.high)} points`);
    const detectable = detectableNote(m, data.maxDrop, data.alpha);
    if (detectable) lines.push(`  - ${detectable}`);
    if (m.flips.regressed.length || m.flips.fixed.length) {
      lines.push(
        `  - flips: ${m.flips.regressed.length} right → wrong, ${m.flips.fixed.length} wrong → right`,
      );
    }
  }
  lines.push('');
  lines.push(...groupSections(data, detail));
  if (detail === 'full') lines.push(...flipSections(data));
  lines.push(...section('Acceptance checklist', checklist(data)));
  if (detail === 'full') {
    lines.push(...section('Protocol card', protocolCard(data)));
    lines.push(...trends(data));
    lines.push(...errorSection(data));
  }
  return `${lines.join('\n')}\n`;
}

/** The bar's changes, at every detail level: a reviewer must see them first. */
function barSection(data: ReportData): string[] {
  const bar = data.bar;
  if (!bar || bar.changes.length === 0) return [];
  const base = `\`${bar.baseSha.slice(0, 12)}\``;
  const intro = !bar.blocked
    ? `This pull request changes nothing the results are judged by; the bar of the base commit ${base} applies. Noted:`
    : bar.approvedBy
      ? `This pull request changes the bar of the base commit ${base}; the change was approved by ${cell(bar.approvedBy)}, so the head's bar applies:`
      : `**This pull request changes the bar** of the base commit ${base} without an approving review, so the check fails (\`bar-changed\`). The results below are measured under the base's bar. Changes:`;
  const rows = bar.changes.map(
    (c) =>
      `| ${c.blocking ? '🚧' : 'ℹ️'} ${cell(c.what)} | ${c.base === null ? '–' : code(c.base)} | ${c.head === null ? '–' : code(c.head)} | ${cell(c.note ?? '')} |`,
  );
  const note = bar.approvalNote && !bar.approvedBy ? [`_${cell(bar.approvalNote)}._`, ''] : [];
  const fix =
    bar.blocked && !bar.approvedBy
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

function section(title: string, body: string[]): string[] {
  if (body.length === 0) return [];
  return ['<details>', `<summary>${title}</summary>`, '', ...body, '', '</details>', ''];
}

/**
 * Per MMLU category and the subjects behind a drop, for each model whose items span subjects: in
 * the comment itself (a drop is read there first), with every subject collapsed below at full
 * detail. One-subject suites have no groups and show nothing here.
 */
function groupSections(data: ReportData, detail: Detail): string[] {
  if (detail === 'table') return [];
  const out: string[] = [];
  for (const m of data.models) {
    const groups = m.groups;
    if (!groups) continue;
    const paired = groups.subjects.some((s) => s.p_value !== null);
    if (groups.categories) {
      out.push(
        `**${cell(m.model)} by MMLU category.** ${averages(m)}${paired ? '' : ' Scores only: no comparable baseline to pair with.'}`,
        '',
        ...groupTable('category', groups.categories, paired, false, groups.categories.length),
        '',
      );
    }
    if (groups.top_drops.length && m.delta !== null && m.delta < 0) {
      const top = groups.top_drops.map((name) => groups.subjects.find((s) => s.name === name)!);
      out.push(
        `**${cell(m.model)}: the subjects that lost the most.** Share of Δ: the subject's net right → wrong flips over all items measured in both runs, in points.`,
        '',
        ...groupTable('subject', top, paired, true, groups.subjects.length),
        '',
      );
    }
    if (detail === 'full') {
      out.push(
        ...section(
          `${cell(m.model)}: all ${groups.subjects.length} subjects`,
          groupTable(
            'subject',
            [...groups.subjects].sort(byDelta),
            paired,
            false,
            groups.subjects.length,
          ),
        ),
      );
    }
  }
  return out;
}

/** The micro average and lm-eval's group score, said once when they are the same number. */
function averages(m: ModelDiff): string {
  const g = m.groups!;
  const same =
    g.group_aggregate !== null && g.micro !== null && Math.abs(g.group_aggregate - g.micro) < 1e-9;
  const lmEval = same
    ? "lm-eval's mmlu group score is the same number, since it weights subjects by their size (by default in v0.4.3, by `weight_by_size: True` from v0.4.4 on)"
    : `lm-eval's mmlu group score, subjects weighted by size, ${num(g.group_aggregate)} (errored items make the two differ)`;
  return `Micro average over all ${m.n} items ${num(g.micro)}; ${lmEval}; unweighted mean of the ${g.subjects.length} subjects ${num(g.macro)}.`;
}

function groupTable(
  kind: 'category' | 'subject',
  rows: GroupDiff[],
  paired: boolean,
  share: boolean,
  family: number,
) {
  // A subject's category, where any subject has one (MMLU); a category row is its own.
  const categories = kind === 'subject' && rows.some((r) => r.category !== null);
  const label = (r: GroupDiff) =>
    kind === 'category' && r.category ? CATEGORY_LABEL[r.category] : cell(r.name);
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
      ...(categories ? [r.category ? CATEGORY_LABEL[r.category] : '–'] : []),
      String(r.n),
      num(r.score),
      ...(paired
        ? [
            num(r.baseline),
            delta(r.delta),
            String(r.flips.regressed.length),
            String(r.flips.fixed.length),
          ]
        : []),
      ...(share ? [r.contribution === null ? '–' : r.contribution.toFixed(2)] : []),
      ...(paired ? [pValue(r.p_value), pValue(r.p_holm)] : []),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  const align = head.map((h, i) => (i === 0 || h === 'category' ? '---' : '---:'));
  return [`| ${head.join(' | ')} |`, `|${align.join('|')}|`, ...body];
}

const FLIPS_SHOWN = 20;

function flipSections(data: ReportData): string[] {
  const out: string[] = [];
  data.models.forEach((m, i) => {
    const subjects = subjectsOf(data.runs[i]);
    for (const [label, ids] of [
      ['right → wrong', m.flips.regressed],
      ['wrong → right', m.flips.fixed],
    ] as const) {
      if (ids.length === 0) continue;
      const shown = ids.slice(0, FLIPS_SHOWN);
      // A column no row fills is left out: imports and `gate` without the slice know no questions.
      const questions = shown.some((id) => excerpt(data.questions[String(id)]) !== '');
      const rows = shown.map((id) => {
        const subject = subjects ? ` ${cell(subjectOf(subjects, id) ?? '')} |` : '';
        const question = questions ? ` ${cell(excerpt(data.questions[String(id)]))} |` : '';
        return `| ${cell(String(id))} |${subject}${question}`;
      });
      const head = ['item', ...(subjects ? ['subject'] : []), ...(questions ? ['question'] : [])];
      const more = ids.length > FLIPS_SHOWN ? [`… and ${ids.length - FLIPS_SHOWN} more`] : [];
      out.push(
        ...section(`${cell(m.model)}: ${ids.length} ${label}`, [
          `| ${head.join(' | ')} |`,
          `|${head.map(() => '---').join('|')}|`,
          ...rows,
          ...more,
        ]),
      );
    }
  });
  return out;
}

/** What a reproducible evaluation report must state, for each run. */
function fewshotLine(f: RunRecord['protocol']['fewshot']): string {
  if (f.k === 0) return `none (zero-shot), hash \`${cell(f.hash.slice(0, 12))}\``;
  const examples = `${f.k} example${f.k === 1 ? '' : 's'}`;
  const from = f.source ? ` from ${code(f.source)}` : '';
  const how = f.sampler
    ? ` (${cell(f.sampler)} sampler${f.group_by ? `, per ${cell(f.group_by)}` : ''})`
    : '';
  return `${examples}${from}${how}, hash \`${f.hash.slice(0, 12)}\``;
}

function protocolCard(data: ReportData): string[] {
  const out: string[] = [];
  data.runs.forEach((run, i) => {
    const p = run.protocol;
    const m = data.models[i];
    const host = run.model.base_url ? safeHost(run.model.base_url) : 'local';
    const repeats = run.aggregates.per_repeat
      .map((s) => (s === null ? 'n/a' : s.toFixed(1)))
      .join(', ');
    out.push(
      `**${cell(run.model.id)}**`,
      '',
      `- model: ${cell(run.model.requested ?? '')} via ${run.model.provider} (${cell(host)}); reported build: ${cell(run.model.build.model ?? 'not reported')}${run.model.build.system_fingerprint ? `, fingerprint ${cell(run.model.build.system_fingerprint)}` : ''}`,
      `- harness: ${p.harness.name} ${p.harness.version} (protocol version ${p.harness.protocol_version}); template ${cell(p.template.name)}, ${p.template.mode} mode, hash \`${p.template.hash.slice(0, 12)}\`${p.template.reproduces ? `; prompts as ${cell(p.template.reproduces)}` : ''}`,
      `- dataset: ${code(p.dataset.path)}${p.dataset.format ? ` (${cell(p.dataset.format)})` : ''}; slice: shuffle seed ${cell(p.slice.seed)}, first ${p.slice.size} rows; fingerprint \`${cell(p.fingerprint)}\` over [${cell(p.slice.fingerprint_fields.join(', '))}]`,
      `- wash: ${washText(p.wash, ESCAPE)}`,
      `- few-shot: ${fewshotLine(p.fewshot)}`,
      `- grader: ${graderText(p.grader, ESCAPE)}`,
      `- decoding: ${decodingText(p.decoding, ESCAPE)}; repeats: ${p.repeats}`,
      ...(run.usage.reasoning_tokens === undefined
        ? []
        : [
            `- reasoning tokens: ${run.usage.reasoning_tokens} of ${run.usage.output_tokens} output tokens (counted in the output, billed once)`,
          ]),
      `- hardware and precision: ${cell(servingText(run.model.serving))}`,
      `- run: ${run.environment.started_at} (id ${code(run.run_id)})${run.environment.ci_run_url ? `, ${run.environment.ci_run_url}` : ''}; evalgate ${run.environment.evalgate}, Node ${run.environment.node}, ${cell(run.environment.os)}`,
      `- variance: ${p.repeats > 1 ? `per-repeat scores ${repeats}; std ${run.aggregates.std.toFixed(2)}` : 'single run (repeats: 1); variance not measured'}`,
      `- differs from the baseline's protocol: ${m && m.differs.length ? m.differs.join(', ') : m?.baseline === null ? 'no baseline' : 'nothing'}`,
      '',
      '<details><summary>grader, wash, decoding and few-shot as recorded (JSON)</summary>',
      '',
      '```json',
      rawJson({ grader: p.grader, wash: p.wash, decoding: p.decoding, fewshot: p.fewshot }),
      '```',
      '',
      '</details>',
      '',
      '<details><summary>prompt template</summary>',
      '',
      '```text',
      p.template.text.replace(/```/g, '` ` `'),
      '```',
      '',
      '</details>',
      '',
    );
  });
  return out;
}

/** Each line ✅ or ❌ with its reason, computed from the runs, never assumed. */
function checklist(data: ReportData): string[] {
  const line = (ok: boolean, text: string) => `- ${ok ? '✅' : '❌'} ${text}`;
  const runs = data.runs;
  const claimed = data.models.filter((m) => m.claimed !== null).length;
  const protocols = new Set([
    ...runs.map((r) => r.protocol_id),
    ...Object.values(data.baselines).flatMap((b) => (b ? [b.protocol_id] : [])),
  ]);
  const missing = runs.flatMap((r) =>
    [
      ['fingerprint', r.protocol.fingerprint],
      ['reported build', r.model.build.model],
      ['git sha', r.environment.git_sha],
      ['Node version', r.environment.node],
    ]
      .filter(([, v]) => !v)
      .map(([what]) => `${r.model.id}: ${what}`),
  );
  const singles = runs.filter((r) => r.protocol.repeats < 3);
  const noBaseline = data.models.filter((m) => m.verdict === 'no-baseline').map((m) => m.model);
  return [
    line(
      true,
      claimed
        ? `vendor scores are shown (${claimed} of ${data.models.length} models) but not gated on: the gate uses only the re-measured Δ`
        : 'no vendor score is gated on: the gate uses only the re-measured Δ',
    ),
    line(
      runs.length > 0,
      `the slice was re-measured against a threshold set before the run (max drop ${data.maxDrop.toFixed(1)} points from the config)`,
    ),
    line(
      runs.length > 0,
      'harness, grader and split are fixed in versioned config, identified by the protocol id',
    ),
    line(
      missing.length === 0,
      missing.length
        ? `metadata missing: ${cell(missing.join('; '))}`
        : 'fingerprint and environment metadata are complete',
    ),
    line(
      singles.length === 0,
      singles.length
        ? `variance: single-run (repeats < 3) for ${cell(singles.map((r) => r.model.id).join(', '))}; std not measured`
        : 'variance is recorded (repeats ≥ 3)',
    ),
    line(
      noBaseline.length === 0,
      noBaseline.length
        ? `results are stored, but no baseline gates ${cell(noBaseline.join(', '))} yet`
        : 'results are stored and the regression gate is active for every model',
    ),
    line(
      protocols.size <= 1,
      protocols.size <= 1
        ? 'all compared rows share one protocol'
        : `the compared rows span ${protocols.size} protocols: scores across them are not comparable`,
    ),
  ];
}

/** Score per build over the history, one Mermaid chart per model (last 20 runs). */
function trends(data: ReportData): string[] {
  const byModel = new Map<string, TrendRun[]>();
  for (const run of [...data.history, ...data.runs]) {
    if (run.aggregates.score === null) continue;
    const list = byModel.get(run.model.id) ?? [];
    if (!list.some((r) => r.run_id === run.run_id)) list.push(run);
    byModel.set(run.model.id, list);
  }
  const charts: string[] = [];
  for (const [model, runs] of byModel) {
    if (runs.length < 2) continue;
    const recent = runs.slice(-20);
    const labels = recent.map(
      (r) =>
        `"${mermaidText(`${r.environment.started_at.slice(5, 10)} ${r.model.build.model ?? ''}`)}"`,
    );
    const scores = recent.map((r) => r.aggregates.score!.toFixed(1));
    charts.push(
      '```mermaid',
      'xychart-beta',
      `  title "${mermaidText(model)}: score per run"`,
      `  x-axis [${labels.join(', ')}]`,
      '  y-axis "score" 0 --> 100',
      `  line [${scores.join(', ')}]`,
      '```',
      '',
    );
  }
  return section('Trends', charts);
}

function errorSection(data: ReportData): string[] {
  const rows: string[] = [];
  for (const run of data.runs) {
    for (const item of run.items) {
      if (item.error === null || rows.length >= 20) continue;
      rows.push(
        `| ${cell(run.model.id)} | ${cell(String(item.id))} | ${item.repeat} | ${cell(excerpt(item.error, 120))} |`,
      );
    }
  }
  const total = data.runs.reduce((a, r) => a + r.aggregates.errors, 0);
  if (total === 0) return [];
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
export function cell(text: string): string {
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
export function code(text: string): string {
  const inert = text
    .replace(/[\r\n]+/g, ' ')
    .replace(/`/g, "'")
    .replace(/\|/g, '\\|')
    .replace(/([<@])/g, '$1\u200b');
  return `\`${inert}\``;
}

function excerpt(text: string | undefined, length = 80): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function mermaidText(text: string): string {
  return text.replace(/["[\]\r\n;`]/g, ' ').slice(0, 40);
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown host';
  }
}
