#!/usr/bin/env python3
"""Write test/fixtures/numpy-permutation.json: reference outputs of
numpy.random.default_rng(seed).permutation(n), the index order behind
datasets.Dataset.shuffle(seed=seed). test/core/slice/permutation.test.ts checks
src/core/slice/permutation.ts against every case.

Usage (from the repository root, with numpy installed):
    python3 scripts/gen_permutation_vectors.py

Fixture format:
  numpy      numpy.__version__ that produced the vectors
  cases[]    {seed, n, ...}; seed is a JSON number below 2**53, else a decimal string
    n <= FULL_MAX:  "permutation": the whole permutation
    n >  FULL_MAX:  "head": first HEAD indices, "tail": last TAIL indices,
                    "sha256": digest(permutation), see below
The digest is the lowercase hex SHA-256 of the ASCII string made of every index in
decimal, in order, joined by "," (no spaces, no trailing comma), e.g. "2,0,1".
"""

import hashlib
import json
import random
import sys
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "numpy-permutation.json"
FULL_MAX = 100
HEAD = 50
TAIL = 10
LENGTHS = [0, 1, 2, 3, 5, 100, 14080, 100000]
MAX_SAFE = 2**53 - 1

FIXED_SEEDS = [
    0, 1, 2, 42, 1234, 20240909,
    2**32 - 1, 2**32, 2**40 + 7, 2**53 - 1, 2**53,
    2**63, 2**64 - 1, 2**64, 2**64 + 1, 2**100 + 12345, 2**128 + 3,
]


def random_seeds():
    # Fixed generator so reruns give the same file; bit widths cover 1 to 5 entropy words.
    rnd = random.Random(20240909)
    return [rnd.getrandbits(bits) for bits in (16, 31, 48, 64, 96, 160)]


def digest(perm):
    return hashlib.sha256(",".join(str(int(i)) for i in perm).encode("ascii")).hexdigest()


def case(seed, n):
    perm = np.random.default_rng(seed).permutation(n).tolist()
    out = {"seed": seed if seed <= MAX_SAFE else str(seed), "n": n}
    if n <= FULL_MAX:
        out["permutation"] = perm
    else:
        out.update(head=perm[:HEAD], tail=perm[-TAIL:], sha256=digest(perm))
    return out


def main():
    cases = [case(seed, n) for seed in FIXED_SEEDS + random_seeds() for n in LENGTHS]
    # One case per line keeps the file small and diffs readable.
    lines = ",\n".join("    " + json.dumps(c, separators=(",", ":")) for c in cases)
    header = {
        "generator": "scripts/gen_permutation_vectors.py",
        "numpy": np.__version__,
        "digest": "sha256 hex of the indices in decimal joined by ','",
    }
    head = json.dumps(header, indent=2)[:-2]  # drop the closing "\n}" to append cases
    OUT.write_text(f'{head},\n  "cases": [\n{lines}\n  ]\n}}\n', encoding="ascii")
    print(f"wrote {len(cases)} cases to {OUT} (numpy {np.__version__})", file=sys.stderr)


if __name__ == "__main__":
    main()
