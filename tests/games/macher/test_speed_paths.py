"""The shortcuts that keep random play fast must list exactly what the rules allow:
the kept legal list, the id tables built once, the platform swap test, the shared
Decision objects, the listings built in order, the literal log events and the inlined
random draws."""

import random

from hustings.engine import Decision
from hustings.games.macher import GAME, platform
from hustings.games.macher.content import OPINION_FACE, PLATFORM_FACE
from hustings.games.macher.decisions import seats_waiting
from hustings.games.macher.regions import boards_from, exchange_options

from .helpers import fresh


def _random_states(players: int, seed: int):
    st = fresh(players, seed)
    chooser = random.Random(seed)
    while (decision := st.decision()) is not None:
        seat = decision.seats[0]
        yield st, seat
        st.apply(seat, chooser.choice(st.legal_ids(seat)))


def _swaps_by_the_rule(st, seat: int) -> list[str]:
    """5.2.2 read literally: open card i may give way to hidden card j if j's topic shows
    on no other open card and j is not the very same face."""
    ids = []
    opened = st.plat_open[seat]
    for i, card in enumerate(opened):
        others = {PLATFORM_FACE[c] >> 1 for k, c in enumerate(opened) if k != i}
        for j, new in enumerate(st.plat_hand[seat]):
            face = PLATFORM_FACE[new]
            if face >> 1 not in others and face != PLATFORM_FACE[card]:
                ids.append(f"swap:o{i}:h{j}")
    return ids


def _exchanges_by_the_rule(st, board: int) -> list[str]:
    """5.2.5 read literally: a face-up card without the duplicator may be replaced by an
    exchange card that neither repeats nor contradicts the other face-up cards."""
    ids = []
    cards, up = st.b_cards[board], st.b_up[board]
    for slot in range(4):
        if cards[slot] < 0 or not up[slot] or st.b_dup[board] == slot:
            continue
        others = {OPINION_FACE[cards[o]] >> 1 for o in range(4)
                  if o != slot and cards[o] >= 0 and up[o]}
        for i, card in enumerate(st.exchange):
            face = OPINION_FACE[card]
            if face >> 1 not in others and face != OPINION_FACE[cards[slot]]:
                ids.append(f"swap:{slot}:x{i}")
    return ids


def _boards_by_the_rule(st, first: int, step: int) -> list[int]:
    return [(first + step * i) % 4 for i in range(4) if st.b_region[(first + step * i) % 4] >= 0]


def test_listing_is_sorted_unique_and_kept_only_while_the_state_stands():
    for st, seat in _random_states(4, 5):
        ids = st.legal_ids(seat)
        assert ids == sorted(set(ids))
        assert st.legal_ids(seat) is ids, "listed once per position"
        copy = st.clone()
        assert copy.legal_ids(seat) == ids and copy.legal_ids(seat) is not ids
        st.forget_legal()
        assert st.legal_ids(seat) == ids and st.legal_ids(seat) is not ids


def test_platform_swaps_exchanges_and_board_orders_follow_the_rule():
    checked = 0
    for players, seed in ((3, 1), (5, 2)):
        for st, _seat in _random_states(players, seed):
            for first in range(-1, 4):
                for step in (1, -1):
                    assert boards_from(st, first, step) == _boards_by_the_rule(st, first, step)
            for board in boards_from(st, 0, 1):
                assert exchange_options(st, board) == _exchanges_by_the_rule(st, board)
            if st.phase == "platform":
                for s in range(st.n):
                    assert platform.swap_options(st, s) == _swaps_by_the_rule(st, s)
                    checked += 1
    assert checked > 50


def test_platform_swap_with_a_topic_open_twice_offers_nothing_for_it():
    """Not reachable in play (the open platform keeps five topics), but the listing must
    still read the rule literally."""
    st = fresh(3, 0)
    seat = 0
    by_face = {}
    for card, face in enumerate(PLATFORM_FACE):
        by_face.setdefault(face, []).append(card)
    st.plat_open[seat] = [by_face[0][0], by_face[1][0], by_face[2][0], by_face[4][0],
                          by_face[6][0]]
    st.plat_hand[seat] = [by_face[0][1], by_face[3][0], by_face[8][0]]
    assert platform.swap_options(st, seat) == _swaps_by_the_rule(st, seat)


