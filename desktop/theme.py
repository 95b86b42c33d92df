"""Named colours, fonts and sizes; widgets and items never hard-code a value.

Player colours are the Okabe-Ito set, safe for colour-blind players; every
seat also has a shape, shown on its pieces and beside its name. A game's own
colours live in its desktop package, which adds them here when it loads.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QColor, QFont

SEAT_COLOURS: dict[str, str] = {
    "blue": "#0072B2",
    "orange": "#E69F00",
    "green": "#009E73",
    "purple": "#CC79A7",
    "vermillion": "#D55E00",
    "sky": "#56B4E9",
}
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")

TOKENS: dict[str, str] = {
    "table": "#E9E2D0",  # calm background of the table
    "table_pattern": "#DED5BF",
    "panel": "#F7F3EA",
    "ink": "#2B2A28",
    "ink_soft": "#6B665C",
    "accent": "#1FA187",  # legal targets glow in this colour
    "accent_soft": "#A8E3D4",
    "illegal": "#C0392B",  # subtle red outline and the rule text
    "last_move": "#F2B134",
    "guide": "#2F7BC4",  # the guided game's box and the targets of its lesson
    "shadow": "#00000040",
    "water": "#7FC4D8",
    "water_deep": "#4FA3BF",
    "sand": "#EBD9A6",
    "jungle": "#5E9E50",
    "jungle_dark": "#3F7A3A",
    "grass": "#9CC77E",
    "path": "#D9B77A",
    "path_edge": "#A9834A",
    "crystal": "#6EC6E8",
    "gold": "#E9B824",
    "card": "#FFFDF7",
    "card_edge": "#B9B09C",
    "jungle_band": "#2F6A38",  # the dense jungle where the temples stand
    "plaque": "#FBF6E8",  # little signs carrying coast numbers and tile numbers
    "tile_back": "#6E8B5A",  # the face-down pile
    "highlight": "#FFFFFF",  # glints on gems and pieces
    "seat_panel": "#F4EEDF",  # a player's place on the table
}

UNIT = 100.0  # one board unit (a square tile or a card's short side) in scene coordinates
FONT_FAMILY_FALLBACK = "DejaVu Sans"


def add_tokens(tokens: Mapping[str, str]) -> None:
    """A game's own colour tokens, beside the shared ones; a token never changes its colour."""
    clashes = sorted(name for name, value in tokens.items() if TOKENS.get(name, value) != value)
    if clashes:
        raise ValueError(f"colour tokens defined twice with other colours: {', '.join(clashes)}")
    TOKENS.update(tokens)


def colour(token: str) -> QColor:
    return QColor(TOKENS[token])


def seat_colour(name: str) -> QColor:
    return QColor(SEAT_COLOURS.get(name, TOKENS["ink"]))


def font_px(pixels: float, bold: bool = False) -> QFont:
    """A font sized in scene units, so words on the table scale with the table."""
    result = QFont()
    result.setPixelSize(max(1, round(pixels)))
    result.setBold(bold)
    return result


def font(point_size: float, bold: bool = False) -> QFont:
    result = QFont()
    result.setPointSizeF(point_size)
    result.setBold(bold)
    return result
