"""The browser client in headless Chromium: create games in the lobby, play by clicking
buttons and board targets, undo, reload and resume, chat, watch as a spectator, and
step through a finished game's replay."""

from __future__ import annotations

import pytest

from hustings.engine import all_games
from tests.server.process import ServerProcess

REAL_GAMES = sorted(slug for slug in all_games() if not slug.startswith("sealed-bids"))


def revision(page) -> int:
    return int(page.locator("body").get_attribute("data-revision"))


def wait_past(page, seen: int) -> int:
    page.wait_for_function(f"Number(document.body.dataset.revision) > {seen}")
    return revision(page)


def create_in_lobby(page, server, slug: str, seats: list[str], options=None) -> dict:
    """Fill the lobby's form; `seats` holds "human" or a bot name per seat. Returns the
    links the lobby hands out, by label."""
    page.goto(server.base + "/")
    page.wait_for_selector("body[data-ready]")
    page.select_option("#game", slug)
    page.select_option("#players", str(len(seats)))
    for name, value in (options or {}).items():
        page.fill(f"#options [name={name}]", str(value))
    for seat, kind in enumerate(seats):
        page.select_option(f".seat-kind[data-seat='{seat}']",
                           "human" if kind == "human" else f"bot:{kind}")
    page.click("#create")
    page.wait_for_selector("#links a")
    return {a.inner_text(): a.get_attribute("href") for a in page.locator("#links a").all()}


def open_game(page, server, href: str) -> None:
    page.goto(server.base + href)
    page.wait_for_selector("body[data-revision]")


def test_a_game_is_played_undone_resumed_chatted_watched_and_replayed(page, server,
                                                                       screenshots, browser):
    links = create_in_lobby(page, server, "sealed-bids-board", ["human", "random"],
                            options={"rounds": 2})
    page.screenshot(path=screenshots / "lobby.png", full_page=True)
    open_game(page, server, links["Play as Seat 1"])
    page.wait_for_selector("button.action")
    page.wait_for_selector("body[data-to-move='0']")  # the bot has bid
    seen = revision(page)
    board = page.locator("#board").inner_text()

    # An out-of-turn gift, then undo it: nothing was drawn or revealed.
    page.get_by_role("button", name="Give a chip to seat 2").click()
    seen = wait_past(page, seen)
    assert page.locator("#board").inner_text() != board
    page.click("#undo")
    seen = wait_past(page, seen)
    assert page.locator("#undo").is_hidden()
    assert page.locator("#board").inner_text() == board

    # Bid by clicking a card on the board: the bot has bid already, so the round ends,
    # the bids are revealed and undo is gone.
    card = page.locator(".clickable[data-target^='card-']").first
    played = card.get_attribute("data-target").removeprefix("card-")
    card.click()
    wait_past(page, seen)
    page.wait_for_selector("body[data-to-move='0']")  # the bot has bid in round 2
    seen = revision(page)
    assert page.locator("#undo").is_hidden()
    assert played not in page.locator("#board").inner_text()
    assert "revealed" in page.locator("#log").inner_text()
    board = page.locator(".board-area").inner_text()
    page.screenshot(path=screenshots / "sealed-bids-board.png", full_page=True)

    page.reload()
    page.wait_for_selector("body[data-revision]")
    assert revision(page) == seen and page.locator(".board-area").inner_text() == board

    page.fill("#chat-text", "Shall we split the pot?")
    page.click("#chat-form button")
    page.wait_for_selector("#chat li")
    assert "Shall we split the pot?" in page.locator("#chat").inner_text()

    watcher = browser.new_page()
    open_game(watcher, server, links["Watch as a spectator"])
    assert watcher.locator("button.action").count() == 0
    assert watcher.locator("[data-target^='card-']").count() == 0  # no hand
    assert watcher.locator("#chat-form").is_hidden() and watcher.locator("#chat-note").is_visible()
    watcher.wait_for_selector("#chat li")
    assert "split the pot" in watcher.locator("#chat").inner_text()
    assert "You are watching as a spectator" in watcher.locator("#who").inner_text()

    # Play the last round by clicking buttons; the spectator sees the result live.
    while page.locator("#result").is_hidden():
        page.locator("button.action", has_text="Bid").first.click()
        seen = wait_past(page, seen)
    watcher.wait_for_selector("#result:not([hidden])")
    page.screenshot(path=screenshots / "sealed-bids-board-finished.png", full_page=True)
    watcher.close()

    page.click("#replay-link")
    page.wait_for_selector("body[data-step='0']")
    assert page.locator("#hidden .hidden-seat").count() == 2  # both hands shown
    page.click("#next")
    page.wait_for_selector("body[data-step='1']")
    page.click("#last")
    page.wait_for_function("Number(document.body.dataset.step) > 1")
    last = int(page.locator("body").get_attribute("data-step"))
    assert page.locator("#result").is_visible()
    page.screenshot(path=screenshots / "replay.png", full_page=True)
    page.click("#prev")
    page.wait_for_selector(f"body[data-step='{last - 1}']")
    assert page.locator("#result").is_hidden()


