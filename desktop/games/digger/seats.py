"""The players' places on Digger's table and the token supply.

A place shows a player's name and shape, their hand as backs (how many
cards, never which), their won cards stacked per species with what each
stack counts in round scoring, and their tokens per species.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.digger.components import Components
from desktop import theme
from desktop.games.digger.cards import card_path, paint_back, paint_card, paint_token
from desktop.games.digger.items import READABLE
from desktop.games.digger.layout import BACK_SCALE, MINI_SCALE, card_size, units
from desktop.scene.area import TableArea
from desktop.scene.paint import LEFT, RIGHT, draw_fitted, draw_text, soft_shadow
from desktop.scene.seats import SeatLook, paint_seat_panel, paint_seat_title
from desktop.scene.shapes import shape_path


@dataclass(frozen=True)
class SeatContent:
    look: SeatLook
    hand: tuple[int, ...]  # what this viewer may see of the hand (UNKNOWN for others)
    won: tuple[int, ...]
    counts: tuple[int, ...]  # per species, what the won cards count in round scoring (the core's count)
    tokens: tuple[int, ...]
    lead: bool
    deciding: bool
    own: bool  # the viewer's own place: the hand is shown large below, not here
    lead_text: str


class SeatItem(TableArea):
    """A player's place: name and shape, hand (backs), won cards per species, tokens per species."""

    HEADER = 0.62

    def __init__(self, seat: int, rect: QRectF, parts: Components) -> None:
        super().__init__(rect)
        self.seat = seat
        self._bounds = self._around(rect)
        self.parts = parts
        self.content: SeatContent | None = None

    @property
    def hand(self) -> tuple[int, ...]:
        return self.content.hand if self.content is not None else ()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
            self._bounds = self._around(rect)
            self.update()

    def set_content(self, content: SeatContent) -> None:
        if content != self.content:
            self.content = content
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    @staticmethod
    def _around(rect: QRectF) -> QRectF:
        """The place with room for its shadow and the lead badge over its top edge."""
        return rect.adjusted(-units(0.15), -units(0.3), units(0.15), units(0.15))

    def column_rect(self, species: int) -> QRectF:
        """The column of one species: its won cards above, its tokens below."""
        body = self._body()
        width = body.width() / len(self.parts.species)
        return QRectF(body.left() + species * width, body.top(), width, body.height())

    def won_point(self, species: int) -> QPointF:
        column = self.column_rect(species)
        _, height = card_size(MINI_SCALE)
        return QPointF(column.center().x(), column.top() + height / 2)

    def hand_point(self) -> QPointF:
        header = self._header()
        return QPointF(header.right() - units(1.0), header.center().y())

    def _header(self) -> QRectF:
        return QRectF(self.rect.left(), self.rect.top(), self.rect.width(), units(self.HEADER))

    def _body(self) -> QRectF:
        return self.rect.adjusted(units(0.12), units(self.HEADER + 0.08), -units(0.12), -units(0.1))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        content = self.content
        if content is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_seat_panel(painter, self.rect, units(0.18), content.deciding)
        self._paint_header(painter, content)
        for species in range(len(self.parts.species)):
            self._paint_column(painter, content, species)

    def _paint_header(self, painter: QPainter, content: SeatContent) -> None:
        header = self._header()
        name_px = header.height() * 0.44
        # The name left of the hand's backs and their count, at the header's right.
        title = QRectF(
            header.left() + units(0.08), header.top(), header.width() - units(1.75), header.height()
        )
        paint_seat_title(painter, title, content.look, name_px, smallest=READABLE)
        if content.lead:
            self._paint_lead_badge(painter, content.lead_text)
        right = header.right() - units(0.15)
        if content.own:
            return
        # The hand as backs: how many cards, never which.
        width, height = card_size(BACK_SCALE)
        count = len(content.hand)
        step = width * 0.42
        label = QRectF(right - units(0.45), header.top(), units(0.45), header.height())
        draw_text(painter, label, str(count), max(READABLE, header.height() * 0.4), bold=True, align=RIGHT)
        fan_right = label.left() - units(0.08)
        top = header.center().y() - height / 2
        for index in range(count):
            left = fan_right - width - (count - 1 - index) * step
            paint_back(painter, QRectF(left, top, width, height))

    def _paint_lead_badge(self, painter: QPainter, text: str) -> None:
        """A golden tab on the place's top edge: this player leads the trick."""
        pixels = units(0.22)
        height = units(0.4)
        width = QFontMetricsF(theme.font_px(pixels, True)).horizontalAdvance(text) + height * 1.9
        # Over the left of the top edge, clear of the hand's backs on the right.
        width = min(width, self.rect.width() - units(0.8))
        badge = QRectF(self.rect.left() + units(0.55), self.rect.top() - height * 0.6, width, height)
        painter.save()
        painter.setPen(QPen(theme.colour("dna_bonus_dark"), units(0.015)))
        painter.setBrush(theme.colour("last_move"))
        painter.drawRoundedRect(badge, height / 2, height / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("card"))
        star = QPointF(badge.left() + height * 0.55, badge.center().y())
        painter.drawPath(shape_path("star", height * 0.7).translated(star))
        painter.restore()
        words = badge.adjusted(height * 1.0, 0, -height * 0.35, 0)
        draw_fitted(painter, words, text, pixels, bold=True, align=LEFT, smallest=READABLE)

    def _paint_column(self, painter: QPainter, content: SeatContent, species: int) -> None:
        column = self.column_rect(species)
        width, height = card_size(MINI_SCALE)
        won = sorted(
            (card for card in content.won if self.parts.species_of(card) == species),
            key=self.parts.value_of,
        )
        token_size = units(0.42)
        token_zone = QRectF(
            column.left(), column.bottom() - token_size - units(0.04), column.width(), token_size
        )
        stack_bottom = token_zone.top() - units(0.08)
        left = column.center().x() - width / 2
        if not won:
            slot = QRectF(left, column.top(), width, height)
            colour = QColor(self.parts.species[species].fill)
            colour.setAlphaF(0.35)
            painter.save()
            painter.setPen(QPen(colour, units(0.02), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(card_path(slot))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPath(
                shape_path(self.parts.species[species].symbol, width * 0.4).translated(slot.center())
            )
            painter.restore()
        else:
            room = stack_bottom - column.top() - height
            step = min(units(0.2), room / max(1, len(won) - 1))
            for index, card in enumerate(won):
                rect = QRectF(left, column.top() + index * step, width, height)
                soft_shadow(painter, card_path(rect), QPointF(0, units(0.02)), units(0.02), layers=2)
                paint_card(painter, rect, self.parts, card, detail=False)
            # What the stack counts in round scoring (low cards twice), on a badge at its corner.
            counted = content.counts[species]
            size = READABLE / 0.62
            badge = QRectF(left + width - size * 0.45, column.top() - size * 0.35, size, size)
            painter.save()
            painter.setPen(QPen(QColor(self.parts.species[species].fill).darker(150), units(0.02)))
            painter.setBrush(theme.colour("card"))
            painter.drawEllipse(badge)
            painter.restore()
            draw_text(painter, badge, str(counted), size * 0.62, bold=True)
        tokens = content.tokens[species]
        centre = QPointF(column.center().x() - units(0.12), token_zone.center().y())
        if tokens:
            paint_token(painter, centre, token_size, self.parts, species)
            label = QRectF(centre.x() + token_size * 0.55, token_zone.top(), units(0.4), token_zone.height())
            draw_text(painter, label, f"\u00d7{tokens}", token_size * 0.5, bold=True, align=LEFT)
        else:
            painter.save()
            colour = QColor(self.parts.species[species].fill)
            colour.setAlphaF(0.3)
            painter.setPen(QPen(colour, units(0.02), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, token_size / 2, token_size / 2)
            painter.restore()


class SupplyItem(TableArea):
    """The token stacks still to be won, one per species: when one runs out, the game ends."""

    def __init__(self, rect: QRectF, parts: Components) -> None:
        super().__init__(rect)
        self.parts = parts
        # The count badge beside the last stack reaches a little out of the row.
        reach = rect.width() / len(parts.species) * 0.1
        badge = READABLE * 1.5  # a badge is never smaller than its readable number allows
        self._bounds = rect.adjusted(-reach, -reach, reach + badge, reach + badge)
        self.stacks: tuple[int, ...] = ()
        self.caption = ""

    def set_content(self, stacks: tuple[int, ...], caption: str) -> None:
        if (stacks, caption) != (self.stacks, self.caption):
            self.stacks, self.caption = stacks, caption
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.stacks:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title = QRectF(self.rect.left(), self.rect.top(), self.rect.width(), self.rect.height() * 0.32)
        draw_fitted(
            painter,
            title,
            self.caption,
            max(READABLE, title.height() * 0.7),
            token="ink_soft",
            bold=True,
            smallest=READABLE,
        )
        row = self.rect.adjusted(0, title.height(), 0, 0)
        width = row.width() / len(self.stacks)
        size = min(width * 0.82, row.height() * 0.72)
        for species, left in enumerate(self.stacks):
            centre = QPointF(row.left() + (species + 0.5) * width, row.center().y())
            painter.setOpacity(1.0 if left else 0.35)
            # A stack: a second token peeks out below while more than one is left.
            if left > 1:
                paint_token(painter, centre + QPointF(size * 0.08, size * 0.12), size, self.parts, species)
            paint_token(painter, centre, size, self.parts, species)
            painter.setOpacity(1.0)
            badge_size = max(size * 0.5, READABLE * 1.4)
            badge = QRectF(centre.x() + size * 0.18, centre.y() + size * 0.12, badge_size, badge_size)
            painter.save()
            painter.setPen(QPen(theme.colour("card_edge"), size * 0.04))
            painter.setBrush(theme.colour("card"))
            painter.drawEllipse(badge)
            painter.restore()
            draw_text(painter, badge, str(left), max(READABLE, size * 0.36), bold=True)
