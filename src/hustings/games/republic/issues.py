"""The issues phase (Las cuestiones): drawing four issue cards, the hand of time,
requirements, the resolution procedure (assignment, office holder, Congress, judicial
review, results), taxes and tariffs, appointments and delegation to the vice president."""

from __future__ import annotations

from .actions import anytime_ids, play_anytime
from .content import (
    ABILITY,
    BOARD,
    BOND_IDS,
    ISSUES,
    ISSUES_BY_ERA,
    OFFICE_IDS,
    SID,
    SLUG,
    SPECIAL,
    TARIFF_IDS,
    TAX_IDS,
    TAXES,
)
from .deaths import hand_of_time
from .effects import apply_effects, available_ip, log_popularity, return_set_aside, spend_ip
from .flow import STEPS, one, step
from .interrupted import refill_ids, refill_vacated
from .logtext import CARD_TITLE, OUTCOMES, PHASE_BEGINS, SIDES, SharedEvents, readable
from .offices import (
    OFFICE_AT,
    appoint,
    appointment_ids,
    appointments_in_order,
    candidates,
    list_appointments,
    vacancies_to_fill,
    vacate_cabinet,
)
from .state import TREASURY_AT, RepublicState
from .trades import answer_ids, apply_trade, help_possible

ISSUES_PER_TURN = BOARD.issues_per_turn
PRESIDENT_AT = OFFICE_IDS.index("president")   # in st.offices
VP_AT = OFFICE_IDS.index("vp")
# The frequent events of the issues phase (logtext.SharedEvents), cards by id.
ISSUE_REVEALED = SharedEvents("issue_revealed", "el mazo de cuestiones", lambda card: {"card": CARD_TITLE[card]})
CANNOT_MEET_DIFFICULTY = SharedEvents("cannot_meet_difficulty", "procedimiento 2",
                                      lambda card: {"card": CARD_TITLE[card]})
ISSUE_OUTCOME = SharedEvents("issue_outcome", "procedimiento 5",   # (card, outcome)
                             lambda i: {"card": CARD_TITLE[i[0]], "outcome": OUTCOMES.get(i[1], i[1])})
TAX_PROPOSED = SharedEvents("tax_proposed", "aprobacion y revocacion de impuestos",   # (card, how)
                            lambda i: {"card": CARD_TITLE[i[0]], "how": i[1]})
TAX_PASSED = SharedEvents("tax_passed", "aprobacion de impuestos", lambda card: {"card": CARD_TITLE[card]})
TAX_FAILED = SharedEvents("tax_failed", "aprobacion de impuestos", lambda card: {"card": CARD_TITLE[card]})
# A tax that fails before Congress votes on it: (card, why), see logtext.TAX_FAILURES.
TAX_LAPSED = SharedEvents.of_ids("tax_lapsed", "aprobacion de impuestos", "card", "why")
VOTED = SharedEvents("voted", "procedimiento 3",   # (seat, "yea", "nay" or "abstain", votes)
                     lambda i: {"seat": i[0], "side": SIDES[i[1]], "votes": i[2]})
TAX_REPEALED = SharedEvents.of_ids("tax_repealed", "revocacion de impuestos", "card")
REPEAL_FAILED = SharedEvents.of_ids("repeal_failed", "revocacion de impuestos", "card")
DELEGATED = SharedEvents.of_ids("delegated", "el vicepresidente", "card")
ISSUE_ASSIGNED = SharedEvents(   # (card, option, the statesmen's ids)
    "issue_assigned", "procedimiento 1",
    lambda i: readable("issue_assigned", {"card": i[0], "option": i[1], "statesmen": list(i[2])}))
CONGRESS_RESULT = SharedEvents("congress_result", "procedimiento 3", lambda i: {"yea": i[0], "nay": i[1]})
SPECIAL_BONUS = {"diplomat": ("state", "envoy"), "financier": ("treasury",),
                 "commander": ("general", "war")}


def start_issues_phase(st) -> None:
    vacate_cabinet(st)
    st.drawn = 0
    st.delegated = False
    st.tax_tried = []
    st.tax_changed = []
    st.tariff_acted = False
    st._tax_ids = None   # (tax_ids_in_order reads the lists above)
    st.ctx = {"issue": None}
    st.add_event(PHASE_BEGINS["issues", st.turn])
    if st.opts.get("reduced_negotiation"):
        from .committee import start_committee
        start_committee(st)


