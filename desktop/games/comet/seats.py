"""Comet's card areas around the board: the gold offer and piles, each player's tableau, the hand.

Each area is one item that paints from the state it was last given; the
scene places them. What a seat may not see arrives as UNKNOWN in its view
and is drawn as a card back or only counted. Cards show their short face
(see desktop.games.comet.cards); every word is at least SMALLEST_TEXT high.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from core.engine.protocol import UNKNOWN
from core.games.comet.components import Components
from core.games.comet.scoring import score_parts
from core.games.comet.state import EMPTY_SLOT, CometState
from desktop import theme
from desktop.games.comet.cards import CARD_RATIO, SMALLEST_TEXT, paint_back, paint_short, paint_tab
from desktop.games.comet.texts import ability_text, counted, hero_name
from desktop.scene.hand import fan_offsets
from desktop.scene.paint import LEFT, cache_drawing, draw_fitted, draw_text, rounded
from desktop.scene.seats import SeatLook, paint_seat_panel, paint_seat_title
from desktop.text import Texts

GAP = 12.0
RAISE = 14.0  # how far a picked hand card stands out of the row
HAND_CARD = 120.0  # a hand card's width
SLOT_CARD = 90.0  # a card's width in a tableau's slots (at most)
OFFER_COLUMNS = 2
TITLE = 40.0  # an area's title line
LINE = 32.0  # a line of words below it
TAB_HEIGHT = 34.0  # a rescued card's tab
TAB_ROWS = 2  # rows of tabs kept below the slots; more tabs make them narrower
TAB_WIDTH = 84.0  # a tab's width while the rows have room
PILE_ROW = 50.0  # a pile's row below the offer: a back and its name with the count
TITLE_TEXT = 24.0  # an area's title words, before they shrink to fit (never below SMALLEST_TEXT)
SLOT_NUMBER = 30.0  # the number in an empty slot
CORNER = 14.0  # an area's rounded corners
HAND_COUNT = 56.0  # a tableau's hand count at the right of its second line: a back and the number
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
        paint_short(painter, rect, self.parts.cards[card], exhausted)

    def paint_panel(self, painter: QPainter, rect: QRectF) -> None:
        """The area's rounded backing; not named panel(), which QGraphicsItem already defines."""
        painter.setPen(QPen(theme.colour("card_edge"), 2))
        painter.setBrush(theme.colour("seat_panel"))
        painter.drawPath(rounded(rect, CORNER))


