#!/usr/bin/env python3
"""Generate test/fixtures/python-fingerprints.json: reference slice fingerprints from Python.

Each case holds
  name       what it covers
  fields     the fingerprint fields
  rows_json  json.dumps(rows, ensure_ascii=rows_json_ensure_ascii) as Python writes it (parsed
             on the TS side with parsePythonJson, so the int/float distinction survives;
             ensure_ascii alternates between cases)
  dumps      json.dumps([{k: r[k] for k in fields} for r in rows], ensure_ascii=False)
  sha256     hashlib.sha256(dumps.encode("utf-8")).hexdigest(), or null when Python cannot
             encode the text (error then names the exception, e.g. UnicodeEncodeError)

Standard library only; seeded, so the output is reproducible. Run from the repository root:
  python3 scripts/gen_fingerprint_vectors.py
"""

import hashlib
import json
import math
import os
import random
import struct
import sys

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "fixtures",
                   "python-fingerprints.json")

rng = random.Random(20240229)
cases = []


def add(name, rows, fields):
    dumps = json.dumps([{k: r[k] for k in fields} for r in rows], ensure_ascii=False)
    ensure_ascii = len(cases) % 2 == 1
    case = {
        "name": name,
        "fields": fields,
        "rows_json": json.dumps(rows, ensure_ascii=ensure_ascii),
        "rows_json_ensure_ascii": ensure_ascii,
        "dumps": dumps,
    }
    try:
        case["sha256"] = hashlib.sha256(dumps.encode("utf-8")).hexdigest()
    except UnicodeEncodeError as exc:
        case["sha256"] = None
        case["error"] = type(exc).__name__
    cases.append(case)


# --- hand-written cases -----------------------------------------------------------------------

MMLU_FIELDS = ["question", "choices", "answer"]
mmlu = [
    {"question": "What is the capital of France?", "choices": ["Berlin", "Madrid", "Paris",
     "Rome"], "answer": 2, "subject": "geography"},
    {"question": "Which gas do plants absorb?", "choices": ["Oxygen", "Carbon dioxide",
     "Nitrogen", "Helium"], "answer": 1, "subject": "biology"},
    {"question": "2 + 2 = ?", "choices": ["3", "4", "5", "22"], "answer": 1,
     "subject": "elementary_mathematics"},
]
add("mmlu ascii", mmlu, MMLU_FIELDS)
add("mmlu all fields", mmlu, ["question", "choices", "answer", "subject"])
add("subset of fields", mmlu, ["answer"])
add("fields in another order than the row keys", mmlu, ["subject", "answer", "question"])
add("duplicate fields", mmlu, ["answer", "question", "answer"])
add("no fields", mmlu, [])
add("no rows", [], MMLU_FIELDS)
add("keys in a different order than fields",
    [{"c": 3, "b": 2, "a": 1}, {"b": 5, "a": 4, "c": 6}], ["a", "b", "c"])

add("non-ascii", [
    {"text": "café crème brûlée naïve", "lang": "fr"},
    {"text": "中文测试，日本語のテキスト、한국어", "lang": "cjk"},
    {"text": "مرحبا بالعالم", "lang": "ar"},
    {"text": "Ελληνικά Русский עברית हिन्दी", "lang": "mixed"},
], ["text", "lang"])
add("quotes and backslashes", [
    {"s": 'He said "hi"'}, {"s": "C:\\path\\to\\file"}, {"s": "\\\"\\\\\""}, {"s": "/slash/"},
], ["s"])
add("control characters", [{"s": chr(c), "code": c} for c in list(range(0x20)) + [0x7f]],
    ["s", "code"])
add("control characters in one string",
    [{"s": "".join(chr(c) for c in range(0x20)) + "\x7f" + "end"}], ["s"])
add("emoji and astral plane", [
    {"s": "😀"}, {"s": "family 👨‍👩‍👧‍👦 flag 🇫🇷"}, {"s": "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠀀 \U0010ffff"},
], ["s"])
add("line and paragraph separators",
    [{"s": "a\u2028b\u2029c"}, {"s": "\u0085\u00a0\ufeff\ufffd"}], ["s"])
add("empty values", [{"s": "", "l": [], "d": {}}, {"s": "", "l": [[]], "d": {"": ""}}],
    ["s", "l", "d"])
add("nested lists and dicts", [
    {"x": {"a": [1, 2, {"b": [None, True, False, "s"]}], "c": {"d": {"e": []}}}},
    {"x": [[1, [2, [3, [4]]]], {"k": {"k": {"k": 1.5}}}]},
], ["x"])
add("integer-like keys in nested dicts",
    [{"x": {"b": 1, "10": 2, "2": 3, "a": 4, "0": 5}}, {"x": {"4294967295": 1, "1": 2}}], ["x"])
add("odd keys", [{"x": {"__proto__": 1, "constructor": 2, "": 3, "a b": 4, "é": 5}}], ["x"])
add("odd field names",
    [{"__proto__": 1, "constructor": "c", "10": "ten", "": "empty", "ü": True}],
    ["__proto__", "constructor", "10", "", "ü"])
