import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import type { RunRecord } from '../../src/core/record.js';
import { mergeShards, parseShard, shardItems, type ShardSpec } from '../../src/core/shard.js';
import { record } from './report/report-fixtures.js';

/** Shard `spec` of a whole record, cut as `run --shard` cuts the slice. */
function cut(whole: RunRecord, spec: ShardSpec, startedAt: string): RunRecord {
  const ids = shardItems(
    whole.items.map((i) => i.id),
    spec,
  );
  const items = whole.items.filter((i) => ids.includes(i.id));
  return {
    ...whole,
    run_id: `${startedAt}-${spec.index}`,
    items,
    usage: { ...whole.usage, requests: items.length, cost_usd: 0.25 },
    model: { ...whole.model, builds_seen: [{ model: 'b', system_fingerprint: null, count: 5 }] },
    shard: { ...spec, slice_items: whole.items.length, ids },
    environment: { ...whole.environment, started_at: startedAt, ended_at: `${startedAt}Z9` },
  };
}

describe('parseShard and shardItems', () => {
  it('round-robin over slice order: shard 2 of 3 holds positions 1, 4, 7', () => {
    expect(parseShard(' 2 / 3 ', '--shard')).toEqual({ index: 2, count: 3 });
    expect(shardItems([0, 1, 2, 3, 4, 5, 6, 7], { index: 2, count: 3 })).toEqual([1, 4, 7]);
    expect(shardItems([0, 1], { index: 1, count: 1 })).toEqual([0, 1]);
  });

  it.each(['0/3', '4/3', '1/0', '1', '-1/3', '1.5/3'])('refuses %j', (text) => {
    expect(() => parseShard(text, 'input "shard"')).toThrow(
      new InputError(
        `input "shard": expected I/N with 1 <= I <= N (this job's shard of N, e.g. 2/4), found ${JSON.stringify(text)}`,
      ),
    );
  });
});

describe('mergeShards', () => {
  const whole = record({ build: 'b', n: 10, right: (i) => i % 3 !== 0 });
  const parts = [1, 2, 3].map((index) =>
    cut(whole, { index, count: 3 }, `2026-11-0${4 - index}T00:00:00.000`),
  );
  const files = parts.map((p, i) => ({ file: `s${i + 1}.json`, record: p }));

  it('gives back the whole record: items in slice order, aggregates, usage, builds, environment', () => {
    const merged = mergeShards([files[1]!, files[2]!, files[0]!]);
    expect(merged.items).toEqual(whole.items);
    expect(merged.aggregates).toEqual(whole.aggregates);
    expect(merged.usage).toMatchObject({ requests: 10, cost_usd: 0.75 });
    expect(merged.model.builds_seen).toEqual([{ model: 'b', system_fingerprint: null, count: 15 }]);
    // Earliest start (shard 3 started first here), latest end.
    expect(merged.environment.started_at).toBe('2026-11-01T00:00:00.000');
    expect(merged.environment.ended_at).toBe('2026-11-03T00:00:00.000Z9');
    expect(merged.run_id).toMatch(/^20261101T000000000-[0-9a-f]{6}$/);
    expect('shard' in merged).toBe(false);
  });

  it('refuses an item that two shards both hold', () => {
    const tampered = structuredClone(parts[1]!);
    tampered.shard!.ids[0] = 'q0';
    tampered.items[0]!.id = 'q0';
    expect(() => mergeShards([files[0]!, { file: 't.json', record: tampered }, files[2]!])).toThrow(
      't.json: item "q0" is also in s1.json: the shards overlap',
    );
  });

  it('refuses a shard whose id list does not fit the slice, and an item outside its ids', () => {
    const short = structuredClone(parts[0]!);
    short.shard!.ids.pop();
    expect(() => mergeShards([{ file: 'a.json', record: short }, files[1]!, files[2]!])).toThrow(
      'a.json: shard 1/3 of a 10-item slice holds 4 items, but the record lists 3',
    );
    const stray = structuredClone(parts[0]!);
    stray.items[0]!.id = 'q1';
    expect(() => mergeShards([{ file: 'b.json', record: stray }, files[1]!, files[2]!])).toThrow(
      'b.json: item "q1" is not one of the ids of shard 1/3; the record is corrupt',
    );
  });

  it('sums the incomplete shards into one reason', () => {
    const stopped = structuredClone(parts[2]!);
    stopped.incomplete = { reason: 'budget', remaining: 2 };
    const merged = mergeShards([files[0]!, files[1]!, { file: 'c.json', record: stopped }]);
    expect(merged.incomplete).toEqual({ reason: 'shard 3/3: budget', remaining: 2 });
  });
});
