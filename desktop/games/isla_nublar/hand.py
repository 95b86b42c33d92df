"""The viewer's row under the island: the hand face up, the hidden cards face down beside it,
the own draw and discard piles with their counts, and the turn's pools in its title line.

The pools (amber, crate points, amber changed into crate points) belong to the active
player, whose marker stands beside them; they are spent as the turn goes and lapse at its end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.isla_nublar.components import Components
from core.games.isla_nublar.piles import discard_pile
from core.games.isla_nublar.state import Seat
from desktop import theme
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.cards import card_path, paint_back
from desktop.games.isla_nublar.icons import ICONS
from desktop.games.isla_nublar.icons import paint_small_change as paint_change_icon
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.pieces import paint_amber, paint_crate_icon
from desktop.games.isla_nublar.rows import paint_card, paint_empty
from desktop.scene.area import TableArea
from desktop.scene.hand import fan_offsets
from desktop.scene.paint import LEFT, draw_fitted, draw_text
from desktop.scene.pile import paint_pile
from desktop.scene.seats import SeatLook, paint_seat_marker
from desktop.text import Texts

TEXT = layout.TEXT
LINE = layout.LINE
PILE_WIDTH = 110.0
PILE_HEIGHT = PILE_WIDTH * 1.4
GAP = 12.0


class HandArea(TableArea):
    reach = 16.0

    def __init__(self, parts: Components, texts: Texts) -> None:
        super().__init__(layout.hand_rect(parts))
        self.parts, self.texts = parts, texts
        self.shown: Seat | None = None
        self.name = ""
        self.pools = (0, 0, 0)
        self.small_change = False
        self.active: SeatLook | None = None

    def card_top(self) -> float:
        return self.rect.top() + LINE + GAP / 2

    def pile_rect(self, index: int) -> QRectF:
        """The draw pile (0) and the discard pile (1), at the row's right end."""
        left = self.rect.right() - (2 - index) * (PILE_WIDTH + GAP)
        return QRectF(left, self.card_top(), PILE_WIDTH, PILE_HEIGHT)

    def card_rects(self, count: int) -> list[QRectF]:
        """The hand's cards, then the hidden ones face down, in one row left of the piles."""
        room = self.pile_rect(0).left() - 2 * GAP - self.rect.left()
        offsets = fan_offsets(count, layout.HAND_CARD_WIDTH, room, layout.HAND_CARD_WIDTH + 6)
        top = self.card_top()
        return [
            QRectF(self.rect.left() + x, top, layout.HAND_CARD_WIDTH, layout.HAND_CARD_HEIGHT)
            for x in offsets
        ]

    def show_state(
        self,
        seat: Seat,
        name: str,
        pools: tuple[int, int, int],
        small_change: bool,
        active: SeatLook,
        texts: Texts,
    ) -> None:
        self.shown, self.name, self.pools, self.small_change, self.active, self.texts = (
            seat,
            name,
            pools,
            small_change,
            active,
            texts,
        )
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        seat, texts = self.shown, self.texts
        if seat is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title = QRectF(self.rect.left(), self.rect.top(), self.rect.width() * 0.42, LINE)
        draw_fitted(painter, title, self.name, TEXT, bold=True, align=LEFT, smallest=TEXT)
        self._paint_pools(
            painter, QRectF(title.right(), self.rect.top(), self.rect.right() - title.right(), LINE)
        )
        rects = self.card_rects(len(seat.hand) + len(seat.hidden))
        for rect, card in zip(rects, seat.hand + seat.hidden, strict=True):
            if card in seat.hidden:  # face down beside the hand until the end-of-turn draw
                paint_back(painter, rect)
                mark = QRectF(rect.center().x() - 24, rect.top() + 14, 48, 48)
                ICONS["hide"](painter, mark)
            else:
                paint_card(painter, rect, card, texts, self.parts)
        draw = self.pile_rect(0)
        paint_pile(
            painter, draw, len(seat.draw), min(3, len(seat.draw)), paint_back, card_path, "card_edge", TEXT
        )
        discard = self.pile_rect(1)
        pile = discard_pile(seat)
        if pile:
            paint_card(painter, discard, pile[-1], texts, self.parts)
            plaque = QRectF(discard.left() - GAP, discard.bottom(), discard.width() + 2 * GAP, LINE)
            draw_text(painter, plaque, table_text(texts, "count", count=len(pile)), TEXT, bold=True)
        else:
            paint_empty(painter, discard)

    def _paint_pools(self, painter: QPainter, row: QRectF) -> None:
        if self.active is None:
            return
        amber, crates, changed = self.pools
        size = LINE * 0.85
        x = row.left()
        paint_seat_marker(painter, QPointF(x + size / 2, row.center().y()), size * 0.8, self.active)
        x += size + 8
        words = table_text(self.texts, "pools")
        label = QRectF(x, row.top(), QFontMetricsF(theme.font_px(TEXT)).horizontalAdvance(words) + 8, LINE)
        draw_fitted(painter, label, words, TEXT, token="ink_soft", align=LEFT, smallest=TEXT)
        x = label.right() + 6
        shown: list[tuple[Callable[[QPainter, QRectF], None], int]] = [
            (paint_amber, amber),
            (paint_crate_icon, crates),
        ]
        if self.small_change or changed:
            shown.append((paint_change_icon, changed))
        for paint, value in shown:
            icon = QRectF(x, row.center().y() - size / 2, size, size)
            paint(painter, icon.adjusted(3, 3, -3, -3))
            number = QRectF(icon.right() + 4, row.top(), TEXT * 1.2, LINE)
            draw_text(painter, number, str(value), TEXT * 1.1, bold=True, align=LEFT)
            x = number.right() + 12
