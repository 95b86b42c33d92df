"""Triassic Terror's pieces: herds (the seat's colour and shape, with their dinos' number), the
predators, the score markers and the marks a preview or a scoring leaves on the board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.triassic_terror import layout
from desktop.scene.paint import cache_drawing, draw_text, ink_on
from desktop.scene.seats import SeatLook
from desktop.scene.shapes import shape_path

T_REX, PTERODACTYL, RAPTOR = "t_rex", "pterodactyl", "raptor"
PREDATOR_LETTERS = {T_REX: "T", PTERODACTYL: "P", RAPTOR: "R"}


class HerdItem(QGraphicsItem):
    """A herd on its habitat: the seat's shape in its colour, the number of its dinos large."""

    def __init__(self, look: SeatLook) -> None:
        super().__init__()
        self.look = look
        self.dinos = 0
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_drawing(self)

    def show_dinos(self, dinos: int) -> None:
        if dinos != self.dinos:
            self.dinos = dinos
            self.update()

    def boundingRect(self) -> QRectF:
        size = layout.HERD_RADIUS * 2.2
        return QRectF(-size / 2, -size / 2, size, size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = layout.HERD_RADIUS * 2.1
        painter.setPen(QPen(self.look.colour.darker(170), 3))
        painter.setBrush(self.look.colour)
        painter.drawPath(shape_path(self.look.shape, size))
        box = QRectF(-size / 2, -size / 2, size, size)
        draw_text(
            painter, box, str(self.dinos), layout.TEXT * 1.1, bold=True, colour=ink_on(self.look.colour)
        )


class PredatorItem(QGraphicsItem):
    """A predator: a dark disc with its letter, rimmed in its owner's colour when it has one."""

    def __init__(self, kind: str, pips: int = 0) -> None:
        super().__init__()
        self.kind = kind
        self.label = PREDATOR_LETTERS[kind]
        self.pips = pips  # which raptor: one pip or two
        self.owner: QColor | None = None
        self.setZValue(6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_drawing(self)

    def show_owner(self, owner: QColor | None) -> None:
        if owner != self.owner:
            self.owner = owner
            self.update()

    def boundingRect(self) -> QRectF:
        size = layout.PREDATOR_RADIUS * 2.6
        return QRectF(-size / 2, -size / 2, size, size)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_predator(
            painter, QPointF(0, 0), layout.PREDATOR_RADIUS, self.kind, self.label, self.owner, self.pips
        )


def paint_predator(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    kind: str,
    label: str,
    owner: QColor | None,
    pips: int = 0,
) -> None:
    """A predator's shape (the T-Rex round, the pterodactyl a diamond, a raptor square with its
    number as pips under its letter), dark or in its owner's colour."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rim = owner if owner is not None else theme.colour("card")
    painter.setPen(QPen(rim, radius * 0.28))
    fill = owner if owner is not None else theme.colour("tt_predator")
    painter.setBrush(fill)
    if kind == PTERODACTYL:  # wings: a diamond
        path = shape_path("diamond", radius * 2.4).translated(centre)
    elif kind == RAPTOR:
        path = shape_path("square", radius * 2.4).translated(centre)
    else:
        path = QPainterPath()
        path.addEllipse(centre, radius * 1.15, radius * 1.15)
    painter.drawPath(path)
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    draw_text(painter, box, label, layout.TEXT, bold=True, colour=ink_on(fill))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink_on(fill))
    for pip in range(pips):
        x = centre.x() + (pip - (pips - 1) / 2) * radius * 0.5
        painter.drawEllipse(QPointF(x, centre.y() + radius * 0.8), radius * 0.13, radius * 0.13)
    painter.restore()


class MarksItem(QGraphicsItem):
    """Numbers laid over the board: a preview's changes ("+2", "-1", a cross for a herd that
    dies) or the points each habitat won at the last scoring."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.marks: list[tuple[QPointF, str, QColor]] = []  # where, what, its plaque's colour
        self.setZValue(8)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_drawing(self)

    def show_marks(self, marks: list[tuple[QPointF, str, QColor]]) -> None:
        if marks != self.marks:
            self.marks = marks
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = layout.TEXT * 1.2
        for centre, text, fill in self.marks:
            width = max(size * 1.3, size * 0.62 * len(text) + size * 0.5)
            plaque = QRectF(centre.x() - width / 2, centre.y() - size * 0.55, width, size * 1.1)
            painter.setPen(QPen(theme.colour("ink"), 2.5))
            painter.setBrush(fill)
            painter.drawRoundedRect(plaque, size * 0.3, size * 0.3)
            draw_text(painter, plaque, text, layout.TEXT, bold=True, colour=ink_on(fill))
