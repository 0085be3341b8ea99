#!/usr/bin/env python3
"""Write test/fixtures/stats-vectors.json: reference values for src/core/stats.ts, computed
independently of it (exact integer arithmetic, the Python standard library and numpy).
test/core/stats.test.ts checks the TypeScript code against every case. The exact power and
minimum detectable drop have their own generator, scripts/gen_power.py.

Usage (from the repository root, with numpy installed; takes about a minute):
    python3 scripts/gen_stats_vectors.py

Fixture sections:
  mcnemar[]          {b, c, p}: exact two-sided p = min(1, 2 P(X <= min(b, c))), X ~ Bin(b+c, 1/2),
                     summed as Python integers and divided once (correctly rounded; 0 on underflow)
  normal_quantile[]  {p, z}: statistics.NormalDist().inv_cdf(p), each checked here against
                     math.erfc so a typo in either implementation cannot hide behind the other
  mean_std[]         {values, mean, std}: statistics.mean / statistics.stdev (exact fractions)
  xoshiro128ss       first outputs of xoshiro128** from a raw state and from seeds expanded by
                     splitmix64, written from the published algorithm (Blackman & Vigna)
  bootstrap[]        paired tables as cells [baseline, run, count]; `reference` is numpy's
                     percentile interval from REFERENCE_RESAMPLES index resamples, `exact` the
                     quantiles of the exact bootstrap distribution (FFT of the one-draw law raised
                     to the n-th power), `tolerance` the allowed gap for a 10,000-resample estimate
"""

import json
import math
import platform
import random
import statistics
import sys
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "stats-vectors.json"
REFERENCE_RESAMPLES = 200_000
TESTED_RESAMPLES = 10_000  # what the test runs; the tolerances below are for this count
CONFIDENCE = 0.95
MASK32 = (1 << 32) - 1
MASK64 = (1 << 64) - 1


# --- McNemar -------------------------------------------------------------------------------


def mcnemar_p(b, c):
    n = b + c
    if n == 0:
        return 1.0
    k_max = min(b, c)
    total = 0
    term = 1  # comb(n, 0), then comb(n, k) by the exact integer recurrence
    for k in range(k_max + 1):
        if k > 0:
            term = term * (n - k + 1) // k
        total += term
    if 2 * total >= 1 << n:
        return 1.0
    return (2 * total) / (1 << n)  # int / int is correctly rounded in Python


