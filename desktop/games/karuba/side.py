"""The parts of Karuba's table beside the islands: pile, revealed tile, discard, treasures, players.

Each item draws one thing and holds no game truth; the scene feeds it
numbers and words after every sync.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from core.games.karuba.components import Tile
from desktop import theme
from desktop.games.karuba import art
from desktop.games.karuba.island import IslandView, PieceLook
from desktop.games.karuba.layout import CARD_FOOTER, CARD_HEADER, CARD_PAD, REVEALED_SCALE, SMALLEST_TEXT
from desktop.scene.area import TableArea
from desktop.scene.paint import (
    LEFT,
    RIGHT,
    cache_drawing,
    draw_fitted,
    draw_text,
    outline,
    rounded,
    soft_shadow,
)
from desktop.scene.pile import paint_pile
from desktop.scene.seats import SeatLook, paint_seat_marker, paint_seat_panel, paint_seat_title
from desktop.scene.spot import HotSpot, SpotHandler
from desktop.theme import UNIT


class TitleItem(TableArea):
    """The name above the large island: whose island is shown, and their score."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.look: SeatLook | None = None
        self.score = 0
        self.looking = False
        self.role = ""  # "expedition leader" beside the leader's name

    def set_content(self, look: SeatLook, score: int, looking: bool, role: str = "") -> None:
        if (look, score, looking, role) != (self.look, self.score, self.looking, self.role):
            self.look, self.score, self.looking, self.role = look, score, looking, role
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self.rect.height()
        paint_seat_marker(
            painter,
            QPointF(self.rect.left() + height * 0.45, self.rect.center().y()),
            height * 0.55,
            self.look,
        )
        text_rect = self.rect.adjusted(height * 0.95, 0, 0, 0)
        draw_text(
            painter,
            text_rect,
            self.look.name,
            height * 0.5,
            bold=True,
            align=LEFT,
            token="ink_soft" if self.looking else "ink",
        )
        if self.role:
            name_width = QFontMetricsF(theme.font_px(height * 0.5, True)).horizontalAdvance(self.look.name)
            role_rect = text_rect.adjusted(name_width + height * 0.4, 0, -UNIT * 0.8, 0)
            draw_text(
                painter,
                role_rect,
                self.role,
                max(height * 0.36, UNIT * SMALLEST_TEXT),
                token="ink_soft",
                align=LEFT,
            )
        draw_text(
            painter,
            self.rect.adjusted(0, 0, -UNIT * 0.2, 0),
            str(self.score),
            height * 0.55,
            bold=True,
            align=RIGHT,
        )


class PileItem(HotSpot):
    """The expedition leader's face-down pile: click it to reveal the next tile."""

    def __init__(self, rect: QRectF, handler: SpotHandler) -> None:
        super().__init__(("pile", 0), rounded(rect, art.TILE_RADIUS), handler)
        self.rect = rect
        self.left = 0
        self.caption = ""

    def set_content(self, left: int, caption: str) -> None:
        if (left, caption) != (self.left, self.caption):
            self.left, self.caption = left, caption
            self.update()

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self.rect.adjusted(-UNIT * 0.3, 0, UNIT * 0.3, UNIT * 0.7))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top = paint_pile(
            painter,
            self.rect,
            self.left,
            min(3, self.left),
            art.paint_tile_back,
            lambda rect: rounded(rect, art.TILE_RADIUS),
            "tile_back_edge",
            UNIT * 0.26,
        )
        self.paint_marks(painter, rounded(top, art.TILE_RADIUS))
        caption = QRectF(
            self.rect.left() - UNIT * 0.3,
            self.rect.bottom() + UNIT * 0.06,
            self.rect.width() + UNIT * 0.6,
            UNIT * 0.6,
        )
        draw_fitted(
            painter,
            caption,
            self.caption,
            UNIT * SMALLEST_TEXT,
            token="ink_soft",
            wrap=True,
            smallest=UNIT * SMALLEST_TEXT,
        )


