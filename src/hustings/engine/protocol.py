"""The engine protocol every game implements: Game, State, Decision, Action, Result.

A State holds plain data. The rules answer one question at a time: who decides now
(`decision`), what they may choose (`legal_ids`/`legal_actions`), and what a choice does
(`apply`). `apply` accepts exactly what `legal_ids` lists, because both come from the
same code; anything else raises `IllegalAction` before the state is touched.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError


class IllegalAction(Exception):
    """An action that the current state does not allow; the state is unchanged."""


class BadOptions(ValueError):
    """Options that a game's option schema rejects."""


@dataclass(slots=True)
class Decision:
    """Who must decide now and what about. `simultaneous` marks a sealed choice:
    every seat in `seats` commits, and nobody sees another's commitment until all have.
    Read-only by convention (not frozen: it is built at every step of every playout, and
    a frozen dataclass costs three times as much to build)."""

    seats: tuple[int, ...]
    prompt: str
    simultaneous: bool = False


@dataclass(frozen=True, slots=True)
class Action:
    id: str
    label: str
    targets: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Result:
    """`winners` is empty only where the game's rules let everybody lose, for the reasons
    its `Game.reasons_without_winner` declares."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str

    def to_json(self) -> dict:
        return {"scores": list(self.scores), "winners": list(self.winners), "reason": self.reason}


@dataclass(slots=True)
class LogEvent:
    """A structured log line: a message key, its arguments and the rule applied.
    `seats` limits who may read it (None: everyone). Treat it as read-only: clones share
    their log's events. (Not frozen: a frozen dataclass's __init__ costs three times as
    much, and search bots emit millions of events.)"""

    key: str
    args: dict = field(default_factory=dict)
    rule: str = ""
    seats: tuple[int, ...] | None = None

    def to_json(self) -> dict:
        data = {"key": self.key, "args": self.args, "rule": self.rule}
        if self.seats is not None:
            data["seats"] = list(self.seats)
        return data

    @classmethod
    def from_json(cls, data: dict) -> LogEvent:
        seats = data.get("seats")
        return cls(data["key"], data.get("args", {}), data.get("rule", ""),
                   tuple(seats) if seats is not None else None)

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)


class NoOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Game:
    """One per game package, registered under its slug."""

    slug: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    version: ClassVar[str]
    Options: ClassVar[type[BaseModel]] = NoOptions
    # Declared bounds, checked by the conformance suite for every game.
    max_decisions: ClassVar[int] = 10_000
    # Option sets (scenarios, variants, optional rules) that the conformance suite plays
    # besides the defaults, at the smallest player count the options allow.
    conformance_options: ClassVar[tuple[dict, ...]] = ()
    # The end reasons (`Result.reason`) after which the rules may leave nobody a winner.
    reasons_without_winner: ClassVar[tuple[str, ...]] = ()

    def parse_options(self, options: dict | None) -> BaseModel:
        try:
            return self.Options.model_validate(options or {})
        except ValidationError as err:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'options'}: {e['msg']}"
                for e in err.errors()
            )
            raise BadOptions(f"{self.slug}: bad options: {problems}") from None

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise BadOptions(
                f"{self.slug} is for {self.min_players}-{self.max_players} players, not {players}"
            )

    def new_state(self, players: int, seed: int, options: dict | None = None) -> State:
        raise NotImplementedError

    def state_from_json(self, data: dict) -> State:
        raise NotImplementedError

    def heuristic_bot(self, seed: int = 0):
        """The game's own bot (an object with `choose(state, seat) -> action_id`), or None."""
        return None

    def seat_names(self, players: int) -> tuple[str, ...] | None:
        """The side each seat plays (the two candidates of 1960, Die Macher's party
        colours), for players and reports; None where the seats are alike."""
        return None

    def estimate(self, state: State) -> list[float] | None:
        """Each seat's prospects in [0, 1] in an unfinished game, for search bots to cut
        their playouts short; None where the game offers no estimate (of this state, or
        at all)."""
        return None

    def messages(self) -> dict[str, str]:
        """English templates for this game's log keys and prompts, `str.format` style
        over the event's args (see hustings.engine.messages)."""
        return {}

    def board_svg(self, view: dict) -> str | None:
        """The board drawn as SVG from a view. Elements a player may click carry
        `data-target="<target id>"` matching the targets of legal actions."""
        return None

    def board_text(self, view: dict) -> str:
        """The board as plain text for the terminal."""
        return canonical(view.get("board", {}))


