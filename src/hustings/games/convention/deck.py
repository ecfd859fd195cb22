"""The delegate deck: drawing, reshuffling the discard pile, the cut after every
shuffle, and planners surfacing on top of the deck (rulebook: Spielvorbereitung C,
"Mischen des Karten-Decks", "Einen Planer zurückerhalten")."""

from __future__ import annotations

from .state import DRAW_SLOTS

SHUFFLE_RULE = "convention Mischen des Karten-Decks"


def shuffle_and_cut(state, shuffler: int) -> None:
    """Shuffle the discard pile into a new deck; the player to the shuffler's right cuts
    it near the middle. A planner whose owner plays surfaces at once if it lies on top."""
    state.deck = state.discard
    state.discard = []
    state.rng.shuffle(state.deck)
    state.emit("convention.log.reshuffled", SHUFFLE_RULE, seat=shuffler, size=len(state.deck))
    cut_deck(state, shuffler)


def cut_deck(state, shuffler: int) -> None:
    """The cut: the upper part (about half) goes under the rest (set-up C, after shuffles)."""
    deck = state.deck
    cutter = (shuffler - 1) % state.n
    if len(deck) > 1:
        low = max(1, len(deck) // 3)
        high = max(low + 1, len(deck) - len(deck) // 3)
        depth = low + state.rng.below(high - low)
        state.deck = deck[-depth:] + deck[:-depth]  # the top `depth` cards now lie at the bottom
    state.emit("convention.log.cut", SHUFFLE_RULE, cutter=cutter, size=len(state.deck))
    return_surfacing_planner(state)


def return_surfacing_planner(state) -> None:
    """Whenever an owned planner is the top card of the deck, its owner takes it into hand,
    even out of turn (Einen Planer zurückerhalten)."""
    deck, owned = state.deck, state.planner_cards
    while deck and deck[-1] in owned:
        card = deck.pop()
        owner = owned.index(card)
        state.hands[owner].append(card)
        state.emit("convention.log.planner_returns", "convention Einen Planer zurückerhalten",
                   seat=owner, card=state.card_name(card))


def draw_top(state, shuffler: int) -> int:
    """The top card of the deck (reshuffling the discard pile if the deck is empty), or -1
    when no card is left anywhere."""
    if not state.deck:
        if not state.discard:
            return -1
        shuffle_and_cut(state, shuffler)
        if not state.deck:
            return -1
    deck = state.deck
    card = deck.pop()
    if deck and deck[-1] in state.planner_cards:
        return_surfacing_planner(state)
    if not deck and state.discard:
        shuffle_and_cut(state, shuffler)  # the deck is used up: a new one at once
    return card


# the empty slots of the draw area, by the mask of its slots that are empty
EMPTY_SLOTS = tuple(tuple(slot for slot in range(DRAW_SLOTS) if mask >> slot & 1)
                    for mask in range(1 << DRAW_SLOTS))


def refill_draw_area(state, shuffler: int) -> None:
    """Fill the empty draw slots face down from the deck (Die Kartenhand wieder auffüllen)."""
    draw, owned, deck = state.draw, state.planner_cards, state.deck
    for slot in EMPTY_SLOTS[(draw[0] < 0) | (draw[1] < 0) << 1 | (draw[2] < 0) << 2]:
        if len(deck) > 1 and deck[-2] not in owned:
            draw[slot] = deck.pop()  # `draw_top` with nothing else to do: no planner
            continue                 # surfaces and the deck is not used up
        card = draw_top(state, shuffler)
        if card < 0:
            return
        draw[slot] = card
        deck = state.deck  # a new one, if the old one was used up
