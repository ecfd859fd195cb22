"""What players see: the board view (Yucata-like: tally by state, bonus preview,
projected scores, whose turn), action labels and targets, SVG and text renderings."""

from __future__ import annotations

from html import escape

from .cards import FACTION_NAMES, FACTIONS, SIDES, STATE_INDEX, STATES
from .debate import debate_leader
from .events import HOW_MANY
from .scoring import TRACK_LENGTH, committee_winner, convention_points, final_bonus
from .state import ACTION, FLIP, NAY, NAY_TO_FAIL, OVER, RECLAIM, REFILL, SETUP, YEA, YEA_TO_PASS


def track_position(score: int) -> dict:
    """Where the score marker stands (Die Punkteleiste): 30 is the track's last space, and
    only a score past it starts the marker again from the beginning."""
    laps = max(0, score - 1) // TRACK_LENGTH
    return {"track": score - laps * TRACK_LENGTH, "laps": laps}


SIDE_NAMES = {"yea": "yea", "nay": "nay"}


def _article(state, art: int, side: int) -> dict | None:
    if art < 0:
        return None
    cards = state.cards
    return {"id": cards.articles[art].id, "title": cards.article_title(art, side),
            "faction": FACTIONS[cards.article_face(art, side)],
            "side": "historical" if side == 0 else "flipped"}


def board_view(state, seat: int | None) -> dict:
    cards = state.cards
    n = state.n
    yea, nay = state.tally()
    if_adopted = convention_points(state, YEA) if state.conv_art >= 0 else [0] * n
    if_rejected = convention_points(state, NAY) if state.conv_art >= 0 else [0] * n
    bonus = final_bonus(state) if state.phase != OVER else [0] * n
    players = []
    for s in range(n):
        players.append({
            "seat": s, "planner": state.planner_of(s) if state.planners else "",
            "score": state.scores[s], **track_position(state.scores[s]),
            "markers": state.markers[s], "free_markers": state.free[s],
            "committee": state.committee[s],
            "tiles": {FACTIONS[f]: state.tiles[s][f] for f in range(len(FACTIONS))},
            "hand_size": len(state.hands[s]),
            "hand_backs": [cards.back(c) for c in state.hands[s]],
            "setup_committed": state.pending_discards[s] is not None,
        })
    room = []
    for st in range(len(STATES)):
        room.append({"state": STATES[st], "vote": SIDES[state.room_side[st]],
                     "controller": state.room_owner[st],
                     "delegates": [{"id": cards.ids[c], "name": cards.names[c],
                                    "faction": cards.back(c)["faction"]}
                                   for c in state.room_cards[st]]})
    top = cards.back(state.deck[-1]) if state.deck else None
    return {
        "round": state.round, "rounds": 4, "phase": state.phase, "turn": state.turn,
        "actor": state.actor,
        "players": players,
        "hand": None if seat is None else [cards.face(c) for c in state.hands[seat]],
        "convention_article": _article(state, state.conv_art, state.conv_side),
        "committee_article": _article(state, state.comm_art, state.comm_side),
        "settled_articles": [_article(state, a, s) for a, s in zip(state.done_art,
                                                                 state.done_side, strict=True)],
        "articles_left": len(state.article_deck),
        "room": room,
        "tally": {"yea": yea, "nay": nay, "yea_needed": YEA_TO_PASS, "nay_needed": NAY_TO_FAIL,
                  "by_state": {STATES[st]: SIDES[state.room_side[st]] or "-"
                               for st in range(len(STATES))}},
        "debate": {FACTIONS[f]: list(state.debate[f]) for f in range(len(FACTIONS))},
        "tiles_left": {FACTIONS[f]: state.tiles_left[f] for f in range(len(FACTIONS))},
        "draw_area": [cards.back(c) if c >= 0 else None for c in state.draw],
        "deck": {"size": len(state.deck), "top": top},
        "discard": [cards.face(c) for c in state.discard],
        "lasting": [{"card": cards.ids[c], "name": cards.names[c], "seat": s,
                     "text": cards.event_text[c]} for c, s in state.active],
        "preview": {
            "if_adopted": if_adopted, "if_rejected": if_rejected,
            "committee_leader": committee_winner(state),
            "debate_leaders": {FACTIONS[f]: debate_leader(state, f)
                               for f in range(len(FACTIONS))},
            "final_bonus": bonus,
            "projected": [state.scores[s] + bonus[s] for s in range(n)],
        },
    }


