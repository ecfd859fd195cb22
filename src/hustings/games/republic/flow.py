"""The turn sequence (issues, treasury, election, people) and the table of decision
steps. Each step names who decides, what they may choose and what a choice does; after
every action `advance` runs the automatic parts of the rules until someone must decide."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from hustings.engine import Decision

from .content import BOARD

MOST_SEATS = 6   # the most players the game takes
HAND_LIMIT = BOARD.hand_limit


class Step(NamedTuple):
    seats: Callable       # state -> (seats, simultaneous)
    ids: Callable         # (state, seat) -> list of ids
    # (state, seat, id) -> None, or True when it has also settled the next decision as
    # `advance` would (then `advance` is not run: a fast path for the busiest steps).
    act: Callable
    ordered: bool         # ids come sorted and unique already (not to be changed by callers)
    # The step lists the decider's own card plays; elsewhere the decider may also play any
    # card "at any time", like everyone else (actions.anytime_ids).
    lists_cards: bool
    # For a step decided by one seat (`one`): state -> that seat, and the decision for
    # each seat built once (decisions are read-only).
    seat_of: Callable | None
    decisions: tuple


STEPS: dict[str, Step] = {}


def step(name: str, seats, ids, act, ordered: bool = False, lists_cards: bool = False) -> None:
    decisions = tuple(Decision((seat,), name, False) for seat in range(MOST_SEATS))
    STEPS[name] = Step(seats, ids, act, ordered, lists_cards, getattr(seats, "seat_of", None),
                       decisions)


def one(seat_of: Callable) -> Callable:
    """A step decided by one seat, computed from the state."""
    def seats(st):
        return (seat_of(st),), False
    seats.seat_of = seat_of
    return seats


_RESUME: dict = {}   # phase -> the function that runs its automatic procedures


def _load_phases() -> dict:
    """The phase modules' procedures, imported on first use (they import this module)."""
    from . import deaths, election, issues, people, treasury
    _RESUME.update(issues=issues.resume, election=election.resume, people=people.resume,
                   treasury=treasury.treasury_phase, start_election=election.start_election,
                   start_issues=issues.start_issues_phase, interrupt=deaths.resume_interrupt)
    return _RESUME


def advance(st) -> None:
    """Run automatic procedures until a decision is pending or the game is over."""
    st._legal = st._step_memo = st._decision = None   # the memos of the state before
    if st.phase != "people" and not st.over and max(map(len, st.hands)) > HAND_LIMIT:
        # Limite de mano holds at any time: a hand a trade took past it is brought back
        # before anything else goes on (the people phase, whose draft deals more cards
        # for a while, checks at its own points).
        st.step = "over_hand_limit"
        return
    procedures = _RESUME or _load_phases()
    for _ in range(10_000):
        if st.over:
            st.step = None
            return
        st.step = None
        if st.stack:
            procedures["interrupt"](st)
            if st.step is not None or st.over:
                return
            continue
        phase = st.phase
        if phase == "treasury":
            procedures["treasury"](st)
            if not st.over:
                st.phase = "election"
                procedures["start_election"](st)
            continue
        if phase == "next_turn":
            st.turn += 1
            st.phase = "issues"
            procedures["start_issues"](st)
            continue
        procedures[phase](st)
        if st.step is not None:
            return
    raise RuntimeError("the rules did not reach a decision")  # pragma: no cover
