"""What a set of each trick type is: 2-5 cards, the type's value rule, species mixed freely."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from core.games.digger.tricks import can_form, formable, set_violation, sets
from tests.core.digger.builders import PARTS, cards


def rule(trick: str, names: str) -> str | None:
    violation = set_violation(PARTS, trick, cards(names))
    return None if violation is None else violation.rule


@pytest.mark.parametrize("trick", PARTS.trick_types)
def test_a_set_has_two_to_five_cards(trick: str) -> None:
    six = {"even": "T2 S2 B2 V2 P2 T4", "odd": "T1 S1 B1 V1 P1 T3"}
    six |= {"sequence": "T1 S2 B3 V4 P5 T6", "matching": "T5 S5 B5 V5 P5 T5"}
    assert rule(trick, six[trick].split()[0]) == "digger.set.size"
    assert rule(trick, six[trick]) == "digger.set.size"
    violation = set_violation(PARTS, trick, cards(six[trick]))
    assert violation is not None and violation.values == {"count": 6, "minimum": 2, "maximum": 5}
    assert rule(trick, "") == "digger.set.size"


def test_even_all_values_even() -> None:
    assert rule("even", "T2 S4") is None
    assert rule("even", "T2 S4 B6 V8 P10") is None
    assert rule("even", "T10 T2 T4") is None  # one species only is fine too
    assert rule("even", "T2 S3") == "digger.set.even"
    assert rule("even", "T1 S3") == "digger.set.even"


def test_odd_all_values_odd() -> None:
    assert rule("odd", "T1 S9") is None
    assert rule("odd", "T1 S3 B5 V7 P9") is None
    assert rule("odd", "T1 S2") == "digger.set.odd"
    assert rule("odd", "T2 S4") == "digger.set.odd"


def test_sequence_values_sorted_form_an_unbroken_run() -> None:
    assert rule("sequence", "T4 S5") is None
    assert rule("sequence", "P7 T4 S5 B6") is None  # order of play does not matter
    assert rule("sequence", "T6 S7 B8 V9 P10") is None
    assert rule("sequence", "T4 S6") == "digger.set.sequence"
    assert rule("sequence", "T4 S5 B7") == "digger.set.sequence"


def test_a_sequence_with_a_repeated_value_is_refused() -> None:
    assert rule("sequence", "T4 S5 B5 V6") == "digger.set.sequence"
    assert rule("sequence", "T5 S5") == "digger.set.sequence"


def test_a_sequence_does_not_wrap_from_ten_to_one() -> None:
    assert rule("sequence", "T10 S1") == "digger.set.sequence"
    assert rule("sequence", "T9 S10 B1") == "digger.set.sequence"


def test_matching_all_the_same_value() -> None:
    assert rule("matching", "T5 S5") is None
    assert rule("matching", "T5 S5 B5 V5 P5") is None
    assert rule("matching", "T5 S5 B6") == "digger.set.matching"
    assert rule("matching", "T5 S6") == "digger.set.matching"


@pytest.mark.parametrize("trick", PARTS.trick_types)
def test_species_may_be_mixed_or_one_species(trick: str) -> None:
    mixed = {"even": "T2 S4 B6", "odd": "T1 S3 B5", "sequence": "T1 S2 B3", "matching": "T3 S3 B3"}
    assert rule(trick, mixed[trick]) is None
    if trick != "matching":  # one card per species and value: a matching set always mixes species
        single = {"even": "T2 T4 T6", "odd": "T1 T3 T5", "sequence": "T1 T2 T3"}
        assert rule(trick, single[trick]) is None


def test_size_is_checked_before_the_type() -> None:
    assert rule("even", "T3") == "digger.set.size"


def test_the_sets_of_a_hand_are_exactly_the_valid_subsets() -> None:
    hand = cards("T2 S3 B4 V4 P5")
    found = {tuple(sorted(c)) for c in sets(PARTS, "sequence", hand)}
    expected = {cards(n) for n in ("T2 S3", "S3 B4", "S3 V4", "B4 P5", "V4 P5", "T2 S3 B4", "T2 S3 V4")}
    expected |= {cards(n) for n in ("S3 B4 P5", "S3 V4 P5", "T2 S3 B4 P5", "T2 S3 V4 P5")}
    assert found == {tuple(sorted(c)) for c in expected}
    assert {tuple(sorted(c)) for c in sets(PARTS, "matching", hand)} == {tuple(sorted(cards("B4 V4")))}
    assert not can_form(PARTS, "odd", cards("T2 S3 B4"))


def test_the_sets_built_from_values_are_those_of_trying_every_subset_in_the_same_order() -> None:
    chooser = random.Random(15)
    for _ in range(400):
        hand = tuple(chooser.sample(PARTS.deck, chooser.randint(0, 8)))
        for trick in PARTS.trick_types:
            tried = [
                chosen
                for size in range(len(hand) + 1)
                for chosen in combinations(sorted(hand), size)
                if set_violation(PARTS, trick, chosen) is None
            ]
            assert list(sets(PARTS, trick, hand)) == tried, (trick, hand)
            assert can_form(PARTS, trick, hand) == bool(tried), (trick, hand)
            assert (trick in formable(PARTS, hand)) == bool(tried), (trick, hand)
