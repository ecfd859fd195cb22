"""The action listing's fast path for the usual hand of three delegates.

`turn.action_ids` lists a player's actions straight from the rules ("Spielverlauf"):
every discard, debate, event choice and vote, then sorts them. Random play and search
bots list actions at nearly every other decision, so `quick_action_ids` builds the same
list from per-card and per-pair texts made once (`cards.IdTexts`), in sorted order:

- a hand's debates and discards depend on its cards alone: they are made once per hand
  (`hand_ids`, kept in `IdTexts.hand_ids`);
- the ids of the four actions begin `debate:`, `discard:`, `event:` and `vote:`, which
  sort in that order, so each part is sorted on its own;
- the seven discards of a hand `a, b, c` (cards in text order) sort as `a, a+b, a+b+c,
  a+c, b, b+c, c`, because `+` sorts before every character of a card id;
- a single delegate votes only on an empty table (a delegation that has voted holds at
  least one card, and outvoting it takes more); two delegates of one state vote alone
  or together, and together they may outvote a single delegate; three of one state take
  the rules' own listing;
- the special votes' events (Clymer, Davie: faction loyalty set aside; Ellsworth,
  Houstoun: an equal delegation is outvoted) vote with the other two cards the same way;
- events whose choices never vary keep their ids (`CardSet.fixed_event_ids`); the others
  list finished ids from tables (`events.Event.lister`), not joined anew.

Any other hand size takes `turn.action_ids` itself. tests/games/convention/
test_action_listing.py compares both on the states of random games.
"""

from __future__ import annotations

from .cards import NAY, OPPOSITE, PLANNER, YEA
from .voting import EITHER_SIDE, VOTE_SIDES, smallest_outvoting, vote_choices


def quick_action_ids(state, seat: int, reference) -> list[str]:
    """The same list as `reference(state, seat)` (`turn.action_ids`), built faster for a
    hand of three cards."""
    hand = state.hands[seat]
    if len(hand) != 3:
        return reference(state, seat)
    cards = state.cards
    texts = cards.id_texts
    a, b, c = hand
    rank = texts.rank  # put the cards in text order (three comparisons, no sorted())
    if rank[a] > rank[b]:
        a, b = b, a
    if rank[b] > rank[c]:
        b, c = c, b
        if rank[a] > rank[b]:
            a, b = b, a
    key = (a * len(rank) + b) * len(rank) + c
    prefix = texts.hand_ids.get(key)
    if prefix is None:
        prefix = texts.hand_ids[key] = hand_ids(cards, texts, a, b, c)
    ids = list(prefix)
    ids += event_ids(state, seat, cards, texts, a, b, c)
    ids += vote_ids(state, seat, cards, texts, a, b, c)
    return ids


def hand_ids(cards, texts, a: int, b: int, c: int) -> tuple[str, ...]:
    """The actions of a hand that depend on its cards alone, sorted: its debates and
    discards. The listing keeps them by hand (`IdTexts.hand_ids`): random play and
    search see the same hands over and over."""
    ids = debate_ids(cards, texts, a, b, c)
    discard, pairs = texts.discard, texts.pair_discard
    ab = pairs[a][b]
    ids += (discard[a], ab, ab + texts.plus[c], pairs[a][c], discard[b], pairs[b][c], discard[c])
    return tuple(ids)


def debate_ids(cards, texts, a: int, b: int, c: int) -> list[str]:
    """Debating: each group of delegates of one faction (planners have none), sorted."""
    faction = cards.faction
    fa, fb, fc = faction[a], faction[b], faction[c]
    single = texts.debate
    ids = [single[a], single[b], single[c]]
    if PLANNER in (fa, fb, fc):  # a planner has no debate of its own
        ids = [text for text in ids if text]
    if fa == fb != PLANNER:
        ab = texts.pair_debate[a][b]
        ids.append(ab)
        if fc == fa:
            ids.append(ab + texts.plus[c])
    if fa == fc != PLANNER:
        ids.append(texts.pair_debate[a][c])
    if fb == fc != PLANNER:
        ids.append(texts.pair_debate[b][c])
    if len(ids) > 1:
        ids.sort()
    return ids


