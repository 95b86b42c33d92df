"""A spoilt value in a game's remembered setup gives its default alone: the setup page still opens."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray
from pytestqt.qtbot import QtBot

from core.engine import registry
from desktop import settings
from desktop.seat_names import standard_name
from desktop.setup_page import SetupPage
from desktop.stored_setup import StoredSeat, checked_setup
from tests.desktop.shell_helpers import open_window

GAME = "comet"  # two to four seats and an option: every kind of stored value
COMET = next(entry for entry in registry.entries() if entry.game_id == GAME)
COLOURS = ["purple", "sky", "orange", "blue"]
GOOD: dict[str, Any] = {
    "players": [
        {"name": "Anna", "custom": True, "colour": COLOURS[1], "computer": False, "level": ""},
        {"name": "Ben", "custom": True, "colour": COLOURS[0], "computer": False, "level": ""},
        {"name": "Cleo", "custom": True, "colour": COLOURS[3], "computer": True, "level": "hard"},
        {"name": "", "custom": False, "colour": COLOURS[2], "computer": True, "level": "easy"},
    ],
    "count": 3,
    "options": {"side": "b"},
}
GOOD_TEXT = json.dumps(GOOD)

Seat = tuple[str, bool, str, str]  # the name shown, typed by the player, colour, level ("" for a person)


def changed(change: Callable[[dict[str, Any]], None]) -> str:
    data = copy.deepcopy(GOOD)
    change(data)
    return json.dumps(data)


def seat_value(seat: int, key: str, value: Any) -> str:
    return changed(lambda data: data["players"][seat].__setitem__(key, value))


def option(value: Any) -> str:
    return changed(lambda data: data.__setitem__("options", value))


# (what the settings hold, the values that give their defaults)
CORRUPT = [
    pytest.param("abc", {"all"}, id="not JSON"),
    pytest.param('"abc"', {"all"}, id="a JSON text"),
    pytest.param("1e400", {"all"}, id="a number too large"),
    pytest.param("[" * 100_000 + "]" * 100_000, {"all"}, id="nested too deep"),
    pytest.param(QByteArray(b"\xff\xfe"), {"all"}, id="bytes that are no text"),
    pytest.param(["a", "b"], {"all"}, id="a list of texts"),
    pytest.param(GOOD_TEXT.replace('"count": 3', '"count": null'), {"count"}, id="count null"),
    pytest.param(GOOD_TEXT.replace('"count": 3', '"count": 1e400'), {"count"}, id="count 1e400"),
    pytest.param(GOOD_TEXT.replace('"count": 3', '"count": NaN'), {"count"}, id="count NaN"),
    pytest.param(changed(lambda data: data.__setitem__("count", "abc")), {"count"}, id="count text"),
    pytest.param(changed(lambda data: data.__setitem__("count", 99)), {"count"}, id="count 99"),
    pytest.param(changed(lambda data: data.__setitem__("count", 1)), {"count"}, id="count below the game's"),
    pytest.param(changed(lambda data: data.__setitem__("count", 2.5)), {"count"}, id="count 2.5"),
    pytest.param(changed(lambda data: data.__setitem__("count", True)), {"count"}, id="count true"),
    pytest.param(changed(lambda data: data.__setitem__("count", [3])), {"count"}, id="count a list"),
    # Four colours for four seats: the seat whose colour is spoilt ends with the one left, its own.
    pytest.param(seat_value(1, "colour", ["purple"]), set(), id="colour a list"),
    pytest.param(seat_value(1, "colour", {"a": 1}), set(), id="colour a mapping"),
    pytest.param(seat_value(1, "colour", 7), set(), id="colour a number"),
    pytest.param(seat_value(1, "colour", "mauve"), set(), id="colour not offered"),
    pytest.param(seat_value(1, "name", 5), {"seat 1 name"}, id="name a number"),
    pytest.param(seat_value(1, "name", None), {"seat 1 name"}, id="name null"),
    pytest.param(seat_value(1, "name", ["Ben"]), {"seat 1 name"}, id="name a list"),
    pytest.param(seat_value(1, "name", "B" * 10_000), {"seat 1 name"}, id="name too long"),
    pytest.param(seat_value(1, "name", "   "), {"seat 1 name"}, id="name blank"),
    pytest.param(seat_value(1, "custom", "yes"), {"seat 1 name"}, id="custom not a bool"),
    pytest.param(seat_value(1, "computer", "no"), {"seat 1 computer"}, id="computer text"),
    pytest.param(seat_value(1, "computer", 0), {"seat 1 computer"}, id="computer a number"),
    pytest.param(seat_value(1, "computer", None), {"seat 1 computer"}, id="computer null"),
    pytest.param(seat_value(2, "level", "grandmaster"), {"seat 2 level"}, id="level unknown"),
    pytest.param(seat_value(2, "level", 3), {"seat 2 level"}, id="level a number"),
    pytest.param(seat_value(2, "level", ["hard"]), {"seat 2 level"}, id="level a list"),
    pytest.param(changed(lambda data: data["players"].__setitem__(1, 5)), {"seat 1"}, id="seat a number"),
    pytest.param(changed(lambda data: data.__setitem__("players", "abc")), {"seats"}, id="players text"),
    pytest.param(changed(lambda data: data.__setitem__("players", None)), {"seats"}, id="players null"),
    pytest.param(option({"side": 3}), {"side"}, id="option a number"),
    pytest.param(option({"side": "c"}), {"side"}, id="option value not allowed"),
    pytest.param(option({"side": ["b"]}), {"side"}, id="option a list"),
    pytest.param(option({"side": True}), {"side"}, id="option true"),
    pytest.param(option("b"), {"side"}, id="options not a mapping"),
    pytest.param(option({"side": "b", "moon": "full"}), set(), id="an option the game does not have"),
]


def default_seat(seat: int) -> Seat:
    return standard_name(seat, seat > 0), False, COLOURS[seat], "normal" if seat else ""


def good_seat(seat: int) -> Seat:
    stored = GOOD["players"][seat]
    name = stored["name"] if stored["custom"] else standard_name(seat, stored["computer"])
    return name, stored["custom"], stored["colour"], stored["level"]


def expected(defaults: set[str]) -> tuple[int, list[Seat], str]:
    if "all" in defaults:
        return 2, [default_seat(seat) for seat in range(4)], "a"
    seats = [default_seat(seat) if "seats" in defaults else good_seat(seat) for seat in range(4)]
    if "seat 1" in defaults:
        seats[1] = (standard_name(1, True), False, COLOURS[0], "normal")  # its default colour is taken
    if "seat 1 name" in defaults:
        seats[1] = (standard_name(1, False), False, *seats[1][2:])
    if "seat 1 computer" in defaults:
        seats[1] = (*seats[1][:3], "normal")  # a computer, as seat 1 is by default, at the default level
    if "seat 2 level" in defaults:
        seats[2] = (*seats[2][:3], "normal")
    return 2 if "count" in defaults else GOOD["count"], seats, "a" if "side" in defaults else "b"


def shown(setup: SetupPage) -> tuple[int, list[Seat], str]:
    seats = [(row.name.text(), not row.default_name, row.colour_name, row.level) for row in setup.rows]
    return setup.player_count(), seats, str(setup.option_boxes["side"].currentData())


def test_the_stored_setup_comes_back_as_stored(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    card = next(card for card in window.launcher.cards if card.rules.game_id == GAME)
    settings.settings().setValue(f"setup/{GAME}", GOOD_TEXT)
    card.click()
    assert shown(window.launcher.setup) == expected(set())


@pytest.mark.parametrize(("stored", "defaults"), CORRUPT)
def test_a_spoilt_setup_value_gives_its_default_and_keeps_the_others(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stored: object, defaults: set[str]
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    card = next(card for card in window.launcher.cards if card.rules.game_id == GAME)
    settings.settings().setValue(f"setup/{GAME}", stored)
    card.click()  # a slot that raised would fail the test here
    launcher = window.launcher
    assert launcher.pages.currentWidget() is launcher.setup
    assert not window.errors_shown
    assert shown(launcher.setup) == expected(defaults)
    colours = [row.colour_name for row in launcher.setup.rows]
    assert sorted(colours) == sorted(COLOURS), "every seat has a colour of its own"


def test_each_seat_value_is_checked_on_its_own() -> None:
    """The values the page cannot show apart: a colour not offered is forgotten, the seat's name is kept."""
    text = seat_value(1, "colour", ["purple"])
    setup = checked_setup(text, COMET, COLOURS, name_limit=24)
    assert setup.count == 3 and setup.options == {"side": "b"}
    assert setup.seats[1] == StoredSeat(colour=None, computer=False, level=None, name="Ben")
    assert setup.seats[2] == StoredSeat(colour=COLOURS[3], computer=True, level="hard", name="Cleo")
    assert checked_setup(seat_value(1, "colour", "mauve"), COMET, COLOURS, 24).seats[1].colour is None


def test_a_name_longer_than_the_limit_gives_the_standard_name() -> None:
    assert checked_setup(seat_value(0, "name", "A" * 24), COMET, COLOURS, 24).seats[0].name == "A" * 24
    assert checked_setup(seat_value(0, "name", "A" * 25), COMET, COLOURS, 24).seats[0].name is None
