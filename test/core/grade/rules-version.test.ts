import { describe, expect, it } from 'vitest';
import { diffRun } from '../../../src/core/diff.js';
import { createGrader } from '../../../src/core/grade/index.js';
import type { RunRecord } from '../../../src/core/record.js';
import { gateMarkdown } from '../../../src/core/report/markdown.js';
import { GATE, record, report } from '../report/report-fixtures.js';

/** A record graded by `grader`, with a protocol id that follows it. */
function gradedBy(grader: Record<string, unknown>, build: string): RunRecord {
  const run = record({ build, n: 50, right: (i) => i % 5 !== 0 });
  return {
    ...run,
    protocol_id: JSON.stringify(grader).padEnd(64, '0'),
    protocol: { ...run.protocol, grader },
  };
}

describe('a baseline graded under earlier grader rules', () => {
  it.each([
    [{ kind: 'choice', match: 'first' } as const, 2, 3],
    [{ kind: 'numeric', tolerance: 0.001 } as const, 1, 2],
  ])('%j: incomparable, saying the rules changed and how to freeze again', (config, from, to) => {
    const now = createGrader(config).describe();
    expect(now.rules_version).toBe(to);
    const baseline = gradedBy({ ...now, rules_version: from }, 'build-a');
    const diff = diffRun(gradedBy(now, 'build-a'), baseline, GATE);
    expect(diff.verdict).toBe('incomparable');
    expect(diff.differs).toEqual(['grader']);
    expect(diff.reason).toContain(
      `the ${config.kind} grader's rules changed from version ${from} to version ${to}`,
    );
    expect(diff.reason).toContain('rerun `evalgate run`');
    expect(diff.reason).toContain('`evalgate freeze --config FILE --run RUN`');
    expect(diff.reason).toContain('apply the freeze label');
  });

  it('shows the note in the gate report', () => {
    const now = createGrader({ kind: 'choice', match: 'first' }).describe();
    const run = gradedBy(now, 'build-a');
    const text = gateMarkdown(report([run], [gradedBy({ ...now, rules_version: 2 }, 'build-a')]));
    expect(text).toContain("the choice grader's rules changed from version 2 to version 3");
    expect(text).toContain("rerun 'evalgate run'");
  });

  it('says nothing of rules when the grader config changed too, or not at all', () => {
    const now = createGrader({ kind: 'choice', match: 'first' }).describe();
    const otherMatch = gradedBy({ ...now, match: 'last', rules_version: 2 }, 'build-a');
    const changed = diffRun(gradedBy(now, 'build-a'), otherMatch, GATE);
    expect(changed.verdict).toBe('incomparable');
    expect(changed.reason).not.toContain('rules changed');
    const template = record({
      build: 'build-a',
      n: 50,
      right: () => true,
      template: 'x'.repeat(64),
    });
    const edited = diffRun(template, record({ build: 'build-a', n: 50, right: () => true }), GATE);
    expect(edited.reason).toBe(
      "the protocol differs from the baseline's (template): scores under different protocols are not comparable",
    );
  });

  it('names a baseline from before rules were versioned', () => {
    const now = createGrader({ kind: 'numeric', tolerance: 0.5 }).describe();
    const unversioned = Object.fromEntries(
      Object.entries(now).filter(([key]) => key !== 'rules_version'),
    );
    const diff = diffRun(gradedBy(now, 'b'), gradedBy(unversioned, 'b'), GATE);
    expect(diff.reason).toContain("numeric grader's rules changed from no version to version 2");
  });
});