def event_ids(state, seat: int, cards, texts, a: int, b: int, c: int) -> list[str]:
    """Each card's event with each choice it offers now, sorted: the fixed ids of events
    whose choices never vary, the fast lister's (`events.Event.lister`) of the others.
    Each card's ids are sorted and open with `event:` and the card id; with card ids of
    which none begins another (`IdTexts.prefix_free`), the cards' ids in text order are
    then sorted as a whole."""
    fixed_ids, listers = cards.fixed_event_ids, cards.event_listers
    fixed = fixed_ids[a]
    ids = list(fixed) if fixed is not None else listers[a](state, seat, a, b, c)
    fixed = fixed_ids[b]
    ids += fixed if fixed is not None else listers[b](state, seat, b, a, c)
    fixed = fixed_ids[c]
    ids += fixed if fixed is not None else listers[c](state, seat, c, a, b)
    if not texts.prefix_free and len(ids) > 1:
        ids.sort()
    return ids


def special_vote_choices(state, seat: int, cards, texts, x: int, y: int,
                         ignore_factions: bool, equal_suffices: bool) -> list[str]:
    """The choices of a special vote's event with the two other cards `x`, `y` of the hand
    (in text order): the same as `voting.vote_choices(state, seat, exclude=the event's
    card, ...)`, in another order."""
    if ignore_factions:
        sides_by_faction = EITHER_SIDE
    else:
        article = cards.article_faction[state.conv_art]
        sides_by_faction = VOTE_SIDES[OPPOSITE[article] if state.conv_side else article]
    faction, card_state = cards.faction, cards.state
    firsts, pairs = texts.delegation, texts.pair_delegation
    sx, sy = card_state[x], card_state[y]
    if sx == sy:
        return delegation_votes(state, seat, sx, x, y, sides_by_faction[faction[x]],
                                sides_by_faction[faction[y]], firsts, pairs, equal_suffices)
    return (delegation_votes(state, seat, sx, x, -1, sides_by_faction[faction[x]], (),
                             firsts, pairs, equal_suffices)
            + delegation_votes(state, seat, sy, y, -1, sides_by_faction[faction[y]], (),
                               firsts, pairs, equal_suffices))


def vote_ids(state, seat: int, cards, texts, a: int, b: int, c: int) -> list[str]:
    """Every vote the hand may cast, sorted (see `voting.vote_choices`)."""
    card_state = cards.state
    sa, sb, sc = card_state[a], card_state[b], card_state[c]
    if sa == sb == sc:  # three delegates of one state: the rules' own listing
        ids = vote_choices(state, seat, as_action=True)
        ids.sort()
        return ids
    article = cards.article_faction[state.conv_art]
    if state.conv_side:
        article = OPPOSITE[article]
    single = texts.empty_table_votes[article]
    room_side = state.room_side
    if sa == sb or sa == sc or sb == sc:
        x, y, z = (a, b, c) if sa == sb else (a, c, b) if sa == sc else (b, c, a)
        sides_by_faction, faction = VOTE_SIDES[article], cards.faction
        ids = delegation_votes(state, seat, card_state[x], x, y, sides_by_faction[faction[x]],
                               sides_by_faction[faction[y]], texts.vote, texts.pair_vote)
        if not room_side[card_state[z]]:
            ids += single[z]
    else:
        ids = []
        if not room_side[sa]:
            ids += single[a]
        if not room_side[sb]:
            ids += single[b]
        if not room_side[sc]:
            ids += single[c]
    if len(ids) > 1:
        ids.sort()
    return ids


def delegation_votes(state, seat: int, st: int, x: int, y: int, sides_x, sides_y, firsts,
                     pairs, equal_suffices: bool = False) -> list[str]:
    """The votes of delegate `x`, or of delegates `x`, `y` (in text order; `y` is -1 for
    none) of state `st`, who may vote for `sides_x` and `sides_y`: each alone and both
    together, where they are enough to outvote the table (`voting.smallest_outvoting`);
    sorted. `firsts` and `pairs` are the id texts (IdTexts.vote or .delegation)."""
    current = state.room_side[st]
    smallest = smallest_outvoting(state, seat, st, equal_suffices) if current else 1
    if not smallest:
        return []
    ids = []
    for side in (NAY, YEA):  # the order of their ids
        if side == current:
            continue  # never reinforced
        may_x, may_y = side in sides_x, side in sides_y
        if may_x and smallest == 1:
            ids.append(firsts[side][x])
        if may_x and may_y and smallest <= 2:
            ids.append(pairs[side][x][y])
        if may_y and smallest == 1:
            ids.append(firsts[side][y])
    return ids
