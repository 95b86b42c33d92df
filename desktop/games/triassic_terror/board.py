"""Triassic Terror's board: the environments' quarters, their areas' rings and habitats, the
score track around them.

Each environment has its ground colour and a pattern (so it reads in grey scale); each
habitat is a ring sized by its rank with its points for this board side beside it; an
area under ash is veiled and carries the ash mark. The board is one cached item: it is
redrawn only when the ash changes or the words do.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.triassic_terror.components import Components
from core.games.triassic_terror.schema import HABITATS
from desktop import theme
from desktop.games.triassic_terror import layout
from desktop.games.triassic_terror.texts import environment_name
from desktop.scene.area import TableArea
from desktop.scene.paint import draw_text
from desktop.text import Texts

PATTERNS = (  # per environment in the file's order: a pattern that tells it apart in grey
    Qt.BrushStyle.HorPattern,
    Qt.BrushStyle.Dense6Pattern,
    Qt.BrushStyle.BDiagPattern,
    Qt.BrushStyle.DiagCrossPattern,
)
TENS = 10  # the score track numbers every tenth space


class BoardItem(TableArea):
    def __init__(self, parts: Components, side: str, texts: Texts) -> None:
        super().__init__(layout.board_rect())
        self.parts, self.side, self.texts = parts, side, texts
        self.ash: frozenset[int] = frozenset()
        self.setZValue(0)

    def show_state(self, ash: frozenset[int], texts: Texts) -> None:
        if ash != self.ash or texts is not self.texts:
            self.ash, self.texts = ash, texts
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_score_track(painter)
        for area in self.parts.areas:
            self._paint_area(painter, area.index)
        for environment in range(len(self.parts.environments)):
            rect = layout.environment_label(environment, len(self.parts.environments))
            name = environment_name(self.texts, environment)
            align = Qt.AlignmentFlag.AlignVCenter | (
                Qt.AlignmentFlag.AlignLeft if rect.left() < 0 else Qt.AlignmentFlag.AlignRight
            )
            draw_text(painter, rect, name, layout.TEXT * 1.2, bold=True, align=align)

    def _paint_area(self, painter: QPainter, index: int) -> None:
        area = self.parts.areas[index]
        environment = self.parts.environments[area.environment].id
        path = layout.area_path(area, self.parts)
        painter.setPen(QPen(theme.colour("card"), 5))
        painter.setBrush(theme.colour(f"tt_{environment}"))
        painter.drawPath(path)
        pattern = QBrush(theme.colour(f"tt_{environment}_mark"), PATTERNS[area.environment % len(PATTERNS)])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pattern)
        painter.drawPath(path)
        points = area.points[self.side]
        for habitat in range(len(HABITATS)):
            centre = layout.habitat_centre(area, self.parts, habitat)
            radius = layout.HABITAT_RADIUS[habitat]
            painter.setPen(QPen(theme.colour("ink_soft"), 3))
            painter.setBrush(theme.colour("tt_habitat"))
            painter.drawEllipse(centre, radius, radius)
            label = layout.points_centre(area, self.parts, habitat)
            size = layout.TEXT * 1.3
            plaque = QRectF(label.x() - size * 0.6, label.y() - size * 0.5, size * 1.2, size)
            painter.setPen(QPen(theme.colour("card_edge"), 2))
            painter.setBrush(theme.colour("plaque"))
            painter.drawRoundedRect(plaque, 8, 8)
            draw_text(painter, plaque, str(points[habitat]), layout.TEXT, bold=True)
        if index in self.ash:
            self._paint_ash(painter, path, area)

    def _paint_ash(self, painter: QPainter, path: QPainterPath, area: object) -> None:
        veil = theme.colour("tt_ash")
        veil.setAlphaF(0.45)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(veil)
        painter.drawPath(path)
        centre = path.boundingRect().center()
        # The ash marker: a dark cloud of three puffs, wherever the predators leave room.
        painter.setBrush(theme.colour("tt_ash"))
        painter.setPen(QPen(theme.colour("card"), 3))
        for dx, dy, radius in ((-16, 0, 16), (0, -10, 20), (18, 2, 15)):
            painter.drawEllipse(QPointF(centre.x() + dx, centre.y() + dy), radius, radius)

    def _paint_score_track(self, painter: QPainter) -> None:
        spaces = self.parts.score_spaces
        outer, inner = layout.SCORE_OUTER, layout.SCORE_INNER
        painter.setPen(QPen(theme.colour("card_edge"), 3))
        painter.setBrush(theme.colour("tt_score_ring"))
        ring = QPainterPath()
        ring.addEllipse(QPointF(0, 0), outer, outer)
        ring.addEllipse(QPointF(0, 0), inner, inner)
        painter.drawPath(ring)
        middle = (outer + inner) / 2
        for space in range(spaces):
            start = -90.0 + space * 360.0 / spaces
            painter.setPen(QPen(theme.colour("card_edge"), 2))
            painter.drawLine(layout.polar(inner, start), layout.polar(outer, start))
            if space % TENS == 0:
                centre = layout.polar(middle, layout.score_angle(space, spaces))
                box = QRectF(centre.x() - 30, centre.y() - 20, 60, 40)
                draw_text(painter, box, str(space), layout.TEXT, bold=True)
