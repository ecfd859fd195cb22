"""Support on the board and the political capital bag.

Every location that holds support (a state, a regional media box, an issue tile) is one
signed integer: positive counts Kennedy cubes, negative counts Nixon cubes. Only one side
can hold cubes in a place, so gaining support where the opponent holds it removes their
cubes first simply by moving the number towards the gainer's sign (rulebook, introduction
and B1 "Recordatorio")."""

from __future__ import annotations

from .content import KENNEDY, REGION_OF
from .names import SEAT_TEXT, STATE_TEXT_AT

SIGN = (1, -1)
CARRY = 4  # a side with at least four state support cubes carries the state (B1)


def held(value: int, seat: int) -> int:
    """How many of `seat`'s cubes a signed location holds."""
    return max(0, value) if seat == KENNEDY else max(0, -value)


def gain(values: list[int], index: int, seat: int, amount: int = 1) -> None:
    """Add `amount` cubes for `seat`, each first removing an opposing cube (B1)."""
    values[index] += SIGN[seat] * amount


def gain_state_support(g, seat: int, state: int, count: int, removed_events,
                       added_events) -> None:
    """Gain `count` state support cubes in `state` without support checks and log them
    as they land: first the opposing cubes they remove (B1 "Recordatorio"), then the
    cubes added. The events are shared_events tables, [seat][state][count]."""
    removed = min(count, held(g.support[state], 1 - seat))
    gain(g.support, state, seat, count)
    if removed:
        g.log.append(removed_events[seat][state][removed])
    if count > removed:
        g.log.append(added_events[seat][state][count - removed])


def lose(values: list[int], index: int, seat: int, amount: int = 1) -> int:
    """Remove up to `amount` of `seat`'s cubes; never gives the opponent anything
    (rulebook A, "Perdiendo apoyo"). Returns how many were removed."""
    have = held(values[index], seat)
    removed = min(have, amount)
    values[index] -= SIGN[seat] * removed
    return removed


def needs_support_checks(g, seat: int, state: int) -> bool:
    """B1: checks are needed where the opponent carries the state or the opponent's
    candidate stands there, unless `seat` has media support in the state's region."""
    opponent = 1 - seat
    value = g.support[state]
    carried = value <= -CARRY if seat == KENNEDY else value >= CARRY
    if not carried and g.token[opponent] != state:
        return False
    media = g.media[REGION_OF[state]]
    if (media > 0) if seat == KENNEDY else (media < 0):
        return False
    return not (g.turn_mods and g.has_turn_mod(seat, "exempt"))


def draw_cube(g) -> int:
    """Draw one cube from the bag: the seat whose colour it is, or -1 when the bag is
    empty on election day, when it is no longer reseeded ("Resembrando la bolsa")."""
    if g.bag[0] + g.bag[1] == 0:
        if g.no_reseed:
            return -1
        reseed(g)
    kennedy, nixon = g.bag
    colour = 0 if g.rng.below(kennedy + nixon) < kennedy else 1
    g.bag[colour] -= 1
    if g.bag[0] + g.bag[1] == 0 and not g.no_reseed:
        reseed(g)
    return colour


def reseed(g) -> None:
    """The bag is refilled with twelve cubes of each colour the moment it runs out,
    until election-day strategy ("Resembrando la bolsa")."""
    g.bag[0] = g.bag[1] = 12
    g.emit("bag_reseeded", "bag")


def support_check(g, seat: int) -> bool:
    """One support check: an own-colour cube succeeds and becomes the support cube; an
    opposing cube goes back to its owner's supply ("Cheques de soporte")."""
    return draw_cube(g) == seat


def support_checks(g, seat: int, count: int) -> int:
    """`count` support checks in a row; returns how many succeeded. The fast path of
    calling `support_check` `count` times (the same draws, reseeds and log lines, tested):
    the cubes are drawn in one loop rather than one call each."""
    bag = g.bag
    below = g.rng.below
    won = 0
    for _ in range(count):
        if bag[0] + bag[1] == 0:
            if g.no_reseed:
                continue  # an empty bag on election day: the check fails
            reseed(g)
        kennedy, nixon = bag
        colour = 0 if below(kennedy + nixon) < kennedy else 1
        bag[colour] -= 1
        if colour == seat:
            won += 1
        if kennedy + nixon == 1 and not g.no_reseed:  # that was the last cube
            reseed(g)
    return won


def state_support_checks(g, seat: int, state: int, count: int, rule: str) -> int:
    """`count` declared support checks for state support in `state`; returns the gains.
    Each success is a cube in the state; gaining them together after the draws is the
    same, as drawing reads no state support."""
    won = support_checks(g, seat, count)
    removed = 0
    if won:
        removed = min(won, held(g.support[state], 1 - seat))
        gain(g.support, state, seat, won)
    g.note("support_checks", f"1960 {rule}",
           {"seat": SEAT_TEXT[seat], "state": STATE_TEXT_AT[state], "count": count, "won": won})
    if removed:  # the successes that took opposing cubes off rather than adding cubes
        g.note("support_removed", f"1960 {rule}",
               {"seat": SEAT_TEXT[seat], "opponent": SEAT_TEXT[1 - seat],
                "state": STATE_TEXT_AT[state], "count": removed})
    return won


def initiative_check(g, rule: str) -> int:
    """Draw until one colour has shown twice; that side wins the initiative. The drawn
    cubes go back to their owners' supplies ("Comprobaciones de iniciativa")."""
    seen = [0, 0]
    drawn = 0
    while True:
        colour = draw_cube(g)
        if colour < 0:  # cannot happen before election-day strategy; be safe anyway
            return KENNEDY
        drawn += 1
        if seen[colour]:
            g.note("initiative", f"1960 {rule}", {"seat": SEAT_TEXT[colour], "drawn": drawn})
            return colour
        seen[colour] = 1
