"""What a seat may see (board_view) and the board drawn from a view (SVG and text).
Views hold names and values, not bare ids, so the browser's private panel and the terminal
read like the table."""

from __future__ import annotations

from .content import (
    ABILITY,
    ACTIONS,
    AGE,
    HOME,
    ISSUES,
    NAME,
    OFFICE_IDS,
    OFFICES,
    PARTY,
    SID,
    SLUG,
    SPECIAL,
    STATE,
    STATESMEN,
    TAXES,
    VOTES,
)
from .logtext import card_title

ERA_NAMES = "ABC"
PARTY_WORD = {"C": "Conservative", "L": "Liberal", "X": "Independent"}
TENSION_BOXES = ("Peace", "1", "2", "3", "4", "Civil War")
SEAT_COLOURS = ("#b03a2e", "#2e6da4", "#1e8449", "#b9770e", "#7d3c98", "#117a65")
PARTY_COLOURS = {"C": "#7b241c", "L": "#1a5276", "X": "#566573"}
STAGES = {"decide": "awaiting the chief's decision", "transfer": "influence transfer",
          "spend": "office holder spending", "vote": "Congress voting", "review": "judicial review",
          "apply": "taking effect"}


CARD_KINDS = {"judicial_review": "lasting doctrine", "spouse": "spouse", "coalition": "coalition",
              "duel": "duel", "speech": "speech", "sabotage": "sabotage", "dominate": "domination",
              "spy": "espionage", "divides": "state division", "panic": "financial panic",
              "tension": "sectional strife", "texas": "annexation", "ip": "influence"}


# --- view -----------------------------------------------------------------------------------------
def card_info(card: str) -> dict:
    """A hand card as a reader needs it: name, kind and what it does."""
    if card in SID:
        s = STATESMEN[SID[card]]
        return {"id": card, "name": s.name, "kind": "statesman", "party": PARTY_WORD[s.party],
                "home": STATE[s.home].name if s.home in STATE else s.home,
                "popularity": s.popularity, "ability": s.ability, "votes": s.votes,
                "special": s.special or "none", "text": s.text}
    a = ACTIONS[card]
    info = {"id": card, "name": a.name, "kind": CARD_KINDS[a.kind], "generation": a.gen,
            "text": a.text}
    if a.state:
        info["state"] = STATE[a.state].name if a.state in STATE else a.state
    return info


def _statesman(st, s: int) -> dict:
    office = st.office_of(s)
    return {"id": SLUG[s], "name": NAME[s], "owner": st.owner[s], "party": PARTY[s],
            "home": HOME[s], "age": AGE[s], "popularity": st.popularity(s), "cubes": st.pop[s],
            "ability": ABILITY[s], "special": SPECIAL[s],
            "ip": st.ip_on[s], "votes": VOTES[s] + st.bonus_votes[s], "elected": st.elected[s],
            "office": office, "office_title": OFFICES[office].name if office else "",
            "spouse": bool(st.spouse_on[s])}


def _issue_view(st) -> dict | None:
    iss = st.ctx.get("issue") if isinstance(st.ctx, dict) else None
    if not iss:
        return None
    out = {k: iss[k] for k in ("kind", "card", "stage", "chief") if k in iss}
    card = iss["card"]
    out["name"] = card_title(card)
    if card in ISSUES:
        issue = ISSUES[card]
        out["text"] = issue.text
        out["options"] = [{"key": o.key, "label": o.label, "difficulty": o.difficulty,
                           "offices": [" and ".join(OFFICES[h].name for h in hs) for hs in o.handlers],
                           "congress": o.congress} for o in issue.options]
    elif card in TAXES:
        tax = TAXES[card]
        out["text"] = tax.text
        passing = iss["kind"] == "tax"
        out["options"] = [{"key": "a", "label": "Pass the tax" if passing else "Repeal the tax",
                           "difficulty": tax.difficulty if passing else 0,
                           "offices": ["Secretary of the Treasury" if passing else "Congress alone"],
                           "congress": True}]
    for key in ("opt", "difficulty", "ability", "spent", "yea", "nay"):
        if key in iss:
            out[key] = iss[key]
    if "handlers" in iss:
        out["handlers"] = [SLUG[h] for h in iss["handlers"] if h >= 0]
        out["handler_names"] = [NAME[h] for h in iss["handlers"] if h >= 0]
    return out


def _election_view(st) -> dict | None:
    ctx = st.ctx
    if st.phase != "election" or not isinstance(ctx, dict) or "regime" not in ctx:
        return None
    return {
        "regime": ctx["regime"], "twelfth": ctx["twelfth"],
        "candidates": [SLUG[s] for s in ctx["pres"]],
        "candidate_names": [NAME[s] for s in ctx["pres"]],
        "mates": {SLUG[int(k)]: SLUG[v] for k, v in ctx["mate_of"].items()},
        "cubes": {code: [[SLUG[c[0]], c[1]] for c in cubes] for code, cubes in ctx["cubes"].items()},
        "totals": {SLUG[int(k)]: v for k, v in ctx.get("totals", {}).items()},
        "tiebreak": _tiebreak_view(ctx),
    }


