"""The colours of Return to Isla Nublar's launcher picture, by name.

They are the picture's own, apart from the table's tokens (``palette``): a morning sea, the
island's green, smoking volcanoes and a dark dinosaur that the table draws otherwise.
"""

COVER: dict[str, str] = {
    "sky_top": "#8FC3D9",
    "sky_low": "#E8E0C2",
    "sea_far": "#3E8FA8",
    "sea_near": "#23607A",
    "foam": "#D8EEF0",
    "beach": "#E3CF92",
    "island": "#5E9A4A",
    "island_shade": "#47803A",
    "grid": "#3D6E32",  # the hex spaces, faint on the island
    "forest": "#2F5E2E",
    "river": "#7CC3D8",
    "volcano": "#5A4A42",
    "volcano_shade": "#3F332E",
    "lava": "#F0652B",
    "lava_glow": "#FFC34F",
    "smoke": "#8C8790",
    "crate": "#B07A3E",
    "crate_edge": "#6E4A22",
    "tent_shade": "#00000040",
    "dinosaur": "#262A22",
    "plate": "#3A4030",
    "eye": "#F2C14E",
}
# The camp and the crates wear seat colours, as on the table: a camp of one player, crates of two.
CAMP_SEAT = "orange"
CRATE_SEATS = ("orange", "blue")
