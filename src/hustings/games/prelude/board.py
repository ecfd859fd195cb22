"""The board drawn from a view: SVG for the browser, plain text for the terminal.
Districts carry `data-target="<district key>"`, the targets of the actions naming them."""

from __future__ import annotations

import textwrap
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
W, H = 118, 62
COLOURS = {"patriote": "#2e7d32", "loyal": "#c62828", "none": "#9e9e9e", "neutral": "#616161"}
CARD_W, CARD_H, SMALL_H, CARDS_PER_ROW = 128, 150, 58, 7
TRACK_X = 150        # the track boxes start right of the track names
EVENT_LINES = 12     # lines of event text a card panel shows


def board_svg(view: dict) -> str:
    board = view["board"]
    parts: list[str] = []
    for district in C.DISTRICTS:
        parts.append(_district(district, board["districts"][district.key]))
    y = 5 * H + 20
    parts.append(f'<text x="10" y="{y}" font-size="12">{escape(_status_line(board))}</text>')
    y = _tracks(parts, board, y + 14)
    y = _text_lines(parts, _specials_lines(board), y + 4)
    if board["effects"]:
        y = _text_lines(parts, ["In force:", *(f"• {e}" for e in board["effects"])], y)
    hand = board.get("your_hand")
    if hand is not None:
        others = ", ".join(f"{name} {count}" for name, count in board["hand_sizes"].items()
                           if name != hand["faction"])
        y = _card_rows(parts, f'Your hand ({hand["faction"]}) — cards in the other hand: {others}',
                       [{"name": name, **card} for name, card in hand["cards"].items()], y + 8, CARD_H)
    else:
        sizes = ", ".join(f"{name} {count}" for name, count in board["hand_sizes"].items())
        parts.append(f'<text x="10" y="{y + 22}" font-size="12">Cards in hand: {escape(sizes)}</text>')
        y += 30
    y = _card_rows(parts, "Opportunity reserve (a card costs its AP in OP; hover for its event)",
                   board["reserve"], y + 4, SMALL_H)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {8 * W + 20} {y + 10}" '
            'font-family="sans-serif" font-size="11">')
    return head + "".join(parts) + "</svg>"


def _status_line(board: dict) -> str:
    first = "first player not yet chosen" if board["first"] is None else f'{board["first"]} plays first'
    return (f'{board["turn_name"]}, action round {board["round"]}'
            f'{" (parliamentary session)" if board["parliamentary"] else ""} · '
            f'{first} · VP: {_vp_leader(board["vp"])} · Spirit of Rebellion {board["spirit"]}'
            f'{" (call to calm)" if board["calm"] else ""} · OP Patriote '
            f'{board["opportunity"]["patriote"]}, Loyal {board["opportunity"]["loyal"]}')


def _vp_leader(vp: int) -> str:
    if vp < 0:
        return f"Patriote leads by {-vp}"
    return f"Loyal leads by {vp}" if vp > 0 else "level (the Loyal wins ties)"


def _advantage(position: int) -> str:
    """An advantage marker read by side (positive: Loyal)."""
    if position == 0:
        return "level"
    return f'{abs(position)} toward the {"Loyal" if position > 0 else "Patriote"}'


def _specials_lines(board: dict) -> list[str]:
    """Each side's special actions (9.5): still available, used, and a Le Canadien or
    Partisan Media waiting for the card it acts on."""
    lines = []
    for key, name in (("patriote", "Patriote"), ("loyal", "Loyal")):
        used = ", ".join(board["specials_used"][key]) or "nothing yet"
        left = ", ".join(board["specials_available"][key]) or "nothing left"
        turn = " (one used this turn)" if board["special_this_turn"][key] else ""
        waiting = board["waiting"][key]
        wait = f' · waiting for its card: {", ".join(waiting)}' if waiting else ""
        lines.append(f"{name} special actions{turn}: available {left}; used {used}{wait}")
    return lines


