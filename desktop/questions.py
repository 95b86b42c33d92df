"""A question answered by buttons that say what they do ("Resume", "Start a new game"), never OK.

Tests answer questions by replacing ``ask``; every question goes through it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def ask(
    parent: QWidget | None, title: str, text: str, choices: Sequence[str], default: int = 0
) -> int | None:
    """The index of the choice taken, or None for Cancel (also Escape and closing the box)."""
    from PySide6.QtWidgets import QMessageBox  # its first use costs; the launcher's start needs none

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    buttons = [box.addButton(choice, QMessageBox.ButtonRole.AcceptRole) for choice in choices]
    cancel = box.addButton(
        QCoreApplication.translate("Questions", "Cancel"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(buttons[default])
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    return buttons.index(clicked) if clicked in buttons else None
