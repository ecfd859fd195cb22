"""Log events that recur with the same content, built once and shared by every state.

A LogEvent is read-only (the engine's LogEvent says so, and clones already share their
log's events), so an event such as 'red sealed a bid' need not be built again each time
it happens: the tables below hand out the very event that `MacherState.emit_event`
would have logged, with the same key, arguments (in the same order) and rule. Logging
one is appending it to `st.log`; building a fresh one costs more than the rule it
records. The tables are keyed by what varies in the event: party, board, the board's
region, amounts."""

from __future__ import annotations

from hustings.engine import LogEvent

from .constants import BOARDS, UNIT
from .content import COLORS, CONTRIBUTIONS, POLLS, REGIONS
from .wording import (
    cabinet_title,
    card_name,
    count,
    dice_words,
    donor,
    listing,
    shifts_words,
)

REGION_NAMES = tuple(region.name for region in REGIONS)
UNUSED_BOARD_NAMES = tuple(f"board {b}" for b in range(BOARDS))
# A table forgets what it holds beyond this many events (the rarest keys, such as vote
# totals, are many): memory stays bounded, and a forgotten event is simply built again.
MOST_KEPT = 10_000


# [board][region]: the `board_name` argument `emit` gives an event naming `board`, its
# region's name, or (indexed by no region, -1: the row's last entry) 'board <n>'.
BOARD_NAMES = tuple((*REGION_NAMES, UNUSED_BOARD_NAMES[board]) for board in range(BOARDS))


def board_name(board: int, region: int) -> str:
    """The `board_name` argument `emit` gives an event naming `board` (state.board_name)."""
    return BOARD_NAMES[board][region]


class SharedEvents(dict):
    """Events keyed by what varies in them, each built on its first use by `build`
    (called with the key's items) and shared from then on."""

    def __init__(self, build):
        super().__init__()
        self.build = build

    def __missing__(self, key):
        if len(self) >= MOST_KEPT:
            self.clear()
        event = self[key] = self.build(*key)
        return event


def _seat_events(key: str, rule: str) -> tuple[LogEvent, ...]:
    """`key` with the arguments {seat, party}, one event per seat."""
    return tuple(LogEvent(key, {"seat": seat, "party": COLORS[seat]}, rule, None)
                 for seat in range(len(COLORS)))


def _seat_board_events(key: str, rule: str) -> SharedEvents:
    """`key` with {seat, board, party, board_name}, keyed by (seat, board, region)."""
    return SharedEvents(lambda seat, board, region: LogEvent(
        key, {"seat": seat, "board": board, "party": COLORS[seat],
              "board_name": board_name(board, region)}, rule, None))


# ---- 5 and 5.1: rounds and the start sheet ------------------------------------------
ROUND_STARTED = tuple(LogEvent("round_started", {"round": number}, "macher 5", None)
                      for number in range(8))
SHEET_FILLED = _seat_events("sheet_filled", "macher 5.1")

# ---- 5.2.1: the start player ---------------------------------------------------------
BID_SEALED = _seat_events("bid_sealed", "macher 5.2.1")
START_PLAYER_NAMED = SharedEvents(lambda seat, start: LogEvent(
    "start_player_named", {"seat": seat, "start": start,
                           "start_text": "itself" if start == seat else COLORS[start],
                           "party": COLORS[seat],
                           "start_party": COLORS[start]}, "macher 5.2.1", None))
BID_WON = SharedEvents(lambda seat, amount: LogEvent(
    "bid_won", {"seat": seat, "amount": amount, "party": COLORS[seat]}, "macher 5.2.1", None))

# ---- 5.2.2: the platform conference -------------------------------------------------
def _redraw_words(discarded: int) -> str:
    if not discarded:
        return "keeps its hidden platform cards"
    return f"discards {count(discarded, 'hidden platform card')} and draws back up"


PLATFORM_REDRAWN = tuple(tuple(LogEvent("platform_redrawn", {"seat": seat, "discarded": n,
                                                             "redraw_text": _redraw_words(n),
                                                             "party": COLORS[seat]},
                                        "macher 5.2.2", None) for n in range(4))
                         for seat in range(len(COLORS)))
# (seat, removed face key, added face key)
PLATFORM_SWAPPED = SharedEvents(lambda seat, removed, added: LogEvent(
    "platform_swapped", {"seat": seat, "removed": removed, "added": added,
                         "removed_name": card_name(removed), "added_name": card_name(added),
                         "party": COLORS[seat]}, "macher 5.2.2", None))

