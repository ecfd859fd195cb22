"""The Founding Fathers (Heli) game state: plain lists, ints and small dicts, copied by
hand in `clone`. The rules that change it live in the phase modules; this module holds
the data, the queries every phase shares (popularity, votes, party leaders, offices) and
the dispatch from the pending step to the module that owns it."""

from __future__ import annotations

from operator import attrgetter

from hustings.engine import Action, Decision, Result, Rng, State
from hustings.engine.protocol import LogEvent

from .content import (
    AGE,
    BOARD,
    HOME,
    N_STATESMEN,
    OFFICE_IDS,
    PARTY,
    PRINTED_POP,
    SID,
    SLUG,
    STATE,
    VOTES,
)
from .flow import MOST_SEATS, STEPS, advance
from .logtext import SharedEvents, readable
from .trades import apply_trade, trade_ids


def anytime_ids(st, seat: int) -> list[str]:  # noqa: F811 (replaced by the import below)
    """actions.anytime_ids, imported on first use (actions imports this module); the
    import then replaces this function for the calls that follow."""
    global anytime_ids
    from . import actions
    anytime_ids = actions.anytime_ids
    return anytime_ids(st, seat)

OFFICE_INDEX = {name: i for i, name in enumerate(OFFICE_IDS)}
TREASURY_AT = OFFICE_INDEX["treasury"]
PARTY_INDEX = {"C": 0, "L": 1}
PARTIES = ("C", "L")
CIVIL_WAR = len(BOARD.tension_boxes) - 1   # the last box of the tension index
SUPPORT_LIMIT = BOARD.support_limit         # the support track runs this far either way
HAND_LIMIT = BOARD.hand_limit
ALL_STATESMEN = range(N_STATESMEN)
TENSION_NOW = SharedEvents("tension", "tension", lambda level: {"level": level})


_CONTAINERS = (list, dict)


def copy_data(value):
    """A copy of nested lists/dicts of immutable leaves (the step context)."""
    kind = type(value)
    if kind is list:
        return [copy_data(v) if type(v) in _CONTAINERS else v for v in value]
    if kind is dict:
        return {k: copy_data(v) if type(v) in _CONTAINERS else v for k, v in value.items()}
    return value


# The plain fields of the state, in the order they are serialized. Lists of lists and
# dicts are copied with copy_data in clone.
FLAT = ("turn", "phase", "step", "era", "deck_era", "revenue", "reserves", "support",
        "tension", "tariff_acted", "sabotage", "drawn", "delegated", "final_turn", "over",
        "start_people", "general_replaced")
# Flat lists of ints or strings: a slice copies them.
SHALLOW = ("owner", "status", "pop", "ip_on", "elected", "bonus_votes", "spouse_on", "offices",
           "faction_ip", "vp", "black", "deck", "discard", "deck_gens", "issue_deck", "set_aside",
           "second_chance", "resolved", "removed_issues", "taxes_active", "tax_tried",
           "tax_changed", "flags", "in_play_cards", "divides", "admitted", "no_pop", "revealed",
           "base_pop", "faction_leader", "exposed", "moved", "elected_away")
# Lists of flat lists.
TWO_LEVEL = ("hands", "pushed", "news_low", "news_high", "done_round")
# Nested containers: copied element by element. (The options are fixed once the game is
# set up, so clones share them.)
DEEP = ("opts", "ctx", "stack", "offers", "drafting")
NESTED = SHALLOW + TWO_LEVEL + DEEP


def _field_copier():
    """`copy_fields(fields) -> dict`: the state's fields copied as each kind needs, written
    out as one dict display (a loop over the names costs twice as much, and clone is a
    search bot's inner loop)."""
    parts = [f"{name!r}: src[{name!r}]" for name in ("n", "opts", *FLAT)]
    parts += [f"{name!r}: src[{name!r}][:]" for name in SHALLOW]
    parts += [f"{name!r}: [row[:] for row in src[{name!r}]]" for name in TWO_LEVEL]
    parts += [f"{name!r}: copy_data(src[{name!r}])" for name in DEEP if name != "opts"]
    namespace = {"copy_data": copy_data}
    exec("def copy_fields(src):\n    return {" + ", ".join(parts) + "}\n", namespace)
    return namespace["copy_fields"]


copy_fields = _field_copier()


