"""Fixtures shared by Convention's tests."""

from __future__ import annotations

import re

import pytest

from hustings.games.convention.cards import DATA


@pytest.fixture(scope="module")
def scrambled_ids(tmp_path_factory):
    """The shipped cards renamed `x1`..`x55`: text order is no longer number order, and an
    id may begin with another (`x1`, `x10`)."""
    text = re.sub(r'id = "d0?(\d+)"', r'id = "x\1"', (DATA / "delegates.toml").read_text())
    path = tmp_path_factory.mktemp("cards") / "scrambled.toml"
    path.write_text(text)
    return str(path)
