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
        # About ten times the longest of 210 seeded random games at 2-6 players (322 actions); to be
        # measured again by the fuzz run once the game is listed.
        max_actions=3000,
    )
)
