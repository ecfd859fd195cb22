"""Die Macher's state: plain lists and ints, copied by hand for a cheap clone.

The four region boards are slots 0-3 in clockwise order. A board remembers the round
in which its region is elected (`b_round`); the current region is the board whose round
is the game's round. Opinion and platform cards are ints (see content.py); a party's
money is hidden from the other parties' views (rulebook 7: keep your funds secret).
"""

from __future__ import annotations

from operator import attrgetter

from hustings.engine import Action, LogEvent, Result, Rng, State

from . import flow
from .constants import (
    BOARDS,
    COALITION_TILES,
    DUPLICATORS,
    MEDIA_MARKERS,
    MEDIA_SPACES,
    ORG_MARKERS,
    ORG_SPACES,
    SLOTS,
    START_MONEY,
    TREND_MAX,
    TREND_MIN,
    VOTE_CAP,
)
from .content import (
    CABINET,
    COLORS,
    CONTRIBUTIONS,
    NATIONAL,
    OPINION_FACE,
    PLATFORM_FACE,
    POLLS,
)
from .decisions import TURN_ORDERS
from .events import board_name
from .flow import ACT, DECIDE, LIST

SPECIAL_DIE = tuple(NATIONAL.special_die)
SEAT_ARGS = (("seat", "party"), ("start", "start_party"), ("to", "to_party"),
             ("proposer", "proposer_party"), ("target", "target_party"))
RARE_SEAT_NAMES = frozenset(name for name, _ in SEAT_ARGS[1:])

# Every field of the state, copied by clone and written by to_json.
FIELDS = (
    "n", "opts", "round", "phase", "start", "seq", "ctx",
    "money", "members", "media_supply", "tiles", "seats_won", "partner",
    "nat_media", "nat_cards",
    "plat_open", "plat_hand", "plat_deck",
    "op_deck", "op_discard", "exchange", "poll_deck", "poll_discard", "region_deck",
    "b_region", "b_round", "b_cards", "b_up", "b_dup", "b_trend", "b_votes", "b_reach",
    "b_org", "b_media", "b_closed", "b_phone",
    "cab_hand", "contrib_hand", "final",
)

FLAT = ("money", "members", "media_supply", "tiles", "partner", "plat_deck", "op_deck",
        "op_discard", "exchange", "poll_deck", "poll_discard", "region_deck", "b_region",
        "b_round", "b_dup", "b_closed")
NESTED = ("seats_won", "nat_media", "nat_cards", "plat_open", "plat_hand", "b_cards", "b_up",
          "b_trend", "b_votes", "b_reach", "b_org", "b_media", "b_phone", "cab_hand",
          "contrib_hand")
assert set(FLAT) | set(NESTED) | {"n", "opts", "round", "phase", "start", "seq", "ctx",
                                  "final"} == set(FIELDS)


def copy_data(value):
    """A copy of nested lists and dicts of plain values (faster than deepcopy)."""
    if isinstance(value, list):
        if value and isinstance(value[0], list | dict):
            return [copy_data(v) for v in value]
        return list(value)
    if isinstance(value, dict):
        return {k: copy_data(v) if isinstance(v, list | dict) else v for k, v in value.items()}
    return value


