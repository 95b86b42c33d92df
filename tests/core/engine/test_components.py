"""Component files: a broken copy gives one ComponentError naming file, entry and field.

Every case edits the text of components.yaml in memory; no resource file is touched.
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest
import yaml

from core.engine import registry
from core.engine.components import (
    MAX_SEATS,
    MIN_SEATS,
    ComponentError,
    by_player_count,
    parse,
    per_player_count,
    read_text,
)
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


def test_a_number_thousands_of_digits_long_is_refused() -> None:
    with pytest.raises(ComponentError) as error:
        parse("huge.yaml", "a: " + "9" * 5_000, {})
    assert error.value.file == "huge.yaml" and "cannot be read" in error.value.problem


# --- tables by player count -------------------------------------------------------------------

COUNT_TABLES = [
    ("karuba", "temple_treasures"),
    ("comet", "comet_stack"),
    ("digger", "leads_per_round"),
    ("digger", "tokens_per_species"),
    ("triassic_terror", "side"),
    ("triassic_terror", "rounds"),
    ("triassic_terror", "special_scorings"),
    ("triassic_terror", "supply"),
    ("isla_nublar", "material"),
]
# The tables of the games that stop below five seats, with entries for five and six.
FIVE_AND_SIX: dict[str, dict[str, Any]] = {
    "temple_treasures": {"5": [5, 4, 3, 2, 1], "6": [5, 4, 3, 3, 2, 1]},
    "comet_stack": {"5": 24, "6": 28},
    "leads_per_round": {"5": 1, "6": 1},
    "tokens_per_species": {"5": 5, "6": 5},
}
COUNT_SCHEMA = {
    "type": "object",
    "required": ["table"],
    "properties": {"table": per_player_count({"type": "integer", "minimum": 1})},
}


def test_every_game_seats_no_more_than_a_table_by_player_count_can_hold() -> None:
    for entry in registry.entries():
        assert MIN_SEATS <= entry.min_players <= entry.max_players <= MAX_SEATS, entry


def game_parts(game: str) -> Any:
    return importlib.import_module(f"core.games.{game}.components")


def shipped_data(game: str) -> dict[str, Any]:
    parts = game_parts(game)
    data: dict[str, Any] = parse(parts.LABEL, read_text(game, parts.FILE), parts.SCHEMA)
    return data


@pytest.mark.parametrize("keys", [["1"], ["2", "3", "4"], ["1", "2", "3", "4", "5", "6"], ["6"]])
def test_a_table_by_player_count_takes_any_count_from_one_to_six(keys: list[str]) -> None:
    text = "table: {" + ", ".join(f'"{key}": {key}' for key in keys) + "}"
    assert parse("counts.yaml", text, COUNT_SCHEMA) == {"table": {key: int(key) for key in keys}}


@pytest.mark.parametrize("key", ["0", "7", "12", "two"])
def test_a_table_by_player_count_refuses_other_keys_by_name(key: str) -> None:
    with pytest.raises(ComponentError) as error:
        parse("counts.yaml", f'table: {{"2": 1, "{key}": 1}}', COUNT_SCHEMA)
    assert (error.value.file, error.value.entry, error.value.field) == ("counts.yaml", "table", key)


def test_a_table_by_player_count_refuses_a_wrong_value_by_count() -> None:
    with pytest.raises(ComponentError) as error:
        parse("counts.yaml", 'table: {"2": 1, "5": 0}', COUNT_SCHEMA)
    assert (error.value.entry, error.value.field) == ("table", "5")


def test_an_empty_table_by_player_count_is_refused() -> None:
    with pytest.raises(ComponentError) as error:
        parse("counts.yaml", "table: {}", COUNT_SCHEMA)
    assert error.value.field == "table"


def test_by_player_count_gives_int_keys_and_names_every_missing_count() -> None:
    assert by_player_count("counts.yaml", "table", {"3": 9, "1": 7}, 1, 1) == {1: 7, 3: 9}
    with pytest.raises(ComponentError) as error:
        by_player_count("counts.yaml", "table", {"2": 1, "4": 1}, 2, 6)
    assert (error.value.file, error.value.entry, error.value.field) == ("counts.yaml", "table", "3, 5, 6")
    assert "2-6" in error.value.problem and "counts.yaml: entry table, field 3, 5, 6" in str(error.value)


def test_every_game_keys_its_tables_by_player_count_through_the_shared_schema() -> None:
    """A table a game keys by count itself would stop at its own counts again."""

    def keyed_tables(node: Any) -> list[Any]:
        if isinstance(node, dict):
            here = [node] if "patternProperties" in node else []
            return here + [found for value in node.values() for found in keyed_tables(value)]
        if isinstance(node, list):
            return [found for value in node for found in keyed_tables(value)]
        return []

    for game in {game for game, _table in COUNT_TABLES}:
        schema = game_parts(game).SCHEMA
        tables = keyed_tables(schema)
        assert tables, game
        for table in tables:
            (value_schema,) = table["patternProperties"].values()
            assert table == per_player_count(value_schema), game
    assert {registry.get(game).game_id for game, _table in COUNT_TABLES} == {
        entry.game_id for entry in registry.entries()
    }, "a registered game is missing from COUNT_TABLES"


@pytest.mark.parametrize(("game", "table"), COUNT_TABLES)
def test_a_count_a_game_plays_must_be_in_its_tables(game: str, table: str) -> None:
    rules, parts = registry.get(game), game_parts(game)
    for count in (rules.min_players, rules.max_players):
        data = shipped_data(game)
        del data[table][str(count)]
        with pytest.raises(ComponentError) as error:
            parts.build(data)
        assert (error.value.file, error.value.entry, error.value.field) == (parts.LABEL, table, str(count))
        assert f"{rules.min_players}-{rules.max_players}" in error.value.problem


@pytest.mark.parametrize(("game", "table"), COUNT_TABLES)
def test_the_shipped_tables_list_the_counts_their_game_plays(game: str, table: str) -> None:
    rules = registry.get(game)
    assert set(shipped_data(game)[table]) == {
        str(count) for count in range(rules.min_players, rules.max_players + 1)
    }


@pytest.mark.parametrize(
    ("game", "table"), [(game, table) for game, table in COUNT_TABLES if table in FIVE_AND_SIX]
)
def test_a_table_may_also_hold_five_and_six_players(game: str, table: str) -> None:
    """A game going up to six seats only adds the entries (the games that stop at four)."""
    parts = game_parts(game)
    data = shipped_data(game)
    data[table].update(FIVE_AND_SIX[table])
    text = yaml.safe_dump(data, sort_keys=False)
    built = parts.build(parse(parts.LABEL, text, parts.SCHEMA))
    assert getattr(built, table)[6] == (
        tuple(FIVE_AND_SIX[table]["6"]) if table == "temple_treasures" else FIVE_AND_SIX[table]["6"]
    )
