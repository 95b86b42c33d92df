"""The patrons' rows beside the board (the patrons variant): per patron its emblem and name, its
development tiles face up left to right (three A, two B, the final tile), each showing its reward
as the cards' icons (points as a number on a star), and every player's marker crate at the row's
start (under the name) or on the tile it entered last. A crate on the final tile has finished
that row: it carries a tick.

A tile's zoom writes its name, where it lies and its reward in words.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.isla_nublar.components import CardAction, Components, Tile
from core.games.isla_nublar.schema import FINAL, POINTS, STAGE_A
from desktop import theme
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.cards import paint_action
from desktop.games.isla_nublar.emblems import paint_emblem
from desktop.games.isla_nublar.names import patron_name
from desktop.games.isla_nublar.pieces import paint_crate
from desktop.scene.area import TableArea
from desktop.scene.paint import LEFT, draw_fitted, draw_text, rounded
from desktop.scene.seats import SeatLook
from desktop.text import Texts

TEXT = layout.TEXT
MARKER = 30.0  # a marker crate, when the tile's width holds the crates side by side at this size
REWARD_SHARE = 0.64  # of a tile's height: its reward; under it stand the markers
TILE_RATIO = 1.25  # the zoom's height / width
STAGE_TOKENS = {STAGE_A: "in_tile_a", FINAL: "in_tile_final"}


def paint_tile(painter: QPainter, rect: QRectF, tile: Tile, floor: float) -> QRectF:
    """The tile and its reward in the upper part of ``rect``; returns the room left under it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("card_edge"), max(2.0, rect.width() * 0.03)))
    painter.setBrush(theme.colour(STAGE_TOKENS.get(tile.stage, "in_tile_b")))
    painter.drawPath(rounded(rect, rect.width() * 0.1))
    reward = QRectF(rect.left(), rect.top() + 2, rect.width(), rect.height() * REWARD_SHARE - 2)
    paint_reward(painter, reward, tile.reward, floor)
    painter.restore()
    return QRectF(rect.left(), reward.bottom(), rect.width(), rect.bottom() - reward.bottom())


def paint_reward(painter: QPainter, room: QRectF, reward: CardAction, floor: float) -> None:
    """A card action's icon (with its number), or points as a number on a star."""
    if reward.kind != POINTS:
        paint_action(painter, room, reward, floor)
        return
    size = min(room.width(), room.height()) * 0.98
    middle = room.center()
    star = QPolygonF()
    for corner in range(10):
        reach = size / 2 if corner % 2 == 0 else size * 0.3
        angle = corner * 36.0 - 90.0
        radians = math.radians(angle)
        star.append(QPointF(middle.x() + reach * math.cos(radians), middle.y() + reach * math.sin(radians)))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("in_amber_dark"), size * 0.04))
    painter.setBrush(theme.colour("in_amber"))
    painter.drawPolygon(star)
    painter.restore()
    draw_text(painter, room, str(reward.amount), max(floor, size * 0.42), bold=True)


def marker_centres(room: QRectF, count: int) -> tuple[list[QPointF], float]:
    """Where ``count`` crates stand side by side in ``room``, and their size."""
    if count == 0:
        return [], 0.0
    size = min(MARKER, room.height() * 0.86, (room.width() - 6) / count - 2)
    step = size + 2
    left = room.center().x() - step * (count - 1) / 2
    return [QPointF(left + index * step, room.center().y()) for index in range(count)], size


