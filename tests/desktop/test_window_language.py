"""Switching the language live: menus, launcher, panel and table speak German at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.games.karuba.actions import Reveal
from desktop import settings
from desktop.text import Texts
from tests.desktop.shell_helpers import open_window, restore_english, take_option, two_humans


def test_switching_to_german_retranslates_menus_and_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        window.start_new(two_humans(), seed=2)
        take_option(qtbot, window, lambda action: isinstance(action, Reveal))
        assert window.menus.game_menu.title() == "&Game"
        assert window.panel.options_title.text() == "Options"
        log_before = window.panel.log.count()

        window.menus.languages["de"].trigger()

        assert window.menus.game_menu.title() == "&Spiel"
        assert window.menus.edit_menu.title() == "&Bearbeiten"
        assert window.menus.undo.text() == "&Rückgängig"
        assert window.panel.options_title.text() == "Möglichkeiten"
        assert window.panel.scores_title.text() == "Punkte"
        assert window.panel.role.text() == "Du bist dran"
        controller = window.controller
        decision = controller.pending()
        prompt, _hint = window.ui.decision_text(Texts("de"), controller.config, controller.state, decision)
        assert window.panel.prompt.text() == prompt
        assert (
            prompt != window.ui.decision_text(Texts("en"), controller.config, controller.state, decision)[0]
        )
        assert window.panel.log.count() == log_before  # the log is retold, not repeated
        assert window.launcher.open_button.text() == "Gespeichertes Spiel ö&ffnen …"
        assert settings.language() == "de"
        assert window.menus.languages["de"].isChecked()
    finally:
        restore_english()


def test_qt_speaks_german_in_its_own_dialogs_too(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QCoreApplication

    open_window(qtbot, tmp_path, monkeypatch, language_code="de")
    try:
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    finally:
        restore_english()
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_the_language_choice_is_remembered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        window.set_language("de")
        assert settings.settings().value("language") == "de"
        window.set_language("en")
        assert settings.language() == "en"
        assert window.menus.game_menu.title() == "&Game"
    finally:
        restore_english()


def test_plural_forms_come_from_the_english_translation(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.launcher.show_setup(window.launcher.cards[0].rules)
    labels = [window.launcher.setup.count.itemText(i) for i in range(window.launcher.setup.count.count())]
    assert "2 players" in labels and "Solo (1 player)" in labels
    assert not any("(s)" in label for label in labels)


def test_default_language_follows_the_system(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from PySide6.QtCore import QLocale, QSettings

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    settings.settings().clear()
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert settings.language() == "de"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert settings.language() == "en"


def test_untouched_seat_names_follow_the_language_in_setup_and_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        window.launcher.show_setup(window.launcher.cards[0].rules)
        setup = window.launcher.setup
        setup.set_player_count(3)
        setup.rows[2].set_name("Anna")
        window.set_language("de")
        assert [row.name.text() for row in setup.rows[:3]] == ["Spieler 1", "Computer 2", "Anna"]
        setup._start()
        assert [p.name for p in window.controller.config.players] == ["Spieler 1", "Computer 2", "Anna"]
        window.set_language("en")
        assert [p.name for p in window.controller.config.players] == ["Player 1", "Computer 2", "Anna"]
        assert window.scene.config == window.controller.config
        names = [window.panel.scores.itemAtPosition(row, 1).widget().text() for row in range(3)]
        assert names == ["Player 1", "Computer 2", "Anna"]
        window.set_language("de")
        assert window.controller.config.players[0].name == "Spieler 1"
    finally:
        restore_english()


def test_a_typed_name_like_a_standard_one_of_another_seat_stays(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.engine.protocol import MatchConfig, PlayerInfo

    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        names = (PlayerInfo("Player 2", "blue"), PlayerInfo("Player 2", "orange"))
        window.start_new(MatchConfig("karuba", names, {"setup": "random"}), seed=2)
        window.set_language("de")
        assert [p.name for p in window.controller.config.players] == ["Player 2", "Spieler 2"]
    finally:
        restore_english()
