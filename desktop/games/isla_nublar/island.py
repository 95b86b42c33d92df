"""Isla Nublar's island, drawn from the component file: landscapes with their patterns, the
volcanoes, the river along its hex edges, the four areas with their camp points, the exit.

Every landscape has its own pattern as well as its colour, so the island reads for
colour-blind players and in grey scale: flowers for the Park, peaks for the Mountain, trees
for the Forest, grass for the Plain, waves for the Lake; a volcano is dark with a glowing
crater. Where two areas meet, their common edges are drawn dark, and each area's plaque
beside the island names it and the points a camp there earns.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.engine import hexgrid
from core.games.isla_nublar.components import Components, Space
from desktop import theme
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.pieces import paint_camp_icon
from desktop.scene.paint import draw_text, rounded, soft_shadow
from desktop.text import Texts

R = layout.RADIUS
K = R / 50.0  # the patterns are drawn for a hex of radius 50
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")


def hexagon(middle: QPointF, radius: float = R) -> QPolygonF:
    return layout.hexboard.hexagon(middle, radius, layout.LAYOUT)


class IslandItem(QGraphicsItem):
    """The whole island in one item: it never changes during play (the pieces stand above it)."""

    def __init__(self, parts: Components, texts: Texts) -> None:
        super().__init__()
        self.parts = parts
        self.texts = texts
        self.setZValue(0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._bounds = QRectF(0, 0, layout.RIGHT - layout.GAP, self.exit_rect().bottom() + 4)

    def set_texts(self, texts: Texts) -> None:
        self.texts = texts
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def exit_rect(self) -> QRectF:
        tip = max((space for space in self.parts.spaces), key=lambda space: layout.centre(space.cell).y())
        exits = [
            layout.centre(space.cell)
            for space in self.parts.spaces
            if not space.volcano and self.parts.areas[space.area].exit
        ]
        middle = sum((point.x() for point in exits), 0.0) / max(1, len(exits))
        bottom = layout.centre(tip.cell).y() + layout.HEX_HEIGHT / 2
        return QRectF(middle - 120, bottom + 4, 240, layout.LINE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        parts = self.parts
        outline = QPainterPath()
        for space in parts.spaces:
            outline.addPolygon(hexagon(layout.centre(space.cell), R + 10))
        outline = outline.simplified()
        soft_shadow(painter, outline, QPointF(6, 10), 8)
        painter.setPen(QPen(theme.colour("in_lake_mark"), 3))
        painter.setBrush(theme.colour("in_sea"))
        painter.drawPath(outline)
        for space in parts.spaces:
            paint_space(painter, space)
        self._paint_area_borders(painter)
        self._paint_river(painter)
        self._paint_plaques(painter)
        self._paint_exit(painter)

    def _paint_area_borders(self, painter: QPainter) -> None:
        parts = self.parts
        pen = QPen(theme.colour("in_area_edge"), 6)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for space in parts.spaces:
            for other in space.neighbours:
                neighbour = parts.spaces[other]
                if other > space.index and neighbour.area != space.area:
                    side = hexgrid.edge_between(space.cell, neighbour.cell)
                    painter.drawLine(layout.HEXES.edge_line(side))

    def _paint_river(self, painter: QPainter) -> None:
        parts = self.parts
        for width, token in ((16, "in_hex_edge"), (10, "in_river")):
            pen = QPen(theme.colour(token), width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            for first, second in parts.river:
                side = hexgrid.edge_between(parts.spaces[first].cell, parts.spaces[second].cell)
                painter.drawLine(layout.HEXES.edge_line(side))

    def _paint_plaques(self, painter: QPainter) -> None:
        parts = self.parts
        for area in parts.areas:
            ys = [layout.centre(space.cell).y() for space in parts.spaces if space.area == area.index]
            rect = layout.area_label_rect(min(ys), max(ys))
            painter.setPen(QPen(theme.colour("card_edge"), 3))
            painter.setBrush(theme.colour("plaque"))
            painter.drawPath(rounded(rect, 14))
            top = QRectF(rect.left(), rect.top() + 6, rect.width(), layout.LINE)
            draw_text(painter, top, ROMAN[area.index % len(ROMAN)], layout.TEXT * 1.2, bold=True)
            low = QRectF(rect.left(), top.bottom() + 4, rect.width(), layout.LINE * 1.2)
            icon = QRectF(low.left() + rect.width() * 0.18, low.top() + 4, low.height() - 8, low.height() - 8)
            paint_camp_icon(painter, icon, theme.colour("ink_soft"))
            points = QRectF(icon.right() + 6, low.top(), rect.right() - icon.right() - 12, low.height())
            draw_text(painter, points, f"{area.points}", layout.TEXT * 1.4, bold=True)

    def _paint_exit(self, painter: QPainter) -> None:
        rect = self.exit_rect()
        pen = QPen(theme.colour("in_area_edge"), 5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        x, y = rect.left() + 22, rect.center().y()
        painter.drawLine(QPointF(x, y - 16), QPointF(x, y + 14))
        painter.drawLine(QPointF(x - 10, y + 4), QPointF(x, y + 14))
        painter.drawLine(QPointF(x + 10, y + 4), QPointF(x, y + 14))
        draw_text(painter, rect.adjusted(40, 0, 0, 0), table_text(self.texts, "exit"), layout.TEXT, bold=True)


def paint_space(painter: QPainter, space: Space) -> None:
    middle = layout.centre(space.cell)
    shape = hexagon(middle, R - 2)
    ground = "in_volcano" if space.volcano else f"in_{space.landscape}"
    painter.setPen(QPen(theme.colour("in_hex_edge"), 3))
    painter.setBrush(theme.colour(ground))
    painter.drawPolygon(shape)
    painter.save()
    clip = QPainterPath()
    clip.addPolygon(shape)
    painter.setClipPath(clip)
    if space.volcano:
        _volcano(painter, middle)
    else:
        PATTERNS[space.landscape](painter, middle)
    painter.restore()


def paint_landscape(painter: QPainter, middle: QPointF, landscape: str, radius: float) -> None:
    """A small hex of the landscape with its pattern (on a scoring card), ``radius`` its size."""
    painter.save()
    painter.translate(middle)
    painter.scale(radius / R, radius / R)
    shape = hexagon(QPointF(0, 0), R - 2)
    painter.setPen(QPen(theme.colour("in_hex_edge"), 4))
    painter.setBrush(theme.colour(f"in_{landscape}"))
    painter.drawPolygon(shape)
    clip = QPainterPath()
    clip.addPolygon(shape)
    painter.setClipPath(clip)
    PATTERNS[landscape](painter, QPointF(0, 0))
    painter.restore()


def _mark_pen(landscape: str, width: float = 3.5) -> QPen:
    pen = QPen(theme.colour(f"in_{landscape}_mark"), width * K)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _at(middle: QPointF, dx: float, dy: float) -> QPointF:
    return QPointF(middle.x() + dx * K, middle.y() + dy * K)


def _park(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_park_mark"))
    for dx, dy in ((-18, -12), (14, -16), (-4, 8), (20, 12), (-22, 18)):
        centre = _at(middle, dx, dy)
        for petal in range(4):
            offset = ((4, 0), (-4, 0), (0, 4), (0, -4))[petal]
            painter.drawEllipse(_at(centre, offset[0], offset[1]), 3.2 * K, 3.2 * K)


def _mountain(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(_mark_pen("mountain", 3))
    painter.setBrush(theme.colour("in_mountain_mark"))
    for dx, dy, size in ((-14, 6, 18), (12, 10, 14), (0, -14, 12)):
        peak = QPolygonF(
            [
                _at(middle, dx - size, dy + size * 0.6),
                _at(middle, dx, dy - size * 0.8),
                _at(middle, dx + size, dy + size * 0.6),
            ]
        )
        painter.drawPolygon(peak)


def _forest(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_forest_mark"))
    for dx, dy in ((-16, -4), (14, -10), (0, 14), (-26, 18), (26, 14)):
        tree = QPolygonF([_at(middle, dx - 9, dy + 8), _at(middle, dx, dy - 14), _at(middle, dx + 9, dy + 8)])
        painter.drawPolygon(tree)
        painter.drawRect(QRectF(_at(middle, dx - 2, dy + 8), _at(middle, dx + 2, dy + 13)))


def _plain(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(_mark_pen("plain", 3))
    for dx, dy in ((-20, -10), (10, -16), (-6, 10), (20, 8), (-26, 22)):
        base = _at(middle, dx, dy + 6)
        for lean in (-5, 0, 5):
            painter.drawLine(base, QPointF(base.x() + lean * K, base.y() - 11 * K))


def _lake(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(_mark_pen("lake"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for dy in (-14, 0, 14):
        wave = QPainterPath(_at(middle, -24, dy))
        for k in range(4):
            x = -24 + 12 * k
            wave.quadTo(_at(middle, x + 6, dy - 7 * (1 if k % 2 == 0 else -1)), _at(middle, x + 12, dy))
        painter.drawPath(wave)


def _volcano(painter: QPainter, middle: QPointF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_volcano_mark"))
    cone = QPolygonF([_at(middle, -30, 22), _at(middle, -8, -14), _at(middle, 8, -14), _at(middle, 30, 22)])
    painter.drawPolygon(cone)
    painter.setBrush(theme.colour("in_volcano"))
    painter.drawEllipse(_at(middle, 0, -14), 9 * K, 4 * K)


PATTERNS: dict[str, Callable[[QPainter, QPointF], None]] = {
    "park": _park,
    "mountain": _mountain,
    "forest": _forest,
    "plain": _plain,
    "lake": _lake,
}
