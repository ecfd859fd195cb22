"""A golden playthrough: a stored record must replay to the same log and final state.
When a rule changes on purpose, regenerate the file deliberately (see the docstring of
`regenerate`), never to silence a failure you do not understand."""

import json
from pathlib import Path

from hustings.engine import parse_record, replay

GOLDEN = Path(__file__).with_name("golden") / "random-seed42.json"


def test_golden_random_playthrough_replays_exactly():
    data = json.loads(GOLDEN.read_text())
    match = replay(parse_record(data["record"]))
    state = match.state
    assert [e.key for e in state.log] == data["log_keys"]
    assert state.result().to_json() == data["result"]
    assert state.digest() == data["final_digest"]


def regenerate():  # pragma: no cover - run by hand after a deliberate rule change
    """python -c 'from tests.games.president1960.test_golden import regenerate; regenerate()'"""
    import random

    from hustings.engine import Match
    match = Match("1960", 2, 42)
    chooser = random.Random(42)
    while (decision := match.state.decision()) is not None:
        seat = decision.seats[0]
        match.apply(seat, chooser.choice(match.state.legal_ids(seat)))
    GOLDEN.write_text(json.dumps({
        "record": json.loads(match.record().model_dump_json()),
        "final_digest": match.state.digest(),
        "result": match.state.result().to_json(),
        "log_keys": [e.key for e in match.state.log],
    }, separators=(",", ":")))
