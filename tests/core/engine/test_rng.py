"""Seeded draws advance the state's counter themselves, so no two draws repeat by mistake."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine import rng


@dataclass(frozen=True)
class Table:
    seed: int
    shuffles: int


def test_draw_uses_the_counter_and_advances_it() -> None:
    chance, after = rng.draw(Table(7, 3))
    assert after == Table(7, 4)
    assert chance.random() == rng.generator(7, 3).random()


def test_shuffled_is_a_permutation_that_depends_on_seed_and_counter() -> None:
    order, after = rng.shuffled(Table(7, 0), range(20))
    assert sorted(order) == list(range(20)) and after.shuffles == 1
    assert rng.shuffled(Table(7, 0), range(20))[0] == order
    assert rng.shuffled(Table(7, 1), range(20))[0] != order
    assert rng.shuffled(Table(8, 0), range(20))[0] != order
