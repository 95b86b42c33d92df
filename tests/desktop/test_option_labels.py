"""Every option of every decision has its own label: a player can tell each one from the others.

Over seeded random games of every listed game, in English and German, the
labels of the legal options of each decision are pairwise distinct.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.engine import registry
from core.engine.protocol import MatchConfig, PlayerInfo
from desktop.games import ui_for
from desktop.text import LANGUAGES, Texts

DECISIONS = 300  # per game and language, over a few seeds and player counts


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", [entry.game_id for entry in registry.entries()])
def test_the_options_of_a_decision_never_share_a_label(game: str, language: str) -> None:
    rules = registry.get(game)
    ui = ui_for(game)
    texts = Texts(language)
    chance = random.Random(f"{game}-{language}")
    seen = 0
    seed = 0
    while seen < DECISIONS:
        seed += 1
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        options = {name: chance.choice(list(values)) for name, values in rules.options.items()}
        config = MatchConfig(
            game, tuple(PlayerInfo(f"Player {seat + 1}") for seat in range(players)), options
        )
        state = rules.setup(config, seed)
        for _ in range(DECISIONS // 2):
            if rules.pending(state) is None:
                break
            legal = rules.legal(state)
            labels = Counter(ui.action_text(texts, state, action) for action in legal)
            repeated = {label: count for label, count in labels.items() if count > 1}
            assert not repeated, (seed, repeated)
            seen += 1
            state, _events = rules.apply(state, chance.choice(legal))
