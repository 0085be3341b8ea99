#!/usr/bin/env python3
"""Write test/fixtures/lm-eval-prompts/<tag>.json: the MMLU prompts lm-evaluation-harness builds at one
release, as sha256 hashes, computed by lm-eval's own code (its TaskManager and YAML loading, its jinja
environment, its few-shot sampler, fewshot_context and build_all_requests), so evalgate's presets can be
checked against it byte for byte.

lm-eval is not installed for this: the script imports it from a source tree and puts small stand-ins
from scripts/lm_eval_standins/ first on sys.path for the packages it imports but does not need to build
prompts (torch, transformers, evaluate, ...), plus a `datasets` whose load_dataset("cais/mmlu", subject)
reads the original MMLU CSVs in the cais/mmlu schema {question, subject, choices, answer}.

Usage (python3 with PyYAML, jinja2 and numpy; from the repository root):
    git -C <lm-eval checkout> archive v0.4.8 | tar -x -C <tmp>/v0.4.8
    python3 scripts/gen_lm_eval_prompts.py --lm-eval <tmp>/v0.4.8 --tag v0.4.8 \
        --mmlu ../shared/datasets/mmlu --out test/fixtures/lm-eval-prompts/v0.4.8.json \
        [--texts-out <tmp>/texts-v0.4.8.json] [--verify <samples.jsonl> --verify-task <task> --verify-shots <n>]
For every tag at once (tags before v0.4.2 have no TaskManager and are refused):
    for t in v0.4.2 v0.4.3 v0.4.4 v0.4.8 v0.4.9.1 v0.4.12; do mkdir -p <tmp>/$t
      git -C <lm-eval checkout> archive $t | tar -x -C <tmp>/$t
      python3 scripts/gen_lm_eval_prompts.py --lm-eval <tmp>/$t --tag $t --mmlu ../shared/datasets/mmlu \
        --out test/fixtures/lm-eval-prompts/$t.json --texts-out <tmp>/texts-$t.json; done
Then scripts/lm_eval_prompt_classes.py groups the tags into classes and merges the --texts-out files
into test/fixtures/lm-eval-prompts/texts.json. A tag takes about 15 seconds.

Output:
  tag, lm_eval_version (pyproject.toml or setup.py of the tree), hash ("sha256 of the UTF-8 context",
  what lm-eval's prompt_hash is), digest_rule, mmlu_test_rows (per subject),
  variants.<default|generative>:
    task       the task name with <subject> in it
    config     what lm-eval has for the task (the same for every subject, checked): dataset_path,
               output_type, target_delimiter, fewshot_delimiter, fewshot_split, fewshot_config, doc_to_text,
               doc_to_target, doc_to_choice, generation_kwargs, metric_list, filter_list, version
    until      (generative) the stop list in the requests lm-eval builds
    continuations (default) the continuation strings of the requests, in order
    shots.<0|5>.<subject>: n (rows), digest (sha256 of the rows' prompt hashes joined with "\\n",
               in CSV row order), first (the prompt hashes of rows 0, 1, 2)
  A variant the tree does not have (v0.4.2 has no generative MMLU) is absent.
"""

import argparse
import dataclasses
import hashlib
import inspect
import json
import logging
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SUBJECTS_SPLIT = "test"
SHOTS = (0, 5)
VARIANTS = {"default": "mmlu_{}", "generative": "mmlu_{}_generative"}
TEXT_ROWS = [("abstract_algebra", 0), ("abstract_algebra", 1), ("formal_logic", 4), ("college_mathematics", 9)]
CONFIG_KEYS = [
    "dataset_path", "output_type", "target_delimiter", "fewshot_delimiter", "fewshot_split", "fewshot_config",
    "doc_to_text", "doc_to_target", "doc_to_choice", "generation_kwargs", "metric_list", "filter_list",
]


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_version(tree):
    for name, pattern in (("pyproject.toml", r'(?m)^version\s*=\s*"([^"]+)"'),
                          ("setup.py", r'version\s*=\s*"([^"]+)"')):
        path = os.path.join(tree, name)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                m = re.search(pattern, f.read())
            if m:
                return m.group(1)
    raise SystemExit(f"{tree}: no version in pyproject.toml or setup.py")


def import_lm_eval(tree, mmlu_dir, version):
    """Import lm-eval from `tree` with the stand-ins first on sys.path."""
    if not os.path.isdir(os.path.join(tree, "lm_eval")):
        raise SystemExit(f"--lm-eval {tree}: expected an lm-evaluation-harness tree with lm_eval/ in it")
    # lm_eval/__init__.py reads its own version with importlib.metadata from 0.4.10 or so
    meta = tempfile.mkdtemp(prefix="lm-eval-meta-")
    info = os.path.join(meta, f"lm_eval-{version}.dist-info")
    os.makedirs(info)
    with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as f:
        f.write(f"Metadata-Version: 2.1\nName: lm_eval\nVersion: {version}\n")
    sys.path[:0] = [os.path.join(HERE, "lm_eval_standins"), tree, meta]
    import _standin
    import datasets

    _standin.install()
    datasets.MMLU_DIR = mmlu_dir
    logging.disable(logging.WARNING)
    import lm_eval.api.task as api_task
    import lm_eval.tasks as tasks
    import lm_eval.utils as utils

    if not datasets.__file__.startswith(os.path.join(HERE, "lm_eval_standins")):
        raise SystemExit(f"datasets came from {datasets.__file__}, not the stand-in")
    cache_template_compiles(utils)
    return tasks, api_task, utils


