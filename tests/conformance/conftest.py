"""Parametrize the conformance suite over every registered game, player count and the
option sets each game declares (`Game.conformance_options`)."""

from hustings.engine import all_games


def conformance_cases():
    for slug, game in all_games().items():
        for players in range(game.min_players, game.max_players + 1):
            yield slug, players, {}
        for options in game.conformance_options:
            yield slug, game.min_players, options


def case_id(slug, players, options):
    extra = "".join(f"-{key}={value}" for key, value in sorted(options.items()))
    return f"{slug}-{players}p{extra}"


def pytest_generate_tests(metafunc):
    names = metafunc.fixturenames
    if "slug" in names and "players" in names:
        cases = list(conformance_cases())
        if "options" not in names:
            cases = [case for case in cases if not case[2]]
            metafunc.parametrize(("slug", "players"), [c[:2] for c in cases],
                                 ids=[case_id(*c) for c in cases])
        else:
            metafunc.parametrize(("slug", "players", "options"), cases,
                                 ids=[case_id(*c) for c in cases])
    elif "slug" in names:
        metafunc.parametrize("slug", list(all_games()))
