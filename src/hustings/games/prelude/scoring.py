"""Scoring dice (4.0), the scoring sequences of the four tracks (5.1.1, 5.2.1, 5.3.1,
5.4.1) and the fear of reprisal table (6.2)."""

from __future__ import annotations

from . import content as C
from .board_rules import RC, UC, favoured, remove_cubes, score_vp
from .names import DISTRICT_NAMES, FACTION_NAMES, TRACK_TITLE_LIST, count_of
from .ops import automatic
from .shared_events import DIE_ROLLED, TRACK_SCORES, shared

STEPS = tuple(t.steps_to_score for t in C.TRACK_DATA)
TRACK_NAMES = C.TRACKS


def die_faces(track: int) -> tuple[int, ...]:
    """4.0: three faces of the die's own track and one of each other track."""
    return (track, track, track) + tuple(t for t in range(4) if t != track)


DIE_FACES = tuple(die_faces(track) for track in range(4))


def roll_scoring_die(state, track: int) -> int:
    """Roll the scoring die of `track`; returns the track whose score marker advances.
    Faces 1-3 show the die's own track, 4-6 the other three in rc, o, ei, uc order."""
    return DIE_FACES[track][state.rng.die() - 1]


def roll_die(state, track: int) -> None:
    """4.0: roll the scoring die of `track`, then advance the marker it shows."""
    face = DIE_FACES[track][state.rng.below(6)]     # the die's faces 1-6
    state.log.append(DIE_ROLLED[track][face])
    state.smark[face] += 1                          # advance_marker(), inlined
    if state.smark[face] >= STEPS[face]:
        state.queue.insert(0, ["score_seq", face])


def advance_marker(state, track: int) -> None:
    """4.0: the score marker moves one box; on reaching "Score" the track scores."""
    state.smark[track] += 1
    if state.smark[track] >= STEPS[track]:
        state.push([["score_seq", track]])


@automatic("roll_die")
def run_roll_die(state, op):
    """["roll_die", die]"""
    roll_die(state, op[1])


@automatic("advance")
def run_advance(state, op):
    """["advance", track]"""
    advance_marker(state, op[1])


def scoring_sequence(track: int) -> list[list]:
    """The ops of a track's scoring sequence, in the rulebook's order."""
    if track == RC:
        return [["fear"], ["award", RC], ["reset", RC]]
    if track == UC:
        return [["award", UC], ["attrition"], ["urban_bonus"], ["reset", UC]]
    return [["award", track], ["reset", track]]


@automatic("score_seq")
def run_score_seq(state, op):
    state.log.append(TRACK_SCORES[op[1]])
    state.push(scoring_sequence(op[1]))


@automatic("award")
def run_award(state, op):
    """The favoured player scores the VP printed on the advantage marker's box."""
    f, vp = favoured(state, op[1])
    if f >= 0 and vp:
        score_vp(state, f, vp)
        state.log.append(shared("track_award", "prelude 5.0", ("track", "faction", "vp"),
                                (TRACK_TITLE_LIST[op[1]], FACTION_NAMES[f], vp)))
    else:
        state.log.append(shared("track_level", "prelude 5.0", ("track",), (TRACK_TITLE_LIST[op[1]],)))


@automatic("reset")
def run_reset(state, op):
    state.smark[op[1]] = 0


# --- 6.2 fear of reprisal --------------------------------------------------------

FEAR_TABLE = ((3, 0, 0), (5, 2, 1), (7, 5, 2), (9, 7, 3))  # below x: (cubes, per county)


def fear_modifier(spirit: int) -> int:
    """The roll modifier printed beside the spirit of rebellion track (6.0, 6.2): +3 at
    the top, the least that lets one die reach the table's last row (9+)."""
    if spirit <= 4:
        return -2
    if spirit <= 9:
        return 0
    return 3


def fear_result(total: int) -> tuple[int, int]:
    """6.2: (Patriote cubes removed, most per county; 0 = no limit)."""
    for below, cubes, per in FEAR_TABLE:
        if total < below:
            return cubes, per
    return 10, 0


@automatic("fear")
def run_fear(state, op):
    """5.1.1: the Loyal player rolls on the fear of reprisal table, then removes cubes."""
    if state.flags.get("nofear"):
        state.flags.pop("nofear")
        state.emit("fear_skipped", "prelude 9.5.2")
        return
    roll = state.rng.die()
    total = roll + fear_modifier(state.spirit)
    cubes, per = fear_result(total)
    state.log.append(shared("fear_roll", "prelude 6.2", ("roll", "total", "cubes"),
                            (roll, total, count_of(cubes, "cube"))))
    if cubes:
        state.push([["take", 1, 0, cubes, "rural", per, []]])


@automatic("attrition")
def run_attrition(state, op):
    """5.4.1: each side loses 1/2/3 cubes in each city by its mobilization value."""
    for d in C.URBAN:
        for f in (0, 1):
            mv = state.mv[f][d]
            lost = 0 if mv == 0 else (1 if mv <= 5 else (2 if mv <= 10 else 3))
            if lost:
                remove_cubes(state, f, d, lost)
                state.log.append(shared("attrition", "prelude 5.4.1", ("faction", "district", "cubes"),
                                        (FACTION_NAMES[f], DISTRICT_NAMES[d], count_of(lost, "cube"))))


@automatic("urban_bonus")
def run_urban_bonus(state, op):
    """5.4.1: 2 VP per city where the opponent has no cube."""
    for d in C.URBAN:
        for f in (0, 1):
            if state.mv[1 - f][d] == 0:
                score_vp(state, f, 2)
                state.log.append(shared("urban_bonus", "prelude 5.4.1", ("faction", "district", "vp"),
                                        (FACTION_NAMES[f], DISTRICT_NAMES[d], 2)))
