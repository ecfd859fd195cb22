"""Stepping through a finished game (or an uploaded record) with every seat's hidden
information shown. States along the way are rebuilt by replay; a few snapshots per
game are kept so that stepping back and forth stays cheap."""

from __future__ import annotations

import threading
from collections import OrderedDict

from hustings.engine import Game, State, load_game

from .payloads import perspective
from .rooms import ApiError, Forbidden, Room

SNAPSHOT_EVERY = 25
GAMES_KEPT = 8


class ReplayCache:
    def __init__(self):
        self._snapshots: OrderedDict[tuple[str, int], list[State]] = OrderedDict()
        self._lock = threading.Lock()  # replays are built in worker threads

    def state_at(self, room: Room, step: int) -> State:
        """The state after the first `step` actions."""
        with self._lock:
            return self._state_at(room, step)

    def _state_at(self, room: Room, step: int) -> State:
        key = (room.id, room.revision)
        snapshots = self._snapshots.get(key)
        if snapshots is None:
            stored = room.stored
            game = load_game(stored.game)
            snapshots = [game.new_state(stored.players, stored.seed, stored.options)]
            self._snapshots[key] = snapshots
            while len(self._snapshots) > GAMES_KEPT:
                self._snapshots.popitem(last=False)
        self._snapshots.move_to_end(key)
        base = min(step // SNAPSHOT_EVERY, len(snapshots) - 1)
        state = snapshots[base].clone()
        for index in range(base * SNAPSHOT_EVERY, step):
            seat, action_id = room.actions[index]
            state.apply(seat, action_id)
            if (index + 1) % SNAPSHOT_EVERY == 0 and (index + 1) // SNAPSHOT_EVERY == len(snapshots):
                snapshots.append(state.clone())
        return state


def replay_payload(cache: ReplayCache, room: Room, step) -> dict:
    if room.stored.source == "play" and not room.state.is_over():
        raise Forbidden("a game can be replayed once it is finished")
    total = len(room.actions)
    if not isinstance(step, int) or not 0 <= step <= total:
        raise ApiError(f"step must be a number from 0 to {total}")
    game: Game = room.game
    state = cache.state_at(room, step)
    last = None
    if step > 0:
        before = cache.state_at(room, step - 1)
        seat, action_id = room.actions[step - 1]
        last = {"seat": seat, "id": action_id, "label": before.label(action_id)}
    seats = [perspective(game, state, seat, acting=False, log_lines=None)
             for seat in range(room.stored.players)]
    for seat in seats:  # show what each seat could have chosen at this point
        seat["actions"] = [{"id": a.id, "label": a.label, "targets": list(a.targets)}
                           for a in state.legal_actions(seat["seat"])] if not state.is_over() else []
    return {
        "type": "replay",
        "id": room.id,
        "game": game.slug,
        "title": game.title,
        "step": step,
        "total": total,
        "last": last,
        "seats": room.seats_info(),
        "result": None if state.result() is None else state.result().to_json(),
        "spectator": perspective(game, state, None, acting=False, log_lines=None),
        "perspectives": seats,
    }
