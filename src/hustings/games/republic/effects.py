"""Applying the printed effects of an issue or presidential card."""

from __future__ import annotations

from .content import SLUG


def apply_effects(st, effects, responsible: int | None) -> None:
    if effects.revenue:
        st.revenue += effects.revenue
    if effects.reserves:
        st.reserves += effects.reserves
    for party, amount in effects.support_party.items():
        st.gain_support(party, amount)
    for party, amount in effects.ip_leader.items():
        leader = st.party_leader(party)
        if leader >= 0:
            st.ip_on[leader] += amount
            st.emit("leader_ip", "las cuestiones", statesman=SLUG[leader], ip=amount)
    if effects.flag and effects.flag not in st.flags:
        st.flags.append(effects.flag)
    if effects.discard and effects.discard in st.resolved:
        st.resolved.remove(effects.discard)
        st.removed_issues.append(effects.discard)
    if effects.tension:
        st.add_tension(effects.tension, responsible)


def spend_ip(st, s: int, amount: int) -> int:
    """Pay `amount` influence for statesman `s`: his own card first, then his faction.
    Returns how much came from the card."""
    seat = st.owner[s]
    from_card = min(st.ip_on[s], amount)
    st.ip_on[s] -= from_card
    st.faction_ip[seat] -= amount - from_card
    return from_card


def return_set_aside(st, s: int, seat: int, amount: int, from_card: int) -> None:
    """Give back influence that statesman `s` of `seat` set aside, to his card first as far
    as it came from it. If he has died meanwhile, the card's share went to the supply with
    everything else on his card (Muerte 3); the faction's share still comes back."""
    to_card = min(amount, from_card)
    if st.status[s] == 1:
        st.ip_on[s] += to_card
    st.faction_ip[seat] += amount - to_card


def available_ip(st, s: int) -> int:
    return st.ip_on[s] + st.faction_ip[st.owner[s]]


def log_popularity(st, statesmen, amount: int, rule: str) -> None:
    """Log that `statesmen` (indices) gained (or lost, `amount` < 0) popularity."""
    if not statesmen or not amount:
        return
    verb = "gained" if amount > 0 else "lost"
    if len(statesmen) == 1:
        st.emit(f"popularity_{verb}_one", rule, statesman=SLUG[statesmen[0]], n=abs(amount))
    else:
        st.emit(f"popularity_{verb}", rule, statesmen=[SLUG[s] for s in statesmen], n=abs(amount))
