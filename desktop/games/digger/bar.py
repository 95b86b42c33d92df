"""Digger's action bar: play the cards selected on the table, pass, swap or keep the hand.

The trick types stay on the table, where their rules are written; the bar
holds what is done with the selection. Enter plays it (or swaps it), and
passes when no set can be formed.
"""

from __future__ import annotations

from collections.abc import Set

from core.engine.protocol import Action, Decision
from core.games.digger.actions import Pass, PlaySet, Swap
from core.games.digger.state import FOLLOW, LEAD_SET, SWAP, DiggerState
from desktop.scene.action_bar import BarAction
from desktop.text import Texts


def bar_actions(
    texts: Texts, state: DiggerState, decision: Decision | None, legal: list[Action], selection: Set[int]
) -> list[BarAction]:
    if decision is None:
        return []
    cards = tuple(sorted(selection))
    passing = Pass() in legal
    entries: list[BarAction] = []
    if state.step == SWAP:
        if cards:
            entries.append(BarAction(texts("digger.action.swap", count=len(cards)), (Swap(cards),), True))
        else:
            entries.append(BarAction(texts("digger.action.keep"), (Swap(()),), True))
    elif state.step in (LEAD_SET, FOLLOW):
        label = texts("digger.table.play")
        entries.append(BarAction(label, (PlaySet(cards),), default=not passing, enabled=bool(cards)))
    if passing:
        entries.append(BarAction(texts("digger.action.pass"), (Pass(),), default=state.step != SWAP))
    return entries
