"""The state of a game of 1960: plain lists and ints, a stack of pending tasks, and the
turn procedure as a list of steps per phase (a Rally-the-Troops style frame kept in the
state, so a game can be saved in the middle of any event)."""

from __future__ import annotations

from hustings.engine import Decision, Result, Rng, State
from hustings.engine.protocol import LogEvent

from .content import (
    ABBRS,
    BORDER,
    CANDIDATES,
    CARD_IDS,
    CARDS,
    ENDORSEMENTS,
    EV,
    GATHERING,
    ISSUES,
    KENNEDY,
    NIXON,
    REGION_OF,
    REGIONS,
    START_TRACK,
    STATE_ENTRIES,
    STATE_INDEX,
    VP_CARD,
)
from .debates import side_bonuses, side_totals
from .names import READABLE_ARGS, READABLE_TABLES, UNIQUE_NAMES, card_details, strategy_details
from .procedure import LISTERS, PROCEDURES, TASKS

SCALARS = ("turn", "phase", "step", "initiative", "first", "no_reseed", "unpledged",
           "vp_option", "restricted", "final")
LISTS = ("deck", "discard", "removed", "support", "media", "issues", "track", "endorse",
         "momentum", "rest", "bag", "token", "cand_ready", "in_play", "debate_events",
         "election_events", "prevention", "turn_mods", "endorse_deck", "endorse_discard")
PAIRS = ("hands", "strategy", "vp_aside")
# The decision of a task one seat resolves, built once per kind and seat (a Decision is
# immutable, so every state may share it).
SOLO_DECISIONS = {kind: (Decision((0,), kind), Decision((1,), kind)) for kind in TASKS}
# The same for a sealed choice, per kind and seats still to commit.
SEALED_DECISIONS = {kind: {seats: Decision(seats, kind, simultaneous=True)
                           for seats in ((0,), (1,), (0, 1))} for kind in TASKS}
# The starting board, read once from the content.
START_SUPPORT = tuple(s.start for s in STATE_ENTRIES)
START_TRACK_INDEXES = tuple(ISSUES.index(i) for i in START_TRACK)
ENDORSEMENT_IDS = tuple(e.id for e in ENDORSEMENTS)
# The columns of the task table, for the inner loop.
APPLIERS = {kind: entry[1] for kind, entry in TASKS.items()}
RESOLVERS = {kind: entry[2] for kind, entry in TASKS.items()}