# --- the issue deck --------------------------------------------------------------------
def _requirement_met(st, req: str) -> bool:
    kind, _, arg = req.partition(":")
    if kind == "issue":
        return arg in st.resolved
    if kind == "tax":
        return arg in st.taxes_active
    if kind == "tariff":
        return any(t in st.taxes_active for t in TARIFF_IDS)
    if kind == "card":
        return arg in st.in_play_cards
    return arg in st.admitted


def requirements_met(st, card: str) -> bool:
    requires = ISSUES[card].requires
    return not requires or all(_requirement_met(st, r) for r in requires)   # (most have none)


def _refill(st) -> bool:
    """Build the next era's deck when the current one runs out (mazo agotado). In the last
    era the cards set aside at the bottom come back once. False when nothing is left."""
    last = st.opts.get("last_era", 2)
    if st.deck_era < last:
        st.deck_era += 1
        era = "ABC"[st.deck_era]
        deck = [c for c in ISSUES_BY_ERA[era] if c not in st.resolved and c not in st.removed_issues]
        deck += st.pushed[st.deck_era]
        st.pushed[st.deck_era] = []
        st.rng.shuffle(deck)
        st.issue_deck = deck
        st.emit("new_era_deck", "mazo de cuestiones agotado", era=era)
        return bool(deck) or _refill(st)
    if st.set_aside:
        deck = list(st.set_aside)
        st.set_aside = []
        st.rng.shuffle(deck)
        st.second_chance.extend(deck)
        st.issue_deck = deck
        return True
    return False


def deck_exhausted(st) -> bool:
    """The last era's deck has run out: what is left are cards set aside for unmet
    requirements, which only make up this turn's four issues (requisitos de cartas de
    cuestion); the game ends after the next election."""
    last = st.opts.get("last_era", 2)
    return st.deck_era >= last and all(c in st.second_chance for c in st.issue_deck)


def nothing_left_to_draw(st) -> bool:
    last = st.opts.get("last_era", 2)
    return not st.issue_deck and not st.set_aside and st.deck_era >= last


def _set_aside_unmet(st, card: str) -> None:
    last = st.opts.get("last_era", 2)
    if card in st.second_chance:
        st.second_chance.remove(card)
        st.removed_issues.append(card)
    elif st.deck_era < last:
        st.pushed[st.deck_era + 1].append(card)
    else:
        st.set_aside.append(card)
    st.emit("requirements_unmet", "requisitos de cartas de cuestion", card=card)


def draw_issue(st) -> None:
    """Reveal issue cards until one can be considered (replacements for unmet
    requirements); the hand of time is rolled on each revealed card that shows it, but
    not again on a card set aside face up in the last era: it was revealed already."""
    while True:
        if not st.issue_deck and not _refill(st):
            st.final_turn = True
            st.emit("issues_exhausted", "mazo de cuestiones agotado")
            return
        card = st.issue_deck.pop()
        again = card in st.second_chance
        if again and requirements_met(st, card):
            st.second_chance.remove(card)
        st.era = max(st.era, "ABC".index(ISSUES[card].era))
        st.add_event(ISSUE_REVEALED[card])
        if ISSUES[card].hot and not again:
            hand_of_time(st)
            if st.over:
                return
        if requirements_met(st, card):
            st.drawn += 1
            st.ctx["issue"] = {"kind": "issue", "card": card, "stage": "decide", "chief": "president"}
            if nothing_left_to_draw(st):
                st.final_turn = True
            return
        _set_aside_unmet(st, card)


# --- who decides ------------------------------------------------------------------------
def chief(st) -> int:
    """Who decides on the issue: the president, or the vice president it was delegated to
    (the president again if that office is vacant)."""
    iss = st.ctx["issue"]
    offices = st.offices
    holder = offices[VP_AT] if iss and iss.get("chief") == "vp" else -1
    return holder if holder >= 0 else offices[PRESIDENT_AT]


def _chief_seat(st) -> int:
    head = chief(st)
    return st.owner[head] if head >= 0 else st.president_seat()


def ability_of(st, handlers: list[int], offices: list[str]) -> int:
    total = 0
    for s, office in zip(handlers, offices, strict=True):
        total += ABILITY[s]
        if office in SPECIAL_BONUS.get(SPECIAL[s], ()):
            total += 1
    return total


def _difficulty(st, card: str, opt) -> int:
    extra = 3 * st.sabotage if opt.negotiation and st.sabotage else 0
    return opt.difficulty + extra


