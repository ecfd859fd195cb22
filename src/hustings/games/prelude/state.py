"""The state of a game of Prelude to Rebellion: plain lists and ints, copied by hand.

Seat 0 plays the Patriote, seat 1 the Loyal. Every signed marker (victory points, the
advantage markers) counts positive toward the Loyal side and negative toward the Patriote
side, as the board reads from left (Patriote) to right (Loyal)."""

from __future__ import annotations

from hustings.engine import Decision, LogEvent, Result, Rng, State

from . import content as C
from .activities import ap_ids, ap_listing, plain_mobilization
from .cycle import (
    AP_DECISIONS,
    PLAY_DECISIONS,
    STAGE_STEPS,
    choose_on_stage,
    split_stage,
    stage_listing,
    stage_ops,
)
from .mob_costs import initial_costs, keep_costs
from .names import reason_name
from .ops import HANDLERS
from .play import after_ap, choose_play, play_ids
from .stages import AP, IDLE, NO_FOLLOW, OVER, PLAY

SIMPLE_FIELDS = ("turn", "rnd", "half", "first", "vp", "spirit", "calm", "vols", "ei",
                 "started")
LIST_FIELDS = ("ctrl", "nrc", "nuc", "smark", "op", "wr", "removed", "reserve", "sa_used",
               "sa_turn", "lc", "pm", "orgs", "exposed")
