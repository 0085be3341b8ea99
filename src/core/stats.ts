/**
 * The statistics behind a gate verdict (DESIGN.md, "Gate semantics"). A score drop alone does not
 * say whether the model got worse or the slice is too small to tell, so every verdict carries a
 * paired significance test, a confidence interval for Δ and the smallest drop this slice can see.
 *
 * Everything here is deterministic: the same inputs (and seed) give the same numbers on every
 * machine, so a verdict and its report can be reproduced from the stored records alone. The
 * reference values in test/fixtures/stats-vectors.json come from scripts/gen_stats_vectors.py.
 */

/**
 * Exact two-sided McNemar test on the discordant pairs: b = right→wrong, c = wrong→right.
 *
 * Under "no change" each discordant item is equally likely to have flipped either way, so
 * min(b, c) is judged against the lower tail of Bin(b + c, 1/2): p = 2 * P(X <= min(b, c)), at
 * most 1. The exact test rather than the chi-square approximation, because gate slices often have
 * only a handful of flips, where the approximation is badly off.
 *
 * 2^-(b+c) underflows and C(b+c, k) overflows long before the slice sizes we meet (b + c up to
 * tens of thousands), so the tail is summed relative to its largest term and only that term is
 * taken through logarithms. A true p-value is never 0: one too small for a double is reported as
 * Number.MIN_VALUE, so that ratios and logarithms of it in reports stay finite.
 */
export function pairedMcNemar(b: number, c: number): { b: number; c: number; pValue: number } {
  checkCount('b (right→wrong flips)', b);
  checkCount('c (wrong→right flips)', c);
  const n = b + c;
  if (n === 0) return { b, c, pValue: 1 };
  const k = Math.min(b, c);

  // log P(X = k) = log C(n, k) - n log 2. The k logarithms are summed with compensation, because
  // the result is the small difference of two numbers near n log 2 and every lost bit shows in p.
  const logBinom = new CompensatedSum();
  for (let i = 1; i <= k; i++) logBinom.add(Math.log((n - k + i) / i));
  const logTop = logBinom.value() - n * Math.LN2;

  // P(X <= k) / P(X = k): the terms only shrink going down from k <= n/2, so stop once they no
  // longer change the sum.
  let term = 1;
  let tail = 1;
  for (let j = k; j > 0; j--) {
    term *= j / (n - j + 1);
    tail += term;
    if (term < tail * Number.EPSILON * 0.25) break;
  }

  const logP = Math.LN2 + logTop + Math.log(tail);
  const pValue = logP >= 0 ? 1 : Math.max(Math.exp(logP), Number.MIN_VALUE);
  return { b, c, pValue };
}

/** Options of {@link bootstrapDelta}. */
export interface BootstrapOptions {
  /**
   * Number of resamples; the default 10,000 keeps the Monte-Carlo error of each bound near 3% of
   * the standard error of Δ, small next to the interval it reports.
   */
  resamples?: number;
  /** Seed of the resampling stream, a non-negative safe integer: same seed, same interval. */
  seed?: number;
  /** Two-sided coverage of the percentile interval, in (0, 1). */
  confidence?: number;
}

/**
 * Seeded, reproducible paired bootstrap of Δ = mean(run) - mean(baseline) in points, over items.
 *
 * `pairs` holds each item's (baseline, run) score in 0..1; with repeats, the caller passes per-item
 * means. Items, not answers, are resampled, because the items are what a different slice would
 * change, and resampling both scores of an item together keeps the pairing that makes the
 * interval narrower than two independent ones. The interval is the percentile interval with
 * numpy's default ("linear") interpolation, so it can be compared with a numpy bootstrap.
 *
 * Reproducibility comes from {@link Xoshiro128StarStar} seeded through splitmix64: a report
 * regenerated from the same records shows the same interval.
 */
