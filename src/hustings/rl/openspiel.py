"""Every hustings game as an OpenSpiel Python game (the `openspiel` extra).

Importing this module registers `hustings_<slug>` (a `-` in a slug becomes `_`) with
`pyspiel` for every registered game; `register_all()` picks up games registered later.
Parameters: `players`, `seeds`, `first_seed` and every option of the game whose
default is a bool, int, float or string (others keep their defaults).

Chance: explicit, as one chance node at the start. A hustings state draws every die,
shuffle and bag pull from the seeded generator it carries, so once the seed is chosen
the rest of the game is a deterministic function of the players' actions. The adapter
therefore makes the seed the only chance event: the first node is a chance node with
`seeds` equally likely outcomes, outcome k starting the game with seed
`first_seed + k`. This is exact (the distribution OpenSpiel sees is the one the
game is played with), keeps `chance_outcomes` honest, lets serialization replay a game
bit for bit, and needs nothing from the games. Explicit per-draw chance nodes would
need every game to expose its draws' distributions, which the protocol does not; a
sampled-stochastic model would hide a seed OpenSpiel cannot reproduce. What OpenSpiel
cannot see is the structure of later draws: an algorithm that enumerates chance
outcomes sees one wide chance node, not many small ones.

Decisions: sequential. A sealed (simultaneous) decision is taken seat by seat, as the
engine does, and a seat's information state never shows another's sealed choice.
Out-of-turn actions of seats that are not deciding are not offered (OpenSpiel only
lets the current player act). Observation: the seat's view without the log (board and
pending decision). Information state: the observation, plus a running digest of every
log event the seat has read and its own past action ids, which makes it perfect-recall
without re-encoding the whole log at every step. `resample_from_infostate` is the game's
`determinize`. Returns: each winner 1/(number of winners), others 0, at the end.

Actions are integers from `hustings.rl.encoding` (the game's vocabulary, or slots of
the sorted legal ids). Errors name the hustings game, the seat and the action.
"""

from __future__ import annotations

import hashlib
import json
import random

import numpy as np
import pyspiel

from hustings.engine import Game, all_games, load_game
from hustings.engine.protocol import canonical

from .encoding import action_codec, observation_encoder

DEFAULT_SEEDS = 1024
_REGISTERED: dict[str, str] = {}  # OpenSpiel short name -> hustings slug


def short_name(slug: str) -> str:
    return "hustings_" + slug.replace("-", "_")


def _primitive_options(game: Game) -> dict:
    """The options that can be OpenSpiel parameters: those with a primitive default."""
    found = {}
    for name, spec in game.Options.model_fields.items():
        default = spec.default
        if isinstance(default, bool | int | float | str):
            found[name] = default
    return found


class _Adapter:
    """What a game instance shares with its states: kept out of the states' __dict__,
    which OpenSpiel deep-copies on every clone and pickles on serialization."""

    def __init__(self, game: Game, players: int, options: dict, seeds: int, first_seed: int):
        self.game = game
        self.players = players
        self.options = options
        self.seeds = seeds
        self.first_seed = first_seed
        self.codec = action_codec(game, players, options)
        self.encoder = observation_encoder(game, players, options)
        self.key = canonical([game.slug, players, options, seeds, first_seed])
        _ADAPTERS[self.key] = self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (_adapter_by_key, (self.key,))


_ADAPTERS: dict[str, _Adapter] = {}


def _adapter_by_key(key: str) -> _Adapter:
    slug, players, options, seeds, first_seed = json.loads(key)
    return _ADAPTERS.get(key) or _Adapter(load_game(slug), players, options, seeds, first_seed)


class _Box:
    """Holds a hustings state: copied with its own `clone()` and pickled as its JSON."""

    __slots__ = ("state",)

    def __init__(self, state):
        self.state = state

    def __deepcopy__(self, memo):
        return _Box(None if self.state is None else self.state.clone())

    def __reduce__(self):
        if self.state is None:
            return (_Box, (None,))
        return (_box_from_json, (self.state.game.slug, json.dumps(self.state.to_json())))


def _box_from_json(slug: str, text: str) -> _Box:
    return _Box(load_game(slug).state_from_json(json.loads(text)))


class HustingsSpielGame(pyspiel.Game):
    """A hustings game as seen by OpenSpiel (one class per registered game)."""

    slug: str

    def __init__(self, params=None):
        game = load_game(self.slug)
        spec_type = _game_type(game)
        params = params or {}
        values = {**spec_type.parameter_specification, **params}
        players = int(values["players"])
        game.check_players(players)
        options = game.parse_options(
            {k: values[k] for k in _primitive_options(game)}).model_dump(mode="json")
        seeds = int(values["seeds"])
        if seeds < 1:
            raise ValueError(f"{game.slug}: seeds must be at least 1")
        self.adapter = _Adapter(game, players, options, seeds, int(values["first_seed"]))
        info = pyspiel.GameInfo(
            num_distinct_actions=self.adapter.codec.size,
            max_chance_outcomes=seeds,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=game.max_decisions,
        )
        super().__init__(spec_type, info, params)

    def new_initial_state(self):
        return HustingsSpielState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        return HustingsObserver(self.adapter, perfect_recall)


