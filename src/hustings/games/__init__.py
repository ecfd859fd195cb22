"""The games that ship with hustings, one package per game, named by slug."""

GAME_MODULES = [
    "hustings.games.convention",
    "hustings.games.macher",
    "hustings.games.prelude",
    "hustings.games.president1960",
]