# --- labels and targets ------------------------------------------------------------------
def _names(state, ids: str) -> str:
    index = state.cards.index
    return " + ".join(state.cards.names[index[i]] for i in ids.split("+"))


def action_label(state, action_id: str) -> str:
    parts = action_id.split(":")
    verb = parts[0]
    if verb == "vote":
        return f"Vote {parts[2]} for {parts[1]} with {_names(state, parts[3])}"
    if verb == "debate":
        return f"Debate for the {FACTION_NAMES[parts[1]]} with {_names(state, parts[2])}"
    if verb == "event":
        name = _names(state, parts[1])
        rest = ":".join(parts[2:])
        return f"Play {name} for the event" + (
            f" ({_choice_text(state, parts[1], rest)})" if rest else "")
    if verb == "discard":
        return f"Discard {_names(state, parts[1])}"
    if verb == "setup":
        return f"Discard {_names(state, parts[2])} at set-up"
    if verb == "take":
        back = state.cards.back(state.draw[int(parts[1][4:])])
        return f"Take the {back['state']} {FACTION_NAMES[back['faction']]} card from draw slot {int(parts[1][4:]) + 1}"
    if verb == "reclaim":
        where = {"room": f"the {parts[2]} delegation" if len(parts) > 2 else "",
                 "debate": f"the {FACTION_NAMES.get(parts[-1], '')} debate track",
                 "committee": "the committee room"}[parts[1]]
        return f"Take back your influence marker from {where}"
    if verb == "flip":
        return "Turn the committee article over" if parts[1] == "yes" else "Leave the committee article as it is"
    if verb == "pass":
        return "Pass (no cards in hand)"
    return action_id


def _planner(state, seat: int) -> str:
    """The name the log gives a seat: its planner (`Seat N` before planners are dealt)."""
    return state.planner_of(seat) if state.planners else f"Seat {seat + 1}"


def _choice_text(state, card_id: str, choice: str) -> str:
    """What an event's choice does, for the label of playing card `card_id` for it."""
    cards = state.cards
    kind = cards.effect[cards.index[card_id]].kind
    parts = choice.split(":")
    if len(parts) == 3:
        return f"vote {parts[1]} for {parts[0]} with {_names(state, parts[2])}"
    if len(parts) == 2:
        return (f"push back {_planner(state, int(parts[1]))}'s marker on the "
                f"{FACTION_NAMES[parts[0]]} debate track")
    word = parts[0]
    if word.isdigit():
        return f"send a committee marker of {_planner(state, int(word))} home"
    if word in HOW_MANY:
        return f"{word} marker{'s' if word != 'one' else ''} to the committee"
    if kind == "unseat":
        owner = state.room_owner[STATE_INDEX[word]]
        whose = f"{_planner(state, owner)}'s marker" if owner >= 0 else "the marker"
        return f"lift {whose} off {word}'s delegation"
    if kind == "switch":
        return f"move {word}'s delegation to the other side"
    if kind in ("remove", "salvage"):
        target = cards.index[word]
        if kind == "salvage":
            return f"take {cards.names[target]} from the discard pile"
        return f"send {cards.names[target]} of {STATES[cards.state[target]]} to the discard pile"
    if word in cards.index:
        return cards.names[cards.index[word]]
    if word in FACTION_NAMES:
        return f"move ahead on the {FACTION_NAMES[word]} debate track"
    if word.startswith("slot"):
        return f"take the card in draw slot {int(word[4:]) + 1}"
    return {"keep": "just take the extra influence marker",
            "flip": "also turn the committee article over",
            "committee": "also put a marker in the committee room"}.get(word, word)


def action_targets(state, action_id: str) -> tuple[str, ...]:
    parts = action_id.split(":")
    verb = parts[0]
    if verb == "vote":
        return (f"state:{parts[1]}", f"side:{parts[2]}", *(f"card:{c}" for c in parts[3].split("+")))
    if verb == "debate":
        return (f"track:{parts[1]}", *(f"card:{c}" for c in parts[2].split("+")))
    if verb == "event":
        targets = [f"card:{parts[1]}"]
        rest = parts[2:]
        if len(rest) == 3:
            targets += [f"state:{rest[0]}", f"side:{rest[1]}"]
        elif len(rest) == 2:
            targets.append(f"track:{rest[0]}")
        elif len(rest) == 1:
            word = rest[0]
            if word in STATES:
                targets.append(f"state:{word}")
            elif word in FACTIONS:
                targets.append(f"track:{word}")
            elif word.startswith("slot"):
                targets.append(f"slot:{word[4:]}")
            elif word in state.cards.index:
                targets.append(f"card:{word}")
            elif word in ("flip", "committee"):
                targets.append("committee")
        return tuple(targets)
    if verb == "discard":
        return tuple(f"card:{c}" for c in parts[1].split("+"))
    if verb == "setup":
        return tuple(f"card:{c}" for c in parts[2].split("+"))
    if verb == "take":
        return (f"slot:{parts[1][4:]}",)
    if verb == "reclaim":
        if parts[1] == "room":
            return (f"state:{parts[2]}",)
        if parts[1] == "debate":
            return (f"track:{parts[2]}",)
        return ("committee",)
    if verb == "flip":
        return ("committee",)
    return ()


