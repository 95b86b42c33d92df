"""Small painting helpers every table uses: soft shadows, readable ink, highlight marks, caching.

Colours come from desktop.theme tokens; these helpers only decide how a
shadow fades or which ink stays readable on a fill.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop import theme


def cache_drawing(item: QGraphicsItem) -> None:
    """Draw ``item`` once into a pixmap at screen resolution and reuse it until it changes.

    The pixmap is redrawn when the item calls ``update()`` (every item does when
    its look changes) and when the zoom changes, so text stays sharp at any zoom
    (an item-coordinate cache would blur it). Moving the item or the view reuses
    it, so a table of still pieces costs a few pixmap copies per frame.
    """
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def soft_shadow(
    painter: QPainter, path: QPainterPath, offset: QPointF, spread: float, layers: int = 3
) -> None:
    """A blurred-looking shadow under ``path``: a few widening, fading copies.

    Cheaper than a QGraphicsDropShadowEffect and drawn in the item's own
    coordinates, so it scales with the table.
    """
    base = theme.colour("shadow")
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    shifted = path.translated(offset)
    for layer in range(layers, 0, -1):
        colour = QColor(base)
        colour.setAlphaF(base.alphaF() / (layers * 0.9))
        pen = QPen(colour, spread * layer / layers * 2)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPath(shifted)
    core = QColor(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(core)
    painter.drawPath(shifted)
    painter.restore()


def ink_on(fill: QColor) -> QColor:
    """Dark ink on light fills, light ink on dark ones (for symbols and numbers)."""
    luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF()
    return theme.colour("ink") if luminance > 0.55 else theme.colour("card")


def glow(painter: QPainter, path: QPainterPath, strength: float = 1.0, width: float = 5.0) -> None:
    """A legal target: accent fill, soft and see-through, with an accent rim."""
    fill = theme.colour("accent_soft")
    fill.setAlphaF(min(1.0, 0.45 * strength))
    rim = theme.colour("accent")
    painter.save()
    halo = QColor(rim)
    halo.setAlphaF(0.25 * strength)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(halo, width * 2.4))
    painter.drawPath(path)
    painter.setBrush(QBrush(fill))
    painter.setPen(QPen(rim, width))
    painter.drawPath(path)
    painter.restore()


def outline(painter: QPainter, path: QPainterPath, token: str, width: float, dashed: bool = False) -> None:
    """A plain coloured rim (illegal hover, last move) around ``path``."""
    pen = QPen(theme.colour(token), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen)
    painter.drawPath(path)
    painter.restore()


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


# Text alignments used on every table: vertically centred.
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    pixels: float,
    token: str = "ink",
    bold: bool = False,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,  # combine with AlignVCenter for left/right
    colour: QColor | None = None,
) -> None:
    """Words on the table: sized in scene units, in a theme colour."""
    painter.save()
    painter.setFont(theme.font_px(pixels, bold))
    painter.setPen(colour if colour is not None else theme.colour(token))
    painter.drawText(rect, align, text)
    painter.restore()


def fitting_font(text: str, room: float, largest: float, smallest: float, bold: bool = True) -> QFont:
    """A font as large as fits ``text`` into ``room`` (scene units), but never below ``smallest``."""
    size = largest
    while size > smallest:
        font = theme.font_px(size, bold)
        if QFontMetricsF(font).horizontalAdvance(text) <= room:
            return font
        size *= 0.92
    return theme.font_px(smallest, bold)


def draw_fitted(
    painter: QPainter,
    rect: QRectF,
    text: str,
    pixels: float,
    token: str = "ink",
    bold: bool = False,
    align: Qt.AlignmentFlag = CENTRE,
    wrap: bool = False,
    smallest: float = 0.0,
) -> None:
    """Words that shrink (never grow) until they fit ``rect``: long names and other languages.

    They never shrink below ``smallest`` (the table's readable floor, in scene units): what
    still does not fit there is cut short with an ellipsis, and the whole words are left to
    the card zoom or the side panel.
    """
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    floor = min(smallest, pixels) if smallest else 0.0
    for _ in range(8):
        metrics = QFontMetricsF(theme.font_px(pixels, bold))
        if wrap:
            needed = metrics.boundingRect(QRectF(0, 0, rect.width(), 1e6), flags, text)
            fits = needed.height() <= rect.height() and needed.width() <= rect.width() + 0.5
        else:
            fits = metrics.horizontalAdvance(text) <= rect.width()
        if fits or pixels * 0.9 < floor:
            break
        pixels *= 0.9
    metrics = QFontMetricsF(theme.font_px(pixels, bold))
    shown = text
    if not wrap and metrics.horizontalAdvance(text) > rect.width():
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    draw_text(painter, rect, shown, pixels, token, bold, Qt.AlignmentFlag(flags))
