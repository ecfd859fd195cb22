"""Scoring the current region (rulebook 5.3): the remaining markers are converted, votes
become seats by the region card, the winner (a party or a coalition; equal totals go to the
last to arrive, 'by a slight margin') sends media markers and opinion cards to the national
board, and every party gains members for its platform cards matching national opinion.
A party entitled to a national media marker decides whether to send one (it is a right:
a marker sent there scores at the end but never comes back to its supply)."""

from __future__ import annotations

from . import flow
from .constants import SLOTS, VOTE_CAP
from .content import COLORS, NATIONAL, OPINION_FACE, PLATFORM_FACE, REGIONS
from .conversion import convert
from .decisions import seat_decisions
from .events import MEMBERS_GAINED, NATIONAL_MEDIA, OPINION_PROMOTED
from .regions import face_of
from .wording import SEAT_FIGURES, VOTE_FIGURES, VOTES_TEXT

PHASES = ("promote",)
RULE = "macher 5.3"
MEDIA_CHOICES = ["keep_media", "national_media"]
PROMOTE_IDS = tuple(f"promote:{slot}" for slot in range(SLOTS))
PROMOTE_OVER_IDS = tuple(tuple(f"promote:{slot}:n{i}" for i in range(len(NATIONAL.opinion_points)))
                         for slot in range(SLOTS))


def begin(st) -> None:
    board = st.current()
    st.phase = "promote"
    st.ctx = {"board": board, "queue": [], "media": []}
    convert_remaining(st, board)
    award_seats(st, board)
    queue = decide_winner(st, board)
    st.ctx["queue"] = queue
    settle_queue(st)


def convert_remaining(st, board: int) -> None:
    """5.3.1: every party converts what it still has on the board, in turn order."""
    for seat in st.order():
        if st.b_org[board][seat] > 0:
            convert(st, board, seat, st.b_org[board][seat], "macher 5.3.1")
            st.b_org[board][seat] = 0


# How an election tied on votes was won (5.3.2).
SLIGHT_MARGIN = ", by a slight margin (the tie goes to the side that reached its total last)"


def seats_for(region: int, votes: int) -> int:
    return sum(1 for step in REGIONS[region].steps if votes >= step)


# seats_for(region, votes) for every region and every vote total on the track.
SEATS_BY_VOTES = tuple(tuple(seats_for(region, votes) for votes in range(VOTE_CAP + 1))
                       for region in range(len(REGIONS)))


def award_seats(st, board: int) -> None:
    region = st.b_region[board]
    seats_by_votes = SEATS_BY_VOTES[region]
    won = [seats_by_votes[votes] for votes in st.b_votes[board]]
    for seat in range(st.n):
        st.seats_won[seat][st.round - 1] = won[seat]
    votes = st.b_votes[board]
    st.emit_event("seats_awarded", "macher 5.3.1", {
        "board": board, "region": REGIONS[region].id, "votes": list(votes),
        "seats_won": won,
        "results_text": "; ".join(
            f"{COLORS[s]} {VOTE_FIGURES[votes[s]]}, {SEAT_FIGURES[won[s]]}" for s in range(st.n)),
        "board_name": st.board_name(board)})


def sides(st) -> list[list[int]]:
    """Parties standing alone and coalitions (two parties whose votes count together)."""
    seen = set()
    found = []
    for seat in range(st.n):
        if seat in seen:
            continue
        partner = st.partner[seat]
        members = [seat] if partner < 0 else [seat, partner]
        seen.update(members)
        found.append(members)
    return found


def side_key(st, board: int, members: list[int]) -> tuple[int, int]:
    """Total votes, then the arrival stamp of the side's most advanced marker."""
    votes = st.b_votes[board]
    reach = st.b_reach[board]
    if len(members) == 1:
        return (votes[members[0]], reach[members[0]])
    lead = max(members, key=lambda s: (votes[s], reach[s]))
    return (sum(votes[s] for s in members), reach[lead])


def decide_winner(st, board: int) -> list[list[int]]:
    """5.3.2-5.3.3: who won, and the queue of [seat, opinion cards to promote]; the
    parties entitled to a national media marker that have one on the board are queued
    in `ctx["media"]`, winners first."""
    all_sides = sides(st)
    keys = [side_key(st, board, m) for m in all_sides]
    # A stable sort: sides with equal keys keep their seat order.
    ranked = sorted(range(len(all_sides)), key=keys.__getitem__, reverse=True)
    best = all_sides[ranked[0]]
    total = keys[ranked[0]][0]
    if total == 0:
        st.emit("no_winner", "macher 5.3.2")
        return []
    tied = [all_sides[i] for i in ranked[1:] if keys[i][0] == total]
    slight = bool(tied)
    votes = st.b_votes[board]
    reach = st.b_reach[board]
    winners = sorted(best, key=lambda s: (votes[s], reach[s]), reverse=True)
    st.emit_event("election_won", "macher 5.3.2", {
        "parties": winners, "votes": total, "slight_margin": slight,
        "votes_text": VOTES_TEXT[total],
        "margin": SLIGHT_MARGIN if slight else "",
        "party_names": " and ".join([COLORS[s] for s in winners])})
    queue = []
    if len(winners) == 2:
        queue = [[s, 1] for s in winners]
    else:
        queue = [[winners[0], 1 if slight else 2]]
    entitled = winners + [seat for side in tied for seat in side]
    st.ctx["media"] = [seat for seat in entitled if st.b_media[board][seat] > 0]
    return queue


