import { describe, expect, it } from 'vitest';
import { extractChoice } from '../../../src/core/grade/choice.js';
import { extractNumber } from '../../../src/core/grade/numeric.js';
import { CAPITALS, choiceCases, numericCases } from './labelled-cases.js';

type Reading = 'agreed' | 'missed' | 'false positive';

const readChoice = (c: (typeof choiceCases)[number]) =>
  extractChoice(c.response, c.choices ?? CAPITALS, c.match ?? 'first')?.letter ?? null;
const readNumber = (c: (typeof numericCases)[number]) => extractNumber(c.response)?.value ?? null;

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

function judge<T>(read: T | null, label: T | null, equal: (a: T, b: T) => boolean): Reading {
  if (read === null) return label === null ? 'agreed' : 'missed';
  return label !== null && equal(read, label) ? 'agreed' : 'false positive';
}

const cases = [
  ...choiceCases.map((c) => ({
    name: `choice ${c.id}`,
    miss: c.miss === true,
    label: c.label,
    reading: () => judge(readChoice(c), c.label, (a, b) => a === b),
    read: () => readChoice(c),
  })),
  ...numericCases.map((c) => ({
    name: `numeric ${c.id}`,
    miss: c.miss === true,
    label: c.label,
    reading: () => judge(readNumber(c), c.label, same),
    read: () => readNumber(c),
  })),
];

describe('choice and numeric graders on hand-labelled responses', () => {
  it('holds about 200 responses with unique ids, both kinds of label in each grader', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    for (const group of [choiceCases, numericCases] as { label: unknown }[][]) {
      expect(group.filter((c) => c.label === null).length).toBeGreaterThan(10);
      expect(group.filter((c) => c.label !== null).length).toBeGreaterThan(50);
    }
  });

  it.each(cases)('$name', ({ miss, reading, read, label }) => {
    // A known miss reads no answer; anything else reads the label.
    const why = `read ${String(read())}, labelled ${String(label)}`;
    expect(reading(), why).toBe(miss ? 'missed' : 'agreed');
  });

  it('agrees with at least 95% of the labels and reads no false positive', () => {
    const readings = cases.map((c) => c.reading());
    const agreed = readings.filter((r) => r === 'agreed').length;
    const falsePositives = cases.filter((_, i) => readings[i] === 'false positive');
    console.log(
      `${cases.length} labelled responses: ${agreed} agreed (${((100 * agreed) / cases.length).toFixed(1)}%), ` +
        `${readings.filter((r) => r === 'missed').length} missed, ${falsePositives.length} false positives`,
    );
    expect(falsePositives.map((c) => c.name)).toEqual([]);
    expect(agreed / cases.length).toBeGreaterThanOrEqual(0.95);
  });
});
