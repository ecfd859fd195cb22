"""The names a player reads: factions, districts, tracks, cards, special actions and event
options, as plain English. Log events carry these names (not ids) so that every template
renders a readable sentence; the tables are built once at import."""

from __future__ import annotations

from . import content as C

FACTION_NAMES = ("Patriote", "Loyal")
DISTRICT_NAMES = tuple(d.name for d in C.DISTRICTS)
DISTRICT_NAME_BY_KEY = {d.key: d.name for d in C.DISTRICTS}
TRACK_TITLES = {t.key: t.name for t in C.TRACK_DATA}
TRACK_TITLE_LIST = tuple(TRACK_TITLES[key] for key in C.TRACKS)
TURN_NAMES = {t.key: t.name for t in C.TURNS}
DECK_NAMES = {"1834": "1834", "1835-36": "1835-1836", "1837": "1837", "generic": "generic"}
CARD_NAMES = {c: f"“{card.title}” (#{c})" for c, card in C.CARDS.items()}
SPECIAL_TITLES = {
    "strings": "Pulling the Strings", "realign": "Strategic Realignment",
    "nonissue": "Non-Issue", "trouble": "Looking for Trouble", "canadien": "Le Canadien",
    "media": "Partisan Media", "moment": "Our Moment", "support": "Overwhelming Support",
    "cost": "No Matter the Cost", "angles": "Various Angles",
}
GAME_END_REASONS = {
    "spirit": "the Spirit of Rebellion reached 15",
    "twenty_vp": "a lead of 20 VP or more",
    "last_turn": "the last turn has been played",
    "arrest_warrants": "the arrest warrants went out",
}
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight",
                "nine", "ten")


def faction_name(f: int) -> str:
    return FACTION_NAMES[f] if f >= 0 else "Nobody"


def district_name(key: str) -> str:
    return DISTRICT_NAME_BY_KEY[key]


def card_name(c: int) -> str:
    return CARD_NAMES[c]


def play_mode(how: str, c: int) -> str:
    """How a card is played (3.1): `ap`, `event` or `reserve`, in words."""
    if how == "ap":
        return f"for its {C.CARD_AP[c]} AP"
    if how == "event":
        return "for its event"
    return f"from the reserve for {C.CARD_AP[c]} OP"


def card_list(cards) -> str:
    """Card names joined for a sentence: "A, B and C"; "no card" for none."""
    names = list(map(CARD_NAMES.__getitem__, cards))
    if not names:
        return "no card"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def count_of(n: int, thing: str) -> str:
    return f"{n} {thing}" + ("" if n == 1 else "s")


def special_name(rest: str) -> str:
    """A special action id's tail (`strings:3`, `nonissue:rc`, `angles:2`) in words."""
    name, _, arg = rest.partition(":")
    title = SPECIAL_TITLES[name]
    if not arg:
        return title
    if name == "strings":
        return f"{title}, rolling {count_of(int(arg), 'scoring die').replace('dies', 'dice')}"
    if name == "nonissue":
        return f"{title} on the {TRACK_TITLES[arg]} track"
    if name == "trouble":
        return f"{title}, spirit +{arg}"
    return f"{title}, exchanging {count_of(int(arg), 'card')}"


def reason_name(reason: str) -> str:
    return GAME_END_REASONS.get(reason, reason.replace("_", " "))


def boxes(n: int) -> str:
    """A number of track boxes in words: "one box", "two boxes"."""
    word = NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
    return f"{word} box" + ("" if n == 1 else "es")


def side_standing(position: int) -> str:
    """A signed marker (positive: Loyal) read by side: "4 in the Patriote's favour",
    or "level" on the "0" box."""
    if position == 0:
        return "level"
    return f"{abs(position)} in the {FACTION_NAMES[position > 0]}'s favour"


def vp_standing(vp: int) -> str:
    """The single VP marker (positive: Loyal) read by side; the "0" box goes to the
    Loyal player (2.4)."""
    if vp == 0:
        return "the VP track is level, which counts for the Loyal"
    return f"the {FACTION_NAMES[vp > 0]} leads by {abs(vp)} VP"


NAMED_OPTIONS = {
    "activities": "use 3 AP for activities", "reserve": "gain 3 OP and put the card in the reserve",
    "end_game": "end the game now", "carry_on": "carry on: spirit of rebellion +2",
}
# The Activities cards' "reserve" option for a card played from the reserve, which is
# discarded whatever the option says (7.0, docs/rulings).
RESERVE_OPTION_DISCARDED = "gain 3 OP (the card is discarded)"


def option_name(key: str, script: list, from_reserve: bool = False) -> str:
    """An event option (effects.choose) in words; numbered options are read from the
    procedure they start (OP spent, or leaders presiding for card 7). `from_reserve`:
    the card in play came from the opportunity reserve."""
    if key == "reserve" and from_reserve:
        return RESERVE_OPTION_DISCARDED
    if key in DISTRICT_NAME_BY_KEY:
        return DISTRICT_NAME_BY_KEY[key]
    if key in TRACK_TITLES:
        return f"score the {TRACK_TITLES[key]} track"
    if key in NAMED_OPTIONS:
        return NAMED_OPTIONS[key]
    first = script[0] if script else None
    if first and first[0] == "spend_op":
        return f"spend {count_of(int(key), 'OP').replace('OPs', 'OP')}"
    if first and first[0] == "call" and first[1] == "six_counties_checks":
        return f"{count_of(int(key), 'leader')} presiding"
    return key.replace("_", " ")
