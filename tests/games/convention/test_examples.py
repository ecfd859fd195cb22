"""The rulebook's worked examples, each named after its section."""

from hustings.games.convention.debate import debate_leader
from hustings.games.convention.scoring import faction_places, final_bonus, score_debating_hall
from hustings.games.convention.state import FLIP, NAY, YEA

from .helpers import CARDS, article, blank, card, cid, give, ids, seat_delegation

MADISON, PATERSON, SHERMAN = 0, 1, 2


def pennsylvania_state():
    """Madison holds his planner, Ingersoll (anti-federalist) and Mifflin (large states);
    the convention room debates an anti-federalist article."""
    state = blank(3, convention="anti")
    give(state, MADISON, "Madison", "Ingersoll", "Mifflin")
    return state


def test_eine_stimme_abgeben_pennsylvania_votes_yea():
    state = pennsylvania_state()
    assert CARDS.faction[card("Ingersoll")] == 3 and CARDS.faction[card("Mifflin")] == 0
    action = f"vote:PA:yea:{ids('Ingersoll', 'Mifflin')}"
    assert action in state.legal_ids(MADISON)
    state.apply(MADISON, action)
    pa = 5
    assert state.room_side[pa] == YEA
    assert sorted(state.room_cards[pa]) == sorted([card("Ingersoll"), card("Mifflin")])
    assert state.room_owner[pa] == MADISON
    assert state.free[MADISON] == 2  # one marker for the whole delegation
    assert state.tally() == (1, 0)
    assert state.hands[MADISON][0] == card("Madison")


def test_faktionszugehoerigkeit_pennsylvania_options():
    state = pennsylvania_state()
    votes = {a for a in state.legal_ids(MADISON) if a.startswith("vote:PA")}
    assert votes == {
        f"vote:PA:yea:{ids('Ingersoll', 'Mifflin')}",
        f"vote:PA:yea:{cid('Ingersoll')}",
        f"vote:PA:yea:{cid('Mifflin')}",
        f"vote:PA:nay:{cid('Mifflin')}",   # Ingersoll may not oppose an anti-federalist article
    }


def test_ueberstimmen_paterson_outvotes_madison():
    state = pennsylvania_state()
    state.apply(MADISON, f"vote:PA:yea:{ids('Ingersoll', 'Mifflin')}")
    state.phase, state.turn = "action", PATERSON
    give(state, PATERSON, "Franklin", "Clymer", "Wilson")
    legal = state.legal_ids(PATERSON)
    # two Pennsylvanians are not enough against two; three are
    assert f"vote:PA:nay:{ids('Franklin', 'Clymer')}" not in legal
    three = f"vote:PA:nay:{ids('Franklin', 'Clymer', 'Wilson')}"
    assert three in legal
    free_before = state.free[MADISON]
    state.apply(PATERSON, three)
    pa = 5
    assert state.room_side[pa] == NAY and state.room_owner[pa] == PATERSON
    assert len(state.room_cards[pa]) == 3
    assert state.free[MADISON] == free_before + 1
    assert card("Ingersoll") in state.discard and card("Mifflin") in state.discard
    assert state.tally() == (0, 1)


def test_debattieren_sherman_options():
    state = blank(3)
    state.turn = SHERMAN
    give(state, SHERMAN, "Langdon", "Gorham", "King")
    state.debate[0][MADISON] = 3
    state.free[MADISON] -= 1
    state.debate[0][SHERMAN] = 2
    state.free[SHERMAN] -= 1
    debates = {a for a in state.legal_ids(SHERMAN) if a.startswith("debate:")}
    assert debates == {f"debate:fed:{cid('Langdon')}", f"debate:large:{cid('Gorham')}",
                       f"debate:large:{cid('King')}", f"debate:large:{ids('Gorham', 'King')}"}
    one = state.clone()
    one.apply(SHERMAN, f"debate:fed:{cid('Langdon')}")
    assert one.debate[2][SHERMAN] == 1 and one.free[SHERMAN] == state.free[SHERMAN] - 1
    level = state.clone()
    level.apply(SHERMAN, f"debate:large:{cid('King')}")
    assert level.debate[0][SHERMAN] == 3 and debate_leader(level, 0) == -1  # on Madison's marker
    ahead = state.clone()
    ahead.apply(SHERMAN, f"debate:large:{ids('Gorham', 'King')}")
    assert ahead.debate[0][SHERMAN] == 4 and debate_leader(ahead, 0) == SHERMAN
    assert card("Gorham") in ahead.discard and card("King") in ahead.discard