class SupplyArea(Area):
    """The gold offer, the silver pile and the comet stack (or, once it came, the comet's warning)."""

    def card_width(self) -> float:
        return (self.size.width() - (OFFER_COLUMNS + 1) * GAP) / OFFER_COLUMNS

    def offer_rects(self) -> list[QRectF]:
        count = len(self.state.offer) if self.state is not None else 0
        width = self.card_width()
        height = width * CARD_RATIO
        return [
            QRectF(
                GAP + (index % OFFER_COLUMNS) * (width + GAP),
                TITLE + (index // OFFER_COLUMNS) * (height + GAP),
                width,
                height,
            )
            for index in range(count)
        ]

    def piles_top(self) -> float:
        rows = -(-self.parts.gold_offer // OFFER_COLUMNS)
        return TITLE + rows * (self.card_width() * CARD_RATIO + GAP) + 4

    @staticmethod
    def needed_height(width: float, parts: Components) -> float:
        card = (width - (OFFER_COLUMNS + 1) * GAP) / OFFER_COLUMNS
        rows = -(-parts.gold_offer // OFFER_COLUMNS)
        offer = TITLE + rows * (card * CARD_RATIO + GAP) + 4
        return offer + 3 * (PILE_ROW + 6) + LINE + 2 * GAP

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.state is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_panel(painter, self.size)
        title = QRectF(GAP, 0, self.size.width() - 2 * GAP, TITLE)
        draw_fitted(
            painter,
            title,
            self.texts("comet.table.offer"),
            TITLE_TEXT,
            bold=True,
            align=LEFT,
            smallest=SMALLEST_TEXT,
        )
        for rect, card in zip(self.offer_rects(), self.state.offer, strict=True):
            self.paint_card(painter, rect, card)
        top = self.piles_top()
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
        # One row a pile: a back, and beside it the pile's name and count in the whole width.
        back_width = PILE_ROW / CARD_RATIO
        for index, (key, count, gold) in enumerate(piles):
            row = top + index * (PILE_ROW + 6)
            back = QRectF(GAP + 4, row, back_width, PILE_ROW)
            if count:
                paint_back(painter, back, gold)
            else:
                painter.setPen(QPen(theme.colour("card_edge"), 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(rounded(back, 4))
            words = QRectF(back.right() + GAP, row, self.size.width() - back.right() - 2 * GAP, PILE_ROW)
            draw_fitted(
                painter, words, self.texts(key, count=count), TITLE_TEXT, align=LEFT, smallest=SMALLEST_TEXT
            )
        if self.state.comet_phase:
            banner = QRectF(GAP, top + len(piles) * (PILE_ROW + 6), self.size.width() - 2 * GAP, PILE_ROW + 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(theme.colour("illegal"))
            painter.drawPath(rounded(banner, 8))
            draw_fitted(
                painter,
                banner.adjusted(6, 0, -6, 0),
                self.texts("comet.table.comet_phase"),
                SMALLEST_TEXT,
                "card",
                bold=True,
                wrap=True,
                smallest=SMALLEST_TEXT,
            )


class SeatArea(Area):
    """One player's tableau: name and points, hero and hand, the three slots, rescued animals.

    Rescued cards lie tucked under the tableau below the slots: only their tabs
    show (nest and points), so a dozen stay readable; a turned one is dimmed.
    The hero's abilities are written out in the area's tooltip.
    """

    def __init__(self, seat: int, look: SeatLook, width: float, parts: Components, texts: Texts) -> None:
        super().__init__(width, SeatArea.needed_height(width), parts, texts)
        self.seat, self.look = seat, look
        self.to_act = False

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-4, -4, 8, 10)  # with the panel's shadow

    @staticmethod
    def slot_width(width: float) -> float:
        return min(SLOT_CARD, (width - 4 * GAP) / 3)

    @staticmethod
    def needed_height(width: float) -> float:
        return (
            TITLE + LINE + SeatArea.slot_width(width) * CARD_RATIO + GAP + TAB_ROWS * (TAB_HEIGHT + 6) + GAP
        )

    def slot_rects(self) -> list[QRectF]:
        width = self.slot_width(self.size.width())
        return [
            QRectF(GAP + slot * (width + GAP), TITLE + LINE, width, width * CARD_RATIO) for slot in range(3)
        ]

    def rescued_rects(self) -> list[QRectF]:
        """Where each rescued card's tab lies: rows below the slots, narrower when they fill."""
        if self.state is None:
            return []
        count = len(self.state.seats[self.seat].rescued)
        room = self.size.width() - 2 * GAP
        per_row = max(int((room + 6) // (TAB_WIDTH + 6)), -(-count // TAB_ROWS), 1)
        width = min(TAB_WIDTH, (room - (per_row - 1) * 6) / per_row)
        top = TITLE + LINE + self.slot_width(self.size.width()) * CARD_RATIO + GAP
        return [
            QRectF(
                GAP + (index % per_row) * (width + 6),
                top + (index // per_row) * (TAB_HEIGHT + 6),
                width,
                TAB_HEIGHT,
            )
            for index in range(count)
        ]

    def show_state(self, state: CometState, texts: Texts) -> None:
        super().show_state(state, texts)
        hero = self.parts.heroes[state.seats[self.seat].hero]
        start, goal = ability_text(texts, hero.start), ability_text(texts, hero.goal)
        self.setToolTip(f"{hero_name(texts, state.seats[self.seat].hero, self.parts)}: {start} {goal}")

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.state is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        own = self.state.seats[self.seat]
        width = self.size.width()
        paint_seat_panel(painter, self.size, CORNER, self.to_act)
        points = sum(score_parts(self.parts, own).values())
        score = counted(self.texts, "comet.table.points", count=points)
        title = QRectF(GAP, 2, width - 2 * GAP, TITLE)
        paint_seat_title(painter, title, self.look, TITLE_TEXT, score, SMALLEST_TEXT)
        # The hero by name (its abilities in the tooltip), and the hand as a back with its count.
        back = QRectF(width - GAP - HAND_COUNT, TITLE, LINE * 0.62, LINE * 0.62 * CARD_RATIO * 0.9)
        paint_back(painter, back)
        count = QRectF(back.right() + 4, TITLE - 4, HAND_COUNT - back.width() - 4, LINE)
        draw_text(painter, count, str(len(own.hand)), SMALLEST_TEXT, bold=True, align=LEFT)
        hero = QRectF(GAP, TITLE - 4, back.left() - 2 * GAP, LINE)
        draw_fitted(
            painter,
            hero,
            hero_name(self.texts, own.hero, self.parts),
            SMALLEST_TEXT,
            "ink_soft",
            align=LEFT,
            smallest=SMALLEST_TEXT,
        )
        for slot, (rect, card) in enumerate(zip(self.slot_rects(), own.slots, strict=True)):
            if card == EMPTY_SLOT:
                painter.setPen(QPen(theme.colour("card_edge"), 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(rounded(rect, 8))
                draw_text(painter, rect, str(slot + 1), SLOT_NUMBER, "ink_soft", bold=True)
            else:
                self.paint_card(painter, rect, card)
        for rect, card in zip(self.rescued_rects(), own.rescued, strict=True):
            paint_tab(painter, rect, self.parts.cards[card], card in own.exhausted)
        if not own.rescued:
            top = TITLE + LINE + self.slot_width(width) * CARD_RATIO + GAP
            draw_fitted(
                painter,
                QRectF(GAP, top, width - 2 * GAP, TAB_ROWS * (TAB_HEIGHT + 6)),
                self.texts("comet.table.none_rescued"),
                SMALLEST_TEXT,
                "ink_soft",
                align=LEFT,
                wrap=True,
                smallest=SMALLEST_TEXT,
            )


class HandArea(Area):
    """The hand of the seat the table is shown to; others see only how many cards it holds."""

    def __init__(self, width: float, parts: Components, texts: Texts) -> None:
        super().__init__(width, HandArea.needed_height(), parts, texts)
        self.seat: int | None = None
        self.chosen: int | None = None  # the picked card: drawn raised out of the row
        self.caption = ""

    @staticmethod
    def needed_height() -> float:
        return TITLE + RAISE + HAND_CARD * CARD_RATIO

    def card_rects(self) -> list[QRectF]:
        if self.state is None or self.seat is None:
            return []
        hand = self.state.seats[self.seat].hand
        offsets = fan_offsets(len(hand), HAND_CARD, self.size.width(), HAND_CARD + GAP)
        return [
            QRectF(left, TITLE + (0 if card == self.chosen else RAISE), HAND_CARD, HAND_CARD * CARD_RATIO)
            for left, card in zip(offsets, hand, strict=True)
        ]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.state is None or self.seat is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hand = self.state.seats[self.seat].hand
        caption = self.caption or self.texts("comet.table.hand")
        draw_fitted(
            painter,
            QRectF(0, 0, self.size.width(), TITLE),
            caption,
            TITLE_TEXT,
            bold=True,
            align=LEFT,
            smallest=SMALLEST_TEXT,
        )
        for rect, card in zip(self.card_rects(), hand, strict=True):
            self.paint_card(painter, rect, card)
