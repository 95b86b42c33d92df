"""A Triassic Terror player's place: name and score, the supply as single dinos and discs, the
Hatch and Volcano counters, the own T-Rex while it stands beside its owner, the card held
(a blind one's back to the others) and the tile taken with its white dinos.

The place shows the view it is given, never the state: a card another seat drew blind
arrives as UNKNOWN and is drawn face down.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.games.triassic_terror.components import Components
from core.games.triassic_terror.state import NO_CARD, NO_TILE, Seat
from desktop import theme
from desktop.games.triassic_terror import layout
from desktop.games.triassic_terror.pieces import T_REX, paint_predator
from desktop.games.triassic_terror.texts import tile_name
from desktop.games.triassic_terror.tracks import paint_card, paint_white_dinos
from desktop.scene.area import TableArea
from desktop.scene.paint import LEFT, draw_fitted, draw_text, ink_on
from desktop.scene.seats import SeatLook, paint_seat_head
from desktop.scene.shapes import shape_path
from desktop.text import Texts

TEXT = layout.TEXT
LINE = TEXT * 1.5
PAD = 12.0
REACH = 20.0  # the panel's shadow and rim reach past its rectangle
WHITE_DINOS_WIDTH = TEXT * 3.0  # a white dino and its count, "×2"


def supply_parts(supply: int, parts: Components, players: int) -> tuple[int, int]:
    """The supply as single dinos and discs: singles first, as the material comes, then discs."""
    singles = min(supply, parts.material[players].dinos)
    discs, rest = divmod(supply - singles, parts.disc_dinos)
    return singles + rest, discs


class SeatPanel(TableArea):
    """A player's place: title and score, supply, counters and T-Rex, the card held, the tile taken."""

    reach = REACH  # the panel's shadow and rim

    def __init__(self, rect: QRectF, seat: int, look: SeatLook, parts: Components, players: int) -> None:
        super().__init__(rect)
        self.seat, self.look, self.parts, self.players = seat, look, parts, players
        self.shown: Seat | None = None
        self.t_rex_beside = True
        self.deciding = False
        self.texts: Texts | None = None

    def card_rect(self) -> QRectF:
        """The card held, beside the supply and the counters; the tile's row runs under it."""
        height = 2 * LINE + 4
        width = height * 0.72
        return QRectF(self.rect.right() - PAD - width, self.rect.top() + LINE + 2 * PAD, width, height)

    def counter_rect(self, counter: int) -> QRectF:
        """The Hatch counter (0) or the Volcano counter (1), in the row under the supply."""
        size = LINE * 0.95
        top = self.rect.top() + PAD + LINE + PAD + LINE + 4
        left = self.rect.left() + PAD + counter * (size + 10)
        return QRectF(left, top + (LINE - size) / 2, size, size)

    def show_state(self, seat: Seat, t_rex_beside: bool, deciding: bool, texts: Texts) -> None:
        self.shown, self.t_rex_beside, self.deciding, self.texts = seat, t_rex_beside, deciding, texts
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        seat, texts = self.shown, self.texts
        if seat is None or texts is None:
            return
        rect = self.rect
        title = paint_seat_head(
            painter, rect, self.look, str(seat.score), self.deciding, PAD, LINE, TEXT, TEXT
        )
        card = self.card_rect()
        if seat.card != NO_CARD:
            paint_card(painter, card, seat.card, texts)
        left = rect.left() + PAD
        room = card.left() - left - PAD
        row = QRectF(left, title.bottom() + PAD, room, LINE)
        singles, discs = supply_parts(seat.supply, self.parts, self.players)
        self._paint_supply(painter, row, singles, discs)
        row.translate(0, LINE + 4)
        self._paint_counters(painter, row, seat)
        row.translate(0, LINE + 4)
        if seat.tile != NO_TILE:
            # The tile's name takes the row; white dinos still to place take its end when there are any.
            whole = rect.width() - 2 * PAD
            dinos = WHITE_DINOS_WIDTH if seat.white_dinos else 0.0
            name = QRectF(row.left(), row.top(), whole - dinos, LINE)
            draw_fitted(
                painter, name, tile_name(texts, seat.tile), TEXT, bold=True, align=LEFT, smallest=TEXT
            )
            if seat.white_dinos:
                paint_white_dinos(painter, QRectF(name.right(), row.top(), dinos, LINE), seat.white_dinos)

    def _paint_supply(self, painter: QPainter, row: QRectF, singles: int, discs: int) -> None:
        radius = TEXT * 0.42
        painter.setPen(QPen(self.look.colour.darker(160), 2))
        painter.setBrush(self.look.colour)
        centre = QPointF(row.left() + radius, row.center().y())
        painter.drawEllipse(centre, radius, radius)
        half = min(row.width() / 2, TEXT * 4.5)  # a wide place keeps the singles and the discs together
        draw_text(
            painter,
            QRectF(centre.x() + radius + 4, row.top(), half, LINE),
            str(singles),
            TEXT,
            bold=True,
            align=LEFT,
        )
        disc = QPointF(row.left() + half + radius * 1.3, row.center().y())
        painter.drawEllipse(disc, radius * 1.3, radius * 1.3)
        box = QRectF(disc.x() - radius * 1.3, disc.y() - radius * 1.3, radius * 2.6, radius * 2.6)
        draw_text(
            painter,
            box,
            str(self.parts.disc_dinos),
            TEXT,
            bold=True,
            colour=ink_on(self.look.colour),
        )
        text = QRectF(disc.x() + radius * 1.3 + 4, row.top(), half, LINE)
        draw_text(painter, text, str(discs), TEXT, bold=True, align=LEFT)

    def _paint_counters(self, painter: QPainter, row: QRectF, seat: Seat) -> None:
        """The Hatch counter (H), the Volcano counter (V), the own T-Rex beside its owner; used ones fade."""
        size = LINE * 0.95
        x = row.left() + size / 2
        for index, (shape, letter, count) in enumerate(
            (("circle", "H", seat.hatch_counters), ("triangle", "V", seat.volcano_counters))
        ):
            centre = self.counter_rect(index).center()
            painter.save()
            painter.setOpacity(1.0 if count else 0.25)
            painter.setPen(QPen(theme.colour("ink"), 2))
            painter.setBrush(theme.colour("plaque"))
            painter.drawPath(shape_path(shape, size * 1.05).translated(centre))
            box = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
            draw_text(painter, box, letter, TEXT, bold=True)
            painter.restore()
            x += size + 10
        if self.t_rex_beside:
            paint_predator(
                painter, QPointF(x + 4, row.center().y()), size * 0.45, T_REX, "T", self.look.colour
            )
