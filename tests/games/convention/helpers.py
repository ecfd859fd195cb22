"""Building Convention states by hand for the rulebook's worked examples."""

from __future__ import annotations

import random

from hustings.engine import Rng
from hustings.games.convention import GAME
from hustings.games.convention.cards import FACTION_INDEX, STATE_INDEX, load_card_set
from hustings.games.convention.state import ACTION, NAY, YEA, ConventionState

CARDS = load_card_set()
SIDE = {"yea": YEA, "nay": NAY}


def card(name: str) -> int:
    """The card whose delegate's name contains `name` (it must be unambiguous)."""
    found = [i for i, full in enumerate(CARDS.names) if name in full]
    assert len(found) == 1, f"{name!r} matches {[CARDS.names[i] for i in found]}"
    return found[0]


def cid(name: str) -> str:
    return CARDS.ids[card(name)]


def ids(*names: str) -> str:
    return "+".join(sorted(cid(n) for n in names))


def article(faction: str, skip: tuple[int, ...] = ()) -> int:
    return next(i for i, f in enumerate(CARDS.article_faction)
                if f == FACTION_INDEX[faction] and i not in skip)


def blank(players: int = 3, convention: str = "anti", committee: str = "large",
          planners=("madison", "paterson", "sherman", "pinckney", "hamilton")) -> ConventionState:
    """Round 1 in the action phase, seat 0 to play; planners in seat order; every hand
    empty, every card in the deck, the draw area empty."""
    state = ConventionState(CARDS, None, players, Rng.from_seed(1))
    state.planners = list(planners[:players])
    state.planner_cards = [CARDS.planner_card[p] for p in state.planners]
    owned = state.planner_cards
    state.deck = list(owned) + [c for c in range(len(CARDS)) if c not in owned]
    conv = article(convention)
    comm = article(committee, (conv,))
    state.conv_art, state.comm_art = conv, comm
    rest = [a for a in range(12) if a not in (conv, comm)]
    state.done_art, state.article_deck = rest[:4], rest[4:]
    state.done_side = [0] * 4
    state.phase = ACTION
    state.turn = 0
    state.pending_discards = [None] * players
    return state


def take_out(state, c: int) -> None:
    state.forget_legal()
    for place in [state.deck, state.discard, *state.hands, *state.room_cards]:
        if c in place:
            place.remove(c)
            return
    if c in state.draw:
        state.draw[state.draw.index(c)] = -1


def give(state, seat: int, *names: str) -> None:
    for name in names:
        c = card(name)
        take_out(state, c)
        state.hands[seat].append(c)


def seat_delegation(state, code: str, side: str, owner: int, *names: str) -> None:
    """A delegation already voting, controlled by `owner` (-1: nobody)."""
    st = STATE_INDEX[code]
    state.forget_legal()
    for name in names:
        c = card(name)
        take_out(state, c)
        state.room_cards[st].append(c)
    state.room_side[st] = SIDE[side]
    state.room_owner[st] = owner
    if owner >= 0:
        state.free[owner] -= 1


def fill_draw_area(state) -> None:
    for slot in range(3):
        if state.draw[slot] < 0:
            state.draw[slot] = state.deck.pop()


__all__ = ["GAME", "blank", "card", "cid", "give", "ids", "seat_delegation", "fill_draw_area"]


def action_states(options=None, players=4, games=4):
    """Every action-phase decision of `games` seeded random games: (state, deciding seat)."""
    for seed in range(games):
        state = GAME.new_state(players, seed, options)
        chooser = random.Random(seed)
        while (decision := state.decision()) is not None:
            seat = decision.seats[0]
            if state.phase == ACTION:
                yield state, seat
            state.apply(seat, chooser.choice(state.legal_ids(seat)))
