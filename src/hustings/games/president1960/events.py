"""Event effects keyed by card id. Each event is a list of effect steps run in order by
effects.py; a step names its effect, then who is affected ("me": the player resolving the
event, "opp": the other player, "K"/"N": a named candidate), then its arguments:

- support/free/lose WHO N WHERE: gain N state support (with support checks where they
  apply / without) or lose N cubes; WHERE is "any", a region, or states "AL,GA".
- checks WHO N STATE: N support checks in a state.  media WHO N WHERE; lose_media WHO N.
- issue WHO N ISSUE ("any": chosen one at a time); lose_issue WHO N ISSUE ("all").
- momentum / lose_momentum WHO N; endorse WHO REGION|"any"|"draw"; restore / exhaust WHO
  (the candidate card); move WHO STATE (the candidate token); promote ISSUE (to first
  place); shift WHO (may swap two adjacent issues); turn WHO MOD (rest of the turn:
  "exempt" from support checks, "bonus_cp" +1 CP per card played for CP).
- debate WHO ISSUE N: N CP added to that side of the issue in the debates.
- prevent CARD: while this card is on the board, CARD cannot be played as an event.
- unpledged: election-day unpledged electors (see UNPLEDGED_STATES).
- if_leads_issue WHO ISSUE STEPS; if_leads_state WHO STATE STEPS; if_more_media WHO STEPS.
- draw WHO N; discard WHO N (at random).
"""

from __future__ import annotations

# States where unpledged electors may withhold the votes of a state Kennedy leads
# without carrying (Alabama and Mississippi did so in 1960; the others ran similar slates).
UNPLEDGED_STATES = ("AL", "GA", "LA", "MS", "SC")

