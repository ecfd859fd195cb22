"""Casting a vote (rulebook: "Eine Stimme abgeben", "Faktionszugehörigkeit",
"Regeln für das Überstimmen", "Ein Staat, eine Stimme")."""

from __future__ import annotations

from .cards import OPPOSITE, PLANNER, STATES
from .state import NAY, SIDES, YEA


def may_vote(card_faction: int, article_faction: int, side: int) -> bool:
    """Faction loyalty: a delegate never votes against an article showing its own symbol,
    nor for one showing the opposing symbol; planners and other factions vote freely."""
    if card_faction == PLANNER:
        return True
    if card_faction == article_faction:
        return side == YEA
    if card_faction == OPPOSITE[article_faction]:
        return side == NAY
    return True


# may_vote for every (delegate faction, article faction, side), looked up in the inner loop
VOTE_OK = {(f, a, side): may_vote(f, a, side)
           for f in range(PLANNER + 1) for a in range(PLANNER) for side in (YEA, NAY)}


def subsets(cards: list[int]):
    """Every non-empty subset of a small list, in a fixed order."""
    for mask in range(1, 1 << len(cards)):
        yield [cards[i] for i in range(len(cards)) if mask >> i & 1]


def can_outvote(state, seat: int, state_index: int, size: int, side: int,
                equal_suffices: bool = False) -> bool:
    """One state, one vote: an empty table takes any delegation; a delegation that has
    voted is never reinforced, and only another player's larger delegation on the other
    side replaces it (events may relax the size)."""
    current = state.room_side[state_index]
    if current == 0:
        return True
    if current == side:
        return False
    owner = state.room_owner[state_index]
    if owner == seat:
        return False
    if owner >= 0 and owner in state.lasting("ev_franklin"):
        return False
    existing = len(state.room_cards[state_index])
    return size >= existing if equal_suffices else size > existing


def vote_choices(state, seat: int, exclude: int = -1, ignore_factions: bool = False,
                 equal_suffices: bool = False, verb: str = "") -> list[str]:
    """Every vote `seat` may cast now as `STATE:side:card+card`, after `verb` if given."""
    cards = state.cards
    card_state, card_faction = cards.state, cards.faction
    article = state.convention_faction()
    by_state: dict[int, list[int]] = {}
    for card in state.hands[seat]:
        if card != exclude:
            by_state.setdefault(card_state[card], []).append(card)
    choices = []
    for st, held in by_state.items():
        for side in (YEA, NAY):
            if state.room_side[st] == side:
                continue
            allowed = held if ignore_factions else [
                c for c in held if VOTE_OK[card_faction[c], article, side]]
            if not allowed:
                continue
            prefix = f"{verb}{STATES[st]}:{SIDES[side]}:"
            for group, text in cards.groups(allowed):
                if can_outvote(state, seat, st, len(group), side, equal_suffices):
                    choices.append(prefix + text)
    return choices


def cast_vote(state, seat: int, state_index: int, side: int, group: list[int],
              rule: str = "convention Eine Stimme abgeben") -> None:
    """Lay the delegation on a table of its side with the player's marker on it; a
    delegation on the other side is outvoted: its cards are discarded and its marker
    goes home."""
    if state.room_side[state_index]:
        outvoted = state.room_cards[state_index]
        owner = state.room_owner[state_index]
        state.discard.extend(outvoted)
        if owner >= 0:
            state.free[owner] += 1
        state.emit("convention.log.outvoted", "convention Regeln für das Überstimmen",
                   seat=seat, victim=owner, state=STATES[state_index],
                   cards=", ".join(state.card_name(c) for c in outvoted))
    hand = state.hands[seat]
    for card in group:
        hand.remove(card)
    state.room_cards[state_index] = list(group)
    state.room_side[state_index] = side
    state.room_owner[state_index] = seat
    state.free[seat] -= 1
    state.emit("convention.log.vote", rule, seat=seat, state=STATES[state_index],
               side=SIDES[side], cards=", ".join(state.card_name(c) for c in group))


def remove_from_delegation(state, card: int) -> None:
    """An event takes one delegate out of a delegation that has voted; if it was the last
    one the marker goes home and the state may vote again."""
    for st, cards in enumerate(state.room_cards):
        if card in cards:
            cards.remove(card)
            state.discard.append(card)
            if not cards:
                if state.room_owner[st] >= 0:
                    state.free[state.room_owner[st]] += 1
                state.room_owner[st] = -1
                state.room_side[st] = 0
            return
    raise AssertionError("the card is in no delegation")
