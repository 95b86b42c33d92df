"""Which seat colours a game offers: the colour-blind-safe set, least like the game's own pieces first.

A seat mark in the colour of a piece on the same table reads as "that piece
is mine" (a purple pawn beside a purple seat). Each game names
the colours its pieces and cards show (``PackageUI.piece_colours``); a seat
colour clashes when it is perceptually close to one of them (CIE76 distance
in Lab, below ``CLASH_DISTANCE``). The game offers every colour that does
not clash, and when those are fewer than its seats, the least clashing of the
others: each colour keeps its shape, so seats stay apart without colour too.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache

from desktop import theme
from desktop.games import has_ui, ui_for

CLASH_DISTANCE = 35.0  # below this two colours pass for one another at a glance (same name, same family)


def offered_colours(game: str, seats: int) -> list[str]:
    """The seat colour names ``game`` offers for up to ``seats`` seats, the best first."""
    pieces = tuple(ui_for(game).piece_colours()) if has_ui(game) else ()
    return choose_colours(pieces, seats)


@cache
def choose_colours(pieces: tuple[str, ...], seats: int) -> list[str]:
    """Seat colour names: every one far from all ``pieces``, then the farthest others up to ``seats``."""
    names = list(theme.SEAT_COLOURS)
    if not pieces:
        return names
    nearest = {name: min(distance(theme.SEAT_COLOURS[name], piece) for piece in pieces) for name in names}
    free = [name for name in names if nearest[name] >= CLASH_DISTANCE]
    others = sorted((name for name in names if name not in free), key=lambda name: -nearest[name])
    return free + others[: max(0, seats - len(free))]


def clashes(colour: str, pieces: Iterable[str]) -> bool:
    return any(distance(colour, piece) < CLASH_DISTANCE for piece in pieces)


def distance(one: str, other: str) -> float:
    """How different two "#RRGGBB" colours look: the distance of their CIE Lab values."""
    return math.dist(_lab(one), _lab(other))


@cache
def _lab(hex_colour: str) -> tuple[float, float, float]:
    red, green, blue = (_linear(int(hex_colour[index : index + 2], 16) / 255) for index in (1, 3, 5))
    # sRGB to XYZ (D65), scaled by the white point, then to Lab
    x = (red * 0.4124 + green * 0.3576 + blue * 0.1805) / 0.95047
    y = red * 0.2126 + green * 0.7152 + blue * 0.0722
    z = (red * 0.0193 + green * 0.1192 + blue * 0.9505) / 1.08883
    fx, fy, fz = (_lab_curve(value) for value in (x, y, z))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _linear(channel: float) -> float:
    return ((channel + 0.055) / 1.055) ** 2.4 if channel > 0.04045 else channel / 12.92


def _lab_curve(value: float) -> float:
    return value ** (1 / 3) if value > 0.008856 else 7.787 * value + 16 / 116
