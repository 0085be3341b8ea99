import { describe, expect, it } from 'vitest';
import { fitMarkdown, gateMarkdown } from '../../../src/core/report/markdown.js';
import { GATE, record, report } from './report-fixtures.js';
import { diffRun } from '../../../src/core/diff.js';

const baseline = record({ build: 'build-a', n: 100, right: (i) => (i * 37) % 100 < 80, day: 1 });

describe('markdown report snapshots, one per verdict', () => {
  it('pass', () => {
    const run = record({ build: 'build-a2', n: 100, right: (i) => (i * 37) % 100 < 80, day: 2 });
    expect(gateMarkdown(report([run], [baseline], {}, [baseline]))).toMatchSnapshot();
  });

  it('regressed', () => {
    const run = record({ build: 'build-b', n: 100, right: (i) => (i * 37) % 100 < 72, day: 2 });
    const text = gateMarkdown(report([run], [baseline], {}, [baseline]));
    expect(text.split('\n')[0]).toBe('## ❌ evalgate demo: regressed (the gate fails)');
    expect(text).toMatchSnapshot();
  });

  it('within-noise', () => {
    const run = record({ build: 'build-d', n: 100, right: (i) => (i * 37) % 100 < 77, day: 2 });
    const data = report([run], [baseline]);
    data.models = [diffRun(run, baseline, { ...GATE, significance: 'require' })];
    data.verdict = 'within-noise';
    data.failed = false;
    expect(data.models[0]!.verdict).toBe('within-noise');
    expect(gateMarkdown(data)).toMatchSnapshot();
  });

  it('incomparable', () => {
    const run = record({
      build: 'build-a',
      n: 100,
      right: () => true,
      day: 2,
      template: 'x'.repeat(64),
    });
    const text = gateMarkdown(report([run], [baseline]));
    expect(text).toContain('template');
    expect(text).toMatchSnapshot();
  });

  it('no-baseline', () => {
    const run = record({
      build: 'build-a',
      n: 100,
      right: (i) => i % 2 === 0,
      day: 2,
      claimed: null,
    });
    expect(gateMarkdown(report([run], [undefined]))).toMatchSnapshot();
  });

  it('frozen', () => {
    const run = record({ build: 'build-b', n: 100, right: (i) => (i * 37) % 100 < 72, day: 2 });
    const data = report([run], [baseline]);
    data.models = data.models.map((m) => ({
      ...m,
      verdict: 'frozen',
      reason: 'frozen as the new baseline',
    }));
    data.verdict = 'frozen';
    data.failed = false;
    expect(gateMarkdown(data)).toMatchSnapshot();
  });
});

describe('fitting the report under GitHub’s 65,536-character limit', () => {
  it('a 14,080-item slice with 3,000 flips stays under the limit', () => {
    const big = record({ build: 'a', n: 14_080, right: (i) => i % 10 !== 0, day: 1 });
    const run = record({
      build: 'b',
      n: 14_080,
      right: (i) => i % 10 !== 0 && i % 14_080 >= 3000,
      day: 2,
    });
    const data = report([run], [big]);
    expect(data.models[0]!.flips.regressed.length).toBeGreaterThan(2500);
    const text = fitMarkdown(data, 65_000);
    expect(text.length).toBeLessThan(65_536);
    expect(text).toContain('right → wrong');
  });

  it('drops detail in stages as the report grows, and says so', () => {
    const runs = Array.from({ length: 400 }, (_, i) =>
      record({ model: `vendor/model-${i}`, build: 'b', n: 50, right: (j) => j % 3 !== 0, day: 2 }),
    );
    const bases = runs.map((r) => ({
      ...r,
      run_id: `${r.run_id}-base`,
      items: r.items.map((it) => ({ ...it, correct: true, score: 1 })),
    }));
    const data = report(
      runs,
      bases.map((b) => ({ ...b, aggregates: { ...b.aggregates, score: 100 } })),
    );
    expect(gateMarkdown(data).length).toBeGreaterThan(65_000);
    const fitted = fitMarkdown(data, 65_000);
    expect(fitted.length).toBeLessThanOrEqual(65_000);
    expect(fitted).toMatch(/left out to fit|cut to fit/);
  });
});

describe('untrusted text in the report', () => {
  it('questions and names with <script>, |, backticks and @mentions neither break the table nor ping anyone', () => {
    const run = record({
      model: 'evil|model`@org/team',
      build: '<script>alert(1)</script>',
      n: 10,
      right: (i) => i > 4,
      day: 2,
    });
    const base = record({
      model: 'evil|model`@org/team',
      build: 'ok',
      n: 10,
      right: () => true,
      day: 1,
    });
    const data = report([run], [base]);
    data.questions = Object.fromEntries(
      run.items.map((it) => [String(it.id), 'Is `x` | <img src=x onerror=alert(1)> @everyone?']),
    );
    const text = gateMarkdown(data);
    const row = text.split('\n').find((l) => l.startsWith('| `evil'))!;
    // 9 cells (one shared slice: no slice column), never more; the id is a code span.
    expect(row.split(/(?<!\\)\|/).length).toBe(11);
    expect(row).toContain("| `evil\\|model'@\u200borg/team` |");
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('<img');
    expect(text).not.toMatch(/@everyone|@org/);
    expect(text).toContain('&lt;script&gt;');
  });
});

