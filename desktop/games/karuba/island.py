"""One player's island on the table: ground, tiles, temples and adventurers.

The same item draws the large island (interactive, at full size) and the
thumbnails on the player cards (scaled down, for looking only). ``show``
updates it from the state cheaply: tiles are created or dropped only where
the grid changed, pieces only move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.games.karuba.components import Components, Tile
from core.games.karuba.state import (
    BEACH,
    SETUP_BEACH,
    SETUP_JUNGLE,
    TEMPLE,
    KarubaState,
    is_beach,
    is_field,
    is_temple,
)
from desktop import theme
from desktop.games.karuba import art
from desktop.games.karuba.layout import (
    BAND,
    LABEL_INSET,
    SLOT_INSET,
    SMALLEST_TEXT,
    coast_point,
    field_centre,
    island_rect,
    land_rect,
    units,
)
from desktop.games.karuba.texts import field_name
from desktop.scene.paint import cache_drawing, draw_text, rounded
from desktop.scene.spot import NO_MARKS, HotSpot, Marks, Spot, SpotHandler
from desktop.theme import UNIT

TEMPLE_PAWN_SCALE = 0.7
BEACH_SPOT_RADIUS = 0.34
JUNGLE_SPOT_RADIUS = 0.37
TILE_BOUNDS = art.tile_rect(0).adjusted(-UNIT * 0.12, -UNIT * 0.12, UNIT * 0.12, UNIT * 0.12)
TEMPLE_BOUNDS = (
    art.temple_outline().boundingRect().adjusted(-UNIT * 0.06, -UNIT * 0.06, UNIT * 0.08, UNIT * 0.1)
)


@dataclass(frozen=True)
class PieceLook:
    fill: QColor
    symbol: str


def piece_looks(parts: Components) -> list[PieceLook]:
    return [PieceLook(QColor(colour.fill), colour.symbol) for colour in parts.colours]


class TileItem(QGraphicsItem):
    """A placed tile; its look is cached, it changes only when its token is taken."""

    def __init__(self, tile: Tile, token: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.token = token
        self.setZValue(1)
        cache_drawing(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_token(self, token: str) -> None:
        if token != self.token:
            self.token = token
            self.update()

    def boundingRect(self) -> QRectF:
        return TILE_BOUNDS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        detail = option.levelOfDetailFromTransform(painter.worldTransform())
        art.paint_tile(painter, self.tile, self.token, number=detail * UNIT * 0.15 >= 6)


class TempleItem(QGraphicsItem):
    def __init__(self, look: PieceLook, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.look = look
        self.setZValue(2)
        cache_drawing(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return TEMPLE_BOUNDS

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.paint_temple(painter, self.look.fill, self.look.symbol)


def _pawn_ring() -> QPainterPath:
    ring = QPainterPath()
    ring.addEllipse(QPointF(0, UNIT * 0.02), UNIT * 0.3, UNIT * 0.33)
    return ring


class PawnItem(HotSpot):
    """An adventurer: a hot spot itself, so it can be lit, picked and previewed."""

    def __init__(
        self, colour: int, look: PieceLook, handler: SpotHandler | None, parent: QGraphicsItem, weight: float
    ) -> None:
        super().__init__(("pawn", colour), _pawn_ring(), handler, parent, weight)
        self.colour = colour
        self.look = look
        self.location = -1
        self.setZValue(4)
        # The ring and the figure never change: the bounds and the shape are worked out once.
        self._pawn_bounds = (
            super().boundingRect().united(art.pawn_outline().boundingRect().adjusted(-8, -8, 14, 14))
        )
        self._pawn_shape = art.pawn_outline().united(self.outline_path())

    def set_location(self, location: int) -> None:
        if location != self.location:
            self.location = location
            self.update()  # in a temple it is drawn with a rim

    def boundingRect(self) -> QRectF:
        return self._pawn_bounds

    def shape(self) -> QPainterPath:
        return self._pawn_shape

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_marks(painter, self.outline_path())
        # In its temple the pawn stands against its own colour: a light rim keeps it visible.
        art.paint_pawn(painter, self.look.fill, self.look.symbol, rim=is_temple(self.location))


class IslandView(QGraphicsItem):
    """The island of one seat; ``handler`` None makes it a thumbnail for looking only."""

    def __init__(
        self,
        parts: Components,
        handler: SpotHandler | None,
        weight: float = 1.0,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.parts = parts
        self.seat = -1
        self.detailed = handler is not None
        self.looks = piece_looks(parts)
        cache_drawing(self)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        rim = UNIT * 0.01  # half the water's outline lies outside the island
        self._bounds = island_rect(parts).adjusted(-rim, -rim, rim, rim)
        self.spots: dict[Spot, HotSpot] = {}
        for field in range(parts.fields):
            rect = QRectF(-UNIT / 2, -UNIT / 2, UNIT, UNIT).adjusted(4, 4, -4, -4)
            spot = HotSpot(("field", field), rounded(rect, UNIT * 0.09), handler, self, weight)
            spot.setPos(field_centre(parts, field))
            spot.setZValue(3)
            self.spots[spot.spot] = spot
        for kind, positions, radius in (
            ("beach", parts.beach, BEACH_SPOT_RADIUS),
            ("jungle", parts.jungle, JUNGLE_SPOT_RADIUS),
        ):
            for index, position in enumerate(positions, start=1):
                circle = QPainterPath()
                circle.addEllipse(QPointF(0, 0), units(radius), units(radius))
                spot = HotSpot((kind, index), circle, handler, self, weight)
                spot.setPos(coast_point(parts, position, SLOT_INSET[kind]))
                spot.setZValue(3)
                self.spots[spot.spot] = spot
        self.temples = [TempleItem(look, self) for look in self.looks]
        self.pawns = [PawnItem(c, look, handler, self, weight) for c, look in enumerate(self.looks)]
        for item in (*self.temples, *self.pawns):
            item.hide()
        self.tiles: dict[int, TileItem] = {}
        self.preview_tile = TileItem(parts.tiles[min(parts.tiles)], "", self)
        self.preview_tile.setOpacity(0.85)
        self.preview_tile.setZValue(2.5)
        self.preview_tile.hide()

    # drawing the ground ------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        parts = self.parts
        water = rounded(island_rect(parts), UNIT * 0.45)
        painter.setPen(QPen(theme.colour("water_deep"), UNIT * 0.02))
        painter.setBrush(theme.colour("water"))
        painter.drawPath(water)
        land = rounded(land_rect(parts), UNIT * 0.38)
        shallow = rounded(
            land_rect(parts).adjusted(-UNIT * 0.1, -UNIT * 0.1, UNIT * 0.1, UNIT * 0.1), UNIT * 0.45
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("sea_light"))
        painter.drawPath(shallow)
        painter.setBrush(theme.colour("sand"))
        painter.drawPath(land)
        painter.setBrush(theme.colour("jungle_band"))
        jungle = _jungle_band(parts).intersected(land)
        painter.drawPath(jungle)
        painter.save()
        painter.setClipPath(jungle)
        painter.setBrush(theme.colour("jungle_dark"))
        painter.drawPath(_canopy_leaves(parts.columns, parts.rows))
        painter.restore()
        grid = QRectF(0, 0, units(parts.columns), units(parts.rows))
        painter.setBrush(theme.colour("field"))
        painter.setPen(QPen(theme.colour("jungle_dark"), UNIT * 0.025))
        painter.drawRect(grid)
        painter.setPen(QPen(theme.colour("field_line"), UNIT * 0.012))
        for column in range(1, parts.columns):
            painter.drawLine(QPointF(units(column), 0), QPointF(units(column), grid.bottom()))
        for row in range(1, parts.rows):
            painter.drawLine(QPointF(0, units(row)), QPointF(grid.right(), units(row)))
        detail = option.levelOfDetailFromTransform(painter.worldTransform())
        if detail * UNIT * SMALLEST_TEXT >= 10:  # field names only where they read; none on thumbnails
            soft = theme.colour("ink_soft")
            soft.setAlphaF(0.55)
            for field in range(parts.fields):
                centre = field_centre(parts, field)
                box = QRectF(centre.x() - UNIT / 2, centre.y() - UNIT / 2, UNIT, UNIT)
                draw_text(painter, box, field_name(field, parts), UNIT * SMALLEST_TEXT, colour=soft)
        self._paint_coast(painter, detail)

    def _paint_coast(self, painter: QPainter, detail: float) -> None:
        parts = self.parts
        for kind, positions in (("beach", parts.beach), ("jungle", parts.jungle)):
            for position in positions:
                slot = coast_point(parts, position, SLOT_INSET[kind])
                painter.save()
                if kind == "beach":
                    painter.setPen(QPen(theme.colour("path_edge"), UNIT * 0.018))
                    painter.setBrush(theme.colour("path"))
                    painter.drawEllipse(slot, UNIT * 0.17, UNIT * 0.17)
                else:
                    painter.setPen(QPen(theme.colour("jungle_dark"), UNIT * 0.018))
                    painter.setBrush(theme.colour("jungle"))
                    painter.drawEllipse(slot, UNIT * 0.22, UNIT * 0.19)
                painter.restore()
                if detail * UNIT * SMALLEST_TEXT < 10:
                    continue
                label = coast_point(parts, position, LABEL_INSET[position.exit])
                width = UNIT * (0.46 if position.number >= 100 else 0.36)
                plaque = QRectF(label.x() - width / 2, label.y() - UNIT * 0.14, width, UNIT * 0.28)
                painter.save()
                painter.setPen(QPen(theme.colour("path_edge"), UNIT * 0.012))
                painter.setBrush(theme.colour("plaque"))
                painter.drawRoundedRect(plaque, UNIT * 0.07, UNIT * 0.07)
                painter.restore()
                draw_text(painter, plaque, str(position.number), UNIT * SMALLEST_TEXT, bold=True)

    # following the state ---------------------------------------------------------------

    def show_island(self, state: KarubaState, seat: int) -> None:
        self.seat = seat
        island = state.islands[seat]
        for field in range(self.parts.fields):
            tile_id, token = island.grid[field], island.tokens[field]
            item = self.tiles.get(field)
            if item is not None and (not tile_id or item.tile.id != tile_id):
                self._drop_tile(field)
                item = None
            if tile_id and item is None:
                item = TileItem(self.parts.tiles[tile_id], token, self)
                item.setPos(field_centre(self.parts, field))
                self.tiles[field] = item
            elif item is not None:
                item.set_token(token)
        for colour, temple in enumerate(self.temples):
            position = state.temple_of[colour]
            temple.setVisible(bool(position))
            if position:
                temple.setPos(self.slot_point("jungle", position))
        setup = state.step in (SETUP_BEACH, SETUP_JUNGLE)
        for colour, pawn in enumerate(self.pawns):
            if setup:
                location = BEACH + state.beach_of[colour] if state.beach_of[colour] else -1
            else:
                location = island.adventurers[colour]
            pawn.set_location(location)
            pawn.setVisible(location >= 0)
            if location >= 0:
                point, scale = self.location_place(location)
                pawn.setPos(point)
                pawn.setScale(scale)

    def _drop_tile(self, field: int) -> None:
        item = self.tiles.pop(field)
        item.setParentItem(None)  # type: ignore[arg-type]  # None (no parent) is valid Qt; the stubs omit it
        if item.scene() is not None:
            item.scene().removeItem(item)

    def slot_point(self, kind: str, position: int) -> QPointF:
        positions = self.parts.beach if kind == "beach" else self.parts.jungle
        return coast_point(self.parts, positions[position - 1], SLOT_INSET[kind])

    def location_place(self, location: int) -> tuple[QPointF, float]:
        """Where an adventurer at ``location`` stands (island coordinates) and how large."""
        if is_field(location):
            return field_centre(self.parts, location), 1.0
        if is_beach(location):
            return self.slot_point("beach", location - BEACH), 1.0
        if is_temple(location):
            point = self.slot_point("jungle", location - TEMPLE)
            return QPointF(point.x(), point.y() + UNIT * 0.08), TEMPLE_PAWN_SCALE
        return QPointF(), 1.0

    def spot_of_location(self, location: int) -> Spot | None:
        if is_field(location):
            return ("field", location)
        if is_beach(location):
            return ("beach", location - BEACH)
        if is_temple(location):
            return ("jungle", location - TEMPLE)
        return None

    def pawn_at(self, spot: Spot) -> int | None:
        """The colour of the adventurer standing on ``spot``, if any."""
        for pawn in self.pawns:
            if pawn.isVisible() and self.spot_of_location(pawn.location) == spot:
                return pawn.colour
        return None

    # marks ----------------------------------------------------------------------------

    def set_marks(self, marks: dict[Spot, Marks]) -> None:
        for spot, item in self.spots.items():
            item.set_marks(marks.get(spot, NO_MARKS))
        for pawn in self.pawns:
            pawn.set_marks(marks.get(pawn.spot, NO_MARKS))

    def item_for(self, spot: Spot) -> HotSpot | None:
        if spot[0] == "pawn":
            return self.pawns[spot[1]]
        return self.spots.get(spot)

    def show_preview_tile(self, tile: Tile | None, field: int | None) -> None:
        if tile is None or field is None:
            self.preview_tile.hide()
            return
        if self.preview_tile.tile.id != tile.id:
            self.preview_tile.tile = tile
            self.preview_tile.update()
        self.preview_tile.setPos(field_centre(self.parts, field))
        self.preview_tile.show()


def _jungle_band(parts: Components) -> QPainterPath:
    """Top and right edges of the island: the dense jungle where the temples stand.

    It meets the beach on the diagonals of two corners, where beach 10 meets
    jungle 10 and beach 110 meets jungle 110.
    """
    width, height, band = units(parts.columns), units(parts.rows), units(BAND)
    corners = [
        (-band, -band),
        (width + band, -band),
        (width + band, height + band),
        (width, height),
        (width, 0),
        (0, 0),
    ]
    region = QPainterPath()
    region.addPolygon(QPolygonF([QPointF(x, y) for x, y in corners]))
    region.closeSubpath()
    return region


@cache
def _canopy_leaves(columns: int, rows: int) -> QPainterPath:
    """Leaves between the temple places, so the jungle reads as jungle in grey scale too."""
    generator = random.Random(11)
    leaves = QPainterPath()
    band = units(BAND)
    spots = [(units(column), -band * 0.55) for column in range(columns + 1)]
    spots += [(units(columns) + band * 0.55, units(row)) for row in range(1, rows + 1)]
    for x, y in spots:
        for _ in range(2):
            length = UNIT * generator.uniform(0.1, 0.14)
            leaf = QPainterPath()
            leaf.moveTo(-length, 0)
            leaf.quadTo(0, -length * 0.55, length, 0)
            leaf.quadTo(0, length * 0.55, -length, 0)
            dx, dy = generator.uniform(-0.1, 0.1) * UNIT, generator.uniform(-0.25, 0.25) * UNIT
            leaves.addPath(QTransform().translate(x + dx, y + dy).rotate(generator.uniform(0, 180)).map(leaf))
    return leaves
