"""Stand-in for filelock: inert placeholders only (see _standin.py)."""
from _standin import placeholder_getattr

__getattr__ = placeholder_getattr(__name__)