describe('what a slice can detect', () => {
  it('says when a slice is too small for any drop to be significant', () => {
    const small = record({ build: 'build-a', n: 4, right: () => true, day: 1 });
    const run = record({ build: 'build-b', n: 4, right: () => false, day: 2 });
    const data = report([run], [small]);
    expect(data.models[0]!.min_detectable_drop).toBeNull();
    expect(data.models[0]!.min_flips).toBe(6);
    const text = gateMarkdown(data);
    expect(text).toContain(
      '  - with 4 items no drop can be significant: the exact McNemar test needs at least 6 items flipping one way\n',
    );
  });

  it('names the drop the exact test detects with 80% power, not the least it can flag', () => {
    const run = record({ build: 'build-a2', n: 100, right: (i) => (i * 37) % 100 < 80, day: 2 });
    const data = report([run], [baseline]);
    expect(data.models[0]!.flips).toEqual({ regressed: [], fixed: [] });
    // Six one-way flips (6.0 points) can be flagged, but a 6-point drop brings them only about
    // half the time; 80% power at no flips needs 7.79 points.
    expect(data.models[0]!.min_detectable_drop).toBeCloseTo(7.79, 2);
    expect(gateMarkdown(data)).toContain(
      'cannot reliably detect a drop smaller than 7.8 points (80% power); the 2.0-point threshold is below what it can see: at this rate of flips (0 of 100 items) a slice of 394 items would see it',
    );
  });
});

describe('per-subject sections', () => {
  /**
   * 40 items over four subjects (i % 4); the baseline misses q9, q19, q29, q39 (subjects 1 and 3),
   * the run also loses q0, q4, q8, q12 (subject 0) and q1, q5 (subject 1).
   */
  function bySubject(subjects: string[]) {
    const tag = (r: ReturnType<typeof record>) => ({
      ...r,
      items: r.items.map((item, i) => ({ ...item, subject: subjects[i % 4]! })),
    });
    const lost = new Set([0, 4, 8, 12, 1, 5]);
    const base = tag(record({ build: 'a', n: 40, right: (i) => i % 10 !== 9, day: 1 }));
    const run = tag(
      record({ build: 'b', n: 40, right: (i) => i % 10 !== 9 && !lost.has(i), day: 2 }),
    );
    return report([run], [base]);
  }

  it('outside MMLU: no category table, the subjects behind the drop, subjects beside flips', () => {
    const text = gateMarkdown(bySubject(['arithmetic', 'chemistry', 'computing', 'geography']));
    expect(text).not.toContain('by MMLU category');
    const top = text.slice(text.indexOf('the subjects that lost the most'));
    expect(top.split('\n').slice(2, 6)).toEqual([
      '| subject | n | score | baseline | Δ | right → wrong | wrong → right | share of Δ | p | p (Holm, 4 subjects) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| arithmetic | 10 | 60.0 | 100.0 | -40.0 | 4 | 0 | -10.00 | 0.13 | 0.50 |',
      '| chemistry | 10 | 60.0 | 80.0 | -20.0 | 2 | 0 | -5.00 | 0.50 | 1.0 |',
    ]);
    expect(text).toContain('<summary>vendor/model: all 4 subjects</summary>');
    expect(text).toContain('| item | subject | question |');
    expect(text).toContain('| q12 | arithmetic | Question q12: which option? |');
  });

  it('MMLU subjects add the category table; the table-only stage drops both', () => {
    const data = bySubject(['anatomy', 'philosophy', 'sociology', 'virology']);
    const text = gateMarkdown(data);
    expect(text).toContain('| STEM | 10 | 60.0 | 100.0 | -40.0 | 4 | 0 | 0.13 | 0.50 |');
    expect(text).toContain('| humanities | 10 | 60.0 | 80.0 | -20.0 | 2 | 0 | 0.50 | 1.0 |');
    expect(gateMarkdown(data, 'counts')).toContain('by MMLU category');
    expect(gateMarkdown(data, 'counts')).not.toContain('all 4 subjects');
    expect(gateMarkdown(data, 'table')).not.toContain('by MMLU category');
  });

  it('subject names are untrusted text', () => {
    const text = gateMarkdown(bySubject(['<b>x</b>|`@team`', 'b', 'c', 'd']));
    expect(text).not.toContain('<b>');
    expect(text).not.toContain('@team');
    expect(text).toContain('&lt;b&gt;x&lt;/b&gt;\\|');
  });
});