def cache_template_compiles(utils):
    """lm-eval's apply_template compiles its template on every call (env.from_string), which makes
    5-shot runs slow; compile each distinct template text once. The environment (its options such as
    keep_trailing_newline, its filters) and the rendering are lm-eval's, unchanged."""
    env = getattr(utils, "env", None)
    if env is None:
        return
    compiled = {}
    from_string = env.from_string

    def cached_from_string(source, *args, **kwargs):
        if args or kwargs or not isinstance(source, str):
            return from_string(source, *args, **kwargs)
        if source not in compiled:
            compiled[source] = from_string(source)
        return compiled[source]

    env.from_string = cached_from_string


def flatten_tasks(obj, task_cls, out):
    """Task objects in what get_task_dict / TaskManager.load returns (nested dicts, tuples)."""
    if isinstance(obj, task_cls):
        out[obj.config.task] = obj
    elif isinstance(obj, dict):
        for value in obj.values():
            flatten_tasks(value, task_cls, out)
    elif isinstance(obj, (tuple, list)):
        for value in obj:
            flatten_tasks(value, task_cls, out)
    return out


def load_tasks(tasks_mod, api_task, manager, names, shots):
    """Load the tasks and set num_fewshot (and the few-shot seed) the way simple_evaluate does."""
    if hasattr(manager, "load"):
        loaded = manager.load(names)["tasks"]
    else:
        loaded = tasks_mod.get_task_dict(names, manager)
    found = flatten_tasks(loaded, api_task.Task, {})
    for task in found.values():
        if task.get_config("num_fewshot") == 0:
            raise SystemExit(f"{task.config.task}: num_fewshot is fixed at 0 in its config")
        task.set_config(key="num_fewshot", value=shots)
        if hasattr(task, "set_fewshot_seed"):
            task.set_fewshot_seed(seed=1234)
    return found


def build_requests(task):
    """task.build_all_requests as lm-eval's evaluate() calls it without a chat template."""
    wanted = {
        "limit": None, "samples": None, "rank": 0, "world_size": 1, "cache_requests": False,
        "rewrite_requests_cache": False, "system_instruction": None, "apply_chat_template": False,
        "fewshot_as_multiturn": False, "chat_template": None, "tokenizer_name": "",
    }
    params = inspect.signature(task.build_all_requests).parameters
    task.build_all_requests(**{k: v for k, v in wanted.items() if k in params})
    return task.instances


def contexts(task):
    """The context of each doc (arguments[0], what prompt_hash hashes), by doc_id; every request of a
    doc must share it."""
    by_doc = {}
    for inst in build_requests(task):
        ctx = inst.arguments[0]
        if not isinstance(ctx, str):
            raise SystemExit(f"{task.config.task} doc {inst.doc_id}: context is {type(ctx).__name__}, not str")
        if by_doc.setdefault(inst.doc_id, ctx) != ctx:
            raise SystemExit(f"{task.config.task} doc {inst.doc_id}: requests with different contexts")
    return by_doc


