"""The sequence of play (2.0): start of turn (2.2), the eight action rounds, parliamentary
sessions (10.0), end of turn (2.3) and the end of the game (2.4)."""

from __future__ import annotations

from . import content as C
from .board_rules import add_cubes, gain_op, score_vp
from .effects import log_op, spirit_event
from .names import (
    DECK_NAMES,
    DISTRICT_NAMES,
    FACTION_NAMES,
    card_list,
    count_of,
    reason_name,
    vp_standing,
)
from .ops import automatic, decided
from .shared_events import shared
from .stages import END_HALF, END_TURN, IDLE, OVER, PLAY

DECK_INDEX = {d: i for i, d in enumerate(C.DECKS)}
GENERIC = DECK_INDEX["generic"]
SKIP_FLAGS = ("skip0", "skip1")     # card 108's rounds to lose, per faction
# Per card id: the index of its deck in C.DECKS, -1 for a key event.
DECK_OF_CARD = tuple(DECK_INDEX.get(C.DECK_OF[c], -1) if c in C.CARDS else -1
                     for c in range(max(C.CARDS) + 1))


def schedule(state) -> None:
    """The next step of the turn when nothing else is pending (stage IDLE): the start of
    the turn, the next player's action round, or the end of the turn."""
    if not state.started:
        start_turn(state)
    elif state.rnd < 8:
        f = state.first if state.half == 0 else 1 - state.first
        state.actor = f
        begin_half(state, f)
    else:
        state.stage = END_TURN


def draw(state, k: int) -> int | None:
    """The top card of deck k; an empty deck is rebuilt from its discards (ruling)."""
    deck = state.decks[k]
    if not deck and state.discards[k]:
        deck.extend(state.discards[k])
        state.discards[k].clear()
        state.rng.shuffle(deck)
        state.emit("deck_reshuffled", "prelude 2.2", deck=DECK_NAMES[C.DECKS[k]])
    if not deck:
        return None
    c = deck.pop()
    if state.exposed and c in state.exposed:
        state.exposed.remove(c)   # a card drawn afresh is secret again
    return c


def start_turn(state) -> None:
    """2.2: cards into the reserve, hands refilled to 4 + 3, first player chosen."""
    turn = C.TURNS[state.turn]
    active = DECK_INDEX[turn.deck]
    state.started = 1
    state.rnd = state.half = 0
    state.sa_turn = [0, 0]
    state.emit("turn_begins", "prelude 2.2", turn=turn.name)
    for k in (active, GENERIC):
        for _ in range(turn.reserve_cards):
            c = draw(state, k)
            if c is not None:
                state.reserve.append(c)
    state.reserve.extend(turn.key_events)
    state.emit("reserve_filled", "prelude 2.2", cards=card_list(state.reserve))
    for f in (0, 1):
        hand = state.hands[f]
        drawn = []
        for k, size in ((active, 4), (GENERIC, 3)):
            have = [DECK_OF_CARD[c] for c in hand].count(k)
            for _ in range(size - have):
                c = draw(state, k)
                if c is not None:
                    hand.append(c)
                    drawn.append(c)
        # 2.2: how many cards were drawn is public (the hand sizes are); which ones, the
        # owner's alone, in a line of its own that follows the count
        state.emit("cards_drawn", "prelude 2.2", faction=FACTION_NAMES[f],
                   cards=count_of(len(drawn), "card") if drawn else "no card")
        if drawn:
            state.emit("cards_drawn_named", "prelude 2.2", seats=(f,), cards=card_list(drawn))
    state.queue.append(["first", 0])


def _first_legal(state, op):
    return ["first:loyal", "first:patriote"]


@decided("first", "choose_first_player", lambda state, op: 0, _first_legal, ordered=True)
def choose_first(state, op, action_id):
    """2.2: the Patriote player decides who plays first this turn."""
    state.queue.pop(0)
    state.first = 0 if action_id == "first:patriote" else 1
    state.log.append(shared("first_player", "prelude 2.2", ("faction",), (FACTION_NAMES[state.first],)))


def absolute_round(state) -> int:
    return state.turn * 8 + state.rnd


def _session_table(turn) -> tuple[int, ...]:
    """Per action round index (0-7, and -1 past the last): the session holding it."""
    found = [-1] * 16
    for i, rounds in enumerate(turn.sessions):
        for r in rounds:
            assert found[r - 1] == -1, "a round in two sessions"
            found[r - 1] = i
    return tuple(found)


