import { signed, type ModelDiff, type Verdict } from '../diff.js';

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
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
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
 * report. Plain text: callers escape it for their format.
 */
export function detectableNote(m: ModelDiff, maxDrop: number): string | undefined {
  if (m.min_flips !== null && m.n > 0 && m.n < m.min_flips && m.verdict !== 'missing') {
    return `with ${m.n} item${m.n === 1 ? '' : 's'} no drop can be significant: the exact McNemar test needs at least ${m.min_flips} items flipping one way`;
  }
  if (m.min_detectable_drop !== null && m.min_detectable_drop > maxDrop) {
    return `with ${m.n} items this slice cannot reliably detect a drop smaller than ${m.min_detectable_drop.toFixed(1)} points (80% power)`;
  }
  return undefined;
}
