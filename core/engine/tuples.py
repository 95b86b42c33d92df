"""Small updates of the tuples that states are made of; each returns a new tuple."""

from __future__ import annotations

from typing import TypeVar

Item = TypeVar("Item")


def put(values: tuple[Item, ...], index: int, value: Item) -> tuple[Item, ...]:
    """``values`` with the item at ``index`` replaced by ``value``."""
    return values[:index] + (value,) + values[index + 1 :]


def without(values: tuple[Item, ...], item: Item) -> tuple[Item, ...]:
    """``values`` less the first ``item``; ValueError when it is not there."""
    index = values.index(item)
    return values[:index] + values[index + 1 :]


def without_all(values: tuple[Item, ...], items: tuple[Item, ...]) -> tuple[Item, ...]:
    """``values`` less every item that is in ``items``."""
    gone = set(items)
    return tuple(value for value in values if value not in gone)
