"""The board as SVG, drawn from a view: tracks across the top, the offices and the issue
on the left, the states map on the right, one panel per seat, and the viewer's hand."""

from __future__ import annotations

from html import escape
from textwrap import wrap

from .board import PARTY_COLOURS, PARTY_WORD, SEAT_COLOURS, STAGES, TENSION_BOXES, tiebreak_line
from .content import NAME, OFFICE_IDS, OFFICES, SID, STATE_CARDS

WIDTH = 1000
PARTY_SHORT = {"C": "Cons.", "L": "Lib.", "X": "Ind."}
SUPPORT_LIMIT = 12
# A tile map of the Union: (column, row) for each state, east at the right.
TILES = {"OR": (0, 0), "CA": (0, 1), "MN": (2, 0), "WI": (3, 0), "MI": (4, 0), "NY": (6, 0),
         "MA": (7, 0), "ME": (8, 0), "IA": (2, 1), "IL": (3, 1), "IN": (4, 1), "OH": (5, 1),
         "PA": (6, 1), "NJ": (7, 1), "MO": (3, 2), "KY": (4, 2), "VA": (5, 2), "MD": (6, 2),
         "DE": (7, 2), "AR": (3, 3), "TN": (4, 3), "NC": (6, 3), "TX": (2, 4), "LA": (3, 4),
         "MS": (4, 4), "AL": (5, 4), "GA": (6, 4), "FL": (6, 5)}
PANEL_OFFICE = {"president": "President", "vp": "Vice Pres.", "state": "Sec. of State",
                "treasury": "Treasury", "war": "Sec. of War", "envoy": "Envoy", "general": "General",
                "justice": "Chief Justice"}
SHORT_OFFICE = {"president": "President", "vp": "Vice President", "state": "Sec. of State",
                "treasury": "Sec. of the Treasury", "war": "Sec. of War", "envoy": "Special Envoy",
                "general": "General", "justice": "Chief Justice"}


def _t(x, y, text, size=13, weight="normal", fill="#222", anchor="start", extra="") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="{anchor}"{extra}>{escape(str(text))}</text>')


def _fit(x, y, text, width, size=12, weight="normal", fill="#222") -> str:
    """Text in a smaller size when it would run past `width` (a rough sans-serif estimate);
    shrinking, unlike a fixed text length, never stretches a line that was short enough."""
    estimate = len(str(text)) * size * (0.47 if weight == "bold" else 0.52)
    if estimate > width:
        size = round(size * width / estimate, 1)
    return _t(x, y, text, size, weight, fill)


def _rect(x, y, w, h, fill="#fbf6ea", stroke="#8a7f6a", rx=6, extra="") -> str:
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}" stroke="{stroke}"{extra}/>'


def _people(b: dict) -> dict:
    return {s["id"]: s for s in b["statesmen"]}


def _name(b: dict, slug: str) -> str:
    s = _people(b).get(slug)
    return s["name"] if s else NAME[SID[slug]] if slug in SID else slug


def _tracks(b: dict) -> list[str]:
    out = [_t(12, 26, f"Turn {b['turn']}  ·  {b['phase'].capitalize()} phase  ·  Era {b['era']}  ·  "
                      f"issues drawn this turn {b['issues_drawn']}  ·  issue deck {b['issue_deck']}  ·  "
                      f"action deck {b['action_deck']}, discards {b['discard']}", 15, "bold")]
    for i, (label, value) in enumerate((("Revenue", b["revenue"]), ("Reserves", b["reserves"]))):
        x = 12 + i * 102
        out.append(_rect(x, 42, 96, 58))
        out.append(_t(x + 48, 60, label, 12, anchor="middle"))
        out.append(_t(x + 48, 90, f"{value:+d}" if value else "0", 22, "bold",
                      "#922" if value < 0 else "#222", "middle"))
    # Public support: Conservatives at the left end, Liberals at the right.
    x0, cell = 222, 16
    out.append(_t(x0 + cell * 12.5, 56, "Public support", 12, anchor="middle"))
    for k in range(-SUPPORT_LIMIT, SUPPORT_LIMIT + 1):
        x = x0 + (k + SUPPORT_LIMIT) * cell
        here = k == b["support"]
        fill = "#f3d250" if here else (PARTY_COLOURS["C"] + "22" if k < 0 else
                                       PARTY_COLOURS["L"] + "22" if k > 0 else "#eee")
        out.append(_rect(x, 62, cell - 2, 24, fill, rx=2))
        if here or k in (-12, 0, 12):
            out.append(_t(x + cell / 2 - 1, 79, f"{abs(k)}", 11, "bold" if here else "normal",
                          anchor="middle"))
    out.append(_t(x0, 100, "◀ Conservatives", 11, fill=PARTY_COLOURS["C"]))
    out.append(_t(x0 + 25 * cell, 100, "Liberals ▶", 11, fill=PARTY_COLOURS["L"], anchor="end"))
    # Tension toward civil war.
    x0 = 632
    out.append(_t(x0 + 3 * 60, 56, "Tension", 12, anchor="middle"))
    for k, label in enumerate(TENSION_BOXES):
        here = k == b["tension"]
        out.append(_rect(x0 + k * 60, 62, 56, 24, "#e6743b" if here else "#f4ecd8", rx=3))
        out.append(_t(x0 + k * 60 + 28, 79, label, 11, "bold" if here else "normal", anchor="middle"))
    taxes = ", ".join(b.get("taxes_active_names", [])) or "none"
    lasting = ", ".join(b.get("in_play_card_names", [])) or "none"
    for i, line in enumerate((wrap(f"Taxes in force: {taxes}", 60) + wrap(f"Cards in force: {lasting}", 60))[:3]):
        out.append(_t(632, 102 + 14 * i, line, 11))
    out.append(_fit(12, 124, _newspapers(b), 605, 11))
    return out


