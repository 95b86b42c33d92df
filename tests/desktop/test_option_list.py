"""The options list: the first option is ready after every change, one click takes only safe options."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.games.karuba.actions import Place, Reveal
from desktop.games import ui_for
from tests.desktop.shell_helpers import open_window, two_humans

ACTION = Qt.ItemDataRole.UserRole


def click_row(options, row: int) -> None:  # type: ignore[no-untyped-def]
    point = options.visualItemRect(options.item(row)).center()
    QTest.mouseClick(options.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_after_every_change_the_first_option_is_selected_and_previewed_so_enter_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    previewed: list[object] = []
    window.start_new(two_humans(), seed=4)
    monkeypatch.setattr(window.scene, "preview", previewed.append)
    options = window.panel.options
    controller = window.controller
    for _ in range(4):
        first = options.item(0)
        assert options.currentItem() is first and first.isSelected()
        action = first.data(ACTION)
        assert action == controller.legal()[0]
        QTest.keyClick(options, Qt.Key.Key_Return)
        assert controller.match.actions[-1] == action
        assert previewed[-1] == options.item(0).data(ACTION)  # the new first option, on the table


def test_the_next_seat_starts_at_the_first_option_even_when_its_options_read_the_same(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=4)
    options = window.panel.options
    controller = window.controller
    QTest.keyClick(options, Qt.Key.Key_Return)  # the reveal
    first_seat = controller.pending().seat
    before = controller.legal()
    options.setCurrentRow(3)
    chosen = options.currentItem().data(ACTION)
    QTest.keyClick(options, Qt.Key.Key_Return)
    assert controller.match.actions[-1] == chosen and controller.pending().seat != first_seat
    assert [action for action in controller.legal() if action != chosen] == [a for a in before if a != chosen]
    assert options.currentRow() == 0 and options.item(0).isSelected()


def test_a_language_switch_keeps_the_selected_option(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=4)
    options = window.panel.options
    QTest.keyClick(options, Qt.Key.Key_Return)  # the reveal
    options.setCurrentRow(2)
    try:
        window.set_language("de")
        assert options.currentRow() == 2 and options.item(2).isSelected()
    finally:
        window.set_language("en")


def test_one_click_takes_a_safe_option_and_only_selects_any_other(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, monkeypatch)
    window.start_new(two_humans(), seed=4)
    controller = window.controller
    options = window.panel.options
    assert options.item(0).data(ACTION) == Reveal() and window.ui.plays_on_click(Reveal())
    click_row(options, 0)
    assert controller.match.actions == [Reveal()]
    assert isinstance(options.item(1).data(ACTION), Place) and not window.ui.plays_on_click(Place(1))
    click_row(options, 1)
    assert controller.match.actions == [Reveal()]  # a placement needs a double-click or Enter
    assert options.currentRow() == 1 and options.item(1).isSelected()
    chosen = options.item(1).data(ACTION)
    QTest.keyClick(options, Qt.Key.Key_Return)
    assert controller.match.actions == [Reveal(), chosen]


def test_each_game_lets_one_click_take_only_cheap_choices() -> None:
    from core.games.comet.actions import EndMove, Hatch, Rest
    from core.games.digger.actions import ChooseTrick, Pass, Swap

    safe = {"karuba": [Reveal()], "digger": [Pass()], "comet": [Hatch(0)]}
    costly = {"karuba": [Place(0)], "digger": [ChooseTrick("even"), Swap(())], "comet": [Rest(), EndMove()]}
    for game in safe:
        ui = ui_for(game)
        assert all(ui.plays_on_click(action) for action in safe[game])
        assert not any(ui.plays_on_click(action) for action in costly[game])
