"""Comet: hatch prehistoric animals and bring them to the cave before the comet strikes."""

from core.engine.registry import GameEntry, declare

# Player counts and options must match CometRules: the registry checks them when it loads the rules.
ENTRY = declare(
    GameEntry(
        game_id="comet",
        min_players=2,
        max_players=4,
        options={"side": ("a", "b")},
        rules="core.games.comet.rules:CometRules",
        # About ten times the longest of 2,300 seeded random and Easy games (323 actions): only a
        # match going round in circles gets there.
        max_actions=3000,
    )
)