NESTED_FIELDS = ("mv", "org", "decks", "discards", "hands")
# The action round's context: an int, a string, or None for an entry not set; saved as
# the "ctx" dict. The turn machine's fields (stage, actor, ap_left, ap_mode, follow, bonus)
# are saved as the queued steps they stand for (cycle.stage_ops).
CONTEXT_FIELDS = ("card", "dest", "family_credit", "mob_spent", "org_barred")


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
        self.queue: list[list] = []    # steps started by cards and checks, run before the stage
        self.stage = IDLE                # the action round's turn machine (stages.py)
        self.actor = 0                   # the faction whose action round it is
        self.ap_left = 0                 # stage AP: points left, and the mode (activities.py)
        self.ap_mode = 0
        self.follow = NO_FOLLOW          # what follows the AP of the card (stage FOLLOW)
        self.bonus = 0                   # 1: card 49's bonus follows (stage BONUS)
        self.card: int | None = None     # the action round's context, None where not set:
        self.dest: str | None = None     # the card in play, where it goes once resolved,
        self.family_credit: int | None = None   # card 107's free rural mobilizations,
        self.mob_spent: int | None = None       # AP of mobilization under card 77,
        self.org_barred: int | None = None      # bit 1 << f: f failed an organization check
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
        if self.outcome is not None:
            return None
        cached = self._remember_legal()
        return None if cached is None else cached[2]

    def legal_ids(self, seat: int) -> list[str]:
        cached = self._legal
        if cached is None:
            if self.outcome is not None:
                return []
            cached = self._remember_legal()
            if cached is None:
                return []
        # The kept list itself, as the protocol allows (read it, never modify it): every
        # listing builds a new list, and the state never changes one it handed out.
        return cached[1] if cached[0] == seat else []

    def _remember_legal(self) -> tuple | None:
        """Work out the pending decision and its sorted legal ids once: `decision`,
        `legal_ids` and the base `apply`'s check all read them until the next change
        (advance() does the same when it stops at a decision)."""
        if not self.queue:
            cached = self._legal = stage_listing(self)
            return cached
        op = self.queue[0]
        handler = HANDLERS[op[0]]
        ids = handler.legal(self, op)
        seat = op[1] if handler.by_first_arg else handler.seat(self, op)
        if not handler.ordered:
            ids = sorted(set(ids))
        cached = self._legal = (seat, ids, handler.decisions[seat])
        return cached

    def apply(self, seat: int, action_id: str) -> None:
        """The engine's `State.apply`, with its common case in one call: when the pending
        decision's kept listing is `seat`'s and holds `action_id`, the seat and the id have
        passed every check the engine makes (an int seat of the game, a string id, a legal
        one), so `_apply` runs at once. Anything else goes through the engine's checks,
        with its errors unchanged."""
        cached = self._legal
        if (cached is not None and cached[0] == seat and seat.__class__ is int
                and action_id.__class__ is str and action_id in cached[1]):
            self._apply(seat, action_id)
        else:
            State.apply(self, seat, action_id)

    def _apply(self, seat: int, action_id: str) -> None:
        self._legal = None
        queue = self.queue
        if queue:
            op = queue[0]
            if op[0] == "ap":
                cost = plain_mobilization(self, seat, action_id)
                if cost >= 0:
                    left = op[2] - cost
                    if left > 0:
                        # The AP step goes on: list it again at once (what advance() would do).
                        op = queue[0] = ["ap", seat, left, op[3], op[4]]
                        self._legal = (seat, ap_ids(self, op), AP_DECISIONS[seat])
                        return
                    del queue[0]
                    self.advance()
                    return
            HANDLERS[op[0]].choose(self, op, action_id)
        elif self.stage == AP:
            cost = plain_mobilization(self, seat, action_id)
            if cost < 0:
                choose_on_stage(self, action_id)
            else:
                left = self.ap_left - cost
                if left > 0:
                    # The AP stage goes on: list it again at once (what advance() would do).
                    self.ap_left = left
                    self._legal = (seat, ap_listing(self, seat, left, self.ap_mode),
                                   AP_DECISIONS[seat])
                    return
                after_ap(self)
        else:
            choose_play(self, seat, action_id)     # stage PLAY, decided by its actor
            if self.stage == AP:
                # A card played for its AP queues nothing: list its AP step at once (what
                # advance() would do).
                self._legal = (seat, ap_listing(self, seat, self.ap_left, self.ap_mode),
                               AP_DECISIONS[seat])
                return
        self.advance()

    def advance(self) -> None:
        """Run automatic steps until a decision is pending or the game is over, and
        remember that decision's legal ids: the queued steps first, then the turn
        machine's stages (stages.py). A state changed by hand (as tests do) calls this
        again to work its pending decision out afresh."""
        self._legal = None
        queue = self.queue      # never rebound while a game is played, only changed
        handlers = HANDLERS
        steps = STAGE_STEPS
        while True:
            if not queue:
                stage = self.stage
                if stage < PLAY:        # a stage needing no decision
                    steps[stage](self)
                    continue
                if stage == PLAY:       # stage_listing(), inlined
                    f = self.actor
                    self._legal = (f, play_ids(self, f), PLAY_DECISIONS[f])
                    return
                if stage == AP:
                    f = self.actor
                    self._legal = (f, ap_listing(self, f, self.ap_left, self.ap_mode),
                                   AP_DECISIONS[f])
                return      # stage OVER: the game is over
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

    def context(self) -> dict:
        """The action round's context as a dict of the entries set (the saved "ctx")."""
        d = self.__dict__
        return {name: d[name] for name in CONTEXT_FIELDS if d[name] is not None}

    def pending_step(self) -> list | None:
        """The step at the front: the first queued one, or the first the stage stands
        for (as a saved game lists it); None when the game is over."""
        if self.outcome is not None:
            return None
        if self.queue:
            return self.queue[0]
        ops = stage_ops(self)
        return ops[0] if ops else None

    def replace_steps(self, ops: list[list]) -> None:
        """Replace every pending step, queued or staged, by `ops` (a list of steps as a
        saved game holds them); call advance() next."""
        self.queue[:] = split_stage(self, [list(op) for op in ops])
        if self.outcome is not None:
            self.stage = OVER
        self._legal = None

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
        # the outcome keeps the end's key (turn.end_condition); the result reads it in words
        return Result((float(-self.vp), float(self.vp)), (winner,), reason_name(reason))

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
        nd.update(d)    # the ints, strings and None as they are; the lists copied below
        for name in LIST_FIELDS:
            nd[name] = d[name][:]
        nd["mv"] = [self.mv[0][:], self.mv[1][:]]
        nd["org"] = [self.org[0][:], self.org[1][:]]
        nd["decks"] = [x[:] for x in self.decks]
        nd["discards"] = [x[:] for x in self.discards]
        nd["hands"] = [self.hands[0][:], self.hands[1][:]]
        nd["rng"] = Rng(self.rng.state)
        nd["flags"] = dict(self.flags)
        nd["queue"] = self.queue[:]      # ops are never changed in place, only replaced
        nd["log"] = self.log[:]
        nd["mob_cost"] = self.mob_cost[:]
        nd["mob_mask"] = self.mob_mask[:]
        nd["cubes_out"] = self.cubes_out[:]
        nd["_legal"] = None
        return new

    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in SIMPLE_FIELDS + LIST_FIELDS + NESTED_FIELDS}
        data.update(rng=self.rng.state, options=self.options, flags=self.flags,
                    queue=self.queue + stage_ops(self), ctx=self.context(),
                    outcome=self.outcome,
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
        for name, value in dict(data["ctx"]).items():
            if name not in CONTEXT_FIELDS:
                raise ValueError(f"prelude state: unknown entry {name!r} in ctx")
            setattr(state, name, value)
        state.queue = split_stage(state, [list(op) for op in data["queue"]])
        state.outcome = None if data["outcome"] is None else list(data["outcome"])
        if state.outcome is not None:
            state.stage = OVER
        state.log = [LogEvent.from_json(e) for e in data["log"]]
        keep_costs(state)
        return state

    def determinize(self, seat: int, rng) -> PreludeState:
        """Re-deal the opponent's hand from the unseen cards of the same decks; cards the
        seat has seen in that hand (9.5: Strategic Realignment, Various Angles) stay. The
        dice and shuffles to come are reseeded from `rng`: nobody knows them in advance."""
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
        new.rng = Rng(rng.getrandbits(64))
        return new


def _plain(value):
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
