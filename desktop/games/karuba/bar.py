"""Karuba's action bar: reveal the next tile, discard it and move, or pick an adventurer.

Fields, beaches and temples are chosen on the island; the bar holds the
choices a newcomer should not have to find on the table. Enter reveals.
"""

from __future__ import annotations

from core.engine.protocol import Action, Decision
from core.games.karuba.actions import Discard, PickAdventurer, Reveal
from core.games.karuba.state import KarubaState
from desktop.games.karuba.texts import action_text
from desktop.scene.action_bar import BarAction
from desktop.text import Texts

BUTTONS = (Reveal, Discard, PickAdventurer)  # in the order they stand on the bar


def bar_actions(
    texts: Texts, state: KarubaState, decision: Decision | None, legal: list[Action]
) -> list[BarAction]:
    if decision is None:
        return []
    chosen = [action for kind in BUTTONS for action in legal if type(action) is kind]
    return [
        BarAction(action_text(texts, state, action), (action,), default=isinstance(action, Reveal))
        for action in chosen
    ]
