"""The market's five stacks with the dinosaur deck, the scoring row, and the score track.

A market stack shows its top card face up and how many cards it holds; an empty stack is a
dashed outline. The scoring row's first cards are marked active; while a scoring card is to
be chosen, each active card shows the points it would give now. With individual scoring the
row is five places to buy from: under each its price and the points it would give now; a
place bought empty this turn is a dashed outline, and the face-down deck shows its count.
The score track has its spaces in two rows, each seat's marker (a camp in its colour, with its shape) on
``score % spaces``, a dot beside it for every lap.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.engine.protocol import UNKNOWN
from core.games.isla_nublar.components import Components
from core.games.isla_nublar.state import NO_CARD
from desktop import theme
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.cards import card_path, paint_back, paint_face
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.names import card_name, patron_name
from desktop.games.isla_nublar.pieces import paint_camp
from desktop.scene.area import TableArea
from desktop.scene.paint import LEFT, RIGHT, draw_fitted, draw_text, outline, rounded
from desktop.scene.pile import paint_pile
from desktop.scene.seats import SeatLook
from desktop.text import Texts

TEXT = layout.TEXT


def paint_card(painter: QPainter, rect: QRectF, card: int, texts: Texts, parts: Components) -> None:
    """A card's short face on the table, or its back when the view does not show it."""
    if card == UNKNOWN or card < 0:
        paint_back(painter, rect)
        return
    kind = parts.card(card)
    paint_face(
        painter,
        rect,
        kind,
        card_name(texts, card),
        patron_name(texts, kind.patron) if kind.patron else "",
        TEXT,
    )


def paint_empty(painter: QPainter, rect: QRectF) -> None:
    outline(painter, card_path(rect), "card_edge", 3, dashed=True)


class MarketArea(TableArea):
    reach = 16.0

    def __init__(self, parts: Components, texts: Texts) -> None:
        stacks = len(parts.market)
        right = layout.dinosaur_deck_rect(stacks).right()
        super().__init__(
            QRectF(
                layout.RIGHT, layout.MARKET_TOP, right - layout.RIGHT, 2 * layout.LINE + layout.CARD_HEIGHT
            )
        )
        self.parts, self.texts = parts, texts
        self.market: tuple[tuple[int, ...], ...] = ()
        self.deck = 0

    def show_state(self, market: tuple[tuple[int, ...], ...], deck: int, texts: Texts) -> None:
        self.market, self.deck, self.texts = market, deck, texts
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        texts, stacks = self.texts, len(self.parts.market)
        title = QRectF(
            layout.RIGHT,
            layout.MARKET_TOP,
            layout.market_rect(stacks - 1).right() - layout.RIGHT,
            layout.LINE,
        )
        draw_fitted(painter, title, table_text(texts, "market"), TEXT, bold=True, align=LEFT, smallest=TEXT)
        for stack, cards in enumerate(self.market):
            rect = layout.market_rect(stack)
            if cards:
                paint_card(painter, rect, cards[0], texts, self.parts)
            else:
                paint_empty(painter, rect)
            below = QRectF(rect.left(), rect.bottom(), rect.width(), layout.LINE)
            draw_text(painter, below, table_text(texts, "count", count=len(cards)), TEXT, bold=True)
        deck = layout.dinosaur_deck_rect(stacks)
        # Above the deck, in the title's line: under it the German word would reach the last
        # stack's count.
        above = QRectF(
            deck.left() - 4 * layout.GAP, layout.MARKET_TOP, deck.width() + 4 * layout.GAP, layout.LINE
        )
        draw_fitted(
            painter, above, table_text(texts, "dinosaur_deck"), TEXT, bold=True, align=RIGHT, smallest=TEXT
        )
        paint_pile(painter, deck, self.deck, min(2, self.deck), paint_back, card_path, "card_edge", TEXT)


