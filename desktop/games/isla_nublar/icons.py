"""The symbols on Isla Nublar's cards, drawn as vectors in any square: one per action (a drop of
amber, a crate, a card drawn, an eye shut for Hide, a bell for Distraction, a list for Inventory,
a bin for Wear, an arrow up for Upgrade, a tent with an arrow for Relocate, amber into a crate
for Small Change, a shield for Countermeasure) and the picture of what a scoring card counts.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF

from core.games.isla_nublar.schema import LANDSCAPES
from desktop import theme
from desktop.games.isla_nublar.island import paint_landscape
from desktop.games.isla_nublar.pieces import paint_amber, paint_camp_icon, paint_crate_icon


def _icon_pen(painter: QPainter, icon: QRectF, token: str = "ink") -> None:
    pen = QPen(theme.colour(token), icon.width() * 0.09)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _draw(painter: QPainter, icon: QRectF) -> None:
    """A card with a plus: cards drawn."""
    card = QRectF(
        icon.left() + icon.width() * 0.18,
        icon.top() + icon.height() * 0.08,
        icon.width() * 0.55,
        icon.height() * 0.8,
    )
    painter.save()
    painter.setPen(QPen(theme.colour("in_blue_card"), icon.width() * 0.07))
    painter.setBrush(theme.colour("in_blue_band"))
    painter.drawRoundedRect(card, icon.width() * 0.08, icon.width() * 0.08)
    _icon_pen(painter, icon)
    middle = QPointF(card.right(), card.bottom() - icon.height() * 0.12)
    painter.drawLine(
        QPointF(middle.x() - icon.width() * 0.16, middle.y()),
        QPointF(middle.x() + icon.width() * 0.16, middle.y()),
    )
    painter.drawLine(
        QPointF(middle.x(), middle.y() - icon.width() * 0.16),
        QPointF(middle.x(), middle.y() + icon.width() * 0.16),
    )
    painter.restore()


def _hide(painter: QPainter, icon: QRectF) -> None:
    """An eye shut."""
    painter.save()
    _icon_pen(painter, icon)
    lid = QPainterPath(QPointF(icon.left(), icon.center().y()))
    lid.quadTo(QPointF(icon.center().x(), icon.bottom()), QPointF(icon.right(), icon.center().y()))
    painter.drawPath(lid)
    for share in (0.25, 0.5, 0.75):
        x = icon.left() + icon.width() * share
        y = icon.center().y() + icon.height() * (0.3 if share == 0.5 else 0.24)
        painter.drawLine(QPointF(x, y), QPointF(x, y + icon.height() * 0.16))
    painter.restore()


def _distract(painter: QPainter, icon: QRectF) -> None:
    """A bell."""
    painter.save()
    _icon_pen(painter, icon)
    bell = QPainterPath(QPointF(icon.left() + icon.width() * 0.15, icon.bottom() - icon.height() * 0.2))
    bell.quadTo(
        QPointF(icon.left() + icon.width() * 0.25, icon.top()),
        QPointF(icon.center().x(), icon.top() + icon.height() * 0.1),
    )
    bell.quadTo(
        QPointF(icon.right() - icon.width() * 0.25, icon.top()),
        QPointF(icon.right() - icon.width() * 0.15, icon.bottom() - icon.height() * 0.2),
    )
    bell.closeSubpath()
    painter.setBrush(theme.colour("in_amber"))
    painter.drawPath(bell)
    painter.drawEllipse(
        QPointF(icon.center().x(), icon.bottom() - icon.height() * 0.1),
        icon.width() * 0.08,
        icon.width() * 0.08,
    )
    painter.restore()


def _inventory(painter: QPainter, icon: QRectF) -> None:
    """A list with ticks."""
    painter.save()
    _icon_pen(painter, icon)
    for row in range(3):
        y = icon.top() + icon.height() * (0.2 + row * 0.3)
        painter.drawLine(
            QPointF(icon.left() + icon.width() * 0.1, y),
            QPointF(icon.left() + icon.width() * 0.22, y + icon.height() * 0.08),
        )
        painter.drawLine(
            QPointF(icon.left() + icon.width() * 0.22, y + icon.height() * 0.08),
            QPointF(icon.left() + icon.width() * 0.36, y - icon.height() * 0.08),
        )
        painter.drawLine(
            QPointF(icon.left() + icon.width() * 0.48, y), QPointF(icon.right() - icon.width() * 0.06, y)
        )
    painter.restore()


def _wear(painter: QPainter, icon: QRectF) -> None:
    """A bin."""
    painter.save()
    _icon_pen(painter, icon)
    body = QPolygonF(
        [
            QPointF(icon.left() + icon.width() * 0.2, icon.top() + icon.height() * 0.3),
            QPointF(icon.left() + icon.width() * 0.28, icon.bottom()),
            QPointF(icon.right() - icon.width() * 0.28, icon.bottom()),
            QPointF(icon.right() - icon.width() * 0.2, icon.top() + icon.height() * 0.3),
        ]
    )
    painter.drawPolygon(body)
    painter.drawLine(
        QPointF(icon.left() + icon.width() * 0.1, icon.top() + icon.height() * 0.18),
        QPointF(icon.right() - icon.width() * 0.1, icon.top() + icon.height() * 0.18),
    )
    painter.drawLine(
        QPointF(icon.center().x() - icon.width() * 0.1, icon.top() + icon.height() * 0.05),
        QPointF(icon.center().x() + icon.width() * 0.1, icon.top() + icon.height() * 0.05),
    )
    painter.restore()


def _upgrade(painter: QPainter, icon: QRectF) -> None:
    """An arrow up."""
    painter.save()
    _icon_pen(painter, icon, "in_blue_card")
    painter.setBrush(theme.colour("in_blue_band"))
    arrow = QPolygonF(
        [
            QPointF(icon.center().x(), icon.top()),
            QPointF(icon.right() - icon.width() * 0.08, icon.top() + icon.height() * 0.45),
            QPointF(icon.center().x() + icon.width() * 0.16, icon.top() + icon.height() * 0.45),
            QPointF(icon.center().x() + icon.width() * 0.16, icon.bottom()),
            QPointF(icon.center().x() - icon.width() * 0.16, icon.bottom()),
            QPointF(icon.center().x() - icon.width() * 0.16, icon.top() + icon.height() * 0.45),
            QPointF(icon.left() + icon.width() * 0.08, icon.top() + icon.height() * 0.45),
        ]
    )
    painter.drawPolygon(arrow)
    painter.restore()


def _relocate(painter: QPainter, icon: QRectF) -> None:
    """A tent with an arrow beside it."""
    tent = QRectF(icon.left(), icon.top() + icon.height() * 0.3, icon.width() * 0.55, icon.height() * 0.6)
    paint_camp_icon(painter, tent, theme.colour("in_crate"))
    painter.save()
    _icon_pen(painter, icon)
    y = icon.top() + icon.height() * 0.25
    painter.drawLine(QPointF(icon.left() + icon.width() * 0.4, y), QPointF(icon.right(), y))
    painter.drawLine(
        QPointF(icon.right(), y), QPointF(icon.right() - icon.width() * 0.16, y - icon.height() * 0.14)
    )
    painter.drawLine(
        QPointF(icon.right(), y), QPointF(icon.right() - icon.width() * 0.16, y + icon.height() * 0.14)
    )
    painter.restore()


def paint_small_change(painter: QPainter, icon: QRectF) -> None:
    """Amber turning into a crate."""
    half = icon.width() * 0.48
    paint_amber(painter, QRectF(icon.left(), icon.top(), half, half * 1.2))
    paint_crate_icon(painter, QRectF(icon.right() - half, icon.bottom() - half, half, half))


def _countermeasure(painter: QPainter, icon: QRectF) -> None:
    """A shield."""
    painter.save()
    _icon_pen(painter, icon, "in_blue_card")
    painter.setBrush(theme.colour("in_blue_band"))
    shield = QPainterPath(QPointF(icon.center().x(), icon.top()))
    shield.lineTo(QPointF(icon.right() - icon.width() * 0.1, icon.top() + icon.height() * 0.15))
    shield.quadTo(
        QPointF(icon.right() - icon.width() * 0.1, icon.bottom() - icon.height() * 0.2),
        QPointF(icon.center().x(), icon.bottom()),
    )
    shield.quadTo(
        QPointF(icon.left() + icon.width() * 0.1, icon.bottom() - icon.height() * 0.2),
        QPointF(icon.left() + icon.width() * 0.1, icon.top() + icon.height() * 0.15),
    )
    shield.closeSubpath()
    painter.drawPath(shield)
    painter.restore()


def _crates(painter: QPainter, icon: QRectF) -> None:
    paint_crate_icon(
        painter,
        icon.adjusted(icon.width() * 0.08, icon.width() * 0.08, -icon.width() * 0.08, -icon.width() * 0.08),
    )


def _amber(painter: QPainter, icon: QRectF) -> None:
    paint_amber(painter, icon.adjusted(icon.width() * 0.14, 0, -icon.width() * 0.14, 0))


ICONS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "amber": _amber,
    "crates": _crates,
    "draw": _draw,
    "hide": _hide,
    "distract": _distract,
    "inventory": _inventory,
    "wear": _wear,
    "upgrade": _upgrade,
    "relocate": _relocate,
    "small_change": paint_small_change,
    "countermeasure": _countermeasure,
}


def paint_picture(painter: QPainter, room: QRectF, kind: str, landscape: str) -> None:
    middle = room.center()
    size = min(room.width(), room.height()) * 0.3
    if kind == "landscape":
        paint_landscape(painter, middle, landscape, size * 1.3)
    elif kind == "neighbour":
        paint_landscape(painter, middle, landscape, size * 0.8)
        _ring(painter, middle, size)
    elif kind == "variety":
        for index, shown in enumerate(LANDSCAPES):
            x = room.left() + room.width() * (0.1 + 0.2 * index)
            paint_landscape(
                painter,
                QPointF(x, middle.y() + (size * 0.5 if index % 2 else -size * 0.3)),
                shown,
                size * 0.55,
            )
    elif kind == "stacks":
        for level in range(3):
            box = QRectF(
                middle.x() - size, middle.y() - size * 0.2 - level * size * 0.4, size * 2, size * 1.2
            )
            paint_camp_icon(painter, box, theme.colour("in_crate").darker(100 + 20 * (2 - level)))
    elif kind == "connections":
        painter.save()
        _icon_pen(painter, QRectF(0, 0, size * 0.6, size))
        painter.drawLine(QPointF(middle.x() - size, middle.y()), QPointF(middle.x() + size, middle.y()))
        painter.restore()
        for side in (-size, size):
            paint_camp_icon(
                painter,
                QRectF(middle.x() + side - size * 0.5, middle.y() - size * 0.6, size, size * 0.9),
                theme.colour("in_crate"),
            )
    elif kind == "columns":
        for row in (-1.0, 0.0, 1.0):
            paint_camp_icon(
                painter,
                QRectF(
                    middle.x() - size * 0.4,
                    middle.y() + row * size * 0.75 - size * 0.35,
                    size * 0.8,
                    size * 0.65,
                ),
                theme.colour("in_crate"),
            )
    elif kind == "groups":
        for dx, dy in ((-0.6, 0.2), (0.6, 0.2), (0.0, -0.5)):
            paint_camp_icon(
                painter,
                QRectF(
                    middle.x() + dx * size - size * 0.45,
                    middle.y() + dy * size - size * 0.4,
                    size * 0.9,
                    size * 0.8,
                ),
                theme.colour("in_crate"),
            )
    elif kind == "river":
        painter.save()
        pen = QPen(theme.colour("in_river"), size * 0.3)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        wave = QPainterPath(QPointF(room.left() + room.width() * 0.1, middle.y()))
        wave.cubicTo(
            QPointF(middle.x() - size, middle.y() - size),
            QPointF(middle.x() + size, middle.y() + size),
            QPointF(room.right() - room.width() * 0.1, middle.y()),
        )
        painter.drawPath(wave)
        painter.restore()
        paint_camp_icon(
            painter,
            QRectF(middle.x() - size * 0.45, middle.y() - size * 1.1, size * 0.9, size * 0.8),
            theme.colour("in_crate"),
        )
    else:  # the front line: camps along the volcanoes' edge
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("in_volcano"))
        painter.drawRect(
            QRectF(
                room.left() + room.width() * 0.08,
                room.top() + room.height() * 0.1,
                room.width() * 0.84,
                size * 0.5,
            )
        )
        painter.restore()
        for place in (-1.0, 0.0, 1.0):
            paint_camp_icon(
                painter,
                QRectF(
                    middle.x() + place * size - size * 0.4, middle.y() - size * 0.1, size * 0.8, size * 0.7
                ),
                theme.colour("in_crate"),
            )


def _ring(painter: QPainter, middle: QPointF, size: float) -> None:
    painter.save()
    pen = QPen(theme.colour("ink_soft"), size * 0.08, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(middle, size * 1.35, size * 1.35)
    painter.restore()
