import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bootstrapDelta,
  detectionPower,
  itemsToDetect,
  mcnemarCriticalCounts,
  meanStd,
  minDetectableDrop,
  minFlipsForSignificance,
  smallestFlaggableDrop,
  normalQuantile,
  pairedMcNemar,
  Xoshiro128StarStar,
} from '../../src/core/stats.js';

// Written by scripts/gen_stats_vectors.py (exact integers, Python's statistics module, numpy);
// see that script for how each value is computed and how the bootstrap tolerances are derived.
interface BootstrapCase {
  name: string;
  cells: [number, number, number][];
  n: number;
  delta: number;
  confidence: number;
  reference: { resamples: number; low: number; high: number };
  exact: { low: number; high: number };
  tolerance: number;
}
interface Fixture {
  mcnemar: { b: number; c: number; p: number }[];
  normal_quantile: { p: number; z: number }[];
  mean_std: { values: number[]; mean: number; std: number | null }[];
  xoshiro128ss: {
    raw: { state: [number, number, number, number]; outputs: number[] };
    seeded: { seed: number; state: number[]; outputs: number[] }[];
  };
  bootstrap: BootstrapCase[];
}
const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/stats-vectors.json', import.meta.url), 'utf8'),
) as Fixture;

// Written by scripts/gen_power.py: exact-integer rejection regions and brute-force enumeration of
// every (b, c) under the alternative documented in stats.ts; drops and MDDs in points.
interface PowerFixture {
  critical: { alpha: number; first_m: number[] }[];
  power: { n: number; rate: number; drop: number; alpha: number; power: number }[];
  /** mdd null: no drop the model allows reaches the power. */
  mdd: { n: number; rate: number; alpha: number; power: number; mdd: number | null }[];
  items: { max_drop: number; rate: number; alpha: number; power: number; items: number }[];
}
const powerFixture = JSON.parse(
  readFileSync(new URL('../fixtures/power-vectors.json', import.meta.url), 'utf8'),
) as PowerFixture;

function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Number.isNaN(actual)).toBe(false);
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected));
}

/** The pairs of a fixture table, cell by cell in fixture order (the order fixes our draws). */
function expand(cells: readonly [number, number, number][]): [number, number][] {
  return cells.flatMap(([baseline, run, count]) =>
    Array.from({ length: count }, (): [number, number] => [baseline, run]),
  );
}

describe('pairedMcNemar', () => {
  it('has a broad fixture', () => {
    expect(fixture.mcnemar.length).toBeGreaterThan(150);
    expect(fixture.mcnemar.some((t) => t.b + t.c >= 20_000)).toBe(true);
  });

  it.each(fixture.mcnemar.map((t) => [`b=${t.b} c=${t.c}`, t] as const))(
    'matches the exact binomial tail: %s',
    (_name, t) => {
      const result = pairedMcNemar(t.b, t.c);
      expect(result.b).toBe(t.b);
      expect(result.c).toBe(t.c);
      if (t.p > 1e-300) {
        expectRelative(result.pValue, t.p, 1e-9);
      } else {
        // Below the range of normal doubles: only ask for a tiny, positive, non-NaN number.
        expect(result.pValue).toBeGreaterThan(0);
        expect(result.pValue).toBeLessThanOrEqual(1e-300);
      }
    },
  );

  it('is 1 with no discordant pairs and symmetric in b and c', () => {
    expect(pairedMcNemar(0, 0).pValue).toBe(1);
    expect(pairedMcNemar(3, 12).pValue).toBe(pairedMcNemar(12, 3).pValue);
  });

  it('stays finite and exact at the largest slices', () => {
    const p = pairedMcNemar(9990, 10010).pValue;
    expect(p).toBeGreaterThan(0.8);
    expect(p).toBeLessThan(1);
  });

  it.each([
    [-1, 0],
    [0.5, 2],
    [Number.NaN, 1],
    [1, Number.POSITIVE_INFINITY],
  ])('rejects flip counts that are not counts: b=%s c=%s', (b, c) => {
    expect(() => pairedMcNemar(b, c)).toThrow(RangeError);
  });
});

