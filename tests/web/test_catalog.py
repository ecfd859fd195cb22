"""Every text the browser client shows comes from its message catalog."""

from __future__ import annotations

import json
import re

from hustings.server.app import STATIC


def test_every_ui_key_used_by_the_client_is_in_the_english_catalog():
    catalog = json.loads((STATIC / "i18n" / "en.json").read_text())
    used = set()
    for path in STATIC.glob("*.js"):
        used |= set(re.findall(r'\bt\("([\w.]+)"', path.read_text()))
        used |= set(re.findall(r'"(game\.undo_\w+)"', path.read_text()))
    for path in STATIC.glob("*.html"):
        used |= set(re.findall(r'data-i18n="([\w.]+)"', path.read_text()))
    assert len(used) > 40
    assert sorted(used - set(catalog)) == []
    assert all(isinstance(text, str) and text for text in catalog.values())
