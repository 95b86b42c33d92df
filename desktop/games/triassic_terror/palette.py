"""Triassic Terror's own colour tokens, added to the theme's when its desktop package loads.

Each environment has a ground and a darker mark for its pattern, so the board reads in grey
scale too (the Swamp's waves, the Desert's dots, the Mountains' peaks, the Forest's trees).
"""

TOKENS: dict[str, str] = {
    "tt_swamp": "#8FC3A4",
    "tt_swamp_mark": "#3E7D62",
    "tt_desert": "#EED49A",
    "tt_desert_mark": "#B0833A",
    "tt_mountains": "#B9AFA6",
    "tt_mountains_mark": "#6A5F57",
    "tt_forest": "#6FA861",
    "tt_forest_mark": "#2F6328",
    "tt_ash": "#4A4644",  # an area under ash scores nothing at the next scoring
    "tt_habitat": "#FFFDF3",  # an empty habitat's ground
    "tt_white_dino": "#FFFFFF",
    "tt_predator": "#3B3330",  # the neutral T-Rex, the raptors and the pterodactyl
    "tt_card_back": "#5E7F6B",
    "tt_score_ring": "#F3ECDA",
    "tt_scored": "#F2B134",  # points a habitat won at the last scoring
}
