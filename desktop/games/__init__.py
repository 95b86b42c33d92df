"""Per-game desktop parts, behind one small interface the shell relies on.

A game's UI module turns its state into a scene and its actions, decisions
and events into words. The shell (launcher, panel, log, menus) never knows
which game it shows: a game's desktop package is ``desktop.games.<game id>``,
and its ``UI`` is an instance of a ``PackageUI`` subclass made from the
game's declaration.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from desktop import theme

if TYPE_CHECKING:  # named in annotations only; the game rules load when a game starts
    from core.engine.protocol import Action, Decision, Event, MatchConfig, Result, Rules, Violation
    from core.engine.registry import GameEntry
    from desktop.text import Texts


@dataclass(frozen=True)
class ScoreSource:
    """One source of points on the results page: its name and each seat's points from it.

    ``shown`` (per seat, optional) is what the cell says instead of the bare points, where the
    points alone would not tell the story (a kind of token that counts once, however many).
    """

    label: str
    points: tuple[int, ...]
    shown: tuple[str, ...] = ()


# Tests may stand another module (with a ``UI``) in for a game's package: game id -> module.
SUBSTITUTES: dict[str, str] = {}


class GameUI(Protocol):
    game_id: str

    def create_scene(self, rules: Rules, config: MatchConfig, texts: Texts) -> Any:
        """A ``desktop.scene.table.GameScene`` for this match."""

    def action_text(self, texts: Texts, state: Any, action: Action) -> str:
        """One line naming an option, for the options list (keyboard path) and the log."""

    def plays_on_click(self, action: Action) -> bool:
        """Whether one click on this option in the list takes it (double-click and Enter always do)."""

    def decision_text(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision
    ) -> tuple[str, str]:
        """What to decide now (one sentence) and the hint: the rule for this decision."""

    def event_text(self, texts: Texts, config: MatchConfig, state: Any, event: Event) -> str | None:
        """A log line for an event, or None for events not worth a line."""

    def violation_text(self, texts: Texts, config: MatchConfig, state: Any, violation: Violation) -> str:
        """The rule that forbids a refused action, with its values in words."""

    def piece_colours(self) -> tuple[str, ...]:
        """The colours ("#RRGGBB") the game's own pieces and cards show: seat colours keep away from them."""

    def setup_note(self, texts: Texts, player_count: int) -> str:
        """What the setup says about playing with this many (a board side that follows it), or ""."""

    def paint_cover(self, painter: Any, rect: Any) -> None:
        """Draw the game's picture for the launcher into ``rect`` (our own vector art)."""

    def score_details(self, texts: Texts, config: MatchConfig, state: Any) -> list[str]:
        """Per seat, what its final score is made of, item by item (empty where the table says it all)."""

    def score_sources(self, texts: Texts, config: MatchConfig, state: Any) -> list[ScoreSource]:
        """Where the points came from, source by source, for every seat (from the core's scoring)."""

    def needs_continue(self, events: list[Event]) -> bool:
        """Whether a person must see what ``events`` left on the table before a computer goes on."""

    def suggestion_reason(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision, action: Action
    ) -> str:
        """Why a suggested option fits, in a few words from the decision's rule texts."""


