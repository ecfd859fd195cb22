"""The preliminary round (rulebook 5.1): every party secretly fills in the starting-
position sheet, one option of section 1 and one of section 2, each part placed on a
region board it names; the sheets are revealed together and carried out at no cost."""

from __future__ import annotations

from functools import lru_cache

from . import flow
from .constants import BOARDS, MEDIA_SPACES, ORG_SPACES
from .content import COLORS, SECTION1, SECTION2
from .decisions import seats_waiting
from .events import SHEET_FILLED
from .regions import add_votes
from .wording import listing, part_words

PHASES = ("preliminary",)
RULE = "macher 5.1"
SHEET_IDS = {1: tuple(sorted(f"sheet1:{o.id}" for o in SECTION1)),
             2: tuple(sorted(f"sheet2:{o.id}" for o in SECTION2))}
AT_IDS = tuple(f"at:b{board}" for board in range(BOARDS))


def begin(st) -> None:
    st.phase = "preliminary"
    st.ctx = {"sheet": [[] for _ in range(st.n)], "done": [0] * st.n}


# Every option of the sheet by section and id.
OPTIONS = {**{(1, o.id): o for o in SECTION1}, **{(2, o.id): o for o in SECTION2}}


def _option(section: int, key: str):
    return OPTIONS[section, key]


def _parts(sheet: list[str]) -> list[tuple[str, int]]:
    """The parts chosen so far, in the order they are placed."""
    parts = []
    for token in sheet:
        if token.startswith("s"):
            parts.extend(p for p in _option(int(token[1]), token[3:]).parts if p[0] != "members")
    return parts


def next_need(sheet: list[str]):
    """What the sheet still needs: ('section', 1|2), ('board', part) or None when full."""
    if not sheet:
        return ("section", 1)
    first = _option(1, sheet[0][3:])
    placed = len(sheet) - 1
    if placed < len(first.parts):
        return ("board", first.parts[placed])
    if placed == len(first.parts):
        return ("section", 2)
    second = _option(2, sheet[len(first.parts) + 1][3:])
    second_parts = [p for p in second.parts if p[0] != "members"]
    done = len(sheet) - len(first.parts) - 2
    if done < len(second_parts):
        return ("board", second_parts[done])
    return None


def planned_org(st, sheet: list[str], board: int) -> int:
    parts = _parts(sheet)
    boards = [t for t in sheet if t.startswith("b")]
    return sum(amount for (kind, amount), b in zip(parts, boards, strict=False)
               if kind == "org" and int(b[1:]) == board)


@lru_cache(maxsize=8192)
def sheet_plan(sheet: tuple[str, ...]) -> tuple:
    """`next_need(sheet)` and `planned_org(_, sheet, board)` for every board: a sheet is
    one of a few thousand, so both are worked out once per sheet rather than per listing."""
    tokens = list(sheet)
    return next_need(tokens), tuple(planned_org(None, tokens, b) for b in range(BOARDS))


# The sheet token each action writes: 's1:<option>' / 's2:<option>' or 'b<board>'.
TOKENS = {**{i: f"s{i[5]}:{i.split(':')[1]}" for ids in SHEET_IDS.values() for i in ids},
          **{i: i.split(":")[1] for i in AT_IDS}}


def decision(st):
    return seats_waiting(tuple(st.ctx["done"]), "fill_start_sheet")


def legal(st, seat: int) -> list[str]:
    if st.ctx["done"][seat]:
        return []
    need, planned = sheet_plan(tuple(st.ctx["sheet"][seat]))
    if need[0] == "section":
        return list(SHEET_IDS[need[1]])
    kind, amount = need[1]
    ids = []
    for board in range(BOARDS):
        if st.b_region[board] < 0:
            continue
        if kind == "org" and st.b_org[board][seat] + planned[board] + amount > ORG_SPACES:
            continue
        ids.append(AT_IDS[board])
    return ids


def act(st, seat: int, action_id: str) -> None:
    sheet = st.ctx["sheet"][seat]
    sheet.append(TOKENS[action_id])
    if sheet_plan(tuple(sheet))[0] is None:
        st.ctx["done"][seat] = 1
        st.log.append(SHEET_FILLED[seat])
        if all(st.ctx["done"]):
            reveal(st)


def reveal(st) -> None:
    """All sheets are shown at once and carried out, free of charge (5.1)."""
    for seat in range(st.n):
        sheet = st.ctx["sheet"][seat]
        boards = [int(t[1:]) for t in sheet if t.startswith("b")]
        parts = _parts(sheet)
        placed = []
        words = []
        for (kind, amount), board in zip(parts, boards, strict=True):
            carry_out(st, seat, kind, amount, board)
            placed.append([kind, amount, board])
            words.append(f"{part_words(kind, amount)} in {st.board_name(board)}")
        for token in sheet:
            if token.startswith("s"):
                for kind, amount in _option(int(token[1]), token[3:]).parts:
                    if kind == "members":
                        carry_out(st, seat, kind, amount, -1)
                        placed.append([kind, amount, -1])
                        words.append(part_words(kind, amount))
        options = [t[1] + t[3:] for t in sheet if t.startswith("s")]
        st.emit_event("sheet_revealed", RULE, {
            "seat": seat, "options": options, "parts": placed,
            "options_text": listing(options), "placed_text": ", ".join(words),
            "party": COLORS[seat]})
    close_overflowing_media(st)
    st.ctx = {}
    flow.finished(st, "preliminary")


def carry_out(st, seat: int, kind: str, amount: int, board: int) -> None:
    if kind == "trend":
        st.b_trend[board][seat] = min(3, st.b_trend[board][seat] + amount)
    elif kind == "votes":
        add_votes(st, board, seat, amount)
    elif kind == "org":
        st.b_org[board][seat] += amount
    elif kind == "media":
        st.b_media[board][seat] += amount
        st.media_supply[seat] -= amount
    elif kind == "members":
        st.members[seat] += amount


def close_overflowing_media(st) -> None:
    """More media markers than spaces: they all stay, but the region's media sales are
    closed for good (5.1)."""
    for board in range(BOARDS):
        if sum(st.b_media[board]) > MEDIA_SPACES:
            st.b_closed[board] = 1
            st.emit("media_sales_closed", RULE, board=board)
