"""The board drawn from a view: a tile-grid cartogram of the 50 states (one square per
state, laid out roughly where the state lies), the regional media boxes and
endorsements, the issue track, momentum, the bag and the debate board; and a plain-text
board for the terminal."""

from __future__ import annotations

from html import escape

from .content import ABBRS, CARDS, EV, ISSUE_NAMES, REGIONS, STATE_ENTRIES, STATE_INDEX
from .names import ICON_NAMES, TURN_EFFECT_NAMES, state_name
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
LEGEND = ("Fill: state support (K/N cubes; dark once carried) · border: who takes the state "
          "on election day if nobody holds it and no endorsement decides · dots: the candidates")
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
    out = [f'<text x="8" y="16" font-size="14">Turn {board["turn"]} - {escape(board["stage"])}'
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
    parts = lasting_events(board)
    if parts:
        y += 16
        out.append(f'<text x="{px}" y="{y}">Lasting events:</text>')
    for line in (line for part in parts for line in wrap(part, 50)):
        y += 13
        out.append(f'<text x="{px + 8}" y="{y}" font-size="10">{escape(line)}</text>')
    out.append(f'<text x="8" y="{8 * TILE + 40}" font-size="10" fill="#555">{escape(LEGEND)}</text>')
    bottom = 8 * TILE + 56
    if board.get("strategy") is not None:
        bottom = max(bottom, _strategy(out, board["strategy"], px, y + 28) + 30)
    y = bottom
    if "debate" in board:
        y = _debate_board(out, board, y)
    if board.get("hand") is not None:
        y = _hand(out, board["hand"], y)
    width, height = 11 * TILE + 300, y + 8
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
            f'font-family="sans-serif" font-size="11">')
    return head + "".join(out) + "</svg>"


def debate_side_items(debate: dict, issue: str, side: int) -> list[str]:
    """What counts on one side of an issue: the cards placed there and the debate events
    in play that add CP to it."""
    items = [f"{CARDS[c].name} ({CARDS[c].cp} CP)" for c in debate["sides"][issue][side]]
    items += [f"{CARDS[c].name} (event, +{cp} CP)" for c, cp in debate["bonuses"][issue][side]]
    return items


def _debate_board(out: list[str], board: dict, y: int) -> int:
    """The debate board of turn 6: each issue with the cards (and their CP) on Kennedy's
    and on Nixon's side, the debate events adding CP there and each side's total, the
    winner once it is decided, and this seat's sealed pick."""
    debate = board["debate"]
    out.append(f'<text x="8" y="{y}" font-size="14" font-weight="bold">Debate board</text>')
    out.append(f'<text x="200" y="{y}" fill="{BLUE}" font-weight="bold">Kennedy\'s side</text>')
    out.append(f'<text x="520" y="{y}" fill="{RED}" font-weight="bold">Nixon\'s side</text>')
    won = dict(zip(debate["sides"], debate["won"], strict=True))
    for issue in debate["sides"]:
        y += 18
        winner = won[issue]
        status = f" - won by {winner.capitalize()}" if winner else ""
        out.append(f'<text x="8" y="{y}" font-weight="bold" data-target="{issue}">'
                   f'{ISSUE_NAMES[issue]}{status}</text>')
        if winner:
            continue
        columns = [debate_side_items(debate, issue, side) for side in (0, 1)]
        for side, (column, items) in enumerate(zip((200, 520), columns, strict=True)):
            if not items:
                out.append(f'<text x="{column}" y="{y}" fill="#666">no cards</text>')
                continue
            for row, item in enumerate(items):
                out.append(f'<text x="{column}" y="{y + 14 * row}">{escape(item)}</text>')
            out.append(f'<text x="{column + 250}" y="{y}" font-weight="bold">'
                       f'{debate["totals"][issue][side]} CP</text>')
        y += 14 * (max(1, *map(len, columns)) - 1)
    committed = [name for name, done in zip(("Kennedy", "Nixon"), debate["committed"],
                                            strict=True) if done]
    y += 20
    text = f"Cards chosen for the next reveal: {', '.join(committed) or 'none yet'}"
    if debate.get("my_pick"):
        text += f" (yours: {debate['my_pick']['name']})"
    out.append(f'<text x="8" y="{y}">{escape(text)}</text>')
    return y + 22


CARD_WIDTH, CARD_HEIGHT, CARD_GAP, CARDS_PER_ROW = 142, 122, 6, 6
EVENT_LINES = 4
# How long a played event lasts, short enough for a card panel.
SHORT_KINDS = {"turn": "lasts the turn", "debate": "debate card",
               "election": "election-day card", "prevention": "stays in play"}
ICON_FILL = {"Kennedy": BLUE, "Nixon": RED, "Kennedy and Nixon": "#6b4f9c"}


def _hand(out: list[str], hand: list[dict], y: int) -> int:
    """This seat's hand as small cards: name, CP, rest cubes, whose event, debate issue,
    strategy state and the start of the event text (all of it on hover)."""
    out.append(f'<text x="8" y="{y}" font-size="14" font-weight="bold">Your hand: '
               f'{len(hand) or "no"} card{"" if len(hand) == 1 else "s"}</text>')
    y += 8
    for start in range(0, len(hand), CARDS_PER_ROW):
        for column, card in enumerate(hand[start:start + CARDS_PER_ROW]):
            _card_panel(out, card, 8 + column * (CARD_WIDTH + CARD_GAP), y)
        y += CARD_HEIGHT + CARD_GAP
    return y + 4


