"""The games that ship with hustings, one package per game, named by slug."""

GAME_MODULES = [
    "hustings.games.republic",
    "hustings.games.president1960",
    "hustings.games.convention",
    "hustings.games.macher",
    "hustings.games.prelude",
]
