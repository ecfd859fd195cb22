"""Turn 6, the debates: initiative, the stored cards, the debate board, simultaneous
reveals, winning issues with bonus state support, and the end of the debates."""

from __future__ import annotations

from .content import CANDIDATES, CARDS, ICON_SEATS, ISSUES
from .effects import who
from .events import EVENTS
from .names import CARD_TEXT, ISSUE_TEXT, ISSUE_TEXT_AT, SEAT_TEXT
from .support import initiative_check

BONUS_CUBES = (2, 3, 4)
PICK_IDS = {card: f"debate:{card}" for card in CARDS}


def debate_initiative(g) -> None:
    """Debates 1 and 3: the initiative for the whole debates, and the issue tiles moved
    from the track to the debate board in their order."""
    g.emit("debates_begin", "debates")
    g.initiative = initiative_check(g, "debates 1")
    g.debate = {"orig": list(g.track), "sides": [[[], []] for _ in ISSUES],
                "won": [None, None, None], "awarded": 0, "picks": [None, None],
                "revealed": [None, None]}
    g.track = [None, None, None]


def debates_over(g) -> bool:
    return all(w is not None for w in g.debate["won"]) or not any(g.strategy)


def debate_round(g) -> None:
    """Debates 4: each side picks one of its cards, revealed together; repeated until the
    three issues are won or the cards run out."""
    if debates_over(g):
        return
    g.step -= 1
    g.tasks.append({"k": "debate_pick", "seats": [s for s in (0, 1) if g.strategy[s]]})


def debate_pick_ids(g, task, seat):
    return [PICK_IDS[c] for c in g.strategy[seat]]


def sorted_debate_pick_ids(g, task, seat):
    """`debate_pick_ids` in sorted order (equal to `sorted(debate_pick_ids(...))`,
    tested): the cards in id order, each id being "debate:" and the card."""
    return [PICK_IDS[c] for c in sorted(g.strategy[seat])]


def debate_pick(g, task, seat, action_id):
    card = action_id.split(":")[1]
    g.strategy[seat].remove(card)
    g.debate["picks"][seat] = card
    task["seats"] = [s for s in task["seats"] if s != seat]
    if not task["seats"]:
        g.tasks.pop()
        reveal(g)


def reveal(g) -> None:
    debate = g.debate
    picks = debate["picks"]
    debate["picks"] = [None, None]
    debate["revealed"] = picks
    g.note("debate_reveal", "1960 debates 4",
           {"kennedy": CARD_TEXT[picks[0]] if picks[0] else "no card",
            "nixon": CARD_TEXT[picks[1]] if picks[1] else "no card"})
    g.tasks.append({"k": "debate_check"})
    choosers = []
    for seat in (0, 1):
        card = picks[seat]
        if card is None:
            continue
        issue = CARDS[card].issue
        if not issue or debate["won"][ISSUES.index(issue)] is not None:
            debate["revealed"][seat] = None
            g.discard.append(card)
            if issue:
                g.note("debate_card_discarded", "1960 debates 4",
                       {"seat": SEAT_TEXT[seat], "card": CARD_TEXT[card],
                        "issue": ISSUE_TEXT[issue]})
            else:
                g.note("debate_card_no_icon", "1960 debates 4",
                       {"seat": SEAT_TEXT[seat], "card": CARD_TEXT[card]})
            continue
        sides = ICON_SEATS[CARDS[card].icons]
        if len(sides) == 1:
            place_debate_card(g, seat, sides[0])
        else:
            choosers.append(seat)
    if len(choosers) == 2:
        g.tasks.append({"k": "debate_order", "s": g.initiative})
    elif choosers:
        g.tasks.append({"k": "debate_side", "s": choosers[0]})


def place_debate_card(g, seat: int, side: int) -> None:
    card = g.debate["revealed"][seat]
    g.debate["revealed"][seat] = None
    g.debate["sides"][ISSUES.index(CARDS[card].issue)][side].append(card)
    g.note("debate_card_placed", "1960 debates 4",
           {"seat": SEAT_TEXT[seat], "card": CARD_TEXT[card], "side": SEAT_TEXT[side]})


