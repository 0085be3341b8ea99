#!/usr/bin/env python3
"""Group lm-eval tags by the MMLU prompts they build, from the files scripts/gen_lm_eval_prompts.py
writes, and merge their --texts-out files into one.

Usage (from the repository root):
    python3 scripts/lm_eval_prompt_classes.py --fixtures test/fixtures/lm-eval-prompts \
        [--texts <tmp>/texts-v0.4.2.json <tmp>/texts-v0.4.4.json ...] [--texts-out FILE]

Prints, per (variant, shots), the classes of tags whose 57 subject digests are all equal, and, per
variant, the tags that differ in until, continuations or config. With --texts-out, writes
{"rows": [...], "texts": {variant: {shots: {"<subject>/<row>": [{"tags": [...], "text": ...}]}}}}:
each distinct prompt text once, with the tags that build it.
"""

import argparse
import glob
import json
import os


def tag_key(tag):
    return [int(p) for p in tag.lstrip("v").split(".")]


def classes(by_tag, pick):
    groups = {}
    for tag in sorted(by_tag, key=tag_key):
        value = pick(by_tag[tag])
        if value is None:
            continue
        key = json.dumps(value, sort_keys=True)
        groups.setdefault(key, []).append(tag)
    return list(groups.values())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", required=True)
    ap.add_argument("--texts", nargs="*", default=[])
    ap.add_argument("--texts-out")
    args = ap.parse_args()

    by_tag = {}
    for path in glob.glob(os.path.join(args.fixtures, "v*.json")):
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        by_tag[data["tag"]] = data

    for variant in ("default", "generative"):
        for shots in ("0", "5"):
            found = classes(by_tag, lambda d: d["variants"].get(variant, {}).get("shots", {}).get(shots))
            print(f"{variant} {shots}-shot: " + " | ".join(" ".join(c) for c in found))
        for key in ("until", "continuations", "config"):
            found = classes(by_tag, lambda d: d["variants"].get(variant, {}).get(key))
            if found:
                print(f"{variant} {key}: " + " | ".join(" ".join(c) for c in found))

    if args.texts_out:
        merged = {}
        for path in sorted(args.texts, key=lambda p: tag_key(json.load(open(p, encoding="utf-8"))["tag"])):
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            for variant, per_shots in data["texts"].items():
                for shots, rows in per_shots.items():
                    for row, text in rows.items():
                        slot = merged.setdefault(variant, {}).setdefault(shots, {}).setdefault(row, [])
                        same = [e for e in slot if e["text"] == text]
                        if same:
                            same[0]["tags"].append(data["tag"])
                        else:
                            slot.append({"tags": [data["tag"]], "text": text})
        with open(args.texts_out, "w", encoding="utf-8") as f:
            json.dump({"note": "full MMLU prompt texts as lm-eval builds them, for debugging; each distinct "
                       "text once with the tags that build it", "texts": merged}, f, indent=1, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main()
