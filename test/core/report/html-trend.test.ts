import { describe, expect, it } from 'vitest';
import {
  placeLabels,
  textWidth,
  TICK_FONT,
  trendChart,
  trendRuns,
} from '../../../src/core/report/html/trend.js';
import type { RunRecord } from '../../../src/core/record.js';
import { compactHistory } from '../../e2e/large-report.js';
import { reportData } from './html-fixtures.js';

/** Pairs of boxes that overlap or come closer than `gap`. */
function overlaps(boxes: [number, number][], gap = 0): [number, number][][] {
  const sorted = [...boxes].sort((a, b) => a[0] - b[0]);
  return sorted
    .slice(1)
    .flatMap((box, i) => (box[0] < sorted[i]![1] + gap ? [[sorted[i]!, box]] : []));
}

/** One compact history entry (only the fields a store's index keeps). */
function entry(
  run_id: string,
  model: string,
  build: string | null,
  at: string,
  score: number | null,
) {
  return {
    run_id,
    model: { id: model, requested: `${model}-requested`, build: { model: build } },
    environment: { started_at: at },
    aggregates: { score },
  } as unknown as RunRecord;
}

describe('trend labels', () => {
  it('keeps no two label boxes overlapping, however close their points, all inside the chart', () => {
    const cases = [
      Array.from({ length: 60 }, (_, i) => ({ x: 100 + i * 0.5, text: `2026-11-${10 + (i % 3)}` })),
      Array.from({ length: 200 }, (_, i) => ({ x: (i * 7) % 760, text: `#${i + 1}` })),
      [
        { x: -20, text: '2026-01-01' },
        { x: 2, text: '2026-01-02' },
        { x: 758, text: '2026-12-31' },
      ],
    ];
    for (const candidates of cases) {
      const placed = placeLabels(candidates, 0, 760);
      expect(placed.length).toBeGreaterThan(0);
      expect(
        overlaps(
          placed.map((p) => p.box),
          8,
        ),
      ).toEqual([]);
      for (const p of placed) {
        expect(p.box[0]).toBeGreaterThanOrEqual(0);
        expect(p.box[1]).toBeLessThanOrEqual(760);
        expect(p.box[1] - p.box[0]).toBeCloseTo(textWidth(p.text, TICK_FONT));
      }
    }
    // The last label is always kept, in place of those it would overlap.
    const crowded = placeLabels(
      [
        { x: 300, text: '2026-11-01' },
        { x: 310, text: '2026-11-02' },
      ],
      0,
      760,
    );
    expect(crowded.map((p) => p.text)).toEqual(['2026-11-02']);
    // Far apart, every label stays.
    const spread = Array.from({ length: 6 }, (_, i) => ({
      x: 60 + i * 120,
      text: `2026-11-0${i}`,
    }));
    expect(placeLabels(spread, 0, 760).map((p) => p.text)).toEqual(spread.map((c) => c.text));
  });

  it('estimates widths generously: wider text, wider box', () => {
    expect(textWidth('2026-11-20', 11)).toBeGreaterThan(10 * 0.55 * 11);
    expect(textWidth('#100', 11)).toBeGreaterThan(textWidth('100', 11));
    expect(textWidth('mmm', 11)).toBeGreaterThan(textWidth('iii', 11));
  });
});

describe('the trend chart', () => {
  const data = reportData();
  data.history = compactHistory();
  data.runs = data.runs.map((run) => ({
    ...run,
    environment: { ...run.environment, started_at: '2026-12-01T08:00:00Z' },
  }));
  const svg = trendChart(data);

  it('draws every run from compact history entries, in start order, replays left out', () => {
    const runs = trendRuns(data.history, data.runs);
    // 24 gates × 3 models, minus the 3 replays, plus this gate's 2 runs.
    expect(runs).toHaveLength(24 * 3 - 3 + 2);
    const times = runs.map((r) => Date.parse(r.environment.started_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(svg.match(/<circle /g)).toHaveLength(runs.length);
    expect(svg).not.toContain('data-run="g5-');
  });

  it('gives every point its build, in a data attribute and in its title', () => {
    const circles = [
      ...svg.matchAll(
        /<circle [^>]*data-build="([^"]*)" data-run="([^"]*)"><title>([^<]*)<\/title>/g,
      ),
    ];
    const runs = trendRuns(data.history, data.runs);
    expect(circles).toHaveLength(runs.length);
    const byRun = new Map(runs.map((r) => [r.run_id, r]));
    for (const [, build, run, title] of circles) {
      const r = byRun.get(run!);
      expect(r, run).toBeDefined();
      const expected = r!.model.build.model ?? r!.model.requested ?? 'not reported';
      expect(build!.replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toBe(expected);
      expect(title).toContain(`· build ${build} ·`);
    }
    // A run that reports no build is named by what was requested.
    const fallback = trendChart({
      ...data,
      history: [entry('x1', 'vendor/x', null, '2026-11-01T00:00:00Z', 50)],
      runs: [],
    });
    expect(fallback).toContain('data-build="vendor/x-requested"');
  });

  it('labels each day once, on its first run, and no two x labels overlap, with many same-day runs', () => {
    const labels = [...svg.matchAll(/<text class="tick x" x="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map(
      ([, x, text]) => ({ x: Number(x), text: text! }),
    );
    expect(labels.length).toBeGreaterThan(3);
    expect(new Set(labels.map((l) => l.text)).size).toBe(labels.length);
    const boxes = labels.map(({ x, text }): [number, number] => {
      const w = textWidth(text, TICK_FONT);
      return [x - w / 2, x + w / 2];
    });
    expect(overlaps(boxes, 8)).toEqual([]);
    // Each label is a day of the runs, in order; the newest run's day is always labelled.
    const days = [
      ...new Set(
        trendRuns(data.history, data.runs).map((r) => r.environment.started_at.slice(0, 10)),
      ),
    ];
    const texts = labels.map((l) => l.text);
    expect(texts).toEqual(days.filter((d) => texts.includes(d)));
    expect(texts[0]).toBe('2026-11-01');
    expect(texts.at(-1)).toBe('2026-12-01');
  });

  it('numbers the runs when a start time does not parse', () => {
    const svgByOrder = trendChart({
      ...data,
      history: Array.from({ length: 40 }, (_, i) => entry(`r${i}`, 'm', `b${i}`, 'yesterday', 50)),
      runs: [],
    });
    const labels = [...svgByOrder.matchAll(/<text class="tick x"[^>]*>([^<]*)<\/text>/g)].map(
      (m) => m[1],
    );
    expect(labels[0]).toBe('#1');
    expect(labels.length).toBeLessThan(40);
    expect(svgByOrder).toContain('runs in order');
  });
});
