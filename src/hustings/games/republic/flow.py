"""The turn sequence (issues, treasury, election, people) and the table of decision
steps. Each step names who decides, what they may choose and what a choice does; after
every action `advance` runs the automatic parts of the rules until someone must decide."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple


class Step(NamedTuple):
    seats: Callable       # state -> (seats, simultaneous)
    ids: Callable         # (state, seat) -> list of ids
    act: Callable         # (state, seat, id) -> None
    ordered: bool         # ids come sorted and unique already (not to be changed by callers)
    # The step lists the decider's own card plays; elsewhere the decider may also play any
    # card "at any time", like everyone else (actions.anytime_ids).
    lists_cards: bool


STEPS: dict[str, Step] = {}


def step(name: str, seats, ids, act, ordered: bool = False, lists_cards: bool = False) -> None:
    STEPS[name] = Step(seats, ids, act, ordered, lists_cards)


def one(seat_of: Callable) -> Callable:
    """A step decided by one seat, computed from the state."""
    return lambda st: ((seat_of(st),), False)


_PHASES: dict = {}   # the phase modules, imported on first use (they import this one)
_RESUME: dict = {}   # phase -> the function that runs its automatic procedures


def _modules():
    if not _PHASES:
        from . import deaths, election, issues, people, treasury
        _PHASES.update(issues=issues, election=election, people=people, deaths=deaths,
                       treasury=treasury)
        _RESUME.update(issues=issues.resume, election=election.resume, people=people.resume)
    return _PHASES


def advance(st) -> None:
    """Run automatic procedures until a decision is pending or the game is over."""
    st._legal = st._step_memo = st._decision = None   # the memos of the state before
    mods = _modules()
    deaths, election, issues, treasury = mods["deaths"], mods["election"], mods["issues"], mods["treasury"]
    phases = _RESUME
    for _ in range(10_000):
        if st.over:
            st.step = None
            return
        st.step = None
        if st.stack:
            deaths.resume_interrupt(st)
            if st.step is not None or st.over:
                return
            continue
        if st.phase == "treasury":
            treasury.treasury_phase(st)
            if not st.over:
                st.phase = "election"
                election.start_election(st)
            continue
        if st.phase == "next_turn":
            st.turn += 1
            st.phase = "issues"
            issues.start_issues_phase(st)
            continue
        phases[st.phase](st)
        if st.step is not None:
            return
    raise RuntimeError("the rules did not reach a decision")  # pragma: no cover