describe('normalQuantile', () => {
  it.each(fixture.normal_quantile.map((q) => [q.p, q.z] as const))(
    'matches Python statistics.NormalDist().inv_cdf(%s)',
    (p, z) => {
      expect(Math.abs(normalQuantile(p) - z)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(z)));
    },
  );

  it('is antisymmetric around 1/2 and infinite at the ends', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.25)).toBe(-normalQuantile(0.75));
    expect(normalQuantile(0.025) + normalQuantile(0.975)).toBeCloseTo(0, 13);
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([-0.1, 1.5, Number.NaN])('rejects %s', (p) => {
    expect(() => normalQuantile(p)).toThrow(RangeError);
  });
});

describe('mcnemarCriticalCounts', () => {
  it.each(powerFixture.critical.map((c) => [c.alpha, c] as const))(
    'matches the exact-integer rejection region to m = 14,080 at alpha %s',
    (alpha, c) => {
      const k = mcnemarCriticalCounts(14_080, alpha);
      const expected = new Int32Array(14_081).fill(-1);
      c.first_m.forEach((m, j) => expected.fill(j, m));
      expect(Array.from(k)).toEqual(Array.from(expected));
    },
  );

  it('is the largest min(b, c) at which pairedMcNemar rejects', () => {
    const k = mcnemarCriticalCounts(400, 0.05);
    for (let m = 0; m <= 400; m++) {
      if (k[m]! >= 0) expect(pairedMcNemar(m - k[m]!, k[m]!).pValue).toBeLessThan(0.05);
      if (k[m]! + 1 <= m / 2) {
        expect(pairedMcNemar(m - k[m]! - 1, k[m]! + 1).pValue).toBeGreaterThanOrEqual(0.05);
      }
    }
  });
});

describe('detectionPower', () => {
  it.each(powerFixture.power.map((c) => [`n=${c.n} rate=${c.rate} drop=${c.drop}`, c] as const))(
    'matches the brute-force enumeration: %s',
    (_name, c) => {
      expect(detectionPower(c.n, c.drop, c.rate, c.alpha)).toBeCloseTo(c.power, 9);
    },
  );

  it('is the chance that at least six of n items flip when nothing flips back', () => {
    // P(Bin(100, 0.06) >= 6): six one-way flips are flagged, but a 6-point drop brings them
    // about half the time; that is why the detectable drop is not 6 points.
    let below = 0;
    for (let j = 0; j < 6; j++) {
      let choose = 1;
      for (let i = 0; i < j; i++) choose = (choose * (100 - i)) / (i + 1);
      below += choose * 0.06 ** j * 0.94 ** (100 - j);
    }
    expect(detectionPower(100, 6)).toBeCloseTo(1 - below, 12);
    expect(detectionPower(100, 6)).toBeLessThan(0.6);
  });

  it('rejects a drop the model cannot hold and bad counts', () => {
    expect(() => detectionPower(100, 80, 0.3)).toThrow(/drop from 0 to 70 points/);
    expect(() => detectionPower(-1, 2)).toThrow(RangeError);
    expect(() => detectionPower(100, 2, 1.5)).toThrow(RangeError);
  });
});

