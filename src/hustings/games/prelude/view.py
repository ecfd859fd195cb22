"""What a seat may see (hands are private; decks are face down)."""

from __future__ import annotations

from . import content as C
from .board_rules import advantage, favoured
from .names import (
    CARD_NAMES,
    DISTRICT_NAME_BY_KEY,
    FACTION_NAMES,
    SPECIAL_TITLES,
    TRACK_TITLES,
    count_of,
    faction_name,
)
from .specials import special_names
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
        # None while the Patriote has still to choose this turn's first player (2.2)
        "first": None if choosing_first(state) else FACTION_NAMES[state.first],
        "parliamentary": is_parliamentary(state),
        "vp": state.vp, "spirit": state.spirit, "calm": bool(state.calm),
        "opportunity": {"patriote": state.op[0], "loyal": state.op[1]},
        "war_readiness": {"patriote": state.wr[0], "loyal": state.wr[1]},
        "volunteers": state.vols, "tracks": tracks, "districts": districts,
        "reserve": [card_entry(c) for c in state.reserve],
        "hand_sizes": {FACTION_NAMES[f]: len(state.hands[f]) for f in (0, 1)},
        "decks": {name: len(state.decks[k]) for k, name in enumerate(C.DECKS)},
        "discards": {name: len(state.discards[k]) for k, name in enumerate(C.DECKS)},
        "removed": [CARD_NAMES[c] for c in state.removed],
        # 9.5: each side's special actions by name, and whether it used one this turn
        "specials_used": {C.FACTIONS[f]: special_names(state, f)[0] for f in (0, 1)},
        "specials_available": {C.FACTIONS[f]: special_names(state, f)[1] for f in (0, 1)},
        "special_this_turn": {C.FACTIONS[f]: bool(state.sa_turn[f]) for f in (0, 1)},
        # 9.5.1: Le Canadien and Partisan Media taken, waiting for the card they act on
        "waiting": {C.FACTIONS[f]: waiting_specials(state, f) for f in (0, 1)},
        "st_jean_baptiste": bool(state.flags.get("sjb")),
        "effects": ongoing_effects(state),
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


def choosing_first(state) -> bool:
    """Whether the pending decision is the Patriote's choice of this turn's first player."""
    return bool(state.queue) and state.queue[0][0] == "first"


def waiting_specials(state, f: int) -> list[str]:
    return [SPECIAL_TITLES[name] for name, on in (("canadien", state.lc[f]), ("media", state.pm[f]))
            if on]


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def ongoing_effects(state) -> list[str]:
    """The card effects and special actions still in force, in words (the flags the
    rules read, 12.0 and 9.5), in a fixed order."""
    flags = state.flags
    out = []
    if flags.get("sjb"):
        rounds = C.TURNS[state.turn].st_jean_baptiste
        when = f"this turn: round {_and([str(r) for r in rounds])}" if rounds else "none this turn"
        out.append(f"{CARD_NAMES[23]} is set aside: the Patriote scores 1 VP and adds 2 cubes "
                   f"in Patriote-bias rural districts at the start of each of his "
                   f"St-Jean-Baptiste action rounds ({when})")
    if flags.get("papineau"):
        out.append(f"{CARD_NAMES[56]}: for the rest of the game the Patriote may not spend AP "
                   "to take a rural district past 5 cubes")
    if flags.get("beyond"):
        out.append(f"{CARD_NAMES[68]}: for the rest of the game a box in a Patriote-bias "
                   "district costs the Patriote at most 1 AP")
    family = flags.get("family")
    if family:
        when = "this action round" if family == 2 else "his next action round"
        text = (f"{CARD_NAMES[107]}: in {when} each AP the Patriote spends on rural "
                "mobilization brings two cubes")
        if family == 2 and (state.family_credit or 0) > 0:
            text += f" ({count_of(state.family_credit, 'free cube')} due)"
        out.append(text)
    for f in (0, 1):
        lost = flags.get(f"skip{f}", 0)
        if lost:
            rounds = "action round" if lost == 1 else f"{lost} action rounds"
            out.append(f"{CARD_NAMES[108]}: the {FACTION_NAMES[f]} player loses his next {rounds}")
    if flags.get("forbid"):
        out.append(f"{CARD_NAMES[77]}: until the end of the turn the Loyal scores 1 VP for "
                   "every 4 AP of Patriote mobilization in one action round")
    extra = flags.get("extra_session")
    if extra is not None:
        turn, rnd = divmod(extra, 8)
        when = f"action round {rnd + 1}" + (" of this turn" if turn == state.turn else " of the next turn")
        out.append(f"{CARD_NAMES[85]}: {when} counts as a parliamentary session round")
    if flags.get("prorogued"):
        out.append(f"{CARD_NAMES[138]}: the rest of this session's rounds are ordinary rounds")
    if flags.get("caron"):
        out.append(f"{CARD_NAMES[37]}: at the end of this turn the Patriote adds a cube in "
                   "Québec and scores 2 VP")
    for name in sorted(k for k in flags if k.startswith("by_election_")):
        district = DISTRICT_NAME_BY_KEY[name[len("by_election_"):]]
        out.append(f"By-election in {district}: at the end of this turn whoever controls it "
                   f"scores {2 * flags[name]} VP")
    for name in ("canadien", "media"):
        if flags.get(f"charm_{name}", 0) > 0:
            out.append(f"{CARD_NAMES[48]}: the Loyal may use {SPECIAL_TITLES[name]} once more")
    if flags.get("nofear"):
        out.append(f"{SPECIAL_TITLES['cost']}: no fear of reprisal roll at the next "
                   f"{TRACK_TITLES['rc']} scoring")
    if flags.get("realign"):
        out.append(f"{SPECIAL_TITLES['realign']}: the hands are exchanged after the Loyal's "
                   "action round")
    return out
