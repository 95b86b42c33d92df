"""The players' markers on the score track around the board; markers on one space stand side by side."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from desktop.games.triassic_terror import layout
from desktop.scene.area import TableArea
from desktop.scene.seats import SeatLook, paint_seat_marker

MARKER = 34.0
SHIFT = 0.9  # a marker beside another on the same space stands this many spaces on


class ScoreMarkers(TableArea):
    def __init__(self, rect: QRectF, looks: list[SeatLook], spaces: int) -> None:
        super().__init__(rect.adjusted(-MARKER, -MARKER, MARKER, MARKER))
        self.looks, self.spaces = looks, spaces
        self.scores: tuple[int, ...] = ()
        self.setZValue(7)

    def show_state(self, scores: tuple[int, ...]) -> None:
        if scores != self.scores:
            self.scores = scores
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = (layout.SCORE_INNER + layout.SCORE_OUTER) / 2
        taken: dict[int, int] = {}
        for seat, score in enumerate(self.scores):
            space = score % self.spaces
            beside = taken.get(space, 0)
            taken[space] = beside + 1
            angle = layout.score_angle(space, self.spaces) + beside * SHIFT * 360.0 / self.spaces
            paint_seat_marker(painter, layout.polar(radius, angle), MARKER, self.looks[seat])
