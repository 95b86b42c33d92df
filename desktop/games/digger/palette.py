"""Digger's own colour tokens, added to the theme's when its desktop package loads.

Digger's cards and table.
"""

TOKENS: dict[str, str] = {
    "dna_back": "#24434B",  # the back of a DNA card
    "dna_back_edge": "#142A30",
    "dna_back_helix": "#6FB7AC",
    "dna_back_rung": "#D9C58A",
    "dna_bonus": "#E2A72E",  # the extra strand on low cards (they count double)
    "dna_bonus_dark": "#8A5F0E",
    "trick_area": "#DCD2B8",  # the felt in the middle where sets are played
    "winner": "#E9B824",  # the card that won its species in the last trick
    # The species on the launcher's cover, as the component file colours them.
    "species_triceratops": "#3A9A5B",
    "species_stegosaurus": "#E08A1E",
    "species_brachiosaurus": "#2F6FB5",
    "species_velociraptor": "#C8402F",
    "species_pteranodon": "#8E4FA8",
}