export function bootstrapDelta(
  pairs: readonly (readonly [number, number])[],
  options: BootstrapOptions = {},
): { low: number; high: number; resamples: number } {
  const resamples = options.resamples ?? 10_000;
  const seed = options.seed ?? 0;
  const confidence = options.confidence ?? 0.95;
  if (!Number.isSafeInteger(resamples) || resamples < 1) {
    throw new RangeError(`bootstrap resamples must be a positive integer, got ${resamples}`);
  }
  checkOpenUnit('bootstrap confidence', confidence);
  const n = pairs.length;
  if (n === 0) throw new RangeError('bootstrap needs at least one paired item, got none');

  // Each resample only needs the sum of per-item differences, so precompute them once and keep
  // the hot loop free of allocation: 10,000 resamples of 14,080 items are 1.4e8 draws.
  const diff = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const [baseline, run] = pairs[i]!;
    checkScore(i, 'baseline', baseline);
    checkScore(i, 'run', run);
    diff[i] = run - baseline;
  }

  const rng = Xoshiro128StarStar.fromSeed(seed);
  const indices = new Uint32Array(n);
  const deltas = new Float64Array(resamples);
  const toPoints = 100 / n;
  for (let r = 0; r < resamples; r++) {
    rng.fillBelow(n, indices);
    let sum = 0;
    for (let i = 0; i < n; i++) sum += diff[indices[i]!]!;
    deltas[r] = sum * toPoints;
  }
  deltas.sort();
  const tail = (1 - confidence) / 2;
  return {
    low: linearPercentile(deltas, tail),
    high: linearPercentile(deltas, 1 - tail),
    resamples,
  };
}

/**
 * What "a drop of d points" means for the power figures below (the alternative the gate must see).
 *
 * A paired design on n items: each item independently flips right → wrong with probability
 * f/2 + d/100 and wrong → right with probability f/2, and otherwise keeps its grade. f is the
 * background flip rate, the churn that any rerun shows without a real change (callers pass the
 * rate of flips they observed, both ways; with no baseline, 0); d/100 is the expected net loss per
 * item, so the score drops by d points on average. The verdict's test is the exact two-sided
 * McNemar test at alpha ({@link pairedMcNemar}) on b = right → wrong and c = wrong → right: it
 * rejects when min(b, c) lies in the lower alpha/2 tail of Bin(b + c, 1/2). A drop is detected
 * when the test rejects with b > c (a rejection the other way is a significant gain).
 *
 * Power is computed exactly, not by a normal approximation: conditioning on m = b + c, which is
 * Bin(n, f + d/100), b given m is Bin(m, π) with π = (f/2 + d/100) / (f + d/100), and the test
 * rejects when b >= m - k[m], k[m] being the largest rejecting min(b, c). So
 *
 *   power = Σ_m P(Bin(n, f + d/100) = m) · P(Bin(m, π) >= m - k[m]).
 *
 * With f = 0 nothing flips back (c = 0), and the power is P(Bin(n, d/100) >= the fewest flips the
 * test can flag): at 100 items a drop of 7.79 points, not the 6 points of six one-way flips, which
 * the test flags only about half the time.
 *
 * The reference values in test/fixtures/power-vectors.json come from scripts/gen_power.py, which
 * enumerates every (b, c) instead.
 */

/** Inputs of {@link minDetectableDrop}. */
export interface MinDetectableDropOptions {
  /** Number of paired items in the slice. */
  n: number;
  /**
   * Background flip rate f: the fraction of items that flipped either way against the baseline,
   * in [0, 1]. Default 0, the most any slice of n items can see (no churn at all).
   */
  discordantRate?: number;
  /** Two-sided significance level of the exact McNemar test; default 0.05. */
  alpha?: number;
  /** Probability of detecting a drop of the returned size; default 0.8. */
  power?: number;
}

/** How finely {@link minDetectableDrop} brackets its answer, in points. */
const DROP_RESOLUTION = 1e-3;

/**
 * Minimum detectable drop (points): the smallest drop d, under the alternative described above,
 * that the exact two-sided McNemar test at alpha detects with probability at least `power` on n
 * items. Power grows with d (a larger drop only turns unflipped items into right → wrong flips,
 * and a rejecting (b, c) still rejects with more of those), so d is found by bisection, to within
 * 0.001 points above the exact value.
 *
 * This is what lets a report say plainly that a 100-item slice cannot see a 2-point drop: a
 * drop smaller than this passes a significance-gated check more often than one time in five even
 * when it is real. Infinity when no drop up to 100 (1 - f) points, the most the model allows,
 * reaches that power (for instance on fewer items than {@link minFlipsForSignificance}).
 */
