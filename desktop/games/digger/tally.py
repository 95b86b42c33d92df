"""A player's round scoring (the state's last tally), shown in their trick slot once a round is scored.

Per species: the won cards' count (cards of value 1-3 counting double) and,
where the player took that species' token, the token with a gold ring.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.digger.components import Components
from desktop import theme
from desktop.games.digger.cards import paint_token
from desktop.games.digger.items import READABLE
from desktop.scene.area import TableArea
from desktop.scene.paint import LEFT, draw_fitted


class TallyItem(TableArea):
    def __init__(self, rect: QRectF, parts: Components) -> None:
        super().__init__(rect)
        self.parts = parts
        # The gold ring around a token taken reaches a little out of its row, at the top one too.
        reach = rect.height() / len(parts.species) * 0.1
        self._bounds = rect.adjusted(-reach, -reach, reach, reach)
        self.row: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        self.setZValue(2)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_row(self, counts: tuple[int, ...] | None, awarded: tuple[int, ...] = ()) -> None:
        row = None if counts is None else (counts, awarded)
        if row != self.row:
            self.row = row
            self.setVisible(row is not None)
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.row is None:
            return
        counts, awarded = self.row
        species = len(self.parts.species)
        height = self.rect.height() / species
        size = min(height * 0.78, self.rect.width() * 0.22)
        for index in range(species):
            top = self.rect.top() + index * height
            centre = QPointF(self.rect.left() + size * 0.75, top + height / 2)
            took = index < len(awarded) and awarded[index] > 0
            painter.save()
            painter.setOpacity(1.0 if counts[index] or took else 0.35)
            paint_token(painter, centre, size, self.parts, index)
            painter.restore()
            if took:
                painter.save()
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setPen(QPen(theme.colour("last_move"), size * 0.14))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, size * 0.62, size * 0.62)
                painter.restore()
            text = QRectF(centre.x() + size * 0.8, top, self.rect.right() - centre.x() - size * 0.8, height)
            label = f"{counts[index]}" + ("  +1" if took else "")
            draw_fitted(
                painter,
                text,
                label,
                max(READABLE, height * 0.55),
                token="ink" if took else "ink_soft",
                bold=took,
                align=LEFT,
                smallest=READABLE,
            )