def _tiebreak_view(ctx: dict) -> dict | None:
    """The tie-break under way (Desempate): states won so far, the state voting now and
    the states still to vote (the votes are cast openly)."""
    from .election import states_won
    contests = ctx.get("contests")
    if ctx.get("stage") != "tiebreak" or not contests:
        return None
    contest = contests[0]
    voters, at = contest["voters"], contest["vi"]
    return {"candidates": [SLUG[s] for s in contest["cands"]],
            "states_won": {SLUG[s]: n for s, n in states_won(contest).items()},
            "voting": STATE[HOME[voters[at]]].name if at < len(voters) else None,
            "states_left": [STATE[code].name for code in contest["states_left"]]}


def board_view(st, seat) -> dict:
    view = {
        "turn": st.turn, "phase": st.phase, "era": ERA_NAMES[st.era],
        "revenue": st.revenue, "reserves": st.reserves, "support": st.support,
        "tension": st.tension, "taxes_active": list(st.taxes_active),
        "taxes_active_names": [TAXES[t].name for t in st.taxes_active],
        "states": [{"code": c, "name": STATE[c].name, "votes": STATE[c].votes[st.era]}
                   for c in st.admitted],
        "offices": {OFFICE_IDS[i]: (SLUG[h] if h >= 0 else None) for i, h in enumerate(st.offices)},
        "statesmen": [_statesman(st, s) for s in st.in_play()],
        "factions": [{"seat": k, "ip": st.faction_ip[k], "vp": st.vp[k], "hand": len(st.hands[k]),
                      "votes": st.congress_votes(k), "black": st.black[k],
                      "leader": SLUG[st.faction_leader[k]] if st.faction_leader[k] >= 0 else None}
                     for k in range(st.n)],
        "issues_drawn": st.drawn, "issue_deck": len(st.issue_deck), "resolved": list(st.resolved),
        "resolved_names": [card_title(c) for c in st.resolved],
        "removed_issues": list(st.removed_issues), "in_play_cards": list(st.in_play_cards),
        "in_play_card_names": [card_title(c) for c in st.in_play_cards],
        "action_deck": len(st.deck), "discard": len(st.discard),
        "newspapers": {"C": {"low": list(st.news_low[0]), "high": list(st.news_high[0])},
                       "L": {"low": list(st.news_low[1]), "high": list(st.news_high[1])}},
        "issue": _issue_view(st), "election": _election_view(st),
        "revealed": list(st.revealed),
        "offers": [{"from": o["from"], "to": o["to"], "give_ip": o["give_ip"],
                    "ask_ip": o["ask_ip"], "cards": len(o["cards"]),
                    "ask_card": o.get("ask_card", 0)} for o in st.offers],
    }
    if seat is not None:
        view["hand"] = [card_info(c) for c in st.hands[seat]]
        ctx = st.ctx if isinstance(st.ctx, dict) else {}
        if st.step == "draft" and ctx["order"][ctx["di"]] == seat:
            view["draft_pool"] = [card_info(c) for c in ctx["pool"]]
        if st.step == "card_target" and ctx["play"]["seat"] == seat:
            view["playing"] = card_info(ctx["play"]["card"])
    return view


# --- text -----------------------------------------------------------------------------------------
def _holder(b: dict, office: str) -> str:
    slug = b["offices"].get(office)
    if not slug:
        return "vacant"
    s = next((x for x in b["statesmen"] if x["id"] == slug), None)
    return f"{s['name']} (Seat {s['owner'] + 1})" if s else slug


def _support_words(support: int) -> str:
    if support == 0:
        return "even"
    return f"{abs(support)} toward the {'Liberals' if support > 0 else 'Conservatives'}"


def _card_line(c: dict) -> str:
    if c["kind"] == "statesman":
        return (f"{c['name']} - statesman card, {c['party']}, {c['home']}, popularity {c['popularity']}, "
                f"ability {c['ability']}, {c['votes']} votes: {c['text']}")
    return f"{c['name']} - {c['kind']}: {c['text']}"


