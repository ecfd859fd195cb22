"""Fixtures for the server tests: the test games, and an app over SQLite or over a
real PostgreSQL server started for the session."""

from __future__ import annotations

import pytest

import tests.server.board_game  # noqa: F401  (registers sealed-bids-board)
from tests.server.postgres import postgres_server  # noqa: F401  (fixture)


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    server = request.getfixturevalue("postgres_server")
    return server.new_database()


@pytest.fixture
def client(database_url):
    from fastapi.testclient import TestClient

    from hustings.server import create_app

    with TestClient(create_app(database_url)) as test_client:
        test_client.database_url = database_url
        yield test_client
