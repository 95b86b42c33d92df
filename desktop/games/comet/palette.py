"""Comet's own colour tokens, added to the theme's when its desktop package loads.

Comet's board: each landscape has a colour and a pattern, so it reads in grey scale too.
"""

TOKENS: dict[str, str] = {
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
