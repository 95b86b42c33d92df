"""An Isla Nublar player's place: name and score, the personal supply and the seat's pieces in
the general supply, the cards as counts (hand, hidden, draw and discard piles) and the cards
played this turn.

The place shows the view it is given: another seat's hand arrives as unknown cards and is
only counted. The played cards are small faces without words; pointing at one shows it whole.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.isla_nublar.components import Components
from core.games.isla_nublar.piles import discard_pile
from core.games.isla_nublar.schema import BLUE
from core.games.isla_nublar.state import Seat
from desktop import theme
from desktop.games.isla_nublar import layout
from desktop.games.isla_nublar.cards import card_path, paint_back, paint_egg
from desktop.games.isla_nublar.icons import ICONS, paint_picture
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.pieces import DINOSAUR_IDS, paint_camp_icon, paint_crate_icon, paint_dinosaur
from desktop.scene.area import TableArea
from desktop.scene.card import paint_card_body
from desktop.scene.hand import fan_offsets
from desktop.scene.paint import LEFT, draw_fitted, draw_text
from desktop.scene.seats import SeatLook, paint_seat_head
from desktop.text import Texts

TEXT = layout.TEXT
LINE = layout.LINE
PAD = 14.0
MINI_STEP = layout.MINI_WIDTH + 8


def paint_mini(painter: QPainter, rect: QRectF, parts: Components, card: int) -> None:
    """A card small: its frame's colour and its actions' icons (or its dinosaur, or the egg), no words."""
    if card < 0:
        paint_back(painter, rect)
        return
    kind = parts.card(card)
    if kind.scoring is not None:  # individual scoring: a bought scoring card, played again
        paint_card_body(painter, card_path(rect), theme.colour("in_scoring_frame"), rect.width() * 0.08)
        inner = rect.adjusted(
            rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1
        )
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("in_scoring_card"))
        painter.drawRoundedRect(inner, rect.width() * 0.06, rect.width() * 0.06)
        painter.restore()
        paint_picture(painter, inner, kind.scoring.kind, kind.scoring.landscape)
        return
    blue = kind.colour == BLUE
    paint_card_body(
        painter, card_path(rect), theme.colour("in_blue_card" if blue else "in_red_card"), rect.width() * 0.08
    )
    icon = QRectF(
        rect.left() + rect.width() * 0.15,
        rect.center().y() - rect.width() * 0.35,
        rect.width() * 0.7,
        rect.width() * 0.7,
    )
    if kind.actions:
        for index, action in enumerate(kind.actions[:2]):
            box = QRectF(
                icon.left() + icon.width() * 0.15,
                rect.top() + rect.height() * (0.12 + 0.42 * index),
                icon.width() * 0.7,
                icon.width() * 0.7,
            )
            ICONS[action.kind](painter, box)
    elif kind.dinosaur >= 0:
        paint_dinosaur(painter, icon.center(), icon.width(), DINOSAUR_IDS[kind.dinosaur])
    else:  # the egg
        paint_egg(painter, icon)


def _hand_icon(painter: QPainter, rect: QRectF) -> None:
    """Cards fanned in a hand."""
    for index in range(3):
        painter.save()
        painter.translate(rect.center().x(), rect.bottom())
        painter.rotate((index - 1) * 18)
        card = QRectF(-rect.width() * 0.35, -rect.height() * 0.95, rect.width() * 0.7, rect.height() * 0.9)
        painter.setPen(QPen(theme.colour("in_blue_card"), 2))
        painter.setBrush(theme.colour("card"))
        painter.drawRoundedRect(card, 3, 3)
        painter.restore()


def _hidden_icon(painter: QPainter, rect: QRectF) -> None:
    paint_back(painter, rect)
    ICONS["hide"](
        painter,
        rect.adjusted(rect.width() * 0.1, rect.height() * 0.25, -rect.width() * 0.1, -rect.height() * 0.25),
    )


def _draw_icon(painter: QPainter, rect: QRectF) -> None:
    paint_back(painter, rect.translated(-3, -3))
    paint_back(painter, rect)


def _discard_icon(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setPen(QPen(theme.colour("card_edge"), 2))
    painter.setBrush(theme.colour("card"))
    painter.translate(rect.center())
    painter.rotate(12)
    painter.drawRoundedRect(QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height()), 3, 3)
    painter.restore()


COUNT_ICONS = (_hand_icon, _hidden_icon, _draw_icon, _discard_icon)


PIECE_ICON = LINE * 0.72  # a camp or crate beside its count
CARD_ICON = LINE * 0.56  # a card pile's icon beside its count
ICON_GAP = 3.0


def number_width(count: int) -> float:
    return QFontMetricsF(theme.font_px(TEXT, True)).horizontalAdvance(str(count))


def count_lefts(room: float, counts: tuple[int, ...]) -> list[float]:
    """Where each of the place's counts starts (camps, crates, then the four card counts): spread
    evenly over ``room`` by their real widths, so a two-digit pile never runs into the next."""
    widths = [
        (PIECE_ICON if index < 2 else CARD_ICON) + ICON_GAP + number_width(count)
        for index, count in enumerate(counts)
    ]
    gap = max(ICON_GAP * 2, (room - sum(widths)) / (len(widths) - 1))
    lefts, x = [], 0.0
    for width in widths:
        lefts.append(x)
        x += width + gap
    return lefts


class SeatPanel(TableArea):
    reach = 20.0

    def __init__(self, rect: QRectF, seat: int, look: SeatLook, parts: Components) -> None:
        super().__init__(rect)
        self.seat, self.look, self.parts = seat, look, parts
        self.shown: Seat | None = None
        self.general = (0, 0)  # the seat's camps and crates in the general supply
        self.deciding = False
        self.active = False
        self.texts: Texts | None = None

    def play_rects(self, count: int) -> list[QRectF]:
        """Where the cards played this turn lie, a row along the place's foot."""
        room = self.rect.width() - 2 * PAD
        top = self.rect.bottom() - PAD - layout.MINI_HEIGHT
        offsets = fan_offsets(count, layout.MINI_WIDTH, room, MINI_STEP)
        return [
            QRectF(self.rect.left() + PAD + x, top, layout.MINI_WIDTH, layout.MINI_HEIGHT) for x in offsets
        ]

    def show_state(
        self, seat: Seat, general: tuple[int, int], deciding: bool, active: bool, texts: Texts
    ) -> None:
        self.shown, self.general, self.deciding, self.active, self.texts = (
            seat,
            general,
            deciding,
            active,
            texts,
        )
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        seat, texts = self.shown, self.texts
        if seat is None or texts is None:
            return
        rect = self.rect
        title = paint_seat_head(
            painter, rect, self.look, str(seat.score), self.deciding, PAD, LINE, TEXT * 1.1, TEXT
        )
        # the personal supply and the cards as counts (hand, hidden, draw pile, discard pile)
        row = QRectF(title.left(), title.bottom() + 6, title.width(), LINE)
        counts = (len(seat.hand), len(seat.hidden), len(seat.draw), len(discard_pile(seat)))
        lefts = count_lefts(row.width(), (seat.camps, seat.crates, *counts))
        self._count(painter, row, row.left() + lefts[0], "camp", seat.camps)
        self._count(painter, row, row.left() + lefts[1], "crate", seat.crates)
        for index, count in enumerate(counts):
            icon = QRectF(row.left() + lefts[index + 2], row.top() + 3, CARD_ICON, LINE - 6)
            COUNT_ICONS[index](painter, icon)
            number = QRectF(icon.right() + ICON_GAP, row.top(), number_width(count) + 2, LINE)
            draw_text(painter, number, str(count), TEXT, bold=True, align=LEFT)
        # the seat's pieces in the general supply, restocked from there
        general = QRectF(title.left(), row.bottom() + 4, title.width(), LINE)
        # its words first, its pieces smaller after them: the words are long in German
        small = LINE * 0.6
        room = small + 4 + TEXT * 0.7 + 4  # a piece and its number: the seat has fewer than ten of each
        words = table_text(texts, "general")
        needed = QFontMetricsF(theme.font_px(TEXT)).horizontalAdvance(words) + 6
        label = QRectF(general.left(), general.top(), min(needed, general.width() - 2 * room), LINE)
        draw_fitted(painter, label, words, TEXT, token="ink_soft", align=LEFT, smallest=TEXT)
        x = self._count(painter, general, label.right(), "camp", self.general[0], soft=True, size=small)
        self._count(painter, general, x - 4, "crate", self.general[1], soft=True, size=small)
        for rect_of, card in zip(self.play_rects(len(seat.play)), seat.play, strict=True):
            paint_mini(painter, rect_of, self.parts, card)
        if not seat.play and self.active:
            foot = QRectF(
                title.left(), rect.bottom() - PAD - layout.MINI_HEIGHT, title.width(), layout.MINI_HEIGHT
            )
            painter.save()
            painter.setPen(QPen(theme.colour("card_edge"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(foot, 10, 10)
            painter.restore()
            draw_fitted(painter, foot, table_text(texts, "played"), TEXT, token="ink_soft", smallest=TEXT)

    def _count(
        self,
        painter: QPainter,
        row: QRectF,
        left: float,
        piece: str,
        count: int,
        soft: bool = False,
        size: float = PIECE_ICON,
    ) -> float:
        """An icon of the piece in the seat's colour and its count; returns where the next starts."""
        icon = QRectF(left, row.center().y() - size / 2, size, size)
        if piece == "camp":
            colour = self.look.colour.lighter(140) if soft else self.look.colour
            paint_camp_icon(painter, icon, colour)
        else:
            paint_crate_icon(painter, icon.adjusted(3, 3, -3, -3))
            painter.save()
            painter.setPen(QPen(self.look.colour, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(icon.adjusted(1, 1, -1, -1))
            painter.restore()
        number = QRectF(icon.right() + ICON_GAP, row.top(), number_width(count) + 2, LINE)
        draw_text(
            painter, number, str(count), TEXT, token="ink_soft" if soft else "ink", bold=True, align=LEFT
        )
        return number.right() + 8
