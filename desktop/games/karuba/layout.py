"""Where everything lies on Karuba's table, in board units (one unit = one tile).

Island coordinates put the grid's top-left corner at (0, 0), one field per
unit; the coast (beach and jungle positions) lies in a band around it. The
table places the large island, the tile column and the player cards; one
scale (desktop.theme.UNIT) turns units into scene coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from core.games.karuba.components import SIDES, CoastPosition, Components
from desktop.theme import UNIT

# The smallest words on the table, in board units: at the fitted scale of a 1024x700 window
# (about 0.5 pixels a scene unit) still 10 pixels high.
SMALLEST_TEXT = 0.23
BAND = 1.22  # the beach / jungle border around the grid
SEA = 0.22  # water around the island
# Coast numbers run along the grid like a ruler; the pieces stand further out,
# so a temple or an adventurer never hides its number.
SLOT_INSET = {"beach": 0.74, "jungle": 0.8}  # a slot's centre, outward from the grid edge
LABEL_INSET = {"N": 0.17, "S": 0.17, "E": 0.23, "W": 0.21}  # a number's centre, by side

THUMB_SCALE = 0.28
CARD_PAD = 0.14
CARD_HEADER = 0.5
CARD_FOOTER = 0.46
CARD_GAP = 0.26

TITLE_HEIGHT = 0.62
COLUMN_GAP = 0.5
COLUMN_WIDTH = 3.4
REVEALED_SCALE = 1.75  # the revealed tile, larger than a field
PILE_SIZE = 1.15
STRIP_GAP = 0.45


def units(value: float) -> float:
    return value * UNIT


def field_centre(parts: Components, field: int) -> QPointF:
    column, row = field % parts.columns, field // parts.columns
    return QPointF(units(column + 0.5), units(row + 0.5))


def coast_point(parts: Components, position: CoastPosition, inset: float) -> QPointF:
    """A point in the coast band outside ``position``'s field, ``inset`` units from the grid edge."""
    centre = field_centre(parts, position.field)
    dx, dy = SIDES[position.exit]
    reach = units(0.5 + inset)
    return QPointF(centre.x() + dx * reach, centre.y() + dy * reach)


def island_rect(parts: Components) -> QRectF:
    """The island with its water, in island coordinates."""
    margin = BAND + SEA
    return QRectF(
        units(-margin), units(-margin), units(parts.columns + 2 * margin), units(parts.rows + 2 * margin)
    )


def land_rect(parts: Components) -> QRectF:
    return QRectF(units(-BAND), units(-BAND), units(parts.columns + 2 * BAND), units(parts.rows + 2 * BAND))


@dataclass(frozen=True)
class TableLayout:
    """Positions of the table's parts in scene coordinates."""

    parts: Components
    players: int

    @property
    def island_size(self) -> tuple[float, float]:
        rect = island_rect(self.parts)
        return rect.width(), rect.height()

    @property
    def big_island(self) -> QPointF:
        """Scene position of the large island's grid origin."""
        margin = units(BAND + SEA)
        return QPointF(margin, units(TITLE_HEIGHT) + margin)

    @property
    def title_rect(self) -> QRectF:
        width, _ = self.island_size
        return QRectF(0, 0, width, units(TITLE_HEIGHT - 0.08))

    @property
    def column_left(self) -> float:
        width, _ = self.island_size
        return width + units(COLUMN_GAP)

    @property
    def pile_rect(self) -> QRectF:
        return QRectF(self.column_left, units(TITLE_HEIGHT + 0.35), units(PILE_SIZE), units(PILE_SIZE))

    @property
    def revealed_centre(self) -> QPointF:
        size = units(REVEALED_SCALE)
        return QPointF(
            self.column_left + units(COLUMN_WIDTH) - size / 2, units(TITLE_HEIGHT + 0.1) + size / 2
        )

    @property
    def revealed_rect(self) -> QRectF:
        size = units(REVEALED_SCALE)
        centre = self.revealed_centre
        return QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)

    @property
    def discard_rect(self) -> QRectF:
        top = self.revealed_rect.bottom() + units(0.4)
        return QRectF(self.column_left, top, units(COLUMN_WIDTH), units(1.0))

    @property
    def stacks_rect(self) -> QRectF:
        top = self.discard_rect.bottom() + units(0.35)
        _, height = self.island_size
        bottom = units(TITLE_HEIGHT) + height
        return QRectF(self.column_left, top, units(COLUMN_WIDTH), bottom - top)

    @property
    def card_size(self) -> tuple[float, float]:
        width, height = self.island_size
        return (
            width * THUMB_SCALE + units(2 * CARD_PAD),
            height * THUMB_SCALE + units(CARD_HEADER + CARD_FOOTER + CARD_PAD),
        )

    @property
    def strip_top(self) -> float:
        _, height = self.island_size
        return units(TITLE_HEIGHT) + height + units(STRIP_GAP)

    @property
    def table_width(self) -> float:
        return self.column_left + units(COLUMN_WIDTH)

    def card_rect(self, seat: int) -> QRectF:
        width, height = self.card_size
        slots = max(self.players, 4)
        gap = (self.table_width - slots * width) / (slots - 1)
        return QRectF(seat * (width + gap), self.strip_top, width, height)

    def thumb_origin(self, seat: int) -> QPointF:
        """Scene position of a thumbnail island's grid origin."""
        card = self.card_rect(seat)
        margin = units(BAND + SEA) * THUMB_SCALE
        return QPointF(card.left() + units(CARD_PAD) + margin, card.top() + units(CARD_HEADER) + margin)

    @property
    def bounds(self) -> QRectF:
        _, height = self.card_size
        margin = units(0.3)
        return QRectF(-margin, -margin, self.table_width + 2 * margin, self.strip_top + height + 2 * margin)
