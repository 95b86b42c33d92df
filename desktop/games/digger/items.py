"""The pieces of Digger's table: cards, buttons, piles, counters and the places in the trick area.

Each item draws one thing and holds no game truth; the scene feeds it cards,
numbers and words after every sync.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.digger.components import Components
from desktop import theme
from desktop.games.digger.cards import card_path, paint_back, paint_card
from desktop.games.digger.layout import SMALLEST_TEXT, card_size, units
from desktop.scene.area import TableArea
from desktop.scene.paint import CENTRE, LEFT, draw_fitted, outline, rounded, soft_shadow
from desktop.scene.pile import paint_pile
from desktop.scene.seats import SeatLook, paint_seat_marker
from desktop.scene.shapes import shape_path
from desktop.scene.spot import HotSpot, SpotHandler

READABLE = units(SMALLEST_TEXT)


class CardItem(HotSpot):
    """One card, centred on its position; a face, or a back for an UNKNOWN card."""

    def __init__(
        self, parts: Components, card: int, scale: float, handler: SpotHandler | None = None
    ) -> None:
        width, height = card_size(scale)
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        super().__init__(("card", card), card_path(self.rect), handler)
        self.parts = parts
        self.card = card
        self.winner = False  # won its species in the trick just played
        self.home = QPointF()  # where a hand card rests when not selected
        self.owner = -1  # the seat whose set this card belongs to, in the trick area

    def set_card(self, card: int) -> None:
        if card != self.card:
            self.card = card
            self.spot = ("card", card)
            self.update()

    def set_winner(self, winner: bool) -> None:
        if winner != self.winner:
            self.winner = winner
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.rect.width()
        soft_shadow(painter, card_path(self.rect), QPointF(width * 0.03, width * 0.05), width * 0.04)
        paint_card(painter, self.rect, self.parts, self.card)
        if self.winner:
            outline(painter, card_path(self.rect).translated(0, 0), "winner", width * 0.07)
            badge = QPointF(self.rect.center().x(), self.rect.top())
            painter.save()
            painter.setPen(QPen(theme.colour("dna_bonus_dark"), width * 0.02))
            painter.setBrush(theme.colour("winner"))
            painter.drawPath(shape_path("star", width * 0.34).translated(badge))
            painter.restore()
        self.paint_marks(painter, card_path(self.rect))

    def paint_marks(self, painter: QPainter, path: QPainterPath) -> None:
        """A card is never tinted: a selectable one shows a rim on hover, a selected one a strong rim."""
        width = self.rect.width()
        if self.marks.selected:
            outline(painter, path, "accent", width * 0.06)
        elif self.marks.lit and self.hovered:
            outline(painter, path, "accent_soft", width * 0.06)
        if self.marks.refused:
            outline(painter, path, "illegal", width * 0.04)


class ButtonItem(HotSpot):
    """A labelled button on the table (a trick type, Play, Pass, Swap); it glows when legal."""

    def __init__(self, spot: tuple[str, int], rect: QRectF, handler: SpotHandler) -> None:
        super().__init__(spot, rounded(rect, rect.height() * 0.3), handler)
        self.rect = rect
        self.title = ""
        self.subtitle = ""
        self.enabled = False  # drawn in full ink; a faded button still explains its rule when clicked
        self.chosen = False  # the trick type named for this trick

    def set_content(self, title: str, subtitle: str, enabled: bool, chosen: bool = False) -> None:
        if (title, subtitle, enabled, chosen) != (self.title, self.subtitle, self.enabled, self.chosen):
            self.title, self.subtitle, self.enabled, self.chosen = title, subtitle, enabled, chosen
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = rounded(self.rect, self.rect.height() * 0.3)
        height = self.rect.height()
        soft_shadow(painter, path, QPointF(0, height * 0.05), height * 0.05)
        painter.save()
        painter.setPen(QPen(theme.colour("accent" if self.chosen else "card_edge"), height * 0.04))
        painter.setBrush(theme.colour("accent_soft" if self.chosen else "card"))
        painter.drawPath(path)
        painter.restore()
        self.paint_marks(painter, path)
        token = "ink" if self.enabled or self.chosen else "ink_soft"
        inner = self.rect.adjusted(height * 0.2, height * 0.06, -height * 0.2, -height * 0.06)
        if self.subtitle:
            top = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.55)
            bottom = QRectF(inner.left(), top.bottom(), inner.width(), inner.height() * 0.45)
            draw_fitted(painter, top, self.title, height * 0.32, token=token, bold=True, smallest=READABLE)
            draw_fitted(painter, bottom, self.subtitle, READABLE, token="ink_soft", smallest=READABLE)
        else:
            draw_fitted(
                painter,
                inner,
                self.title,
                height * 0.36,
                token=token,
                bold=True,
                wrap=True,
                smallest=READABLE,
            )


class PileItem(TableArea):
    """A face-down pile (draw pile or discard) with its count and a caption."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.count = 0
        self.caption = ""
        self._bounds = rect.adjusted(-units(0.3), -units(0.2), units(0.3), units(0.6))

    def set_content(self, count: int, caption: str) -> None:
        if (count, caption) != (self.count, self.caption):
            self.count, self.caption = count, caption
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.rect.width()
        paint_pile(
            painter,
            self.rect,
            self.count,
            min(4, (self.count + 7) // 8),
            paint_back,
            card_path,
            "dna_back_edge",
            max(READABLE, width * 0.26),
        )
        caption = QRectF(
            self.rect.left() - units(0.15), self.rect.bottom() + units(0.05), width + units(0.3), units(0.5)
        )
        draw_fitted(painter, caption, self.caption, READABLE, token="ink_soft", wrap=True, smallest=READABLE)


Line = tuple[str, bool, str]  # words, bold, colour token


class LinesItem(TableArea):
    """A few lines of words on the table (round and trick counters)."""

    def __init__(self, rect: QRectF, align: Qt.AlignmentFlag = CENTRE, wrap: bool = False) -> None:
        super().__init__(rect)
        self.align = align
        self.wrap = wrap
        self.lines: tuple[Line, ...] = ()

    def set_lines(self, lines: tuple[Line, ...]) -> None:
        if lines != self.lines:
            self.lines = lines
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lines:
            return
        height = self.rect.height() / len(self.lines)
        for index, (line, strong, token) in enumerate(self.lines):
            rect = QRectF(self.rect.left(), self.rect.top() + index * height, self.rect.width(), height)
            pixels = max(READABLE, min(height * 0.5, units(0.26)))
            draw_fitted(
                painter,
                rect,
                line,
                pixels,
                bold=strong,
                token=token,
                align=self.align,
                wrap=self.wrap,
                smallest=READABLE,
            )


@dataclass(frozen=True)
class SlotContent:
    look: SeatLook
    status: str  # "passed", "to play", ... in words; empty when cards lie here
    lead: bool
    deciding: bool


class TrickSlot(TableArea):
    """One player's place in the trick area: their name above, their set (cards are own items)."""

    HEADER = 0.5

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.content: SlotContent | None = None
        # The lead's star sits on the slot's top right corner and reaches out of it.
        self._bounds = rect.adjusted(-units(0.2), -units(0.2), units(0.2), units(0.2))
        self.setZValue(-1)

    def set_content(self, content: SlotContent | None) -> None:
        if content != self.content:
            self.content = content
            self.update()

    def cards_rect(self) -> QRectF:
        return self.rect.adjusted(units(0.1), units(self.HEADER + 0.1), -units(0.1), -units(0.1))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        content = self.content
        if content is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = rounded(self.rect, units(0.14))
        fill = QColor(theme.colour("seat_panel"))
        fill.setAlphaF(0.55)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(frame)
        painter.restore()
        if content.deciding:
            outline(painter, frame, "accent", units(0.04), dashed=True)
        header = QRectF(self.rect.left(), self.rect.top(), self.rect.width(), units(self.HEADER))
        size = header.height() * 0.5
        paint_seat_marker(
            painter, QPointF(header.left() + units(0.3), header.center().y()), size, content.look
        )
        name = header.adjusted(units(0.55), 0, -units(0.06), 0)
        draw_fitted(
            painter,
            name,
            content.look.name,
            max(READABLE, header.height() * 0.42),
            bold=content.lead,
            align=LEFT,
            smallest=READABLE,
        )
        if content.lead:
            # On the slot's corner, so the name keeps the header's whole width.
            star = QPointF(header.right() - units(0.08), header.top() + units(0.04))
            painter.save()
            painter.setPen(QPen(theme.colour("dna_bonus_dark"), units(0.015)))
            painter.setBrush(theme.colour("last_move"))
            painter.drawPath(shape_path("star", header.height() * 0.62).translated(star))
            painter.restore()
        if content.status:
            draw_fitted(
                painter, self.cards_rect(), content.status, units(0.26), token="ink_soft", smallest=READABLE
            )
