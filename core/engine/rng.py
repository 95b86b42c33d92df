"""Seeded randomness that lives in the state.

A game never keeps a generator object: it keeps the match seed and a counter,
and asks for a fresh generator for each random event. The same seed and the
same actions give the same game on every machine and after every reload.
"""

from __future__ import annotations

import hashlib
import random


def generator(seed: int, counter: int) -> random.Random:
    """A generator for the ``counter``-th random event of the match ``seed``."""
    digest = hashlib.sha256(f"dinotable:{seed}:{counter}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))