def test_a_kept_list_is_dropped_by_the_next_action():
    st = fresh(3, 4)
    seat = st.decision().seats[0]
    before = st.legal_ids(seat)
    st.apply(seat, before[0])
    seat = st.decision().seats[0]
    assert st.legal_ids(seat) is not before


# ---- round 2: fast paths against the rules they stand for -------------------------

def _reference_placements(st, seat: int) -> list[str]:
    """5.2.3 read literally: every card still held, not yet placed and affordable with
    what the placed ones leave, beside every board in play without a card; and done."""
    from hustings.games.macher.cabinet import CARD_AT_IDS, COSTS
    plan = st.ctx["plan"][seat]
    left = st.money[seat] - sum(COSTS[c] for c, _ in plan)
    ids = ["done"]
    for card in st.cab_hand[seat]:
        if COSTS[card] <= left and card not in [c for c, _ in plan]:
            ids += [CARD_AT_IDS[card][b] for b in range(4)
                    if st.b_region[b] >= 0 and b not in [p for _, p in plan]]
    return sorted(ids)


def _reference_contributions(st, seat: int) -> list[str]:
    from hustings.games.macher.round_end import CHOICE_IDS
    return sorted(i for card in st.contrib_hand[seat] for i in CHOICE_IDS[card])


def test_fast_listings_match_the_rules_on_real_positions():
    """The listings built in order (no sort) or from tables equal the rule functions'
    sorted output at every step of random games."""
    from hustings.games.macher import cabinet, conversion, organization, round_end
    seen = set()
    for players, seed in ((3, 3), (4, 4), (5, 5)):
        for st, seat in _random_states(players, seed):
            if st.phase == "cabinet" and not st.ctx["done"][seat]:
                assert cabinet.legal(st, seat) == _reference_placements(st, seat)
            elif st.phase == "convert":
                board = st.ctx["board"]
                assert conversion.legal(st, seat) == sorted(
                    [*conversion.convert_options(st, seat, board), "keep"])
            elif st.phase == "contribute":
                assert round_end.legal(st, seat) == _reference_contributions(st, seat)
            elif st.phase == "organization":
                assert organization.legal(st, seat) == sorted(
                    [*organization.place_options(st, seat), "done"])
            elif st.phase in ("media", "media_majority", "convert_exchange", "platform"):
                ids = st.legal_ids(seat)
                assert ids == sorted(ids)
            seen.add(st.phase)
    assert {"cabinet", "convert", "contribute", "organization"} <= seen


def test_a_kept_listing_is_what_the_rules_list_after_every_action():
    """Phases keep the next party's listing as they settle; it must equal a fresh one."""
    for players, seed, options in ((3, 6, None), (4, 7, {"standard_dice": True}),
                                   (5, 8, None)):
        st = GAME.new_state(players, seed, options)
        chooser = random.Random(seed)
        kept = 0
        while (decision := st.decision()) is not None:
            if st.kept_listing() is not None:
                seat, ids = st.kept_listing()
                kept += 1
                listed = list(ids)
                st.forget_legal()
                assert st.legal_ids(seat) == listed, st.phase
            seat = decision.seats[0]
            st.apply(seat, chooser.choice(st.legal_ids(seat)))
        assert kept > 100


def test_a_wrong_kept_listing_is_an_invariant_error():
    st = fresh(3, 2)
    seat = st.decision().seats[0]
    st.legal_ids(seat)
    st.keep_legal(seat, ["no-such-action"], st.decision())
    assert any("kept legal list" in e for e in st.invariant_errors())


def test_a_kept_decision_is_the_phases_and_a_wrong_one_is_an_invariant_error():
    from hustings.games.macher.flow import DECIDE
    kept = 0
    for st, _ in _random_states(4, 7):
        if st._decided is not False:
            assert st.decision() == DECIDE[st.phase](st)
            kept += 1
    assert kept > 100
    st = fresh(3, 2)
    seat = st.decision().seats[0]
    st.keep_legal(seat, st.legal_ids(seat), Decision((seat,), "no_such_prompt"))
    assert st.decision().prompt == "no_such_prompt"
    assert any("kept decision" in e for e in st.invariant_errors())
    st.forget_legal()
    assert st.invariant_errors() == [] and st.decision().prompt != "no_such_prompt"


