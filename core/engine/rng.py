"""Seeded randomness that lives in the state.

A game never keeps a generator object: it keeps the match seed and a counter,
and asks for a fresh generator for each random event (``draw`` and
``shuffled`` advance the state's counter themselves). The same seed and the
same actions give the same game on every machine and after every reload.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterable
from typing import Protocol, TypeVar

from core.engine.evolve import evolve
from core.engine.hashes import sha256


def fresh_seed() -> int:
    """A new match seed from the system's randomness, below 2**31 (as save files expect)."""
    return int.from_bytes(os.urandom(4), "big") >> 1


def generator(seed: int, counter: int) -> random.Random:
    """A generator for the ``counter``-th random event of the match ``seed``."""
    digest = sha256(f"dinotable:{seed}:{counter}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


class Seeded(Protocol):
    """A state that draws at random during play: the match seed and how many draws were made."""

    @property
    def seed(self) -> int: ...

    @property
    def shuffles(self) -> int: ...


SeededState = TypeVar("SeededState", bound=Seeded)
Item = TypeVar("Item")


def draw(state: SeededState) -> tuple[random.Random, SeededState]:
    """The generator of the state's next random event, and the state with its counter advanced."""
    return generator(state.seed, state.shuffles), evolve(state, shuffles=state.shuffles + 1)


def shuffled(state: SeededState, items: Iterable[Item]) -> tuple[tuple[Item, ...], SeededState]:
    """``items`` in a new seeded order, and the state with its counter advanced."""
    order = list(items)
    chance, state = draw(state)
    chance.shuffle(order)
    return tuple(order), state
