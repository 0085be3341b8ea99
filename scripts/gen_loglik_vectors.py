#!/usr/bin/env python3
"""Write test/fixtures/loglik/vectors.json: 1,000 multiple-choice items with the prompt logprobs a
completions server returns for them, and lm-evaluation-harness's acc and acc_norm for each item,
computed here independently of evalgate. test/engine/loglikelihood.test.ts serves these logprobs
from the fake completions server and checks evalgate's per-item and total scores against them.

Usage (from the repository root, with numpy installed):
    python3 scripts/gen_loglik_vectors.py

What the arithmetic restates (lm-eval's multiple_choice task on its local-completions model):
  * request pair per choice: (context, target_delimiter + choice target); trailing whitespace of
    the context moves to the front of the continuation (TemplateLM._encode_pair)
  * the server echoes the prompt with logprobs plus one generated token; ctxlen is the number of
    context tokens (found here by text offsets, counted in characters of the prompt), and the
    loglikelihood is sum(token_logprobs[ctxlen:-1]) (LocalCompletionsAPI.parse_logprobs)
  * acc = argmax(lls) == gold; acc_norm = argmax(lls / len(choice target)) == gold, with numpy's
    argmax (the first index wins a tie) (ConfigurableTask.process_results)

Fixture layout:
  parts.letter / parts.text: items of a suite whose continuations are " " + letter (MMLU style) or
  " " + the choice's text. Each item: id, question (the whole context: the template is
  "{{question}}"), choices, answer, ctx (context tokens as [text, logprob], the first logprob
  null), conts (per choice, the continuation's tokens as [text, logprob]), and, for a few items,
  straddle: true (the served prompt of choice 0 joins the last context token and the first
  continuation token into one token). The served tokens of a choice are ctx + conts[i] (joined as
  said for straddle items), then one generated token; text_offset is the running sum of the
  tokens' lengths in characters (code points).
  expected[id]: lls, pred, pred_norm, acc, acc_norm (0/1), or error for straddle items.
  totals: acc and acc_norm per part in points (mean over the scored items, times 100).
"""

import json
import re
from pathlib import Path

import numpy as np

OUT = Path(__file__).resolve().parent.parent / "test" / "fixtures" / "loglik" / "vectors.json"
SEED = 20250101
LETTERS = "ABCD"
WORDS = ["red", "green", "dark blue", "a pale yellow", "café au lait", "naïve", "🙂 smile", "x",
         "the answer is four", "7", "seventy-seven", "über", "quite a long option indeed"]


def tokenize(text):
    """A stand-in tokenizer: leading whitespace joins the word or mark after it."""
    return re.findall(r"\s*\w+|\s*[^\s\w]|\s+", text)


def logprob(rng):
    # Four decimals keep the file small; the values are still arbitrary binary fractions.
    return round(float(-rng.exponential(1.5)), 4)


def make_item(rng, part, n):
    tail = " 🙂" if n % 17 == 0 else ""
    question = f"Q{n:04d}: pick{tail}\nAnswer:"
    if n % 29 == 0:
        question += " "  # trailing whitespace: moves into the continuation
    choices = [str(w) for w in rng.choice(WORDS, size=4, replace=False)]
    if part == "text" and n % 11 == 0:
        choices[2], choices[3] = "a", "bb"
    answer = int(rng.integers(0, 4))
    kept = question.rstrip()
    moved = question[len(kept):]
    targets = list(LETTERS) if part == "letter" else choices
    ctx = [[t, logprob(rng)] for t in tokenize(kept)]
    ctx[0][1] = None
    conts = []
    for target in targets:
        cont = moved + " " + target
        pieces = tokenize(cont)
        if part == "letter" and n % 5 == 0:
            pieces = [cont[:-1], cont[-1]]  # a two-token continuation: " " "A"
        conts.append([[t, logprob(rng)] for t in pieces])
    if n % 7 == 0:
        # Equal largest sums under acc (the first index wins): -0.0625, then zeros.
        for c in conts[:2]:
            for k, token in enumerate(c):
                token[1] = -0.0625 if k == 0 else 0.0
    if part == "text" and n % 11 == 0:
        # Equal sums per character under acc_norm: -1 over "a" against -2 over "bb".
        for c in conts[:2]:
            for token in c:
                token[1] = -40.0
        conts[2] = [[moved + " a", -1.0]]
        conts[3] = [[moved + " bb", -2.0]]
    item = {"id": f"{part[0]}{n:04d}", "question": question, "choices": choices, "answer": answer,
            "ctx": ctx, "conts": conts}
    if part == "text" and n in (3, 4, 5):
        item["straddle"] = True
    return item


def served(item, i):
    """The tokens and logprobs the server returns for choice i, generated token included."""
    ctx = [list(t) for t in item["ctx"]]
    cont = [list(t) for t in item["conts"][i]]
    if item.get("straddle") and i == 0:
        last = ctx.pop()
        cont[0] = [last[0] + cont[0][0], cont[0][1]]
    tokens = ctx + cont + [[".", -0.5]]
    return [t for t, _ in tokens], [lp for _, lp in tokens]


def expected(item, part):
    question = item["question"]
    context = question.rstrip()
    moved = question[len(context):]
    targets = list(LETTERS) if part == "letter" else item["choices"]
    lls = []
    for i, target in enumerate(targets):
        continuation = moved + " " + target
        tokens, token_logprobs = served(item, i)
        offsets = list(np.cumsum([0] + [len(t) for t in tokens[:-1]]))
        assert "".join(tokens[:-1]) == context + continuation
        if len(context) not in offsets:
            straddling = max(k for k, o in enumerate(offsets) if o < len(context))
            return {"error": tokens[straddling]}
        ctxlen = offsets.index(len(context))
        lls.append(sum(token_logprobs[ctxlen:-1]))
    completion_len = np.array([float(len(t)) for t in targets])
    pred = int(np.argmax(lls))
    pred_norm = int(np.argmax(np.array(lls) / completion_len))
    gold = item["answer"]
    return {"lls": lls, "pred": pred, "pred_norm": pred_norm,
            "acc": int(pred == gold), "acc_norm": int(pred_norm == gold)}


def main():
    rng = np.random.default_rng(SEED)
    parts = {"letter": [make_item(rng, "letter", n) for n in range(600)],
             "text": [make_item(rng, "text", n) for n in range(403)]}
    results = {part: {it["id"]: expected(it, part) for it in items} for part, items in parts.items()}
    totals = {}
    for part, res in results.items():
        scored = [r for r in res.values() if "error" not in r]
        totals[part] = {"n": len(scored), "errors": len(res) - len(scored),
                        "acc": 100 * sum(r["acc"] for r in scored) / len(scored),
                        "acc_norm": 100 * sum(r["acc_norm"] for r in scored) / len(scored)}
    assert sum(t["n"] for t in totals.values()) == 1000
    differ = sum(1 for r in results["text"].values() if "error" not in r and r["acc"] != r["acc_norm"])
    assert differ > 20, differ
    OUT.parent.mkdir(parents=True, exist_ok=True)
    doc = {"source": "scripts/gen_loglik_vectors.py", "seed": SEED, "numpy": np.__version__,
           "parts": parts, "expected": {**results["letter"], **results["text"]}, "totals": totals}
    OUT.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes); totals {totals}; acc != acc_norm on {differ}")


if __name__ == "__main__":
    main()
