"""Isla Nublar's pieces: the four dinosaurs, the crates and the camps, drawn as vectors.

The dinosaurs are our own silhouettes, each a different outline (the plated back, the
frilled and horned head, the spread wings, the big upright head), so they tell apart
without colour. A crate is the seat's shape in its colour with planks across and the
count when several; a camp is a tent in the owner's colour with its shape on it. A stack
of camps is drawn bottom up, each higher one a little up and in front, so buried camps
stay visible as layers under the top one.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from desktop import theme
from desktop.scene.paint import draw_text, ink_on
from desktop.scene.seats import SeatLook
from desktop.scene.shapes import shape_path

DINOSAUR_IDS = ("stegosaurus", "triceratops", "pteranodon", "t_rex")


def _unit(points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def dinosaur_path(dinosaur: str) -> QPainterPath:
    """The dinosaur's silhouette in a unit square around (0, 0), facing right."""
    path = QPainterPath()
    if dinosaur == "stegosaurus":
        path.addEllipse(QPointF(0.0, 0.08), 0.32, 0.17)
        path.addPolygon(_unit([(-0.3, 0.05), (-0.5, 0.12), (-0.28, 0.16)]))  # tail
        path.addEllipse(QPointF(0.36, 0.12), 0.09, 0.06)  # head
        for x in (-0.2, -0.07, 0.06, 0.18):  # the plates along the back
            path.addPolygon(_unit([(x - 0.07, -0.04), (x, -0.3), (x + 0.07, -0.04)]))
        for x in (-0.18, 0.16):
            path.addRect(QRectF(x, 0.18, 0.07, 0.18))
    elif dinosaur == "triceratops":
        path.addEllipse(QPointF(-0.08, 0.1), 0.3, 0.18)
        path.addEllipse(QPointF(0.22, -0.02), 0.16, 0.22)  # the frill
        path.addEllipse(QPointF(0.32, 0.08), 0.11, 0.08)  # head
        path.addPolygon(_unit([(0.3, -0.02), (0.5, -0.14), (0.36, 0.02)]))  # horns
        path.addPolygon(_unit([(0.38, 0.08), (0.5, 0.02), (0.42, 0.12)]))
        path.addPolygon(_unit([(-0.36, 0.06), (-0.5, 0.14), (-0.34, 0.16)]))
        for x in (-0.26, 0.08):
            path.addRect(QRectF(x, 0.2, 0.08, 0.16))
    elif dinosaur == "pteranodon":
        path.addPolygon(
            _unit(
                [(-0.5, -0.05), (-0.2, -0.2), (-0.04, 0.0), (0.04, 0.0), (0.2, -0.2), (0.5, -0.05),
                 (0.22, 0.02), (0.06, 0.16), (-0.06, 0.16), (-0.22, 0.02)]
            )
        )  # fmt: skip
        path.addPolygon(_unit([(-0.02, -0.02), (0.06, -0.3), (0.1, -0.26), (0.32, -0.2), (0.08, -0.14)]))
    else:  # the T-Rex: upright, big head, small arms
        path.addEllipse(QPointF(-0.05, 0.06), 0.2, 0.22)
        path.addEllipse(QPointF(0.2, -0.26), 0.17, 0.11)  # head
        path.addRect(QRectF(0.02, -0.28, 0.12, 0.2))  # neck
        path.addPolygon(_unit([(-0.2, 0.1), (-0.5, 0.38), (-0.12, 0.24)]))  # tail
        path.addRect(QRectF(0.12, -0.04, 0.14, 0.04))  # arm
        for x in (-0.14, 0.02):
            path.addRect(QRectF(x, 0.22, 0.08, 0.2))
    return path.simplified()


