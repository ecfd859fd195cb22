"""The board drawn from a view: a tile-grid cartogram of the 50 states (one square per
state, laid out roughly where the state lies), the regional media boxes and
endorsements, the issue track, momentum, the bag and the debate board; and a plain-text
board for the terminal."""

from __future__ import annotations

from html import escape

from .content import ABBRS, EV, ISSUE_NAMES, REGIONS, STATE_ENTRIES, STATE_INDEX
from .support import CARRY

GRID = (
    ("AK", None, None, None, None, None, None, None, None, None, "ME"),
    (None, None, None, None, None, None, None, None, None, "VT", "NH"),
    ("WA", "ID", "MT", "ND", "MN", "IL", "WI", "MI", "NY", "RI", "MA"),
    ("OR", "NV", "WY", "SD", "IA", "IN", "OH", "PA", "NJ", "CT", None),
    ("CA", "UT", "CO", "NE", "MO", "KY", "WV", "VA", "MD", "DE", None),
    (None, "AZ", "NM", "KS", "AR", "TN", "NC", "SC", None, None, None),
    (None, None, None, "OK", "LA", "MS", "AL", "GA", None, None, None),
    ("HI", None, None, "TX", None, None, None, None, "FL", None, None),
)
TILE = 54
BLUE, RED, GREY = "#1f4e9c", "#b3261e", "#d9d9d9"


def tile_position(abbr: str) -> tuple[int, int]:
    for row, cells in enumerate(GRID):
        if abbr in cells:
            return cells.index(abbr), row
    raise KeyError(abbr)


def _fill(value: int) -> str:
    if value == 0:
        return GREY
    strong = abs(value) >= CARRY
    if value > 0:
        return BLUE if strong else "#7fa6e0"
    return RED if strong else "#e59a94"


def board_svg(view: dict) -> str:
    board = view["board"]
    support = board["support"]
    tokens = board["tokens"]
    width, height = 11 * TILE + 300, 8 * TILE + 40
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
           f'font-family="sans-serif" font-size="11">',
           f'<text x="8" y="16" font-size="14">Turn {board["turn"]} - {escape(board["stage"])}'
           f' - EV led: Kennedy {board["electoral_votes"][0]}, Nixon '
           f'{board["electoral_votes"][1]} (projected {board["projected_electoral_votes"][0]}'
           f' - {board["projected_electoral_votes"][1]})</text>']
    for abbr in ABBRS:
        col, row = tile_position(abbr)
        x, y = col * TILE + 4, row * TILE + 26
        value = support.get(abbr, 0)
        entry = STATE_ENTRIES[STATE_INDEX[abbr]]
        border = BLUE if entry.border == "kennedy" else RED
        out.append(
            f'<g data-target="{abbr}"><title>{escape(entry.name)} ({entry.electoral_votes} EV, '
            f'{entry.region})</title><rect x="{x}" y="{y}" width="{TILE - 4}" '
            f'height="{TILE - 4}" fill="{_fill(value)}" stroke="{border}" stroke-width="3"/>'
            f'<text x="{x + 4}" y="{y + 14}" font-weight="bold">{abbr}</text>'
            f'<text x="{x + 4}" y="{y + 28}">{EV[STATE_INDEX[abbr]]} EV</text>')
        if value:
            out.append(f'<text x="{x + 4}" y="{y + 43}">{"K" if value > 0 else "N"}'
                       f'{abs(value)}</text>')
        for seat, name in enumerate(("kennedy", "nixon")):
            if tokens[name] == abbr:
                out.append(f'<circle cx="{x + TILE - 14}" cy="{y + 12 + 16 * seat}" r="6" '
                           f'fill="{BLUE if seat == 0 else RED}" stroke="white"/>')
        out.append("</g>")
    px = 11 * TILE + 16
    y = 40
    out.append(f'<text x="{px}" y="{y}" font-weight="bold">Media / endorsements</text>')
    for region in REGIONS:
        y += 18
        media, endorse = board["media"][region], board["endorsements"][region]
        out.append(f'<text x="{px}" y="{y}" data-target="{region}">{region}: media '
                   f'{_side(media)}, endorsements {_side(endorse)}</text>')
    y += 28
    out.append(f'<text x="{px}" y="{y}" font-weight="bold">Issue track</text>')
    for place, issue in enumerate(board["track"], start=1):
        y += 18
        if issue is None:
            out.append(f'<text x="{px}" y="{y}">{place}. (in the debates)</text>')
            continue
        out.append(f'<text x="{px}" y="{y}" data-target="{issue}">{place}. '
                   f'{ISSUE_NAMES[issue]}: {_side(board["issues"][issue])}</text>')
    y += 28
    k_mom, n_mom = board["momentum"]
    out.append(f'<text x="{px}" y="{y}">Momentum: Kennedy {k_mom}, Nixon {n_mom}</text>')
    y += 18
    out.append(f'<text x="{px}" y="{y}">Bag: {board["bag"][0]} blue, {board["bag"][1]} red;'
               f' rest {board["rest"][0]}/{board["rest"][1]}</text>')
    y += 18
    out.append(f'<text x="{px}" y="{y}">Candidate cards: {board["candidate_cards"][0]} / '
               f'{board["candidate_cards"][1]}</text>')
    if "debate" in board:
        y += 28
        out.append(f'<text x="{px}" y="{y}" font-weight="bold">Debate board</text>')
        for issue, sides in board["debate"]["sides"].items():
            y += 18
            out.append(f'<text x="{px}" y="{y}">{ISSUE_NAMES[issue]}: K {len(sides[0])} '
                       f'card(s), N {len(sides[1])} card(s)</text>')
    out.append("</svg>")
    return "".join(out)


def _side(value: int) -> str:
    return "-" if value == 0 else f"Kennedy {value}" if value > 0 else f"Nixon {-value}"


def board_text(view: dict) -> str:
    board = view["board"]
    projected = board["projected_electoral_votes"]
    lines = [f"Turn {board['turn']} ({board['stage']})   EV led: Kennedy "
             f"{board['electoral_votes'][0]}, Nixon {board['electoral_votes'][1]}; "
             f"projected count: Kennedy {projected[0]}, Nixon {projected[1]}"]
    for row in GRID:
        cells = []
        for abbr in row:
            if abbr is None:
                cells.append("      ")
                continue
            value = board["support"].get(abbr, 0)
            mark = f"K{value}" if value > 0 else f"N{-value}" if value < 0 else "--"
            cells.append(f"{abbr}{mark:>4}")
        lines.append(" ".join(cells).rstrip())
    lines.append("Tokens: Kennedy in {kennedy}, Nixon in {nixon}".format(**board["tokens"]))
    lines.append("Media: " + ", ".join(f"{r} {_side(board['media'][r])}" for r in REGIONS))
    lines.append("Endorsements: " + ", ".join(
        f"{r} {_side(board['endorsements'][r])}" for r in REGIONS))
    lines.append("Issues: " + ", ".join(
        "(debating)" if i is None else f"{ISSUE_NAMES[i]} {_side(board['issues'][i])}"
        for i in board["track"]))
    lines.append(f"Momentum K {board['momentum'][0]} / N {board['momentum'][1]}; bag "
                 f"{board['bag'][0]} blue {board['bag'][1]} red; rest {board['rest']}")
    lines.append(f"Candidate cards: {board['candidate_cards']}; hand sizes "
                 f"{board['hand_sizes']}; deck {board['deck_size']}")
    if board.get("hand") is not None:
        lines.append("Your hand: " + ", ".join(board["hand"]))
    return "\n".join(lines)
