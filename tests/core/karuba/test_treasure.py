"""Crystals and gold: a find belongs to the player only when a move ends on it."""

from __future__ import annotations

from core.games.karuba.actions import MoveTo
from core.games.karuba.rules import score_parts
from tests.core.karuba.builders import (
    BLUE,
    EW,
    EW_CRYSTAL,
    EW_GOLD,
    FOUR_STEPS,
    PARTS,
    RULES,
    discard_and_move,
    field,
    ready,
    reveal,
    with_island,
)


def test_ending_a_move_on_a_crystal_takes_it_even_with_steps_left() -> None:
    state = reveal(with_island(ready(1), 0, {"A2": EW_CRYSTAL, "B2": EW}), FOUR_STEPS)
    state, events = discard_and_move(state, BLUE, field("A2"))  # 1 of 4 steps used
    island = state.islands[0]
    assert (island.crystals, island.tokens[field("A2")]) == (1, "")
    assert events[-1].kind == "token_taken" and events[-1].values == {
        "token": "crystal",
        "field": field("A2"),
    }
    assert RULES.scores(state) == (1,)


def test_passing_over_a_find_leaves_it_lying() -> None:
    state = reveal(with_island(ready(1), 0, {"A2": EW_GOLD, "B2": EW}), FOUR_STEPS)
    state, events = discard_and_move(state, BLUE, field("B2"))
    island = state.islands[0]
    assert (island.gold, island.tokens[field("A2")]) == (0, "gold")
    assert "token_taken" not in [e.kind for e in events]


def test_gold_is_worth_two_and_a_crystal_one() -> None:
    state = reveal(with_island(ready(1), 0, {"A2": EW_GOLD}), FOUR_STEPS)
    state, _ = discard_and_move(state, BLUE, field("A2"))
    assert state.islands[0].gold == 1
    assert score_parts(PARTS, state.islands[0]) == {"treasures": 0, "crystals": 0, "gold": 2, "total": 2}


def test_finds_left_on_the_island_score_nothing() -> None:
    state = with_island(ready(1), 0, {"A1": EW_GOLD, "B1": EW_CRYSTAL, "C1": EW_GOLD})
    assert state.islands[0].tokens.count("gold") == 2
    assert RULES.scores(state) == (0,)


def test_a_taken_find_is_kept_to_the_end() -> None:
    state = reveal(with_island(ready(1), 0, {"A2": EW_CRYSTAL, "B2": EW, "C2": EW}), FOUR_STEPS)
    state, _ = discard_and_move(state, BLUE, field("A2"))
    state = reveal(state, 7)
    state, _ = discard_and_move(state, BLUE, field("C2"))
    assert state.islands[0].crystals == 1
    # and nothing can be put back: a later move onto the emptied tile finds nothing
    assert state.islands[0].tokens[field("A2")] == ""


def test_a_move_onto_a_plain_tile_takes_nothing() -> None:
    state = reveal(with_island(ready(1), 0, {"A2": EW}), FOUR_STEPS)
    state, events = discard_and_move(state, BLUE, field("A2"))
    assert [e.kind for e in events] == ["discarded", "picked", "moved"]
    assert RULES.check(state, MoveTo(field("A2"))) is not None  # the move is over
