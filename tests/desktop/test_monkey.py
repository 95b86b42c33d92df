"""Random clicks, drags, key presses and menu commands on the real main window, per game and player count.

People share the table (hotseat), as many as the game is set up for, and a
monkey plays for them: anywhere on the table, on the pieces, the panel's
options, any visible button, any key, any menu command but Quit; it may
wander to the launcher and start other games. Questions are mostly answered
Cancel, so games run long. After every input no error may have been reported
and the match must keep every invariant. DINOTABLE_MONKEY_EVENTS inputs go to
each game, shared among its player counts; set it for a longer run and
DINOTABLE_MONKEY_SEED for another one.
"""

from __future__ import annotations

import os
import random
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from core.engine.invariants import check_position
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop import questions, theme
from desktop.main_window import MainWindow
from tests.core.playing import every_seat_count, seat_counts
from tests.desktop.shell_helpers import open_window

EVENTS = int(os.environ.get("DINOTABLE_MONKEY_EVENTS", "2000"))  # per game, over all its player counts
NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eva", "Finn")
SEED = os.environ.get("DINOTABLE_MONKEY_SEED", "0")
THINKABLE_SAMPLE = 6
Key = Qt.Key
PLAIN_KEYS = [
    Key.Key_Left, Key.Key_Right, Key.Key_Up, Key.Key_Down, Key.Key_Tab, Key.Key_Backtab,
    Key.Key_Return, Key.Key_Enter, Key.Key_Space, Key.Key_Escape, Key.Key_Home, Key.Key_End,
    Key.Key_PageUp, Key.Key_PageDown, Key.Key_Plus, Key.Key_Minus, Key.Key_Delete, Key.Key_Backspace,
    *(getattr(Key, f"Key_{digit}") for digit in range(10)),
    *(getattr(Key, f"Key_{letter}") for letter in "ADMRSUXZ"),
]  # fmt: skip
MODIFIERS = [
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.AltModifier,
]


def hotseat(game: str, players: int) -> MatchConfig:
    seats = tuple(PlayerInfo(name, colour) for name, colour in zip(NAMES, theme.SEAT_COLOURS, strict=True))
    return MatchConfig(game, seats[:players])


def answer_dialogs_at_random(monkeypatch: pytest.MonkeyPatch, chance: random.Random) -> None:
    buttons = QMessageBox.StandardButton
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: buttons.Ok if chance.random() < 0.2 else buttons.Cancel
    )
    monkeypatch.setattr(
        questions,
        "ask",
        lambda _p, _t, _x, choices, default=0: (
            chance.randrange(len(choices)) if chance.random() < 0.3 else None
        ),
    )
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: buttons.Ok)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))


def random_point(widget: QWidget, chance: random.Random) -> QPoint:
    return QPoint(chance.randrange(max(1, widget.width())), chance.randrange(max(1, widget.height())))


def visible_buttons(window: MainWindow) -> list[QAbstractButton]:
    found = []
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            found += [b for b in widget.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
    return [button for button in found if button.window() is window or button.window().isVisible()]


def monkey_input(window: MainWindow, chance: random.Random) -> tuple[str, Callable[[], None]]:
    """One random input, described for the failure message, and the way to give it."""
    roll = chance.random()
    viewport = window.table.viewport() if window.on_table() else window
    button = Qt.MouseButton.LeftButton if chance.random() < 0.9 else Qt.MouseButton.RightButton
    if roll < 0.15 and window.on_table():
        items = [item for item in window.scene.items() if item.isVisible()]
        if items:
            item = chance.choice(items)
            point = window.table.mapFromScene(item.sceneBoundingRect().center())
            return f"click on a {type(item).__name__} at {point.toTuple()}", lambda: QTest.mouseClick(
                viewport, button, pos=point
            )
    if roll < 0.35 and window.on_table() and window.panel.options.count():
        options = window.panel.options
        row = chance.randrange(options.count())

        def take() -> None:
            options.setFocus()
            options.setCurrentRow(row)
            QTest.keyClick(options, Qt.Key.Key_Return)

        return f"option {row} of {options.count()}", take
    if roll < 0.5:
        point = random_point(viewport, chance)
        return f"click {point.toTuple()}", lambda: QTest.mouseClick(viewport, button, pos=point)
    if roll < 0.58:
        start, end = random_point(viewport, chance), random_point(viewport, chance)

        def drag() -> None:
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
            QTest.mouseMove(viewport, (start + end) / 2)
            QTest.mouseMove(viewport, end)
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

        return f"drag {start.toTuple()} -> {end.toTuple()}", drag
    if roll < 0.62:
        point = random_point(viewport, chance)
        return f"double click {point.toTuple()}", lambda: QTest.mouseDClick(viewport, button, pos=point)
    if roll < 0.76:
        buttons = visible_buttons(window)
        if buttons:
            target = chance.choice(buttons)
            return f"button {target.text()!r}", lambda: QTest.mouseClick(target, Qt.MouseButton.LeftButton)
    if roll < 0.95:
        key, modifier = chance.choice(PLAIN_KEYS), chance.choice(MODIFIERS)
        focus = QApplication.focusWidget() or window
        return f"key {key.name} {modifier.name} on {type(focus).__name__}", lambda: QTest.keyClick(
            focus, key, modifier
        )
    menus = window.menus
    commands = [action for action in window.findChildren(type(menus.quit)) if action is not menus.quit]
    command = chance.choice([action for action in commands if action.isEnabled()] or [menus.fit])
    return f"menu {command.text()!r}", command.trigger


@pytest.mark.parametrize(("game", "players"), every_seat_count())
def test_random_input_never_breaks_the_window(
    game: str, players: int, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = -(-EVENTS // len(seat_counts(game)))
    chance = random.Random(f"monkey-{game}-{players}-{SEED}")
    answer_dialogs_at_random(monkeypatch, chance)
    window = open_window(qtbot, tmp_path, monkeypatch)
    errors: list[str] = []
    monkeypatch.setattr(window, "report_error", lambda details, error=None: errors.append(details))
    window.start_new(hotseat(game, players), seed=3)
    recent: deque[str] = deque(maxlen=12)
    progress: dict[int, int] = {}  # per match played, the most steps it reached
    on_table = 0
    playable = 0  # inputs given while no computer was thinking: only then can the monkey make progress
    for number in range(events):
        described, give = monkey_input(window, chance)
        recent.append(f"{number}: {described}")
        give()
        QApplication.processEvents()
        assert not errors, "\n".join([*recent, errors[0]])
        assert window.isVisible(), "\n".join(recent)
        controller = window.controller
        playable += controller is None or not controller.computer_busy()
        if controller is not None:
            progress[id(controller.match)] = max(
                progress.get(id(controller.match), 0), len(controller.match.steps)
            )
            try:
                check_position(controller.rules, controller.state, THINKABLE_SAMPLE, chance)
            except Exception as broken:
                raise AssertionError("\n".join([*recent, repr(broken)])) from broken
        on_table += window.on_table()
    assert sum(progress.values()) >= playable // 100, f"the monkey hardly played: {sorted(progress.values())}"
    assert on_table > events // 2, "the monkey spent most of its time away from the table"
