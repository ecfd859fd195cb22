"""The store's group commit: writes waiting together commit together, a faulty write
fails alone, and a write abandoned before it started is never applied."""

from __future__ import annotations

import threading

import pytest
from sqlalchemy.exc import IntegrityError

from hustings.server.store import Store, StoredGame


def stored(game_id: str) -> StoredGame:
    return StoredGame(id=game_id, game="sealed-bids", version="1", players=2, options={},
                      seed=5, seats=[{"kind": "human"}] * 2, spectator_token="s",
                      source="play", finished=False)


def test_a_faulty_write_fails_alone_and_an_abandoned_one_is_dropped(database_url):
    store = Store(database_url)
    try:
        store.create_game(stored("g1")).result()
        started, gate = threading.Event(), threading.Event()

        def hold(conn):  # holds the writer until the other writes are queued
            started.set()
            return gate.wait(10)

        blocker = store.submit(hold)
        assert started.wait(10)
        good = store.append_action("g1", 0, 0, "bid:1a", True, False)
        duplicate = store.append_action("g1", 0, 1, "bid:2b", True, False)
        abandoned = store.append_action("g1", 1, 1, "bid:3c", True, False)
        later = store.add_chat("g1", 1, "hello")
        assert abandoned.cancel()
        gate.set()
        blocker.result(10)
        good.result(10)
        with pytest.raises(IntegrityError):
            duplicate.result(10)
        assert later.result(10)["text"] == "hello"
        game = store.load_game("g1")
        assert game.actions == [(0, "bid:1a")] and game.undoable == [True]
        assert [m["text"] for m in game.chat] == ["hello"]
        store.remove_last_action("g1", 0).result(10)
        with pytest.raises(RuntimeError, match="no action 0"):
            store.remove_last_action("g1", 0).result(10)
        assert store.load_game("g1").undos == 1
    finally:
        store.close()
