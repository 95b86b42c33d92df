"""Component files: a broken copy gives one ComponentError naming file, entry and field.

Every case edits the text of components.yaml in memory; no resource file is touched.
"""

from __future__ import annotations

import pytest

from core.engine.components import ComponentError, parse, read_text
from core.games.karuba import components as karuba

TEXT = read_text("karuba", "components.yaml")
TILE_5 = "{id: 5, exits: ESW, treasure: none}"


def broken(old: str, new: str) -> str:
    assert TEXT.count(old) == 1, old
    return TEXT.replace(old, new)


def refusal(text: str) -> ComponentError:
    with pytest.raises(ComponentError) as error:
        karuba.build(parse(karuba.LABEL, text, karuba.SCHEMA))
    return error.value


def test_the_shipped_file_loads() -> None:
    parts = karuba.build(parse(karuba.LABEL, TEXT, karuba.SCHEMA))
    assert parts == karuba.components()


@pytest.mark.parametrize(
    ("case", "text", "entry", "field"),
    [
        ("exits not text", broken(TILE_5, "{id: 5, exits: 12, treasure: none}"), "tiles[4] (id 5)", "exits"),
        (
            "exits a list",
            broken(TILE_5, "{id: 5, exits: [E, S], treasure: none}"),
            "tiles[4] (id 5)",
            "exits",
        ),
        (
            "exits out of order",
            broken(TILE_5, "{id: 5, exits: WSE, treasure: none}"),
            "tiles[4] (id 5)",
            "exits",
        ),
        (
            "unknown treasure",
            broken(TILE_5, "{id: 5, exits: ESW, treasure: ruby}"),
            "tiles[4] (id 5)",
            "treasure",
        ),
        (
            "unknown key",
            broken(TILE_5, "{id: 5, exits: ESW, treasure: none, size: 2}"),
            "tiles[4] (id 5)",
            "size",
        ),
        ("missing key", broken(TILE_5, "{id: 5, exits: ESW}"), "tiles[4] (id 5)", "treasure"),
        ("unknown top key", TEXT + "\nrivers: 3\n", "", "rivers"),
        ("grid not a number", broken("columns: 6", "columns: six"), "grid", "columns"),
        (
            "coast field off",
            broken("{number: 30, field: [0, 2]", "{number: 30, field: [0, -2]"),
            "beach[2]",
            "field[1]",
        ),
        ("colour fill", broken('fill: "#2F6FB5"', 'fill: "blue"'), "colours[0] (id blue)", "fill"),
    ],
)
def test_a_schema_break_names_file_entry_and_field(case: str, text: str, entry: str, field: str) -> None:
    error = refusal(text)
    assert (error.file, error.entry, error.field) == (karuba.LABEL, entry, field), case
    assert karuba.LABEL in str(error) and error.problem in str(error)
    if entry:
        assert f"entry {entry}" in str(error)
    assert f"field {field}" in str(error)


def test_a_duplicate_tile_id_is_refused() -> None:
    error = refusal(broken("{id: 6, exits: ESW", "{id: 5, exits: ESW"))
    assert (error.file, error.entry, error.field) == (karuba.LABEL, "tiles[5] (id 5)", "id")
    assert "used twice" in error.problem


def test_a_gap_in_tile_ids_is_refused() -> None:
    error = refusal(broken("{id: 36, exits: NS", "{id: 37, exits: NS"))
    assert (error.entry, error.field) == ("tiles", "id")


def test_a_coast_position_outside_the_grid_is_refused() -> None:
    error = refusal(broken("{number: 30, field: [0, 2]", "{number: 30, field: [0, 7]"))
    assert (error.entry, error.field, error.problem) == ("beach[2]", "field", "lies outside the grid")


def test_coast_numbers_must_run_in_tens() -> None:
    error = refusal(broken("{number: 30, field: [0, 2]", "{number: 35, field: [0, 2]"))
    assert (error.entry, error.field) == ("beach[2]", "number")


def test_temple_treasures_need_one_value_per_player_highest_first() -> None:
    error = refusal(broken('"3": [5, 3, 2]', '"3": [2, 3, 5]'))
    assert error.entry == "temple_treasures.3"


def test_bad_yaml_syntax_names_the_line() -> None:
    error = refusal(broken(TILE_5, "{id: 5, exits: ESW, treasure: none"))
    line = TEXT[: TEXT.index(TILE_5)].count("\n") + 1
    assert error.file == karuba.LABEL and error.entry in (f"line {line}", f"line {line + 1}")
    assert "not valid YAML" in error.problem


@pytest.mark.parametrize(
    ("old", "new", "entry", "field"),
    [
        ('"1": [5]', "1: [5]", "temple_treasures", "1"),
        (TILE_5, "{id: 5, exits: ESW, treasure: none, 3: x}", "tiles[4]", "3"),
    ],
)
def test_keys_that_are_not_text_are_refused(old: str, new: str, entry: str, field: str) -> None:
    error = refusal(broken(old, new))
    assert (error.file, error.entry, error.field) == (karuba.LABEL, entry, field)
    assert "keys must be text" in error.problem


def test_values_json_cannot_hold_are_refused() -> None:
    error = refusal(broken('version: "1"', "version: 2024-01-01"))
    assert (error.entry, error.field) == ("", "version") and "date" in error.problem


def test_an_empty_file_is_refused() -> None:
    error = refusal("")
    assert error.file == karuba.LABEL and "object" in error.problem


@pytest.mark.parametrize(
    "name",
    ["../karuba/components.yaml", "../../etc/passwd", "/etc/passwd", "C:\\Windows\\win.ini", ".hidden"],
)
def test_only_plain_file_names_are_read(name: str) -> None:
    with pytest.raises(ComponentError, match="only plain file names"):
        read_text("karuba", name)


@pytest.mark.parametrize("game", ["", "..", "../../etc", "karuba.components"])
def test_only_game_ids_name_a_folder(game: str) -> None:
    with pytest.raises(ComponentError, match="is not a game id"):
        read_text(game, "components.yaml")


def test_a_missing_component_file_is_an_error() -> None:
    with pytest.raises(ComponentError) as error:
        read_text("karuba", "nothing.yaml")
    assert error.value.file == "resources/games/karuba/nothing.yaml"


def test_nesting_beyond_reason_is_refused() -> None:
    with pytest.raises(ComponentError) as error:
        parse("deep.yaml", "a: " + "[" * 60 + "]" * 60, {})
    assert "nested too deeply" in error.value.problem
