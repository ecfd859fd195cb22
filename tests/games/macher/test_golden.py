"""A golden playthrough: a recorded four-player game between heuristic bots must replay to
the same final state and log. When a rule change is intended, regenerate it deliberately
(never silently) with `python -m tests.games.macher.test_golden` and review the diff."""

import json
from pathlib import Path

from hustings.engine import Match, parse_record, replay_steps

GOLDEN = Path(__file__).with_name("golden_4p.json")
PLAYERS, SEED = 4, 2024


def regenerate() -> None:
    from hustings.games.macher import GAME
    match = Match("macher", PLAYERS, SEED)
    bots = [GAME.heuristic_bot(seat) for seat in range(PLAYERS)]
    while (decision := match.state.decision()) is not None:
        seat = decision.seats[0]
        match.apply(seat, bots[seat].choose(match.state, seat))
    data = {"record": json.loads(match.record().model_dump_json()),
            "digest": match.state.digest(), "scores": list(match.state.result().scores),
            "log_keys": [e.key for e in match.state.log]}
    GOLDEN.write_text(json.dumps(data, separators=(",", ":")))


def test_golden_playthrough_replays_identically():
    data = json.loads(GOLDEN.read_text())
    record = parse_record(data["record"])
    steps = list(replay_steps(record))
    assert steps[-1][0] == len(record.actions) - 1
    state = steps[-1][1].state
    assert state.digest() == data["digest"]
    assert list(state.result().scores) == data["scores"]
    assert [e.key for e in state.log] == data["log_keys"]


if __name__ == "__main__":
    regenerate()
