"""Writes test/fixtures/python-slices.json: slices built by the Python pipeline evalgate mirrors.

For each case: load rows the way `datasets` would see them, wash, then
`numpy.random.default_rng(seed).permutation(len(rows))[:size]` (what `Dataset.shuffle(seed).select(range(size))`
does), and `sha256(json.dumps([{k: r[k] for k in fields} for r in slice], ensure_ascii=False))`.
Run from the project root with python3 and numpy:  python3 scripts/gen_slice_fixtures.py
"""
import csv
import hashlib
import json
import os

import numpy as np

MMLU = os.path.join("..", "shared", "datasets", "mmlu")
FIELDS = ["question", "choices", "answer"]


def mmlu_rows(path):
    subject = os.path.basename(path)[: -len("_test.csv")]
    with open(path, newline="", encoding="utf-8") as f:
        return [
            {"question": r[0], "subject": subject, "choices": r[1:5], "answer": "ABCD".index(r[5])}
            for r in csv.reader(f)
        ]


def jsonl_rows(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def build(name, rows, ids, seed, size, wash=None):
    if wash:
        keep = [i for i, r in enumerate(rows) if wash(r)]
        rows, ids = [rows[i] for i in keep], [ids[i] for i in keep]
    order = np.random.default_rng(seed).permutation(len(rows))[:size].tolist()
    chosen = [rows[i] for i in order]
    text = json.dumps([{k: r[k] for k in FIELDS} for r in chosen], ensure_ascii=False)
    return {
        "name": name,
        "seed": seed,
        "size": size,
        "count": len(chosen),
        "ids": [ids[i] for i in order],
        "fingerprint": hashlib.sha256(text.encode("utf-8")).hexdigest(),
    }


def mini_wash():
    seen = set()

    def keep(r):
        if not r["question"].strip() or not r["choices"] or len(r["choices"]) < 2:
            return False
        if r["question"] in seen:
            return False
        seen.add(r["question"])
        return True

    return keep


def main():
    algebra = mmlu_rows(os.path.join(MMLU, "test", "abstract_algebra_test.csv"))
    test_files = sorted(os.listdir(os.path.join(MMLU, "test")))
    everything = [r for f in test_files for r in mmlu_rows(os.path.join(MMLU, "test", f))]
    mini = jsonl_rows(os.path.join("examples", "mmlu-mini", "data", "questions.jsonl"))
    cases = [
        build("abstract_algebra seed 20240909 size 100", algebra, list(range(len(algebra))), 20240909, 100),
        build("all mmlu test rows seed 42 size 1000", everything, list(range(len(everything))), 42, 1000),
        build("all mmlu test rows seed 2**64+5 size 14080", everything, list(range(len(everything))), 2**64 + 5, 14080),
        build("mmlu-mini example", mini, [r["id"] for r in mini], 20240909, 30, mini_wash()),
    ]
    for case in cases:
        case["seed"] = str(case["seed"])
        if len(case["ids"]) > 1000:
            case["ids_sha256"] = hashlib.sha256(",".join(map(str, case["ids"])).encode()).hexdigest()
            case["ids"] = case["ids"][:50]
    out = {"numpy": np.__version__, "cases": cases}
    with open(os.path.join("test", "fixtures", "python-slices.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
