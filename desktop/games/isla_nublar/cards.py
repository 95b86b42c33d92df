"""Isla Nublar's cards, drawn as vectors in any rectangle: blue and red cards, scoring cards, backs.

On the table a card shows a short face without its name (no name fits a card's width at
the table's smallest legible size): a blue card, in its blue frame, shows its actions as
icons (``icons``), one above the other with a slash between the alternatives, the number
beside amber, crates and cards drawn; the price stands bottom right in red. A red card
shows the egg or its dinosaur. A scoring card shows what it counts as a picture and its
points per camp and per crate. The zoom, taller, puts the name on a band at the top (the
patron above it) and writes the card's whole text under the icons.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen

from core.games.isla_nublar.components import CardAction, CardType
from core.games.isla_nublar.schema import BLUE
from desktop import theme
from desktop.games.isla_nublar.icons import ICONS, paint_picture
from desktop.games.isla_nublar.pieces import (
    DINOSAUR_IDS,
    paint_camp_icon,
    paint_crate_icon,
    paint_dinosaur,
)
from desktop.scene.card import paint_card_body
from desktop.scene.paint import draw_fitted, draw_text, rounded

RATIO = 1.4  # height / width
ZOOM_RATIO = 2.0  # the zoom is taller: it writes the card's whole text under its icons


def card_path(rect: QRectF) -> QPainterPath:
    return rounded(rect, rect.width() * 0.08)


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """A face-down card: a fern leaf over the island's green."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(theme.colour("card_edge"), rect.width() * 0.03))
    painter.setBrush(theme.colour("in_card_back"))
    painter.drawPath(card_path(rect))
    middle, width = rect.center(), rect.width()
    painter.setPen(
        QPen(theme.colour("in_park"), width * 0.03, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    painter.drawLine(
        QPointF(middle.x(), middle.y() + width * 0.4), QPointF(middle.x(), middle.y() - width * 0.4)
    )
    for step in range(-3, 4):
        y = middle.y() + step * width * 0.1
        reach = width * (0.28 - abs(step) * 0.05)
        painter.drawLine(QPointF(middle.x(), y), QPointF(middle.x() - reach, y - width * 0.08))
        painter.drawLine(QPointF(middle.x(), y), QPointF(middle.x() + reach, y - width * 0.08))
    painter.restore()


def paint_face(
    painter: QPainter,
    rect: QRectF,
    kind: CardType,
    name: str,
    patron: str,
    floor: float,
    text: str = "",
) -> None:
    """The card's face; ``floor`` is the smallest size words may shrink to, ``text`` the zoom's words."""
    if kind.scoring is not None:
        _paint_scoring(painter, rect, kind, name, floor, text)
        return
    width = rect.width()
    blue = kind.colour == BLUE
    painter.save()
    paint_card_body(
        painter, card_path(rect), theme.colour("in_blue_card" if blue else "in_red_card"), width * 0.06
    )
    zoomed = bool(text)
    if zoomed:
        band = _paint_band(painter, rect, blue, name, patron, floor)
        room = QRectF(rect.left(), band.bottom() + width * 0.04, width, width * 0.36)
    else:
        # The table's short face has no room for a name at a legible size (German names run to
        # sixteen letters): its icons fill the card above the price; the zoom names it.
        bottom = rect.bottom() - width * (0.42 if kind.price else 0.08)
        room = QRectF(rect.left(), rect.top() + width * 0.1, width, bottom - rect.top() - width * 0.1)
    if blue:
        _paint_actions(painter, room, kind.actions, floor)
    elif kind.egg:
        paint_egg(painter, room)
    else:
        size = min(room.width(), room.height()) * 0.8
        paint_dinosaur(painter, room.center(), size, DINOSAUR_IDS[kind.dinosaur])
    if text:
        bottom = rect.bottom() - width * (0.42 if kind.price else 0.08)
        words = QRectF(
            rect.left() + width * 0.08, room.bottom() + width * 0.03, width * 0.84, bottom - room.bottom()
        )
        _paint_words(painter, words, text, floor)
    if kind.price:
        _paint_price(painter, rect, kind.price, floor)
    painter.restore()


def _paint_band(painter: QPainter, rect: QRectF, blue: bool, name: str, patron: str, floor: float) -> QRectF:
    """The zoom's band at the top: the card's name, with its patron above it where it has one."""
    width = rect.width()
    band = QRectF(rect.left() + width * 0.06, rect.top() + width * 0.06, width * 0.88, width * 0.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_blue_band" if blue else "in_red_band"))
    if patron:
        head = QRectF(band.left(), band.top(), band.width(), width * 0.16)
        painter.drawPath(rounded(head, width * 0.04))
        draw_fitted(
            painter, head.adjusted(4, 0, -4, 0), patron, max(floor, width * 0.1), bold=True, smallest=floor
        )
        band = QRectF(band.left(), head.bottom() + width * 0.02, band.width(), width * 0.24)
        draw_fitted(painter, band, name, max(floor, width * 0.12), bold=True, smallest=floor)
    else:
        painter.drawPath(rounded(band, width * 0.05))
        paint_name(painter, band.adjusted(2, 0, -2, 0), name, max(floor, width * 0.15), floor)
    return band


def _paint_words(painter: QPainter, rect: QRectF, text: str, pixels: float) -> None:
    painter.save()
    painter.setPen(theme.colour("ink"))
    painter.setFont(theme.font_px(pixels))
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
    painter.drawText(rect, flags, text)
    painter.restore()


def paint_name(painter: QPainter, band: QRectF, name: str, size: float, floor: float) -> None:
    """A name on one line when it fits, else on two split at a space; a word too long is cut short."""
    metrics = QFontMetricsF(theme.font_px(max(floor, size * 0.8), True))
    words = name.split()
    if metrics.horizontalAdvance(name) <= band.width() or len(words) < 2:
        draw_fitted(painter, band, name, size, bold=True, smallest=floor)
        return
    split = min(
        range(1, len(words)),
        key=lambda at: abs(len(" ".join(words[:at])) - len(" ".join(words[at:]))),
    )
    half = band.height() / 2
    for line, part in enumerate((" ".join(words[:split]), " ".join(words[split:]))):
        row = QRectF(band.left(), band.top() + line * half, band.width(), half)
        draw_fitted(painter, row, part, size, bold=True, smallest=floor)


def _paint_price(painter: QPainter, rect: QRectF, price: int, floor: float) -> None:
    width = rect.width()
    size = width * 0.34
    disc = QRectF(rect.right() - size - width * 0.05, rect.bottom() - size - width * 0.05, size, size)
    painter.setPen(QPen(theme.colour("in_price").darker(140), width * 0.02))
    painter.setBrush(theme.colour("in_price"))
    painter.drawEllipse(disc)
    draw_text(painter, disc, str(price), max(floor, size * 0.62), token="card", bold=True)


def _paint_actions(painter: QPainter, room: QRectF, actions: tuple[CardAction, ...], floor: float) -> None:
    """Each alternative on its own line, a slash between them."""
    count = len(actions)
    line = room.height() / (count + (count - 1) * 0.35)
    top = room.top()
    for index, action in enumerate(actions):
        row = QRectF(room.left(), top, room.width(), line)
        paint_action(painter, row, action, floor)
        top += line
        if index < count - 1:
            draw_text(
                painter,
                QRectF(room.left(), top, room.width(), line * 0.35),
                "/",
                max(floor, line * 0.35),
                bold=True,
            )
            top += line * 0.35


def paint_action(painter: QPainter, row: QRectF, action: CardAction, floor: float) -> None:
    """One action as its icon, with its number for the counted ones, centred in ``row``."""
    size = min(row.height() * 0.8, row.width() * 0.34)
    counted = action.kind in ("amber", "crates", "draw")
    number_width = size * 0.9 if counted else 0.0
    left = row.center().x() - (size + number_width) / 2
    icon = QRectF(left, row.center().y() - size / 2, size, size)
    ICONS[action.kind](painter, icon)
    if counted:
        box = QRectF(icon.right(), row.top(), number_width, row.height())
        draw_text(painter, box, str(action.amount), max(floor, size * 0.75), bold=True)


def paint_egg(painter: QPainter, room: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    height = room.height() * 0.8
    egg = QRectF(room.center().x() - height * 0.38, room.center().y() - height / 2, height * 0.76, height)
    painter.setPen(QPen(theme.colour("in_dinosaur"), height * 0.04))
    painter.setBrush(theme.colour("in_dinosaur_token"))
    painter.drawEllipse(egg)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_forest"))
    for dx, dy in ((-0.15, -0.2), (0.12, 0.05), (-0.05, 0.25)):
        painter.drawEllipse(
            QPointF(egg.center().x() + dx * height, egg.center().y() + dy * height),
            height * 0.07,
            height * 0.05,
        )
    painter.restore()


# scoring cards ------------------------------------------------------------------------


def _paint_scoring(
    painter: QPainter, rect: QRectF, kind: CardType, name: str, floor: float, text: str
) -> None:
    scoring = kind.scoring
    assert scoring is not None
    width = rect.width()
    painter.save()
    paint_card_body(painter, card_path(rect), theme.colour("in_scoring_frame"), width * 0.05)
    inner = rect.adjusted(width * 0.06, width * 0.06, -width * 0.06, -width * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_scoring_card"))
    painter.drawPath(rounded(inner, width * 0.05))
    if text:  # the zoom names the card; the short face shows only what it counts
        title = QRectF(inner.left(), inner.top(), inner.width(), width * 0.24)
        draw_fitted(painter, title, name, max(floor, width * 0.15), bold=True, smallest=floor)
        picture = QRectF(inner.left(), title.bottom(), inner.width(), width * 0.36)
    else:
        picture = QRectF(inner.left(), inner.top(), inner.width(), inner.height() - width * 0.3)
    paint_picture(painter, picture, scoring.kind, scoring.landscape)
    points = QRectF(inner.left(), picture.bottom(), inner.width(), width * 0.3)
    _paint_points(painter, points, scoring.camp, scoring.crate, floor)
    if text:
        words = QRectF(
            inner.left() + 6, points.bottom(), inner.width() - 12, inner.bottom() - points.bottom()
        )
        _paint_words(painter, words, text, floor)
    painter.restore()


def _paint_points(painter: QPainter, row: QRectF, camp: int, crate: int, floor: float) -> None:
    size = row.height() * 0.7
    parts = [(paint_camp_icon, camp)] + ([(None, crate)] if crate else [])
    share = row.width() / len(parts)
    for index, (icon, points) in enumerate(parts):
        cell = QRectF(row.left() + index * share, row.top(), share, row.height())
        box = QRectF(cell.left() + cell.width() * 0.08, cell.center().y() - size / 2, size, size)
        if icon is None:
            paint_crate_icon(painter, box.adjusted(size * 0.1, size * 0.1, -size * 0.1, -size * 0.1))
        else:
            icon(painter, box, theme.colour("in_crate"))
        draw_text(
            painter,
            QRectF(box.right(), cell.top(), cell.right() - box.right(), cell.height()),
            f"{points}",
            max(floor, size * 0.8),
            bold=True,
        )


def zoom_paint(
    kind: CardType, name: str, patron: str, text: str, floor: float
) -> Callable[[QPainter, QRectF], None]:
    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_face(painter, rect, kind, name, patron, floor, text)

    return paint
