"""Registers the engine's test game so that the conformance suite also checks it."""

import tests.engine.toy_game  # noqa: F401  (registers `sealed-bids` on import)
