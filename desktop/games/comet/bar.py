"""Comet's action bar: the choices that have no place on the board (rest, stop, go on, abilities).

Spaces and cards stay on the table; the bar holds what a newcomer would
otherwise only find in the side list. Enter takes the choice that ends the
current part of a turn: stop moving, or go on after discarding.
"""

from __future__ import annotations

from core.engine.protocol import Action, Decision
from core.games.comet.actions import EndMove, KeepHand, Rest, TakeGold, UseAbility
from core.games.comet.state import CometState
from desktop.games.comet.texts import action_text
from desktop.scene.action_bar import BarAction
from desktop.text import Texts

BUTTONS = (UseAbility, TakeGold, Rest, EndMove, KeepHand)  # in the order they stand on the bar
DEFAULTS = (EndMove, KeepHand)


def bar_actions(
    texts: Texts, state: CometState, decision: Decision | None, legal: list[Action]
) -> list[BarAction]:
    if decision is None:
        return []
    chosen = [action for kind in BUTTONS for action in legal if type(action) is kind]
    return [
        BarAction(action_text(texts, state, action), (action,), default=isinstance(action, DEFAULTS))
        for action in chosen
    ]
