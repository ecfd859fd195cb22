"""The log says what happened: pre-empted events, opposing cubes and markers removed
rather than placed, the electors Unpledged Electors withholds, how a debate was decided,
who chose what; the boards show the debate totals the rules use."""

from hustings.engine.messages import render
from hustings.games.president1960 import GAME
from hustings.games.president1960.content import ISSUE_NAMES, ISSUES, REGIONS, STATE_INDEX
from hustings.games.president1960.effects import place_endorsement, step_issue
from hustings.games.president1960.election import final_count, resolve_election_event

from .helpers import KENNEDY, NIXON, at_play, idx, new_game
from .test_debates import debate_game, pick, place_bonus

CATALOG = GAME.messages()


def lines(g, since=0):
    return [render(e.key, e.args, CATALOG) for e in g.log[since:]]


def apply_logged(g, seat, action):
    since = len(g.log)
    g.apply(seat, action)
    return lines(g, since)


def test_preempting_an_event_is_logged_with_its_cost():
    g = at_play(KENNEDY, hand=["c96"])  # Election-Eve Telethon, a Nixon event, 3 CP
    g.momentum[KENNEDY] = 3
    logged = apply_logged(g, KENNEDY, "preempt:c96:campaign")
    assert logged[0] == ("Kennedy plays “Election-Eve Telethon” for 3 CP to campaign, "
                         "spending 2 momentum markers to pre-empt its event")
    assert g.momentum[KENNEDY] == 1
    plain = at_play(KENNEDY, hand=["c96"])
    assert apply_logged(plain, KENNEDY, "play:c96:campaign")[0] == (
        "Kennedy plays “Election-Eve Telethon” for 3 CP to campaign")


def test_a_media_cube_on_opposing_media_support_removes_it():
    g = at_play(KENNEDY, hand=["c07"])
    south, west = REGIONS.index("South"), REGIONS.index("West")
    g.media[south] = -1
    g.tasks.append({"k": "media_place", "s": KENNEDY, "n": 2, "where": [0, 1, 2, 3]})
    assert apply_logged(g, KENNEDY, "media:South") == ["Kennedy removes Nixon's media cube in the South"]
    assert apply_logged(g, KENNEDY, "media:West") == ["Kennedy places a media cube in the West"]
    assert g.media[south] == 0 and g.media[west] == 1


def test_an_endorsement_on_an_opposing_marker_removes_it():
    g = new_game(4)
    west = REGIONS.index("West")
    g.endorse[west] = 1
    place_endorsement(g, NIXON, west, "3.3")
    place_endorsement(g, NIXON, west, "3.3")
    assert lines(g)[-2:] == ["Nixon removes Kennedy's endorsement marker in the West",
                             "Nixon places an endorsement marker in the West"]
    assert g.endorse[west] == -1


def test_the_second_place_endorsement_award_is_logged():
    g = new_game(4)
    g.endorse = [1, 1, 1, 1]  # Kennedy holds every region: the drawn card removes his marker
    g.issues[g.track[1]] = -2
    g.tasks.append({"k": "award", "s": NIXON})
    logged = apply_logged(g, NIXON, "award:endorsement")
    issue = ISSUE_NAMES[ISSUES[g.track[1]]]
    assert logged[0] == f"Nixon leads {issue} and takes an endorsement card"
    assert logged[1].startswith("Nixon draws the endorsement card “")
    assert logged[2].startswith("Nixon removes Kennedy's endorsement marker in the ")


def test_issue_cubes_on_opposing_issue_support_remove_it():
    g = at_play(KENNEDY, hand=["c07"])
    economy = ISSUES.index("economy")
    g.issues[economy] = -1
    g.tasks.append({"k": "issues", "s": KENNEDY, "cp": 3, "spent": [0, 0, 0], "ban": -1})
    assert apply_logged(g, KENNEDY, "issue:economy") == [
        "Kennedy removes Nixon's issue support cube on Economy"]
    assert apply_logged(g, KENNEDY, "issue:economy") == ["Kennedy adds issue support on Economy"]
    g.issues[economy] = -1
    since = len(g.log)
    step_issue(g, NIXON, "opp", 2, "economy")  # an event: Kennedy gains two on the Economy
    assert lines(g, since) == ["Kennedy removes 1 of Nixon's issue support cubes on Economy",
                               "Kennedy gains 1 issue support on Economy"]
    assert g.issues[economy] == 1


