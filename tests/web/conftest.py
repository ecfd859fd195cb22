"""Browser tests: a real server process and Debian's headless Chromium driven by
Playwright (never a downloaded browser). Screenshots are kept in out/screenshots/."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.server.process import ROOT, ServerProcess

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
SCREENSHOTS = ROOT / "out" / "screenshots"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    path = tmp_path_factory.mktemp("web")
    process = ServerProcess(f"sqlite:///{path / 'games.sqlite3'}", path / "server.log",
                            bot_delay=0.0)
    yield process
    process.stop()


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail("Chromium is not installed: run `bash scripts/system-deps.sh`")
        pytest.skip("Chromium is not installed (bash scripts/system-deps.sh installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 950})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.set_default_timeout(20_000)
    yield page
    context.close()
    assert not errors, f"the page raised: {errors}"


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
