"""The kit's flight: an item travels from its start to its end, growing or shrinking on the way."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsRectItem

from desktop import motion


def test_a_flight_moves_and_scales_the_item_from_start_to_end() -> None:
    item = QGraphicsRectItem(0, 0, 10, 10)
    step = motion.flight(item, QPointF(0, 0), QPointF(100, 40), (1.0, 0.5))
    step(0.0)
    assert item.pos() == QPointF(0, 0) and item.scale() == 1.0
    step(0.5)
    assert item.pos() == QPointF(50, 20) and item.scale() == 0.75
    step(1.0)
    assert item.pos() == QPointF(100, 40) and item.scale() == 0.5


def test_a_flight_without_scales_keeps_the_size() -> None:
    item = QGraphicsRectItem(0, 0, 10, 10)
    item.setScale(2.0)
    motion.flight(item, QPointF(5, 5), QPointF(15, 5))(0.5)
    assert item.pos() == QPointF(10, 5) and item.scale() == 2.0
