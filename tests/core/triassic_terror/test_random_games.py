"""Seeded random games to the end, 2-6 players, with the placeholders of the predators skipped.

After every action the state keeps the invariants (cards, tiles, white dinos and every
player's 57 dinos accounted for; at most three herds per area, one per player, in order),
and ``legal`` lists exactly the thinkable actions ``check`` accepts. The placeholders are never
legal, so a random game plays past them: a turn holding Herd Migration, T-Rex or Raptors ends
without its action, and Hatch without the pterodactyl.
"""

from __future__ import annotations

import random

import pytest

from core.games.triassic_terror.components import components
from core.games.triassic_terror.invariants import INVARIANTS
from core.games.triassic_terror.state import OVER
from tests.core.triassic_terror.playing import RULES, new


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(2))
def test_random_games(players: int, seed: int) -> None:
    chance = random.Random(seed)
    state = new(players, seed)
    INVARIANTS.check_state(state)
    rounds = []
    while state.step != OVER:
        legal = RULES.legal(state)
        allowed = {action for action in INVARIANTS.thinkable(state) if RULES.check(state, action) is None}
        assert legal and set(legal) == allowed and len(set(legal)) == len(legal)
        assert RULES.pending(state).seat == state.turn  # type: ignore[union-attr]
        after, events = RULES.apply(state, chance.choice(legal))
        INVARIANTS.check_state(after)
        INVARIANTS.check_transition(state, after, events)
        rounds += [event.values["round"] for event in events if event.kind == "round_ended"]
        state = after
    assert rounds == list(range(1, sum(components().rounds[players]) + 1))
    assert RULES.legal(state) == [] and RULES.pending(state) is None
    result = RULES.result(state)
    assert result is not None and result.scores == RULES.scores(state)
    assert all(part["total"] == score for part, score in zip(result.breakdown, result.scores, strict=True))
