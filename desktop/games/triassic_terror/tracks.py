"""Beside Triassic Terror's board: the round track, the action track and the environment deck.

Each paints what it was last shown; the scene lays hot spots over the tiles and cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from core.engine.protocol import UNKNOWN
from core.games.triassic_terror.components import Components
from core.games.triassic_terror.state import NOBODY, TriassicTerrorState
from desktop import theme
from desktop.games.triassic_terror import layout
from desktop.games.triassic_terror.names import SOFT_HYPHEN
from desktop.games.triassic_terror.texts import environment_name, period_name, tile_name
from desktop.games.triassic_terror.words import table_text
from desktop.scene.area import TableArea
from desktop.scene.paint import LEFT, draw_fitted, draw_text, rounded
from desktop.scene.pile import paint_pile
from desktop.scene.seats import SeatLook, paint_seat_marker
from desktop.text import Texts

TEXT = layout.TEXT
REACH = 20.0  # how far rims, shadows and a pile's backs reach past an area
TILE_ROWS = 3  # two tiles a row: their names read whole
SMALL_CARD = 110.0  # narrower cards show no name
CARD_WIDTH, CARD_HEIGHT = 128.0, 134.0
DECK_TOP = TEXT * 1.4 + 14  # the deck's title, and room for the pile's backs, which stand up and left
FACE_UP_WIDTH = 190.0  # a face-up card is laid sideways: its environment's name reads whole


def paint_white_dinos(painter: QPainter, rect: QRectF, count: int) -> None:
    """White dinos: one white disc and their number beside it."""
    radius = min(rect.height() * 0.4, TEXT * 0.6)
    centre = QPointF(rect.left() + radius + 2, rect.center().y())
    painter.save()
    painter.setPen(QPen(theme.colour("ink_soft"), 2.5))
    painter.setBrush(theme.colour("tt_white_dino"))
    painter.drawEllipse(centre, radius, radius)
    painter.restore()
    text = QRectF(centre.x() + radius + 4, rect.top(), rect.right() - centre.x() - radius - 4, rect.height())
    draw_text(painter, text, f"×{count}", TEXT, bold=True, align=LEFT)


class RoundTrack(TableArea):
    """The rounds of the game by period; the scoring rounds carry a star, the current one is lit."""

    reach = REACH  # rims, shadows and stacked backs

    def __init__(self, rect: QRectF, parts: Components, players: int, texts: Texts) -> None:
        super().__init__(rect)
        self.parts, self.players, self.texts = parts, players, texts
        self.round = 1

    def show_state(self, round_: int, texts: Texts) -> None:
        self.round, self.texts = round_, texts
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lengths = self.parts.rounds[self.players]
        rect = self.rect
        names = [period_name(self.texts, period) for period in range(len(lengths))]
        widths = period_widths(names, lengths, rect.width(), 10.0)
        x = rect.left()
        number = 1
        scoring = set(self.parts.scoring_rounds(self.players))
        for name, length, period_width in zip(names, lengths, widths, strict=True):
            title = QRectF(x, rect.top(), period_width, TEXT * 1.3)
            draw_fitted(painter, title, name, TEXT, bold=True, smallest=TEXT)
            cell = period_width / length
            for _ in range(length):
                box = QRectF(x + 3, rect.top() + TEXT * 1.4, cell - 6, rect.height() - TEXT * 1.4)
                current = number == self.round
                painter.setPen(QPen(theme.colour("accent" if current else "card_edge"), 6 if current else 2))
                painter.setBrush(theme.colour("card" if not current else "accent_soft"))
                painter.drawRoundedRect(box, 8, 8)
                label = f"{number}★" if number in scoring else str(number)
                draw_text(painter, box, label, TEXT, bold=True)
                x += cell
                number += 1
            x += 10


def period_widths(names: list[str], lengths: tuple[int, ...], room: float, gap: float) -> list[float]:
    """Each period's width on the round track: its rounds share the room evenly, but a period
    whose name needs more (a two-round Cretaceous) takes it from the others' spare width."""
    metrics = QFontMetricsF(theme.font_px(TEXT, True))
    room -= gap * (len(lengths) - 1)
    even = [room * length / sum(lengths) for length in lengths]
    needed = [metrics.horizontalAdvance(name) * 1.08 for name in names]
    short = sum(max(0.0, need - width) for need, width in zip(needed, even, strict=True))
    spare = sum(max(0.0, width - need) for need, width in zip(needed, even, strict=True))
    if short == 0 or spare < short:
        return even
    return [
        need if need > width else width - (width - need) * short / spare
        for need, width in zip(needed, even, strict=True)
    ]


