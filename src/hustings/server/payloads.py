"""What a client receives: one perspective per seat it holds (or the spectator's),
built only from `State.view(seat)`, which the game has already filtered, plus the
legal actions of the seats the client holds. The log is rendered to text here through
the game's message catalog, keeping its rule section beside each line."""

from __future__ import annotations

import logging

from hustings.engine import Game, State
from hustings.engine.messages import render

logger = logging.getLogger("hustings.server")

# A live page shows the most recent log lines; the replay page shows every step.
LIVE_LOG_LINES = 400


_catalogs: dict[str, dict[str, str]] = {}


def catalog_of(game: Game) -> dict[str, str]:
    """The game's message catalog, read once (some games load it from a file)."""
    catalog = _catalogs.get(game.slug)
    if catalog is None:
        try:
            catalog = _catalogs[game.slug] = dict(game.messages())
        except Exception:  # unreadable catalog: show message keys rather than fail
            logger.exception("%s: messages() failed", game.slug)
            return {}
    return catalog


def render_log(events: list[dict], catalog: dict[str, str],
               sides: tuple[str, ...] = ()) -> list[dict]:
    return [{"text": render(e["key"], e.get("args", {}), catalog, sides),
             "rule": e.get("rule", "")} for e in events]


_NOTHING = object()


def beyond(value, public):
    """What `value`, part of a seat's view, shows beyond `public`, the same part of the
    spectator's: the differing keys of a dict and items of a list of dicts (by index),
    followed down, so that a seat's own money inside the public list of parties is that one
    figure, not the whole list; anything else whole. `_NOTHING` where nothing differs."""
    if value == public:
        return _NOTHING
    alike = (isinstance(value, dict) and isinstance(public, dict)) or (
        isinstance(value, list) and isinstance(public, list) and len(value) == len(public)
        and all(isinstance(v, dict) for v in value + public))
    if not alike:
        return value
    pairs = value.items() if isinstance(value, dict) else enumerate(value)
    found = {}
    for key, item in pairs:
        other = public.get(key, _NOTHING) if isinstance(public, dict) else public[key]
        part = beyond(item, other)
        if part is not _NOTHING:
            found[str(key)] = part
    return found


def board_svg(game: Game, view: dict) -> str | None:
    try:
        return game.board_svg(view)
    except Exception:  # a drawing bug must not take the game page down: fall back
        logger.exception("%s: board_svg failed", game.slug)
        return None


def perspective(game: Game, state: State, seat: int | None, *, acting: bool,
                log_lines: int | None = LIVE_LOG_LINES) -> dict:
    """Seat `seat`'s view (None: spectator). `acting` adds its legal actions."""
    view = state.view(seat)
    catalog = catalog_of(game)
    private = {}
    if seat is not None:  # what this seat sees and a spectator does not: its hand, its bids
        found = beyond(view["board"], state.board_view(None))
        private = {} if found is _NOTHING else found
    log = view["log"] if log_lines is None else view["log"][-log_lines:]
    decision = view["decision"]
    actions = []
    if acting and seat is not None and decision is not None:
        actions = [{"id": a.id, "label": a.label, "targets": list(a.targets)}
                   for a in state.legal_actions(seat)]
    return {
        "seat": seat,
        "board": view["board"],
        "board_svg": board_svg(game, view),
        "private": private,
        "decision": decision,
        "prompt": None if decision is None else render(decision["prompt"], {}, catalog),
        "log": render_log(log, catalog, state.side_names() or ()),
        "log_start": len(view["log"]) - len(log),
        "actions": actions,
        "result": view["result"],
    }
