"""Setting up a game (rulebook: Spielvorbereitung A-I)."""

from __future__ import annotations

from hustings.engine import Rng

from .cards import PLANNERS, CardSet
from .deck import cut_deck, draw_top, refill_draw_area
from .state import ACTION, ConventionState

PLANNERS_BY_COUNT = {3: PLANNERS[:3], 4: PLANNERS[:4], 5: PLANNERS[:5]}
DEAL = 4
HISTORICAL_ARTICLES = 4


def new_game(cards: CardSet, cards_path: str | None, players: int, seed: int) -> ConventionState:
    state = ConventionState(cards, cards_path, players, Rng.from_seed(seed))
    assign_planners(state)
    shuffle_delegates(state)
    deal_four_each(state)
    lay_out_articles(state)
    state.emit("convention.log.setup", "convention Spielvorbereitung", players=players,
               planners=", ".join(state.planner_of(s) for s in range(players)))
    return state


def assign_planners(state) -> None:
    """A, B: reference cards dealt at random; each player takes their planner card and
    three influence markers (set in the state's constructor)."""
    names = list(PLANNERS_BY_COUNT[state.n])
    state.rng.shuffle(names)
    state.planners = names
    state.planner_cards = [state.cards.planner_card[name] for name in names]
    for seat, card in enumerate(state.planner_cards):
        state.hands[seat].append(card)


def shuffle_delegates(state) -> None:
    """C: shuffle the other delegates, unused planners included, and cut."""
    owned = set(state.planner_cards)
    state.deck = [c for c in range(len(state.cards)) if c not in owned]
    state.rng.shuffle(state.deck)
    cut_deck(state, dealer(state))


def dealer(state) -> int:
    """The dealer sits to the right of the Madison player, so Madison is dealt first."""
    return (state.planners.index("madison") - 1) % state.n


def deal_four_each(state) -> None:
    """D: four cards each, clockwise from the dealer's left; each player then discards two
    of them onto the open discard pile (a sealed choice, revealed together)."""
    first = (dealer(state) + 1) % state.n
    for _ in range(DEAL):
        for offset in range(state.n):
            seat = (first + offset) % state.n
            state.hands[seat].append(draw_top(state, dealer(state)))


def lay_out_articles(state) -> None:
    """G, H: shuffle the articles (cut), four become history, then one each for the
    convention room and the committee room, historical side up."""
    deck = list(range(len(state.cards.articles)))
    state.rng.shuffle(deck)
    state.article_deck = deck
    for _ in range(HISTORICAL_ARTICLES):
        state.done_art.append(deck.pop())
        state.done_side.append(0)
    draw_round_articles(state)


def draw_round_articles(state) -> None:
    state.conv_art = state.article_deck.pop()
    state.conv_side = 0
    state.comm_art = state.article_deck.pop()
    state.comm_side = 0


def finish_setup(state) -> None:
    """Reveal the set-up discards, then E: three face-down cards in the draw area; the
    Madison player opens the first round."""
    for seat in range(state.n):
        chosen = state.pending_discards[seat]
        for card in chosen:
            state.hands[seat].remove(card)
            state.discard.append(card)
        state.emit("convention.log.setup_discard", "convention Spielvorbereitung D", seat=seat,
                   cards=state.card_names(chosen))
    state.pending_discards = [None] * state.n
    refill_draw_area(state, dealer(state))
    state.turn = state.planners.index("madison")
    state.phase = ACTION
    state.emit("convention.log.round_start", "convention Spielverlauf", round=state.round,
               seat=state.turn, article=state.cards.article_title(state.conv_art, 0),
               committee=state.cards.article_title(state.comm_art, 0))
