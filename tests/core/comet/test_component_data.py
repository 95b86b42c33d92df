"""The component file: our cards, heroes and boards as data; the loader refuses what is broken."""

from __future__ import annotations

import string

import pytest
import yaml

from core.engine.components import ComponentError, parse, read_text
from core.games.comet import components as comet
from core.games.comet.effects import EFFECT_TYPES
from desktop.text import Texts
from tests.core.comet.builders import PARTS

TEXT = read_text("comet", comet.FILE)


def loaded(text: str) -> comet.Components:
    return comet.build(parse(comet.LABEL, text, comet.SCHEMA))


def test_sixty_silver_animals_sixteen_gold_cards_with_two_jokers_and_ten_heroes() -> None:
    silver = [PARTS.cards[card] for card in PARTS.silver]
    gold = [PARTS.cards[card] for card in PARTS.gold]
    assert len(silver) == 60 and len(gold) == 16 and len(PARTS.heroes) == 10
    assert sum(card.joker for card in gold) == 2
    assert all(card.ability is not None for card in gold)


def test_silver_nests_spread_from_two_to_twelve_and_every_egg_colour_is_used() -> None:
    silver = [PARTS.cards[card] for card in PARTS.silver]
    assert {card.nest for card in silver} == set(range(2, 13))
    assert {card.colour for card in silver} == {"red", "blue", "green", "yellow"}


def test_farther_animals_score_more_on_average() -> None:
    silver = [PARTS.cards[card] for card in PARTS.silver]
    near = [card.points for card in silver if card.nest <= 5]
    far = [card.points for card in silver if card.nest >= 9]
    assert sum(far) / len(far) > sum(near) / len(near) + 2


@pytest.mark.parametrize(("side", "low", "high"), [("a", 55, 65), ("b", 40, 50)])
def test_both_board_sides_have_their_size_a_cave_and_every_nest_number(
    side: str, low: int, high: int
) -> None:
    board = PARTS.boards[side]
    assert low <= len(board.spaces) <= high
    assert board.spaces[board.cave].land == "cave"
    assert {space.nest for space in board.spaces if space.nest} == set(range(2, 13))


def test_the_boards_differ_in_shape_and_cave_position() -> None:
    a, b = PARTS.boards["a"], PARTS.boards["b"]
    assert a.spaces[a.cave].row == 0, "side A: the cave at the top edge"
    assert b.spaces[b.cave].row != 0, "side B: the cave elsewhere"


@pytest.mark.parametrize("side", comet.SIDES)
def test_rows_lie_as_odd_r_hexes_and_lines_run_on_from_neighbour_to_neighbour(side: str) -> None:
    """Odd rows lie half a hex right of even ones; a straight line stops at the first gap."""
    board = PARTS.boards[side]
    at = {(space.column, space.row): space.index for space in board.spaces}
    even_row_steps = ((1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1))
    odd_row_steps = ((1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1))
    for space in board.spaces:
        steps = odd_row_steps if space.row % 2 else even_row_steps
        expected = tuple(at.get((space.column + dc, space.row + dr)) for dc, dr in steps)
        assert board.neighbours[space.index] == expected
        for direction, line in enumerate(board.lines[space.index]):
            walk, there = [], board.neighbours[space.index][direction]
            while there is not None:
                walk.append(there)
                there = board.neighbours[there][direction]
            assert line == tuple(walk)


def test_every_card_and_hero_has_a_name_in_both_languages() -> None:
    for language in ("en", "de"):
        texts = Texts(language)
        assert all(texts.has(f"comet.card.{card.id}") for card in PARTS.cards), language
        assert all(texts.has(f"comet.hero.{hero.id}") for hero in PARTS.heroes), language


@pytest.mark.parametrize("effect", sorted(EFFECT_TYPES))
@pytest.mark.parametrize("language", ["en", "de"])
def test_each_effect_text_is_written_from_exactly_its_parameters(effect: str, language: str) -> None:
    text = Texts(language)(f"comet.effect.{effect}")
    used = {name for _, name, _, _ in string.Formatter().parse(text) if name}
    assert used == set(EFFECT_TYPES[effect].parameters), "the text and the effect's data must not drift apart"


def with_first_silver(change: str) -> str:
    data = yaml.safe_load(TEXT)
    first = data["silver"][0]
    if change == "unknown effect":
        first["ability"] = {"effect": "fly", "amount": 1}
    elif change == "bad parameter":
        first["ability"] = {"effect": "draw", "amount": 9}
    elif change == "missing parameter":
        first["ability"] = {"effect": "points_per_colour", "points": 2}
    elif change == "stray parameter":
        first["ability"] = {"effect": "draw", "amount": 1, "colour": "red"}
    return yaml.safe_dump(data, sort_keys=False)


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ("unknown effect", "'fly' is not one of"),
        ("bad parameter", "9 is greater than the maximum of 3"),
        ("missing parameter", "colour"),
        ("stray parameter", "colour"),
    ],
)
def test_a_bad_ability_is_refused_naming_the_card_and_the_field(change: str, problem: str) -> None:
    with pytest.raises(ComponentError) as refused:
        loaded(with_first_silver(change))
    error = refused.value
    assert error.file == comet.LABEL
    assert error.entry.startswith("silver[0]")
    assert problem in error.problem or problem in error.field


def test_a_nest_number_that_is_not_its_distance_is_refused() -> None:
    data = yaml.safe_load(TEXT)
    rows = data["boards"]["a"]["rows"]
    row = next(index for index, line in enumerate(rows) if " n2 " in f" {line} ")
    rows[row] = f" {rows[row]} ".replace(" n2 ", " n7 ", 1).strip()
    with pytest.raises(ComponentError) as refused:
        loaded(yaml.safe_dump(data, sort_keys=False))
    assert refused.value.entry == f"boards.a.rows[{row}]" and "steps from the cave" in refused.value.problem


def test_a_card_id_used_twice_is_refused() -> None:
    data = yaml.safe_load(TEXT)
    data["gold"][0]["id"] = data["silver"][0]["id"]
    with pytest.raises(ComponentError, match="used twice"):
        loaded(yaml.safe_dump(data, sort_keys=False))
