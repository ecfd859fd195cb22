"""What a seat may see (hands are private; decks are face down)."""

from __future__ import annotations

from . import content as C
from .board_rules import advantage, favoured
from .names import CARD_NAMES, FACTION_NAMES, TRACK_TITLES, faction_name
from .turn import is_parliamentary

DIE_NAMES = {**TRACK_TITLES, "choice": "any (player's choice)"}


def card_entry(c: int) -> dict:
    """A card as a player reads it (3.2): name, faction, AP, scoring die, requirement and
    event text. `id` is the card's token in the action ids (`ap:c30`)."""
    card = C.CARDS[c]
    entry = {"id": f"c{c}", "name": CARD_NAMES[c], "faction": card.faction.capitalize(),
             "action_points": card.ap, "scoring_die": DIE_NAMES[card.die]}
    if card.requirement:
        entry["requirement"] = card.requirement
    entry["event"] = card.event
    return entry


def hand_entry(c: int) -> dict:
    """A hand card, keyed by its name in `your_hand`: the entry need not repeat it."""
    entry = card_entry(c)
    del entry["name"]
    return entry


def board_view(state, seat: int | None) -> dict:
    turn = C.TURNS[state.turn]
    tracks = {}
    for t, key in enumerate(C.TRACKS):
        side, label = favoured(state, t)
        tracks[key] = {"name": TRACK_TITLES[key], "advantage": advantage(state, t),
                       "score": state.smark[t], "favours": faction_name(side), "vp": label}
    districts = {}
    for d, district in enumerate(C.DISTRICTS):
        districts[district.key] = {
            "patriote": state.mv[0][d], "loyal": state.mv[1][d],
            "control": C.FACTIONS[state.ctrl[d]] if state.ctrl[d] >= 0 else "none",
            "patriote_org": state.org[0][d], "loyal_org": state.org[1][d],
        }
    view = {
        "turn": turn.key, "turn_name": turn.name, "round": state.rnd + 1,
        "first": FACTION_NAMES[state.first], "parliamentary": is_parliamentary(state),
        "vp": state.vp, "spirit": state.spirit, "calm": bool(state.calm),
        "opportunity": {"patriote": state.op[0], "loyal": state.op[1]},
        "war_readiness": {"patriote": state.wr[0], "loyal": state.wr[1]},
        "volunteers": state.vols, "tracks": tracks, "districts": districts,
        "reserve": [card_entry(c) for c in state.reserve],
        "hand_sizes": {FACTION_NAMES[f]: len(state.hands[f]) for f in (0, 1)},
        "decks": {name: len(state.decks[k]) for k, name in enumerate(C.DECKS)},
        "discards": {name: len(state.discards[k]) for k, name in enumerate(C.DECKS)},
        "removed": [CARD_NAMES[c] for c in state.removed],
        "specials_used": {"patriote": state.sa_used[0], "loyal": state.sa_used[1]},
        "st_jean_baptiste": bool(state.flags.get("sjb")),
        "effects": sorted(k for k in state.flags),
        "step": pending_step(state),
    }
    if seat is not None:   # the seat's own hand, readable; no other view holds it
        view["your_hand"] = {"faction": FACTION_NAMES[seat],
                             "cards": {CARD_NAMES[c]: hand_entry(c) for c in state.hands[seat]}}
    return view


def pending_step(state) -> dict | None:
    """The step waiting for a decision, for a UI: its kind and its plain arguments
    (AP left, cubes left to place...). Nothing in it is hidden from anyone."""
    op = state.pending_step()
    if op is None:
        return None
    return {"kind": op[0], "args": [a for a in op[1:] if isinstance(a, int | str)]}
