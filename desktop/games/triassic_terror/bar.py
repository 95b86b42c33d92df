"""Triassic Terror's action bar: what has no single place on the board.

At a turn: playing the card, the counters and a white dino for the area last clicked, and
ending the turn (Enter, once the tile's action is taken). A draft (dinos placed, victims
chosen) is confirmed here once its action is legal. In a migration: letting the herd leave
and ending the migration; a raptor may attack nobody.
"""

from __future__ import annotations

from core.engine.protocol import Action
from core.games.triassic_terror.actions import (
    Depart,
    EndMigration,
    EndTurn,
    PlaceDinos,
    PlaceWhiteDino,
    PlayCard,
    RaptorSpares,
    TRexEats,
    UseHatchCounter,
    UseVolcanoCounter,
)
from core.games.triassic_terror.state import TriassicTerrorState
from desktop.games.triassic_terror.texts import area_name
from desktop.games.triassic_terror.words import table_text
from desktop.scene.action_bar import BarAction
from desktop.text import Texts

FIXED: tuple[tuple[Action, str], ...] = (  # the buttons that take no area, in their order on the bar
    (PlayCard(), "bar.play_card"),
    (Depart(), "bar.depart"),
    (EndMigration(), "bar.end_migration"),
    (RaptorSpares(), "bar.spare"),
    (EndTurn(), "bar.end_turn"),
)
DEFAULTS = (EndTurn, Depart)


def bar_actions(
    texts: Texts, state: TriassicTerrorState, legal: list[Action], draft: Action | None, selected: int | None
) -> list[BarAction]:
    entries: list[BarAction] = []
    if draft is not None:
        key = (
            "bar.place"
            if isinstance(draft, PlaceDinos)
            else "bar.eat"
            if isinstance(draft, TRexEats)
            else "bar.remove"
        )
        entries.append(BarAction(table_text(texts, key), (draft,), default=True, enabled=draft in legal))
    if selected is not None:
        name = area_name(texts, selected)
        counters: tuple[tuple[Action, str], ...] = (
            (PlaceWhiteDino(selected), "bar.white_dino"),
            (UseHatchCounter(selected), "bar.hatch_counter"),
            (UseVolcanoCounter(selected), "bar.volcano_counter"),
        )
        for action, key in counters:
            if action in legal:
                entries.append(BarAction(table_text(texts, key, area=name), (action,)))
    for action, key in FIXED:
        if action in legal:
            entries.append(
                BarAction(
                    table_text(texts, key), (action,), default=isinstance(action, DEFAULTS) and draft is None
                )
            )
    return entries
