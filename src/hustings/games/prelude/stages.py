"""The codes of the action round's turn machine (2.0, 3.1): where a player's action
round stands, kept in `state.stage` with the faction in `state.actor`.

The round's own steps (the card play, its AP, what follows an enemy card, the scoring
die, the card leaving play, the end of the round) are these integer stages, run by
cycle.py; everything a card or a check starts (events, placements, checks, scoring
sequences) is queued in `state.queue` and always runs before the stage goes on. A card
played for its AP goes PLAY, AP, FOLLOW, BONUS, DIE, SETTLE, END_HALF (skipping FOLLOW and
BONUS where they do not apply), an event PLAY, DIE, SETTLE, END_HALF. The stages below
PLAY run without a decision (cycle.STAGE_STEPS); OVER is the end of the game.

The card of the round's context (`state.card`, None before a card is played and after it
has left play) and the AP step's points and mode (`state.ap_left`, `state.ap_mode`) are
flat fields, as are the rest of the round's context (activities.py, play.py)."""

IDLE = 0        # nothing pending: the sequence of play schedules the next step (turn.py)
FOLLOW = 1      # after an enemy card's AP, or under Partisan Media: its event (3.1, 9.5.1)
BONUS = 2       # card 49 played by the Loyal: the Patriote gains 2 OP
DIE = 3         # the card's scoring die (4.0)
SETTLE = 4      # the card leaves play
END_HALF = 5    # the end of the actor's action round
END_TURN = 6    # the end of the turn (2.3)
PLAY = 7        # the actor plays a card (3.1): a decision
AP = 8          # the actor spends the card's AP (9.0): a decision
OVER = 9        # the game is over (state.outcome is set)

CARD_STAGES = frozenset((AP, FOLLOW, BONUS, DIE, SETTLE))    # the card is in play

NO_FOLLOW, PARTISAN_EVENT, ENEMY_EVENT = 0, 1, 2     # state.follow
