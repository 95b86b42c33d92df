"""The colours of Triassic Terror's launcher picture, by name.

The cover is painted before any game starts, so it reads its colours here rather than from
the theme, which holds a game's tokens only once its table is made.
"""

COVER: dict[str, str] = {
    "sky_top": "#2E2545",
    "sky_middle": "#9C4A4A",
    "sky_low": "#F0A35E",
    "sun": "#FFD98A",
    "smoke": "#5E5563",
    "volcano": "#4B3B37",
    "volcano_shade": "#362A27",
    "lava": "#F26B2E",
    "lava_glow": "#FFC24D",
    "hills_far": "#6F7C4C",
    "hills_near": "#4E6A3B",
    "swamp": "#35553A",
    "water": "#6D9F92",
    "reeds": "#2A4530",
    "hunter": "#1F1A1C",  # the T-Rex and the pterodactyl: dark shapes against the sky
    "eye": "#F2C14E",
}
# The herd's dinos wear seat colours, one per player, as on the table.
HERD_SEATS = ("green", "orange", "blue", "purple")