# --- resume: the automatic parts of the procedure ------------------------------------------
def resume(st) -> None:
    for _ in range(1000):
        offer = st.ctx.get("move_offer")
        if offer is not None:
            office, s = offer
            if st.office(office) < 0 and st.office_of(s) and st.owner[s] >= 0:
                st.step = "move_accept"
                return
            del st.ctx["move_offer"]   # a card played meanwhile has made it moot
            st._appointments = None
        iss = st.ctx.get("issue")
        if st.offices[0] < 0 and (iss is None or iss["stage"] in ("decide", "transfer", "spend", "apply")):
            if _without_president(st, iss):   # no president
                return
            continue
        if iss is None:
            st.step = "agenda"
            return
        if "refill" in iss:
            if refill_vacated(st, iss):
                return
            continue
        # The automatic stages come in this order, each going on to a later one: a pass
        # runs them one after the other (none of them changes the offices or asks for a
        # refill, which the checks above are for) until a decision or the outcome.
        stage = iss["stage"]
        if stage == "decide":
            st.step = "issue"
            return
        if stage == "transfer":
            pres = chief(st)
            if st.ip_on[pres] > 0 and pres not in iss["handlers"]:
                st.step = "transfer"
                return
            iss["stage"] = stage = "spend"
        if stage == "spend":
            spender = iss["handlers"][0]
            need = max(0, iss["difficulty"] - iss["ability"])
            if need == 0:
                iss["spent"] = 0
                iss["stage"] = stage = "vote" if iss["congress"] else "review"
            elif need > available_ip(st, spender) and not (
                    st.owner[spender] >= 0 and help_possible(st, st.owner[spender])):
                st.add_event(CANNOT_MEET_DIFFICULTY[iss["card"]])
                iss["responsible"] = st.owner[spender]
                iss["outcome"] = "failed"
                iss["why"] = "unaffordable"
                iss["stage"] = stage = "apply"
            else:
                st.step = "spend"
                return
        if stage == "vote":
            if "voters" not in iss:
                # The president (or the vice president handling a delegated issue "as if
                # he were president") asks the players from his left, himself last.
                iss["voters"] = st.clockwise_from(_chief_seat(st))
                iss["vi"] = 0
                iss["yea"] = 0
                iss["nay"] = 0
            while iss["vi"] < len(iss["voters"]):
                seat = iss["voters"][iss["vi"]]
                if st.faction_ip[seat] > 0 or st.congress_votes(seat) > 0:
                    st.step = "vote"
                    return
                iss["vi"] += 1
            _tally(st, iss)
            stage = iss["stage"]
        if stage == "tie":
            if st.office("vp") >= 0:
                st.step = "tie"
                return
            _congress_failed(st, iss)   # no vice president to break it: Congress refused
            stage = "apply"
        if stage == "review":
            cj = st.office("justice")
            if (iss["kind"] == "issue" and ISSUES[iss["card"]].review and cj >= 0
                    and "judicial_review" in st.in_play_cards):
                st.step = "review"
                return
            iss["outcome"] = "resolved"
            iss["stage"] = stage = "apply"
        if stage == "apply":
            apply_outcome(st, iss)
            st.ctx["issue"] = None
            if st.over:
                return
    raise RuntimeError("issue procedure did not settle")  # pragma: no cover


def _without_president(st, iss) -> bool:
    """Nobody is left to be president (every statesman in play has died): the issues
    drawn this turn go unattended and count as ignored. True when the phase is over."""
    if iss is None:
        if st.drawn < ISSUES_PER_TURN and not st.final_turn:
            draw_issue(st)
            return st.over
        st.ctx = {}
        st.phase = "treasury"
        return True
    if iss["stage"] in ("decide", "transfer", "spend"):
        iss["outcome"] = "ignored"
        iss["stage"] = "apply"
    if iss["stage"] == "apply":
        apply_outcome(st, iss)
        st.ctx["issue"] = None
        return st.over
    return False  # pragma: no cover


def _tally(st, iss) -> None:
    st.add_event(CONGRESS_RESULT[iss["yea"], iss["nay"]])
    if iss["yea"] > iss["nay"]:
        _passed(st, iss)
    elif iss["yea"] == iss["nay"]:
        iss["stage"] = "tie"
    else:
        _congress_failed(st, iss)


def _passed(st, iss) -> None:
    iss["stage"] = "review" if iss["kind"] == "issue" else "apply"
    if iss["kind"] != "issue":
        iss["outcome"] = "resolved"


def _congress_failed(st, iss) -> None:
    """Only half the committed influence (rounded down) is lost when Congress refuses
    (procedimiento 3); it was set aside when committed, so the rest comes back."""
    spent = iss.get("spent", 0)
    if spent:
        return_set_aside(st, iss["handlers"][0], iss["payer"], spent - spent // 2,
                         iss.get("from_card", 0))
    iss["outcome"] = "failed"
    iss["responsible"] = st.president_seat()
    iss["stage"] = "apply"


