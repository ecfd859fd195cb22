"""A PettingZoo AEC environment over any registered game.

Agents are `seat_0` ... `seat_{n-1}`. The agent selected is the first seat of the pending
decision; a sealed (simultaneous) decision is taken seat by seat, each seeing only its
own view, which is what the engine does anyway. Observations are dicts
`{"observation": float32 vector, "action_mask": int8 vector}` built by
`hustings.rl.encoding` (the game's own encoders where it declares them, generic ones
otherwise). Out-of-turn actions of seats that are not deciding are not offered: an
agent only acts when selected.

Rewards come at the end: each winner gets 1/(number of winners), everyone else 0. A game
that runs past its declared `max_decisions` is truncated.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from hustings.engine import load_game

from .encoding import OBSERVATION_BOUND, action_codec, observation_encoder


class HustingsEnv(AECEnv):
    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, slug: str, players: int | None = None, options: dict | None = None,
                 seed: int = 0, render_mode: str | None = None):
        super().__init__()
        self.game = load_game(slug)
        self.players = players or self.game.min_players
        self.game.check_players(self.players)
        self.options = self.game.parse_options(options).model_dump()
        self.metadata = {**self.metadata, "name": f"hustings_{slug}_v0"}
        self.render_mode = render_mode
        self.codec = action_codec(self.game, self.players, self.options)
        self.encoder = observation_encoder(self.game, self.players, self.options)
        self.possible_agents = [f"seat_{i}" for i in range(self.players)]
        self.agent_seat = {agent: i for i, agent in enumerate(self.possible_agents)}
        low = -OBSERVATION_BOUND if self.encoder.kind == "hashed" else -np.inf
        high = OBSERVATION_BOUND if self.encoder.kind == "hashed" else np.inf
        observation = spaces.Dict({
            "observation": spaces.Box(low, high, (self.encoder.size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.size,), dtype=np.int8),
        })
        self.observation_spaces = {a: observation for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self._next_seed = seed
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._next_seed = seed
        self.state = self.game.new_state(self.players, self._next_seed, self.options)
        self._next_seed += 1
        self.decisions = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        decision = self.state.decision()
        if decision is not None:
            self.agent_selection = self.possible_agents[decision.seats[0]]

    def observe(self, agent):
        seat = self.agent_seat[agent]
        mask = (self.codec.mask(self.state, seat) if self.agent_selection == agent
                and not self.state.is_over() else np.zeros(self.codec.size, dtype=np.int8))
        return {"observation": self.encoder.encode(self.state, seat), "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.agent_seat[agent]
        self.state.apply(seat, self.codec.to_id(self.state, seat, int(action)))
        self.decisions += 1
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        result = self.state.result()
        if result is not None:
            for winner in result.winners:
                self.rewards[self.possible_agents[winner]] = 1.0 / len(result.winners)
            self.terminations = {a: True for a in self.agents}
            self.infos = {a: {"scores": list(result.scores), "reason": result.reason}
                          for a in self.agents}
        elif self.decisions >= self.game.max_decisions:
            self.truncations = {a: True for a in self.agents}
        else:
            self._select()
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi":
            return self.game.board_text(self.state.view(None))
        return None

    def close(self) -> None:
        pass


def env(slug: str, players: int | None = None, options: dict | None = None, seed: int = 0,
        render_mode: str | None = None) -> HustingsEnv:
    """The AEC environment of game `slug` for `players` seats (default: the minimum)."""
    return HustingsEnv(slug, players, options, seed, render_mode)
