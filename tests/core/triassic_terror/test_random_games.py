"""Seeded random games, as far as the rules are written: every round's picking, 2-6 players.

After every action the state keeps the invariants (cards, tiles, white dinos and every
player's 57 dinos accounted for; at most three herds per area, one per player, in order),
and ``legal`` lists exactly the thinkable actions ``check`` accepts. Between rounds the test
stands in for the turns still to be written (``playing.end_round``).
"""

from __future__ import annotations

import random

import pytest

from core.games.triassic_terror.components import components
from core.games.triassic_terror.invariants import INVARIANTS
from core.games.triassic_terror.picking import begin_round
from core.games.triassic_terror.state import TURN
from tests.core.triassic_terror.playing import RULES, end_round, new


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(3))
def test_random_games(players: int, seed: int) -> None:
    chance = random.Random(seed)
    state = new(players, seed)
    INVARIANTS.check_state(state)
    for _ in range(sum(components().rounds[players])):
        while state.step != TURN:
            legal = RULES.legal(state)
            allowed = {action for action in INVARIANTS.thinkable(state) if RULES.check(state, action) is None}
            assert legal and set(legal) == allowed and len(set(legal)) == len(legal)
            after, events = RULES.apply(state, chance.choice(legal))
            INVARIANTS.check_state(after)
            INVARIANTS.check_transition(state, after, events)
            state = after
        assert RULES.legal(state) == [] and RULES.pending(state).seat == state.turn  # type: ignore[union-attr]
        state, _ = begin_round(end_round(state))
        INVARIANTS.check_state(state)
