"""Shared helper for the stand-in packages: a module-level __getattr__ that hands out inert
placeholder classes, for names lm-eval imports at module load but never uses while building
MMLU prompts. Using one (calling a method on it) fails loudly."""


class _Placeholder:
    def __init__(self, *args, **kwargs):
        pass

    def __getattr__(self, name):
        raise RuntimeError(f"stand-in placeholder {type(self).__name__} has no {name!r}: not available here")


def placeholder_getattr(module_name):
    made = {}

    def __getattr__(name):
        if name.startswith("__"):
            raise AttributeError(name)
        if name not in made:
            made[name] = type(name, (_Placeholder,), {"__module__": module_name})
        return made[name]

    return __getattr__


class _PlaceholderSubmodules:
    """Meta-path finder: `import torch.nn.functional` and the like give placeholder modules, for
    the packages named in PLACEHOLDER_PACKAGES only."""

    def __init__(self, packages):
        self.packages = set(packages)

    def find_spec(self, fullname, path=None, target=None):
        import importlib.machinery

        if "." in fullname and fullname.split(".")[0] in self.packages:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec):
        import types

        module = types.ModuleType(spec.name)
        module.__path__ = []
        module.__getattr__ = placeholder_getattr(spec.name)
        return module

    def exec_module(self, module):
        pass


PLACEHOLDER_PACKAGES = (
    "accelerate", "aiohttp", "evaluate", "filelock", "huggingface_hub", "more_itertools", "pandas", "peft", "pytablewriter", "rouge_score", "sacrebleu", "sklearn", "torch", "transformers",
)


def install():
    import sys

    if not any(isinstance(f, _PlaceholderSubmodules) for f in sys.meta_path):
        sys.meta_path.append(_PlaceholderSubmodules(PLACEHOLDER_PACKAGES))