# ---- 5.2.3: the shadow cabinet -------------------------------------------------------
CABINET_CARD_LAID = _seat_board_events("cabinet_card_laid", "macher 5.2.3")
CABINET_SEALED = _seat_events("cabinet_sealed", "macher 5.2.3")
# A party done laying cards without having laid any.
CABINET_NONE = _seat_events("cabinet_none", "macher 5.2.3")
# (seat, card id, board, region)
CABINET_USED = SharedEvents(lambda seat, card, board, region: LogEvent(
    "cabinet_used", {"seat": seat, "card": card, "title": cabinet_title(card), "board": board,
                     "party": COLORS[seat], "board_name": board_name(board, region)},
    "macher 5.2.3", None))
COALITION_TILE_PLACED = _seat_board_events("coalition_tile_placed", "macher 5.2.3")
# (seat, board, votes, total, region)
CABINET_VOTES = SharedEvents(lambda seat, board, votes, total, region: LogEvent(
    "cabinet_votes", {"seat": seat, "board": board, "votes": votes, "total": total,
                      "votes_text": count(votes, "vote"), "party": COLORS[seat],
                      "board_name": board_name(board, region)},
    "macher 5.2.3", None))
# (seat, board, target, trend, region)
CABINET_TREND = SharedEvents(lambda seat, board, target, trend, region: LogEvent(
    "cabinet_trend", {"seat": seat, "board": board, "target": target, "trend": trend,
                      "party": COLORS[seat], "target_party": COLORS[target],
                      "board_name": board_name(board, region)}, "macher 5.2.3", None))
# A card used for none of its actions: by the party's choice, or because none of them
# could do anything (keyed by seat, board, region).
CABINET_CARD_UNUSED = _seat_board_events("cabinet_card_unused", "macher 5.2.3")
CABINET_CARD_IDLE = _seat_board_events("cabinet_card_idle", "macher 5.2.3")

# ---- 5.2.5 and 5.2.6: media and organization ----------------------------------------
MEDIA_BOUGHT = _seat_board_events("media_bought", "macher 5.2.5")
def _placed_words(placed: tuple[int, ...], regions: tuple[int, ...]) -> str:
    """'2 organization markers in Berlin and 1 in Bavaria', 'no organization markers'."""
    where = [(markers, board_name(board, regions[board]))
             for board, markers in enumerate(placed) if markers]
    if not where:
        return "no organization markers"
    first, *others = where
    return listing([f"{count(first[0], 'organization marker')} in {first[1]}",
                    *(f"{markers} in {name}" for markers, name in others)])


# (seat, markers placed on each board, the region of each board, as tuples)
ORGANIZATION_PLACED = SharedEvents(lambda seat, placed, regions: LogEvent(
    "organization_placed", {"seat": seat, "boards": list(placed),
                            "placed_text": _placed_words(placed, regions),
                            "party": COLORS[seat]},
    "macher 5.2.6", None))

# ---- 5.2.7: opinion polls ------------------------------------------------------------
POLL_PASS = _seat_board_events("poll_pass", "macher 5.2.7")
# (board, region)
POLL_UNSOLD = SharedEvents(lambda board, region: LogEvent(
    "poll_unsold", {"board": board, "board_name": board_name(board, region)},
    "macher 5.2.7", None))
# (seat, board, amount, region)
POLL_BID = SharedEvents(lambda seat, board, amount, region: LogEvent(
    "poll_bid", {"seat": seat, "board": board, "amount": amount, "party": COLORS[seat],
                 "board_name": board_name(board, region)}, "macher 5.2.7", None))
# (seat, board, price, region)
POLL_BOUGHT = SharedEvents(lambda seat, board, price, region: LogEvent(
    "poll_bought", {"seat": seat, "board": board, "price": price, "party": COLORS[seat],
                    "board_name": board_name(board, region)}, "macher 5.2.7", None))
# (seat, board, poll card, parties, region): the poll its buyer alone looks at.
POLL_SEEN = SharedEvents(lambda seat, board, card, n, region: LogEvent(
    "poll_seen", {"seat": seat, "board": board, "shifts": POLLS[card].shifts[:n],
                  "results": POLLS[card].results,
                  "shifts_text": shifts_words(POLLS[card].shifts[:n]), "party": COLORS[seat],
                  "board_name": board_name(board, region)}, "macher 5.2.7", (seat,)))
# (seat, board, poll card, parties, region): the poll its buyer publishes.
POLL_PUBLISHED = SharedEvents(lambda seat, board, card, n, region: LogEvent(
    "poll_published", {"seat": seat, "board": board, "headline": POLLS[card].headline,
                       "shifts": POLLS[card].shifts[:n], "results": POLLS[card].results,
                       "shifts_text": shifts_words(POLLS[card].shifts[:n]),
                       "party": COLORS[seat], "board_name": board_name(board, region)},
    "macher 5.2.7", None))

