"""Component counts and track limits (rulebook 3 and 4)."""

BOARDS = 4
SLOTS = 4
ORG_MARKERS = 18
MEDIA_MARKERS = 5
COALITION_TILES = 4
DUPLICATORS = 4
MEDIA_SPACES = 5
ORG_SPACES = 10
ORG_PER_TURN = 4
VOTE_CAP = 50
TREND_MIN, TREND_MAX = -3, 3
START_MONEY = 25_000
MEDIA_PRICE = 4_000
ORG_PRICE = 1_000
SWAP_FEE = 4_000
UNIT = 1_000
ROUNDS = 7
MIN_CONVERT = 5
EXCHANGE_SIZE = 6  # opinion cards in the exchange display, refilled after each exchange
