"""The people phase: the newspaper-track examples of turns 2-5, income, drafting,
the hand limit, the round and the extra-initiative auction."""

from hustings.games.republic.content import SID
from hustings.games.republic.people import (
    draft_order,
    move_upper_cubes,
    press_order,
    raise_cube,
    receive_influence,
)

from .helpers import act, example_turn_one, log_keys, log_text, new, refresh, rig_die, step_ids

C, L = 0, 1


def test_control_de_la_prensa_turn_2():
    st = example_turn_one()
    st.news_low = [[2, 0, 0], [1, 0, 0]]
    assert press_order(st) == ["C", "L"]  # the president's party goes first
    assert move_upper_cubes(st, "C") == 0
    assert raise_cube(st, "C", 0) == 1
    assert st.support == -1
    assert st.news_low[C] == [1, 0, 0] and st.news_high[C] == [0, 0, 0]  # cube back to supply


def test_control_de_la_prensa_turn_3():
    st = example_turn_one()
    st.news_low = [[1, 1, 0], [2, 1, 0]]
    gained = raise_cube(st, "C", 1) + raise_cube(st, "C", 0)
    assert gained == 3
    assert st.news_high[C] == [0, 1, 0]
    assert st.news_low[L] == [2, 1, 0]


def test_control_de_la_prensa_turn_4():
    st = example_turn_one()
    st.news_high = [[0, 1, 0], [0, 0, 0]]
    st.news_low = [[0, 0, 0], [0, 2, 1]]
    assert move_upper_cubes(st, "C") == 1
    assert st.news_high[C] == [0, 0, 0]
    assert move_upper_cubes(st, "L") == 0
    assert raise_cube(st, "L", 2) == 3
    assert st.news_high[L] == [0, 0, 1] and st.news_low[L] == [0, 2, 0]


def test_control_de_la_prensa_turn_5():
    st = example_turn_one()
    st.news_high = [[0, 0, 0], [0, 0, 1]]
    st.news_low = [[0, 0, 0], [0, 0, 2]]
    assert move_upper_cubes(st, "L") == 2
    assert raise_cube(st, "L", 2) + raise_cube(st, "L", 2) == 6
    assert st.support == 8
    assert st.news_high[L] == [0, 1, 2]


def test_press_step_offers_each_occupied_lower_box():
    st = example_turn_one()
    st.news_low = [[1, 0, 1], [0, 0, 0]]
    st.phase = "people"
    st.ctx = {"stage": "press", "parties": ["C"], "auto_done": False}
    refresh(st)
    assert st.step == "press"
    assert step_ids(st, 0) == ["press:done", "press:up:0", "press:up:2"]
    act(st, "press:up:2")
    assert st.support == -3


def test_receive_influence_faction_leaders_and_specials():
    st = example_turn_one()
    before = list(st.faction_ip)
    receive_influence(st)
    assert st.faction_ip == [b + 1 for b in before]
    assert st.ip_on[SID["washington"]] == 1          # Conservative leader
    assert st.ip_on[SID["franklin"]] == 2            # Liberal leader and his own income


def test_draft_order_fewest_points_then_fewest_votes():
    st = example_turn_one()
    st.vp = [0, 0, 0, 0, 0]
    assert draft_order(st)[:2] == [2, 4]  # 8 and 9 congress votes


def test_round_speech_boost_and_once_per_turn():
    st = example_turn_one()
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [0]}
    st.faction_ip[0] = 10
    refresh(st)
    assert "speech:washington" in st.legal_ids(0)
    act(st, "speech:washington")
    if st.step == "boost":
        need = int(st.legal_ids(0)[1].split(":")[1])
        act(st, f"boost:{need}")
    assert st.pop[SID["washington"]] == 1
    assert not any(i.startswith("speech:") for i in st.legal_ids(0))
    act(st, "whip:washington")
    act(st, "fund:washington")
    assert st.news_low[C][0] == 1
    assert st.legal_ids(0) == sorted(["done"] + [i for i in st.legal_ids(0) if i.startswith("play:")])


def test_auction_bids_must_rise_and_winner_draws_and_acts():
    st = example_turn_one()
    st.phase = "people"
    st.faction_ip = [5, 5, 0, 5, 5]
    st.ctx = {"stage": "auction", "bidders": st.clockwise_from(0), "high": 0, "leader": -1}
    refresh(st)
    hand_before = len(st.hands[4])
    assert st.decision().seats == (1,)
    act(st, "bid:2")
    assert st.decision().seats == (3,)   # seat 2 cannot outbid and is skipped
    assert "bid:2" not in st.legal_ids(3) and "bid:3" in st.legal_ids(3)
    act(st, "pass")
    act(st, "bid:4")                      # seat 4
    act(st, "pass")                       # seat 0, the president, last
    assert st.faction_ip[4] == 1
    assert len(st.hands[4]) == hand_before + 1
    assert st.step == "extra" and st.decision().seats == (4,)


