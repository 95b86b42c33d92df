"""Comet on the desktop: its table scene, its words and its launcher picture.

The launcher asks for this module to paint the cover, so the scene and the
texts (which need the game's rules) are imported only when first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules, Violation
    from desktop.text import Texts


class CometUI:
    game_id = "comet"

    def create_scene(self, rules: Rules, config: MatchConfig, texts: Texts) -> Any:
        from desktop.games.comet.scene import CometScene

        return CometScene(rules, config, texts)

    def action_text(self, texts: Texts, state: Any, action: Action) -> str:
        from desktop.games.comet import texts as comet_texts

        return comet_texts.action_text(texts, state, action)

    def decision_text(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision
    ) -> tuple[str, str]:
        from desktop.games.comet import texts as comet_texts

        return comet_texts.decision_text(texts, config, state, decision)

    def event_text(self, texts: Texts, config: MatchConfig, state: Any, event: Event) -> str | None:
        from desktop.games.comet import texts as comet_texts

        return comet_texts.event_text(texts, config, state, event)

    def violation_text(self, texts: Texts, config: MatchConfig, state: Any, violation: Violation) -> str:
        from desktop.games.comet import texts as comet_texts

        return comet_texts.violation_text(texts, config, state, violation)

    def paint_cover(self, painter: Any, rect: Any) -> None:
        from desktop.games.comet.cover import paint_cover

        paint_cover(painter, rect)


UI = CometUI()
