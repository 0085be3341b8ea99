import { describe, expect, it } from 'vitest';
import { buildCounter } from '../../src/core/builds.js';

const reply = (model: string | null, systemFingerprint: string | null = null) => ({
  model,
  systemFingerprint,
});

describe('buildCounter', () => {
  it('counts each build and names the most frequent one', () => {
    const builds = buildCounter();
    builds.add(0, reply('m-1', 'fp_a'));
    builds.add(1, reply('m-2', 'fp_a'));
    builds.add(2, reply('m-2', 'fp_a'));
    builds.add(3, reply('m-2', 'fp_b'));
    expect(builds.result()).toEqual({
      build: { model: 'm-2', system_fingerprint: 'fp_a' },
      builds_seen: [
        { model: 'm-2', system_fingerprint: 'fp_a', count: 2 },
        { model: 'm-1', system_fingerprint: 'fp_a', count: 1 },
        { model: 'm-2', system_fingerprint: 'fp_b', count: 1 },
      ],
    });
  });

  it('breaks a tie by item order, not by the order answers arrived in', () => {
    // Answers arrive out of order: item 3 (build b) first, item 0 (build a) last.
    const arrivals: [number, string][] = [
      [3, 'b'],
      [2, 'b'],
      [1, 'a'],
      [0, 'a'],
    ];
    const builds = buildCounter();
    for (const [index, model] of arrivals) builds.add(index, reply(model));
    const { build, builds_seen } = builds.result();
    expect(build.model).toBe('a');
    expect(builds_seen.map((b) => [b.model, b.count])).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
  });

  it('names no build when nothing answered', () => {
    expect(buildCounter().result()).toEqual({
      build: { model: null, system_fingerprint: null },
      builds_seen: [],
    });
  });
});

describe('buildCounter keys', () => {
  it('keeps a model named "null" apart from no model name', () => {
    const builds = buildCounter();
    builds.add(0, reply('null'));
    builds.add(1, reply(null));
    builds.add(2, reply(null));
    expect(builds.result().builds_seen).toEqual([
      { model: null, system_fingerprint: null, count: 2 },
      { model: 'null', system_fingerprint: null, count: 1 },
    ]);
  });
});
