"""Rendering log events and prompts through a message catalog, so that the text a
player reads can be translated without touching the rules."""

from __future__ import annotations

import string
from functools import lru_cache


class _Keep(dict):
    def __missing__(self, key):
        return "{" + key + "}"


class _Formatter(string.Formatter):
    """`{seat:one}` shows a number counted from one: seats and slots are numbered from
    zero in the rules and from one on screen. `{seat:side}` shows the side the seat plays
    in this game (the Convention's planner dealt to it), or `Seat N` where none is known.
    `{party:cap}` capitalizes a name that opens a sentence ("black" -> "Black").
    `{count:n=a card|cards}` words a count: the first text for one, else the count and the
    second ("a card", "3 cards")."""

    def __init__(self, sides: tuple[str, ...] = ()):
        self.sides = sides

    def format_field(self, value, format_spec):
        if format_spec == "one" and isinstance(value, int):
            return str(value + 1)
        if format_spec == "cap" and isinstance(value, str):
            return value[:1].upper() + value[1:]
        if format_spec.startswith("n=") and isinstance(value, int):
            one, many = format_spec[2:].split("|")
            return one if value == 1 else f"{value} {many}"
        if format_spec == "side" and isinstance(value, int):
            return self.sides[value] if 0 <= value < len(self.sides) else f"Seat {value + 1}"
        return super().format_field(value, format_spec)


@lru_cache(maxsize=64)
def _formatter(sides: tuple[str, ...]) -> _Formatter:
    """One formatter per line-up of sides, kept: a whole log is rendered with the same one."""
    return _Formatter(sides)


def render(key: str, args: dict, catalog: dict[str, str], sides: tuple[str, ...] = ()) -> str:
    """The catalog's template for `key` filled with `args` (`sides`: the side each seat
    plays, `State.side_names()`); unknown keys show the key and its arguments rather than
    failing, so a missing translation is visible, not fatal."""
    template = catalog.get(key)
    if template is None:
        extra = ", ".join(f"{k}={v}" for k, v in args.items())
        return f"{key}({extra})" if extra else key
    return _formatter(tuple(sides)).vformat(template, (), _Keep(args))
