"""The tuple updates states are built with."""

from __future__ import annotations

import pytest

from core.engine.tuples import put, without, without_all


def test_put_replaces_one_item() -> None:
    assert put((1, 2, 3), 1, 9) == (1, 9, 3)
    assert put((1,), 0, 5) == (5,)


def test_without_takes_the_first_copy_only() -> None:
    assert without((4, 5, 4), 4) == (5, 4)
    with pytest.raises(ValueError):
        without((1, 2), 3)


def test_without_all_takes_every_listed_item() -> None:
    assert without_all((1, 2, 3, 2), (2, 9)) == (1, 3)
