"""Readable labels and board targets for action ids."""

from __future__ import annotations

from .constants import TREND_MAX, TREND_MIN
from .content import (
    COLORS,
    CONTRIBUTIONS,
    OPINION_FACE,
    PLATFORM_FACE,
    POLLS,
    SECTION1,
    SECTION2,
    face_key,
)
from .views import opinion_key
from .wording import card_name, count, donor, money, part_words


def _money(amount: str) -> str:
    return f"{int(amount):,}"


def _board(st, board: int) -> str:
    from .content import REGIONS
    region = st.b_region[board]
    return REGIONS[region].name if region >= 0 else f"board {board}"


def _board_of_phase(st) -> int:
    ctx = st.ctx
    if "board" in ctx:
        return ctx["board"]
    return st.current()


def _opinion(card: int) -> str:
    """An opinion card by name: 'Keep the reactors (nuclear+)'."""
    return card_name(opinion_key(card))


def _sheet_part(sheet: list[str]) -> str | None:
    """The part of the starting sheet that a party places next ('6 organization
    markers', 'another trend step'), or None when it places none now."""
    from .preliminary import _parts, next_need
    need = next_need(sheet)
    if need is None or need[0] != "board":
        return None
    kind, amount = need[1]
    placed = sum(token.startswith("b") for token in sheet)
    words = part_words(kind, amount)
    if words.startswith("a ") and any(k == kind for k, _ in _parts(sheet)[:placed]):
        words = "another " + words[2:]
    return words


def _placement(st, action_id: str, seat: int | None) -> str:
    """Where a part of the starting sheet goes, naming the part: the seat's own when the
    seat is known, else the part every party that may place it now would place."""
    from .preliminary import legal
    where = _board(st, int(action_id[4:]))
    seats = [seat] if seat is not None else [
        s for s in range(st.n) if not st.ctx["done"][s] and action_id in legal(st, s)]
    parts = {_sheet_part(st.ctx["sheet"][s]) for s in seats}
    if len(parts) == 1 and None not in parts:
        return f"Place {parts.pop()} in {where}"
    return f"Place the next part of the starting sheet in {where}"


def _promotion(st, board: int, slot: int, space: int) -> str:
    """Sending an opinion card to the national board, saying which space it takes and
    what happens there (region_scoring.promote decides the same way)."""
    card = st.b_cards[board][slot]
    name = _opinion(card)
    face = OPINION_FACE[card]
    faces = [OPINION_FACE[sp[0]] if sp else -1 for sp in st.nat_cards]
    if space < 0:
        if face in faces:
            space = faces.index(face)
            return f"Send {name} to the national board, securing it in space {space + 1}"
        if face ^ 1 in faces:
            space = faces.index(face ^ 1)
        elif -1 in faces:
            space = faces.index(-1)
            return f"Send {name} to the national board, into free space {space + 1}"
    replaced = _opinion(st.nat_cards[space][0])
    return f"Send {name} to the national board, replacing {replaced} in space {space + 1}"


def _poll_shift(st, target: int) -> str:
    ctx = st.ctx
    board = ctx["board"]
    step = POLLS[ctx["poll_card"]].shifts[target]
    trend = st.b_trend[board][target]
    after = max(TREND_MIN, min(TREND_MAX, trend + step))
    return (f"Apply the poll's {step:+d} to {COLORS[target]}'s trend in {_board(st, board)} "
            f"({trend:+d} to {after:+d})")


def _contribution(verb: str, card_id: str) -> str:
    from .content import CONTRIBUTION_INDEX
    index = CONTRIBUTION_INDEX[card_id]
    card = CONTRIBUTIONS[index]
    if verb == "accept":
        risk = (f"risking members on {count(card.risk_dice, 'die', 'dice')}"
                if card.risk_dice else "no risk")
        return f"Accept {donor(index)}: {money(card.amount)}, {risk}"
    return (f"Decline {donor(index)} ({money(card.amount)}) for members on "
            f"{count(card.decline_dice, 'die', 'dice')}")


def _platform_swap(st, open_index: int, hand_index: int) -> str:
    seat = (st.start + st.ctx["turn"]) % st.n   # the party at the platform conference
    old = card_name(face_key(PLATFORM_FACE[st.plat_open[seat][open_index]]))
    new = card_name(face_key(PLATFORM_FACE[st.plat_hand[seat][hand_index]]))
    return (f"Swap open platform card {open_index + 1}, {old}, for hidden card "
            f"{hand_index + 1}, {new}")


def _media_choice(st, verb: str) -> str:
    """A party's national media right (5.3.3). From round 6 on the marker left on the
    region is never used again: round 6's board is not cleared and no later region
    buys or counts media."""
    if verb == "national_media":
        return "Send a media marker to the national board (scores at the end)"
    if st.round >= 6:
        return "Leave the media marker on this board (no later region will use it)"
    return "Keep the media marker for later regions"


