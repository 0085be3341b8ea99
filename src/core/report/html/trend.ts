import type { TrendRun } from '../../summary.js';
import type { ReportData } from '../types.js';
import { esc } from './escape.js';

const PALETTE = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b'];
const CHART = { width: 760, height: 300, left: 48, right: 44, top: 16, bottom: 40 };
/** The x labels' font size (`#trend .tick` in the style) and the least space between two. */
export const TICK_FONT = 11;
const TICK_GAP = 8;

/**
 * Score per run for each model over the history and this gate's runs, as an inline SVG. Runs are
 * placed one slot each in start order (input order when a start time does not parse), so runs of
 * the same day spread out instead of stacking; every point names its build.
 */
export function trendChart(data: ReportData): string {
  const runs = trendRuns(data.history, data.runs);
  if (runs.length === 0) return '<section><h2>Trend</h2><p>No scored runs yet.</p></section>';

  const { width, height, left, right, top, bottom } = CHART;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const xOf = (slot: number) =>
    left + (runs.length === 1 ? plotW / 2 : (slot / (runs.length - 1)) * plotW);
  const yOf = (score: number) => top + plotH - (Math.max(0, Math.min(100, score)) / 100) * plotH;
  const fix = (v: number) => v.toFixed(1);

  const parts: string[] = [];
  for (let s = 0; s <= 100; s += 20) {
    const y = fix(yOf(s));
    parts.push(
      `<line class="grid" x1="${left}" x2="${width - right}" y1="${y}" y2="${y}"/>`,
      `<text class="tick" x="${left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${s}</text>`,
    );
  }
  const byTime = runs.every((r) => Number.isFinite(Date.parse(r.environment.started_at)));
  const candidates = runs.flatMap((r, slot) => {
    const day = r.environment.started_at.slice(0, 10);
    if (!byTime) return [{ x: xOf(slot), text: `#${slot + 1}` }];
    const previous = runs[slot - 1]?.environment.started_at.slice(0, 10);
    return day === previous ? [] : [{ x: xOf(slot), text: day }];
  });
  for (const label of placeLabels(candidates, 0, width)) {
    parts.push(
      `<text class="tick x" x="${fix(label.x)}" y="${height - bottom + 18}" text-anchor="middle">${esc(label.text)}</text>`,
    );
  }
  parts.push(
    `<line class="axis" x1="${left}" x2="${left}" y1="${top}" y2="${top + plotH}"/>`,
    `<line class="axis" x1="${left}" x2="${width - right}" y1="${top + plotH}" y2="${top + plotH}"/>`,
    `<text class="label" x="12" y="${top + plotH / 2}" transform="rotate(-90 12 ${top + plotH / 2})" text-anchor="middle">score</text>`,
    `<text class="label" x="${left + plotW / 2}" y="${height - 4}" text-anchor="middle">${byTime ? 'runs in start order, by the day of the first run shown' : 'runs in order'}</text>`,
  );

  const models = [...new Set(runs.map((r) => r.model.id))];
  const legend: string[] = [];
  models.forEach((model, k) => {
    const color = PALETTE[k % PALETTE.length]!;
    const points = runs
      .map((r, slot) => ({ r, x: fix(xOf(slot)), y: fix(yOf(r.aggregates.score!)) }))
      .filter(({ r }) => r.model.id === model);
    parts.push(
      `<g class="series" data-model="${esc(model)}">`,
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((p) => `${p.x},${p.y}`).join(' ')}"/>`,
      ...points.map(({ r, x, y }) => {
        const build = buildOf(r);
        const tip = `${model} · build ${build} · score ${r.aggregates.score!.toFixed(1)} · ${r.environment.started_at}`;
        return `<circle cx="${x}" cy="${y}" r="4" fill="${color}" data-build="${esc(build)}" data-run="${esc(r.run_id)}"><title>${esc(tip)}</title></circle>`;
      }),
      '</g>',
    );
    legend.push(
      `<li><svg width="24" height="10" aria-hidden="true"><line x1="0" x2="24" y1="5" y2="5" stroke="${color}" stroke-width="3"/></svg> ${esc(model)}</li>`,
    );
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
export function trendRuns(history: readonly TrendRun[], current: readonly TrendRun[]): TrendRun[] {
  const seen = new Set<string>();
  const runs: TrendRun[] = [];
  for (const run of [...history.filter((r) => r.replay_of === undefined), ...current]) {
    if (run.aggregates.score === null || seen.has(run.run_id)) continue;
    seen.add(run.run_id);
    runs.push(run);
  }
  const times = runs.map((r) => Date.parse(r.environment.started_at));
  if (!times.every((t) => Number.isFinite(t))) return runs;
  return runs
    .map((r, i) => ({ r, t: times[i]!, i }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ r }) => r);
}

function buildOf(run: TrendRun): string {
  return run.model.build.model ?? run.model.requested ?? 'not reported';
}

export interface PlacedLabel {
  x: number;
  text: string;
  /** The label's box as estimated: [left, right]. */
  box: [number, number];
}

/**
 * Which x labels to draw, centred on their x: left to right, a label is kept only when its box
 * (its estimated width, moved inside [min, max] where it would stick out) starts at least a gap
 * after the last kept one ends, so no two labels overprint however close their points are. The
 * last label (the newest run) is always kept, in place of those it would overlap.
 */
export function placeLabels(
  candidates: readonly { x: number; text: string }[],
  min: number,
  max: number,
): PlacedLabel[] {
  const boxed = [...candidates]
    .sort((a, b) => a.x - b.x)
    .map(({ x, text }): PlacedLabel => {
      const w = textWidth(text, TICK_FONT);
      const centre = Math.min(Math.max(x, min + w / 2), max - w / 2);
      return { x: centre, text, box: [centre - w / 2, centre + w / 2] };
    });
  const placed: PlacedLabel[] = [];
  for (const label of boxed) {
    const end = placed.at(-1)?.box[1] ?? -Infinity;
    if (label.box[0] >= end + TICK_GAP) placed.push(label);
  }
  const last = boxed.at(-1);
  if (last && placed.at(-1) !== last) {
    while (placed.length && placed.at(-1)!.box[1] + TICK_GAP > last.box[0]) placed.pop();
    placed.push(last);
  }
  return placed;
}

/**
 * An upper estimate of the width of `text` in a sans-serif font of `size` px, per character
 * class (DejaVu Sans, the widest common default, has 0.64 em digits and 0.84 em `#`).
 */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const c of text) {
    if (/[0-9]/.test(c)) em += 0.66;
    else if (/[-.,:;!|'il ]/.test(c)) em += 0.42;
    else if (/[#%&@mwMW]/.test(c)) em += 1.02;
    else em += 0.8;
  }
  return em * size;
}
