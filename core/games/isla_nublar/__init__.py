"""Return to Isla Nublar: researchers build up decks, crates and camps on a hex island that dinosaurs raid."""

from core.engine.registry import SWITCH, GameEntry, declare

# Player counts and options must match the rules class: the registry checks them when it loads the rules.
ENTRY = declare(
    GameEntry(
        game_id="isla_nublar",
        min_players=2,
        max_players=4,
        # The start player: drawn from the match seed, or the first seat the host listed (IN-D1).
        # The expert variants, alone or together (IN-D42 to IN-D45).
        options={"start": ("random", "first"), "patrons": SWITCH, "individual_scoring": SWITCH},
        rules="core.games.isla_nublar.rules:IslaNublarRules",
        # About eight times the longest of 3,000 seeded random games at 2-4 players (1,249 actions;
        # they averaged 835). With the expert variants the longest of 300 random games took 1,121.
        max_actions=10000,
    )
)
