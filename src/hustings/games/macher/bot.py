"""A heuristic Die Macher bot: it concentrates on the current election and the next one,
keeps a money reserve, shapes opinions toward its own platform and converts markers
when the factor is good. It reads only what its own seat may see, except the public
board held in the state."""

from __future__ import annotations

import random

from .constants import (
    MEDIA_PRICE,
    ORG_PER_TURN,
    ORG_SPACES,
    SWAP_FEE,
    TREND_MAX,
    TREND_MIN,
    UNIT,
    VOTE_CAP,
)
from .content import OPINION_FACE, PLATFORM_FACE, POLLS
from .regions import boards_from, factor, media_majority, platform_faces, votes_for

RESERVE = 6_000
# A shadow-cabinet media swap, in votes on the board (it wins no votes by itself).
MEDIA_SWAP_VALUE = 2


class MacherBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, st, seat: int) -> str:
        legal = st.legal_ids(seat)
        if len(legal) == 1:
            return legal[0]
        handler = getattr(self, "_" + st.phase, None)
        choice = handler(st, seat, legal) if handler else None
        if choice not in legal:
            choice = self.rng.choice(legal)
        return choice

    # ---- helpers ------------------------------------------------------------
    @staticmethod
    def focus_boards(st) -> list[int]:
        """The current board first, then the next ones clockwise."""
        cur = st.current()
        return boards_from(st, cur if cur >= 0 else 0, 1)

    @staticmethod
    def weight(st, board: int) -> int:
        return max(1, 5 - (st.b_round[board] - st.round))

    def face_value(self, st, face: int) -> int:
        """How much holding `face` on the platform is worth given opinions in play."""
        value = 0
        for board in boards_from(st, 0, 1):
            w = self.weight(st, board)
            for card, up in zip(st.b_cards[board], st.b_up[board], strict=True):
                if card >= 0 and up:
                    if OPINION_FACE[card] == face:
                        value += w
                    elif OPINION_FACE[card] == face ^ 1:
                        value -= w
        for space in st.nat_cards:
            if space and OPINION_FACE[space[0]] == face:
                value += 3
        return value

    def best_by(self, st, legal: list[str], score) -> str:
        scored = [(score(a), self.rng.random(), a) for a in legal]
        return max(scored)[2]

    @staticmethod
    def after(world, seat: int, action: str):
        copy = world.clone()
        copy.apply(seat, action)
        return copy

    def gains(self, st, seat: int, board: int, neutral: str):
        """`factor_gain` of each action, tried in one world sampled from what the seat
        sees: an action may run the game on (a board cleared and laid out again from
        the deck), and on a clone of `st` that would read the real deck and dice."""
        world = st.determinize(seat, self.rng)
        return lambda action: self.factor_gain(st, world, seat, board, action, neutral)

    @classmethod
    def factor_gain(cls, st, world, seat: int, board: int, action: str, neutral: str) -> float:
        """How much `action` raises the party's conversion factor on `board` against the
        best-placed rival's gain; the `neutral` action (skip, decline) scores 0. The
        factor reads only public things, so `st` and its determinized `world` agree on
        it before the action."""
        if action == neutral:
            return 0
        copy = cls.after(world, seat, action)
        mine = factor(copy, board, seat) - factor(st, board, seat)
        others = max(factor(copy, board, s) - factor(st, board, s)
                     for s in range(st.n) if s != seat)
        return 2 * mine - others

    # ---- phases -------------------------------------------------------------
    def _preliminary(self, st, seat, legal):
        if legal[0].startswith("sheet1"):
            return "sheet1:a"
        if legal[0].startswith("sheet2"):
            return "sheet2:b"
        focus = self.focus_boards(st)
        for board in focus:
            if f"at:b{board}" in legal:
                return f"at:b{board}"
        return None

    def _bid(self, st, seat, legal):
        return "bid:0" if st.money[seat] < 20_000 else "bid:1000"

    def _name_start(self, st, seat, legal):
        return f"start:{seat}"

    def _platform(self, st, seat, legal):
        if "draw" in legal:
            hand = st.plat_hand[seat]
            for i, card in enumerate(hand):
                if self.face_value(st, PLATFORM_FACE[card]) < 0 and f"discard:h{i}" in legal:
                    return f"discard:h{i}"
            return "draw"

        def gain(action):
            if action == "keep":
                return 0
            _, o, h = action.split(":")
            old = PLATFORM_FACE[st.plat_open[seat][int(o[1:])]]
            new = PLATFORM_FACE[st.plat_hand[seat][int(h[1:])]]
            return self.face_value(st, new) - self.face_value(st, old)
        return self.best_by(st, legal, gain)

    def _cabinet(self, st, seat, legal):
        cur = st.current()
        planned = len(st.ctx["plan"][seat])
        if planned >= 2 or st.money[seat] < 10_000:
            return "done"
        budget = st.money[seat] // 3
        options = [a for a in legal if a.startswith("cab:")]
        from .content import CABINET, CABINET_INDEX
        good = []
        for action in options:
            _, card, board = action.split(":")
            cost = CABINET[CABINET_INDEX[card]].cost
            if cost <= budget:
                good.append((int(board[1:]) == cur, cost, action))
        if not good:
            return "done"
        return max(good)[2]

    def _cabinet_act(self, st, seat, legal):
        """Which card next; then which one of the card's actions (or none), valued in
        votes on the card's board; then the picked action's target, valued the same way."""
        ctx = st.ctx
        if ctx["card"] < 0:
            return self._next_cabinet_card(st, seat, legal)
        board = ctx["board"]
        if not ctx["kind"]:
            return self.best_by(st, legal, lambda a: self.cabinet_pick_value(
                st, seat, ctx["card"], board, a))
        if ctx["kind"] == "media":
            return self.best_by(st, legal, lambda a: st.b_media[board][int(a[6:])])
        return self.best_by(st, legal, lambda a: self.cabinet_target_value(
            st, seat, ctx["card"], board, a))

    def cabinet_pick_value(self, st, seat, card, board, action) -> float:
        """What picking `action` from the card's menu is worth, in votes on its board:
        votes count in full; a trend step or the duplicator by the votes it would add
        to (or take from) the markers converted there, the own ones in full and the
        strongest rival's more than the others'; on a board not elected this round those
        count a little less (polls and exchanges may undo them before the election,
        votes stay). The media swap is worth a few votes while it does not throw the
        money reserve away and the party lacks the majority there. Using none is 0."""
        from .cabinet import AMOUNTS, choices
        if action == "skip":
            return 0
        kind = action[4:]
        if kind == "votes":
            return min(AMOUNTS[card]["votes"], VOTE_CAP - st.b_votes[board][seat])
        if kind == "media":
            if st.money[seat] < SWAP_FEE + MEDIA_PRICE + RESERVE \
                    or media_majority(st, board) == seat:
                return -1
            return MEDIA_SWAP_VALUE
        if kind == "trend_up":
            shift = [0] * st.n
            shift[seat] = min(AMOUNTS[card]["trend_up"], TREND_MAX - st.b_trend[board][seat])
            return self.factor_shift_value(st, seat, board, shift) + 0.5 * shift[seat]
        return max(self.cabinet_target_value(st, seat, card, board, target)
                   for target in choices(st, seat, kind, board))

    def cabinet_target_value(self, st, seat, card, board, target) -> float:
        """What a target of the duplicator or the trend down is worth (as above)."""
        from .cabinet import AMOUNTS
        shift = [0] * st.n
        verb, _, arg = target.partition(":")
        if verb == "trend_down":
            victim = int(arg)
            shift[victim] = -min(AMOUNTS[card]["trend_down"], st.b_trend[board][victim] - TREND_MIN)
            # a step down is worth a little even where it costs no votes yet
            return self.factor_shift_value(st, seat, board, shift) - 0.25 * shift[victim]
        else:
            slot = int(arg) if verb == "dup_on" else st.b_dup[board]
            face = OPINION_FACE[st.b_cards[board][slot]]
            sign = 1 if verb == "dup_on" else -1
            for s in range(st.n):
                faces = platform_faces(st, s)
                shift[s] = sign * ((face in faces) - (face ^ 1 in faces))
        return self.factor_shift_value(st, seat, board, shift)

    def factor_shift_value(self, st, seat, board, shift) -> float:
        """The votes each party's conversion factor change `shift` would bring on `board`
        (its markers there plus a few more it may still place), the own gain minus the
        strongest rival's (in full) and the other rivals' (a fifth each)."""
        leader = self.rival_leader(st, seat, board)
        value = 0.0
        for s, step in enumerate(shift):
            if not step:
                continue
            markers = min(ORG_SPACES, st.b_org[board][s] + ORG_PER_TURN // 2)
            now = factor(st, board, s)
            gain = votes_for(markers, now + step) - votes_for(markers, now)
            value += gain if s == seat else -gain * (1 if s == leader else 0.2)
        return value if board == st.current() else 0.7 * value

    @staticmethod
    def _next_cabinet_card(st, seat, legal):
        """The card for the current election first, then the dearest one."""
        from .content import CABINET
        cur = st.current()

        def value(action):
            board = int(action[5:])
            card = next(c for c, b in st.ctx["pending"][seat] if b == board)
            return (board == cur, CABINET[card].cost)
        return max(legal, key=value)

    @staticmethod
    def rival_leader(st, seat, board):
        others = [s for s in range(st.n) if s != seat]
        return max(others, key=lambda s: st.b_votes[board][s]
                   + st.b_org[board][s] * max(1, factor(st, board, s)))

    def _coalition(self, st, seat, legal):
        forced = [a for a in legal if a.startswith("force:")]
        if forced:
            return forced[0]
        proposals = [a for a in legal if a.startswith("propose:")]
        return proposals[0] if proposals else "pass"

    def _coalition_answer(self, st, seat, legal):
        return "accept"

    def _media(self, st, seat, legal):
        if st.money[seat] < MEDIA_PRICE + RESERVE:
            return "pass"
        for board in self.focus_boards(st)[:2]:
            action = f"buy:b{board}"
            if action in legal and media_majority(st, board) != seat:
                return action
        return "pass"

    def _exchange(self, st, seat, legal):
        board = st.ctx["board"]
        return self.best_by(st, legal, self.gains(st, seat, board, "decline"))

    _media_majority = _exchange
    _convert_exchange = _exchange

    def _organization(self, st, seat, legal):
        if st.money[seat] < RESERVE:
            return "done"
        for board in self.focus_boards(st)[:2]:
            action = f"org:b{board}"
            if action in legal and st.b_org[board][seat] < ORG_SPACES:
                return action
        return "done"

    def _poll_bid(self, st, seat, legal):
        price = st.ctx["high"] + UNIT
        if price <= 3 * UNIT and st.money[seat] > RESERVE + price and st.ctx["board"] in \
                self.focus_boards(st)[:2]:
            return f"bid:{price}"
        return "pass"

    def _poll_use(self, st, seat, legal):
        shifts = POLLS[st.ctx["poll_card"]].shifts
        good = shifts[seat] > 0 or any(shifts[s] < 0 for s in range(st.n) if s != seat)
        return "publish" if good else "bury"

    def _poll_shift(self, st, seat, legal):
        shifts = POLLS[st.ctx["poll_card"]].shifts
        helpful = [a for a in legal if a.startswith("shift:")
                   and ((int(a[6:]) == seat) == (shifts[int(a[6:])] > 0))]
        if not helpful:
            return "done"
        return max(helpful, key=lambda a: abs(shifts[int(a[6:])]))

    def _convert(self, st, seat, legal):
        board = st.ctx["board"]
        value = factor(st, board, seat)
        if value >= 2 or (value >= 1 and st.b_org[board][seat] >= ORG_SPACES):
            return f"convert:{st.b_org[board][seat]}"
        return "keep"

    def _promote(self, st, seat, legal):
        if "national_media" in legal:
            return "national_media"  # points that can no longer be taken away
        faces = set(platform_faces(st, seat))

        def value(action):
            if action == "skip":
                return 0
            card = st.b_cards[st.ctx["board"]][int(action.split(":")[1])]
            face = OPINION_FACE[card]
            return 3 if face in faces else (-2 if face ^ 1 in faces else 1)
        return self.best_by(st, legal, value)

    def _contribute(self, st, seat, legal):
        from .content import CONTRIBUTIONS
        verb = "accept" if st.money[seat] < 20_000 else "decline"
        mine = [a for a in legal if a.startswith(verb + ":")]
        amount = {c.id: c.amount for c in CONTRIBUTIONS}
        return max(mine, key=lambda a: amount[a.split(":")[1]])
