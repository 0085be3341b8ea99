"""Stand-in for the `datasets` package: just enough for lm-eval to load MMLU from the original CSVs.

load_dataset("cais/mmlu" | "hails/mmlu_no_train", <subject>) returns a DatasetDict with the splits
"test", "validation" and "dev", built from <MMLU_DIR>/{test,val,dev}/<subject>_<split>.csv in file
order, rows in the cais/mmlu schema {question, subject, choices: [4 strings], answer: 0..3}.
The generator sets MMLU_DIR before lm-eval loads a task. Any other dataset is an error.
"""

import copy
import csv
import enum
import os

__version__ = "2.19.0"  # what lm-eval may compare against; no behaviour depends on it here

MMLU_DIR = None
MMLU_PATHS = ("cais/mmlu", "hails/mmlu_no_train")
SPLITS = {"test": "test", "validation": "val", "dev": "dev"}
LETTERS = "ABCD"

_cache = {}


class DownloadMode(enum.Enum):
    REUSE_DATASET_IF_EXISTS = "reuse_dataset_if_exists"
    REUSE_CACHE_IF_EXISTS = "reuse_cache_if_exists"
    FORCE_REDOWNLOAD = "force_redownload"


class _Config:
    HF_DATASETS_TRUST_REMOTE_CODE = False


config = _Config()


class Dataset:
    """A list of row dicts; indexing and iterating hand out copies, as `datasets` does."""

    def __init__(self, rows):
        self._rows = rows
        self.features = {k: None for k in (rows[0] if rows else {})}
        self.column_names = list(self.features)

    def __len__(self):
        return len(self._rows)

    def __iter__(self):
        for row in self._rows:
            yield copy.deepcopy(row)

    def __getitem__(self, key):
        if isinstance(key, int):
            return copy.deepcopy(self._rows[key])
        if isinstance(key, str):
            return [copy.deepcopy(r[key]) for r in self._rows]
        if isinstance(key, slice):
            part = self._rows[key]
            return {k: [copy.deepcopy(r[k]) for r in part] for k in self.features}
        raise TypeError(f"datasets stand-in: unsupported index {key!r}")

    def select(self, indices):
        return Dataset([self._rows[i] for i in indices])

    @property
    def num_rows(self):
        return len(self._rows)


class DatasetDict(dict):
    pass


def read_split(subject, split):
    if MMLU_DIR is None:
        raise RuntimeError("datasets stand-in: MMLU_DIR is not set")
    folder = SPLITS[split]
    path = os.path.join(MMLU_DIR, folder, f"{subject}_{folder}.csv")
    rows = []
    with open(path, newline="", encoding="utf-8") as f:
        for line_no, r in enumerate(csv.reader(f), 1):
            if len(r) != 6 or r[5] not in LETTERS:
                raise ValueError(f"{path}: row {line_no}: expected 6 fields ending in A-D, found {r!r}")
            rows.append(
                {"question": r[0], "subject": subject, "choices": r[1:5], "answer": LETTERS.index(r[5])}
            )
    return rows


def load_dataset(path=None, name=None, **kwargs):
    if path not in MMLU_PATHS:
        raise ValueError(f"datasets stand-in: only {MMLU_PATHS} can be loaded, not {path!r}")
    if name not in _cache:
        _cache[name] = DatasetDict({split: Dataset(read_split(name, split)) for split in SPLITS})
    return _cache[name]


def load_metric(*args, **kwargs):
    # imported by older lm-eval task modules (scrolls), never called for MMLU
    raise RuntimeError("datasets stand-in: load_metric is not available")


def __getattr__(name):
    # types lm-eval only names in annotations or isinstance checks
    if name in ("IterableDataset", "IterableDatasetDict", "Features", "Value", "Sequence", "ClassLabel"):
        cls = type(name, (), {})
        globals()[name] = cls
        return cls
    raise AttributeError(f"datasets stand-in has no {name!r}")
