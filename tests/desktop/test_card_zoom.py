"""The card zoom: pointing at a small card shows its whole face large beside it, inside the view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from desktop.scene.spot import HotSpot, Spot
from desktop.scene.zoom import LONG_PRESS_MS, ZOOM_WIDTH, CardZoom, Zoom, card_zoom


class Clicks:
    def __init__(self) -> None:
        self.clicked: list[Spot] = []

    def spot_hover(self, spot: Spot, inside: bool) -> None:
        pass

    def spot_click(self, spot: Spot) -> None:
        self.clicked.append(spot)


def _table(qtbot: QtBot, handler: Clicks | None) -> tuple[QGraphicsView, HotSpot, list[QRectF]]:
    scene = QGraphicsScene(0, 0, 2000, 1200)
    outline = QPainterPath()
    outline.addRect(QRectF(100, 500, 40, 58))
    spot = HotSpot(("card", 1), outline, handler)
    scene.addItem(spot)
    painted: list[QRectF] = []

    def paint(painter: QPainter, rect: QRectF) -> None:
        painted.append(rect)

    spot.set_zoom(Zoom(paint, 1.45, "Minmi: 3 points"))
    view = QGraphicsView(scene)
    view.resize(800, 500)
    view.fitInView(scene.sceneRect())
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.scene_ref = scene  # type: ignore[attr-defined]  # the view does not own its scene
    return view, spot, painted


def _centre(view: QGraphicsView, spot: HotSpot) -> QPoint:
    return view.mapFromScene(spot.sceneBoundingRect().center())


def test_pointing_at_a_card_shows_it_large_inside_the_view_and_leaving_hides_it(qtbot: QtBot) -> None:
    view, spot, painted = _table(qtbot, Clicks())
    QTest.mouseMove(view.viewport(), _centre(view, spot))
    zoom = card_zoom(view.scene())
    qtbot.waitUntil(zoom.isVisible)
    assert zoom.zoom is spot.zoom
    shown = view.mapFromScene(zoom.pos())
    assert view.viewport().rect().contains(shown)
    assert zoom.size().width() == ZOOM_WIDTH, "a fixed size on screen, whatever the table's scale"
    assert view.transform().m11() < 0.5
    view.viewport().update()
    qtbot.waitUntil(lambda: bool(painted))
    assert painted[-1].width() == ZOOM_WIDTH
    QTest.mouseMove(view.viewport(), QPoint(700, 40))
    qtbot.waitUntil(lambda: not zoom.isVisible())


def test_a_long_press_shows_the_card_and_letting_go_is_no_click(qtbot: QtBot) -> None:
    clicks = Clicks()
    view, spot, _ = _table(qtbot, clicks)
    zoom = card_zoom(view.scene())
    at = _centre(view, spot)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    zoom.hide_zoom()  # what the hover showed; the press alone must bring it back
    zoom.press_started(spot.zoom, spot.sceneBoundingRect())  # type: ignore[arg-type]
    qtbot.wait(LONG_PRESS_MS + 150)
    assert zoom.isVisible() and zoom.pressed
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert clicks.clicked == [], "the long press only looked at the card"
    assert not zoom.isVisible()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert clicks.clicked == [("card", 1)], "a short click still clicks"


def test_a_spot_without_a_handler_still_shows_its_card(qtbot: QtBot) -> None:
    view, spot, _ = _table(qtbot, None)
    QTest.mouseMove(view.viewport(), _centre(view, spot))
    zoom = card_zoom(view.scene())
    qtbot.waitUntil(zoom.isVisible)
    assert isinstance(zoom, CardZoom) and zoom.zoom is spot.zoom