def _card_panel(out: list[str], card: dict, x: int, y: int) -> None:
    fill = ICON_FILL[ICON_NAMES[CARDS[card["id"]].icons]]
    out.append(f'<g><title>{escape(card["name"])}: {escape(card["event"])}</title>'
               f'<rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" '
               f'fill="#fffdf5" stroke="{fill}" stroke-width="2"/>'
               f'<rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="5" fill="{fill}"/>')
    for index, (text, style) in enumerate(_card_lines(card)):
        out.append(f'<text x="{x + 5}" y="{y + 17 + 11.5 * index}" {style}>'
                   f'{escape(text)}</text>')
    out.append("</g>")


def _card_lines(card: dict) -> list[tuple[str, str]]:
    entry = CARDS[card["id"]]
    name = wrap(entry.name, 22)
    lines = [(line, 'font-weight="bold" font-size="10.5"') for line in name[:2]]
    lines.append((f"{entry.cp} CP, rest {entry.rest}, {_icon_word(ICON_NAMES[entry.icons])}",
                  'font-size="9.5"'))
    extras = [ISSUE_NAMES.get(entry.issue), state_name(entry.state) if entry.state else None]
    if entry.kind != "event":
        extras.append(SHORT_KINDS[entry.kind])
    extra_lines = wrap(", ".join(e for e in extras if e), 30)[:2]
    lines += [(line, 'font-size="9" fill="#555"') for line in extra_lines]
    room = EVENT_LINES + 3 - len(name[:2]) - len(extra_lines)
    event = wrap(entry.text, 29)
    if len(event) > room:
        event = event[:room]
        event[-1] = event[-1][:26].rstrip() + "..."
    lines += [(line, 'font-size="9"') for line in event]
    return lines


def _icon_word(icons: str) -> str:
    return "event for both" if icons == "Kennedy and Nixon" else f"{icons} event"


def _strategy(out: list[str], strategy: list[dict], x: int, y: int) -> int:
    """This seat's face-down campaign strategy cards, in the side column."""
    out.append(f'<text x="{x}" y="{y}" font-weight="bold">Your stored strategy cards</text>')
    if not strategy:
        y += 16
        out.append(f'<text x="{x}" y="{y}" fill="#666">none</text>')
    for card in strategy:
        y += 16
        out.append(f'<text x="{x}" y="{y}">{escape(card["name"])} ({card["cp"]} CP)</text>')
        for use in (f"Debates: {card['debate']}", f"Election day: {card['election_day']}"):
            y += 12
            out.append(f'<text x="{x + 8}" y="{y}" font-size="9.5" fill="#444">'
                       f'{escape(use)}</text>')
    return y


def _strategy_uses(card: dict) -> str:
    return f"debates: {card['debate']}; election day: {card['election_day']}"


def _strategy_line(card: dict) -> str:
    return f"{card['name']} ({card['cp']} CP) - {_strategy_uses(card)}"


def lasting_events(board: dict) -> list[str]:
    """The played events still in force: turn effects, preventions, debate and
    election-day events, by name."""
    parts = [f"{who.capitalize()}: {TURN_EFFECT_NAMES[mod]} (this turn)"
             for who, mod in board["turn_effects"]]
    for key, what in (("prevention", "in play"), ("debate_events", "for the debates"),
                      ("election_events", "for election day")):
        if board[key]:
            parts += [f"{CARDS[c].name} ({what})" for c in board[key]]
    return parts


def wrap(text: str, width: int) -> list[str]:
    """Words on lines of at most `width` characters (SVG text does not wrap itself)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


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
    lines.append(f"Candidate tokens: Kennedy in {state_name(board['tokens']['kennedy'])}, "
                 f"Nixon in {state_name(board['tokens']['nixon'])}")
    lines.append("Media: " + ", ".join(f"{r} {_side(board['media'][r])}" for r in REGIONS))
    lines.append("Endorsements: " + ", ".join(
        f"{r} {_side(board['endorsements'][r])}" for r in REGIONS))
    lines.append("Issues: " + ", ".join(
        "(debating)" if i is None else f"{ISSUE_NAMES[i]} {_side(board['issues'][i])}"
        for i in board["track"]))
    lines.append(f"Momentum: Kennedy {board['momentum'][0]}, Nixon {board['momentum'][1]}; "
                 f"bag: {board['bag'][0]} blue, {board['bag'][1]} red; rest cubes: "
                 f"{board['rest'][0]} blue, {board['rest'][1]} red")
    lines.append(f"Candidate cards: Kennedy {board['candidate_cards'][0]}, Nixon "
                 f"{board['candidate_cards'][1]}; cards in hand: Kennedy "
                 f"{board['hand_sizes'][0]}, Nixon {board['hand_sizes'][1]}; "
                 f"deck {board['deck_size']}")
    lines.append("Lasting events: " + ("; ".join(lasting_events(board)) or "none"))
    if "debate" in board:
        lines.append("Debate board:")
        debate = board["debate"]
        for issue, winner in zip(debate["sides"], debate["won"], strict=True):
            if winner:
                lines.append(f"  {ISSUE_NAMES[issue]}: won by {winner.capitalize()}")
                continue
            sides = []
            for side, name in enumerate(("Kennedy", "Nixon")):
                items = "; ".join(debate_side_items(debate, issue, side))
                sides.append(f"{name} {debate['totals'][issue][side]} CP"
                             + (f": {items}" if items else ""))
            lines.append(f"  {ISSUE_NAMES[issue]}: {' | '.join(sides)}")
        if debate.get("my_pick"):
            lines.append(f"  Your sealed debate card: {debate['my_pick']['name']}")
    if board.get("hand") is not None:
        lines.append("Your hand:")
        for card in board["hand"]:
            lines.append(f"  {card['name']} ({card['cp']} CP; {card['values']}): "
                         f"{card['event']}")
        lines.append("Your stored strategy cards: " + (
            "; ".join(_strategy_line(c) for c in board["strategy"]) or "none"))
    return "\n".join(lines)
