"""Comet's card areas around the board: the gold offer and piles, each player's tableau, the hand.

Each area is one item that paints from the state it was last given; the
scene places them. What a seat may not see arrives as UNKNOWN in its view
and is drawn as a card back or only counted.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.engine.protocol import UNKNOWN
from core.games.comet.components import Components
from core.games.comet.scoring import score_parts
from core.games.comet.state import EMPTY_SLOT, CometState
from desktop import theme
from desktop.games.comet.cards import CARD_RATIO, fitting_font, paint_back, paint_face, paint_tab
from desktop.games.comet.texts import ability_text, card_name, counted, hero_name
from desktop.scene.paint import LEFT, cache_drawing, draw_text, rounded
from desktop.scene.seats import SeatLook, paint_seat_marker
from desktop.text import Texts

CARD = 118.0  # a card's width in the offer and the hand
SMALL = 92.0  # a card's width in a tableau's slots and rescued row
GAP = 12.0
RAISE = 14.0  # how far a picked hand card stands out of the row
SEAT_CARDS_TOP = 90.0  # where a tableau's slots and rescued cards begin
TAB_ROWS = 5  # rescued tabs per column before another column opens
RESCUED_LEFT = GAP + 3 * (SMALL + 8) + 10  # rescued cards' tabs begin right of the slots
PEN_ROOM = 3.0  # the panel's rim and the accent rim reach this far out of an area


class Area(QGraphicsItem):
    """A rectangle of the table that paints itself from the latest state."""

    def __init__(self, width: float, height: float, parts: Components, texts: Texts) -> None:
        super().__init__()
        self.size = QRectF(0, 0, width, height)
        self._bounds = self.size.adjusted(-PEN_ROOM, -PEN_ROOM, PEN_ROOM, PEN_ROOM)
        self.parts, self.texts = parts, texts
        self.state: CometState | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cache_drawing(self)  # the scene sets what an area shows, then show_state redraws it

    def show_state(self, state: CometState, texts: Texts) -> None:
        self.state, self.texts = state, texts
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint_card(self, painter: QPainter, rect: QRectF, card: int, exhausted: bool = False) -> None:
        if card == UNKNOWN:
            paint_back(painter, rect)
            return
        found = self.parts.cards[card]
        ability = ability_text(self.texts, found.ability) if found.ability is not None else ""
        paint_face(painter, rect, found, self.card_name(card), ability, exhausted)

    def card_name(self, card: int) -> str:
        return card_name(self.texts, card, self.parts)

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """The area's rounded backing; not named panel(), which QGraphicsItem already defines."""
        painter.setPen(QPen(theme.colour("card_edge"), 2))
        painter.setBrush(theme.colour("seat_panel"))
        painter.drawPath(rounded(rect, 14))


class SupplyArea(Area):
    """The gold offer, the silver pile and the comet stack (or, once it came, the comet's warning)."""

    def offer_rects(self) -> list[QRectF]:
        count = len(self.state.offer) if self.state is not None else 0
        return [QRectF(GAP + index * (CARD + GAP), 40, CARD, CARD * CARD_RATIO) for index in range(count)]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.state is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_panel(painter, self.size)
        height = CARD * CARD_RATIO
        draw_text(
            painter, QRectF(GAP, 6, 400, 30), self.texts("comet.table.offer"), 20, bold=True, align=LEFT
        )
        for rect, card in zip(self.offer_rects(), self.state.offer, strict=True):
            self.paint_card(painter, rect, card)
        top = 40 + height + 16
        piles: tuple[tuple[str, int, bool], ...]  # message key, cards in the pile, gold back
        if self.state.comet_phase:  # the comet stack is the draw pile now
            piles = (
                ("comet.table.comet_pile", len(self.state.pile), False),
                ("comet.table.gold_pile", len(self.state.gold_pile), True),
            )
        else:
            piles = (
                ("comet.table.pile", len(self.state.pile), False),
                ("comet.table.comet", len(self.state.comet), False),
                ("comet.table.gold_pile", len(self.state.gold_pile), True),
            )
        for index, (key, count, gold) in enumerate(piles):
            slot = QRectF(GAP + index * 180, top, 170, CARD * 0.6 * CARD_RATIO + 28)
            back = QRectF(slot.center().x() - CARD * 0.3, top, CARD * 0.6, CARD * 0.6 * CARD_RATIO)
            if count:
                paint_back(painter, back, gold)
            draw_text(
                painter,
                QRectF(slot.left(), back.bottom() + 2, slot.width(), 24),
                self.texts(key, count=count),
                15,
            )
        if self.state.comet_phase:
            banner = QRectF(GAP, top + CARD * 0.6 * CARD_RATIO + 34, self.size.width() - 2 * GAP, 34)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.colour("illegal"))
            painter.drawPath(rounded(banner, 8))
            draw_text(painter, banner, self.texts("comet.table.comet_phase"), 18, "card", bold=True)


