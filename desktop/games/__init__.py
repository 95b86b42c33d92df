"""Per-game desktop parts, behind one small interface the shell relies on.

A game's UI module turns its state into a scene and its actions, decisions
and events into words. The shell (launcher, panel, log, menus) never knows
which game it shows.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # named in annotations only; the game rules load when a game starts
    from core.engine.protocol import Action, Decision, Event, MatchConfig, Rules, Violation
    from desktop.text import Texts

# Add a game's desktop package here when its rules are registered in core.
UI_PACKAGES: dict[str, str] = {
    "karuba": "desktop.games.karuba",
    "digger": "desktop.games.digger",
    "comet": "desktop.games.comet",
}


class GameUI(Protocol):
    game_id: str

    def create_scene(self, rules: Rules, config: MatchConfig, texts: Texts) -> Any:
        """A ``desktop.scene.table.GameScene`` for this match."""

    def action_text(self, texts: Texts, state: Any, action: Action) -> str:
        """One line naming an option, for the options list (keyboard path) and the log."""

    def decision_text(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision
    ) -> tuple[str, str]:
        """What to decide now (one sentence) and the hint: the rule for this decision."""

    def event_text(self, texts: Texts, config: MatchConfig, state: Any, event: Event) -> str | None:
        """A log line for an event, or None for events not worth a line."""

    def violation_text(self, texts: Texts, config: MatchConfig, state: Any, violation: Violation) -> str:
        """The rule that forbids a refused action, with its values in words."""

    def paint_cover(self, painter: Any, rect: Any) -> None:
        """Draw the game's picture for the launcher into ``rect`` (our own vector art)."""

    def score_details(self, texts: Texts, config: MatchConfig, state: Any) -> list[str]:
        """Per seat, what its final score is made of, item by item (empty where the table says it all)."""


class PackageUI:
    """A game's desktop parts found by convention in ``desktop.games.<game>``, each imported on first use.

    The package holds ``scene`` (with the scene class), ``texts`` (``action_text``,
    ``decision_text``, ``event_text``, ``violation_text``, optionally
    ``score_details``) and ``cover`` (``paint_cover``). The launcher paints
    covers at start, so nothing that needs the game's rules is imported
    before a game begins.
    """

    def __init__(self, game_id: str, scene_class: str) -> None:
        self.game_id = game_id
        self._package = f"desktop.games.{game_id}"
        self._scene_class = scene_class

    def _part(self, name: str) -> Any:
        return importlib.import_module(f"{self._package}.{name}")

    def create_scene(self, rules: Rules, config: MatchConfig, texts: Texts) -> Any:
        return getattr(self._part("scene"), self._scene_class)(rules, config, texts)

    def action_text(self, texts: Texts, state: Any, action: Action) -> str:
        text: str = self._part("texts").action_text(texts, state, action)
        return text

    def decision_text(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision
    ) -> tuple[str, str]:
        prompt, hint = self._part("texts").decision_text(texts, config, state, decision)
        return prompt, hint

    def event_text(self, texts: Texts, config: MatchConfig, state: Any, event: Event) -> str | None:
        line: str | None = self._part("texts").event_text(texts, config, state, event)
        return line

    def violation_text(self, texts: Texts, config: MatchConfig, state: Any, violation: Violation) -> str:
        text: str = self._part("texts").violation_text(texts, config, state, violation)
        return text

    def paint_cover(self, painter: Any, rect: Any) -> None:
        self._part("cover").paint_cover(painter, rect)

    def score_details(self, texts: Texts, config: MatchConfig, state: Any) -> list[str]:
        details = getattr(self._part("texts"), "score_details", None)
        return [] if details is None else list(details(texts, config, state))


def ui_for(game_id: str) -> GameUI:
    module = importlib.import_module(UI_PACKAGES[game_id])
    return module.UI