class HustingsSpielState(pyspiel.State):
    def __init__(self, game: HustingsSpielGame):
        super().__init__(game)
        self._adapter = game.adapter
        self._box = _Box(None)
        self._own: list[list[str]] = [[] for _ in range(game.adapter.players)]
        # Per seat, a running digest of the log events that seat may read, and how many
        # events of the log it covers: a perfect-recall history at O(1) cost per step.
        self._heard = [""] * game.adapter.players
        self._heard_upto = 0

    # --- who moves ----------------------------------------------------------------
    @property
    def inner(self):
        """The hustings state (None before the seed is drawn)."""
        return self._box.state

    def current_player(self):
        state = self._box.state
        if state is None:
            return pyspiel.PlayerId.CHANCE
        decision = state.decision()
        if decision is None:
            return pyspiel.PlayerId.TERMINAL
        return decision.seats[0]

    def is_terminal(self):
        state = self._box.state
        return state is not None and state.decision() is None

    def _legal_actions(self, player):
        state = self._box.state
        if state is None or player != self.current_player():
            return []
        return self._adapter.codec.legal_indices(state, player)

    def chance_outcomes(self):
        probability = 1.0 / self._adapter.seeds
        return [(k, probability) for k in range(self._adapter.seeds)]

    # --- moves ----------------------------------------------------------------------
    def _apply_action(self, action):
        adapter = self._adapter
        state = self._box.state
        if state is None:
            if not 0 <= action < adapter.seeds:
                raise ValueError(f"hustings {adapter.game.slug}: chance outcome {action} "
                                 f"is outside 0..{adapter.seeds - 1}")
            self._box = _Box(adapter.game.new_state(adapter.players, adapter.first_seed + action,
                                                    adapter.options))
            self._listen()
            return
        seat = self.current_player()
        try:
            action_id = adapter.codec.to_id(state, seat, action)
            state.apply(seat, action_id)
        except Exception as err:
            raise ValueError(f"hustings {adapter.game.slug}: seat {seat}: action {action}: "
                             f"{err}") from err
        self._own[seat].append(action_id)
        self._listen()

    def _listen(self) -> None:
        """Fold the log events added since the last call into each seat's digest."""
        log = self._box.state.log
        for event in log[self._heard_upto:]:
            text = canonical(event.to_json())
            for seat in range(len(self._heard)):
                if event.visible_to(seat):
                    self._heard[seat] = hashlib.blake2b(
                        (self._heard[seat] + text).encode(), digest_size=16).hexdigest()
        self._heard_upto = len(log)

    def _action_to_string(self, player, action):
        state = self._box.state
        if player == pyspiel.PlayerId.CHANCE or state is None:
            return f"seed {self._adapter.first_seed + action}"
        try:
            return self._adapter.codec.to_id(state, player, action)
        except ValueError:
            return f"action {action}"

    def returns(self):
        players = self._adapter.players
        state = self._box.state
        result = None if state is None else state.result()
        values = [0.0] * players
        if result is not None:
            for winner in result.winners:
                values[winner] = 1.0 / len(result.winners)
        return values

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state `player_id` cannot tell from this one: the game's `determinize`."""
        other = self.clone()
        state = self._box.state
        if state is not None:
            seed = int(probability_sampler() * 2**31)
            other._box = _Box(state.determinize(player_id, random.Random(seed)))
        return other

    def __str__(self):
        """The whole state as JSON, except that the log (a consequence of the actions,
        and most of the text) is summed up by its length and a digest."""
        state = self._box.state
        if state is None:
            return f"hustings {self._adapter.game.slug}: seed not drawn"
        data = state.to_json()
        log = data.pop("log", None)
        if log is not None:
            data["log"] = [len(log), hashlib.blake2b(canonical(log[-8:]).encode(),
                                                     digest_size=16).hexdigest()]
        return canonical(data)


class HustingsObserver:
    """Strings and tensors from a seat's view (see the module docstring)."""

    def __init__(self, adapter: _Adapter, perfect_recall: bool):
        self.adapter = adapter
        self.perfect_recall = perfect_recall
        size = 0 if perfect_recall else adapter.encoder.size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        if self.perfect_recall:
            return
        inner = state.inner
        if inner is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = self.adapter.encoder.encode(inner, player)

    def string_from(self, state, player):
        inner = state.inner
        if inner is None:
            return f"seat {player}: seed not drawn"
        decision = inner.decision()
        seen = {
            "seat": player,
            "board": inner.board_view(player),
            "decision": None if decision is None else [list(decision.seats), decision.prompt],
        }
        if self.perfect_recall:
            # The log events this seat has read, as a running digest, and its own actions.
            seen["heard"] = state._heard[player]
            seen["own"] = state._own[player]
        return canonical(seen)


