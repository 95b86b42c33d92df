"""Isla Nublar positions for the rule tests, written as maps of the island's places.

A place is ``(column, row)`` as the component file writes it; the builders turn the maps
into the state's per-space tuples, so a test reads like the board it describes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from core.games.isla_nublar.components import Components, Scoring, components

PARTS: Components = components()
Place = tuple[int, int]  # (column, row)


class Island(NamedTuple):
    """The pieces on the island, shaped like ``IslaNublarState.crates`` and ``.camps``."""

    crates: tuple[tuple[int, ...], ...]
    camps: tuple[tuple[int, ...], ...]


def island(
    camps: Mapping[Place, int | tuple[int, ...]] | None = None,
    crates: Mapping[Place, Mapping[int, int]] | None = None,
    players: int = 2,
) -> Island:
    """The island with these pieces and nothing else.

    ``camps`` maps a place to its camps' owners bottom to top, or to one owner for a lone
    camp: ``{(3, 2): (1, 0)}`` is seat 1's camp under seat 0's. ``crates`` maps a place to
    ``{seat: crates}``: ``{(3, 2): {0: 2}}`` is two of seat 0's crates there. An unknown
    place raises KeyError.
    """
    stacks: list[tuple[int, ...]] = [()] * len(PARTS.spaces)
    piles: list[tuple[int, ...]] = [(0,) * players] * len(PARTS.spaces)
    for place, owners in (camps or {}).items():
        stacks[space(place)] = (owners,) if isinstance(owners, int) else tuple(owners)
    for place, counts in (crates or {}).items():
        piles[space(place)] = tuple(counts.get(seat, 0) for seat in range(players))
    return Island(tuple(piles), tuple(stacks))


def space(place: Place) -> int:
    """The index of the space at ``(column, row)``."""
    return PARTS.space_at(*place)


def spaces(*places: Place) -> tuple[int, ...]:
    """The indices of the spaces at these places, ascending (as a ``Tally`` lists them)."""
    return tuple(sorted(space(place) for place in places))


def scoring_card(kind: str, landscape: str = "") -> Scoring:
    """The scoring of the component file's card of this kind (and pictured landscape)."""
    for card in PARTS.scoring_cards:
        scoring = PARTS.card(card).scoring
        if scoring is not None and scoring.kind == kind and scoring.landscape == landscape:
            return scoring
    raise KeyError((kind, landscape))
