"""Isla Nublar's action bar: what has no single place on the table.

At ACTION: each of the played card's actions, advancing with the card's patron (the reward of the
tile it would enter in its label), and "No action". At REPLAY: scoring the played scoring card again
(its points now in the label) or not. At a turn: restocking a crate
or a camp, changing amber after Small Change, and ending the turn once the hand is empty
(Enter); for the space clicked last, building the camp there (with the crates the chooser
takes back, its cost in the label; Enter) and placing a crate there. Hide and Inventory end
with "Done"; a picked-up crate may stay where it was; a raid may be let happen; a buried
camp is picked up at the level the chooser shows.
"""

from __future__ import annotations

from core.engine.protocol import Action
from core.games.isla_nublar import camping
from core.games.isla_nublar.actions import (
    CAMP,
    CRATE,
    AdvancePatron,
    AllowRaid,
    BuildCamp,
    ChangeAmber,
    EndTurn,
    KeepCrate,
    PickUpCamp,
    PlaceCrate,
    PlayCountermeasure,
    Restock,
    ScorePlayed,
    SkipAction,
    StopDiscarding,
    StopHiding,
    UseAction,
)
from core.games.isla_nublar.components import components
from core.games.isla_nublar.state import ACTION, REPLAY, TURN, IslaNublarState
from desktop.games.isla_nublar.labels import table_text
from desktop.games.isla_nublar.names import card_name
from desktop.games.isla_nublar.texts import advance_option, replay_option
from desktop.games.isla_nublar.words import action_label
from desktop.scene.action_bar import BarAction
from desktop.text import Texts

FIXED: tuple[tuple[Action, str], ...] = (
    (SkipAction(), "bar.no_action"),
    (Restock(CRATE), "bar.restock_crate"),
    (Restock(CAMP), "bar.restock_camp"),
    (ChangeAmber(), "bar.change"),
    (KeepCrate(), "bar.keep"),
    (StopHiding(), "bar.done"),
    (StopDiscarding(), "bar.done"),
    (AllowRaid(), "bar.allow"),
    (EndTurn(), "bar.end_turn"),
)
DEFAULTS = (EndTurn, StopHiding, StopDiscarding)


def bar_actions(
    texts: Texts,
    state: IslaNublarState,
    legal: list[Action],
    selected: int | None,
    take_back: int,
    level: int | None,
) -> list[BarAction]:
    entries: list[BarAction] = []
    if state.step == ACTION:
        kind = components().card(state.playing)
        for action in legal:
            if isinstance(action, UseAction):
                words = action_label(texts, kind.actions[action.index])
                entries.append(BarAction(table_text(texts, "bar.use", action=words), (action,)))
        if AdvancePatron() in legal:
            entries.append(BarAction(advance_option(texts, state), (AdvancePatron(),)))
    if state.step == REPLAY:
        entries.append(BarAction(replay_option(texts, state), (ScorePlayed(),), default=True))
        entries.append(BarAction(table_text(texts, "bar.no_score"), (SkipAction(),)))
        return entries
    building = False
    if state.step == TURN and selected is not None:
        build = BuildCamp(selected, take_back)
        if build in legal:
            building = True
            cost = camping.cost(take_back)
            entries.append(BarAction(table_text(texts, "bar.build", cost=cost), (build,), default=True))
        if PlaceCrate(selected) in legal:
            entries.append(BarAction(table_text(texts, "bar.place"), (PlaceCrate(selected),)))
    if level is not None and selected is not None and PickUpCamp(selected, level) in legal:
        entries.append(
            BarAction(table_text(texts, "bar.pick_camp"), (PickUpCamp(selected, level),), default=True)
        )
    for action in legal:
        if isinstance(action, PlayCountermeasure):
            entries.append(BarAction(card_name(texts, action.card), (action,)))
    for action, key in FIXED:
        if action in legal:
            default = isinstance(action, DEFAULTS) and not building
            entries.append(BarAction(table_text(texts, key), (action,), default=default))
    return entries
