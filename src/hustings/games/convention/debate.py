"""Debating (rulebook: "Debattieren")."""

from __future__ import annotations

from .cards import FACTION_NAMES, FACTIONS, PLANNER


def debate_choices(cards, hand: list[int]) -> list[str]:
    """Every debate a hand allows, `debate:faction:card+card`: one or more delegates of one
    faction (planners carry no faction and cannot debate). `hand` is in rank order."""
    texts, faction_of = cards.id_texts, cards.faction
    by_faction: dict[int, list[int]] = {}
    for card in hand:
        faction = faction_of[card]
        if faction != PLANNER:
            held = by_faction.get(faction)
            if held is None:
                by_faction[faction] = [card]
            else:
                held.append(card)
    firsts = texts.debate
    ids = []
    for held in by_faction.values():
        if len(held) == 1:
            ids.append(firsts[held[0]])
        else:
            ids += texts.groups(firsts, held)
    return ids


def debate_needs_marker(state, seat: int, faction: int) -> bool:
    return state.debate[faction][seat] == 0


def debate(state, seat: int, faction: int, group: list[int]) -> None:
    """Discard the delegates; a first marker goes on the space equal to their number,
    a marker already on the track moves that many spaces ahead."""
    hand = state.hands[seat]
    for card in group:
        hand.remove(card)
    state.discard += group
    advance_debate(state, seat, faction, len(group) + (1 if seat in state.lasting("ev_johnson") else 0))
    state.emit("convention.log.debate", "convention Debattieren", seat=seat,
               faction=FACTION_NAMES[FACTIONS[faction]], cards=state.card_names(group),
               space=state.debate[faction][seat])


def advance_debate(state, seat: int, faction: int, spaces: int) -> None:
    track = state.debate[faction]
    if track[seat] == 0:
        state.free[seat] -= 1
    track[seat] += spaces


def set_back_debate(state, seat: int, faction: int, spaces: int) -> None:
    """Move a debate marker back; a marker pushed off the track goes home."""
    track = state.debate[faction]
    track[seat] = max(0, track[seat] - spaces)
    if track[seat] == 0:
        state.free[seat] += 1


def debate_leader(state, faction: int) -> int:
    """The seat alone furthest ahead on a track, or -1 for a tie or an empty track."""
    track = state.debate[faction]
    best = max(track)
    if best == 0 or track.count(best) > 1:
        return -1
    return track.index(best)
