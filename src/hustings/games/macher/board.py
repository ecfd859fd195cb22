"""Drawing a Die Macher view: plain text for the terminal and SVG for the browser.
Clickable elements carry `data-target` ids matching the targets of legal actions:
`board:bK`, `opinion:bK:SLOT`, `exchange:I`, `national:I`."""

from __future__ import annotations

from html import escape

from .content import COLORS
from .wording import phase_name, shifts_words

FILL = {"black": "#333333", "blue": "#2b5fb3", "red": "#c0392b", "yellow": "#e0b000",
        "green": "#2e8b57"}


def cabinet_card_beside(board: dict, seat: int, index: int) -> bool:
    """Whether the party has laid a face-down shadow-cabinet card beside board `index`
    (public while the cards are laid: 5.2.3)."""
    beside = board.get("step", {}).get("face_down_beside")
    return bool(beside) and index in beside[seat]


def scored(board: dict, b: dict) -> bool:
    """Whether region board `b` has had its election: round 6's board is not cleared
    (5.4.2), so it stays on the table through round 7 and the end; at the end, so does
    round 7's."""
    return b["region"] is not None and (b["election_round"] < board["round"]
                                        or board["phase"] == "over")


def seats_won(board: dict, b: dict, seat: int) -> int:
    return board["parties"][seat]["seats_by_round"][b["election_round"] - 1]


def heading(board: dict) -> str:
    if board["phase"] == "over":
        return f"Die Macher - game over after round {board['round']}"
    return (f"Die Macher - round {board['round']}: {phase_name(board['phase'])}, "
            f"start player {COLORS[board['start_player']]}")


def board_text(view: dict) -> str:
    board = view["board"]
    lines = [heading(board)]
    parties = board["parties"]
    names = [p["color"] for p in parties]
    for b in board["boards"]:
        if b["region"] is None:
            continue
        if scored(board, b):
            lines.append(f"  {b['name']} - {b['seats']} seats, scored in round "
                         f"{b['election_round']}")
            for s, name in enumerate(names):
                lines.append(f"    {name:7} votes {b['votes'][s]:2d}  seats won "
                             f"{seats_won(board, b, s):2d}")
            continue
        mark = "*" if b["board"] == board["current_board"] else " "
        dup = b["duplicator"]
        opinions = ", ".join(
            ("-" if o is None else o) + (" [x2]" if i == dup else "")
            for i, o in enumerate(b["opinions"]))
        closed = " (media sold out)" if b["media_closed"] else ""
        lines.append(f"{mark} {b['name']} - {b['seats']} seats, election in round "
                     f"{b['election_round']}{closed}")
        lines.append(f"    opinions: {opinions}")
        for s, name in enumerate(names):
            lines.append(f"    {name:7} trend {b['trend'][s]:+d}  votes {b['votes'][s]:2d}  "
                         f"organization {b['organization'][s]:2d}  media {b['media'][s]}"
                         + ("  coalition tile" if b["coalition_tiles"][s] else "")
                         + ("  face-down cabinet card" if cabinet_card_beside(board, s, b["board"])
                            else ""))
    national = board["national"]
    spaces = "; ".join(
        f"{i + 1}: {sp['opinion'] or '-'}{' (secured)' if sp['secured'] else ''}"
        for i, sp in enumerate(national["opinions"]))
    lines.append(f"National opinion: {spaces}")
    media = ", ".join(f"r{r + 1}: {'/'.join(names[s] for s in m) or '-'}"
                      for r, m in enumerate(national["media"]))
    lines.append(f"National media: {media}")
    lines.append(f"Exchange: {', '.join(board['exchange'])}")
    for party in parties:
        money = f"  money {party['money']:,}" if "money" in party else ""
        lines.append(f"{party['color']:7} members {party['members']:3d}  seats "
                     f"{sum(party['seats_by_round']):3d}  platform {', '.join(party['platform'])}"
                     f"{money}")
    private = board.get("private")
    if private:
        hand = ", ".join(card["platform"] for card in private["hand"])
        lines.append(f"Your hidden platform cards: {hand}")
        if "poll" in private:
            poll = private["poll"]
            lines.append(f"Your poll: {shifts_words(poll['shifts'])} "
                         f"(may apply {poll['results']})")
    final = board.get("final")
    if final:
        lines.append("Final scores: " + ", ".join(
            f"{name} {final['total'][s]}" for s, name in enumerate(names)))
        for s, name in enumerate(names):
            lines.append(f"    {name:7} seats {final['seat_points'][s]:3d}  national media "
                         f"{final['media'][s]:2d}  members {final['members'][s]:3d}  "
                         f"membership bonus {final['member_bonus'][s]:2d}  national opinion "
                         f"{final['opinions'][s]:2d}  secured {final['secured'][s]:2d}")
    return "\n".join(lines)


def _text(x: float, y: float, content: str, size: int = 12, weight: str = "normal",
          fill: str = "#111111") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" '
            f'fill="{fill}">{escape(content)}</text>')


