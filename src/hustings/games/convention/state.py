"""The state of a Convention game: plain lists of ints, copied by hand in `clone`.

Cards are numbers (their position in the card set); their string ids (`d07`) appear only
in action ids and views. The rules that change this state live in the phase modules
(setup, voting, debate, events, turn, scoring); this module holds the data, the views and
the hidden-information hooks.
"""

from __future__ import annotations

from hustings.engine import Decision, LogEvent, Result, Rng, State

from .cards import DRAW_SLOTS, FACTIONS, MAX_PLAYERS, NAY, STATES, YEA, CardSet, load_card_set

_rules = None  # the turn module, bound by the package's __init__ (it imports this one)

SETUP, ACTION, RECLAIM, REFILL, FLIP, OVER = "setup", "action", "reclaim", "refill", "flip", "over"
HAND_SIZE = 3
START_MARKERS = 3
MAX_MARKERS = 8  # 40 markers in the box, 8 in each of the 5 player colours
ROUNDS = 4
YEA_TO_PASS = 7
NAY_TO_FAIL = 6
PLANNER_TITLES = {"madison": "Madison", "paterson": "Paterson", "sherman": "Sherman",
                  "pinckney": "Pinckney", "hamilton": "Hamilton"}

# the decisions of one seat, made once (a Decision is immutable)
ACTION_DECISIONS = tuple(Decision((seat,), "convention.prompt.action") for seat in range(MAX_PLAYERS))
REFILL_DECISIONS = tuple(Decision((seat,), "convention.prompt.refill") for seat in range(MAX_PLAYERS))
RECLAIM_DECISIONS = tuple(Decision((seat,), "convention.prompt.reclaim") for seat in range(MAX_PLAYERS))
FLIP_DECISIONS = tuple(Decision((seat,), "convention.prompt.flip") for seat in range(MAX_PLAYERS))

_LIST_FIELDS = ("planners", "planner_cards", "deck", "draw", "discard", "room_side",
                "room_owner", "committee", "free", "markers", "tiles_left", "scores",
                "article_deck", "done_art", "done_side", "pending_discards")
_NESTED_FIELDS = ("hands", "known", "room_cards", "debate", "tiles", "active")
_SCALARS = ("conv_art", "conv_side", "comm_art", "comm_side", "round", "turn", "phase",
            "pending", "actor", "passes", "ender")


