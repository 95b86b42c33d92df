"""``evolve``: the quick ``dataclasses.replace`` for game states."""

from __future__ import annotations

import dataclasses

import pytest

from core.engine.evolve import evolve
from core.games.digger.actions import PlaySet
from tests.core.playing import new_match


def test_evolve_makes_what_replace_makes() -> None:
    state = new_match(3, seed=4).state
    island = state.islands[1]
    changed = evolve(state, seed=9, islands=(island, island, island))
    expected = dataclasses.replace(state, seed=9, islands=(island, island, island))
    assert changed == expected and hash(changed) == hash(expected)
    assert type(changed) is type(state) and changed is not state
    assert state.seed != 9 or state.islands != changed.islands, "the original stays as it was"
    assert evolve(island, crystals=2) == dataclasses.replace(island, crystals=2)


def test_an_unknown_field_is_refused() -> None:
    state = new_match(2, seed=1).state
    with pytest.raises(TypeError, match="no field 'colour'"):
        evolve(state, colour=3)


def test_records_that_check_themselves_are_refused() -> None:
    with pytest.raises(TypeError, match="not a plain dataclass"):
        evolve(PlaySet((1, 2)), cards=(3, 4))
    with pytest.raises(TypeError, match="not a plain dataclass"):
        evolve(object())
