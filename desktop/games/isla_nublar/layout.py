"""Where everything stands on Isla Nublar's table, in board units (one hex radius is ``RADIUS``).

The island stands on the left, flat-top hexes in odd-q columns as the component file lays
them out, with the areas' camp points in a column of plaques beside it and the exit under
the southern tip. On the right, from the top: the market's five stacks with the dinosaur
deck, the scoring row, the score track and the players' places. The viewer's hand, with the
turn's pools, the hidden cards and the own piles, runs under the island.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from core.engine.hexgrid import Hex, extent
from core.games.isla_nublar.components import OFFSET, Components
from desktop.scene import hexboard

TEXT = 30.0  # the smallest words and numbers on the table (legibility at 1024x700)
LINE = TEXT * 1.4
GAP = 20.0
RADIUS = 66.0  # a hex's centre to its corners
LAYOUT = OFFSET.layout
BANDS = 150.0  # the column of the areas' plaques, left of the island
HEX_WIDTH, HEX_HEIGHT = (size * RADIUS for size in extent(LAYOUT))
HEXES = hexboard.HexBoard(LAYOUT, RADIUS, origin=(BANDS + HEX_WIDTH / 2, HEX_HEIGHT / 2 + LINE))

CARD_WIDTH, CARD_HEIGHT = 128.0, 180.0  # market and scoring cards
ROW_GAP = 16.0  # between the cards of a row
RIGHT = 930.0  # the right column's left edge: the viewer's row under the island ends before it
RIGHT_WIDTH = 5 * CARD_WIDTH + 4 * ROW_GAP + 2 * ROW_GAP + CARD_WIDTH + 10.0
MARKET_TOP = 0.0
SCORING_TOP = MARKET_TOP + LINE + CARD_HEIGHT + LINE + GAP
TRACK_TOP = SCORING_TOP + LINE + CARD_HEIGHT + LINE + GAP
TRACK_ROWS = 2
TRACK_CELL = RIGHT_WIDTH / 25
TRACK_HEIGHT = TRACK_ROWS * TRACK_CELL
SEATS_TOP = TRACK_TOP + TRACK_HEIGHT + GAP
SEAT_HEIGHT = 256.0

# The patrons' rows (with the variant): under the players' places, which take two rows at every
# player count, where the right column is empty beside the viewer's hand. Each row: the emblem,
# the patron's name with the crates still at the start under it, then the six tiles.
# They end where the hand does, so the table keeps its height and its scale.
PATRONS_TOP = SEATS_TOP + 2 * (SEAT_HEIGHT + GAP) - GAP / 2
PATRON_ROW = 80.0
PATRON_GAP = 5.0
EMBLEM = 60.0
PATRON_NAME_WIDTH = 262.0  # the longest name, German "Schöpfungslabor", at the table's text size
TILE_GAP = 8.0

HAND_CARD_WIDTH, HAND_CARD_HEIGHT = 118.0, 165.0
MINI_WIDTH, MINI_HEIGHT = 58.0, 80.0  # a card in a place's play area


def centre(cell: Hex) -> QPointF:
    return HEXES.centre(cell)


def island_rect(parts: Components) -> QRectF:
    return HEXES.bounding_rect(space.cell for space in parts.spaces)


def market_rect(stack: int) -> QRectF:
    return QRectF(RIGHT + stack * (CARD_WIDTH + ROW_GAP), MARKET_TOP + LINE, CARD_WIDTH, CARD_HEIGHT)


def dinosaur_deck_rect(stacks: int) -> QRectF:
    return QRectF(
        RIGHT + stacks * (CARD_WIDTH + ROW_GAP) + ROW_GAP, MARKET_TOP + LINE, CARD_WIDTH, CARD_HEIGHT
    )


def scoring_rect(slot: int) -> QRectF:
    return QRectF(RIGHT + slot * (CARD_WIDTH + ROW_GAP), SCORING_TOP + LINE, CARD_WIDTH, CARD_HEIGHT)


def scoring_deck_rect(slots: int) -> QRectF:
    return QRectF(
        RIGHT + slots * (CARD_WIDTH + ROW_GAP) + ROW_GAP, SCORING_TOP + LINE, CARD_WIDTH, CARD_HEIGHT
    )


def track_rect() -> QRectF:
    return QRectF(RIGHT, TRACK_TOP, RIGHT_WIDTH, TRACK_HEIGHT)


def seat_rect(seat: int, players: int) -> QRectF:
    """Two places a row; with two players each takes a row of its own, wider for its play area."""
    columns = 1 if players <= 2 else 2
    width = (RIGHT_WIDTH - (columns - 1) * GAP) / columns
    row, column = divmod(seat, columns)
    height = SEAT_HEIGHT
    return QRectF(RIGHT + column * (width + GAP), SEATS_TOP + row * (height + GAP), width, height)


def hand_top(parts: Components) -> float:
    return island_rect(parts).bottom() + LINE + GAP


def hand_rect(parts: Components) -> QRectF:
    """The viewer's row: the pools, the hand, the hidden cards and the own piles."""
    return QRectF(0.0, hand_top(parts), RIGHT - GAP, LINE + HAND_CARD_HEIGHT + 2 * GAP)


def area_label_rect(top: float, bottom: float) -> QRectF:
    middle = (top + bottom) / 2
    return QRectF(GAP / 2, middle - 1.3 * LINE, BANDS - GAP, 2.6 * LINE)


def hex_row_height() -> float:
    return math.sqrt(3) * RADIUS


def patrons_rect(patrons: int) -> QRectF:
    return QRectF(RIGHT, PATRONS_TOP, RIGHT_WIDTH, patrons * PATRON_ROW + (patrons - 1) * PATRON_GAP)


def patron_row_rect(patron: int) -> QRectF:
    return QRectF(RIGHT, PATRONS_TOP + patron * (PATRON_ROW + PATRON_GAP), RIGHT_WIDTH, PATRON_ROW)


def emblem_rect(patron: int) -> QRectF:
    row = patron_row_rect(patron)
    return QRectF(row.left(), row.center().y() - EMBLEM / 2, EMBLEM, EMBLEM)


def patron_name_rect(patron: int) -> QRectF:
    row = patron_row_rect(patron)
    return QRectF(row.left() + EMBLEM + TILE_GAP, row.top(), PATRON_NAME_WIDTH, LINE)


def patron_start_rect(patron: int) -> QRectF:
    """Under the name: where the markers wait before their first tile."""
    name = patron_name_rect(patron)
    row = patron_row_rect(patron)
    return QRectF(name.left(), name.bottom(), name.width(), row.bottom() - name.bottom())


def tile_rect(patron: int, position: int, tiles: int) -> QRectF:
    row = patron_row_rect(patron)
    left = row.left() + EMBLEM + TILE_GAP + PATRON_NAME_WIDTH + TILE_GAP
    width = (row.right() - left - (tiles - 1) * TILE_GAP) / tiles
    return QRectF(left + position * (width + TILE_GAP), row.top(), width, row.height())
