"""Stand-in for sqlitedict: lm-eval's response cache is never used when building prompts."""


class SqliteDict(dict):
    def __init__(self, *args, **kwargs):
        raise RuntimeError("sqlitedict stand-in: the response cache is not available here")
