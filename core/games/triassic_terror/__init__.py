"""Triassic Terror: herds of dinosaurs hold the richest habitats of four environments by majority."""

from core.engine.registry import GameEntry, declare

# Player counts and options must match the rules class: the registry checks them when it loads the rules.
ENTRY = declare(
    GameEntry(
        game_id="triassic_terror",
        min_players=2,
        max_players=6,
        # The start player: drawn from the match seed, or the first seat the host listed (TT-D1).
        options={"start": ("random", "first")},
        rules="core.games.triassic_terror.rules:TriassicTerrorRules",
        # About nine times the longest of 3,000 seeded random games at 2-6 players (335 actions); the
        # fuzz run's 10,000 random and Easy games averaged 223.
        max_actions=3000,
    )
)