add("large integers", [{"n": n} for n in [
    0, 1, -1, 2**31, 2**32, 2**53 - 1, -(2**53 - 1), 2**53, -2**53, 2**53 + 1, 2**63 - 1,
    2**64, -2**70, 10**30, -10**40, 12345678901234567890123,
]], ["n"])
add("floats", [{"f": f} for f in [
    0.1, 1.0, 1e16, 1.5e-05, 123456789.123, -0.0, 0.0, 5e-324, 1.7976931348623157e308,
    2.0, -3.0, 0.5, 1e-4, 1e-5, 9.999999999999999e-05, 1e15, 9999999999999998.0,
    1e22, 1e21, 1e100, 1.5, 2.5e-300, 2.2250738585072014e-308, 0.30000000000000004,
    1 / 3, 2 / 3, math.pi, math.e, 100.0, 1234567890123456.0, 12345678901234567.0,
    2.0**53, 2.0**63, 2.0**64, -1e-7, 123e-7, 4.35, 0.001, 1e-3,
]], ["f"])
add("non-finite floats", [{"f": float("nan")}, {"f": float("inf")}, {"f": float("-inf")}],
    ["f"])
add("int and float mixed", [{"i": 1, "f": 1.0}, {"i": -0, "f": -0.0}, {"i": 10**16, "f": 1e16}],
    ["i", "f"])
add("booleans and None",
    [{"t": True, "f": False, "n": None}, {"t": [True], "f": {"f": False}, "n": [None]}],
    ["t", "f", "n"])
add("lone surrogate (Python cannot encode)", [{"s": "ok"}, {"s": "a\ud800b"}], ["s"])
add("lone low surrogate (Python cannot encode)", [{"s": "\udc00"}], ["s"])
add("reversed surrogates (Python cannot encode)", [{"s": "\udc00\ud800"}], ["s"])


# --- random floats --------------------------------------------------------------------------

def random_float():
    kind = rng.randrange(9)
    if kind == 0:  # any bit pattern (all exponents, subnormals, sometimes NaN/inf)
        return struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0]
    if kind == 1:
        return rng.uniform(-1e6, 1e6)
    if kind == 2:
        return round(rng.uniform(-1000, 1000), rng.randrange(0, 12))
    if kind == 3:
        return rng.random() * 10.0 ** rng.randint(-25, 25)
    if kind == 4:  # integral floats
        return float(rng.randint(-10**18, 10**18) // 10 ** rng.randrange(0, 18))
    if kind == 5:  # around the repr exponent thresholds 1e-4 / 1e16
        base = rng.choice([1e-4, 1e-5, 1e16, 1e17, 1e15, 1e-3])
        x = base
        for _ in range(rng.randrange(0, 5)):
            x = math.nextafter(x, rng.choice([0.0, math.inf]))
        return x
    if kind == 6:  # subnormals
        return struct.unpack("<d", rng.getrandbits(52).to_bytes(8, "little"))[0]
    if kind == 7:  # short decimals
        return float(f"{rng.randint(1, 999)}e{rng.randint(-30, 30)}")
    return rng.randint(1, 10**rng.randint(1, 17)) / 10 ** rng.randint(1, 17)


for i in range(200):
    rows = []
    for j in range(5):
        f = random_float()
        rows.append({"id": j, "x": f, "neg": -f, "pair": [f, rng.random()]})
    add(f"random floats {i}", rows, ["id", "x", "neg", "pair"])


# --- random integers ------------------------------------------------------------------------

for i in range(30):
    rows = []
    for j in range(4):
        bits = rng.choice([8, 31, 52, 53, 54, 63, 64, 100, 200])
        n = rng.getrandbits(bits) * rng.choice([1, -1])
        rows.append({"n": n, "l": [n, -n]})
    add(f"random integers {i}", rows, ["n", "l"])


# --- random strings -------------------------------------------------------------------------

RANGES = [
    (0x20, 0x7e), (0x20, 0x7e), (0x20, 0x7e), (0x00, 0x1f), (0x7f, 0x9f), (0xa0, 0x2ff),
    (0x370, 0x6ff), (0x2000, 0x206f), (0x3000, 0x9fff), (0xac00, 0xd7a3), (0xe000, 0xfffd),
    (0x10000, 0x1faff), (0x20000, 0x2fa1f), (0xe0000, 0x10ffff),
]


def random_string(n):
    out = []
    for _ in range(n):
        lo, hi = rng.choice(RANGES)
        c = rng.randint(lo, hi)
        out.append(rng.choice('"\\') if rng.random() < 0.05 else chr(c))
    return "".join(out)


for i in range(150):
    rows = []
    for j in range(3):
        rows.append({
            "id": j,
            "s": random_string(rng.randrange(0, 24)),
            "l": [random_string(rng.randrange(0, 6)) for _ in range(rng.randrange(0, 4))],
            "d": {random_string(rng.randrange(0, 5)): random_string(rng.randrange(0, 5))},
        })
    add(f"random strings {i}", rows, ["id", "s", "l", "d"])


# --- random nested values -------------------------------------------------------------------

def random_value(depth):
    kind = rng.randrange(8 if depth < 4 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.getrandbits(rng.choice([4, 40, 70])) * rng.choice([1, -1])
    if kind == 3:
        return random_float()
    if kind == 4 or kind == 5:
        return random_string(rng.randrange(0, 10))
    if kind == 6:
        return [random_value(depth + 1) for _ in range(rng.randrange(0, 4))]
    return {random_string(rng.randrange(0, 4)): random_value(depth + 1)
            for _ in range(rng.randrange(0, 4))}


for i in range(40):
    add(f"random nested values {i}",
        [{"v": random_value(0), "w": random_value(0)} for _ in range(2)], ["w", "v"])


def main():
    text = json.dumps(cases, indent=1, ensure_ascii=True) + "\n"
    with open(OUT, "w", encoding="ascii", newline="\n") as f:
        f.write(text)
    print(f"wrote {len(cases)} cases to {os.path.relpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
