"""Six seats in the real window: the setup, the table's panel and the results, at 1024 x 700.

No game takes six players yet, so the fake table plays Karuba's rules
stretched to six seats (``fake_game.SixSeatKarubaRules``). Every control must
be inside the window, apart from the others and at least as large as it
asks to be, so nothing overlaps or is cut off.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from core.engine.bots import RandomBot
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import settings, theme
from desktop.main_window import MainWindow
from desktop.results import ResultsDialog
from desktop.seat_mark import shape_of
from tests.desktop.shell_helpers import open_window, restore_english, take_option, use_six_seats

SMALL_WINDOW = (1024, 700)
LONGEST_NAME = "Maximiliane Mustermann-X"  # the 24 characters a seat's name may have


def six_seat_window(
    qtbot: QtBot, folder: Path, monkeypatch: pytest.MonkeyPatch, **options: str
) -> MainWindow:
    use_six_seats(monkeypatch)
    window = open_window(qtbot, folder, monkeypatch, **options)
    window.resize(*SMALL_WINDOW)
    settle()
    return window


def settle() -> None:
    for _ in range(3):  # a layout may post a second pass after the first
        QApplication.processEvents()


def place_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def assert_laid_out_apart(widgets: Sequence[QWidget], within: QWidget) -> None:
    """Each widget shows whole inside ``within``, as large as it needs, and none covers another."""
    area = within.rect()
    places = [place_in(widget, within) for widget in widgets]
    for widget, place in zip(widgets, places, strict=True):
        name = widget.accessibleName() or getattr(widget, "text", lambda: "")() or type(widget).__name__
        assert widget.isVisible(), name
        assert area.contains(place), f"{name} at {place} is cut off by {area}"
        needed = widget.minimumSizeHint()
        if isinstance(widget, QLabel) and not widget.wordWrap():
            needed = widget.sizeHint()  # a label narrower than its text clips it
        assert place.width() >= needed.width() and place.height() >= needed.height(), (name, place, needed)
    for (first, one), (second, other) in combinations(zip(widgets, places, strict=True), 2):
        assert not one.intersects(other), (
            f"{type(first).__name__} {one} overlaps {type(second).__name__} {other}"
        )


def test_the_setup_offers_six_seats_apart_with_names_colours_and_shapes_of_their_own(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = six_seat_window(qtbot, tmp_path, monkeypatch)
    launcher = window.launcher
    launcher.show_setup(launcher.cards[0].rules)
    setup = launcher.setup
    assert [setup.count.itemData(index) for index in range(setup.count.count())] == [1, 2, 3, 4, 5, 6]
    assert setup.count.itemText(5) == "6 players"
    setup.set_player_count(6)
    settle()
    assert [row.name.text() for row in setup.rows] == [
        "Player 1",
        *(f"Computer {seat}" for seat in range(2, 7)),
    ]
    setup.rows[4].set_computer(False)
    setup.rows[5].set_computer(False)
    assert [row.name.text() for row in setup.rows[4:]] == ["Player 5", "Player 6"]
    colours = [row.colour_name for row in setup.rows]
    assert sorted(colours) == sorted(theme.SEAT_COLOURS)
    assert sorted(shape_of(colour) for colour in colours) == sorted(theme.SEAT_SHAPES)

    controls: list[QWidget] = [setup.count_label, setup.count, setup.seats_label]
    for row in setup.rows:
        controls += [row.mark, row.name, row.colour, row.kind]
    for name, box in setup.option_boxes.items():
        controls += [setup.option_labels[name], box]
    controls += [setup.back, setup.start]
    assert_laid_out_apart(controls, window)

    setup.rows[5].set_name(LONGEST_NAME)
    setup.start.click()
    players = window.controller.config.players
    assert [player.name for player in players] == [
        "Player 1",
        *(f"Computer {seat}" for seat in range(2, 5)),
        "Player 5",
        LONGEST_NAME,
    ]
    assert len({player.colour for player in players}) == 6


def test_the_german_setup_names_seats_five_and_six(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = six_seat_window(qtbot, tmp_path, monkeypatch, language_code="de")
    try:
        launcher = window.launcher
        launcher.show_setup(launcher.cards[0].rules)
        setup = launcher.setup
        setup.set_player_count(6)
        setup.rows[5].set_computer(False)
        settle()
        assert setup.count.itemText(5) == "6 Spieler"
        assert [row.name.text() for row in setup.rows[4:]] == ["Computer 5", "Spieler 6"]
        controls: list[QWidget] = [setup.back, setup.start]
        for row in setup.rows:
            controls += [row.mark, row.name, row.colour, row.kind]
        assert_laid_out_apart(controls, window)
    finally:
        restore_english()


def test_a_setup_remembered_with_four_seats_gives_the_fifth_and_sixth_free_colours(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seats a stored setup does not name keep their own colours apart from the stored ones."""
    window = six_seat_window(qtbot, tmp_path, monkeypatch)
    stored = ["sky", "vermillion", "blue", "orange"]  # colours the fifth and sixth seat start with
    seats = [
        {"name": "", "custom": False, "colour": colour, "computer": False, "level": ""} for colour in stored
    ]
    settings.settings().setValue(
        "setup/karuba", json.dumps({"players": seats, "count": 4, "options": {"setup": "together"}})
    )
    launcher = window.launcher
    launcher.show_setup(launcher.cards[0].rules)
    setup = launcher.setup
    assert setup.player_count() == 4
    colours = [row.colour_name for row in setup.rows]
    assert colours[:4] == stored
    assert sorted(colours) == sorted(theme.SEAT_COLOURS)


