"""Errors in words: unexpected ones with a way to copy the details, and save files that cannot load.

Slots that change the match are wrapped with ``guarded``: an exception in
one of them is shown instead of ending the program, and the match controller
has already put the match back to where it was before the failing action.
A player never reads an internal code: a refused move in a save file is
named by its rule's text, with its values in the game's words.
"""

from __future__ import annotations

import functools
import inspect
import logging
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from core.engine.savefile import SaveFileError
    from desktop.text import Texts

log = logging.getLogger(__name__)


def save_error_text(texts: Texts, error: SaveFileError) -> str:
    """Why a save file cannot be opened, in the player's language; a refused move says its rule."""
    values = dict(error.values)
    refusal = error.refusal
    if refusal is not None:
        from desktop.games import has_ui, ui_for

        violation = refusal.violation
        game = refusal.config.game
        if has_ui(game):
            rule = ui_for(game).violation_text(texts, refusal.config, refusal.state, violation)
        else:
            rule = texts(violation.rule, **violation.values)
        values["rule"] = texts.refusal(violation.rule, rule)
    return texts(error.key, **values)


Method = TypeVar("Method", bound=Callable[..., Any])


class ErrorDialog(QDialog):
    def __init__(self, details: str, parent: QWidget | None = None, explanation: str = "") -> None:
        super().__init__(parent)
        self.details = details
        self.explanation = explanation  # what went wrong in words, when the problem is a known one
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.copy = QPushButton()
        self.copy.clicked.connect(self._copy)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.copy, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.details)
        self.copy.setText(self.tr("Details copied"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Something went wrong"))
        self.message.setText(
            self.explanation
            or self.tr(
                "Dinotable ran into an unexpected problem. The game is as it was before the last step, "
                "so you can go on playing or save it. If it happens again, copy the details and "
                "send them to the makers."
            )
        )
        self.copy.setText(self.tr("Copy details"))


def guarded(method: Method) -> Method:
    """Show an exception in ``method`` to the user instead of losing it in the event loop.

    The instance needs a ``report_error(details, error)`` method. Qt passes signal
    arguments the method may not take (``checked``), so extra ones are dropped.
    """
    wanted = (
        sum(
            1
            for parameter in inspect.signature(method).parameters.values()
            if parameter.kind in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD)
        )
        - 1
    )

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