class SetupSlot(TableArea):
    """The place of the revealed tile; during setup it shows the piece being placed."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.look: PieceLook | None = None
        self.temple = False

    def set_piece(self, look: PieceLook | None, temple: bool) -> None:
        if (look, temple) != (self.look, self.temple):
            self.look, self.temple = look, temple
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = rounded(self.rect, UNIT * 0.16)
        fill = theme.colour("table_pattern")
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(frame)
        painter.restore()
        outline(painter, frame, "card_edge", UNIT * 0.02, dashed=True)
        if self.look is None:
            return
        painter.save()
        painter.translate(self.rect.center())
        painter.scale(1.9, 1.9)
        if self.temple:
            art.paint_temple(painter, self.look.fill, self.look.symbol)
        else:
            art.paint_pawn(painter, self.look.fill, self.look.symbol)
        painter.restore()


class RevealedTileItem(QGraphicsItem):
    """The tile everybody decides on; it can be dragged onto a field or the discard tray."""

    def __init__(self, centre: QPointF, on_drag: Callable[[str, QPointF], None]) -> None:
        super().__init__()
        self.home = centre
        self.tile: Tile | None = None
        self.on_drag = on_drag
        self.draggable = False
        self._grab: QPointF | None = None
        self._moved = False
        self.setPos(centre)
        self.setScale(REVEALED_SCALE)
        self.setZValue(20)
        cache_drawing(self)
        self.hide()

    def set_tile(self, tile: Tile | None, draggable: bool) -> None:
        self.draggable = draggable
        self.setCursor(Qt.CursorShape.OpenHandCursor if draggable else Qt.CursorShape.ArrowCursor)
        if tile != self.tile:
            self.tile = tile
            self.update()
        self.setVisible(tile is not None)

    def boundingRect(self) -> QRectF:
        margin = UNIT * 0.12
        return art.tile_rect(0).adjusted(-margin, -margin, margin, margin)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.tile is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.paint_tile(painter, self.tile, self.tile.treasure)

    def go_home(self) -> None:
        self.setPos(self.home)
        self.setScale(REVEALED_SCALE)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.draggable or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._grab = event.scenePos() - self.pos()
        self._moved = False
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._grab is None:
            return
        if not self._moved:
            # Carried at field size, centred under the pointer, so it shows where it will land.
            self._moved = True
            self.setScale(1.0)
        self.setPos(event.scenePos())
        self.on_drag("move", event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._grab is None:
            return
        self._grab = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.on_drag("drop" if self._moved else "click", event.scenePos())


class DiscardItem(HotSpot):
    """The tray a tile is discarded onto to move an adventurer; it names the steps."""

    def __init__(self, rect: QRectF, handler: SpotHandler) -> None:
        super().__init__(("discard", 0), rounded(rect, UNIT * 0.16), handler)
        self.rect = rect
        self.caption = ""
        self.active = False

    def set_content(self, caption: str, active: bool) -> None:
        if (caption, active) != (self.caption, self.active):
            self.caption, self.active = caption, active
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tray = rounded(self.rect, UNIT * 0.16)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("table_pattern"))
        painter.drawPath(tray)
        painter.restore()
        outline(painter, tray, "card_edge", UNIT * 0.02, dashed=True)
        self.paint_marks(painter, tray)
        icon = QPointF(self.rect.left() + UNIT * 0.45, self.rect.center().y())
        _paint_footprints(painter, icon, UNIT * 0.5, self.active)
        text = self.rect.adjusted(UNIT * 0.85, 0, -UNIT * 0.12, 0)
        painter.save()
        painter.setFont(theme.font_px(UNIT * SMALLEST_TEXT, bold=True))
        painter.setPen(theme.colour("ink" if self.active else "ink_soft"))
        painter.drawText(text, int(LEFT) | int(Qt.TextFlag.TextWordWrap), self.caption)
        painter.restore()


def _paint_footprints(painter: QPainter, centre: QPointF, size: float, active: bool) -> None:
    """Two footprints: discarding a tile means walking."""
    colour = theme.colour("ink" if active else "ink_soft")
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    for dx, dy, tilt in ((-0.18, 0.14, -12), (0.18, -0.14, 12)):
        painter.save()
        painter.translate(centre.x() + dx * size, centre.y() + dy * size)
        painter.rotate(tilt)
        painter.drawEllipse(QPointF(0, size * 0.06), size * 0.12, size * 0.2)
        for toe in range(3):
            painter.drawEllipse(
                QPointF((toe - 1) * size * 0.08, -size * 0.22 + abs(toe - 1) * size * 0.03),
                size * 0.035,
                size * 0.045,
            )
        painter.restore()
    painter.restore()


class StacksItem(TableArea):
    """The temple treasures still to win, per colour, highest on top."""

    def __init__(self, rect: QRectF, looks: list[PieceLook]) -> None:
        super().__init__(rect)
        self.looks = looks
        self.stacks: tuple[tuple[int, ...], ...] = ()
        self.caption = ""

    def set_content(self, stacks: tuple[tuple[int, ...], ...], caption: str) -> None:
        if (stacks, caption) != (self.stacks, self.caption):
            self.stacks, self.caption = stacks, caption
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 10, 10)

    def top_chip_centre(self, colour: int) -> QPointF:
        """Where the highest treasure left of ``colour`` lies (scene coordinates)."""
        row = self.row_rect(colour)
        return QPointF(row.left() + UNIT * 1.15, row.center().y())

    def row_rect(self, colour: int) -> QRectF:
        top = self.rect.top() + UNIT * 0.5
        height = (self.rect.height() - UNIT * 0.55) / max(1, len(self.looks))
        return QRectF(self.rect.left(), top + colour * height, self.rect.width(), height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel = rounded(self.rect, UNIT * 0.16)
        soft_shadow(painter, panel, QPointF(UNIT * 0.02, UNIT * 0.04), UNIT * 0.03)
        painter.save()
        painter.setPen(QPen(theme.colour("card_edge"), UNIT * 0.015))
        painter.setBrush(theme.colour("card"))
        painter.drawPath(panel)
        painter.restore()
        title = QRectF(
            self.rect.left() + UNIT * 0.2, self.rect.top() + UNIT * 0.08, self.rect.width(), UNIT * 0.4
        )
        draw_text(painter, title, self.caption, UNIT * SMALLEST_TEXT, bold=True, align=LEFT, token="ink_soft")
        for colour, look in enumerate(self.looks):
            row = self.row_rect(colour)
            size = min(row.height(), UNIT * 0.62)
            painter.save()
            painter.translate(row.left() + UNIT * 0.5, row.center().y())
            painter.scale(size / (UNIT * 0.8), size / (UNIT * 0.8))
            art.paint_temple(painter, look.fill, look.symbol)
            painter.restore()
            values = self.stacks[colour] if colour < len(self.stacks) else ()
            chip = min(row.height() * 0.7, UNIT * 0.46)
            for index, value in enumerate(values):
                first = self.top_chip_centre(colour)
                centre = QPointF(first.x() + index * chip * 1.12, first.y())
                art.paint_treasure_chip(painter, centre, chip, look.fill, value)
            if not values:
                draw_text(
                    painter,
                    QRectF(row.left() + UNIT * 0.95, row.top(), UNIT * 1.0, row.height()),
                    "–",
                    UNIT * 0.24,
                    token="ink_soft",
                    align=LEFT,
                )


@dataclass(frozen=True)
class CardContent:
    look: SeatLook
    score: int
    crystals: int
    gold: int
    treasures: tuple[tuple[QColor, int], ...]  # temple colour and value of each treasure won
    deciding: bool
    shown: bool


class PlayerCard(QGraphicsItem):
    """A player's card: marker, name, score, their island small, and what they collected."""

    def __init__(self, seat: int, rect: QRectF, island: IslandView, on_click: Callable[[int], None]) -> None:
        super().__init__()
        self.seat = seat
        self.rect = rect
        self.island = island
        self.on_click = on_click
        self.content: CardContent | None = None
        island.setParentItem(self)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        cache_drawing(self)

    def set_content(self, content: CardContent) -> None:
        if content != self.content:
            self.content = content
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-12, -12, 16, 16)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        content = self.content
        if content is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if content.deciding:  # the accent ring around the whole card, as on the large island
            outline(painter, rounded(self.rect.adjusted(-5, -5, 5, 5), UNIT * 0.17), "accent", UNIT * 0.05)
        paint_seat_panel(painter, self.rect, UNIT * 0.14, fill="card")
        if content.shown:
            outline(painter, rounded(self.rect.adjusted(3, 3, -3, -3), UNIT * 0.12), "ink_soft", UNIT * 0.03)
        header = QRectF(
            self.rect.left() + UNIT * CARD_PAD * 0.5,
            self.rect.top(),
            self.rect.width() - UNIT * 1.5 * CARD_PAD,
            UNIT * CARD_HEADER,
        )
        paint_seat_title(
            painter,
            header,
            content.look,
            UNIT * SMALLEST_TEXT,
            str(content.score),
            smallest=UNIT * SMALLEST_TEXT,
        )
        self._paint_collected(painter, self.footer_rect(), content)

    def footer_rect(self) -> QRectF:
        left = self.rect.left() + UNIT * CARD_PAD
        width = self.rect.width() - UNIT * 2 * CARD_PAD
        return QRectF(left, self.rect.bottom() - UNIT * CARD_FOOTER, width, UNIT * CARD_FOOTER)

    def collected_point(self, kind: str) -> QPointF:
        """Where a crystal, a gold nugget or a temple treasure lands on this card (scene coordinates)."""
        footer = self.footer_rect()
        y = footer.center().y() - UNIT * 0.02
        if kind == "treasure":
            return QPointF(footer.right() - UNIT * 0.15, y)
        return QPointF(footer.left() + UNIT * (0.13 if kind == "crystal" else 0.73), y)

    def _paint_collected(self, painter: QPainter, footer: QRectF, content: CardContent) -> None:
        for token, count in (("crystal", content.crystals), ("gold", content.gold)):
            spot = self.collected_point(token)
            x, y = spot.x(), spot.y()
            art.paint_token(painter, token, spot, UNIT * 0.26)
            draw_text(
                painter,
                QRectF(x + UNIT * 0.15, footer.top(), UNIT * 0.4, footer.height()),
                f"{count}",
                UNIT * SMALLEST_TEXT,
                bold=True,
                align=LEFT,
            )
        y = footer.center().y() - UNIT * 0.02
        chip = UNIT * SMALLEST_TEXT / 0.55  # the chip's number is 0.55 of its size
        for index, (fill, value) in enumerate(content.treasures):
            centre = QPointF(footer.right() - chip / 2 - index * chip * 1.08, y)
            art.paint_treasure_chip(painter, centre, chip, fill, value)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.rect.contains(event.pos()):
            self.on_click(self.seat)