export function minDetectableDrop(options: MinDetectableDropOptions): number {
  const { n } = options;
  const rate = options.discordantRate ?? 0;
  const alpha = options.alpha ?? 0.05;
  const target = options.power ?? 0.8;
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`minimum detectable drop needs a positive item count n, got ${n}`);
  }
  checkClosedUnit('discordantRate', rate);
  checkOpenUnit('alpha', alpha);
  checkOpenUnit('power', target);
  if (!Number.isFinite(smallestFlaggableDrop(n, alpha))) return Infinity;
  const critical = mcnemarCriticalCounts(n, alpha);
  const sees = (drop: number) => exactPower(n, rate, drop / 100, critical) >= target;
  let high = 100 * (1 - rate);
  if (!(high > 0) || !sees(high)) return Infinity;
  let low = 0;
  while (high - low > DROP_RESOLUTION) {
    const mid = (low + high) / 2;
    if (sees(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * Probability that the exact two-sided McNemar test at alpha flags a drop of `drop` points on n
 * items with background flip rate `discordantRate` (the alternative described above), in [0, 1].
 * `drop` may be at most 100 (1 - discordantRate): more would need more flips than items.
 */
export function detectionPower(n: number, drop: number, discordantRate = 0, alpha = 0.05): number {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`detection power needs a non-negative item count n, got ${n}`);
  }
  checkClosedUnit('discordantRate', discordantRate);
  checkOpenUnit('alpha', alpha);
  if (!(drop >= 0 && drop / 100 <= 1 - discordantRate + 1e-12)) {
    throw new RangeError(
      `detection power needs a drop from 0 to ${100 * (1 - discordantRate)} points at flip rate ${discordantRate}, got ${drop}`,
    );
  }
  return exactPower(
    n,
    discordantRate,
    Math.min(drop / 100, 1 - discordantRate),
    mcnemarCriticalCounts(n, alpha),
  );
}

/** Past this, {@link itemsToDetect} stops looking: the exact power costs time linear in n. */
const MAX_ITEMS_TO_DETECT = 1_000_000;

/**
 * The fewest items on which the exact McNemar test at alpha detects a drop of `maxDrop` points
 * with probability at least `power`, when items keep flipping both ways at `discordantRate`
 * (the alternative described above): how large a slice must be to see the gate's threshold.
 * 394 items for 2 points with no flips at alpha 0.05.
 *
 * Power does not fall as items are added at a fixed drop and rate (scripts/gen_power.py checks it
 * on every n up to 300), so the answer is found by bisection. Infinity when the drop is larger
 * than the model allows at that rate (100 (1 - rate) points), or when more than 1,000,000 items
 * would be needed: no slice anyone measures.
 */
export function itemsToDetect(
  maxDrop: number,
  discordantRate: number,
  alpha = 0.05,
  power = 0.8,
): number {
  if (!(maxDrop > 0) || !Number.isFinite(maxDrop)) {
    throw new RangeError(`items to detect needs a positive, finite maxDrop, got ${maxDrop}`);
  }
  checkClosedUnit('discordantRate', discordantRate);
  checkOpenUnit('alpha', alpha);
  checkOpenUnit('power', power);
  const drop = maxDrop / 100;
  if (drop > 1 - discordantRate) return Infinity;
  let critical = mcnemarCriticalCounts(1, alpha);
  const sees = (n: number) => {
    if (critical.length <= n)
      critical = mcnemarCriticalCounts(Math.max(n, 2 * critical.length), alpha);
    return exactPower(n, discordantRate, drop, critical) >= power;
  };
  let low = 0;
  let high = 1;
  while (!sees(high)) {
    if (high >= MAX_ITEMS_TO_DETECT) return Infinity;
    low = high;
    high = Math.min(2 * high, MAX_ITEMS_TO_DETECT);
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (sees(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/**
 * The fewest flips, all in one direction and none back, for which the exact two-sided McNemar
 * test gives p < alpha: 6 at alpha 0.05 (5 give p = 0.0625), 8 at 0.01.
 */
export function minFlipsForSignificance(alpha = 0.05): number {
  checkOpenUnit('alpha', alpha);
  let flips = 1;
  while (pairedMcNemar(flips, 0).pValue >= alpha) flips++;
  return flips;
}

/**
 * The smallest drop (points) the exact McNemar test at alpha can flag on n items at all: that
 * many one-way flips out of n. A floor, not a detectable drop: a real drop of this size produces
 * that many flips only about half the time ({@link minDetectableDrop} is the 80%-power figure).
 * Infinity when n is below {@link minFlipsForSignificance}.
 */
export function smallestFlaggableDrop(n: number, alpha = 0.05): number {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`smallest flaggable drop needs a positive item count n, got ${n}`);
  }
  const flips = minFlipsForSignificance(alpha);
  return flips > n ? Infinity : (100 * flips) / n;
}

/**
 * k[m] for m = 0..mMax: the largest min(b, c) the exact two-sided McNemar test at alpha rejects
 * when b + c = m, or -1 when none does (m below {@link minFlipsForSignificance}).
 *
 * One pass with the recurrences of Bin(m, 1/2): F(m + 1, k) = F(m, k) - P(m, k) / 2 for the
 * lower tail F and P(m + 1, k) = P(m, k) (m + 1) / (2 (m + 1 - k)) for the point mass. k[m]
 * never falls and grows by at most one per step, so each m costs a step or two, where calling
 * {@link pairedMcNemar} for every m would cost O(m) each. The tail near alpha/2 is a plain double
 * far from underflow; scripts/gen_power.py checks the table against exact integers to m = 14,080.
 */
export function mcnemarCriticalCounts(mMax: number, alpha: number): Int32Array {
  const k = new Int32Array(mMax + 1).fill(-1);
  // Below the fewest one-way flips that reject, nothing rejects; there k = 0 with F = P = 2^-m.
  let m = minFlipsForSignificance(alpha);
  if (m > mMax) return k;
  let flips = 0;
  let tail = 2 ** -m;
  let mass = tail;
  for (;;) {
    // Try k + 1 at this m while it still rejects.
    for (;;) {
      const next = (mass * (m - flips)) / (flips + 1);
      if (!(2 * (tail + next) < alpha)) break;
      flips++;
      tail += next;
      mass = next;
    }
    k[m] = flips;
    if (m === mMax) return k;
    tail -= mass / 2;
    mass = (mass * (m + 1)) / (2 * (m + 1 - flips));
    m++;
  }
}

/**
 * The power of the formula at the top of this section for one n, flip rate and drop (a fraction),
 * given k[m] for m up to n. Both sums run by recurrences, in time linear in n: the masses of
 * Bin(n, f + d) once, and P(Bin(m, π) >= m - k[m]) updated from one m to the next, because the
 * threshold t = m - k[m] moves by 0 or 1 per step: P(Bin(m + 1, π) >= t) = P(Bin(m, π) >= t) +
 * π P(Bin(m, π) = t - 1), and a step of t takes off the mass at the old t. A 14,080-item slice
 * costs a few thousand steps per power, about a millisecond per detectable drop.
 */
function exactPower(n: number, rate: number, drop: number, critical: Int32Array): number {
  const down = rate / 2 + drop;
  const up = rate / 2;
  const discordant = Math.min(1, down + up);
  if (n === 0 || discordant <= 0) return 0;
  const counts = binomialMasses(n, discordant);
  let power = 0;
  if (up === 0) {
    // Nothing flips back, so every rejectable m rejects: b = m, c = 0.
    for (let i = 0; i < counts.weights.length; i++) {
      if (critical[counts.low + i]! >= 0) power += counts.weights[i]!;
    }
    return Math.min(1, power);
  }
  const share = down / (down + up);
  const back = 1 - share;
  let m = counts.low;
  let t = m - critical[m]!;
  // At the first m, P(Bin(m, π) >= t) and P(Bin(m, π) = t - 1) directly. A mass at t - 1 too small
  // to be kept (then 0) stays negligible: that happens only far below the mode (π >= 1/2 puts the
  // mode at or above m/2, and t - 1 is at most about two standard deviations above m/2), and the
  // gap, in standard deviations, only widens as m grows.
  const first = binomialMasses(m, share);
  let tail = 0;
  for (let i = Math.max(0, t - first.low); i < first.weights.length; i++) tail += first.weights[i]!;
  const edgeIndex = t - 1 - first.low;
  let edge = edgeIndex >= 0 && edgeIndex < first.weights.length ? first.weights[edgeIndex]! : 0;
  power += counts.weights[0]! * tail;
  for (let i = 1; i < counts.weights.length; i++) {
    tail += share * edge;
    edge *= (back * (m + 1)) / (m + 2 - t);
    m++;
    if (m - critical[m]! > t) {
      const atT = (edge * (m - t + 1) * share) / (t * back);
      tail -= atT;
      edge = atT;
      t++;
    }
    power += counts.weights[i]! * Math.min(1, Math.max(0, tail));
  }
  return Math.min(1, power);
}

/**
 * Point masses of Bin(n, p) on [low, low + weights.length), normalised to sum 1 over that range,
 * walked out from the mode with the ratio of neighbouring masses: no factorials, and the range
 * stops where a mass falls below 1e-18 of the mode's, so what it leaves out is below 1e-16.
 */
function binomialMasses(n: number, p: number): { low: number; weights: Float64Array } {
  if (p <= 0) return { low: 0, weights: Float64Array.of(1) };
  if (p >= 1) return { low: n, weights: Float64Array.of(1) };
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const odds = p / (1 - p);
  // 1e-18 of the mode is about 9 standard deviations out, a little further on the long side.
  const reach = Math.ceil(12 * Math.sqrt(n * p * (1 - p))) + 40;
  const low = Math.max(0, mode - reach);
  const scratch = new Float64Array(Math.min(n, mode + reach) - low + 1);
  let first = mode - low;
  let last = first;
  scratch[first] = 1;
  let total = 1;
  for (let j = mode, w = 1; j > low; j--) {
    w *= j / ((n - j + 1) * odds);
    if (w < 1e-18) break;
    scratch[--first] = w;
    total += w;
  }
  for (let j = mode, w = 1; j < low + scratch.length - 1; j++) {
    w *= ((n - j) * odds) / (j + 1);
    if (w < 1e-18) break;
    scratch[++last] = w;
    total += w;
  }
  const weights = scratch.subarray(first, last + 1);
  for (let i = 0; i < weights.length; i++) weights[i]! /= total;
  return { low: low + first, weights };
}

/**
 * Quantile of the standard normal distribution (the z with Φ(z) = p).
 *
 * Wichura's algorithm AS 241 (PPND16, Applied Statistics 37(3), 1988): rational approximations on
 * three ranges, relative accuracy about 1e-16, which is what Python's statistics.NormalDist uses
 * too, so thresholds agree with a Python pipeline to the last digits. ∓Infinity at 0 and 1.
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) {
    throw new RangeError(`normal quantile needs a probability in [0, 1], got ${p}`);
  }
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * poly(CENTRAL_NUM, r)) / poly(CENTRAL_DEN, r);
  }
  // The tails work in r = sqrt(-log(min(p, 1 - p))), where the quantile is nearly linear.
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  let z: number;
  if (r <= 5) {
    r -= 1.6;
    z = poly(NEAR_NUM, r) / poly(NEAR_DEN, r);
  } else {
    r -= 5;
    z = poly(FAR_NUM, r) / poly(FAR_DEN, r);
  }
  return q < 0 ? -z : z;
}

/**
 * Sample mean and standard deviation (n-1) of the per-repeat scores.
 *
 * The n-1 form because the repeats are a sample of the seeds one could have run. With a single
 * repeat the spread is unknown, not zero, so `std` is NaN rather than a reassuring 0.
 */
export function meanStd(values: readonly number[]): { mean: number; std: number } {
  const n = values.length;
  if (n === 0) throw new RangeError('mean and standard deviation need at least one value');
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) throw new RangeError(`value ${i} is not a finite number: ${v}`);
    sum += v;
  }
  // Two passes (and a correction of the mean by the mean residual) instead of the one-pass
  // sum-of-squares formula, which cancels catastrophically when the spread is small next to the
  // mean, as it is for scores of near-identical repeats.
  let mean = sum / n;
  let residual = 0;
  for (let i = 0; i < n; i++) residual += values[i]! - mean;
  mean += residual / n;
  if (n === 1) return { mean, std: NaN };
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    squares += d * d;
  }
  return { mean, std: Math.sqrt(squares / (n - 1)) };
}