EVENTS: dict[str, list] = {
    "c01": [["momentum", "me", 2]],  # Gathering Momentum
    "c02": [["momentum", "me", 2]],  # Gathering Momentum
    "c03": [["momentum", "me", 1], ["media", "me", 1, "any"]],  # Gathering Momentum
    "c04": [["momentum", "me", 1], ["issue", "me", 1, "any"]],  # Gathering Momentum
    "c05": [["free", "K", 2, "TX"], ["support", "K", 2, "South"]],  # Lyndon B. Johnson
    "c06": [["issue", "N", 2, "defense"], ["support", "N", 1, "MA"]],  # Henry Cabot Lodge Jr.
    "c07": [["issue", "K", 2, "defense"]],  # Sputnik's Long Shadow
    "c08": [["issue", "K", 1, "defense"], ["if_leads_issue", "K", "defense", [["support", "K", 2, "West"]]]],  # The Missile Gap
    "c09": [["support", "K", 2, "MO"], ["issue", "K", 1, "defense"]],  # Symington's Numbers
    "c10": [["media", "K", 2, "any"]],  # High Hopes
    "c11": [["turn", "K", "exempt"]],  # The Harris Polls
    "c12": [["issue", "me", 1, "defense"], ["lose_issue", "opp", 1, "defense"]],  # Castro Takes Havana
    "c13": [["shift", "me"]],  # Castro in Washington
    "c14": [["support", "K", 2, "AL,GA,MS"], ["lose_issue", "K", 1, "civil_rights"]],  # Patterson's Breakfast
    "c15": [["issue", "N", 2, "defense"], ["momentum", "N", 1]],  # The Kitchen Debate
    "c16": [["support", "N", 3, "NY"]],  # Rockefeller Bows Out
    "c17": [["free", "K", 2, "MA"], ["momentum", "K", 1]],  # Kennedy Announces
    "c18": [["free", "N", 2, "CA"], ["momentum", "N", 1]],  # A Birthday Announcement
    "c19": [["endorse", "N", "any"], ["momentum", "N", 1]],  # Ike Backs His Vice President
    "c20": [["promote", "civil_rights"], ["issue", "me", 1, "civil_rights"]],  # The Greensboro Sit-In
    "c21": [["issue", "K", 1, "defense"], ["support", "K", 2, "East"]],  # Striking Power Is Not Enough
    "c22": [["support", "K", 3, "NH,VT,ME"]],  # The New Hampshire Primary
    "c23": [["support", "K", 3, "WI,MN"]],  # The Wisconsin Primary
    "c24": [["lose_media", "K", 1], ["if_leads_issue", "N", "defense", [["lose_momentum", "K", 2]]]],  # Too Young for the Job
    "c25": [["lose_issue", "N", 2, "defense"], ["issue", "K", 1, "defense"]],  # The U-2 Affair
    "c26": [["issue", "N", 2, "civil_rights"]],  # Civil Rights Act of 1960
    "c27": [["support", "K", 2, "WV"], ["issue", "K", 1, "economy"]],  # Roosevelt in the Hollows
    "c28": [["support", "K", 2, "South"]],  # Church and Oath
    "c29": [["issue", "K", 1, "economy"], ["support", "K", 2, "KY,WV"]],  # Coal Country
    "c30": [["restore", "K"], ["momentum", "K", 1]],  # The West Virginia Primary
    "c31": [["promote", "defense"], ["issue", "N", 1, "defense"]],  # Summit in Ruins
    "c32": [["issue", "K", 1, "civil_rights"], ["support", "K", 1, "GA"]],  # Kennedy Meets King
    "c33": [["lose_issue", "opp", 1, "defense"], ["lose_momentum", "opp", 1]],  # Tokyo Trip Cancelled
    "c34": [["lose", "K", 2, "MO,IL"]],  # Truman Asks If He Is Ready
    "c35": [["momentum", "K", 1], ["support", "K", 2, "Midwest"]],  # A New Generation
    "c36": [["lose", "K", 2, "South"]],  # Johnson Enters the Race
    "c37": [["lose_issue", "K", 2, "defense"]],  # Dulles Briefing
    "c38": [["issue", "me", 2, "civil_rights"], ["support", "opp", 1, "CA"]],  # NAACP Rally
    "c39": [["media", "K", 2, "any"], ["momentum", "K", 1]],  # Democratic Convention
    "c40": [["issue", "K", 2, "civil_rights"]],  # The Rights of Man
    "c41": [["lose_momentum", "K", 1], ["lose", "K", 1, "IL"]],  # Stevenson Loyalists
    "c42": [["momentum", "N", 1], ["if_leads_state", "N", "IL", [["support", "N", 2, "Midwest"]]]],  # Nixon Nominated
    "c43": [["issue", "K", 2, "economy"], ["media", "K", 2, "West"]],  # The New Frontier
    "c44": [["issue", "N", 2, "civil_rights"], ["support", "N", 1, "NY"]],  # Compact of Fifth Avenue
    "c45": [["discard", "opp", 1]],  # Grant Surrenders to Lee
    "c46": [["media", "N", 2, "any"], ["momentum", "N", 1]],  # Republican Convention
    "c47": [["support", "N", 2, "West"]],  # Goldwater Says Grow Up
    "c48": [["issue", "N", 2, "defense"], ["momentum", "N", 1]],  # Nixon Accepts
    "c49": [["move", "N", "AK"], ["prevent", "c84"]],  # Fifty-State Pledge
    "c50": [["momentum", "N", 1], ["draw", "N", 1]],  # Post-Convention Bounce
    "c51": [["promote", "economy"], ["issue", "K", 1, "economy"]],  # Recession Fears
    "c52": [["exhaust", "K"], ["issue", "N", 1, "economy"]],  # The Rump Session
    "c53": [["lose", "N", 2, "Midwest"]],  # Benson's Farm Policy
    "c54": [["support", "K", 2, "NY"]],  # Hyde Park Visit
    "c55": [["exhaust", "N"]],  # The Knee
    "c56": [["support", "N", 2, "South"]],  # Montreux Meeting
    "c57": [["lose_issue", "K", 1, "economy"], ["issue", "N", 1, "economy"]],  # Medicare Vote Fails
    "c58": [["media", "me", 2, "any"]],  # Equal Time Suspended
    "c59": [["lose_momentum", "N", 2]],  # Give Me a Week
    "c60": [["turn", "K", "bonus_cp"]],  # Walter Reed
    "c61": [["momentum", "K", 1], ["momentum", "N", 1]],  # The Great Debates Agreed
    "c62": [["lose", "K", 3, "South"]],  # Citizens for Religious Freedom
    "c63": [["support", "K", 1, "East"], ["prevent", "c62"]],  # Niebuhr and Pike
    "c64": [["support", "K", 3, "TX"]],  # The Houston Ministers
    "c65": [["media", "K", 2, "South"], ["if_more_media", "K", [["momentum", "K", 1]]]],  # Houston on Film
    "c66": [["issue", "N", 1, "defense"], ["shift", "N"]],  # Khrushchev at the U.N.
    "c67": [["debate", "K", "economy", 2]],  # First Debate: Domestic Issues
    "c68": [["debate", "K", "economy", 2]],  # No Makeup
    "c69": [["debate", "N", "economy", 2]],  # Radio Listeners
    "c70": [["debate", "K", "defense", 2]],  # Cuba Lost
    "c71": [["debate", "N", "defense", 2]],  # Quemoy and Matsu
    "c72": [["debate", "N", "defense", 2]],  # Split-Screen Debate
    "c73": [["debate", "N", "civil_rights", 2]],  # Poise Under the Lights
    "c74": [["debate", "K", "civil_rights", 2]],  # A Call for Equal Opportunity
    "c75": [["momentum", "K", 2]],  # Gallup After the Debate
    "c76": [["support", "K", 4, "South"]],  # The LBJ Victory Special
    "c77": [["lose_issue", "N", 1, "defense"], ["lose_momentum", "N", 1]],  # In the Kitchen All Day
    "c78": [["issue", "K", 1, "defense"], ["support", "K", 2, "West"]],  # Trigger-Happy
    "c79": [["lose_issue", "N", 2, "civil_rights"], ["lose", "N", 1, "South"]],  # A Black Cabinet Member
    "c80": [["issue", "N", 2, "defense"]],  # The Shoe at the U.N.
    "c81": [["support", "K", 3, "MI"]],  # Ann Arbor at Two in the Morning
    "c82": [["support", "K", 2, "FL"]],  # Stand Up to Castro
    "c83": [["move", "N", "IL"], ["support", "N", 2, "Midwest"]],  # Falling Floodlights
    "c84": [["checks", "N", 3, "MI"], ["checks", "N", 3, "IL"]],  # Nixon Closes the Race
    "c85": [["lose", "K", 2, "Midwest"]],  # Anti-Catholic Mailings
    "c86": [["support", "me", 1, "NY"], ["momentum", "me", 1]],  # The Al Smith Dinner
    "c87": [["support", "K", 3, "NY"]],  # Motorcade Through Manhattan
    "c88": [["issue", "N", 1, "defense"], ["support", "N", 2, "PA"]],  # Dangerously Irresponsible
    "c89": [["issue", "K", 2, "civil_rights"], ["endorse", "K", "any"]],  # A Call to Coretta King
    "c90": [["issue", "K", 1, "civil_rights"], ["support", "K", 2, "GA"]],  # Robert Kennedy Calls the Judge
    "c91": [["checks", "K", 3, "IL"], ["checks", "K", 3, "PA"]],  # The Blue Pamphlet
    "c92": [["issue", "N", 2, "civil_rights"], ["support", "N", 1, "NY"]],  # Jackie Robinson Campaigns
    "c93": [["support", "N", 2, "OH"], ["momentum", "N", 1]],  # Eisenhower Hits the Trail
    "c94": [["free", "K", 2, "TX"]],  # Mink Coat Mob
    "c95": [["unpledged"]],  # Unpledged Electors
    "c96": [["checks", "N", 3, "CA"]],  # Election-Eve Telethon
    "c97": [["free", "K", 1, "MA"], ["free", "K", 1, "RI"]],  # Hyannis Port Vigil
}

# prevention card -> the cards whose events it blocks
PREVENTS: dict[str, tuple[str, ...]] = {
    card: tuple(step[1] for step in steps if step[0] == "prevent")
    for card, steps in EVENTS.items() if any(step[0] == "prevent" for step in steps)
}