# --- renderings -------------------------------------------------------------------------
FACTION_COLOURS = {"large": "#8e3b2e", "small": "#2e5e8e", "fed": "#3b7a3b", "anti": "#8a6d1f",
                   "planner": "#555555"}
SEAT_COLOURS = ("#c0392b", "#2471a3", "#229954", "#d4ac0d", "#7d3c98")
DISCARDS_PER_ROW = 5  # wide enough for the longest name (28 letters) and its state at 10 px
DISCARDS_TOP = 772    # below two columns of the (at most twelve) settled articles


def surname(name: str) -> str:
    """The name a delegate is known by on a crowded board: "Lansing" for John Lansing Jr."""
    words = name.removesuffix(" Jr.").split()
    return words[-1]


def board_svg(view: dict) -> str:
    b = view["board"]
    rows = (len(b["discard"]) + DISCARDS_PER_ROW - 1) // DISCARDS_PER_ROW
    height = DISCARDS_TOP + 10 + 16 * max(rows, 1)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="960" height="{height}" '
           f'viewBox="0 0 960 {height}" font-family="sans-serif" font-size="12">',
           f'<rect width="960" height="{height}" fill="#f4ecd8"/>']

    def text(x, y, s, size=12, weight="normal", fill="#222"):
        out.append(f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" '
                   f'fill="{fill}">{escape(str(s))}</text>')

    art = b["convention_article"]
    out.append('<g data-target="convention"><rect x="10" y="10" width="560" height="330" '
               'fill="#efe2c0" stroke="#6b5b3a"/></g>')
    text(20, 30, f"Convention room - round {b['round']} of 4", 15, "bold")
    if art:
        text(20, 50, f"{art['title']} [{FACTION_NAMES[art['faction']]}]", 13, "bold",
             FACTION_COLOURS[art["faction"]])
    t = b["tally"]
    text(380, 30, f"Yea {t['yea']}/{t['yea_needed']}   Nay {t['nay']}/{t['nay_needed']}", 13, "bold")
    boxes = {"yea": (20, "#dfeedd"), "nay": (390, "#f3dcdc")}
    for side, (x, fill) in boxes.items():
        out.append(f'<g data-target="side:{side}"><rect x="{x}" y="60" width="170" height="270" '
                   f'fill="{fill}" stroke="#888"/></g>')
        text(x + 8, 76, side.upper(), 12, "bold")
        row = 0
        for entry in b["room"]:
            if entry["vote"] != side:
                continue
            y = 90 + row * 20
            owner = entry["controller"]
            colour = SEAT_COLOURS[owner] if owner >= 0 else "#777"
            text(x + 6, y, entry["state"], 10, "bold", colour)
            for k, d in enumerate(entry["delegates"]):
                out.append(f'<text x="{x + 28 + k * 36}" y="{y}" font-size="8" '
                           f'fill="{FACTION_COLOURS[d["faction"]]}" data-target="card:{d["id"]}">'
                           f'{escape(surname(d["name"])[:8])}</text>')
            row += 1
    text(232, 76, "Vote by state", 11, "bold")
    for i, entry in enumerate(b["room"]):
        x, y = 200 + (i % 2) * 92, 84 + (i // 2) * 40
        vote = entry["vote"]
        fill = {"yea": "#8fc98f", "nay": "#e08f8f"}.get(vote, "#ffffff")
        owner = entry["controller"]
        stroke = SEAT_COLOURS[owner] if owner >= 0 else "#555"
        out.append(f'<g data-target="state:{entry["state"]}"><rect x="{x}" y="{y}" width="86" '
                   f'height="34" rx="4" fill="{fill}" stroke="{stroke}" stroke-width="2"/></g>')
        text(x + 6, y + 15, entry["state"], 12, "bold")
        text(x + 6, y + 29, vote or "-", 10)
    comm = b["committee_article"]
    out.append('<g data-target="committee"><rect x="580" y="10" width="370" height="110" '
               'fill="#e6dcc6" stroke="#6b5b3a"/></g>')
    text(590, 30, "Committee room", 15, "bold")
    if comm:
        text(590, 50, f"{comm['title']} [{FACTION_NAMES[comm['faction']]}]", 11, "bold",
             FACTION_COLOURS[comm["faction"]])
    for p in b["players"]:
        x = 590 + p["seat"] * 70
        out.append(f'<circle cx="{x + 10}" cy="80" r="9" fill="{SEAT_COLOURS[p["seat"]]}"/>')
        text(x + 24, 85, f"x{p['committee']}")
    if b["lasting"]:
        text(590, 110, "Lasting: " + ", ".join(
            f"{surname(e['name'])} ({_seat_name(b, e['seat'])})" for e in b["lasting"]), 10)
    out.append('<rect x="580" y="130" width="370" height="210" fill="#e6dcc6" stroke="#6b5b3a"/>')
    text(590, 150, "Debating hall", 15, "bold")
    for f_i, faction in enumerate(FACTIONS):
        y = 165 + f_i * 42
        out.append(f'<g data-target="track:{faction}"><rect x="590" y="{y}" width="350" '
                   f'height="36" fill="#fff" fill-opacity="0.5" stroke="{FACTION_COLOURS[faction]}"/></g>')
        text(596, y + 14, f"{FACTION_NAMES[faction]} (tiles left {b['tiles_left'][faction]})", 11,
             "bold", FACTION_COLOURS[faction])
        for seat, pos in enumerate(b["debate"][faction]):
            if pos:
                cx = 600 + min(pos, 20) * 16
                out.append(f'<circle cx="{cx}" cy="{y + 26}" r="6" fill="{SEAT_COLOURS[seat]}"/>')
                text(cx - 3, y + 30, pos, 8, "bold", "#fff")
    out.append('<rect x="10" y="350" width="560" height="120" fill="#efe2c0" stroke="#6b5b3a"/>')
    text(20, 370, "Draw area and deck", 13, "bold")
    for slot, back in enumerate(b["draw_area"]):
        x = 20 + slot * 110
        out.append(f'<g data-target="slot:{slot}"><rect x="{x}" y="380" width="100" height="80" '
                   f'rx="6" fill="{FACTION_COLOURS[back["faction"]] if back else "#ddd"}" '
                   f'fill-opacity="0.6" stroke="#333"/></g>')
        if back:
            text(x + 8, 410, back["state"], 16, "bold", "#fff")
            text(x + 8, 430, FACTION_NAMES[back["faction"]], 10, "normal", "#fff")
    text(360, 410, f"Deck: {b['deck']['size']} cards", 12)
    text(360, 430, f"Discard pile: {len(b['discard'])} cards", 12)
    text(360, 450, f"Articles left: {b['articles_left']}", 12)
    out.append('<rect x="580" y="350" width="370" height="120" fill="#e6dcc6" stroke="#6b5b3a"/>')
    text(590, 370, "Score track (projected with debate bonus)", 13, "bold")
    for p in b["players"]:
        y = 390 + p["seat"] * 16
        text(590, y, f"{p['planner']}: {p['score']} ({p['track']} on the track, "
             f"{p['laps']} laps) -> {b['preview']['projected'][p['seat']]}", 11, "normal",
             SEAT_COLOURS[p["seat"]])
    out.append('<rect x="10" y="480" width="940" height="150" fill="#efe2c0" stroke="#6b5b3a"/>')
    hand = b["hand"] or []
    text(20, 500, "Your hand" if view.get("seat") is not None else "Spectator", 13, "bold")
    for i, card in enumerate(hand[:5]):
        x = 20 + i * 186
        out.append(f'<g data-target="card:{card["id"]}"><rect x="{x}" y="510" width="178" '
                   f'height="112" rx="6" fill="{FACTION_COLOURS[card["faction"]]}" '
                   f'fill-opacity="0.25" stroke="#333"/></g>')
        text(x + 6, 526, card["name"][:28], 11, "bold")
        text(x + 6, 540, f"{card['state']} - {FACTION_NAMES[card['faction']]}", 10)
        for k, line in enumerate(_wrap(card["event"], 34)[:5]):
            text(x + 6, 555 + k * 12, line, 9)
    text(20, 650, "Settled articles", 13, "bold")
    for k, a in enumerate(b["settled_articles"]):
        text(20 + (k % 2) * 465, 668 + (k // 2) * 13,
             f"{a['title']} [{FACTION_NAMES[a['faction']]}]", 10, "normal",
             FACTION_COLOURS[a["faction"]])
    text(20, DISCARDS_TOP - 18, "Discard pile (face up)", 13, "bold")
    for k, card in enumerate(b["discard"]):
        x = 20 + (k % DISCARDS_PER_ROW) * 186
        y = DISCARDS_TOP + (k // DISCARDS_PER_ROW) * 16
        out.append(f'<text x="{x}" y="{y}" font-size="10" fill="{FACTION_COLOURS[card["faction"]]}" '
                   f'data-target="card:{card["id"]}">{escape(card["name"])} ({card["state"]})</text>')
    out.append("</svg>")
    return "\n".join(out)


def _wrap(words: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in words.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


def _seat_name(board: dict, seat: int) -> str:
    """A seat as the log names it: its planner (`Seat N` before planners are dealt)."""
    return board["players"][seat]["planner"] or f"Seat {seat + 1}"


# what the seat to act is doing, by phase (the text board's header)
PHASE_WORDS = {ACTION: "to take a turn", REFILL: "to take a card from the draw area",
               RECLAIM: "to take back an influence marker",
               FLIP: "to decide whether to turn the committee article over"}


def board_text(view: dict) -> str:
    b = view["board"]
    lines = []
    art, comm = b["convention_article"], b["committee_article"]

    def name(seat: int) -> str:
        return _seat_name(b, seat)

    if b["phase"] == OVER:
        lines.append(f"Game over after round {b['round']}: final scores " + ", ".join(
            f"{name(p['seat'])} {p['score']}" for p in b["players"]))
    elif b["phase"] == SETUP:
        waiting = [name(p["seat"]) for p in b["players"] if not p["setup_committed"]]
        lines.append("Set-up: choosing the delegates to discard: " + ", ".join(waiting))
    else:
        actor = b["actor"] if b["phase"] in (REFILL, FLIP) else b["turn"]
        lines.append(f"Round {b['round']} of {b['rounds']}: {name(actor)} "
                     f"{PHASE_WORDS.get(b['phase'], 'to act')}")
    if art:
        lines.append(f"Convention room: {art['title']} [{FACTION_NAMES[art['faction']]}]")
    if comm:
        lines.append(f"Committee room:  {comm['title']} [{FACTION_NAMES[comm['faction']]}]")
    t = b["tally"]
    lines.append(f"Tally: yea {t['yea']}/{t['yea_needed']}, nay {t['nay']}/{t['nay_needed']}")
    for entry in b["room"]:
        if entry["vote"]:
            who = name(entry["controller"]) if entry["controller"] >= 0 else "nobody"
            names = ", ".join(f"{d['name']} ({FACTION_NAMES[d['faction']]})"
                              for d in entry["delegates"])
            lines.append(f"  {entry['state']:2} {entry['vote']:3}  {who:8}  {names}")
    lines.append("Debating hall: " + "; ".join(
        FACTION_NAMES[f] + " " + (", ".join(f"{name(seat)} {space}" for seat, space
                                            in enumerate(b["debate"][f]) if space) or "empty")
        for f in FACTIONS))
    lines.append("Draw area: " + ", ".join(
        f"[{i + 1}] {d['state']} {FACTION_NAMES[d['faction']]}" if d else f"[{i + 1}] empty"
        for i, d in enumerate(b["draw_area"])) + f"; deck {b['deck']['size']} cards")
    for p in b["players"]:
        tiles = ", ".join(f"{FACTION_NAMES[f]} {v}" for f, v in p["tiles"].items() if v)
        lines.append(f"Seat {p['seat'] + 1} {p['planner']:9} score {p['score']:3} "
                     f"(projected {b['preview']['projected'][p['seat']]}) markers "
                     f"{p['free_markers']}/{p['markers']} committee {p['committee']} "
                     f"hand {p['hand_size']}" + (f" tiles: {tiles}" if tiles else ""))
    if b["lasting"]:
        lines.append("Lasting events: " + "; ".join(f"{e['name']} ({name(e['seat'])})"
                                                   for e in b["lasting"]))
    if b["hand"]:
        lines.append("Your hand:")
        for card in b["hand"]:
            lines.append(f"  {card['name']} ({card['state']}, "
                         f"{FACTION_NAMES[card['faction']]}): {card['event']}")
    return "\n".join(lines)