class ConventionState(State):
    game = None  # set by the package's __init__
    players = 0  # a plain attribute, not a property: the base `apply` reads it at every move

    def __init__(self, cards: CardSet, cards_path: str | None, players: int, rng: Rng):
        self.cards = cards
        self.cards_path = cards_path
        self.n = self.players = players
        self.rng = rng
        self.log: list[LogEvent] = []
        self.planners: list[str] = []
        self.planner_cards: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]
        # cards every player saw go into a hand (salvaged from the open discard pile),
        # until the turn they leave it: no determinization deals them elsewhere
        self.known: list[list[int]] = [[] for _ in range(players)]
        self.deck: list[int] = []          # the top card is the last one
        self.draw: list[int] = [-1] * DRAW_SLOTS
        self.discard: list[int] = []
        self.room_side = [0] * len(STATES)
        self.room_cards: list[list[int]] = [[] for _ in STATES]
        self.room_owner = [-1] * len(STATES)
        self.debate: list[list[int]] = [[0] * players for _ in FACTIONS]
        self.committee = [0] * players
        self.free = [START_MARKERS] * players
        self.markers = [START_MARKERS] * players
        self.tiles: list[list[int]] = [[0] * len(FACTIONS) for _ in range(players)]
        self.tiles_left = list(cards.tiles_per_faction)
        self.scores = [0] * players
        self.article_deck: list[int] = []
        self.done_art: list[int] = []
        self.done_side: list[int] = []
        self.conv_art = self.comm_art = -1
        self.conv_side = self.comm_side = 0
        self.round = 1
        self.turn = 0
        self.phase = SETUP
        self.pending = ""       # an action waiting for a reclaimed influence marker
        self.actor = -1         # who decides in the refill / flip phases
        self.passes = 0         # consecutive passes by players without cards
        self.ender = -1         # the seat whose turn ended the round
        self.active: list[list[int]] = []   # lasting events in play: [card, seat]
        self.pending_discards: list = [None] * players  # sealed set-up choices
        self._legal: list[str] | None = None  # the last legal list, of seat `_legal_seat`
        self._legal_seat = -1
        self._log_shared = False

    # --- protocol ---------------------------------------------------------------
    def decision(self) -> Decision | None:
        phase = self.phase
        if phase == ACTION:
            return ACTION_DECISIONS[self.turn]
        if phase == REFILL:
            return REFILL_DECISIONS[self.actor]
        if phase == RECLAIM:
            return RECLAIM_DECISIONS[self.turn]
        if phase == FLIP:
            return FLIP_DECISIONS[self.actor]
        if phase == SETUP:
            waiting = tuple(s for s in range(self.n) if self.pending_discards[s] is None)
            return Decision(waiting, "convention.prompt.setup_discard", simultaneous=True)
        return None

    def legal_ids(self, seat: int) -> list[str]:
        # `apply` lists the legal ids before applying and bots list them again: the last
        # list is kept until the state changes (a refill's list is kept as the refill
        # asks, turn.keep_refill_ids; `invariant_errors` checks it). Callers must not
        # modify it.
        if self._legal is not None and self._legal_seat == seat:
            return self._legal
        ids = _rules.legal_ids(self, seat)
        self._legal = ids
        self._legal_seat = seat
        return ids

    def emit(self, key: str, rule: str = "", seats: tuple[int, ...] | None = None, **args) -> None:
        if self._log_shared:
            self.log = list(self.log)
            self._log_shared = False
        self.log.append(LogEvent(key, args, rule, seats))

    def record(self, event: LogEvent) -> None:
        """Append a prebuilt log event (shared_events): the same as `emit` with its content."""
        if self._log_shared:
            self.log = list(self.log)
            self._log_shared = False
        self.log.append(event)

    def record_pair(self, first: LogEvent, second: LogEvent) -> None:
        """Append two prebuilt log events: `record(first)`, then `record(second)`."""
        if self._log_shared:
            self.log = list(self.log)
            self._log_shared = False
        log = self.log
        log.append(first)
        log.append(second)

    def forget_legal(self) -> None:
        """Drop the cached legal ids (after changing the state by hand, as tests do)."""
        self._legal = None

    def apply(self, seat: int, action_id: str) -> None:
        """The engine's `State.apply`, with its common case in one call: when `seat` is
        a seat of the game (an int, not a bool or float) whose list is kept and
        `action_id` is a string in that list, the seat and the id have passed every check
        the engine makes, so the rules act at once. Anything else goes through the
        engine's checks and errors."""
        legal = self._legal
        if (legal is not None and self._legal_seat is seat and seat.__class__ is int
                and 0 <= seat < self.n and action_id.__class__ is str and action_id in legal):
            self._legal = None
            _rules.apply_action(self, seat, action_id)
        else:
            State.apply(self, seat, action_id)

    def _apply(self, seat: int, action_id: str) -> None:
        # the rules never list actions while they change the state: the memo dropped here
        # stays empty unless they keep the next decision's list on purpose
        self._legal = None
        _rules.apply_action(self, seat, action_id)

    def label(self, action_id: str) -> str:
        from .board import action_label
        return action_label(self, action_id)

    def targets(self, action_id: str) -> tuple[str, ...]:
        from .board import action_targets
        return action_targets(self, action_id)

    def result(self) -> Result | None:
        if self.phase != OVER:
            return None
        best = max(self.scores)
        winners = tuple(s for s in range(self.n) if self.scores[s] == best)
        return Result(tuple(float(s) for s in self.scores), winners, "four rounds played")

    def board_view(self, seat: int | None) -> dict:
        from .board import board_view
        return board_view(self, seat)

    # --- helpers used by every phase ------------------------------------------------
    def card_id(self, card: int) -> str:
        return self.cards.ids[card]

    def card_name(self, card: int) -> str:
        return self.cards.names[card]

    def card_names(self, cards: list[int]) -> str:
        """The names of some cards for the log: `Roger Sherman, Oliver Ellsworth`."""
        return self.cards.group_names[tuple(cards)]

    def planner_of(self, seat: int) -> str:
        return PLANNER_TITLES[self.planners[seat]]

    def side_names(self) -> tuple[str, ...]:
        """Each seat's planner, dealt at random in the set-up."""
        return tuple(map(self.planner_of, range(self.n)))

    def tally(self) -> tuple[int, int]:
        return self.room_side.count(YEA), self.room_side.count(NAY)

    def convention_faction(self) -> int:
        return self.cards.article_face(self.conv_art, self.conv_side)

    def lasting(self, event_id: str) -> list[int]:
        """The seats that have the lasting event `event_id` in play this round."""
        if not self.active:
            return []
        events = self.cards.event
        return [seat for card, seat in self.active if events[card] == event_id]

    # --- copying and serializing -----------------------------------------------------
    def clone(self) -> ConventionState:
        other = object.__new__(ConventionState)
        d = other.__dict__
        d.update(self.__dict__)
        other.rng = Rng(self.rng.state)
        other._legal = None  # the memo stays with its own state
        # the log only grows: both copies share it until either appends (copy on write)
        self._log_shared = other._log_shared = True
        for name in _LIST_FIELDS:
            d[name] = list(d[name])
        other.hands = [list(h) for h in self.hands]
        other.known = [list(k) for k in self.known]
        other.room_cards = [list(c) for c in self.room_cards]
        other.debate = [list(t) for t in self.debate]
        other.tiles = [list(t) for t in self.tiles]
        other.active = [list(a) for a in self.active]
        return other

    def to_json(self) -> dict:
        data = {name: getattr(self, name) for name in _LIST_FIELDS + _NESTED_FIELDS + _SCALARS}
        data.update(players=self.n, cards=self.cards_path, rng=self.rng.state,
                    log=[e.to_json() for e in self.log])
        return data

    @classmethod
    def from_json(cls, data: dict) -> ConventionState:
        state = cls(load_card_set(data["cards"]), data["cards"], data["players"], Rng(data["rng"]))
        for name in _LIST_FIELDS:
            setattr(state, name, [x if not isinstance(x, list) else list(x) for x in data[name]])
        for name in _NESTED_FIELDS:
            setattr(state, name, [list(x) for x in data[name]])
        for name in _SCALARS:
            setattr(state, name, data[name])
        state.log = [LogEvent.from_json(e) for e in data["log"]]
        return state

    # --- hidden information ---------------------------------------------------------
    def secrets(self) -> dict[int, set[str]]:
        """Each seat's hand; under -1 the cards nobody may see (deck and draw area)."""
        ids = self.cards.ids
        hidden = {seat: {ids[c] for c in self.hands[seat]} for seat in range(self.n)}
        hidden[-1] = {ids[c] for c in self.deck} | {ids[c] for c in self.draw if c >= 0}
        return hidden

    def determinize(self, seat: int, rng) -> ConventionState:
        """Re-deal every card `seat` cannot see among the places it could be. Where a
        card's back is in view (other hands, the draw area, the deck's top card), a card
        with the same back (state and faction) lies there; the rest of the deck, whose
        backs nobody sees, takes the remaining cards in a random order. Other seats'
        sealed set-up discards are chosen afresh and the state's own RNG is reseeded, so
        neither a hidden choice nor a future shuffle is carried over."""
        other = self.clone()
        other._legal = None
        cards = self.cards
        card_state, card_faction = cards.state, cards.faction
        deck = self.deck
        known = self.known
        unseen = [c for s in range(self.n) if s != seat
                  for c in self.hands[s] if c not in known[s]]
        unseen += deck
        unseen += [c for c in self.draw if c >= 0]
        groups: dict[tuple[int, int], list[int]] = {}
        for card in unseen:
            groups.setdefault((card_state[card], card_faction[card]), []).append(card)
        for group in groups.values():
            rng.shuffle(group)

        def same_back(card: int) -> int:
            return groups[card_state[card], card_faction[card]].pop()

        if deck:  # the top card first: an owned planner never lies there (it goes home)
            top_group = groups[card_state[deck[-1]], card_faction[deck[-1]]]
            top = top_group.pop(next(i for i in range(len(top_group) - 1, -1, -1)
                                     if top_group[i] not in self.planner_cards))
        for s in range(self.n):
            if s == seat:
                continue
            other.hands[s] = [c if c in known[s] else same_back(c) for c in self.hands[s]]
            if self.pending_discards[s] is not None:
                dealt = [c for c in other.hands[s] if c != self.planner_cards[s]]
                rng.shuffle(dealt)
                rank = cards.id_texts.rank
                other.pending_discards[s] = sorted(dealt[:len(self.pending_discards[s])],
                                                   key=rank.__getitem__)
        other.draw = [same_back(c) if c >= 0 else -1 for c in self.draw]
        if deck:
            rest = [c for group in groups.values() for c in group]
            rng.shuffle(rest)
            rest.append(top)
            other.deck = rest
        other.rng = Rng(rng.getrandbits(64))
        return other

    def invariant_errors(self) -> list[str]:
        errors = []
        places = [c for h in self.hands for c in h] + self.deck + self.discard
        places += [c for c in self.draw if c >= 0]
        places += [c for cards in self.room_cards for c in cards]
        places += [card for card, _ in self.active]
        if sorted(places) != list(range(len(self.cards))):
            errors.append("every delegate card is in exactly one place")
        for seat in range(self.n):
            used = self.committee[seat] + sum(1 for owner in self.room_owner if owner == seat)
            used += sum(1 for track in self.debate if track[seat] > 0)
            if used + self.free[seat] != self.markers[seat] or self.free[seat] < 0:
                errors.append(f"seat {seat}: influence markers not conserved")
            if not START_MARKERS <= self.markers[seat] <= MAX_MARKERS:
                errors.append(f"seat {seat}: marker count out of range")
        for i in range(len(STATES)):
            if (self.room_side[i] == 0) != (not self.room_cards[i]):
                errors.append(f"{STATES[i]}: a vote needs delegates and delegates a vote")
            if self.room_side[i] == 0 and self.room_owner[i] != -1:
                errors.append(f"{STATES[i]}: marker on an empty table")
        yea, nay = self.tally()
        if self.phase in (ACTION, RECLAIM) and (yea >= YEA_TO_PASS or nay >= NAY_TO_FAIL):
            errors.append("the round should have ended")
        tiles_total = sum(sum(t) for t in self.tiles) + sum(self.tiles_left)
        if tiles_total != sum(self.cards.tiles_per_faction):
            errors.append("debate tiles not conserved")
        articles = len(self.article_deck) + len(self.done_art)
        articles += (self.conv_art >= 0) + (self.comm_art >= 0)
        if articles != 12:
            errors.append("articles not conserved")
        for card in self.planner_cards:
            if card in self.deck and self.deck and self.deck[-1] == card:
                errors.append("an owned planner lies on top of the deck")
        for f, track in enumerate(self.debate):
            if any(p < 0 for p in track):
                errors.append(f"{FACTIONS[f]} debate track below zero")
        if self._legal is not None and self._legal != _rules.legal_ids(self, self._legal_seat):
            errors.append("the kept legal list is not the one the rules list now")
        return errors
