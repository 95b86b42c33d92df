"""The component file holds the published deck and our table numbers."""

from __future__ import annotations

from collections import Counter

from tests.core.digger.builders import PARTS, card, name


def test_fifty_cards_five_species_values_one_to_ten_one_card_each() -> None:
    deck = PARTS.deck
    assert len(deck) == 50 and len(set(deck)) == 50
    pairs = Counter((PARTS.species_of(c), PARTS.value_of(c)) for c in deck)
    assert set(pairs) == {(species, value) for species in range(5) for value in range(1, 11)}
    assert set(pairs.values()) == {1}


def test_the_five_species_in_order() -> None:
    ids = [species.id for species in PARTS.species]
    assert ids == ["triceratops", "stegosaurus", "brachiosaurus", "velociraptor", "pteranodon"]
    assert len({species.fill for species in PARTS.species}) == 5
    assert len({species.symbol for species in PARTS.species}) == 5


def test_card_names_round_trip() -> None:
    assert [name(c) for c in PARTS.deck][:3] == ["T1", "T2", "T3"]
    assert all(card(name(c)) == c for c in PARTS.deck)


def test_values_one_to_three_carry_the_bonus_and_count_two() -> None:
    assert PARTS.bonus_values == frozenset({1, 2, 3})
    weights = {value: PARTS.weight(card(f"B{value}")) for value in range(1, 11)}
    assert weights == {1: 2, 2: 2, 3: 2, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1}


def test_hand_size_set_size_and_trick_types() -> None:
    assert PARTS.hand_size == 5
    assert (PARTS.min_set, PARTS.max_set) == (2, 5)
    assert PARTS.trick_types == ("even", "odd", "sequence", "matching")


def test_three_rounds_leads_per_round_and_token_stacks() -> None:
    assert PARTS.rounds == 3
    assert PARTS.leads_per_round == {2: 3, 3: 2, 4: 2}
    assert PARTS.tokens_per_species == {2: 3, 3: 3, 4: 4}
