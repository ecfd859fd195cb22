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
  least one card, and outvoting it takes more); two or more delegates of one state read
  their votes from their group's table (`GroupVotes`, made once per group), by the
  article's faction, the side on the table and the smallest delegation that outvotes
  it; the votes of different states sort as the states' codes;
- the special votes' events (Clymer, Davie: faction loyalty set aside; Ellsworth,
  Houstoun: an equal delegation is outvoted) vote with the other two cards the same way;
- events whose choices never vary keep their ids (`CardSet.fixed_event_ids`); the others
  list finished ids from tables (`events.Event.lister`), not joined anew.

Any other hand (four cards, after an event drew one) takes `other_hand_action_ids`: the
same parts, each sorted on its own. tests/games/convention/test_action_listing.py
compares `quick_action_ids` with `turn.action_ids` on the states of random games.
"""

from __future__ import annotations

from .cards import NAY, OPPOSITE, PLANNER, STATES, YEA
from .debate import debate_choices
from .voting import EITHER_SIDE, VOTE_SIDES, smallest_outvoting


def quick_action_ids(state, seat: int) -> list[str]:
    """The same list as `turn.action_ids(state, seat)`, built faster: by the steps below
    for a hand of three cards, by `other_hand_action_ids` for any other hand."""
    hand = state.hands[seat]
    if len(hand) != 3:
        return other_hand_action_ids(state, seat) if hand else ["pass"]
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
    prefix = texts.hand_ids.get((a, b, c))
    if prefix is None:
        prefix = texts.hand_ids[a, b, c] = hand_ids(cards, texts, a, b, c)
    ids = list(prefix)
    # each card's event with each choice it offers now: the fixed ids of events whose
    # choices never vary, the fast lister's (`events.Event.lister`) of the others. Each
    # card's ids are sorted and open with `event:` and the card id; with card ids of
    # which none begins another (`IdTexts.prefix_free`), the cards' ids in text order
    # are then sorted as a whole
    fixed_ids, listers = cards.fixed_event_ids, cards.event_listers
    start = len(ids)
    fixed = fixed_ids[a]
    ids += fixed if fixed is not None else listers[a](state, seat, a, b, c)
    fixed = fixed_ids[b]
    ids += fixed if fixed is not None else listers[b](state, seat, b, a, c)
    fixed = fixed_ids[c]
    ids += fixed if fixed is not None else listers[c](state, seat, c, a, b)
    if not texts.prefix_free:
        ids[start:] = sorted(ids[start:])
    ids += vote_ids(state, seat, cards, texts, a, b, c)
    return ids


def other_hand_action_ids(state, seat: int) -> list[str]:
    """The actions of a hand of other than three cards (four, after an event drew one):
    the same list as `turn.action_ids`, with each part sorted on its own and the events
    read from the fast listers (a special vote's own lister needs a hand of three:
    `CardSet.any_hand_event_listers` list its choices instead)."""
    cards = state.cards
    texts = cards.id_texts
    ordered = sorted(state.hands[seat], key=texts.rank.__getitem__)
    ids = debate_choices(cards, ordered) + texts.groups(texts.discard, ordered)
    ids.sort()
    start = len(ids)
    fixed_ids, listers = cards.fixed_event_ids, cards.any_hand_event_listers
    for card in ordered:  # each card's ids are sorted (see `quick_action_ids`)
        fixed = fixed_ids[card]
        ids += fixed if fixed is not None else listers[card](state, seat, card, -1, -1)
    if not texts.prefix_free:
        ids[start:] = sorted(ids[start:])
    article = cards.article_faction[state.conv_art]
    if state.conv_side:
        article = OPPOSITE[article]
    by_state: dict[int, list[int]] = {}
    card_state = cards.state
    for card in ordered:
        held = by_state.get(card_state[card])
        if held is None:
            by_state[card_state[card]] = [card]
        else:
            held.append(card)
    for st in sorted(by_state, key=STATES.__getitem__):  # votes sort by the state's code
        ids += group_votes(state, seat, cards, st, tuple(by_state[st]), article)
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


def special_vote_choices(state, seat: int, cards, texts, x: int, y: int,
                         ignore_factions: bool, equal_suffices: bool,
                         shielded: bool = False) -> list[str]:
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
                                sides_by_faction[faction[y]], firsts, pairs, equal_suffices,
                                shielded)
    return (delegation_votes(state, seat, sx, x, -1, sides_by_faction[faction[x]], (),
                             firsts, pairs, equal_suffices, shielded)
            + delegation_votes(state, seat, sy, y, -1, sides_by_faction[faction[y]], (),
                               firsts, pairs, equal_suffices, shielded))


def vote_ids(state, seat: int, cards, texts, a: int, b: int, c: int) -> list[str]:
    """Every vote the hand may cast, sorted (see `voting.vote_choices`)."""
    card_state = cards.state
    sa, sb, sc = card_state[a], card_state[b], card_state[c]
    article = cards.article_faction[state.conv_art]
    if state.conv_side:
        article = OPPOSITE[article]
    room_side = state.room_side
    if sa != sb and sa != sc and sb != sc:
        single = texts.empty_table_votes[article]
        ids = []
        if not room_side[sa]:
            ids += single[a]
        if not room_side[sb]:
            ids += single[b]
        if not room_side[sc]:
            ids += single[c]
    elif sa == sb == sc:
        return list(group_votes(state, seat, cards, sa, (a, b, c), article))
    else:
        x, y, z = (a, b, c) if sa == sb else (a, c, b) if sa == sc else (b, c, a)
        ids = list(group_votes(state, seat, cards, card_state[x], (x, y), article))
        if not room_side[card_state[z]]:
            ids += texts.empty_table_votes[article][z]
    if len(ids) > 1:
        ids.sort()
    return ids


def group_votes(state, seat: int, cards, st: int, group: tuple[int, ...],
                article: int) -> tuple[str, ...]:
    """The votes of a group of delegates of state `st` (in text order), sorted, when the
    article shows `article`: read from the group's table (`GroupVotes`)."""
    current = state.room_side[st]
    if not current:
        return cards.group_votes[group].on_empty_table[article]
    if len(group) > 1:  # one delegate never outvotes a delegation
        smallest = smallest_outvoting(state, seat, st)
        if 0 < smallest <= len(group):
            return cards.group_votes[group][(smallest * 3 + current) * 4 + article]
    return ()


