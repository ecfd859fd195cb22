"""The treasury phase (El tesoro) and the tax outrage table."""

from __future__ import annotations

from .content import BOARD, SLUG, TAX_IDS
from .logtext import PHASE_BEGINS, SharedEvents


def pay_interest(reserves: int) -> int:
    """Interest on negative reserves: three tenths of the debt, rounded down (toward the
    larger debt, as the rulebook's -45 -> -14 example does)."""
    if reserves >= 0:
        return 0
    return (reserves * 3) // 10


def crisis_roll_result(roll: int, reserves: int) -> int:
    """The die minus one per full hundred of negative reserves (El tesoro 3)."""
    return roll - (-reserves) // 100


# (support lost by the president's party, popularity lost by the president) per result;
# row 2 follows the rules text, see docs/rulings/republic.md.
CRISIS_TABLE = {row[0]: (row[1], row[2]) for row in BOARD.crisis_table}
COLLAPSE_POPULARITY = BOARD.collapse_popularity
# (revenue, interest, reserves) after the treasury phase.
TREASURY_SETTLED = SharedEvents("treasury", "el tesoro",
                                lambda i: {"revenue": i[0], "interest": i[1], "reserves": i[2]})


def treasury_phase(st) -> None:
    st.add_event(PHASE_BEGINS["treasury", st.turn])
    st.reserves += st.revenue
    interest = pay_interest(st.reserves)
    st.reserves += interest
    st.add_event(TREASURY_SETTLED[st.revenue, interest, st.reserves])
    if st.reserves < -100:
        economic_crisis(st, st.rng.die())


def economic_crisis(st, roll: int) -> None:
    result = crisis_roll_result(roll, st.reserves)
    st.emit("economic_crisis", "el tesoro 3", roll=roll, result=result)
    pres = st.president()
    if result <= -1:
        if pres >= 0:
            st.pop[pres] -= COLLAPSE_POPULARITY
            st.emit("president_pop_lost", "el tesoro 3", statesman=SLUG[pres], n=COLLAPSE_POPULARITY)
        st.end_game("monetary_collapse")
        return
    support, popularity = CRISIS_TABLE.get(result, (0, 0))
    if pres >= 0:
        st.pop[pres] -= popularity
        if popularity:
            st.emit("president_pop_lost", "el tesoro 3", statesman=SLUG[pres], n=popularity)
    if support:
        party = st.president_party()
        before = st.support
        if party == "X":
            # Gerry as president: support only moves toward 0 (Elbridge Gerry).
            step = min(support, abs(st.support))
            st.support -= step if st.support > 0 else -step
        else:
            st.gain_support(party, -support)
        moved = abs(st.support - before)
        if not moved:
            st.emit("crisis_support_unmoved", "el tesoro 3",
                    where="at 0" if party == "X" else "at the end of its track")
        elif party == "X":
            st.emit("crisis_support_centred", "el tesoro 3", statesman=SLUG[pres], support=moved)
        else:
            st.emit("crisis_support_lost", "el tesoro 3", party=party, support=moved)
    if not support and not popularity:
        st.emit("crisis_calm", "el tesoro 3")


def outrage_loss(total: int) -> tuple[int, int]:
    """Popularity lost by president and treasurer, and tension added, for an outrage
    total; the overlapping 9 goes to the harsher row (see rulings)."""
    for threshold, loss, tension in BOARD.outrage_rows:
        if total >= threshold:
            return loss, tension
    return 0, 0


def tax_outrage(st, modifier: int, treasurer: int) -> None:
    active = sum(1 for t in TAX_IDS if t in st.taxes_active)
    roll = st.rng.die()
    total = active + modifier + roll
    loss, tension = outrage_loss(total)
    # Both the president and the Secretary of the Treasury pay (Tabla de ultraje fiscal).
    losers = [s for s in dict.fromkeys((st.president(), treasurer)) if s >= 0]
    if not loss or not losers:
        st.emit("tax_outrage_calm", "ultraje fiscal", roll=roll, total=total)
    elif len(losers) == 1:
        st.emit("tax_outrage_one", "ultraje fiscal", roll=roll, total=total,
                statesman=SLUG[losers[0]], loss=loss)
    else:
        st.emit("tax_outrage", "ultraje fiscal", roll=roll, total=total,
                statesmen=[SLUG[s] for s in losers], loss=loss)
    for s in losers:
        st.pop[s] -= loss
    if tension:
        st.add_tension(tension, st.owner[treasurer] if treasurer >= 0 else None)
