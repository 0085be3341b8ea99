#!/usr/bin/env python3
"""Write test/fixtures/power-vectors.json: reference values for the exact power, minimum
detectable drop and slice size of src/core/stats.ts, computed independently of it.
test/core/stats.test.ts checks the TypeScript code against every case.

Usage (from the repository root, with numpy installed; takes about a minute):
    python3 scripts/gen_power.py

The model of a drop (the same definition as src/core/stats.ts, written from the definition, not
from that code): n items, each independently flips right -> wrong with probability f/2 + d and
wrong -> right with probability f/2 (f = background flip rate, d = the drop as a fraction); the
gate's exact two-sided McNemar test at alpha rejects when min(b, c) is in the lower alpha/2 tail
of Bin(b + c, 1/2), and a drop is detected when it rejects with b > c. Power is the probability
of that under the multinomial law of (b, c, rest).

How the figures are computed here, on purpose differently from the TypeScript:
  - the rejection region from exact integers: for each m, the largest k with
    2 * sum(C(m, j), j <= k) < alpha * 2^m, alpha as the decimal fraction it is written as;
  - power by enumerating (b, c) pairs and summing multinomial probabilities (log-factorials from
    math.lgamma) where the test rejects. For n <= 100 every pair is enumerated; above, pairs more
    than 14 standard deviations from either mean are left out (mass below 1e-40);
  - the minimum detectable drop by bisection of d to 1e-7 (power grows with d: a larger drop only
    turns unflipped items into right -> wrong flips, and the rejection region is closed under
    more such flips); the slice size by bisection of n, checked by the power at n - 1.

Fixture sections:
  critical[]  {alpha, first_m}: first_m[j] = the smallest m at which k (the largest rejecting
              min(b, c)) reaches j, for m <= MAX_M
  power[]     {n, rate, drop, alpha, power}: drop in points
  mdd[]       {n, rate, alpha, power, mdd}: points, null when no drop up to 100 (1 - rate) is
              detected with that power
  items[]     {max_drop, rate, alpha, power, items}: the fewest items with power >= target
"""

import json
import math
from fractions import Fraction
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "power-vectors.json"
MAX_M = 14_080
SIZES = (20, 100, 1000, 14_080)
RATES = (0.0, 0.02, 0.1, 0.3)
TARGET = 0.8

_tables = {}


def critical_table(alpha_text, upto=MAX_M):
    """k[m] for m = 0..upto, -1 where no min(b, c) rejects. Exact: S = sum_{j<=k} C(m, j)."""
    key = (alpha_text, upto)
    if key in _tables:
        return _tables[key]
    alpha = Fraction(alpha_text)
    ks = [-1] * (upto + 1)
    k, s, top = -1, 0, 0  # top = C(m, k), s = sum_{j <= k} C(m, j)
    for m in range(upto + 1):
        if m > 0 and k >= 0:
            # From m-1 to m: S(m, k) = 2 S(m-1, k) - C(m-1, k), C(m, k) = C(m-1, k) m / (m - k).
            s = 2 * s - top
            top = top * m // (m - k)
        while k + 1 <= m:
            nxt = 1 if k < 0 else top * (m - k) // (k + 1)
            if 2 * (s + nxt) * alpha.denominator < alpha.numerator * 2**m:
                k, s, top = k + 1, s + nxt, nxt
            else:
                break
        ks[m] = k
    _tables[key] = ks
    return ks


_logfact = np.array([math.lgamma(i + 1) for i in range(200_001)])


def window(n, p):
    if p <= 0:
        return 0, 0
    if n <= 100:
        return 0, n
    sd = math.sqrt(n * p * (1 - p))
    return max(0, int(n * p - 14 * sd - 20)), min(n, int(n * p + 14 * sd + 20))


def power(n, rate, drop, alpha_text):
    """Brute force: sum the multinomial probability of every (b, c) where the test rejects."""
    pb, pc = rate / 2 + drop, rate / 2
    rest = 1 - pb - pc
    ks = np.array(critical_table(alpha_text, max(MAX_M, n)))
    b_lo, b_hi = window(n, pb)
    c_lo, c_hi = window(n, pc)
    b = np.arange(b_lo, b_hi + 1)
    total = 0.0
    for c in range(c_lo, c_hi + 1):
        bb = b[(b + c <= n) & (b > c)]
        if bb.size == 0:
            continue
        r = n - bb - c
        logp = _logfact[n] - _logfact[bb] - _logfact[c] - _logfact[r]
        logp = logp + (bb * math.log(pb) if pb > 0 else np.where(bb > 0, -np.inf, 0.0))
        if c > 0:
            logp = logp + c * math.log(pc)
        logp = logp + (r * math.log(rest) if rest > 0 else np.where(r > 0, -np.inf, 0.0))
        rejects = c <= ks[bb + c]
        total += float(np.exp(logp[rejects]).sum())
    return total


