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
            st.set_standing(s, 0, -1)
    for seat, team in enumerate(factions):
        for slug in team:
            s = SID[slug]
            st.set_standing(s, 1, seat)
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


def last_statesman_lost():
    """The first turn's example with seat 3 left holding only Burr, and Burr dead: the
    rescue of a player without statesmen is under way (the death step already run)."""
    from hustings.games.republic.deaths import kill
    st = example_turn_one()
    set_factions(st, [["washington", "gclinton"], ["hamilton", "marshall", "ccpinckney"],
                      ["jefferson", "henry", "pickering"], ["burr"], ["jadams", "jay"]])
    st.set_office("state", SID["jefferson"])
    st.hands[3] = [c for c in st.hands[3] if c not in SID]
    kill(st, SID["burr"])
    refresh(st)
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


def give_card(st, card: str, seat: int) -> str:
    """Move action card `card` into the seat's hand from wherever it is; returns its slot."""
    for place in [st.deck, st.discard, st.in_play_cards, *st.hands]:
        if card in place:
            place.remove(card)
    st.hands[seat].append(card)
    return f"slot{len(st.hands[seat]) - 1}"


def rig_die(st, value: int) -> None:
    """Give the state a generator whose next die roll is `value`."""
    from hustings.engine import Rng
    for seed in range(1000):
        rng = Rng.from_seed(seed)
        if rng.copy().die() == value:
            st.rng = rng
            return
    raise AssertionError(f"no seed rolls {value}")  # pragma: no cover


def duel(st, seat: int, challenger: str, target: str, roll: int) -> None:
    """Seat plays Duel out of turn, with the die fixed: 1-2 the challenger dies, 5-6 the
    challenged."""
    slot = give_card(st, "duel", seat)
    rig_die(st, roll)
    st.apply(seat, f"play:{slot}:{challenger}:{target}")


def log_keys(st) -> list[str]:
    return [e.key for e in st.log]


def step_ids(st, seat: int) -> list[str]:
    """The legal ids of the step under way, without the cards `seat` may play at any time."""
    return [i for i in st.legal_ids(seat) if not i.startswith("play:")]


def sedition_act_up_for_review(st) -> None:
    """The Theory of Judicial Review in play; the Sedition Act drawn, given to the
    president and passed by Congress: the Chief Justice's review comes next."""
    st.in_play_cards.append("judicial_review")
    st.deck = [c for c in st.deck if c != "judicial_review"]
    for hand in st.hands:
        if "judicial_review" in hand:
            hand.remove("judicial_review")
    put_on_top(st, "sedition_act")
    act(st, "draw")
    act(st, "assign:a:president")
    everyone_votes(st)


def log_text(st, seat=None, start: int = 0) -> list[str]:
    """The log from `start` on as `seat` reads it (None: every line, as an omniscient
    replay shows them)."""
    from hustings.engine.messages import render
    catalog = GAME.messages()
    return [render(e.key, e.args, catalog) for e in st.log[start:]
            if seat is None or e.visible_to(seat)]


def rig_dice(st, *values: int) -> None:
    """Give the state a generator whose next dice are `values`."""
    from hustings.engine import Rng
    for seed in range(20000):
        rng = Rng.from_seed(seed)
        probe = rng.copy()
        if all(probe.die() == v for v in values):
            st.rng = rng
            return
    raise AssertionError(f"no seed rolls {values}")  # pragma: no cover