# --- results ------------------------------------------------------------------------------
def _gain_pop(st, statesmen, amount: int, rule: str = "procedimiento 5") -> None:
    if not amount:
        return
    gainers = [s for s in dict.fromkeys(statesmen) if s >= 0 and st.status[s] == 1]
    for s in gainers:
        st.pop[s] += amount
    log_popularity(st, gainers, amount, rule)


def apply_outcome(st, iss) -> None:
    """Procedimiento 5 and the card's final state. The outcome is announced first, then
    its effects; popularity comes last (after every other effect), so an effect that ends
    the game (tension reaching civil war) ends it there: nobody gains or loses
    popularity afterwards and the card goes nowhere."""
    kind = iss["kind"]
    outcome = iss["outcome"]
    head = chief(st)
    if kind == "tax":
        _apply_tax(st, iss, head)
        return
    if kind == "repeal":
        _apply_repeal(st, iss)
        return
    card = ISSUES[iss["card"]]
    responsible = iss.get("responsible", st.owner[head] if head >= 0 else None)
    st.add_event(ISSUE_OUTCOME[card.id, outcome])
    if outcome == "resolved":
        opt = next(o for o in card.options if o.key == iss["opt"])
        apply_effects(st, opt.effects, responsible)
        if st.over:
            return
        if card.admit and card.admit not in st.admitted:
            st.admitted.append(card.admit)
            st.emit("state_admitted", "admision de nuevos estados", state=card.admit)
        _gain_pop(st, [head] + iss["handlers"], opt.pop)
        st.resolved.append(card.id)
    else:
        apply_effects(st, card.failed.effects, responsible)
        if st.over:
            return
        if outcome == "ignored":
            _gain_pop(st, [head], card.failed.pop)
        else:
            _gain_pop(st, [head] + iss.get("handlers", []), card.failed.pop)
        if card.admit:
            last = st.opts.get("last_era", 2)
            if st.deck_era < last:
                st.pushed[st.deck_era + 1].append(card.id)
            else:
                st.removed_issues.append(card.id)
        else:
            st.removed_issues.append(card.id)


def _apply_tax(st, iss, head) -> None:
    card = TAXES[iss["card"]]
    if iss["outcome"] == "resolved":
        treasurer = iss["handlers"][0]
        st.taxes_active.append(card.id)
        st.tax_changed.append(card.id)   # (the kept tax ids stay: tax_ids_after_trying)
        st.revenue += card.revenue
        st.reserves += card.reserves
        st.add_event(TAX_PASSED[card.id])
        _gain_pop(st, [head, treasurer], card.pop, "aprobacion de impuestos")
        if card.kind == "tax":
            from .treasury import tax_outrage
            tax_outrage(st, card.outrage, treasurer)
    elif "voters" in iss:   # Congress voted it down (or its tie went against it)
        st.add_event(TAX_FAILED[card.id])
    else:
        st.add_event(TAX_LAPSED[card.id, _why_tax_failed(iss)])


def _why_tax_failed(iss) -> str:
    """Why a tax failed before any vote in Congress (logtext.TAX_FAILURES)."""
    if iss["outcome"] == "ignored":
        return "no_president"
    if not iss.get("handlers"):
        return "no_holder"   # the treasurer was lost and nobody could replace him
    return iss.get("why", "declined")


def _apply_repeal(st, iss) -> None:
    card = TAXES[iss["card"]]
    if iss["outcome"] == "resolved":
        st.taxes_active.remove(card.id)
        st.tax_changed.append(card.id)   # (the kept tax ids stay: tax_ids_after_trying)
        st.revenue -= card.revenue
        st.reserves -= card.reserves
        st.add_event(TAX_REPEALED[card.id])
    else:
        st.add_event(REPEAL_FAILED[card.id])


# --- the agenda (president's choices between issues) ----------------------------------------
PASS_ID = {t: f"tax:pass:{t}" for t in TAXES}
REPEAL_ID = {t: f"tax:repeal:{t}" for t in TAXES}
TAXES_AND_BONDS = tuple(TAX_IDS + BOND_IDS)


