import { describe, expect, it } from 'vitest';
import { gateMarkdown } from '../../../src/core/report/markdown.js';
import { htmlReport } from '../../../src/core/report/html.js';
import { itemsToDetect } from '../../../src/core/stats.js';
import { record, report } from './report-fixtures.js';

/** The page's head (verdict line), model table and reasons: what these cases change. */
function htmlTop(html: string): string {
  return html.slice(html.indexOf('<header'), html.indexOf('<h2>Trend</h2>'));
}

const base = (model: string, claimed: number | null) =>
  record({ model, build: 'build-a', n: 100, right: (i) => i < 60, day: 1, claimed });

describe('reports at a glance', () => {
  it('(a) no claimed scores: no claimed columns, and no question column when none is known', () => {
    const runs = ['vendor/model-a', 'vendor/model-b'].map((model) =>
      record({ model, build: 'build-b', n: 100, right: (i) => i < 58, day: 2, claimed: null }),
    );
    const data = report(
      runs,
      runs.map((r) => base(r.model.id, null)),
      { questions: {} },
    );
    const text = gateMarkdown(data);
    expect(text).toContain(
      '| model | build | measured | baseline | Δ vs baseline | p | verdict |\n|---|---|---:|---:|---:|---:|---|\n',
    );
    expect(text).not.toMatch(/claimed \|/);
    expect(text).toContain('| `vendor/model-a` | `build-b` | 58.0 | 60.0 | -2.0 |');
    expect(text).toContain('| item |\n|---|\n| q58 |');
    expect(text).toMatchSnapshot();
    const html = htmlReport(data);
    expect(html).not.toContain('<th>claimed</th>');
    expect(html).not.toContain('<th>Δ vs claimed</th>');
    expect(html).not.toContain('<th>question</th>');
    expect(html).toContain('<td class="id">vendor/model-a</td>');
    expect(html).toMatch(/td\.id \{ white-space: nowrap; overflow-wrap: normal;/);
    expect(htmlTop(html)).toMatchSnapshot();
  });

  it('(b) one shared slice: its hash in the header and no slice column; two slices keep it', () => {
    const runs = ['vendor/model-a', 'vendor/model-b'].map((model) =>
      record({ model, build: 'build-b', n: 100, right: (i) => i < 60, day: 2 }),
    );
    const data = report(
      runs,
      runs.map((r) => base(r.model.id, 84.5)),
    );
    const text = gateMarkdown(data);
    expect(text).toContain('Slice `ffffffffffff` (100 items)');
    expect(text).not.toContain('| slice |');
    // Once above the table, not on every row (the protocol card below states it in full).
    expect(text.slice(0, text.indexOf('\n- **')).match(/ffffffffffff/g)).toHaveLength(1);
    expect(text).toMatchSnapshot();
    const html = htmlReport(data);
    expect(html).toContain('Slice <code>ffffffffffff</code> (100 items)');
    expect(html).not.toContain('<th>slice</th>');
    expect(htmlTop(html)).toMatchSnapshot();

    runs[1]!.protocol.fingerprint = 'e'.repeat(64);
    const two = report(
      runs,
      runs.map((r) => base(r.model.id, 84.5)),
    );
    expect(gateMarkdown(two)).toContain('| verdict | slice |');
    expect(gateMarkdown(two)).toContain('| ✅ pass | `eeeeeeeeeeee` |');
    expect(htmlReport(two)).toContain('<th>slice</th>');
  });

  it('(c) a significant drop below the detectable drop: why it is flagged, and the slice size needed', () => {
    // 25 right → wrong and 10 wrong → right: Δ −15.0, 35% of items flip, p ≈ 0.017.
    const run = record({
      model: 'vendor/model-a',
      build: 'build-b',
      n: 100,
      right: (i) => i >= 25 && i < 70,
      day: 2,
    });
    const data = report([run], [base('vendor/model-a', 84.5)]);
    const m = data.models[0]!;
    expect(m.delta).toBe(-15);
    expect(m.verdict).toBe('regressed');
    expect(m.p_value!).toBeLessThan(0.05);
    expect(m.min_detectable_drop!).toBeGreaterThan(15);
    const needed = itemsToDetect(2, 0.35);
    expect(needed).toBeGreaterThan(100);
    const sentence = `with 100 items this slice cannot reliably detect a drop smaller than ${m.min_detectable_drop!.toFixed(1)} points (80% power); this drop is significant anyway (p = ${m.p_value!.toPrecision(2)}) because its flips went mostly one way (25 right → wrong, 10 wrong → right); the 2.0-point threshold is below what it can see: at this rate of flips (35 of 100 items) a slice of ${needed} items would see it`;
    const text = gateMarkdown(data);
    expect(text).toContain(`  - ${sentence}\n`);
    expect(text).toMatchSnapshot();
    const html = htmlReport(data);
    expect(html).toContain(`<li>${sentence}</li>`);
    expect(htmlTop(html)).toMatchSnapshot();

    // Not significant at the gate's alpha: no such clause.
    const strict = gateMarkdown({ ...data, alpha: 0.01 });
    expect(strict).not.toContain('significant anyway');
    expect(strict).toContain(`a slice of ${itemsToDetect(2, 0.35, 0.01)} items would see it`);
  });
});