class RepublicState(State):
    game = None  # set by game.py

    def __init__(self, players: int, rng: Rng, opts: dict):
        self.n = players
        self.rng = rng
        self.log: list[LogEvent] = []
        self._log_shared = False             # a clone shares the log until either emits
        self.opts = dict(opts)
        self.turn = 1
        self.phase = "issues"
        self.step = None
        self.ctx: dict = {}
        self.stack: list = []
        self.era = 0
        self.deck_era = 0
        self.owner = [-1] * N_STATESMEN
        self.status = [0] * N_STATESMEN      # 0 not yet in play, 1 in play, 2 gone
        self.pop = [0] * N_STATESMEN         # popularity cubes (negative: black cubes)
        self.ip_on = [0] * N_STATESMEN       # influence on the statesman's card
        self.elected = [0] * N_STATESMEN     # "elected" pawns
        self.bonus_votes = [0] * N_STATESMEN  # coalition building
        self.spouse_on = [0] * N_STATESMEN
        self.base_pop = [0] * N_STATESMEN    # scenario cubes counted as printed
        self.faction_leader = [-1] * players  # persuasion: immune faction leaders
        self.offices = [-1] * len(OFFICE_IDS)
        self.faction_ip = [BOARD.starting_faction_ip] * players
        self.vp = [0] * players
        self.black = [0] * players           # bad reputation cubes
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.deck_gens: list[int] = []       # generations already shuffled into the deck
        self.issue_deck: list[str] = []
        self.pushed: list[list[str]] = [[], [], []]
        self.set_aside: list[str] = []
        self.second_chance: list[str] = []
        self.resolved: list[str] = []
        self.removed_issues: list[str] = []
        self.revenue = BOARD.starting_revenue
        self.reserves = BOARD.starting_reserves
        self.support = 0                     # > 0 Liberal, < 0 Conservative
        self.tension = 0
        self.taxes_active: list[str] = []
        self.tax_tried: list[str] = []
        self.tax_changed: list[str] = []
        self.tariff_acted = False
        self.flags: list[str] = []
        self.in_play_cards: list[str] = []
        self.sabotage = 0
        self.divides: list[str] = []
        self.admitted: list[str] = []
        self.news_low = [[0, 0, 0], [0, 0, 0]]
        self.news_high = [[0, 0, 0], [0, 0, 0]]
        self.offers: list[dict] = []
        self.drafting: list = [None] * players
        self.done_round = [[False, False, False] for _ in range(players)]
        self.no_pop: list[str] = []
        self.elected_away: list[str] = []    # offices emptied by an election, open to officers
        self.revealed: list[str] = []        # cards shown to all while in a hand (death rule 6)
        self.drawn = 0
        self.delegated = False
        self.final_turn = False
        self.over = ""
        self.start_people = False
        self.general_replaced = False        # a sitting General may be replaced once a turn
        self.exposed: list[int] = []         # statesmen Expose a Spy removed this turn
        self.moved: list[int] = []           # officers moved into a death vacancy this turn
        self._legal = None                   # (seat, ids): the last list, until the state changes
        self._step_memo = None                # what the pending step worked out (election.py), the same way
        self._decision = None                # the pending Decision, the same way
        self._roster = None                  # statesmen in play, kept up to date by set_standing (roster)
        self._appointments = None            # offices.appointments_in_order, until an office changes
        self._tax_ids = None                 # issues.tax_ids_in_order, until a tax or office changes
        self._cube_index = None              # election.cube_index, for the cubes map it names
        self._cube_index_shared = False      # a clone shares it (election.note_cube)

    # --- protocol plumbing ----------------------------------------------------------
    # The number of players, read without a Python call (`apply` asks for it every time).
    players = property(attrgetter("n"))

    def clone(self):
        other = object.__new__(RepublicState)
        fields = copy_fields(self.__dict__)
        fields["rng"] = self.rng.copy()
        fields["_legal"] = fields["_step_memo"] = fields["_decision"] = None   # memos stay home
        fields["_roster"] = self._roster      # read-only, replaced by set_standing
        fields["_appointments"] = self._appointments
        fields["_tax_ids"] = self._tax_ids
        index = self._cube_index
        if index is not None and index[0] is self.ctx.get("cubes"):
            # Shared (copied before either changes it), naming the clone's copy of the map.
            fields["_cube_index"] = (fields["ctx"]["cubes"], *index[1:])
            fields["_cube_index_shared"] = self._cube_index_shared = True
        else:
            fields["_cube_index"] = None
            fields["_cube_index_shared"] = False
        fields["log"] = self.log
        fields["_log_shared"] = self._log_shared = True
        other.__dict__ = fields
        return other

    def to_json(self) -> dict:
        data = {"players": self.n, "rng": self.rng.state,
                "log": [e.to_json() for e in self.log]}
        for name in FLAT:
            data[name] = getattr(self, name)
        for name in NESTED:
            data[name] = copy_data(getattr(self, name))
        return data

    @classmethod
    def from_json(cls, data: dict) -> RepublicState:
        state = cls(data["players"], Rng(data["rng"]), data["opts"])
        for name in FLAT + NESTED:
            setattr(state, name, copy_data(data[name]))
        state.log = [LogEvent.from_json(e) for e in data["log"]]
        return state

    # --- decisions ------------------------------------------------------------------
    def decision(self):
        # Kept, like the legal ids, until the state changes (read-only for callers).
        decision = self._decision
        if decision is None:
            if self.over or self.step is None:
                return None
            handler = STEPS[self.step]
            seat_of = handler.seat_of
            if seat_of is not None and 0 <= (seat := seat_of(self)) < MOST_SEATS:
                decision = handler.decisions[seat]   # the same as built below
            else:
                seats, simultaneous = handler.seats(self)
                decision = Decision(tuple(seats), self.step, simultaneous)
            self._decision = decision
        return decision

    def legal_ids(self, seat: int) -> list[str]:
        # `apply` lists the legal ids before applying and bots list them again: the last
        # list is kept until the state changes, with the step that acts on it (None for
        # a seat not deciding). Callers must not modify it.
        memo = self._legal
        if memo is not None and memo[0] == seat:
            return memo[1]
        decision = self._decision or self.decision()
        handler = None
        if decision is None:
            ids = []
        elif seat in decision.seats:
            handler = STEPS[self.step]
            ids = handler.ids(self, seat)
            if not handler.lists_cards:
                # (An empty hand plays nothing: most deciders hold no card.)
                plays = anytime_ids(self, seat) if self.hands[seat] else None
                if not plays:
                    ids = list(ids) if handler.ordered else sorted(set(ids))
                elif handler.ordered:
                    # Both lists are unique already, and apart: the step's own ids never
                    # play a card (it does not list cards) and each play names its slot.
                    ids = sorted(ids + plays)
                else:
                    ids = sorted({*ids, *plays})
            elif not handler.ordered:
                ids = sorted(set(ids))
            else:
                ids = list(ids)
        else:
            ids = trade_ids(self, seat)
        self._legal = (seat, ids, handler)
        return ids

    def forget_legal(self) -> None:
        """Drop the remembered decision and legal ids (after changing the state by hand,
        as tests do), the kept roster, appointments, tax ids and index of cubes."""
        self._legal = self._decision = self._cube_index = self._roster = None
        self._appointments = self._tax_ids = None

    def apply(self, seat: int, action_id: str) -> None:
        """`State.apply` with its usual case first: the seat (an int) and the id (a str)
        asked about just before, the id among the kept legal ids, whose step is kept
        with them. Anything else goes through `State.apply`, which checks it in full and
        raises the same errors."""
        memo = self._legal
        if (memo is not None and memo[0] == seat and seat.__class__ is int
                and action_id.__class__ is str and 0 <= seat < self.n and action_id in memo[1]):
            self._act(seat, action_id, memo[2])
        else:
            State.apply(self, seat, action_id)

    def _apply(self, seat: int, action_id: str) -> None:
        decision = self._decision or self.decision()
        self._act(seat, action_id, STEPS[self.step] if seat in decision.seats else None)

    def _act(self, seat: int, action_id: str, handler) -> None:
        """`_apply` with the pending step's handler found already (None when the seat
        is not among those deciding)."""
        self._legal = self._decision = None
        if handler is not None and (handler.lists_cards or not action_id.startswith("play:")):
            # A step that finds the next decision itself says so (flow.Step.act).
            if not handler.act(self, seat, action_id):
                advance(self)
            return
        # A card played at any time or a trade accepted out of turn can change who
        # decides now.
        apply_trade(self, seat, action_id)
        advance(self)

    def label(self, action_id: str) -> str:
        from .labels import label
        return label(self, action_id)

    def legal_actions(self, seat: int) -> list[Action]:
        """Labels for the acting seat may name the cards in its own hand; `label` alone,
        which anyone may read afterwards, names only the hand slot."""
        from .labels import label
        return [Action(a, label(self, a, seat), self.targets(a)) for a in self.legal_ids(seat)]

    def emit(self, key: str, rule: str = "", seats=None, **args) -> None:
        if self._log_shared:
            self.log = list(self.log)
            self._log_shared = False
        self.log.append(LogEvent(key, readable(key, args), rule, seats))

    def add_event(self, event: LogEvent) -> None:
        """Append an event made already: a `SharedEvents` one, whose arguments are in words
        as `readable` would write them (the tests check each reads the same)."""
        if self._log_shared:
            self.log = list(self.log)
            self._log_shared = False
        self.log.append(event)

    def targets(self, action_id: str) -> tuple[str, ...]:
        parts = action_id.split(":")
        return tuple(p for p in parts if p in SID or p in STATE)

    def board_view(self, seat):
        from .board import board_view
        return board_view(self, seat)

    def result(self):
        if not self.over:
            return None
        from .scoring import final_scores
        scores = final_scores(self)
        eligible = [s for s in range(self.n)
                    if not (self.over == "civil_war" and self.opts.get("bad_reputation")
                            and self.black[s] > 0)]
        best = max((scores[s] for s in eligible), default=None)
        winners = tuple(s for s in eligible if scores[s] == best)
        return Result(tuple(float(x) for x in scores), winners, self.over)

    def determinize(self, seat, rng):
        from .trades import determinize
        return determinize(self, seat, rng)

    def secrets(self):
        shown = set(self.revealed)
        return {s: set(self.hands[s]) - shown for s in range(self.n)}

    def invariant_errors(self):
        from .scoring import invariant_errors
        return invariant_errors(self)

    # --- shared queries -------------------------------------------------------------
    def office(self, name: str) -> int:
        return self.offices[OFFICE_INDEX[name]]

    def set_office(self, name: str, statesman: int) -> None:
        """Seat `statesman` in an office (-1: vacate it): the one way the offices list
        changes, so that the kept appointments, which read it, are dropped with it
        (offices.appointments_in_order), and the kept tax ids with a change at the
        treasury (issues.tax_ids_in_order, which asks whether a treasurer sits)."""
        at = OFFICE_INDEX[name]
        self.offices[at] = statesman
        self._appointments = None
        if at == TREASURY_AT:
            self._tax_ids = None

    def office_of(self, statesman: int) -> str:
        """The office `statesman` holds ("" if none): the first that names him."""
        offices = self.offices
        return OFFICE_IDS[offices.index(statesman)] if statesman in offices else ""

    def president(self) -> int:
        return self.offices[0]

    def president_seat(self) -> int:
        p = self.offices[0]
        return self.owner[p] if p >= 0 else 0

    def president_party(self) -> str:
        p = self.offices[0]
        return PARTY[p] if p >= 0 else "C"

    def popularity(self, s: int) -> int:
        return PRINTED_POP[s] + self.base_pop[s] + self.pop[s]

    def set_standing(self, s: int, status: int, owner: int) -> None:
        """Put statesman `s` in or out of play (`status`) under `owner`: the one way the
        status and owner lists change, so that the kept `roster` follows them."""
        was_in, old_owner = self.status[s] == 1, self.owner[s]
        self.status[s] = status
        self.owner[s] = owner
        if self._roster is not None:
            self._roster = self.roster_after_standing(s, was_in, old_owner)

    def add_bonus_votes(self, s: int, votes: int) -> None:
        """Coalition building: `s` counts `votes` more in Congress (the kept `roster`,
        which counts each seat's votes, is dropped)."""
        self.bonus_votes[s] += votes
        self._roster = None

    def roster(self) -> tuple:
        """(statesmen in play, those in play by seat, those in play in the order of their
        slugs, each seat's votes in Congress): the lists `in_play`, `statesmen_of` and
        `congress_votes` would build, kept up to date by `set_standing` as the status
        or owner lists change (`roster_after_standing`) and dropped when
        `add_bonus_votes` changes a statesman's votes (a change made by hand must
        call `forget_legal`). Clones share it: it is never modified. `invariant_errors`
        compares it with `count_roster`."""
        memo = self._roster
        if memo is None:
            memo = self._roster = self.count_roster()
        return memo

    def count_roster(self) -> tuple:
        """`roster` computed afresh from the status, owner and bonus votes lists."""
        status, owner, bonus = self.status, self.owner, self.bonus_votes
        in_play = [i for i in ALL_STATESMEN if status[i] == 1]
        by_seat = [[] for _ in range(self.n)]
        votes = [0] * self.n
        for i in in_play:
            seat = owner[i]
            if 0 <= seat < self.n:
                by_seat[seat].append(i)
                votes[seat] += VOTES[i] + bonus[i]
        return in_play, by_seat, sorted(in_play, key=SLUG.__getitem__), votes

    def roster_after_standing(self, s: int, was_in: bool, old_owner: int) -> tuple:
        """`count_roster` once `set_standing` has changed statesman `s` alone (in play
        before: `was_in`, under `old_owner`), worked out from the kept roster, which
        stays as it was (clones share it): `s` joins or leaves the lists in their
        order, and the seats he left or joined are counted afresh (a statesman who
        leaves play may have lost his bonus votes just before)."""
        in_play, by_seat, by_slug, votes = self._roster
        owner, n = self.owner, self.n
        now_in = self.status[s] == 1
        if now_in != was_in:
            if now_in:
                in_play = sorted([*in_play, s])
                by_slug = sorted([*by_slug, s], key=SLUG.__getitem__)
            else:
                in_play = [i for i in in_play if i != s]
                by_slug = [i for i in by_slug if i != s]
        by_seat, votes = by_seat[:], votes[:]
        bonus = self.bonus_votes
        for seat in (old_owner, owner[s]):
            if 0 <= seat < n:
                mine = by_seat[seat] = [i for i in in_play if owner[i] == seat]
                votes[seat] = sum([VOTES[i] + bonus[i] for i in mine])
        return in_play, by_seat, by_slug, votes

    def in_play(self) -> list[int]:
        """The statesmen in play, by index (read-only: the list is kept, see `roster`)."""
        return self.roster()[0]

    def statesmen_of(self, seat: int) -> list[int]:
        """The seat's statesmen in play, by index (read-only, see `roster`)."""
        return self.roster()[1][seat]

    def votes_of_statesman(self, s: int) -> int:
        return VOTES[s] + self.bonus_votes[s]

    def congress_votes(self, seat: int) -> int:
        """The votes of the seat's statesmen in Congress (kept, see `roster`)."""
        return self.roster()[3][seat]

    def party_leader(self, party: str) -> int:
        """The most popular statesman of a party in play; ties go to the oldest
        (the people 1). Elbridge Gerry is never a party leader."""
        best = best_pop = best_age = -1
        printed, base, pop = PRINTED_POP, self.base_pop, self.pop
        for i in self.roster()[0]:
            if PARTY[i] != party:
                continue
            popularity = printed[i] + base[i] + pop[i]
            if best < 0 or popularity > best_pop or (popularity == best_pop and AGE[i] < best_age):
                best, best_pop, best_age = i, popularity, AGE[i]
        return best

    def clockwise_from(self, seat: int, include_self_last: bool = True) -> list[int]:
        order = [(seat + k) % self.n for k in range(1, self.n)]
        return order + [seat] if include_self_last else order

    def gain_support(self, party: str, amount: int) -> None:
        """Move public support `amount` boxes toward `party` (negative: away)."""
        sign = 1 if party == "L" else -1
        self.support = max(-SUPPORT_LIMIT, min(SUPPORT_LIMIT, self.support + sign * amount))

    def add_tension(self, amount: int, seat: int | None = None) -> None:
        """Move the tension marker; reaching the last box starts the civil war (end of
        game). With the bad-reputation rule the seat responsible takes a black cube."""
        if amount > 0 and seat is not None and self.opts.get("bad_reputation") and self.black[seat] == 0:
            self.black[seat] = 1
            self.emit("bad_reputation", "reglas opcionales: mala reputacion", seat=seat)
        before = self.tension
        self.tension = max(0, min(CIVIL_WAR, before + amount))
        if self.tension != before:   # (lowering it at 0 is no news)
            self.add_event(TENSION_NOW[self.tension])
        if self.tension >= CIVIL_WAR and not self.over:
            self.end_game("civil_war")

    def end_game(self, reason: str) -> None:
        self.over = reason
        self.step = None
        self.emit("game_over", "fin de partida", reason=reason)

    def slug(self, s: int) -> str:
        return SLUG[s]

    def home_admitted(self, s: int) -> bool:
        return HOME[s] in self.admitted