# ---- 5.3: scoring a region -----------------------------------------------------------
# [seat][round]: a media marker moved to the round's space on the national board (5.3.3).
NATIONAL_MEDIA = tuple(tuple(LogEvent("national_media", {"seat": seat, "round": number,
                                                         "party": COLORS[seat]},
                                      "macher 5.3.3", None) for number in range(8))
                       for seat in range(len(COLORS)))
def _promotion_words(how: str, replaced: str) -> str:
    """How the promoted card took its national space (after the space's number)."""
    if how == "secured":
        return ", securing it"
    if how == "replaced_opposite":
        return f", replacing the opposite opinion, {card_name(replaced)}"
    if how == "replaced":
        return f", replacing {card_name(replaced)}"
    return ""


# (seat, opinion face key, space, how, face key of the card replaced or ""): an opinion
# promoted to the national board (5.3.3).
OPINION_PROMOTED = SharedEvents(lambda seat, opinion, space, how, replaced: LogEvent(
    "opinion_promoted", {"seat": seat, "opinion": opinion, "space": space, "how": how,
                         "opinion_name": card_name(opinion),
                         "how_text": _promotion_words(how, replaced),
                         "party": COLORS[seat]}, "macher 5.3.3", None))
# (seat, members)
MEMBERS_GAINED = SharedEvents(lambda seat, members: LogEvent(
    "members_gained", {"seat": seat, "members": members,
                       "members_text": count(members, "member"), "party": COLORS[seat]},
    "macher 5.3.4", None))

# ---- 5.4: the end of a round ---------------------------------------------------------
def _paid_for(seats: int, members: int, members_paid: bool) -> str:
    """What a party is paid for: its seats, and its members in the rounds that pay them."""
    won = count(seats, "seat")
    return f"{won} and {count(members, 'member')}" if members_paid else won


# (seat, seats won, members paid for, whether members are paid this round: 5.4.3)
INCOME = SharedEvents(lambda seat, seats, members, members_paid: LogEvent(
    "income", {"seat": seat, "seats_won": seats, "members": members,
               "amount": (seats + members) * UNIT,
               "paid_for": _paid_for(seats, members, members_paid), "party": COLORS[seat]},
    "macher 5.4.3", None))
CONTRIBUTION_FACE_DOWN = _seat_events("contribution_face_down", "macher 5.4.4")
CONTRIBUTION_ACCEPTED = tuple(tuple(LogEvent(
    "contribution_accepted", {"seat": seat, "card": card.id, "donor": donor(index),
                              "amount": card.amount, "party": COLORS[seat]},
    "macher 5.4.4", None)
    for index, card in enumerate(CONTRIBUTIONS)) for seat in range(len(COLORS)))


def _risk_event(seat: int, dice: tuple[int, ...], lost: int) -> LogEvent:
    if not dice:   # a card with no risk dice
        return LogEvent("contribution_riskless", {"seat": seat, "party": COLORS[seat]},
                        "macher 5.4.4", None)
    return LogEvent("contribution_risk", {"seat": seat, "dice": list(dice), "lost": lost,
                                          "dice_text": dice_words(dice),
                                          "lost_text": count(lost, "member"),
                                          "party": COLORS[seat]}, "macher 5.4.4", None)


# (seat, dice rolled, members lost): what an accepted contribution cost; the loss stops
# at the members the party had.
CONTRIBUTION_RISK = SharedEvents(_risk_event)
# (seat, contribution card, dice rolled): the members a declined contribution brought.
CONTRIBUTION_DECLINED = SharedEvents(lambda seat, card, dice: LogEvent(
    "contribution_declined", {"seat": seat, "card": CONTRIBUTIONS[card].id,
                              "donor": donor(card), "amount": CONTRIBUTIONS[card].amount,
                              "dice": list(dice), "gained": sum(dice),
                              "dice_text": dice_words(dice),
                              "gained_text": count(sum(dice), "member"),
                              "party": COLORS[seat]}, "macher 5.4.4", None))
# (seat, dice rolled): the sole highest decliner's bonus.
DECLINE_BONUS = SharedEvents(lambda seat, dice: LogEvent(
    "decline_bonus", {"seat": seat, "dice": list(dice), "gained": sum(dice),
                      "dice_text": dice_words(dice),
                      "gained_text": count(sum(dice), "more member"),
                      "party": COLORS[seat]}, "macher 5.4.4", None))
