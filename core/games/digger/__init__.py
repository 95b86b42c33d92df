"""Digger: lead tricks of DNA cards, win species, collect all five dinosaurs."""

from core.engine.registry import GameEntry, declare

# Player counts and options must match DiggerRules: the registry checks them when it loads the rules.
ENTRY = declare(
    GameEntry(
        game_id="digger",
        min_players=2,
        max_players=4,
        options={},
        rules="core.games.digger.rules:DiggerRules",
        # About ten times the longest of 2,300 seeded random and Easy games (146 actions): only a
        # match going round in circles gets there.
        max_actions=1500,
    )
)
