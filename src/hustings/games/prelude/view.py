"""What a seat may see (hands are private; decks are face down)."""

from __future__ import annotations

from . import content as C
from .board_rules import advantage, favoured
from .turn import is_parliamentary


def board_view(state, seat: int | None) -> dict:
    turn = C.TURNS[state.turn]
    tracks = {}
    for t, key in enumerate(C.TRACKS):
        side, label = favoured(state, t)
        tracks[key] = {"advantage": advantage(state, t), "score": state.smark[t],
                       "favours": C.FACTIONS[side] if side >= 0 else "none", "vp": label}
    districts = {}
    for d, district in enumerate(C.DISTRICTS):
        districts[district.key] = {
            "patriote": state.mv[0][d], "loyal": state.mv[1][d],
            "control": C.FACTIONS[state.ctrl[d]] if state.ctrl[d] >= 0 else "none",
            "patriote_org": state.org[0][d], "loyal_org": state.org[1][d],
        }
    hands = {}
    for f in (0, 1):
        entry = {"count": len(state.hands[f])}
        if seat == f:
            entry["cards"] = [f"c{c}" for c in state.hands[f]]
        hands[C.FACTIONS[f]] = entry
    return {
        "turn": turn.key, "turn_name": turn.name, "round": state.rnd + 1,
        "first": C.FACTIONS[state.first], "parliamentary": is_parliamentary(state),
        "vp": state.vp, "spirit": state.spirit, "calm": bool(state.calm),
        "opportunity": {"patriote": state.op[0], "loyal": state.op[1]},
        "war_readiness": {"patriote": state.wr[0], "loyal": state.wr[1]},
        "volunteers": state.vols, "tracks": tracks, "districts": districts,
        "reserve": list(state.reserve),
        "hands": hands,
        "decks": {name: len(state.decks[k]) for k, name in enumerate(C.DECKS)},
        "discards": {name: len(state.discards[k]) for k, name in enumerate(C.DECKS)},
        "removed": list(state.removed),
        "specials_used": {"patriote": state.sa_used[0], "loyal": state.sa_used[1]},
        "st_jean_baptiste": bool(state.flags.get("sjb")),
        "effects": sorted(k for k in state.flags),
        "step": pending_step(state),
    }


def pending_step(state) -> dict | None:
    """The step waiting for a decision, for a UI: its kind and its plain arguments
    (AP left, cubes left to place...). Nothing in it is hidden from anyone."""
    if state.outcome is not None or not state.queue:
        return None
    op = state.queue[0]
    return {"kind": op[0], "args": [a for a in op[1:] if isinstance(a, int | str)]}
