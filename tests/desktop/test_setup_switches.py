"""An option that is off or on is a check box on the setup page, with a line saying what it does;
it is remembered with the setup and works from the keyboard."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.setup_page import OptionSwitch
from tests.desktop.shell_helpers import open_window, restore_english


def isla_setup(window):  # type: ignore[no-untyped-def]
    launcher = window.launcher
    card = next(card for card in launcher.cards if card.rules.game_id == "isla_nublar")
    launcher.show_setup(card.rules)
    return launcher.setup


@pytest.mark.parametrize("language_code", ["en", "de"])
def test_the_expert_variants_are_switches_each_explained_in_one_line(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language_code: str
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch, language_code=language_code)
    try:
        setup = isla_setup(window)
        assert set(setup.option_switches) == {"patrons", "individual_scoring"}
        assert set(setup.option_boxes) == {"start"}, "other options stay lists"
        texts = setup.texts
        for name, switch in setup.option_switches.items():
            assert isinstance(switch, OptionSwitch) and not switch.isChecked()
            assert switch.text() == texts(f"isla_nublar.option.{name}")
            helper = setup.option_helps[name].text()
            assert helper == texts(f"isla_nublar.option.{name}.help") and "isla_nublar." not in helper
        assert setup.config().options == {"start": "random", "patrons": "off", "individual_scoring": "off"}
    finally:
        restore_english()


def test_a_switch_is_toggled_from_the_keyboard_and_remembered_with_the_setup(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    setup = isla_setup(window)
    switch = setup.option_switches["patrons"]
    switch.setFocus()
    QTest.keyClick(switch, Qt.Key.Key_Space)
    assert switch.isChecked()
    QTest.keyClick(switch, Qt.Key.Key_Return)  # Enter anywhere starts the game
    config = window.controller.config
    assert config.options == {"start": "random", "patrons": "on", "individual_scoring": "off"}
    assert window.scene.patron_rows is not None
    setup = isla_setup(window)
    assert setup.option_switches["patrons"].isChecked()
    assert not setup.option_switches["individual_scoring"].isChecked()
