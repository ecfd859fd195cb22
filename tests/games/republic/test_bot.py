"""The heuristic bot plays legal moves and beats random play by a clear margin."""

from hustings.bots.base import RandomBot
from hustings.engine import load_game


def test_heuristic_bot_wins_more_than_its_share_against_random_bots():
    game = load_game("republic")
    share = 0.0
    games = 12
    for seed in range(games):
        players = 4
        st = game.new_state(players, seed)
        hero = seed % players
        bots = [game.heuristic_bot(seed) if s == hero else RandomBot(100 * seed + s)
                for s in range(players)]
        while (decision := st.decision()) is not None:
            seat = decision.seats[0]
            action = bots[seat].choose(st, seat)
            assert action in st.legal_ids(seat)
            st.apply(seat, action)
        winners = st.result().winners
        share += (hero in winners) / len(winners)
    assert share / games > 0.4  # a fair share would be 0.25


def test_heuristic_bot_accepts_gifts_and_refuses_demands():
    game = load_game("republic")
    st = game.new_state(4, 1)
    bot = game.heuristic_bot(0)
    bystanders = [s for s in range(4) if s not in st.decision().seats]
    giver, taker = bystanders[0], bystanders[1]
    st.apply(giver, f"offer:to:{taker}")
    st.apply(giver, "offer:give_ip:1")
    st.apply(giver, "offer:send")
    assert bot.choose(st, taker) == "accept"
    st.apply(taker, "accept")
    st.apply(giver, f"offer:to:{taker}")
    st.apply(giver, "offer:ask_ip:1")
    st.apply(giver, "offer:send")
    assert bot.choose(st, taker) == "refuse"
