"""The base of every game's table scene: one contract between shell and game.

The scene is a view of the state: ``sync`` redraws it from the state, the
pending decision and the legal actions; it never holds game truth. Clicks
become actions: a legal one is emitted as ``actionChosen``; an illegal one
is explained by ``rules.check`` and emitted as ``violationShown``, so the
scene never re-implements a rule. A click that stands for several actions
(a plan the core worked out) is emitted whole as ``planChosen``: the shell
applies it as one operation, so the scene never sequences actions itself.
The primary actions of the pending decision are offered on the action bar
under the table: the scene names them (``bar_actions``) and says when they
change without a sync (``barChanged``, after a selection on the table).
"Why?" works on every target: pointing at one shows, as its tooltip, why its
action is allowed or which rule forbids it, and a right-click (or the
keyboard's menu key) puts that line in the side panel (``whyShown``); the
shell makes the line (``explain``) from the spot's action (``action_for``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, Signal
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHelpEvent,
    QToolTip,
)

from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules, Violation
from desktop.scene.action_bar import BarAction
from desktop.scene.spot import HotSpot, Spot
from desktop.text import Texts


class GameScene(QGraphicsScene):
    actionChosen = Signal(object)  # an Action the pending seat wants to take
    planChosen = Signal(object)  # a tuple of Actions the pending seat takes as one operation
    violationShown = Signal(object)  # a Violation explaining a refused click, or None to clear
    barChanged = Signal()  # what ``bar_actions`` returns changed without a sync
    whyShown = Signal(str)  # the line on why a target is allowed or forbidden, asked for by a right-click

    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        super().__init__()
        self.rules = rules
        self.config = config
        self.texts = texts
        self.state: Any = None
        self.decision: Decision | None = None
        self.legal: list[Action] = []
        self.interactive = True  # False while a computer seat decides or a dialog covers the table
        # Whose eyes the table is drawn for, in games that hide information: the shell sets it
        # before each sync and passes that seat's view as the state.
        self.viewer: int | None = None
        # The events of the last operation in the match's record, set by the shell before each
        # sync: the last move stays marked after a load, an undo or a handover, while ``events``
        # of ``sync`` (only what just happened) drive motion.
        self.recent: list[Event] = []
        # The person last at the screen (None before anyone is), set by the shell before each
        # sync: while computers decide, the table stays drawn for that person.
        self.person: int | None = None
        # The click targets a scene keeps itself, by what they stand for (a game may keep its
        # own in an item of its board instead).
        self.spots: dict[Spot, HotSpot] = {}
        self._halos: list[Any] = []  # the guided game's rings (desktop.scene.guide_halo)
        # Set by the shell: one line on why an action is allowed now or which rule forbids it.
        self.explain: Callable[[Action], str] | None = None

    def add_spot(self, spot: HotSpot, z: float) -> None:
        """A click target added to the table at height ``z`` and found again by its spot."""
        spot.setZValue(z)
        self.addItem(spot)
        self.spots[spot.spot] = spot

    def sync(self, state: Any, decision: Decision | None, legal: list[Action], events: list[Event]) -> None:
        """Redraw from ``state``; ``events`` are what the last action caused (for marks and motion)."""
        self.state, self.decision, self.legal = state, decision, legal

    def set_texts(self, texts: Texts) -> None:
        """The language changed: redraw every word in the scene."""
        self.texts = texts

    def preview(self, action: Action | None) -> None:
        """Mark what ``action`` would do (the option selected in the side panel)."""

    def action_for(self, spot: Spot) -> Action | None:
        """The action a click on ``spot`` stands for now (None: nothing to take there now)."""
        return None

    def why(self, spot: Spot) -> str:
        """Why the spot's action is allowed or forbidden now ("" where the spot stands for none)."""
        action = self.action_for(spot) if self.decision is not None else None
        if action is None or self.explain is None:
            return ""
        return self.explain(action)

    def spot_at(self, where: QPointF) -> Spot | None:
        """The topmost hot spot under a point of the scene."""
        for item in self.items(where):
            if isinstance(item, HotSpot) and item.handler is not None:
                return item.spot
        return None

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        spot = self.spot_at(event.scenePos())
        line = self.why(spot) if spot is not None else ""
        if line:
            QToolTip.showText(event.screenPos(), line)
            event.accept()
        else:
            QToolTip.hideText()
            super().helpEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        spot = self.spot_at(event.scenePos())
        line = self.why(spot) if spot is not None else ""
        if line:
            self.whyShown.emit(line)
            event.accept()
        else:
            super().contextMenuEvent(event)

    def spot_for(self, action: Action) -> Spot | None:
        """The spot a click on which takes ``action`` (None: the scene has no such spot)."""
        return None

    def spots_for(self, action: Action) -> list[Spot]:
        """Every spot ``action`` is about (the cards of a set, say); by default ``spot_for``'s."""
        spot = self.spot_for(action)
        return [] if spot is None else [spot]

    def show_guide(self, spots: list[Spot]) -> None:
        """Ring the targets of a guided game's lesson (none: take the rings away)."""
        from desktop.scene.guide_halo import place_halos

        self._halos = place_halos(self, self._halos, spots)

    def bar_actions(self) -> list[BarAction]:
        """The buttons of the action bar for the pending decision (none: the table and list suffice).

        Each names legal actions only; at most one is the default that Enter takes.
        """
        return []

    def offer(self, action: Action) -> None:
        """Emit ``action`` if legal, otherwise the rule that forbids it."""
        if not self.interactive or self.decision is None:
            return
        if action in self.legal:
            self.violationShown.emit(None)
            self.actionChosen.emit(action)
            return
        violation: Violation | None = self.rules.check(self.state, action)
        self.violationShown.emit(violation)

    def offer_plan(self, actions: tuple[Action, ...]) -> None:
        """Emit a plan whose first action is legal now; the core checks the rest as it applies them."""
        if not self.interactive or self.decision is None or not actions:
            return
        if actions[0] not in self.legal:
            self.offer(actions[0])
            return
        self.violationShown.emit(None)
        self.planChosen.emit(tuple(actions))
