"""The random source of a search bot: `random.Random` with `shuffle` and `choice` written
out in one function each.

ISMCTS shuffles the unseen cards twice or more in every iteration (`State.determinize`)
and picks every playout move with `choice`; in CPython 3.11 both are Python code that
calls `_randbelow` once per draw, a fifth of a determinization's time. Written out, they
draw the very same bits in the same order (a test compares them with `random.Random`'s
own for every length and many seeds), so a seeded bot plays the same games either way.
"""

from __future__ import annotations

import random


class SearchRandom(random.Random):
    def shuffle(self, x: list) -> None:
        """`random.Random.shuffle`: Fisher-Yates from the end, by rejection on
        `getrandbits`."""
        getrandbits = self.getrandbits
        for i in range(len(x) - 1, 0, -1):
            n = i + 1
            bits = n.bit_length()
            j = getrandbits(bits)
            while j >= n:
                j = getrandbits(bits)
            x[i], x[j] = x[j], x[i]

    def choice(self, seq):
        """`random.Random.choice`."""
        n = len(seq)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        bits = n.bit_length()
        getrandbits = self.getrandbits
        r = getrandbits(bits)
        while r >= n:
            r = getrandbits(bits)
        return seq[r]
