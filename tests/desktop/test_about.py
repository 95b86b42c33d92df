"""Help -> About: version, licence, every credit and the unofficial notice, in both languages."""

from __future__ import annotations

from html import escape
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.engine import registry
from core.version import app_version
from desktop.text import Texts
from tests.desktop.shell_helpers import open_window, restore_english


def shown_text(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[object, str]:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.menus.about.trigger()
    QApplication.processEvents()
    dialog = window.about
    assert dialog is not None and dialog.isVisible()
    return window, dialog.body.text()


def test_about_names_version_licence_credits_and_that_it_is_unofficial(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, text = shown_text(qtbot, tmp_path, monkeypatch)
    assert f"Version {app_version()}" in text
    assert "MIT licence" in text
    assert "unofficial adaptation" in text and "not affiliated with or endorsed" in text
    assert "Rüdiger Dorn" in text and "HABA" in text
    for entry in registry.entries():
        assert escape(Texts("en")(f"{entry.game_id}.credit")) in text  # the body is HTML


def test_about_speaks_german_after_the_switch(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, _ = shown_text(qtbot, tmp_path, monkeypatch)
    try:
        window.set_language("de")  # type: ignore[attr-defined]
        dialog = window.about  # type: ignore[attr-defined]
        assert dialog.windowTitle() == "Über Dinotable"
        text = dialog.body.text()
        assert "inoffizielle Umsetzung" in text and "MIT-Lizenz" in text
        for entry in registry.entries():
            assert escape(Texts("de")(f"{entry.game_id}.credit")) in text
    finally:
        restore_english()


def test_the_about_command_is_in_the_help_menu(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    assert window.menus.about in window.menus.help_menu.actions()
    assert window.menus.about.text() == "&About Dinotable"


def test_the_dialog_grows_to_show_every_line_after_a_switch(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, _ = shown_text(qtbot, tmp_path, monkeypatch)
    try:
        window.set_language("de")  # type: ignore[attr-defined]
        QApplication.processEvents()
        dialog = window.about  # type: ignore[attr-defined]
        body = dialog.body
        needed = body.heightForWidth(body.width())
        assert body.height() >= needed, (body.height(), needed)
    finally:
        restore_english()


def test_about_closes_with_the_main_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, _ = shown_text(qtbot, tmp_path, monkeypatch)
    window.close()  # type: ignore[attr-defined]
    assert not window.about.isVisible()  # type: ignore[attr-defined]