def paint_tick(painter: QPainter, centre: QPointF, size: float) -> None:
    """A tick on a white disc: this crate's row is finished."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("in_finished"), size * 0.1))
    painter.setBrush(theme.colour("card"))
    painter.drawEllipse(centre, size / 2, size / 2)
    pen = QPen(theme.colour("in_finished"), size * 0.16)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.drawPolyline(
        QPolygonF(
            [
                QPointF(centre.x() - size * 0.24, centre.y()),
                QPointF(centre.x() - size * 0.06, centre.y() + size * 0.2),
                QPointF(centre.x() + size * 0.26, centre.y() - size * 0.18),
            ]
        )
    )
    painter.restore()


def paint_name_line(painter: QPainter, rect: QRectF, name: str) -> None:
    """The patron's name, bold where it fits at the table's size, else plain."""
    bold = QFontMetricsF(theme.font_px(TEXT, True)).horizontalAdvance(name) <= rect.width()
    draw_fitted(painter, rect, name, TEXT, bold=bold, align=LEFT, smallest=TEXT)


class PatronRows(TableArea):
    reach = 3.0  # the tiles' edges

    def __init__(self, parts: Components, looks: list[SeatLook], texts: Texts) -> None:
        super().__init__(layout.patrons_rect(len(parts.patrons)))
        self.parts, self.looks, self.texts = parts, looks, texts
        self.rows: tuple[tuple[int, ...], ...] = ()
        self.markers: tuple[tuple[int, ...], ...] = ()

    def show_state(
        self, rows: tuple[tuple[int, ...], ...], markers: tuple[tuple[int, ...], ...], texts: Texts
    ) -> None:
        self.rows, self.markers, self.texts = rows, markers, texts
        self.update()

    def seats_at(self, patron: int, entered: int) -> list[int]:
        """The seats whose marker in the patron's row has entered this many tiles."""
        return [seat for seat, held in enumerate(self.markers) if held[patron] == entered]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        parts, texts = self.parts, self.texts
        for patron, row in enumerate(self.rows):
            paint_emblem(painter, layout.emblem_rect(patron), parts.patrons[patron])
            paint_name_line(
                painter, layout.patron_name_rect(patron), patron_name(texts, parts.patrons[patron])
            )
            start = layout.patron_start_rect(patron)
            waiting = self.seats_at(patron, 0)
            room = QRectF(
                start.left(), start.top(), min(start.width(), len(waiting) * (MARKER + 4) + 6), start.height()
            )
            self._paint_markers(painter, room, waiting, finished=False)
            for position, tile in enumerate(row):
                rect = layout.tile_rect(patron, position, len(row))
                under = paint_tile(painter, rect, parts.tiles[tile], TEXT)
                here = self.seats_at(patron, position + 1)
                self._paint_markers(painter, under, here, finished=position == len(row) - 1)

    def _paint_markers(self, painter: QPainter, room: QRectF, seats: list[int], finished: bool) -> None:
        centres, size = marker_centres(room, len(seats))
        for seat, centre in zip(seats, centres, strict=True):
            paint_crate(painter, centre, size, self.looks[seat], 1, TEXT)
            if finished:
                paint_tick(painter, QPointF(centre.x() + size * 0.4, centre.y() - size * 0.4), size * 0.6)


def tile_zoom_paint(tile: Tile, name: str, words: str) -> Callable[[QPainter, QRectF], None]:
    """The tile large: its name on a band, its reward, then its whole text."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        width = rect.width()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.colour("card_edge"), width * 0.02))
        painter.setBrush(theme.colour(STAGE_TOKENS.get(tile.stage, "in_tile_b")))
        painter.drawPath(rounded(rect, width * 0.06))
        band = QRectF(rect.left() + width * 0.06, rect.top() + width * 0.05, width * 0.88, width * 0.16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("card"))
        painter.drawPath(rounded(band, width * 0.04))
        draw_fitted(painter, band, name, width * 0.08, bold=True, smallest=14.0)
        reward = QRectF(rect.left(), band.bottom() + width * 0.04, width, width * 0.34)
        paint_reward(painter, reward, tile.reward, 14.0)
        text = QRectF(
            rect.left() + width * 0.08,
            reward.bottom() + width * 0.04,
            width * 0.84,
            rect.bottom() - reward.bottom() - width * 0.08,
        )
        painter.setPen(theme.colour("ink"))
        painter.setFont(theme.font_px(14.0))
        painter.drawText(
            text,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
            words,
        )
        painter.restore()

    return paint
