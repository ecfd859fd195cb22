"""What a seat may see (board_view) and the board drawn from a view (SVG and text)."""

from __future__ import annotations

from html import escape

from .content import AGE, HOME, NAME, OFFICE_IDS, PARTY, SLUG, STATE, VOTES

ERA_NAMES = "ABC"


def _statesman(st, s: int) -> dict:
    return {"id": SLUG[s], "name": NAME[s], "owner": st.owner[s], "party": PARTY[s],
            "home": HOME[s], "age": AGE[s], "popularity": st.popularity(s), "cubes": st.pop[s],
            "ip": st.ip_on[s], "votes": VOTES[s] + st.bonus_votes[s], "elected": st.elected[s],
            "office": st.office_of(s), "spouse": bool(st.spouse_on[s])}


def _issue_view(st) -> dict | None:
    iss = st.ctx.get("issue") if isinstance(st.ctx, dict) else None
    if not iss:
        return None
    out = {k: iss[k] for k in ("kind", "card", "stage", "chief") if k in iss}
    for key in ("opt", "difficulty", "ability", "spent", "yea", "nay"):
        if key in iss:
            out[key] = iss[key]
    if "handlers" in iss:
        out["handlers"] = [SLUG[h] for h in iss["handlers"] if h >= 0]
    return out


def _election_view(st) -> dict | None:
    ctx = st.ctx
    if st.phase != "election" or not isinstance(ctx, dict) or "regime" not in ctx:
        return None
    return {
        "regime": ctx["regime"], "twelfth": ctx["twelfth"],
        "candidates": [SLUG[s] for s in ctx["pres"]],
        "mates": {SLUG[int(k)]: SLUG[v] for k, v in ctx["mate_of"].items()},
        "cubes": {code: [[SLUG[c[0]], c[1]] for c in cubes] for code, cubes in ctx["cubes"].items()},
        "totals": {SLUG[int(k)]: v for k, v in ctx.get("totals", {}).items()},
    }


def board_view(st, seat) -> dict:
    view = {
        "turn": st.turn, "phase": st.phase, "era": ERA_NAMES[st.era],
        "revenue": st.revenue, "reserves": st.reserves, "support": st.support,
        "tension": st.tension, "taxes_active": list(st.taxes_active),
        "states": [{"code": c, "votes": STATE[c].votes[st.era]} for c in st.admitted],
        "offices": {OFFICE_IDS[i]: (SLUG[h] if h >= 0 else None) for i, h in enumerate(st.offices)},
        "statesmen": [_statesman(st, s) for s in st.in_play()],
        "factions": [{"seat": k, "ip": st.faction_ip[k], "vp": st.vp[k], "hand": len(st.hands[k]),
                      "votes": st.congress_votes(k), "black": st.black[k]} for k in range(st.n)],
        "issues_drawn": st.drawn, "issue_deck": len(st.issue_deck), "resolved": list(st.resolved),
        "removed_issues": list(st.removed_issues), "in_play_cards": list(st.in_play_cards),
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
        view["hand"] = list(st.hands[seat])
        ctx = st.ctx if isinstance(st.ctx, dict) else {}
        if st.step == "draft" and ctx["order"][ctx["di"]] == seat:
            view["draft_pool"] = list(ctx["pool"])
        if st.step == "card_target" and ctx["play"]["seat"] == seat:
            view["playing"] = ctx["play"]["card"]
    return view


def board_text(view: dict) -> str:
    b = view["board"]
    lines = [f"Turn {b['turn']} - {b['phase']} - era {b['era']}",
             f"Revenue {b['revenue']}  Reserves {b['reserves']}  Support {b['support']:+d} "
             f"(+ Liberal)  Tension {b['tension']}/5"]
    lines.append("Offices: " + ", ".join(f"{k}={v}" for k, v in b["offices"].items() if v))
    for f in b["factions"]:
        mine = [s for s in b["statesmen"] if s["owner"] == f["seat"]]
        lines.append(f"Seat {f['seat'] + 1}: {f['ip']} IP, {f['vp']} VP, {f['votes']} votes, "
                     f"{f['hand']} cards: " + ", ".join(
                         f"{s['name']} ({s['party']}, pop {s['popularity']}, ip {s['ip']})" for s in mine))
    lines.append("States: " + " ".join(f"{s['code']}:{s['votes']}" for s in b["states"]))
    if b.get("issue"):
        lines.append(f"Issue: {b['issue']}")
    if b.get("election"):
        lines.append(f"Election: {b['election']}")
    if b.get("hand") is not None:
        lines.append("Your hand: " + ", ".join(b["hand"]))
    return "\n".join(lines)


# A schematic map: each state card at a grid position.
GRID = {"MA": (6, 0), "ME": (7, 0), "NY": (5, 1), "PA": (4, 2), "NJ": (5, 2), "DE": (5, 3),
        "MD": (4, 3), "VA": (3, 4), "NC": (3, 5), "GA": (2, 6), "KY": (2, 4), "TN": (1, 5),
        "OH": (3, 2), "IN": (2, 2), "IL": (1, 2), "MI": (2, 1), "WI": (1, 1), "MN": (0, 1),
        "IA": (0, 2), "MO": (0, 3), "AR": (0, 4), "LA": (0, 5), "MS": (1, 6), "AL": (1, 7),
        "FL": (2, 7), "TX": (-1, 5), "CA": (-3, 3), "OR": (-3, 2)}


def board_svg(view: dict) -> str:
    b = view["board"]
    cell, ox, oy = 70, 240, 60
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="860" height="640" '
             'font-family="sans-serif" font-size="11">',
             f'<text x="10" y="20">Turn {b["turn"]} · {escape(b["phase"])} · era {b["era"]} · '
             f'revenue {b["revenue"]} · reserves {b["reserves"]} · support {b["support"]:+d} · '
             f'tension {b["tension"]}/5</text>']
    cubes = (b.get("election") or {}).get("cubes", {})
    for s in b["states"]:
        x, y = GRID.get(s["code"], (8, 8))
        px, py = ox + x * cell, oy + y * cell
        parts.append(f'<g data-target="{s["code"]}"><rect x="{px}" y="{py}" width="{cell - 6}" '
                     f'height="{cell - 6}" fill="#f4ecd8" stroke="#555"/>'
                     f'<text x="{px + 4}" y="{py + 14}">{s["code"]} {s["votes"]}</text>')
        for i, (who, role) in enumerate(cubes.get(s["code"], [])):
            parts.append(f'<text x="{px + 4}" y="{py + 30 + 12 * i}">{escape(who)} {role}</text>')
        parts.append("</g>")
    y = 20
    for f in b["factions"]:
        y += 16
        parts.append(f'<text x="10" y="{y + 20}">Seat {f["seat"] + 1}: {f["ip"]} IP · {f["vp"]} VP · '
                     f'{f["votes"]} votes</text>')
        for s in [s for s in b["statesmen"] if s["owner"] == f["seat"]]:
            y += 14
            office = f" [{s['office']}]" if s["office"] else ""
            parts.append(f'<text x="22" y="{y + 20}" data-target="{s["id"]}">{escape(s["name"])} '
                         f'{s["party"]} pop {s["popularity"]} ip {s["ip"]}{office}</text>')
    parts.append("</svg>")
    return "".join(parts)