def _newspapers(b: dict) -> str:
    parts = []
    for party in ("C", "L"):
        n = b["newspapers"][party]
        boxes = ", ".join(f"{lo}/{hi}" for lo, hi in zip(n["low"], n["high"], strict=True))
        parts.append(f"{PARTY_WORD[party]} {boxes}")
    return "Newspaper cubes in boxes 1, 2, 3 (lower/upper row): " + "  ·  ".join(parts)


def _offices(b: dict, y: int) -> list[str]:
    people = _people(b)
    out = [_t(12, y - 6, "Offices", 15, "bold")]
    for i, office in enumerate(OFFICE_IDS):
        x, yy = 12 + (i % 4) * 121, y + (i // 4) * 58
        slug = b["offices"].get(office)
        s = people.get(slug) if slug else None
        colour = SEAT_COLOURS[s["owner"] % 6] if s else "#bbb"
        out.append(f'<g data-target="{office}">' + _rect(x, yy, 116, 52)
                   + _rect(x, yy, 6, 52, colour, colour, rx=2) + "</g>")
        out.append(_fit(x + 11, yy + 17, SHORT_OFFICE[office], 100, 12, "bold"))
        out.append(_fit(x + 11, yy + 34, s["name"] if s else "vacant", 100, 12, fill="#222" if s else "#999"))
        if s:
            out.append(_t(x + 11, yy + 48, f"Seat {s['owner'] + 1} · +{OFFICES[office].pop} pop.", 10,
                          fill="#555"))
    return out


def _issue(b: dict, y: int) -> list[str]:
    out = [_rect(12, y, 480, 205)]
    iss, election = b.get("issue"), b.get("election")
    if election:
        return out + _election(b, election, y)
    if not iss:
        out.append(_t(24, y + 24, "No issue on the table", 15, "bold", "#777"))
        resolved = len(b["resolved"])
        out.append(_t(24, y + 46, f"{resolved} issues resolved so far; {b['issue_deck']} left in the deck.",
                      12, fill="#555"))
        names = list(b.get("resolved_names", []))
        while len(wrap(", ".join(names), 76)) > 7:
            names.pop(0)  # the latest fit; the earliest give way
        lines = wrap(("Latest resolved: " if len(names) < len(b.get("resolved_names", [])) else "Resolved: ")
                     + ", ".join(names), 76)
        for i, line in enumerate(lines if names else []):
            out.append(_t(24, y + 68 + 16 * i, line, 12, fill="#333"))
        return out
    stage = STAGES.get(iss.get("stage", ""), iss.get("stage", ""))
    out.append(_fit(24, y + 22, f"{iss['name']}", 300, 16, "bold"))
    out.append(_t(480, y + 22, stage, 11, fill="#555", anchor="end"))
    yy = y + 42
    for line in wrap(iss.get("text", ""), 76)[:3]:
        out.append(_t(24, yy, line, 12, fill="#333", extra=' font-style="italic"'))
        yy += 16
    yy += 4
    for o in iss.get("options", []):
        chosen = iss.get("opt") == o["key"]
        text = (f"{'▶ ' if chosen else '• '}{o['label']} — difficulty {o['difficulty']}, "
                f"{' or '.join(o['offices'])}{', Congress votes' if o['congress'] else ''}")
        for line in wrap(text, 74)[:2]:
            out.append(_t(24, yy, line, 12, "bold" if chosen else "normal"))
            yy += 16
    if iss.get("handler_names"):
        out.append(_fit(24, yy + 4, f"Handled by {', '.join(iss['handler_names'])}: ability "
                                  f"{iss.get('ability', 0)}, influence spent {iss.get('spent', 0)}"
                                  f", difficulty {iss.get('difficulty', '?')}", 456, 12))
        yy += 20
    if "yea" in iss:
        out += _vote_bar(iss["yea"], iss["nay"], y + 175)
    return out


def _vote_bar(yea: int, nay: int, y: int) -> list[str]:
    total = max(yea + nay, 1)
    width = 456
    w = round(width * yea / total)
    return [_t(24, y - 4, f"Congress: {yea} for, {nay} against", 12, "bold"),
            _rect(24, y, width, 14, "#e8c4c0" if yea + nay else "#eee", rx=2),
            _rect(24, y, w, 14, "#9fd19a", rx=2)]


def _election(b: dict, e: dict, y: int) -> list[str]:
    regime = "two-party contest" if e["regime"] == "two" else "single-party dominance"
    out = [_t(24, y + 22, f"Presidential election ({regime})", 16, "bold")]
    yy = y + 46
    for slug in e["candidates"]:
        mate = e["mates"].get(slug)
        total = e["totals"].get(slug)
        text = f"{_name(b, slug)}" + (f" with {_name(b, mate)}" if mate else "") + (
            f": {total} electoral votes" if total is not None else "")
        placed = sum(1 for cubes in e["cubes"].values() for c in cubes if c[0] in (slug, mate))
        text += f" ({placed} cubes placed)" if placed else ""
        owner = _people(b).get(slug, {}).get("owner", 0)
        out.append(_rect(24, yy - 11, 10, 10, SEAT_COLOURS[owner % 6], rx=2))
        out.append(_fit(40, yy, text, 440, 13))
        yy += 20
    if e.get("twelfth"):
        out.append(_t(24, yy + 4, "Twelfth Amendment in force: separate ballots for vice president", 11,
                      fill="#555"))
        yy += 18
    if e.get("tiebreak"):
        out.append(_fit(24, yy + 4, tiebreak_line(b, e["tiebreak"], _name), 460, 12))
    return out


def _map(b: dict, x0: int, y0: int) -> list[str]:
    admitted = {s["code"]: s for s in b["states"]}
    cubes = (b.get("election") or {}).get("cubes", {})
    people = _people(b)
    out = [_t(x0, y0 - 6, "The states (electoral votes)", 15, "bold")]
    w, h = 54, 52
    for card in STATE_CARDS:
        col, row = TILES.get(card.code, (8, 5))
        x, y = x0 + col * w, y0 + row * h
        s = admitted.get(card.code)
        fill, stroke = ("#f4ecd8", "#6b5d45") if s else ("#f3f3f3", "#ccc")
        dash = "" if s else ' stroke-dasharray="3 3"'
        out.append(f'<g data-target="{card.code}"><title>{escape(card.name)}</title>'
                   + _rect(x, y, w - 4, h - 4, fill, stroke, 4, dash))
        out.append(_t(x + 5, y + 15, card.code, 12, "bold", "#222" if s else "#aaa"))
        out.append(_t(x + w - 9, y + 15, s["votes"] if s else "", 12, "bold", "#7b241c", "end"))
        for i, (slug, role) in enumerate(cubes.get(card.code, [])[:8]):
            owner = people.get(slug, {}).get("owner", 0)
            cx, cy = x + 4 + (i % 4) * 11, y + 22 + (i // 4) * 12
            out.append(_rect(cx, cy, 9, 9, SEAT_COLOURS[owner % 6], "#333", 1,
                             f' opacity="{1 if role == "P" else 0.55}"'))
        out.append("</g>")
    out.append(_t(x0, y0 + 6 * h + 8, "Dashed: not yet in the Union. Squares: election cubes", 11, fill="#666"))
    out.append(_t(x0, y0 + 6 * h + 22, "by seat colour (pale: running mate).", 11, fill="#666"))
    return out


def _seat_panels(b: dict, y: int, viewer) -> tuple[list[str], int]:
    out = []
    per_row = 3
    rows_of = {f["seat"]: [s for s in b["statesmen"] if s["owner"] == f["seat"]] for f in b["factions"]}
    tallest = max((len(v) for v in rows_of.values()), default=0)
    h = 48 + 17 * max(tallest, 1)
    w = (WIDTH - 24 - (per_row - 1) * 10) // per_row
    for i, f in enumerate(b["factions"]):
        x, yy = 12 + (i % per_row) * (w + 10), y + (i // per_row) * (h + 10)
        colour = SEAT_COLOURS[f["seat"] % 6]
        mine = f["seat"] == viewer
        out.append(_rect(x, yy, w, h, "#fffdf7", colour, extra=' stroke-width="3"' if mine else ""))
        out.append(_rect(x, yy, w, 24, colour, colour))
        black = f" · {f['black']} black" if f.get("black") else ""
        cards = "1 card" if f["hand"] == 1 else f"{f['hand']} cards"
        out.append(_t(x + 8, yy + 17, f"Seat {f['seat'] + 1}{' (you)' if mine else ''}", 13, "bold", "#fff"))
        out.append(_t(x + w - 8, yy + 17, f"{f['ip']} infl. · {f['vp']} VP · {f['votes']} votes · "
                                          f"{cards}{black}", 11, fill="#fff", anchor="end"))
        out.append(_t(x + 8, yy + 40, "Statesman", 10, fill="#777"))
        for label, dx in (("party", 150), ("pop.", 188), ("infl.", 218), ("office", 248)):
            out.append(_t(x + dx, yy + 40, label, 10, fill="#777"))
        for j, s in enumerate(rows_of[f["seat"]]):
            ty = yy + 57 + j * 17
            leader = " ★" if f.get("leader") == s["id"] else ""
            spouse = " ♥" if s.get("spouse") else ""
            out.append(f'<g data-target="{s["id"]}">'
                       + _fit(x + 8, ty, f"{s['name']}{leader}{spouse}", 136, 12) + "</g>")
            out.append(_t(x + 150, ty, PARTY_SHORT[s["party"]], 11, fill=PARTY_COLOURS[s["party"]]))
            out.append(_t(x + 188, ty, s["popularity"], 12, "bold"))
            out.append(_t(x + 218, ty, s["ip"], 12))
            if s["office"]:
                out.append(_fit(x + 248, ty, PANEL_OFFICE[s["office"]], w - 254, 11, fill="#333"))
    rows = (len(b["factions"]) + per_row - 1) // per_row
    return out, y + rows * (h + 10)


def _cards(title: str, cards: list[dict], y: int) -> tuple[list[str], int]:
    out = [_t(12, y + 14, title, 15, "bold")]
    per_row, w, h = 5, 190, 132
    for i, c in enumerate(cards):
        x, yy = 12 + (i % per_row) * (w + 6), y + 24 + (i // per_row) * (h + 8)
        statesman = c["kind"] == "statesman"
        out.append(_rect(x, yy, w, h, "#fffaf0", "#6b5d45"))
        out.append(_rect(x, yy, w, 22, "#e9dcc0" if not statesman else "#d6e4f0", "#6b5d45"))
        out.append(_fit(x + 8, yy + 16, c["name"], w - 14, 13, "bold"))
        if statesman:
            facts = (f"Statesman · {c['party']} · {c['home']}",
                     f"Pop. {c['popularity']} · ability {c['ability']} · {c['votes']} votes")
        else:
            facts = (f"{c['kind'].capitalize()} card · generation {c['generation']}"
                     + (f" · {c['state']}" if c.get("state") else ""),)
        ty = yy + 38
        facts = [part for line in facts for part in wrap(line, 31)]
        for line in facts:
            out.append(_t(x + 8, ty, line, 11, fill="#444"))
            ty += 14
        for line in wrap(c["text"], 31)[:(7 - len(facts))]:
            out.append(_t(x + 8, ty, line, 11, fill="#333", extra=' font-style="italic"'))
            ty += 14
    rows = (len(cards) + per_row - 1) // per_row
    return out, y + 28 + rows * (h + 8)


def board_svg(view: dict) -> str:
    b = view["board"]
    viewer = view.get("seat")
    parts = _tracks(b)
    if view.get("result") is not None:
        parts.append(_t(WIDTH - 12, 26, "Game over", 16, "bold", "#922", "end"))
    parts += _offices(b, 156)
    parts += _issue(b, 284)
    parts += _map(b, 506, 156)
    seats, y = _seat_panels(b, 504, viewer)
    parts += seats
    if b.get("hand") is not None:
        cards, y = _cards("Your hand" + ("" if b["hand"] else ": no cards"), b["hand"], y + 4)
        parts += cards
    if b.get("draft_pool"):
        cards, y = _cards("Draft pool: choose one", b["draft_pool"], y)
        parts += cards
    if b.get("playing"):
        cards, y = _cards("Card being played", [b["playing"]], y)
        parts += cards
    height = y + 10
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
            f'height="{height}" font-family="sans-serif">'
            + _rect(0, 0, WIDTH, height, "#fdfaf2", "none", 0) + "".join(parts) + "</svg>")
