"""Preparing a game (Preparacion de la partida) and the set-ups of scenarios B and C
(Escenarios adicionales)."""

from __future__ import annotations

from hustings.engine import Rng

from .content import (
    BOARD,
    ISSUES_BY_ERA,
    ORIGINAL_STATES,
    SCENARIOS,
    SID,
    SLUG,
    generation_cards,
)
from .state import RepublicState

FIXED_FACTIONS = {
    3: [["franklin", "washington"], ["jay", "hamilton"], ["jefferson", "jadams", "burr"]],
    4: [["franklin", "washington", "jadams"], ["jay", "hamilton"], ["jefferson"], ["burr"]],
    5: [["franklin", "washington"], ["hamilton"], ["jefferson"], ["burr"], ["jay", "jadams"]],
    6: [["franklin", "washington"], ["jay", "hamilton"], ["jefferson"], ["burr"], ["jadams"],
        ["madison", "monroe"]],
}
STARTING_STATESMEN = BOARD.starting_statesmen
STARTING_HAND = BOARD.starting_hand


def _join(st, seat: int, slug: str) -> None:
    s = SID[slug]
    st.set_standing(s, 1, seat)


def new_game(players: int, seed: int, opts: dict) -> RepublicState:
    st = RepublicState(players, Rng.from_seed(seed), opts)
    st.admitted = list(ORIGINAL_STATES)
    if opts.get("scenario", "A") != "A":
        _scenario(st, SCENARIOS[opts["scenario"]])
    else:
        _standard(st)
    for seat in range(players):
        for _ in range(STARTING_HAND):
            st.hands[seat].append(st.deck.pop())
    from .flow import advance
    from .issues import start_issues_phase
    from .people import start_people_phase
    if st.start_people:
        st.phase = "people"
        start_people_phase(st)
    else:
        start_issues_phase(st)
    if opts.get("persuasion"):
        # Right after set-up each player, from the president's, names his faction leader.
        from .persuasion import start_leaders
        pres = st.president_seat()
        start_leaders(st, [(pres + k) % players for k in range(players)])
    advance(st)
    return st


def _standard(st) -> None:
    """Steps 1-4 and the board: fixed statesmen, a random deal to three each, the
    Generation I action deck, Washington president and Adams vice president."""
    st.opts.setdefault("last_era", 0 if st.opts.get("era_a_only") else 2)
    for seat, team in enumerate(FIXED_FACTIONS[st.n]):
        for slug in team:
            _join(st, seat, slug)
    fixed = {slug for team in FIXED_FACTIONS[st.n] for slug in team}
    others = [c for c in generation_cards(1) if c in SID and c not in fixed]
    st.rng.shuffle(others)
    for seat in range(st.n):
        # Each card dealt is a statesman not yet in play: one more for the seat.
        for _ in range(STARTING_STATESMEN - len(st.statesmen_of(seat))):
            _join(st, seat, others.pop())
    st.emit("statesmen_dealt", "preparacion 2",
            factions=[[SLUG[s] for s in st.statesmen_of(seat)] for seat in range(st.n)])
    st.deck = others + [c for c in generation_cards(1) if c not in SID]
    st.rng.shuffle(st.deck)
    st.deck_gens = [1]
    st.set_office("president", SID["washington"])
    st.set_office("vp", SID["jadams"])
    st.elected[SID["washington"]] = 1
    deck = list(ISSUES_BY_ERA["A"])
    st.rng.shuffle(deck)
    st.issue_deck = deck
    st.deck_era = 0


def _scenario(st, scen) -> None:
    st.opts["last_era"] = scen.last_era
    st.opts["removed_cards"] = list(scen.removed_cards)
    st.revenue = scen.revenue
    st.reserves = scen.reserves
    st.taxes_active = list(scen.taxes)
    st._tax_ids = None   # (issues.tax_ids_in_order reads it)
    st.tension = scen.tension
    st.support = scen.support
    st.era = scen.era
    st.deck_era = scen.era
    st.resolved = list(scen.resolved)
    st.removed_issues = list(scen.removed)
    st.flags = list(scen.flags)
    st.in_play_cards = list(scen.in_play)
    st.admitted += [c for c in scen.states if c not in st.admitted]
    dealt = {slug for team in scen.factions[str(st.n)] for slug in team}
    for slug in scen.removed_statesmen:
        if slug not in dealt:  # a statesman the scenario deals to a faction stays
            st.set_standing(SID[slug], 2, st.owner[SID[slug]])
    for seat, team in enumerate(scen.factions[str(st.n)]):
        for slug in team:
            _join(st, seat, slug)
    for slug in scen.spouses:
        st.spouse_on[SID[slug]] = 1
    for office, slug in scen.offices.items():
        st.set_office(office, SID[slug])
    for slug, n in scen.elected.items():
        st.elected[SID[slug]] = n
    for slug, n in scen.popularity.items():
        st.base_pop[SID[slug]] = n
    for slug, n in scen.influence.items():
        st.ip_on[SID[slug]] = n
    cards = [c for g in scen.generations for c in generation_cards(g)]
    deck = [c for c in cards if c not in scen.removed_cards and c not in scen.in_play
            and not (c in SID and st.status[SID[c]] != 0)]
    st.deck_gens = list(scen.generations)
    coalition_seat = scen.coalition_card.get(str(st.n))
    if coalition_seat is not None:
        card = next(c for c in deck if c.startswith("coalition"))
        deck.remove(card)
        st.hands[coalition_seat].append(card)
    st.rng.shuffle(deck)
    st.deck = deck
    era = "ABC"[scen.era]
    issues = [c for c in ISSUES_BY_ERA[era] if c not in st.resolved and c not in st.removed_issues]
    st.rng.shuffle(issues)
    st.issue_deck = issues
    st.start_people = True
    st.emit("scenario", "escenarios adicionales", title=scen.title)
