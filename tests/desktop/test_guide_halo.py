"""The guided game's rings: around the spot itself, and never running into the ring next to it."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from desktop.scene.guide_halo import HALO_REACH, place_halos, spot_rect
from desktop.scene.spot import HotSpot


def card(scene: QGraphicsScene, index: int, left: float) -> None:
    outline = QPainterPath()
    outline.addRect(QRectF(left, 100, 160, 220))
    scene.addItem(HotSpot(("card", index), outline, None))


def test_a_ring_goes_around_the_spot_itself_not_the_reach_of_its_marks(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    card(scene, 0, 100)
    assert spot_rect(scene, ("card", 0)) == QRectF(100, 100, 160, 220)


def test_rings_of_cards_side_by_side_stay_apart_and_a_lone_ring_stands_clear(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    for index, left in enumerate((100, 266, 1000)):  # two cards 6 units apart, one far away
        card(scene, index, left)
    first, second, lone = place_halos(scene, [], [("card", 0), ("card", 1), ("card", 2)])
    for halo in (first, second):  # the glow ends halfway between the two cards
        assert halo.offset + HALO_REACH * halo.width <= 3 + 1e-9
    assert lone.offset == lone.width, "with room around it the ring stands one width clear of the card"
    assert first.offset < 0, "squeezed, the ring is drawn on the card's own edge"


def test_touching_spots_keep_their_rings_inside_themselves_and_an_open_outline_is_closed(
    qtbot: QtBot,
) -> None:
    scene = QGraphicsScene()
    for index, left in enumerate((100, 150)):  # overlapping bounds, as hexes side by side have
        outline = QPainterPath()
        outline.moveTo(left, 100)
        for x, y in ((left + 60, 100), (left + 60, 160), (left, 160)):
            outline.lineTo(x, y)  # three sides drawn, the fourth only implied by the fill
        scene.addItem(HotSpot(("space", index), outline, None))
    first, _second = place_halos(scene, [], [("space", 0), ("space", 1)])
    assert first.offset == -HALO_REACH * first.width
    assert first.ring.boundingRect().width() < 60
    start, end = first.ring.elementAt(0), first.ring.elementAt(first.ring.elementCount() - 1)
    assert (start.x, start.y) == (end.x, end.y), "the ring is closed"
