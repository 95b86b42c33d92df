"""The number chooser: the wheel, its − and + buttons and the keys change the number within its bounds."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QGraphicsView,
)
from pytestqt.qtbot import QtBot

from desktop.scene.chooser import NumberChooser


def chooser(qtbot: QtBot) -> tuple[NumberChooser, list[int], QGraphicsScene]:
    told: list[int] = []
    item = NumberChooser(QRectF(0, 0, 300, 60), 20, told.append)
    scene = QGraphicsScene()
    scene.addItem(item)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    item.set_range(1, 4, "Group")
    return item, told, scene  # the scene owns the item: it must live as long


def press(item: NumberChooser, key: Qt.Key) -> bool:
    return item.key(QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def click(item: NumberChooser, point: QPointF) -> None:
    event = QGraphicsSceneMouseEvent(QGraphicsSceneMouseEvent.Type.GraphicsSceneMouseRelease)
    event.setPos(point)
    event.setButton(Qt.MouseButton.LeftButton)
    item.mouseReleaseEvent(event)


def wheel(item: NumberChooser, delta: int) -> None:
    event = QGraphicsSceneWheelEvent(QGraphicsSceneWheelEvent.Type.GraphicsSceneWheel)
    event.setDelta(delta)
    item.wheelEvent(event)


def test_the_buttons_step_the_number_and_stop_at_its_bounds(qtbot: QtBot) -> None:
    item, told, _scene = chooser(qtbot)
    more, fewer = item.button_rect(True).center(), item.button_rect(False).center()
    for _ in range(5):
        click(item, more)
    assert item.value == 4
    click(item, fewer)
    assert item.value == 3
    assert told == [2, 3, 4, 3]


def test_the_wheel_turns_the_number(qtbot: QtBot) -> None:
    item, told, _scene = chooser(qtbot)
    wheel(item, 120)
    wheel(item, 120)
    wheel(item, -120)
    assert item.value == 2
    wheel(item, -120)
    wheel(item, -120)
    assert item.value == 1
    assert told == [2, 3, 2, 1]


def test_keys_step_the_number_or_name_it(qtbot: QtBot) -> None:
    item, _told, _scene = chooser(qtbot)
    assert press(item, Qt.Key.Key_Up) and item.value == 2
    assert press(item, Qt.Key.Key_Plus) and item.value == 3
    assert press(item, Qt.Key.Key_Left) and item.value == 2
    assert press(item, Qt.Key.Key_4) and item.value == 4
    assert press(item, Qt.Key.Key_9) and item.value == 4, "a number past the most is held at the most"
    assert not press(item, Qt.Key.Key_Return), "other keys are left to the table"


def test_new_bounds_keep_the_number_when_it_fits(qtbot: QtBot) -> None:
    item, told, _scene = chooser(qtbot)
    item.step(2)
    item.set_range(1, 5, "Survivors")
    assert item.value == 3
    item.set_range(1, 2, "Survivors")
    assert item.value == 2
    assert told == [3], "only a change by the player is told"
