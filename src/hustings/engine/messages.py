"""Rendering log events and prompts through a message catalog, so that the text a
player reads can be translated without touching the rules."""

from __future__ import annotations

import string


class _Keep(dict):
    def __missing__(self, key):
        return "{" + key + "}"


class _Formatter(string.Formatter):
    """`{seat:one}` shows a number counted from one: seats and slots are numbered from
    zero in the rules and from one on screen."""

    def format_field(self, value, format_spec):
        if format_spec == "one" and isinstance(value, int):
            return str(value + 1)
        return super().format_field(value, format_spec)


_FORMATTER = _Formatter()


def render(key: str, args: dict, catalog: dict[str, str]) -> str:
    """The catalog's template for `key` filled with `args`; unknown keys show the key
    and its arguments rather than failing, so a missing translation is visible, not fatal."""
    template = catalog.get(key)
    if template is None:
        extra = ", ".join(f"{k}={v}" for k, v in args.items())
        return f"{key}({extra})" if extra else key
    return _FORMATTER.vformat(template, (), _Keep(args))