def _game_type(game: Game) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name(game.slug),
        long_name=f"hustings: {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": game.min_players, "seeds": DEFAULT_SEEDS, "first_seed": 0,
            **_primitive_options(game),
        },
    )


def register(game: Game) -> str:
    """Register one hustings game with pyspiel; returns its OpenSpiel name."""
    name = short_name(game.slug)
    if name not in _REGISTERED:
        cls = type(f"Hustings_{game.slug}", (HustingsSpielGame,), {"slug": game.slug})
        pyspiel.register_game(_game_type(game), cls)
        _REGISTERED[name] = game.slug
    return name


def register_all() -> list[str]:
    return [register(game) for game in all_games().values()]


def load(slug: str, players: int | None = None, **params) -> pyspiel.Game:
    """The OpenSpiel game of hustings game `slug`."""
    game = load_game(slug)
    name = register(game)
    return pyspiel.load_game(name, {"players": players or game.min_players, **params})


def wrap(state, game: pyspiel.Game | None = None) -> HustingsSpielState:
    """An OpenSpiel state around a copy of a hustings state in mid-game, for a search
    rooted there: the history before it is taken as known (the board shows its
    consequences), so information states start from the current log length rather than
    from a digest of the whole log, and own actions start empty."""
    if game is None:
        game = load(state.game.slug, state.players)
    wrapped = game.new_initial_state()
    wrapped._box = _Box(state.clone())
    wrapped._heard_upto = len(state.log)
    wrapped._heard = [f"from {len(state.log)}"] * state.players
    return wrapped


class OpenSpielBot:
    """OpenSpiel's Python MCTS (over one determinization per decision, so that it does
    not see hidden information) or ISMCTS, seated like any hustings bot. OpenSpiel sees
    only the first seat of a decision as the current player, so out-of-turn choices and
    a sealed commitment asked of a later seat are made at random, not searched."""

    def __init__(self, kind: str, slug: str, seed: int = 0, simulations: int = 100,
                 rollout: int | None = None):
        from open_spiel.python.algorithms import ismcts, mcts

        self.slug = slug
        self.kind = kind
        self.name = f"openspiel-{kind}"
        self.random = random.Random(seed)
        self.simulations = simulations
        self.rollout = rollout  # longest random playout (None: to the end of the game)
        self._games: dict[int, pyspiel.Game] = {}
        self._mcts, self._ismcts = mcts, ismcts
        self._numpy = np.random.RandomState(seed)

    def _bot(self, game):
        evaluator = self._mcts.RandomRolloutEvaluator(1, self._numpy, max_length=self.rollout)
        if self.kind == "mcts":
            return self._mcts.MCTSBot(game, 1.4, self.simulations, evaluator,
                                      random_state=self._numpy, solve=False)
        return self._ismcts.ISMCTSBot(game, evaluator, 1.4, self.simulations,
                                      random_state=self._numpy,
                                      allow_inconsistent_action_sets=True)

    def choose(self, state, seat: int) -> str:
        decision = state.decision()
        legal = state.legal_ids(seat)
        if decision is None or seat != decision.seats[0] or len(legal) == 1:
            return legal[0] if len(legal) == 1 else self.random.choice(legal)
        game = self._games.get(state.players)
        if game is None:
            game = self._games[state.players] = load(self.slug, state.players)
        world = state.determinize(seat, self.random) if self.kind == "mcts" else state
        wrapped = wrap(world, game)
        action = self._bot(game).step(wrapped)
        return wrapped._adapter.codec.to_id(state, seat, action)


def make_openspiel_bot(spec: str, slug: str, seed: int = 0) -> OpenSpielBot:
    """`openspiel-mcts` or `openspiel-ismcts`, with optional settings joined by `:`:
    `simulations=N` (default 100) and `rollout=N` (longest random playout)."""
    from hustings.bots.base import UnknownBot

    name, *settings = spec.split(":")
    kind = name.removeprefix("openspiel-")
    if kind not in ("mcts", "ismcts"):
        raise UnknownBot(f"unknown bot {spec!r} (openspiel-mcts or openspiel-ismcts)")
    values = {"simulations": 100, "rollout": None}
    for setting in settings:
        key, _, value = setting.partition("=")
        if key not in values or not value.isdigit() or int(value) < 1:
            raise UnknownBot(f"bad setting {setting!r} in {spec!r} (simulations=N, rollout=N)")
        values[key] = int(value)
    load_game(slug)
    return OpenSpielBot(kind, slug, seed, **values)


register_all()
