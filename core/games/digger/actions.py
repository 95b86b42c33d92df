"""Digger's actions: small frozen values with a JSON round trip.

Card sets are unordered: they are kept sorted, so the same set is always the
same action however its cards were picked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from core.engine.protocol import Action


@dataclass(frozen=True)
class ChooseTrick(Action):
    """The lead names this trick's type: even, odd, sequence or matching."""

    kind = "choose_trick"
    trick: str


@dataclass(frozen=True)
class PlaySet(Action):
    """Play these cards (ids) as this trick's set: the lead's, or a follower's."""

    kind = "play"
    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    @classmethod
    def of_sorted(cls, cards: tuple[int, ...]) -> Self:
        """The action of cards already in order, made without ``__init__`` and its sort: ``legal`` makes
        thousands a second, its cards sorted, and a frozen dataclass is slow to make."""
        action = object.__new__(cls)
        object.__setattr__(action, "cards", cards)
        return action


@dataclass(frozen=True)
class Pass(Action):
    """No legal set can be formed: play nothing this trick."""

    kind = "pass"


@dataclass(frozen=True)
class Swap(Action):
    """After passing: discard these hand cards and draw as many (none: keep the hand)."""

    kind = "swap"
    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    @classmethod
    def of_sorted(cls, cards: tuple[int, ...]) -> Self:
        """The action of cards already in order, made without ``__init__`` and its sort: ``legal`` makes
        thousands a second, its cards sorted, and a frozen dataclass is slow to make."""
        action = object.__new__(cls)
        object.__setattr__(action, "cards", cards)
        return action
