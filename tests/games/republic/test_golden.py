"""A golden playthrough: a recorded game between heuristic bots must replay to the same
final digest and result. When a rule changes on purpose, regenerate it with
`python -m tests.games.republic.test_golden` and review the difference."""

import json
from pathlib import Path

from hustings.engine import Match, parse_record, replay

GOLDEN = Path(__file__).with_name("golden") / "heuristic_4p_seed2.json"


def play_golden() -> dict:
    match = Match("republic", 4, 2, {"bad_reputation": True})
    bots = [match.game.heuristic_bot(seat) for seat in range(4)]
    while (decision := match.state.decision()) is not None:
        seat = decision.seats[0]
        match.apply(seat, bots[seat].choose(match.state, seat))
    return {"record": json.loads(match.record().model_dump_json()),
            "digest": match.state.digest(), "result": match.state.result().to_json(),
            "log_keys": len(match.state.log)}


def test_golden_playthrough_replays_identically():
    golden = json.loads(GOLDEN.read_text())
    match = replay(parse_record(golden["record"]))
    assert match.state.result().to_json() == golden["result"]
    assert len(match.state.log) == golden["log_keys"]
    assert match.state.digest() == golden["digest"]


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(play_golden(), separators=(",", ":")))
    print("wrote", GOLDEN)