def plain(value):
    """Config values as JSON: dataclasses (FewshotConfig from 0.4.10) as their fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def task_config(task):
    cfg = {k: plain(task.get_config(k)) for k in CONFIG_KEYS}
    cfg["version"] = task.VERSION
    return json.loads(json.dumps(cfg, default=repr))


def subjects_of(mmlu_dir):
    folder = os.path.join(mmlu_dir, SUBJECTS_SPLIT)
    names = sorted(f[: -len("_test.csv")] for f in os.listdir(folder) if f.endswith("_test.csv"))
    if len(names) != 57:
        raise SystemExit(f"{folder}: expected 57 <subject>_test.csv files, found {len(names)}")
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lm-eval", required=True, help="an lm-evaluation-harness source tree")
    ap.add_argument("--mmlu", required=True, help="folder with dev/, val/, test/ of the original MMLU CSVs")
    ap.add_argument("--out", required=True)
    ap.add_argument("--tag", help="the tag the tree is (written to the output); default v<version>")
    ap.add_argument("--texts-out", help="also write the full prompt text of a few rows here")
    ap.add_argument("--verify", help="an lm-eval samples .jsonl whose prompt_hash values to check")
    ap.add_argument("--verify-task")
    ap.add_argument("--verify-shots", type=int)
    args = ap.parse_args()

    tree = os.path.abspath(args.lm_eval)
    mmlu_dir = os.path.abspath(args.mmlu)
    version = read_version(tree)
    tasks_mod, api_task, utils = import_lm_eval(tree, mmlu_dir, version)
    hash_string = getattr(utils, "hash_string", sha256)
    import datasets

    if not hasattr(tasks_mod, "TaskManager"):
        raise SystemExit(f"{args.lm_eval}: lm_eval.tasks has no TaskManager (it came in v0.4.2); not supported")
    manager = tasks_mod.TaskManager()
    known = set(manager.all_tasks)
    subjects = subjects_of(mmlu_dir)

    if args.verify:
        verify(args, tasks_mod, api_task, manager, hash_string)

    out = {
        "tag": args.tag or f"v{version}",
        "lm_eval_version": version,
        "hash": "sha256 of the UTF-8 context (arguments[0] of the requests), as lm_eval's prompt_hash",
        "digest_rule": "sha256 of the rows' prompt hashes joined with \"\\n\", in CSV row order",
        "mmlu_test_rows": {s: len(datasets.load_dataset("cais/mmlu", s)["test"]) for s in subjects},
        "variants": {},
    }
    texts = {}
    for variant, pattern in VARIANTS.items():
        names = [pattern.format(s) for s in subjects]
        missing = [n for n in names if n not in known]
        if len(missing) == len(names):
            continue
        if missing:
            raise SystemExit(f"{args.lm_eval}: {variant} has only some subjects; missing {missing[:3]}...")
        entry = {"task": pattern.format("<subject>"), "config": None, "shots": {}}
        for shots in SHOTS:
            loaded = load_tasks(tasks_mod, api_task, manager, names, shots)
            per_subject = {}
            for subject, name in zip(subjects, names):
                task = loaded[name]
                cfg = task_config(task)
                if entry["config"] is None:
                    entry["config"] = cfg
                elif cfg != entry["config"]:
                    raise SystemExit(f"{name}: config differs from {names[0]}'s: {cfg} vs {entry['config']}")
                by_doc = contexts(task)
                n = len(datasets.load_dataset("cais/mmlu", subject)["test"])
                if sorted(by_doc) != list(range(n)):
                    raise SystemExit(f"{name} {shots}-shot: doc ids are not 0..{n - 1}")
                hashes = [hash_string(by_doc[i]) for i in range(n)]
                per_subject[subject] = {"n": n, "digest": sha256("\n".join(hashes)), "first": hashes[:3]}
                for s, row in TEXT_ROWS:
                    if s == subject:
                        texts.setdefault(variant, {}).setdefault(str(shots), {})[f"{s}/{row}"] = by_doc[row]
                requests = [i for i in task.instances if i.doc_id == 0]
                if variant == "generative":
                    until = [list(r.arguments[1].get("until", [])) for r in requests]
                    entry.setdefault("until", until[0])
                    if until[0] != entry["until"] or len(requests) != 1:
                        raise SystemExit(f"{name}: requests differ from the first task's: {until}")
                else:
                    conts = [r.arguments[1] for r in requests]
                    if entry.setdefault("continuations", conts) != conts:
                        raise SystemExit(f"{name}: continuations {conts} differ from {entry['continuations']}")
            entry["shots"][str(shots)] = per_subject
        out["variants"][variant] = entry

    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write("\n")
    if args.texts_out:
        with open(args.texts_out, "w", encoding="utf-8") as f:
            json.dump({"tag": out["tag"], "texts": texts}, f, indent=1, ensure_ascii=False)
            f.write("\n")
    print(f"{out['tag']}: {', '.join(out['variants'])} -> {args.out}")


def verify(args, tasks_mod, api_task, manager, hash_string):
    """Check lm-eval sample lines (doc_id, prompt_hash, maybe doc_hash/target_hash) against this tree."""
    if not (args.verify_task and args.verify_shots is not None):
        raise SystemExit("--verify needs --verify-task and --verify-shots")
    if args.verify_task not in set(manager.all_tasks):
        print(f"verify {args.verify_task}: no such task at this tag")
        return
    task = load_tasks(tasks_mod, api_task, manager, [args.verify_task], args.verify_shots)[args.verify_task]
    by_doc = contexts(task)
    docs = list(task.eval_docs)
    with open(args.verify, encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    for line in lines:
        doc_id = line["doc_id"]
        got = {"prompt_hash": hash_string(by_doc[doc_id])}
        got["doc_hash"] = hash_string(json.dumps(docs[doc_id], indent=2, ensure_ascii=False))
        got["target_hash"] = hash_string(str(task.doc_to_target(docs[doc_id])))
        for key, value in got.items():
            if key in line:
                status = "ok" if line[key] == value else f"MISMATCH (computed {value})"
                print(f"verify {args.verify_task} {args.verify_shots}-shot doc {doc_id} {key}: {status}")


if __name__ == "__main__":
    main()