def national_media(st, board: int, seat: int) -> None:
    """A party that takes its right moves one of its media markers from the region to
    this round's space on the national board (5.3.3)."""
    st.b_media[board][seat] -= 1
    st.nat_media[st.round - 1].append(seat)
    st.log.append(NATIONAL_MEDIA[seat][st.round])


def promote_options(st, board: int) -> list[str]:
    ids = []
    spaces = st.nat_cards
    faces = [OPINION_FACE[sp[0]] if sp else -1 for sp in spaces]
    for slot in range(SLOTS):
        card = st.b_cards[board][slot]
        if card < 0 or not st.b_up[board][slot] or st.b_dup[board] == slot:
            continue
        face = OPINION_FACE[card]
        if face in faces:
            if len(spaces[faces.index(face)]) == 1:
                ids.append(PROMOTE_IDS[slot])
        elif face ^ 1 in faces or -1 in faces:
            ids.append(PROMOTE_IDS[slot])
        else:
            over = PROMOTE_OVER_IDS[slot]
            ids.extend([over[i] for i, sp in enumerate(spaces) if len(sp) == 1])
    return ids


def promote(st, board: int, seat: int, slot: int, space: int) -> None:
    """Place a regional opinion on the national board: on top of the same opinion
    (securing it), over a contradicting one (replacing it with its securing card), in
    the first free space, or over an unsecured card of the player's choice (5.3.3)."""
    card = st.b_cards[board][slot]
    st.b_cards[board][slot] = -1
    face = OPINION_FACE[card]
    faces = [OPINION_FACE[sp[0]] if sp else -1 for sp in st.nat_cards]
    how = "placed"
    replaced = ""
    if face in faces:
        target = faces.index(face)
        st.nat_cards[target].append(card)
        how = "secured"
    else:
        if face ^ 1 in faces:
            target = faces.index(face ^ 1)
            how = "replaced_opposite"
        elif -1 in faces:
            target = faces.index(-1)
        else:
            target = space
            how = "replaced"
        if st.nat_cards[target]:
            replaced = face_of(st.nat_cards[target][0])
        st.op_discard.extend(st.nat_cards[target])
        st.nat_cards[target] = [card]
    st.log.append(OPINION_PROMOTED[seat, face_of(card), target, how, replaced])


def settle_queue(st) -> None:
    """The media offers first, then the opinion cards, each party in its turn."""
    media = st.ctx["media"]
    if media:
        st.keep_legal(media[0], MEDIA_CHOICES, MEDIA_DECISIONS[media[0]])
        return
    queue = st.ctx["queue"]
    board = st.ctx["board"]
    while queue:
        if queue[0][1] > 0:
            options = promote_options(st, board)
            if options:
                # The party's listing, kept now rather than worked out again.
                st.keep_legal(queue[0][0], sorted([*options, "skip"]),
                              PROMOTE_DECISIONS[queue[0][0]])
                return
        queue.pop(0)
    finish(st, board)


def finish(st, board: int) -> None:
    gain_members(st)
    for seat in range(st.n):
        st.partner[seat] = -1
    st.b_phone[board] = [0] * st.n
    st.ctx = {}
    flow.finished(st, "region_scoring")


def gain_members(st) -> None:
    """5.3.4: each platform card matching a national opinion (secured or not) brings
    the members shown above its space."""
    members = NATIONAL.opinion_members
    # The members above each opinion shown, by face (0 for a face not shown); the
    # national board never shows one twice, nor a platform one face twice
    # (invariant_errors checks both).
    bonus = [0] * FACES
    for i, space in enumerate(st.nat_cards):
        if space:
            bonus[OPINION_FACE[space[0]]] = members[i]
    bonus_of = bonus.__getitem__
    for seat in range(st.n):
        gain = sum(map(bonus_of, map(FACE_OF_PLATFORM_CARD, st.plat_open[seat])))
        if gain:
            st.members[seat] = min(NATIONAL.membership_max, st.members[seat] + gain)
            st.log.append(MEMBERS_GAINED[seat, gain])


FACES = max(max(OPINION_FACE), max(PLATFORM_FACE)) + 1
FACE_OF_PLATFORM_CARD = PLATFORM_FACE.__getitem__
PROMOTE_DECISIONS = seat_decisions("promote_opinion")
MEDIA_DECISIONS = seat_decisions("national_media_marker")


def decision(st):
    media = st.ctx["media"]
    if media:
        return MEDIA_DECISIONS[media[0]]
    return PROMOTE_DECISIONS[st.ctx["queue"][0][0]]


def legal(st, seat: int) -> list[str]:
    media = st.ctx["media"]
    if media:
        return list(MEDIA_CHOICES) if seat == media[0] else []
    if seat != st.ctx["queue"][0][0]:
        return []
    return sorted(promote_options(st, st.ctx["board"]) + ["skip"])


def act(st, seat: int, action_id: str) -> None:
    queue = st.ctx["queue"]
    board = st.ctx["board"]
    if action_id in MEDIA_CHOICES:
        st.ctx["media"].pop(0)
        if action_id == "national_media":
            national_media(st, board, seat)
    elif action_id == "skip":
        queue.pop(0)
    else:
        parts = action_id.split(":")
        space = int(parts[2][1:]) if len(parts) == 3 else -1
        promote(st, board, seat, int(parts[1]), space)
        queue[0][1] -= 1
    settle_queue(st)
