"""Readable labels and board targets for action ids."""

from __future__ import annotations

from .content import COLORS, SECTION1, SECTION2
from .views import opinion_key


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


def label(st, action_id: str) -> str:
    if st.phase == "cabinet_act":
        return _cabinet_step(st, action_id)
    verb, _, rest = action_id.partition(":")
    args = rest.split(":") if rest else []
    if verb == "sheet1" or verb == "sheet2":
        options = SECTION1 if verb == "sheet1" else SECTION2
        option = next(o for o in options if o.id == args[0])
        parts = ", ".join(f"{kind} {amount}" for kind, amount in option.parts)
        return f"Starting sheet section {verb[-1]}, option {option.id}: {parts}"
    if verb == "at":
        return f"Place it in {_board(st, int(args[0][1:]))}"
    if verb == "bid":
        return f"Bid {_money(args[0])}"
    if verb == "start":
        return f"Name {COLORS[int(args[0])]} start player"
    if verb == "discard":
        return f"Discard hidden platform card {int(args[0][1:]) + 1}"
    if verb == "swap" and args[0].startswith("o"):
        return f"Swap open platform card {int(args[0][1:]) + 1} for hidden card {int(args[1][1:]) + 1}"
    if verb == "swap":
        board = _board_of_phase(st)
        old = st.b_cards[board][int(args[0])]
        new = st.exchange[int(args[1][1:])]
        return f"Replace {opinion_key(old)} with {opinion_key(new)} in {_board(st, board)}"
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
        return f"Convert {args[0]} organization markers into votes"
    if verb == "promote":
        board = st.ctx.get("board", st.current())
        card = st.b_cards[board][int(args[0])]
        where = f" over national space {int(args[1][1:]) + 1}" if len(args) > 1 else ""
        return f"Send {opinion_key(card)} to the national board{where}"
    if verb == "shift":
        return f"Apply the poll's result for {COLORS[int(args[0])]}"
    if verb in ("accept", "decline") and args:
        return f"{verb.capitalize()} the contribution '{args[0]}'"
    simple = {"draw": "Draw back to three hidden cards", "keep": "Keep as it is",
              "done": "Done", "pass": "Pass", "skip": "Skip", "accept": "Accept",
              "refuse": "Refuse", "decline": "Decline",
              "publish": "Publish the poll", "bury": "Bury the poll for members",
              "national_media": "Send a media marker to the national board (scores at the end)",
              "keep_media": "Keep the media marker for later regions"}
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
        return f"Put the duplicator on {opinion_key(st.b_cards[board][int(arg)])} in {where}"
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