SESSION_AT = tuple(_session_table(turn) for turn in C.TURNS)
# Per turn and round index: whether the round is the last of its session.
SESSION_CLOSES = tuple(tuple(i >= 0 and turn.sessions[i][-1] == r + 1
                             for r, i in enumerate(SESSION_AT[t]))
                       for t, turn in enumerate(C.TURNS))


def session_mark(turn: int, i: int) -> int:
    """The `prorogued` flag's value for session `i` of `turn`: never 0, since a flag set
    to 0 is cleared (effects.run_flag)."""
    return turn * 8 + i + 1


def session_of(state) -> int:
    """Index of the parliamentary session holding this round, or -1 (10.0); a session
    prorogued by card 138 holds no more rounds."""
    i = SESSION_AT[state.turn][state.rnd]
    if i >= 0 and state.flags.get("prorogued") == session_mark(state.turn, i):
        return -1
    return i


def is_parliamentary(state) -> bool:
    """A round of a parliamentary session, or card 85's extra round (10.0)."""
    flags = state.flags
    i = SESSION_AT[state.turn][state.rnd]
    if i >= 0 and (not flags or flags.get("prorogued") != session_mark(state.turn, i)):
        return True     # session_of(state) >= 0
    return bool(flags) and flags.get("extra_session") == state.turn * 8 + state.rnd


def round_is_parliamentary(state, rnd: int) -> bool:
    """Whether action round `rnd` (0-7) of this turn is parliamentary (is_parliamentary)."""
    flags = state.flags
    i = SESSION_AT[state.turn][rnd]
    if i >= 0 and (not flags or flags.get("prorogued") != session_mark(state.turn, i)):
        return True
    return bool(flags) and flags.get("extra_session") == state.turn * 8 + rnd


def session_ends_now(state) -> bool:
    """10.0: after the last of a run of consecutive parliamentary rounds of the turn. Card
    85's extra round counts as one in every respect: next to a session it lengthens it
    (one session, one reward), inside one it changes nothing."""
    flags = state.flags
    if "prorogued" not in flags and "extra_session" not in flags:
        # only cards 138 and 85 move a session's end: the printed track says it
        return SESSION_CLOSES[state.turn][state.rnd]
    rnd = state.rnd
    return round_is_parliamentary(state, rnd) and (
        rnd == 7 or not round_is_parliamentary(state, rnd + 1))


def session_reward(state) -> None:
    """10.0: the Patriote adds 1 cube in Québec and scores 2 VP."""
    add_cubes(state, 0, C.QUEBEC, 1)
    score_vp(state, 0, 2)
    state.log.append(shared("session_ends", "prelude 10.0", (), ()))


def begin_half(state, f: int) -> None:
    """One player's action round: lost to card 108, opened by card 23 on its rounds."""
    skip = SKIP_FLAGS[f]
    flags = state.flags
    if flags and flags.get(skip):
        flags[skip] -= 1
        if not flags[skip]:
            del flags[skip]
        state.emit("round_skipped", "prelude 12.0", faction=FACTION_NAMES[f])
        state.stage = END_HALF
        return
    # the action round's context starts empty (state.CONTEXT_FIELDS)
    state.card = state.dest = state.family_credit = state.mob_spent = state.org_barred = None
    state.stage = PLAY
    if f == 0 and flags:
        if flags.get("family") == 1:
            flags["family"] = 2
        if flags.get("sjb") and state.rnd + 1 in C.TURNS[state.turn].st_jean_baptiste:
            state.queue.insert(0, ["call", "st_jean_baptiste"])    # before the card play


def end_condition(state) -> list[list] | None:
    """2.4, in its order of priority: the spirit at 15, then 20 VP."""
    if state.spirit >= 15:
        return [["final", "spirit", 1]]
    if state.vp >= 20:
        return [["win", 1, "twenty_vp"]]
    if state.vp <= -20:
        return [["win", 0, "twenty_vp"]]
    return None


def end_half(state) -> None:
    """Stage END_HALF, the end of the actor's action round: a Strategic Realignment swap
    (9.5.1), then the end-of-game check of 2.4."""
    f = state.actor
    state.stage = IDLE
    flags = state.flags
    if flags:
        if f == 1 and flags.pop("realign", 0):
            state.hands[0], state.hands[1] = state.hands[1], state.hands[0]
            state.exposed = state.hands[0] + state.hands[1]
            state.emit("hands_swapped", "prelude 9.5.1")
        if f == 0 and flags.get("family") == 2:
            del flags["family"]
    state.card = state.dest = state.family_credit = state.mob_spent = state.org_barred = None
    state.half += 1
    if state.spirit >= 15 or not -20 < state.vp < 20:    # end_condition() names an ending
        state.queue[:] = end_condition(state)
        return
    if state.half == 2:
        state.half = 0
        end_round(state)