class SeatArea(Area):
    """One player's tableau: name, hero, the three slots, rescued animals and points.

        Rescued cards lie tucked under the tableau beside the slots: only their
        tabs show (egg, name, points), so a dozen stay readable; an exhausted
    XX
    """

    def __init__(self, seat: int, look: SeatLook, width: float, parts: Components, texts: Texts) -> None:
        super().__init__(width, SMALL * CARD_RATIO + 96, parts, texts)
        self.seat, self.look = seat, look
        self.to_act = False

    def rescued_rects(self) -> list[QRectF]:
        """Where each rescued card's tab lies: columns filled top-down beside the slots."""
        if self.state is None:
            return []
        count = len(self.state.seats[self.seat].rescued)
        width, height = self.size.width() - RESCUED_LEFT - GAP, SMALL * CARD_RATIO
        columns = max(1, -(-count // TAB_ROWS))
        rows = max(TAB_ROWS, -(-count // columns))
        tab_width = (width - (columns - 1) * 6) / columns
        tab_height = min(26.0, (height - (rows - 1) * 4) / rows)
        tab_width = min(tab_width, 160.0)  # one short column while few are rescued
        return [
            QRectF(
                RESCUED_LEFT + (index // rows) * (tab_width + 6),
                SEAT_CARDS_TOP + (index % rows) * (tab_height + 4),
                tab_width,
                tab_height,
            )
            for index in range(count)
        ]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.state is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        own = self.state.seats[self.seat]
        self.paint_panel(painter, self.size)
        if self.to_act:
            painter.setPen(QPen(theme.colour("accent"), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(rounded(self.size.adjusted(2, 2, -2, -2), 13))
        paint_seat_marker(painter, QPointF(26, 24), 26, self.look)
        points = sum(score_parts(self.parts, own).values())
        title = self.texts(
            "comet.table.seat",
            player=self.look.name,
            hand=counted(self.texts, "comet.table.in_hand", count=len(own.hand)),
            points=counted(self.texts, "comet.table.points", count=points),
        )
        draw_text(painter, QRectF(48, 6, self.size.width() - 60, 36), title, 18, bold=True, align=LEFT)
        hero = self.parts.heroes[own.hero]
        start, goal = ability_text(self.texts, hero.start), ability_text(self.texts, hero.goal)
        hero_line = f"{hero_name(self.texts, own.hero, self.parts)}: {start} {goal}"
        painter.setPen(theme.colour("ink_soft"))
        painter.setFont(theme.font_px(13))
        painter.drawText(
            QRectF(GAP, 40, self.size.width() - 2 * GAP, 48),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            hero_line,
        )
        top = SEAT_CARDS_TOP
        for slot, card in enumerate(own.slots):
            rect = QRectF(GAP + slot * (SMALL + 8), top, SMALL, SMALL * CARD_RATIO)
            if card == EMPTY_SLOT:
                painter.setPen(QPen(theme.colour("card_edge"), 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(rounded(rect, 8))
                draw_text(painter, rect, str(slot + 1), 26, "ink_soft", bold=True)
            else:
                self.paint_card(painter, rect, card)
        for rect, card in zip(self.rescued_rects(), own.rescued, strict=True):
            paint_tab(painter, rect, self.parts.cards[card], self.card_name(card), card in own.exhausted)
        if not own.rescued:
            draw_text(
                painter,
                QRectF(RESCUED_LEFT, top, self.size.width() - RESCUED_LEFT - GAP, SMALL),
                self.texts("comet.table.none_rescued"),
                14,
                "ink_soft",
                align=LEFT,
            )


class HandArea(Area):
    """The hand of the seat the table is shown to; others see only how many cards it holds."""

    def __init__(self, width: float, parts: Components, texts: Texts) -> None:
        super().__init__(width, CARD * CARD_RATIO + 50 + RAISE, parts, texts)
        self.seat: int | None = None
        self.chosen: int | None = None  # the picked card: drawn raised out of the row
        self.caption = ""

    def card_rects(self) -> list[QRectF]:
        if self.state is None or self.seat is None:
            return []
        hand = self.state.seats[self.seat].hand
        step = min(CARD + GAP, (self.size.width() - CARD) / max(1, len(hand) - 1)) if hand else 0
        return [
            QRectF(index * step, 42 + (0 if card == self.chosen else RAISE), CARD, CARD * CARD_RATIO)
            for index, card in enumerate(hand)
        ]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.state is None or self.seat is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hand = self.state.seats[self.seat].hand
        caption = self.caption or self.texts("comet.table.hand")
        painter.setPen(theme.colour("ink"))
        painter.setFont(fitting_font(caption, self.size.width(), 20, 13))
        painter.drawText(QRectF(0, 0, self.size.width(), 36), LEFT, caption)
        for rect, card in zip(self.card_rects(), hand, strict=True):
            self.paint_card(painter, rect, card)