def _text_lines(parts: list[str], lines: list[str], y: int) -> int:
    """Plain lines of text under the tracks, long ones wrapped to the board's width."""
    for line in lines:
        for piece in textwrap.wrap(line, 150, subsequent_indent="   "):
            y += 15
            parts.append(f'<text x="10" y="{y}" font-size="11">{escape(piece)}</text>')
    return y + 4


def _district(district, info: dict) -> str:
    col, row = POSITIONS[district.key]
    x, y = 10 + col * W, 10 + row * H
    colour = COLOURS[info["control"]]
    width = 3 if district.kind == "urban" else 1.5
    return (f'<g data-target="{district.key}">'
            f'<rect x="{x}" y="{y}" width="{W - 8}" height="{H - 8}" rx="6" '
            f'fill="#fafafa" stroke="{colour}" stroke-width="{width}"/>'
            f'<text x="{x + 6}" y="{y + 15}" font-weight="bold">{escape(district.name)}</text>'
            f'<text x="{x + 6}" y="{y + 30}" fill="{COLOURS["patriote"]}">Patriote {info["patriote"]}'
            f'{" ● org" if info["patriote_org"] else ""}</text>'
            f'<text x="{x + 6}" y="{y + 45}" fill="{COLOURS["loyal"]}">Loyal {info["loyal"]}'
            f'{" ● org" if info["loyal_org"] == 1 else (" ★ volunteers" if info["loyal_org"] == 2 else "")}'
            '</text></g>')


def _tracks(parts: list[str], board: dict, y: int) -> int:
    """The four scoring tracks (5.0): boxes left of "0" favour the Patriote, right the Loyal."""
    widest = max(t.limit for t in C.TRACK_DATA)
    centre = TRACK_X + widest * 26 + 12
    parts.append(f'<text x="{centre - 30}" y="{y + 10}" text-anchor="end" fill="{COLOURS["patriote"]}">'
                 '◄ Patriote advantage</text>'
                 f'<text x="{centre}" y="{y + 10}" text-anchor="middle">0</text>'
                 f'<text x="{centre + 30}" y="{y + 10}" fill="{COLOURS["loyal"]}">Loyal advantage ►</text>')
    for i, key in enumerate(C.TRACKS):
        track = board["tracks"][key]
        ty = y + 16 + i * 24
        limit = C.TRACK_DATA[i].limit
        parts.append(f'<g data-target="track-{key}"><text x="10" y="{ty + 12}">{escape(track["name"])}</text>')
        for pos in range(-limit, limit + 1):
            bx = centre - 12 + pos * 26
            fill = "#ffd54f" if pos == track["advantage"] else ("#eeeeee" if pos == 0 else "#fff")
            parts.append(f'<rect x="{bx}" y="{ty}" width="24" height="16" fill="{fill}" stroke="#555"/>')
        parts.append(f'<text x="{centre + widest * 26 + 22}" y="{ty + 12}">score marker '
                     f'{track["score"]}/4 · {_favours(track)}</text></g>')
    return y + 16 + 4 * 24


def _favours(track: dict) -> str:
    if track["favours"] == "Nobody":
        return "even, no VP"
    return f'{track["favours"]} {track["vp"]} VP'


def _control(control: str) -> str:
    return "—" if control == "none" else control.capitalize()


def _card_rows(parts: list[str], title: str, cards: list[dict], y: int, height: int) -> int:
    """Cards as panels, seven to a row: name, faction, AP, die, then the requirement and
    event text as far as `height` allows (all of it in the panel's tooltip)."""
    parts.append(f'<text x="10" y="{y + 14}" font-size="13" font-weight="bold">{escape(title)}</text>')
    y += 22
    if not cards:
        parts.append(f'<text x="10" y="{y + 14}">none</text>')
        return y + 22
    for index, card in enumerate(cards):
        row, col = divmod(index, CARDS_PER_ROW)
        parts.append(_card_panel(card, 10 + col * (CARD_W + 6), y + row * (height + 6), height))
    rows = (len(cards) + CARDS_PER_ROW - 1) // CARDS_PER_ROW
    return y + rows * (height + 6)


def _card_text(card: dict) -> str:
    need = f'Needs: {card["requirement"]}. ' if "requirement" in card else ""
    return need + card["event"]