def label(st, action_id: str, seat: int | None = None) -> str:
    """The label of `action_id` (for `seat`, where the label depends on whose it is:
    the starting-sheet placements)."""
    if st.phase == "cabinet_act":
        return _cabinet_step(st, action_id)
    verb, _, rest = action_id.partition(":")
    args = rest.split(":") if rest else []
    if verb == "sheet1" or verb == "sheet2":
        options = SECTION1 if verb == "sheet1" else SECTION2
        option = next(o for o in options if o.id == args[0])
        parts = ", ".join(part_words(kind, amount) for kind, amount in option.parts)
        return f"Starting sheet section {verb[-1]}, option {option.id}: {parts}"
    if verb == "at":
        return _placement(st, action_id, seat)
    if verb == "bid":
        return f"Bid {_money(args[0])}"
    if verb == "start":
        return f"Name {COLORS[int(args[0])]} start player"
    if verb == "discard":
        return f"Discard hidden platform card {int(args[0][1:]) + 1}"
    if verb == "swap" and args[0].startswith("o"):
        return _platform_swap(st, int(args[0][1:]), int(args[1][1:]))
    if verb == "swap":
        board = _board_of_phase(st)
        old = st.b_cards[board][int(args[0])]
        new = st.exchange[int(args[1][1:])]
        return f"Replace {_opinion(old)} with {_opinion(new)} in {_board(st, board)}"
    if verb == "cab":
        from .content import CABINET, CABINET_INDEX
        card = CABINET_INDEX[args[0]]
        return (f"Shadow cabinet: lay the {CABINET[card].title.lower()} "
                f"({_money(str(CABINET[card].cost))}) beside {_board(st, int(args[1][1:]))}, "
                f"to use for {card_menu(card)}")
    if verb in ("propose", "force"):
        return f"{verb.capitalize()} a coalition with {COLORS[int(args[0])]}"
    if verb in ("buy", "org"):
        thing = "a media marker (4,000)" if verb == "buy" else "an organization marker (1,000)"
        return f"Buy {thing} for {_board(st, int(args[0][1:]))}"
    if verb == "convert":
        return f"Convert {count(int(args[0]), 'organization marker')} into votes"
    if verb == "promote":
        board = st.ctx.get("board", st.current())
        space = int(args[1][1:]) if len(args) > 1 else -1
        return _promotion(st, board, int(args[0]), space)
    if verb == "shift":
        return _poll_shift(st, int(args[0]))
    if verb in ("accept", "decline") and args:
        return _contribution(verb, args[0])
    if verb in ("keep_media", "national_media"):
        return _media_choice(st, verb)
    simple = {"draw": "Draw back to three hidden cards", "keep": "Keep as it is",
              "done": "Done", "pass": "Pass", "skip": "Skip", "accept": "Accept",
              "refuse": "Refuse", "decline": "Decline",
              "publish": "Publish the poll", "bury": "Bury the poll for members"}
    return simple.get(verb, action_id)


def action_words(kind: str, amount: int, removing: bool = False) -> str:
    """One action of a shadow-cabinet card, in a few words: '4 votes', 'own trend +1'."""
    if kind == "votes":
        return f"{amount} vote{'s' if amount != 1 else ''}"
    if kind == "trend_up":
        return f"own trend +{amount} (at most +3)"
    if kind == "trend_down":
        return f"another party's trend -{amount} (at least -3)"
    if kind == "media":
        return "swapping another party's media marker for yours (8,000)"
    return "removing the duplicator" if removing else "placing the duplicator"


def card_menu(card: int) -> str:
    """What a card offers: the party uses one of these (5.2.3, docs/rulings/macher.md)."""
    from .content import CABINET
    offers = [action_words(kind, amount) if kind != "duplicator"
              else "placing or removing the duplicator"
              for kind, amount in CABINET[card].actions]
    if len(offers) == 1:
        return f"its one action: {offers[0]}"
    return f"one of: {'; '.join(offers)}"


def _cabinet_step(st, action_id: str) -> str:
    from .content import CABINET
    ctx = st.ctx
    verb, _, arg = action_id.partition(":")
    if verb == "use":
        board = int(arg[1:])
        card = next(c for c, b in ctx["pending"][ctx["seat"]] if b == board)
        return (f"Use the {CABINET[card].title.lower()} in {_board(st, board)} "
                f"for {card_menu(card)}")
    board = ctx["board"]
    where = _board(st, board)
    card = CABINET[ctx["card"]]
    if verb == "act":
        amount = dict(card.actions)[arg]
        return (f"Use the {card.title.lower()}'s card for: "
                f"{action_words(arg, amount, st.b_dup[board] >= 0)}")
    if verb == "skip":
        return f"Use none of the {card.title.lower()}'s actions"
    if verb == "trend_down":
        return f"Push {COLORS[int(arg)]}'s trend down in {where}"
    if verb == "media":
        return f"Swap out {COLORS[int(arg)]}'s media marker in {where} (8,000)"
    if verb == "dup_on":
        return f"Put the duplicator on {_opinion(st.b_cards[board][int(arg)])} in {where}"
    if verb == "dup_off":
        return f"Remove the duplicator from {where}"
    return action_id


def targets(st, action_id: str) -> tuple[str, ...]:
    if st.phase == "cabinet_act":
        if action_id.startswith("use:"):
            return (f"board:{action_id[4:]}",)
        if action_id == "skip":
            return ()
        if action_id.startswith("dup_on:"):
            return (f"opinion:b{st.ctx['board']}:{action_id[7:]}",)
        return (f"board:b{st.ctx['board']}",)
    verb, _, rest = action_id.partition(":")
    args = rest.split(":") if rest else []
    if verb in ("at", "buy", "org") or (verb == "cab" and len(args) == 2):
        return (f"board:{args[-1]}",)
    if verb == "swap" and not args[0].startswith("o"):
        board = _board_of_phase(st)
        return (f"opinion:b{board}:{args[0]}", f"exchange:{args[1][1:]}")
    if verb == "promote":
        board = st.ctx.get("board", st.current())
        found = [f"opinion:b{board}:{args[0]}"]
        if len(args) > 1:
            found.append(f"national:{args[1][1:]}")
        return tuple(found)
    return ()
