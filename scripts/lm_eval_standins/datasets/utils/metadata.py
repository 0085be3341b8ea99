"""Stand-in for datasets.utils: placeholders for names lm-eval's result loggers import."""
from _standin import placeholder_getattr

__getattr__ = placeholder_getattr(__name__)
