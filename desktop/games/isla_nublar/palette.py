"""Isla Nublar's own colour tokens, added to the theme's when its desktop package loads.

Each landscape has a ground and a darker mark for its pattern, so the island reads in grey
scale too (the Park's flowers, the Mountain's peaks, the Forest's trees, the Plain's grass,
the Lake's waves). Blue and red cards have their own frames; the dinosaurs share one dark
figure colour and differ by silhouette.
"""

TOKENS: dict[str, str] = {
    "in_park": "#B5D98F",
    "in_park_mark": "#5B8A3A",
    "in_mountain": "#BFB3A6",
    "in_mountain_mark": "#6E6156",
    "in_forest": "#6FA55E",
    "in_forest_mark": "#2E5E25",
    "in_plain": "#EBD890",
    "in_plain_mark": "#A48A3A",
    "in_lake": "#8CC8DC",
    "in_lake_mark": "#3D7F9B",
    "in_volcano": "#6D5F58",
    "in_volcano_mark": "#C4502F",  # the glowing crater
    "in_sea": "#BFE0E8",
    "in_river": "#3B8DB5",
    "in_hex_edge": "#F5F0E2",
    "in_area_edge": "#3F3A34",  # the border between two areas
    "in_dinosaur": "#3A2F2A",
    "in_dinosaur_token": "#F4E6C8",
    "in_blue_card": "#2C5A8A",
    "in_blue_band": "#DCE8F4",
    "in_red_card": "#9B2F2A",
    "in_red_band": "#F6DEDA",
    "in_price": "#C0392B",  # a card's price, bottom right in red
    "in_amber": "#E3A21A",
    "in_amber_dark": "#9A6A08",
    "in_crate": "#A9794A",
    "in_crate_dark": "#6B4A2A",
    "in_card_back": "#3E5A4C",
    "in_scoring_card": "#F2EAD3",
    "in_scoring_frame": "#8A7B5A",
    "in_frozen": "#7FB7E6",  # a space a Countermeasure froze while its dinosaur stands there
    "in_threat": "#C0392B",  # the space a raid is coming to
    # the patrons variant: each patron's plaque, and the development tiles by stage
    "in_patron_lab": "#CFE8D8",
    "in_patron_genetics": "#D6DCF2",
    "in_patron_protection": "#F3D9C4",
    "in_tile_a": "#F7F1DE",
    "in_tile_b": "#E9DDB8",
    "in_tile_final": "#F0C75E",
    "in_finished": "#2E7D4F",  # the tick beside a finished row's crate
}
