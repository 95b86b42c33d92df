"""Option A: put the revealed tile on the own island."""

from __future__ import annotations

import dataclasses

import pytest

from core.games.karuba.actions import Discard, Place
from core.games.karuba.movement import neighbours
from core.games.karuba.state import TILE
from tests.core.karuba.builders import (
    EW,
    EW_CRYSTAL,
    EW_GOLD,
    NS,
    NS_CRYSTAL,
    PARTS,
    RULES,
    field,
    play,
    ready,
    reveal,
    with_island,
)


def test_a_tile_may_go_on_any_free_field_without_touching_another() -> None:
    state = reveal(ready(2), EW)
    assert [a for a in RULES.legal(state) if isinstance(a, Place)] == [Place(f) for f in range(30)]
    seat0_turn = reveal(with_island(ready(2), 0, {"A1": NS}), EW)
    assert RULES.check(seat0_turn, Place(field("F5"))) is None  # far from the only tile


def test_an_occupied_field_is_refused() -> None:
    state = reveal(with_island(ready(2), 0, {"C3": NS}), EW)
    assert RULES.pending(state).seat == 0
    violation = RULES.check(state, Place(field("C3")))
    assert violation.rule == "karuba.place.occupied"
    assert Place(field("C3")) not in RULES.legal(state)


@pytest.mark.parametrize("outside", [-1, 30, 31, 1000])
def test_nothing_goes_outside_the_grid(outside: int) -> None:
    state = reveal(ready(2), EW)
    assert RULES.check(state, Place(outside)).rule == "karuba.place.off_grid"


def test_a_placed_tile_keeps_its_printed_paths_it_never_turns() -> None:
    state = reveal(ready(1), NS)
    state, events = play(state, Place(field("B2")))
    assert state.islands[0].grid[field("B2")] == NS
    assert events[0].values == {"tile": NS, "field": field("B2"), "token": "none"}
    # the only choice a placement carries is the field: there is no rotation to give
    assert [f.name for f in dataclasses.fields(Place)] == ["field"]


def test_paths_need_not_match_and_may_end_in_a_dead_end() -> None:
    # an east-west tile next to a north-south one: legal, but no step leads across
    state = reveal(with_island(ready(2), 0, {"B2": NS}), EW)
    state, _ = play(state, Place(field("A2")))
    island = state.islands[0]
    assert island.grid[field("A2")] == EW
    assert neighbours(PARTS, island, field("A2")) == []


def test_a_tile_may_shut_in_an_adventurer_or_a_temple() -> None:
    # blue starts at beach 20 next to A2: a north-south tile there never opens to the beach
    state = reveal(ready(2), NS)
    assert RULES.check(state, Place(field("A2"))) is None
    # and F4 is the gate of blue's temple (jungle 100): closing it is allowed as well
    assert RULES.check(state, Place(field("F4"))) is None


@pytest.mark.parametrize(
    ("tile", "token"), [(EW_CRYSTAL, "crystal"), (NS_CRYSTAL, "crystal"), (EW_GOLD, "gold")]
)
def test_a_crystal_or_gold_tile_gets_its_token_when_placed(tile: int, token: str) -> None:
    state = reveal(ready(2), tile)
    state, events = play(state, Place(field("D3")))
    seat = events[0].seat
    assert state.islands[seat].tokens[field("D3")] == token
    assert events[0].values["token"] == token
    # the token lies on the tile; it is not the player's yet
    assert (state.islands[seat].crystals, state.islands[seat].gold) == (0, 0)


def test_a_discarded_treasure_tile_brings_no_token() -> None:
    state = reveal(ready(2), EW_GOLD)
    state, _ = play(state, Discard())
    assert all(token == "" for token in state.islands[0].tokens)


def test_both_choices_are_offered_for_every_tile() -> None:
    state = reveal(ready(2), EW)
    assert state.step == TILE
    assert Discard() in RULES.legal(state) and Place(field("A1")) in RULES.legal(state)
