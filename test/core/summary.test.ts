import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/core/record.js';
import { outcomesDigest } from '../../src/core/summary.js';

type Item = RunRecord['items'][number];

const item = (id: string | number, correct: boolean | null, extracted: string | null): Item =>
  ({
    id,
    repeat: 0,
    correct,
    extracted,
    response_sha256:
      correct === null ? null : createHash('sha256').update(String(id)).digest('hex'),
  }) as Item;

const withItems = (items: Item[]) => ({ items }) as unknown as RunRecord;

/** The digest as defined: sha256 over the sorted rows, each followed by a newline. */
function byDefinition(items: Item[]): string {
  const rows = items
    .map((i) => JSON.stringify([String(i.id), i.repeat, i.correct, i.extracted, i.response_sha256]))
    .sort();
  const hash = createHash('sha256');
  for (const row of rows) hash.update(row).update('\n');
  return hash.digest('hex');
}

describe('outcomesDigest', () => {
  it('hashes the sorted outcome rows, each ending in a newline, whatever the item order', () => {
    const items = [item('q2', true, 'B'), item(7, false, 'A'), item('q1', null, null)];
    expect(outcomesDigest(withItems(items))).toBe(byDefinition(items));
    expect(outcomesDigest(withItems([...items].reverse()))).toBe(byDefinition(items));
    const flipped = [item('q2', false, 'C'), ...items.slice(1)];
    expect(outcomesDigest(withItems(flipped))).not.toBe(outcomesDigest(withItems(items)));
  });

  it('of no items is the digest of no bytes', () => {
    expect(outcomesDigest(withItems([]))).toBe(createHash('sha256').digest('hex'));
  });
});