class MacherState(State):
    # ---- set-up -------------------------------------------------------------
    @classmethod
    def blank(cls, players: int, rng: Rng, opts: dict) -> MacherState:
        st = object.__new__(cls)
        st.rng = rng
        st.log = []
        st.n = players
        st.opts = dict(opts)
        st.round = 0
        st.phase = "setup"
        st.start = 0
        st.seq = 0
        st.ctx = {}
        st.money = [START_MONEY] * players
        st.members = [NATIONAL.membership_start] * players
        st.media_supply = [MEDIA_MARKERS] * players
        st.tiles = [COALITION_TILES] * players
        st.seats_won = [[0] * 7 for _ in range(players)]
        st.partner = [-1] * players
        st.nat_media = [[] for _ in range(7)]
        spaces = len(NATIONAL.opinion_points)
        st.nat_cards = [[] for _ in range(spaces)]
        st.plat_open = [[] for _ in range(players)]
        st.plat_hand = [[] for _ in range(players)]
        st.plat_deck = []
        st.op_deck = []
        st.op_discard = []
        st.exchange = []
        st.poll_deck = []
        st.poll_discard = []
        st.region_deck = []
        st.b_region = [-1] * BOARDS
        st.b_round = [0] * BOARDS
        st.b_cards = [[-1] * SLOTS for _ in range(BOARDS)]
        st.b_up = [[0] * SLOTS for _ in range(BOARDS)]
        st.b_dup = [-1] * BOARDS
        st.b_trend = [[0] * players for _ in range(BOARDS)]
        st.b_votes = [[0] * players for _ in range(BOARDS)]
        st.b_reach = [[0] * players for _ in range(BOARDS)]
        st.b_org = [[0] * players for _ in range(BOARDS)]
        st.b_media = [[0] * players for _ in range(BOARDS)]
        st.b_closed = [0] * BOARDS
        st.b_phone = [[0] * players for _ in range(BOARDS)]
        st.cab_hand = [list(range(len(CABINET))) for _ in range(players)]
        st.contrib_hand = [list(range(len(CONTRIBUTIONS))) for _ in range(players)]
        st.final = None
        st._kept_seat = None
        st._kept_ids = None
        st._decided = False
        return st

    # The number of parties, `n`; read by the engine's `apply` at every action, so the
    # property's getter is a C function rather than a Python one.
    players = property(attrgetter("n"))

    def emit(self, key: str, rule: str = "", seats=None, **args) -> None:
        """Log an event; seat numbers also get the party's colour and board numbers the
        region's name, so that messages can read 'red' and 'Bavaria'."""
        if "seat" in args:
            args["party"] = COLORS[args["seat"]]
        if not RARE_SEAT_NAMES.isdisjoint(args):
            for name, label in SEAT_ARGS[1:]:
                if name in args:
                    args[label] = COLORS[args[name]]
        if "parties" in args:
            args["party_names"] = " and ".join(COLORS[s] for s in args["parties"])
        if "board" in args:
            args["board_name"] = self.board_name(args["board"])
        self.log.append(LogEvent(key, args, rule, seats))

    def emit_event(self, key: str, rule: str, args: dict, seats=None) -> None:
        """Log an event whose args already carry what `emit` adds (the party colours and
        the region's name), in the order `emit` would add them: the hottest events are
        logged this way, a literal dict being half the cost of `emit`'s checks."""
        self.log.append(LogEvent(key, args, rule, seats))

    def board_name(self, board: int) -> str:
        """The `board_name` that `emit` gives an event naming `board`."""
        return board_name(board, self.b_region[board])

    # ---- the protocol -------------------------------------------------------
    # The phase's own functions answer, looked up in flow's tables by the phase's name.
    def decision(self):
        """The phase's decision. A phase that keeps the next listing (`keep_legal`)
        keeps the decision with it, in `_decided` (False when none is kept) until the
        next action: most decisions are then a field read."""
        decided = self._decided
        if decided is False:
            return DECIDE[self.phase](self)
        return decided

    def legal_ids(self, seat: int) -> list[str]:
        """The sorted legal ids. `apply` lists them again right after a bot did, so the
        last list (or the one a phase kept with `keep_legal`) is kept until the state
        moves on: callers must not modify it. The kept list is `_kept_ids`, listed for
        the seat `_kept_seat` (None when none is kept): two plain fields are the cheapest
        test in the one call every decision makes twice."""
        if self._kept_seat == seat:
            return self._kept_ids
        ids = LIST[self.phase](self, seat)
        self._kept_seat = seat
        self._kept_ids = ids
        return ids

    def keep_legal(self, seat: int, ids: list[str], decision) -> None:
        """Keep `ids` as `seat`'s listing, and `decision` as the decision, until the
        next action: a phase that has just worked out a party's options (to know
        whether it must ask at all) hands them over rather than having them worked out
        again. They must be exactly what the phase's `legal` lists and `decision`
        answers; `invariant_errors` checks both."""
        self._kept_seat = seat
        self._kept_ids = ids
        self._decided = decision

    def kept_listing(self) -> tuple[int, list[str]] | None:
        """The kept (seat, legal ids), or None when no listing is kept."""
        return None if self._kept_seat is None else (self._kept_seat, self._kept_ids)

    def forget_legal(self) -> None:
        """Drop the kept legal list, and work out afresh what the phase keeps in its
        context (after changing the state by hand, as tests do)."""
        self._kept_seat = None
        self._kept_ids = None
        self._decided = False
        if self.phase in REFRESH_KEPT_CONTEXT:
            REFRESH_KEPT_CONTEXT[self.phase](self)

    def apply(self, seat: int, action_id: str) -> None:
        """The engine's `State.apply`, with its common case in one call: when `seat` is
        a seat of the game (an int, not a bool or float) whose listing is kept, as it is
        right after a bot listed it, and `action_id` is a string in that listing, the
        seat and id have passed every check the engine makes, so the phase acts at once.
        Anything else goes through the engine's checks and errors."""
        if (self._kept_seat is seat and seat.__class__ is int and 0 <= seat < self.n
                and action_id.__class__ is str and action_id in self._kept_ids):
            # `_apply`, written out: one call less on every action of every playout.
            self._kept_seat = None
            self._decided = False
            ACT[self.phase](self, seat, action_id)
        else:
            State.apply(self, seat, action_id)

    def _apply(self, seat: int, action_id: str) -> None:
        # The kept list is dropped by its seat alone.
        self._kept_seat = None
        self._decided = False
        ACT[self.phase](self, seat, action_id)

    def label(self, action_id: str) -> str:
        from .labels import label
        return label(self, action_id)

    def legal_actions(self, seat: int) -> list[Action]:
        """The engine's listing, labelled for `seat`: a starting-sheet placement names
        the part of the seat's own sheet it places."""
        from .labels import label
        return [Action(a, label(self, a, seat), self.targets(a)) for a in self.legal_ids(seat)]

    def targets(self, action_id: str) -> tuple[str, ...]:
        from .labels import targets
        return targets(self, action_id)

    def result(self):
        if self.final is None:
            return None
        scores = tuple(float(t) for t in self.final["total"])
        best = max(scores)
        return Result(scores, tuple(s for s, v in enumerate(scores) if v == best),
                      "seven regional elections held; national scoring (rulebook 6)")

    # ---- helpers shared by the rules ----------------------------------------
    def order(self) -> tuple[int, ...]:
        """Seats in turn order: the start player, then clockwise."""
        return TURN_ORDERS[self.n][self.start]

    def current(self) -> int:
        """The board elected in this round (-1 for none). Only a board in play has a
        round of election (a cleared board's is 0), so the first board of this round,
        found by `index`, is the one unless no board is in play this round."""
        rounds = self.b_round
        if self.round in rounds:
            board = rounds.index(self.round)
            if self.b_region[board] >= 0:
                return board
        for b in range(BOARDS):
            if self.b_region[b] >= 0 and self.b_round[b] == self.round:
                return b
        return -1

    def org_supply(self, seat: int) -> int:
        out = 0
        for board in self.b_org:
            out += board[seat]
        return ORG_MARKERS - out

    def duplicators_left(self) -> int:
        # A board holds at most one duplicator (-1: none).
        return DUPLICATORS - (BOARDS - self.b_dup.count(-1))

    def die(self) -> int:
        """One special die (rulebook 'dados especiales'); plain d6 under the option."""
        if self.opts.get("standard_dice"):
            return self.rng.below(6) + 1
        return SPECIAL_DIE[self.rng.below(len(SPECIAL_DIE))]

    # ---- copies and serialization -------------------------------------------
    def clone(self) -> MacherState:
        """Copied field by field: this is a search bot's inner loop."""
        other = object.__new__(MacherState)
        mine = self.__dict__
        copy = other.__dict__
        # The scalars come along as they are; `opts` is never changed after set-up and
        # `final` is written once, at the end, so both may be shared, and so may the
        # kept decision (a Decision is read-only).
        copy.update(mine)
        copy["rng"] = self.rng.copy()
        copy["log"] = mine["log"][:]
        copy["ctx"] = copy_data(mine["ctx"])
        copy["_kept_seat"] = None
        for name in FLAT:
            copy[name] = mine[name][:]
        for name in NESTED:
            copy[name] = list(map(list.copy, mine[name]))
        return other

    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in FIELDS}
        data["rng"] = self.rng.state
        data["log"] = [e.to_json() for e in self.log]
        return copy_data(data)

    @classmethod
    def from_json(cls, data: dict) -> MacherState:
        st = object.__new__(cls)
        for name in FIELDS:
            if name not in data:
                raise ValueError(f"macher state: missing field {name!r}")
            setattr(st, name, copy_data(data[name]))
        st.rng = Rng(int(data["rng"]))
        st.log = [LogEvent.from_json(e) for e in data["log"]]
        st._kept_seat = None
        st._kept_ids = None
        st._decided = False
        return st

    # ---- what a seat may see ------------------------------------------------
    def board_view(self, seat: int | None) -> dict:
        from .views import board_view
        return board_view(self, seat)

    def secrets(self) -> dict[int, set[str]]:
        from .views import secrets
        return secrets(self)

    def determinize(self, seat: int, rng) -> MacherState:
        from .views import determinize
        other = determinize(self, seat, rng)
        # Sealed commitments re-chosen by acting (which keeps listings and decisions
        # on the way) may change who is still to commit: nothing kept stands.
        other.forget_legal()
        return other

    # ---- invariants ----------------------------------------------------------
    def invariant_errors(self) -> list[str]:
        errors = []
        n = self.n
        kept = self.kept_listing()
        if kept is not None:
            # Phases keep the next listing as they go: it must be what the rules list.
            seat, ids = kept
            fresh = LIST[self.phase](self, seat)
            if fresh != ids:
                errors.append(f"kept legal list for seat {seat} is {ids}, the rules list {fresh}")
        if self._decided is not False and self._decided != DECIDE[self.phase](self):
            errors.append(f"kept decision {self._decided} is not the phase's "
                          f"{DECIDE[self.phase](self)}")
        if self.phase in KEPT_CONTEXT_ERRORS:
            errors += KEPT_CONTEXT_ERRORS[self.phase](self)
        for s in range(n):
            if self.org_supply(s) < 0:
                errors.append(f"seat {s} has more than {ORG_MARKERS} organization markers out")
            on_boards = sum(self.b_media[b][s] for b in range(BOARDS))
            national = sum(m.count(s) for m in self.nat_media)
            if on_boards + national + self.media_supply[s] != MEDIA_MARKERS:
                errors.append(f"seat {s}: media markers not conserved")
            if self.money[s] < 0:
                errors.append(f"seat {s} has negative money")
            if not 0 <= self.members[s] <= NATIONAL.membership_max:
                errors.append(f"seat {s}: members off the track")
            if len(self.plat_open[s]) not in (0, 5):
                errors.append(f"seat {s}: platform is not five cards")
            faces = [PLATFORM_FACE[c] >> 1 for c in self.plat_open[s]]
            if len(set(faces)) != len(faces):
                errors.append(f"seat {s}: two platform cards on one topic")
        for b in range(BOARDS):
            if sum(self.b_media[b]) > MEDIA_SPACES and not self.b_closed[b]:
                errors.append(f"board {b}: media overflow without closing sales")
            for s in range(n):
                if not TREND_MIN <= self.b_trend[b][s] <= TREND_MAX:
                    errors.append(f"board {b}: trend of seat {s} off the track")
                if not 0 <= self.b_votes[b][s] <= VOTE_CAP:
                    errors.append(f"board {b}: votes of seat {s} off the track")
                if not 0 <= self.b_org[b][s] <= ORG_SPACES:
                    errors.append(f"board {b}: seat {s} holds more than 10 organization spaces")
            up_faces = [OPINION_FACE[c] >> 1 for c, u in zip(self.b_cards[b], self.b_up[b],
                                                            strict=True) if u and c >= 0]
            if len(set(up_faces)) != len(up_faces):
                errors.append(f"board {b}: two face-up opinions on one topic")
        # Every opinion card is somewhere exactly once.
        cards = list(self.op_deck) + list(self.op_discard) + list(self.exchange)
        cards += [c for b in range(BOARDS) for c in self.b_cards[b] if c >= 0]
        cards += [c for space in self.nat_cards for c in space]
        if len(cards) != len(set(cards)):
            errors.append("an opinion card is in two places")
        plat = list(self.plat_deck) + [c for s in range(n) for c in self.plat_open[s]]
        plat += [c for s in range(n) for c in self.plat_hand[s]]
        if len(plat) != len(set(plat)) or len(plat) != len(PLATFORM_FACE):
            errors.append("platform cards not conserved")
        polls = list(self.poll_deck) + list(self.poll_discard)
        if self.ctx.get("poll_card", -1) >= 0:
            polls.append(self.ctx["poll_card"])
        if sorted(polls) != list(range(len(POLLS))):
            errors.append("opinion polls not conserved")
        faces = [OPINION_FACE[space[0]] >> 1 for space in self.nat_cards if space]
        if len(faces) != len(set(faces)):
            errors.append("national board shows two opinions on one topic")
        return errors


# Every phase module has loaded by now (the package imports game.py, which imports the
# preliminary round and through it every phase, before this module).
flow.fill_tables()
# The phases that keep worked-out fields in their context, and the check of each
# against a fresh computation.
KEPT_CONTEXT_ERRORS = {"cabinet": flow.MODULES["cabinet"].kept_context_errors,
                       "media": flow.MODULES["media"].kept_context_errors,
                       "organization": flow.MODULES["organization"].kept_context_errors}
# The phases whose kept context `forget_legal` works out afresh.
REFRESH_KEPT_CONTEXT = {"media": flow.MODULES["media"].refresh_kept_context,
                        "organization": flow.MODULES["organization"].refresh_kept_context}
