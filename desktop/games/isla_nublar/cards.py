"""Isla Nublar's cards, drawn as vectors in any rectangle: blue and red cards, scoring cards, backs.

A blue card has a blue frame, its patron on a band at the top, its name, and its actions as
icons, one above the other with a slash between the alternatives: a drop of amber, a crate
or a card with the number, or the symbol of a special action (an eye shut for Hide, a bell
for Distraction, a list for Inventory, a bin for Wear, an arrow up for Upgrade, a tent with
an arrow for Relocate, coins for Small Change, a shield for Countermeasure). The price
stands bottom right in red. A red card shows the egg or its dinosaur. A scoring card shows
what it counts as a picture and its points per camp and per crate. In the zoom the card's
whole text is written under the icons.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from core.games.isla_nublar.components import CardAction, CardType
from core.games.isla_nublar.schema import BLUE, LANDSCAPES
from desktop import theme
from desktop.games.isla_nublar.island import paint_landscape
from desktop.games.isla_nublar.pieces import (
    DINOSAUR_IDS,
    paint_amber,
    paint_camp_icon,
    paint_crate_icon,
    paint_dinosaur,
)
from desktop.scene.card import paint_card_body
from desktop.scene.paint import CENTRE, draw_fitted, draw_text, rounded

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
    # On the table the band holds the card's name (two lines where it needs them); the zoom
    # adds the patron above it.
    zoomed = bool(text)
    band = QRectF(rect.left() + width * 0.06, rect.top() + width * 0.06, width * 0.88, width * 0.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colour("in_blue_band" if blue else "in_red_band"))
    if zoomed and patron:
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
    # In the zoom the icons take a short row and the words the rest, above the price.
    room = QRectF(
        rect.left(), band.bottom() + width * 0.04, width, width * 0.36 if zoomed else rect.height() * 0.5
    )
    if blue:
        _paint_actions(painter, room, kind.actions, floor)
    elif kind.egg:
        _paint_egg(painter, room)
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


def _icon_pen(painter: QPainter, icon: QRectF, token: str = "ink") -> None:
    pen = QPen(theme.colour(token), icon.width() * 0.09)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _draw(painter: QPainter, icon: QRectF) -> None:
    """A card with a plus: cards drawn."""
    card = QRectF(
        icon.left() + icon.width() * 0.18,
        icon.top() + icon.height() * 0.08,
        icon.width() * 0.55,
        icon.height() * 0.8,
    )
    painter.save()
    painter.setPen(QPen(theme.colour("in_blue_card"), icon.width() * 0.07))
    painter.setBrush(theme.colour("in_blue_band"))
    painter.drawRoundedRect(card, icon.width() * 0.08, icon.width() * 0.08)
    _icon_pen(painter, icon)
    middle = QPointF(card.right(), card.bottom() - icon.height() * 0.12)
    painter.drawLine(
        QPointF(middle.x() - icon.width() * 0.16, middle.y()),
        QPointF(middle.x() + icon.width() * 0.16, middle.y()),
    )
    painter.drawLine(
        QPointF(middle.x(), middle.y() - icon.width() * 0.16),
        QPointF(middle.x(), middle.y() + icon.width() * 0.16),
    )
    painter.restore()


def _hide(painter: QPainter, icon: QRectF) -> None:
    """An eye shut."""
    painter.save()
    _icon_pen(painter, icon)
    lid = QPainterPath(QPointF(icon.left(), icon.center().y()))
    lid.quadTo(QPointF(icon.center().x(), icon.bottom()), QPointF(icon.right(), icon.center().y()))
    painter.drawPath(lid)
    for share in (0.25, 0.5, 0.75):
        x = icon.left() + icon.width() * share
        y = icon.center().y() + icon.height() * (0.3 if share == 0.5 else 0.24)
        painter.drawLine(QPointF(x, y), QPointF(x, y + icon.height() * 0.16))
    painter.restore()


def _distract(painter: QPainter, icon: QRectF) -> None:
    """A bell."""
    painter.save()
    _icon_pen(painter, icon)
    bell = QPainterPath(QPointF(icon.left() + icon.width() * 0.15, icon.bottom() - icon.height() * 0.2))
    bell.quadTo(
        QPointF(icon.left() + icon.width() * 0.25, icon.top()),
        QPointF(icon.center().x(), icon.top() + icon.height() * 0.1),
    )
    bell.quadTo(
        QPointF(icon.right() - icon.width() * 0.25, icon.top()),
        QPointF(icon.right() - icon.width() * 0.15, icon.bottom() - icon.height() * 0.2),
    )
    bell.closeSubpath()
    painter.setBrush(theme.colour("in_amber"))
    painter.drawPath(bell)
    painter.drawEllipse(
        QPointF(icon.center().x(), icon.bottom() - icon.height() * 0.1),
        icon.width() * 0.08,
        icon.width() * 0.08,
    )
    painter.restore()


def _inventory(painter: QPainter, icon: QRectF) -> None:
    """A list with ticks."""
    painter.save()
    _icon_pen(painter, icon)
    for row in range(3):
        y = icon.top() + icon.height() * (0.2 + row * 0.3)
        painter.drawLine(
            QPointF(icon.left() + icon.width() * 0.1, y),
            QPointF(icon.left() + icon.width() * 0.22, y + icon.height() * 0.08),
        )
        painter.drawLine(
            QPointF(icon.left() + icon.width() * 0.22, y + icon.height() * 0.08),
            QPointF(icon.left() + icon.width() * 0.36, y - icon.height() * 0.08),
        )
        painter.drawLine(
            QPointF(icon.left() + icon.width() * 0.48, y), QPointF(icon.right() - icon.width() * 0.06, y)
        )
    painter.restore()


def _wear(painter: QPainter, icon: QRectF) -> None:
    """A bin."""
    painter.save()
    _icon_pen(painter, icon)
    body = QPolygonF(
        [
            QPointF(icon.left() + icon.width() * 0.2, icon.top() + icon.height() * 0.3),
            QPointF(icon.left() + icon.width() * 0.28, icon.bottom()),
            QPointF(icon.right() - icon.width() * 0.28, icon.bottom()),
            QPointF(icon.right() - icon.width() * 0.2, icon.top() + icon.height() * 0.3),
        ]
    )
    painter.drawPolygon(body)
    painter.drawLine(
        QPointF(icon.left() + icon.width() * 0.1, icon.top() + icon.height() * 0.18),
        QPointF(icon.right() - icon.width() * 0.1, icon.top() + icon.height() * 0.18),
    )
    painter.drawLine(
        QPointF(icon.center().x() - icon.width() * 0.1, icon.top() + icon.height() * 0.05),
        QPointF(icon.center().x() + icon.width() * 0.1, icon.top() + icon.height() * 0.05),
    )
    painter.restore()


def _upgrade(painter: QPainter, icon: QRectF) -> None:
    """An arrow up."""
    painter.save()
    _icon_pen(painter, icon, "in_blue_card")
    painter.setBrush(theme.colour("in_blue_band"))
    arrow = QPolygonF(
        [
            QPointF(icon.center().x(), icon.top()),
            QPointF(icon.right() - icon.width() * 0.08, icon.top() + icon.height() * 0.45),
            QPointF(icon.center().x() + icon.width() * 0.16, icon.top() + icon.height() * 0.45),
            QPointF(icon.center().x() + icon.width() * 0.16, icon.bottom()),
            QPointF(icon.center().x() - icon.width() * 0.16, icon.bottom()),
            QPointF(icon.center().x() - icon.width() * 0.16, icon.top() + icon.height() * 0.45),
            QPointF(icon.left() + icon.width() * 0.08, icon.top() + icon.height() * 0.45),
        ]
    )
    painter.drawPolygon(arrow)
    painter.restore()


def _relocate(painter: QPainter, icon: QRectF) -> None:
    """A tent with an arrow beside it."""
    tent = QRectF(icon.left(), icon.top() + icon.height() * 0.3, icon.width() * 0.55, icon.height() * 0.6)
    paint_camp_icon(painter, tent, theme.colour("in_crate"))
    painter.save()
    _icon_pen(painter, icon)
    y = icon.top() + icon.height() * 0.25
    painter.drawLine(QPointF(icon.left() + icon.width() * 0.4, y), QPointF(icon.right(), y))
    painter.drawLine(
        QPointF(icon.right(), y), QPointF(icon.right() - icon.width() * 0.16, y - icon.height() * 0.14)
    )
    painter.drawLine(
        QPointF(icon.right(), y), QPointF(icon.right() - icon.width() * 0.16, y + icon.height() * 0.14)
    )
    painter.restore()


def paint_small_change(painter: QPainter, icon: QRectF) -> None:
    """Amber turning into a crate."""
    half = icon.width() * 0.48
    paint_amber(painter, QRectF(icon.left(), icon.top(), half, half * 1.2))
    paint_crate_icon(painter, QRectF(icon.right() - half, icon.bottom() - half, half, half))


def _countermeasure(painter: QPainter, icon: QRectF) -> None:
    """A shield."""
    painter.save()
    _icon_pen(painter, icon, "in_blue_card")
    painter.setBrush(theme.colour("in_blue_band"))
    shield = QPainterPath(QPointF(icon.center().x(), icon.top()))
    shield.lineTo(QPointF(icon.right() - icon.width() * 0.1, icon.top() + icon.height() * 0.15))
    shield.quadTo(
        QPointF(icon.right() - icon.width() * 0.1, icon.bottom() - icon.height() * 0.2),
        QPointF(icon.center().x(), icon.bottom()),
    )
    shield.quadTo(
        QPointF(icon.left() + icon.width() * 0.1, icon.bottom() - icon.height() * 0.2),
        QPointF(icon.left() + icon.width() * 0.1, icon.top() + icon.height() * 0.15),
    )
    shield.closeSubpath()
    painter.drawPath(shield)
    painter.restore()


def _crates(painter: QPainter, icon: QRectF) -> None:
    paint_crate_icon(
        painter,
        icon.adjusted(icon.width() * 0.08, icon.width() * 0.08, -icon.width() * 0.08, -icon.width() * 0.08),
    )


def _amber(painter: QPainter, icon: QRectF) -> None:
    paint_amber(painter, icon.adjusted(icon.width() * 0.14, 0, -icon.width() * 0.14, 0))


ICONS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "amber": _amber,
    "crates": _crates,
    "draw": _draw,
    "hide": _hide,
    "distract": _distract,
    "inventory": _inventory,
    "wear": _wear,
    "upgrade": _upgrade,
    "relocate": _relocate,
    "small_change": paint_small_change,
    "countermeasure": _countermeasure,
}


def _paint_egg(painter: QPainter, room: QRectF) -> None:
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
    title = QRectF(inner.left(), inner.top(), inner.width(), width * 0.24)
    draw_fitted(painter, title, name, max(floor, width * 0.15), bold=True, smallest=floor)
    picture = QRectF(inner.left(), title.bottom(), inner.width(), width * (0.36 if text else 0.63))
    _paint_picture(painter, picture, scoring.kind, scoring.landscape)
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


def _paint_picture(painter: QPainter, room: QRectF, kind: str, landscape: str) -> None:
    middle = room.center()
    size = min(room.width(), room.height()) * 0.3
    if kind == "landscape":
        paint_landscape(painter, middle, landscape, size * 1.3)
    elif kind == "neighbour":
        paint_landscape(painter, middle, landscape, size * 0.8)
        _ring(painter, middle, size)
    elif kind == "variety":
        for index, shown in enumerate(LANDSCAPES):
            x = room.left() + room.width() * (0.1 + 0.2 * index)
            paint_landscape(
                painter,
                QPointF(x, middle.y() + (size * 0.5 if index % 2 else -size * 0.3)),
                shown,
                size * 0.55,
            )
    elif kind == "stacks":
        for level in range(3):
            box = QRectF(
                middle.x() - size, middle.y() - size * 0.2 - level * size * 0.4, size * 2, size * 1.2
            )
            paint_camp_icon(painter, box, theme.colour("in_crate").darker(100 + 20 * (2 - level)))
    elif kind == "connections":
        painter.save()
        _icon_pen(painter, QRectF(0, 0, size * 0.6, size))
        painter.drawLine(QPointF(middle.x() - size, middle.y()), QPointF(middle.x() + size, middle.y()))
        painter.restore()
        for side in (-size, size):
            paint_camp_icon(
                painter,
                QRectF(middle.x() + side - size * 0.5, middle.y() - size * 0.6, size, size * 0.9),
                theme.colour("in_crate"),
            )
    elif kind == "columns":
        for row in (-1.0, 0.0, 1.0):
            paint_camp_icon(
                painter,
                QRectF(
                    middle.x() - size * 0.4,
                    middle.y() + row * size * 0.75 - size * 0.35,
                    size * 0.8,
                    size * 0.65,
                ),
                theme.colour("in_crate"),
            )
    elif kind == "groups":
        for dx, dy in ((-0.6, 0.2), (0.6, 0.2), (0.0, -0.5)):
            paint_camp_icon(
                painter,
                QRectF(
                    middle.x() + dx * size - size * 0.45,
                    middle.y() + dy * size - size * 0.4,
                    size * 0.9,
                    size * 0.8,
                ),
                theme.colour("in_crate"),
            )
    elif kind == "river":
        painter.save()
        pen = QPen(theme.colour("in_river"), size * 0.3)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        wave = QPainterPath(QPointF(room.left() + room.width() * 0.1, middle.y()))
        wave.cubicTo(
            QPointF(middle.x() - size, middle.y() - size),
            QPointF(middle.x() + size, middle.y() + size),
            QPointF(room.right() - room.width() * 0.1, middle.y()),
        )
        painter.drawPath(wave)
        painter.restore()
        paint_camp_icon(
            painter,
            QRectF(middle.x() - size * 0.45, middle.y() - size * 1.1, size * 0.9, size * 0.8),
            theme.colour("in_crate"),
        )
    else:  # the front line: camps along the volcanoes' edge
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour("in_volcano"))
        painter.drawRect(
            QRectF(
                room.left() + room.width() * 0.08,
                room.top() + room.height() * 0.1,
                room.width() * 0.84,
                size * 0.5,
            )
        )
        painter.restore()
        for place in (-1.0, 0.0, 1.0):
            paint_camp_icon(
                painter,
                QRectF(
                    middle.x() + place * size - size * 0.4, middle.y() - size * 0.1, size * 0.8, size * 0.7
                ),
                theme.colour("in_crate"),
            )


def _ring(painter: QPainter, middle: QPointF, size: float) -> None:
    painter.save()
    pen = QPen(theme.colour("ink_soft"), size * 0.08, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(middle, size * 1.35, size * 1.35)
    painter.restore()


def zoom_paint(
    kind: CardType, name: str, patron: str, text: str, floor: float
) -> Callable[[QPainter, QRectF], None]:
    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_face(painter, rect, kind, name, patron, floor, text)

    return paint


__all__ = ["CENTRE", "RATIO", "ZOOM_RATIO", "card_path", "paint_back", "paint_face", "zoom_paint"]