def _tax_ids(st) -> list[str]:
    """Taxes and bonds not yet tried or changed this turn (passing one needs a Secretary
    of the Treasury); the tariff moves one level, once a term."""
    ids = []
    treasurer = st.office("treasury") >= 0
    tried, changed, active = st.tax_tried, st.tax_changed, st.taxes_active
    for t in TAXES_AND_BONDS:
        if t in tried or t in changed:
            continue
        if t in active:
            ids.append(REPEAL_ID[t])
        elif treasurer:
            ids.append(PASS_ID[t])
    if not st.tariff_acted:
        raised = [t for t in TARIFF_IDS if t in active]
        if treasurer and len(raised) < len(TARIFF_IDS):
            ids.append(PASS_ID[next(t for t in TARIFF_IDS if t not in active)])
        if raised and raised[-1] not in changed:
            ids.append(REPEAL_ID[raised[-1]])
    return ids


def can_end_issues(st) -> bool:
    if st.opts.get("reduced_negotiation"):
        return st.drawn >= ISSUES_PER_TURN or st.final_turn
    return (st.drawn >= ISSUES_PER_TURN or st.final_turn) and not vacancies_to_fill(st)


def agenda_ids(st, seat) -> list[str]:
    """Appointments, taxes, the next issue, the end of the phase (once the issues are
    drawn and no vacancy that can be filled is left: `can_end_issues`) and cards."""
    if st.opts.get("reduced_negotiation"):
        ids, vacancy = [], False
    else:
        ids, vacancy = list_appointments(st)
    ids = ids + _tax_ids(st)
    drawn_all = st.drawn >= ISSUES_PER_TURN or st.final_turn
    if not drawn_all:
        ids.append("draw")
    if drawn_all and not vacancy:
        ids.append("end")
    return ids + anytime_ids(st, seat)


def agenda_ids_in_order(st, seat) -> list[str]:
    """`agenda_ids` sorted, built in that order: appointments (their ids sorted, kept
    with them), "draw", "end", the cards ("play:...") and the taxes ("tax:...")."""
    if st.opts.get("reduced_negotiation"):
        ids, vacancy = [], False
    else:
        ids, vacancy = appointments_in_order(st)
    drawn_all = st.drawn >= ISSUES_PER_TURN or st.final_turn
    if not drawn_all:
        ids = [*ids, "draw"]
    elif not vacancy:
        ids = [*ids, "end"]
    plays = anytime_ids(st, seat) if st.hands[seat] else None   # an empty hand plays nothing
    if plays:
        ids = ids + sorted(plays)
    taxes = tax_ids_in_order(st)
    if taxes:
        ids = ids + taxes
    return ids


_TAX_IDS_KEPT: dict = {}   # what `_tax_ids` reads -> its ids sorted (read-only)


def tax_ids_in_order(st) -> list[str]:
    """`_tax_ids` sorted, kept on the state while what it reads stays the same: the
    taxes tried, changed and in force, whether the tariff moved and whether a treasurer
    sits. A proposal at the agenda brings it up to date (`tax_ids_after_trying`); a
    new turn, a restarted proposal and a change at the treasury (`set_office`) drop
    it. Each reading's ids are also kept in a table shared by all games. Clones share
    the kept list; it is read-only. `invariant_errors` compares it with a fresh
    `_tax_ids`."""
    ids = st._tax_ids
    if ids is not None:
        return ids
    key = (tuple(st.tax_tried), tuple(st.tax_changed), tuple(st.taxes_active),
           st.offices[TREASURY_AT] >= 0, st.tariff_acted)
    ids = _TAX_IDS_KEPT.get(key)
    if ids is None:
        if len(_TAX_IDS_KEPT) > 50_000:
            _TAX_IDS_KEPT.clear()
        ids = _TAX_IDS_KEPT[key] = sorted(_tax_ids(st))
    st._tax_ids = ids
    return ids


# The tax card each tax id names.
TAX_ID_CARD = {action_id: card for ids in (PASS_ID, REPEAL_ID) for card, action_id in ids.items()}


def tax_ids_after_trying(ids: list[str], card: str) -> list[str]:
    """The sorted tax ids `ids` once `card` is proposed at the agenda: its ids go (a
    tax is tried once a turn), and with a tariff every tariff's (the tariff moves once
    a term). What `_tax_ids` reads changes no further for the rest of the turn: the
    outcome of the proposal changes only the card's own standing, which a tried card
    no longer lists, and the tariffs' standing, which no longer lists once it moved."""
    if card in TARIFF_IDS:
        return [i for i in ids if TAX_ID_CARD[i] not in TARIFF_IDS]
    return [i for i in ids if TAX_ID_CARD[i] != card]


def kept_tax_ids_errors(st) -> list[str]:
    """Kept tax ids that disagree with a fresh `_tax_ids`."""
    if st._tax_ids is not None and st._tax_ids != sorted(_tax_ids(st)):
        return ["the kept tax ids disagree with the taxes and the treasury"]
    return []


