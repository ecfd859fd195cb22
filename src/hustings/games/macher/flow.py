"""The order of play (rulebook 5): the preliminary round, then rounds 1-6 each running
the campaign phases 5.2.1-5.2.8, scoring the current region (5.3) and the end of the
round (5.4, skipped after round 6), then round 7 (scoring only) and national scoring (6).

Each phase module offers `begin`, `decision`, `legal` and `act`, and calls `finished`
when it is done, which starts the next phase."""

from __future__ import annotations

from functools import cache

from hustings.engine import Decision

from . import (
    cabinet,
    coalitions,
    conversion,
    media,
    national_scoring,
    organization,
    platform,
    polls,
    preliminary,
    region_scoring,
    round_end,
    start_player,
)

CAMPAIGN = (start_player, platform, cabinet, coalitions, media, organization, polls,
            conversion, region_scoring, round_end)
# Filled on first use: the phase modules import this one, so they may still be loading
# when it is imported.
TABLE: dict = {}
MODULES: dict = {}


def _fill_tables() -> None:
    for module in (preliminary, *CAMPAIGN):
        MODULES[module.__name__.rsplit(".", 1)[1]] = module
        for phase in module.PHASES:
            TABLE[phase] = module


@cache
def seat_decides(seat: int, prompt: str) -> Decision:
    """One party's decision; a Decision never changes, so every state shares one per
    seat and prompt."""
    return Decision((seat,), prompt)


@cache
def seats_decide(seats: tuple[int, ...], prompt: str) -> Decision:
    """A sealed choice of the parties in `seats`, shared like `seat_decides`."""
    return Decision(seats, prompt, simultaneous=True)


def decision(st):
    if st.phase == "over":
        return None
    if not TABLE:
        _fill_tables()
    return TABLE[st.phase].decision(st)


def legal_ids(st, seat: int) -> list[str]:
    if st.phase == "over":
        return []
    if not TABLE:
        _fill_tables()
    return TABLE[st.phase].legal(st, seat)


def apply(st, seat: int, action_id: str) -> None:
    if not TABLE:   # a listing kept by a phase may come before any table lookup
        _fill_tables()
    TABLE[st.phase].act(st, seat, action_id)


def finished(st, name: str) -> None:
    """Start whatever follows the phase module `name` in the order of play."""
    if not MODULES:
        _fill_tables()
    module = MODULES[name]
    if module is preliminary:
        start_round(st, 1)
    elif module is region_scoring:
        if st.round <= 5:
            round_end.begin(st)
        elif st.round == 6:
            # 5.4.2: round 6 ends right after scoring; no money, no contributions.
            start_round(st, 7)
        else:
            national_scoring.score(st)
            st.phase = "over"
    elif module is round_end:
        start_round(st, st.round + 1)
    else:
        CAMPAIGN[CAMPAIGN.index(module) + 1].begin(st)


def start_round(st, number: int) -> None:
    st.round = number
    st.emit("round_started", "macher 5", round=number)
    if number == 7:
        # 5.4.2: the seventh round only scores its region (5.3).
        region_scoring.begin(st)
    else:
        start_player.begin(st)


@cache
def seats_waiting(done: tuple[int, ...], prompt: str) -> Decision:
    """The sealed choice of every seat whose flag in `done` is still 0, shared like
    `seats_decide` (one per set of flags)."""
    return seats_decide(tuple(s for s, flag in enumerate(done) if not flag), prompt)