def test_hotseat_play_of_a_game_without_its_own_board(page, server, screenshots):
    links = create_in_lobby(page, server, "sealed-bids", ["human", "human"])
    open_game(page, server, links["Play every person's seat in this browser (hot-seat)"])
    assert page.locator("#board .generic-board").is_visible()
    assert page.locator("#rulings").is_hidden()  # a test game has no rulings
    assert "Hand" in page.locator("#board .generic-board").inner_text()
    assert page.locator("#private-panel").is_hidden()  # the generic board shows the hand
    assert page.locator("#seat-tabs .tab").count() == 2
    seen = revision(page)
    page.locator("button.action", has_text="bid:").first.click()
    seen = wait_past(page, seen)
    assert page.locator("#seat-tabs .tab.active").inner_text().startswith("Seat 2")
    page.locator("button.action", has_text="bid:").first.click()  # reveals both bids
    seen = wait_past(page, seen)
    page.locator("#seat-tabs .tab", has_text="Seat 2").click()
    assert "revealed hidden information" in page.locator("#undo-note").inner_text()
    page.screenshot(path=screenshots / "sealed-bids-generic.png", full_page=True)


def test_a_page_reconnects_and_resumes_after_the_server_is_killed(page, tmp_path):
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    server = ServerProcess(url, tmp_path / "server.log", bot_delay=0.0)
    try:
        links = create_in_lobby(page, server, "sealed-bids-board", ["human", "human"])
        open_game(page, server, links["Play as Seat 1"])
        page.get_by_role("button", name="Give a chip to seat 2").click()
        seen = wait_past(page, 0)
        server.kill()
        page.wait_for_selector("#connection:not([hidden])")
        server = ServerProcess(url, tmp_path / "server.log", bot_delay=0.0, port=server.port)
        page.wait_for_selector("#connection", state="hidden")
        assert revision(page) == seen and page.locator("#undo").is_visible()
        page.locator(".clickable[data-target^='card-']").first.click()
        wait_past(page, seen)
    finally:
        server.stop()


