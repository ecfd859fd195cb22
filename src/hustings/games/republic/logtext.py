"""Log arguments in words: the log stores what a reader sees, so every statesman, office,
state and card is named, seats are numbered from one and lists read as sentences."""

from __future__ import annotations

from .content import ACTIONS, ISSUES, NAME, OFFICES, SID, STATE, TAXES

PARTY_NAMES = {"C": "Conservatives", "L": "Liberals", "X": "Independents"}
SIDES = {"yea": "votes for", "nay": "votes against", "abstain": "abstains",
         "tie:pass": "the measure passes", "tie:fail": "the measure fails"}
OUTCOMES = {"resolved": "resolved", "failed": "the issue fails", "ignored": "ignored"}
REGIMES = {"two": "two-party contest", "single": "single-party dominance"}
REASONS = {"issues_exhausted": "the issue deck is exhausted", "civil_war": "civil war breaks out",
           "monetary_collapse": "the Treasury collapses"}

# Arguments that hold a statesman's id when they hold a string.
_PERSON_ARGS = ("statesman", "candidate", "mate", "president", "vp", "target", "persuader",
                "challenger", "to")
_PEOPLE_ARGS = ("candidates", "order", "statesmen")


def person(slug: str) -> str:
    return NAME[SID[slug]] if slug in SID else slug


def card_title(card: str) -> str:
    """Any card's printed name: issue, tax, action card or statesman."""
    for table in (ISSUES, TAXES, ACTIONS):
        if card in table:
            return table[card].name
    return person(card)


def office_title(office: str) -> str:
    return OFFICES[office].name if office in OFFICES else office


def sentence(items) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = [str(i) for i in items]
    if not items:
        return "nobody"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _people(value):
    return sentence(person(s) for s in value) if isinstance(value, list) else value


def _by_person(value):
    return ", ".join(f"{person(s)} {v}" for s, v in value.items()) or "none"


def _words(table):
    return lambda value: table.get(value, value) if isinstance(value, str) else value


_CONVERT = {
    **{name: (lambda v: person(v) if isinstance(v, str) else v) for name in _PERSON_ARGS},
    **dict.fromkeys(_PEOPLE_ARGS, _people),
    "card": lambda v: card_title(v) if isinstance(v, str) else v,
    "cards": lambda v: (sentence(v) if v else "no cards") if isinstance(v, list) else v,
    "office": lambda v: office_title(v) if isinstance(v, str) else v,
    "state": lambda v: STATE[v].name if v in STATE else v,
    "party": _words(PARTY_NAMES), "side": _words(SIDES), "regime": _words(REGIMES),
    "reason": _words(REASONS), "outcome": _words(OUTCOMES),
    "totals": _by_person, "won": _by_person,
    "bids": lambda v: ", ".join(f"Seat {int(k) + 1} bids {b}" for k, b in v.items()),
    "factions": lambda v: "; ".join(f"Seat {k + 1}: {sentence(person(s) for s in team)}"
                                    for k, team in enumerate(v)),
}


def readable(key: str, args: dict) -> dict:
    """The same arguments with ids replaced by names (see the module docstring)."""
    out = dict(args)
    if key == "issue_assigned" and out.get("card") in ISSUES:
        options = {o.key: o.label for o in ISSUES[out["card"]].options}
        out["option"] = options.get(out["option"], out["option"])
    for name, value in args.items():
        convert = _CONVERT.get(name)
        if convert is not None:
            out[name] = convert(value)
    if key == "elected" and not out["vp"]:
        out["vp"] = "no one"
    return out