class PresidentState(State):
    """Seat 0 is Kennedy, seat 1 is Nixon."""

    def __init__(self, seed: int, vp_option: bool = False, restricted: bool = False):
        self.rng = Rng.from_seed(seed)
        self.log: list[LogEvent] = []
        self.vp_option = vp_option
        self.restricted = restricted
        self.turn = 1
        self.phase = "turn"
        self.step = 0
        self.initiative = KENNEDY
        self.first = KENNEDY
        self.no_reseed = False
        self.unpledged = False
        self.final = None
        self.tasks: list[dict] = []
        self.debate: dict | None = None
        # The last legal list computed, for seat `_legal_seat` (-1: none): `apply` lists
        # the legal ids again right after a bot did. Dropped whenever the state moves
        # on; never copied.
        self._legal_seat = -1
        self._legal_ids: list[str] = []
        # Set-up ("Preparar").
        self.support = list(START_SUPPORT)
        self.media = [0, 0, 0, 0]
        self.issues = [0, 0, 0]
        self.track = list(START_TRACK_INDEXES)
        self.endorse = [0, 0, 0, 0]
        self.token = [STATE_INDEX["MA"], STATE_INDEX["CA"]]
        self.cand_ready = [True, True]
        self.momentum = [2, 2]
        self.rest = [0, 0]
        self.bag = [12, 12]
        self.hands = [[], []]
        self.strategy = [[], []]
        self.vp_aside = [[], []]
        self.in_play: list[str] = []
        self.discard: list[str] = []
        self.removed: list[str] = []
        self.debate_events: list[list] = []
        self.election_events: list[list] = []
        self.prevention: list[str] = []
        self.turn_mods: list[list] = []
        deck = list(CARD_IDS)
        if vp_option:
            for seat in (KENNEDY, NIXON):
                deck.remove(VP_CARD[seat])
                self.vp_aside[seat] = [VP_CARD[seat]]
        self.rng.shuffle(deck)
        self.deck = deck
        endorsements = list(ENDORSEMENT_IDS)
        self.rng.shuffle(endorsements)
        self.endorse_deck = endorsements
        self.endorse_discard: list[str] = []

    # --- protocol -----------------------------------------------------------
    players = 2  # a plain attribute, not a property: the base `apply` reads it at every move

    def decision(self) -> Decision | None:
        tasks = self.tasks
        if not tasks:
            return None
        task = tasks[-1]
        if "seats" in task:
            seats = tuple(task["seats"])
            return (SEALED_DECISIONS[task["k"]].get(seats)
                    or Decision(seats, task["k"], simultaneous=True))
        return SOLO_DECISIONS[task["k"]][task["s"]]

    def legal_ids(self, seat: int) -> list[str]:
        """The sorted legal ids; the list is kept until the state changes, so callers
        must not modify it."""
        if self._legal_seat == seat:
            return self._legal_ids
        tasks = self.tasks
        if not tasks:
            ids = []
        else:
            task = tasks[-1]
            waiting = seat in task["seats"] if "seats" in task else task["s"] == seat
            if not waiting:
                ids = []
            else:
                # The sorted unique list the protocol asks for (procedure.LISTERS).
                ids = LISTERS[task["k"]](self, task, seat)
        self._legal_seat = seat
        self._legal_ids = ids
        return ids

    def forget_legal(self) -> None:
        """Drop the kept legal list (after changing the state by hand, as tests do)."""
        self._legal_seat = -1

    def _apply(self, seat: int, action_id: str) -> None:
        self._legal_seat = -1
        tasks = self.tasks
        task = tasks[-1]
        APPLIERS[task["k"]](self, task, seat, action_id)
        # Most actions leave a task that waits for a choice on top: then `settle` would
        # return at once, so it is not called.
        if not tasks or RESOLVERS[tasks[-1]["k"]] is not None:
            self.settle()

    def label(self, action_id: str) -> str:
        from .labels import label
        return label(self, action_id)

    def targets(self, action_id: str) -> tuple[str, ...]:
        parts = action_id.split(":")
        found = tuple(p for p in parts if p in STATE_INDEX or p in REGIONS or p in ISSUES)
        return found

    def result(self) -> Result | None:
        if self.final is None:
            return None
        return Result(tuple(self.final["ev"]), tuple(self.final["winners"]), self.final["reason"])

    # --- the procedure ------------------------------------------------------
    def settle(self) -> None:
        """Run automatic work until a decision is pending or the game is over."""
        self._legal_seat = -1
        tasks = self.tasks  # the stack itself: tasks and steps push onto it
        while True:
            while tasks:
                task = tasks[-1]
                resolve = RESOLVERS[task["k"]]
                if resolve is None or resolve(self, task):
                    return
            if self.phase == "over":
                return
            step = PROCEDURES[self.phase][self.step]
            self.step += 1
            step(self)

    def emit(self, key: str, rule: str = "", seats=None, **args) -> None:
        """Log arguments are stored readable (the log is what players read): seats as
        candidate names, cards by name, states by name, issues by name, lists as phrases."""
        for name, value in args.items():
            table = READABLE_TABLES.get(name)
            if table is not None:
                try:
                    args[name] = table[value]
                except (KeyError, TypeError):  # not precomputed, or a list
                    args[name] = READABLE_ARGS[name](value)
        self.log.append(LogEvent(key, args, f"1960 {rule}", seats))

    def note(self, key: str, rule_text: str, args: dict) -> None:
        """The fast path of `emit` for frequent events: the caller passes the arguments
        already readable (through the tables of names.py that `emit` itself uses) and
        the rule text already prefixed ("1960 B1"), so the event is the one `emit` would
        log, public, without converting anything here. The most frequent events of all
        are built once and shared (shared_events.py): `self.log.append(event)`."""
        self.log.append(LogEvent(key, args, rule_text, None))

    def goto(self, phase: str) -> None:
        self.phase = phase
        self.step = 0

    def has_turn_mod(self, seat: int, mod: str) -> bool:
        return bool(self.turn_mods) and [seat, mod] in self.turn_mods

    # --- cards --------------------------------------------------------------
    def draw_card(self) -> str | None:
        """The top card of the campaign deck, reshuffling the discards when it is empty
        (rulebook 1, "Nuevas cartas")."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self.emit("deck_reshuffled", "1")
        return self.deck.pop()

    def draw_cards(self, hand: list[str], count: int) -> None:
        """`count` calls of `draw_card`, each card drawn added to `hand`: when the deck
        holds enough cards, its top `count` cards are moved at once in the order they
        would be drawn."""
        deck = self.deck
        if 0 < count <= len(deck):
            hand.extend(deck[:-count - 1:-1])
            del deck[-count:]
            return
        for _ in range(count):
            card = self.draw_card()
            if card is not None:
                hand.append(card)

    def draw_endorsement(self) -> str | None:
        if not self.endorse_deck:
            if not self.endorse_discard:
                return None
            self.endorse_deck = self.endorse_discard
            self.endorse_discard = []
            self.rng.shuffle(self.endorse_deck)
        return self.endorse_deck.pop()

    def electoral_votes(self) -> list[int]:
        """Electoral votes each side leads now (a projection before election day)."""
        totals = [0, 0]
        for index, value in enumerate(self.support):
            if value > 0:
                totals[0] += EV[index]
            elif value < 0:
                totals[1] += EV[index]
        return totals

    def projected_electoral_votes(self) -> list[int]:
        """The count if the election were held now: states nobody holds go by the
        endorsement in their region, else by their border colour (election 5)."""
        totals = [0, 0]
        for index, value in enumerate(self.support):
            if value:
                totals[0 if value > 0 else 1] += EV[index]
                continue
            marker = self.endorse[REGION_OF[index]]
            totals[0 if marker > 0 else 1 if marker < 0 else BORDER[index]] += EV[index]
        return totals

    # --- copies and serialisation --------------------------------------------
    def clone(self) -> PresidentState:
        other = object.__new__(PresidentState)
        d = self.__dict__
        o = other.__dict__
        for key in SCALARS:
            o[key] = d[key]
        for key in LISTS:
            o[key] = d[key][:]
        for key in PAIRS:
            pair = d[key]
            o[key] = [pair[0][:], pair[1][:]]
        o["rng"] = self.rng.copy()
        o["log"] = self.log[:]
        o["tasks"] = [t.copy() for t in self.tasks]
        o["debate"] = None if self.debate is None else _copy_debate(self.debate)
        o["_legal_seat"] = -1
        o["_legal_ids"] = []
        return other

    def to_json(self) -> dict:
        data = {key: getattr(self, key) for key in SCALARS + LISTS + PAIRS}
        data["rng"] = self.rng.state
        data["tasks"] = self.tasks
        data["debate"] = self.debate
        data["log"] = [e.to_json() for e in self.log]
        return data

    @classmethod
    def from_json(cls, data: dict) -> PresidentState:
        state = object.__new__(cls)
        for key in SCALARS:
            setattr(state, key, data[key])
        for key in LISTS:
            setattr(state, key, [list(v) if isinstance(v, list) else v for v in data[key]])
        for key in PAIRS:
            setattr(state, key, [list(data[key][0]), list(data[key][1])])
        state.rng = Rng(data["rng"])
        state.tasks = [dict(t) for t in data["tasks"]]
        state.debate = None if data["debate"] is None else _copy_debate(data["debate"])
        state.log = [LogEvent.from_json(e) for e in data["log"]]
        state._legal_seat = -1
        state._legal_ids = []
        return state

    # --- hidden information ---------------------------------------------------
    def secrets(self) -> dict[int, set[str]]:
        """A seat's hidden cards by id, and by name and text where they identify the card
        (its own view shows them readably: `card_details`)."""
        hidden = {}
        for seat in (KENNEDY, NIXON):
            cards = self.hands[seat] + self.strategy[seat]
            if self.debate is not None and self.debate["picks"][seat] is not None:
                cards = [*cards, self.debate["picks"][seat]]
            values = set(cards)
            for card in cards:
                entry = CARDS[card]
                values.add(entry.text)
                if entry.name in UNIQUE_NAMES:
                    values.add(entry.name)
            hidden[seat] = values
        return hidden

    def determinize(self, seat: int, rng) -> PresidentState:
        """Re-deal what `seat` cannot see: the opponent's hand, stored strategy cards and
        sealed debate pick, and the order of both decks; the bag draws are re-seeded."""
        other = self.clone()
        opponent = 1 - seat
        pick = None if other.debate is None else other.debate["picks"][opponent]
        pool = other.deck + other.hands[opponent] + other.strategy[opponent]
        if pick is not None:
            pool.append(pick)
        rng.shuffle(pool)
        storable = [c for c in pool if c not in GATHERING]
        need = len(other.strategy[opponent]) + (pick is not None)
        chosen = storable[:need]
        taken = set(chosen)
        rest = [c for c in pool if c not in taken]
        if pick is not None:
            other.debate["picks"][opponent] = chosen.pop()
        other.strategy[opponent] = chosen
        hand_size = len(other.hands[opponent])
        other.hands[opponent] = rest[:hand_size]
        other.deck = rest[hand_size:]
        rng.shuffle(other.endorse_deck)
        other.rng = Rng.from_seed(rng.getrandbits(63))
        return other

    def invariant_errors(self) -> list[str]:
        errors = []
        places = (self.deck + self.discard + self.removed + self.in_play + self.prevention
                  + [c for c, _ in self.debate_events] + [c for c, _ in self.election_events]
                  + self.hands[0] + self.hands[1] + self.strategy[0] + self.strategy[1]
                  + self.vp_aside[0] + self.vp_aside[1])
        if self.debate is not None:
            for sides in self.debate["sides"]:
                places += sides[0] + sides[1]
            places += [p for p in self.debate["picks"] + self.debate["revealed"] if p is not None]
        if sorted(places) != sorted(CARD_IDS):
            errors.append("campaign cards are not conserved")
        if sorted(self.endorse_deck + self.endorse_discard) != sorted(e.id for e in ENDORSEMENTS):
            errors.append("endorsement cards are not conserved")
        if min(self.bag) < 0 or min(self.momentum) < 0 or min(self.rest) < 0:
            errors.append("negative bag, momentum or rest cubes")
        if sorted(t for t in self.track if t is not None) != sorted(
                set(t for t in self.track if t is not None)):
            errors.append("issue track holds an issue twice")
        return errors

    # --- views ------------------------------------------------------------------
    def board_view(self, seat: int | None) -> dict:
        view = {
            "turn": self.turn,
            "phase": self.phase,
            "stage": self.stage(),
            "support": {ABBRS[i]: v for i, v in enumerate(self.support) if v},
            "media": dict(zip(REGIONS, self.media, strict=True)),
            "issues": {ISSUES[i]: self.issues[i] for i in range(3)},
            "track": [None if t is None else ISSUES[t] for t in self.track],
            "endorsements": dict(zip(REGIONS, self.endorse, strict=True)),
            "momentum": list(self.momentum),
            "rest": list(self.rest),
            "bag": list(self.bag),
            "tokens": {CANDIDATES[s]: ABBRS[self.token[s]] for s in (0, 1)},
            "candidate_cards": ["ready" if r else "exhausted" for r in self.cand_ready],
            "vp_cards": [bool(v) for v in self.vp_aside] if self.vp_option else None,
            "initiative": CANDIDATES[self.initiative],
            "first_player": CANDIDATES[self.first],
            "hand_sizes": [len(h) for h in self.hands],
            "strategy_sizes": [len(s) for s in self.strategy],
            "deck_size": len(self.deck),
            "discard": list(self.discard),
            "removed": list(self.removed),
            "in_play": list(self.in_play),
            "debate_events": [c for c, _ in self.debate_events],
            "election_events": [c for c, _ in self.election_events],
            "prevention": list(self.prevention),
            "turn_effects": [[CANDIDATES[s], m] for s, m in self.turn_mods],
            "electoral_votes": self.electoral_votes(),
            "projected_electoral_votes": self.projected_electoral_votes(),
            "task": self.public_task(),
            "hand": [card_details(c) for c in self.hands[seat]] if seat is not None else None,
            "strategy": ([strategy_details(c) for c in self.strategy[seat]]
                         if seat is not None else None),
        }
        if self.debate is not None:
            picks = self.debate["picks"]
            view["debate"] = {
                "sides": {ISSUES[i]: [list(s[0]), list(s[1])]
                          for i, s in enumerate(self.debate["sides"])},
                "won": [None if w is None else CANDIDATES[w] for w in self.debate["won"]],
                # CP on each side with the debate events' bonuses, which decide the issue.
                "totals": {ISSUES[i]: side_totals(self, i) for i in range(len(ISSUES))},
                "bonuses": {ISSUES[i]: [[[card, cp] for card, cp in side] for side in
                                        side_bonuses(self, i)] for i in range(len(ISSUES))},
                "committed": [p is not None for p in picks],
                "my_pick": (strategy_details(picks[seat])
                            if seat is not None and picks[seat] is not None else None),
            }
        return view

    def stage(self) -> str:
        """Where the turn stands (the phase track): the procedure step under way."""
        if self.phase == "over" or self.step == 0:
            return self.phase
        name = PROCEDURES[self.phase][self.step - 1].__name__
        if name == "debate_initiative":
            return "debate round"  # the round step re-queues itself (debates.debate_round)
        if name.startswith("activity_slot_"):
            return f"activity phase {int(name.rsplit('_', 1)[1]) // 2 + 1}"
        return name.replace("_", " ")

    def public_task(self) -> dict | None:
        """The pending task without anything hidden (no stored card, no sealed pick)."""
        if not self.tasks:
            return None
        task = self.tasks[-1]
        shown = {"kind": task["k"]}
        for key in ("cp", "n", "s", "seats"):
            if key in task:
                shown[key] = task[key]
        return shown


def _copy_debate(debate: dict) -> dict:
    return {
        "orig": list(debate["orig"]),
        "sides": [[list(s[0]), list(s[1])] for s in debate["sides"]],
        "won": list(debate["won"]),
        "awarded": debate["awarded"],
        "picks": list(debate["picks"]),
        "revealed": list(debate["revealed"]),
    }

