"""National scoring (rulebook 6): seats, national media points, members with the bonus
for the two largest memberships, platform cards matching national opinion and 5 more
for each matching secured opinion."""

from __future__ import annotations

from .content import COLORS, NATIONAL, OPINION_FACE
from .regions import platform_faces
from .wording import count

FIRST_BONUS = 10
SECOND_BONUS = 6
SHARED_FIRST_BONUS = 8


def membership_bonus(members: list[int]) -> list[int]:
    """10 for the most members and 6 for the next; parties tied for first get 8 each and
    nobody scores for second; parties tied for second share 6, rounded down (6.3 and
    docs/rulings/macher.md)."""
    bonus = [0] * len(members)
    ranked = sorted(set(members), reverse=True)
    first = [s for s, m in enumerate(members) if m == ranked[0]]
    if len(first) > 1:
        for s in first:
            bonus[s] = SHARED_FIRST_BONUS
        return bonus
    bonus[first[0]] = FIRST_BONUS
    if len(ranked) > 1:
        second = [s for s, m in enumerate(members) if m == ranked[1]]
        for s in second:
            bonus[s] = SECOND_BONUS // len(second)
    return bonus


def breakdown(st) -> dict:
    n = st.n
    seats = [sum(st.seats_won[s]) for s in range(n)]
    media = [0] * n
    for rnd, markers in enumerate(st.nat_media):
        for s in markers:
            media[s] += NATIONAL.media_points[rnd]
    members = list(st.members)
    bonus = membership_bonus(members)
    opinions = [0] * n
    secured = [0] * n
    for s in range(n):
        faces = platform_faces(st, s)
        for i, space in enumerate(st.nat_cards):
            if space and OPINION_FACE[space[0]] in faces:
                opinions[s] += NATIONAL.opinion_points[i]
                if len(space) > 1:
                    secured[s] += NATIONAL.secured_bonus
    total = [seats[s] + media[s] + members[s] + bonus[s] + opinions[s] + secured[s]
             for s in range(n)]
    return {"seat_points": seats, "media": media, "members": members, "member_bonus": bonus,
            "opinions": opinions, "secured": secured, "total": total}


def score(st) -> None:
    st.final = breakdown(st)
    st.emit("final_scores", "macher 6", **st.final, scores_text=scores_words(st.final))


def scores_words(final: dict) -> str:
    """Each party's total and where it came from (6)."""
    parts = []
    for seat, total in enumerate(final["total"]):
        found = [count(final["seat_points"][seat], "seat"),
                 f"{final['media'][seat]} for national media",
                 count(final["members"][seat], "member"),
                 f"{final['member_bonus'][seat]} membership bonus",
                 f"{final['opinions'][seat]} for national opinion",
                 f"{final['secured'][seat]} for secured opinions"]
        parts.append(f"{COLORS[seat]} {total} ({', '.join(found)})")
    return "; ".join(parts)
