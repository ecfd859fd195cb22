"""End of game (Fin de partida, Determinacion del ganador) and the invariants the
conformance suite checks."""

from __future__ import annotations

from .content import ACTIONS, N_STATESMEN, OFFICE_IDS, SID
from .state import CIVIL_WAR, SUPPORT_LIMIT


def final_scores(st) -> list[int]:
    """Victory points plus popularity cubes of the statesmen still in play; after a
    monetary collapse or civil war each player also loses his congress votes and his
    faction influence."""
    scores = list(st.vp)
    for s in st.in_play():
        scores[st.owner[s]] += st.pop[s]
    if st.over in ("monetary_collapse", "civil_war"):
        for seat in range(st.n):
            scores[seat] -= st.congress_votes(seat) + st.faction_ip[seat]
    return scores


def card_locations(st) -> list[str]:
    places = list(st.deck) + list(st.discard) + list(st.in_play_cards)
    for hand in st.hands:
        places += hand
    places += st.ctx.get("pool", []) if isinstance(st.ctx, dict) else []
    if isinstance(st.ctx, dict) and "play" in st.ctx:
        places.append(st.ctx["play"]["card"])
    return places


def invariant_errors(st) -> list[str]:
    errors = []
    places = card_locations(st)
    if len(places) != len(set(places)):
        errors.append("an action card is in two places")
    for card in places:
        if card in SID and st.status[SID[card]] != 0:
            errors.append(f"statesman {card} is both a card and in play")
        elif card not in SID and card not in ACTIONS:
            errors.append(f"unknown card {card}")
    held = [h for h in st.offices if h >= 0]
    if len(held) != len(set(held)):
        errors.append("a statesman holds two offices")
    for i, h in enumerate(st.offices):
        if h >= 0 and st.status[h] != 1:
            errors.append(f"{OFFICE_IDS[i]} held by a statesman not in play")
    for s in range(N_STATESMEN):
        if st.status[s] == 1 and not 0 <= st.owner[s] < st.n:
            errors.append(f"statesman {s} in play without an owner")
        if st.ip_on[s] < 0:
            errors.append(f"negative influence on statesman {s}")
    if any(ip < 0 for ip in st.faction_ip):
        errors.append("negative faction influence")
    if not 0 <= st.tension <= CIVIL_WAR:
        errors.append("tension off the track")
    if abs(st.support) > SUPPORT_LIMIT:
        errors.append("public support off the track")
    if any(c < 0 for row in st.news_low + st.news_high for c in row):
        errors.append("negative newspaper cubes")
    if st._roster is not None and st._roster != st.count_roster():
        errors.append("the kept roster disagrees with the status, owner and bonus votes lists")
    from .election import cube_index_errors
    from .issues import kept_tax_ids_errors
    from .offices import kept_appointments_errors
    errors += cube_index_errors(st) + kept_appointments_errors(st) + kept_tax_ids_errors(st)
    return errors