def agenda_act(st, seat, action_id) -> bool:
    """The president's choice at the agenda. An appointment leaves him at the agenda
    (`back_at_the_agenda`); after any other choice `advance` finds the next decision."""
    parts = action_id.split(":")
    if parts[0] == "appoint":
        if propose_move(st, parts[1], SID[parts[2]]):
            return False
        return back_at_the_agenda(st)
    if parts[0] == "play":
        play_anytime(st, seat, action_id)
    elif parts[0] == "draw":
        draw_issue(st)
    elif parts[0] == "tax":
        card = parts[2]
        st.tax_tried.append(card)
        if card in TARIFF_IDS:
            st.tariff_acted = True
        if st._tax_ids is not None:   # (tax_ids_in_order reads the two above)
            st._tax_ids = tax_ids_after_trying(st._tax_ids, card)
        if parts[1] == "pass":
            tax = TAXES[card]
            treasurer = st.office("treasury")
            st.ctx["issue"] = {
                "kind": "tax", "card": card, "chief": "president", "stage": "transfer",
                "handlers": [treasurer], "offices": ["treasury"], "congress": True,
                "difficulty": tax.difficulty, "ability": ability_of(st, [treasurer], ["treasury"]),
                "spent": 0,
            }
        else:
            st.ctx["issue"] = {"kind": "repeal", "card": card, "chief": "president",
                               "stage": "vote", "handlers": [], "congress": True, "spent": 0}
        st.add_event(TAX_PROPOSED[card, parts[1]])
    else:  # end
        st.ctx = {}
        st.phase = "treasury"
    return False


def back_at_the_agenda(st) -> bool:
    """After an appointment at the agenda: settle the next decision as `advance` would,
    when it is plainly the agenda again (the game goes on, no interrupted procedure
    waits, the issues phase runs with no issue on the table and a president sits: then
    `resume` picks the agenda at once), with the president's decision. True when settled;
    False leaves it to `advance`."""
    if (st.over or st.stack or st.phase != "issues" or st.offices[PRESIDENT_AT] < 0
            or st.ctx.get("issue") is not None):
        return False
    st._step_memo = None
    st.step = "agenda"
    seat = st.owner[st.offices[PRESIDENT_AT]]
    if seat >= 0:
        st._decision = STEPS["agenda"].decisions[seat]   # what `decision` would build
    return True


# --- an issue on the table ------------------------------------------------------------------
# The appointed offices an issue card can be given to, in the order of the offices list.
OFFICES_NAMED = {
    card: tuple(o for o in ("state", "treasury", "war", "envoy", "general", "justice")
                if any(o in holders for opt in info.options for holders in opt.handlers))
    for card, info in ISSUES.items()}


def _needs_justice(st, card: str) -> bool:
    return (ISSUES[card].review and "judicial_review" in st.in_play_cards
            and st.office("justice") < 0 and bool(candidates(st, "justice")))


# Per issue card, each way of assigning it: the indices of its offices in the offices list,
# whether the president is among them, and its id.
ASSIGNMENTS = {
    card: tuple((tuple(OFFICE_AT[o] for o in offices), "president" in offices,
                 f"assign:{opt.key}:{'+'.join(offices)}")
                for opt in info.options for offices in opt.handlers)
    for card, info in ISSUES.items()}


def _assignments(st, card: str) -> list[str]:
    """The ways to assign the card whose offices are all filled, less those that would
    hand it to the one deciding on it unless as president."""
    ids = []
    holders = st.offices
    head = chief(st)
    for places, with_president, action_id in ASSIGNMENTS[card]:
        for i in places:
            holder = holders[i]
            if holder < 0 or (holder == head and not with_president):
                break   # an office vacant, or the card would go to its own chief
        else:
            ids.append(action_id)
    return ids


def issue_ids(st, seat) -> list[str]:
    iss = st.ctx["issue"]
    card = iss["card"]
    appointing = not st.opts.get("reduced_negotiation")
    if appointing and _needs_justice(st, card):
        return [f"appoint:justice:{SLUG[s]}" for s in candidates(st, "justice")]
    ids = ["ignore"] + _assignments(st, card)
    if appointing and OFFICES_NAMED[card]:
        ids += appointment_ids(st, OFFICES_NAMED[card])
    if iss["chief"] == "president" and not st.delegated and st.office("vp") >= 0:
        ids.append("delegate")
    return ids