def test_waiting_decisions_name_the_seats_still_to_commit():
    for flags in [(0, 0, 0), (1, 0, 1), (0, 1, 1, 0, 0), (True, False, False, True)]:
        decision = seats_waiting(tuple(flags), "p")
        assert decision.seats == tuple(s for s, f in enumerate(flags) if not f)
        assert decision.simultaneous and decision.prompt == "p"


def test_seat_table_matches_the_region_cards():
    from hustings.games.macher.region_scoring import SEATS_BY_VOTES, seats_for
    for region, row in enumerate(SEATS_BY_VOTES):
        assert list(row) == [seats_for(region, v) for v in range(51)]


def _slow_emit_event(self, key, rule, args, seats=None):
    """emit_event's reference: the same event through `emit`, from the bare args."""
    bare = {k: v for k, v in args.items()
            if k not in ("party", "board_name", "party_names") and not k.endswith("_party")}
    self.emit(key, rule, seats, **bare)


def test_literal_events_equal_what_emit_logs(monkeypatch):
    """Every event logged with a literal args dict is the one `emit` would log, keys in
    the same order: the games' logs and digests agree move for move."""
    from hustings.games.macher.state import MacherState

    def play(players, seed):
        st = GAME.new_state(players, seed)
        chooser = random.Random(seed)
        while (decision := st.decision()) is not None:
            seat = decision.seats[0]
            st.apply(seat, chooser.choice(st.legal_ids(seat)))
        return [(e.key, list(e.args.items()), e.rule, e.seats) for e in st.log]

    fast = [play(3, 1), play(5, 2)]
    monkeypatch.setattr(MacherState, "emit_event", _slow_emit_event)
    assert [play(3, 1), play(5, 2)] == fast


def test_sheet_plans_equal_the_sheet_rules():
    """preliminary.sheet_plan is next_need and planned_org worked out once per sheet."""
    from hustings.games.macher import preliminary
    checked = 0
    for players, seed in ((3, 1), (5, 9)):
        for st, _seat in _random_states(players, seed):
            if st.phase != "preliminary":
                break
            for sheet in st.ctx["sheet"]:
                need, planned = preliminary.sheet_plan(tuple(sheet))
                assert need == preliminary.next_need(sheet)
                assert planned == tuple(preliminary.planned_org(st, sheet, b) for b in range(4))
                checked += 1
    assert checked > 20


# ---- round 3: mask-indexed placements, shared events and decision tables ------------

def test_quick_placements_equal_the_placement_rule_on_real_positions():
    """cabinet.quick_placement_ids (bit masks and a table) lists what placement_ids,
    the rule read directly, lists: at every placement of random games."""
    from hustings.games.macher import cabinet
    checked = 0
    for players, seed in ((3, 11), (4, 12), (5, 13)):
        for st, _seat in _random_states(players, seed):
            if st.phase == "cabinet":
                for s in range(st.n):
                    if not st.ctx["done"][s]:
                        assert cabinet.quick_placement_ids(st, s) == cabinet.placement_ids(st, s)
                        checked += 1
    assert checked > 100


def _bare_args(args: dict) -> dict:
    """An event's own arguments, without the names `emit` adds to them."""
    return {k: v for k, v in args.items()
            if k not in ("party", "board_name", "party_names") and not k.endswith("_party")}