class PackageUI:
    """A game's desktop parts in the package that defines the subclass, each imported on first use.

    The subclass names its scene class (``scene_class``, importing it there)
    and its own colour tokens (``palette``, added to the theme when the UI is
    made). Beside it, the package holds ``texts`` (``action_text``,
    ``decision_text``, ``event_text``, ``violation_text``, optionally
    ``score_details``, ``score_sources`` and ``suggestion_reason``) and
    ``cover`` (``paint_cover``). The launcher paints covers at start, so
    nothing that needs the game's rules is imported before a game begins.
    """

    palette: ClassVar[Mapping[str, str]] = {}
    # Action kinds whose option one click takes: cheap, obvious choices (a forced pass, the first
    # link of a chain whose next step shows on the table), never one a slip would cost.
    click_kinds: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, entry: GameEntry) -> None:
        self.game_id = entry.game_id
        self._package = type(self).__module__
        theme.add_tokens(self.palette)

    def scene_class(self) -> type[Any]:
        """The game's ``desktop.scene.table.GameScene`` subclass (imported when a game starts)."""
        raise NotImplementedError

    def _part(self, name: str) -> Any:
        return importlib.import_module(f"{self._package}.{name}")

    def create_scene(self, rules: Rules, config: MatchConfig, texts: Texts) -> Any:
        return self.scene_class()(rules, config, texts)

    def action_text(self, texts: Texts, state: Any, action: Action) -> str:
        text: str = self._part("texts").action_text(texts, state, action)
        return text

    def plays_on_click(self, action: Action) -> bool:
        return action.kind in self.click_kinds

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

    def piece_colours(self) -> tuple[str, ...]:
        return ()

    def paint_cover(self, painter: Any, rect: Any) -> None:
        self._part("cover").paint_cover(painter, rect)

    def score_details(self, texts: Texts, config: MatchConfig, state: Any) -> list[str]:
        details = getattr(self._part("texts"), "score_details", None)
        return [] if details is None else list(details(texts, config, state))

    def score_sources(self, texts: Texts, config: MatchConfig, state: Any) -> list[ScoreSource]:
        """The game's own ``texts.score_sources``, else the parts of the core's score breakdown."""
        sources = getattr(self._part("texts"), "score_sources", None)
        if sources is not None:
            return list(sources(texts, config, state))
        from core.engine import registry

        result = registry.get(self.game_id).result(state)
        return [] if result is None else breakdown_sources(texts, self.game_id, result)

    def setup_note(self, texts: Texts, player_count: int) -> str:
        """Nothing by default; a game whose setup depends on the count says what (in its subclass)."""
        return ""

    def needs_continue(self, events: list[Event]) -> bool:
        """None by default: a game whose table must be looked at after some events says which."""
        return False

    def suggestion_reason(
        self, texts: Texts, config: MatchConfig, state: Any, decision: Decision, action: Action
    ) -> str:
        """The game's line for that kind of option (``<game>.suggest.<kind>``), else the rule of the decision.

        A game's ``texts.suggestion_reason`` may choose the line itself (returning "" to fall back).
        """
        reason = getattr(self._part("texts"), "suggestion_reason", None)
        text: str = reason(texts, config, state, decision, action) if reason is not None else ""
        if text:
            return text
        key = f"{self.game_id}.suggest.{action.kind}"
        if texts.has(key):
            return texts(key)
        _prompt, hint = self.decision_text(texts, config, state, decision)
        return first_sentence(hint)


def breakdown_sources(texts: Texts, game_id: str, result: Result) -> list[ScoreSource]:
    """A source per part of the result's breakdown (``<game>.score.<part>``), in the game's order."""
    parts: list[str] = []
    for breakdown in result.breakdown:
        parts.extend(part for part in breakdown if part not in parts and part != "total")
    return [
        ScoreSource(
            texts(f"{game_id}.score.{part}"), tuple(breakdown.get(part, 0) for breakdown in result.breakdown)
        )
        for part in parts
    ]


def first_sentence(text: str) -> str:
    """The text up to its first full stop (all of it when there is none)."""
    end = text.find(". ")
    return text if end < 0 else text[: end + 1]


def ui_module(game_id: str) -> str:
    """Where the desktop parts of ``game_id`` live."""
    return SUBSTITUTES.get(game_id, f"{__name__}.{game_id}")


def has_ui(game_id: str) -> bool:
    """Whether ``game_id`` has a desktop package (a game's rules may come before its table)."""
    return importlib.util.find_spec(ui_module(game_id)) is not None


def ui_for(game_id: str) -> GameUI:
    ui: GameUI = importlib.import_module(ui_module(game_id)).UI
    return ui