/** Largest bound {@link Xoshiro128StarStar.fillBelow} accepts: draws are 32-bit. */
const MAX_BOUND = 0xffffffff;
/** Exact (a power of two), and a multiplication is cheaper than a division in the hot loop. */
const TWO_TO_MINUS_32 = 2 ** -32;

/**
 * xoshiro128** 1.0 (Blackman and Vigna, 2018, https://prng.di.unimi.it/): a small, fast,
 * well-tested 32-bit generator whose reference outputs are easy to check from any language. It is
 * seeded, as its authors recommend, from two outputs of splitmix64, so that nearby seeds (0, 1,
 * 2, ...) start from unrelated states. Not for cryptography; only for reproducible resampling.
 */
export class Xoshiro128StarStar {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** A raw state of four 32-bit words, not all zero: the all-zero state never leaves zero. */
  constructor(state: readonly [number, number, number, number]) {
    if (state.every((w) => w === 0)) throw new RangeError('xoshiro128** state must not be all 0');
    this.s0 = state[0] | 0;
    this.s1 = state[1] | 0;
    this.s2 = state[2] | 0;
    this.s3 = state[3] | 0;
  }

  /**
   * The state is splitmix64(seed + γ) and splitmix64(seed + 2γ), low word first; splitmix64 is a
   * bijection, so two consecutive outputs are never both zero.
   */
  static fromSeed(seed: number): Xoshiro128StarStar {
    if (!Number.isSafeInteger(seed) || seed < 0) {
      throw new RangeError(`seed must be a non-negative integer below 2^53, got ${seed}`);
    }
    const mask = (1n << 64n) - 1n;
    let x = BigInt(seed);
    const words: number[] = [];
    for (let i = 0; i < 2; i++) {
      x = (x + 0x9e3779b97f4a7c15n) & mask;
      let z = x;
      z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask;
      z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask;
      z ^= z >> 31n;
      words.push(Number(z & 0xffffffffn), Number(z >> 32n));
    }
    return new Xoshiro128StarStar(words as [number, number, number, number]);
  }

