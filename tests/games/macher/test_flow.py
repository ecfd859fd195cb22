"""Rulebook 5 and 5.4.2: seven rounds, every phase in order; round 6 ends after scoring
and round 7 only scores its region."""

from hustings.games.macher import round_end

from .helpers import fresh

ORDER = ["5.1", "5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5", "5.2.6", "5.2.7", "5.2.8", "5.3",
         "5.4", "6"]


def section_rank(rule: str) -> int:
    section = rule.split(" ")[1]
    return max(i for i, prefix in enumerate(ORDER) if section.startswith(prefix))


def bot_game(players, seed):
    from hustings.games.macher import GAME
    st = fresh(players, seed)
    bots = [GAME.heuristic_bot(seed + s) for s in range(players)]
    while (decision := st.decision()) is not None:
        seat = decision.seats[0]
        st.apply(seat, bots[seat].choose(st, seat))
    return st


def events_by_round(st):
    rounds = {0: []}
    current = 0
    for event in st.log:
        if event.key == "round_started":
            current = event.args["round"]
            rounds[current] = []
        else:
            rounds[current].append(event)
    return rounds


def test_5_seven_rounds_with_every_phase_in_order():
    for players in (3, 4, 5):
        st = bot_game(players, players)
        rounds = events_by_round(st)
        assert sorted(rounds) == list(range(8))
        for number, events in rounds.items():
            ranks = [section_rank(e.rule) for e in events]
            assert ranks == sorted(ranks), f"round {number} out of order"
        for number in range(1, 7):
            keys = {e.key for e in rounds[number]}
            assert {"bids_revealed", "start_player_named", "seats_awarded"} <= keys
        assert st.result() is not None and st.final is not None


def test_5_4_2_round_6_has_no_round_end_and_round_7_only_scores():
    st = bot_game(4, 8)
    rounds = events_by_round(st)
    for number in range(1, 6):
        assert any(e.key == "income" for e in rounds[number])
    assert not any(e.key in ("income", "contribution_face_down", "contribution_accepted")
                   for e in rounds[6])
    assert {section_rank(e.rule) for e in rounds[7]} <= {ORDER.index("5.3"), ORDER.index("6")}
    assert all(len(hand) == 0 for hand in st.contrib_hand)


def test_5_4_3_the_rulebook_income_examples():
    """12 seats bring 12,000; 25 members bring 25,000 (after rounds 1, 3 and 5 only)."""
    st = fresh(3)
    st.round = 3
    st.seats_won[0][2] = 12
    st.members[0] = 25
    money = st.money[0]
    round_end.pay(st)
    assert st.money[0] == money + 12_000 + 25_000
    st.round = 4
    st.seats_won[0][3] = 12
    money = st.money[0]
    round_end.pay(st)
    assert st.money[0] == money + 12_000
