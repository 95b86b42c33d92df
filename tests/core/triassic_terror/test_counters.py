"""The Hatch and Volcano counters: each once per game, in the owner's turn (TT-D26)."""

from __future__ import annotations

import random

from core.engine.evolve import evolve
from core.games.triassic_terror.actions import EndMigration, EndTurn, UseHatchCounter, UseVolcanoCounter
from core.games.triassic_terror.components import components
from core.games.triassic_terror.scoring import score_period, scored
from core.games.triassic_terror.state import OVER
from tests.core.triassic_terror.playing import RULES, at_turn, new, play, turn_seat

PARTS = components()
ME = turn_seat(3)
OTHER, THIRD = (ME + 1) % 3, (ME + 2) % 3
OUTER = PARTS.area("mountains_outer").index
DESERT = PARTS.area("desert_inner").index
SWAMP = PARTS.environment("swamp").index
SWAMP_OUTER = PARTS.area("swamp_outer").index


def test_the_hatch_counter_adds_two_to_one_own_herd_once_per_game() -> None:
    """Brief: "Hatch counter: once per game, in your turn, +2 to one own herd"."""
    state = play(at_turn(3, "herd_migration", herds={OUTER: [(ME, 1)]}), EndMigration())
    assert [action for action in RULES.legal(state) if isinstance(action, UseHatchCounter)] == [
        UseHatchCounter(OUTER)
    ]
    after = play(state, UseHatchCounter(OUTER))
    assert after.herd(OUTER, ME).dinos == 3 and after.seats[ME].hatch_counters == 0  # type: ignore[union-attr]
    assert RULES.check(after, UseHatchCounter(OUTER)).rule == "triassic_terror.counter.hatch_used"  # type: ignore[union-attr]
    assert not any(isinstance(action, UseHatchCounter) for action in RULES.legal(after))
    assert EndTurn() in RULES.legal(after), "the counter is never due"


def test_each_counter_is_used_at_most_once_per_game() -> None:
    """TT-D26: over whole games in which every counter is used as soon as it is offered, no seat
    uses either counter twice."""
    for seed in range(3):
        chance, state = random.Random(seed), new(4, seed)
        used: dict[str, list[int | None]] = {"hatch_counter_used": [], "volcano_erupted": []}
        while state.step != OVER:
            legal = RULES.legal(state)
            counters = [
                action for action in legal if isinstance(action, (UseHatchCounter, UseVolcanoCounter))
            ]
            action = counters[0] if counters else chance.choice(legal)
            state, events = RULES.apply(state, action)
            for event in events:
                used.get(event.kind, []).append(event.seat)
        for seats in used.values():
            assert sorted(seats) == sorted(set(seats)) and seats  # type: ignore[type-var]


def test_the_volcano_is_refused_in_the_triassic() -> None:
    """TT-D26: the Volcano only in the Jurassic and the Cretaceous, the last round before a scoring
    too; never in the Swamp; once per game."""
    state = at_turn(3, "herd_growth", herds={DESERT: [(ME, 4)]})
    assert not any(isinstance(action, UseVolcanoCounter) for action in RULES.legal(state))
    assert RULES.check(state, UseVolcanoCounter(DESERT)).rule == "triassic_terror.counter.volcano_too_early"  # type: ignore[union-attr]
    for round_ in (4, 6, 9):
        later = evolve(state, round=round_)
        offered = {action.area for action in RULES.legal(later) if isinstance(action, UseVolcanoCounter)}
        assert offered == {area.index for area in PARTS.areas if area.environment != SWAMP}, round_
        assert (
            RULES.check(later, UseVolcanoCounter(SWAMP_OUTER)).rule
            == "triassic_terror.counter.volcano_spared"
        )  # type: ignore[union-attr]
    used = play(evolve(state, round=4), UseVolcanoCounter(OUTER))
    assert used.seats[ME].volcano_counters == 0
    assert RULES.check(used, UseVolcanoCounter(DESERT)).rule == "triassic_terror.counter.volcano_used"  # type: ignore[union-attr]
    assert not any(isinstance(action, UseVolcanoCounter) for action in RULES.legal(used))


def test_ash_blocks_the_areas_points_at_the_next_scoring_only() -> None:
    """TT-D26: ash lies until the next scoring has been done, which scores the area nothing."""
    state = evolve(at_turn(3, "herd_growth", herds={DESERT: [(ME, 5), (OTHER, 3)]}), round=6)
    after = play(state, UseVolcanoCounter(DESERT))
    assert after.ash == (DESERT,)
    ashed = next(each for each in score_period(PARTS, after).areas if each.area == DESERT)
    assert ashed.ash and [held.points for held in ashed.holders] == [0, 0]
    cleared = scored(after, score_period(PARTS, after))
    assert cleared.ash == ()
    again = next(each for each in score_period(PARTS, evolve(cleared, round=9)).areas if each.area == DESERT)
    assert not again.ash and [held.points for held in again.holders] == [6, 3]


def test_the_volcano_costs_every_herd_in_the_area_two() -> None:
    """Brief: "every herd there loses 2", own ones too, never the T-Rex; a herd of 2 or less is gone;
    the area re-ranks once, after the step."""
    herds = {DESERT: [(OTHER, 5), (ME, 4), (THIRD, 2)]}
    state = evolve(at_turn(3, "herd_growth", herds=herds), round=4, t_rex=DESERT, t_rex_owner=ME)
    after, events = RULES.apply(state, UseVolcanoCounter(DESERT))
    assert [(herd.owner, herd.dinos) for herd in after.herds[DESERT]] == [(ME, 2), (OTHER, 3)]
    assert after.t_rex == DESERT and after.t_rex_owner == ME
    assert [after.seats[seat].supply - state.seats[seat].supply for seat in (ME, OTHER, THIRD)] == [2, 2, 2]
    assert [(event.seat, event.values["dinos"]) for event in events if event.kind == "volcano_struck"] == [
        (OTHER, 2),
        (ME, 2),
        (THIRD, 2),
    ]
    empty = play(state, UseVolcanoCounter(OUTER))
    assert empty.ash == (OUTER,) and empty.herds == state.herds
