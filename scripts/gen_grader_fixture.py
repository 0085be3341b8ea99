#!/usr/bin/env python3
"""Fill in the reference columns of test/fixtures/grader/choice-responses.json: what two widely
used harnesses read from each hand-labelled response. test/core/grade/choice-fixture.test.ts
checks evalgate's choice grader against the hand labels and prints how often each harness agrees.

The responses, choices and hand labels (`hand`: the letter a careful reader takes as the model's
answer, or null when no single answer is stated) are written by hand in the fixture; this script
never changes them. It rewrites two columns:

  lm_eval_filtered  the string lm-evaluation-harness's MMLU generative task scores: the response cut
                    at the task's `until` stop sequences, then passed through the filter steps of its
                    `get_response` filter (regex, remove_whitespace, regex, take_first), with the
                    patterns read from the task YAML given on the command line. The metric settings
                    (ignore_case, ignore_punctuation) are copied to `lm_eval_metric`.
  simple_evals      the letter openai/simple-evals' MMLU eval extracts (or null), obtained by running
                    its own mmlu_eval.py on the response with a stand-in sampler.

Usage (from the repository root):
    python3 scripts/gen_grader_fixture.py \\
        --lm-eval-yaml PATH/lm_eval/tasks/mmlu/generative/_default_template_yaml \\
        --lm-eval-ref "lm-evaluation-harness v0.4.12" \\
        --simple-evals PATH/simple-evals --simple-evals-ref "simple-evals <commit>"

--simple-evals is a checkout of the simple-evals repository (the folder holding common.py and
mmlu_eval.py). Its imports tqdm and pandas are replaced by empty stand-ins when not installed: the
progress bar is not needed, and pandas only downloads the dataset, which is not used here.
"""

import argparse
import importlib
import importlib.util
import json
import os
import re
import sys
import types
from pathlib import Path

import yaml

FIXTURE = (
    Path(__file__).resolve().parent.parent / "test" / "fixtures" / "grader" / "choice-responses.json"
)
LETTERS = "ABCD"


def lm_eval_pipeline(task_yaml: Path):
    """The filter steps and metric settings of the task, as a function of one response."""
    task = yaml.safe_load(task_yaml.read_text(encoding="utf-8"))
    filters = task.get("filter_list") or []
    if len(filters) != 1:
        sys.exit(f"{task_yaml}: expected one entry in filter_list, found {len(filters)}")
    steps = filters[0]["filter"]
    until = task.get("generation_kwargs", {}).get("until", [])
    metric = next((m for m in task.get("metric_list", []) if m.get("metric") == "exact_match"), None)
    if metric is None:
        sys.exit(f"{task_yaml}: expected an exact_match entry in metric_list")

    def regex_step(response: str, step: dict) -> str:
        # lm-eval's RegexFilter: findall, the match at group_select, its first non-empty group
        # when the pattern has several, stripped; the fallback when nothing matches.
        fallback = step.get("fallback", "[invalid]")
        found = re.findall(step["regex_pattern"], response)
        if not found:
            return fallback
        chosen = found[step.get("group_select", 0)]
        if isinstance(chosen, tuple):
            chosen = next((group for group in chosen if group), fallback)
        return chosen.strip()

    def run(response: str):
        for stop in until:
            if stop in response:
                response = response[: response.index(stop)]
        responses = [response]
        for step in steps:
            name = step["function"]
            if name == "regex":
                responses = [regex_step(r, step) for r in responses]
            elif name == "remove_whitespace":
                responses = [r.strip() for r in responses]
            elif name == "take_first":
                return responses[0]
            else:
                sys.exit(f"{task_yaml}: filter step {name!r} is not supported by this script")
        return responses[0]

    settings = {
        "ignore_case": bool(metric.get("ignore_case", False)),
        "ignore_punctuation": bool(metric.get("ignore_punctuation", False)),
    }
    return run, settings


