"""The order of play (rulebook 5): the preliminary round, then rounds 1-6 each running
the campaign phases 5.2.1-5.2.8, scoring the current region (5.3) and the end of the
round (5.4, skipped after round 6), then round 7 (scoring only) and national scoring (6).

Each phase module offers `begin`, `decision`, `legal` and `act`, and calls `finished`
when it is done, which starts the next phase."""

from __future__ import annotations

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
from .events import ROUND_STARTED

CAMPAIGN = (start_player, platform, cabinet, coalitions, media, organization, polls,
            conversion, region_scoring, round_end)
# Each phase's `decision`, `legal` and `act`, and each phase module by name. They are
# filled once every module has loaded (state.py calls `fill_tables` at its import):
# the phase modules import this one, so they may still be loading when it is imported.
DECIDE: dict = {}
LIST: dict = {}
ACT: dict = {}
MODULES: dict = {}


def fill_tables() -> None:
    for module in (preliminary, *CAMPAIGN):
        MODULES[module.__name__.rsplit(".", 1)[1]] = module
        for phase in module.PHASES:
            DECIDE[phase] = module.decision
            LIST[phase] = module.legal
            ACT[phase] = module.act
    DECIDE["over"] = game_over
    LIST["over"] = nothing_to_list


def game_over(st) -> None:
    """Nobody decides anything once national scoring is done."""
    return None


def nothing_to_list(st, seat: int) -> list[str]:
    return []


def finished(st, name: str) -> None:
    """Start whatever follows the phase module `name` in the order of play."""
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
    st.log.append(ROUND_STARTED[number])
    if number == 7:
        # 5.4.2: the seventh round only scores its region (5.3).
        region_scoring.begin(st)
    else:
        start_player.begin(st)
