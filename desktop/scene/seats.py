"""Who is who on a table: a seat's name, colour and shape, its marker, its place's panel and title.

The shape follows the colour in theme order, the same pairing the side panel
uses (``desktop.seat_mark``), so a player is recognised without colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from core.engine.protocol import MatchConfig
from desktop import theme
from desktop.scene.paint import LEFT, RIGHT, draw_fitted, draw_text, outline, rounded, soft_shadow
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


def paint_seat_panel(
    painter: QPainter, rect: QRectF, radius: float, deciding: bool = False, fill: str = "seat_panel"
) -> None:
    """A player's place on the table: a rounded panel with a soft shadow, rimmed in the
    accent colour while that player decides."""
    frame = rounded(rect, radius)
    soft_shadow(painter, frame, QPointF(radius * 0.15, radius * 0.3), radius * 0.25)
    painter.save()
    painter.setPen(QPen(theme.colour("card_edge"), radius * 0.11))
    painter.setBrush(theme.colour(fill))
    painter.drawPath(frame)
    painter.restore()
    if deciding:  # inside the panel's edge, so it never reaches past the place's item
        rim = radius * 0.18
        outline(painter, rounded(rect.adjusted(rim, rim, -rim, -rim), radius - rim), "accent", radius * 0.36)


def paint_seat_title(
    painter: QPainter,
    rect: QRectF,
    look: SeatLook,
    pixels: float,
    score: str = "",
    smallest: float = 0.0,
    token: str = "ink",
) -> None:
    """A place's title line: the seat's shape, its name (cut short only below ``smallest``) and,
    at the right, its score."""
    height = rect.height()
    paint_seat_marker(painter, QPointF(rect.left() + height * 0.3, rect.center().y()), height * 0.55, look)
    name = rect.adjusted(height * 0.7, 0, 0, 0)
    if score:
        score_width = QFontMetricsF(theme.font_px(pixels, True)).horizontalAdvance(score) + pixels * 0.5
        draw_text(painter, rect, score, pixels, bold=True, align=RIGHT)
        name.setRight(rect.right() - score_width)
    draw_fitted(painter, name, look.name, pixels, token, bold=True, align=LEFT, smallest=smallest)


def paint_seat_head(
    painter: QPainter,
    rect: QRectF,
    look: SeatLook,
    score: str,
    deciding: bool,
    pad: float,
    line: float,
    pixels: float,
    smallest: float,
) -> QRectF:
    """A place's panel with its title line along the top, ``pad`` inside its edge; returns the
    title's rectangle, under which the game draws the rest of the place."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_seat_panel(painter, rect, 18, deciding)
    title = QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, line)
    paint_seat_title(painter, title, look, pixels, score, smallest=smallest)
    return title