def scoring_example():
    """Five states already vote nay, three yea; Paterson casts North Carolina's nay, the
    sixth. The article shows the small-states symbol."""
    state = blank(3, convention="small", committee="anti")
    seat_delegation(state, "NH", "nay", SHERMAN, "Langdon")
    seat_delegation(state, "PA", "nay", PATERSON, "Franklin", "Clymer")
    seat_delegation(state, "DE", "nay", -1, "Dickinson")
    seat_delegation(state, "GA", "nay", -1, "Few")
    seat_delegation(state, "SC", "nay", -1, "Butler")
    seat_delegation(state, "VA", "yea", MADISON, "Washington")
    seat_delegation(state, "MA", "yea", MADISON, "Strong")
    seat_delegation(state, "CT", "yea", SHERMAN, "Ellsworth")
    state.turn = PATERSON
    give(state, PATERSON, "Spaight", "Blount")
    return state


def test_versammlungszimmer_werten_example():
    state = scoring_example()
    small_article = state.conv_art
    state.apply(PATERSON, f"vote:NC:nay:{ids('Spaight', 'Blount')}")
    assert state.scores[SHERMAN] == 1           # New Hampshire's one delegate
    assert state.scores[PATERSON] == 4          # two Pennsylvanians and two North Carolinians
    assert state.scores[MADISON] == 2           # ... from the committee, see the next example
    assert all(side == 0 for side in state.room_side)
    for name in ("Langdon", "Franklin", "Clymer", "Spaight", "Blount", "Dickinson", "Washington"):
        assert card(name) in state.discard
    # the rejected article was turned over and now shows the large-states symbol
    index = state.done_art.index(small_article)
    assert state.done_side[index] == 1
    assert CARDS.article_face(small_article, 1) == 0


def test_komitee_zimmer_werten_example():
    state = scoring_example()
    committee_article = state.comm_art
    free_madison = state.free[MADISON]
    state.apply(PATERSON, f"vote:NC:nay:{ids('Spaight', 'Blount')}")
    # Madison's two losing markers and Sherman's one went to the committee room;
    # Madison has most, scores 2 and takes his back; Sherman's stays.
    assert state.phase == FLIP and state.actor == MADISON
    assert state.scores[MADISON] == 2
    assert state.committee == [0, 0, 1]
    assert state.free[MADISON] == free_madison + 2
    assert state.legal_ids(MADISON) == ["flip:no", "flip:yes"]
    state.apply(MADISON, "flip:yes")
    index = state.done_art.index(committee_article)
    assert state.done_side[index] == 1
    assert CARDS.article_face(committee_article, 1) == 2  # now the federalist symbol


def test_komitee_zimmer_tie_scores_nothing_and_keeps_the_article():
    state = scoring_example()
    state.committee[PATERSON] = 2
    state.markers[PATERSON] += 2   # gained through his planner's event earlier
    committee_article = state.comm_art
    state.apply(PATERSON, f"vote:NC:nay:{ids('Spaight', 'Blount')}")
    assert state.phase != FLIP
    assert state.committee == [2, 2, 1]
    assert state.done_side[state.done_art.index(committee_article)] == 0


def test_debattier_halle_werten_example():
    state = blank(3)
    positions = {
        0: {SHERMAN: 3, MADISON: 3},   # large states: level, nobody wins
        1: {PATERSON: 4, MADISON: 1},  # small states: Paterson clearly ahead
        2: {MADISON: 3, SHERMAN: 2},   # federalists: Madison just ahead
        3: {},                         # anti-federalists: nobody debated
    }
    for f, marks in positions.items():
        for seat, pos in marks.items():
            state.debate[f][seat] = pos
            state.free[seat] -= 1
    score_debating_hall(state)
    assert state.tiles[SHERMAN] == [0, 0, 0, 0]
    assert state.tiles[PATERSON] == [0, 1, 0, 0]
    assert state.tiles[MADISON] == [0, 0, 1, 0]
    assert state.tiles_left == [4, 3, 3, 4]
    assert all(p == 0 for track in state.debate for p in track)
    assert state.free == [3, 3, 3]
    assert state.invariant_errors() == []


def test_spielende_final_bonus_example():
    state = blank(3)
    fed, small, large, anti = 2, 1, 0, 3
    # five federalist, three small-states, three large-states and one anti-federalist article
    faces = [fed] * 5 + [small] * 3 + [large] * 3 + [anti]
    state.done_art, state.done_side = [], []
    state.conv_art = state.comm_art = -1
    state.article_deck = []
    used = set()
    for face in faces:
        for art in range(12):
            if art in used:
                continue
            if CARDS.article_face(art, 0) == face:
                state.done_art.append(art)
                state.done_side.append(0)
            elif CARDS.article_face(art, 1) == face:
                state.done_art.append(art)
                state.done_side.append(1)
            else:
                continue
            used.add(art)
            break
    assert faction_places(faces) == [2, 2, 1, 4]
    state.tiles[MADISON] = [0, 0, 2, 1]
    state.tiles[PATERSON] = [2, 1, 1, 1]
    state.tiles[SHERMAN] = [1, 1, 0, 0]
    state.tiles_left = [1, 2, 1, 2]
    assert final_bonus(state) == [5 + 2, 4 + 4 + 2, 4]


def test_article_used_by_examples_exist():
    assert article("small") != article("anti")