def test_shared_events_equal_what_emit_logs():
    """Every event of events.py's tables, once random games have filled them, is the
    event `emit` logs from the same arguments (same key, args in the same order, rule,
    readers), the board standing for the region the event names."""
    from hustings.engine import LogEvent
    from hustings.games.macher import events

    for players, seed in ((3, 21), (4, 22), (5, 23)):
        for _ in _random_states(players, seed):
            pass
    shared = []
    for name in dir(events):
        table = getattr(events, name)
        if isinstance(table, events.SharedEvents):
            shared.extend(table.values())
        elif isinstance(table, tuple):
            stack = list(table)
            while stack:
                item = stack.pop()
                if isinstance(item, LogEvent):
                    shared.append(item)
                elif isinstance(item, tuple):
                    stack.extend(item)
    keys = {event.key for event in shared}
    assert {"bid_sealed", "cabinet_votes", "media_bought", "income", "poll_bid",
            "members_gained", "round_started", "contribution_accepted"} <= keys
    st = fresh(5, 0)
    for event in shared:
        args = _bare_args(event.args)
        if "board" in args:
            name = event.args["board_name"]
            st.b_region[args["board"]] = (events.REGION_NAMES.index(name)
                                          if name in events.REGION_NAMES else -1)
        st.log = []
        st.emit(event.key, event.rule, event.seats, **args)
        made = st.log[0]
        assert (made.key, list(made.args.items()), made.rule, made.seats) == (
            event.key, list(event.args.items()), event.rule, event.seats)


def test_decision_tables_hand_out_the_shared_decisions():
    from hustings.games.macher.decisions import seat_decides, seat_decisions
    table = seat_decisions("organize")
    assert len(table) == 5
    for seat, decision in enumerate(table):
        assert decision is seat_decides(seat, "organize")
        assert decision.seats == (seat,) and not decision.simultaneous


def test_every_phase_has_its_functions_in_the_tables():
    from hustings.games.macher import flow
    for module in flow.MODULES.values():
        for phase in module.PHASES:
            assert flow.DECIDE[phase] is module.decision
            assert flow.LIST[phase] is module.legal
            assert flow.ACT[phase] is module.act
    st = fresh(3, 0)
    st.phase = "over"
    assert st.decision() is None and st.legal_ids(0) == []


def test_discard_listings_and_member_gains_follow_the_rules():
    """platform's DISCARD_LISTINGS table lists the unmarked hidden cards, then 'draw'
    (5.2.2); region_scoring.gain_members, keyed by the national faces, gives each party
    the members above every national opinion its open platform shares (5.3.4)."""
    from hustings.games.macher import platform, region_scoring
    from hustings.games.macher.content import NATIONAL

    discards = gains = 0
    for players, seed in ((3, 31), (4, 32), (5, 33)):
        for st, seat in _random_states(players, seed):
            if st.phase == "platform" and st.ctx["step"] == "discard":
                marked = st.ctx["marked"]
                expected = [f"discard:h{i}" for i in range(len(st.plat_hand[seat]))
                            if i not in marked] + ["draw"]
                assert platform.legal(st, seat) == expected
                discards += 1
            if st.phase == "promote" and any(st.nat_cards):
                copy = st.clone()
                before = list(copy.members)
                region_scoring.gain_members(copy)
                for s in range(st.n):
                    faces = [PLATFORM_FACE[c] for c in st.plat_open[s]]
                    gain = sum(NATIONAL.opinion_members[i]
                               for i, space in enumerate(st.nat_cards)
                               if space and OPINION_FACE[space[0]] in faces)
                    assert copy.members[s] == min(NATIONAL.membership_max, before[s] + gain)
                gains += 1
    assert discards > 100 and gains > 5


# ---- round 4: kept placement masks, one walk over the boards -----------------------

def _placings_by_the_rule(st, seat: int) -> list[str]:
    """organization 5.2.6 read literally: with 1,000 to pay and a marker in the supply,
    a board in play where the party placed fewer than four this turn and holds fewer
    than ten spaces; and done."""
    from hustings.games.macher.organization import ORG_IDS
    if st.money[seat] < 1000 or st.org_supply(seat) <= 0:
        return ["done"]
    return ["done", *[ORG_IDS[b] for b in range(4) if st.b_region[b] >= 0
                      and st.ctx["placed"][b] < 4 and st.b_org[b][seat] < 10]]


def test_organization_listing_counts_the_supply_in_its_walk_over_the_boards():
    from hustings.games.macher import organization
    checked = 0
    for players, seed in ((3, 41), (4, 42), (5, 43)):
        for st, seat in _random_states(players, seed):
            if st.phase == "organization":
                assert organization.legal(st, seat) == _placings_by_the_rule(st, seat)
                checked += 1
    assert checked > 50