describe('minDetectableDrop', () => {
  it.each(
    powerFixture.mdd.map(
      (c) => [`n=${c.n} rate=${c.rate} alpha=${c.alpha} power=${c.power}`, c] as const,
    ),
  )('matches the brute-force reference within 0.01 points: %s', (_name, c) => {
    const mdd = minDetectableDrop({
      n: c.n,
      discordantRate: c.rate,
      alpha: c.alpha,
      power: c.power,
    });
    if (c.mdd === null) expect(mdd).toBe(Infinity);
    else {
      expect(Math.abs(mdd - c.mdd)).toBeLessThanOrEqual(0.01);
      // Bracketed from above: the figure returned is one the test does detect.
      expect(detectionPower(c.n, mdd, c.rate, c.alpha)).toBeGreaterThanOrEqual(c.power);
    }
  });

  it('gives the figures of the issue: 7.79 points at 100 items, 0.79 at 1,000, no flips', () => {
    expect(minDetectableDrop({ n: 100 })).toBeCloseTo(7.79, 2);
    expect(minDetectableDrop({ n: 1000 })).toBeCloseTo(0.79, 2);
    expect(minDetectableDrop({ n: 60 }).toFixed(1)).toBe('12.9');
  });

  it('is above the smallest drop the exact McNemar test can flag at all', () => {
    // 5 one-way flips give p = 0.0625, 6 give 0.03125: at alpha 0.05 six items must flip.
    expect(pairedMcNemar(5, 0).pValue).toBe(0.0625);
    expect(minFlipsForSignificance(0.05)).toBe(6);
    expect(minFlipsForSignificance(0.01)).toBe(8);
    expect(smallestFlaggableDrop(100)).toBe(6);
    expect(minDetectableDrop({ n: 100, discordantRate: 0 })).toBeGreaterThan(6);
    // n = 1 (and anything under 6 items): no drop at all can be flagged.
    expect(minDetectableDrop({ n: 1, discordantRate: 0 })).toBe(Infinity);
    expect(smallestFlaggableDrop(5)).toBe(Infinity);
    expect(smallestFlaggableDrop(6)).toBe(100);
    // Six items, no flips: only a drop that flips nearly every one of them is seen 80% of the time.
    expect(minDetectableDrop({ n: 6 })).toBeGreaterThan(96);
  });

  it('grows with the background flip rate and says a 100-item slice cannot see 2 points', () => {
    const at = (discordantRate: number) => minDetectableDrop({ n: 100, discordantRate });
    expect(at(0)).toBeLessThan(at(0.02));
    expect(at(0.02)).toBeLessThan(at(0.1));
    expect(at(0.1)).toBeLessThan(at(0.3));
    expect(at(0)).toBeGreaterThan(2);
    expect(minDetectableDrop({ n: 14_080, discordantRate: 0.2 })).toBeLessThan(2);
    // Every item flipped: no drop is left for the model to hold.
    expect(at(1)).toBe(Infinity);
  });

  it('defaults to no flips, alpha 0.05 and power 0.8', () => {
    const explicit = minDetectableDrop({ n: 500, discordantRate: 0, alpha: 0.05, power: 0.8 });
    expect(minDetectableDrop({ n: 500 })).toBe(explicit);
  });

  it('takes a few milliseconds at most on the largest slices', () => {
    minDetectableDrop({ n: 14_080, discordantRate: 0.3 });
    const start = performance.now();
    for (const rate of [0, 0.02, 0.1, 0.3, 0.6])
      minDetectableDrop({ n: 14_080, discordantRate: rate });
    // Five of them; generous for a loaded shared machine (about 1 ms each when idle).
    expect(performance.now() - start).toBeLessThan(100);
  });

  it.each([
    [{ n: 0, discordantRate: 0.1 }],
    [{ n: 10.5, discordantRate: 0.1 }],
    [{ n: 100, discordantRate: 1.2 }],
    [{ n: 100, discordantRate: -0.1 }],
    [{ n: 100, alpha: 0 }],
    [{ n: 100, power: 1 }],
  ])('rejects %o', (options) => {
    expect(() => minDetectableDrop(options)).toThrow(RangeError);
  });
});

describe('meanStd', () => {
  it.each(fixture.mean_std.map((c) => [c.values.length, c] as const))(
    'matches statistics.mean and statistics.stdev on %i values',
    (_n, c) => {
      const { mean, std } = meanStd(c.values);
      expectRelative(mean, c.mean, 1e-12);
      if (c.std === null) expect(std).toBeNaN();
      else expectRelative(std, c.std, 1e-9);
    },
  );

  it('rejects an empty or non-finite sample', () => {
    expect(() => meanStd([])).toThrow(RangeError);
    expect(() => meanStd([0.5, Number.NaN])).toThrow(RangeError);
  });
});