class State:
    """Base for every game's state. Subclasses implement the underscore methods;
    the public methods here add the checks every game shares."""

    game: ClassVar[Game]
    # The structured log: a list of LogEvent, appended by `emit`.
    log: list[LogEvent]

    # --- to implement -------------------------------------------------------
    def decision(self) -> Decision | None:
        raise NotImplementedError

    def legal_ids(self, seat: int) -> list[str]:
        """Every legal action id for `seat` now, sorted and unique (fast path for bots).
        The list may be one the state keeps until its next action: read it, never modify it.
        `seat` must be a seat of the game: unlike `apply`, this inner loop checks nothing."""
        raise NotImplementedError

    def label(self, action_id: str) -> str:
        return action_id

    def targets(self, action_id: str) -> tuple[str, ...]:
        return ()

    def _apply(self, seat: int, action_id: str) -> None:
        raise NotImplementedError

    def board_view(self, seat: int | None) -> dict:
        """The game-specific part of what `seat` may see (None: a spectator)."""
        raise NotImplementedError

    def result(self) -> Result | None:
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError

    def determinize(self, seat: int, rng) -> State:
        """A copy whose information hidden from `seat` is re-sampled; `rng` is a
        random.Random. Games without hidden information return a clone."""
        return self.clone()

    def to_json(self) -> dict:
        raise NotImplementedError

    # Hooks for the conformance suite ---------------------------------------
    def secrets(self) -> dict[int, set[str]]:
        """For each seat, the string values that only that seat may see now
        (card ids in its hand, its sealed bid...). Used to check views for leaks."""
        return {}

    def invariant_errors(self) -> list[str]:
        """Violations of the game's own invariants (component counts, track ranges)."""
        return []

    # --- shared behaviour ---------------------------------------------------
    @property
    def players(self) -> int:
        raise NotImplementedError

    def emit(self, key: str, rule: str = "", seats: tuple[int, ...] | None = None, **args) -> None:
        self.log.append(LogEvent(key, args, rule, seats))

    def view(self, seat: int | None) -> dict:
        """Everything `seat` may see, JSON-ready: board, pending decision, log, result."""
        decision = self.decision()
        result = self.result()
        return {
            "game": self.game.slug,
            "players": self.players,
            "seat": seat,
            "board": self.board_view(seat),
            "decision": None if decision is None else {
                "seats": list(decision.seats), "prompt": decision.prompt,
                "simultaneous": decision.simultaneous,
            },
            "log": [e.to_json() for e in self.log if e.visible_to(seat)],
            "result": None if result is None else result.to_json(),
        }

    def side_names(self) -> tuple[str, ...] | None:
        """The side each seat plays in this game, for players: the game's fixed sides
        (`Game.seat_names`) unless the set-up deals them (the Convention's planners)."""
        return self.game.seat_names(self.players)

    def is_over(self) -> bool:
        return self.decision() is None

    def legal_actions(self, seat: int) -> list[Action]:
        return [Action(a, self.label(a), self.targets(a)) for a in self.legal_ids(seat)]

    def apply(self, seat: int, action_id: str) -> None:
        # The usual case first, as cheaply as a search's inner loop needs: an int seat of
        # the game (`__class__ is int` turns a bool away), a string id, a legal one.
        # Anything else takes the checks below, which say what is wrong.
        if (seat.__class__ is int and action_id.__class__ is str and 0 <= seat < self.players
                and action_id in self.legal_ids(seat)):
            self._apply(seat, action_id)
            return
        # a bool is an int to Python, but True is no seat number
        if not isinstance(action_id, str) or not isinstance(seat, int) or isinstance(seat, bool):
            raise IllegalAction(f"malformed action {action_id!r} for seat {seat!r}")
        if not 0 <= seat < self.players:
            raise IllegalAction(f"there is no seat {seat}")
        legal = self.legal_ids(seat)
        if action_id not in legal:
            raise IllegalAction(self._why_illegal(seat, action_id, legal))
        self._apply(seat, action_id)

    def _why_illegal(self, seat: int, action_id: str, legal: list[str]) -> str:
        decision = self.decision()
        if decision is None:
            return f"the game is over; {action_id!r} cannot be played"
        if not legal:
            return f"seat {seat} has nothing to decide now (waiting for seats {list(decision.seats)})"
        shown = ", ".join(legal[:8]) + (" ..." if len(legal) > 8 else "")
        return f"{action_id!r} is not legal for seat {seat} now ({decision.prompt}); legal: {shown}"

    def digest(self) -> str:
        text = json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:32]


def strings_in(data: Any) -> set[str]:
    """Every string in a JSON-like value, keys included: what a view shows, to be checked
    against the values a seat must not see (`State.secrets`)."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple | set | frozenset):
            stack.extend(item)
    return found


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))
