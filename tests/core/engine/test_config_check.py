"""A save's config is checked against what this version knows before any match is made of it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from core.engine import savefile
from core.engine.config_check import MAX_NAME_LENGTH, MAX_SHOWN_VALUE, ConfigError
from core.engine.match import Match
from core.engine.protocol import MatchConfig, PlayerInfo
from core.engine.registry import get
from core.engine.savefile import SaveFileError
from tests.core.playing import new_match

KARUBA = get("karuba")
Edit = Callable[[dict[str, Any]], None]


def seat(index: int, **fields: Any) -> Edit:
    def edit(config: dict[str, Any]) -> None:
        config["players"][index].update(fields)

    return edit


def without(index: int, entry: str) -> Edit:
    def edit(config: dict[str, Any]) -> None:
        del config["players"][index][entry]

    return edit


def seats(count: int) -> Edit:
    def edit(config: dict[str, Any]) -> None:
        config["players"] = [dict(config["players"][0], name=f"P{i}") for i in range(count)]

    return edit


def options(**chosen: Any) -> Edit:
    def edit(config: dict[str, Any]) -> None:
        config["options"] = chosen

    return edit


REFUSALS: dict[str, tuple[Edit, str, dict[str, Any]]] = {
    "unknown_level": (
        seat(1, computer=True, level="grandmaster"),
        "save.unknown_level",
        {"level": "grandmaster"},
    ),
    "level_not_text": (seat(1, computer=True, level=3), "save.unknown_level", {"level": "3"}),
    "name_too_long": (
        seat(0, name="x" * (MAX_NAME_LENGTH + 1)),
        "save.name_too_long",
        {"limit": MAX_NAME_LENGTH},
    ),
    "name_huge": (seat(0, name="x" * 1_000_000), "save.name_too_long", {"limit": MAX_NAME_LENGTH}),
    "name_empty": (seat(0, name=""), "save.name_empty", {}),
    "name_blank": (seat(0, name="   "), "save.name_empty", {}),
    "name_not_text": (seat(0, name=12), "save.name_not_text", {"value": "12"}),
    "computer_text": (seat(0, computer="false"), "save.computer_not_bool", {"value": "false"}),
    "computer_number": (seat(0, computer=1), "save.computer_not_bool", {"value": "1"}),
    "colour_not_text": (seat(0, colour=["blue"]), "save.colour_invalid", {"value": '["blue"]'}),
    "colour_too_long": (seat(0, colour="b" * 1000), "save.colour_invalid", {"limit": 32}),
    "too_many_seats": (seats(5), "save.player_count", {"count": 5, "least": 1, "most": 4}),
    "too_few_seats": (seats(0), "save.player_count", {"count": 0}),
    "unknown_option": (options(speed="fast"), "save.unknown_option", {"option": "speed", "game": "karuba"}),
    "option_value": (
        options(setup="upside down"),
        "save.option_value",
        {"option": "setup", "value": "upside down", "allowed": "together, random"},
    ),
}


def saved_with(tmp_path: Path, edit: Edit) -> Path:
    match = new_match(2, seed=5)
    path = tmp_path / "edited.dinotable.json"
    savefile.write(path, match)
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data["config"])
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_a_config_this_version_cannot_play_is_refused_by_name(tmp_path: Path, case: str) -> None:
    edit, key, values = REFUSALS[case]
    path = saved_with(tmp_path, edit)
    with pytest.raises(SaveFileError) as error:
        savefile.read(path)
    assert error.value.key == key, error.value
    assert error.value.values["file"] == path.name
    for name, value in values.items():
        assert error.value.values[name] == value


@pytest.mark.parametrize(
    "edit",
    [
        options(),  # a save from before the option: the game's default
        without(0, "colour"),
        without(0, "computer"),
        without(0, "level"),
        seat(1, computer=True, level="random"),  # the level of older saves
        seat(0, level="grandmaster"),  # a person's seat never uses its level
        seat(0, name="x" * MAX_NAME_LENGTH),
    ],
)
def test_what_older_versions_wrote_still_loads(tmp_path: Path, edit: Edit) -> None:
    assert savefile.read(saved_with(tmp_path, edit)).pending() is not None


def test_a_refused_value_is_repeated_cut_short() -> None:
    computer = PlayerInfo("C", computer=True, level="g" * 10_000)
    with pytest.raises(ConfigError) as error:
        Match(KARUBA, MatchConfig("karuba", (PlayerInfo("A"), computer)), 1)
    assert error.value.key == "save.unknown_level"
    assert len(error.value.values["level"]) <= MAX_SHOWN_VALUE


def test_a_match_is_never_made_of_a_config_the_loader_would_refuse() -> None:
    long_name = PlayerInfo("x" * (MAX_NAME_LENGTH + 1))
    with pytest.raises(ConfigError) as error:
        Match(KARUBA, MatchConfig("karuba", (long_name,)), 1)
    assert error.value.key == "save.name_too_long"
    computer = PlayerInfo("C", computer=True, level="grandmaster")
    with pytest.raises(ConfigError) as error:
        Match(KARUBA, MatchConfig("karuba", (PlayerInfo("A"), computer)), 1)
    assert error.value.key == "save.unknown_level"