def test_state_support_on_opposing_cubes_removes_them():
    g = at_play(KENNEDY, hand=["c07"])
    g.token = [idx("OH"), idx("CA")]
    g.support[idx("OH")] = -2  # Nixon's, not carried: no support checks
    g.support[idx("MI")] = -4  # Nixon carries Michigan: support checks
    g.bag = [6, 0]  # every check succeeds
    g.tasks.append({"k": "campaign", "s": KENNEDY, "cp": 3, "decl": []})
    assert g.label("campaign:MI:2") == "Campaign in Michigan: declare 2 CP for 2 support checks"
    assert g.label("campaign:OH:1") == "Campaign in Ohio with 1 CP"
    assert apply_logged(g, KENNEDY, "campaign:OH:1") == [
        "Kennedy removes 1 of Nixon's state support cubes in Ohio"]
    assert apply_logged(g, KENNEDY, "campaign:MI:2") == [
        "Kennedy makes 2 support check(s) in Michigan: 2 succeed",
        "Kennedy removes 2 of Nixon's state support cubes in Michigan"]
    assert g.support[idx("OH")] == -1 and g.support[idx("MI")] == -2


def test_the_final_count_names_the_electors_withheld():
    g = new_game(1)
    g.support = [0] * 50
    for abbr, value in (("GA", 2), ("LA", 1), ("AL", 5), ("CA", -3)):
        g.support[STATE_INDEX[abbr]] = value
    g.unpledged = True
    final_count(g)
    assert lines(g)[-1] == ("Final count: Kennedy 11, Nixon 32 electoral votes; unpledged "
                            "electors withhold Georgia (12) and Louisiana (10); won by Nixon "
                            "(electoral votes)")
    assert g.final["unpledged"] == ["GA", "LA"]


def test_debate_totals_count_debate_events_and_a_tie_names_the_initiative():
    # Poise Under the Lights (Nixon's debate event) adds 2 CP to Nixon on Civil Rights.
    g = debate_game(["c20", "c07"], ["c42", "c16"], debate_events=[("c73", NIXON)])
    assert g.initiative == KENNEDY
    since = len(g.log)
    pick(g, "c20", "c42")  # The Greensboro Sit-In (both icons), Nixon Nominated (no icon)
    g.apply(KENNEDY, "side:kennedy")
    assert lines(g, since)[1] == ("Nixon's debate card “Nixon Nominated” has no debate icon "
                                  "and is discarded")
    text = GAME.board_text(g.view(None))
    assert ("Civil Rights: Kennedy 2 CP: The Greensboro Sit-In (2 CP) | Nixon 2 CP: "
            "Poise Under the Lights (event, +2 CP)") in text
    svg = GAME.board_svg(g.view(None))
    assert "Poise Under the Lights (event, +2 CP)" in svg
    pick(g, "c07", "c16")  # Kennedy wins Defense; the debates end, the rest on CP
    place_bonus(g, KENNEDY, "OH")
    assert ("Kennedy wins the debate on Civil Rights (Kennedy 2 CP, Nixon 2 CP; tie: "
            "initiative) and places 4 state support") in lines(g, since)


def test_who_plays_first_reads_from_the_chooser():
    g = new_game(1)
    chooser = g.tasks[-1]["s"]
    me, other = ("kennedy", "nixon") if chooser == KENNEDY else ("nixon", "kennedy")
    assert g.label(f"first:{me}") == "Play first this turn"
    assert g.label(f"first:{other}") == f"Let {other.capitalize()} play first this turn"
    assert apply_logged(g, chooser, f"first:{me}")[0] == f"{me.capitalize()} chooses to play first"
    g = new_game(1)
    assert apply_logged(g, chooser, f"first:{other}")[0] == (
        f"{me.capitalize()} lets {other.capitalize()} play first")


def test_the_debate_placing_order_is_labelled_and_logged():
    # Both revealed cards show both candidates: the initiative says who places first.
    g = debate_game(["c20", "c07"], ["c12", "c16"])
    pick(g, "c20", "c12")
    assert g.tasks[-1] == {"k": "debate_order", "s": KENNEDY}
    assert g.label("first:kennedy") == "Place your debate card first"
    assert g.label("first:nixon") == "Let Nixon place a debate card first"
    assert apply_logged(g, KENNEDY, "first:nixon") == ["Kennedy lets Nixon place a debate card first"]


def test_an_election_day_event_names_who_played_it_and_who_gains():
    g = new_game(1)
    for place in (g.deck, *g.hands):
        if "c97" in place:
            place.remove("c97")
    g.election_events = [["c97", NIXON]]  # Hyannis Port Vigil, Kennedy's, triggered by Nixon
    resolve_election_event(g, 0)
    assert lines(g)[-1] == ("Election-day event “Hyannis Port Vigil”, played by Nixon, "
                            "resolves in Kennedy's favour")
