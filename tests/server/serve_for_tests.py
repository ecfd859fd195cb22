"""Run `hustings.server.serve` with the test games registered, for tests that need a
real server process (the crash test, the browser tests).

    python -m tests.server.serve_for_tests PORT DATABASE_URL [BOT_DELAY]
"""

from __future__ import annotations

import sys

import tests.server.board_game  # noqa: F401  (registers sealed-bids-board)
from hustings.engine import all_games, register
from hustings.server import serve
from tests.engine.toy_game import SealedBids

if __name__ == "__main__":
    if "sealed-bids" not in all_games():
        register(SealedBids())
    port, url = int(sys.argv[1]), sys.argv[2]
    delay = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    serve("127.0.0.1", port, url, bot_delay=delay)
