"""The seeded random number generator that lives inside a game state.

Its whole state is one 64-bit integer, so a State copies and serializes it for free
(random.Random carries 625 words, too heavy for the clone in a search bot's inner loop).
The generator is SplitMix64, which passes BigCrush and needs no tables.
"""

from __future__ import annotations

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
# The rejection limit of `below(n)` for the bounds games use most (dice, decks).
LIMITS = tuple(MASK - (MASK + 1) % n if n else 0 for n in range(257))


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
        self.state = z = (self.state + GOLDEN) & MASK
        z = ((z ^ (z >> 30)) * MIX1) & MASK
        z = ((z ^ (z >> 27)) * MIX2) & MASK
        return z ^ (z >> 31)

    # `below` and `shuffle` write `next` out, keeping the generator state in a local
    # variable: dice and shuffles are in the inner loop of every playout, and a game's
    # set-up shuffles hundreds of cards. They draw exactly what calling `next` would.
    def below(self, n: int) -> int:
        """Uniform integer in [0, n), by rejection so that no value is favoured."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = LIMITS[n] if n < len(LIMITS) else MASK - (MASK + 1) % n
        state = self.state
        while True:
            state = z = (state + GOLDEN) & MASK
            z = ((z ^ (z >> 30)) * MIX1) & MASK
            z = ((z ^ (z >> 27)) * MIX2) & MASK
            z ^= z >> 31
            if z <= limit:
                self.state = state
                return z % n

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates from the end: position i swaps with `below(i + 1)`."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = LIMITS[n] if n < len(LIMITS) else MASK - (MASK + 1) % n
            while True:
                state = z = (state + GOLDEN) & MASK
                z = ((z ^ (z >> 30)) * MIX1) & MASK
                z = ((z ^ (z >> 27)) * MIX2) & MASK
                z ^= z >> 31
                if z <= limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state
