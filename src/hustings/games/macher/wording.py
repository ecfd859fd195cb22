"""Words for the log and the labels: counts with their nouns, amounts of money, cards by
name, dice and figures party by party. Events carry these phrases as arguments beside the
raw figures, so that a message reads 'black +1, blue -1' rather than a Python list."""

from __future__ import annotations

from .content import (
    CABINET,
    CABINET_INDEX,
    COLORS,
    CONTRIBUTIONS,
    N_TOPICS,
    face_key,
    face_label,
)


def count(number: int, noun: str, nouns: str | None = None) -> str:
    """'1 member', '3 members', 'no members'."""
    plural = nouns or noun + "s"
    if number == 0:
        return f"no {plural}"
    return f"{number} {noun if number == 1 else plural}"


def figure(number: int, noun: str, nouns: str | None = None) -> str:
    """'0 votes', '1 vote', '3 votes': a count that says 0 as a number (in tables)."""
    return f"{number} {noun if number == 1 else nouns or noun + 's'}"


class Counted(dict):
    """`count(number, noun)` (or `figure`, with `show`) for every number, each phrase
    worked out on its first use: the counts that recur in every game's log."""

    def __init__(self, noun: str, show=count):
        super().__init__()
        self.noun = noun
        self.show = show

    def __missing__(self, number: int) -> str:
        text = self[number] = self.show(number, self.noun)
        return text


MARKERS_TEXT = Counted("organization marker")
VOTES_TEXT = Counted("vote")
VOTE_FIGURES = Counted("vote", figure)
SEAT_FIGURES = Counted("seat", figure)


def money(amount: int) -> str:
    return f"{amount:,}"


def signed(value: int) -> str:
    return f"{value:+d}"


def listing(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def dice_words(dice) -> str:
    """What the dice show: 'a 3', '1 and 2', 'no dice'."""
    dice = list(dice)
    if not dice:
        return "no dice"
    if len(dice) == 1:
        return f"a {dice[0]}"
    return listing([str(d) for d in dice])


# An opinion or platform face by its name and its short key: 'Keep the reactors (nuclear+)'.
FACE_NAMES = {face_key(face): f"{face_label(face)} ({face_key(face)})"
              for face in range(2 * N_TOPICS)}


def card_name(key: str) -> str:
    """The name of a face given by its key ('nuclear+')."""
    return FACE_NAMES[key]


def cabinet_title(card: int | str) -> str:
    """A shadow-cabinet card's title in running text: 'general secretary'."""
    index = CABINET_INDEX[card] if isinstance(card, str) else card
    return CABINET[index].title.lower()


# `cabinet_title` of every card, by its id.
CABINET_TITLES = {card.id: cabinet_title(card.id) for card in CABINET}


def donor(card: int) -> str:
    """A contribution card by its donor's name, quoted: 'Anonymous accounts abroad'."""
    return f"'{CONTRIBUTIONS[card].donor}'"


def per_party(values, show=str) -> str:
    """A figure for every party, by colour: 'black +1, blue -1, red +1'."""
    return ", ".join(f"{COLORS[seat]} {show(value)}" for seat, value in enumerate(values))


def shifts_words(shifts) -> str:
    return per_party(shifts, signed)


# What each part of the starting-position sheet places (content.StartOption.parts).
def part_words(kind: str, amount: int) -> str:
    if kind == "trend":
        return "a trend step" if amount == 1 else f"{amount} trend steps"
    if kind == "votes":
        return count(amount, "vote")
    if kind == "org":
        return count(amount, "organization marker")
    if kind == "media":
        return "a media marker" if amount == 1 else count(amount, "media marker")
    return count(amount, "member")


PHASE_NAMES = {
    "preliminary": "starting-position sheets",
    "bid": "bidding for the start player",
    "name_start": "naming the start player",
    "platform": "platform conference",
    "cabinet": "laying shadow-cabinet cards",
    "cabinet_act": "using shadow-cabinet cards",
    "coalition": "coalitions",
    "coalition_answer": "coalitions",
    "media": "buying media markers",
    "media_majority": "media majorities",
    "organization": "organization",
    "poll_bid": "opinion polls",
    "poll_use": "opinion polls",
    "poll_shift": "opinion polls",
    "convert": "converting markers into votes",
    "convert_exchange": "converting markers into votes",
    "promote": "scoring the current region",
    "contribute": "external contributions",
    "over": "game over",
}


def phase_name(phase: str) -> str:
    return PHASE_NAMES.get(phase, phase.replace("_", " "))
