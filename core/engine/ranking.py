"""Places from scores and explicit tie-breaks, the same way in every game.

Seats are ordered by score, then by each tie-break in turn (more is better on
each); seats equal on all of them share a place. A tie-break counts as used
exactly when it gave two seats that were equal on the score (and on every
earlier tie-break) different places: that one is named in the result, with
its values per seat. A tie nothing breaks is a shared place, and no
tie-break is named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Tiebreak:
    """One tie-break: its text key and each seat's value on it (more is better)."""

    key: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Ranking:
    places: tuple[int, ...]
    """The place of each seat, 1 = winner; shared places are equal."""
    tiebreak: Tiebreak | None
    """The deepest tie-break that decided a place, or None when the scores alone did."""


def rank(scores: Sequence[int], tiebreaks: Sequence[Tiebreak] = ()) -> Ranking:
    seats = range(len(scores))
    keys = [(scores[seat], *(tiebreak.values[seat] for tiebreak in tiebreaks)) for seat in seats]
    places = tuple(1 + sum(1 for other in keys if other > keys[seat]) for seat in seats)
    used: Tiebreak | None = None
    for depth, tiebreak in enumerate(tiebreaks, start=1):
        if any(
            keys[a][:depth] == keys[b][:depth] and keys[a][depth] != keys[b][depth]
            for a in seats
            for b in seats
            if a < b
        ):
            used = tiebreak
    return Ranking(places, used)
