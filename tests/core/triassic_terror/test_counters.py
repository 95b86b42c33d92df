"""The Hatch and Volcano counters: each once per game, in the owner's turn (TT-D26).

The Volcano comes with the predators: its tests are skipped until then.
"""

from __future__ import annotations

import random

import pytest

from core.games.triassic_terror.actions import EndTurn, UseHatchCounter, UseVolcanoCounter
from core.games.triassic_terror.components import components
from core.games.triassic_terror.state import OVER
from tests.core.triassic_terror.playing import RULES, at_turn, new, play, turn_seat

PARTS = components()
ME = turn_seat(3)
OUTER = PARTS.area("mountains_outer").index
VOLCANO_TO_COME = pytest.mark.skip(reason="the Volcano counter comes with the predators")


def test_the_hatch_counter_adds_two_to_one_own_herd_once_per_game() -> None:
    """Brief: "Hatch counter: once per game, in your turn, +2 to one own herd"."""
    state = at_turn(3, "herd_migration", herds={OUTER: [(ME, 1)]})
    assert [action for action in RULES.legal(state) if isinstance(action, UseHatchCounter)] == [
        UseHatchCounter(OUTER)
    ]
    after = play(state, UseHatchCounter(OUTER))
    assert after.herd(OUTER, ME).dinos == 3 and after.seats[ME].hatch_counters == 0  # type: ignore[union-attr]
    assert RULES.check(after, UseHatchCounter(OUTER)).rule == "triassic_terror.counter.hatch_used"  # type: ignore[union-attr]
    assert not any(isinstance(action, UseHatchCounter) for action in RULES.legal(after))
    assert EndTurn() in RULES.legal(after), "the counter is never due"


def test_each_counter_is_used_at_most_once_per_game() -> None:
    """TT-D26: over whole games, no seat uses its Hatch counter twice; the Volcano is never offered
    before its rules come with the predators."""
    for seed in range(3):
        chance, state, used = random.Random(seed), new(4, seed), []
        while state.step != OVER:
            legal = RULES.legal(state)
            assert not any(isinstance(action, UseVolcanoCounter) for action in legal)
            hatch = [action for action in legal if isinstance(action, UseHatchCounter)]
            action = hatch[0] if hatch else chance.choice(legal)
            state, events = RULES.apply(state, action)
            used += [event.seat for event in events if event.kind == "hatch_counter_used"]
        assert sorted(used) == sorted(set(used)) and used


@VOLCANO_TO_COME
def test_the_volcano_is_refused_in_the_triassic() -> None:
    """TT-D26: the Volcano only in the Jurassic and the Cretaceous."""


@VOLCANO_TO_COME
def test_ash_blocks_the_areas_points_at_the_next_scoring_only() -> None:
    """TT-D26: ash lies until the next scoring has been done."""


@VOLCANO_TO_COME
def test_the_volcano_costs_every_herd_in_the_area_two() -> None:
    """Brief: "every herd there loses 2", own ones too, never the T-Rex."""
