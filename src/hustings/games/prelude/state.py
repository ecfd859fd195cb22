"""The state of a game of Prelude to Rebellion: plain lists and ints, copied by hand.

Seat 0 plays the Patriote, seat 1 the Loyal. Every signed marker (victory points, the
advantage markers) counts positive toward the Loyal side and negative toward the Patriote
side, as the board reads from left (Patriote) to right (Loyal)."""

from __future__ import annotations

from hustings.engine import Decision, LogEvent, Result, Rng, State

from . import content as C
from .activities import ap_ids, plain_mobilization
from .mob_costs import initial_costs, keep_costs
from .ops import HANDLERS
from .turn import schedule

SIMPLE_FIELDS = ("turn", "rnd", "half", "first", "vp", "spirit", "calm", "vols", "ei",
                 "started")
LIST_FIELDS = ("ctrl", "nrc", "nuc", "smark", "op", "wr", "removed", "reserve", "sa_used",
               "sa_turn", "lc", "pm", "orgs", "exposed")
NESTED_FIELDS = ("mv", "org", "decks", "discards", "hands")


AP_DECISIONS = HANDLERS["ap"].decisions


class PreludeState(State):
    game = None  # set by the game module

    def __init__(self):
        self.rng = Rng(0)
        self.options: dict = {}
        self.turn = 0            # index into content.TURNS
        self.rnd = 0             # action round 0-7 of the turn
        self.half = 0            # 0: first player's action round, 1: second player's
        self.first = C.PATRIOTE
        self.started = 0         # 1 once the first turn has begun
        self.vp = 0              # positive: Loyal lead
        self.spirit = 0
        self.calm = 0            # 1 while the spirit marker shows "No +1 EoT"
        self.vols = 0            # volunteer corps raised (at most 5)
        self.ei = 0              # external influence advantage, positive: Loyal
        self.mv = [[0] * 26, [0] * 26]
        self.org = [[0] * 26, [0] * 26]   # 0 none, 1 organization, 2 volunteer corps raised
        self.orgs = [0, 0]               # organization weight: urban 2, rural 1 (5.2)
        self.ctrl = [-1] * 26            # controlling faction or -1
        self.nrc = [0, 0]                # rural districts controlled
        self.nuc = [0, 0]                # urban districts controlled
        self.smark = [0, 0, 0, 0]        # score markers, 0 = "Start"
        self.op = [6, 8]
        self.wr = [0, 0]                 # war readiness VP markers
        self.decks: list[list[int]] = [[], [], [], []]
        self.discards: list[list[int]] = [[], [], [], []]
        self.removed: list[int] = []     # cards out of the game or set aside in play
        self.hands: list[list[int]] = [[], []]
        self.reserve: list[int] = []
        self.sa_used = [0, 0]            # bitmask of special actions spent this game
        self.sa_turn = [0, 0]            # 1 once a special action was used this turn
        self.lc = [0, 0]                 # "Le Canadien" waiting
        self.pm = [0, 0]                 # "Partisan Media" waiting
        self.exposed: list[int] = []     # hand cards the other player has seen (9.5)
        self.flags: dict[str, int] = {}
        self.queue: list[list] = []
        self.ctx: dict = {}
        self.outcome: list | None = None  # [winner, reason]
        self.log: list[LogEvent] = []
        # Derived from mv and kept up to date by refresh_control (mob_costs.py); not saved.
        self.mob_cost, self.mob_mask = initial_costs()
        # Cubes of each faction on the board, sum(mv[f]), kept by every change of mv; not saved.
        self.cubes_out = [0, 0]
        # (seat, sorted legal ids, Decision) of the pending decision, worked out once
        self._legal: tuple | None = None

    # --- protocol -----------------------------------------------------------
    players = 2     # a plain attribute: the base apply() reads it at every move

    def decision(self) -> Decision | None:
        cached = self._legal
        if cached is not None:
            return cached[2]
        if self.outcome is not None or not self.queue:
            return None
        self._remember_legal()
        return self._legal[2]

    def legal_ids(self, seat: int) -> list[str]:
        cached = self._legal
        if cached is None:
            if self.outcome is not None or not self.queue:
                return []
            cached = self._remember_legal()
        # The kept list itself, as the protocol allows (read it, never modify it): every
        # listing builds a new list, and the state never changes one it handed out.
        return cached[1] if cached[0] == seat else []

    def _remember_legal(self) -> tuple:
        """Work out the pending decision and its sorted legal ids once: `decision`,
        `legal_ids` and the base `apply`'s check all read them until the next change
        (advance() does the same when it stops at a decision)."""
        op = self.queue[0]
        handler = HANDLERS[op[0]]
        ids = handler.legal(self, op)
        seat = op[1] if handler.by_first_arg else handler.seat(self, op)
        if not handler.ordered:
            ids = sorted(set(ids))
        cached = self._legal = (seat, ids, handler.decisions[seat])
        return cached

    def _apply(self, seat: int, action_id: str) -> None:
        self._legal = None
        op = self.queue[0]
        if op[0] == "ap":
            goes_on = plain_mobilization(self, op, action_id)
            if goes_on == 1:
                # The AP step goes on: list it again at once (what advance() would do).
                self._legal = (seat, ap_ids(self, self.queue[0]), AP_DECISIONS[seat])
                return
            if goes_on == 2:
                self.advance()
                return
        HANDLERS[op[0]].choose(self, op, action_id)
        self.advance()

    def advance(self) -> None:
        """Run automatic steps until a decision is pending or the game is over, and
        remember that decision's legal ids. A state changed by hand (as tests do) calls
        this again to work its pending decision out afresh."""
        self._legal = None
        if self.outcome is not None:
            return
        queue = self.queue      # never rebound while a game is played, only changed
        handlers = HANDLERS
        while True:
            if not queue:       # the steps ending the game empty the queue
                if self.outcome is not None:
                    return
                schedule(self)
                continue
            op = queue[0]
            handler = handlers[op[0]]
            run = handler.run
            if run is not None:
                del queue[0]
                run(self, op)
                continue
            ids = handler.legal(self, op)
            if ids:     # as _remember_legal(), inlined
                seat = op[1] if handler.by_first_arg else handler.seat(self, op)
                if not handler.ordered:
                    ids = sorted(set(ids))
                self._legal = (seat, ids, handler.decisions[seat])
                return
            queue.pop(0)   # a choice with nothing left to choose lapses
            self.emit("choice_lapses", "prelude 3.2", step=op[0])

    def push(self, ops: list[list]) -> None:
        """Put `ops` at the front of the queue, in order."""
        if ops:
            self.queue[0:0] = ops

    def label(self, action_id: str) -> str:
        from .labels import action_label
        return action_label(self, action_id)

    def targets(self, action_id: str) -> tuple[str, ...]:
        """Districts, cards (`c30`: a card panel) and tracks (`track-rc`) the board draws."""
        parts = action_id.split(":")
        out = []
        for p in parts[1:]:
            if p in C.DISTRICT_INDEX or p[:1] == "c" and p[1:].isdigit():
                out.append(p)
            elif p in C.TRACKS:
                out.append(f"track-{p}")
        return tuple(out)

    def result(self) -> Result | None:
        if self.outcome is None:
            return None
        winner, reason = self.outcome
        return Result((float(-self.vp), float(self.vp)), (winner,), reason)

    def board_view(self, seat: int | None) -> dict:
        from .view import board_view
        return board_view(self, seat)

    def secrets(self) -> dict[int, set[str]]:
        known = set(self.exposed)
        return {f: {f"c{c}" for c in self.hands[f] if c not in known} for f in (0, 1)}

    def invariant_errors(self) -> list[str]:
        from .invariants import invariant_errors
        return invariant_errors(self)

    # --- copying -------------------------------------------------------------
    def clone(self) -> PreludeState:
        new = PreludeState.__new__(PreludeState)
        d = self.__dict__
        nd = new.__dict__
        for name in SIMPLE_FIELDS:
            nd[name] = d[name]
        for name in LIST_FIELDS:
            nd[name] = d[name][:]
        nd["mv"] = [self.mv[0][:], self.mv[1][:]]
        nd["org"] = [self.org[0][:], self.org[1][:]]
        nd["decks"] = [x[:] for x in self.decks]
        nd["discards"] = [x[:] for x in self.discards]
        nd["hands"] = [self.hands[0][:], self.hands[1][:]]
        nd["rng"] = Rng(self.rng.state)
        nd["options"] = self.options
        nd["flags"] = dict(self.flags)
        nd["queue"] = self.queue[:]      # ops are never changed in place, only replaced
        nd["ctx"] = dict(self.ctx)
        nd["outcome"] = self.outcome
        nd["log"] = self.log[:]
        nd["mob_cost"] = self.mob_cost[:]
        nd["mob_mask"] = self.mob_mask[:]
        nd["cubes_out"] = self.cubes_out[:]
        nd["_legal"] = None
        return new

    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in SIMPLE_FIELDS + LIST_FIELDS + NESTED_FIELDS}
        data.update(rng=self.rng.state, options=self.options, flags=self.flags,
                    queue=self.queue, ctx=self.ctx, outcome=self.outcome,
                    log=[e.to_json() for e in self.log])
        return _plain(data)

    @classmethod
    def from_json(cls, data: dict) -> PreludeState:
        state = cls()
        for name in SIMPLE_FIELDS:
            setattr(state, name, int(data[name]))
        for name in LIST_FIELDS:
            setattr(state, name, list(data[name]))
        for name in NESTED_FIELDS:
            setattr(state, name, [list(x) for x in data[name]])
        state.rng = Rng(int(data["rng"]))
        state.options = dict(data["options"])
        state.flags = {k: int(v) for k, v in data["flags"].items()}
        state.queue = [list(op) for op in data["queue"]]
        state.ctx = dict(data["ctx"])
        state.outcome = None if data["outcome"] is None else list(data["outcome"])
        state.log = [LogEvent.from_json(e) for e in data["log"]]
        keep_costs(state)
        return state

    def determinize(self, seat: int, rng) -> PreludeState:
        """Re-deal the opponent's hand from the unseen cards of the same decks; cards the
        seat has seen in that hand (9.5: Strategic Realignment, Various Angles) stay."""
        new = self.clone()
        other = 1 - seat
        hand = new.hands[other]
        known = set(self.exposed)
        for k, deck in enumerate(C.DECKS):
            slots = [i for i, c in enumerate(hand) if C.DECK_OF[c] == deck and c not in known]
            pool = [hand[i] for i in slots] + new.decks[k]
            rng.shuffle(pool)
            for i in slots:
                hand[i] = pool.pop()
            new.decks[k] = pool
        return new


def _plain(value):
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
