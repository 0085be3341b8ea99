import { signed, type ModelDiff, type Verdict } from '../diff.js';

const ICON: Record<Verdict, string> = {
  pass: '✅',
  regressed: '❌',
  'within-noise': '〰️',
  incomparable: '⚠️',
  'no-baseline': '🆕',
  errored: '💥',
  frozen: '🧊',
};

export interface GateReportInput {
  suite: string;
  verdict: Verdict;
  failed: boolean;
  fingerprint: string;
  protocolId: string;
  maxDrop: number;
  models: ModelDiff[];
}

/** How much the report says beyond the table: all of it, flip counts without ids, or nothing. */
type Detail = 'full' | 'counts' | 'table';

/**
 * The report within `limit` characters (a PR comment or issue body): detail is dropped in
 * stages (flip ids, then the per-model notes, then table rows) until it fits, and says so.
 */
export function fitMarkdown(input: GateReportInput, limit: number): string {
  for (const detail of ['full', 'counts', 'table'] as const) {
    const text = gateMarkdown(input, detail);
    if (text.length <= limit) return text;
  }
  const note =
    '\n_The table was cut to fit; the job summary and the report file have every row._\n';
  const text = gateMarkdown(input, 'table');
  const cut = text.lastIndexOf('\n', limit - note.length);
  return `${text.slice(0, cut)}\n${note}`;
}

/** The gate's markdown report (stdout of `evalgate gate`, `--report FILE`). Pure: data in, text out. */
export function gateMarkdown(input: GateReportInput, detail: Detail = 'full'): string {
  const lines: string[] = [];
  const outcome = input.failed ? 'the gate fails' : 'the gate passes';
  lines.push(
    `## ${ICON[input.verdict]} evalgate ${input.suite}: ${input.verdict} (${outcome})`,
    '',
  );
  lines.push(
    `Slice \`${input.fingerprint.slice(0, 12)}\`, protocol \`${input.protocolId.slice(0, 12)}\`, threshold: a drop of ${input.maxDrop.toFixed(1)} points or more fails.`,
    '',
  );
  lines.push(
    '| model | build | score | baseline | Δ | 95% CI of Δ | p (McNemar) | min. detectable drop | verdict |',
    '|---|---|---:|---:|---:|---|---:|---:|---|',
  );
  for (const m of input.models) {
    const score =
      m.score === null
        ? 'n/a'
        : `${m.score.toFixed(1)}${m.repeats > 1 ? ` ± ${m.std.toFixed(1)}` : ''}`;
    lines.push(
      `| ${cell(m.model)} | ${cell(m.build ?? '')} | ${score} | ${m.baseline === null ? '–' : m.baseline.toFixed(1)} | ${m.delta === null ? '–' : signed(m.delta)} | ${m.ci ? `${signed(m.ci.low)} … ${signed(m.ci.high)}` : '–'} | ${m.p_value === null ? '–' : m.p_value.toPrecision(2)} | ${m.min_detectable_drop === null ? '–' : m.min_detectable_drop.toFixed(1)} | ${ICON[m.verdict]} ${m.verdict} |`,
    );
  }
  lines.push('');
  if (detail === 'table') {
    lines.push('_Details were left out to fit; the job summary and the report file have them._');
    return `${lines.join('\n')}\n`;
  }
  for (const m of input.models) {
    lines.push(`- **${cell(m.model)}**: ${cell(m.reason)}.`);
    if (m.differences.length) {
      for (const d of m.differences) {
        lines.push(`  - ${d.part}: \`${short(d.old)}\` → \`${short(d.new)}\``);
      }
    }
    if (m.flips.regressed.length || m.flips.fixed.length) {
      lines.push(
        detail === 'full'
          ? `  - flips: ${m.flips.regressed.length} right → wrong (${ids(m.flips.regressed)}), ${m.flips.fixed.length} wrong → right (${ids(m.flips.fixed)})`
          : `  - flips: ${m.flips.regressed.length} right → wrong, ${m.flips.fixed.length} wrong → right`,
      );
    }
    if (m.min_detectable_drop !== null && m.min_detectable_drop > input.maxDrop) {
      lines.push(
        `  - with ${m.n} items this slice cannot reliably detect a drop smaller than ${m.min_detectable_drop.toFixed(1)} points (80% power); the ${input.maxDrop.toFixed(1)}-point threshold is below what it can see`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Untrusted text in a table cell: no pipes, no newlines, no HTML, no @mentions. */
export function cell(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/@/g, '@\u200b');
}

function ids(list: (string | number)[]): string {
  if (list.length === 0) return 'none';
  const shown = list.slice(0, 10).map((id) => cell(String(id)));
  return `${shown.join(', ')}${list.length > 10 ? `, … ${list.length - 10} more` : ''}`;
}

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return cell(text.length > 80 ? `${text.slice(0, 77)}...` : text).replace(/`/g, "'");
}
