"""Each game's rulings page (`docs/rulings/<slug>.md` for players) and the links to it."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from hustings.engine import all_games
from hustings.server import create_app, rulings
from tests.server.helpers import create, state

REAL_GAMES = sorted(slug for slug in all_games() if not slug.startswith("sealed-bids"))


@pytest.fixture
def client(tmp_path):
    with TestClient(create_app(f"sqlite:///{tmp_path / 'games.sqlite3'}")) as test_client:
        yield test_client


@pytest.fixture
def fresh_rulings():
    rulings.rulings_file.cache_clear()
    yield
    rulings.rulings_file.cache_clear()


@pytest.mark.parametrize("slug", REAL_GAMES)
def test_every_game_shows_its_rulings_as_a_page(client, slug):
    source = (rulings.RULINGS / f"{slug}.md").read_text()
    heading = source.splitlines()[0].removeprefix("# ")
    response = client.get(f"/rulings/{slug}")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    page = response.text
    assert f"{all_games()[slug].title}: rulings" in page
    assert f"<h1>{heading}</h1>" in page  # rendered, not shown as Markdown
    assert "<table>" in page or "<li>" in page


def test_the_lobby_and_the_game_say_which_games_have_rulings(client):
    games = {g["slug"]: g for g in client.get("/api/available").json()["games"]}
    assert all(games[slug]["rulings"] for slug in REAL_GAMES)
    assert games["sealed-bids"]["rulings"] is False
    created = create(client, players=2, seats=[{"kind": "human"}, {"kind": "human"}])
    assert state(client, created["id"], created["tokens"][0])["rulings"] is False


def test_a_game_without_rulings_or_no_game_at_all_gets_one_clear_error(client):
    missing = client.get("/rulings/sealed-bids")
    assert missing.status_code == 404
    assert missing.json() == {"error": "sealed-bids has no rulings in this installation"}
    unknown = client.get("/rulings/chess")
    assert unknown.status_code == 404
    assert unknown.json() == {"error": "no game 'chess'"}


def test_html_written_in_a_rulings_file_is_shown_as_text(client, tmp_path, monkeypatch,
                                                        fresh_rulings):
    folder = tmp_path / "rulings"
    folder.mkdir()
    (folder / "sealed-bids.md").write_text("# Bids\n\n<script>alert(1)</script>\n\n| a | b |\n"
                                           "|---|---|\n| 1 | 2 |\n")
    monkeypatch.setattr(rulings, "RULINGS", folder)
    page = client.get("/rulings/sealed-bids").text
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<td>1</td>" in page  # tables are rendered
