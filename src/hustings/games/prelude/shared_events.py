"""The most frequent log events, each built once per distinct content and then shared.

Log events are read-only by the protocol's agreement (clones already share theirs), so a
state may append the same event object as another state. Random play and search bots
write millions of these lines: building each of them afresh (its argument dict, its
names) was a good part of the cost of a move."""

from __future__ import annotations

from hustings.engine import LogEvent

from .mob_costs import MOST
from .names import CARD_NAMES, DISTRICT_NAMES, FACTION_NAMES, TRACK_TITLE_LIST, count_of, play_mode

_MOBILIZED: dict[tuple[int, int, int], LogEvent] = {}
_PLAYED: dict[tuple[int, int, str], LogEvent] = {}
_CARRIED_OUT: dict[tuple[int, int], LogEvent] = {}
_CUBES_ADDED: dict[tuple[int, int, int], LogEvent] = {}

DIE_ROLLED = tuple(tuple(LogEvent("score_die", {"die": TRACK_TITLE_LIST[die],
                                                "face": TRACK_TITLE_LIST[face]}, "prelude 4.0")
                         for face in range(4)) for die in range(4))


CUBE_ADDED = tuple(tuple(LogEvent("cube_added", {"faction": FACTION_NAMES[f], "district": name},
                                  "prelude 3.2") for name in DISTRICT_NAMES) for f in (0, 1))
CUBE_REMOVED = tuple(tuple(LogEvent("cube_removed", {"faction": FACTION_NAMES[f], "district": name},
                                    "prelude 6.2") for name in DISTRICT_NAMES) for f in (0, 1))
TRACK_SCORES = tuple(LogEvent("track_scores", {"track": title}, "prelude 5.0")
                     for title in TRACK_TITLE_LIST)


def mobilized(f: int, d: int, cost: int) -> LogEvent:
    """9.1: f mobilized one cube in d for `cost` AP."""
    key = (f, d, cost)
    event = _MOBILIZED.get(key)
    if event is None:
        event = _MOBILIZED[key] = LogEvent(
            "mobilize", {"faction": FACTION_NAMES[f], "district": DISTRICT_NAMES[d], "cost": cost},
            "prelude 9.1")
    return event


# mobilized(f, d, cost) for every plain cost (mob_costs.py), looked up by the AP fast path.
MOBILIZED = tuple(tuple(tuple(mobilized(f, d, cost) for cost in range(MOST + 1))
                        for d in range(len(DISTRICT_NAMES))) for f in (0, 1))


_SHARED: dict[tuple, LogEvent] = {}


def shared(key: str, rule: str, names: tuple[str, ...], values: tuple) -> LogEvent:
    """The event `state.emit(key, rule, **dict(zip(names, values)))` would log, built once
    per distinct content (values of a small range: factions, districts, points)."""
    memo = (key, rule, values)
    event = _SHARED.get(memo)
    if event is None:
        event = _SHARED[memo] = LogEvent(key, dict(zip(names, values, strict=True)), rule)
    return event


def card_played(f: int, c: int, how: str) -> LogEvent:
    """3.1: f played card c for its AP, its event or from the reserve (`how`)."""
    key = (f, c, how)
    event = _PLAYED.get(key)
    if event is None:
        event = _PLAYED[key] = LogEvent(
            "play", {"faction": FACTION_NAMES[f], "card": CARD_NAMES[c], "mode": play_mode(how, c)},
            "prelude 3.1")
    return event


def event_carried_out(f: int, c: int) -> LogEvent:
    """3.1: f carries out the event of card c."""
    key = (f, c)
    event = _CARRIED_OUT.get(key)
    if event is None:
        event = _CARRIED_OUT[key] = LogEvent(
            "event", {"faction": FACTION_NAMES[f], "card": CARD_NAMES[c]}, "prelude 3.1")
    return event


def cubes_added(f: int, d: int, n: int) -> LogEvent:
    """3.2: an event added n cubes of f in d."""
    key = (f, d, n)
    event = _CUBES_ADDED.get(key)
    if event is None:
        event = _CUBES_ADDED[key] = LogEvent(
            "cubes_added", {"faction": FACTION_NAMES[f], "district": DISTRICT_NAMES[d],
                            "cubes": count_of(n, "cube")}, "prelude 3.2")
    return event