  /** Next output, an integer in [0, 2^32). */
  nextUint32(): number {
    const s1 = this.s1;
    const scrambled = Math.imul(s1, 5);
    const result = Math.imul((scrambled << 7) | (scrambled >>> 25), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result;
  }

  /**
   * Fills `out` with uniform integers in [0, bound), exactly unbiased, by Lemire's multiply-and-
   * reject method ("Fast random integer generation in an interval", 2019): no modulo per draw,
   * and a rejection only for the few outputs that would favour some values.
   *
   * This is the bootstrap's hot loop (1.4e8 draws for 10,000 resamples of 14,080 items), so the
   * state lives in locals, which V8 keeps in registers; as fields, one call site shared by slices
   * of different sizes was deoptimised and ran almost three times slower.
   */
  fillBelow(bound: number, out: Uint32Array): void {
    if (!(Number.isInteger(bound) && bound >= 1 && bound <= MAX_BOUND)) {
      throw new RangeError(`bound must be an integer from 1 to ${MAX_BOUND}, got ${bound}`);
    }
    const threshold = (0x100000000 - bound) % bound;
    let s0 = this.s0;
    let s1 = this.s1;
    let s2 = this.s2;
    let s3 = this.s3;
    for (let i = 0; i < out.length; i++) {
      let x: number;
      let low: number;
      do {
        // One xoshiro128** step, exactly as nextUint32.
        const scrambled = Math.imul(s1, 5);
        x = Math.imul((scrambled << 7) | (scrambled >>> 25), 9) >>> 0;
        const t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        // The 64-bit product x * bound: its low word exactly via Math.imul; its high word from
        // the double product, which is off by at most 2^11 from the true one, far below 2^31.
        low = Math.imul(x, bound) >>> 0;
      } while (low < threshold);
      out[i] = Math.round((x * bound - low) * TWO_TO_MINUS_32);
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
  }
}

/** Percentile with linear interpolation between order statistics (numpy's default method). */
function linearPercentile(sorted: Float64Array, q: number): number {
  const h = (sorted.length - 1) * q;
  const i = Math.floor(h);
  const lower = sorted[i]!;
  if (i + 1 >= sorted.length) return lower;
  return lower + (h - i) * (sorted[i + 1]! - lower);
}

/** Neumaier's compensated summation: the error of a long sum stays near one rounding. */
class CompensatedSum {
  private sum = 0;
  private compensation = 0;

  add(x: number): void {
    const t = this.sum + x;
    this.compensation += Math.abs(this.sum) >= Math.abs(x) ? this.sum - t + x : x - t + this.sum;
    this.sum = t;
  }

  value(): number {
    return this.sum + this.compensation;
  }
}

/** Horner evaluation, coefficients from the constant term up. */
function poly(coefficients: readonly number[], x: number): number {
  let acc = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) acc = acc * x + coefficients[i]!;
  return acc;
}

// AS 241 coefficients (PPND16) as published by Wichura (1988), written as the doubles they round
// to: the 20-digit originals would only trip the no-loss-of-precision lint.
// |p - 0.5| <= 0.425, in r = 0.180625 - (p - 0.5)^2.
const CENTRAL_NUM = [
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
  67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const CENTRAL_DEN = [
  1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
  28729.085735721943, 5226.495278852854,
];
// Tails with r = sqrt(-log(min(p, 1 - p))) <= 5, in r - 1.6.
const NEAR_NUM = [
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
  0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const NEAR_DEN = [
  1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008,
  0.015198666563616457, 0.0005475938084995345, 1.0507500716444169e-9,
];
// Far tails, r > 5, in r - 5.
const FAR_NUM = [
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487,
  0.026532189526576124, 0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
];
const FAR_DEN = [
  1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
  1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
];

function checkCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`McNemar ${name} must be a non-negative integer, got ${value}`);
  }
}