def load_simple_evals(root: Path):
    if not (root / "mmlu_eval.py").is_file() or not (root / "common.py").is_file():
        sys.exit(f"--simple-evals {root}: expected a simple-evals checkout with mmlu_eval.py and common.py")
    for name in ("tqdm", "pandas", "requests"):
        if importlib.util.find_spec(name) is None:
            stand_in = types.ModuleType(name)
            stand_in.tqdm = lambda items, *args, **kwargs: items
            sys.modules[name] = stand_in
    package = types.ModuleType("simple_evals")
    package.__path__ = [str(root)]
    sys.modules["simple_evals"] = package
    os.environ["debug"] = "1"  # map_with_progress runs in this thread, in order
    return importlib.import_module("simple_evals.mmlu_eval"), importlib.import_module("simple_evals.types")


def simple_evals_extractor(root: Path):
    mmlu_eval, se_types = load_simple_evals(root)

    class Replay(se_types.SamplerBase):
        def __init__(self, text: str):
            self.text = text

        def _pack_message(self, content, role):
            return {"role": role, "content": content}

        def __call__(self, message_list):
            return se_types.SamplerResponse(
                response_text=self.text, actual_queried_message_list=message_list, response_metadata={}
            )

    def extract(response: str, choices: list[str]):
        seen = []
        real = mmlu_eval.normalize_extracted_answer

        def recording(text):
            seen.append(real(text))
            return seen[-1]

        evaluator = mmlu_eval.MMLUEval.__new__(mmlu_eval.MMLUEval)
        row = {"Question": "Which one?", "Answer": "A", "Subject": "miscellaneous"}
        row.update(zip(LETTERS, choices))
        evaluator.examples = [row]
        mmlu_eval.normalize_extracted_answer = recording
        try:
            evaluator(Replay(response))
        finally:
            mmlu_eval.normalize_extracted_answer = real
        return seen[0] if seen else None

    return extract


def check(items: list) -> None:
    ids = set()
    for i, item in enumerate(items):
        where = f"{FIXTURE.name}: items[{i}]"
        if item.get("id") in ids or not isinstance(item.get("id"), str):
            sys.exit(f"{where}: expected a unique string id, found {item.get('id')!r}")
        ids.add(item["id"])
        if not (isinstance(item.get("choices"), list) and len(item["choices"]) == 4):
            sys.exit(f"{where} ({item['id']}): expected 4 choices (simple-evals asks A..D)")
        hand = item.get("hand")
        if hand is not None and not (isinstance(hand, str) and re.fullmatch(r"[A-Z]", hand)):
            sys.exit(f"{where} ({item['id']}): expected hand to be null or one capital letter, found {hand!r}")
        if item.get("match", "first") not in ("first", "last"):
            sys.exit(f"{where} ({item['id']}): expected match first or last, found {item['match']!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lm-eval-yaml", type=Path, required=True)
    parser.add_argument("--lm-eval-ref", required=True, help="which lm-eval release the YAML is from")
    parser.add_argument("--simple-evals", type=Path, required=True)
    parser.add_argument("--simple-evals-ref", required=True, help="which simple-evals commit")
    args = parser.parse_args()

    fixture = json.loads(FIXTURE.read_text(encoding="utf-8"))
    items = fixture["items"]
    check(items)
    lm_eval, metric = lm_eval_pipeline(args.lm_eval_yaml)
    simple_evals = simple_evals_extractor(args.simple_evals)
    for item in items:
        item["lm_eval_filtered"] = lm_eval(item["response"])
        item["simple_evals"] = simple_evals(item["response"], item["choices"])
    fixture["references"] = {
        "lm_eval": f"{args.lm_eval_ref}, lm_eval/tasks/mmlu/generative/_default_template_yaml, filter get_response",
        "simple_evals": f"{args.simple_evals_ref}, mmlu_eval.py",
    }
    fixture["lm_eval_metric"] = metric
    ordered = {key: fixture[key] for key in ("about", "references", "lm_eval_metric", "items") if key in fixture}
    FIXTURE.write_text(json.dumps(ordered, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE} ({len(items)} responses)")


if __name__ == "__main__":
    main()
