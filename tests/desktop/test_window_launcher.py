"""The launcher and setup, by keyboard; menus that open the launcher and the rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.engine.config_check import MAX_NAME_LENGTH
from desktop import text
from tests.desktop.shell_helpers import open_window, restore_english, two_humans


def test_the_keyboard_alone_starts_a_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    launcher = window.launcher
    card = launcher.cards[0]
    window.activateWindow()
    card.setFocus()
    QTest.keyClick(card, Qt.Key.Key_Return)
    setup = launcher.setup
    assert launcher.pages.currentWidget() is setup
    QTest.keyClick(setup.count, Qt.Key.Key_Escape)
    assert launcher.pages.currentWidget() is launcher.choose
    QTest.keyClick(card, Qt.Key.Key_Space)
    assert launcher.pages.currentWidget() is setup
    assert setup.player_count() == 2
    QTest.keyClick(setup.count, Qt.Key.Key_Return)
    assert window.controller is not None
    players = window.controller.config.players
    assert [p.computer for p in players] == [False, True]
    assert [p.name for p in players] == ["Player 1", "Computer 2"]
    assert players[1].level == "normal", "a computer seat starts at the normal level"


def test_a_typed_name_stops_at_the_length_a_save_accepts(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    launcher = window.launcher
    launcher.show_setup(launcher.cards[0].rules)
    name = launcher.setup.rows[0].name
    name.setFocus()
    name.selectAll()
    QTest.keyClicks(name, "x" * (MAX_NAME_LENGTH + 10))
    assert name.text() == "x" * MAX_NAME_LENGTH
    launcher.setup.start.click()
    assert window.controller.config.players[0].name == "x" * MAX_NAME_LENGTH


def test_each_seat_is_a_person_or_a_computer_of_a_level_and_it_is_remembered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    launcher = window.launcher
    launcher.show_setup(launcher.cards[1].rules)
    setup = launcher.setup
    setup.set_player_count(4)
    kinds = setup.rows[1].kind
    offered = [kinds.itemText(index) for index in range(kinds.count())]
    assert offered == ["Human", "Computer: easy", "Computer: normal", "Computer: hard"]
    setup.rows[1].set_computer(True, "easy")
    setup.rows[2].set_computer(True, "hard")
    setup.rows[3].kind.setCurrentIndex(0)
    assert setup.rows[3].name.text() == "Player 4"
    setup.start.click()
    players = window.controller.config.players
    assert [(p.computer, p.level) for p in players[1:3]] == [(True, "easy"), (True, "hard")]
    assert not players[0].computer and not players[3].computer
    assert [type(p).__name__ for p in window.controller.players] == [
        "HumanPlayer",
        "EasyBot",
        "SearchBot",
        "HumanPlayer",
    ]
    assert window.controller.players[2].level == "hard"

    window.menus.new.trigger()
    launcher.show_setup(launcher.cards[1].rules)
    assert [row.level for row in setup.rows] == ["", "easy", "hard", ""]


def test_setup_offers_solo_keeps_colours_apart_and_remembers(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    launcher = window.launcher
    launcher.show_setup(launcher.cards[0].rules)
    setup = launcher.setup
    assert setup.count.itemText(0) == "Solo (1 player)"
    assert [setup.count.itemData(i) for i in range(setup.count.count())] == [1, 2, 3, 4]
    setup.set_player_count(3)
    assert [row.isVisible() for row in setup.rows] == [True, True, True, False]
    first, second = setup.rows[0], setup.rows[1]
    old = first.colour_name
    second.colour.setCurrentIndex(second.colour.findData(old))
    second.colour.activated.emit(second.colour.currentIndex())
    colours = [row.colour_name for row in setup.rows]
    assert len(set(colours)) == len(colours)
    assert second.colour_name == old
    second.set_computer(False)
    assert second.name.text() == "Player 2"
    second.name.setText("Ben")
    second.name.textEdited.emit("Ben")
    box = setup.option_boxes["setup"]
    box.setCurrentIndex(box.findData("random"))
    setup.start.click()
    config = window.controller.config
    assert config.player_count == 3 and config.players[1].name == "Ben"
    assert config.options == {"setup": "random"}

    window.menus.new.trigger()
    assert window.pages.currentWidget() is launcher
    assert launcher.back_to_game.isVisible()
    launcher.show_setup(launcher.cards[0].rules)
    assert setup.player_count() == 3
    assert setup.rows[1].name.text() == "Ben"
    assert setup.option_boxes["setup"].currentData() == "random"
    launcher.show_games()
    launcher.back_to_game.click()
    assert window.on_table()


def test_rules_and_notes_open_in_the_players_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        window.start_new(two_humans(), seed=1)
        window.menus.rules.trigger()
        dialog = window.document
        assert dialog is not None and dialog.isVisible()
        first_line = text.document("karuba", "rules", "en").strip().splitlines()[0].lstrip("# ").strip()
        assert first_line in dialog.browser.toPlainText()
        window.set_language("de")
        german = text.document("karuba", "rules", "de").strip().splitlines()[0].lstrip("# ").strip()
        assert german in dialog.browser.toPlainText()
        assert dialog.windowTitle() == "Spielregeln"
        window.menus.notes.trigger()
        assert dialog.windowTitle() == "Regelhinweise"
    finally:
        restore_english()


def test_standard_shortcuts(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    shortcuts = {
        "new": window.menus.new,
        "open": window.menus.open,
        "save": window.menus.save,
        "save as": window.menus.save_as,
        "quit": window.menus.quit,
        "undo": window.menus.undo,
        "redo": window.menus.redo,
        "fullscreen": window.menus.fullscreen,
        "rules": window.menus.rules,
    }
    keys = {name: [s.toString() for s in action.shortcuts()] for name, action in shortcuts.items()}
    assert keys["new"] == ["Ctrl+N"] and keys["open"] == ["Ctrl+O"] and keys["save"] == ["Ctrl+S"]
    assert keys["save as"] == ["Ctrl+Shift+S"] and keys["quit"] == ["Ctrl+Q"]
    assert keys["undo"] == ["Ctrl+Z"] and keys["redo"] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert keys["fullscreen"] == ["F11"] and keys["rules"] == ["F1"]
    assert not window.menus.save.isEnabled() and not window.menus.undo.isEnabled()
    window.menus.quit.trigger()
    QApplication.processEvents()
    assert not window.isVisible()


def test_full_screen_goes_on_and_off(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    shown: list[str] = []
    monkeypatch.setattr(window, "showFullScreen", lambda: shown.append("full"))
    monkeypatch.setattr(window, "showNormal", lambda: shown.append("normal"))
    monkeypatch.setattr(window, "report_error", lambda details, error=None: shown.append(details))
    window.menus.fullscreen.trigger()
    window.menus.fullscreen.trigger()
    assert shown == ["full", "normal"]
