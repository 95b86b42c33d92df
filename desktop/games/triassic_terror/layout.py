"""Where everything stands on Triassic Terror's table, in board units.

The board is a circle: each environment a quarter, clockwise in the component file's order
from the top left, each of its areas a ring (outer, middle, inner), so areas that share an
edge are the adjacent ones. An area's three habitats stand along the middle of its ring,
large first clockwise, with their points outside them and the predators inside. The score
track is a ring of spaces around the board. Beside the board: the tracks, the deck and the
players' places.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from core.games.triassic_terror.components import Area, Components
from core.games.triassic_terror.schema import RINGS

TEXT = 30.0  # the smallest words and numbers on the table (legibility at 1024x700)
HOLE = 70.0  # the empty middle of the board
RING = 176.0  # the width of a ring of areas
BOARD = HOLE + RING * len(RINGS)  # the board's radius
SCORE_INNER, SCORE_OUTER = BOARD + 10.0, BOARD + 70.0  # the score track around it
EDGE = SCORE_OUTER + 20.0  # half the board's square
SLOT_GAP = 82.0  # between the centres of an area's habitats
HABITAT_RADIUS = (38.0, 35.0, 32.0)  # large, medium, small
HERD_RADIUS = 31.0
PREDATOR_RADIUS = 20.0
PREDATOR_GAP = 40.0
GAP = 24.0
COLUMN = EDGE + 2 * GAP  # the left edge of the column beside the board
COLUMN_WIDTH = 590.0


def start_angle(environment: int, environments: int) -> float:
    """Where the environment's quarter begins, in degrees clockwise from the right (screen)."""
    return 180.0 + environment * 360.0 / environments


def span(environments: int) -> float:
    return 360.0 / environments


def ring_radii(ring: str) -> tuple[float, float]:
    """The inner and outer radius of a ring."""
    index = len(RINGS) - 1 - RINGS.index(ring)  # the inner ring is nearest the middle
    return HOLE + index * RING, HOLE + (index + 1) * RING


def middle_radius(ring: str) -> float:
    low, high = ring_radii(ring)
    return (low + high) / 2


def polar(radius: float, degrees: float) -> QPointF:
    angle = math.radians(degrees)
    return QPointF(radius * math.cos(angle), radius * math.sin(angle))


def centre_angle(area: Area, parts: Components) -> float:
    count = len(parts.environments)
    return start_angle(area.environment, count) + span(count) / 2


def area_path(area: Area, parts: Components) -> QPainterPath:
    """The area's outline: its piece of its ring within its environment's quarter."""
    low, high = ring_radii(area.ring)
    begin = start_angle(area.environment, len(parts.environments))
    width = span(len(parts.environments))
    path = QPainterPath()
    path.arcMoveTo(QRectF(-high, -high, 2 * high, 2 * high), -begin)
    path.arcTo(QRectF(-high, -high, 2 * high, 2 * high), -begin, -width)
    path.arcTo(QRectF(-low, -low, 2 * low, 2 * low), -(begin + width), width)
    path.closeSubpath()
    return path


def habitat_centre(area: Area, parts: Components, habitat: int) -> QPointF:
    """The middle of the area's habitat (0 the large one), along the middle of its ring."""
    radius = middle_radius(area.ring)
    step = math.degrees(SLOT_GAP / radius)
    return polar(radius, centre_angle(area, parts) + (habitat - 1) * step)


def points_centre(area: Area, parts: Components, habitat: int) -> QPointF:
    """Where a habitat's points stand: outside it, towards the board's edge."""
    radius = middle_radius(area.ring)
    step = math.degrees(SLOT_GAP / radius)
    return polar(radius + RING * 0.33, centre_angle(area, parts) + (habitat - 1) * step)


def predator_centre(area: Area, parts: Components, place: int, places: int) -> QPointF:
    """The place of a predator in the area: a row inside its habitats, each predator its own place."""
    radius = middle_radius(area.ring) - RING * 0.28
    step = math.degrees(PREDATOR_GAP / radius)
    return polar(radius, centre_angle(area, parts) + (place - (places - 1) / 2) * step)


def environment_label(environment: int, environments: int) -> QRectF:
    """The environment's name, in the corner of the board's square beyond its quarter."""
    middle = start_angle(environment, environments) + span(environments) / 2
    corner = polar(EDGE * math.sqrt(2), middle)
    width, height = 300.0, TEXT * 1.5
    x = corner.x() - (0 if corner.x() < 0 else width)
    y = corner.y() - (0 if corner.y() < 0 else height)
    return QRectF(x, y, width, height)


def score_angle(score: int, spaces: int) -> float:
    """The middle of a score track space, clockwise from the top."""
    return -90.0 + (score % spaces + 0.5) * 360.0 / spaces


def board_rect() -> QRectF:
    return QRectF(-EDGE, -EDGE, 2 * EDGE, 2 * EDGE)