def paint_dinosaur(painter: QPainter, centre: QPointF, size: float, dinosaur: str) -> None:
    """A round token with the dinosaur's silhouette, ``size`` across."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("in_dinosaur"), size * 0.06))
    painter.setBrush(theme.colour("in_dinosaur_token"))
    painter.drawEllipse(centre, size / 2, size / 2)
    painter.translate(centre)
    painter.scale(size * 0.9, size * 0.9)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_dinosaur"))
    painter.drawPath(dinosaur_path(dinosaur))
    painter.restore()


def paint_crate(
    painter: QPainter, centre: QPointF, size: float, look: SeatLook, count: int, pixels: float
) -> None:
    """A seat's crates on a space: its shape in its colour, planks across, the count when several."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = shape_path(look.shape, size).translated(centre)
    painter.setPen(QPen(look.colour.darker(170), size * 0.08))
    painter.setBrush(look.colour)
    painter.drawPath(outline)
    painter.setClipPath(outline)
    plank = QColor(look.colour.darker(130))
    painter.setPen(QPen(plank, size * 0.05))
    for offset in (-0.22, 0.22):
        y = centre.y() + offset * size
        painter.drawLine(QPointF(centre.x() - size, y), QPointF(centre.x() + size, y))
    painter.restore()
    if count > 1:
        box = QRectF(centre.x() - size, centre.y() - size / 2, 2 * size, size)
        draw_text(painter, box, str(count), pixels, bold=True, colour=ink_on(look.colour))


def camp_path(rect: QRectF) -> QPainterPath:
    """A tent: a roof over a low wall, filling ``rect``."""
    left, right, top, bottom = rect.left(), rect.right(), rect.top(), rect.bottom()
    width = rect.width()
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [QPointF(left, bottom), QPointF(left + width * 0.08, top + rect.height() * 0.45),
             QPointF(left + width / 2, top), QPointF(right - width * 0.08, top + rect.height() * 0.45),
             QPointF(right, bottom)]
        )
    )  # fmt: skip
    path.closeSubpath()
    return path


def paint_camp(painter: QPainter, rect: QRectF, look: SeatLook, top: bool = True) -> None:
    """A camp in its owner's colour with the owner's shape on it; a buried one a little darker."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(look.colour) if top else QColor(look.colour.darker(135))
    painter.setPen(QPen(look.colour.darker(190), rect.width() * 0.06))
    painter.setBrush(fill)
    painter.drawPath(camp_path(rect))
    mark = shape_path(look.shape, rect.width() * 0.36).translated(
        QPointF(rect.center().x(), rect.top() + rect.height() * 0.66)
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink_on(fill))
    painter.drawPath(mark)
    painter.restore()


def paint_camp_icon(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A plain camp, for counts and the areas' points."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(150), rect.width() * 0.06))
    painter.setBrush(colour)
    painter.drawPath(camp_path(rect))
    painter.restore()


def paint_crate_icon(painter: QPainter, rect: QRectF) -> None:
    """A plain crate, for counts and a card's crate action."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("in_crate_dark"), rect.width() * 0.07))
    painter.setBrush(theme.colour("in_crate"))
    painter.drawRoundedRect(rect, rect.width() * 0.1, rect.width() * 0.1)
    painter.drawLine(rect.topLeft(), rect.bottomRight())
    painter.drawLine(rect.topRight(), rect.bottomLeft())
    painter.restore()


def paint_amber(painter: QPainter, rect: QRectF) -> None:
    """A drop of amber, for the pool and a card's amber action."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath(QPointF(rect.center().x(), rect.top()))
    path.cubicTo(
        QPointF(rect.right() + rect.width() * 0.1, rect.top() + rect.height() * 0.55),
        QPointF(rect.right() - rect.width() * 0.05, rect.bottom()),
        QPointF(rect.center().x(), rect.bottom()),
    )
    path.cubicTo(
        QPointF(rect.left() + rect.width() * 0.05, rect.bottom()),
        QPointF(rect.left() - rect.width() * 0.1, rect.top() + rect.height() * 0.55),
        QPointF(rect.center().x(), rect.top()),
    )
    painter.setPen(QPen(theme.colour("in_amber_dark"), rect.width() * 0.07))
    painter.setBrush(theme.colour("in_amber"))
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("highlight"))
    painter.drawEllipse(
        QPointF(rect.center().x() - rect.width() * 0.12, rect.top() + rect.height() * 0.55),
        rect.width() * 0.08,
        rect.height() * 0.1,
    )
    painter.restore()
