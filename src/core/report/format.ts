import { signed, type ModelDiff, type Verdict } from '../diff.js';
import { itemsToDetect } from '../stats.js';
import type { ReportData } from './types.js';

/** Number formatting shared by the markdown and HTML reports, so both say the same thing. */
export function num(value: number | null): string {
  return value === null ? '–' : value.toFixed(1);
}

export function delta(value: number | null): string {
  return value === null ? '–' : signed(value);
}

/** A p-value in two significant digits, as both reports print it. */
export function pValue(value: number | null): string {
  return value === null ? '–' : value.toPrecision(2);
}

/** A protocol value as short text (80 characters at most); callers escape it for their format. */
export function clip(value: unknown): string {
  // JSON.stringify gives undefined for undefined: an absent value is shown as nothing.
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Two versions of a protocol value as short text, each showing where they differ: objects are
 * narrowed to the keys whose values differ (recursively) before clipping, so a judge whose model
 * changed reads `{"model":"judge-2"}`, not the same 77 characters of endpoint twice.
 */
export function clipPair(old: unknown, now: unknown): [string, string] {
  const [a, b] = narrow(old, now);
  return [clip(a), clip(b)];
}

function narrow(a: unknown, b: unknown): [unknown, unknown] {
  const plain = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!plain(a) || !plain(b)) return [a, b];
  if (clip(a).length < 80 && clip(b).length < 80) return [a, b];
  const outA: Record<string, unknown> = {};
  const outB: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) === JSON.stringify(b[key])) continue;
    const [x, y] = narrow(a[key], b[key]);
    if (key in a) outA[key] = x;
    if (key in b) outB[key] = y;
  }
  return [outA, outB];
}

/** One icon per verdict, the same in every report. */
export const ICON: Record<Verdict, string> = {
  pass: '✅',
  regressed: '❌',
  'within-noise': '〰️',
  incomparable: '⚠️',
  'no-baseline': '🆕',
  errored: '💥',
  frozen: '🧊',
  'bar-changed': '🚧',
  missing: '❔',
};

/**
 * The sentence on what this slice can see, when the threshold is below it; the same in every
 * report. When a drop is significant all the same it says why (the detectable drop assumes flips
 * both ways at the observed rate; these went mostly one way), and with per-item data it names the
 * slice size that would see the threshold at the observed rate of flips. Plain text: callers
 * escape it for their format.
 */
export function detectableNote(m: ModelDiff, maxDrop: number, alpha = 0.05): string | undefined {
  if (m.min_flips !== null && m.n > 0 && m.n < m.min_flips && m.verdict !== 'missing') {
    return `with ${m.n} item${m.n === 1 ? '' : 's'} no drop can be significant: the exact McNemar test needs at least ${m.min_flips} items flipping one way`;
  }
  const mdd = m.min_detectable_drop;
  if (mdd === null || mdd <= maxDrop) return undefined;
  const parts = [
    `with ${m.n} items this slice cannot reliably detect a drop smaller than ${mdd.toFixed(1)} points (80% power)`,
  ];
  const down = m.flips.regressed.length;
  const up = m.flips.fixed.length;
  if (
    m.delta !== null &&
    m.delta < 0 &&
    -m.delta < mdd &&
    m.p_value !== null &&
    m.p_value < alpha
  ) {
    parts.push(
      `this drop is significant anyway (p = ${pValue(m.p_value)}) because its flips went mostly one way (${down} right → wrong, ${up} wrong → right)`,
    );
  }
  const threshold = `the ${maxDrop.toFixed(1)}-point threshold is below what it can see`;
  const needed =
    m.p_value !== null && m.n > 0 && maxDrop > 0
      ? itemsToDetect(maxDrop, Math.min(1, (down + up) / m.n), alpha)
      : Infinity;
  parts.push(
    Number.isFinite(needed)
      ? `${threshold}: at this rate of flips (${down + up} of ${m.n} items) a slice of ${needed} items would see it`
      : threshold,
  );
  return parts.join('; ');
}

/** Which columns of the model table carry information: a column empty on every row is left out. */
export interface ModelColumns {
  claimed: boolean;
  /** The slice fingerprint per row, unless every row shares the header's. */
  slice: boolean;
}

export function modelColumns(data: ReportData): ModelColumns {
  const first = data.runs[0]?.protocol.fingerprint;
  return {
    claimed: data.models.some((m) => m.claimed !== null || m.delta_vs_claimed !== null),
    slice:
      data.runs.length !== data.models.length ||
      data.runs.some((r) => r.protocol.fingerprint !== first),
  };
}
