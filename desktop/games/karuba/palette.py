"""Karuba's own colour tokens, added to the theme's when its desktop package loads.

Karuba's island and pieces.
"""

TOKENS: dict[str, str] = {
    "sea_light": "#A6D8E4",  # shallow water along the coast
    "field": "#C9DFA4",  # an empty field of the island grid
    "field_line": "#A9C487",
    "leaf": "#4C8A43",  # leaf pattern on a tile, so tiles read in grey scale too
    "temple_door": "#2B2A28",
    "gold_dark": "#A87C0C",
    "crystal_dark": "#2E86AB",
    "tile_back_edge": "#4E6A3E",
    # The blue and yellow adventurers on the launcher's cover, as the component file colours them.
    "adventurer_blue": "#2F6FB5",
    "adventurer_yellow": "#E8C12E",
}
