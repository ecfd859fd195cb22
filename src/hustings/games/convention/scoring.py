"""The end of a round and of the game.

Rulebook sections, in order of play: round end ("Ende der Runde"), the convention room
("Versammlungs-Zimmer"), the committee ("Komitee-Zimmer"), the debating hall
("Debattier-Halle"), continuing ("fortführen"), game end ("Spielende") and the score
track ("Punkteleiste").
"""

from __future__ import annotations

from .cards import FACTION_NAMES, FACTIONS, STATES
from .debate import debate_leader
from .state import FLIP, NAY, NAY_TO_FAIL, OVER, YEA, YEA_TO_PASS

PLACE_BONUS = (5, 4, 3, 2)
TRACK_LENGTH = 30


def round_outcome(state) -> int:
    """YEA once 7 states vote yea (adopted), NAY once 6 vote nay (rejected), else 0."""
    room_side = state.room_side
    if room_side.count(YEA) >= YEA_TO_PASS:
        return YEA
    if room_side.count(NAY) >= NAY_TO_FAIL:
        return NAY
    return 0


def convention_points(state, winning: int) -> list[int]:
    """Points each seat would score from the convention room if `winning` were the
    winning side: 2 per delegate showing the article's symbol, 1 per other delegate,
    plus G. Morris's lasting bonus per delegation."""
    factions = state.cards.faction
    article = state.convention_faction()
    bonus = state.lasting("ev_gmorris")
    points = [0] * state.n
    for st in range(len(STATES)):
        owner = state.room_owner[st]
        if state.room_side[st] != winning or owner < 0:
            continue
        points[owner] += sum(2 if factions[c] == article else 1 for c in state.room_cards[st])
        if owner in bonus:
            points[owner] += 1
    return points


def score_convention_room(state, winning: int) -> None:
    """Winners score and take their markers back; markers of the losing side move into
    the committee room; all delegates go to the discard pile; a rejected article is
    turned over and joins the settled articles."""
    points = convention_points(state, winning)
    for seat in range(state.n):
        state.scores[seat] += points[seat]
    for st in range(len(STATES)):
        side, owner = state.room_side[st], state.room_owner[st]
        if side == 0:
            continue
        if owner >= 0:
            if side == winning:
                state.free[owner] += 1
            else:
                state.committee[owner] += 1
        state.discard.extend(state.room_cards[st])
        state.room_cards[st] = []
        state.room_side[st] = 0
        state.room_owner[st] = -1
    if winning == NAY:
        state.conv_side ^= 1
    rule = "convention Das Versammlungs-Zimmer werten"
    state.emit("convention.log.convention_scored", rule,
               outcome="adopted" if winning == YEA else "rejected",
               article=state.cards.article_title(state.conv_art, state.conv_side))
    for seat in range(state.n):
        if points[seat]:
            state.emit("convention.log.room_points", rule, seat=seat, points=points[seat])
    state.done_art.append(state.conv_art)
    state.done_side.append(state.conv_side)
    state.conv_art = -1


def committee_weights(state) -> list[int]:
    """Committee markers per seat, with Williamson's lasting event counting one more for
    a player who has at least one marker there."""
    weights = list(state.committee)
    for seat in state.lasting("ev_williamson"):
        if weights[seat]:
            weights[seat] += 1
    return weights


def committee_winner(state) -> int:
    weights = committee_weights(state)
    best = max(weights)
    if best == 0 or weights.count(best) > 1:
        return -1
    return weights.index(best)


def score_committee_room(state) -> None:
    """The player alone with the most markers scores one point per marker, takes them
    back and may turn the article over; a tie (or an empty room) scores nothing."""
    winner = committee_winner(state)
    if winner < 0:
        state.emit("convention.log.committee_tied", "convention Das Komitee-Zimmer werten")
        settle_committee_article(state)
        return
    points = committee_weights(state)[winner]
    state.scores[winner] += points
    state.free[winner] += state.committee[winner]
    state.committee[winner] = 0
    state.emit("convention.log.committee_scored", "convention Das Komitee-Zimmer werten",
               seat=winner, points=points)
    state.phase = FLIP
    state.actor = winner


def settle_committee_article(state) -> None:
    state.done_art.append(state.comm_art)
    state.done_side.append(state.comm_side)
    state.comm_art = -1


def score_debating_hall(state) -> None:
    """The player alone furthest ahead on a track takes a tile of that faction (while the
    stack lasts); then every debate marker goes home."""
    for f in range(len(FACTIONS)):
        leader = debate_leader(state, f)
        if leader >= 0 and state.tiles_left[f] > 0:
            state.tiles_left[f] -= 1
            state.tiles[leader][f] += 1
            state.emit("convention.log.tile", "convention Die Debattier-Halle werten",
                       seat=leader, faction=FACTION_NAMES[FACTIONS[f]])
        track = state.debate[f]
        for seat in range(state.n):
            if track[seat]:
                state.free[seat] += 1
                track[seat] = 0


def faction_places(article_factions: list[int]) -> list[int]:
    """Place of each faction by the number of settled articles showing it; factions with
    equal counts share the better place and the next place is skipped (5,4,4,2)."""
    counts = [article_factions.count(f) for f in range(len(FACTIONS))]
    return [1 + sum(1 for other in counts if other > counts[f]) for f in range(len(FACTIONS))]


def final_bonus(state) -> list[int]:
    """Debate bonus per seat: for each faction every player tied for the most tiles (at
    least one) receives the full bonus of that faction's place."""
    faces = [state.cards.article_face(a, s) for a, s in zip(state.done_art, state.done_side,
                                                             strict=True)]
    if state.conv_art >= 0:  # a preview mid-round counts the rooms' articles as they lie
        faces.append(state.convention_faction())
    if state.comm_art >= 0:
        faces.append(state.cards.article_face(state.comm_art, state.comm_side))
    places = faction_places(faces)
    bonus = [0] * state.n
    for f in range(len(FACTIONS)):
        most = max(state.tiles[s][f] for s in range(state.n))
        if most == 0:
            continue
        for seat in range(state.n):
            if state.tiles[seat][f] == most:
                bonus[seat] += PLACE_BONUS[places[f] - 1]
    return bonus


def end_game(state) -> None:
    """Add the debate bonus (a bonus is at least 2 points: PLACE_BONUS) and log it by
    player, then the final scores by planner name."""
    bonus = final_bonus(state)
    for seat in range(state.n):
        state.scores[seat] += bonus[seat]
        if bonus[seat]:
            state.emit("convention.log.final_bonus", "convention Spielende", seat=seat,
                       points=bonus[seat])
    state.phase = OVER
    state.emit("convention.log.final_scores", "convention Spielende", scores=", ".join(
        f"{state.planner_of(seat)} {state.scores[seat]}" for seat in range(state.n)))