def end_round(state) -> None:
    """After both players' action rounds: the end of a parliamentary session (10.0). 2.4
    checks for 20 VP only at the end of an action round or of a turn, so 20 VP reached
    by the session's reward is checked at the next of those."""
    if session_ends_now(state):
        session_reward(state)
    state.rnd += 1


def end_of_turn_effects(state) -> None:
    """2.3: effects lasting to the end of the turn lapse or resolve (cards 37, 42-43, 77,
    85, 138, and the call to calm's once-a-turn limit)."""
    for name in ("forbid", "calm_done", "prorogued"):
        state.flags.pop(name, None)
    if state.flags.get("extra_session", 0) < (state.turn + 1) * 8:
        state.flags.pop("extra_session", None)   # card 85 played in round 8 reaches on
    if state.flags.pop("caron", 0):
        add_cubes(state, 0, C.QUEBEC, 1)
        score_vp(state, 0, 2)
        state.emit("caron_by_election", "prelude 12.0")
    for name in sorted(k for k in state.flags if k.startswith("by_election_")):
        times = state.flags.pop(name)
        d = C.DISTRICT_INDEX[name[len("by_election_"):]]
        winner = state.ctrl[d]
        if winner >= 0:
            score_vp(state, winner, 2 * times)
            state.emit("by_election_won", "prelude 12.0", district=DISTRICT_NAMES[d],
                       faction=FACTION_NAMES[winner], vp=2 * times)


def end_turn(state) -> None:
    """Stage END_TURN: 2.3, then the end of the game if it has come (2.4)."""
    turn = C.TURNS[state.turn]
    state.stage = IDLE
    end_of_turn_effects(state)
    unplayed = [c for c in turn.key_events if c in state.reserve]
    for c in unplayed:
        state.reserve.remove(c)
        state.removed.append(c)
    if unplayed:
        state.emit("key_events_leave", "prelude 2.3", cards=card_list(unplayed))
    for f, points in ((0, 6), (1, 8)):
        log_op(state, f, points, gain_op(state, f, points), "prelude 2.3")
    if state.calm:
        state.calm = 0
        state.emit("calm_lapses", "prelude 2.3")
    else:
        before = state.spirit
        state.spirit = min(15, before + 1)
        state.log.append(spirit_event(state.spirit - before, state.spirit))
    if turn.last_of_deck:
        for pile in (state.hands[0], state.hands[1], state.reserve):
            for c in pile:
                state.discards[DECK_INDEX[C.DECK_OF[c]]].append(c)
            pile.clear()
        state.emit("deck_ends", "prelude 2.3")
    state.emit("turn_ends", "prelude 2.3", turn=turn.name, spirit=state.spirit)
    ending = end_condition(state)
    if ending:
        state.queue[:] = ending
        return
    if state.turn == len(C.TURNS) - 1:
        state.queue[:] = [["final", "last_turn", 0]]
        return
    state.turn += 1
    state.started = 0


@automatic("final")
def run_final(state, op):
    """2.4: every track's scoring sequence, war readiness if the spirit reached 15."""
    _, reason, with_war = op
    ops = [["score_seq", t] for t in range(4)]
    if with_war:
        ops.append(["war_readiness"])
    ops.append(["finish", reason])
    state.queue[:] = ops


@automatic("war_readiness")
def run_war_readiness(state, op):
    """6.1: the VP markers in the war readiness box go to their players."""
    score_vp(state, 0, state.wr[0])
    score_vp(state, 1, state.wr[1])
    state.emit("war_readiness_paid", "prelude 6.1", patriote=state.wr[0], loyal=state.wr[1])


@automatic("finish")
def run_finish(state, op):
    """The leader on the VP track wins; the "0" box goes to the Loyal player."""
    winner = 0 if state.vp < 0 else 1
    state.emit("game_over", "prelude 2.4", winner=FACTION_NAMES[winner], reason=reason_name(op[1]),
               standing=vp_standing(state.vp))
    state.outcome = [winner, op[1]]
    state.stage = OVER
    state.queue.clear()


@automatic("win")
def run_win(state, op):
    state.emit("game_over", "prelude 2.4", winner=FACTION_NAMES[op[1]], reason=reason_name(op[2]),
               standing=vp_standing(state.vp))
    state.outcome = [op[1], op[2]]
    state.stage = OVER
    state.queue.clear()