def issue_act(st, seat, action_id) -> None:
    iss = st.ctx["issue"]
    parts = action_id.split(":")
    if parts[0] == "appoint":
        propose_move(st, parts[1], SID[parts[2]])
    elif parts[0] == "delegate":
        st.delegated = True
        iss["chief"] = "vp"
        st.add_event(DELEGATED[iss["card"]])
    elif parts[0] == "ignore":
        iss["outcome"] = "ignored"
        iss["responsible"] = seat
        iss["stage"] = "apply"
    else:
        card = ISSUES[iss["card"]]
        opt = next(o for o in card.options if o.key == parts[1])
        offices = parts[2].split("+")
        handlers = [chief(st) if o == "president" else st.office(o) for o in offices]
        iss.update(opt=opt.key, offices=offices, handlers=handlers, congress=opt.congress,
                   negotiation=opt.negotiation, difficulty=_difficulty(st, card.id, opt),
                   ability=ability_of(st, handlers, offices), spent=0, stage="transfer")
        if opt.negotiation:   # every pending sabotage is spent on this negotiation
            iss["sabotaged"], st.sabotage = st.sabotage, 0
        st.add_event(ISSUE_ASSIGNED[card.id, opt.key, tuple(SLUG[h] for h in handlers)])


def transfer_ids(st, seat) -> list[str]:
    return [f"transfer:{k}" for k in range(st.ip_on[chief(st)] + 1)]


def transfer_act(st, seat, action_id) -> None:
    """The president may move influence from his card to the office holder's card for
    this issue (Tratos); the holder need not spend it."""
    iss = st.ctx["issue"]
    amount = int(action_id.split(":")[1])
    if amount:
        giver = chief(st)
        st.ip_on[giver] -= amount
        st.ip_on[iss["handlers"][0]] += amount
        st.emit("ip_transferred", "tratos", ip=amount, statesman=SLUG[giver],
                to=SLUG[iss["handlers"][0]])
    iss["stage"] = "spend"


def spend_ids(st, seat) -> list[str]:
    """Spend what the issue needs, when the holder has it, or decline. A holder short of
    influence may wait for another player's offer (Tratos: trades happen at any time) and
    answer it here."""
    iss = st.ctx["issue"]
    need = iss["difficulty"] - iss["ability"]
    ids = [f"spend:{need}"] if need <= available_ip(st, iss["handlers"][0]) else []
    return ids + ["decline"] + answer_ids(st, seat)


def spend_act(st, seat, action_id) -> None:
    iss = st.ctx["issue"]
    if action_id in ("accept", "refuse") or action_id.startswith("accept:"):
        apply_trade(st, seat, action_id)
        return
    if action_id == "decline":
        iss["outcome"] = "failed"
        iss["why"] = "declined"
        iss["responsible"] = seat
        iss["stage"] = "apply"
        st.emit("declined", "procedimiento 2", card=iss["card"])
        return
    iss["spent"] = int(action_id.split(":")[1])
    # Set aside now so the same influence cannot also buy votes; Congress decides below
    # whether all of it or half of it is lost.
    iss["payer"] = seat
    iss["from_card"] = spend_ip(st, iss["handlers"][0], iss["spent"])
    st.emit("ip_spent", "procedimiento 2", statesman=SLUG[iss["handlers"][0]], ip=iss["spent"],
            card=iss["card"])
    iss["stage"] = "vote" if iss["congress"] else "review"


_VOTE_IDS: list[list[str]] = []   # by faction influence: the vote ids, sorted


class _VoteParts(dict):
    """Vote id ("yea:2") -> its side and the influence it buys, parsed once."""

    def __missing__(self, action_id: str) -> tuple[str, int]:
        side, bought = action_id.split(":")
        parts = self[action_id] = (side, int(bought))
        return parts


VOTE_OF = _VoteParts()


def vote_ids(st, seat) -> list[str]:
    """Abstain, or all the faction's votes one way buying 0 to all its influence's worth."""
    influence = st.faction_ip[seat]
    while len(_VOTE_IDS) <= influence:
        top = len(_VOTE_IDS)
        _VOTE_IDS.append(sorted(["abstain"] + [f"{side}:{k}" for k in range(top + 1)
                                               for side in ("yea", "nay")]))
    return _VOTE_IDS[influence]


