"""Stand-in for dill: the request cache is read through pickle (it is never written here)."""
from pickle import dump, dumps, load, loads  # noqa: F401
