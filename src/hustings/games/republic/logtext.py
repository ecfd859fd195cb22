"""Log arguments in words: the log stores what a reader sees, so every statesman, office,
state and card is named, seats are numbered from one and lists read as sentences."""

from __future__ import annotations

from hustings.engine.protocol import LogEvent

from .content import ACTIONS, ISSUES, NAME, OFFICES, SID, SLUG, STATE, TAXES

PARTY_NAMES = {"C": "Conservatives", "L": "Liberals", "X": "Independents"}
SIDES = {"yea": "votes yea", "nay": "votes nay", "abstain": "abstains",
         "tie:pass": "the measure passes", "tie:fail": "the measure fails"}
OUTCOMES = {"resolved": "resolved", "failed": "the issue fails", "ignored": "ignored"}
REGIMES = {"two": "two-party contest", "single": "single-party dominance"}
REASONS = {"issues_exhausted": "the issue deck is exhausted", "civil_war": "civil war breaks out",
           "monetary_collapse": "the Treasury collapses"}
# Why a tax failed without Congress voting it down (tax_lapsed).
TAX_FAILURES = {"declined": "the Secretary of the Treasury will not spend the influence it needs",
                "unaffordable": "the Secretary of the Treasury cannot pay the influence it needs",
                "no_holder": "nobody holds the Treasury to see it through",
                "no_president": "no president is left to see it through"}

# Arguments that hold a statesman's id when they hold a string.
_PERSON_ARGS = ("statesman", "candidate", "mate", "president", "vp", "target", "persuader",
                "challenger", "to")
_PEOPLE_ARGS = ("candidates", "order", "statesmen")


class _Names(dict):
    """id -> name; anything else reads as itself."""

    def __missing__(self, key):
        return key


_PERSON_NAME = _Names({slug: NAME[s] for slug, s in SID.items()})
# Every card's printed name; an id in several tables reads as an issue, then a tax, then
# an action card, then a statesman.
_CARD_TITLE = _Names({**_PERSON_NAME, **{k: c.name for k, c in ACTIONS.items()},
                      **{k: c.name for k, c in TAXES.items()},
                      **{k: c.name for k, c in ISSUES.items()}})
_OFFICE_TITLE = _Names({k: o.name for k, o in OFFICES.items()})
_STATE_NAME = _Names({k: s.name for k, s in STATE.items()})


# The same names, for the hottest events, which are emitted with their arguments in words
# already (`SharedEvents` below): by statesman index, and the tables themselves.
PERSON_NAME_OF = [_PERSON_NAME[slug] for slug in SLUG]
PERSON_NAME = _PERSON_NAME   # by id
CARD_TITLE = _CARD_TITLE
OFFICE_TITLE = _OFFICE_TITLE
STATE_TITLE = _STATE_NAME


class SharedEvents(dict):
    """The log events of one frequent kind, each made once for its arguments and shared
    from then on (log events are read-only, and clones share theirs already):
    `table[ident]` is the event `key` whose arguments, in words, are `args_of(ident)`.
    Cheaper than building the arguments and the event at every emit; appended with
    `RepublicState.add_event`. Cleared when it grows big (a new one is made on demand)."""

    LIMIT = 50_000

    def __init__(self, key: str, rule: str, args_of) -> None:
        super().__init__()
        self.key, self.rule, self.args_of = key, rule, args_of

    @classmethod
    def of_ids(cls, key: str, rule: str, *names: str) -> SharedEvents:
        """A table of events whose arguments `names` are given by id, as `emit` takes
        them and in that order (`table[value]` for one, `table[value, ...]` for more),
        and are put in words by `readable` as `emit` would."""
        if len(names) == 1:
            return cls(key, rule, lambda value: readable(key, {names[0]: value}))
        return cls(key, rule, lambda values: readable(key, dict(zip(names, values, strict=True))))

    def __missing__(self, ident) -> LogEvent:
        if len(self) >= self.LIMIT:
            self.clear()
        event = self[ident] = LogEvent(self.key, self.args_of(ident), self.rule, None)
        return event


# A phase begins: (phase, turn).
PHASE_BEGINS = SharedEvents("phase", "secuencia de juego", lambda i: {"phase": i[0], "turn": i[1]})


def person(slug: str) -> str:
    return _PERSON_NAME[slug]


def card_title(card: str) -> str:
    """Any card's printed name: issue, tax, action card or statesman."""
    return _CARD_TITLE[card]


def office_title(office: str) -> str:
    return _OFFICE_TITLE[office]


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


def _tickets(value):
    """[[president, mate or "", votes], ...] -> "A with B 120, C 80"."""
    if not isinstance(value, list):
        return value
    return ", ".join(f"{person(p)}{f' with {person(m)}' if m else ''} {votes}" for p, m, votes in value)


def _words(table):
    return lambda value: table.get(value, value) if isinstance(value, str) else value


# Each converter takes a plain value (string, number, list or dict) and returns it in words;
# a table lookup leaves anything it does not name as it is.
_CONVERT = {
    **dict.fromkeys(_PERSON_ARGS, _PERSON_NAME.__getitem__),
    **dict.fromkeys(_PEOPLE_ARGS, _people),
    "card": _CARD_TITLE.__getitem__,
    "cards": lambda v: (sentence(v) if v else "no cards") if isinstance(v, list) else v,
    "office": _OFFICE_TITLE.__getitem__,
    "state": _STATE_NAME.__getitem__,
    "party": _words(PARTY_NAMES), "side": _words(SIDES), "regime": _words(REGIMES),
    "reason": _words(REASONS), "outcome": _words(OUTCOMES), "why": _words(TAX_FAILURES),
    "tickets": _tickets,
    "totals": _by_person, "won": _by_person,
    "bids": lambda v: ", ".join(f"Seat {int(k) + 1} bids {b}" for k, b in v.items()),
    "factions": lambda v: "; ".join(f"Seat {k + 1}: {sentence(person(s) for s in team)}"
                                    for k, team in enumerate(v)),
}


def readable(key: str, args: dict) -> dict:
    """The arguments with ids replaced by names (see the module docstring), in place:
    `args` is the fresh keyword dictionary of an `emit` call."""
    if key == "issue_assigned" and args.get("card") in ISSUES:
        options = {o.key: o.label for o in ISSUES[args["card"]].options}
        args["option"] = options.get(args["option"], args["option"])
    convert = _CONVERT
    for name in args:
        if name in convert:
            args[name] = convert[name](args[name])
    if key == "elected" and not args["vp"]:
        args["vp"] = "no one"
    return args
