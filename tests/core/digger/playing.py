"""Seeded random play for Digger's random-game and view tests: it only ever picks legal actions."""

from __future__ import annotations

import random
from collections.abc import Iterator

from core.engine.match import Match
from core.games.digger.state import OVER, DiggerState
from tests.core.digger.builders import RULES, config


def new_match(players: int, seed: int) -> Match:
    return Match(RULES, config(players), seed)


def random_states(players: int, seed: int) -> Iterator[DiggerState]:
    """Every state of one seeded random game, from the deal to the end."""
    chance = random.Random(f"digger-states-{players}-{seed}")
    state = RULES.setup(config(players), seed)
    yield state
    while state.step != OVER:
        state, _ = RULES.apply(state, chance.choice(RULES.legal(state)))
        yield state
