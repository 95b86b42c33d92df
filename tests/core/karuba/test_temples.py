"""Temple treasures: highest first, equal points for arrivals on the same tile."""

from __future__ import annotations

import pytest

from core.games.karuba.actions import Place
from core.games.karuba.rules import score_parts
from core.games.karuba.state import KarubaState, temple
from tests.core.karuba.builders import (
    BLUE,
    EW,
    PARTS,
    RULES,
    TWO_STEPS,
    discard_and_move,
    field,
    fresh,
    play,
    ready,
    reveal,
    with_island,
)

GATE = {"F4": EW}  # blue's temple (jungle 100) is one step east of F4
BLUE_TEMPLE = temple(10)


def at_the_gate(players: int) -> KarubaState:
    """Every island has blue standing on F4, one step from its temple."""
    state = ready(players)
    for seat in range(players):
        state = with_island(state, seat, GATE, {BLUE: field("F4")})
    return state


@pytest.mark.parametrize(
    ("players", "treasures"), [(1, (5,)), (2, (5, 3)), (3, (5, 3, 2)), (4, (5, 4, 3, 2))]
)
def test_each_temple_colour_has_one_treasure_per_player(players: int, treasures: tuple[int, ...]) -> None:
    assert fresh(players).stacks == (treasures,) * 4


def test_the_first_to_arrive_takes_the_top_treasure_a_later_tile_the_next() -> None:
    state = reveal(at_the_gate(2), TWO_STEPS)
    state, events = discard_and_move(state, BLUE, BLUE_TEMPLE)  # seat 0: 5
    assert events[-1].values == {"colour": BLUE, "treasure": 5, "crystals": 0}
    state, _ = play(state, Place(0))  # seat 1 builds instead
    state = reveal(state, 18)
    state, _ = play(state, Place(1))  # seat 0 (5 points) decides first now
    state, events = discard_and_move(state, BLUE, BLUE_TEMPLE)  # seat 1, one tile later: 3
    assert events[-1].values == {"colour": BLUE, "treasure": 3, "crystals": 0}
    assert state.stacks[BLUE] == ()
    assert RULES.scores(state) == (5, 3)


def test_arrivals_at_the_same_temple_on_the_same_tile_score_alike() -> None:
    # three players, blue treasures 5, 3, 2
    # tile 1: seats 0 and 1 both reach blue's temple
    #   seat 0 takes the 5; seat 1 takes the 3 and 5 - 3 = 2 crystals from the supply -> 5 points each
    # tile 2: seat 2 reaches it: takes the 2, no crystals (it came a tile later) -> 2 points
    state = reveal(at_the_gate(3), TWO_STEPS)
    state, first = discard_and_move(state, BLUE, BLUE_TEMPLE)
    state, second = discard_and_move(state, BLUE, BLUE_TEMPLE)
    state, _ = play(state, Place(0))
    assert first[-1].values == {"colour": BLUE, "treasure": 5, "crystals": 0}
    assert second[-1].values == {"colour": BLUE, "treasure": 3, "crystals": 2}
    assert RULES.scores(state) == (5, 5, 0)
    state = reveal(state, 18)
    state, _ = play(state, Place(1), Place(1))  # seats 0 and 1 (5 points each) decide first
    state, third = discard_and_move(state, BLUE, BLUE_TEMPLE)
    assert third[-1].values == {"colour": BLUE, "treasure": 2, "crystals": 0}
    assert RULES.scores(state) == (5, 5, 2)
    assert score_parts(PARTS, state.islands[1]) == {"treasures": 3, "crystals": 2, "gold": 0, "total": 5}


def test_four_arrivals_three_on_one_tile() -> None:
    # four players, treasures 5, 4, 3, 2; seats 0-2 arrive on tile 1: 5 | 4 + 1 | 3 + 2 -> 5 each;
    # seat 3 arrives on tile 2: 2 (no crystals)
    state = reveal(at_the_gate(4), TWO_STEPS)
    for _ in range(3):
        state, _ = discard_and_move(state, BLUE, BLUE_TEMPLE)
    state, _ = play(state, Place(0))
    assert [island.treasures for island in state.islands] == [(5,), (4,), (3,), ()]
    assert [island.compensation for island in state.islands] == [0, 1, 2, 0]
    state = reveal(state, 18)
    state, _ = play(state, Place(1), Place(1), Place(1))
    state, _ = discard_and_move(state, BLUE, BLUE_TEMPLE)
    assert RULES.scores(state) == (5, 5, 5, 2)


def test_solo_temple_gives_five() -> None:
    state = reveal(at_the_gate(1), TWO_STEPS)
    state, events = discard_and_move(state, BLUE, BLUE_TEMPLE)
    assert events[-1].values["treasure"] == 5 and RULES.scores(state) == (5,)


def test_each_treasure_remembers_its_temple_colour() -> None:
    state = reveal(at_the_gate(1), TWO_STEPS)
    state, _ = discard_and_move(state, BLUE, BLUE_TEMPLE)
    assert state.islands[0].treasures == (5,)
    assert state.islands[0].treasure_colours == (BLUE,)
