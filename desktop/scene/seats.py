"""Who is who on a table: a seat's name, colour and shape, and its marker.

The shape follows the colour in theme order, the same pairing the side panel
uses (``desktop.seat_mark``), so a player is recognised without colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPen

from core.engine.protocol import MatchConfig
from desktop import theme
from desktop.scene.shapes import shape_path
from desktop.seat_mark import shape_of


@dataclass(frozen=True)
class SeatLook:
    name: str
    colour: QColor
    shape: str


def seat_look(config: MatchConfig, seat: int) -> SeatLook:
    player = config.players[seat]
    return SeatLook(player.name, theme.seat_colour(player.colour), shape_of(player.colour))


def paint_seat_marker(painter: QPainter, centre: QPointF, size: float, look: SeatLook) -> None:
    """A seat's shape in its colour."""
    painter.save()
    painter.setPen(QPen(look.colour.darker(160), size * 0.08))
    painter.setBrush(look.colour)
    painter.drawPath(shape_path(look.shape, size).translated(centre))
    painter.restore()