class GroupVotes(dict):
    """The votes of a group of delegates of one state (in text order), sorted:
    `on_empty_table[article]`, and by `(smallest * 3 + side on the table) * 4 + article`
    where `smallest` delegates are needed to outvote the table, made as they turn up.
    The same as `voting.vote_choices(as_action=True)` restricted to the group."""

    def __init__(self, cards, group: tuple[int, ...]):
        super().__init__()
        self.cards = cards
        self.group = group
        self.on_empty_table = tuple(self.votes(article, 0, 1) for article in range(PLANNER))

    def __missing__(self, key: int) -> tuple[str, ...]:
        smallest, rest = divmod(key, 12)
        current, article = divmod(rest, 4)
        ids = self[key] = self.votes(article, current, smallest)
        return ids

    def votes(self, article: int, current: int, smallest: int) -> tuple[str, ...]:
        texts, faction = self.cards.id_texts, self.cards.faction
        sides_by_faction = VOTE_SIDES[article]
        ids = []
        for side in (YEA, NAY):
            if side == current:
                continue  # never reinforced
            allowed = [c for c in self.group if side in sides_by_faction[faction[c]]]
            if allowed:
                groups = texts.groups(texts.vote[side], allowed)
                ids += [text for i, text in enumerate(groups)
                        if (i + 1).bit_count() >= smallest]  # see IdTexts.groups
        return tuple(sorted(ids))


class GroupVoteTables(dict):
    """Each group's `GroupVotes`, by the group, made as groups turn up: at most one per
    group of delegates of one state in the card set (`CardSet.group_votes`)."""

    def __init__(self, cards):
        super().__init__()
        self.cards = cards

    def __missing__(self, group: tuple[int, ...]) -> GroupVotes:
        votes = self[group] = GroupVotes(self.cards, group)
        return votes


def delegation_votes(state, seat: int, st: int, x: int, y: int, sides_x, sides_y, firsts,
                     pairs, equal_suffices: bool = False, shielded: bool = False) -> list[str]:
    """The votes of delegate `x`, or of delegates `x`, `y` (in text order; `y` is -1 for
    none) of state `st`, who may vote for `sides_x` and `sides_y`: each alone and both
    together, where they are enough to outvote the table (`voting.smallest_outvoting`);
    sorted. `firsts` and `pairs` are the id texts (IdTexts.delegation, .pair_delegation)."""
    current = state.room_side[st]
    smallest = smallest_outvoting(state, seat, st, equal_suffices, shielded) if current else 1
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