def vote_act(st, seat, action_id) -> bool:
    """All of a faction's votes go one way; each influence point bought adds three."""
    iss = st.ctx["issue"]
    if action_id != "abstain":
        side, bought = VOTE_OF[action_id]   # "yea:2": the side and the influence bought
        if bought:
            st.faction_ip[seat] -= bought
            # Kept so that a restart (Muerte 7) can give it back.
            iss.setdefault("bought", [0] * st.n)[seat] += bought
        total = st.roster()[3][seat] + 3 * bought   # st.congress_votes(seat)
        iss[side] += total
        st.add_event(VOTED[seat, side, total])
    else:
        st.add_event(VOTED[seat, "abstain", 0])
    iss["vi"] += 1
    return next_voter_at_once(st, iss)


def next_voter_at_once(st, iss) -> bool:
    """After a vote, ask the next faction able to vote, as `advance` would through
    `resume` (no card interruption pending, no office to refill): the fast path of a
    vote in Congress. False, with nothing changed, when the vote is over or something
    else must happen first: then `advance` runs."""
    if st.over or st.stack or "refill" in iss:
        return False
    voters, vi = iss["voters"], iss["vi"]
    faction_ip, congress_votes = st.faction_ip, st.roster()[3]   # st.congress_votes(seat)
    while vi < len(voters):
        seat = voters[vi]
        if faction_ip[seat] > 0 or congress_votes[seat] > 0:
            iss["vi"] = vi
            st._step_memo = None
            st.step = "vote"
            st._decision = STEPS["vote"].decisions[seat]   # what `decision` would build
            return True
        vi += 1
    return False


def tie_act(st, seat, action_id) -> None:
    iss = st.ctx["issue"]
    st.emit("tie_broken", "procedimiento 3: empate", side=action_id)
    if action_id == "tie:pass":
        _passed(st, iss)
    else:
        _congress_failed(st, iss)
    # The vice president alone decided, so any tension it brings is on him (Mala
    # reputación), unless a judicial review comes after him.
    iss["responsible"] = seat


def propose_move(st, office: str, s: int) -> bool:
    """Appoint `s`; but an officer of another player is only moved into a vacancy left by
    a death or an election if that player agrees, since nobody can be made to give up
    his office (Los departamentos, Elegibilidad; the General keeps his own rule). True
    when he is asked."""
    owner = st.owner[s]
    if office != "general" and st.office_of(s) and owner >= 0 and owner != st.president_seat():
        st.ctx["move_offer"] = [office, s]
        return True
    appoint(st, office, s)
    return False


def move_accept_act(st, seat, action_id) -> None:
    """The officer's player agrees to the move or refuses it; refused, he is not asked
    again this turn."""
    office, s = st.ctx.pop("move_offer")
    if action_id == "agree_move":
        appoint(st, office, s)
    else:
        st.moved.append(s)
        st._appointments = None   # (the listing reads who has moved)
        st.emit("move_refused", "Los departamentos", statesman=SLUG[s], office=office)


def review_act(st, seat, action_id) -> None:
    """Judicial review: the chief justice may cancel a resolution; influence spent stays
    spent and the issue counts as failed."""
    iss = st.ctx["issue"]
    if action_id == "review:cancel":
        iss["outcome"] = "failed"
        st.emit("review_cancelled", "procedimiento 4", card=iss["card"])
    else:
        iss["outcome"] = "resolved"
    # He could have cancelled it: any tension it brings is on him (Mala reputación).
    iss["responsible"] = seat
    iss["stage"] = "apply"


def refill_act(st, seat, action_id) -> None:
    """The president (or the vice president handling a delegated issue) replaces a holder
    lost in the middle of an issue (Muerte 7); after a death the replacement gains no
    popularity (Muerte 1, otro titular)."""
    _, office, slug = action_id.split(":")
    appoint(st, office, SID[slug])


step("agenda", one(RepublicState.president_seat), agenda_ids_in_order, agenda_act, ordered=True,
     lists_cards=True)
step("issue", one(_chief_seat), issue_ids, issue_act)
step("transfer", one(_chief_seat), transfer_ids, transfer_act)
step("spend", one(lambda st: st.owner[st.ctx["issue"]["handlers"][0]]), spend_ids, spend_act)
step("vote", one(lambda st: st.ctx["issue"]["voters"][st.ctx["issue"]["vi"]]), vote_ids, vote_act,
     ordered=True)
step("tie", one(lambda st: st.owner[st.office("vp")]), lambda st, s: ["tie:fail", "tie:pass"], tie_act,
     ordered=True)
step("refill", one(_chief_seat), refill_ids, refill_act)
step("move_accept", one(lambda st: st.owner[st.ctx["move_offer"][1]]),
     lambda st, s: ["agree_move", "refuse_move"], move_accept_act)
step("review", one(lambda st: st.owner[st.office("justice")]),
     lambda st, s: ["review:cancel", "review:uphold"], review_act)
