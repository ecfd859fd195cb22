"""Parametrize the conformance suite over every registered game and player count."""

from hustings.engine import all_games


def game_player_counts():
    for slug, game in all_games().items():
        for players in range(game.min_players, game.max_players + 1):
            yield slug, players


def pytest_generate_tests(metafunc):
    if "slug" in metafunc.fixturenames and "players" in metafunc.fixturenames:
        cases = list(game_player_counts())
        metafunc.parametrize(("slug", "players"), cases, ids=[f"{s}-{p}p" for s, p in cases])
    elif "slug" in metafunc.fixturenames:
        metafunc.parametrize("slug", list(all_games()))
