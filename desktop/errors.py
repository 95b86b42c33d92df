"""Errors in words: unexpected ones shown (``desktop.error_dialog``), and save files that cannot load.

Slots that change the match are wrapped with ``guarded``: an exception in
one of them is shown instead of ending the program, and the match controller
has already put the match back to where it was before the failing action.
A player never reads an internal code: a refused move in a save file is
named by its rule's text, with its values in the game's words.
"""

from __future__ import annotations

import functools
import logging
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from core.engine.savefile import SaveFileError
    from desktop.text import Texts

log = logging.getLogger(__name__)


def save_error_text(texts: Texts, error: SaveFileError) -> str:
    """Why a save file cannot be opened, in the player's language; a refused move says its rule."""
    values = dict(error.values)
    from core.engine import registry
    from desktop.games import has_ui

    game_named = values.get("game")
    listed = {entry.game_id for entry in registry.entries()}
    if game_named in listed and has_ui(game_named):
        values["game"] = texts(f"{game_named}.name")  # the game's name in the player's language, not its id
    refusal = error.refusal
    if refusal is not None:
        from desktop.games import ui_for

        violation = refusal.violation
        game = refusal.config.game
        if has_ui(game):
            rule = ui_for(game).violation_text(texts, refusal.config, refusal.state, violation)
        else:
            rule = texts(violation.rule, **violation.values)
        values["rule"] = texts.refusal(violation.rule, rule)
    return texts(error.key, **values)


Method = TypeVar("Method", bound=Callable[..., Any])


def guarded(method: Method) -> Method:
    """Show an exception in ``method`` to the user instead of losing it in the event loop.

    The instance needs a ``report_error(details, error)`` method. Qt passes signal
    arguments the method may not take (``checked``), so extra ones are dropped.
    """
    wanted = method.__code__.co_argcount - 1  # the positional parameters after ``self``

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **keywords: Any) -> Any:
        try:
            return method(self, *args[:wanted], **keywords)
        except Exception as error:
            details = traceback.format_exc()
            log.error("unexpected error\n%s", details)
            self.report_error(details, error)
            return None

    return wrapper  # type: ignore[return-value]
