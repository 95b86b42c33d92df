"""Named colours, fonts and sizes; widgets and items never hard-code a value.

Player colours are the Okabe-Ito set, safe for colour-blind players; every
seat also has a shape, shown on its pieces and beside its name.
"""

from __future__ import annotations

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
    # Karuba's island and pieces
    "sea_light": "#A6D8E4",  # shallow water along the coast
    "jungle_band": "#2F6A38",  # the dense jungle where the temples stand
    "field": "#C9DFA4",  # an empty field of the island grid
    "field_line": "#A9C487",
    "leaf": "#4C8A43",  # leaf pattern on a tile, so tiles read in grey scale too
    "plaque": "#FBF6E8",  # little signs carrying coast numbers and tile numbers
    "temple_door": "#2B2A28",
    "gold_dark": "#A87C0C",
    "crystal_dark": "#2E86AB",
    "tile_back": "#6E8B5A",  # the face-down pile
    "tile_back_edge": "#4E6A3E",
    "highlight": "#FFFFFF",  # glints on gems and pieces
    # Digger's cards and table
    "dna_back": "#24434B",  # the back of a DNA card
    "dna_back_edge": "#142A30",
    "dna_back_helix": "#6FB7AC",
    "dna_back_rung": "#D9C58A",
    "dna_bonus": "#E2A72E",  # the extra strand on low cards (they count double)
    "dna_bonus_dark": "#8A5F0E",
    "trick_area": "#DCD2B8",  # the felt in the middle where sets are played
    "seat_panel": "#F4EEDF",  # a player's place on the table
    "winner": "#E9B824",  # the card that won its species in the last trick
    # Comet's board: each landscape has a colour and a pattern, so it reads in grey scale too
    "comet_water": "#6FB6D9",
    "comet_water_mark": "#2F7FA8",
    "comet_meadow": "#A7D27E",
    "comet_meadow_mark": "#5E9434",
    "comet_desert": "#EBCF8C",
    "comet_desert_mark": "#B48A3C",
    "comet_jungle": "#4F9A5B",
    "comet_jungle_mark": "#2C6135",
    "comet_lava": "#D9734E",
    "comet_lava_mark": "#8E2F1C",
    "comet_nest": "#F1E7CF",  # the ground of a nest
    "comet_egg": "#FFFDF4",
    "comet_egg_edge": "#9C8C6A",
    "comet_cave": "#5B4A3F",
    "comet_cave_mouth": "#231B16",
    "comet_hex_edge": "#FFFFFF",
}

UNIT = 100.0  # one board unit (a Karuba tile) in scene coordinates
FONT_FAMILY_FALLBACK = "DejaVu Sans"


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
