"""The seeded random number generator that lives inside a game state.

Its whole state is one 64-bit integer, so a State copies and serializes it for free
(random.Random carries 625 words, too heavy for the clone in a search bot's inner loop).
The generator is SplitMix64, which passes BigCrush and needs no tables.
"""

from __future__ import annotations

MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & MASK

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        rng = cls(seed ^ 0x5DEECE66D)
        rng.next()
        return rng

    def copy(self) -> Rng:
        return Rng(self.state)

    def next(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), by rejection so that no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = MASK - (MASK + 1) % n
        while True:
            value = self.next()
            if value <= limit:
                return value % n

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
