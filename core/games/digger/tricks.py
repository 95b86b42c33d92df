"""Which card sets a trick type allows, and which sets a hand can form."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, pairwise, product

from core.engine.protocol import Violation
from core.games.digger.components import TRICK_TYPES, Components


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
    """Every set of type ``trick`` the hand can form, each sorted, smaller sets first (and in the order
    of ``itertools.combinations`` of the sorted hand within a size).

    The same sets ``set_violation`` accepts (a test compares them), built from the hand's values
    rather than tried subset by subset: searches ask for them thousands of times a second.
    """
    low, high = parts.min_set, parts.max_set
    cards = sorted(hand)
    if trick in ("even", "odd"):
        values = parts.card_values
        parity = 0 if trick == "even" else 1
        cards = [card for card in cards if values[card] % 2 == parity]
        for size in range(low, min(high, len(cards)) + 1):
            yield from combinations(cards, size)
        return
    by_value = _by_value(parts, cards)
    found: list[tuple[int, ...]] = []
    if trick == "matching":  # any cards of one value
        for group in by_value.values():
            for size in range(low, min(high, len(group)) + 1):
                found.extend(combinations(group, size))
    elif trick == "sequence":  # one card of each value of an unbroken run
        for first in by_value:
            run: list[list[int]] = []
            while first + len(run) in by_value and len(run) < high:
                run.append(by_value[first + len(run)])
                if len(run) >= low:
                    found.extend(tuple(sorted(chosen)) for chosen in product(*run))
    else:
        for size in range(low, min(high, len(cards)) + 1):
            found.extend(c for c in combinations(cards, size) if set_violation(parts, trick, c) is None)
    found.sort(key=lambda chosen: (len(chosen), chosen))
    yield from found


def can_form(parts: Components, trick: str, hand: tuple[int, ...]) -> bool:
    """Whether ``sets`` finds any, told from the hand's values without listing them."""
    if trick not in TRICK_TYPES:
        return next(sets(parts, trick, hand), None) is not None
    return trick in formable(parts, hand)


def formable(parts: Components, hand: tuple[int, ...]) -> list[str]:
    """The trick types the hand can form a set of, in the components' order, from one look at its
    values: how many are even, the most of one value, and which values it holds (bit v for value v)."""
    card_values = parts.card_values
    evens, counts, present = 0, [0] * (parts.high + 1), 0
    for card in hand:
        value = card_values[card]
        evens += value % 2 == 0
        counts[value] += 1
        present |= 1 << value
    run = present  # values that begin a run of min_set values in a row
    for step in range(1, parts.min_set):
        run &= present >> step
    enough = {
        "even": evens >= parts.min_set,  # min_set is at most max_set: a set of that many always fits
        "odd": len(hand) - evens >= parts.min_set,
        "matching": max(counts) >= parts.min_set,
        "sequence": run != 0,
    }
    return [trick for trick in parts.trick_types if enough[trick]]  # the schema allows only these four


def _by_value(parts: Components, cards: list[int] | tuple[int, ...]) -> dict[int, list[int]]:
    """The cards of each value, in the order given."""
    values = parts.card_values
    groups: dict[int, list[int]] = {}
    for card in cards:
        groups.setdefault(values[card], []).append(card)
    return groups
