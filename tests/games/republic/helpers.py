"""Building positions for the rule tests: a real game, then the facts a test needs."""

from __future__ import annotations

from hustings.games.republic import GAME
from hustings.games.republic.content import N_STATESMEN, SID
from hustings.games.republic.flow import advance

# The five factions of the rulebook's worked example (turn 1, five players).
EXAMPLE_FACTIONS = [
    ["franklin", "washington", "gclinton"],
    ["hamilton", "ccpinckney", "marshall"],
    ["jefferson", "henry", "wharrison", "pickering"],
    ["burr", "madison", "monroe", "crawford"],
    ["jadams", "jay", "jackson", "jqadams"],
]


def new(players=5, seed=1, options=None):
    return GAME.new_state(players, seed, options)


def set_factions(st, factions) -> None:
    """Replace who controls which statesmen; everyone else leaves play."""
    for s in range(N_STATESMEN):
        if st.status[s] == 1:
            st.status[s] = 0
            st.owner[s] = -1
    for seat, team in enumerate(factions):
        for slug in team:
            s = SID[slug]
            st.status[s] = 1
            st.owner[s] = seat
            for hand in st.hands:
                if slug in hand:
                    hand.remove(slug)
            if slug in st.deck:
                st.deck.remove(slug)


def example_turn_one():
    """The position of 'Ejemplo de resolucion de cuestiones': five players, Washington
    president, Adams vice president, Jefferson, Hamilton and Jay in office."""
    st = new(5, 1)
    set_factions(st, EXAMPLE_FACTIONS)
    st.offices = [-1] * 8
    for office, slug in (("president", "washington"), ("vp", "jadams"), ("state", "jefferson"),
                         ("treasury", "hamilton"), ("justice", "jay")):
        st.set_office(office, SID[slug])
    st.pop = [0] * N_STATESMEN
    return st


def put_on_top(st, card: str) -> None:
    if card in st.issue_deck:
        st.issue_deck.remove(card)
    st.issue_deck.append(card)


def act(st, action_id: str) -> None:
    """Apply `action_id` for the seat that must decide now."""
    seat = st.decision().seats[0]
    assert action_id in st.legal_ids(seat), (action_id, st.step, st.legal_ids(seat))
    st.apply(seat, action_id)


def everyone_votes(st, side="yea:0") -> None:
    while st.step == "vote":
        act(st, side)


def refresh(st) -> None:
    advance(st)
