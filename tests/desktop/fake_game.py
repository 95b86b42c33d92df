"""A tiny stand-in game UI for shell tests: Karuba's rules on a plain grid of squares.

The shell must work with any game behind the GameUI interface; this fake
lets its tests reach cases the real game never shows (hidden information,
a view that fails to draw, six seats) without depending on the real scene's looks.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules, Violation
from core.engine.registry import GameEntry
from core.games.karuba.actions import Place
from core.games.karuba.components import Components, components
from core.games.karuba.rules import KarubaRules
from desktop import theme
from desktop.scene.table import GameScene
from desktop.text import Texts

SIZE = 100.0
COLUMNS, ROWS = 6, 5


def field_centre(field: int) -> QPointF:
    return QPointF((field % COLUMNS + 0.5) * SIZE, (field // COLUMNS + 0.5) * SIZE)


class FakeScene(GameScene):
    """Fields of the deciding seat's island as squares; a click offers Place(field)."""

    def __init__(self, rules: Rules, config: MatchConfig, texts: Texts) -> None:
        super().__init__(rules, config, texts)
        self.setSceneRect(QRectF(0, 0, COLUMNS * SIZE, ROWS * SIZE))
        self.squares = [
            self.addRect(QRectF(field_centre(f) - QPointF(45, 45), field_centre(f) + QPointF(45, 45)))
            for f in range(COLUMNS * ROWS)
        ]
        self.synced = 0
        self.previewed: list[Action | None] = []
        self.fail_on_sync = False

    def sync(self, state: Any, decision: Decision | None, legal: list[Action], events: list[Event]) -> None:
        super().sync(state, decision, legal, events)
        if self.fail_on_sync:
            raise RuntimeError("drawing failed on purpose")
        self.synced += 1
        seat = decision.seat if decision else 0
        grid = state.islands[seat].grid
        for field, square in enumerate(self.squares):
            square.setBrush(theme.colour("path") if grid[field] else theme.colour("grass"))

    def preview(self, action: Action | None) -> None:
        self.previewed.append(action)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        position = event.scenePos()
        column, row = int(position.x() // SIZE), int(position.y() // SIZE)
        if 0 <= column < COLUMNS and 0 <= row < ROWS:
            self.offer(Place(row * COLUMNS + column))
        event.accept()


class FakeUI:
    game_id = "karuba"

    def create_scene(self, rules: Rules, config: MatchConfig, texts: Texts) -> FakeScene:
        return FakeScene(rules, config, texts)

    def action_text(self, texts: Texts, state: Any, action: Action) -> str:
        return " ".join(str(value) for value in action.to_json().values())

    def plays_on_click(self, action: Action) -> bool:
        return action.kind == "reveal"

    def decision_text(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision
    ) -> tuple[str, str]:
        name = config.players[decision.seat].name
        return f"{name}: {decision.kind}", f"hint for {decision.kind}"

    def event_text(self, texts: Texts, config: MatchConfig, state: Any, event: Event) -> str | None:
        return f"event {event.kind}"

    def violation_text(self, texts: Texts, config: MatchConfig, state: Any, violation: Violation) -> str:
        return texts(violation.rule, **violation.values)

    def score_details(self, texts: Any, config: Any, state: Any) -> list[str]:
        return []

    def piece_colours(self) -> tuple[str, ...]:
        return ()

    def needs_continue(self, events: list[Event]) -> bool:
        return False

    def suggestion_reason(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision, action: Action
    ) -> str:
        return f"reason for {decision.kind}"

    def paint_cover(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, theme.colour("jungle"))


UI = FakeUI()


@cache
def six_seat_components() -> Components:
    """Karuba's components with temple treasures for five and six players as well."""
    parts = components()
    treasures = {**parts.temple_treasures, 5: (5, 4, 3, 2, 1), 6: (5, 4, 3, 3, 2, 1)}
    return dataclasses.replace(parts, temple_treasures=treasures)


SIX_SEAT_ENTRY = GameEntry(
    game_id="karuba",
    min_players=KarubaRules.entry.min_players,
    max_players=6,
    options=KarubaRules.entry.options,
    rules=f"{__name__}:SixSeatKarubaRules",
    max_actions=KarubaRules.entry.max_actions,
)


class SixSeatKarubaRules(KarubaRules):
    """Karuba's rules for one to six seats: no game takes six yet, and the shell must seat them."""

    entry = SIX_SEAT_ENTRY

    def components(self) -> Components:
        return six_seat_components()