def test_hand_limit_is_three():
    st = example_turn_one()
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [0]}
    st.hands[2] += [st.deck.pop(), st.deck.pop()]
    refresh(st)
    assert st.step == "hand_limit" and st.decision().seats == (2,)
    act(st, "discard:slot0")
    assert len(st.hands[2]) == 3 and st.step == "round"


def test_statesman_card_needs_his_home_state():
    from hustings.games.republic.actions import card_targets
    st = example_turn_one()
    assert card_targets(st, 0, "clay") is None        # Kentucky not yet admitted
    st.admitted.append("KY")
    assert card_targets(st, 0, "clay") == []


def test_cards_are_played_out_of_turn_between_procedures():
    st = example_turn_one()
    st.hands[2] = ["coalition_1"]
    st.deck = [c for c in st.deck if c != "coalition_1"]
    for hand in (st.hands[0], st.hands[1], st.hands[3], st.hands[4]):
        if "coalition_1" in hand:
            hand.remove("coalition_1")
    assert st.step == "agenda" and st.decision().seats == (0,)
    assert "play:slot0:henry" in st.legal_ids(2)
    st.apply(2, "play:slot0:henry")
    assert st.congress_votes(2) == 10 and st.step == "agenda"
    from .helpers import put_on_top
    put_on_top(st, "admit_ky")
    act(st, "draw")
    assert not any(i.startswith("play:") for i in st.legal_ids(2))  # its one card is spent


def test_coalition_building_played_during_a_vote_counts_at_once():
    from .helpers import put_on_top
    st = example_turn_one()
    for hand in st.hands:
        for card in ("coalition_1", "duel"):
            if card in hand:
                hand.remove(card)
    st.deck = [c for c in st.deck if c not in ("coalition_1", "duel")]
    st.hands[3] = ["coalition_1", "duel"]
    put_on_top(st, "admit_ky")
    act(st, "draw")
    act(st, "assign:a:state")
    assert st.decision().seats == (1,)
    ids = st.legal_ids(3)
    assert "play:slot0:madison" in ids
    assert "play:slot1:madison:jefferson" in ids              # a duel may be fought mid-issue
    st.apply(3, "play:slot0:madison")
    assert st.step == "vote" and st.decision().seats == (1,)
    act(st, "abstain")
    act(st, "abstain")
    act(st, "yea:0")
    assert st.ctx["issue"]["yea"] == 18                       # 16 + 2 from the coalition


def test_pending_sabotages_are_all_spent_on_the_next_negotiation():
    """Each pending Sabotage makes the next negotiation cost 3 more, and each is spent there."""
    from hustings.games.republic.offices import appoint

    from .helpers import put_on_top
    st = example_turn_one()
    st.sabotage = 2
    tp = SID["tpinckney"]
    st.set_standing(tp, 1, 1)
    appoint(st, "envoy", tp)
    st.ip_on[SID["washington"]] = 1                # so the president is asked to transfer
    put_on_top(st, "france_support")               # a negotiation, difficulty 3
    act(st, "draw")
    act(st, "assign:a:envoy")
    assert st.step == "transfer" and st.ctx["issue"]["difficulty"] == 9
    assert st.sabotage == 0 and st.ctx["issue"]["sabotaged"] == 2


def test_sabotage_played_during_a_negotiation_raises_its_difficulty():
    from hustings.games.republic.offices import appoint

    from .helpers import put_on_top
    st = example_turn_one()
    for hand in st.hands:
        if "sabotage_1" in hand:
            hand.remove("sabotage_1")
    st.deck = [c for c in st.deck if c != "sabotage_1"]
    st.hands[4] = ["sabotage_1"]
    tp = SID["tpinckney"]
    st.set_standing(tp, 1, 1)
    appoint(st, "envoy", tp)                       # ability 2, +1 as a diplomat
    st.ip_on[SID["washington"]] = 1                # so the president is asked to transfer
    put_on_top(st, "france_support")               # a negotiation, difficulty 3
    act(st, "draw")
    act(st, "assign:a:envoy")
    assert st.step == "transfer"
    st.apply(4, "play:slot0")
    assert st.ctx["issue"]["difficulty"] == 6 and st.sabotage == 0
    act(st, "transfer:0")
    assert st.step == "spend" and "spend:3" in st.legal_ids(1)


def test_a_spouse_stays_under_her_statesman_and_never_returns_to_the_deck():
    """Resumen de las cartas, Esposa: half the card is tucked under the statesman."""
    from hustings.games.republic.actions import resolve_card
    st = example_turn_one()
    for place in (st.deck, *st.hands):
        if "martha" in place:
            place.remove("martha")
    madison = SID["madison"]
    before = st.pop[madison]
    resolve_card(st, 3, "martha", [madison])
    assert st.spouse_on[madison] == 1 and st.pop[madison] == before + 2
    assert "martha" in st.in_play_cards and "martha" not in st.discard


def _round_for(st, seat):
    st.phase = "people"
    st.ctx = {"stage": "round", "queue": [seat]}
    st.faction_ip[seat] = 10
    refresh(st)