def mcnemar_tables():
    tables = [
        (0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (5, 5), (3, 12), (12, 3), (40, 25), (25, 40),
        (200, 170), (1000, 1100), (8000, 8100), (0, 30), (30, 0), (10, 0), (6, 4), (7, 0),
        (100, 60), (500, 420), (2500, 2300), (9800, 10200), (9000, 11000), (10000, 10000),
        (5000, 5001), (0, 1000), (1, 1000), (3, 997), (0, 1074), (0, 1100), (0, 20000),
        (20, 1500), (5000, 15000),
    ]
    tables += [(b, c) for b in range(0, 21) for c in range(0, 21) if (b + c) % 3 == 0]
    rnd = random.Random(20250101)
    for _ in range(40):
        n = rnd.choice([rnd.randint(1, 200), rnd.randint(200, 5000), rnd.randint(5000, 20000)])
        # Draw near the null so most p-values are moderate, plus a few far in the tail.
        spread = math.sqrt(n) * rnd.choice([0.5, 1, 2, 4])
        b = min(n, max(0, round(n / 2 + rnd.gauss(0, spread))))
        tables.append((b, n - b))
    seen = set()
    unique = [t for t in tables if not (t in seen or seen.add(t))]
    return [{"b": b, "c": c, "p": mcnemar_p(b, c)} for b, c in unique]


# --- Normal quantile ----------------------------------------------------------------------


def normal_cdf(x):
    return 0.5 * math.erfc(-x / math.sqrt(2))


def checked_quantile(p):
    z = statistics.NormalDist().inv_cdf(p)
    # Independent check through erfc: a quantile off by d moves the CDF by about |z| d relative.
    tail = p if p < 0.5 else 1 - p
    back = normal_cdf(z) if p < 0.5 else normal_cdf(-z)
    if abs(back / tail - 1) > 1e-12 * max(1.0, z * z):
        raise SystemExit(f"inv_cdf({p!r}) = {z!r} fails the erfc check ({back!r})")
    return z


def quantile_points():
    ps = [
        1e-300, 1e-200, 1e-100, 1e-50, 1e-20, 1e-15, 1e-12, 1e-11, 1.388794386496e-11,
        1.4e-11, 1e-10, 1e-8, 1e-6, 1e-5, 1e-4, 0.001, 0.005, 0.01, 0.02, 0.025, 0.05, 0.07,
        0.075, 0.0750000001, 0.08, 0.1, 0.15, 0.2, 0.25, 0.3, 1 / 3, 0.4, 0.45, 0.49, 0.4999999,
        0.5, 0.5000001, 0.51, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.9, 0.925, 0.9249999999, 0.95,
        0.975, 0.99, 0.995, 0.999, 0.9999, 0.99999, 1 - 1e-8, 1 - 1e-10, 1 - 1e-12, 1 - 1e-15,
        0.8, 0.9, 0.95, 0.99, 1 - 0.05 / 2, 1 - 0.01 / 2, 1 - 0.001 / 2,
    ]
    rnd = random.Random(7)
    ps += [rnd.random() for _ in range(120)]
    ps += [10 ** rnd.uniform(-300, -1) for _ in range(60)]
    ps += [1 - 10 ** rnd.uniform(-15, -1) for _ in range(30)]
    seen = set()
    unique = [p for p in ps if 0 < p < 1 and not (p in seen or seen.add(p))]
    return [{"p": p, "z": checked_quantile(p)} for p in unique]


# --- mean and sample standard deviation -----------------------------------------------------


def mean_std_cases():
    rnd = random.Random(99)
    sets = [
        [0.5],
        [0.8, 0.8],
        [0.71, 0.73, 0.72],
        [72.5, 71.25, 73.0, 72.0, 70.75],
        [0.1, 0.2, 0.3, 0.4],
        [1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3],
        [rnd.random() for _ in range(5)],
        [rnd.uniform(60, 90) for _ in range(10)],
        [rnd.random() for _ in range(1000)],
    ]
    out = []
    for values in sets:
        std = statistics.stdev(values) if len(values) > 1 else None
        out.append({"values": values, "mean": statistics.mean(values), "std": std})
    return out


# --- xoshiro128** with splitmix64 seeding ---------------------------------------------------


def rotl32(x, k):
    return ((x << k) | (x >> (32 - k))) & MASK32


def xoshiro128ss(state, count):
    s = list(state)
    out = []
    for _ in range(count):
        out.append((rotl32((s[1] * 5) & MASK32, 7) * 9) & MASK32)
        t = (s[1] << 9) & MASK32
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl32(s[3], 11)
    return out


def splitmix64_state(seed):
    x = seed & MASK64
    words = []
    for _ in range(2):
        x = (x + 0x9E3779B97F4A7C15) & MASK64
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        z ^= z >> 31
        words += [z & MASK32, z >> 32]  # low word first
    return words


def xoshiro_vectors():
    raw = [1, 2, 3, 4]
    seeded = []
    for seed in (0, 1, 2, 42, 12345, 2**32 - 1, 2**32, 2**53 - 1):
        state = splitmix64_state(seed)
        seeded.append({"seed": seed, "state": state, "outputs": xoshiro128ss(state, 12)})
    return {"raw": {"state": raw, "outputs": xoshiro128ss(raw, 12)}, "seeded": seeded}


# --- paired bootstrap -----------------------------------------------------------------------

THIRD = 1 / 3

BOOTSTRAP_TABLES = [
    {
        # 80% -> 72% on 100 items: 20 right->wrong, 12 wrong->right. The flip counts were picked
        # so the 2.5% and 97.5% points sit well inside a lattice step (see lattice_margin).
        "name": "n=100, 80% -> 72%, 20 right->wrong and 12 wrong->right",
        "cells": [[1, 1, 60], [1, 0, 20], [0, 1, 12], [0, 0, 8]],
    },
    {
        # Per-item means over 3 repeats, so scores are k/3 and differences are multiples of 1/3.
        "name": "n=1000, per-item means of 3 repeats",
        "cells": [
            [1, 1, 520], [2 * THIRD, 2 * THIRD, 80], [THIRD, THIRD, 40], [0, 0, 150],
            [1, 2 * THIRD, 50], [2 * THIRD, THIRD, 30], [1, 0, 25], [2 * THIRD, 1, 35],
            [THIRD, 0, 20], [0, THIRD, 30], [0, 1, 20],
        ],
    },
    {
        "name": "n=14080, 1600 right->wrong and 1400 wrong->right",
        "cells": [[1, 1, 9000], [1, 0, 1600], [0, 1, 1400], [0, 0, 2080]],
    },
]


def expand(cells):
    base = np.concatenate([np.full(count, b, dtype=np.float64) for b, _, count in cells])
    run = np.concatenate([np.full(count, r, dtype=np.float64) for _, r, count in cells])
    return base, run


def numpy_bootstrap(diff, resamples, seed):
    n = diff.size
    rng = np.random.default_rng(seed)
    chunk = max(1, 4_000_000 // n)
    deltas = np.empty(resamples)
    for start in range(0, resamples, chunk):
        stop = min(resamples, start + chunk)
        idx = rng.integers(0, n, size=(stop - start, n))
        deltas[start:stop] = diff[idx].mean(axis=1) * 100
    tail = (1 - CONFIDENCE) / 2 * 100
    low, high = np.percentile(deltas, [tail, 100 - tail])  # numpy's default: linear
    return float(low), float(high), deltas


def exact_distribution(diff, scale):
    """Law of the resampled mean: the one-draw law of diff*scale (integers), to the n-th power."""
    n = diff.size
    k = np.rint(diff * scale).astype(np.int64)
    assert np.allclose(k, diff * scale, atol=1e-9), "differences are not on the lattice"
    lo, hi = int(k.min()), int(k.max())
    width = (hi - lo) * n + 1
    size = 1 << (width - 1).bit_length()  # no wrap-around in the circular convolution
    one = np.zeros(size)
    np.add.at(one, k - lo, 1 / n)
    pmf = np.fft.irfft(np.fft.rfft(one) ** n, size)[:width]
    pmf = np.clip(pmf, 0, None)
    pmf /= pmf.sum()
    support = (np.arange(width) + lo * n) / n / scale * 100  # in points
    return support, pmf


def lattice_margin(cdf, q):
    """Distance, in CDF units, from q to the nearest jump of the exact CDF around its q-point."""
    i = int(np.searchsorted(cdf, q))
    return min(q - (cdf[i - 1] if i > 0 else 0.0), cdf[i] - q), i


def bootstrap_case(table, index):
    base, run = expand(table["cells"])
    diff = run - base
    n = diff.size
    scale = 3 if index == 1 else 1
    support, pmf = exact_distribution(diff, scale)
    cdf = np.cumsum(pmf)
    tail = (1 - CONFIDENCE) / 2
    exact = {}
    cdf_se = math.sqrt(tail * (1 - tail) / TESTED_RESAMPLES)
    margins = []
    for name, q in (("low", tail), ("high", 1 - tail)):
        margin, i = lattice_margin(cdf, q)
        exact[name] = float(support[i])
        margins.append(margin / cdf_se)
    low, high, deltas = numpy_bootstrap(diff, REFERENCE_RESAMPLES, seed=20250101 + index)

    # Monte-Carlo error of a percentile from R resamples (normal approximation):
    # se = sqrt(q (1 - q) / R) / f(x_q), with f the density of the bootstrap law in points.
    # Ours (R = 10,000) and the reference (R = 200,000) are independent, so the errors add in
    # quadrature. 4 standard errors plus one lattice step (Delta moves in steps of 100 / (n scale)
    # points, and a percentile may land on either side of a step) gives a false-failure rate well
    # under 1e-4 per bound for a correct implementation, yet still catches an off-by-one in the
    # percentile rule, a biased index draw or a sign error, which all move a bound by more.
    sd = math.sqrt(float(np.sum(pmf * support**2) - np.sum(pmf * support) ** 2))
    density = statistics.NormalDist().pdf(statistics.NormalDist().inv_cdf(1 - tail)) / sd
    se_ours = math.sqrt(tail * (1 - tail) / TESTED_RESAMPLES) / density
    se_ref = math.sqrt(tail * (1 - tail) / REFERENCE_RESAMPLES) / density
    step = 100 / (n * scale)
    tolerance = 4 * math.hypot(se_ours, se_ref) + step
    if n == 100:
        # On a 1-point lattice a 10,000-resample percentile lands on the exact lattice value unless
        # the CDF passes within a few Monte-Carlo errors of a jump; this table keeps > 3 SE clear
        # of every jump, so a tolerance below one step suffices and still catches an off-by-one
        # step. Over seeds 0..1999, 10 intervals (0.5%) had a bound one step off; the test uses
        # fixed seeds, so it is deterministic, but a change of seed may need this in mind.
        assert min(margins) > 3, margins
        tolerance = 0.4
    for got, want in ((low, exact["low"]), (high, exact["high"])):
        assert abs(got - want) <= tolerance / 2, (table["name"], got, want)
    return {
        "name": table["name"],
        "cells": table["cells"],
        "n": n,
        "delta": float(diff.mean() * 100),
        "confidence": CONFIDENCE,
        "reference": {"resamples": REFERENCE_RESAMPLES, "low": low, "high": high},
        "exact": exact,
        "sd_points": sd,
        "monte_carlo_se": {"ours": se_ours, "reference": se_ref},
        "lattice_margin_se": [round(m, 2) for m in margins],
        "tolerance": tolerance,
    }


def main():
    fixture = {
        "generator": "scripts/gen_stats_vectors.py",
        "python": platform.python_version(),
        "numpy": np.__version__,
        "mcnemar": mcnemar_tables(),
        "normal_quantile": quantile_points(),
        "mean_std": mean_std_cases(),
        "xoshiro128ss": xoshiro_vectors(),
        "bootstrap": [bootstrap_case(t, i) for i, t in enumerate(BOOTSTRAP_TABLES)],
    }
    OUT.write_text(json.dumps(fixture, indent=1) + "\n", encoding="ascii")
    counts = {k: len(v) for k, v in fixture.items() if isinstance(v, list)}
    print(f"wrote {OUT} {counts}", file=sys.stderr)


if __name__ == "__main__":
    main()
