"""Karuba on the desktop: its table scene, its words and its launcher picture."""

from __future__ import annotations

from typing import Any

from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules, Violation
from desktop.games.karuba import texts as karuba_texts
from desktop.games.karuba.cover import paint_cover
from desktop.text import Texts


class KarubaUI:
    game_id = "karuba"

    def create_scene(self, rules: Rules, config: MatchConfig, texts: Texts) -> Any:
        # Imported here so the launcher can show the cover without building any scene code.
        from desktop.games.karuba.scene import KarubaScene

        return KarubaScene(rules, config, texts)

    def action_text(self, texts: Texts, state: Any, action: Action) -> str:
        return karuba_texts.action_text(texts, state, action)

    def decision_text(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision
    ) -> tuple[str, str]:
        return karuba_texts.decision_text(texts, config, state, decision)

    def event_text(self, texts: Texts, config: MatchConfig, state: Any, event: Event) -> str | None:
        return karuba_texts.event_text(texts, config, state, event)

    def violation_text(self, texts: Texts, config: MatchConfig, state: Any, violation: Violation) -> str:
        """The rule behind a refused click, its values in words (not part of GameUI yet)."""
        return karuba_texts.violation_text(texts, config, state, violation)

    def paint_cover(self, painter: Any, rect: Any) -> None:
        paint_cover(painter, rect)


UI = KarubaUI()