@pytest.mark.parametrize("slug", REAL_GAMES)
def test_each_game_is_played_against_bots_from_the_lobby(page, server, screenshots, browser,
                                                       slug):
    game = all_games()[slug]
    seats = ["human", "human"] + ["random"] * (game.min_players - 2)
    links = create_in_lobby(page, server, slug, seats)
    assert page.locator("#rulings").get_attribute("href") == f"/rulings/{slug}"
    # Where the game names its sides, the lobby and the players' panel say who plays which.
    sides = game.seat_names(len(seats)) or ()
    first, second = (f"Seat {n}" + (f" ({sides[n - 1]})" if sides else "") for n in (1, 2))
    open_game(page, server, links[f"Play as {first}"])
    if sides:
        assert page.locator("#seats li").first.inner_text().startswith(f"Seat 1\n{sides[0]}")
        assert page.locator("#who").inner_text() == f"You play {first}"
    other = browser.new_page(viewport={"width": 1400, "height": 950})
    open_game(other, server, links[f"Play as {second}"])
    assert page.locator(".board-area").inner_text() != other.locator(".board-area").inner_text()
    other.close()
    watcher = browser.new_page()
    open_game(watcher, server, links["Watch as a spectator"])
    assert watcher.locator("button.action").count() == 0
    watcher.close()
    # Play a few turns: whichever held seat must act clicks its first choice.
    open_game(page, server, links["Play every person's seat in this browser (hot-seat)"])
    seen = revision(page)
    for _ in range(4):
        if page.locator("#result").is_visible():
            break
        page.wait_for_selector("button.action:enabled")
        page.locator("button.action").first.click()
        seen = wait_past(page, seen)
    page.screenshot(path=screenshots / f"{slug}.png", full_page=True)
    # The game's rulings open beside it.
    with page.context.expect_page() as opened:
        page.click("#rulings")
    rulings = opened.value
    rulings.wait_for_load_state()
    assert "rulings" in rulings.locator("h1").inner_text().lower()
    rulings.screenshot(path=screenshots / f"{slug}-rulings.png")
    rulings.close()


def test_a_replay_shows_only_what_each_seat_hides(page, server):
    """Die Macher shows a seat its own money inside the public list of parties: the replay's
    hidden-information panel shows that figure and the hand, not the public party data."""
    import random

    import httpx2

    from hustings.engine import Match

    match = Match("macher", 3, 11)
    chooser = random.Random(2)
    for _ in range(150):
        seat = match.state.decision().seats[0]
        match.apply(seat, chooser.choice(match.state.legal_ids(seat)))
    uploaded = httpx2.post(f"{server.base}/api/records", json=match.record().model_dump()).json()
    page.goto(server.base + uploaded["replay"])
    page.wait_for_selector("body[data-step='0']")
    page.click("#last")
    page.wait_for_selector("body[data-step='150']")
    seats = page.locator("#hidden .hidden-seat")
    assert seats.count() == 3
    for seat in range(3):
        text = seats.nth(seat).inner_text()
        assert f"{match.state.money[seat]:,}".replace(",", "") in text.replace(",", "")
        assert "Hand" in text and "Members" not in text


def test_a_game_that_nobody_wins_says_so(page, server):
    """Heli's bad reputation: a civil war with a black cube in every faction leaves no
    winner, and the replay says so instead of naming nobody after "Winner:"."""
    import random

    import httpx2

    from hustings.engine import Match

    match = Match("republic", 3, 1, {"bad_reputation": True})
    chooser = random.Random(1)
    while (decision := match.state.decision()) is not None:
        seat = decision.seats[0]
        match.apply(seat, chooser.choice(match.state.legal_ids(seat)))
    assert match.state.result().winners == ()
    uploaded = httpx2.post(f"{server.base}/api/records", json=match.record().model_dump()).json()
    page.goto(server.base + uploaded["replay"])
    page.wait_for_selector("body[data-step='0']")
    page.click("#last")
    page.wait_for_selector(f"body[data-step='{len(match.actions)}']")
    assert page.locator("#result").inner_text().startswith("Game over: civil war Nobody wins.")


def test_a_long_list_of_choices_can_be_filtered(page, server):
    links = create_in_lobby(page, server, "1960", ["human", "human"])
    open_game(page, server, links["Play every person's seat in this browser (hot-seat)"])
    seen = revision(page)
    for _ in range(6):  # through the opening choices to the first card play
        page.wait_for_selector("button.action:enabled")
        if page.locator("#action-filter").count():
            break
        page.locator("button.action").first.click()
        seen = wait_past(page, seen)
    buttons = page.locator("button.action")
    total = buttons.count()
    assert total >= 16
    label = buttons.last.inner_text()
    page.fill("#action-filter", label.upper())   # case does not matter
    visible = page.locator("button.action:visible")
    assert 1 <= visible.count() < total and label in visible.all_inner_texts()
    page.fill("#action-filter", "")
    assert page.locator("button.action:visible").count() == total