class ScoringRow(TableArea):
    reach = 16.0

    def __init__(self, parts: Components, texts: Texts) -> None:
        slots = parts.scoring_row
        right = layout.scoring_deck_rect(slots).right()
        super().__init__(
            QRectF(
                layout.RIGHT, layout.SCORING_TOP, right - layout.RIGHT, 2 * layout.LINE + layout.CARD_HEIGHT
            )
        )
        self.parts, self.texts = parts, texts
        self.row: tuple[int, ...] = ()
        self.deck = 0
        self.points: dict[int, int] = {}  # at a scoring: per active slot, what it would give now
        self.individual = False  # individual scoring: every place is bought from, at its price

    def show_state(
        self, row: tuple[int, ...], deck: int, points: dict[int, int], texts: Texts, individual: bool = False
    ) -> None:
        self.row, self.deck, self.points, self.texts = row, deck, points, texts
        self.individual = individual
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        texts, parts = self.texts, self.parts
        title = QRectF(
            layout.RIGHT,
            layout.SCORING_TOP,
            layout.scoring_deck_rect(parts.scoring_row).left() - layout.RIGHT,  # up to the deck's pile
            layout.LINE,
        )
        heading = "scoring_places" if self.individual else "scoring_row"
        draw_fitted(painter, title, table_text(texts, heading), TEXT, align=LEFT, smallest=TEXT)
        for slot, card in enumerate(self.row):
            rect = layout.scoring_rect(slot)
            below = QRectF(rect.left(), rect.bottom() + 4, rect.width(), layout.LINE - 4)
            if card == NO_CARD:  # bought this turn, or the deck is gone
                paint_empty(painter, rect)
                continue
            paint_card(painter, rect, card, texts, parts)
            if self.individual:
                self._paint_place(painter, below, parts.price(card), self.points.get(slot))
            elif slot in self.points:
                painter.save()
                painter.setPen(QPen(theme.colour("accent"), 3))
                painter.setBrush(theme.colour("accent_soft"))
                painter.drawPath(rounded(below.adjusted(12, 0, -12, 0), 10))
                painter.restore()
                draw_text(
                    painter, below, table_text(texts, "points_now", points=self.points[slot]), TEXT, bold=True
                )
            elif slot < parts.active_scorings:
                draw_fitted(
                    painter,
                    below,
                    table_text(texts, "active"),
                    TEXT,
                    token="ink_soft",
                    bold=True,
                    smallest=TEXT,
                )
        deck = layout.scoring_deck_rect(parts.scoring_row)
        if self.deck:
            paint_pile(painter, deck, self.deck, min(2, self.deck), paint_back, card_path, "card_edge", TEXT)
        elif self.individual:
            paint_empty(painter, deck)

    def _paint_place(self, painter: QPainter, below: QRectF, price: int, points: int | None) -> None:
        """A place to buy from: its price on a disc (as the market's), the points it would give now."""
        size = below.height()
        disc = QRectF(below.left() + 2, below.top(), size, size)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.colour("in_price").darker(140), 2))
        painter.setBrush(theme.colour("in_price"))
        painter.drawEllipse(disc)
        painter.restore()
        draw_text(painter, disc, str(price), TEXT, token="card", bold=True)
        if points is None:
            return
        room = QRectF(disc.right() + 4, below.top(), below.right() - disc.right() - 4, below.height())
        painter.save()
        painter.setPen(QPen(theme.colour("accent"), 3))
        painter.setBrush(theme.colour("accent_soft"))
        painter.drawPath(rounded(room, 10))
        painter.restore()
        draw_fitted(
            painter, room, table_text(self.texts, "points_now", points=points), TEXT, bold=True, smallest=TEXT
        )


class ScoreTrack(TableArea):
    reach = 8.0

    def __init__(self, spaces: int, looks: list[SeatLook], texts: Texts) -> None:
        super().__init__(layout.track_rect())
        self.spaces, self.looks, self.texts = spaces, looks, texts
        self.scores: tuple[int, ...] = ()

    def cell_rect(self, space: int) -> QRectF:
        per_row = -(-self.spaces // layout.TRACK_ROWS)
        row, column = divmod(space % self.spaces, per_row)
        size = self.rect.width() / per_row
        return QRectF(self.rect.left() + column * size, self.rect.top() + row * size, size, size)

    def show_state(self, scores: tuple[int, ...], texts: Texts) -> None:
        self.scores, self.texts = scores, texts
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for space in range(self.spaces):
            cell = self.cell_rect(space)
            painter.setPen(QPen(theme.colour("card_edge"), 2))
            painter.setBrush(theme.colour("plaque" if (space // 5) % 2 == 0 else "panel"))
            painter.drawRect(cell)
            if space % 5 == 0:  # every fifth space carries its number, under the markers
                draw_text(painter, cell, str(space), TEXT, token="ink_soft", bold=True)
        by_space: dict[int, list[int]] = {}
        for seat, score in enumerate(self.scores):
            by_space.setdefault(score % self.spaces, []).append(seat)
        for space, seats in by_space.items():
            cell = self.cell_rect(space)
            size = cell.width() * (0.8 if len(seats) == 1 else 0.5)
            for index, seat in enumerate(seats):
                dx = 0 if len(seats) == 1 else (index % 2 - 0.5) * cell.width() * 0.48
                dy = 0 if len(seats) <= 2 and len(seats) == 1 else (index // 2 - 0.5) * cell.height() * 0.48
                if len(seats) == 2:
                    dy = 0
                centre = QPointF(cell.center().x() + dx, cell.center().y() + dy)
                # the score marker is one more camp of the seat's, never built
                box = QRectF(centre.x() - size / 2, centre.y() - size * 0.42, size, size * 0.84)
                paint_camp(painter, box, self.looks[seat])
                for lap in range(self.scores[seat] // self.spaces):
                    painter.setPen(QPen(theme.colour("ink"), 1))
                    painter.setBrush(self.looks[seat].colour)
                    painter.drawEllipse(
                        QPointF(centre.x() - size * 0.4 + lap * size * 0.3, centre.y() - size * 0.55),
                        size * 0.12,
                        size * 0.12,
                    )