def board_svg(view: dict) -> str:
    board = view["board"]
    parties = board["parties"]
    n = len(parties)
    width, panel_w, panel_h = 1000, 245, 330
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 580" '
           f'class="macher-board">']
    out.append('<rect x="0" y="0" width="1000" height="580" fill="#f4efe1"/>')
    for b in board["boards"]:
        x = 5 + b["board"] * (panel_w + 5)
        current = b["board"] == board["current_board"]
        out.append(f'<g data-target="board:b{b["board"]}">')
        out.append(f'<rect x="{x}" y="5" width="{panel_w}" height="{panel_h}" rx="8" '
                   f'fill="{"#fff8d8" if current else "#ffffff"}" stroke="#555555"/>')
        if b["region"] is None:
            out.append(_text(x + 10, 30, "(no region)", 13))
            out.append("</g>")
            continue
        name = b["name"] if len(b["name"]) <= 26 else b["name"][:25] + "."
        out.append(_text(x + 10, 26, name, 13, "bold"))
        done = scored(board, b)
        out.append(_text(x + 10, 44, f"{b['seats']} seats, "
                                     f"{'scored' if done else 'election'} in round "
                                     f"{b['election_round']}", 11))
        out.append("</g>")
        if done:
            # The election is over: its result, not the stale campaign figures.
            for s in range(n):
                py = 60 + s * 30
                color = FILL[parties[s]["color"]]
                out.append(f'<rect x="{x + 10}" y="{py}" width="12" height="12" '
                           f'fill="{color}"/>')
                out.append(_text(x + 28, py + 11, f"{b['votes'][s]} votes, "
                                                  f"{seats_won(board, b, s)} seats won", 11))
            continue
        for i, opinion in enumerate(b["opinions"]):
            oy = 54 + i * 26
            dup = b["duplicator"] == i
            out.append(f'<g data-target="opinion:b{b["board"]}:{i}">')
            out.append(f'<rect x="{x + 10}" y="{oy}" width="{panel_w - 20}" height="22" rx="4" '
                       f'fill="{"#d8e8ff" if opinion and opinion != "face-down" else "#dddddd"}" '
                       f'stroke="{"#c0392b" if dup else "#888888"}"/>')
            out.append(_text(x + 16, oy + 15, (opinion or "-") + (" x2" if dup else ""), 11))
            out.append("</g>")
        for s in range(n):
            py = 170 + s * 30
            color = FILL[parties[s]["color"]]
            out.append(f'<rect x="{x + 10}" y="{py}" width="12" height="12" fill="{color}"/>')
            line = (f"T{b['trend'][s]:+d} V{b['votes'][s]} O{b['organization'][s]} "
                    f"M{b['media'][s]}" + (" C" if b["coalition_tiles"][s] else "")
                    + (" [card]" if cabinet_card_beside(board, s, b["board"]) else ""))
            out.append(_text(x + 28, py + 11, line, 11))
            bar = round(b["votes"][s] / 50 * (panel_w - 50), 1)
            out.append(f'<rect x="{x + 28}" y="{py + 15}" width="{bar}" '
                       f'height="5" fill="{color}"/>')
    national = board["national"]
    out.append(_text(10, 360, "National opinion", 13, "bold"))
    for i, space in enumerate(national["opinions"]):
        x = 10 + i * 150
        out.append(f'<g data-target="national:{i}">')
        out.append(f'<rect x="{x}" y="368" width="140" height="40" rx="4" fill="#ffffff" '
                   f'stroke="{"#c0392b" if space["secured"] else "#888888"}"/>')
        out.append(_text(x + 6, 384, space["opinion"] or "-", 11))
        out.append(_text(x + 6, 400, f"+{space['members']} members, {space['points']} pts", 10))
        out.append("</g>")
    out.append(_text(10, 430, "Exchange", 13, "bold"))
    for i, opinion in enumerate(board["exchange"]):
        x = 10 + i * 120
        out.append(f'<g data-target="exchange:{i}">')
        out.append(f'<rect x="{x}" y="438" width="112" height="24" rx="4" fill="#d8e8ff" '
                   f'stroke="#888888"/>')
        out.append(_text(x + 5, 454, opinion, 11))
        out.append("</g>")
    out.append(_text(10, 485, "National media", 13, "bold"))
    for r, markers in enumerate(national["media"]):
        x = 10 + r * 135
        out.append(_text(x, 503, f"round {r + 1} ({national['media_points'][r]} pts)", 10))
        for k, s in enumerate(markers):
            out.append(f'<rect x="{x + k * 14}" y="508" width="12" height="12" '
                       f'fill="{FILL[parties[s]["color"]]}"/>')
    for s, party in enumerate(parties):
        # Only the viewer's own party shows its money: on a line of its own, as the five
        # parties' summaries fill the row.
        out.append(_text(10 + s * 195, 550, f"{party['color']}: {sum(party['seats_by_round'])} "
                                            f"seats, {party['members']} members", 11,
                         fill=FILL[party["color"]]))
        if "money" in party:
            out.append(_text(10, 535, f"Your party's money: {party['money']:,}", 11,
                             weight="bold", fill=FILL[party["color"]]))
    out.append(_text(10, 572, "Beside each party: T trend, V votes, O organization markers, "
                              "M media markers, C coalition tile, [card] a shadow-cabinet card "
                              "laid beside the board", 10, fill="#555555"))
    out.append("</svg>")
    return "".join(out)
