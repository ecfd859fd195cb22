"""The board drawn from a view: SVG for the browser, plain text for the terminal.
Districts carry `data-target="<district key>"`, the targets of the actions naming them."""

from __future__ import annotations

from html import escape

from . import content as C

# Schematic positions (column, row) roughly following the map: the Ottawa and north
# shore on top, the Richelieu valley in the middle, the Townships below, Québec east.
POSITIONS = {
    "deux-montagnes": (0, 0), "terrebonne": (1, 0), "lachenaie": (2, 0), "lassomption": (3, 0),
    "berthier": (4, 0), "st-maurice": (5, 0), "vaudreuil": (0, 1), "montreal": (1, 1),
    "vercheres": (3, 1), "richelieu": (4, 1), "yamaska": (5, 1), "nicolet": (6, 1),
    "beauharnois": (0, 2), "laprairie": (1, 2), "chambly": (2, 2), "st-hyacinthe": (4, 2),
    "drummond": (5, 2), "quebec": (7, 0), "lacadie": (1, 3), "rouville": (2, 3),
    "shefford": (4, 3), "megantic": (6, 2), "beauce": (7, 2), "missisquoi": (2, 4),
    "stanstead": (4, 4), "sherbrooke": (5, 3),
}
W, H = 118, 74
COLOURS = {"patriote": "#2e7d32", "loyal": "#c62828", "none": "#9e9e9e"}


def board_svg(view: dict) -> str:
    board = view["board"]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {8 * W + 20} {5 * H + 170}" '
             'font-family="sans-serif" font-size="11">']
    for district in C.DISTRICTS:
        info = board["districts"][district.key]
        col, row = POSITIONS[district.key]
        x, y = 10 + col * W, 10 + row * H
        colour = COLOURS[info["control"]]
        width = 3 if district.kind == "urban" else 1.5
        parts.append(f'<g data-target="{district.key}">'
                     f'<rect x="{x}" y="{y}" width="{W - 8}" height="{H - 8}" rx="6" '
                     f'fill="#fafafa" stroke="{colour}" stroke-width="{width}"/>'
                     f'<text x="{x + 6}" y="{y + 15}" font-weight="bold">{escape(district.name)}</text>'
                     f'<text x="{x + 6}" y="{y + 33}" fill="{COLOURS["patriote"]}">P {info["patriote"]}'
                     f'{" ●" if info["patriote_org"] else ""}</text>'
                     f'<text x="{x + 6}" y="{y + 50}" fill="{COLOURS["loyal"]}">L {info["loyal"]}'
                     f'{" ●" if info["loyal_org"] == 1 else (" ★" if info["loyal_org"] == 2 else "")}'
                     '</text></g>')
    y = 5 * H + 20
    parts.append(f'<text x="10" y="{y}">{escape(board["turn_name"])}, round {board["round"]}'
                 f'{" (parliamentary)" if board["parliamentary"] else ""} · VP {board["vp"]:+d} · '
                 f'spirit {board["spirit"]}{" (calm)" if board["calm"] else ""} · OP '
                 f'{board["opportunity"]["patriote"]}/{board["opportunity"]["loyal"]}</text>')
    for i, key in enumerate(C.TRACKS):
        track = board["tracks"][key]
        ty = y + 22 + i * 24
        parts.append(f'<g data-target="track-{key}"><text x="10" y="{ty + 12}">{key.upper()}</text>')
        limit = C.TRACK_DATA[i].limit
        for pos in range(-limit, limit + 1):
            bx = 60 + (pos + limit) * 26
            fill = "#ffd54f" if pos == track["advantage"] else "#fff"
            parts.append(f'<rect x="{bx}" y="{ty}" width="24" height="16" fill="{fill}" stroke="#555"/>')
        parts.append(f'<text x="{60 + (2 * limit + 1) * 26 + 8}" y="{ty + 12}">score {track["score"]}/4, '
                     f'{track["favours"]} {track["vp"]} VP</text></g>')
    parts.append("</svg>")
    return "".join(parts)


def board_text(view: dict) -> str:
    board = view["board"]
    lines = [f'{board["turn_name"]}, round {board["round"]}'
             f'{" (parliamentary session)" if board["parliamentary"] else ""}; first: {board["first"]}',
             f'VP marker {board["vp"]:+d} (negative: Patriote lead) · spirit {board["spirit"]}'
             f'{" (call to calm)" if board["calm"] else ""} · OP P{board["opportunity"]["patriote"]}'
             f' L{board["opportunity"]["loyal"]} · war readiness P{board["war_readiness"]["patriote"]}'
             f' L{board["war_readiness"]["loyal"]}']
    for key in C.TRACKS:
        t = board["tracks"][key]
        lines.append(f'  {key.upper():2} advantage {t["advantage"]:+d} ({t["favours"]} {t["vp"]} VP), '
                     f'score marker {t["score"]}/4')
    lines.append("District            P  L  control   orgs")
    for district in C.DISTRICTS:
        info = board["districts"][district.key]
        orgs = ("P" if info["patriote_org"] else "") + (
            "L" if info["loyal_org"] == 1 else ("V" if info["loyal_org"] == 2 else ""))
        lines.append(f'{district.name:18} {info["patriote"]:2} {info["loyal"]:2}  '
                     f'{info["control"]:9} {orgs}')
    reserve = ", ".join(f"#{c} {C.CARDS[c].title}" for c in board["reserve"]) or "empty"
    lines.append(f"Reserve: {reserve}")
    for faction, hand in board["hands"].items():
        cards = hand.get("cards")
        shown = ", ".join(f"#{c[1:]} {C.CARDS[int(c[1:])].title}" for c in cards) if cards is not None \
            else f'{hand["count"]} cards'
        lines.append(f"{faction.capitalize()} hand: {shown}")
    return "\n".join(lines)