def debate_order_ids(g, task, seat):
    return ["first:kennedy", "first:nixon"]


def debate_order(g, task, seat, action_id):
    """Both cards show both candidates: the initiative decides who places first."""
    g.tasks.pop()
    first = CANDIDATES.index(action_id.split(":")[1])
    g.note("debate_first_chosen" if first == seat else "debate_first_ceded", "1960 debates 4",
           {"seat": SEAT_TEXT[seat], "first": SEAT_TEXT[first]})
    g.tasks.append({"k": "debate_side", "s": 1 - first})
    g.tasks.append({"k": "debate_side", "s": first})


def debate_side_ids(g, task, seat):
    return ["side:kennedy", "side:nixon"]


def debate_side(g, task, seat, action_id):
    g.tasks.pop()
    place_debate_card(g, seat, CANDIDATES.index(action_id.split(":")[1]))


def side_bonuses(g, issue: int) -> list[list[tuple[str, int]]]:
    """The debate events in play that add CP to a side of an issue, as (card, CP), per side."""
    bonuses: list[list[tuple[str, int]]] = [[], []]
    for card, actor in g.debate_events:
        for step in EVENTS[card]:
            if step[0] == "debate" and step[2] == ISSUES[issue]:
                bonuses[who(step[1], actor)].append((card, step[3]))
    return bonuses


def side_totals(g, issue: int) -> list[int]:
    """CP on each side of an issue, with the bonuses of debate events in play."""
    sides = g.debate["sides"][issue]
    totals = [sum(CARDS[c].cp for c in sides[0]), sum(CARDS[c].cp for c in sides[1])]
    for side, bonuses in enumerate(side_bonuses(g, issue)):
        totals[side] += sum(cp for _, cp in bonuses)
    return totals


def win_issue(g, issue: int, rule: str) -> None:
    """"Ganar una edición": the tile goes back to the lowest free track position, the
    cards on it are discarded and the winner places 2, 3 or 4 state support cubes
    without support checks."""
    debate = g.debate
    totals = side_totals(g, issue)
    winner = 0 if totals[0] > totals[1] else 1 if totals[1] > totals[0] else g.initiative
    debate["won"][issue] = winner
    cubes = BONUS_CUBES[debate["awarded"]]
    debate["awarded"] += 1
    g.track[g.track.index(None)] = issue
    for side in debate["sides"][issue]:
        g.discard.extend(side)
    debate["sides"][issue] = [[], []]
    g.note("debate_won_tie" if totals[0] == totals[1] else "debate_won", f"1960 {rule}",
           {"seat": SEAT_TEXT[winner], "issue": ISSUE_TEXT_AT[issue], "kennedy": totals[0],
            "nixon": totals[1], "cubes": cubes})
    g.tasks.append({"k": "place", "s": winner, "n": cubes, "where": list(range(50)), "chk": 0,
                    "decl": []})


def debate_check(g, task) -> bool:
    """An issue is won once one side of it holds two cards; simultaneous wins resolve
    from the issue originally highest on the track."""
    g.tasks.pop()
    debate = g.debate
    winners = [i for i in debate["orig"] if debate["won"][i] is None
               and max(len(debate["sides"][i][0]), len(debate["sides"][i][1])) >= 2]
    for issue in reversed(winners):
        g.tasks.append({"k": "debate_win", "i": issue})
    return False


def debate_win(g, task) -> bool:
    g.tasks.pop()
    win_issue(g, task["i"], "debates 4")
    return False


def debate_close(g) -> None:
    """"Poniendo fin a los debates": issues not yet won are decided on the CP played."""
    debate = g.debate
    left = [i for i in debate["orig"] if debate["won"][i] is None]
    for issue in reversed(left):
        g.tasks.append({"k": "debate_win", "i": issue})


def after_the_debates(g) -> None:
    """Debates 5: every strategy card is discarded; debate events leave the game."""
    for seat in (0, 1):
        g.discard.extend(g.strategy[seat])
        g.strategy[seat] = []
    for card, _ in g.debate_events:
        g.removed.append(card)
    g.debate_events = []
    g.debate = None
    g.emit("debates_end", "debates 5", track=[ISSUES[i] for i in g.track])