describe('Xoshiro128StarStar', () => {
  it('matches the reference algorithm from a raw state', () => {
    const { state, outputs } = fixture.xoshiro128ss.raw;
    const rng = new Xoshiro128StarStar(state);
    expect(outputs.map(() => rng.nextUint32())).toEqual(outputs);
  });

  it.each(fixture.xoshiro128ss.seeded.map((s) => [s.seed, s] as const))(
    'matches splitmix64 seeding for seed %s',
    (_seed, s) => {
      const rng = Xoshiro128StarStar.fromSeed(s.seed);
      expect(s.outputs.map(() => rng.nextUint32())).toEqual(s.outputs);
    },
  );

  it('fills from the same stream as nextUint32', () => {
    // With bound 2^32 - 1 only x = 0 is rejected and every other x maps to x - 1.
    const { seed, outputs } = fixture.xoshiro128ss.seeded[0]!;
    expect(outputs).not.toContain(0);
    const out = new Uint32Array(outputs.length);
    Xoshiro128StarStar.fromSeed(seed).fillBelow(0xffffffff, out);
    expect(Array.from(out)).toEqual(outputs.map((x) => x - 1));
  });

  it('draws every value below a bound about equally often', () => {
    const bound = 7;
    const draws = new Uint32Array(70_000);
    Xoshiro128StarStar.fromSeed(7).fillBelow(bound, draws);
    const counts = new Array<number>(bound).fill(0);
    for (const x of draws) counts[x]!++;
    // Chi-square with 6 degrees of freedom: 22.46 is its 0.999 quantile.
    const expected = draws.length / bound;
    const chi2 = counts.reduce((acc, k) => acc + (k - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(22.46);
  });

  it('handles bounds up to 2^32 - 1 without bias toward the top', () => {
    const bound = 0xfffffff1;
    const draws = new Uint32Array(20_000);
    Xoshiro128StarStar.fromSeed(3).fillBelow(bound, draws);
    expect(draws.every((x) => x < bound)).toBe(true);
    const high = draws.filter((x) => x >= bound / 2).length;
    expect(Math.abs(high - 10_000)).toBeLessThan(500); // 7 standard deviations
  });

  it('rejects an all-zero state, a bad seed and a bad bound', () => {
    expect(() => new Xoshiro128StarStar([0, 0, 0, 0])).toThrow(RangeError);
    expect(() => Xoshiro128StarStar.fromSeed(-1)).toThrow(RangeError);
    expect(() => Xoshiro128StarStar.fromSeed(2 ** 53)).toThrow(RangeError);
    expect(() => Xoshiro128StarStar.fromSeed(0).fillBelow(0, new Uint32Array(1))).toThrow(
      RangeError,
    );
  });
});

describe('bootstrapDelta', () => {
  it.each(fixture.bootstrap.map((c) => [c.name, c] as const))(
    'agrees with numpy within the Monte-Carlo tolerance: %s',
    (_name, c) => {
      const pairs = expand(c.cells);
      expect(pairs.length).toBe(c.n);
      const result = bootstrapDelta(pairs, { confidence: c.confidence });
      expect(result.resamples).toBe(10_000);
      expect(Math.abs(result.low - c.reference.low)).toBeLessThanOrEqual(c.tolerance);
      expect(Math.abs(result.high - c.reference.high)).toBeLessThanOrEqual(c.tolerance);
      expect(Math.abs(result.low - c.exact.low)).toBeLessThanOrEqual(c.tolerance);
      expect(Math.abs(result.high - c.exact.high)).toBeLessThanOrEqual(c.tolerance);
      expect(result.low).toBeLessThan(c.delta);
      expect(result.high).toBeGreaterThan(c.delta);
    },
  );

  it('is reproducible per seed, and a new seed moves it only by Monte-Carlo noise', () => {
    const c = fixture.bootstrap.find((t) => t.n === 14_080)!;
    const pairs = expand(c.cells);
    const first = bootstrapDelta(pairs, { seed: 1 });
    expect(bootstrapDelta(pairs, { seed: 1 })).toEqual(first);
    const other = bootstrapDelta(pairs, { seed: 2 });
    expect(other).not.toEqual(first);
    expect(Math.abs(other.low - first.low)).toBeLessThanOrEqual(c.tolerance);
    expect(Math.abs(other.high - first.high)).toBeLessThanOrEqual(c.tolerance);
  });

  it('gives a zero-width interval when nothing changed', () => {
    const pairs = Array.from({ length: 50 }, (_, i): [number, number] => [i % 2, i % 2]);
    expect(bootstrapDelta(pairs, { resamples: 200 })).toEqual({ low: 0, high: 0, resamples: 200 });
  });

  it('narrows as the confidence drops', () => {
    const pairs = expand(fixture.bootstrap[0]!.cells);
    const wide = bootstrapDelta(pairs, { confidence: 0.99 });
    const narrow = bootstrapDelta(pairs, { confidence: 0.8 });
    expect(narrow.low).toBeGreaterThan(wide.low);
    expect(narrow.high).toBeLessThan(wide.high);
  });

  it.each([
    ['no items', [], {}],
    ['scores in points', [[80, 72]], {}],
    ['a NaN score', [[1, Number.NaN]], {}],
    ['zero resamples', [[1, 0]], { resamples: 0 }],
    ['confidence 1', [[1, 0]], { confidence: 1 }],
    ['a negative seed', [[1, 0]], { seed: -3 }],
  ] as const)('rejects %s', (_name, pairs, options) => {
    expect(() => bootstrapDelta(pairs, options)).toThrow(RangeError);
  });
});

describe('itemsToDetect', () => {
  it.each(
    powerFixture.items.map(
      (c) => [`${c.max_drop} points at rate ${c.rate}, alpha ${c.alpha}`, c] as const,
    ),
  )('matches the brute-force reference: %s', (_name, c) => {
    expect(itemsToDetect(c.max_drop, c.rate, c.alpha, c.power)).toBe(c.items);
  });

  it.each([
    [2, 0.2, 0.05, 0.8],
    [2, 0.3, 0.05, 0.8],
    [1, 0.05, 0.01, 0.9],
    [5, 0, 0.05, 0.8],
    [0.5, 0.001, 0.05, 0.8],
    [50, 0.5, 0.05, 0.8],
    [100, 0, 0.05, 0.8],
  ])('max drop %s at rate %s (alpha %s, power %s): the first n that sees it', (d, r, a, p) => {
    const n = itemsToDetect(d, r, a, p);
    expect(detectionPower(n, d, r, a)).toBeGreaterThanOrEqual(p);
    if (n > 1) expect(detectionPower(n - 1, d, r, a)).toBeLessThan(p);
  });

  it('names 394 items for 2 points with no flips (not 300, where six flips merely fit)', () => {
    expect(itemsToDetect(2, 0)).toBe(394);
    // Any drop needs at least six items; 100 points flips every one.
    expect(itemsToDetect(100, 0)).toBe(6);
  });

  it('rejects a threshold that is not a positive number and a rate outside [0, 1]', () => {
    expect(() => itemsToDetect(0, 0.2)).toThrow(/positive, finite maxDrop, got 0/);
    expect(() => itemsToDetect(Number.NaN, 0.2)).toThrow(RangeError);
    expect(() => itemsToDetect(2, 1.5)).toThrow(/discordantRate must be between 0 and 1, got 1.5/);
  });

  it('is Infinity when the model cannot hold the drop or no slice up to a million items is enough', () => {
    expect(itemsToDetect(100, 1)).toBe(Infinity);
    expect(itemsToDetect(80, 0.3)).toBe(Infinity);
    expect(itemsToDetect(1e-15, 0.5)).toBe(Infinity);
  });
});
