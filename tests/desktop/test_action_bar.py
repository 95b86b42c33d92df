"""The action bar widget on its own: buttons from entries, the default on Enter, Continue, the line."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from core.engine.protocol import Action
from desktop.scene.action_bar import ActionBar, BarAction


@dataclass(frozen=True)
class Go(Action):
    kind = "go"
    number: int = 0


def bar(
    qtbot: QtBot, entries: list[BarAction], active: bool = True
) -> tuple[ActionBar, list[object], list[int]]:
    widget = ActionBar()
    qtbot.addWidget(widget)
    widget.resize(400, 80)
    widget.show()
    chosen: list[object] = []
    continued: list[int] = []
    widget.chosen.connect(chosen.append)
    widget.continueRequested.connect(lambda: continued.append(1))
    widget.show_actions(entries, active)
    return widget, chosen, continued


def test_each_entry_is_a_button_and_enter_takes_the_default(qtbot: QtBot) -> None:
    entries = [BarAction("First", (Go(1),)), BarAction("Second", (Go(2), Go(3)), default=True)]
    widget, chosen, _ = bar(qtbot, entries)
    assert [button.text() for button in widget.buttons if button.isVisible()] == ["First", "Second"]
    widget.buttons[0].click()
    assert chosen == [(Go(1),)]
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_Return)
    assert chosen[-1] == (Go(2), Go(3))


def test_fewer_entries_hide_the_buttons_left_over(qtbot: QtBot) -> None:
    widget, _, _ = bar(qtbot, [BarAction("A", (Go(1),)), BarAction("B", (Go(2),))])
    widget.show_actions([BarAction("C", (Go(3),))], True)
    assert [button.text() for button in widget.buttons if button.isVisible()] == ["C"]


def test_an_inactive_bar_takes_nothing(qtbot: QtBot) -> None:
    widget, chosen, _ = bar(qtbot, [BarAction("A", (Go(1),), default=True)], active=False)
    assert not widget.buttons[0].isEnabled() and not widget.suggest_button.isEnabled()
    assert not widget.take_default()
    assert chosen == []


def test_while_waiting_only_continue_can_be_pressed_and_enter_presses_it(qtbot: QtBot) -> None:
    widget, chosen, continued = bar(qtbot, [BarAction("A", (Go(1),), default=True)])
    widget.set_waiting(True)
    assert widget.continue_button.isVisible() and not widget.buttons[0].isEnabled()
    assert widget.line.isVisible() and widget.line.text()  # it says to look and go on
    assert widget.take_default()
    assert continued == [1] and chosen == []
    widget.set_line("Suggested: A.")
    assert widget.line.text() == "Suggested: A."
    widget.set_line("")
    widget.set_waiting(False)
    assert not widget.continue_button.isVisible() and not widget.line.isVisible()
    assert widget.buttons[0].isEnabled()


def test_many_buttons_wrap_instead_of_widening_the_bar(qtbot: QtBot) -> None:
    entries = [BarAction(f"A rather long button label {index}", (Go(index),)) for index in range(6)]
    widget, _, _ = bar(qtbot, entries)
    assert widget.minimumSizeHint().width() < 400
    tops = {button.geometry().top() for button in widget.buttons if button.isVisible()}
    assert len(tops) > 1
