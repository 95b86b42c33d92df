"""Which card sets a trick type allows, and which sets a hand can form."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, pairwise

from core.engine.protocol import Violation
from core.games.digger.components import Components


def set_violation(parts: Components, trick: str, cards: tuple[int, ...]) -> Violation | None:
    """Why ``cards`` are no set of type ``trick`` (size, then the type's own rule), or None."""
    if not parts.min_set <= len(cards) <= parts.max_set:
        return Violation(
            "digger.set.size", {"count": len(cards), "minimum": parts.min_set, "maximum": parts.max_set}
        )
    values = sorted(parts.value_of(card) for card in cards)
    if trick == "even" and any(value % 2 for value in values):
        return Violation("digger.set.even")
    if trick == "odd" and not all(value % 2 for value in values):
        return Violation("digger.set.odd")
    if trick == "sequence" and any(b - a != 1 for a, b in pairwise(values)):
        return Violation("digger.set.sequence")
    if trick == "matching" and len(set(values)) != 1:
        return Violation("digger.set.matching")
    return None


def sets(parts: Components, trick: str, hand: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every set of type ``trick`` the hand can form, each sorted, smaller sets first.

    The same sets ``set_violation`` accepts (a test compares them), found
    faster: searches ask for them thousands of times a second.
    """
    cards = sorted(hand)
    if trick == "even":
        cards = [card for card in cards if parts.value_of(card) % 2 == 0]
    elif trick == "odd":
        cards = [card for card in cards if parts.value_of(card) % 2]
    value = {card: parts.value_of(card) for card in cards}
    for size in range(parts.min_set, min(parts.max_set, len(cards)) + 1):
        for chosen in combinations(cards, size):
            if trick in ("even", "odd"):
                yield chosen
            elif trick == "matching":
                if all(value[card] == value[chosen[0]] for card in chosen):
                    yield chosen
            elif trick == "sequence":
                values = sorted(value[card] for card in chosen)
                if all(b - a == 1 for a, b in pairwise(values)):
                    yield chosen
            elif set_violation(parts, trick, chosen) is None:
                yield chosen


def can_form(parts: Components, trick: str, hand: tuple[int, ...]) -> bool:
    return next(sets(parts, trick, hand), None) is not None
