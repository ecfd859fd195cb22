"""Casting a vote (rulebook: "Eine Stimme abgeben", "Faktionszugehörigkeit",
"Regeln für das Überstimmen", "Ein Staat, eine Stimme")."""

from __future__ import annotations

from .cards import NAY, OPPOSITE, PLANNER, SIDES, STATES, YEA


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


# the sides a delegate may vote for: by article faction, then the delegate's faction
VOTE_SIDES = tuple(tuple(tuple(side for side in (YEA, NAY) if may_vote(f, a, side))
                         for f in range(PLANNER + 1)) for a in range(PLANNER))
EITHER_SIDE = ((YEA, NAY),) * (PLANNER + 1)  # when an event sets faction loyalty aside


def smallest_outvoting(state, seat: int, state_index: int, equal_suffices: bool = False,
                       shielded: bool = False) -> int:
    """One state, one vote: the fewest delegates `seat` needs to vote on a table against
    the side lying there, or 0 when it may not. An empty table takes any delegation; a
    delegation that has voted is never reinforced, and only another player's larger
    delegation on the other side replaces it (events may relax the size). `shielded`: an
    event's vote while Washington's event stands, which may not outvote, since that
    would remove the delegation."""
    if state.room_side[state_index] == 0:
        return 1
    if shielded:
        return 0
    owner = state.room_owner[state_index]
    if owner == seat or (owner >= 0 and owner in state.lasting("ev_franklin")):
        return 0
    existing = len(state.room_cards[state_index])
    return existing if equal_suffices else existing + 1


def vote_choices(state, seat: int, exclude: int = -1, ignore_factions: bool = False,
                 equal_suffices: bool = False, as_action: bool = False,
                 shielded: bool = False) -> list[str]:
    """Every vote `seat` may cast now as `STATE:side:card+card` (an event's choice), or
    as the action `vote:STATE:side:card+card`."""
    cards = state.cards
    card_state, card_faction = cards.state, cards.faction
    texts = cards.id_texts
    firsts_by_side = texts.vote if as_action else texts.delegation
    article = state.convention_faction()
    room_side = state.room_side
    by_state: dict[int, list[int]] = {}
    for card in state.hands[seat]:
        if card != exclude:
            held = by_state.get(card_state[card])
            if held is None:
                by_state[card_state[card]] = [card]
            else:
                held.append(card)
    sides_by_faction = EITHER_SIDE if ignore_factions else VOTE_SIDES[article]
    choices = []
    for st, held in by_state.items():
        current = room_side[st]
        smallest = smallest_outvoting(state, seat, st, equal_suffices, shielded) if current else 1
        if not smallest:
            continue
        if len(held) == 1:  # the usual case: one delegate of this state in hand
            if smallest == 1:
                card = held[0]
                for side in sides_by_faction[card_faction[card]]:
                    if side != current:  # never reinforced
                        choices.append(firsts_by_side[side][card])
            continue
        held.sort(key=texts.rank.__getitem__)
        for side in (YEA, NAY):
            if side == current:
                continue
            allowed = [c for c in held if side in sides_by_faction[card_faction[c]]]
            if not allowed:
                continue
            groups = texts.groups(firsts_by_side[side], allowed)
            if smallest == 1:
                choices += groups
            else:
                choices += [text for i, text in enumerate(groups)
                            if (i + 1).bit_count() >= smallest]  # see IdTexts.groups
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
                       cards=state.card_names(outvoted))
        else:
            state.emit("convention.log.outvoted_free", "convention Regeln für das Überstimmen",
                       seat=seat, state=STATES[state_index], cards=state.card_names(outvoted))
    hand = state.hands[seat]
    for card in group:
        hand.remove(card)
    state.room_cards[state_index] = list(group)
    state.room_side[state_index] = side
    state.room_owner[state_index] = seat
    state.free[seat] -= 1
    state.emit("convention.log.vote", rule, seat=seat, state=STATES[state_index],
               side=SIDES[side], cards=state.card_names(group))


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