def test_six_seats_play_to_the_results_with_every_seat_in_view(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = six_seat_window(qtbot, tmp_path, monkeypatch)
    names = ["Anna", "Ben", "Cleo", "Dan", "Eva", LONGEST_NAME]
    seats = [PlayerInfo(names[0], "blue")] + [
        PlayerInfo(name, colour, computer=True)
        for name, colour in zip(names[1:], list(theme.SEAT_COLOURS)[1:], strict=True)
    ]
    window.start_new(MatchConfig("karuba", tuple(seats), {"setup": "random"}), seed=6)
    controller = window.controller
    panel = window.panel

    def check_panel() -> None:
        settle()
        assert [name.text() for _mark, name, _score in panel._score_rows] == names
        over = controller.result() is not None
        shown: list[QWidget] = [panel.player, panel.prompt, panel.results_button if over else panel.options]
        for row in panel._score_rows:
            shown += list(row)
        shown.append(panel.log)
        assert_laid_out_apart(shown, panel)
        assert panel.log.height() >= 60 and (over or panel.options.height() >= 60), "lists squeezed"

    check_panel()
    person = RandomBot(66, 0)  # plays Anna's part through the panel, as a person would
    while controller.result() is None:
        qtbot.waitUntil(lambda: controller.human_pending() or controller.result() is not None, timeout=20_000)
        if controller.result() is None:
            choice = person.choose(controller.rules, controller.state, len(controller.match.steps))
            take_option(qtbot, window, lambda action, wanted=choice: action == wanted)
    qtbot.waitUntil(lambda: window.results is not None and window.results.isVisible(), timeout=5_000)
    check_panel()
    assert all("(place " in score.text() for _mark, _name, score in panel._score_rows)
    dialog: ResultsDialog = window.results
    assert dialog.table.rowCount() == 6
    assert {dialog.table.item(row, 1).text() for row in range(6)} == set(names)
    viewport = dialog.table.viewport()
    for row in range(6):
        assert viewport.rect().contains(dialog.table.visualRect(dialog.table.model().index(row, 1))), row
    assert dialog.table.verticalScrollBar().maximum() == 0, "every seat shows without scrolling"
