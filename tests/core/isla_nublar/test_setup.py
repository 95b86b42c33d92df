"""The table at the start: who starts, each player's own deck and first hand, the pieces by
player count, the market, the scoring row, the dinosaur deck and the figures (seed opening,
"Grundprinzip der Karten", the two- and three-player lines; brief facts, IN-D1, IN-D2)."""

from __future__ import annotations

from collections import Counter

import pytest

from core.games.isla_nublar.components import components
from core.games.isla_nublar.state import TURN
from tests.core.isla_nublar.playing import new

PARTS = components()


def type_ids(cards: tuple[int, ...]) -> Counter[str]:
    return Counter(PARTS.card(card).id for card in cards)


def test_the_start_player_is_drawn_from_the_seed_or_the_first_seat() -> None:
    """IN-D1: "Start player: random (from the game seed) or chosen in the launcher"."""
    drawn = {new(4, seed, "random").start_player for seed in range(40)}
    assert drawn == {0, 1, 2, 3}
    assert new(4, 7, "random").start_player == new(4, 7, "random").start_player
    for seed in range(5):
        first = new(3, seed, "first")
        assert first.start_player == first.turn == 0 and first.step == TURN


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_owns_a_starting_deck_of_ten_and_holds_five(players: int) -> None:
    """Seed: "Nachziehstapel, Auslage der ausgespielten Karten und Ablagestapel gehören immer nur dir
    allein"; brief: 10 starting cards, the egg among them; hand size 5."""
    state = new(players, 3)
    seen: set[int] = set()
    for seat, held in enumerate(state.seats):
        assert len(held.hand) == 5 and len(held.draw) == 5 and not held.discard and not held.play
        assert held.owned == tuple(sorted(held.hand + held.draw)) == PARTS.start_cards(seat)
        assert type_ids(held.owned) == Counter(
            {"dinosaur_egg": 1, "field_kit": 5, "crate_pair": 2, "amber_pouch": 1, "radio_call": 1}
        )
        assert not seen & set(held.owned)
        seen |= set(held.owned)


def test_each_deck_is_shuffled_on_its_own() -> None:
    """Seed: each player's cards are theirs alone: every seat's first hand comes from its own shuffle."""
    hands = {tuple(PARTS.card(card).id for card in new(2, seed).seats[0].hand) for seed in range(30)}
    assert len(hands) > 5


@pytest.mark.parametrize(("players", "camps", "general"), [(2, 6, 2), (3, 7, 1), (4, 8, 0)])
def test_pieces_by_player_count(players: int, camps: int, general: int) -> None:
    """Seed: "Spiel zu zweit: 2 eurer Camps kommen zu Beginn in den allgemeinen Vorrat"; "Spiel zu
    dritt: 1 eurer Camps"; brief: 9 camps (one is the score marker, never built, IN-D2), 6 crates."""
    state = new(players)
    assert all(held.camps == camps and held.crates == 6 and held.score == 0 for held in state.seats)
    assert state.general_camps == (general,) * players and state.general_crates == (0,) * players
    assert not any(state.camps) and not any(any(here) for here in state.crates)


def test_the_market_is_five_stacks_each_of_one_price() -> None:
    """Brief: 5 market stacks face up, the top card of each buyable; 40 cards in five price tiers."""
    state = new(2, 5)
    assert [len(stack) for stack in state.market] == [8] * 5
    assert [{PARTS.price(card) for card in stack} for stack in state.market] == [{2}, {3}, {4}, {5}, {6}]
    orders = {new(2, seed).market[0] for seed in range(10)}
    assert len(orders) > 1


def test_five_scoring_cards_lie_face_up_and_the_others_aside() -> None:
    """Brief: 17 scoring cards, 5 drawn face up at setup; the first 3 are the active area."""
    state = new(3, 2)
    assert len(state.scoring_row) == 5 and len(state.scoring_deck) == 12
    assert sorted(state.scoring_row + state.scoring_deck) == list(PARTS.scoring_cards)
    assert len({new(3, seed).scoring_row for seed in range(10)}) > 1


def test_the_dinosaur_deck_and_the_figures_on_their_volcanoes() -> None:
    """Brief: 20 dinosaur cards, 5 per dinosaur, shuffled; the four figures start on the volcanoes."""
    state = new(2, 9)
    assert sorted(state.dinosaur_deck) == list(PARTS.dinosaur_deck)
    assert state.dinosaur_deck != PARTS.dinosaur_deck
    assert state.dinosaurs == PARTS.volcanoes