def _issue_lines(iss: dict) -> list[str]:
    lines = [f"Issue: {iss['name']} ({STAGES.get(iss.get('stage', ''), iss.get('stage', ''))})",
             f"  {iss.get('text', '')}"]
    for o in iss.get("options", []):
        chosen = " <- chosen" if iss.get("opt") == o["key"] else ""
        lines.append(f"  * {o['label']}: difficulty {o['difficulty']}, handled by "
                     f"{' or '.join(o['offices'])}{', needs Congress' if o['congress'] else ''}{chosen}")
    if iss.get("handler_names"):
        lines.append(f"  In the hands of {', '.join(iss['handler_names'])}: ability "
                     f"{iss.get('ability', 0)}, influence spent {iss.get('spent', 0)}")
    if "yea" in iss:
        lines.append(f"  Congress: {iss['yea']} for, {iss['nay']} against")
    return lines


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _seat_line(b: dict, f: dict) -> str:
    line = (f"Seat {f['seat'] + 1}: {f['ip']} influence, {f['vp']} VP, {f['votes']} votes in "
            f"Congress, {_plural(f['hand'], 'card')} in hand")
    if f.get("black"):
        line += f", {_plural(f['black'], 'black cube')} (bad reputation)"
    if f.get("leader"):
        line += f", faction leader {_name_of(b, f['leader'])}"
    return line


def _newspaper_line(b: dict) -> str:
    """Both rows of each party's newspaper track: what the press step will pay."""
    parts = []
    for party in ("C", "L"):
        n = b["newspapers"][party]
        parts.append(f"{PARTY_WORD[party]} lower row {'/'.join(map(str, n['low']))}, "
                     f"upper row {'/'.join(map(str, n['high']))}")
    return "Newspaper cubes in boxes 1/2/3: " + "; ".join(parts)


def _election_lines(b: dict, e: dict) -> list[str]:
    regime = "two-party contest" if e["regime"] == "two" else "single-party dominance"
    lines = [f"Election ({regime}{', Twelfth Amendment' if e.get('twelfth') else ''}):"]
    for slug in e["candidates"]:
        mate = e["mates"].get(slug)
        lines.append(f"  {_name_of(b, slug)}" + (f", running mate {_name_of(b, mate)}" if mate else
                                                   ", no running mate"))
    placed = []
    for state in b["states"]:   # in the map's order
        cubes = e["cubes"].get(state["code"])
        if cubes:
            who = ", ".join(_name_of(b, slug) + (" (running mate)" if role == "V" else "")
                            for slug, role in cubes)
            placed.append(f"{state['name']}: {who}")
    lines.append("  Cubes: " + ("; ".join(placed) if placed else "none placed yet"))
    if e["totals"]:
        lines.append("  Electoral votes: " + ", ".join(
            f"{_name_of(b, k)} {v}" for k, v in e["totals"].items()))
    if e.get("tiebreak"):
        lines.append("  " + tiebreak_line(b, e["tiebreak"], _name_of))
    return lines


def board_text(view: dict) -> str:
    b = view["board"]
    lines = [f"Turn {b['turn']} - {b['phase']} phase - era {b['era']}",
             f"Revenue {b['revenue']}  Reserves {b['reserves']}  Public support {_support_words(b['support'])}"
             f"  Tension {TENSION_BOXES[min(b['tension'], 5)]} ({b['tension']}/5)",
             "Taxes in force: " + (", ".join(b.get("taxes_active_names", [])) or "none"),
             "Lasting cards: " + (", ".join(b.get("in_play_card_names", [])) or "none"),
             _newspaper_line(b),
             "Offices: " + "; ".join(f"{OFFICES[o].name}: {_holder(b, o)}" for o in OFFICE_IDS)]
    for f in b["factions"]:
        lines.append(_seat_line(b, f))
        for s in [s for s in b["statesmen"] if s["owner"] == f["seat"]]:
            office = f", {s['office_title']}" if s.get("office_title") else ""
            leader = ", faction leader" if f.get("leader") == s["id"] else ""
            lines.append(f"    {s['name']} ({PARTY_WORD[s['party']]}, popularity {s['popularity']}, "
                         f"influence {s['ip']}{office}{leader})")
    lines.append("States: " + ", ".join(f"{s.get('name', s['code'])} {s['votes']}" for s in b["states"]))
    if b.get("issue"):
        lines += _issue_lines(b["issue"])
    if b.get("election"):
        lines += _election_lines(b, b["election"])
    if b.get("hand") is not None:
        lines.append("Your hand:" + ("" if b["hand"] else " empty"))
        lines += [f"  {_card_line(c)}" for c in b["hand"]]
    if b.get("draft_pool"):
        lines.append("Draft pool:")
        lines += [f"  {_card_line(c)}" for c in b["draft_pool"]]
    if b.get("playing"):
        lines.append(f"Playing: {_card_line(b['playing'])}")
    return "\n".join(lines)


def tiebreak_line(b: dict, tb: dict, name_of) -> str:
    """One line on the tie-break under way, for the text and SVG boards."""
    won = ", ".join(f"{name_of(b, s)} {n}" for s, n in tb["states_won"].items())
    now = f"; {tb['voting']} votes now" if tb["voting"] else ""
    return f"Tie-break, states won: {won}{now}; {len(tb['states_left'])} states still to vote"


def _name_of(b: dict, slug: str) -> str:
    s = next((x for x in b["statesmen"] if x["id"] == slug), None)
    return s["name"] if s else NAME[SID[slug]] if slug in SID else slug