def _card_panel(card: dict, x: int, y: int, height: int) -> str:
    colour = COLOURS[card["faction"].lower()]
    tooltip = (f'{card["name"]}: {card["faction"]}, {card["action_points"]} AP, die {card["scoring_die"]}. '
               f'{_card_text(card)}')
    out = [f'<g data-target="{card["id"]}"><title>{escape(tooltip)}</title>'
           f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{height}" '
           f'rx="5" fill="#fffdf5" stroke="{colour}" stroke-width="2"/>'
           f'<rect x="{x}" y="{y}" width="{CARD_W}" height="5" fill="{colour}"/>']
    line_y = y + 16
    small = height < CARD_H
    for line in _clipped(textwrap.wrap(card["name"], 22), 2 if small else 3):
        out.append(f'<text x="{x + 5}" y="{line_y}" font-weight="bold" font-size="10">{escape(line)}</text>')
        line_y += 12
    out.append(f'<text x="{x + 5}" y="{line_y + 1}" font-size="9" fill="{colour}">'
               f'{escape(card["faction"])} · {card["action_points"]} AP</text>')
    out.append(f'<text x="{x + 5}" y="{line_y + 13}" font-size="9">Die: {escape(card["scoring_die"])}</text>')
    if small:
        out.append("</g>")
        return "".join(out)
    line_y += 26
    room = max(1, min(EVENT_LINES, (y + height - 4 - line_y) // 10 + 1))
    for line in _clipped(textwrap.wrap(_card_text(card), 27), room):
        out.append(f'<text x="{x + 5}" y="{line_y}" font-size="8.5">{escape(line)}</text>')
        line_y += 10
    out.append("</g>")
    return "".join(out)


def _clipped(lines: list[str], room: int) -> list[str]:
    """At most `room` lines, the last one ending in an ellipsis when text was cut."""
    if len(lines) <= room:
        return lines
    return lines[:room - 1] + [lines[room - 1][:24] + "…"]


def board_text(view: dict) -> str:
    board = view["board"]
    lines = [_status_line(board),
             f'War readiness: Patriote {board["war_readiness"]["patriote"]} VP, '
             f'Loyal {board["war_readiness"]["loyal"]} VP · volunteers {board["volunteers"]}',
             *_specials_lines(board)]
    if board["effects"]:
        lines.append("In force:")
        lines.extend(f"  {effect}" for effect in board["effects"])
    lines.append("Scoring tracks (advantage marker, the VP it gives now, score marker)")
    for key in C.TRACKS:
        t = board["tracks"][key]
        lines.append(f'  {t["name"]:18} advantage {_advantage(t["advantage"])} ({_favours(t)}), '
                     f'score marker {t["score"]}/4')
    lines.append("District            P  L  control   organizations")
    for district in C.DISTRICTS:
        info = board["districts"][district.key]
        orgs = ", ".join(filter(None, (
            "Patriote" if info["patriote_org"] else "",
            "Loyal" if info["loyal_org"] == 1 else ("Loyal volunteers" if info["loyal_org"] == 2 else ""))))
        lines.append(f'{district.name:18} {info["patriote"]:2} {info["loyal"]:2}  '
                     f'{_control(info["control"]):9} {orgs}')
    lines.append("Opportunity reserve:" + ("" if board["reserve"] else " empty"))
    lines.extend(_card_line(card) for card in board["reserve"])
    hand = board.get("your_hand")
    for name, count in board["hand_sizes"].items():
        if hand is None or name != hand["faction"]:
            lines.append(f"{name} hand: {count} cards")
    if hand is not None:
        lines.append(f'Your hand ({hand["faction"]}):' + ("" if hand["cards"] else " empty"))
        lines.extend(_card_line({"name": name, **card}) for name, card in hand["cards"].items())
    return "\n".join(lines)


def _card_line(card: dict) -> str:
    return f'  {card["name"]}: {card["faction"]}, {card["action_points"]} AP, die {card["scoring_die"]}. {_card_text(card)}'