def test_kept_placement_masks_follow_every_placement_and_every_determinization():
    """The cabinet's kept `free`, `spent` and `waiting` equal a fresh computation at
    every placement, also in determinized copies (which re-choose the other parties'
    hidden plans), and the listings built from them equal the placement rule."""
    from hustings.games.macher import cabinet
    checked = 0
    for players, seed in ((3, 51), (4, 52), (5, 53)):
        for st, seat in _random_states(players, seed):
            if st.phase != "cabinet":
                continue
            assert cabinet.kept_context_errors(st) == []
            copy = st.determinize(seat, random.Random(checked))
            assert cabinet.kept_context_errors(copy) == []
            for state in (st, copy):
                s = cabinet.placer(state)
                assert cabinet.legal(state, s) == _reference_placements(state, s)
                # the boards beside which cards lie face down are public: kept as they were
                assert ([[b for _, b in plan] for plan in copy.ctx["plan"]]
                        == [[b for _, b in plan] for plan in st.ctx["plan"]])
            checked += 1
    assert checked > 50


def test_a_stale_kept_placement_mask_is_an_invariant_error():
    st = fresh(3, 0)
    while st.phase != "cabinet":
        decision = st.decision()
        st.apply(decision.seats[0], st.legal_ids(decision.seats[0])[0])
    assert st.invariant_errors() == []
    st.ctx["spent"][0] += 1000
    st.ctx["waiting"] ^= 1
    assert any("kept spending" in e for e in st.invariant_errors())
    assert any("still laying cards" in e for e in st.invariant_errors())


def _factor_by_the_rule(st, board: int, seat: int) -> int:
    """5.2.8 read literally: the trend, +1 for each face-up opinion the platform shares
    and -1 for each it opposes, counted twice under the duplicator."""
    value = st.b_trend[board][seat]
    faces = [PLATFORM_FACE[c] for c in st.plat_open[seat]]
    for slot in range(4):
        card = st.b_cards[board][slot]
        if card < 0 or not st.b_up[board][slot]:
            continue
        weight = 2 if st.b_dup[board] == slot else 1
        if OPINION_FACE[card] in faces:
            value += weight
        elif OPINION_FACE[card] ^ 1 in faces:
            value -= weight
    return value


def test_factor_on_face_masks_equals_the_rule_on_real_positions():
    from hustings.games.macher.regions import factor
    checked = 0
    for players, seed in ((3, 61), (4, 62), (5, 63)):
        for st, _ in _random_states(players, seed):
            for board in range(4):
                if st.b_region[board] >= 0:
                    for s in range(st.n):
                        assert factor(st, board, s) == _factor_by_the_rule(st, board, s)
                        checked += 1
    assert checked > 1000


def test_a_stale_kept_organization_count_is_an_invariant_error():
    st = fresh(3, 0)
    while st.phase != "organization":
        decision = st.decision()
        st.apply(decision.seats[0], st.legal_ids(decision.seats[0])[-1])
    assert st.invariant_errors() == []
    st.ctx["out"] += 1
    assert any("markers out are stale" in e for e in st.invariant_errors())
    st.forget_legal()
    assert st.invariant_errors() == []


def test_a_stale_kept_media_mask_is_an_invariant_error():
    st = fresh(3, 0)
    while st.phase != "media":
        decision = st.decision()
        st.apply(decision.seats[0], st.legal_ids(decision.seats[0])[-1])
    assert st.invariant_errors() == []
    st.ctx["open"] ^= 1 << st.current()
    assert any("boards selling is stale" in e for e in st.invariant_errors())
    st.forget_legal()
    assert st.invariant_errors() == []


def test_kept_media_and_organization_listings_equal_the_rules_on_real_positions():
    from hustings.games.macher import media, organization
    checked = 0
    for players, seed in ((3, 71), (4, 72), (5, 73)):
        for st, _ in _random_states(players, seed):
            if st.phase in ("media", "organization"):
                module = media if st.phase == "media" else organization
                assert module.kept_context_errors(st) == []
                checked += 1
    assert checked > 100