def test_an_orators_speech_reports_the_die_and_his_bonus_apart():
    """Patrick Henry, an orator, rolls 5: the log shows the die, his +1 and the total, and
    the popularity the successful speech earns."""
    st = example_turn_one()
    _round_for(st, 2)
    rig_die(st, 5)
    start = len(st.log)
    act(st, "speech:henry")
    assert st.pop[SID["henry"]] == 1
    assert log_text(st, start=start) == ["Patrick Henry speaks: die 5 +1 (orator) = 6",
                                         "Patrick Henry gains 1 popularity from the speech"]


def test_a_plain_speech_logs_its_die_and_a_bought_success():
    st = example_turn_one()
    _round_for(st, 0)
    rig_die(st, 4)
    start = len(st.log)
    act(st, "speech:washington")
    assert log_text(st, start=start) == ["George Washington speaks: die 4"]
    act(st, "boost:2")
    assert st.pop[SID["washington"]] == 1
    assert log_text(st, start=start)[-1] == (
        "George Washington adds 2 influence to the speech and gains 1 popularity")


def test_an_organizers_whip_reports_the_die_and_his_bonus_apart():
    st = example_turn_one()
    _round_for(st, 1)
    rig_die(st, 4)
    start = len(st.log)
    act(st, "whip:hamilton")
    assert log_text(st, start=start) == [
        "Alexander Hamilton whips up support: die 4 +1 (organizer) = 5, support moves 1"]


def test_income_names_who_receives_what():
    st = example_turn_one()
    st.spouse_on[SID["jefferson"]] = 1
    start = len(st.log)
    receive_influence(st)
    lines = log_text(st, start=start)
    assert lines[0] == "Every faction receives 1 influence"
    assert "George Washington gains 1 influence as party leader" in lines
    assert "Benjamin Franklin gains 1 influence as party leader" in lines
    assert "Benjamin Franklin gains 1 influence from his card's income" in lines
    assert "Thomas Jefferson gains 1 influence from his spouse" in lines


def test_nothing_is_logged_for_changes_that_change_nothing():
    """No "Tension is now 0" when it was 0 already, no newspaper move worth 0 support."""
    st = example_turn_one()
    st.add_tension(-1)
    assert "tension" not in log_keys(st)
    st.add_tension(1)
    assert log_text(st)[-1] == "Tension is now 1"
    st = new(3, 1)
    while st.phase != "people" or st.ctx.get("stage") in ("income", "draft", "press"):
        seat = st.decision().seats[0]
        act(st, sorted(step_ids(st, seat))[0])
    assert "press_moves" not in log_keys(st)   # the upper rows were empty


def test_a_drafted_card_is_named_to_its_drafter_only():
    st = new(3, 1)
    while st.step != "draft":
        act(st, sorted(step_ids(st, st.decision().seats[0]))[0])
    seat = st.decision().seats[0]
    card = st.ctx["pool"][0]
    start = len(st.log)
    act(st, "draft:slot0")
    from hustings.games.republic.content import card_name
    named = f"Seat {seat + 1} drafts {card_name(card)} (hidden from the other players)"
    assert log_text(st, seat, start) == [f"Seat {seat + 1} drafts a card", named]
    assert log_text(st, None, start) == [f"Seat {seat + 1} drafts a card", named]   # a full replay
    for other in [o for o in range(3) if o != seat]:
        assert log_text(st, other, start) == [f"Seat {seat + 1} drafts a card"]
    assert [e for e in st.view(None)["log"] if e["key"] == "drafted_card"] == []


def _duel_for_seat_3_with_only_the_president_to_face(st):
    """Seat 3 holds Duel; every other player's statesman but the president leaves play."""
    from .helpers import give_card
    for s, owner in enumerate(st.owner):
        if st.status[s] == 1 and owner != 3 and s != st.president():
            st.set_standing(s, 0, -1)
    return give_card(st, "duel", 3)


def test_a_duel_needs_someone_to_challenge():
    """Duel: the challenged is another player's statesman, never the president; with none
    in play the card cannot be played, in turn or out of it."""
    st = example_turn_one()
    _round_for(st, 3)
    slot = _duel_for_seat_3_with_only_the_president_to_face(st)
    refresh(st)
    assert not any(i.startswith(f"play:{slot}") for i in st.legal_ids(3))


def test_a_duel_whose_opponents_are_gone_is_spent_without_a_roll():
    """If every statesman the challenger could face is gone before he names one (a card
    played meanwhile), the duel is not fought: nobody dies or loses popularity."""
    st = example_turn_one()
    _round_for(st, 3)
    from .helpers import give_card
    slot = give_card(st, "duel", 3)
    refresh(st)
    act(st, f"play:{slot}")
    act(st, "target:burr")
    _duel_for_seat_3_with_only_the_president_to_face(st)
    refresh(st)
    assert st.legal_ids(3) == ["target:none"]
    popularity, start = list(st.pop), len(st.log)
    act(st, "target:none")
    assert "duel_fought" not in log_keys(st)[start:] and "card_fizzled" in log_keys(st)[start:]
    assert st.pop == popularity and st.status[SID["burr"]] == 1
