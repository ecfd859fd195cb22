"""The engine's test game with a drawn board, clickable targets and a message catalog
(slug `sealed-bids-board`), so that the server and the browser client are tested on
every part of the protocol a real game uses. Registered only by the test suite."""

from __future__ import annotations

from html import escape

from hustings.engine import register
from tests.engine.toy_game import SealedBids, SealedBidsState

MESSAGES = {
    "bid": "Choose a card to bid",
    "bid_committed": "Seat {seat} placed a sealed bid",
    "gift": "Seat {giver} gave a chip to seat {to}",
    "reveal": "The bids are revealed: {bids}",
}


class BoardBidsState(SealedBidsState):
    def clone(self):
        other = super().clone()
        other.__class__ = BoardBidsState
        return other

    def determinize(self, seat, rng):
        other = super().determinize(seat, rng)
        other.__class__ = BoardBidsState
        return other

    def label(self, action_id):
        verb, arg = action_id.split(":")
        return f"Bid {arg}" if verb == "bid" else f"Give a chip to seat {int(arg) + 1}"

    def targets(self, action_id):
        verb, arg = action_id.split(":")
        return (f"card-{arg}",) if verb == "bid" else (f"seat-{arg}",)


class BoardBids(SealedBids):
    slug = "sealed-bids-board"
    title = "Sealed Bids with a board (test game)"

    def new_state(self, players, seed, options=None):
        state = super().new_state(players, seed, options)
        state.__class__ = BoardBidsState
        return state

    def state_from_json(self, data):
        state = super().state_from_json(data)
        state.__class__ = BoardBidsState
        return state

    def messages(self):
        return dict(MESSAGES)

    def board_svg(self, view):
        board = view["board"]
        parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" '
                 'class="board" font-family="sans-serif" font-size="13">']
        for seat, score in enumerate(board["scores"]):
            x = 10 + seat * 100
            parts.append(f'<g data-target="seat-{seat}"><rect x="{x}" y="10" width="90" '
                         f'height="50" rx="6" fill="#e8e1d0" stroke="#555"/>'
                         f'<text x="{x + 8}" y="30">Seat {seat + 1}</text>'
                         f'<text x="{x + 8}" y="50">{score} pts, '
                         f'{board["chips"][seat]} chips</text></g>')
        for index, card in enumerate(board["hand"] or []):
            x = 10 + index * 60
            parts.append(f'<g data-target="card-{escape(card)}"><rect x="{x}" y="80" '
                         f'width="50" height="70" rx="6" fill="#fff" stroke="#225"/>'
                         f'<text x="{x + 14}" y="120">{escape(card)}</text></g>')
        parts.append("</svg>")
        return "".join(parts)


BoardBidsState.game = register(BoardBids())
