"""Final scoring, worked out by hand: the rescued animals' points, set bonuses and the hero's goal."""

from __future__ import annotations

from core.games.comet.components import Card
from core.games.comet.effects import Ability
from core.games.comet.scoring import ability_points


def card(
    colour: str, symbols: tuple[str, ...], points: int = 0, nest: int = 2, ability: Ability | None = None
) -> Card:
    return Card(0, "test", "silver", nest, colour, symbols, points, ability)


def ability(effect: str, **values: object) -> Ability:
    return Ability.from_data({"effect": effect, **values})


RESCUED = [
    card("red", ("water", "meadow"), 1, nest=3),
    card("blue", ("desert", "jungle"), 4, nest=8),
    card("green", ("lava", "water"), 6, nest=11),
    card("yellow", ("meadow", "meadow"), 2, nest=5),
    card("red", ("joker",), 3, nest=9),
]


def test_two_points_for_each_rescued_animal_with_a_red_egg() -> None:
    assert ability_points(ability("points_per_colour", colour="red", points=2), RESCUED) == 4


def test_points_per_animal_showing_a_landscape_count_each_card_once() -> None:
    # water on cards 1 and 3; meadow on cards 1 and 4 (twice on 4, counted once)
    assert ability_points(ability("points_per_land", land="water", points=3), RESCUED) == 6
    assert ability_points(ability("points_per_land", land="meadow", points=1), RESCUED) == 2


def test_a_colour_set_is_one_animal_of_each_of_the_four_egg_colours() -> None:
    assert ability_points(ability("colour_sets", points=4), RESCUED) == 4
    assert ability_points(ability("colour_sets", points=4), RESCUED[:3]) == 0


def test_a_landscape_set_is_one_symbol_of_each_of_the_five_landscapes() -> None:
    # water 2, meadow 3, desert 1, jungle 1, lava 1: one full set; the joker shows none
    assert ability_points(ability("land_sets", points=5), RESCUED) == 5
    assert ability_points(ability("land_sets", points=5), RESCUED + RESCUED[1:3]) == 10


def test_far_rescues_count_animals_hatched_at_least_that_far_away() -> None:
    assert ability_points(ability("far_rescues", min_nest=8, points=3), RESCUED) == 9
