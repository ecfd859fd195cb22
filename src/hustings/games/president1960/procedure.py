"""The turn procedures (one list of steps per phase) and the table of tasks: for each
kind of pending task, how its legal ids are listed, how an action applies, and (for
tasks that may resolve without a choice) how it resolves."""

from __future__ import annotations

from . import activity, debates, effects, election, momentum, strategy

PROCEDURES = {
    "turn": [
        activity.deal_new_hands,
        activity.initiative_phase,
        *[activity.activity_slot(i) for i in range(10)],
        momentum.momentum_decay,
        momentum.issue_shift,
        momentum.award_third,
        momentum.award_second,
        momentum.award_first,
        momentum.issue_decay,
        strategy.campaign_strategy,
        strategy.rest,
        strategy.end_turn,
    ],
    "debates": [
        debates.debate_initiative,
        debates.debate_round,
        debates.debate_close,
        debates.after_the_debates,
        strategy.end_turn,
    ],
    "election": [
        election.bonus_cubes,
        election.election_initiative,
        election.election_strategy,
        election.election_events,
        election.undecided_states,
        election.final_count,
    ],
}

# kind: (legal ids, apply, automatic resolution or None when it always waits for a choice)
TASKS = {
    "first_player": (activity.first_player_ids, activity.choose_first_player, None),
    "play": (activity.play_ids, activity.play_card, None),
    "campaign": (activity.campaign_ids, activity.campaign, None),
    "media_place": (activity.media_place_ids, activity.media_place, None),
    "issues": (activity.issues_ids, activity.position_on_issues, None),
    "after_cp": (None, None, activity.after_cp),
    "trigger": (activity.trigger_ids, activity.trigger, None),
    "fx": (None, None, effects.run_fx),
    "place": (effects.place_ids, effects.place, effects.place_resolve),
    "remove": (effects.remove_ids, effects.remove, effects.remove_resolve),
    "unmedia": (effects.unmedia_ids, effects.unmedia, effects.unmedia_resolve),
    "issue_pick": (effects.issue_pick_ids, effects.issue_pick, None),
    "endorse_pick": (effects.endorse_pick_ids, effects.endorse_pick, None),
    "shift": (effects.shift_ids, effects.shift, None),
    "award": (momentum.award_ids, momentum.award, None),
    "store": (strategy.store_ids, strategy.store, None),
    "debate_pick": (debates.debate_pick_ids, debates.debate_pick, None),
    "debate_order": (debates.debate_order_ids, debates.debate_order, None),
    "debate_side": (debates.debate_side_ids, debates.debate_side, None),
    "debate_check": (None, None, debates.debate_check),
    "debate_win": (None, None, debates.debate_win),
    "eday_order": (election.eday_order_ids, election.eday_order, election.eday_order_resolve),
}

# Listers that give the legal ids already in sorted order: fast paths, each equal to the
# sorted output of its kind's lister in TASKS, and kinds whose lister in TASKS happens to
# list in sorted order (both tested).
SORTED_LISTERS = {
    "store": strategy.sorted_store_ids,
    "debate_pick": debates.sorted_debate_pick_ids,
    "play": activity.sorted_play_ids,
    "campaign": activity.sorted_campaign_ids,
    "issues": activity.sorted_issues_ids,
    "place": effects.sorted_place_ids,
    "first_player": activity.first_player_ids,
    "trigger": activity.trigger_ids,
    "award": momentum.award_ids,
    "shift": effects.shift_ids,
    "endorse_pick": effects.endorse_pick_ids,
    "media_place": activity.media_place_ids,
    "debate_order": debates.debate_order_ids,
    "debate_side": debates.debate_side_ids,
}


def sorting(lister):
    """`lister` with its ids sorted in place, for the rare kinds whose lister lists them
    in the order of the rules (every lister returns a fresh list without repeats)."""
    def sorted_lister(g, task, seat):
        ids = lister(g, task, seat)
        ids.sort()
        return ids
    sorted_lister.__name__ = f"sorted_{lister.__name__}"
    return sorted_lister


# The lister the state uses for each kind that waits for a choice: always sorted.
LISTERS = {kind: SORTED_LISTERS.get(kind) or sorting(entry[0])
           for kind, entry in TASKS.items() if entry[0] is not None}
