"""The setup page is built when a game is first chosen, and then speaks the language of that moment."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.desktop.shell_helpers import open_window, restore_english


def test_the_launcher_starts_without_a_setup_page(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    launcher = window.launcher
    assert launcher._setup is None
    assert launcher.chosen_game() is None
    launcher.show_setup(launcher.cards[0].rules)
    assert launcher.pages.currentWidget() is launcher.setup
    assert launcher.chosen_game() == launcher.cards[0].rules.game_id


def test_a_setup_built_after_switching_language_speaks_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    try:
        window.menus.languages["de"].trigger()
        launcher = window.launcher
        assert launcher._setup is None
        launcher.show_setup(launcher.cards[0].rules)
        assert launcher.setup.start.text() == "&Los geht’s"
        assert "Karuba" in launcher.setup.title.text()
        assert launcher.setup.texts.language == "de"
    finally:
        restore_english()
