"""The dialog for an unexpected error: what happened in words, and a way to copy the details.

Kept apart from ``desktop.errors`` so that the launcher's start loads no dialog classes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget


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
