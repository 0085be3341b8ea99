import { describe, expect, it } from 'vitest';
import type { ModelDiff } from '../../../src/core/diff.js';
import {
  cell,
  fitMarkdown,
  gateMarkdown,
  type GateReportInput,
} from '../../../src/core/report/markdown.js';

function diff(model: string, flips: number): ModelDiff {
  const ids = Array.from({ length: flips }, (_, i) => `item-${i}`);
  return {
    model,
    build: `${model}-build`,
    verdict: 'regressed',
    reason: 'Δ -21.3 reaches the -2.0-point threshold',
    score: 60,
    std: 0,
    baseline: 81.3,
    baseline_build: 'old',
    delta: -21.3,
    ci: { low: -22, high: -20.6 },
    p_value: 1e-300,
    min_detectable_drop: 0.9,
    flips: { regressed: ids, fixed: ids.slice(0, 10) },
    differs: [],
    differences: [],
    n: 14_080,
    repeats: 1,
    errors: 0,
    error_rate: 0,
    claimed: null,
    delta_vs_claimed: null,
    protocol_id: 'p'.repeat(64),
    run_id: 'r',
    baseline_run_id: 'b',
  };
}

const input = (models: ModelDiff[]): GateReportInput => ({
  suite: 'big',
  verdict: 'regressed',
  failed: true,
  fingerprint: 'f'.repeat(64),
  protocolId: 'p'.repeat(64),
  maxDrop: 2,
  models,
});

describe('fitting the report under GitHub’s 65,536-character limit', () => {
  it('a 14,080-item slice with 3,000 flips stays well under the limit with full detail', () => {
    const text = fitMarkdown(input([diff('vendor/model', 3000)]), 65_000);
    expect(text.length).toBeLessThan(65_536);
    expect(text).toContain('3000 right → wrong (item-0, item-1');
  });

  it('drops detail in stages as the report grows: ids, then notes, then rows', () => {
    const many = input(Array.from({ length: 170 }, (_, i) => diff(`vendor/model-${i}`, 3000)));
    expect(gateMarkdown(many).length).toBeGreaterThan(65_000);
    const fitted = fitMarkdown(many, 65_000);
    expect(fitted.length).toBeLessThanOrEqual(65_000);
    expect(fitted).toContain('3000 right → wrong, 10 wrong → right'); // counts kept, ids dropped

    const huge = input(Array.from({ length: 2000 }, (_, i) => diff(`vendor/model-${i}`, 3000)));
    const table = fitMarkdown(huge, 65_000);
    expect(table.length).toBeLessThanOrEqual(65_000);
    expect(table).toContain('The table was cut to fit');
  });
});

describe('untrusted text in the report', () => {
  it('cannot break a table row, inject HTML or mention anyone', () => {
    const text = cell('a | b\nc <script>alert(1)</script> @team');
    expect(text).not.toMatch(/(?<!\\)\|/);
    expect(text).not.toContain('\n');
    expect(text).not.toContain('<script>');
    expect(text).not.toMatch(/@team/);
  });
});