def mdd(n, rate, alpha_text, target=TARGET):
    hi = 1 - rate
    if power(n, rate, hi, alpha_text) < target:
        return None
    lo = 0.0
    while hi - lo > 1e-7:
        mid = (lo + hi) / 2
        if power(n, rate, mid, alpha_text) >= target:
            hi = mid
        else:
            lo = mid
    return hi * 100


def items(max_drop, rate, alpha_text, target=TARGET):
    d = max_drop / 100
    lo, hi = 0, 1
    while power(hi, rate, d, alpha_text) < target:
        lo, hi = hi, hi * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if power(mid, rate, d, alpha_text) >= target:
            hi = mid
        else:
            lo = mid
    assert power(hi - 1, rate, d, alpha_text) < target <= power(hi, rate, d, alpha_text)
    return hi


def check_monotone_in_n():
    # The TypeScript finds the slice size by bisection over n; it relies on power not falling as
    # items are added. Check that on every n up to 300 for each rate and a few drops.
    for rate in RATES:
        for drop in (0.02, 0.05, 0.1):
            previous = 0.0
            for n in range(1, 301):
                p = power(n, rate, drop, "0.05")
                assert p >= previous - 1e-12, (rate, drop, n, p, previous)
                previous = p


def main():
    critical = []
    for alpha_text in ("0.05", "0.01"):
        ks = critical_table(alpha_text)
        first_m = []
        for m, k in enumerate(ks):
            while len(first_m) <= k:
                first_m.append(m)
        critical.append({"alpha": float(alpha_text), "first_m": first_m})

    power_cases, mdd_cases = [], []
    for n in SIZES:
        for rate in RATES:
            value = mdd(n, rate, "0.05")
            mdd_cases.append({"n": n, "rate": rate, "alpha": 0.05, "power": TARGET, "mdd": value})
            for drop in (0.5, 2, 5, 10):
                if drop / 100 <= 1 - rate:
                    power_cases.append(
                        {
                            "n": n,
                            "rate": rate,
                            "drop": drop,
                            "alpha": 0.05,
                            "power": power(n, rate, drop / 100, "0.05"),
                        }
                    )
    for n, rate in ((100, 0.0), (1000, 0.1)):
        mdd_cases.append(
            {"n": n, "rate": rate, "alpha": 0.01, "power": TARGET, "mdd": mdd(n, rate, "0.01")}
        )
    mdd_cases.append({"n": 5, "rate": 0.0, "alpha": 0.05, "power": TARGET, "mdd": None})
    mdd_cases.append({"n": 100, "rate": 1.0, "alpha": 0.05, "power": TARGET, "mdd": None})

    item_cases = []
    for max_drop, rate, alpha_text in (
        (2, 0.0, "0.05"),
        (2, 0.02, "0.05"),
        (2, 0.1, "0.05"),
        (5, 0.3, "0.05"),
        (1, 0.0, "0.05"),
        (2, 0.0, "0.01"),
    ):
        item_cases.append(
            {
                "max_drop": max_drop,
                "rate": rate,
                "alpha": float(alpha_text),
                "power": TARGET,
                "items": items(max_drop, rate, alpha_text),
            }
        )

    check_monotone_in_n()
    # The figures the issue quotes for this definition.
    by_n = {(c["n"], c["rate"], c["alpha"]): c["mdd"] for c in mdd_cases}
    assert abs(by_n[(100, 0.0, 0.05)] - 7.79) < 0.005, by_n[(100, 0.0, 0.05)]
    assert abs(by_n[(1000, 0.0, 0.05)] - 0.79) < 0.005, by_n[(1000, 0.0, 0.05)]
    assert item_cases[0]["items"] == 394, item_cases[0]

    document = {
        "generator": "scripts/gen_power.py",
        "power": power_cases,
        "mdd": mdd_cases,
        "items": item_cases,
    }
    # The rejection regions are long lists of integers: one line each, not one line per number.
    text = json.dumps(document, indent=1)[: -len("\n}")]
    text += ',\n "critical": [\n  ' + ",\n  ".join(json.dumps(c) for c in critical) + "\n ]\n}\n"
    json.loads(text)
    OUT.write_text(text)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
