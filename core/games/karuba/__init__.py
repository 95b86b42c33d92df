"""Karuba: a tile-laying race through the jungle to four temples."""

from core.engine.registry import GameEntry, declare

# Player counts and options must match KarubaRules: the registry checks them when it loads the rules.
ENTRY = declare(
    GameEntry(
        game_id="karuba",
        min_players=1,
        max_players=4,
        options={"setup": ("together", "random")},
        rules="core.games.karuba.rules:KarubaRules",
        # About ten times the longest of 2,300 seeded random and Easy games (324 actions): only a
        # match going round in circles gets there.
        max_actions=3000,
    )
)
