"""A cheap estimate of an unfinished game for search bots (the optional `Game.estimate`
hook of hustings.bots.ismcts): each player's chance of winning, from the score he would
have if the game ended now (victory points plus the popularity cubes of his statesmen in
play, as in scoring.final_scores), softened by how many issues are left to play.

Two corrections to the score as it stands: influence and cards in hand are the means
to earn more points, so they count a little; and a civil war (when tension runs high)
or a monetary collapse (when the reserves run deep into debt) takes every player's
congress votes and faction influence off his score (Fin de partida), so those are
taken off in proportion to the danger.
"""

from __future__ import annotations

from hustings.engine.prospects import prospects

from .content import BOARD, ERAS, ISSUES_BY_ERA, N_STATESMEN, VOTES
from .state import CIVIL_WAR

IP_VALUE = 0.2          # a faction influence point: the means to resolve issues
CARD_VALUE = 0.5        # a card in hand
CRISIS_LINE = -100      # reserves below this bring an economic crisis (treasury.py)
CRISIS_DANGER = 0.3     # a rough chance that such a crisis turns into a collapse
ERA_SIZES = [len(ISSUES_BY_ERA[era]) for era in ERAS]
ISSUES_PER_TURN = BOARD.issues_per_turn


def issues_left(st) -> int:
    """Issue cards still to come: the current deck and the decks of the eras not yet
    reached (cards set aside in the last era only make up its final turn)."""
    last = st.opts.get("last_era", 2)
    later = sum(ERA_SIZES[era] for era in range(st.deck_era + 1, last + 1))
    return len(st.issue_deck) + later


def ending_danger(st) -> float:
    """A rough chance that the game ends in civil war or monetary collapse: it grows with
    the tension index (squared, so that a low tension costs almost nothing), and an
    economic crisis threatens once the next treasury phase leaves the reserves below
    the crisis line (el tesoro)."""
    danger = (st.tension / CIVIL_WAR) ** 2
    if st.reserves + st.revenue < CRISIS_LINE:
        danger = max(danger, CRISIS_DANGER)
    return danger


def projected_scores(st) -> list[float]:
    """Each player's score if the game ended now, plus a little for the means to earn
    more, less what a civil war or collapse would take, in proportion to its danger."""
    n = st.n
    popularity = [0] * n
    votes = [0] * n
    owner, status, pop, bonus_votes = st.owner, st.status, st.pop, st.bonus_votes
    for s in range(N_STATESMEN):
        if status[s] == 1:
            seat = owner[s]
            popularity[seat] += pop[s]
            votes[seat] += VOTES[s] + bonus_votes[s]
    danger = ending_danger(st)
    projected = []
    for seat in range(n):
        ip = st.faction_ip[seat]
        projected.append(st.vp[seat] + popularity[seat] + IP_VALUE * ip
                         + CARD_VALUE * len(st.hands[seat]) - danger * (votes[seat] + ip))
    return projected


def estimate(st) -> list[float]:
    """Per player, a value in [0, 1]: mostly a softmax share of the projected scores
    whose spread narrows as the issues run out (a lead counts for more near the end),
    plus a small part for the player's place between the lowest and highest."""
    projected = projected_scores(st)
    turns_left = issues_left(st) / ISSUES_PER_TURN
    spread = 4.0 + 0.5 * turns_left
    return prospects(projected, spread)