@dataclass(frozen=True)
class TileShown:
    tile: str
    white_dinos: int
    figure: SeatLook | None


class ActionTrack(TableArea):
    """The action track: its tiles in space order, each with its white dinos and the figure on it."""

    reach = REACH  # rims, shadows and stacked backs

    def __init__(self, rect: QRectF, spaces: int, texts: Texts) -> None:
        super().__init__(rect)
        self.spaces, self.texts = spaces, texts
        self.tiles: list[TileShown] = []

    def tile_rect(self, space: int) -> QRectF:
        columns = -(-self.spaces // TILE_ROWS)
        gap = 14.0
        width = (self.rect.width() - (columns - 1) * gap) / columns
        height = (self.rect.height() - (TILE_ROWS - 1) * gap) / TILE_ROWS
        row, column = divmod(space, columns)
        return QRectF(
            self.rect.left() + column * (width + gap), self.rect.top() + row * (height + gap), width, height
        )

    def show_state(self, tiles: list[TileShown], texts: Texts) -> None:
        self.tiles, self.texts = tiles, texts
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for space, shown in enumerate(self.tiles):
            rect = self.tile_rect(space)
            painter.setPen(QPen(theme.colour("card_edge"), 3))
            painter.setBrush(theme.colour("card"))
            painter.drawPath(rounded(rect, 14))
            line = TEXT * 1.35
            top = QRectF(rect.left() + 10, rect.top() + 6, rect.width() - 20, line)
            draw_text(painter, top, str(space + 1), TEXT, bold=True, align=LEFT, token="ink_soft")
            dinos = QRectF(top.left() + TEXT, top.top(), rect.width() * 0.5, line)
            paint_white_dinos(painter, dinos, shown.white_dinos)
            if shown.figure is not None:
                centre = QPointF(rect.right() - line * 0.7, top.center().y())
                paint_seat_marker(painter, centre, line * 1.05, shown.figure)
            if shown.tile:
                name = QRectF(
                    rect.left() + 6, top.bottom(), rect.width() - 12, rect.bottom() - top.bottom() - 4
                )
                paint_two_lines(painter, name, tile_name(self.texts, shown.tile, breakable=True))


def two_lines(text: str, room: float) -> list[str]:
    """A name in one line, or two split between words or at a soft hyphen, when one is too wide."""
    whole = text.replace(SOFT_HYPHEN, "")
    if QFontMetricsF(theme.font_px(TEXT, True)).horizontalAdvance(whole) <= room:
        return [whole]
    words = text.split()
    if len(words) > 1:
        middle = max(1, len(words) // 2)
        return [
            " ".join(words[:middle]).replace(SOFT_HYPHEN, ""),
            " ".join(words[middle:]).replace(SOFT_HYPHEN, ""),
        ]
    if SOFT_HYPHEN in text:
        head, _, tail = text.partition(SOFT_HYPHEN)
        return [f"{head}-", tail.replace(SOFT_HYPHEN, "")]
    return [whole]


def paint_two_lines(painter: QPainter, rect: QRectF, text: str) -> None:
    """A name on at most two lines; a line still too long is cut short (the zoom shows it whole)."""
    # A little room to spare: hinting at small scales may draw wider than measured.
    room = rect.adjusted(rect.width() * 0.03, 0, -rect.width() * 0.03, 0)
    lines = two_lines(text, room.width())
    height = room.height() / len(lines)
    for index, line in enumerate(lines):
        box = QRectF(room.left(), room.top() + index * height, room.width(), height)
        draw_fitted(painter, box, line, TEXT, bold=True, smallest=TEXT)


def paint_tile_face(painter: QPainter, rect: QRectF, name: str, rule: str) -> None:
    """A tile's whole face, large, for the zoom: its name and what its action does."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("card_edge"), rect.width() * 0.01))
    painter.setBrush(theme.colour("card"))
    painter.drawPath(rounded(rect, rect.width() * 0.05))
    pad = rect.width() * 0.06
    title = QRectF(rect.left() + pad, rect.top() + pad, rect.width() - 2 * pad, rect.width() * 0.14)
    draw_fitted(painter, title, name, rect.width() * 0.09, bold=True)
    body = QRectF(
        title.left(), title.bottom() + pad * 0.5, title.width(), rect.bottom() - title.bottom() - pad * 1.5
    )
    draw_fitted(painter, body, rule, rect.width() * 0.06, wrap=True, align=LEFT)


class DeckArea(TableArea):
    """The environment deck with its count, the face-up card(s) and the pool of white dinos."""

    reach = REACH  # rims, shadows and stacked backs

    def __init__(self, rect: QRectF, face_up: int, texts: Texts) -> None:
        super().__init__(rect)
        self.texts = texts
        self.face_up_places = face_up
        self.deck = 0
        self.face_up: tuple[int, ...] = ()
        self.pool = 0

    def deck_rect(self) -> QRectF:
        return QRectF(self.rect.left() + 10, self.rect.top() + DECK_TOP, CARD_WIDTH, CARD_HEIGHT)

    def face_up_rect(self, index: int) -> QRectF:
        deck = self.deck_rect()
        left = deck.right() + 24 + index * (FACE_UP_WIDTH + 24)
        return QRectF(left, deck.top(), FACE_UP_WIDTH, deck.height())

    def show_state(self, state: TriassicTerrorState, texts: Texts) -> None:
        self.deck, self.face_up, self.pool, self.texts = (
            len(state.deck),
            state.face_up,
            state.white_pool,
            texts,
        )
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        deck = self.deck_rect()
        title = QRectF(deck.left(), self.rect.top(), CARD_WIDTH + 20, TEXT * 1.3)
        draw_text(painter, title, table_text(self.texts, "deck"), TEXT, bold=True, align=LEFT)
        paint_pile(
            painter, deck, self.deck, min(3, self.deck), paint_card_back, _card_shape, "card_edge", TEXT
        )
        for index, card in enumerate(self.face_up):
            rect = self.face_up_rect(index)
            paint_card(painter, rect, card, self.texts)
        side = self.side_rect()
        pool_title = QRectF(side.left(), self.rect.top(), side.width(), TEXT * 1.3)
        draw_fitted(
            painter, pool_title, table_text(self.texts, "pool"), TEXT, bold=True, align=LEFT, smallest=TEXT
        )
        pool = QRectF(
            side.left(), deck.top(), side.width(), TEXT * 1.3
        )  # under its name, level with the cards
        paint_white_dinos(painter, pool, self.pool)

    def side_rect(self) -> QRectF:
        """Right of the cards: the pool on top (its name, its dinos), the number chooser at the bottom."""
        left = self.face_up_rect(self.face_up_places).left()
        return QRectF(left, self.rect.top(), self.rect.right() - left, self.rect.height())


def _card_shape(rect: QRectF) -> QPainterPath:
    return rounded(rect, rect.width() * 0.1)


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setPen(QPen(theme.colour("card"), rect.width() * 0.04))
    painter.setBrush(theme.colour("tt_card_back"))
    painter.drawPath(_card_shape(rect))
    painter.restore()


def paint_card(painter: QPainter, rect: QRectF, card: int, texts: Texts) -> None:
    """An environment card: its environment's ground and pattern and its name; a blind card's back."""
    from core.games.triassic_terror.components import components
    from desktop.games.triassic_terror.board import PATTERNS

    if card == UNKNOWN:
        paint_card_back(painter, rect)
        draw_text(painter, rect, table_text(texts, "card_back"), TEXT * 1.4, bold=True, token="card")
        return
    environment = components().card_environments[card]
    token = components().environments[environment].id
    painter.save()
    painter.setPen(QPen(theme.colour("card_edge"), 3))
    painter.setBrush(theme.colour(f"tt_{token}"))
    painter.drawPath(_card_shape(rect))
    painter.setPen(QPen(theme.colour("card_edge"), 0))
    from PySide6.QtGui import QBrush

    painter.setBrush(QBrush(theme.colour(f"tt_{token}_mark"), PATTERNS[environment % len(PATTERNS)]))
    painter.drawPath(_card_shape(rect))
    if rect.width() < SMALL_CARD:  # a held card in a player's place: its ground and pattern only
        painter.restore()
        return
    band = QRectF(rect.left(), rect.center().y() - TEXT * 0.8, rect.width(), TEXT * 1.6)
    painter.setPen(QPen(theme.colour("card_edge"), 0))
    painter.setBrush(theme.colour("card"))
    painter.drawRect(band)
    painter.restore()
    draw_fitted(painter, band, environment_name(texts, environment), TEXT, bold=True, smallest=TEXT)


def figure_look(figures: tuple[int, ...], space: int, looks: list[SeatLook]) -> SeatLook | None:
    seat = figures[space]
    return None if seat == NOBODY else looks[seat]