function checkOpenUnit(name: string, value: number): void {
  if (!(value > 0 && value < 1)) {
    throw new RangeError(`${name} must be strictly between 0 and 1, got ${value}`);
  }
}

function checkClosedUnit(name: string, value: number): void {
  if (!(value >= 0 && value <= 1)) {
    throw new RangeError(`${name} must be between 0 and 1, got ${value}`);
  }
}

function checkScore(index: number, side: string, value: number): void {
  // Scores in points (0..100) instead of fractions would silently scale Δ by 100; catch them.
  if (!(value >= 0 && value <= 1)) {
    throw new RangeError(`pair ${index}: ${side} score must be between 0 and 1, got ${value}`);
  }
}

/**
 * Holm's step-down adjustment (Holm 1979) of a family of p-values, returned in the input order.
 *
 * With m tests sorted by p ascending, the i-th smallest (1-based) is scaled by m - i + 1, and the
 * running maximum keeps the adjusted values in the same order as the raw ones; each is capped at
 * 1. It controls the family-wise error rate like Bonferroni with no assumption about how the tests
 * depend on each other, but rejects more: a per-subject report runs 57 tests, and unadjusted about
 * three of them would look significant at 0.05 by chance alone.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  pValues.forEach((p, i) => {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value ${i} must be in [0, 1], got ${p}`);
  });
  // Ties keep their input order, so equal p-values get equal adjusted values either way.
  const order = pValues.map((_, i) => i).sort((a, b) => pValues[a]! - pValues[b]! || a - b);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach((index, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * pValues[index]!));
    adjusted[index] = running;
  });
  return adjusted;
}
